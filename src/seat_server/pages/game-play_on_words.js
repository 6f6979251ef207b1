// Play On Words on the phone: the round's challenge, the draw pile and the two discard piles,
// the seat's hand of coloured letter cards and the words on the table. The seat takes a card
// (or two, from challenge 5), lays down the challenge's words by tapping cards into rows (a
// wild asks which letter it stands for), changes words on the table (cards added in front, at
// the end, between two cards, or laid on a card), discards to end its turn, and deals the
// next round. summary() gives the public overlay the challenge and the totals.
"use strict";

(() => {
  // The ten challenge cards (assets/play_on_words/challenges.ron): each word's kind and its
  // fewest letters. The view names the challenge only by its index.
  // The words the round asks for: the view's, or the standard challenges for a view without.
  const wantedOf = (view) =>
    Array.isArray(view.wanted) ? view.wanted.map((w) => [w.kind, w.min]) : CHALLENGES[view.challenge] || [];
  const CHALLENGES = [
    [["pure", 3], ["pure", 3]],
    [["pure", 3], ["mixed", 2]],
    [["mixed", 2], ["mixed", 2]],
    [["pure", 3], ["pure", 3], ["pure", 3]],
    [["pure", 3], ["pure", 3], ["mixed", 2]],
    [["pure", 4], ["mixed", 4]],
    [["mixed", 2], ["mixed", 2], ["mixed", 2]],
    [["pure", 4], ["pure", 4]],
    [["pure", 3], ["pure", 3], ["mixed", 2], ["mixed", 2]],
    [["pure", 5], ["mixed", 5], ["pure", 3]],
  ];
  const DRAW_TWO_FROM = 5;
  const COLOURS = { r: "red", b: "blue", g: "green" };
  const ORDER = { r: 0, b: 1, g: 2 };
  const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

  // What this phone is in the middle of; kept across views while it still applies.
  const ui = {
    key: null, // the hand, phase and round the state below was made for
    picked: null, // index in the hand of the card picked to discard
    mode: null, // null, "lay" (composing the challenge's words) or "change" (a table word)
    lay: null, // { rows: [[{ i, letters }]], cur }
    change: null, // { word, target: { gap } or { slot }, gaps: { i: [{ i, letters }] }, covers: { i: { i, letters } } }
    two: null, // the piles chosen so far when taking two cards, or null
    ask: null, // the letter picker: { title, then(letter) }
    busy: false,
    lastHand: null,
    lastRound: null,
    laidNow: [], // the words this seat laid down this turn (not to be changed until its next turn)
    fresh: [], // the cards just drawn (their notation), marked in the hand
  };
  let last = null;
  const redraw = () => last && draw(last.root, last.view, last.ctx);

  // ---- cards ----
  // A card in the hand: "rA", "*" (wild), "**" (double wild); on the table: "rA", "*E", "**OR".
  function parse(s) {
    if (s.startsWith("**")) return { wild: 2, colour: null, letters: s.slice(2) };
    if (s.startsWith("*")) return { wild: 1, colour: null, letters: s.slice(1) };
    return { wild: 0, colour: COLOURS[s[0]] || null, letters: s.slice(1) };
  }
  // serde of Card: {"Letter": ["red", 65]}, "Wild", "DoubleWild".
  function cardJson(s) {
    if (s === "*") return "Wild";
    if (s === "**") return "DoubleWild";
    return { Letter: [COLOURS[s[0]], s.charCodeAt(1)] };
  }
  // serde of Laid: the card and the letters it shows (the second 0 unless a double wild).
  function laidJson(s, letters) {
    return { card: cardJson(s), letters: [letters.charCodeAt(0), letters.length > 1 ? letters.charCodeAt(1) : 0] };
  }
  const spell = (cards) => cards.map((c) => parse(c).letters).join("");
  // What a hand card shows once placed: its own letter, or the letters chosen for a wild.
  const shown = (hand, p) => (hand[p.i].length === 2 && hand[p.i][0] !== "*" ? hand[p.i][1] : p.letters);

  function cardEl(ctx, s, opts) {
    const c = parse(s);
    const o = opts || {};
    let cls = "card pow-card";
    if (c.colour) cls += " " + c.colour;
    if (c.wild) cls += " wild";
    if (c.wild === 2) cls += " double";
    if (o.size) cls += " " + o.size;
    if (o.extra) cls += " " + o.extra;
    const face = c.letters || (c.wild === 2 ? "★★" : "★");
    const star = c.wild && c.letters ? ctx.el("small", { text: "★" }) : null;
    return ctx.el(o.onclick ? "button" : "div", o.onclick ? { class: cls, onclick: o.onclick } : { class: cls }, face, star);
  }

  function kindOf(strings) {
    const colours = new Set(strings.map((s) => parse(s).colour).filter(Boolean));
    return colours.size === 0 ? null : colours.size === 1 ? "pure" : "mixed";
  }

  // Whether words of these kinds and lengths fill the challenge's places one to one.
  function meets(words, wants) {
    if (words.length !== wants.length) return false;
    const fill = (k, used) =>
      k === words.length ||
      wants.some((w, j) => !used[j] && w[0] === words[k][0] && words[k][1] >= w[1] && fill(k + 1, used.map((u, x) => u || x === j)));
    return fill(0, wants.map(() => false));
  }

  function wantText(ctx, w) {
    return w[0] === "pure" ? ctx.t("phone-pow-want-pure", { min: w[1] }) : ctx.t("phone-pow-want-mixed", { min: w[1] });
  }

  // ---- the letter a wild stands for ----
  function askLetter(ctx, s, then) {
    if (s === "*") {
      ui.ask = { title: ctx.t("phone-pow-wild-letter"), then };
    } else {
      ui.ask = {
        title: ctx.t("phone-pow-double-first"),
        then: (a) => {
          ui.ask = { title: ctx.t("phone-pow-double-second", { first: a }), then: (b) => then(a + b) };
        },
      };
    }
    redraw();
  }
  function picker(ctx) {
    const grid = ctx.el("div", { class: "grid7 pow-letters" });
    for (const l of LETTERS) {
      grid.append(
        ctx.el("button", {
          text: l,
          onclick: () => {
            const then = ui.ask.then;
            ui.ask = null;
            then(l);
            redraw();
          },
        }),
      );
    }
    const cancel = ctx.el("button", { class: "quiet", text: ctx.t("phone-pow-cancel"), onclick: () => ((ui.ask = null), redraw()) });
    return ctx.el("div", { class: "pow-sheet" }, ctx.el("div", { class: "panel" }, ctx.el("h2", { text: ui.ask.title }), grid, cancel));
  }

  // ---- acting ----
  // Sends one action; `done(ok)` runs before the page is drawn again.
  async function send(ctx, action, done) {
    if (ui.busy) return false;
    ui.busy = true;
    redraw();
    const r = await ctx.act(action);
    ui.busy = false;
    if (r.ok) reset();
    if (done) done(r.ok);
    redraw();
    return r.ok;
  }
  function reset() {
    ui.picked = null;
    ui.mode = null;
    ui.lay = null;
    ui.change = null;
    ui.two = null;
    ui.ask = null;
  }

  function tapPile(ctx, view, pile) {
    if (view.phase === "draw") {
      if (ui.two) {
        ui.two.push(pile);
        if (ui.two.length === 2) return send(ctx, { DrawTwo: ui.two.slice() }, (ok) => ok || (ui.two = []));
        return redraw();
      }
      return send(ctx, { Draw: pile });
    }
    if (view.phase === "play" && ui.picked !== null && pile !== "Stock") {
      const hand = myHand(view, ctx);
      return send(ctx, { Discard: { card: cardJson(hand[ui.picked]), pile: pile.Discard } });
    }
  }

  function tapHand(ctx, view, i) {
    const hand = myHand(view, ctx);
    const s = hand[i];
    const place = (letters) => {
      if (ui.mode === "lay") {
        ui.lay.rows[ui.lay.cur].push({ i, letters });
      } else if (ui.mode === "change") {
        const ch = ui.change;
        if (ch.target.slot !== undefined) ch.covers[ch.target.slot] = { i, letters };
        else (ch.gaps[ch.target.gap] = ch.gaps[ch.target.gap] || []).push({ i, letters });
      }
      redraw();
    };
    if (ui.mode === "lay" || ui.mode === "change") {
      if (s[0] === "*") askLetter(ctx, s, place);
      else place(s[1]);
      return;
    }
    ui.picked = ui.picked === i ? null : i;
    redraw();
  }

  // The hand indices the lay-down or the change has placed.
  function used() {
    const u = new Set();
    if (ui.mode === "lay") ui.lay.rows.flat().forEach((p) => u.add(p.i));
    if (ui.mode === "change") {
      Object.values(ui.change.gaps).flat().forEach((p) => u.add(p.i));
      Object.values(ui.change.covers).forEach((p) => u.add(p.i));
    }
    return u;
  }

  function myHand(view, ctx) {
    const me = view.seats[ctx.seat];
    return (me && me.hand) || [];
  }

  // ---- drawing ----
  function style() {
    if (document.getElementById("pow-style")) return;
    const css = `
.pow-card { box-shadow: 0 2px 0 rgba(0,0,0,.35); }
.pow-card.red { background: linear-gradient(#fbf6e9 82%, var(--red) 82%); }
.pow-card.blue { background: linear-gradient(#fbf6e9 82%, var(--blue) 82%); }
.pow-card.green { background: linear-gradient(#fbf6e9 82%, var(--green) 82%); }
#board .panel > h2:first-child { margin-top: .1rem; }
button.card { min-height: 0; background: var(--card); padding: 0 .35rem; font-size: 1.5rem; font-weight: 800; border-radius: .45rem; }
.card.wild { background: linear-gradient(135deg, #fde2dd, #dde8fb 50%, #dcf3df); color: #6a3c9c; }
.card.double { min-width: 3.6rem; }
.card.small { min-width: 1.9rem; height: 2.5rem; font-size: 1.15rem; padding: 0 .2rem; border-width: 2px; border-radius: .35rem; }
.card.small.double { min-width: 2.6rem; }
.card.small small { font-size: .55rem; right: .1rem; }
.card.covered { box-shadow: 3px -3px 0 #d9cfb6, 3px -3px 0 1px rgba(0,0,0,.3); }
.card.fresh::after { content: ""; position: absolute; top: -.35rem; right: -.35rem; width: .8rem; height: .8rem; border-radius: 50%; background: var(--gold); border: 2px solid var(--felt); }
.card.used { opacity: .2; }
.card.target { border-color: var(--gold); }
.card.added { border-color: #fff; }
.pow-top { display: flex; justify-content: space-between; align-items: baseline; gap: .5rem; }
.pow-top .big { font-size: 1.25rem; }
.pow-wants { display: flex; flex-wrap: wrap; gap: .35rem; margin-top: .35rem; }
.pow-want { border-radius: 1rem; padding: .2rem .6rem; font-size: .9rem; font-weight: 700; background: rgba(255,255,255,.12); }
.pow-want.pure { border: 2px solid var(--card); }
.pow-want.mixed { border: 2px dashed var(--card); }
.pow-piles { display: grid; grid-template-columns: repeat(3, 1fr); gap: .5rem; margin: .5rem 0; }
.pow-pile { display: flex; flex-direction: column; align-items: center; gap: .25rem; padding: .4rem .2rem; min-height: 6.2rem; border-radius: .6rem; background: rgba(0,0,0,.2); color: #f4f1e8; font-weight: 600; font-size: .85rem; border: 2px solid transparent; }
button.pow-pile { border: 2px solid var(--gold); background: rgba(232,182,76,.15); }
button.pow-pile.chosen { outline: none; background: rgba(232,182,76,.45); }
.pow-back { width: 2.8rem; height: 3.6rem; border-radius: .45rem; background: repeating-linear-gradient(45deg, #2f6db5 0 6px, #27599a 6px 12px); border: 3px solid var(--card); display: flex; align-items: center; justify-content: center; color: #fff; font-weight: 800; }
.pow-none { width: 2.8rem; height: 3.6rem; border-radius: .45rem; border: 2px dashed var(--muted); }
.pow-actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .5rem; }
.pow-actions button { flex: 1 1 auto; }
.pow-dock { position: sticky; bottom: 0; z-index: 4; margin: .5rem -.75rem; padding: .6rem .75rem calc(.6rem + env(safe-area-inset-bottom)); background: var(--felt-dark); box-shadow: 0 -.3rem .8rem rgba(0,0,0,.3); }
.pow-hint { margin: 0 0 .4rem; }
.pow-hand { margin: .5rem 0; }
.pow-hand .cards { gap: .45rem; padding-top: .35rem; }
.pow-row { border-radius: .5rem; padding: .4rem; margin: .35rem 0; background: rgba(0,0,0,.18); border: 2px solid transparent; }
.pow-row.cur { border-color: var(--gold); }
.pow-row-head { display: flex; justify-content: space-between; align-items: baseline; gap: .5rem; font-size: .9rem; margin-bottom: .3rem; }
.pow-row-head > span { white-space: nowrap; }
.pow-row .cards { min-height: 2.5rem; gap: .25rem; }
.pow-ok { color: #7fe08f; font-weight: 800; }
.pow-no { color: #ff9a8f; font-weight: 800; }
.pow-owner { font-size: .9rem; margin: .5rem 0 .25rem; }
.pow-words { display: flex; flex-wrap: wrap; gap: .4rem; }
.pow-word { display: inline-flex; gap: 3px; padding: .3rem; border-radius: .45rem; background: rgba(0,0,0,.22); border: 0; border-left: 5px solid var(--muted); min-height: 0; }
.pow-word.red { border-left-color: var(--red); } .pow-word.blue { border-left-color: var(--blue); } .pow-word.green { border-left-color: var(--green); }
button.pow-word { border-top: 2px solid var(--gold); border-right: 2px solid var(--gold); border-bottom: 2px solid var(--gold); }
.pow-edit { display: flex; flex-wrap: wrap; align-items: center; gap: 2px; row-gap: .4rem; }
.pow-gap { display: inline-flex; align-items: center; gap: 2px; }
.pow-gap > button.plus { min-height: 2.75rem; min-width: 1.6rem; padding: 0; font-size: 1.1rem; background: rgba(255,255,255,.12); color: #f4f1e8; border: 2px dashed var(--muted); border-radius: .35rem; }
.pow-gap > button.plus.target { border: 2px solid var(--gold); background: rgba(232,182,76,.35); }
.pow-becomes { font-size: 1.2rem; font-weight: 800; letter-spacing: .04em; margin: .2rem 0 .5rem; }
.pow-players { display: grid; grid-template-columns: 1fr auto auto; gap: .25rem .75rem; align-items: center; }
.pow-players .me { font-weight: 800; }
.pow-players .num { text-align: right; font-variant-numeric: tabular-nums; font-weight: 700; }
.pow-sheet { position: fixed; inset: 0; z-index: 8; background: rgba(0,0,0,.55); display: flex; align-items: flex-end; justify-content: center; padding: .75rem; }
.pow-sheet .panel { background: var(--felt-dark); width: 100%; max-width: 26rem; padding: .75rem; }
.pow-letters { max-width: none; margin-bottom: .6rem; }
.pow-letters button { font-size: 1.3rem; font-weight: 800; }
.pow-sheet button.quiet { width: 100%; }
.pow-out { font-size: 1.3rem; margin: .3rem 0 .8rem; }
.pow-result { display: grid; grid-template-columns: 1fr auto; gap: .3rem .75rem; align-items: center; }
`;
    document.head.append(Object.assign(document.createElement("style"), { id: "pow-style", textContent: css }));
  }

  function render(root, view, ctx) {
    style();
    draw(root, view, ctx);
  }

  function draw(root, view, ctx) {
    last = { root, view, ctx };
    const hand = myHand(view, ctx);
    const key = JSON.stringify([hand, view.phase, view.round, view.seat]);
    if (key !== ui.key) {
      ui.key = key;
      reset();
    }
    if (ui.lastRound !== view.round) ui.fresh = [];
    else if (ui.lastHand && hand.length > ui.lastHand.length) ui.fresh = without(hand, ui.lastHand);
    else ui.fresh = ui.fresh.filter((s) => hand.includes(s));
    ui.lastHand = hand;
    ui.lastRound = view.round;
    if (ui.picked !== null && ui.picked >= hand.length) ui.picked = null;
    if (!(ctx.mine && view.phase === "play")) ui.laidNow = [];

    const scrollY = window.scrollY;
    root.textContent = "";
    const me = view.seats[ctx.seat] || { is_in: false };
    const wants = wantedOf(view);
    const mine = ctx.mine && !ui.busy;

    // Words put to the table's vote (house rule): the voters vote here; nobody plays meanwhile.
    if (view.vote) {
      const v = view.vote;
      const box = ctx.el("div", { class: "panel", "data-open": "vote" },
        ctx.el("p", { class: "big", text: ctx.t("phone-vote", { name: view.seats[v.by].name, words: v.words.join(", ") }) }));
      if (v.waiting.includes(ctx.seat)) {
        box.append(ctx.el("div", { class: "row" },
          ctx.el("button", { "data-act": "vote-yes", text: ctx.t("phone-yes"), onclick: () => send(ctx, { Vote: true }), ...(ui.busy ? { disabled: "" } : {}) }),
          ctx.el("button", { class: "danger", "data-act": "vote-no", text: ctx.t("phone-no"), onclick: () => send(ctx, { Vote: false }), ...(ui.busy ? { disabled: "" } : {}) })));
      } else {
        box.append(ctx.el("p", { text: ctx.t("phone-vote-waiting") }));
      }
      root.append(box, challengePanel(ctx, view, wants, me), handPanel(ctx, view, hand, false), tablePanel(ctx, view, me, false), playersPanel(ctx, view));
      window.scrollTo(0, scrollY);
      return;
    }

    // Composing a lay-down or a change: the rows, the hand under them, the buttons kept in
    // reach at the bottom of the screen; the challenge and the piles wait.
    const composing = ctx.mine && view.phase === "play" && (ui.mode === "lay" || ui.mode === "change");
    if (view.phase === "round over" || view.phase === "over") {
      root.append(challengePanel(ctx, view, wants, me), roundPanel(ctx, view));
    } else if (composing) {
      const [panel, row] = actions(ctx, view, hand, me, wants, mine);
      row.classList.add("pow-dock");
      root.append(panel, handPanel(ctx, view, hand, mine), row, tablePanel(ctx, view, me, mine));
    } else {
      root.append(challengePanel(ctx, view, wants, me), piles(ctx, view, mine));
      if (ctx.mine) {
        const [panel, row] = actions(ctx, view, hand, me, wants, mine);
        if (row.childElementCount) panel.append(row);
        root.append(panel);
      }
      root.append(handPanel(ctx, view, hand, mine), tablePanel(ctx, view, me, mine));
    }
    root.append(playersPanel(ctx, view));
    if (ui.ask) root.append(picker(ctx));
    window.scrollTo(0, scrollY);
  }

  // The cards of `a` that `b` has not (as multisets).
  function without(a, b) {
    const left = b.slice();
    const out = [];
    for (const s of a) {
      const k = left.indexOf(s);
      if (k >= 0) left.splice(k, 1);
      else out.push(s);
    }
    return out;
  }

  function challengePanel(ctx, view, wants, me) {
    const head = ctx.el(
      "div",
      { class: "pow-top" },
      ctx.el("span", { class: "big", text: ctx.t("phone-pow-challenge", { n: view.challenge + 1 }) }),
      ctx.el("span", { class: "muted", text: ctx.t("phone-round", { n: view.round + 1 }) }),
    );
    const chips = ctx.el("div", { class: "pow-wants" });
    for (const w of wants) chips.append(ctx.el("span", { class: "pow-want " + w[0], text: wantText(ctx, w) }));
    const ended = view.phase === "round over" || view.phase === "over";
    const note =
      me.is_in && !ended
        ? ctx.el("p", { class: "pow-hint pow-ok", text: "✓ " + ctx.t("phone-pow-you-are-in") })
        : ctx.el("p", { class: "pow-hint muted", text: ctx.t("phone-pow-kinds-help") });
    note.style.margin = ".4rem 0 0";
    note.style.fontSize = ".85rem";
    // How the last round ended, while the new one has no words yet (its summary may have been
    // dealt on by another seat before this phone saw it).
    let before = null;
    const prev = view.history[view.history.length - 1];
    if (prev && !ended && !view.words.length) {
      const text =
        prev.winner === null || prev.winner === undefined
          ? ctx.t("phone-pow-last-blocked")
          : ctx.t("phone-pow-last-out", { name: ctx.names[prev.winner] || view.seats[prev.winner].name, n: prev.points[prev.winner] });
      before = ctx.el("p", { class: "pow-hint muted", text });
      before.style.margin = ".3rem 0 0";
      before.style.fontSize = ".85rem";
    }
    return ctx.el("div", { class: "panel" }, head, chips, note, before);
  }

  function piles(ctx, view, mine) {
    const box = ctx.el("div", { class: "pow-piles" });
    const drawing = mine && view.phase === "draw";
    const discarding = mine && view.phase === "play" && ui.picked !== null;
    const chosen = (pile) => (ui.two || []).filter((p) => JSON.stringify(p) === JSON.stringify(pile)).length;
    const tile = (pile, label, face, active) => {
      const n = chosen(pile);
      const props = { class: "pow-pile" + (n ? " chosen" : "") };
      if (active) props.onclick = () => tapPile(ctx, view, pile);
      return ctx.el(active ? "button" : "div", props, ctx.el("span", { text: label + (n > 1 ? " ×2" : "") }), face);
    };
    box.append(
      tile(
        "Stock",
        ctx.t("phone-pow-stock"),
        ctx.el("div", { class: "pow-back", text: String(view.stock) }),
        drawing && view.stock > 0,
      ),
    );
    view.discards.forEach((pile, k) => {
      const top = pile.length ? cardEl(ctx, pile[pile.length - 1]) : ctx.el("div", { class: "pow-none" });
      const other = view.discards[1 - k];
      // An empty pile must be started first.
      const mayDiscard = discarding && (pile.length === 0 || other.length > 0);
      box.append(tile({ Discard: k }, ctx.t("phone-pow-pile", { n: k + 1 }), top, (drawing && pile.length > 0) || mayDiscard));
    });
    return box;
  }

  function actions(ctx, view, hand, me, wants, mine) {
    const panel = ctx.el("div", { class: "panel" });
    const hint = (key, vars) => panel.append(ctx.el("p", { class: "pow-hint", text: ctx.t(key, vars) }));
    const row = ctx.el("div", { class: "pow-actions" });
    const button = (text, onclick, cls, enabled) => {
      const b = ctx.el("button", { class: cls || "", text, onclick });
      if (enabled === false || !mine) b.disabled = true;
      row.append(b);
      return b;
    };

    if (view.phase === "draw") {
      const canTwo = view.challenge + 1 >= DRAW_TWO_FROM;
      if (ui.two) {
        hint(ui.two.length ? "phone-pow-two-second" : "phone-pow-two-hint");
        button(ctx.t("phone-pow-take-one"), () => ((ui.two = null), redraw()), "quiet");
      } else {
        hint("phone-pow-draw-hint");
        if (canTwo) button(ctx.t("phone-pow-take-two"), () => ((ui.two = []), redraw()), "quiet");
      }
    } else if (view.phase === "play" && ui.mode === "lay") {
      composer(ctx, panel, hand, wants, row, button);
    } else if (view.phase === "play" && ui.mode === "change") {
      editor(ctx, view, panel, hand, button);
    } else if (view.phase === "play") {
      if (ui.picked !== null) {
        hint("phone-pow-discard-hint");
        view.discards.forEach((pile, k) => {
          const other = view.discards[1 - k];
          button(ctx.t("phone-pow-discard-on", { n: k + 1 }), () => tapPile(ctx, view, { Discard: k }), "", pile.length === 0 || other.length > 0);
        });
      } else {
        hint(me.is_in ? "phone-pow-play-hint-in" : "phone-pow-play-hint-out");
        if (!me.is_in)
          button(ctx.t("phone-pow-lay-start"), () => {
            ui.mode = "lay";
            ui.picked = null;
            ui.lay = { rows: wants.map(() => []), cur: 0 };
            redraw();
          });
      }
    }
    return [panel, row];
  }

  // Composing the lay-down: one row a challenge word.
  function composer(ctx, panel, hand, wants, row, button) {
    panel.append(ctx.el("h2", { text: ctx.t("phone-pow-lay-title") }));
    panel.append(ctx.el("p", { class: "pow-hint muted", text: ctx.t("phone-pow-lay-hint") }));
    const made = [];
    ui.lay.rows.forEach((cards, r) => {
      const strings = cards.map((p) => (hand[p.i][0] === "*" ? hand[p.i] + p.letters : hand[p.i]));
      const word = spell(strings);
      const kind = kindOf(strings);
      made.push([kind, word.length]);
      const w = wants[r] || ["pure", 3];
      const fits = kind === w[0] && word.length >= w[1];
      const status = cards.length
        ? ctx.el("span", { class: fits ? "pow-ok" : "pow-no", text: word + " " + (fits ? "✓" : "✗") })
        : ctx.el("span", { class: "muted", text: ctx.t("phone-pow-tap-cards") });
      const line = ctx.el("div", { class: "cards" });
      cards.forEach((p, k) => {
        line.append(
          cardEl(ctx, strings[k], {
            size: "small",
            onclick: (e) => {
              e.stopPropagation();
              ui.lay.rows[r].splice(k, 1);
              ui.lay.cur = r;
              redraw();
            },
          }),
        );
      });
      const head = ctx.el(
        "div",
        { class: "pow-row-head" },
        ctx.el("strong", { text: r + 1 + ". " + wantText(ctx, w) }),
        status,
      );
      panel.append(
        ctx.el(
          "div",
          { class: "pow-row" + (r === ui.lay.cur ? " cur" : ""), onclick: () => ((ui.lay.cur = r), redraw()) },
          head,
          line,
        ),
      );
    });
    const complete = ui.lay.rows.every((r) => r.length);
    if (complete && meets(made, wants)) panel.append(ctx.el("p", { class: "pow-hint pow-ok", text: "✓ " + ctx.t("phone-pow-lay-fits") }));
    button(
      ctx.t("phone-pow-lay-send"),
      () => {
        const first = last.view.words.length;
        const count = ui.lay.rows.length;
        send(
          ctx,
          { LayDown: ui.lay.rows.map((cards) => cards.map((p) => laidJson(hand[p.i], shown(hand, p)))) },
          (ok) => {
            if (ok) ui.laidNow = Array.from({ length: count }, (_, k) => first + k);
          },
        );
      },
      "",
      complete,
    );
    button(ctx.t("phone-pow-cancel"), () => ((ui.mode = null), (ui.lay = null), redraw()), "quiet");
  }

  // Changing a word on the table: "+" places between the cards, the cards to cover.
  function editor(ctx, view, panel, hand, button) {
    const ch = ui.change;
    const word = view.words[ch.word];
    const tops = word.slots.map((s) => s[s.length - 1]);
    const n = tops.length;
    const laid = (p) => (hand[p.i][0] === "*" ? hand[p.i] + p.letters : hand[p.i]);
    const result = [];
    const edit = ctx.el("div", { class: "pow-edit" });
    for (let g = 0; g <= n; g++) {
      const gap = ctx.el("span", { class: "pow-gap" });
      const isTarget = ch.target.gap === g;
      gap.append(
        ctx.el("button", {
          class: "plus" + (isTarget ? " target" : ""),
          text: "+",
          onclick: () => ((ch.target = { gap: g }), redraw()),
        }),
      );
      (ch.gaps[g] || []).forEach((p, k) => {
        result.push(laid(p));
        gap.append(
          cardEl(ctx, laid(p), {
            size: "small",
            extra: "added",
            onclick: () => {
              ch.gaps[g].splice(k, 1);
              ch.target = { gap: g };
              redraw();
            },
          }),
        );
      });
      edit.append(gap);
      if (g === n) break;
      const cover = ch.covers[g];
      const face = cover ? laid(cover) : tops[g];
      result.push(face);
      edit.append(
        cardEl(ctx, face, {
          size: "small",
          extra: (cover ? "added covered" : word.slots[g].length > 1 ? "covered" : "") + (ch.target.slot === g ? " target" : ""),
          onclick: () => {
            if (cover && ch.target.slot === g) delete ch.covers[g];
            ch.target = { slot: g };
            redraw();
          },
        }),
      );
    }
    const from = spell(tops);
    const to = spell(result);
    panel.append(ctx.el("h2", { text: ctx.t("phone-pow-change-title", { word: from }) }));
    panel.append(ctx.el("p", { class: "pow-hint muted", text: ctx.t("phone-pow-change-hint") }));
    panel.append(edit);
    panel.append(ctx.el("p", { class: "pow-becomes", text: from + " → " + to }));
    const edits = [];
    for (let g = 0; g <= n; g++) {
      const cards = (ch.gaps[g] || []).map((p) => laidJson(hand[p.i], shown(hand, p)));
      if (!cards.length) continue;
      if (g === 0) edits.push({ Prefix: cards });
      else if (g === n) edits.push({ Suffix: cards });
      else edits.push({ Insert: { before: g, cards } });
    }
    for (const [at, p] of Object.entries(ch.covers)) edits.push({ Cover: { at: Number(at), card: laidJson(hand[p.i], shown(hand, p)) } });
    button(ctx.t("phone-pow-change-send"), () => send(ctx, { Change: { word: ch.word, edits } }), "", edits.length > 0);
    button(ctx.t("phone-clear"), () => ((ch.gaps = {}), (ch.covers = {}), redraw()), "quiet", edits.length > 0);
    button(ctx.t("phone-pow-cancel"), () => ((ui.mode = null), (ui.change = null), redraw()), "quiet");
  }

  function handPanel(ctx, view, hand, mine) {
    const box = ctx.el("div", { class: "cards" });
    const u = used();
    const order = hand.map((s, i) => i);
    const rank = (s) => (s[0] === "*" ? 3 + s.length : ORDER[s[0]]);
    order.sort((a, b) => rank(hand[a]) - rank(hand[b]) || hand[a].localeCompare(hand[b]) || a - b);
    // The just-drawn cards: the last copies in the hand (a draw adds at the end).
    const fresh = new Set();
    for (const s of ui.fresh) {
      for (let i = hand.length - 1; i >= 0; i--) {
        if (hand[i] === s && !fresh.has(i)) {
          fresh.add(i);
          break;
        }
      }
    }
    const tappable = mine && view.phase === "play";
    for (const i of order) {
      const extra = [];
      if (ui.picked === i) extra.push("picked");
      if (u.has(i)) extra.push("used");
      if (fresh.has(i)) extra.push("fresh");
      const opts = { extra: extra.join(" ") };
      if (tappable && !u.has(i)) opts.onclick = () => tapHand(ctx, view, i);
      box.append(cardEl(ctx, hand[i], opts));
    }
    const title = ctx.el("h2", { text: ctx.t("phone-your-hand") + " (" + hand.length + ")" });
    title.style.marginTop = ".25rem";
    return ctx.el("div", { class: "pow-hand" }, title, box);
  }

  function tablePanel(ctx, view, me, mine) {
    const panel = ctx.el("div", { class: "panel" }, ctx.el("h2", { text: ctx.t("phone-pow-table") }));
    panel.firstChild.style.marginTop = ".25rem";
    if (!view.words.length) {
      panel.append(ctx.el("p", { class: "muted", text: ctx.t("phone-pow-no-words") }));
      return panel;
    }
    const changing = mine && view.phase === "play" && me.is_in && ui.mode !== "lay";
    const someone = view.words.some((w, i) => !ui.laidNow.includes(i));
    if (changing && someone && ui.mode !== "change") panel.append(ctx.el("p", { class: "pow-hint muted", text: ctx.t("phone-pow-tap-word") }));
    view.seats.forEach((seat, owner) => {
      const theirs = view.words.map((w, i) => [w, i]).filter(([w]) => w.owner === owner);
      if (!theirs.length) return;
      panel.append(ctx.el("div", { class: "pow-owner muted", text: ctx.t("phone-pow-words-of", { name: ctx.names[owner] || seat.name }) }));
      const list = ctx.el("div", { class: "pow-words" });
      for (const [w, i] of theirs) {
        const cls = "pow-word" + (w.pure ? " " + w.pure.toLowerCase() : "");
        const props = { class: cls };
        const may = changing && !ui.laidNow.includes(i);
        if (may) {
          props.onclick = () => {
            ui.mode = "change";
            ui.picked = null;
            ui.change = { word: i, target: { gap: w.slots.length }, gaps: {}, covers: {} };
            redraw();
            window.scrollTo(0, 0);
          };
        }
        const el = ctx.el(may ? "button" : "div", props);
        if (ui.mode === "change" && ui.change.word === i) el.classList.add("chosen");
        for (const slot of w.slots) el.append(cardEl(ctx, slot[slot.length - 1], { size: "small", extra: slot.length > 1 ? "covered" : "" }));
        list.append(el);
      }
      panel.append(list);
    });
    return panel;
  }

  function playersPanel(ctx, view) {
    const grid = ctx.el("div", { class: "pow-players" });
    view.seats.forEach((seat, i) => {
      const acting = ctx.acting.includes(i) ? "▶ " : "";
      grid.append(ctx.el("span", { class: i === ctx.seat ? "me" : "", text: acting + (ctx.names[i] || seat.name) + (seat.is_in ? " ✓" : "") }));
      grid.append(ctx.el("span", { class: "muted", text: ctx.t("phone-pow-cards", { n: seat.hand_count }) }));
      grid.append(ctx.el("span", { class: "num", text: String(seat.score) }));
    });
    const legend = view.seats.some((s) => s.is_in) ? ctx.el("p", { class: "muted pow-hint", text: "✓ " + ctx.t("phone-pow-met") }) : null;
    if (legend) legend.style.margin = ".4rem 0 0";
    return ctx.el("div", { class: "panel" }, ctx.el("h2", { text: ctx.t("phone-scores") }), grid, legend);
  }

  // The end of a round (or of the game): who went out, the points, the cards left in hands.
  function roundPanel(ctx, view) {
    const panel = ctx.el("div", { class: "panel" });
    const r = view.history[view.history.length - 1];
    if (r) {
      panel.append(ctx.el("h2", { text: ctx.t("phone-pow-round-over", { n: view.history.length }) }));
      const name = (i) => ctx.names[i] || view.seats[i].name;
      panel.append(
        ctx.el("p", {
          class: "big pow-out",
          text: r.winner === null || r.winner === undefined ? ctx.t("phone-pow-blocked") : ctx.t("phone-pow-went-out", { name: name(r.winner) }),
        }),
      );
      const grid = ctx.el("div", { class: "pow-result" });
      r.points.forEach((p, i) => {
        grid.append(ctx.el("strong", { text: name(i) }), ctx.el("span", { class: "num", text: ctx.t("phone-pow-points", { n: p }) }));
        const left = ctx.el("div", { class: "cards" });
        left.style.gridColumn = "1 / -1";
        left.style.gap = ".25rem";
        for (const s of r.hands[i]) left.append(cardEl(ctx, s, { size: "small" }));
        if (!r.hands[i].length) left.append(ctx.el("span", { class: "muted", text: ctx.t("phone-pow-no-cards") }));
        grid.append(left);
      });
      panel.append(grid);
    }
    if (view.phase === "over") {
      const best = Math.max(...view.seats.map((s) => s.score));
      const names = view.seats.map((s, i) => [s, i]).filter(([s]) => s.score === best).map(([s, i]) => ctx.names[i] || s.name);
      panel.append(ctx.el("p", { class: "big pow-ok", text: ctx.t("phone-pow-winner", { names: names.join(", ") }) }));
    } else if (ctx.mine) {
      const b = ctx.el("button", { text: ctx.t("phone-pow-next-round"), onclick: () => send(ctx, "NextRound") });
      b.style.width = "100%";
      if (ui.busy) b.disabled = true;
      panel.append(b);
    }
    return panel;
  }

  function summary(view, ctx) {
    const wants = wantedOf(view);
    const name = (i) => (ctx.names && ctx.names[i]) || view.seats[i].name;
    let headline = ctx.t("phone-pow-challenge", { n: view.challenge + 1 }) + " · " + ctx.t("phone-round", { n: view.round + 1 });
    const r = view.history[view.history.length - 1];
    if (view.phase === "round over" && r)
      headline = r.winner === null || r.winner === undefined ? ctx.t("phone-pow-blocked") : ctx.t("phone-pow-went-out", { name: name(r.winner) });
    const words = view.words.map((w) => spell(w.slots.map((s) => s[s.length - 1])));
    const short = (w) => (w[0] === "pure" ? ctx.t("phone-pow-short-pure", { min: w[1] }) : ctx.t("phone-pow-short-mixed", { min: w[1] }));
    let detail = wants.map(short).join(" · ");
    if (words.length) detail += " — " + words.join(" ");
    return {
      headline,
      scores: view.seats.map((s, i) => ({ name: name(i), score: s.score })),
      detail,
    };
  }

  WT.register("play_on_words", { render, summary });
})();
