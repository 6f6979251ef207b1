// Browser test of the Color Words phone page, as served by a running host: opens the join
// address at phone size, takes the first free seat, flips the cards if this seat deals, then
// writes a first word from the Start cell by tapping its cells and typing it (trying a few
// common words until the table accepts one, passing if none is), and waits for the table's
// next view to show the word on the grid. Prints `ok ...` and exits 0, or the reason and 1.
// Usage: node tests/browser/color_words.js http://127.0.0.1:PORT/?room=CODE
"use strict";

const { chromium } = require(require.resolve(process.env.PLAYWRIGHT_CORE || require("path").join(__dirname, "node_modules", "playwright-core")));

const url = process.argv[2];
if (!url) {
  console.log("usage: node tests/browser/color_words.js http://HOST:PORT/?room=CODE");
  process.exit(1);
}

// Words tried in turn (English, French and Romanian tables), each from A1 rightwards.
const WORDS = ["tea", "ate", "sea", "art", "are", "le", "la", "de", "tu", "no"];
const COLS = "ABCDEFG";

let browser = null;
const fail = async (why) => {
  console.log(why);
  if (browser) await browser.close().catch(() => {});
  process.exit(1);
};
setTimeout(() => fail("timed out after 60 s"), 60000).unref();

(async () => {
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url);

  // The first free seat.
  await page.waitForSelector("#seats button", { timeout: 15000 });
  await page.click("#seats button >> nth=0");
  await page.waitForSelector(".cw-top", { timeout: 15000 });

  // This seat deals: flip the cards. Otherwise the dealer does.
  const flip = page.locator("button.cw-flip");
  if (await flip.count()) await flip.click();
  await page.waitForSelector(".cw-write:not([hidden]) input", { timeout: 20000 });
  if ((await page.locator(".cw-grid .cw-cell.filled").count()) !== 0) return fail("the grid is not empty at the start");
  const round = (await page.textContent(".cw-top .muted")).trim();

  let written = null;
  for (const word of WORDS) {
    // Tap the path: A1, then the word's last cell along row 1 (the cells between join it).
    await page.click(".cw-buttons button.quiet");
    await page.click('.cw-grid [aria-label="A1"]');
    await page.click('.cw-grid [aria-label="' + COLS[word.length - 1] + '1"]');
    const input = page.locator(".cw-write input");
    await input.click();
    await input.fill("");
    await page.keyboard.type(word);
    const send = page.locator("button.cw-send");
    if (await send.isDisabled()) return fail("Send stays disabled for " + word + " on " + word.length + " cells");
    await send.click();
    // Either the table's next view shows the word on the grid, or a refusal is shown.
    const outcome = await Promise.race([
      page.waitForFunction((n) => document.querySelectorAll(".cw-grid .cw-cell.filled").length >= n, word.length, { timeout: 10000 }).then(() => "written"),
      page.waitForSelector("#toast:not([hidden])", { timeout: 10000 }).then(() => "refused"),
    ]).catch(() => "nothing");
    if (outcome === "written") {
      written = word;
      break;
    }
    if (outcome === "nothing") return fail("no answer from the table after sending " + word);
    await page.evaluate(() => (document.getElementById("toast").hidden = true));
  }

  if (!written) {
    // No word taken: pass (two taps), and the seat is no longer asked to write.
    await page.click("button.cw-pass");
    await page.click("button.cw-pass");
    await page.waitForSelector(".cw-write[hidden]", { state: "attached", timeout: 10000 });
    if (errors.length) return fail("page errors: " + errors.join("; "));
    console.log("ok passed in " + round + " (no test word accepted)");
  } else {
    const letters = (await page.locator(".cw-grid .cw-cell.filled").allTextContents()).join("").toLowerCase();
    if (!letters.startsWith(written)) return fail("the grid shows " + letters + " after writing " + written);
    if (errors.length) return fail("page errors: " + errors.join("; "));
    console.log("ok wrote " + written.toUpperCase() + " from A1 rightwards (" + round + ")");
  }
  await browser.close();
  process.exit(0);
})().catch((e) => fail("error: " + (e && e.message ? e.message.split("\n")[0] : e)));
