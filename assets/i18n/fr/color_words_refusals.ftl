# Color Words : pourquoi les règles refusent une action, les messages des fichiers du matériel et
# des sauvegardes, et les titres du mode solo.
# Termes : grille, case, case Départ, plateau de couleur, carte Lettre, carte Bonus, mot, chemin, étoile, case Étoile.

clw-refused-game-over = La partie est terminée.
clw-refused-not-your-turn = { PLURAL($count) ->
    [one] La partie attend la place { $seats } (les places se comptent à partir de 0, comme dans les sauvegardes).
   *[other] La partie attend les places { $seats } (les places se comptent à partir de 0, comme dans les sauvegardes).
}
clw-refused-expected-cross-out = Rayez d’abord une étoile que vous n’avez pas entourée.
clw-refused-expected-draw = Piochez d’abord les cartes du tour.
clw-refused-expected-write = Écrivez votre mot, ou passez.
clw-refused-expected-vote = Votez d’abord : le mot est-il dans le thème ?
clw-refused-already-wrote = Vous avez déjà écrit votre mot pour ce tour.
clw-refused-not-a-letter = « { $found } » n’est pas une lettre : ni tiret, ni apostrophe, ni chiffre.
clw-refused-too-short = Un mot compte au moins { $min } lettres.
clw-refused-path-length = Le mot a { $letters } lettres mais le chemin { $cells } cases : une lettre par case.
clw-refused-off-grid = Le chemin sort de la grille.
clw-refused-not-a-step = De { $from } à { $to }, ce n’est pas un pas vers la droite ou vers le bas : écrivez seulement vers la droite et vers le bas.
clw-refused-filled = { $cell } contient déjà une lettre : un mot ne peut pas utiliser les lettres d’un mot précédent.
clw-refused-must-start-on-start = Votre grille est vide : la première lettre va dans la case Départ, A1, et non { $cell }.
clw-refused-not-adjacent = { $cell } n’est pas adjacente à une case remplie : commencez le mot à côté de l’une d’elles.
clw-refused-not-a-word = « { $word } » n’est pas dans le dictionnaire de la table.
clw-refused-nothing-to-judge = La place { $seat } n’a pas de mot en attente de vote.
clw-refused-already-voted = Vous avez déjà jugé le mot de la place { $seat }.
clw-refused-own-word = Les autres jugent votre mot ; jugez les leurs.
clw-refused-row-star-taken = L’étoile de la ligne { $line } est déjà entourée ou rayée.
clw-refused-column-star-taken = L’étoile de la colonne { $line } est déjà entourée ou rayée.
clw-refused-no-such-star = Cette ligne ou colonne n’existe pas.
clw-material-format = { $file } est illisible : { $reason }
clw-material-grid-shape = La grille { $grid } doit avoir 7 lignes de 7 cases.
clw-material-grid-paint = La grille { $grid } contient « { $found } » : une case est S (Départ), B, Y ou R.
clw-material-grid-start = La grille { $grid } doit avoir une seule case Départ, en A1.
clw-material-grid-counts = La grille { $grid } doit avoir 16 cases bleues, 16 jaunes et 16 rouges.
clw-material-grid-line = Grille { $grid } : il manque une couleur à la rangée { $line } ; chaque ligne et chaque colonne a les trois.
clw-material-grid-list = Le fichier des grilles doit contenir la grille A et la grille B, une fois chacune.
clw-material-ladder = L’échelle du mode solo de la grille { $grid } doit monter.
clw-material-boards = Les plateaux doivent être bleu, jaune et rouge, une fois chacun.
clw-material-letters = Les cartes Lettre doivent être des majuscules, chacune une fois.
clw-material-too-few-letters = Six tours piochent { $need } cartes Lettre ; la boîte en a { $have }.
clw-material-too-few-bonus = Six tours piochent { $need } cartes Bonus ; la boîte en a { $have }.
clw-material-bonus = La carte Bonus { $card } est mal formée (une première lettre est une majuscule, une taille va de 2 à 13, une case de A1 à G7).
clw-setup-players = Color Words se joue de { $min } à { $max } joueurs ; cette partie en a { $count }
clw-setup-letter-deck = La pioche Lettre préparée doit contenir au moins 18 cartes différentes de la boîte
clw-setup-letter-not-in-box = La pioche Lettre préparée contient { $letter }, qui n’est pas une carte Lettre de la boîte (ses lettres : { $letters })
clw-setup-letter-twice = La pioche Lettre préparée contient deux fois { $letter } ; la boîte a une seule carte de chaque lettre
clw-setup-bonus-deck = La pioche Bonus préparée doit nommer au moins 6 cartes différentes de la boîte (de 1 à 36)
clw-rating-play-again = Rejouez !
clw-rating-not-bad = Pas mal !
clw-rating-bravo = Bravo !
clw-rating-formidable = Formidable !
clw-rating-fantastic = Fantastique !
clw-rating-insane = Insensé !
error-clw-save-action = « { $text } » n’est pas une action de Color Words : écrivez « draw », « write », un mot, sa première case et ses pas (« write LEMON A1 RRDRD »), « pass », « vote », une place et « yes » ou « no », ou « cross » et une étoile (« cross 4 », « cross C »).
