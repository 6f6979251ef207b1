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
