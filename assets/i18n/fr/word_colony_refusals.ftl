# Word Colony : pourquoi les règles ont refusé une action (les refus typés du moteur).
#
# Termes (anglais / français / roumain), les mêmes dans tous les fichiers de Word Colony :
#   colony = colonie / colonie ; Supercolony = Supercolonie / Supercolonie
#   Decolonization = Décolonisation / Decolonizare ; decolonize = décoloniser / a decoloniza
#   word = mot / cuvânt ; single word = mot isolé / cuvânt izolat ; group = groupe / grup
#   card = carte / carte ; letter card = carte lettre / carte-literă
#   black card = carte noire / carte neagră ; special card = carte spéciale / carte specială
#   Immunity = Immunité / Imunitate ; Magic Word = Mot magique / Cuvânt magic
#   Fist Bump = Tope là / Bate palma ; Conquest = Conquête / Cucerire
#   conquer = conquérir / a cuceri ; protected = protégé / protejat
#   hand = main / mână ; box (la pioche) = boîte / cutie ; draw = piocher / a trage
#   build = construire / a construi ; expand = prolonger / a extinde
#   pass = passer / a da pas ; turn = tour / tură ; table = table / masă
#   reader = lecteur / cititor ; ally = allié / aliat ; answer = répondre / a răspunde
#   dictionary = dictionnaire / dicționar ; owner = propriétaire / proprietar
# Les noms des cartes spéciales sont ceux des cartes (wc-special-* de word_colony_table).
# Le joueur est vouvoyé. Espace insécable avant : ; ! ? et à l’intérieur des « ».

# Le cadre du tour.
wc-refused-no-such-player = il n’y a pas de joueur { $player }
wc-refused-game-over = la partie est terminée
wc-refused-not-your-turn = c’est à { $current } de jouer, pas à { $player }
wc-refused-phase-draw = piochez d’abord une carte dans la boîte
wc-refused-phase-question = choisissez d’abord une carte de votre main et lisez sa question
wc-refused-phase-answer = attendez que tout le monde ait répondu à la question
wc-refused-phase-build = vous avez pioché et la question est close : construisez des mots ou passez

# Désigner un groupe.
wc-refused-no-such-group = il n’y a pas de groupe #{ $group } sur la table
wc-refused-no-such-word = il n’y a pas de mot { $word } sur la table
wc-refused-not-last-word = dans une colonie, on ne construit que sur le dernier mot : ici { $last }, pas { $named }
wc-refused-ambiguous-word = il y a { $count } mots { $word } sur la table : désignez-en un par son numéro, par ex. #{ $example }

# Choisir les cartes.
wc-refused-card-count = { PLURAL($named) ->
        [one] { $named } carte choisie
       *[other] { $named } cartes choisies
    } pour { PLURAL($letters) ->
        [one] { $letters } nouvelle lettre
       *[other] { $letters } nouvelles lettres
    }
wc-refused-named-card-not-in-hand = la carte { $card } n’est pas dans votre main
wc-refused-card-cannot-play = la carte { $card } ({ $face }) ne peut pas jouer la lettre { $letter }
wc-refused-no-letter-card = vous n’avez pas de carte lettre { $letter }
wc-refused-no-black-card = vous n’avez pas de carte noire { $letter }
wc-refused-no-magic-word-card = vous n’avez pas de carte Mot magique

# Construire.
wc-refused-too-short = un mot doit avoir au moins { PLURAL($min) ->
        [one] { $min } lettre
       *[other] { $min } lettres
    }
wc-refused-not-in-dictionary = { $word } n’est pas dans le dictionnaire
wc-refused-not-an-expansion = { $word } ne commence pas par { $base } : on ajoute des lettres seulement à la fin d’un mot
wc-refused-nothing-added = ajoutez au moins une lettre à { $base }
wc-refused-wrong-colony-start = { $word } doit commencer par { $start }, la dernière lettre de { $base }
wc-refused-already-in-colony = { $word } est déjà dans cette colonie : ses mots doivent être uniques
wc-refused-need-own-word-to-build = il vous faut un mot à vous sur la table pour construire sur le mot d’un autre joueur

# Les colonies.
wc-refused-supercolony-automatic = à cette table, les bonus de Supercolonie sont versés d’office
wc-refused-no-supercolony-to-claim = vous n’avez pas de Supercolonie à annoncer là ce tour-ci
wc-refused-not-colony-owner = seul le propriétaire de la colonie, { $owner }, peut la décoloniser
wc-refused-too-few-to-decolonize = pour décoloniser, il faut { PLURAL($need) ->
        [one] { $need } mot
       *[other] { $need } mots
    } dans la colonie ; celle-ci en a { $has }

# La question.
wc-refused-not-in-hand = cette carte n’est pas dans votre main
wc-refused-no-question = les cartes spéciales n’ont pas de question : prenez une carte lettre ou noire
wc-refused-already-read = la question de cette carte { $face } a déjà été lue ; elle ne sert plus qu’à construire
wc-refused-no-question-waiting = aucune question n’attend de réponses
wc-refused-reader-answers = le lecteur ne répond pas à sa propre question
wc-refused-ally-answers = les alliés du lecteur ne répondent pas
wc-refused-already-answered = vous avez déjà répondu

# Les cartes spéciales.
wc-refused-not-that-special = cette carte n’est pas une carte { $special }
wc-refused-immunity-not-own-word = l’Immunité protège un de vos propres mots
wc-refused-immunity-on-colony = les colonies sont déjà protégées : l’Immunité sert aux mots isolés
wc-refused-fist-bump-with-self = Tope là se joue avec un autre joueur
wc-refused-already-yours = ce mot est déjà à vous
wc-refused-not-conquerable = { $word } ne peut pas être conquis : { $why }
wc-refused-need-own-word-to-conquer = il vous faut un mot à vous sur la table pour conquérir celui d’un autre

# Pourquoi un mot ne peut pas être conquis.
wc-refused-protection-colony = les mots d’une colonie sont protégés
wc-refused-protection-decolonized = le mot laissé par une Décolonisation ne peut pas être conquis
wc-refused-protection-immunity = il est protégé par une carte Immunité

# Une carte spéciale comme face d’une carte, dans un refus.
wc-refused-face-immunity = Immunité
wc-refused-face-magic-word = Mot magique
wc-refused-face-fist-bump = Tope là
wc-refused-face-conquest = Conquête

## Préparer une partie (une configuration, une boîte, un paquet ou une donne fixe qui ne permet pas de jouer)
wc-setup-not-a-box = { $path } ligne { $line } : ce n’est pas une boîte : { $reason }
wc-setup-box-too-large = { $path } : la boîte contient { $count } cartes ; une partie en tient au plus { $most }
wc-setup-box-too-small = { $path } : la boîte contient trop peu de cartes pour distribuer une partie
wc-setup-player-count = Word Colony se joue de { $min } à { $max } joueurs, pas { $count }
wc-setup-team-missing = avec les alliances, chaque joueur doit avoir une équipe
wc-setup-one-team = les alliances demandent au moins deux équipes
wc-setup-deck-empty = le paquet de questions est vide
wc-setup-question-missing = la sauvegarde nomme la question { $position } du paquet intégré, qui en compte { $count } (une sauvegarde d’une version plus récente ?)
wc-setup-deal-hands = la donne fixe a { $hands } mains pour { $count } joueurs
wc-setup-deal-start = la donne fixe commence par la place { $seat }, qui n’existe pas
wc-setup-deal-too-large = la donne fixe a { $count } cartes ; une partie en tient au plus { $most }
wc-setup-built-box-too-large = la boîte a { $count } cartes ; une partie en tient au plus { $most }
wc-setup-box-only = { PLURAL($count) ->
    [one] la boîte n’a que { $count } carte
   *[other] la boîte n’a que { $count } cartes
}
