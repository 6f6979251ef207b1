// Colonization Mode on a player's phone: the Classic board (tap a square, then tiles), the
// rack, naming one's language with all seven tiles, the votes on names and words, Transforms
// (choosing a word, revealing a tile), English's turn, and the scores with English's. Drawn
// from the seat's view (ColonizationView) each time; what the player is composing stays here.
"use strict";

(() => {
  const SIZE = 15;
  // The tile values and premium squares, as the view gives them (row by row: T triple word,
  // D double word, t triple letter, d double letter).
  let VALUES = {};
  let PREMIUMS = [];
  const takeRules = (view) => {
    PREMIUMS = view.premiums;
    VALUES = Object.fromEntries([...LETTERS].map((l, i) => [l, view.values[i]]));
  };
  const LIMIT = 50;
  const SEAT_COLORS = ["#c8453a", "#2f6db5", "#3f9a52", "#c9a21c"];
  const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

  // What the player is composing; reset when the situation it was made for is gone.
  const ui = {
    key: null,
    pending: [], // tiles laid on the board this turn: {r, c, idx (rack index), letter}
    cursor: null, // {r, c, dir: "Across" | "Down"}
    mode: "place", // "place" | "exchange" | "transform"
    swap: new Set(), // rack indices to exchange
    name: [], // naming: {idx, letter}
    blankFor: null, // "place" | "name": the blank letter picker is open
    blankIdx: null,
    reveal: null, // rack index chosen for a Transform
    zoom: false,
    scroll: [0, 0],
    busy: false,
    lastView: null,
    seenNews: 0,
    fresh: new Set(),
    news: [],
    current: null,
    views: 0, // views drawn so far (the page's tests wait for the next one)
  };
  let styled = false;

  function style() {
    if (styled) return;
    styled = true;
    const css = `
.col .boardbox { overflow: auto; margin: 0 -.25rem; padding: .25rem; -webkit-overflow-scrolling: touch; }
.col .boardbox.zoom { max-height: 62vh; }
.col .bd { display: grid; grid-template-columns: repeat(15, 1fr); gap: 1px; background: #0f2a20; padding: 1px; border-radius: .3rem; width: 100%; }
.col .boardbox.zoom .bd { grid-template-columns: repeat(15, 2.75rem); width: max-content; }
.col .sq { aspect-ratio: 1; min-height: 0; padding: 0; border-radius: 2px; border: none; background: #d9d2bb; color: #5b5444;
  font-size: .5rem; font-weight: 700; display: flex; align-items: center; justify-content: center; position: relative; line-height: 1; }
.col .boardbox.zoom .sq { font-size: .7rem; }
.col .sq.p-tw { background: #d9604f; color: #fff; } .col .sq.p-dw { background: #eeaa9c; }
.col .sq.p-tl { background: #3f7fc4; color: #fff; } .col .sq.p-dl { background: #a7cbec; }
.col .sq.tile { background: var(--card); color: var(--ink); font-size: .95rem; font-weight: 800; box-shadow: inset 0 -2px 0 rgba(0,0,0,.18); }
.col .boardbox.zoom .sq.tile { font-size: 1.45rem; }
.col .sq.tile.blank { color: #8a7f6a; font-style: italic; }
.col .sq.tile.fresh { box-shadow: inset 0 0 0 2px var(--gold); }
.col .sq.new { background: var(--gold); color: var(--ink); }
.col .sq.prop { background: #f7dc93; color: var(--ink); outline: 2px dashed #7a5a00; outline-offset: -2px; }
.col .sq.cur { box-shadow: inset 0 0 0 3px #111; }
.col .sq .arrow { position: absolute; font-size: .9rem; color: #111; font-weight: 900; }
.col .sq .own { position: absolute; left: 15%; right: 15%; bottom: 1px; height: 3px; border-radius: 2px; }
.col .tools { display: flex; gap: .5rem; align-items: center; margin: .5rem 0; flex-wrap: wrap; }
.col .tools .grow { flex: 1; min-width: 8rem; }
.col .tools.head { flex-wrap: nowrap; margin: 0 0 .4rem; }
.col .tools.head p { margin: 0; font-size: .95rem; }
.col .tools.head button { min-height: 2.75rem; padding: .3rem .7rem; font-size: .95rem; flex: none; }
.col .word { font-size: 1.25rem; font-weight: 800; letter-spacing: .04em; }
.col .warn { color: #ffd27a; }
.col .card.used { opacity: .25; }
.col .card.swap { border-color: var(--red); transform: translateY(-.3rem); }
.col .card.blank { color: #8a7f6a; }
.col .rack { margin: .4rem 0; }
.col .acts { display: grid; grid-template-columns: repeat(3, 1fr); gap: .5rem; margin: .5rem 0; }
.col .acts button { padding: .5rem .3rem; }
.col .two { display: grid; grid-template-columns: 1fr 1fr; gap: .5rem; margin: .5rem 0; }
.col .two button { min-height: 3.6rem; font-size: 1.3rem; }
.col .slots { display: flex; gap: .3rem; margin: .5rem 0; }
.col .slots button { flex: 1; min-height: 3.2rem; padding: 0; font-size: 1.5rem; font-weight: 800; background: var(--card); color: var(--ink); }
.col .slots button.empty { background: rgba(255,255,255,.12); }
.col .picker { display: grid; grid-template-columns: repeat(7, 1fr); gap: .3rem; }
.col .picker button { min-height: 2.8rem; padding: 0; font-size: 1.2rem; }
.col .scores .dot, .col .words .dot { display: inline-block; width: .8rem; height: .8rem; border-radius: 50%; margin-right: .4rem; vertical-align: -.05rem; border: 1px solid rgba(0,0,0,.3); }
.col .scores .acting { font-weight: 800; color: var(--gold); }
.col .scores .lang { display: block; font-size: .85rem; color: var(--muted); font-weight: 400; }
.col .words { display: grid; grid-template-columns: 1fr auto; gap: .25rem .75rem; }
.col .target { display: flex; align-items: center; gap: .5rem; }
.col .target .grow { flex: 1; }
.col .target .dot { display: inline-block; width: .9rem; height: .9rem; border-radius: 50%; border: 1px solid rgba(0,0,0,.3); }
.col .news { margin: 0; padding-left: 1.1rem; }
.col .news li { margin: .15rem 0; }
.col .lead { font-size: 1.2rem; font-weight: 700; margin: .5rem 0; }
.col .proposal { font-size: 1.8rem; font-weight: 800; letter-spacing: .06em; text-align: center; margin: .4rem 0; }
`;
    document.head.append(Object.assign(document.createElement("style"), { textContent: css }));
  }

  // ---- reading the view ----
  function parseBoard(fen) {
    const rows = fen.split("/");
    const grid = [];
    for (let r = 0; r < SIZE; r++) {
      const row = [];
      const text = rows[r] || "";
      let i = 0;
      while (i < text.length && row.length < SIZE) {
        const ch = text[i];
        if (ch >= "0" && ch <= "9") {
          let n = 0;
          while (i < text.length && text[i] >= "0" && text[i] <= "9") n = n * 10 + Number(text[i++]);
          for (let k = 0; k < n; k++) row.push(null);
        } else {
          row.push(ch);
          i++;
        }
      }
      while (row.length < SIZE) row.push(null);
      grid.push(row);
    }
    return grid;
  }
  const value = (letter) => (letter && letter >= "A" && letter <= "Z" ? VALUES[letter] : 0);
  const phaseName = (phase) => (typeof phase === "string" ? phase : Object.keys(phase)[0]);
  const phaseBody = (phase) => (typeof phase === "string" ? {} : phase[phaseName(phase)]);
  const seatName = (view, i) => (view.seats[i] ? view.seats[i].name : "?");
  const ownerName = (view, owner, ctx) => (owner === null ? ctx.t("phone-col-english") : seatName(view, owner));
  const ownerColor = (owner) => (owner === null ? "#ffffff" : SEAT_COLORS[owner % SEAT_COLORS.length]);

  // A move's notation ("8D BLo(R)P", "D8 ..."): its squares, the new tiles among them.
  function parseNotation(text) {
    const m = /^\s*(\d+)([A-O])\s+(\S+)|^\s*([A-O])(\d+)\s+(\S+)/.exec(text || "");
    if (!m) return null;
    const across = m[1] !== undefined;
    const row = Number(across ? m[1] : m[5]) - 1;
    const col = (across ? m[2] : m[4]).charCodeAt(0) - 65;
    const word = across ? m[3] : m[6];
    const cells = [];
    let inside = false;
    let i = 0;
    for (const ch of word) {
      if (ch === "(") inside = true;
      else if (ch === ")") inside = false;
      else {
        const r = across ? row : row + i;
        const c = across ? col + i : col;
        cells.push({ r, c, letter: ch, fresh: !inside });
        i++;
      }
    }
    return { cells, square: across ? m[1] + m[2] : m[4] + m[5], word: cells.map((x) => x.letter.toUpperCase()).join("") };
  }

  // ---- the word being laid: its line and its Play (the table says its word and points) ----
  function composed(grid, pending) {
    if (!pending.length) return null;
    const laid = new Map(pending.map((p) => [p.r * SIZE + p.c, p.letter]));
    const at = (r, c) => (r < 0 || c < 0 || r >= SIZE || c >= SIZE ? null : laid.get(r * SIZE + c) || grid[r][c]);
    const run = (r, c, dir) => {
      const [dr, dc] = dir === "Across" ? [0, 1] : [1, 0];
      while (at(r - dr, c - dc)) (r -= dr), (c -= dc);
      const cells = [];
      while (at(r, c)) {
        cells.push({ r, c, letter: at(r, c), fresh: laid.has(r * SIZE + c) });
        r += dr;
        c += dc;
      }
      return cells;
    };
    let dir;
    if (pending.length === 1) {
      const a = run(pending[0].r, pending[0].c, "Across").length;
      const d = run(pending[0].r, pending[0].c, "Down").length;
      dir = d > a ? "Down" : "Across";
    } else if (pending.every((p) => p.r === pending[0].r)) dir = "Across";
    else if (pending.every((p) => p.c === pending[0].c)) dir = "Down";
    else return { bad: true };
    const main = run(pending[0].r, pending[0].c, dir);
    if (pending.some((p) => !main.some((x) => x.r === p.r && x.c === p.c))) return { bad: true };
    const play = {
      row: main[0].r,
      col: main[0].c,
      dir,
      cells: main.map((x) => (x.fresh ? { New: x.letter.charCodeAt(0) } : { Board: null })),
    };
    return { word: main.map((x) => x.letter.toUpperCase()).join(""), play };
  }

  // The next square along the cursor's line not holding a tile, from (r, c) on.
  function nextFree(grid, r, c, dir) {
    while (r < SIZE && c < SIZE) {
      if (!grid[r][c] && !ui.pending.some((p) => p.r === r && p.c === c)) return { r, c, dir };
      if (dir === "Across") c++;
      else r++;
    }
    return null;
  }

  // ---- what happened, in words: the view's numbered events not told yet ----
  function newsLines(view, seen) {
    // Kept as keys, so the lines follow a change of language.
    const t = (key, vars) => [key, vars || {}];
    const name = (i) => seatName(view, i);
    const word = (r) => (view.records[r] ? view.records[r].word.toUpperCase() : "?");
    const points = (r) => (view.records[r] ? view.records[r].points : 0);
    const out = [];
    // A Transform that succeeds is told once, not again as English's claim.
    let transformed = null;
    for (const item of view.news || []) {
      if (item.n <= seen) continue;
      const [kind, e] = Object.entries(item.event)[0];
      switch (kind) {
        case "NameRecorded": out.push(t("phone-col-news-named", { name: name(e.seat), language: e.name })); break;
        case "NameRefused": out.push(t("phone-col-news-name-refused", { name: name(e.seat) })); break;
        case "Voted": out.push(t(e.accept ? "phone-col-news-voted-yes" : "phone-col-news-voted-no", { name: name(e.seat) })); break;
        case "Recorded": out.push(t("phone-col-news-scored", { name: name(e.seat), word: e.word.toUpperCase(), points: e.points })); break;
        case "MoveRefused": out.push(t("phone-col-news-move-refused", { name: name(e.seat) })); break;
        case "Passed": out.push(t("phone-col-news-passed", { name: name(e.seat) })); break;
        case "Exchanged": out.push(t("phone-col-news-exchanged", { name: name(e.seat), count: e.count })); break;
        case "EnglishWord":
        case "OverLimit": out.push(t("phone-col-news-english-word", { word: word(e.record), points: points(e.record) })); break;
        case "EnglishEntered": out.push(t("phone-col-news-english-in")); break;
        case "EnglishDrew": if (e.tile) out.push(t("phone-col-news-english-drew", { tile: e.tile.toUpperCase() })); break;
        case "Transformed":
          out.push(t("phone-col-news-tf-shown", { actor: name(e.actor), a: e.actor_tile.toUpperCase(), owner: name(e.owner), b: e.owner_tile.toUpperCase() }));
          if (e.success) {
            transformed = e.record;
            out.push(t("phone-col-news-tf-ok", { word: word(e.record) }));
          } else out.push(t("phone-col-news-tf-blocked", { word: word(e.record), name: name(e.owner) }));
          break;
        case "Claimed": if (e.record !== transformed) out.push(t("phone-col-news-claimed", { word: word(e.record), points: e.points })); break;
        default: break;
      }
    }
    return out;
  }

  // The number of the latest event a view carries.
  const lastNews = (view) => ((view.news || []).length ? view.news[view.news.length - 1].n : 0);

  // ---- pieces of the page ----
  function tileCard(ctx, letter, props, tag) {
    const blank = letter === "?";
    const shown = blank ? "?" : letter;
    const card = ctx.el(tag || "button", Object.assign({ class: "card" + (blank ? " blank" : "") }, props || {}), shown);
    if (!blank) card.append(ctx.el("small", { text: String(value(letter)) }));
    return card;
  }

  function drawBoard(ctx, view, grid, opts) {
    const box = ctx.el("div", { class: "boardbox" + (ui.zoom ? " zoom" : "") });
    const t = ctx.t;
    const labels = { T: t("phone-col-sq-3w"), D: t("phone-col-sq-2w"), t: t("phone-col-sq-3l"), d: t("phone-col-sq-2l") };
    const bd = ctx.el("div", { class: "bd" });
    const owners = new Map();
    view.records.forEach((rec) => {
      // `squares` (row * 15 + col) would let the board show each word's owner; used when the view has it.
      for (const sq of rec.squares || []) owners.set(sq, rec.owner);
    });
    const extra = new Map(); // squares shown over the board: pending or proposed tiles
    for (const p of opts.pending || []) extra.set(p.r * SIZE + p.c, { letter: p.letter, cls: "new" });
    for (const p of opts.proposed || []) if (p.fresh) extra.set(p.r * SIZE + p.c, { letter: p.letter, cls: "prop" });
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        const sq = r * SIZE + c;
        const p = PREMIUMS[r][c];
        const on = grid[r][c];
        const more = extra.get(sq);
        const b = ctx.el("button", { class: "sq", "aria-label": String.fromCharCode(65 + c) + (r + 1) });
        if (on) {
          b.classList.add("tile");
          if (on !== on.toUpperCase()) b.classList.add("blank");
          if (ui.fresh.has(sq)) b.classList.add("fresh");
          b.textContent = on.toUpperCase();
          if (owners.has(sq)) {
            const bar = ctx.el("span", { class: "own" });
            bar.style.background = ownerColor(owners.get(sq));
            b.append(bar);
          }
        } else if (more) {
          b.classList.add("tile", more.cls);
          if (more.letter !== more.letter.toUpperCase()) b.classList.add("blank");
          b.textContent = more.letter.toUpperCase();
        } else {
          if (p !== ".") b.classList.add({ T: "p-tw", D: "p-dw", t: "p-tl", d: "p-dl" }[p]);
          b.textContent = r === 7 && c === 7 ? "\u2605" : labels[p] || "";
        }
        if (ui.cursor && ui.cursor.r === r && ui.cursor.c === c && opts.onTap) {
          b.classList.add("cur");
          b.append(ctx.el("span", { class: "arrow", text: ui.cursor.dir === "Across" ? "\u2192" : "\u2193" }));
        }
        if (opts.onTap) b.onclick = () => opts.onTap(r, c);
        else b.tabIndex = -1;
        bd.append(b);
      }
    }
    box.append(bd);
    box.addEventListener("scroll", () => (ui.scroll = [box.scrollLeft, box.scrollTop]));
    requestAnimationFrame(() => {
      if (ui.zoom) {
        box.scrollLeft = ui.scroll[0];
        box.scrollTop = ui.scroll[1];
      }
    });
    return box;
  }

  function zoomButton(ctx, redraw) {
    return ctx.el("button", {
      class: "quiet",
      text: ui.zoom ? ctx.t("phone-col-zoom-out") : ctx.t("phone-col-zoom-in"),
      onclick: () => {
        ui.zoom = !ui.zoom;
        if (ui.zoom) {
          // Open near the cursor, or the centre.
          const at = ui.cursor || { r: 7, c: 7 };
          const cell = 44;
          ui.scroll = [Math.max(0, at.c * cell - 150), Math.max(0, at.r * cell - 150)];
        }
        redraw();
      },
    });
  }

  // A line of explanation over the board, with the zoom beside it.
  function boardHead(ctx, text, redraw) {
    return ctx.el("div", { class: "tools head" }, ctx.el("p", { class: "muted grow", text }), zoomButton(ctx, redraw));
  }

  function scores(ctx, view) {
    const t = ctx.t;
    const panel = ctx.el("div", { class: "panel" }, ctx.el("h2", { text: t("phone-scores") }));
    const grid = ctx.el("div", { class: "scores" });
    view.seats.forEach((s, i) => {
      const who = ctx.el("span", { class: ctx.acting.includes(i) && !ctx.over ? "acting" : "" });
      const dot = ctx.el("span", { class: "dot" });
      dot.style.background = ownerColor(i);
      who.append(dot, s.name + (i === ctx.seat ? " " + t("phone-col-you") : ""));
      const bits = [s.language ? t("phone-col-language", { name: s.language }) : t("phone-col-no-language")];
      bits.push(s.white_used ? t("phone-col-white-used") : t("phone-col-white-ready"));
      who.append(ctx.el("span", { class: "lang", text: bits.join(" \u00b7 ") }));
      grid.append(who, ctx.el("span", { class: "big", text: String(s.score) }));
    });
    const eng = ctx.el("span", { class: phaseName(view.phase) === "English" ? "acting" : "" });
    const dot = ctx.el("span", { class: "dot" });
    dot.style.background = ownerColor(null);
    eng.append(dot, t("phone-col-english"));
    eng.append(ctx.el("span", { class: "lang", text: view.english_in ? t("phone-col-english-in") : t("phone-col-english-out") }));
    grid.append(eng, ctx.el("span", { class: "big", text: String(view.english_score) }));
    panel.append(grid);
    panel.append(ctx.el("p", { class: "muted", text: t("phone-col-bag", { n: view.bag }) + " \u00b7 " + t("phone-col-limit", { n: LIMIT }) }));
    return panel;
  }

  function words(ctx, view) {
    const t = ctx.t;
    const panel = ctx.el("div", { class: "panel" }, ctx.el("h2", { text: t("phone-col-words") }));
    if (!view.records.length) {
      panel.append(ctx.el("p", { class: "muted", text: t("phone-col-no-words") }));
      return panel;
    }
    const list = ctx.el("div", { class: "words" });
    for (const rec of view.records) {
      const label = ctx.el("span");
      const dot = ctx.el("span", { class: "dot" });
      dot.style.background = ownerColor(rec.owner);
      label.append(dot, rec.word.toUpperCase() + " \u2014 " + ownerName(view, rec.owner, ctx));
      list.append(label, ctx.el("span", { text: t("phone-col-points", { n: rec.points }) }));
    }
    panel.append(list);
    return panel;
  }

  function newsPanel(ctx) {
    if (!ui.news.length) return null;
    const list = ctx.el("ul", { class: "news" });
    for (const [key, vars] of ui.news) list.append(ctx.el("li", { text: ctx.t(key, vars) }));
    return ctx.el("div", { class: "panel" }, list);
  }

  function send(ctx, action, redraw, after) {
    if (ui.busy) return;
    ui.busy = true;
    redraw();
    ctx.act(action).then((res) => {
      ui.busy = false;
      if (res.ok && after) after();
      redraw();
    });
  }

  function blankPicker(ctx, choose) {
    const t = ctx.t;
    const panel = ctx.el("div", { class: "panel" }, ctx.el("p", { text: t("phone-col-blank-pick") }));
    const grid = ctx.el("div", { class: "picker" });
    for (const l of LETTERS) grid.append(ctx.el("button", { text: l, onclick: () => choose(l) }));
    panel.append(grid);
    panel.append(
      ctx.el("div", { class: "tools" }, ctx.el("button", { class: "quiet grow", text: t("phone-col-cancel"), onclick: () => choose(null) })),
    );
    return panel;
  }

  // ---- each phase ----
  function drawNaming(root, ctx, view, rack, redraw) {
    const t = ctx.t;
    root.append(ctx.el("h2", { text: t("phone-col-name-title") }), ctx.el("p", { text: t("phone-col-name-help") }));
    const slots = ctx.el("div", { class: "slots" });
    for (let i = 0; i < rack.length; i++) {
      const got = ui.name[i];
      slots.append(
        ctx.el("button", {
          class: got ? "" : "empty",
          text: got ? got.letter : "",
          "aria-label": String(i + 1),
          onclick: () => {
            if (!got) return;
            ui.name.splice(i, 1);
            redraw();
          },
        }),
      );
    }
    root.append(slots);
    if (ui.blankFor === "name") {
      root.append(
        blankPicker(ctx, (l) => {
          if (l) ui.name.push({ idx: ui.blankIdx, letter: l.toLowerCase() });
          ui.blankFor = null;
          redraw();
        }),
      );
    }
    root.append(ctx.el("h2", { text: t("phone-your-rack") }));
    const cards = ctx.el("div", { class: "cards rack" });
    [...rack].forEach((letter, idx) => {
      const used = ui.name.some((n) => n.idx === idx);
      cards.append(
        tileCard(ctx, letter, {
          class: "card" + (letter === "?" ? " blank" : "") + (used ? " used" : ""),
          onclick: () => {
            if (used) {
              ui.name = ui.name.filter((n) => n.idx !== idx);
            } else if (letter === "?") {
              ui.blankFor = "name";
              ui.blankIdx = idx;
            } else ui.name.push({ idx, letter });
            redraw();
          },
        }),
      );
    });
    root.append(cards);
    const text = ui.name.map((n) => n.letter).join("");
    root.append(
      ctx.el(
        "div",
        { class: "two" },
        ctx.el("button", { class: "quiet", text: t("phone-clear"), onclick: () => ((ui.name = []), redraw()) }),
        Object.assign(
          ctx.el("button", {
            "data-act": "name", text: t("phone-send"),
            onclick: () => send(ctx, { Name: text }, redraw, () => (ui.name = [])),
          }),
          { disabled: ui.busy || ui.name.length !== rack.length },
        ),
      ),
    );
  }

  function drawVote(root, ctx, view, grid, body, redraw) {
    const t = ctx.t;
    const who = seatName(view, body.seat);
    const mineToVote = body.waiting.includes(ctx.seat) && !ctx.over;
    let proposed = null;
    if (body.naming) {
      root.append(ctx.el("p", { text: t("phone-col-vote-name", { name: who }) }));
      root.append(ctx.el("div", { class: "proposal", text: body.proposal }));
    } else {
      proposed = parseNotation(body.proposal);
      const word = proposed ? proposed.word : body.proposal;
      root.append(
        ctx.el("p", { text: t("phone-col-vote-move", { name: who, square: proposed ? proposed.square : "" }) }),
        ctx.el("div", { class: "proposal", text: word }),
      );
    }
    if (mineToVote) {
      root.append(ctx.el("p", { text: body.naming ? t("phone-col-vote-ask-name") : t("phone-col-vote-ask-move") }));
      const yes = ctx.el("button", { "data-act": "yes", text: t("phone-yes"), onclick: () => send(ctx, { Vote: true }, redraw) });
      const no = ctx.el("button", { class: "danger", "data-act": "no", text: t("phone-no"), onclick: () => send(ctx, { Vote: false }, redraw) });
      yes.disabled = no.disabled = ui.busy;
      root.append(ctx.el("div", { class: "two" }, yes, no));
      if (!body.naming) root.append(ctx.el("p", { class: "muted", text: t("phone-col-vote-english-note") }));
    } else if (body.seat === ctx.seat) {
      root.append(ctx.el("p", { class: "muted", text: t("phone-col-vote-mine") }));
    }
    root.append(ctx.el("p", { class: "muted", text: t("phone-col-vote-count", { yes: body.yes, no: body.no }) }));
    if (!body.naming) root.append(drawBoard(ctx, view, grid, { proposed: proposed ? proposed.cells : [] }));
  }

  function drawTurn(root, ctx, view, grid, rack, me, redraw) {
    const t = ctx.t;
    const minWord = view.seats.length === 4 ? 3 : 4;
    if (ui.mode === "transform") {
      root.append(ctx.el("h2", { text: t("phone-col-transform") }), ctx.el("p", { text: t("phone-col-transform-help") }));
      const targets = ctx.el("div", { class: "choices" });
      view.records.forEach((rec, i) => {
        if (rec.owner === null || rec.owner === ctx.seat) return;
        const dot = ctx.el("span", { class: "dot" });
        dot.style.background = ownerColor(rec.owner);
        const b = ctx.el(
          "button",
          { class: "quiet target", onclick: () => send(ctx, { Transform: { record: i } }, redraw, () => (ui.mode = "place")) },
          dot,
          ctx.el("span", { class: "grow", text: rec.word.toUpperCase() + " \u00b7 " + seatName(view, rec.owner) }),
          ctx.el("span", { text: t("phone-col-points", { n: rec.points }) }),
        );
        b.disabled = ui.busy;
        targets.append(b);
      });
      if (!targets.childNodes.length) root.append(ctx.el("p", { class: "warn", text: t("phone-col-transform-none") }));
      else root.append(targets);
      root.append(
        ctx.el("div", { class: "tools" }, ctx.el("button", { class: "quiet grow", text: t("phone-col-cancel"), onclick: () => ((ui.mode = "place"), redraw()) })),
      );
      return;
    }
    const usedIdx = new Set(ui.pending.map((p) => p.idx));
    const layTile = (idx, letter) => {
      if (!ui.cursor) {
        ui.cursor = grid.every((row) => row.every((x) => !x)) ? { r: 7, c: 7, dir: "Across" } : null;
        if (!ui.cursor) {
          ctx.toast(t("phone-col-tap-square"));
          return;
        }
      }
      const at = nextFree(grid, ui.cursor.r, ui.cursor.c, ui.cursor.dir);
      if (!at) {
        ctx.toast(t("phone-col-tap-square"));
        return;
      }
      ui.pending.push({ r: at.r, c: at.c, idx, letter });
      const dr = at.dir === "Down" ? 1 : 0;
      ui.cursor = nextFree(grid, at.r + dr, at.c + 1 - dr, at.dir);
    };
    const onTap = (r, c) => {
      if (ui.mode !== "place" || ui.busy) return;
      const i = ui.pending.findIndex((p) => p.r === r && p.c === c);
      if (i >= 0) {
        ui.pending.splice(i, 1);
        ui.cursor = { r, c, dir: ui.cursor ? ui.cursor.dir : "Across" };
      } else if (grid[r][c]) {
        return;
      } else if (ui.cursor && ui.cursor.r === r && ui.cursor.c === c) {
        ui.cursor.dir = ui.cursor.dir === "Across" ? "Down" : "Across";
      } else {
        ui.cursor = { r, c, dir: ui.cursor ? ui.cursor.dir : "Across" };
      }
      ui.blankFor = null;
      redraw();
    };

    const move = composed(grid, ui.pending);
    if (ui.mode === "exchange") {
      root.append(boardHead(ctx, t("phone-col-exchange-help"), redraw));
      if (view.bag < 7) root.append(ctx.el("p", { class: "warn", text: t("phone-col-exchange-no-bag") }));
    } else {
      root.append(boardHead(ctx, t("phone-col-place-help") + " " + t("phone-col-min-word", { n: minWord }), redraw));
    }
    root.append(drawBoard(ctx, view, grid, { pending: ui.pending, onTap: ui.mode === "place" ? onTap : null }));

    // The word being laid, its points, and what it would do.
    const line = ctx.el("div", { class: "tools" });
    const info = ctx.el("div", { class: "grow" });
    if (move && move.bad) info.append(ctx.el("span", { class: "warn", text: t("phone-col-not-line") }));
    else if (move) {
      // The table's verdict on the tiles laid: the main word and its points, or why not.
      const key = JSON.stringify(move.play);
      if (ui.verdictKey !== key) {
        ui.verdictKey = key;
        ui.verdict = null;
        ctx.check({ Place: move.play }).then((v) => {
          if (ui.verdictKey === key && v) {
            ui.verdict = v;
            redraw();
          }
        });
      }
      const v = ui.verdict;
      if (v && v.ok) {
        info.append(ctx.el("div", { class: "word", text: t("phone-col-preview", { word: v.word, n: v.score }) }));
        if (me.score <= LIMIT && me.score + v.score > LIMIT)
          info.append(ctx.el("div", { class: "warn", text: t("phone-col-over-limit", { n: LIMIT }) }));
      } else if (v) info.append(ctx.el("div", { class: "warn", text: v.text }));
      else info.append(ctx.el("div", { class: "word", text: move.word }));
    }
    line.append(info);
    if (ui.mode === "place" && ui.pending.length) {
      line.append(
        ctx.el("button", { class: "quiet", text: t("phone-clear"), onclick: () => ((ui.pending = []), (ui.blankFor = null), redraw()) }),
      );
      const play = ctx.el("button", {
        "data-act": "play", text: t("phone-col-play"),
        onclick: () => send(ctx, { Place: move.play }, redraw, () => ((ui.pending = []), (ui.cursor = null))),
      });
      play.disabled = ui.busy || !move || !!move.bad;
      line.append(play);
    }
    if (move) root.append(line);

    if (ui.blankFor === "place") {
      root.append(
        blankPicker(ctx, (l) => {
          ui.blankFor = null;
          if (l) layTile(ui.blankIdx, l.toLowerCase());
          redraw();
        }),
      );
    }

    const cards = ctx.el("div", { class: "cards rack" });
    [...rack].forEach((letter, idx) => {
      let cls = "card" + (letter === "?" ? " blank" : "");
      if (ui.mode === "exchange" && ui.swap.has(idx)) cls += " swap";
      if (ui.mode === "place" && usedIdx.has(idx)) cls += " used";
      cards.append(
        tileCard(ctx, letter, {
          class: cls,
          onclick: () => {
            if (ui.busy) return;
            if (ui.mode === "exchange") {
              if (ui.swap.has(idx)) ui.swap.delete(idx);
              else ui.swap.add(idx);
            } else if (usedIdx.has(idx)) {
              const p = ui.pending.find((x) => x.idx === idx);
              ui.pending = ui.pending.filter((x) => x.idx !== idx);
              ui.cursor = { r: p.r, c: p.c, dir: ui.cursor ? ui.cursor.dir : "Across" };
            } else if (letter === "?") {
              ui.blankFor = "place";
              ui.blankIdx = idx;
            } else layTile(idx, letter);
            redraw();
          },
        }),
      );
    });
    root.append(cards);

    if (ui.mode === "exchange") {
      const go = ctx.el("button", {
        "data-act": "exchange-go", text: t("phone-col-exchange-n", { n: ui.swap.size }),
        onclick: () =>
          send(ctx, { Exchange: [...ui.swap].map((i) => rack.charCodeAt(i)) }, redraw, () => {
            ui.swap.clear();
            ui.mode = "place";
          }),
      });
      go.disabled = ui.busy || !ui.swap.size || view.bag < 7;
      root.append(
        ctx.el(
          "div",
          { class: "two" },
          ctx.el("button", { class: "quiet", text: t("phone-col-cancel"), onclick: () => ((ui.mode = "place"), ui.swap.clear(), redraw()) }),
          go,
        ),
      );
    } else {
      // Typing lays the letters from the chosen square on, as tapping tiles would.
      const typed = ctx.el("input", { type: "text", placeholder: t("phone-type-word"), autocomplete: "off", autocapitalize: "characters", enterkeyhint: "done" });
      typed.addEventListener("keydown", (e) => {
        if (e.key !== "Enter") return;
        const text = typed.value.toUpperCase().replace(/[^A-Z]/g, "");
        typed.value = "";
        const left = new Set([...rack].map((_, i) => i).filter((i) => !ui.pending.some((p) => p.idx === i)));
        for (const ch of text) {
          let idx = [...left].find((i) => rack[i] === ch);
          let letter = ch;
          if (idx === undefined) {
            idx = [...left].find((i) => rack[i] === "?");
            letter = ch.toLowerCase();
          }
          if (idx === undefined) {
            ctx.toast(t("phone-col-no-tile", { letter: ch }));
            break;
          }
          left.delete(idx);
          layTile(idx, letter);
        }
        redraw();
      });
      root.append(ctx.el("div", { class: "tools" }, typed));
      const pass = ctx.el("button", { class: "quiet", "data-act": "pass", text: t("phone-pass"), onclick: () => send(ctx, "Pass", redraw) });
      const swap = ctx.el("button", {
        class: "quiet",
        "data-act": "exchange", text: t("phone-col-exchange"),
        onclick: () => {
          ui.mode = "exchange";
          ui.pending = [];
          ui.swap.clear();
          redraw();
        },
      });
      const tf = ctx.el("button", {
        class: "quiet",
        "data-act": "transform", text: t("phone-col-transform"),
        onclick: () => {
          ui.mode = "transform";
          ui.pending = [];
          redraw();
        },
      });
      pass.disabled = swap.disabled = ui.busy;
      tf.disabled = ui.busy || me.white_used;
      root.append(ctx.el("div", { class: "acts" }, pass, swap, tf));
    }
  }

  function drawTransform(root, ctx, view, grid, rack, body, redraw) {
    const t = ctx.t;
    const rec = view.records[body.record] || { word: "?", points: 0 };
    const word = rec.word.toUpperCase();
    const actor = seatName(view, body.actor);
    const owner = seatName(view, body.owner);
    let line;
    if (ctx.seat === body.actor) line = t("phone-col-tf-actor", { word, name: owner });
    else if (ctx.seat === body.owner) line = t("phone-col-tf-owner", { word, name: actor });
    else line = t("phone-col-tf-others", { word, actor, owner });
    root.append(ctx.el("h2", { text: t("phone-col-transform") }), ctx.el("p", { class: "lead", text: line }));
    const inIt = ctx.seat === body.actor || ctx.seat === body.owner;
    const chose = ctx.seat === body.actor ? body.actor_chose : body.owner_chose;
    if (inIt && !chose && !ctx.over) {
      root.append(ctx.el("p", { text: ctx.seat === body.actor ? t("phone-col-tf-pick-actor") : t("phone-col-tf-pick-owner") }));
      const cards = ctx.el("div", { class: "cards rack" });
      [...rack].forEach((letter, idx) => {
        cards.append(
          tileCard(ctx, letter, {
            class: "card" + (letter === "?" ? " blank" : "") + (ui.reveal === idx ? " picked" : ""),
            onclick: () => ((ui.reveal = idx), redraw()),
          }),
        );
      });
      root.append(cards);
      const go = ctx.el("button", {
        "data-act": "reveal", text: t("phone-col-reveal"),
        onclick: () => send(ctx, { Reveal: rack.charCodeAt(ui.reveal) }, redraw, () => (ui.reveal = null)),
      });
      go.disabled = ui.busy || ui.reveal === null || ui.reveal >= rack.length;
      root.append(ctx.el("div", { class: "tools" }, go));
    } else if (inIt && body.own_tile) {
      root.append(ctx.el("p", { text: t("phone-col-tf-chosen", { tile: body.own_tile, n: value(body.own_tile) }) }));
    } else {
      root.append(ctx.el("p", { class: "muted", text: t("phone-col-tf-secret") }));
    }
    root.append(ctx.el("p", { class: "muted", text: t("phone-col-points", { n: rec.points }) + " \u00b7 " + rec.word.toUpperCase() }));
    root.append(drawBoard(ctx, view, grid, {}));
  }

  function overLine(ctx, view, reason) {
    const t = ctx.t;
    const out = /^went out: (\d+)/.exec(reason || "");
    let why = "";
    if (out) why = t("phone-col-over-out", { name: seatName(view, Number(out[1])) });
    else if (/scoreless/.test(reason || "")) why = t("phone-col-over-scoreless");
    else if (/English/.test(reason || "")) why = t("phone-col-over-english");
    const rows = view.seats.map((s) => ({ name: s.name, score: s.score }));
    if (view.english_in) rows.push({ name: t("phone-col-english"), score: view.english_score });
    const best = Math.max(...rows.map((r) => r.score));
    const won = rows.filter((r) => r.score === best).map((r) => r.name).join(", ");
    return { why, won: t("phone-col-won", { names: won }) };
  }

  // ---- the renderer ----
  function render(root, view, ctx) {
    style();
    const phase = phaseName(view.phase);
    const body = phaseBody(view.phase);
    const me = view.seats[ctx.seat] || { score: 0, white_used: true };
    const rack = me.rack || "";
    const grid = parseBoard(view.board);

    // A new view: what changed, and whether the composition still applies.
    if (view !== ui.lastView) {
      if (ui.lastView && ui.lastView.board !== view.board) {
        const before = parseBoard(ui.lastView.board);
        ui.fresh = new Set();
        for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) if (grid[r][c] && !before[r][c]) ui.fresh.add(r * SIZE + c);
      }
      // The first view tells nothing of what came before the phone joined.
      if (ui.lastView) {
        const lines = newsLines(view, ui.seenNews).reverse();
        if (lines.length) ui.news = lines.concat(ui.news).slice(0, 4);
      }
      ui.seenNews = lastNews(view);
      ui.lastView = view;
      ui.views += 1;
    }
    // In a Transform, the other's choice must not drop the tile this player has picked.
    const mark = phase === "Transform" ? [body.actor, body.owner, body.record, body.own_tile] : body;
    const key = [phase, JSON.stringify(mark), rack, view.board].join("|");
    if (key !== ui.key) {
      const wasTurn = ui.key && ui.key.startsWith("Turn|");
      ui.key = key;
      ui.pending = [];
      ui.name = [];
      ui.swap.clear();
      ui.blankFor = null;
      ui.reveal = null;
      ui.mode = "place";
      if (!wasTurn) ui.cursor = null;
      if (ui.cursor && grid[ui.cursor.r][ui.cursor.c]) ui.cursor = null;
    }

    // Always the latest view: an answer to an action may come after the view it caused.
    ui.current = { root, view, ctx };
    const redraw = () => render(ui.current.root, ui.current.view, ui.current.ctx);
    const keepY = window.scrollY;
    root.textContent = "";
    const page = ctx.el("div", { class: "col" });
    page.dataset.phase = phase;
    page.dataset.records = String(view.records.length);
    page.dataset.mine = ctx.mine ? "yes" : "no";
    if (body.seat !== undefined) page.dataset.who = String(body.seat);
    page.dataset.views = String(ui.views);
    root.append(page);
    const t = ctx.t;
    const news = newsPanel(ctx);

    if (phase === "Naming") {
      if (body.seat === ctx.seat && ctx.mine) drawNaming(page, ctx, view, rack, redraw);
      else {
        page.append(ctx.el("p", { class: "lead", text: t("phone-col-name-waiting", { name: seatName(view, body.seat) }) }));
        if (rack) page.append(ctx.el("h2", { text: t("phone-your-rack") }), rackView(ctx, rack));
      }
    } else if (phase === "Vote") {
      drawVote(page, ctx, view, grid, body, redraw);
      if (rack) page.append(ctx.el("h2", { text: t("phone-your-rack") }), rackView(ctx, rack));
    } else if (phase === "Turn") {
      if (body.seat === ctx.seat && ctx.mine) drawTurn(page, ctx, view, grid, rack, me, redraw);
      else {
        page.append(boardHead(ctx, t("phone-col-turn-wait", { name: seatName(view, body.seat) }), redraw));
        page.append(drawBoard(ctx, view, grid, {}));
        page.append(ctx.el("h2", { text: t("phone-your-rack") }), rackView(ctx, rack));
      }
    } else if (phase === "Transform") {
      drawTransform(page, ctx, view, grid, rack, body, redraw);
    } else if (phase === "English") {
      page.append(ctx.el("p", { class: "lead", text: t("phone-col-english-turn") }));
      if (ctx.mine) {
        const go = ctx.el("button", { "data-act": "english", text: t("phone-col-english-go"), onclick: () => send(ctx, "EnglishTurn", redraw) });
        go.disabled = ui.busy;
        page.append(ctx.el("div", { class: "tools" }, go));
      }
      page.append(drawBoard(ctx, view, grid, {}));
      if (rack) page.append(ctx.el("h2", { text: t("phone-your-rack") }), rackView(ctx, rack));
    } else if (phase === "Over") {
      const o = overLine(ctx, view, body);
      page.append(ctx.el("p", { class: "big", text: o.won }));
      if (o.why) page.append(ctx.el("p", { text: o.why }));
      page.append(drawBoard(ctx, view, grid, {}));
    }
    // What happened lately: under the action when the player acts, else on top.
    if (news) {
      if (ctx.mine || phase === "Over") page.append(news);
      else page.prepend(news);
    }
    page.append(scores(ctx, view));
    page.append(words(ctx, view));
    window.scrollTo(0, keepY);
  }

  function rackView(ctx, rack) {
    const cards = ctx.el("div", { class: "cards rack" });
    for (const letter of rack) {
      cards.append(tileCard(ctx, letter, {}, "div"));
    }
    return cards;
  }

  // ---- the public overlay ----
  function summary(view, ctx) {
    const t = ctx.t;
    const phase = phaseName(view.phase);
    const body = phaseBody(view.phase);
    const name = (i) => seatName(view, i);
    let headline = "";
    let why = "";
    if (phase === "Naming") headline = t("phone-col-sum-naming", { name: name(body.seat) });
    else if (phase === "Vote") {
      const p = body.naming ? null : parseNotation(body.proposal);
      headline = t("phone-col-sum-vote", { name: name(body.seat), word: p ? p.word : body.proposal });
    } else if (phase === "Turn") headline = t("phone-col-sum-turn", { name: name(body.seat) });
    else if (phase === "Transform") {
      const rec = view.records[body.record];
      headline = t("phone-col-sum-transform", { actor: name(body.actor), word: rec ? rec.word.toUpperCase() : "?" });
    } else if (phase === "English") headline = t("phone-col-sum-english");
    else if (phase === "Over") {
      const o = overLine(ctx, view, body);
      headline = o.won;
      why = o.why;
    }
    const scoresList = view.seats.map((s) => ({ name: s.language ? s.name + " (" + s.language + ")" : s.name, score: s.score }));
    scoresList.push({ name: t("phone-col-english"), score: view.english_score });
    const state = view.english_in ? t("phone-col-sum-english-in") : t("phone-col-sum-english-out");
    const detail = why || t("phone-col-bag", { n: view.bag }) + " \u00b7 " + state;
    return { headline, scores: scoresList, detail };
  }

  WT.register("colonization", {
    render(root, view, ctx) {
      takeRules(view);
      render(root, view, ctx);
    },
    summary,
  });
})();
