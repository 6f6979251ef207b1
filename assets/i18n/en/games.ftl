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

## How to play Word Colony
rules-wc-goal = The goal
rules-wc-goal-text = Be the first to bring your pawn to the finish line: 40 points in a Quick game, 70 in a Master game, 100 in an Epic game. If the box runs out of cards, the most points win.
rules-wc-turn = Your turn
rules-wc-turn-text = Draw a card from the box (D). Then choose a letter card or black card in your hand and read its question and its four answers A, B, C, D aloud, without showing the card. A card's question is read only once a game.
rules-wc-answers = The answers
rules-wc-answers-text = The others answer in secret. Everyone who is right draws as many cards as the read card is worth; if nobody is right, the reader draws them. On a black card nobody draws, and every wrong answer loses its value in points.
rules-wc-words = Building words
rules-wc-words-text = Then build as many words as you like with the cards in your hand: a word scores the values of its letters (black cards count against it). You can expand a word by adding letters at its end, never at its start: the word stays its owner's, and the added letters score for you.
rules-wc-conquest = Conquering
rules-wc-conquest-text = Once you have a word of your own on the table, you can take another player's single word: expand it, or build a new word over its last letter, with new letters worth more than the word. You take the word and its points.
rules-wc-colonies = Colonies
rules-wc-colonies-text = A word built across the last letter of a word, starting with that letter, makes a colony. Words in a colony cannot be conquered, only its last word can be built on, and no word appears twice in a colony.
rules-wc-supercolonies = Supercolonies
rules-wc-supercolonies-text = A colony of 5 words becomes a Supercolony: 5 points more for the player who makes it. From 10 words its owner may decolonize it on their turn: only the last word stays on the table, and the first word's points are doubled.
rules-wc-specials = Special cards
rules-wc-specials-text = Immunity protects one of your single words until your next turn. A Magic Word plays as any letter, worth 0. Fist Bump: you and another player each draw a card. Conquest takes another player's single word with its points. Point at a card to read what it does.
rules-wc-end = The end
rules-wc-end-text = When you have built what you want, pass (P): the next player's turn begins. Black cards still in your hand when someone reaches the finish count against you.
rules-wc-controls = At the table
rules-wc-controls-text = Drag cards from your hand onto the table, or type a word in the word box (/) and press Enter. Esc takes back what is not yet played, Ctrl+Z undoes. With one laptop passed around, the table hides your hand from the others; in streamer mode a hand shows only while Space is held.
