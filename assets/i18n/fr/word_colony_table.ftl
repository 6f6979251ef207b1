# La table de Word Colony : panneaux, lecteur de questions, révélation, journal, fin de partie, options de nouvelle partie.
#
# Vocabulaire (le même dans tous les fichiers du jeu) :
#   colony = colonie ; Supercolony = Supercolonie ; Decolonization = Décolonisation, décoloniser
#   card = carte ; letter card = carte lettre ; black card = carte noire ; special card = carte spéciale
#   hand = main ; box = boîte ; discards = défausse
#   question, answer = question, réponse
#   word = mot ; single word = mot isolé ; build = construire ; expand = prolonger
#   conquer = conquérir ; conquest = conquête ; immune = immunisé
#   score track = piste de score ; pawn = pion ; finish line = ligne d'arrivée ; point = point
#   pass = Passer ; alliance = alliance ; turn = tour
#   Quick, Master, Epic game = partie Rapide, Maître, Épique
#   Cartes spéciales : Immunity = Immunité ; Conquest = Conquête ; Magic Word = Mot magique ;
#     Fist Bump = Tope là

## Noms des cartes spéciales (cartes, boutons, journal)

wc-special-immunity = Immunité
wc-special-magic-word = Mot magique
wc-special-fist-bump = Tope là
wc-special-conquest = Conquête
wc-face-any = libre

## À quoi sert une carte spéciale

wc-help-immunity = Immunité : protège un de vos mots isolés de la conquête jusqu’à votre prochain tour. Déposez-la sur votre mot, ou utilisez son bouton dans le panneau du tour.
wc-help-conquest = Conquête : prend le mot isolé d’un autre joueur, avec ses points. Déposez-la sur le mot, ou utilisez son bouton dans le panneau du tour.
wc-help-fist-bump = Tope là : un autre joueur et vous piochez chacun une carte. Choisissez qui dans le panneau du tour.
wc-help-magic-word = Mot magique : se joue comme la lettre de votre choix et vaut 0. Placez-le comme une lettre.
wc-not-a-letter = { $card } n’est pas une lettre.
wc-choose-magic-letter = choisissez la lettre que joue le Mot magique

## Un mot tapé au clavier

wc-type-letters = tapez les lettres d’un mot
wc-no-card-for = vous n’avez pas de carte { $letter } pour écrire { $word }

## Problèmes d'une partie chargée

wc-notice-cannot-start = Cette partie ne peut pas commencer : { $error }
wc-notice-stopped = La partie sauvegardée s’est arrêtée à l’action { $action } ({ $reason }) ; elle reprend à partir de là.

## Le journal

wc-log-intro = Word Colony : le premier à { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}.
wc-log-intro-resumed = Reprise : le premier à { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}.
wc-log-reads = { $name } lit une question.
wc-log-answer = La bonne réponse était { $letter }.
wc-log-pick-right = { $name } { $letter } (juste)
wc-log-pick-wrong = { $name } { $letter } (faux)
wc-log-points-letters = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} pour { $word }.
wc-log-points-conquest = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} pour { $word } conquis.
wc-log-points-conquered = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} pour { $word } perdu.
wc-log-points-black-question = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} pour une erreur sur la question d’une carte noire.
wc-log-points-supercolony = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} pour une Supercolonie.
wc-log-points-decolonization = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} pour avoir décolonisé { $word }.
wc-log-points-black-in-hand = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} pour les cartes noires restées en main.
wc-log-builds = { $name } construit { $word }.
wc-log-expands = { $name } prolonge un mot en { $word }.
wc-log-colony-word = { $name } construit { $word } dans une colonie.
wc-log-builds-points = { $name } construit { $word } : { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
}.
wc-log-expands-points = { $name } prolonge un mot en { $word } : { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
}.
wc-log-colony-word-points = { $name } construit { $word } dans une colonie : { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
}.
wc-log-conquers = { $name } conquiert { $word }, pris à { $from } !
wc-log-supercolony = Supercolonie pour { $name } !
wc-log-supercolony-claimable = { $name } a formé une Supercolonie : à annoncer pendant ce tour !
wc-log-decolonizes = { $name } décolonise et ne garde que { $word }.
wc-log-plays = { $name } joue la carte { $card }.
wc-log-no-question = { $name } n’a aucune carte non lue : pas de question ce tour-ci.
wc-log-reshuffled = La défausse est mélangée et remise dans la boîte.
wc-log-turn = À { $name } de jouer.
wc-log-passes = { $name } passe.
wc-log-out-of-time = { $name } n’a plus de temps : pas de réponse.
wc-wins = { $names } { PLURAL($count) ->
    [one] gagne
   *[other] gagnent
} !
wc-names-and = { $first } et { $last }

## Le panneau du tour

wc-game-over = Partie terminée
wc-turn-of = À { $name } de jouer
wc-turn-number = Tour { $turn }
wc-over-text = La partie est terminée.
wc-phone-playing = { $name } joue sur son téléphone…
wc-computer-playing = { $name } (ordinateur) joue…
wc-reveal-wait = Tout le monde voit la réponse. Continuer (Entrée) pour poursuivre.
wc-pass-laptop = Passez l’ordinateur à { $name }.
wc-draw-prompt = Piochez une carte dans la boîte.
wc-draw-button = Piocher une carte  (Entrée)
wc-streamer-picked = Une carte est choisie (elle se soulève dans votre main tant que vous tenez Espace) : Entrée lit sa question, N en choisit une autre.
wc-streamer-pick = Tenez Espace pour voir vos cartes, puis appuyez sur 1-9 pour lire la question d’une carte, ou sur N pour en choisir une.
wc-read-ask = Lire à voix haute la question de votre carte { $card } ?
wc-read-it = La lire (Entrée)
wc-another-card = Une autre carte
wc-choose-question = Choisissez une carte et lisez sa question à voix haute : cliquez-la dans votre main puis confirmez, ou tapez ici son numéro.
wc-others-answer = Les autres répondent à la question.
wc-menu = Menu (partie sauvegardée)
wc-build-how = Construisez des mots : glissez des cartes de votre main sur la table, au bout d’un mot ou à côté de sa dernière lettre. Puis passez.
wc-build-how-hidden = Construisez des mots : tenez Espace pour voir votre main et glissez ses cartes sur la table, ou tapez un mot. Puis passez.
wc-pending-expand = Prolongement
wc-pending-colony = Mot de colonie
wc-pending-new = Nouveau mot
wc-magic-plays = Lettre du Mot magique :
wc-preview-conquers = conquiert { $word }, pris à { $name } !
wc-preview-supercolony = Supercolonie !
wc-confirm = Valider (Entrée)
wc-take-back = Reprendre (Échap)
wc-type-prompt = Ou tapez un mot, nouveau ou qui prolonge un mot de la table, puis Entrée (/ pour aller au champ) :
wc-decolonize = Décoloniser { $word }
wc-announce = Annoncer la Supercolonie !
wc-undo = Annuler (Ctrl+Z)
wc-pass = Passer  (P)
wc-immunity-for = Immunité pour { $word }
wc-conquest-take = Conquête : prendre { $word } ({ $name })
wc-fist-bump-with = Tope là avec { $name }

## Survol d'un mot de la table ou d'une carte de la main

wc-hover-word = { $word } : mot appartenant à { $owner }, vaut { $value }.
wc-hover-colony = { $word } : colonie de { $count } { PLURAL($count) ->
    [one] mot
   *[other] mots
} appartenant à { $owner }, vaut { $value }.
wc-hover-yours = Vous en êtes propriétaire.
wc-hover-conquerable = Ce mot peut être conquis maintenant.
wc-hover-protected-colony = Imprenable : les mots d’une colonie sont protégés.
wc-hover-protected-decolonized = Imprenable : c’est le mot laissé par une Décolonisation.
wc-hover-protected-immunity = Imprenable : il est protégé par une carte Immunité.
wc-hover-black = Carte noire { $letter } : vaut { $value } sur la table ; une mauvaise réponse à sa question coûte des points.

## L'écran de confidentialité

wc-privacy-title = Passez l’ordinateur à { $name }
wc-privacy-answer = Personne d’autre ne doit voir votre réponse.
wc-privacy-cards = Personne d’autre ne doit voir vos cartes.
wc-privacy-answer-button = Je suis { $name } : je réponds
wc-privacy-cards-button = Je suis { $name } : voir mes cartes

## Le lecteur de questions et la révélation

wc-reader-line = { $name } lit  ·  { $category }  ·  { $difficulty ->
    [easy] facile
    [hard] difficile
   *[medium] moyenne
}  ·  carte de valeur { $value }
wc-status-answered = { $name }{ $keys } : a répondu
wc-status-thinking = { $name }{ $keys } : réfléchit
wc-countdown = { $seconds } s
wc-your-answer = { $computer ->
    [yes] L’ordinateur vous a lu cette question. { $name }, votre réponse : cliquez-la, ou tapez A, B, C ou D (ou 1-4).
   *[no] { $name }, votre réponse : cliquez-la, ou tapez A, B, C ou D (ou 1-4).
}
wc-time-up = Temps écoulé !
wc-nobody-right = Personne n’a trouvé.
wc-right-list = Bonne réponse : { $names }
wc-wrong-list = Mauvaise réponse : { $names }
wc-reveal-draws = { $name } pioche { $count } { PLURAL($count) ->
    [one] carte
   *[other] cartes
}
wc-reveal-loses = { $name } perd { $count } { PLURAL($count) ->
    [one] point
   *[other] points
}
wc-continue = Continuer

## La fin de la partie

wc-final-score = { $name }   { $count } { PLURAL($count) ->
    [one] point
   *[other] points
}
wc-chart-finish = arrivée
wc-chart-turns = tours

## La piste de score

wc-track-finish = ARRIVÉE
wc-track-person = { $name }  { $score } pts  ·  { $count } { PLURAL($count) ->
    [one] carte
   *[other] cartes
}
wc-track-phone = { $name }  { $score } pts  ·  { $count } { PLURAL($count) ->
    [one] carte
   *[other] cartes
}  (téléphone)
wc-track-computer = { $name }  { $score } pts  ·  { $count } { PLURAL($count) ->
    [one] carte
   *[other] cartes
}  (ordi)
wc-card-read-tag = lue

## La ligne Continuer de l'écran titre

## Le panneau de nouvelle partie

wc-new-game-heading = Nouvelle partie de { $game }
wc-section-players = Joueurs
wc-section-game = Partie
wc-section-content = Questions et mots
wc-alliances = Alliances (équipes ; idéal à 4 ou plus)
wc-length = Durée :
wc-length-quick = Rapide ({ $points })
wc-length-master = Maître ({ $points })
wc-length-epic = Épique ({ $points })
wc-answers = Réponses :
wc-answers-pass = on se passe l’ordinateur
wc-answers-buzzer = touches buzzer (tous en même temps)
wc-house-strict = Règle maison : une Supercolonie doit être annoncée pendant le tour où elle est formée
wc-house-reshuffle = Règle maison : quand la boîte est vide, la défausse y est remélangée
wc-deck = Questions :
wc-deck-en = en anglais
wc-deck-fr = en français
wc-deck-ro = en roumain
wc-deck-file = d’un fichier
wc-deck-hint = un fichier .ron, .csv ou OpenTriviaQA
wc-load = Charger
wc-deck-fresh = Jamais posées sur cet ordinateur : { $fresh } sur { $count }
wc-deck-reset = Tout remettre en jeu
wc-categories = Catégories :
wc-categories-all = Toutes
wc-categories-none = Choisissez au moins une catégorie de questions
wc-deck-loaded = { $path } : { $count } { PLURAL($count) ->
    [one] question
   *[other] questions
}
wc-dictionary = Dictionnaire :
wc-dictionary-en = anglais
wc-dictionary-fr = français
wc-dictionary-ro = roumain
wc-not-loaded = Non chargé : { $error }
wc-lookup-hint = chercher un mot
wc-lookup-in = { $word } est dans le dictionnaire ({ $language })
wc-lookup-voted = { $word } a été accepté au vote de la table
wc-lookup-kept-off = { $word } est écarté par le filtre familial
wc-lookup-not-in = { $word } n’est pas dans le dictionnaire ({ $language })
# A typed word that can be placed more than one way (from the keyboard).
wc-other-readings = { PLURAL($count) ->
    [one] Il se place aussi d’une autre façon : Page suivante la montre.
   *[other] Il se place aussi de { $count } autres façons : Page suivante montre la suivante.
}
