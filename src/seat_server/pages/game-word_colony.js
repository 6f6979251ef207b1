// word_colony on the phone: drawn from its seat view.
"use strict";
WT.register("word_colony", { render(root, view, ctx) { root.textContent = ""; } });
