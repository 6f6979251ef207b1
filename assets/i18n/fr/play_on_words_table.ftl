# Play On Words à la table : tout ce qu’elle montre en dehors des refus des règles.
pow-new-game-heading = Nouvelle partie de Play On Words
pow-section-players = Joueurs
pow-section-game = La partie
pow-kind-easy = Ordinateur, facile
pow-kind-normal = Ordinateur, normal
pow-kind-hard = Ordinateur, difficile
pow-length = Durée :
pow-length-full = Les dix défis
pow-length-short = Une partie courte de { $rounds }
pow-length-text = Une partie courte joue autant de cartes défi tirées au hasard, gardées dans l’ordre.
pow-chip = { $name } : { $score } · { $cards } { PLURAL($cards) ->
    [one] carte
   *[other] cartes
}
pow-game-over = La partie est finie
pow-round = Manche { $round } sur { $rounds } · défi { $challenge }
pow-menu = Menu
pow-no-words = Aucun mot sur la table pour l’instant.
pow-words-of = Les mots de { $name }
pow-want-pure = Un mot pur, { $min } lettres ou plus
pow-want-mixed = Un mot mélangé, { $min } lettres ou plus
pow-row-in-progress = La ligne { $row } attend encore { $want }.
pow-row-is-pure = pur (une seule couleur)
pow-row-is-mixed = mélangé (deux couleurs ou plus)
pow-row-wrong-kind = { $word } est { $is } : la ligne { $row } attend { $want }.
pow-row-want-pure = un mot pur de { $min } lettres ou plus
pow-row-want-mixed = un mot mélangé de { $min } lettres ou plus
pow-drop-here = Déposez les cartes ici
pow-streamer-hold = Maintenez Espace pour voir votre main, ou appuyez sur L pour la garder ouverte ce tour-ci
pow-challenge = Défi { $number }
pow-stock = Pioche ({ $count })
pow-pile = Défausse { $number } ({ $count })
pow-prompt-draw = Prenez une carte : cliquez sur la pioche ou sur une défausse.
pow-take-two = Prendre deux cartes ce tour-ci
pow-take-second = Cliquez maintenant sur la pile de votre seconde carte.
pow-prompt-lay = Posez les mots du défi : faites glisser des cartes dans les rangées ci-dessous. Ou finissez votre tour en faisant glisser une carte sur une défausse.
pow-prompt-change = Modifiez les mots sur la table : déposez une carte entre deux cartes, sur une carte ou à un bout. Finissez votre tour en défaussant.
pow-waiting = On attend { $name }.
pow-computer-playing = { $name } joue…
pow-how-to-place = Faites glisser une carte, ou cliquez dessus puis sur sa place. Cliquez sur une carte posée pour la reprendre. Clavier : S ou 1, 2 piochent ; Gauche et Droite prennent une carte, 1 ou 2 la défaussent, Bas la pose dans la rangée choisie par Page suivante, Haut la reprend.
pow-name-the-wild = Choisissez la lettre du joker.
pow-bonus = Bonus : +{ $points } { PLURAL($points) ->
    [one] point
   *[other] points
}
pow-goes-out = Vos dernières cartes : vous terminez la manche !
pow-confirm = Valider
pow-cancel = Annuler
pow-ok = OK
pow-deal = Distribuer la manche suivante ({ $name })
pow-pass-to = Passez à { $name }
pow-pass-why = Votre main est secrète : les autres regardent ailleurs.
pow-pass-ready = Je suis { $name } : montrer ma main
pow-wild-single = Quelle lettre le joker remplace-t-il ?
pow-wild-double = Le double joker remplace deux lettres : lettre { $which } ?
pow-round-over-out = La manche { $round } est finie : { $name } a posé toutes ses cartes !
pow-round-over-blocked = La manche { $round } est finie : la pioche est épuisée, personne ne marque.
pow-round-points = { $name } : { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}
pow-empty-hand = (plus aucune carte)
pow-see-results = Voir les résultats
pow-next-round = Manche suivante
pow-score-round = Manche
pow-score-row = { $round } (défi { $challenge })
pow-score-total = Total
pow-winners = { PLURAL($count) ->
    [one] { $names } gagne !
   *[other] { $names } se partagent la victoire !
}
pow-chart-rounds = manches
pow-new-game = Nouvelle partie
pow-log-drew-stock = { $name } a pris une carte de la pioche.
pow-log-drew-pile = { $name } a pris { $card } de la défausse { $pile }.
pow-log-rebuilt = La pioche a été refaite avec les défausses.
pow-log-laid = { $name } a posé { $words }.
pow-log-changed = { $name } a changé { $from } en { $to }.
pow-log-bonus = { $name } marque { $points } pour { $word }.
pow-log-discarded = { $name } a défaussé { $card } sur la pile { $pile }.
pow-log-out = { $name } a posé toutes ses cartes !
pow-card-letter = le { $letter } { $colour }
pow-card-wild = le joker
pow-card-double-wild = le double joker
pow-hint = Indice (H)
pow-hint-draw = Indice : prenez dans la { $pile }.
pow-hint-draw-two = Indice : prenez deux cartes, dans la { $first } et dans la { $second }.
pow-hint-discard = Indice : défaussez { $card } sur la pile { $pile } (la carte est prise : cliquez sur la pile).
pow-hint-play = Indice : ce coup est préparé pour vous ; validez-le, ou annulez.
pow-how-out = Comment { $name } a posé sa dernière carte :
# A word typed to change a word on the table (from the keyboard).
pow-type-change = Tapez un mot à former (/) :
pow-type-change-hint = p. ex. PRUNES
pow-type-change-none = Aucun changement d’un mot sur la table n’écrit { $word } avec vos cartes.
