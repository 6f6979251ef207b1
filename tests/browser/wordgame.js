// Browser test of the Wordgame / Classic phone page, as the server serves it: a 390x844 phone
// opens the join address, takes the first free seat and, on its turn, plays through the page's
// own buttons: two tiles laid far from the centre and from every word (the engine refuses them
// and the page shows why), recalled; then, on an empty board, words its rack spells typed from
// the centre star and played until the engine takes one; otherwise an exchange of two tiles
// (Classic) or a pass. It waits for the server's next view to list the move. Prints
// `ok <what it did>` and exits 0, or the reason and exits 1.
// Run: node tests/browser/wordgame.js http://127.0.0.1:PORT/?room=CODE
"use strict";

const url = process.argv[2];
if (!url) {
  console.log("usage: node tests/browser/wordgame.js http://127.0.0.1:PORT/?room=CODE");
  process.exit(1);
}
const { chromium } = require(
  require.resolve(process.env.PLAYWRIGHT_CORE || require("path").join(__dirname, "node_modules", "playwright-core"))
);

// Common words to try on an empty board (Wordgame's first word has four letters or more).
const WORDS = (
  "TIDE DIET EDIT TIED SIDE RIDE RATE TEAR DARE READ DEAR NOTE TONE STONE NEST REST SENT TENT " +
  "LATE TALE TEAL SEAL SALE LANE LEAN MEAN NAME MANE TAME MATE MEAT TEAM SEAM SAME GAME RAIN " +
  "TRAIN STAIN SAINT LINE LINT TILE LIST SILT SLIT NOSE ONES ROSE SORE ORES TORE ROTE DOTE " +
  "DONE NODE CODE CORE CORN TORN TURN RUNE TUNE DUNE UNIT UNTIE ROUTE OUTER TOUR SOUR POUR " +
  "PORE ROPE RIPE PIER TRIP STRIP SPIT TIPS PITS POTS STOP SPOT TOPS OPTS PORT SPORT AREA " +
  "IDEA AIDE EASE TEASE RAISE ARISE IRATE TREAT GREAT GRATE HEAT HATE BEAT BATE DEBT BEST"
).split(" ");

const SEATED_TIMEOUT = 15000;
const TURN_TIMEOUT = 30000;

function fail(reason) {
  console.log(reason);
  process.exit(1);
}
setTimeout(() => fail("timed out after 60 s"), 60000).unref();

// Whether the rack (`?` a blank) spells the word.
function spells(word, rack) {
  const left = [...rack];
  for (const ch of word) {
    let i = left.indexOf(ch);
    if (i < 0) i = left.indexOf("?");
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

(async () => {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The server's answers to this phone's intents, read off the socket (nothing is changed).
    const answers = [];
    page.on("websocket", (ws) => {
      ws.on("framereceived", (f) => {
        try {
          const m = JSON.parse(f.payload);
          if (m.type === "done" || m.type === "refused") answers.push(m);
        } catch (_) {
          // not JSON: not ours
        }
      });
    });
    const answer = async (count) => {
      const deadline = Date.now() + 10000;
      while (answers.length <= count) {
        if (Date.now() > deadline) fail("the server did not answer the move");
        await page.waitForTimeout(50);
      }
      return answers[count];
    };

    await page.goto(url);
    const take = page.locator("#seats button").first();
    await take.waitFor({ timeout: SEATED_TIMEOUT }).catch(() => fail("no free phone seat to take"));
    await take.click();
    await page.locator(".wg-rack button").first().waitFor({ timeout: SEATED_TIMEOUT })
      .catch(() => fail("the page drew no rack after taking the seat" + (errors.length ? ": " + errors.join("; ") : "")));
    await page.locator(".status.turn").waitFor({ timeout: TURN_TIMEOUT })
      .catch(() => fail("it never became the phone's turn"));
    const me = (await page.locator("#me").textContent()).trim();
    const moves = () => page.locator(".wg-moves li").count();
    const before = await moves();

    // 1. Two tiles where no word can be: refused, with the reason shown.
    const spot = await page.evaluate(() => {
      const tile = (r, c) => {
        const sq = document.querySelector(`.wg-sq[data-r="${r}"][data-c="${c}"]`);
        return !sq || sq.classList.contains("tile");
      };
      for (let r = 0; r < 15; r++) {
        for (let c = 0; c + 1 < 15; c++) {
          if (r === 7 && (c === 7 || c === 6)) continue;
          let clear = true;
          for (let dr = -1; dr <= 1; dr++) {
            for (let dc = -1; dc <= 2; dc++) {
              const rr = r + dr;
              const cc = c + dc;
              if (rr >= 0 && rr < 15 && cc >= 0 && cc < 15 && tile(rr, cc)) clear = false;
            }
          }
          if (clear) return { r, c };
        }
      }
      return null;
    });
    if (!spot) fail("no free corner of the board to try a refused move");
    await page.locator(`.wg-sq[data-r="${spot.r}"][data-c="${spot.c}"]`).click();
    const dir = await page.locator(".wg-sq.cursor .arrow").textContent();
    if (dir !== "→") await page.locator(`.wg-sq[data-r="${spot.r}"][data-c="${spot.c}"]`).click();
    for (let i = 0; i < 2; i++) {
      const tile = page.locator(".wg-rack button:not([disabled])").first();
      const blank = (await tile.getAttribute("data-letter")) === "?";
      await tile.click();
      if (blank) await page.locator(".wg-picker .grid7 button").first().click();
    }
    if ((await page.locator(".wg-sq.tile.mine").count()) !== 2) fail("tapping rack tiles laid no tiles on the board");
    // Before it is sent, the table's live verdict says why the placement is not legal.
    await page
      .locator(".wg-hint.bad")
      .waitFor({ timeout: 5000 })
      .catch(() => fail("no live verdict on the tiles laid"));
    const verdict = (await page.locator(".wg-hint.bad").textContent()).trim();
    if (!verdict) fail("the live verdict is empty");
    await page.screenshot({ path: process.env.VERDICT_SHOT || "/dev/null" }).catch(() => {});
    await page.locator('[data-act="play"]').click();
    const refusal = await answer(0);
    if (refusal.type !== "refused") fail("a word far from the centre and every tile was taken");
    await page.locator("#toast:not([hidden])").waitFor({ timeout: 5000 }).catch(() => fail("no toast for the refusal"));
    const why = (await page.locator("#toast").textContent()).trim();
    if (!why) fail("the refusal's toast is empty");
    if ((await moves()) !== before) fail("a refused move was listed");
    await page.locator('[data-act="recall"]').click();
    if ((await page.locator(".wg-sq.tile.mine").count()) !== 0) fail("Recall left tiles on the board");

    // 2. The turn itself.
    let did = null;
    const empty = (await page.locator(".wg-sq.tile").count()) === 0;
    if (empty) {
      const rack = await page.locator(".wg-rack button").evaluateAll((bs) => bs.map((b) => b.dataset.letter));
      const tries = WORDS.filter((w) => spells(w, rack)).slice(0, 6);
      for (const word of tries) {
        await page.locator('.wg-sq[data-r="7"][data-c="7"]').click();
        await page.locator(".wg-typed").fill(word.toLowerCase());
        await page.locator('[data-act="lay"]').click();
        if ((await page.locator(".wg-sq.tile.mine").count()) !== word.length) fail(`typing ${word} laid the wrong tiles`);
        const n = answers.length;
        await page.locator('[data-act="play"]').click();
        const a = await answer(n);
        if (a.type === "done") {
          did = `played ${word} from the centre (after a refusal: ${why})`;
          break;
        }
        await page.locator('[data-act="recall"]').click();
      }
    }
    if (!did) {
      const n = answers.length;
      const exchange = page.locator('[data-act="exchange"]');
      if ((await exchange.count()) && (await exchange.isEnabled())) {
        await exchange.click();
        await page.locator(".wg-rack button").nth(0).click();
        await page.locator(".wg-rack button").nth(1).click();
        await page.locator('[data-act="exchange-go"]').click();
        did = `exchanged two tiles (after a refusal: ${why})`;
      } else {
        await page.locator('[data-act="pass"]').click();
        await page.locator('[data-act="pass-yes"]').click();
        did = `passed (after a refusal: ${why})`;
      }
      const a = await answer(n);
      if (a.type !== "done") fail("the turn was refused: " + a.text);
    }

    // 3. The server's next view lists the move, under the phone's seat.
    await page
      .waitForFunction(
        ([n, name]) => {
          const items = [...document.querySelectorAll(".wg-moves li")];
          return items.length > n && items.slice(0, items.length - n).some((li) => li.textContent.startsWith(name));
        },
        [before, me],
        { timeout: 10000 }
      )
      .catch(() => fail("the next view does not list the phone's move"));
    if (errors.length) fail("page errors: " + errors.join("; "));
    console.log("ok " + did);
    await browser.close();
    process.exit(0);
  } catch (e) {
    await browser.close().catch(() => {});
    fail("error: " + (e && e.message ? e.message.split("\n")[0] : e));
  }
})();
