// wordgame on the phone: drawn from its seat view.
"use strict";
WT.register("wordgame", { render(root, view, ctx) { root.textContent = ""; } });
