// Browser test of the Colonization Mode phone page, as served by a running host:
//   node tests/browser/colonization.js http://127.0.0.1:PORT/?room=CODE
// Opens the page at phone size, takes the first free seat, and plays through the page's own
// buttons: names its language (tapping its seven tiles), votes on the other language's name,
// then on its first turn lays a word across the centre and plays it, waiting until the table's
// next view shows the move took effect (the vote on it opened, then its outcome). Prints
// `ok ...` and exits 0, or prints why and exits 1.
"use strict";

const corePath = require.resolve(process.env.PLAYWRIGHT_CORE || require("path").join(__dirname, "node_modules", "playwright-core"));
const { chromium } = require(corePath);

const url = process.argv[2];
const VOWELS = "AEIOU";
let browser = null;

function fail(reason) {
  console.log("failed: " + reason);
  const done = () => process.exit(1);
  if (browser) browser.close().then(done, done);
  else done();
}

setTimeout(() => fail("no result within 60 s"), 60000).unref();

// Consonants and vowels taken in turn: an order people (and the computer seats) can say.
function sayable(letters) {
  const idx = letters.map((_, i) => i);
  const vowels = idx.filter((i) => VOWELS.includes(letters[i]));
  const others = idx.filter((i) => !VOWELS.includes(letters[i]));
  const order = [];
  while (vowels.length || others.length) {
    if (others.length) order.push(others.shift());
    if (vowels.length) order.push(vowels.shift());
  }
  return order;
}

async function main() {
  if (!url) return fail("usage: node tests/browser/colonization.js URL");
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "en-US" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url);

  const take = page.locator("#seats li button").first();
  await take.waitFor({ timeout: 15000 });
  await take.click();
  await page.waitForSelector("#board .col", { timeout: 15000 });

  const state = () =>
    page.evaluate(() => {
      const c = document.querySelector("#board .col");
      if (!c) return null;
      return {
        phase: c.dataset.phase,
        mine: c.dataset.mine === "yes",
        who: c.dataset.who,
        records: Number(c.dataset.records),
        views: Number(c.dataset.views),
        news: (c.querySelector(".news") || {}).textContent || "",
      };
    });
  const rackLetters = () =>
    page.locator("#board .col .rack .card").evaluateAll((cards) => cards.map((c) => c.firstChild.textContent));
  // Taps rack tile i; a blank asks for its letter: E.
  const tapTile = async (i) => {
    await page.locator("#board .col .rack .card").nth(i).click();
    const picker = page.locator("#board .col .picker button");
    if (await picker.count()) await picker.nth(4).click();
  };
  const waitFor = async (test, what, ms = 20000) => {
    const end = Date.now() + ms;
    for (;;) {
      const s = await state();
      if (s && test(s)) return s;
      if (Date.now() > end) throw new Error("waiting for " + what + ", the page shows " + JSON.stringify(s));
      await page.waitForTimeout(150);
    }
  };

  const did = [];
  let named = 0;
  for (;;) {
    const s = await waitFor((x) => x.mine || x.phase === "Over", "the phone's turn to act", 30000);
    if (errors.length) return fail("page error: " + errors[0]);
    if (s.phase === "Naming") {
      if (named === 4) {
        // The other seats judge names by ear and may refuse them all: the page has worked.
        did.push("(the names were refused)");
        break;
      }
      const letters = await rackLetters();
      const order = sayable(letters);
      // A refused name is named again: turn the order a little each time.
      for (let k = 0; k < named; k++) order.push(order.shift());
      for (const i of order) await tapTile(i);
      const name = await page.locator("#board .col .slots button").evaluateAll((b) => b.map((x) => x.textContent).join(""));
      await page.locator('#board .col button[data-act="name"]').click();
      // The table's next view: the vote on the name (or already its outcome).
      await waitFor((x) => x.views > s.views, "the name's vote");
      did.push("named " + name);
      named += 1;
      await waitFor((x) => !(x.phase === "Vote" && x.who === s.who), "the name's vote to end");
      // The others' ballots are told from the view's news, whichever way they went.
      await waitFor((x) => /accepts|refuses/.test(x.news), "the ballots told in the news");
    } else if (s.phase === "Vote") {
      await page.locator('#board .col button[data-act="yes"]').click();
      await waitFor((x) => x.views > s.views, "the vote to count");
      did.push("voted yes");
    } else if (s.phase === "Turn") {
      const letters = await rackLetters();
      const order = sayable(letters).slice(0, 4);
      const empty = await page.locator("#board .col .sq.tile").count();
      const before = s.records;
      if (empty === 0) {
        // The first word: across from the centre square.
        await page.locator("#board .col .sq").nth(7 * 15 + 7).click();
        for (const i of order) await tapTile(i);
        const word = await page.locator("#board .col .sq.new").evaluateAll((b) => b.map((x) => x.textContent).join(""));
        await page.locator('#board .col button[data-act="play"]').click();
        // The table took the move once the turn is no longer the phone's (a refused placement
        // leaves it there, with the reason in a toast); then the others vote on it.
        // A refused placement gets no new view, only its reason in a toast.
        await waitFor((x) => x.views > s.views, "the table's next view", 10000).catch(async (e) => {
          throw new Error(e.message + "; toast: " + (await page.locator("#toast").textContent()));
        });
        const after = await waitFor((x) => !(x.phase === "Vote" && x.who === s.who), "the vote's outcome");
        did.push("placed " + word + (after.records > before ? " (accepted)" : " (refused by the vote)"));
      } else {
        await page.locator('#board .col button[data-act="pass"]').click();
        await waitFor((x) => x.views > s.views, "the pass");
        did.push("passed");
      }
      break;
    } else if (s.phase === "Transform") {
      await page.locator("#board .col .rack .card").first().click();
      await page.locator('#board .col button[data-act="reveal"]').click();
      await waitFor((x) => x.views > s.views, "the reveal");
      did.push("revealed a tile");
    } else if (s.phase === "English") {
      await page.locator('#board .col button[data-act="english"]').click();
      await waitFor((x) => x.views > s.views, "English's turn");
      did.push("played English's turn");
    } else break;
  }
  if (errors.length) return fail("page error: " + errors[0]);
  // COL_SHOT=FILE keeps the page as the game left it, news included, to look at.
  if (process.env.COL_SHOT) await page.screenshot({ path: process.env.COL_SHOT, fullPage: true });
  console.log("ok " + did.join(", "));
  await browser.close();
  process.exit(0);
}

main().catch((e) => fail(e.message.split("\n")[0]));
