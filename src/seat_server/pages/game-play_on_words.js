// play_on_words on the phone: drawn from its seat view.
"use strict";
WT.register("play_on_words", { render(root, view, ctx) { root.textContent = ""; } });
