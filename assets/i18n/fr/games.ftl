# Noms des jeux et leur accroche, sur l’écran titre et la page de nouvelle partie.
# Les noms des jeux sont des noms propres : ils restent les mêmes dans toutes les langues.

game-word-colony = Word Colony
game-word-colony-tagline = Quiz, cartes lettres et colonies de mots qui grandissent
game-wordgame = Wordgame
game-wordgame-tagline = Le plateau de mots croisés 15x15 : duel à 8 lettres, ou Classic de 2 à 4
game-colonization = Colonization Mode
game-colonization-tagline = Mots croisés classiques, où l’anglais dévore les mots
game-color-words = Color Words
game-color-words-tagline = Trois lettres de couleur, un mot sur votre grille 7x7
game-play-on-words = Play On Words
game-play-on-words-tagline = Le rami des lettres : posez des mots, relevez les défis

## Comment jouer à Word Colony
rules-wc-goal = Le but
rules-wc-goal-text = Soyez le premier à amener votre pion jusqu’à l’arrivée : 40 points en partie Rapide, 70 en partie Maître, 100 en partie Épique. Si la boîte n’a plus de cartes, le plus de points l’emporte.
rules-wc-turn = Votre tour
rules-wc-turn-text = Piochez une carte dans la boîte (D). Choisissez ensuite une carte lettre ou une carte noire de votre main et lisez à voix haute sa question et ses quatre réponses A, B, C, D, sans montrer la carte. La question d’une carte ne se lit qu’une fois par partie.
rules-wc-answers = Les réponses
rules-wc-answers-text = Les autres répondent en secret. Chaque bonne réponse pioche autant de cartes que la valeur de la carte lue ; si personne n’a trouvé, c’est le lecteur qui les pioche. Sur une carte noire, personne ne pioche et chaque mauvaise réponse perd sa valeur en points.
rules-wc-words = Former des mots
rules-wc-words-text = Formez ensuite autant de mots que vous voulez avec les cartes de votre main : un mot rapporte la valeur de ses lettres (les cartes noires comptent en moins). Vous pouvez allonger un mot en ajoutant des lettres à la fin, jamais au début : le mot reste à son propriétaire et les lettres ajoutées marquent pour vous.
rules-wc-conquest = Conquérir
rules-wc-conquest-text = Dès que vous avez un mot à vous sur la table, vous pouvez prendre le mot isolé d’un autre joueur : allongez-le, ou bâtissez un nouveau mot sur sa dernière lettre, avec de nouvelles lettres qui valent plus que le mot. Vous prenez le mot et ses points.
rules-wc-colonies = Les colonies
rules-wc-colonies-text = Un mot posé en travers de la dernière lettre d’un mot, en commençant par cette lettre, forme une colonie. Les mots d’une colonie ne peuvent pas être conquis, seul son dernier mot peut être prolongé, et un même mot n’y figure jamais deux fois.
rules-wc-supercolonies = Les Supercolonies
rules-wc-supercolonies-text = Une colonie de 5 mots devient une Supercolonie : 5 points de plus pour le joueur qui la forme. À partir de 10 mots, son propriétaire peut la décoloniser à son tour : seul le dernier mot reste sur la table, et les points du premier mot sont doublés.
rules-wc-specials = Les cartes spéciales
rules-wc-specials-text = Immunité protège un de vos mots isolés jusqu’à votre prochain tour. Un Mot magique se joue comme n’importe quelle lettre et vaut 0. Tope là : vous et un autre joueur piochez chacun une carte. Conquête prend le mot isolé d’un autre joueur avec ses points. Survolez une carte pour lire ce qu’elle fait.
rules-wc-end = La fin du tour
rules-wc-end-text = Quand vous avez fini de construire, passez (P) : c’est au tour du joueur suivant. Les cartes noires encore dans votre main quand quelqu’un atteint l’arrivée comptent contre vous.
rules-wc-controls = À la table
rules-wc-controls-text = Glissez des cartes de votre main sur la table, ou tapez un mot dans la case de saisie (/) puis Entrée. Échap reprend ce qui n’est pas encore joué, Ctrl+Z annule. Quand l’ordinateur passe de main en main, la table cache votre main aux autres ; en mode streaming, une main ne s’affiche que tant qu’Espace est maintenu. Molette et clic droit : zoom et déplacement. Début recadre la table ; une seconde fois, il montre toute la table, si petites que soient ses cartes.
rules-wg-goal = Le but
rules-wg-goal-text = Marquer plus de points que l’adversaire en posant des mots sur le plateau de 15 cases sur 15, comme des mots croisés. Wordgame se joue à deux avec des chevalets de 8 lettres ; Classic, le même plateau avec 7 lettres, de deux à quatre.
rules-wg-turn = Votre tour
rules-wg-turn-text = Posez des lettres de votre chevalet sur une seule ligne ou une seule colonne, en touchant les mots déjà posés, de sorte que chaque suite de deux lettres ou plus soit un mot. Puis vous complétez votre chevalet. Vous pouvez aussi passer, ou en Classic échanger des lettres tant que le sac en contient au moins 7.
rules-wg-words = Le premier mot
rules-wg-words-text = Le premier mot couvre l’étoile centrale. En Wordgame, il a au moins 4 lettres. Ensuite, chaque coup doit rejoindre les mots du plateau.
rules-wg-scoring = Les points
rules-wg-scoring-text = Un mot rapporte la valeur de ses lettres. Une case lettre compte double ou triple (LD, LT) multiplie la lettre posée dessus ; une case mot compte double ou triple (MD, MT) multiplie tout le mot, seulement au coup qui la couvre. En Wordgame, seule la plus forte prime de mot d’un mot compte et les 8 lettres doublent le coup ; en Classic, les primes de mot se multiplient et les 7 lettres rapportent 50 de plus.
rules-wg-blanks = Les jokers
rules-wg-blanks-text = Un joker remplace la lettre de votre choix quand vous le posez, et ne rapporte rien. Sa lettre est dessinée en rouge dans un cercle.
rules-wg-end = La fin
rules-wg-end-text = La partie finit quand un joueur pose sa dernière lettre alors que le sac est vide, ou après trois passes de suite (Wordgame) ou six tours de suite sans point (Classic). Chacun perd la valeur des lettres restées sur son chevalet ; en Classic, celui qui a fini les gagne.
rules-wg-classic = Deux passes au début
rules-wg-classic-text = En Wordgame, si les deux joueurs passent les deux premiers coups de la partie, tout le monde reçoit de nouvelles lettres.
rules-wg-controls = À la table
rules-wg-controls-text = Glissez les lettres du chevalet sur le plateau, ou cliquez une case et tapez (Espace : horizontal ou vertical, Maj ou ? pour un joker, Retour arrière pour reprendre, Entrée pour jouer, Échap pour tout reprendre). Le panneau dit aussitôt ce que rapporteraient les lettres, ou pourquoi le coup n’est pas permis. Molette et clic droit : zoom et déplacement ; Début recadre le plateau.
rules-wg-teaching = Le mode apprentissage
rules-wg-teaching-text = Activez-le dans les Réglages : après chacun de vos coups, le panneau montre les cinq meilleurs coups que l’ordinateur trouve pour le chevalet que vous aviez, avec leurs points et leur reliquat, et le rang du vôtre. À la fin, chaque coup a un bouton Meilleur coup.

rules-clw-goal = Le but
rules-clw-goal-text = Marquez le plus de points en 6 manches en écrivant un mot par manche sur votre propre grille 7x7 de cases bleues, jaunes et rouges. Tout le monde joue chaque manche en même temps ; les ex æquo se partagent la victoire.
rules-clw-round = Une manche
rules-clw-round-text = Le donneur retourne trois cartes Lettre sur les plateaux bleu, jaune et rouge, et une carte Bonus. Chacun a alors 90 secondes pour écrire un mot (ou passer).
rules-clw-writing = Écrire un mot
rules-clw-writing-text = Le premier mot commence sur la case Départ, A1 ; les suivants sur une case vide voisine d’une case remplie. Une lettre par case, vers la droite, vers le bas ou en escalier de pas à droite et en bas ; aucune lettre d’un mot précédent ne peut resservir. Le mot doit être dans le dictionnaire de la table (pluriels, féminins et conjugaisons acceptés ; ni abréviations, ni traits d’union, ni apostrophes ; noms propres seulement avec une carte Thème).
rules-clw-scoring = Les points
rules-clw-scoring-text = Chaque lettre tirée de votre mot rapporte 1 point, ou 2 si sa case a la couleur du plateau où elle a été retournée ; sur la case Départ, elle rapporte 1. Remplissez la condition de la carte Bonus pour ses points ; les mots écrits sous une carte Thème sont jugés par un vote des autres joueurs.
rules-clw-grids = Grilles A et B
rules-clw-grids-text = Grille A : à la fin, le moins de cases vides remporte la case Étoile, 5 points. Grille B : complétez le premier une ligne ou une colonne pour entourer son étoile, 2 points ; les autres barrent la leur (complétée à la même manche, tous l’entourent).
rules-clw-solo = En solo
rules-clw-solo-text = Sur la grille A, la case Étoile demande 7 cases vides ou moins. Sur la grille B, barrez une étoile au début de chaque manche. Votre total vous vaut un titre, de « Rejouez ! » à « Insensé ! ».
rules-clw-controls = Commandes
rules-clw-controls-text = Cliquez sur la case où commence votre mot et tapez-le ; les flèches Droite et Bas choisissent la direction des lettres suivantes. Ou glissez sur les cases, puis tapez. Le score du mot et le bonus s’affichent avant que vous appuyiez sur Entrée ou « L’écrire » ; Retour arrière reprend une lettre, Échap efface. En soirée jeux (une option de la nouvelle partie), les cartes remplissent l’écran partagé pendant que chacun écrit sur une feuille imprimée ; puis chaque mot est saisi ici de la même façon.
