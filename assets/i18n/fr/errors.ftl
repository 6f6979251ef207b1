# Erreurs sur les fichiers venus de l’extérieur (sauvegardes, paquets, listes de mots, boîtes), telles que la fenêtre les affiche.
#
# Termes (anglais / français / roumain) :
#   file = fichier / fișier ; line = ligne / linie ; column = colonne / coloană
#   save file = sauvegarde / salvare ; setup = configuration / configurație
#   question deck = paquet de questions / pachet de întrebări ; box file = fichier de boîte / fișier de cutie
#   word list = liste de mots / listă de cuvinte ; positions file = fichier de positions / fișier de poziții
#   game record = partie enregistrée / partidă înregistrată ; settings file = fichier de réglages / fișier de setări
#   option (A-D) = option / variantă ; category = catégorie / categorie ; answer = réponse / răspuns
#   wildcard = joker / joker ; hand = main / mână ; group = groupe / grup
# $path est le chemin d’un fichier ; $reason est le message du système ou du lecteur de fichiers, non traduit.
# Espace insécable avant : ; ! ? et à l’intérieur des « ».

# Un fichier illisible.
error-no-such-file = { $path } : fichier introuvable
error-not-regular-file = { $path } : { $what }, pas un fichier ordinaire
error-file-type-directory = un dossier
error-file-type-fifo = un tube nommé
error-file-type-device = un périphérique
error-file-type-socket = un socket
error-file-type-other = pas un fichier
error-too-large-save = { $path } : trop gros pour une sauvegarde ({ $size }, limite { $limit })
error-too-large-box = { $path } : trop gros pour un fichier de boîte ({ $size }, limite { $limit })
error-too-large-deck = { $path } : trop gros pour un paquet de questions ({ $size }, limite { $limit })
error-too-large-word-list = { $path } : trop gros pour une liste de mots ({ $size }, limite { $limit })
error-too-large-positions = { $path } : trop gros pour un fichier de positions ({ $size }, limite { $limit })
error-too-large-game-record = { $path } : trop gros pour une partie enregistrée ({ $size }, limite { $limit })
error-too-large-settings = { $path } : trop gros pour un fichier de réglages ({ $size }, limite { $limit })
error-size-mb = { $amount } Mo
error-size-kb = { $amount } Ko
error-not-text = { $path }, ligne { $line } : pas du texte UTF-8 (octet invalide en colonne { $column })
error-in-file = { $path } : { $reason }

# Les parties sauvegardées.
error-save-invalid = pas une sauvegarde valide : { $reason }
error-save-newer = écrite par une version plus récente de WordTable, au format de sauvegarde { $format } (cette version lit les formats 1 à { $newest }) : mettez WordTable à jour pour l’ouvrir
error-save-unknown-game = sauvegarde du jeu « { $game } », inconnu de cette version de WordTable (elle connaît : { $known })
error-save-unknown-game-in-file = { $path } : sauvegarde du jeu « { $game } », inconnu de cette version de WordTable (elle connaît : { $known })
error-replay-setup = configuration injouable : { $reason }
error-ron-too-deep = trop de niveaux imbriqués (plus de 128 niveaux de parenthèses) : ce n’est pas un fichier écrit par WordTable
error-no-table = le jeu « { $game } » n’a pas de table dans cette version : on peut le rejouer (wordtable replay), pas l’ouvrir
error-replay-illegal = l’action { $index } est interdite : { $reason }

# Les sauvegardes de Wordgame et Classic. $index : le numéro d’une action, à partir de 0 ; $seat :
# le numéro d’une place, à partir de 0, comme le fichier l’écrit. pass et exchange sont des mots du
# format de fichier : les garder tels quels. $line et $column : où le lecteur s’est arrêté.
error-save-at = ligne { $line }, colonne { $column } : { $reason }
error-cw-save-action = action { $index } : { $reason }
error-cw-save-move = « { $text } » n’est pas un coup : écrivez une case et un mot (« 8D CRATE »), « pass », ou « exchange » et les lettres (« exchange QVZ »)
error-cw-save-word-too-long = « { $text } » est plus long que le plateau n’est large ({ $max } cases)
error-cw-save-exchange-tiles = « { $tiles } » : les lettres échangées s’écrivent en capitales de A à Z, et « ? » pour un joker
error-cw-save-exchange-too-many = « { $tiles } » : plus de lettres qu’un chevalet n’en contient (au plus { $max })
error-cw-save-seat = action { $index } : la place { $seat } n’est pas à cette table (ses places vont de 0 à { $last })
error-cw-save-too-many-actions = plus de { $max } actions : aucune partie de Wordgame ou de Classic ne dure aussi longtemps
error-cw-save-too-few-players = Wordgame et Classic se jouent à { $min } joueurs au moins ; cette sauvegarde en a { $count }
error-cw-save-too-many-players = Wordgame et Classic se jouent à { $max } joueurs au plus
error-names-repeated = deux places portent le nom « { $name } » : chaque place a besoin d’un nom à elle (la table appelle chacune par son nom)
error-cw-save-name-empty = la place { $seat } n’a pas de nom
error-cw-save-name-too-long = le nom de la place { $seat } dépasse { $max } caractères
error-cw-save-name-control = le nom de la place { $seat } contient un caractère de contrôle
# Une sauvegarde dont la fenêtre n’a pas encore la table (wordtable replay est une commande : la garder telle quelle).

# Les listes de mots.
error-word-list-unreadable = { $path } : illisible : { $reason }
error-word-list-not-found = { $path } : fichier introuvable
error-word-list-too-large = { $path } : trop gros pour une liste de mots ({ $size } Mo, limite { $limit } Mo)
error-word-list-empty = { $path } : la liste ne contient aucun mot
error-word-list-binary = { $path }, ligne { $line } : ce n’est pas un fichier texte (données binaires)
error-word-list-too-long = { $path }, ligne { $line } : « { $word } » a { $letters } lettres ; un jeu accepte au plus { $max } lettres
error-word-list-digit = { $path }, ligne { $line } : « { $word } » contient un chiffre
error-word-list-spaces = { $path }, ligne { $line } : « { $word } » contient plusieurs mots (un mot par ligne)
error-word-list-control = { $path }, ligne { $line } : « { $word } » contient un caractère de contrôle
error-word-list-not-a-letter = { $path }, ligne { $line } : « { $word } » contient « { $character } », qui n’est pas une lettre

# Les paquets de questions.
error-deck-on-line = ligne { $line } : { $problem }
error-deck-in-question = question { $number } : { $problem }
error-deck-no-questions = le paquet n’a aucune question
error-deck-question-empty = la question est vide
error-deck-question-too-long = la question dépasse { $max } caractères
error-deck-option-empty = l’option { $option } est vide
error-deck-option-too-long = l’option { $option } dépasse { $max } caractères
error-deck-control-character = contient un caractère de contrôle (octet NUL ou séquence d’échappement)
error-deck-same-options = deux options sont identiques
error-deck-category-empty = la catégorie est vide
error-deck-category-too-long = la catégorie dépasse { $max } caractères
error-deck-unclosed-quote = un guillemet n’est pas refermé
error-deck-field-count = 7 champs attendus (question, A, B, C, D, lettre de la réponse, catégorie), { PLURAL($found) ->
        [one] { $found } trouvé
       *[other] { $found } trouvés
    }
error-deck-bad-answer = la réponse doit être A, B, C ou D, pas « { $answer } »
error-deck-bad-difficulty = la difficulté doit être easy, medium ou hard, pas « { $difficulty } »
error-deck-text-before-first-question = du texte avant la première question #Q
error-deck-second-answer = une autre ligne de réponse ^
error-deck-option-twice = l’option { $option } apparaît deux fois
error-deck-option-letter = option { $option } : les options vont de A à D
error-deck-not-an-option = pas une ligne d’option : « { $text } »
error-deck-no-answer-line = la question n’a pas de ligne de réponse ^
error-deck-missing-options = la question n’a pas d’option { $missing }
error-deck-answer-not-an-option = la réponse « { $answer } » ne figure pas parmi les options

# Les lettres tapées pour une main ou un chevalet.
error-bag-not-a-letter = « { $character } » n’est pas une lettre ; utilisez a-z, et « ? » pour un joker
error-bag-too-many = { $count } lettres, c’est plus qu’une main n’en tient (au plus { $max })

# La notation des cartes de Word Colony (FLOW, WONDEr, FLO*W, #3).
error-notation-magic-without-letter = un Mot magique (*) doit être suivi de la lettre qu’il joue
error-notation-not-a-letter = « { $character } » n’est pas une lettre
error-notation-not-a-group-number = « { $text } » n’est pas un numéro de groupe


# `wordtable crossword --rules colonization` : parties entre joueurs ordinateur.
cli-col-recorded = place { $seat } : { $word } ({ $points })
cli-col-level = joueur { $player } ({ $level }) : { $wins } % de victoires, score moyen { $mean }
cli-col-english = Anglais : { $wins } % de victoires, score moyen { $mean }
cli-col-timing = { $turns } tours, { $ms } ms de réflexion par tour en moyenne, { $slowest } ms au plus
cli-col-refused = partie { $game } : la place { $seat } a été refusée : { $reason }
cli-col-stuck = la partie { $game } ne s’est pas terminée
error-save-players = { $game } se joue de { $min } à { $max } joueurs ; cette sauvegarde en compte { $count }
error-save-too-many-actions = plus de { $max } actions : aucune partie de { $game } ne dure aussi longtemps
history-error-newer = { $path } : un historique écrit par une version plus récente de WordTable (version { $version } ; celle-ci lit jusqu’à la { $newest }) ; il a été laissé tel quel
history-import-game = partie { $number } du fichier : { $reason }
