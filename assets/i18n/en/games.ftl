# Game names and taglines, as the title screen and new-game page show them.

game-word-colony = Word Colony
game-word-colony-tagline = Answer trivia, win letter cards, grow colonies of words
game-wordgame = Wordgame
game-wordgame-tagline = Crossword duel on a 15x15 board, 8-tile racks
game-colonization = Colonization Mode
game-colonization-tagline = The classic crossword game, with English devouring words
game-color-words = Color Words
game-color-words-tagline = Flip three coloured letters, write words on your 7x7 grid
game-play-on-words = Play On Words
game-play-on-words-tagline = Rummy with letters: meld words, meet the challenge cards
