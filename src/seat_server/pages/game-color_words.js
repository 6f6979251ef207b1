// color_words on the phone: drawn from its seat view.
"use strict";
WT.register("color_words", { render(root, view, ctx) { root.textContent = ""; } });
