// The public pages (the streaming overlay and a TV's table): they join as spectators, so
// they only ever receive the public view, and draw its summary with the game's own
// `summary` (game-ID.js). They cannot act.
"use strict";

const WT = (() => {
  const params = new URLSearchParams(location.search);
  const room = (params.get("room") || "").toUpperCase();
  const lang = params.get("lang") || "en";
  const s = { texts: {}, renderers: {}, game: null, seats: [], view: null, acting: [], over: false, retry: 500 };
  const $ = (id) => document.getElementById(id);
  const t = (key, vars) => {
    let text = s.texts[key] || key;
    for (const [k, v] of Object.entries(vars || {})) text = text.split("{" + k + "}").join(v);
    return text;
  };
  const el = (tag, props, ...children) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (k === "class") e.className = v;
      else if (k === "text") e.textContent = v;
      else e.setAttribute(k, v);
    }
    for (const c of children) if (c !== null && c !== undefined) e.append(c);
    return e;
  };

  function connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(proto + "//" + location.host + "/ws");
    ws.onopen = () => {
      s.retry = 500;
      ws.send(JSON.stringify({ type: "hello", room, lang, watch: true }));
    };
    ws.onmessage = (e) => {
      const m = JSON.parse(e.data);
      if (m.type === "welcome") {
        s.game = m.game;
        s.seats = m.seats;
        load().then(draw);
      } else if (m.type === "seats") {
        s.seats = m.seats;
        draw();
      } else if (m.type === "view") {
        s.view = m.view;
        s.acting = m.acting;
        s.over = m.over;
        draw();
      }
    };
    ws.onclose = () => {
      setTimeout(connect, s.retry);
      s.retry = Math.min(s.retry * 2, 8000);
    };
  }

  let loaded = null;
  function load() {
    if (loaded) return loaded;
    loaded = new Promise((done) => {
      const script = document.createElement("script");
      script.src = "/static/game-" + s.game + ".js";
      script.onload = done;
      script.onerror = done;
      document.head.append(script);
    });
    return loaded;
  }

  function draw() {
    const root = $("public");
    if (!s.view || !root) return;
    const names = s.seats.map((x) => x.name);
    const r = s.renderers[s.game];
    const sum = r && r.summary ? r.summary(s.view, { names, t, el, acting: s.acting, over: s.over }) : {};
    root.textContent = "";
    if (sum.headline) root.append(el("div", { class: "headline", text: sum.headline }));
    const scores = el("ol", { class: "scores" });
    (sum.scores || names.map((name) => ({ name, score: "" }))).forEach((row, i) => {
      const li = el("li", { class: s.acting.includes(i) ? "acting" : "" });
      li.append(el("span", { class: "name", text: row.name }), el("span", { class: "score", text: String(row.score) }));
      const seat = s.seats[i];
      if (seat && seat.kind === "phone") li.append(el("span", { class: seat.connected ? "link on" : "link" }));
      scores.append(li);
    });
    root.append(scores);
    if (sum.detail) root.append(el("div", { class: "detail", text: sum.detail }));
    if (sum.node) root.append(sum.node);
    if (s.over) root.append(el("div", { class: "over", text: t("phone-game-over") }));
  }

  fetch("/texts/" + lang)
    .then((r) => r.json())
    .then((texts) => {
      s.texts = texts;
      connect();
    });
  return {
    register(id, renderer) {
      s.renderers[id] = renderer;
    },
  };
})();
