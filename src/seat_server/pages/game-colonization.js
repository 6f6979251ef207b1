// colonization on the phone: drawn from its seat view.
"use strict";
WT.register("colonization", { render(root, view, ctx) { root.textContent = ""; } });
