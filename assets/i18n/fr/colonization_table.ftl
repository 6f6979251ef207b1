# Le mode Colonisation à la table, et sa règle du jeu.
# Termes : langue (la langue inventée d’un joueur), mot, marqueur (un meeple sur un mot),
# l’anglais (le non-joueur qui dévore les mots), Transformation, vote, lettre, chevalet, sac.

col-english = L’anglais
col-english-devours = dévore les mots
col-blank = joker
col-bag = Sac : { $count } { PLURAL($count) ->
    [one] lettre
   *[other] lettres
}
col-points = { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}
col-white-meeple-ready = Le meeple blanc : encore une Transformation possible
col-white-spent = Votre meeple blanc est utilisé : plus de Transformation.

col-new-game-heading = Nouvelle partie de Colonisation
col-section-rules = La règle
col-rules-summary = Le jeu de mots croisés classique, mais chaque joueur est une langue qui invente ses propres mots, soumis au vote des autres. L’anglais n’est pas un joueur, et pourtant il s’empare de chaque vrai mot anglais, de chaque mot qui fait passer un joueur au-dessus de 50 points, et des mots voisins des siens : il peut gagner.
col-section-players = Joueurs
col-players-note = De deux à quatre langues. À quatre, les mots de trois lettres comptent ; sinon, quatre lettres ou plus.
col-section-game = La partie

col-wait-naming = { $name } nomme sa langue
col-wait-vote = En attente du vote : { $names }
col-wait-computer = { $name } réfléchit…
col-wait-turn = À { $name } de jouer
col-wait-transform = Une Transformation : les lettres se choisissent en secret
col-wait-english = L’anglais a faim…
col-wait-over = La partie est finie
col-min-word = Les mots ont au moins { $min } lettres. N’importe quelles lettres : les autres langues votent.
col-preview = { $word } pour { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}
col-how-to-lay = Glissez une lettre du chevalet sur une case, ou cliquez-la puis la case ; ou cliquez une case et tapez.
col-too-short = Un mot doit avoir au moins { $min } lettres.
col-propose = Proposer (Entrée)
col-recall = Reprendre (Échap)
col-suggest = Suggérer un mot (H)
col-streamer-hold = Mode streamer : tenez Tab pour voir vos lettres.
col-shuffle = Mélanger
col-pass = Passer (Ctrl+P)
col-exchange-all = Tout échanger
col-exchange-laid = Échanger les { $count } posées
col-exchange-help = Remet ces lettres dans le sac et en pioche autant ; cela prend votre tour.
col-transform-how = Transformation : choisissez le mot d’une autre langue sur le plateau ou dans la liste (X).
col-transform-button = Transformer { $word } ({ $owner })
col-transform-help = Votre tour : vous et le propriétaire révélez chacun une lettre ; plus forte que la sienne, elle envoie le mot à l’anglais avec votre meeple blanc.
col-target-help = Choisir ce mot comme cible de votre Transformation
col-no-suggestion = Aucun mot trouvé pour ce chevalet : passez ou échangez.
col-words-heading = Les langues et leurs mots
col-log-heading = Ce qui s’est passé

col-privacy-title = Passez l’écran à { $name }
col-privacy-text = Vos lettres sont secrètes : vous seul devez les voir.
col-privacy-button = Je suis { $name } : montrer mes lettres

col-naming-title = { $name }, nommez votre langue
col-naming-text = Utilisez les sept lettres, dans l’ordre que vous savez prononcer. La table vote sur le nom.
col-naming-tiles = Vos lettres (cliquez pour ajouter) :
col-naming-blank = Un joker (?) remplace n’importe quelle lettre : tapez la lettre voulue ; il ne rapporte rien.
col-naming-sounds-good = « { $name } » sonne comme une langue.
col-naming-sounds-hard = « { $name } » est difficile à dire : les autres pourraient le refuser.
col-naming-propose = Proposer le nom
col-naming-suggest = Suggérer
col-naming-clear = Effacer
col-naming-keys = Tapez les lettres ; Retour arrière reprend, F2 suggère, Entrée propose.

col-vote-name-title = { $name } nomme sa langue « { $language } »
col-vote-name-text = Acceptez-le s’il se prononce.
col-vote-move-title = { $name } propose { $words }
col-vote-move-text = Acceptez les mots s’ils se prononcent et si l’orthographe fait l’accord. Un coup refusé retourne au chevalet et le tour passe.
col-vote-voter = { $name }, votre vote :
col-vote-accept = Accepter (A)
col-vote-refuse = Refuser (R)
col-vote-table-agrees = Toute la table accepte (T)
col-vote-keys = L’égalité accepte ; la majorité refuse.

col-duel-title = { $name } tente de transformer { $word } ({ $owner })
col-duel-actor = { $name }, choisissez la lettre à révéler : elle doit valoir plus que celle du propriétaire.
col-duel-owner = { $name }, choisissez la lettre à révéler pour défendre votre mot.
col-duel-secret = Choix secret ; les deux lettres retournent au sac et les deux joueurs piochent.
col-duel-success = Transformé : { $word } est anglais désormais, avec le meeple blanc dessus.
col-duel-blocked = Bloqué : { $word } reste à son propriétaire.

col-show-english-turn = Le tour de l’anglais
col-show-drew = L’anglais pioche
col-show-no-candidates = Aucun mot voisin de l’anglais ne montre { $letter } : rien n’est pris.
col-show-candidates = Mots voisins de l’anglais avec cette lettre : { $words }
col-show-tie = Départage, manche { $round } :
col-show-claimed = L’anglais prend { $word } à { $owner } (+{ $points })
col-show-skip = Cliquez ou Espace pour continuer

col-end-english-wins = L’anglais gagne !
col-end-wins = { $name } gagne !
col-end-tie = Victoire partagée !
col-end-went-out = { $name } a posé sa dernière lettre, le sac vide.
col-end-scoreless = Six tours de suite sans point.
col-end-all-english = Tous les mots du plateau sont anglais.
col-end-words = { $count } { PLURAL($count) ->
    [one] mot
   *[other] mots
}
col-end-adjustment = chevalet { $points }

col-log-name-proposed = { $name } propose le nom « { $language } »
col-log-name-recorded = { $name } parle le { $language }
col-log-name-refused = La table a refusé le nom de { $name }
col-log-proposed = { $name } propose { $word } ({ $score })
col-log-voted-yes = { $name } accepte
col-log-voted-no = { $name } refuse
col-log-recorded = { $name } pose { $word } pour { $points }
col-log-move-refused = Le coup de { $name } est refusé
col-log-passed = { $name } passe
col-log-exchanged = { $name } échange { $count } { PLURAL($count) ->
    [one] lettre
   *[other] lettres
}
col-log-english-word = { $word } est anglais : l’anglais le prend
col-log-over-limit = { $word } fait passer { $name } au-dessus de 50 : l’anglais le prend
col-log-english-entered = L’anglais entre dans la partie, juste avant { $name }
col-log-transform-started = { $name } tente de transformer { $word } ({ $owner })
col-log-transformed = { $name } transforme { $word } ({ $mine } contre { $theirs })
col-log-transform-blocked = { $name } échoue à transformer { $word } ({ $mine } contre { $theirs })
col-log-english-drew = L’anglais pioche { $letter } : { $count } { PLURAL($count) ->
    [one] candidat
   *[other] candidats
}
col-log-english-drew-nothing = Le sac est vide : l’anglais ne pioche rien.
col-log-tie-draw = Départage { $round } : { $draws }
col-log-claimed = L’anglais prend { $word } à { $owner }
col-log-ended = La partie est finie

rules-col-goal = Le but
rules-col-goal-text = Chaque joueur est une langue sur le plateau de mots croisés classique. Marquez le plus de points avec des mots de votre invention, et gardez-les hors de la bouche de l’anglais. L’anglais n’est pas un joueur, mais il prend des mots et peut gagner.
rules-col-start = Nommer sa langue
rules-col-start-text = Chacun pioche sept lettres et nomme sa langue avec les sept, dans un ordre prononçable. Les autres votent ; le nom reste affiché toute la partie. Les lettres retournent au sac et chacun en pioche sept nouvelles.
rules-col-words = Poser des mots
rules-col-words-text = Pose et décompte classiques, mais les mots n’ont pas à être anglais : les autres joueurs votent sur chaque coup (prononçable, orthographe d’accord ; l’égalité accepte). Un coup refusé retourne au chevalet et le tour passe. Les mots ont quatre lettres au moins, trois à quatre joueurs. Chaque mot porte le marqueur de son auteur et garde ses points : tout le score du coup, mots croisés compris, revient au mot posé dans l’alignement des lettres.
rules-col-english = L’anglais entre
rules-col-english-text = Un mot posé qui figure au dictionnaire anglais est aussitôt à l’anglais : il en prend les points, pas le joueur. De même pour le mot qui fait passer un joueur au-dessus de 50 points, et pour un mot gagné par une Transformation. L’anglais entre alors dans l’ordre du jeu, juste avant le joueur qui l’a fait entrer.
rules-col-transform = La Transformation
rules-col-transform-text = Consacrez votre tour au mot d’une autre langue : vous et son propriétaire révélez chacun une lettre en secret. Plus forte que la sienne, et le mot passe à l’anglais avec votre unique meeple blanc ; sinon, il reste. Les deux lettres retournent au sac et chacun pioche. Chaque joueur ne peut réussir qu’une fois.
rules-col-english-turn = Le tour de l’anglais
rules-col-english-turn-text = L’anglais pioche une lettre. Les mots qui touchent un mot anglais et montrent cette lettre sont candidats : l’un est pris, avec ses points. S’il y en a plusieurs, chacun pioche une lettre ; la plus faible est prise, et les ex æquo repiochent (le joker vaut 0). Les lettres retournent au sac.
rules-col-end = La fin
rules-col-end-text = La partie s’arrête quand un joueur pose sa dernière lettre le sac vide, après six tours de suite sans point, ou quand tous les mots du plateau sont anglais. Les chevalets se décomptent comme au jeu classique. Le plus haut score gagne — et ce peut être l’anglais.
rules-col-controls = Commandes
rules-col-controls-text = Cliquez une lettre du chevalet puis une case, ou cliquez une case et tapez (un second clic passe à la verticale) ; Entrée propose, Retour arrière reprend, Échap ramène tout, les flèches déplacent le curseur de frappe et Espace le tourne, H ou F2 suggère un mot, Ctrl+P passe, X choisit un mot à transformer. Pendant un vote, A accepte, R refuse, T fait accepter toute la table. Cliquez ou Espace pour abréger le tour de l’anglais. En mode streamer, vos lettres ne s’affichent que tant que vous tenez Tab.
# Leaving the table mid-game, to the title screen.
col-menu = Menu (partie sauvegardée)
