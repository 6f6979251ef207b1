# Mode Colonisation : pourquoi les règles refusent une action, et les messages de la sauvegarde.
# Termes : lettre (jeton), chevalet, sac, plateau, nom de langue, vote, fiche de mot, anglais, Transformation, pion blanc.

col-refused-game-over = La partie est terminée.
col-refused-not-your-turn = { PLURAL($count) ->
    [one] La partie attend la place { $seats } (les places se comptent à partir de 0, comme dans les sauvegardes).
   *[other] La partie attend les places { $seats } (les places se comptent à partir de 0, comme dans les sauvegardes).
}
col-refused-expected-name = Nommez d’abord votre langue.
col-refused-expected-vote = Votez d’abord : accepter ou refuser.
col-refused-expected-move = Posez un mot, passez, échangez ou tentez une Transformation.
col-refused-expected-reveal = Choisissez la lettre que vous révélez pour la Transformation.
col-refused-expected-english = C’est au tour de l’anglais.
col-refused-name-not-rack = Nommez votre langue avec les sept lettres de votre chevalet : { $rack }.
col-refused-too-short = « { $word } » est trop court : un mot doit avoir au moins { $min } lettres.
col-refused-bag-too-small = Pour échanger, il faut au moins { $need } lettres dans le sac ; il en reste { $have }.
col-refused-empty-exchange = Choisissez au moins une lettre à échanger.
col-refused-not-on-rack = Votre chevalet ne contient pas { $tiles }.
col-refused-no-such-record = Il n’y a pas de fiche de mot { $record }.
col-refused-target-english = La fiche de mot { $record } est déjà anglaise.
col-refused-target-own = La fiche de mot { $record } est à vous : transformez le mot d’un autre joueur.
col-refused-white-meeple-used = Votre pion blanc est déjà posé : chacun ne transforme qu’une fois.
col-refused-no-tile-to-reveal = La place { $seat } n’a aucune lettre à révéler.
error-col-save-name = « { $text } » n’est pas le nom d’une langue : écrivez « name » et les sept lettres en un mot, en capitales pour les lettres et en minuscules pour les jokers (« name ZELTEna »)
error-col-save-action = « { $text } » n’est pas une action du mode Colonisation : écrivez « name NOM », « accept », « refuse », une case et un mot (« 8D CRATE »), « pass », « exchange » et les lettres, « transform » et un numéro de fiche, « reveal » et une lettre, ou « english ».
