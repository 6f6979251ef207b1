# Règles de la maison communes à tous les jeux : ce que proposent les pages de nouvelle partie
# et ce que disent les règles quand l’une d’elles refuse un mot.

house-section = Les mots à la table
house-family-filter = Filtre familial
house-family-filter-hint = Garde les mots grossiers hors de la table : les joueurs de l’ordinateur ne les jouent jamais, et celui d’un joueur est refusé. Activé par défaut en mode streamer.
house-kept-off = { $word } reste hors de la table ce soir : le filtre familial est activé
house-words = Mots en plus :
house-words-hint = aucun ; ou une liste de mots, un par ligne
house-words-loaded = Le dictionnaire, plus { $count } { PLURAL($count) ->
    [one] mot tiré
   *[other] mots tirés
} de { $path }
house-dictionary-only = Dictionnaire seul
house-load = Charger
house-not-loaded = Non chargé : { $error }
