# Noms des jeux et leur accroche, sur l’écran titre et la page de nouvelle partie.
# Les noms des jeux sont des noms propres : ils restent les mêmes dans toutes les langues.

game-word-colony = Word Colony
game-word-colony-tagline = Quiz, cartes lettres et colonies de mots qui grandissent
game-wordgame = Wordgame
game-wordgame-tagline = Duel de mots croisés, plateau 15x15, 8 lettres en main
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
rules-wc-controls-text = Glissez des cartes de votre main sur la table, ou tapez un mot dans la case de saisie (/) puis Entrée. Échap reprend ce qui n’est pas encore joué, Ctrl+Z annule. Quand l’ordinateur passe de main en main, la table cache votre main aux autres ; en mode streaming, une main ne s’affiche que tant qu’Espace est maintenu.
