# La page téléphone de Word Colony (game-word_colony.js) : la main d’un joueur, la question, les réponses et la construction des mots.

## Scores et boîte

phone-wc-finish = Ligne d’arrivée : { $points }
phone-wc-box = Cartes dans la boîte : { $n }
phone-wc-hand-count = main { $n }
phone-wc-alliance = Alliance { $n }
phone-wc-latest = Derniers points

## Cartes spéciales

phone-wc-special-immunity = Immunité
phone-wc-special-magic-word = Mot magique
phone-wc-special-fist-bump = Tope là
phone-wc-special-conquest = Conquête

## Ce que font les autres (aussi le titre de l’incrustation)

phone-wc-others-draw = { $name } pioche une carte.
phone-wc-others-choose = { $name } choisit une question.
phone-wc-others-read = { $name } lit une question.
phone-wc-others-build = { $name } construit des mots.

## Piocher

phone-wc-draw-title = Début de votre tour : piochez une carte
phone-wc-draw = Piocher une carte

## La main

# $cards : les lettres des nouvelles cartes, par ex. « F E ».
phone-wc-new-cards = Nouvelles : { $cards }

## Choisir la question à lire

phone-wc-question-title = Choisissez une carte : vous lirez sa question à voix haute
phone-wc-question-hint = Les cartes marquées ? ont encore leur question. Ceux qui répondent juste gagnent des cartes ; si personne ne trouve, c’est vous qui les gagnez. La question d’une carte noire fait perdre des points à qui se trompe.
phone-wc-pick-a-card = Touchez une carte marquée ?
phone-wc-read-card = Lire la question du { $letter } ({ $value })
phone-wc-black-read = Une carte noire : qui se trompe perd des points.

## Répondre

phone-wc-easy = facile
phone-wc-medium = moyenne
phone-wc-hard = difficile
# $category vient du paquet, dans la langue du paquet.
phone-wc-asks = { $name } demande · { $category } · { $difficulty }
phone-wc-answer-now = Votre réponse : touchez A, B, C ou D.
phone-wc-read-aloud = Lisez ceci à voix haute
phone-wc-you-answered = Vous avez répondu { $letter }. On attend les autres…
phone-wc-time-up = Temps écoulé : pas de réponse.
phone-wc-ally-reads = Votre allié lit cette question : vous ne répondez pas.
phone-wc-answered-count = Réponses : { $done } sur { $all }
phone-wc-still-thinking = Réfléchit encore : { $names }

## Construire des mots

phone-wc-your-word = Votre mot
phone-wc-tap-cards = Touchez vos cartes dans l’ordre, ou tapez le mot.
phone-wc-new-word = Nouveau mot
phone-wc-extend = Prolonger { $word }
phone-wc-colony = Depuis le { $letter } de { $word }
phone-wc-extend-short = { $word } + …
phone-wc-colony-short = Mot depuis { $letter }
phone-wc-points = Points : { $n }
phone-wc-conquers = conquiert { $word } sur { $name } !
phone-wc-no-card-for = Vous n’avez pas de carte pour { $letter }.
phone-wc-place = Poser le mot
phone-wc-magic-pick = Quelle lettre joue le Mot magique ?
phone-wc-cancel = Annuler
phone-wc-end-turn = Finir mon tour
phone-wc-need-own-word = Construisez d’abord un mot à vous : ensuite vous pourrez aussi construire sur les mots des autres.

## Cartes spéciales en jeu

phone-wc-specials = Cartes spéciales
phone-wc-help-immunity = Protégez un de vos mots isolés de la conquête jusqu’à votre prochain tour :
phone-wc-help-conquest = Prenez le mot isolé d’un autre joueur avec ses points :
phone-wc-help-fist-bump = Vous et un autre joueur piochez chacun une carte. Avec qui ?
# Un mot à conquérir : $n est sa valeur.
phone-wc-word-of = { $word } ({ $name }, { $n })
phone-wc-no-target = Aucun mot ne peut recevoir cette carte pour l’instant.

## La table

phone-wc-table = Sur la table
phone-wc-table-empty = Pas encore de mots.
phone-wc-colony-tag = colonie
phone-wc-supercolony = Supercolonie
phone-wc-immune = immunisé
phone-wc-decolonized = décolonisé
phone-wc-decolonize = Décoloniser : { $word } compte double

## Derniers points ($delta a son signe : +6, -4)

phone-wc-log-letters = { $name } { $delta } pour { $word }
phone-wc-log-conquest = { $name } { $delta } pour la conquête de { $word }
phone-wc-log-conquered = { $name } { $delta } : { $word } perdu
phone-wc-log-black-question = { $name } { $delta } : mauvaise réponse à une carte noire
phone-wc-log-supercolony = { $name } { $delta } : Supercolonie
phone-wc-log-decolonization = { $name } { $delta } : Décolonisation de { $word }
phone-wc-log-black-in-hand = { $name } { $delta } : cartes noires en main

## La fin

phone-wc-winner = Victoire : { $names }
phone-wc-reason-finish = La ligne d’arrivée est atteinte.
phone-wc-reason-box = La boîte est vide.
phone-wc-reason-agreement = Les joueurs ont décidé d’arrêter.

## Ce que la dernière question a donné à ce joueur (la vue ne dit pas la bonne réponse)

phone-wc-result-right = Vous avez répondu { $letter } : c’est juste ! Nouvelles cartes : { $n }
phone-wc-result-black = Vous avez répondu { $letter } : faux, sur une carte noire : { $delta } points.
phone-wc-result-wrong = Vous avez répondu { $letter } : c’est faux.
phone-wc-result-none = Vous avez répondu { $letter } : pas de nouvelles cartes cette fois.
phone-wc-result-nobody = Personne n’a trouvé : vous gagnez les cartes ({ $n }).
phone-wc-result-losers = Mauvaises réponses à votre carte noire : { $names }
phone-wc-reveal-answer = La réponse était { $letter } : { $answer }
phone-wc-reveal-right = Bonne réponse : { $names }
phone-wc-reveal-wrong = Mauvaise réponse : { $names }
