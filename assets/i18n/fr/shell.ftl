# La coquille : titre, réglages, page de nouvelle partie, écrans communs à tous les jeux.

language-name = Français

## Écran titre
title-tagline = Une table de jeu pour les jeux de lettres. Toutes les règles appliquées.
title-continue = Reprendre : { $saved }
title-settings = Réglages
title-history = Historique
title-quit = Quitter
title-play = Jouer
title-coming-soon = bientôt

## Réglages
settings-heading = Réglages
settings-volume = Volume
settings-mute = Muet
settings-mute-detail = couper tous les sons
settings-interface-size = Taille de l’interface
settings-colour-blind = Couleurs adaptées aux daltoniens
settings-streamer-mode = Mode streaming
settings-streamer-larger-type = texte agrandi
settings-streamer-detail = Jeu visible touche tenue : Espace (cartes), Tab (lettres).
settings-question-timer = Temps pour répondre
settings-seconds = { $value } s
settings-computer-pace = Rythme des joueurs ordinateur
settings-seconds-per-action = { $value } s par action
settings-word-colony = Word Colony
settings-crossword = Wordgame et Classic
settings-clock = Pendule
settings-clock-off = aucune
settings-minutes = { $value } min
settings-clock-game = pour toute la partie
settings-expert = Réflexion de l’Expert
settings-expert-secs = { $value } s par coup
settings-teaching = Mode apprentissage
settings-teaching-text = meilleurs coups après les miens (lettres croisées)
settings-language = Langue
settings-back = Retour
settings-save-failed = impossible d’enregistrer les réglages dans { $path } : { $reason }

## Page de nouvelle partie
new-game-seed = Graine :
new-game-seed-random = au hasard
new-game-seed-invalid = la graine est un nombre entier (ou vide pour une partie au hasard)
new-game-player = Joueur
new-game-player-numbered = Joueur { $number }
new-game-alliance = Alliance { $number }
new-game-remove = Retirer
seat-kind-person = Personne
seat-kind-easy = Ordinateur : facile
seat-kind-normal = Ordinateur : moyen
seat-on-phone = téléphone
seat-kind-expert = Ordinateur : expert
seat-kind-phone = Sur son téléphone
seat-kind-hard = Ordinateur : difficile
new-game-add-player = Ajouter un joueur
new-game-replace-question = Une nouvelle partie remplace la partie en cours de { $saved }. Commencer quand même ?
new-game-start-anyway = Commencer quand même
new-game-keep-saved = Garder la partie enregistrée
new-game-start = Commencer la partie
new-game-back = Retour

## Couleurs des joueurs, telles que chaque palette les montre
colour-red = Rouge
colour-blue = Bleu
colour-yellow = Jaune
colour-white = Blanc
colour-violet = Violet
colour-orange = Orange
colour-amber = Ambre
colour-sky-blue = Bleu ciel
colour-lemon = Citron
colour-pink = Rose
colour-vermilion = Vermillon

## Comment jouer
title-how-to-play = Comment jouer
# What a screen reader says for the title's "?" and Play buttons of one game.
title-how-to-play-game = Comment jouer à { $game }
title-play-game = Jouer à { $game }
how-to-play-heading = Comment jouer à { $game }
how-to-play-play = Jouer
how-to-play-back = Retour

## La fin d’une partie, à chaque table
end-rematch = Revanche
end-new-game = Nouvelle partie
end-title = Écran titre
continue-summary-turn = { $game } : { $standings } · tour { $turn }
continue-summary-round = { $game } : { $standings } · manche { $round } sur { $rounds }
continue-summary-words = { $game } : { $standings } · { $words } { PLURAL($words) ->
    [one] mot
   *[other] mots
} sur le plateau

# The phones’ room on the table.
phones-title = Téléphones des joueurs
phones-join = Ouvrir sur un téléphone :
phones-code = Code de la salle
phones-free = libre
phones-connected = connecté
phones-away = téléphone absent
phones-free-seat = Libérer la place
phones-lock = Fermer la salle
phones-unlock = Ouvrir la salle
phones-computer-plays = l’ordinateur joue en attendant
phones-hand-over = Faire jouer l’ordinateur
phones-hand-back = Rendre au téléphone

# What a screen reader says for a seat's controls on the new-game page (no visible label).
a11y-seat-name = Place { $seat } : nom
a11y-seat-colour = Place { $seat } : couleur
a11y-seat-kind = Place { $seat } : qui joue
a11y-seat-team = Place { $seat } : alliance
