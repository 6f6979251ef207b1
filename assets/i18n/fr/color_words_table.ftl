# Color Words à la table : la page de nouvelle partie, les cartes de la manche, écrire un mot,
# l’écran de passage, le vote sur le thème, le bilan de la manche et l’écran de fin.
# Termes : grille, case, case Départ, plateau de couleur, carte Lettre, carte Bonus, mot, chemin, étoile, case Étoile.

clw-new-game-heading = Nouvelle partie de Color Words
clw-section-grid = Grille
clw-grid-a = Grille A, remplissage
clw-grid-b = Grille B, course aux étoiles
clw-grid-a-text = Laissez le moins de cases vides possible : le moins de cases vides remporte la case Étoile, 5 points (en solo : 7 cases vides ou moins).
clw-grid-b-text = Complétez des lignes et des colonnes avant les autres : chaque étoile entourée vaut 2 points (en solo : barrez une étoile au début de chaque manche).
clw-section-players = Joueurs
clw-kind-easy = Facile
clw-kind-normal = Moyen
clw-kind-hard = Difficile
clw-section-game = Partie
clw-dictionary = Dictionnaire :
clw-dictionary-en = anglais
clw-dictionary-fr = français
clw-dictionary-ro = roumain
clw-timer = 90 secondes pour écrire chaque mot
clw-menu = Menu
clw-leave-question = Quitter la table ?
clw-leave-saved = La partie est enregistrée : Reprendre, sur l’écran titre, la reprend où vous l’avez laissée.
clw-leave-go = Écran titre
clw-leave-stay = Rester
clw-round = Manche { $round } sur { $rounds }
clw-sheet-of = Grille { $grid } : { $name }
clw-colour-blue = bleue
clw-colour-yellow = jaune
clw-colour-red = rouge
clw-theme-screen = cinéma, séries, YouTube
clw-theme-books = littérature, BD, mangas
clw-theme-sports = sport
clw-theme-cooking = cuisine
clw-theme-history = histoire
clw-theme-nature = nature, plantes, animaux
clw-theme-famous-people = personnalités réelles ou fictives
clw-theme-fashion = mode, vêtements
clw-theme-travel = voyages, géographie
clw-theme-science = sciences, technologie
clw-theme-games = jeux
clw-theme-music = musique
clw-bonus-heading = Carte Bonus
clw-bonus-face-down = Carte Bonus (face cachée)
clw-bonus-theme = Thème : { $theme }
clw-bonus-last-letter = Dernière lettre sur une case { $colour }
clw-bonus-turn = Un virage sur une case { $colour }
clw-bonus-first-letter = Le mot commence par { $letter }
clw-bonus-straight-right = En ligne droite, vers la droite
clw-bonus-straight-down = En ligne droite, vers le bas
clw-bonus-cells = Par les cases { $cells }
clw-bonus-size = Exactement { $size } lettres
clw-star-row = ligne { $line }
clw-star-column = colonne { $line }
clw-how-to-write = Cliquez sur la case où commence votre mot et tapez-le (les flèches Droite et Bas choisissent sa direction), ou glissez sur les cases puis tapez. Entrée l’écrit.
clw-type-first-word = Votre premier mot commence sur la case Départ, A1 : cliquez dessus, puis tapez.
clw-type-next-word = Un mot commence sur une case vide à côté d’une lettre déjà écrite : cliquez-en une (ou parcourez-les avec Page suivante), puis tapez.
clw-live-score = { $points } { PLURAL($points) ->
    [one] point
   *[other] points
} : lettres { $letters }, bonus { $bonus }
clw-bonus-met = rempli
clw-bonus-not-met = non rempli
clw-bonus-vote = décidé par le vote
clw-write = L’écrire
clw-clear = Effacer
clw-pass = Passer
clw-scores = Scores
clw-sheets-on-phones = Chacun écrit sur sa propre grille, sur son téléphone.
clw-sheets-private = Chaque grille reste cachée jusqu’à ce que son joueur prenne l’écran.
clw-cross-out-prompt = Barrez une étoile : cliquez-en une à côté de votre grille, ou tapez sa ligne (1-7) ou sa colonne (A-G).
clw-flip = { $name } : retourner les cartes
clw-flipping = { $name } retourne les cartes…
clw-still-writing = Écrivent encore : { $names }
clw-voting = Les mots écrits sous le thème sont jugés.
clw-pass-to = Passez à { $name }
clw-pass-why = Les autres détournent le regard : chaque grille reste secrète pendant que son joueur écrit.
clw-pass-ready = Je suis { $name } : montrer ma grille
clw-vote-question = { $voter }, le mot { $word } de { $writer } correspond-il à la carte ({ $theme }) ?
clw-vote-fits = Il correspond
clw-vote-does-not-fit = Il ne correspond pas
clw-ok = OK
clw-round-over = Fin de la manche { $round }
clw-passed = rien
clw-bubble = { $name } : { $word }, { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}{ $bonus ->
    [0] {""}
   *[other] {" "}(bonus { $bonus })
}
clw-star-circled = ★ Entourée : { $line }
clw-star-lost = Barrée : { $line }
clw-best-word = Le meilleur mot que vous pouviez écrire : { $word }, { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}, depuis { $cell }
clw-next-round = Manche suivante
clw-see-results = Voir les résultats
clw-solo-over = Votre score : { $total } { PLURAL($total) ->
    [one] point
   *[other] points
}
clw-winners = { PLURAL($count) ->
    [one] { $names } gagne !
   *[other] { $names } se partagent la victoire !
}
clw-final = { $name } : { $total } ({ $bubbles } + ★ { $stars }), { $empty } { PLURAL($empty) ->
    [one] case vide
   *[other] cases vides
}
clw-new-game = Nouvelle partie
clw-hint = Indice
clw-no-hint = Aucun mot ne tient sur cette grille maintenant : passez.
clw-vote-own = Votre mot { $word } correspond-il à la carte ({ $theme }) ?
clw-game-over = La partie est terminée

## Soirée jeux : les cartes en grand sur l’écran partagé, les mots sur papier
clw-paper = Soirée jeux : les cartes en grand sur l’écran partagé, les mots sur papier
clw-paper-text = Chacun écrit sur une feuille imprimée. Le temps écoulé, chaque joueur saisit ici son mot et son chemin (ou l’hôte le fait) : la table le compte et tient les étoiles et les totaux.
clw-paper-write = Écrivez votre mot sur votre feuille !
clw-paper-untimed = Quand tout le monde a écrit, saisissez les mots.
clw-paper-enter = Saisir les mots
clw-paper-entering = Saisissez le mot que { $name } a écrit sur papier : cliquez sa première case, tapez-le, puis Écrire.
clw-paper-others = Le mot d’un autre joueur :
clw-paper-scores = Chacun tient sa grille sur papier ; après chaque manche, chacun saisit ici son mot.
clw-paper-print = Imprimer la feuille
clw-sheet-opened = Feuille ouverte : { $file }
clw-sheet-written = Feuille enregistrée : { $file }, dans le dossier de données

## La feuille imprimée
clw-sheet-title = Color Words
clw-sheet-rule-a = À la fin, le moins de cases vides remporte la case Étoile : 5 points.
clw-sheet-rule-b = Remplissez une ligne ou une colonne en premier : entourez son étoile, 2 points chacune.
clw-sheet-name = Nom :
clw-sheet-start = Départ
clw-sheet-word = Mot
clw-sheet-points = Points
clw-sheet-star-box = Case Étoile
clw-sheet-total = Total
clw-sheet-not-written = Impossible d’écrire la feuille { $path } : { $reason }
clw-sheet-no-data-dir = ce système n’a pas de dossier de données
clw-vote-noun = { $voter }, le mot { $word } de { $writer } est-il un nom propre (un nom que le thème permet) ?
clw-vote-noun-own = Votre mot { $word } est-il un nom propre (un nom que le thème permet) ?
clw-vote-noun-yes = C’est un nom
clw-vote-noun-no = Ce n’en est pas un
clw-summary-noun-refused = La table n’a pas admis le mot comme nom propre : il a été effacé, et le tour compte comme passé.
clw-summary-theme-fits = La table a jugé que le mot correspond au thème : le bonus compte.
clw-summary-theme-refused = La table a jugé que le mot ne correspond pas au thème : pas de bonus.
clw-vote-outside = { $voter }, { $writer } a écrit { $word }, absent du dictionnaire. L’accepter ? Refusé, il est effacé.
clw-summary-word-refused = La table a refusé le mot : il a été effacé, et le tour compte comme une passe.
