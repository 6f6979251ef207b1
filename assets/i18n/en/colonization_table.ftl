# Colonization Mode at the table, and its How to play.
# Terms: language (a player's made-up tongue), word, marker (a meeple on a word), English (the
# non-player that devours words), Transform, vote, tile, rack, bag.

col-english = English
col-english-devours = devours words
col-blank = blank
col-bag = Bag: { $count } { PLURAL($count) ->
    [one] tile
   *[other] tiles
}
col-points = { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}
col-white-meeple-ready = The white meeple: one Transform left
col-white-spent = Your white meeple is spent: no more Transforms.

col-new-game-heading = New Colonization game
col-section-rules = The rules
col-rules-summary = The classic crossword game, but every player is a language inventing its own words, voted on by the others. English is not a player, yet it claims every real English word, every word that takes a player over 50 points, and words beside its own: it can win.
col-section-players = Players
col-players-note = Two to four languages. With four, words of three letters count; otherwise four or more.
col-section-game = The game

col-wait-naming = { $name } names a language
col-wait-vote = Waiting for the vote: { $names }
col-wait-computer = { $name } is thinking…
col-wait-turn = { $name } to play
col-wait-transform = A Transform: tiles are being chosen in secret
col-wait-english = English is hungry…
col-wait-over = The game is over
col-min-word = Words need { $min } letters or more. Any letters: the other languages vote.
col-preview = { $word } for { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}
col-how-to-lay = Drag a rack tile to a square, or click it and then the square; or click a square and type.
col-too-short = A word needs { $min } letters or more.
col-propose = Propose (Enter)
col-recall = Recall (Esc)
col-suggest = Suggest a word (H)
col-streamer-hold = Streamer mode: hold Tab to see your tiles.
col-shuffle = Shuffle
col-pass = Pass (Ctrl+P)
col-exchange-all = Exchange all
col-exchange-laid = Exchange the { $count } laid
col-exchange-help = Puts these tiles back in the bag and draws as many; it takes your turn.
col-transform-how = Transform: choose another language’s word on the board or in the list (X).
col-transform-button = Transform { $word } ({ $owner })
col-transform-help = Your turn: you and the owner each reveal a tile; a higher tile than theirs sends the word to English with your white meeple.
col-target-help = Choose this word as your Transform’s target
col-no-suggestion = No word found for this rack: pass or exchange.
col-words-heading = Languages and their words
col-log-heading = What happened

col-privacy-title = Pass to { $name }
col-privacy-text = Your tiles are secret: only you should see them.
col-privacy-button = I am { $name }: show my tiles

col-naming-title = { $name }, name your language
col-naming-text = Use all seven tiles, in any order you can pronounce. The table votes on the name.
col-naming-tiles = Your tiles (click to add):
col-naming-blank = A blank (?) stands for any letter: type the letter you want; it scores nothing.
col-naming-sounds-good = “{ $name }” sounds like a language.
col-naming-sounds-hard = “{ $name }” is hard to say: the others may refuse it.
col-naming-propose = Propose the name
col-naming-suggest = Suggest
col-naming-clear = Clear
col-naming-keys = Type letters, Backspace takes back, F2 suggests, Enter proposes.

col-vote-name-title = { $name } names their language “{ $language }”
col-vote-name-text = Accept it if it can be pronounced.
col-vote-move-title = { $name } proposes { $words }
col-vote-move-text = Accept the words if they can be pronounced and the spelling is agreed. A refused move goes back to the rack and the turn passes.
col-vote-voter = { $name }, your vote:
col-vote-accept = Accept (A)
col-vote-refuse = Refuse (R)
col-vote-table-agrees = The table agrees (T)
col-vote-keys = A tie accepts; a majority refuses.

col-duel-title = { $name } tries to Transform { $word } ({ $owner })
col-duel-actor = { $name }, choose the tile you reveal: it must be worth more than the owner’s.
col-duel-owner = { $name }, choose the tile you reveal to defend your word.
col-duel-secret = Chosen in secret; both tiles go back to the bag and both players draw.
col-duel-success = Transformed: { $word } is English now, with the white meeple on it.
col-duel-blocked = Blocked: { $word } stays where it was.

col-show-english-turn = English’s turn
col-show-drew = English draws
col-show-no-candidates = No word beside English shows { $letter }: nothing is claimed.
col-show-candidates = Words beside English with that letter: { $words }
col-show-tie = Tie-break, round { $round }:
col-show-claimed = English claims { $word } from { $owner } (+{ $points })
col-show-skip = Click or Space to go on

col-end-english-wins = English wins!
col-end-wins = { $name } wins!
col-end-tie = A shared win!
col-end-went-out = { $name } used their last tile with the bag empty.
col-end-scoreless = Six turns in a row scored nothing.
col-end-all-english = Every word on the board is English.
col-end-words = { $count } { PLURAL($count) ->
    [one] word
   *[other] words
}
col-end-adjustment = rack { $points }

col-log-name-proposed = { $name } proposes the name “{ $language }”
col-log-name-recorded = { $name } speaks { $language }
col-log-name-refused = The table refused { $name }’s name
col-log-proposed = { $name } proposes { $word } ({ $score })
col-log-voted-yes = { $name } accepts
col-log-voted-no = { $name } refuses
col-log-recorded = { $name } places { $word } for { $points }
col-log-move-refused = { $name }’s move is refused
col-log-passed = { $name } passes
col-log-exchanged = { $name } exchanges { $count } { PLURAL($count) ->
    [one] tile
   *[other] tiles
}
col-log-english-word = { $word } is English: English takes it
col-log-over-limit = { $word } takes { $name } over 50: English takes it
col-log-english-entered = English joins the game, just before { $name }
col-log-transform-started = { $name } tries to Transform { $word } ({ $owner })
col-log-transformed = { $name } transforms { $word } ({ $mine } against { $theirs })
col-log-transform-blocked = { $name } fails to transform { $word } ({ $mine } against { $theirs })
col-log-english-drew = English draws { $letter }: { $count } { PLURAL($count) ->
    [one] candidate
   *[other] candidates
}
col-log-english-drew-nothing = The bag is empty: English draws nothing.
col-log-tie-draw = Tie-break { $round }: { $draws }
col-log-claimed = English claims { $word } from { $owner }
col-log-ended = The game is over

rules-col-goal = The goal
rules-col-goal-text = Each player is a language on the classic crossword board. Score the most points with words of your own invention, and keep them out of English’s mouth. English is not a player, but it takes words and can win.
rules-col-start = Naming your language
rules-col-start-text = Everyone draws seven tiles and names their language with all seven, in any order they can pronounce. The others vote; the name stays on the score panel all game. The tiles go back to the bag and seven new ones are drawn.
rules-col-words = Placing words
rules-col-words-text = Classic placement and scoring, but the words need not be English: the other players vote on every move (pronounceable, spelling agreed; a tie accepts). A refused move goes back to the rack and the turn passes. Words need four letters, or three with four players. Each word carries its placer’s marker and keeps its points: the move’s whole score, cross-words included, belongs to the word along the line of the tiles.
rules-col-english = English enters
rules-col-english-text = A placed word that is in the English dictionary is English’s at once: it takes the points, not the placer. So is the word that takes a player over 50 points, and a word won by a Transform. English then joins the turn order just before the player who caused it.
rules-col-transform = Transform
rules-col-transform-text = Spend your turn on another language’s word: you and its owner each reveal a tile in secret. Higher than theirs, and the word goes to English with your one white meeple on it; otherwise it stays. Both tiles go back and both draw. Each player can succeed once.
rules-col-english-turn = English’s turn
rules-col-english-turn-text = English draws a tile. The words touching an English word that show that letter are the candidates: one is claimed with its points. Several draw a tile each; the lowest is claimed, and tied lowest draw again (a blank counts 0). The tiles go back to the bag.
rules-col-end = The end
rules-col-end-text = The game ends when a player uses their last tile with the bag empty, after six scoreless turns in a row, or when every word on the board is English. Racks are counted as in the classic game. The highest score wins — and that may be English.
rules-col-controls = Controls
rules-col-controls-text = Click a rack tile then a square, or click a square and type (a second click turns down); Enter proposes, Backspace takes back, Esc recalls, the arrows move the typing cursor and Space turns it, H or F2 suggests a word, Ctrl+P passes, X chooses a word to Transform. In a vote, A accepts, R refuses, T lets the whole table agree. Click or Space skips English’s turn. In streamer mode your tiles show only while you hold Tab.
# Leaving the table mid-game, to the title screen.
col-menu = Menu (the game is saved)
