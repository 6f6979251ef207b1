# Wordgame et Classic à la table.
# Termes : lettre (jeton), chevalet, sac, case, plateau, joker, échanger, passer, coup, reliquat (les lettres gardées).

cw-premium-dl = LD
cw-premium-tl = LT
cw-premium-dw = MD
cw-premium-tw = MT
cw-blank-title = Quelle lettre pour le joker ?
cw-blank-text = Choisissez la lettre qu’il remplace (ou tapez-la). Il ne rapporte aucun point.
cw-blank-cancel = Le reprendre
cw-exchange-title = Échanger des lettres
cw-exchange-text = Cliquez sur les lettres à remettre (ou tapez-les) ; vous en piochez autant dans le sac (il en reste { $bag }). L’échange vous coûte votre tour.
cw-exchange-button = Échanger { $count } { PLURAL($count) ->
    [one] lettre
   *[other] lettres
}
cw-exchange-cancel = Annuler
cw-move-pass = passe
cw-move-exchange = échange de { $count }
cw-move-end-rack = reste en fin
cw-privacy-title = Passez l’ordinateur à { $name }
cw-privacy-text = Votre chevalet est secret : vous seul devez regarder.
cw-privacy-button = Je suis { $name } : montrer mon chevalet
cw-new-letters-title = De nouvelles lettres pour tous
cw-new-letters-text = Les deux joueurs ont passé les deux premiers coups : chaque chevalet est retourné au sac et a été pioché de nouveau.
cw-new-letters-ok = Continuer
cw-seat-computer = { $name } ({ $level })
cw-bag = Sac : { $count } { PLURAL($count) ->
    [one] lettre
   *[other] lettres
}
cw-rules-name = Règles : { $rules }
cw-turn-of = À { $name } de jouer
cw-game-over = La partie est finie
cw-computer-thinking = { $name } réfléchit…
cw-streamer-hold = Mode streamer : maintenez Tab pour voir votre chevalet.
cw-recall = Reprendre
cw-shuffle = Mélanger
cw-exchange = Échanger…
cw-exchange-bag-low = Il faut au moins { $need } lettres dans le sac pour échanger.
cw-pass = Passer
cw-keys-help = Glissez les lettres sur le plateau, ou cliquez une case et tapez. Espace : horizontal ou vertical. Retour arrière : reprendre. Entrée : jouer. Échap : tout reprendre. Molette et clic droit : zoom et déplacement.
cw-title-screen = Écran titre
cw-verdict-blank = Choisissez la lettre du joker.
cw-verdict-none = Posez des lettres sur le plateau pour voir ce qu’elles rapportent.
cw-verdict-ok = { $score } { PLURAL($score) ->
    [one] point
   *[other] points
}
cw-verdict-words = Mots : { $words }
cw-verdict-bingo = Tout le chevalet : prime !
cw-play = Jouer
cw-moves = Coups
cw-unseen = Lettres non vues : { $count }
cw-lesson-title = Mode apprentissage
cw-lesson-hidden = Mode apprentissage : maintenez Tab pour voir la leçon (elle nomme des lettres du chevalet).
cw-lesson-best = { $played } était le meilleur coup trouvé par l’ordinateur.
cw-lesson-rank = { $played } arrive en position { $rank } sur { $count } coups.
cw-lesson-unranked = { $played } ne figure pas parmi les coups de l’ordinateur.
cw-lesson-move = Coup
cw-lesson-score = Points
cw-lesson-leave = Reliquat
cw-lesson-value = Valeur (reliquat)
cw-lesson-order = Du meilleur au moins bon selon la valeur : les points plus ce que valent les lettres gardées au tour suivant (jokers et S aident, doublons et lettres difficiles pénalisent).
cw-winner = { $name } gagne !
cw-draw = Égalité : { $names }
cw-final-score = { $name } : { $score } (chevalet { $adjustment })
cw-chart-turns = tours
cw-best-move = Meilleur coup
cw-export-gcg = Exporter en GCG (E)
cw-exported = Feuille de partie écrite dans { $path }
cw-exported-opened = Feuille de partie écrite dans { $path } ; son dossier est ouvert
cw-export-no-dir = Aucun dossier où écrire la feuille de partie.
cw-export-failed = Impossible d’écrire { $path } : { $error }
cw-kind-easy = Facile
cw-kind-normal = Moyen
cw-kind-hard = Difficile
cw-kind-expert = Expert
cw-rules-classic = Classic
cw-rules-wordgame = Wordgame
cw-new-game-heading = Nouvelle partie de lettres croisées
cw-section-rules = Règles
cw-rules-wordgame-long = Wordgame (8 lettres, 2 joueurs)
cw-rules-classic-long = Classic (7 lettres, 2 à 4 joueurs)
cw-rules-wordgame-text = Le premier mot a au moins 4 lettres ; seule la plus forte prime de mot d’un mot compte ; les 8 lettres doublent le coup ; trois passes de suite finissent la partie.
cw-rules-classic-text = Les primes de mot se multiplient ; les 7 lettres rapportent 50 de plus ; l’échange demande 7 lettres dans le sac ; six tours de suite sans point finissent la partie.
cw-section-players = Joueurs
cw-section-game = Partie
cw-dictionary = Dictionnaire :
cw-dictionary-en = anglais
cw-dictionary-fr = français
cw-dictionary-ro = roumain
cw-dictionary-note = Les lettres sont celles du jeu anglais ; les mots français et roumains se jouent sans accents.

# Les contestations du Classique (règle de la maison)
cw-challenge = Contestations :
cw-challenge-void = Aucune
cw-challenge-single = Simple
cw-challenge-double = Double
cw-challenge-five = 5 points
cw-challenge-ten = 10 points
cw-challenge-void-text = Un mot absent du dictionnaire est refusé dès qu’il est posé.
cw-challenge-single-text = Tout mot peut être posé. Le joueur suivant peut le contester : un faux mot est retiré et ne marque rien ; un bon coup ne coûte rien à qui l’a contesté.
cw-challenge-double-text = Tout mot peut être posé. Le joueur suivant peut le contester : un faux mot est retiré et ne marque rien ; un bon coup fait perdre son tour à qui l’a contesté.
cw-challenge-points-text = Tout mot peut être posé. Le joueur suivant peut le contester : un faux mot est retiré et ne marque rien ; un bon coup rapporte { $points } points à son joueur.
cw-challenge-open = { $name } a joué { $words }. Le contester ? ({ $rule })
cw-challenge-button = Contester
cw-accept-button = Accepter
cw-challenge-or-play = ou jouez votre coup pour l’accepter
cw-move-withdrawn = { $words } retiré
cw-move-stood = contesté : valable
cw-move-turn-lost = tour perdu
cw-move-voted-in = { $words } accepté au vote
cw-table-votes = La table vote
