// Color Words on a player's phone: the round's three letters and bonus card, the player's own
// 7x7 grid (tap cells to trace a word's path, type the word, send it), the 90-second countdown
// (a local clock from the moment the writing starts; at zero the word as it stands is sent, or
// the seat passes), the theme vote, the score bubbles and the other players' sheets in brief.
// Also the one-line summary for the public overlay. Drawn from the seat's ColorWordsView.
"use strict";

(() => {
  // ---- the material the view does not carry (assets/color_words/grids.ron, cards.ron) ----
  // The bonus card face up, as [kind, what it names, points] (the view's `bonus_card`):
  // a cells card names its cells, a size card its number of letters.
  function bonusOf(view) {
    const b = view.bonus_card;
    if (!b) return undefined;
    const arg = b.kind === "cells" ? b.names : b.kind === "size" ? Number(b.names[0]) : b.names[0];
    return [b.kind, arg, b.points];
  }
  const SIDE = 7;
  const SECONDS = 90;
  const COLOUR_OF = { Blue: "B", Yellow: "Y", Red: "R" };

  // ---- what this phone keeps between views ----
  const local = {
    key: null, // "round:phase" the state below belongs to
    path: [], // cell indices, first letter first
    word: "",
    passArmed: false,
    sending: false,
    autoDone: null, // the round whose time-out was handled
  };
  let last = null; // { root, view, ctx } of the last render, for local redraws and the clock
  let ui = null; // the page's fixed sections (the word field survives new views: the keyboard stays open)
  let clock = null;

  // ---- small helpers ----
  const cellName = (i) => "ABCDEFG"[i % SIDE] + String(Math.floor(i / SIDE) + 1);
  const cellOf = (i) => ({ col: i % SIDE, row: Math.floor(i / SIDE) });
  const parseCell = (name) => "ABCDEFG".indexOf(name[0]) + (Number(name.slice(1)) - 1) * SIDE;
  const total = (sheet) => sheet.bubbles.reduce((a, b) => a + b[1], 0) + (sheet.star_box || 0);

  // The word folded to a-z as the rules match it (one letter a cell; œ and æ take two).
  function fold(word) {
    const extra = { "œ": "oe", "æ": "ae", "ß": "ss", "ł": "l", "đ": "d", "ø": "o", "ı": "i" };
    let out = "";
    for (const ch of word.trim().toLowerCase()) {
      if (extra[ch]) out += extra[ch];
      else out += ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    }
    return out.replace(/[^a-z]/g, "");
  }

  function gridName(view) {
    if (view.grid === "A" || view.grid === "B") return view.grid;
    if (view.phase === "cross out") return "B";
    const marked = view.sheets.some((s) => s.stars.some((m) => m !== "Open"));
    return marked ? "B" : "A";
  }

  function colourWord(ctx, code) {
    return {
      B: ctx.t("phone-cw-colour-blue"),
      Y: ctx.t("phone-cw-colour-yellow"),
      R: ctx.t("phone-cw-colour-red"),
    }[code];
  }

  function themeText(ctx, theme) {
    const names = {
      screen: ctx.t("phone-cw-theme-screen"),
      books: ctx.t("phone-cw-theme-books"),
      sports: ctx.t("phone-cw-theme-sports"),
      cooking: ctx.t("phone-cw-theme-cooking"),
      history: ctx.t("phone-cw-theme-history"),
      nature: ctx.t("phone-cw-theme-nature"),
      "famous-people": ctx.t("phone-cw-theme-famous-people"),
      fashion: ctx.t("phone-cw-theme-fashion"),
      travel: ctx.t("phone-cw-theme-travel"),
      science: ctx.t("phone-cw-theme-science"),
      games: ctx.t("phone-cw-theme-games"),
      music: ctx.t("phone-cw-theme-music"),
    };
    return names[theme] || theme;
  }

  function bonusText(ctx, card) {
    const [kind, arg] = card;
    switch (kind) {
      case "theme":
        return ctx.t("phone-cw-theme", { theme: themeText(ctx, arg) });
      case "last":
        return ctx.t("phone-cw-bonus-last-letter", { colour: colourWord(ctx, arg) });
      case "turn":
        return ctx.t("phone-cw-bonus-turn", { colour: colourWord(ctx, arg) });
      case "first":
        return ctx.t("phone-cw-bonus-first-letter", { letter: arg });
      case "straight":
        return arg === "right" ? ctx.t("phone-cw-bonus-straight-right") : ctx.t("phone-cw-bonus-straight-down");
      case "cells":
        return ctx.t("phone-cw-bonus-cells", { cells: arg.join(", ") });
      case "size":
        return ctx.t("phone-cw-bonus-size", { n: arg });
    }
    return "";
  }

  // Whether a word may start on cell i of a grid whose letters are `cells`.
  function mayStart(cells, i) {
    if (cells[i] !== " ") return false;
    if (cells.trim() === "") return i === 0;
    const { col, row } = cellOf(i);
    const near = [];
    if (col > 0) near.push(i - 1);
    if (col < SIDE - 1) near.push(i + 1);
    if (row > 0) near.push(i - SIDE);
    if (row < SIDE - 1) near.push(i + SIDE);
    return near.some((n) => cells[n] !== " ");
  }

  // The score the rules would give (letters, bonus; bonus null for a theme card, judged by vote).
  function preview(view, paint, folded, path) {
    let letters = 0;
    const points = [];
    for (let k = 0; k < path.length && k < folded.length; k++) {
      const drawn = view.letters.find((l) => l[1].toLowerCase() === folded[k]);
      let p = 0;
      if (drawn) {
        const code = paint[path[k]];
        p = code === "S" ? 1 : code === COLOUR_OF[drawn[0]] ? 2 : 1;
      }
      points.push(p);
      letters += p;
    }
    const card = bonusOf(view);
    if (!card) return { letters, bonus: 0, points };
    const [kind, arg, worth] = card;
    let met = false;
    const step = (a, b) => (b === a + 1 && b % SIDE !== 0 ? "right" : b === a + SIDE ? "down" : null);
    switch (kind) {
      case "theme":
        return { letters, bonus: null, points };
      case "last":
        met = path.length > 0 && paint[path[path.length - 1]] === arg;
        break;
      case "turn":
        for (let k = 1; k + 1 < path.length; k++) {
          if (step(path[k - 1], path[k]) !== step(path[k], path[k + 1]) && paint[path[k]] === arg) met = true;
        }
        break;
      case "first":
        met = folded[0] === arg.toLowerCase();
        break;
      case "straight":
        met = path.length >= 2 && path.every((c, k) => k === 0 || step(path[k - 1], c) === arg);
        break;
      case "cells":
        met = arg.every((n) => path.includes(parseCell(n)));
        break;
      case "size":
        met = folded.length === arg;
        break;
    }
    return { letters, bonus: met ? worth : 0, points };
  }

  // ---- the clock: 90 s from the moment this phone saw the round's writing start ----
  function clockKey(round) {
    return "wordtable:cw-clock:" + location.search + ":" + round;
  }
  const started = {}; // when the page cannot keep it (storage refused)
  function writeStarted(round) {
    const key = clockKey(round);
    let at = started[key];
    try {
      at = Number(sessionStorage.getItem(key)) || at;
    } catch (_) {}
    if (!at) {
      at = Date.now();
      started[key] = at;
      try {
        sessionStorage.setItem(key, String(at));
      } catch (_) {}
    }
    return at;
  }
  function secondsLeft(round) {
    return Math.max(0, SECONDS - Math.floor((Date.now() - writeStarted(round)) / 1000));
  }
  function tick() {
    if (!last) return;
    const { view, ctx } = last;
    if (view.phase !== "write") return;
    const left = secondsLeft(view.round);
    if (ui && ui.timer) {
      ui.timer.textContent = ctx.t("phone-seconds-left", { n: left });
      ui.timer.classList.toggle("cw-late", left <= 15);
    }
    if (left === 0 && ctx.mine && local.autoDone !== view.round) {
      local.autoDone = view.round;
      timeUp(view, ctx);
    }
  }
  // Time is up: the word as it stands if it fills its path, else (or if refused) a pass.
  async function timeUp(view, ctx) {
    ctx.toast(ctx.t("phone-cw-time-up"));
    const folded = fold(local.word);
    if (folded.length >= 2 && folded.length === local.path.length) {
      const r = await send(ctx, { Write: { word: local.word.trim(), cells: local.path.map(cellOf) } });
      if (r.ok) return;
    }
    await send(ctx, "Pass");
  }

  async function send(ctx, action) {
    local.sending = true;
    redraw();
    const r = await ctx.act(action);
    local.sending = false;
    if (r.ok) {
      local.path = [];
      local.word = "";
      local.passArmed = false;
      if (ui) ui.input.value = "";
    }
    redraw();
    return r;
  }

  // ---- the page ----
  function addStyle() {
    if (document.getElementById("cw-style")) return;
    const style = document.createElement("style");
    style.id = "cw-style";
    style.textContent = `
      .cw-top { position: sticky; top: 3rem; z-index: 4; background: #1d4d3a; padding: .3rem 0; display: flex; align-items: center; justify-content: space-between; gap: .5rem; margin-bottom: .5rem; }
      .cw-top > * { white-space: nowrap; }
      .cw-top .muted { font-size: .95rem; }
      .cw-top .timer { flex: 1; text-align: center; font-size: 1.35rem; }
      .cw-late { color: #ff8a7a; }
      .cw-total { font-weight: 800; font-size: 1.15rem; }
      .cw-cards { display: flex; gap: .6rem; align-items: center; }
      .cw-cards .cw-legend { flex: 1; margin: 0; }
      .cw-letters { display: flex; gap: .35rem; }
      .cw-letter { width: 3.1rem; height: 4rem; border-radius: .45rem; display: flex; align-items: center;
        justify-content: center; font-size: 2rem; font-weight: 900; color: #fff; border: 3px solid #fbf6e9;
        text-shadow: 0 1px 2px rgba(0,0,0,.45); }
      .cw-letter.B { background: #2f6db5; } .cw-letter.Y { background: #c9a21c; } .cw-letter.R { background: #c8453a; }
      .cw-letter.down { background: #3a5a4b; color: #a9c2b5; }
      .cw-bonus { background: #fbf6e9; color: #1f1a14; border-radius: .45rem; padding: .35rem .5rem; margin-top: .5rem;
        display: flex; align-items: center; gap: .5rem; font-size: 1rem; line-height: 1.25; min-height: 2.8rem; }
      .cw-bonus.muted { background: rgba(251,246,233,.15); color: #a9c2b5; }
      .cw-bonus b { flex: none; background: #e8b64c; border-radius: 50%; width: 2rem; height: 2rem;
        display: inline-flex; align-items: center; justify-content: center; font-size: 1rem; }
      .cw-legend { font-size: .8rem; margin: .3rem 0 0; }
      .cw-grid { display: grid; gap: 3px; margin: .5rem 0; user-select: none; -webkit-user-select: none; }
      .cw-grid .lab { font-size: .7rem; color: #a9c2b5; display: flex; align-items: center; justify-content: center; }
      .cw-cell { aspect-ratio: 1; border-radius: .3rem; display: flex; align-items: center; justify-content: center;
        font-weight: 800; font-size: 1.35rem; color: #1f1a14; position: relative; text-transform: uppercase;
        min-height: 0; padding: 0; border: none; }
      .cw-cell.B { background: #86acd9; } .cw-cell.Y { background: #ecd370; } .cw-cell.R { background: #e58f84; }
      .cw-cell.S { background: #fbf6e9; }
      .cw-cell.S::before { content: "▶"; position: absolute; left: .15rem; top: .05rem; font-size: .55rem; color: #8a7f6a; }
      .cw-cell.filled { color: #1f1a14; }
      .cw-cell.filled::after { content: ""; position: absolute; inset: 0; border-radius: .3rem; background: rgba(255,255,255,.35); }
      .cw-cell span { position: relative; z-index: 1; }
      .cw-cell.start { box-shadow: inset 0 0 0 3px #fff; outline: 2px dashed #143528; outline-offset: -7px; }
      .cw-cell.path { box-shadow: inset 0 0 0 4px #143528; }
      .cw-cell.path span { color: #143528; font-style: italic; }
      .cw-cell .pts { position: absolute; right: .2rem; bottom: .05rem; font-size: .65rem; font-weight: 800;
        color: #fff; background: #143528; border-radius: .5rem; padding: 0 .2rem; z-index: 1; }
      .cw-cell.aim::before { content: ""; position: absolute; inset: 18%; border: 2px dotted #143528; border-radius: 50%; }
      .cw-star { min-height: 0; padding: 0; background: none; color: #a9c2b5; font-size: 1.2rem; border-radius: .3rem; }
      .cw-star.Circled { color: #e8b64c; } .cw-star.Crossed { color: #c8453a; text-decoration: line-through; }
      .cw-star.can { background: rgba(255,255,255,.15); color: #fff; }
      .cw-info { font-size: 1rem; margin: .2rem 0; }
      .cw-info .ok { color: #7fe08f; font-weight: 700; }
      .cw-write input { text-transform: uppercase; letter-spacing: .08em; }
      .cw-buttons { display: grid; grid-template-columns: 2fr 1fr 1fr; gap: .4rem; margin-top: .5rem; }
      .cw-bubbles { display: flex; gap: .35rem; flex-wrap: wrap; align-items: flex-end; }
      .cw-bubble { display: flex; flex-direction: column; align-items: center; font-size: .7rem; color: #a9c2b5; min-width: 2.4rem; }
      .cw-bubble b { width: 2.4rem; height: 2.4rem; border-radius: 50%; border: 2px solid #a9c2b5; display: flex;
        align-items: center; justify-content: center; font-size: 1.05rem; color: #f4f1e8; }
      .cw-bubble.now b { border-color: #e8b64c; border-style: dashed; }
      .cw-bubble.box b { border-radius: .4rem; border-color: #e8b64c; }
      .cw-words { font-size: .9rem; margin: .4rem 0 0; }
      .cw-noun { font-style: italic; color: #a9c2b5; }
      .cw-other { display: grid; grid-template-columns: auto 1fr; gap: .6rem; align-items: start; }
      .cw-other + .cw-other { margin-top: .6rem; padding-top: .6rem; border-top: 1px solid rgba(255,255,255,.12); }
      .cw-mini { display: grid; grid-template-columns: repeat(7, .85rem); gap: 1px; }
      .cw-mini i { width: .85rem; height: .85rem; font-size: .55rem; font-style: normal; font-weight: 800; color: #1f1a14;
        display: flex; align-items: center; justify-content: center; text-transform: uppercase; border-radius: 2px; }
      .cw-mini i.B { background: #86acd9; } .cw-mini i.Y { background: #ecd370; } .cw-mini i.R { background: #e58f84; }
      .cw-mini i.S { background: #fbf6e9; }
      .cw-mini i.hidden { opacity: .5; }
      .cw-other h3 { margin: 0; font-size: 1rem; display: flex; justify-content: space-between; gap: .5rem; }
      .cw-other p { margin: .2rem 0 0; font-size: .85rem; }
      .cw-vote { margin: .4rem 0; }
      .cw-vote .big { margin: .2rem 0 .4rem; text-transform: uppercase; }
      .cw-vote .row button { flex: 1; }
      .cw-panel-title { margin: 0 0 .3rem; font-weight: 700; }
      .cw-results li { margin: .15rem 0; }
      .cw-results { margin: .2rem 0 0; padding-left: 1.2rem; }
    `;
    document.head.append(style);
  }

  // The fixed sections; the word field lives in `write` and is never rebuilt.
  function skeleton(root, ctx) {
    const el = ctx.el;
    const u = {
      root,
      top: el("div", { class: "cw-top" }),
      cards: el("div", { class: "panel" }),
      prompt: el("div"),
      grid: el("div", { class: "cw-grid" }),
      write: el("div", { class: "panel cw-write" }),
      info: el("div", { class: "cw-info" }),
      input: el("input", {
        type: "text",
        autocomplete: "off",
        autocapitalize: "characters",
        autocorrect: "off",
        spellcheck: "false",
        enterkeyhint: "send",
        maxlength: "20",
        "aria-label": "word",
      }),
      buttons: el("div", { class: "cw-buttons" }),
      mine: el("div", { class: "panel" }),
      others: el("div", { class: "panel" }),
      timer: null,
    };
    u.input.oninput = () => {
      local.word = u.input.value;
      local.passArmed = false;
      redraw();
    };
    u.input.onkeydown = (e) => {
      if (e.key === "Enter") {
        e.preventDefault();
        writeNow();
      }
    };
    u.write.append(u.info, el("div", { class: "row" }, u.input), u.buttons);
    root.textContent = "";
    root.append(u.top, u.cards, u.prompt, u.grid, u.write, u.mine, u.others);
    return u;
  }

  function redraw() {
    if (last) draw(last.root, last.view, last.ctx);
  }

  function writeNow() {
    if (!last || local.sending) return;
    const { ctx } = last;
    const folded = fold(local.word);
    if (folded.length < 2 || folded.length !== local.path.length) return;
    send(ctx, { Write: { word: local.word.trim(), cells: local.path.map(cellOf) } });
  }

  function tapCell(i, view, ctx) {
    const me = view.sheets[ctx.seat];
    const cells = me.cells;
    local.passArmed = false;
    const at = local.path.indexOf(i);
    if (at >= 0) {
      // The last cell again takes it back; an earlier one cuts the path there.
      local.path = at === local.path.length - 1 ? local.path.slice(0, at) : local.path.slice(0, at + 1);
      return redraw();
    }
    if (cells[i] !== " ") {
      ctx.toast(ctx.t("phone-cw-filled"));
      return;
    }
    if (local.path.length > 0) {
      const end = local.path[local.path.length - 1];
      const a = cellOf(end);
      const b = cellOf(i);
      let run = null;
      if (a.row === b.row && b.col > a.col) run = Array.from({ length: b.col - a.col }, (_, k) => end + k + 1);
      if (a.col === b.col && b.row > a.row) run = Array.from({ length: b.row - a.row }, (_, k) => end + (k + 1) * SIDE);
      if (run && run.every((c) => cells[c] === " ")) {
        local.path = local.path.concat(run);
        return redraw();
      }
    }
    if (mayStart(cells, i)) {
      local.path = [i];
      return redraw();
    }
    if (local.path.length > 0) ctx.toast(ctx.t("phone-cw-not-step"));
    else if (cells.trim() === "") ctx.toast(ctx.t("phone-cw-not-start"));
    else ctx.toast(ctx.t("phone-cw-not-next"));
  }

  function draw(root, view, ctx) {
    addStyle();
    last = { root, view, ctx };
    if (!ui || ui.root !== root || !root.contains(ui.top)) ui = skeleton(root, ctx);
    const el = ctx.el;
    const me = view.sheets[ctx.seat] || view.sheets[0];
    const grid = gridName(view);
    const paint = view.colours;
    const writing = view.phase === "write" && ctx.mine;

    // Local state belongs to one round's writing.
    const key = view.round + ":" + view.phase;
    if (local.key !== key) {
      local.key = key;
      local.path = [];
      local.passArmed = false;
      if (!writing) {
        local.word = "";
        ui.input.value = "";
        if (document.activeElement === ui.input) ui.input.blur();
      }
      // A new step of the round: its cards and what it asks are at the top.
      window.scrollTo(0, 0);
    }
    local.path = local.path.filter((c) => me.cells[c] === " ");
    if (view.phase === "write") writeStarted(view.round);

    // ---- round, clock, total ----
    ui.timer = null;
    const rounds = Math.min(view.round + 1, 6);
    const top = [el("span", { class: "muted", text: ctx.t("phone-cw-of-six", { n: rounds }) })];
    if (view.phase === "write" && !ctx.over) {
      ui.timer = el("span", { class: "timer" });
      top.push(ui.timer);
    } else top.push(el("span", { style: "flex:1" }));
    top.push(el("span", { class: "cw-total", text: ctx.t("phone-cw-total", { n: total(me) }) }));
    ui.top.replaceChildren(...top);

    // ---- the round's cards ----
    const card = bonusOf(view) || null;
    const letters = el("div", { class: "cw-letters" });
    if (view.letters) {
      for (const [colour, letter] of view.letters) {
        letters.append(el("div", { class: "cw-letter " + COLOUR_OF[colour], title: colourWord(ctx, COLOUR_OF[colour]), text: letter }));
      }
    } else {
      for (const c of ["B", "Y", "R"]) letters.append(el("div", { class: "cw-letter down " + c, text: "?" }));
    }
    const bonus = card
      ? el("div", { class: "cw-bonus" }, el("b", { text: "+" + card[2] }), el("span", { text: bonusText(ctx, card) }))
      : el("div", { class: "cw-bonus muted" }, el("span", { text: ctx.t("phone-cw-face-down") }));
    ui.cards.hidden = view.phase === "over";
    ui.cards.replaceChildren(
      el("div", { class: "cw-cards" }, letters, el("p", { class: "cw-legend muted", text: ctx.t("phone-cw-scoring") })),
      bonus,
    );

    // ---- what the phase asks ----
    ui.prompt.replaceChildren(...promptFor(view, ctx, grid));
    for (const b of ui.prompt.querySelectorAll("button")) b.disabled = local.sending;

    // ---- my grid ----
    drawGrid(view, ctx, me, paint, grid, writing);

    // ---- the word being written ----
    ui.write.hidden = !writing;
    if (writing) drawWrite(view, ctx, paint);

    // ---- my points ----
    drawMine(view, ctx, me, grid);

    // ---- the others ----
    drawOthers(view, ctx, grid);

    tick();
    if (!clock) clock = setInterval(tick, 250);
  }

  function promptFor(view, ctx, grid) {
    const el = ctx.el;
    const me = view.sheets[ctx.seat];
    const out = [];
    const name = (i) => ctx.names[i] || (view.sheets[i] || {}).name || "";
    if (view.phase === "draw") {
      if (ctx.mine) {
        out.push(
          el("div", { class: "panel" },
            el("p", { class: "cw-panel-title", text: ctx.t("phone-cw-you-deal") }),
            el("button", { class: "cw-flip", style: "width:100%", onclick: () => send(ctx, "Draw"), text: ctx.t("phone-cw-flip") })),
        );
      } else {
        const dealer = ctx.acting.length ? name(ctx.acting[0]) : "";
        out.push(el("div", { class: "panel" }, el("p", { class: "cw-panel-title", text: ctx.t("phone-cw-dealer", { name: dealer }) })));
      }
      if (view.round > 0) out.push(lastRound(view, ctx, view.round - 1));
    } else if (view.phase === "cross out") {
      if (ctx.mine) out.push(el("div", { class: "panel" }, el("p", { class: "cw-panel-title", text: ctx.t("phone-cw-cross-out") })));
      if (view.round > 0) out.push(lastRound(view, ctx, view.round - 1));
    } else if (view.phase === "write") {
      if (ctx.mine) {
        const empty = me.cells.trim() === "";
        out.push(el("p", { class: "cw-info", text: empty ? ctx.t("phone-cw-how-first") : ctx.t("phone-cw-how-next") }));
      } else {
        const word = me.words.find((w) => w[0] === view.round);
        out.push(el("div", { class: "panel" }, el("p", { class: "cw-panel-title",
          text: word ? ctx.t("phone-cw-wrote", { word: word[1].toUpperCase() }) : ctx.t("phone-cw-passed") })));
      }
    } else if (view.phase === "vote") {
      const theme = bonusOf(view) ? themeText(ctx, bonusOf(view)[1]) : "";
      const box = el("div", { class: "panel" }, el("p", { class: "cw-panel-title", text: ctx.t("phone-cw-vote-title") }),
        el("p", { class: "muted", style: "margin:0", text: theme }));
      let owed = 0;
      view.ballots.forEach((ballot, writer) => {
        if (!ballot.length || ballot[ctx.seat] !== null) return;
        owed += 1;
        const word = (view.sheets[writer].words.find((w) => w[0] === view.round) || [0, "?", false]);
        const who = writer === ctx.seat
          ? ctx.t("phone-cw-vote-own")
          : ctx.t("phone-cw-vote-other", { name: name(writer) });
        // A word outside the dictionary is first voted on as a proper noun, then on the theme.
        // Under the house vote, a word outside the dictionary under any other card is asked
        // about once: accepted, it stays; refused, it is erased.
        const on = (view.vote_on || [])[writer];
        const noun = on === "ProperNoun";
        const outside = on === "OutsideDictionary";
        box.append(
          el("div", { class: "cw-vote" },
            el("div", { class: "muted", text: who }),
            noun ? el("div", { class: "cw-noun-question", text: ctx.t("phone-cw-vote-noun") }) : null,
            outside ? el("div", { class: "cw-noun-question", text: ctx.t("phone-cw-vote-outside") }) : null,
            el("div", { class: "big", text: word[1] },
              word[2] ? el("span", { class: "cw-noun", style: "font-size:.9rem;text-transform:none", text: " (" + ctx.t(outside ? "phone-cw-outside" : "phone-cw-proper-noun") + ")" }) : null),
            el("div", { class: "row" },
              el("button", { class: "cw-yes", onclick: () => send(ctx, { Vote: { writer, fits: true } }), text: ctx.t("phone-yes") }),
              el("button", { class: "danger cw-no", onclick: () => send(ctx, { Vote: { writer, fits: false } }), text: ctx.t("phone-no") }))),
        );
      });
      const judged = view.ballots.some((b, w) => b.length && w !== ctx.seat);
      if (!owed) box.append(el("p", { text: judged ? ctx.t("phone-cw-voted") : ctx.t("phone-cw-others-judge") }));
      out.push(box);
    } else if (view.phase === "over") {
      const totals = view.sheets.map(total);
      const best = Math.max(...totals);
      const winners = view.sheets.map((s, i) => (totals[i] === best ? name(i) : null)).filter((x) => x);
      const list = el("ol", { class: "cw-results" });
      view.sheets
        .map((s, i) => [i, totals[i]])
        .sort((a, b) => b[1] - a[1])
        .forEach(([i, t]) => {
          const s = view.sheets[i];
          const extra = grid === "B"
            ? ctx.t("phone-cw-stars", { n: s.stars.filter((m) => m === "Circled").length })
            : ctx.t("phone-cw-empty-cells", { n: [...s.cells].filter((c) => c === " ").length });
          list.append(el("li", { text: name(i) + " — " + ctx.t("phone-cw-points", { n: t }) + " (" + ctx.t("phone-cw-star-box") + " " + (s.star_box || 0) + ", " + extra + ")" }));
        });
      out.push(el("div", { class: "panel" }, el("p", { class: "big", style: "margin:0", text: ctx.t("phone-cw-best", { names: winners.join(", ") }) }), list));
    }
    return out;
  }

  // Everyone's word and bubble of round r (shown while the next round's cards wait).
  function lastRound(view, ctx, r) {
    const el = ctx.el;
    const list = el("ul", { class: "cw-results" });
    view.sheets.forEach((s, i) => {
      const word = s.words.find((w) => w[0] === r);
      const bubble = s.bubbles.find((b) => b[0] === r);
      const pts = bubble ? bubble[1] : 0;
      list.append(el("li", { text: (ctx.names[i] || s.name) + ": " + (word ? word[1].toUpperCase() : ctx.t("phone-cw-nothing")) + " — " + ctx.t("phone-cw-points", { n: pts }) }));
    });
    return el("div", { class: "panel" }, el("p", { class: "cw-panel-title", text: ctx.t("phone-cw-last-round", { n: r + 1 }) }), list);
  }

  function drawGrid(view, ctx, me, paint, grid, writing) {
    const el = ctx.el;
    const g = ui.grid;
    const stars = grid === "B";
    g.style.gridTemplateColumns = "1rem repeat(7, 1fr)" + (stars ? " 1.8rem" : "");
    const folded = fold(local.word);
    const score = writing && view.letters ? preview(view, paint, folded, local.path) : null;
    const card = bonusOf(view);
    const aims = card && card[0] === "cells" && view.phase === "write" ? card[1].map(parseCell) : [];
    const canCross = view.phase === "cross out" && ctx.mine;
    const starButton = (star, idx) => {
      const mark = me.stars[idx];
      const can = canCross && mark === "Open";
      return el("button", {
        class: "cw-star " + mark + (can ? " can" : ""),
        text: mark === "Circled" ? "★" : mark === "Crossed" ? "✕" : "☆",
        onclick: can ? () => send(ctx, { CrossOutStar: star }) : null,
      });
    };
    const kids = [el("span")];
    for (let c = 0; c < SIDE; c++) kids.push(el("span", { class: "lab", text: "ABCDEFG"[c] }));
    if (stars) kids.push(el("span"));
    for (let r = 0; r < SIDE; r++) {
      kids.push(el("span", { class: "lab", text: String(r + 1) }));
      for (let c = 0; c < SIDE; c++) {
        const i = r * SIDE + c;
        const ch = me.cells[i];
        const k = local.path.indexOf(i);
        const cls = ["cw-cell", paint[i]];
        const inner = [];
        if (ch !== " ") {
          cls.push("filled");
          inner.push(el("span", { text: ch }));
        } else if (writing && k >= 0) {
          cls.push("path");
          inner.push(el("span", { text: (folded[k] || "").toUpperCase() }));
          if (score && score.points[k]) inner.push(el("i", { class: "pts", text: String(score.points[k]) }));
        } else if (writing && local.path.length === 0 && mayStart(me.cells, i)) {
          cls.push("start");
        }
        if (aims.includes(i) && ch === " ") cls.push("aim");
        const props = { class: cls.join(" "), "aria-label": cellName(i) };
        if (writing) props.onclick = () => tapCell(i, view, ctx);
        kids.push(el(writing ? "button" : "div", props, ...inner));
      }
      if (stars) kids.push(starButton({ Row: r }, r));
    }
    if (stars) {
      kids.push(el("span"));
      for (let c = 0; c < SIDE; c++) kids.push(starButton({ Column: c }, SIDE + c));
      kids.push(el("span"));
    }
    g.replaceChildren(...kids);
  }

  function drawWrite(view, ctx, paint) {
    const el = ctx.el;
    const folded = fold(local.word);
    const n = local.path.length;
    const info = [el("div", { text: ctx.t("phone-cw-path", { cells: n, letters: folded.length }) })];
    const ready = folded.length >= 2 && folded.length === n;
    if (folded.length > n && n > 0) info.push(el("div", { class: "muted", text: ctx.t("phone-cw-more-cells", { n: folded.length - n }) }));
    else if (folded.length < n && folded.length > 0) info.push(el("div", { class: "muted", text: ctx.t("phone-cw-fewer-cells", { n: n - folded.length }) }));
    if (ready && view.letters) {
      const s = preview(view, paint, folded, local.path);
      info.push(el("div", { class: "ok", text: ctx.t("phone-cw-ready") }));
      info.push(el("div", {
        text: s.bonus === null
          ? ctx.t("phone-cw-preview-vote", { letters: s.letters })
          : ctx.t("phone-cw-preview", { points: s.letters + s.bonus, letters: s.letters, bonus: s.bonus }),
      }));
    }
    ui.info.replaceChildren(...info);
    ui.input.placeholder = ctx.t("phone-type-word");
    if (ui.input.value !== local.word && document.activeElement !== ui.input) ui.input.value = local.word;
    const sendBtn = el("button", { class: "cw-send", onclick: writeNow, text: ctx.t("phone-send") });
    sendBtn.disabled = !ready || local.sending;
    const clear = el("button", {
      class: "quiet",
      onclick: () => {
        local.path = [];
        local.word = "";
        local.passArmed = false;
        ui.input.value = "";
        redraw();
      },
      text: ctx.t("phone-clear"),
    });
    const pass = el("button", {
      class: "danger cw-pass",
      onclick: () => {
        if (!local.passArmed) {
          local.passArmed = true;
          return redraw();
        }
        send(ctx, "Pass");
      },
      text: local.passArmed ? ctx.t("phone-cw-pass-sure") : ctx.t("phone-pass"),
    });
    pass.disabled = local.sending;
    if (local.passArmed) pass.style.fontSize = ".8rem";
    ui.buttons.replaceChildren(sendBtn, clear, pass);
  }

  function drawMine(view, ctx, me, grid) {
    const el = ctx.el;
    const bubbles = el("div", { class: "cw-bubbles" });
    for (let r = 0; r < 6; r++) {
      const b = me.bubbles.find((x) => x[0] === r);
      const now = r === view.round && view.phase !== "over";
      bubbles.append(el("div", { class: "cw-bubble" + (now ? " now" : "") }, el("b", { text: b ? String(b[1]) : "" }), el("span", { text: ctx.t("phone-cw-round-short", { n: r + 1 }) })));
    }
    bubbles.append(el("div", { class: "cw-bubble box" },
      el("b", { text: me.star_box === null || me.star_box === undefined ? "★" : String(me.star_box) }),
      el("span", { text: ctx.t("phone-cw-star-box") })));
    const words = el("div", { class: "cw-words" });
    const list = me.words.map((w) => {
      const b = me.bubbles.find((x) => x[0] === w[0]);
      return ctx.t("phone-cw-round-short", { n: w[0] + 1 }) + " " + w[1].toUpperCase() + (b ? " (" + b[1] + ")" : "");
    });
    words.textContent = list.length ? ctx.t("phone-cw-words") + ": " + list.join(" · ") : "";
    ui.mine.replaceChildren(
      el("p", { class: "cw-panel-title", style: "display:flex;justify-content:space-between" },
        el("span", { text: ctx.t("phone-cw-your-points") }), el("span", { text: ctx.t("phone-cw-total", { n: total(me) }) })),
      bubbles,
      words,
      el("p", { class: "cw-legend muted", text: grid === "B" ? ctx.t("phone-cw-rule-b") : ctx.t("phone-cw-rule-a") }),
    );
  }

  function drawOthers(view, ctx, grid) {
    const el = ctx.el;
    const paint = view.colours;
    const rows = [];
    view.sheets.forEach((s, i) => {
      if (i === ctx.seat) return;
      const mini = el("div", { class: "cw-mini" });
      for (let k = 0; k < SIDE * SIDE; k++) mini.append(el("i", { class: paint[k] + (s.whole ? "" : ""), text: s.cells[k].trim() }));
      let state = "";
      if (view.phase === "write") state = view.done[i] ? "✓ " + ctx.t("phone-cw-done") : ctx.t("phone-cw-writing");
      const words = s.words.map((w) => {
        const b = s.bubbles.find((x) => x[0] === w[0]);
        return ctx.t("phone-cw-round-short", { n: w[0] + 1 }) + " " + w[1].toUpperCase() + (b ? " (" + b[1] + ")" : "");
      });
      rows.push(
        el("div", { class: "cw-other" }, mini,
          el("div", {},
            el("h3", {}, el("span", { text: ctx.names[i] || s.name }), el("span", { text: ctx.t("phone-cw-total", { n: total(s) }) })),
            state ? el("p", { class: "muted", text: state }) : null,
            el("p", { text: words.join(" · ") }))),
      );
    });
    ui.others.hidden = rows.length === 0;
    ui.others.replaceChildren(el("p", { class: "cw-panel-title", text: ctx.t("phone-cw-others") }), ...rows);
  }

  // ---- the public overlay's line ----
  function summary(view, ctx) {
    const name = (i) => (ctx.names && ctx.names[i]) || (view.sheets[i] || {}).name || "";
    const n = Math.min(view.round + 1, 6);
    let headline = "";
    if (view.phase === "draw") headline = ctx.t("phone-cw-sum-draw", { n, name: (ctx.acting || []).map(name).join(", ") });
    else if (view.phase === "write") headline = ctx.t("phone-cw-sum-write", { n });
    else if (view.phase === "vote") headline = ctx.t("phone-cw-sum-vote", { n });
    else if (view.phase === "cross out") headline = ctx.t("phone-cw-sum-cross", { n });
    else headline = ctx.t("phone-cw-sum-over");
    const parts = [];
    if (view.letters) parts.push(view.letters.map((l) => l[1]).join(" · "));
    const card = bonusOf(view) || null;
    if (card) parts.push(bonusText(ctx, card) + " (+" + card[2] + ")");
    if (view.phase === "write") {
      const still = view.done.map((d, i) => (d ? null : name(i))).filter((x) => x);
      if (still.length) parts.push(ctx.t("phone-cw-still-writing", { names: still.join(", ") }));
    }
    return {
      headline,
      scores: view.sheets.map((s, i) => ({ name: name(i), score: total(s) })),
      detail: parts.join(" — "),
    };
  }

  WT.register("color_words", { render: draw, summary });
})();
