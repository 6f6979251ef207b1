# Le mode Colonisation sur le téléphone d’un joueur (game-colonization.js) : nom de la langue, votes, plateau, Transformations, l’anglais.

phone-col-english = L’anglais
phone-col-english-in = en jeu, il dévore les mots
phone-col-english-out = pas encore en jeu
phone-col-you = (vous)
phone-col-language = Langue : { $name }
phone-col-no-language = pas encore de langue
phone-col-white-ready = meeple blanc disponible
phone-col-white-used = meeple blanc utilisé
phone-col-bag = Sac : { $n } lettres
phone-col-limit = Au-delà de { $n } points, le mot part à l’anglais
phone-col-points = { $n } pts
phone-col-words = Les mots du plateau
phone-col-no-words = Aucun mot pour l’instant.
phone-col-zoom-in = Agrandir
phone-col-zoom-out = Réduire
phone-col-sq-3w = M×3
phone-col-sq-2w = M×2
phone-col-sq-3l = L×3
phone-col-sq-2l = L×2
phone-col-cancel = Annuler
phone-col-blank-pick = Quelle lettre le joker remplace-t-il ?

phone-col-name-title = Nommez votre langue
phone-col-name-help = Touchez vos sept lettres dans l’ordre de votre choix : c’est le nom de votre langue. Les autres votent.
phone-col-name-waiting = { $name } nomme sa langue.

phone-col-vote-name = { $name } veut appeler sa langue :
phone-col-vote-move = { $name } a posé un mot en { $square } :
phone-col-vote-ask-name = Acceptez-vous ce nom ?
phone-col-vote-ask-move = Peut-on le prononcer assez clairement pour s’accorder sur son orthographe ?
phone-col-vote-english-note = Si c’est un mot anglais, l’anglais le prend avec ses points.
phone-col-vote-count = Votes pour l’instant : { $yes } oui, { $no } non.
phone-col-vote-mine = Les autres votent sur votre proposition.

phone-col-place-help = Touchez une case, puis vos lettres ; touchez-la encore pour écrire vers le bas.
phone-col-min-word = Les mots ont au moins { $n } lettres.
phone-col-tap-square = Touchez d’abord une case vide.
phone-col-not-line = Posez vos lettres sur une seule ligne ou colonne, sans trou.
phone-col-no-tile = Vous n’avez ni { $letter } ni joker.
phone-col-preview = { $word } : { $n } pts
phone-col-over-limit = Ce mot vous ferait dépasser { $n } : il partirait à l’anglais.
phone-col-play = Jouer
phone-col-exchange = Échanger
phone-col-exchange-help = Touchez les lettres à remettre dans le sac ; vous en piochez autant et votre tour s’achève.
phone-col-exchange-n = Échanger { $n }
phone-col-exchange-no-bag = Le sac contient moins de 7 lettres : pas d’échange possible.
phone-col-transform = Transformer
phone-col-transform-help = Choisissez le mot d’une autre langue à rendre anglais. Vous révélez chacun une lettre : la vôtre doit valoir plus. Cela prend votre tour, et ne réussit qu’une fois par partie.
phone-col-transform-none = Aucun autre joueur n’a encore de mot.
phone-col-turn-wait = { $name } joue.

phone-col-tf-actor = Vous tentez de rendre { $word } (le mot de { $name }) anglais.
phone-col-tf-owner = { $name } tente de rendre votre mot { $word } anglais !
phone-col-tf-others = { $actor } tente de rendre anglais { $word }, le mot de { $owner }.
phone-col-tf-pick-actor = Choisissez la lettre à révéler : elle doit valoir plus que la sienne.
phone-col-tf-pick-owner = Choisissez la lettre à révéler : si elle vaut autant ou plus que la sienne, votre mot est sauf.
phone-col-reveal = Révéler
phone-col-tf-chosen = Vous révélez { $tile } ({ $n } pts). On attend l’autre lettre.
phone-col-tf-secret = Les lettres se choisissent en secret.

phone-col-english-turn = Au tour de l’anglais : il pioche une lettre et peut prendre un mot voisin des siens.
phone-col-english-go = Jouer le tour de l’anglais

phone-col-won = Victoire : { $names }
phone-col-over-out = { $name } a posé sa dernière lettre.
phone-col-over-scoreless = Six tours de suite sans points.
phone-col-over-english = Tous les mots du plateau sont anglais.

phone-col-news-scored = { $name } marque { $points } avec { $word }.
phone-col-news-english-word = { $word } part à l’anglais ({ $points } pts).
phone-col-news-claimed = L’anglais a pris { $word } ({ $points } pts).
phone-col-news-named = { $name } parle le « { $language } ».
phone-col-news-name-refused = Nom refusé : { $name } nomme de nouveau sa langue.
phone-col-news-move-refused = Le mot de { $name } a été refusé.
phone-col-news-tf-ok = Transformation réussie : { $word } est désormais anglais.
phone-col-news-tf-blocked = { $name } a bloqué la Transformation : { $word } reste.
phone-col-news-passed = { $name } a passé.
phone-col-news-english-in = L’anglais entre dans la partie !
phone-col-news-exchanged = { $name } a échangé des lettres ({ $count }).
phone-col-news-voted-yes = { $name } accepte.
phone-col-news-voted-no = { $name } refuse.
phone-col-news-tf-shown = { $actor } montre { $a }, { $owner } montre { $b }.
phone-col-news-english-drew = L’anglais a tiré { $tile }.

phone-col-sum-naming = { $name } nomme sa langue
phone-col-sum-vote = Vote sur { $word }, de { $name }
phone-col-sum-turn = À { $name } de jouer
phone-col-sum-transform = { $actor } tente de transformer { $word }
phone-col-sum-english = Au tour de l’anglais
phone-col-sum-english-in = L’anglais dévore les mots
phone-col-sum-english-out = L’anglais n’est pas encore venu
