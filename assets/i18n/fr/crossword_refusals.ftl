# Wordgame et Classic : pourquoi les règles refusent un coup.
# Termes : tuile = lettre (jeton), chevalet, sac, case, plateau, case centrale, échanger, passer.

cw-refused-off-board = Le mot dépasse du plateau.
cw-refused-no-tiles = Posez au moins une lettre.
cw-refused-square-taken = La case { $square } est déjà occupée.
cw-refused-nothing-to-play-through = La case { $square } est vide : il n’y a pas de lettre à traverser.
cw-refused-wrong-board-letter = La case { $square } porte { $board }, pas { $named }.
cw-refused-runs-on = Le mot se prolonge jusqu’à la lettre en { $square } : incluez-la dans le mot.
cw-refused-not-a-letter = « { $tile } » n’est pas une lettre.
cw-refused-misses-centre = Le premier mot doit couvrir la case centrale.
cw-refused-first-word-too-short = Le premier mot doit avoir au moins { $min } lettres.
cw-refused-not-connected = Le mot doit toucher un mot déjà sur le plateau.
cw-refused-not-words = { PLURAL($count) ->
    [one] Absent de la liste de mots : { $words }.
   *[other] Absents de la liste de mots : { $words }.
}
cw-refused-not-on-rack = Votre chevalet ne contient pas { $letters }.
cw-refused-game-over = La partie est terminée.
cw-refused-not-your-turn = C’est au tour de la place { $seat } (les places se comptent à partir de 0, comme dans les sauvegardes).
cw-refused-no-exchanges = Ces règles ne permettent pas d’échanger : jouez ou passez.
cw-refused-bag-too-small = Pour échanger, il faut au moins { $need } lettres dans le sac ; il en reste { $have }.
cw-refused-empty-exchange = Choisissez au moins une lettre à échanger.
cw-refused-not-in-line = Les lettres doivent être posées sur une seule ligne ou une seule colonne.
cw-refused-gap = La case { $square } est vide : le mot ne doit pas avoir de trou.
cw-save-bag-tile = le sac contient « { $tile } », qui n’est pas une lettre (A à Z, ou ? pour un joker)
cw-save-bag-too-many = le sac contient plus de « { $tile } » que le jeu n’en a
cw-refused-nothing-to-challenge = Aucun coup n’attend d’être contesté.
cw-refused-own-play = Vous ne pouvez ni contester ni accepter votre propre coup.
cw-refused-challenge-first = Le dernier coup a vidé le chevalet : contestez-le ou acceptez-le d’abord.
cw-refused-vote-open = La table vote sur les mots du dernier coup : seuls les votes comptent pour l’instant.
cw-refused-no-vote = Aucun vote n’est ouvert.
cw-refused-not-a-voter = Vous ne votez pas sur ces mots.
cw-refused-already-voted = Vous avez déjà voté.
