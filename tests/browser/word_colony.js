// Browser test of Word Colony's phone page, as the server serves it: a 390x844 phone opens
// the join address, takes the first free seat and plays whole turns through the page's own
// buttons (answers the others' questions, draws, reads a question, builds a word when its hand
// spells one the dictionary takes, ends the turn), then waits for the server's next view to
// show the turn passed. Prints `ok <what it did>` and exits 0, or the reason and exits 1.
// Run: node tests/browser/word_colony.js http://127.0.0.1:PORT/?room=CODE
"use strict";

const url = process.argv[2];
if (!url) {
  console.log("usage: node tests/browser/word_colony.js http://127.0.0.1:PORT/?room=CODE");
  process.exit(1);
}
const { chromium } = require(require.resolve(process.env.PLAYWRIGHT_CORE || require("path").join(__dirname, "node_modules", "playwright-core")));

// Short common words to try with the hand (the page's Place button only lights up when the
// hand can spell the word; the server's dictionary has the last word).
const WORDS = (
  "THE AND FOR ARE BUT NOT YOU ALL ANY CAN HAD HER WAS ONE OUR OUT DAY GET HAS HIM HIS HOW MAN NEW NOW OLD SEE TWO WAY WHO " +
  "BOY DID ITS LET PUT SAY SHE TOO USE DOG CAT SUN RUN RED BED TEN PEN HEN NET SET TEA SEA EAT ATE TAN RAN FAN CAR BAR " +
  "FAR JAR TAR ART RAT HAT MAT SAT PAT FAT BAT EAR ERA ODE ORE ROE TOE DOE FOE HOE WOE TIE LIE DIE PIE NOD GOD ROD SOD " +
  "TIN PIN SIN WIN BIN FIN DIN KIN AIM RIM DIM HIM TOP HOP MOP POP COP LOG FOG HOG BOG COG JOG ICE ACE AGE APE ATE AXE " +
  "ARM AIR AIL OIL OAK OAR OAT ONE NOR FOR RUG BUG HUG MUG TUG JUG NUT HUT CUT GUT RUT BUS SUM GUM HUM RUM BUN FUN GUN " +
  "NUN PUN SON TON WON YES YET WET VET LET MET JET GET BET BEE SEE FEE TEE LEE DEN MEN TEN ZEN WAR WAX TAX FAX MAX BOX " +
  "FOX SOX OX AX AN AT AS AM IN IS IT ON OR TO UP US WE HE ME BE DO GO NO SO OF OH HI AH EH " +
  "FEAR FARE FREE TREE RATE TEAR NEAR DEAR READ DARE RIDE SIDE TIDE WIDE HIDE NOTE TONE STONE ONES NEST REST TEST BEST " +
  "WEST EAST SEAT MEAT HEAT NEAT TEAM MEAN LEAN LANE SANE CANE MANE TAME SAME GAME NAME CAME LATE MATE GATE HATE DATE " +
  "TRAIN RAIN MAIN PAIN GAIN LINE MINE FINE DINE PINE NINE TINE WINE SINE RISE ROSE NOSE HOSE POSE LOSE DOSE RODE CODE " +
  "MODE NODE ZONE BONE CONE LONE DONE GONE"
)
  .split(" ")
  .filter((w) => w.length >= 2);

const args = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

let browser = null;
function finish(line, code) {
  console.log(line);
  const close = browser ? browser.close().catch(() => {}) : Promise.resolve();
  close.then(() => process.exit(code));
}
setTimeout(() => finish("timeout: no whole turn within 60 s", 1), 60000).unref();

(async () => {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url);
  await page.locator("#seats button").first().click();
  const root = page.locator(".wc");
  await root.waitFor({ timeout: 15000 });

  const did = [];
  const state = async () => ({
    turn: Number(await root.getAttribute("data-turn")),
    phase: await root.getAttribute("data-phase"),
  });
  const mine = async () => (await page.locator("#status.turn").count()) > 0;
  const refused = async () => {
    const toast = page.locator("#toast");
    return (await toast.isVisible()) ? (await toast.textContent()).trim() : "";
  };

  // Until it is this phone's turn to draw: answer the others' questions, A to D at random.
  const until = Date.now() + 40000;
  for (;;) {
    if (Date.now() > until) return finish("never came to this phone's turn", 1);
    if (await page.locator("#wc-draw").count()) break;
    const choices = page.locator("[data-choice]");
    if (await choices.count()) {
      await choices.nth(0).click();
      did.push("answered a question");
      await page.locator("[data-choice]").first().waitFor({ state: "detached", timeout: 10000 });
      continue;
    }
    await page.waitForTimeout(100);
  }
  const start = await state();

  // Draw.
  await page.click("#wc-draw");
  await page.waitForFunction(() => {
    const w = document.querySelector(".wc");
    return w && w.dataset.phase !== "Draw";
  }, null, { timeout: 10000 });
  did.push("drew");

  // Read a question when the hand still has one (the engine skips it otherwise).
  if ((await state()).phase === "Question") {
    await page.locator("#wc-hand button.card").first().click();
    await page.click("#wc-read");
    did.push("read a question");
  }
  // The others answer; then building.
  await page.waitForFunction(() => {
    const w = document.querySelector(".wc");
    return w && w.dataset.phase === "Build";
  }, null, { timeout: 20000 });

  // Build a word when one fits the hand.
  const groups = async () => page.locator("[data-group]").count();
  const before = await groups();
  let tries = 0;
  for (const word of WORDS) {
    if (tries >= 8) break;
    await page.fill("#wc-type", word);
    if (await page.locator("#wc-place").isDisabled()) continue;
    tries += 1;
    await page.click("#wc-place");
    const placed = await page
      .waitForFunction((n) => document.querySelectorAll("[data-group]").length > n, before, { timeout: 1500 })
      .then(() => true)
      .catch(() => false);
    if (placed) {
      did.push("built " + word);
      break;
    }
    if (!(await refused())) break;
  }
  if (!(await mine())) return finish("the page lost the turn before ending it: " + did.join(", "), 1);

  // End the turn, and see the server's next view: a later turn.
  await page.click("#wc-end");
  await page.waitForFunction((t) => {
    const w = document.querySelector(".wc");
    return w && Number(w.dataset.turn) > t;
  }, start.turn, { timeout: 10000 });
  did.push("ended the turn");
  if (errors.length) return finish("page errors: " + errors.join("; "), 1);
  finish("ok " + did.join(", "), 0);
})().catch((e) => finish("failed: " + (e && e.message ? e.message.split("\n")[0] : e), 1));
