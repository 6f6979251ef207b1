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
house-vote = Le vote des joueurs l’emporte sur le dictionnaire
house-vote-hint = Un mot absent du dictionnaire est soumis aux autres personnes à la table : une majorité le refuse, une égalité l’accepte, et un mot accepté vaut pour le reste de la partie. Les joueurs de l’ordinateur ne votent pas.
house-vote-question = { $name } demande à la table d’accepter { $words }, absent du dictionnaire. L’accepter ?
house-vote-count = Une majorité refuse ; une égalité accepte.
house-vote-yes = Accepter
house-vote-no = Refuser
house-vote-on-phone = { $name } vote sur son téléphone.
house-refused-no-vote-rule = La table n’a pas activé le vote des joueurs sur les mots.
house-refused-nobody-to-ask = Aucune autre personne à la table ne peut voter.
house-refused-vote-open = La table vote sur des mots : seuls les votes comptent pour l’instant.
house-refused-not-a-voter = Vous ne votez pas cette fois.
house-refused-already-a-word = { $word } est déjà un mot : rien à demander.
house-ask = Demander à la table d’accepter { $words }
house-log-asked = { $name } demande à la table d’accepter { $words }
house-log-accepted = La table a accepté { $words }
house-log-refused = La table a refusé { $words }
