# Play On Words : pourquoi les règles refusent une action, messages des fichiers de données et des sauvegardes.
# Termes : carte, main, pioche, défausse, défi, mot pur, mot mixte, joker, double joker.

pow-refused-game-over = La partie est terminée.
pow-refused-not-your-turn = La partie attend la place { $seat } (les places se comptent à partir de 0, comme dans les sauvegardes).
pow-refused-expected-draw = Commencez votre tour en prenant une carte de la pioche ou d’une défausse.
pow-refused-expected-play = Posez vos mots, modifiez un mot ou finissez votre tour en défaussant.
pow-refused-expected-next-round = La manche est finie : distribuez la suivante.
pow-refused-no-such-pile = Il n’y a pas de défausse { $pile }.
pow-refused-pile-empty = La { $pile } est vide.
pow-refused-too-few-in-pile = La { $pile } ne contient pas deux cartes.
pow-refused-draw-two-too-early = On peut prendre deux cartes à partir du défi { $from }.
pow-refused-not-in-hand = Votre main ne contient pas { $cards }.
pow-refused-already-in = Vous avez relevé le défi : vous ne posez plus de nouveaux mots, vous modifiez ceux de la table.
pow-refused-not-in-yet = Relevez d’abord le défi : vous pourrez ensuite modifier les mots de la table.
pow-refused-word-count = { PLURAL($need) ->
    [one] Le défi demande { $need } mot ; vous en avez posé { $have }.
   *[other] Le défi demande { $need } mots ; vous en avez posé { $have }.
}
pow-refused-no-cards = Un mot ou une modification demande au moins une carte.
pow-refused-only-wilds = « { $word } » n’est fait que de jokers : un mot demande une carte de couleur.
pow-refused-not-a-word = « { $word } » n’est pas dans le dictionnaire.
pow-refused-challenge-not-met = Ces mots ne relèvent pas le défi { $challenge }, qui demande { $wanted }.
pow-refused-no-such-word = Il n’y a pas de mot { $word } sur la table.
pow-refused-laid-this-turn = Vous avez posé « { $word } » à ce tour : modifiez vos propres mots à un tour suivant.
pow-refused-no-edit = Dites comment le mot change : un préfixe, un suffixe, une carte insérée ou une carte recouverte.
pow-refused-no-such-position = « { $word } » n’a pas de carte { $at }.
pow-refused-cover-twice = La carte { $at } est recouverte deux fois dans la même modification.
pow-refused-cover-double-wild = Le double joker ne peut pas être recouvert.
pow-refused-double-wild-covers = Le double joker vaut deux lettres : il ne peut pas recouvrir une carte.
pow-refused-same-letter = La carte { $at } montre déjà cette lettre : une carte posée dessus doit la changer.
pow-refused-pure-stays-pure = « { $word } » est un mot pur ({ $colour }) : modifiez-le seulement avec des cartes de sa couleur ou des jokers.
pow-refused-mixed-stays-mixed = « { $word } » n’aurait plus qu’une couleur : un mot mixte reste mixte.
pow-refused-must-start-empty-pile = La défausse { $pile } est vide : défaussez dessus pour la recommencer.
pow-pile-stock = pioche
pow-pile-discard = défausse { $number }
pow-colour-red = rouge
pow-colour-blue = bleu
pow-colour-green = vert
pow-wanted-pure = un mot pur d’au moins { $min } lettres
pow-wanted-mixed = un mot mixte d’au moins { $min } lettres
pow-data-format = pas un fichier de données Play On Words valide : { $reason }
pow-data-not-a-letter = la couleur « { $suit } » contient « { $found } », qui n’est pas une majuscule de A à Z
pow-data-too-few-cards = le paquet compte { $have } cartes ; une table complète en demande { $need }
pow-data-no-challenges = le fichier des défis ne contient aucune carte défi
pow-data-challenge-order = la carte défi { $position } porte le numéro { $number } : les cartes sont numérotées 1, 2, 3… dans l’ordre
pow-data-empty-challenge = la carte défi { $number } ne demande aucun mot
pow-data-challenge-too-short = la carte défi { $number } demande un mot de { $min } lettres, plus court que son genre ne le permet
error-pow-save-action = « { $text } » n’est pas une action de Play On Words : écrivez « draw » et une pile (« stock », « pile 1 »), « draw two » et deux piles, « lay » et les cartes des mots (« rTrRrE bBgOrTbH »), « change » avec le numéro d’un mot et ses modifications (« prefix », « suffix », « insert N », « cover N » et des cartes, séparées par « ; »), « discard » avec une carte et une pile, ou « next round ».
error-pow-save-rounds = une partie de Play On Words compte de 1 à 10 manches, pas { $rounds }
cli-pow-level = joueur { $player } ({ $level }) : { $wins } % des victoires, { $mean } points par partie en moyenne
cli-pow-games = { $games } parties de { $rounds } manches jouées en { $seconds } s
cli-pow-timing = une décision de niveau Hard a pris { $ms } ms en moyenne ({ $decisions } décisions)
cli-pow-refused = partie { $game } : l’action de la place { $seat } a été refusée : { $reason }
cli-pow-stuck = la partie { $game } ne s’est pas terminée : les joueurs de l’ordinateur sont bloqués
cli-pow-bad-seats = --seats donne de 2 à 6 niveaux parmi easy, normal et hard, pas « { $seats } »
cli-pow-bad-rounds = --rounds va de 1 à 10, pas { $rounds }
pow-save-deal-card = la donne de la manche { $round } contient « { $card } », qui n’est pas une carte (rA, bN, gQ, * ou **)
pow-save-deal-too-many = la donne de la manche { $round } contient plus de { $card } que le paquet n’en a
