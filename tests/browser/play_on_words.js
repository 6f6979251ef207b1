// Browser test of the Play On Words phone page, run by a Rust test as
//   node tests/browser/play_on_words.js http://127.0.0.1:PORT/?room=CODE
// It opens the served page on a 390x844 phone screen, takes the first free seat, and plays one
// whole turn through the page's own buttons: taps the draw pile, picks a card of the hand and
// discards it on a pile. It waits for the server's views showing each step took effect (one
// more card in hand, then one fewer and the turn over), prints `ok <what it did>` and exits 0;
// otherwise it prints the reason and exits 1.
"use strict";

const path = require("path");

const url = process.argv[2];
if (!url) {
  console.log("usage: node tests/browser/play_on_words.js http://127.0.0.1:PORT/?room=CODE");
  process.exit(1);
}
const corePath = require.resolve(process.env.PLAYWRIGHT_CORE || require("path").join(__dirname, "node_modules", "playwright-core"), {
  paths: [process.cwd(), path.join(__dirname, "..", "..")],
});
const { chromium } = require(corePath);

const fail = (why) => {
  console.log(why);
  process.exit(1);
};
setTimeout(() => fail("timed out after 60 s"), 60000).unref();

(async () => {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(url);

    // The first free seat.
    await page.waitForSelector("#seats button", { timeout: 15000 });
    await page.click("#seats button >> nth=0");

    // Our turn begins: the piles are buttons to take a card from.
    await page.waitForSelector("#status.turn", { timeout: 30000 });
    await page.waitForSelector("#board button.pow-pile", { timeout: 10000 });
    const handCount = () => page.locator("#board .pow-hand .cards > .card").count();
    const before = await handCount();
    if (!before) fail("the page shows no hand");

    // Take the top card of the draw pile.
    await page.locator("#board button.pow-pile").first().click();
    await page.waitForFunction(
      (n) => document.querySelectorAll("#board .pow-hand .cards > button.card").length === n + 1,
      before,
      { timeout: 10000 },
    );

    // Pick the first card of the hand and discard it on the first pile that takes it.
    const card = page.locator("#board .pow-hand .cards > button.card").first();
    const face = (await card.textContent()).trim();
    await card.click();
    await page.waitForSelector("#board .pow-hand .card.picked", { timeout: 5000 });
    const discard = page.locator("#board .panel .pow-actions button:enabled").first();
    const label = (await discard.textContent()).trim();
    await discard.click();

    // The server's next view: the hand is back to its size, nothing picked (the turn moved on).
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll("#board .pow-hand .cards > .card").length === n &&
        !document.querySelector("#board .pow-hand .card.picked"),
      before,
      { timeout: 15000 },
    );
    if (errors.length) fail("page error: " + errors.join("; "));
    console.log(`ok drew from the draw pile (${before + 1} cards), discarded ${face || "a wild"} (${label}), ${before} cards left`);
    await browser.close();
    process.exit(0);
  } catch (e) {
    await browser.close().catch(() => {});
    fail("failed: " + (e && e.message ? e.message.split("\n")[0] : e));
  }
})();
