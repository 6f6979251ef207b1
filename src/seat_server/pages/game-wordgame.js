// Wordgame and Classic on the phone: the 15x15 board (whole, or zoomed and scrolled), the
// seat's rack, and the turn's moves. Tap a square, then rack tiles to lay them there (tap the
// square again to go down), or type a word from that square; a blank asks for its letter.
// Play sends the placement the tiles make, Pass and Exchange (Classic) the other actions; the
// engine judges every move and the shell shows its refusal. Also the public summary for the
// overlay and the TV page.
"use strict";

(() => {
  const SIZE = 15;
  const CENTRE = 7;
  // The rules' premium squares and tile values, as the view gives them (row by row: T triple
  // word, D double word, t triple letter, d double letter).
  let PREMIUMS = [];
  let VALUES = {};
  const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

  // What the player is doing, kept across views: the rack's tiles in the order the player
  // keeps them, the tiles set on the board, the cursor, the zoom, and the open panel.
  const ui = {
    slots: [], // { letter: "A".."Z" or "?", used: bool }
    placed: [], // { r, c, letter (lowercase for a blank), slot }
    cursor: null, // { r, c, dir: "Across" | "Down" }
    zoom: false,
    mode: "place", // "place" | "exchange" | "pass"
    picked: new Set(), // slots chosen for an exchange
    blankFor: null, // the square waiting for a blank's letter: { r, c, slot }
    typed: "",
    busy: false,
    scroll: { left: 0, top: 0 },
    centreOnCursor: false,
    root: null,
    view: null,
    ctx: null,
  };

  // ---- reading the view ----
  function parseBoard(fen) {
    const rows = (fen || "").split("/");
    const grid = [];
    for (let r = 0; r < SIZE; r++) {
      const row = [];
      const text = rows[r] || String(SIZE);
      let i = 0;
      while (i < text.length && row.length < SIZE) {
        if (/[0-9]/.test(text[i])) {
          let n = 0;
          while (i < text.length && /[0-9]/.test(text[i])) n = n * 10 + Number(text[i++]);
          for (let k = 0; k < n && row.length < SIZE; k++) row.push("");
        } else {
          row.push(text[i++]);
        }
      }
      while (row.length < SIZE) row.push("");
      grid.push(row);
    }
    return grid;
  }
  const coordinate = (r, c, dir) =>
    dir === "Across" ? String(r + 1) + LETTERS[c] : LETTERS[c] + String(r + 1);
  const mySeat = (view, ctx) =>
    view.viewer && typeof view.viewer === "object" && "Seat" in view.viewer ? view.viewer.Seat : ctx.seat;
  const rackOf = (view, ctx) => {
    const seat = view.seats[mySeat(view, ctx)];
    return seat && seat.rack ? seat.rack : "";
  };
  const rackSize = (view) => (view.rules === "Classic" ? 7 : 8);
  const allowsExchanges = (view) => view.rules === "Classic";
  const sorted = (letters) => [...letters].sort().join("");
  // Moves name their player `p1`, `p2`... (the GCG nick): the seat's name instead.
  function moveName(view, nick) {
    const m = /^p(\d+)$/.exec(nick || "");
    const seat = m ? view.seats[Number(m[1]) - 1] : null;
    return seat ? seat.name : nick;
  }
  function movePlay(view, move, t) {
    const play = move.play || "";
    if (play === "pass") return t("phone-wg-move-pass");
    if (play === "withdrawn") return t("phone-wg-move-withdrawn");
    if (play === "challenge bonus") return t("phone-wg-move-challenge-bonus");
    const ex = /^exchange (\d+)$/.exec(play);
    if (ex) return t("phone-wg-move-exchange", { n: ex[1] });
    const end = /^\((.*)\)$/.exec(play);
    if (end) return t("phone-wg-move-end", { tiles: end[1] });
    return readable(view, play);
  }
  // A pass or an exchange scores nothing: its line names no points.
  const quiet = (move) => move.play === "pass" || /^exchange \d+$/.test(move.play);
  function lastMoveText(view, move, t) {
    const name = moveName(view, move.nick);
    const play = movePlay(view, move, t);
    if (quiet(move)) return t("phone-wg-last-move-quiet", { name, play });
    return t("phone-wg-last-move", { name, play, score: move.score });
  }
  // `E7 Z.STS` (GCG: a dot for a tile already there) as `E7 Z(E)STS`, from the board.
  function readable(view, play) {
    const m = /^(?:(\d+)([A-O])|([A-O])(\d+)) (\S+)$/.exec(play);
    if (!m || !m[5].includes(".")) return play;
    const board = parseBoard(view.board);
    const across = m[1] !== undefined;
    let r = Number(across ? m[1] : m[4]) - 1;
    let c = LETTERS.indexOf(across ? m[2] : m[3]);
    let word = "";
    let open = false;
    for (const ch of m[5]) {
      const there = onBoard(r, c) ? board[r][c] : "";
      if (ch === "." && there) {
        if (!open) word += "(";
        open = true;
        word += there;
      } else {
        if (open) word += ")";
        open = false;
        word += ch;
      }
      if (across) c++;
      else r++;
    }
    if (open) word += ")";
    return play.split(" ")[0] + " " + word;
  }
  // The squares the newest word's own tiles took, to mark them on the board.
  function lastTiles(view) {
    const out = new Set();
    const last = view.moves[view.moves.length - 1];
    const m = last && /^(\d+)([A-O])|^([A-O])(\d+)/.exec(last.play);
    if (!m) return out;
    const word = last.play.split(" ")[1] || "";
    const across = m[1] !== undefined;
    let r = across ? Number(m[1]) - 1 : Number(m[4]) - 1;
    let c = LETTERS.indexOf(across ? m[2] : m[3]);
    for (const ch of word) {
      if (ch === "(" || ch === ")") continue;
      if (ch !== ".") out.add(r * SIZE + c);
      if (across) c++;
      else r++;
    }
    return out;
  }
  function standings(view) {
    const best = Math.max(...view.seats.map((s) => s.score));
    return view.seats.map((s, i) => i).filter((i) => view.seats[i].score === best);
  }
  function endingText(view, t) {
    const o = view.over;
    if (!o) return "";
    if (o === "ScorelessTurns") return t("phone-wg-ended-scoreless");
    if (o === "Passes") return t("phone-wg-ended-passes");
    if (typeof o === "object" && "WentOut" in o) {
      const seat = view.seats[o.WentOut];
      return t("phone-wg-ended-out", { name: seat ? seat.name : "" });
    }
    return "";
  }
  function winnerText(view, t) {
    const top = standings(view);
    if (top.length > 1) return t("phone-wg-tie");
    return t("phone-wg-winner", { name: view.seats[top[0]].name });
  }
  const newLettersJustDealt = (view) =>
    view.rules === "Wordgame" &&
    view.moves.length === 2 &&
    view.moves.every((m) => m.play === "pass") &&
    /^(15\/){14}15$/.test(view.board);

  // ---- keeping the local state in step with the view ----
  function follow(view, ctx) {
    const rack = rackOf(view, ctx);
    const board = parseBoard(view.board);
    if (sorted(rack) !== sorted(ui.slots.map((s) => s.letter).join(""))) {
      ui.slots = [...rack].map((letter) => ({ letter, used: false }));
      ui.placed = [];
      ui.picked.clear();
      ui.blankFor = null;
      ui.cursor = null;
      if (ui.mode === "exchange") ui.mode = "place";
    }
    // A tile set where the board now has one: everything comes back.
    if (ui.placed.some((p) => board[p.r][p.c])) recallAll();
    if (ui.cursor && board[ui.cursor.r][ui.cursor.c]) ui.cursor = null;
    if (ui.blankFor && board[ui.blankFor.r][ui.blankFor.c]) ui.blankFor = null;
    if (view.over || !ctx.mine) {
      if (ui.mode === "pass") ui.mode = "place";
      if (view.over) ui.mode = "place";
    }
  }
  function recallAll() {
    for (const p of ui.placed) p.slot.used = false;
    ui.placed = [];
    ui.blankFor = null;
  }

  // ---- laying tiles ----
  const placedAt = (r, c) => ui.placed.find((p) => p.r === r && p.c === c);
  const onBoard = (r, c) => r >= 0 && c >= 0 && r < SIZE && c < SIZE;
  const step = (pos) => (pos.dir === "Across" ? { ...pos, c: pos.c + 1 } : { ...pos, r: pos.r + 1 });
  function freeFrom(board, pos) {
    let p = pos;
    while (onBoard(p.r, p.c) && (board[p.r][p.c] || placedAt(p.r, p.c))) p = step(p);
    return onBoard(p.r, p.c) ? p : null;
  }
  // Where the next tile goes: the cursor, or the centre on an empty board.
  function startCursor(board) {
    if (ui.cursor) return ui.cursor;
    const empty = board.every((row) => row.every((x) => !x));
    if (empty && ui.placed.length === 0) return { r: CENTRE, c: CENTRE, dir: "Across" };
    return null;
  }
  function layTile(slot) {
    const { view, ctx } = ui;
    const board = parseBoard(view.board);
    const start = startCursor(board);
    if (!start) return ctx.toast(ctx.t("phone-wg-pick-square"));
    const at = freeFrom(board, start);
    if (!at) return ctx.toast(ctx.t("phone-wg-no-room"));
    if (slot.letter === "?") {
      ui.blankFor = { r: at.r, c: at.c, slot, dir: at.dir };
      ui.cursor = at;
      return draw();
    }
    put(board, at, slot, slot.letter);
    draw();
  }
  function put(board, at, slot, letter) {
    slot.used = true;
    ui.placed.push({ r: at.r, c: at.c, letter, slot });
    const next = freeFrom(board, step(at));
    ui.cursor = next || { ...at };
    ui.centreOnCursor = true;
  }
  function chooseBlank(letter) {
    const b = ui.blankFor;
    ui.blankFor = null;
    if (b && !b.slot.used) put(parseBoard(ui.view.board), b, b.slot, letter.toLowerCase());
    draw();
  }
  function tapSquare(r, c) {
    if (ui.mode === "exchange" || ui.view.over) return;
    const board = parseBoard(ui.view.board);
    const mine = placedAt(r, c);
    if (mine) {
      mine.slot.used = false;
      ui.placed = ui.placed.filter((p) => p !== mine);
      ui.cursor = { r, c, dir: ui.cursor ? ui.cursor.dir : "Across" };
    } else if (board[r][c]) {
      return;
    } else if (ui.cursor && ui.cursor.r === r && ui.cursor.c === c) {
      ui.cursor = { r, c, dir: ui.cursor.dir === "Across" ? "Down" : "Across" };
    } else {
      ui.cursor = { r, c, dir: ui.cursor ? ui.cursor.dir : "Across" };
    }
    draw();
  }
  // A typed word laid from the cursor: the board's letters just before the cursor may start
  // it, a letter the board already holds on the way is read through, other board tiles are
  // skipped, and a letter the rack lacks takes a blank.
  function layWord(text) {
    const { view, ctx } = ui;
    let letters = text.toUpperCase().replace(/[^A-Z]/g, "");
    if (!letters) return;
    const board = parseBoard(view.board);
    let pos = startCursor(board);
    if (!pos) return ctx.toast(ctx.t("phone-wg-pick-square"));
    let before = "";
    for (let r = pos.r, c = pos.c; ; ) {
      if (pos.dir === "Across") c--;
      else r--;
      if (!onBoard(r, c) || !board[r][c]) break;
      before = board[r][c].toUpperCase() + before;
    }
    if (before && letters.startsWith(before) && letters.length > before.length) letters = letters.slice(before.length);
    const taken = new Set();
    const plan = [];
    for (const letter of letters) {
      if (!onBoard(pos.r, pos.c)) return ctx.toast(ctx.t("phone-wg-no-room"));
      const there = board[pos.r][pos.c];
      if (there && there.toUpperCase() === letter) {
        pos = step(pos);
        continue;
      }
      while (onBoard(pos.r, pos.c) && (board[pos.r][pos.c] || placedAt(pos.r, pos.c))) pos = step(pos);
      if (!onBoard(pos.r, pos.c)) return ctx.toast(ctx.t("phone-wg-no-room"));
      const free = (want) => ui.slots.find((s) => !s.used && !taken.has(s) && s.letter === want);
      const slot = free(letter) || free("?");
      if (!slot) return ctx.toast(ctx.t("phone-wg-no-letter", { letter }));
      taken.add(slot);
      plan.push({ at: { ...pos }, slot, letter: slot.letter === "?" ? letter.toLowerCase() : letter });
      pos = step(pos);
    }
    for (const p of plan) put(board, p.at, p.slot, p.letter);
    ui.typed = "";
    draw();
  }

  // The placement the tiles make (as the engine's placing reads it), or why it is none.
  function placement(board) {
    const placed = ui.placed;
    if (!placed.length) return null;
    const r0 = placed[0].r;
    const c0 = placed[0].c;
    const sameRow = placed.every((p) => p.r === r0);
    const sameCol = placed.every((p) => p.c === c0);
    let dir;
    if (!sameRow && !sameCol) return { error: "not-in-line" };
    if (sameRow && sameCol) {
      const side = (c0 > 0 && board[r0][c0 - 1]) || (c0 + 1 < SIZE && board[r0][c0 + 1]);
      dir = side ? "Across" : "Down";
    } else dir = sameRow ? "Across" : "Down";
    const along = (p) => (dir === "Across" ? p.c : p.r);
    const square = (i) => (dir === "Across" ? [r0, i] : [i, c0]);
    const tileAt = (i) => {
      const [r, c] = square(i);
      return board[r][c];
    };
    const lo = Math.min(...placed.map(along));
    const hi = Math.max(...placed.map(along));
    for (let i = lo; i <= hi; i++) {
      if (!tileAt(i) && !placed.some((p) => along(p) === i)) {
        const [r, c] = square(i);
        return { error: "gap", square: coordinate(r, c, "Down") };
      }
    }
    let start = lo;
    while (start > 0 && tileAt(start - 1)) start--;
    let end = hi;
    while (end + 1 < SIZE && tileAt(end + 1)) end++;
    const cells = [];
    let word = "";
    let open = false;
    for (let i = start; i <= end; i++) {
      const mine = placed.find((p) => along(p) === i);
      if (mine) {
        cells.push({ New: mine.letter.charCodeAt(0) });
        if (open) word += ")";
        open = false;
        word += mine.letter;
      } else {
        cells.push({ Board: null });
        if (!open) word += "(";
        open = true;
        word += tileAt(i);
      }
    }
    if (open) word += ")";
    const [row, col] = square(start);
    return { play: { row, col, dir, cells }, text: coordinate(row, col, dir) + " " + word };
  }

  // ---- actions ----
  async function send(action, after) {
    if (ui.busy) return;
    ui.busy = true;
    draw();
    const answer = await ui.ctx.act(action);
    ui.busy = false;
    if (answer.ok && after) after();
    draw();
  }
  function play() {
    const p = placement(parseBoard(ui.view.board));
    if (!p || !p.play) return;
    send({ Place: p.play }, () => {
      ui.cursor = null;
    });
  }
  function exchange() {
    const tiles = ui.slots.filter((s) => ui.picked.has(s)).map((s) => s.letter.charCodeAt(0));
    if (!tiles.length) return;
    send({ Exchange: tiles }, () => {
      ui.picked.clear();
      ui.mode = "place";
    });
  }
  function pass() {
    send("Pass", () => {
      ui.mode = "place";
    });
  }
  function shuffle() {
    for (let i = ui.slots.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [ui.slots[i], ui.slots[j]] = [ui.slots[j], ui.slots[i]];
    }
    draw();
  }

  // ---- drawing ----
  function style() {
    if (document.getElementById("wg-style")) return;
    const css = document.createElement("style");
    css.id = "wg-style";
    css.textContent = `
.wg-strip { display: flex; flex-wrap: wrap; gap: .3rem; margin-bottom: .4rem; }
.wg-chip { background: rgba(0,0,0,.25); border-radius: .5rem; padding: .2rem .45rem; border: 2px solid transparent;
  font-size: .9rem; display: flex; align-items: baseline; min-width: 0; white-space: nowrap; }
.wg-chip span { overflow: hidden; text-overflow: ellipsis; max-width: 7.5rem; }
.wg-chip b { font-size: 1.1rem; margin-left: .3rem; }
.wg-chip small { color: var(--muted); margin-left: .3rem; }
.wg-chip.turn { border-color: var(--gold); }
.wg-chip.bag { margin-left: auto; }
.wg-last { font-size: .9rem; color: var(--muted); margin: 0 0 .4rem; min-height: 1.1rem; }
.wg-view { width: 100%; overflow: auto; border-radius: .4rem; background: #0f2a1f; -webkit-overflow-scrolling: touch; }
.wg-view.zoom { aspect-ratio: 1; }
.wg-board { display: grid; grid-template-columns: repeat(15, 1fr); gap: 1px; padding: 1px; width: 100%; }
.wg-view.zoom .wg-board { width: 690px; }
.wg-sq { aspect-ratio: 1; background: #2c6b51; border-radius: 2px; display: flex; align-items: center;
  justify-content: center; position: relative; font-size: .5rem; font-weight: 700; color: rgba(255,255,255,.9);
  user-select: none; -webkit-user-select: none; overflow: hidden; line-height: 1; }
.wg-view.zoom .wg-sq { font-size: .75rem; border-radius: 4px; }
.wg-sq.tw { background: #c8453a; } .wg-sq.dw { background: #d9857a; }
.wg-sq.tl { background: #2f6db5; } .wg-sq.dl { background: #6fa7d6; }
.wg-sq.centre { font-size: .9rem; }
.wg-view.zoom .wg-sq.centre { font-size: 1.4rem; }
.wg-sq.tile { background: var(--card); color: var(--ink); font-size: .95rem; font-weight: 800; }
.wg-view.zoom .wg-sq.tile { font-size: 1.45rem; }
.wg-sq.tile.fresh { background: #f6e7b0; }
.wg-sq.tile.mine { background: var(--gold); box-shadow: inset 0 0 0 2px #8a5d00; }
.wg-sq.tile.blank { color: var(--blue); }
.wg-sq .v { display: none; position: absolute; right: 2px; bottom: 1px; font-size: .55rem; font-weight: 600; }
.wg-view.zoom .wg-sq .v { display: block; }
.wg-sq.cursor { outline: 3px solid #fff; outline-offset: -3px; z-index: 1; }
.wg-sq .arrow { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  font-size: 1rem; color: #fff; text-shadow: 0 0 3px #000; font-weight: 900; }
.wg-view.zoom .wg-sq .arrow { font-size: 1.6rem; }
.wg-hint { min-height: 2.6rem; margin: .4rem 0; padding: .35rem .6rem; border-radius: .5rem; background: rgba(0,0,0,.2); font-size: .98rem; display: flex; align-items: center; }
.wg-hint.bad { background: rgba(200,69,58,.35); }
.wg-hint.word { font-weight: 700; letter-spacing: .03em; }
.wg-rack { display: flex; gap: .3rem; margin: .3rem 0 .5rem; }
.wg-rack button { flex: 1; min-width: 0; max-width: 3.3rem; height: 3.4rem; min-height: 0; padding: 0; position: relative;
  background: var(--card); color: var(--ink); font-size: 1.6rem; font-weight: 800; border-radius: .45rem; border: 3px solid transparent; }
.wg-rack button small { position: absolute; right: .2rem; bottom: .1rem; font-size: .7rem; font-weight: 600; }
.wg-rack button.used { background: rgba(0,0,0,.2); color: transparent; border: 2px dashed var(--muted); }
.wg-rack button.blank { color: var(--muted); }
.wg-rack button.picked { border-color: var(--red); transform: translateY(-.3rem); }
.wg-label { font-size: .85rem; color: var(--muted); margin: .2rem 0 0; }
.wg-actions { display: flex; gap: .4rem; margin: .4rem 0; }
.wg-actions button { flex: 1; padding: .4rem .5rem; }
.wg-actions button.main { flex: 2; font-size: 1.2rem; }
.wg-actions span { flex: 2; align-self: center; font-weight: 700; }
.wg-tools { display: grid; grid-template-columns: repeat(4, 1fr); gap: .4rem; margin: .4rem 0; }
.wg-tools button { padding: .3rem .2rem; font-size: .9rem; line-height: 1.1; }
.wg-tools button.turn { font-size: 1.6rem; }
.wg-type { display: flex; gap: .4rem; margin: .4rem 0; }
.wg-type input { min-width: 0; font-size: 1.2rem; }
.wg-moves summary { cursor: pointer; min-height: 2.75rem; display: flex; align-items: center; font-weight: 700; }
.wg-moves ol { margin: 0; padding-left: 1.6rem; font-size: .95rem; }
.wg-moves li { padding: .15rem 0; }
.wg-cover { position: fixed; inset: 0; background: rgba(0,0,0,.6); z-index: 8; display: flex; align-items: center; justify-content: center; padding: 1rem; }
.wg-picker { background: var(--felt); border-radius: .8rem; padding: 1rem; width: 100%; max-width: 24rem; box-shadow: 0 .3rem 1.2rem rgba(0,0,0,.5); }
.wg-picker h2 { margin-top: 0; }
.wg-picker .grid7 { margin-bottom: .8rem; max-width: none; }
.wg-picker .grid7 button { font-size: 1.3rem; min-height: 2.75rem; }
.wg-over { font-size: 1.2rem; font-weight: 800; }
`;
    document.head.append(css);
  }

  // Drawn again after a tap: the page stays where it was scrolled.
  function draw() {
    if (!ui.root) return;
    const y = window.scrollY;
    render(ui.root, ui.view, ui.ctx, true);
    window.scrollTo(0, y);
  }

  function render(root, view, ctx, local) {
    style();
    const { t, el } = ctx;
    ui.root = root;
    ui.view = view;
    ui.ctx = ctx;
    if (!local) follow(view, ctx);
    // Keep the zoomed board where the player scrolled it, and the typing where it was.
    const oldView = root.querySelector(".wg-view");
    if (oldView) ui.scroll = { left: oldView.scrollLeft, top: oldView.scrollTop };
    const typing = document.activeElement && document.activeElement.classList.contains("wg-typed");
    root.textContent = "";

    const board = parseBoard(view.board);
    const me = mySeat(view, ctx);
    const mine = ctx.mine && !view.over;
    const over = !!view.over;

    // Scores and the bag.
    const strip = el("div", { class: "wg-strip" });
    view.seats.forEach((s, i) => {
      const chip = el("div", { class: "wg-chip" + (!over && view.turn === i ? " turn" : "") });
      chip.append(el("span", { text: s.name }), el("b", { text: String(s.score) }));
      // What the others hold matters once the bag runs low.
      if (i !== me && view.bag < rackSize(view)) chip.append(el("small", { text: t("phone-wg-tiles", { n: s.rack_count }) }));
      strip.append(chip);
    });
    strip.append(el("div", { class: "wg-chip bag", text: t("phone-wg-bag", { n: view.bag }) }));
    root.append(strip);

    if (over) {
      root.append(
        el("div", { class: "panel" },
          el("div", { class: "wg-over", text: winnerText(view, t) }),
          el("div", { class: "muted", text: endingText(view, t) }))
      );
    } else if (newLettersJustDealt(view)) {
      root.append(el("div", { class: "panel", text: t("phone-wg-new-letters") }));
    }

    // The newest move.
    const last = view.moves[view.moves.length - 1];
    root.append(
      el("p", {
        class: "wg-last",
        text: last
          ? lastMoveText(view, last, t)
          : t(view.rules === "Classic" ? "phone-wg-rules-classic" : "phone-wg-rules-wordgame"),
      })
    );

    // The board.
    const fresh = lastTiles(view);
    const cursor = !over && ui.mode !== "exchange" ? startCursor(board) : null;
    const frame = el("div", { class: "wg-view" + (ui.zoom ? " zoom" : "") });
    const grid = el("div", { class: "wg-board" });
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        const sq = el("div", { "data-r": r, "data-c": c });
        const classes = ["wg-sq"];
        const tile = board[r][c];
        const laid = placedAt(r, c);
        const shown = tile || (laid && laid.letter);
        if (shown) {
          classes.push("tile");
          if (laid) classes.push("mine");
          else if (fresh.has(r * SIZE + c)) classes.push("fresh");
          const blank = shown === shown.toLowerCase();
          if (blank) classes.push("blank");
          sq.append(shown.toUpperCase());
          if (!blank) sq.append(el("span", { class: "v", text: String(VALUES[shown]) }));
        } else {
          const kind = PREMIUMS[r][c];
          // Under the cursor's arrow, a premium square keeps its colour but not its label.
          const label = (text) => {
            if (!(cursor && cursor.r === r && cursor.c === c)) sq.append(text);
          };
          if (r === CENTRE && c === CENTRE) {
            classes.push("dw", "centre");
            label("★");
          } else if (kind === "T") {
            classes.push("tw");
            label(t("phone-wg-premium-tw"));
          } else if (kind === "D") {
            classes.push("dw");
            label(t("phone-wg-premium-dw"));
          } else if (kind === "t") {
            classes.push("tl");
            label(t("phone-wg-premium-tl"));
          } else if (kind === "d") {
            classes.push("dl");
            label(t("phone-wg-premium-dl"));
          }
        }
        if (cursor && cursor.r === r && cursor.c === c && !shown) {
          classes.push("cursor");
          sq.append(el("span", { class: "arrow", text: cursor.dir === "Across" ? "→" : "↓" }));
        }
        sq.className = classes.join(" ");
        grid.append(sq);
      }
    }
    grid.onclick = (e) => {
      const sq = e.target.closest("[data-r]");
      if (sq) tapSquare(Number(sq.dataset.r), Number(sq.dataset.c));
    };
    frame.append(grid);
    root.append(frame);
    if (ui.zoom) {
      if (ui.centreOnCursor && cursor) {
        const cell = 690 / SIZE;
        const side = frame.clientWidth || 360;
        frame.scrollLeft = Math.max(0, (cursor.c + 0.5) * cell - side / 2);
        frame.scrollTop = Math.max(0, (cursor.r + 0.5) * cell - side / 2);
      } else {
        frame.scrollLeft = ui.scroll.left;
        frame.scrollTop = ui.scroll.top;
      }
    }
    ui.centreOnCursor = false;

    if (over) {
      root.append(movesList(view, t, el));
      return;
    }

    // The table's vote on a play's words outside the dictionary (house rule).
    const vote = view.vote;
    if (vote) {
      const me = mySeat(view, ctx);
      const box = el("div", { class: "wg-hint", "data-open": "vote" },
        el("span", { text: t("phone-wg-vote", { name: view.seats[vote.by].name, words: vote.words.join(", ") }) + " " }));
      if (vote.waiting.includes(me)) {
        box.append(
          el("button", { class: "main", type: "button", "data-act": "vote-yes", text: t("phone-yes"), onclick: () => send({ Vote: true }, () => {}), ...(ui.busy ? { disabled: "" } : {}) }),
          el("button", { class: "danger", type: "button", "data-act": "vote-no", text: t("phone-no"), onclick: () => send({ Vote: false }, () => {}), ...(ui.busy ? { disabled: "" } : {}) })
        );
      } else {
        box.append(el("span", { text: t("phone-wg-vote-waiting") }));
      }
      root.append(box);
    }

    // A play open to challenge (Classic's challenge rules): anyone but its player may
    // challenge it; one that went out must be challenged or accepted before anything else.
    const open = view.pending;
    if (open && open.seat !== mySeat(view, ctx)) {
      const box = el("div", { class: "wg-hint", "data-open": "challenge" },
        el("span", { text: t("phone-wg-challenge-open", { name: view.seats[open.seat].name, words: open.words.join(", ") }) + " " }),
        el("button", { class: "danger", type: "button", "data-act": "challenge", text: t("phone-wg-challenge"), onclick: () => send("Challenge", () => {}), ...(ui.busy ? { disabled: "" } : {}) })
      );
      if (open.goes_out) {
        box.append(el("button", { class: "quiet", type: "button", "data-act": "accept", text: t("phone-wg-accept"), onclick: () => send("Accept", () => {}), ...(ui.busy ? { disabled: "" } : {}) }));
      }
      root.append(box);
    }

    // What the tiles make, or what to do.
    const made = placement(board);
    let hint;
    if (ui.mode === "exchange") hint = el("div", { class: "wg-hint", text: t("phone-wg-exchange-pick") });
    else if (made && made.error === "not-in-line") hint = el("div", { class: "wg-hint bad", text: t("phone-wg-not-in-line") });
    else if (made && made.error === "gap") hint = el("div", { class: "wg-hint bad", text: t("phone-wg-gap", { square: made.square }) });
    else if (made) {
      // The table's verdict on the tiles laid: the words and the score, or why not.
      const key = JSON.stringify(made.play);
      if (ui.verdictKey !== key) {
        ui.verdictKey = key;
        ui.verdict = null;
        ctx.check({ Place: made.play }).then((v) => {
          if (ui.verdictKey === key && v) {
            ui.verdict = v;
            ctx.redraw();
          }
        });
      }
      const v = ui.verdict;
      if (v && v.ok) hint = el("div", { class: "wg-hint word", text: t("phone-wg-verdict", { word: made.text, score: v.score }) });
      else if (v) hint = el("div", { class: "wg-hint bad", text: v.text });
      else hint = el("div", { class: "wg-hint word", text: t("phone-wg-word", { word: made.text }) });
    }
    else if (cursor) hint = el("div", { class: "wg-hint", text: t("phone-wg-help-tiles", { square: coordinate(cursor.r, cursor.c, cursor.dir) }) });
    else hint = el("div", { class: "wg-hint", text: t("phone-wg-help-square") });
    root.append(hint);

    // The rack.
    root.append(el("p", { class: "wg-label", text: t("phone-your-rack") }));
    const rack = el("div", { class: "wg-rack" });
    for (const slot of ui.slots) {
      const blank = slot.letter === "?";
      const b = el("button", { type: "button", "data-letter": slot.letter });
      const classes = [];
      if (blank) classes.push("blank");
      if (ui.mode === "exchange") {
        if (ui.picked.has(slot)) classes.push("picked");
        b.onclick = () => {
          if (ui.picked.has(slot)) ui.picked.delete(slot);
          else ui.picked.add(slot);
          draw();
        };
      } else if (slot.used) {
        classes.push("used");
        b.disabled = true;
      } else {
        b.onclick = () => layTile(slot);
      }
      b.className = classes.join(" ");
      b.append(blank ? "?" : slot.letter);
      if (!blank) b.append(el("small", { text: String(VALUES[slot.letter]) }));
      rack.append(b);
    }
    root.append(rack);

    // The turn's actions.
    const actions = el("div", { class: "wg-actions" });
    if (ui.mode === "exchange") {
      const n = ui.picked.size;
      actions.append(
        el("button", {
          class: "main",
          type: "button",
          "data-act": "exchange-go",
          text: t("phone-wg-exchange-n", { n }),
          onclick: exchange,
          ...(n && mine && !ui.busy ? {} : { disabled: "" }),
        }),
        el("button", { class: "quiet", type: "button", "data-act": "exchange-cancel", text: t("phone-wg-cancel"), onclick: () => {
          ui.mode = "place";
          ui.picked.clear();
          draw();
        } })
      );
    } else if (ui.mode === "pass") {
      actions.append(
        el("span", { text: t("phone-wg-pass-sure") }),
        el("button", { class: "danger", type: "button", "data-act": "pass-yes", text: t("phone-yes"), onclick: pass, ...(ui.busy ? { disabled: "" } : {}) }),
        el("button", { class: "quiet", type: "button", "data-act": "pass-no", text: t("phone-no"), onclick: () => {
          ui.mode = "place";
          draw();
        } })
      );
    } else {
      const ready = made && made.play && mine && !ui.busy;
      actions.append(
        el("button", { class: "main", type: "button", "data-act": "play", text: t("phone-wg-play"), onclick: play, ...(ready ? {} : { disabled: "" }) }),
        el("button", { class: "quiet", type: "button", "data-act": "pass", text: t("phone-pass"), onclick: () => {
          ui.mode = "pass";
          draw();
        }, ...(mine && !ui.busy ? {} : { disabled: "" }) })
      );
      if (allowsExchanges(view)) {
        const enough = view.bag >= rackSize(view);
        actions.append(
          el("button", { class: "quiet", type: "button", "data-act": "exchange", text: t("phone-wg-exchange"), onclick: () => {
            recallAll();
            ui.mode = "exchange";
            draw();
          }, ...(mine && enough && !ui.busy ? {} : { disabled: "" }) })
        );
      }
    }
    root.append(actions);
    if (ui.mode === "place" && allowsExchanges(view) && view.bag < rackSize(view)) {
      root.append(el("p", { class: "wg-label", text: t("phone-wg-exchange-needs", { n: rackSize(view) }) }));
    }

    // Tools: recall, shuffle, direction, zoom.
    if (ui.mode !== "exchange") {
      const dir = cursor ? cursor.dir : "Across";
      root.append(
        el("div", { class: "wg-tools" },
          el("button", { class: "quiet", type: "button", "data-act": "recall", text: t("phone-wg-recall"), onclick: () => {
            recallAll();
            draw();
          }, ...(ui.placed.length ? {} : { disabled: "" }) }),
          el("button", { class: "quiet", type: "button", "data-act": "shuffle", text: t("phone-wg-shuffle"), onclick: shuffle }),
          el("button", { class: "quiet turn", type: "button", "data-act": "dir", text: dir === "Across" ? "→" : "↓", title: t(dir === "Across" ? "phone-wg-across" : "phone-wg-down"), "aria-label": t(dir === "Across" ? "phone-wg-across" : "phone-wg-down"), onclick: () => {
            const at = cursor || startCursor(board);
            if (!at) return ctx.toast(t("phone-wg-pick-square"));
            ui.cursor = { ...at, dir: at.dir === "Across" ? "Down" : "Across" };
            draw();
          } }),
          el("button", { class: "quiet", type: "button", "data-act": "zoom", text: t(ui.zoom ? "phone-wg-zoom-out" : "phone-wg-zoom-in"), onclick: () => {
            ui.zoom = !ui.zoom;
            ui.centreOnCursor = true;
            draw();
          } })
        )
      );
      // A word typed from the cursor.
      const input = el("input", { class: "wg-typed", type: "text", autocomplete: "off", autocapitalize: "characters", spellcheck: "false", placeholder: t("phone-type-word"), "aria-label": t("phone-type-word") });
      input.value = ui.typed;
      input.oninput = () => {
        ui.typed = input.value;
      };
      input.onkeydown = (e) => {
        if (e.key === "Enter") layWord(input.value);
      };
      root.append(
        el("div", { class: "wg-type" }, input,
          el("button", { type: "button", "data-act": "lay", text: t("phone-wg-lay"), onclick: () => layWord(input.value) }))
      );
      if (typing) {
        input.focus();
        input.setSelectionRange(input.value.length, input.value.length);
      }
    } else if (!allowsExchanges(view)) {
      ui.mode = "place";
    }
    if (!allowsExchanges(view)) root.append(el("p", { class: "wg-label", text: t("phone-wg-no-exchanges") }));

    root.append(movesList(view, t, el));

    // The blank's letter.
    if (ui.blankFor) {
      const letters = el("div", { class: "grid7" });
      for (const l of LETTERS) {
        letters.append(el("button", { type: "button", text: l, onclick: () => chooseBlank(l) }));
      }
      root.append(
        el("div", { class: "wg-cover" },
          el("div", { class: "wg-picker" },
            el("h2", { text: t("phone-wg-blank-title") }),
            el("p", { class: "muted", text: t("phone-wg-blank-text") }),
            letters,
            el("button", { class: "quiet", type: "button", "data-act": "blank-cancel", text: t("phone-wg-cancel"), onclick: () => {
              ui.blankFor = null;
              draw();
            } })))
      );
    }
  }

  function movesList(view, t, el) {
    const box = el("details", { class: "wg-moves panel" });
    box.append(el("summary", { text: t("phone-wg-moves", { n: view.moves.length }) }));
    const list = el("ol", { reversed: "" });
    for (const m of [...view.moves].reverse()) {
      list.append(
        el("li", {
          text: quiet(m)
            ? t("phone-wg-move-line-quiet", { name: moveName(view, m.nick), play: movePlay(view, m, t), total: m.total })
            : t("phone-wg-move-line", { name: moveName(view, m.nick), play: movePlay(view, m, t), score: m.score, total: m.total }),
        })
      );
    }
    box.append(list);
    if (movesOpen) box.setAttribute("open", "");
    box.ontoggle = () => {
      movesOpen = box.open;
    };
    return box;
  }
  let movesOpen = false;

  WT.register("wordgame", {
    render(root, view, ctx) {
      PREMIUMS = view.premiums;
      VALUES = Object.fromEntries([...LETTERS].map((l, i) => [l, view.values[i]]));
      const y = window.scrollY;
      render(root, view, ctx, false);
      window.scrollTo(0, y);
    },
    summary(view, ctx) {
      const t = ctx.t;
      const rules = t(view.rules === "Classic" ? "phone-wg-title-classic" : "phone-wg-title-wordgame");
      const last = view.moves[view.moves.length - 1];
      let headline;
      if (view.over) headline = winnerText(view, t);
      else headline = rules + " · " + t("phone-wg-bag", { n: view.bag });
      let detail = "";
      if (view.over) detail = endingText(view, t);
      else if (last) {
        detail = lastMoveText(view, last, t);
      }
      return {
        headline,
        scores: view.seats.map((s) => ({ name: s.name, score: s.score })),
        detail,
      };
    },
  });
})();
