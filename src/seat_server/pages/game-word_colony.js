// Word Colony on the phone: a seat's own page, drawn from its seat view. It shows the scores
// and the finish line, the hand (letter, black and special cards), the words on the table, and
// what the turn wants now: draw, choose a card whose question to read, answer A-D (every
// answerer at once, on their own phone), then build words (tap cards in order or type the word,
// pick where: a new word, the end of a word, or a colony word from a word's last letter), play
// special cards, decolonize, and end the turn. The overlay's summary is at the end.
"use strict";

(() => {
  // ---- local state: what this phone is in the middle of (kept across new views) ----
  const ui = {
    stamp: null, // "turn:phase": a new step of the game starts afresh
    picks: [], // the new letters, in order: { id, letter, kind: "L" | "B" | "M", value }
    typed: "", // what is typed in the word box
    target: { kind: "new" }, // or { kind: "expand" | "colony", group }
    readPick: null, // the card chosen to read its question
    magicFor: null, // a Magic Word card waiting for its letter
    special: null, // a special card being played: { id, kind }
    prevHand: null, // the hand's ids at the last view, to light up new cards
    fresh: new Set(),
    lastView: null,
    last: null, // { root, view, ctx } for redrawing after a tap
    refocus: false,
    asked: null, // the question being answered: this seat's part and hand before the reveal
    myChoice: null, // the answer this phone sent
    notice: null, // what the last question did for this seat: { turn, text, tone }
    missing: null, // a typed letter no card gives
    busy: false, // an action is on its way
  };

  const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

  function addStyle() {
    if (document.getElementById("wc-style")) return;
    const css = `
.wc h2 { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0 .5rem; }
.wc h2 small { font-size: .85rem; font-weight: 500; color: var(--muted); }
.wc .cards { gap: .45rem; }
.wc .card { min-height: 0; height: 3.9rem; min-width: 3rem; padding: 0 .4rem; background: var(--card);
  color: var(--ink); font-size: 1.6rem; font-weight: 800; border-radius: .45rem; border: 3px solid transparent;
  box-shadow: 0 .15rem .3rem rgba(0,0,0,.35); }
.wc .card.black { background: #1b1b1b; color: #f4f1e8; }
.wc .card.special { background: #6b4fa3; color: #fff; font-size: .72rem; line-height: 1.05; width: 4.4rem;
  white-space: normal; text-align: center; font-weight: 700; }
.wc .card.tile { height: 2.6rem; min-width: 2.3rem; padding: 0 .55rem 0 .3rem; font-size: 1.2rem; box-shadow: none; }
.wc .card.tile small { font-size: .6rem; right: .15rem; bottom: .05rem; }
.wc #wc-builder { scroll-margin-top: 3.5rem; }
.wc .card.tile.base { opacity: .55; }
.wc .card small.q { left: .2rem; right: auto; top: .1rem; bottom: auto; font-size: .75rem; font-weight: 800;
  color: var(--blue); }
.wc .card.black small.q { color: var(--gold); }
.wc .card.fresh { box-shadow: 0 0 0 3px #5fd07a, 0 .15rem .3rem rgba(0,0,0,.35); }
.wc .card.picked { border-color: var(--gold); transform: translateY(-.35rem); }
.wc .card.off { opacity: .35; }
.wc .card .order { position: absolute; top: -.55rem; right: -.45rem; background: var(--gold); color: var(--ink);
  border-radius: 50%; width: 1.2rem; height: 1.2rem; font-size: .75rem; line-height: 1.2rem; text-align: center; }
.wc .srow { display: grid; grid-template-columns: 1fr auto; gap: .1rem .5rem; align-items: center; padding: .25rem 0; }
.wc .srow .who { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wc .srow.now .who::before { content: "\\25B6\\FE0E  "; color: var(--gold); }
.wc .srow .pts { font-weight: 800; font-variant-numeric: tabular-nums; }
.wc .bar { grid-column: 1 / 3; height: .45rem; background: rgba(255,255,255,.15); border-radius: .3rem; overflow: hidden; }
.wc .bar span { display: block; height: 100%; background: var(--gold); }
.wc .srow small { color: var(--muted); font-weight: 500; }
.wc .question { font-size: 1.25rem; font-weight: 700; line-height: 1.35; margin: .3rem 0 .7rem; }
.wc .choices button { display: flex; gap: .7rem; align-items: center; min-height: 3.6rem; font-size: 1.1rem; }
.wc .choices button b { flex: none; width: 2.2rem; height: 2.2rem; border-radius: 50%; background: var(--ink);
  color: var(--gold); display: inline-flex; align-items: center; justify-content: center; }
.wc .choices button.chosen { background: #fff; }
.wc .choices.readonly div { background: rgba(0,0,0,.2); border-radius: .5rem; padding: .55rem .7rem; }
.wc .group { background: rgba(0,0,0,.2); border-radius: .6rem; padding: .5rem .6rem; margin: .45rem 0; }
.wc .group.sel { outline: 3px solid var(--gold); }
.wc .group .head { display: flex; justify-content: space-between; gap: .5rem; font-size: .9rem; color: var(--muted); }
.wc .group .head b { color: #f4f1e8; }
.wc .group .words { font-size: 1.05rem; margin: .3rem 0; letter-spacing: .04em; word-break: break-word; }
.wc .group .words .lastw { font-weight: 800; color: var(--gold); }
.wc .group .row button { flex: 1; min-height: 2.9rem; font-size: .95rem; padding: .3rem .5rem; }
.wc .tag { display: inline-block; font-size: .75rem; border: 1px solid var(--muted); border-radius: .8rem;
  padding: 0 .45rem; margin-left: .25rem; color: var(--muted); }
.wc .preview { min-height: 2.9rem; display: flex; flex-wrap: wrap; gap: .25rem; align-items: center; }
.wc .verdict { margin: .4rem 0; font-weight: 600; }
.wc .verdict.good { color: #7fe08f; }
.wc .verdict.bad { color: #ffb3a8; }
.wc .grow { flex: 1; }
.wc .wide { width: 100%; margin-top: .5rem; }
.wc .letters { margin-top: .5rem; }
.wc .log { margin: 0; padding-left: 1.1rem; }
.wc .log li { margin: .15rem 0; }
.wc .targets { display: flex; flex-wrap: wrap; gap: .4rem; }
.wc .targets button { flex: 1 1 40%; }
.wc .winner { font-size: 1.5rem; font-weight: 800; color: var(--gold); }
`;
    document.head.append(Object.assign(document.createElement("style"), { id: "wc-style", textContent: css }));
  }

  // ---- reading the view ----
  const me = (view) => (view.viewer && view.viewer.Seat !== undefined ? view.viewer.Seat : null);
  const hand = (view) => {
    const seat = me(view);
    return (seat !== null && view.players[seat] && view.players[seat].hand) || [];
  };
  // A face as { kind: "L" | "B" | special name, letter, value }.
  function faceOf(face) {
    if (face.Letter) return { kind: "L", letter: face.Letter.letter, value: face.Letter.value };
    if (face.Black) return { kind: "B", letter: face.Black.letter, value: face.Black.value };
    return { kind: face.Special, letter: null, value: 0 };
  }
  const wordText = (word) => word.cards.map((p) => p.letter).join("");
  const wordValue = (word) => word.cards.reduce((s, p) => s + p.value, 0);
  const lastWord = (g) => g.words[g.words.length - 1];
  const groupOf = (view, id) => view.table.groups.find((g) => g.id === id);
  const conquerable = (g) => g.words.length === 1 && !g.unconquerable && !g.immune;

  function specialName(kind, t) {
    switch (kind) {
      case "Immunity":
        return t("phone-wc-special-immunity");
      case "MagicWord":
        return t("phone-wc-special-magic-word");
      case "FistBump":
        return t("phone-wc-special-fist-bump");
      default:
        return t("phone-wc-special-conquest");
    }
  }

  // One card as a button (or a plain tile): letter and value, black or special.
  function cardEl(ctx, card, opts) {
    const f = faceOf(card.face);
    const cls = ["card"];
    if (f.kind === "B") cls.push("black");
    if (f.kind !== "L" && f.kind !== "B") cls.push("special");
    if (opts.picked) cls.push("picked");
    if (opts.off) cls.push("off");
    if (opts.fresh) cls.push("fresh");
    const b = opts.onclick
      ? ctx.el("button", { class: cls.join(" "), type: "button", "data-card": String(card.id) })
      : ctx.el("span", { class: cls.join(" "), "data-card": String(card.id) });
    if (f.letter) {
      b.append(f.letter, ctx.el("small", { text: String(f.value) }));
      if (!card.read) b.append(ctx.el("small", { class: "q", text: "?" }));
    } else {
      b.append(specialName(f.kind, ctx.t));
    }
    if (opts.order) b.append(ctx.el("span", { class: "order", text: String(opts.order) }));
    if (opts.onclick) b.onclick = opts.onclick;
    return b;
  }

  function tile(ctx, letter, kind, value, base) {
    const cls = "card tile" + (kind === "B" ? " black" : "") + (base ? " base" : "");
    const d = ctx.el("span", { class: cls, text: letter });
    if (value !== null && value !== undefined) d.append(ctx.el("small", { text: String(value) }));
    return d;
  }

  // ---- the word being built ----
  const spell = (picks) =>
    picks.map((p) => (p.kind === "L" ? p.letter : p.kind === "B" ? p.letter.toLowerCase() : "*" + p.letter)).join("");

  // The letters already on the table that the word continues, for the chosen target.
  function baseOf(view) {
    const g = ui.target.kind === "new" ? null : groupOf(view, ui.target.group);
    if (!g) return "";
    const w = wordText(lastWord(g));
    return ui.target.kind === "expand" ? w : w.slice(-1);
  }

  // Hand cards for typed letters: cream cards first (read ones before unread), then black
  // cards, then Magic Words; the first letter no card gives, if any.
  function picksFor(view, letters) {
    const pool = hand(view)
      .map((c) => ({ c, f: faceOf(c.face) }))
      .sort((a, b) => Number(a.c.read === false) - Number(b.c.read === false));
    const picks = [];
    for (const letter of letters) {
      const take = (want) => {
        const i = pool.findIndex(want);
        return i < 0 ? null : pool.splice(i, 1)[0];
      };
      const got =
        take((x) => x.f.kind === "L" && x.f.letter === letter) ||
        take((x) => x.f.kind === "B" && x.f.letter === letter) ||
        take((x) => x.f.kind === "MagicWord");
      if (!got) return { picks, missing: letter };
      const kind = got.f.kind === "MagicWord" ? "M" : got.f.kind;
      picks.push({ id: got.c.id, letter, kind, value: got.f.value });
    }
    return { picks, missing: null };
  }

  function applyTyped(view) {
    let letters = ui.typed.toUpperCase().replace(/[^A-Z]/g, "");
    const base = baseOf(view);
    if (base && letters.length > base.length && letters.startsWith(base)) letters = letters.slice(base.length);
    const got = picksFor(view, letters.split(""));
    ui.picks = got.picks;
    ui.missing = got.missing;
  }

  function buildAction(view) {
    const word = (ui.typed || ui.picks.map((p) => p.letter).join("")).trim().toUpperCase();
    const cards = ui.picks.map((p) => p.id);
    if (ui.target.kind === "new") return { Build: { word, cards } };
    const target = "#" + ui.target.group;
    const whole = baseOf(view) + word;
    if (ui.target.kind === "expand") return { Expand: { target, word: whole, cards } };
    return { Colony: { target, word: whole, cards } };
  }

  // ---- what the last question did for this seat ----
  // The view tells neither the right answer nor who had it: what this seat can see is its
  // hand growing (cards won) and its score log (a black card's wrong answer).
  function noteQuestion(view) {
    const seat = me(view);
    if (seat === null) return;
    const mine = view.players[seat];
    const q = view.question;
    if (view.phase === "Answer" && q) {
      if (!ui.asked || ui.asked.turn !== view.turn) ui.myChoice = null;
      ui.asked = {
        turn: view.turn,
        reader: q.reader === seat,
        answering: !!q.answering[seat],
        choice: q.own_answer || ui.myChoice,
        hand: mine.hand_count,
        readerHand: view.players[q.reader].hand_count,
        log: view.score_log.length,
      };
      return;
    }
    const a = ui.asked;
    if (!a || a.turn !== view.turn) return;
    ui.asked = null;
    const drawn = mine.hand_count - a.hand;
    const lost = view.score_log
      .slice(a.log)
      .filter((e) => e.reason === "BlackQuestion");
    const myLoss = lost.filter((e) => e.player === seat).reduce((s, e) => s + e.delta, 0);
    const choice = a.choice || ui.myChoice || "";
    // Kept as a key and its values, so a change of language words it again.
    let say = null;
    if (a.answering) {
      if (drawn > 0) say = ["phone-wc-result-right", { letter: choice, n: drawn }, "good"];
      else if (myLoss < 0) say = ["phone-wc-result-black", { letter: choice, delta: myLoss }, "bad"];
      else if (view.players[view.current].hand_count > a.readerHand) {
        // The reader won the cards: nobody was right.
        say = ["phone-wc-result-wrong", { letter: choice }, "bad"];
      } else say = ["phone-wc-result-none", { letter: choice }, ""];
    } else if (a.reader) {
      if (drawn > 0) say = ["phone-wc-result-nobody", { n: drawn }, "good"];
      else if (lost.length) say = ["phone-wc-result-losers", { names: lost.map((e) => view.players[e.player].name).join(", ") }, ""];
    }
    ui.notice = say ? { turn: view.turn, key: say[0], vars: say[1], tone: say[2] } : null;
  }

  // ---- drawing ----
  function redraw() {
    if (ui.last) render(ui.last.root, ui.last.view, ui.last.ctx);
  }

  // Sends one action; a second tap while it is on its way is ignored (a lost answer frees
  // the buttons after a few seconds; the shell sends it again on reconnection).
  async function send(ctx, action, after) {
    if (ui.busy) return null;
    ui.busy = true;
    const unstick = setTimeout(() => (ui.busy = false), 5000);
    try {
      const r = await ctx.act(action);
      if (r.ok && after) after();
      return r;
    } finally {
      clearTimeout(unstick);
      ui.busy = false;
      redraw();
    }
  }

  function render(root, view, ctx) {
    addStyle();
    ui.last = { root, view, ctx };
    const t = ctx.t;
    const seat = me(view);
    const stamp = view.turn + ":" + view.phase;
    const newStep = stamp !== ui.stamp;
    if (newStep) {
      ui.stamp = stamp;
      ui.picks = [];
      ui.typed = "";
      ui.missing = null;
      ui.target = { kind: "new" };
      ui.readPick = null;
      ui.magicFor = null;
      ui.special = null;
    }
    const cards = hand(view);
    const ids = new Set(cards.map((c) => c.id));
    if (view !== ui.lastView) {
      ui.lastView = view;
      if (ui.prevHand) {
        const added = cards.filter((c) => !ui.prevHand.has(c.id)).map((c) => c.id);
        if (added.length) ui.fresh = new Set(added);
        else if (newStep) ui.fresh = new Set();
        else ui.fresh = new Set([...ui.fresh].filter((id) => ids.has(id)));
      }
      ui.prevHand = ids;
      noteQuestion(view);
    }
    // What no longer applies goes.
    ui.picks = ui.picks.filter((p) => ids.has(p.id));
    if (ui.target.kind !== "new" && !groupOf(view, ui.target.group)) ui.target = { kind: "new" };
    if (ui.readPick !== null && !ids.has(ui.readPick)) ui.readPick = null;
    if (ui.special && !ids.has(ui.special.id)) ui.special = null;
    if (ui.magicFor !== null && !ids.has(ui.magicFor)) ui.magicFor = null;

    const hadFocus = document.activeElement && document.activeElement.id === "wc-type";
    root.textContent = "";
    // The turn and its step, for tests and for styling.
    const page = ctx.el("div", { class: "wc", "data-turn": String(view.turn), "data-phase": view.phase });
    root.append(page);
    const mine = ctx.mine && seat !== null;
    const names = view.players.map((p) => p.name);
    const current = names[view.current] || "";

    // The last question's outcome stays up until the next question (the computer may have
    // built and passed in a moment).
    if (ui.notice && view.turn <= ui.notice.turn + 1 && view.phase !== "Answer" && !view.result)
      page.append(ctx.el("p", { class: "panel verdict " + ui.notice.tone, id: "wc-notice", text: t(ui.notice.key, ui.notice.vars) }));
    // The last question, revealed: the right answer and who had it.
    const shown = view.last_reveal;
    if (shown && view.phase !== "Answer" && !view.result) {
      const letters = ["A", "B", "C", "D"];
      const who = (list) => list.map((p) => names[p]).join(", ");
      const box = ctx.el("div", { class: "panel", id: "wc-reveal" });
      box.append(ctx.el("p", { class: "muted", text: shown.text }));
      box.append(
        ctx.el("p", {
          class: "verdict good",
          text: t("phone-wc-reveal-answer", { letter: shown.correct, answer: shown.options[letters.indexOf(shown.correct)] || "" }),
        })
      );
      if (shown.right.length) box.append(ctx.el("p", { text: t("phone-wc-reveal-right", { names: who(shown.right) }) }));
      if (shown.wrong.length) box.append(ctx.el("p", { text: t("phone-wc-reveal-wrong", { names: who(shown.wrong) }) }));
      page.append(box);
    }

    if (view.phase === "Over" || view.result) {
      page.append(overPanel(view, ctx));
      page.append(scoresPanel(view, ctx));
      page.append(handPanel(view, ctx, {}));
      page.append(tablePanel(view, ctx, null));
      return;
    }

    page.append(scoresPanel(view, ctx));

    // Words put to the table's vote (house rule): the voters vote here; nobody plays meanwhile.
    if (view.vote) {
      const v = view.vote;
      const box = ctx.el("div", { class: "panel", id: "wc-vote" },
        ctx.el("p", { class: "big", text: t("phone-vote", { name: names[v.by] || "", words: v.words.join(", ") }) }));
      if (seat !== null && v.waiting.includes(seat)) {
        box.append(ctx.el("div", { class: "row" },
          ctx.el("button", { "data-act": "vote-yes", text: t("phone-yes"), onclick: () => send(ctx, { Vote: { yes: true } }) }),
          ctx.el("button", { class: "danger", "data-act": "vote-no", text: t("phone-no"), onclick: () => send(ctx, { Vote: { yes: false } }) })));
      } else box.append(ctx.el("p", { text: t("phone-vote-waiting") }));
      page.append(box, handPanel(view, ctx, {}), tablePanel(view, ctx, null));
      return;
    }

    if (view.phase === "Draw") {
      if (mine) {
        page.append(
          ctx.el(
            "div",
            { class: "panel" },
            ctx.el("h2", { text: t("phone-wc-draw-title") }),
            ctx.el("button", { class: "wide big", id: "wc-draw", text: t("phone-wc-draw"), onclick: () => send(ctx, "Draw") }),
          ),
        );
      } else page.append(ctx.el("p", { class: "panel", text: t("phone-wc-others-draw", { name: current }) }));
      page.append(handPanel(view, ctx, {}));
      page.append(tablePanel(view, ctx, null));
    } else if (view.phase === "Question") {
      if (mine) page.append(questionChooser(view, ctx));
      else {
        page.append(ctx.el("p", { class: "panel", text: t("phone-wc-others-choose", { name: current }) }));
        page.append(handPanel(view, ctx, {}));
      }
      page.append(tablePanel(view, ctx, null));
    } else if (view.phase === "Answer") {
      page.append(answerPanel(view, ctx));
      page.append(handPanel(view, ctx, {}));
      page.append(tablePanel(view, ctx, null));
    } else if (view.phase === "Build") {
      if (mine) builder(page, view, ctx);
      else {
        page.append(ctx.el("p", { class: "panel", text: t("phone-wc-others-build", { name: current }) }));
        page.append(handPanel(view, ctx, {}));
        page.append(tablePanel(view, ctx, null));
      }
    }
    const log = logPanel(view, ctx);
    if (log) page.append(log);
    if (hadFocus || ui.refocus) {
      ui.refocus = false;
      const input = document.getElementById("wc-type");
      if (input) {
        input.focus();
        input.setSelectionRange(input.value.length, input.value.length);
      }
    }
  }

  function scoresPanel(view, ctx) {
    const t = ctx.t;
    const box = ctx.el("div", { class: "panel" });
    box.append(
      ctx.el(
        "h2",
        null,
        ctx.el("span", { text: t("phone-scores") }),
        ctx.el("small", { text: t("phone-wc-finish", { points: view.finish_line }) }),
      ),
    );
    view.players.forEach((p, i) => {
      const row = ctx.el("div", { class: "srow" + (i === view.current && !view.result ? " now" : "") });
      const who = ctx.el("span", { class: "who", text: p.name });
      if (p.team !== null && p.team !== undefined) who.append(" ", ctx.el("small", { text: t("phone-wc-alliance", { n: p.team }) }));
      row.append(
        who,
        ctx.el(
          "span",
          null,
          ctx.el("small", { text: t("phone-wc-hand-count", { n: p.hand_count }) + "   " }),
          ctx.el("span", { class: "pts", text: String(p.score) }),
        ),
      );
      const pct = Math.max(0, Math.min(100, (100 * p.score) / Math.max(1, view.finish_line)));
      const bar = ctx.el("div", { class: "bar" }, ctx.el("span", { style: "width:" + pct + "%" }));
      row.append(bar);
      box.append(row);
    });
    return box;
  }

  function handPanel(view, ctx, opts) {
    const t = ctx.t;
    const cards = hand(view);
    const box = ctx.el("div", { class: "panel" });
    const fresh = cards.filter((c) => ui.fresh.has(c.id));
    box.append(
      ctx.el(
        "h2",
        null,
        ctx.el("span", { text: t("phone-your-hand") }),
        fresh.length
          ? ctx.el("small", {
              text: t("phone-wc-new-cards", {
                cards: fresh.map((c) => faceOf(c.face).letter || specialName(faceOf(c.face).kind, t)).join(" "),
              }),
            })
          : null,
      ),
    );
    const row = ctx.el("div", { class: "cards", id: "wc-hand" });
    for (const c of cards) {
      const pickIndex = ui.picks.findIndex((p) => p.id === c.id);
      const o = {
        picked: opts.picked ? opts.picked(c) : pickIndex >= 0,
        order: opts.numbered && pickIndex >= 0 ? pickIndex + 1 : 0,
        off: opts.off ? opts.off(c) : false,
        fresh: ui.fresh.has(c.id),
        onclick: opts.tap && !(opts.off && opts.off(c)) ? () => opts.tap(c) : null,
      };
      row.append(cardEl(ctx, c, o));
    }
    box.append(row);
    if (opts.note) box.append(ctx.el("p", { class: "muted", text: opts.note }));
    return box;
  }

  // ---- choosing the question ----
  function questionChooser(view, ctx) {
    const t = ctx.t;
    const wrap = ctx.el("div");
    const box = ctx.el("div", { class: "panel" });
    box.append(ctx.el("h2", { text: t("phone-wc-question-title") }));
    box.append(ctx.el("p", { class: "muted", text: t("phone-wc-question-hint") }));
    wrap.append(box);
    const readable = (c) => faceOf(c.face).letter !== null && !c.read;
    wrap.append(
      handPanel(view, ctx, {
        picked: (c) => c.id === ui.readPick,
        off: (c) => !readable(c),
        tap: (c) => {
          ui.readPick = ui.readPick === c.id ? null : c.id;
          redraw();
        },
      }),
    );
    const chosen = hand(view).find((c) => c.id === ui.readPick);
    const label = chosen
      ? t("phone-wc-read-card", { letter: faceOf(chosen.face).letter, value: faceOf(chosen.face).value })
      : t("phone-wc-pick-a-card");
    const read = ctx.el("button", { class: "wide big", id: "wc-read", text: label });
    read.disabled = !chosen;
    read.onclick = () => send(ctx, { Read: { card: ui.readPick } });
    wrap.append(read);
    if (chosen && faceOf(chosen.face).kind === "B") wrap.append(ctx.el("p", { class: "muted", text: t("phone-wc-black-read") }));
    return wrap;
  }

  // ---- answering ----
  function answerPanel(view, ctx) {
    const t = ctx.t;
    const q = view.question;
    const box = ctx.el("div", { class: "panel", id: "wc-question" });
    if (!q) return box;
    const seat = me(view);
    const names = view.players.map((p) => p.name);
    const difficulty = { Easy: t("phone-wc-easy"), Medium: t("phone-wc-medium"), Hard: t("phone-wc-hard") }[q.difficulty] || "";
    box.append(ctx.el("p", { class: "muted", text: t("phone-wc-asks", { name: names[q.reader] || "", category: q.category, difficulty }) }));
    box.append(ctx.el("div", { class: "question", text: q.text }));
    const answering = seat !== null && q.answering[seat];
    const all = q.answering.filter(Boolean).length;
    const done = q.answering.filter((a, i) => a && q.done[i]).length;
    const count = ctx.el("p", { class: "muted", text: t("phone-wc-answered-count", { done, all }) });
    if (answering && !q.own_answer && !q.done[seat]) {
      box.append(ctx.el("p", { text: t("phone-wc-answer-now") }));
      const list = ctx.el("div", { class: "choices" });
      ["A", "B", "C", "D"].forEach((letter, i) => {
        list.append(
          ctx.el(
            "button",
            {
              type: "button",
              "data-choice": letter,
              onclick: () => {
                ui.myChoice = letter;
                send(ctx, { Answer: { choice: letter } });
              },
            },
            ctx.el("b", { text: letter }),
            ctx.el("span", { text: q.options[i] }),
          ),
        );
      });
      box.append(list);
      box.append(count);
      return box;
    }
    const list = ctx.el("div", { class: "choices readonly" });
    ["A", "B", "C", "D"].forEach((letter, i) => {
      const row = ctx.el("div", { class: q.own_answer === letter ? "chosen" : "" }, ctx.el("b", { text: letter + "  " }), q.options[i]);
      if (q.own_answer === letter) row.style.outline = "3px solid var(--gold)";
      list.append(row);
    });
    if (seat === q.reader) box.prepend(ctx.el("h2", { text: t("phone-wc-read-aloud") }));
    box.append(list);
    if (answering) box.append(ctx.el("p", { class: "verdict good", id: "wc-answered", text: q.own_answer ? t("phone-wc-you-answered", { letter: q.own_answer }) : t("phone-wc-time-up") }));
    else if (seat !== q.reader) box.append(ctx.el("p", { class: "muted", text: t("phone-wc-ally-reads") }));
    const waiting = q.answering.map((a, i) => (a && !q.done[i] ? names[i] : null)).filter(Boolean);
    box.append(count);
    if (waiting.length) box.append(ctx.el("p", { class: "muted", text: t("phone-wc-still-thinking", { names: waiting.join(", ") }) }));
    return box;
  }

  // ---- building ----
  function builder(page, view, ctx) {
    const t = ctx.t;
    const seat = me(view);
    const base = baseOf(view);
    const ownsAny = view.table.groups.some((g) => g.owner === seat);

    // The word: base letters (greyed), the new letters, its points, and Place.
    const box = ctx.el("div", { class: "panel", id: "wc-builder" });
    let where = t("phone-wc-new-word");
    const g = ui.target.kind === "new" ? null : groupOf(view, ui.target.group);
    if (g && ui.target.kind === "expand") where = t("phone-wc-extend", { word: wordText(lastWord(g)) });
    if (g && ui.target.kind === "colony") where = t("phone-wc-colony", { letter: base, word: wordText(lastWord(g)) });
    box.append(ctx.el("h2", null, ctx.el("span", { text: t("phone-wc-your-word") }), ctx.el("small", { text: where })));
    const preview = ctx.el("div", { class: "preview", id: "wc-preview" });
    for (const letter of base) preview.append(tile(ctx, letter, "L", null, true));
    for (const p of ui.picks) preview.append(tile(ctx, p.letter, p.kind, p.kind === "M" ? 0 : p.value, false));
    if (!base && !ui.picks.length) preview.append(ctx.el("span", { class: "muted", text: t("phone-wc-tap-cards") }));
    box.append(preview);
    const added = ui.picks.reduce((s, p) => s + (p.kind === "M" ? 0 : p.value), 0);
    if (ui.missing) box.append(ctx.el("p", { class: "verdict bad", text: t("phone-wc-no-card-for", { letter: ui.missing }) }));
    else if (ui.picks.length) {
      let text = t("phone-wc-points", { n: added });
      if (g && g.owner !== seat && conquerable(g) && added > wordValue(lastWord(g)))
        text += " · " + t("phone-wc-conquers", { word: wordText(lastWord(g)), name: view.players[g.owner].name });
      box.append(ctx.el("p", { class: "verdict good", text }));
    }
    const input = ctx.el("input", {
      id: "wc-type",
      autocomplete: "off",
      autocapitalize: "characters",
      spellcheck: "false",
      placeholder: t("phone-type-word"),
    });
    input.value = ui.typed;
    input.oninput = () => {
      ui.typed = input.value;
      applyTyped(view);
      ui.refocus = true;
      redraw();
    };
    const clear = ctx.el("button", {
      class: "quiet",
      type: "button",
      text: t("phone-clear"),
      onclick: () => {
        ui.picks = [];
        ui.typed = "";
        ui.missing = null;
        ui.magicFor = null;
        redraw();
      },
    });
    box.append(ctx.el("div", { class: "row" }, input, clear));
    const place = ctx.el("button", { class: "wide big", id: "wc-place", text: t("phone-wc-place") });
    place.disabled = !ui.picks.length || !!ui.missing;
    place.onclick = () =>
      send(ctx, buildAction(view), () => {
        ui.picks = [];
        ui.typed = "";
        ui.missing = null;
        ui.target = { kind: "new" };
      });
    box.append(place);
    // A word the dictionary lacks may go to the table's vote (house rule).
    const word = spell(ui.picks);
    if (view.ask_table && word.length >= 2) {
      box.append(ctx.el("button", { class: "wide quiet", id: "wc-ask", text: t("phone-ask", { words: word }), onclick: () => send(ctx, { AskTable: { words: [word] } }) }));
    }
    page.append(box);

    // The hand: tap to add a letter, tap again to take it back; a Magic Word asks its letter.
    const tap = (c) => {
      const f = faceOf(c.face);
      const at = ui.picks.findIndex((p) => p.id === c.id);
      ui.typed = "";
      ui.missing = null;
      if (at >= 0) ui.picks.splice(at, 1);
      else if (f.kind === "L" || f.kind === "B") ui.picks.push({ id: c.id, letter: f.letter, kind: f.kind, value: f.value });
      else if (f.kind === "MagicWord") ui.magicFor = ui.magicFor === c.id ? null : c.id;
      else ui.special = ui.special && ui.special.id === c.id ? null : { id: c.id, kind: f.kind };
      redraw();
    };
    page.append(handPanel(view, ctx, { tap, numbered: true, picked: (c) => ui.picks.some((p) => p.id === c.id) || (ui.special && ui.special.id === c.id) || ui.magicFor === c.id }));
    if (ui.magicFor !== null) page.append(magicPicker(ctx));
    if (ui.special) page.append(specialPanel(view, ctx));
    else {
      const specials = hand(view).filter((c) => ["Immunity", "Conquest", "FistBump"].includes(faceOf(c.face).kind));
      if (specials.length) {
        const sp = ctx.el("div", { class: "panel" }, ctx.el("h2", { text: t("phone-wc-specials") }));
        const row = ctx.el("div", { class: "targets" });
        for (const c of specials) {
          const kind = faceOf(c.face).kind;
          row.append(ctx.el("button", { class: "quiet", type: "button", text: specialName(kind, t), onclick: () => { ui.special = { id: c.id, kind }; redraw(); } }));
        }
        sp.append(row);
        page.append(sp);
      }
    }

    // Where the word goes: a new word, or one of the table's words.
    page.append(tablePanel(view, ctx, { ownsAny }));

    const end = ctx.el("button", { class: "wide quiet", id: "wc-end", text: t("phone-wc-end-turn") });
    end.onclick = () => send(ctx, "Pass");
    page.append(end);
  }

  function magicPicker(ctx) {
    const box = ctx.el("div", { class: "panel", id: "wc-magic" }, ctx.el("h2", { text: ctx.t("phone-wc-magic-pick") }));
    const grid = ctx.el("div", { class: "grid7 letters" });
    for (const letter of LETTERS) {
      grid.append(
        ctx.el("button", {
          type: "button",
          text: letter,
          onclick: () => {
            ui.picks.push({ id: ui.magicFor, letter, kind: "M", value: 0 });
            ui.magicFor = null;
            redraw();
          },
        }),
      );
    }
    box.append(grid);
    box.append(ctx.el("button", { class: "quiet wide", type: "button", text: ctx.t("phone-wc-cancel"), onclick: () => { ui.magicFor = null; redraw(); } }));
    return box;
  }

  // A special card being played: what it does and the words or players it can go to.
  function specialPanel(view, ctx) {
    const t = ctx.t;
    const seat = me(view);
    const sp = ui.special;
    const box = ctx.el("div", { class: "panel", id: "wc-special" });
    box.append(ctx.el("h2", { text: specialName(sp.kind, t) }));
    const row = ctx.el("div", { class: "choices" });
    const done = () => {
      ui.special = null;
    };
    if (sp.kind === "Immunity") {
      box.append(ctx.el("p", { text: t("phone-wc-help-immunity") }));
      for (const g of view.table.groups.filter((g) => g.owner === seat && g.words.length === 1 && !g.immune)) {
        row.append(ctx.el("button", { type: "button", text: wordText(lastWord(g)), onclick: () => send(ctx, { Immunity: { card: sp.id, target: "#" + g.id } }, done) }));
      }
    } else if (sp.kind === "Conquest") {
      box.append(ctx.el("p", { text: t("phone-wc-help-conquest") }));
      for (const g of view.table.groups.filter((g) => g.owner !== seat && conquerable(g))) {
        const label = t("phone-wc-word-of", { word: wordText(lastWord(g)), name: view.players[g.owner].name, n: Math.max(0, wordValue(lastWord(g))) });
        row.append(ctx.el("button", { type: "button", text: label, onclick: () => send(ctx, { Conquest: { card: sp.id, target: "#" + g.id } }, done) }));
      }
    } else if (sp.kind === "FistBump") {
      box.append(ctx.el("p", { text: t("phone-wc-help-fist-bump") }));
      view.players.forEach((p, i) => {
        if (i !== seat) row.append(ctx.el("button", { type: "button", text: p.name, onclick: () => send(ctx, { FistBump: { card: sp.id, with: i } }, done) }));
      });
    }
    if (!row.children.length) box.append(ctx.el("p", { class: "muted", text: t("phone-wc-no-target") }));
    box.append(row);
    box.append(ctx.el("button", { class: "quiet wide", type: "button", text: t("phone-wc-cancel"), onclick: () => { ui.special = null; redraw(); } }));
    return box;
  }

  // The words on the table; while building, each offers to extend it or build a colony word
  // on its last letter (and its owner may decolonize a colony of ten words).
  function tablePanel(view, ctx, build) {
    const t = ctx.t;
    const seat = me(view);
    const box = ctx.el("div", { class: "panel", id: "wc-table" });
    box.append(ctx.el("h2", null, ctx.el("span", { text: t("phone-wc-table") }), ctx.el("small", { text: t("phone-wc-box", { n: view.box_count }) })));
    if (build) {
      const fresh = ctx.el("button", {
        type: "button",
        class: "wide" + (ui.target.kind === "new" ? "" : " quiet"),
        id: "wc-target-new",
        text: t("phone-wc-new-word"),
        onclick: () => {
          ui.target = { kind: "new" };
          if (ui.typed) applyTyped(view);
          redraw();
        },
      });
      box.append(fresh);
      if (!build.ownsAny && view.table.groups.length) box.append(ctx.el("p", { class: "muted", text: t("phone-wc-need-own-word") }));
    }
    if (!view.table.groups.length) box.append(ctx.el("p", { class: "muted", text: t("phone-wc-table-empty") }));
    for (const g of view.table.groups) {
      const sel = build && ui.target.kind !== "new" && ui.target.group === g.id;
      const d = ctx.el("div", { class: "group" + (sel ? " sel" : ""), "data-group": String(g.id) });
      const tags = ctx.el("span");
      if (g.words.length >= 5) tags.append(ctx.el("span", { class: "tag", text: t("phone-wc-supercolony") }));
      else if (g.words.length >= 2) tags.append(ctx.el("span", { class: "tag", text: t("phone-wc-colony-tag") }));
      if (g.immune) tags.append(ctx.el("span", { class: "tag", text: t("phone-wc-immune") }));
      if (g.unconquerable) tags.append(ctx.el("span", { class: "tag", text: t("phone-wc-decolonized") }));
      const owner = view.players[g.owner] ? view.players[g.owner].name : "";
      d.append(ctx.el("div", { class: "head" }, ctx.el("span", null, ctx.el("b", { text: owner }), tags), ctx.el("span", { text: t("phone-wc-points", { n: wordValue(lastWord(g)) }) })));
      const words = ctx.el("div", { class: "words" });
      g.words.forEach((w, i) => {
        if (i) words.append(" \u203A ");
        words.append(ctx.el("span", { class: i === g.words.length - 1 ? "lastw" : "", text: wordText(w) }));
      });
      d.append(words);
      if (build) {
        const allowed = g.owner === seat || build.ownsAny;
        const w = wordText(lastWord(g));
        const choose = (kind) => () => {
          ui.target = { kind, group: g.id };
          if (ui.typed) applyTyped(view);
          redraw();
          const b = document.getElementById("wc-builder");
          if (b && b.scrollIntoView) b.scrollIntoView({ block: "start", behavior: "smooth" });
        };
        const ex = ctx.el("button", { type: "button", class: sel && ui.target.kind === "expand" ? "" : "quiet", "data-expand": String(g.id), text: t("phone-wc-extend-short", { word: w }), onclick: choose("expand") });
        const co = ctx.el("button", { type: "button", class: sel && ui.target.kind === "colony" ? "" : "quiet", "data-colony": String(g.id), text: t("phone-wc-colony-short", { letter: w.slice(-1) }), onclick: choose("colony") });
        ex.disabled = co.disabled = !allowed;
        d.append(ctx.el("div", { class: "row" }, ex, co));
        if (g.owner === seat && g.words.length >= 10) {
          d.append(ctx.el("button", { type: "button", class: "wide", text: t("phone-wc-decolonize", { word: wordText(g.words[0]) }), onclick: () => send(ctx, { Decolonize: { target: "#" + g.id } }) }));
        }
      }
      box.append(d);
    }
    return box;
  }

  function reasonText(ev, t, name) {
    const r = ev.reason;
    const delta = (ev.delta > 0 ? "+" : "") + ev.delta;
    if (r === "BlackQuestion") return t("phone-wc-log-black-question", { name, delta });
    if (r === "Supercolony") return t("phone-wc-log-supercolony", { name, delta });
    if (r === "BlackCardsInHand") return t("phone-wc-log-black-in-hand", { name, delta });
    if (r.Letters !== undefined) return t("phone-wc-log-letters", { name, delta, word: r.Letters });
    if (r.Conquest !== undefined) return t("phone-wc-log-conquest", { name, delta, word: r.Conquest });
    if (r.Conquered !== undefined) return t("phone-wc-log-conquered", { name, delta, word: r.Conquered });
    if (r.Decolonization !== undefined) return t("phone-wc-log-decolonization", { name, delta, word: r.Decolonization });
    return name + " " + delta;
  }

  function logPanel(view, ctx) {
    const events = view.score_log.slice(-5).reverse();
    if (!events.length) return null;
    const box = ctx.el("div", { class: "panel" }, ctx.el("h2", { text: ctx.t("phone-wc-latest") }));
    const list = ctx.el("ul", { class: "log" });
    for (const ev of events) list.append(ctx.el("li", { text: reasonText(ev, ctx.t, (view.players[ev.player] || {}).name || "") }));
    box.append(list);
    return box;
  }

  function overPanel(view, ctx) {
    const t = ctx.t;
    const box = ctx.el("div", { class: "panel" });
    const result = view.result || [[], "FinishLine"];
    const winners = result[0].map((i) => view.players[i].name).join(", ");
    box.append(ctx.el("div", { class: "winner", text: t("phone-wc-winner", { names: winners }) }));
    const reason = { FinishLine: t("phone-wc-reason-finish"), BoxEmpty: t("phone-wc-reason-box"), Agreement: t("phone-wc-reason-agreement") }[result[1]];
    if (reason) box.append(ctx.el("p", { class: "muted", text: reason }));
    return box;
  }

  // What the overlay and the TV show: whose step it is, the scores, the question being read.
  function summary(view, ctx) {
    const t = ctx.t;
    const names = view.players.map((p) => p.name);
    const name = names[view.current] || "";
    let headline = "";
    let node = null;
    let detail = t("phone-wc-finish", { points: view.finish_line }) + " · " + t("phone-wc-box", { n: view.box_count });
    if (view.result) headline = t("phone-wc-winner", { names: view.result[0].map((i) => names[i]).join(", ") });
    else if (view.phase === "Draw") headline = t("phone-wc-others-draw", { name });
    else if (view.phase === "Question") headline = t("phone-wc-others-choose", { name });
    else if (view.phase === "Answer") {
      headline = t("phone-wc-others-read", { name });
      if (view.question) {
        const q = view.question;
        detail = q.text;
        const done = q.answering.filter((a, i) => a && q.done[i]).length;
        const all = q.answering.filter(Boolean).length;
        node = ctx.el("div", { class: "detail" });
        ["A", "B", "C", "D"].forEach((l, i) => node.append(ctx.el("div", { text: l + ")  " + q.options[i] })));
        node.append(ctx.el("div", { text: t("phone-wc-answered-count", { done, all }) }));
      }
    } else if (view.phase === "Build") headline = t("phone-wc-others-build", { name });
    return { headline, scores: view.players.map((p) => ({ name: p.name, score: p.score })), detail, node };
  }

  WT.register("word_colony", { render, summary });
})();
