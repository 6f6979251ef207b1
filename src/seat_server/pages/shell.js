// The phone's shell: joins the room, takes a seat and keeps its secret token (a reload, a
// sleeping phone or a changed network comes back to the same seat), numbers every intent so
// one sent again is never played twice, and hands each view to the game's own drawing
// (game-ID.js, which calls WT.register). Texts come from the server's catalogue.
"use strict";

const WT = (() => {
  const params = new URLSearchParams(location.search);
  const s = {
    ws: null,
    room: (params.get("room") || "").toUpperCase(),
    lang: null,
    texts: {},
    game: null,
    seat: null,
    seats: [],
    view: null,
    acting: [],
    over: false,
    seq: 0,
    pending: new Map(),
    checks: new Map(),
    checkSeq: 0,
    renderers: {},
    retry: 500,
    toastTimer: null,
  };
  const $ = (id) => document.getElementById(id);

  // ---- what this phone remembers, per room ----
  const memoryKey = () => "wordtable:" + s.room;
  function remember() {
    const pending = [...s.pending.entries()].map(([seq, p]) => [seq, p.action]);
    localStorage.setItem(memoryKey(), JSON.stringify({ token: s.token, seq: s.seq, pending }));
  }
  function recall() {
    try {
      const m = JSON.parse(localStorage.getItem(memoryKey()) || "{}");
      s.token = m.token || null;
      s.seq = m.seq || 0;
      for (const [seq, action] of m.pending || []) s.pending.set(seq, { action, done: null });
    } catch (_) {
      s.token = null;
    }
  }

  // ---- words ----
  function pickLang() {
    const kept = localStorage.getItem("wordtable:lang");
    if (kept) return kept;
    for (const l of navigator.languages || [navigator.language || "en"]) {
      const code = l.slice(0, 2).toLowerCase();
      if (["en", "fr", "ro"].includes(code)) return code;
    }
    return "en";
  }
  async function loadTexts(lang) {
    s.lang = lang;
    document.documentElement.lang = lang;
    $("lang").value = lang;
    const r = await fetch("/texts/" + lang);
    s.texts = await r.json();
    for (const el of document.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
  }
  function t(key, vars) {
    let text = s.texts[key] || key;
    for (const [k, v] of Object.entries(vars || {})) text = text.split("{" + k + "}").join(v);
    return text;
  }

  // ---- the connection ----
  function connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(proto + "//" + location.host + "/ws");
    s.ws = ws;
    ws.onopen = () => {
      s.retry = 500;
      $("link").classList.add("on");
      send({ type: "hello", room: s.room, token: s.token, lang: s.lang });
    };
    ws.onmessage = (e) => receive(JSON.parse(e.data));
    ws.onclose = () => {
      $("link").classList.remove("on");
      if (s.ws !== ws) return;
      s.ws = null;
      setTimeout(connect, s.retry);
      s.retry = Math.min(s.retry * 2, 8000);
    };
  }
  function send(message) {
    if (s.ws && s.ws.readyState === WebSocket.OPEN) s.ws.send(JSON.stringify(message));
  }
  // A phone that wakes up reconnects at once rather than at its next retry.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !s.ws) connect();
  });
  setInterval(() => send({ type: "ping" }), 20000);

  function receive(m) {
    switch (m.type) {
      case "welcome":
        s.game = m.game;
        s.seats = m.seats;
        s.seat = m.seat;
        if (m.seat === null) {
          s.token = null;
          s.pending.clear();
        }
        s.seq = Math.max(s.seq, m.last_seq);
        remember();
        loadGame().then(show);
        // Intents the table may not have had: sent again under their numbers.
        for (const [seq, p] of s.pending) send({ type: "act", seq, action: p.action });
        break;
      case "seated":
        s.seat = m.seat;
        s.token = m.token;
        remember();
        show();
        break;
      case "seats":
        s.seats = m.seats;
        show();
        break;
      case "view":
        s.view = m.view;
        s.acting = m.acting;
        s.over = m.over;
        show();
        break;
      case "done":
      case "refused": {
        const p = s.pending.get(m.seq);
        s.pending.delete(m.seq);
        remember();
        if (m.type === "refused") toast(m.text);
        if (p && p.done) p.done(m.type === "done" ? { ok: true } : { ok: false, text: m.text, reason: m.reason });
        break;
      }
      case "verdict": {
        const done = s.checks.get(m.seq);
        s.checks.delete(m.seq);
        if (done) done(m.verdict);
        break;
      }
      case "error":
        toast(m.text);
        break;
      case "removed":
        s.seat = null;
        s.token = null;
        s.pending.clear();
        remember();
        $("join").hidden = true;
        $("game").hidden = true;
        $("gone").hidden = false;
        break;
    }
  }

  // ---- what the page shows ----
  function show() {
    const seated = s.seat !== null && s.seat !== undefined;
    $("gone").hidden = true;
    $("join").hidden = seated;
    $("game").hidden = !seated;
    $("me").textContent = seated && s.seats[s.seat] ? s.seats[s.seat].name : "";
    if (!seated) return showSeats();
    if (!s.view) return;
    const status = $("status");
    const mine = s.acting.includes(s.seat);
    status.classList.toggle("turn", mine && !s.over);
    if (s.over) status.textContent = t("phone-game-over");
    else if (mine) status.textContent = t("phone-your-turn");
    else status.textContent = t("phone-waiting-for", { name: s.acting.map((i) => (s.seats[i] || {}).name).join(", ") });
    const r = s.renderers[s.game];
    if (r) r.render($("board"), s.view, context());
  }
  function showSeats() {
    $("room").value = s.room;
    const list = $("seats");
    list.textContent = "";
    $("pick").hidden = !s.game;
    if (!s.game) return;
    s.seats.forEach((seat, i) => {
      const li = document.createElement("li");
      const name = document.createElement("span");
      name.textContent = seat.name;
      li.append(name);
      if (seat.kind === "phone" && !seat.taken) {
        const b = document.createElement("button");
        b.textContent = t("phone-take");
        b.onclick = () => send({ type: "take", seat: i });
        li.append(b);
      } else {
        const note = document.createElement("small");
        const kinds = { phone: "phone-seat-held", laptop: "phone-seat-laptop", computer: "phone-seat-computer" };
        note.textContent = t(kinds[seat.kind] || "phone-seat-held");
        li.append(note);
      }
      list.append(li);
    });
  }
  function toast(text, good) {
    const el = $("toast");
    el.textContent = text;
    el.classList.toggle("good", !!good);
    el.hidden = false;
    clearTimeout(s.toastTimer);
    s.toastTimer = setTimeout(() => (el.hidden = true), 4000);
  }

  // What a game's drawing gets: its seat, who acts, the names, words, and act().
  function context() {
    return {
      seat: s.seat,
      acting: s.acting,
      over: s.over,
      mine: s.acting.includes(s.seat) && !s.over,
      names: s.seats.map((x) => x.name),
      lang: s.lang,
      t,
      toast,
      act(action) {
        s.seq += 1;
        const seq = s.seq;
        return new Promise((done) => {
          s.pending.set(seq, { action, done });
          remember();
          send({ type: "act", seq, action });
        });
      },
      // What the table would say of an action before it is sent (a placement's words and
      // score, or why it is not legal); null when the game has no live verdict.
      check(action) {
        s.checkSeq += 1;
        const seq = s.checkSeq;
        return new Promise((done) => {
          s.checks.set(seq, done);
          send({ type: "check", seq, action });
        });
      },
      // Draws the page again (after a verdict came back, say).
      redraw() {
        show();
      },
      el(tag, props, ...children) {
        const e = document.createElement(tag);
        for (const [k, v] of Object.entries(props || {})) {
          if (k === "class") e.className = v;
          else if (k.startsWith("on")) e[k] = v;
          else if (k === "text") e.textContent = v;
          else e.setAttribute(k, v);
        }
        for (const c of children) if (c !== null && c !== undefined) e.append(c);
        return e;
      },
    };
  }

  const loaded = {};
  function loadGame() {
    if (!s.game || loaded[s.game]) return Promise.resolve();
    loaded[s.game] = new Promise((done) => {
      const script = document.createElement("script");
      script.src = "/static/game-" + s.game + ".js";
      script.onload = done;
      script.onerror = done;
      document.head.append(script);
    });
    return loaded[s.game];
  }

  // ---- start ----
  $("lang").onchange = async (e) => {
    localStorage.setItem("wordtable:lang", e.target.value);
    await loadTexts(e.target.value);
    send({ type: "lang", lang: s.lang });
    show();
  };
  $("enter").onclick = () => {
    s.room = $("room").value.trim().toUpperCase();
    history.replaceState(null, "", "?room=" + encodeURIComponent(s.room));
    recall();
    if (s.ws) send({ type: "hello", room: s.room, token: s.token, lang: s.lang });
    else connect();
  };
  $("again").onclick = () => {
    $("gone").hidden = true;
    send({ type: "hello", room: s.room, token: null, lang: s.lang });
  };
  loadTexts(pickLang()).then(() => {
    recall();
    $("join").hidden = false;
    $("room").value = s.room;
    if (s.room) connect();
  });

  return {
    register(id, renderer) {
      s.renderers[id] = renderer;
    },
  };
})();
