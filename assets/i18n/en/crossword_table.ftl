# Wordgame and Classic at the table.
# Terms: tile, rack, bag, square, board, blank, exchange, pass, move, leave (the tiles a move keeps).

cw-premium-dl = DL
cw-premium-tl = TL
cw-premium-dw = DW
cw-premium-tw = TW
cw-blank-title = Which letter is the blank?
cw-blank-text = Choose the letter it stands for (or type it). It scores nothing.
cw-blank-cancel = Take it back
cw-exchange-title = Exchange tiles
cw-exchange-text = Click the tiles to put back (or type their letters); you draw as many from the bag ({ $bag } { PLURAL($bag) ->
    [one] tile
   *[other] tiles
} left). Exchanging takes your turn.
cw-exchange-button = Exchange { $count } { PLURAL($count) ->
    [one] tile
   *[other] tiles
}
cw-exchange-cancel = Cancel
cw-move-pass = pass
cw-move-exchange = exchanged { $count }
cw-move-end-rack = rack at the end
cw-privacy-title = Pass the laptop to { $name }
cw-privacy-text = Your rack is private: only you should look.
cw-privacy-button = I am { $name }: show my rack
cw-new-letters-title = New letters for everyone
cw-new-letters-text = Both players passed the first two moves, so every rack went back into the bag and was drawn again.
cw-new-letters-ok = Play on
cw-seat-computer = { $name } ({ $level })
cw-bag = Bag: { $count } { PLURAL($count) ->
    [one] tile
   *[other] tiles
}
cw-rules-name = Rules: { $rules }
cw-turn-of = { $name } to play
cw-game-over = The game is over
cw-computer-thinking = { $name } is thinking…
cw-streamer-hold = Streamer mode: hold Tab to see your rack.
cw-recall = Recall
cw-shuffle = Shuffle
cw-exchange = Exchange…
cw-exchange-bag-low = The bag needs at least { $need } tiles for an exchange.
cw-pass = Pass
cw-keys-help = Drag tiles to the board, or click a square and type. Space: across or down. Backspace: take back. Enter: play. Esc: recall. Wheel and right drag: zoom and pan.
cw-title-screen = Title screen
cw-verdict-blank = Choose the blank's letter.
cw-verdict-none = Lay tiles on the board to see what they score.
cw-verdict-ok = { $score } { PLURAL($score) ->
    [one] point
   *[other] points
}
cw-verdict-words = Words: { $words }
cw-verdict-bingo = The whole rack: bonus!
cw-play = Play
cw-moves = Moves
cw-unseen = Unseen tiles: { $count }
cw-lesson-title = Teaching mode
cw-lesson-hidden = Teaching mode: hold Tab to see the lesson (it names tiles on the rack).
cw-lesson-best = { $played } was the best move the computer found.
cw-lesson-rank = { $played } ranked { $rank } of { $count } moves.
cw-lesson-unranked = { $played } is not among the computer's moves.
cw-lesson-move = Move
cw-lesson-score = Points
cw-lesson-leave = Leave
cw-lesson-value = Value (leave)
cw-lesson-order = Best first by value: the points plus what the tiles kept are worth next turn (blanks and S help, duplicates and awkward letters hurt).
cw-winner = { $name } wins!
cw-draw = A tie: { $names }
cw-final-score = { $name }: { $score } (rack { $adjustment })
cw-chart-turns = turns
cw-best-move = Best move
cw-export-gcg = Export GCG (E)
cw-exported = Game record written to { $path }
cw-exported-opened = Game record written to { $path }; its folder is open
cw-export-no-dir = There is no folder to write the game record to.
cw-export-failed = Could not write { $path }: { $error }
cw-kind-easy = Easy
cw-kind-normal = Normal
cw-kind-hard = Hard
cw-kind-expert = Expert
cw-rules-classic = Classic
cw-rules-wordgame = Wordgame
cw-new-game-heading = New crossword game
cw-section-rules = Rules
cw-rules-wordgame-long = Wordgame (8 tiles, 2 players)
cw-rules-classic-long = Classic (7 tiles, 2 to 4 players)
cw-rules-wordgame-text = The first word has at least 4 letters; only the highest word bonus of a word counts; all 8 tiles double the move; three passes in a row end the game.
cw-rules-classic-text = Word bonuses multiply; all 7 tiles score 50 more; exchanges need 7 tiles in the bag; six scoreless turns in a row end the game.
cw-section-players = Players
cw-section-game = Game
cw-dictionary = Dictionary:
cw-dictionary-en = English
cw-dictionary-fr = French
cw-dictionary-ro = Romanian
cw-dictionary-note = The tiles are the English set; French and Romanian words are played without accents.

# Classic's challenge rules (house rule)
cw-challenge = Challenges:
cw-challenge-void = None
cw-challenge-single = Single
cw-challenge-double = Double
cw-challenge-five = 5 points
cw-challenge-ten = 10 points
cw-challenge-void-text = A word the dictionary lacks is refused as it is laid.
cw-challenge-single-text = Any word may be laid. The next player may challenge it: a phony comes off and scores nothing; a good play costs the challenger nothing.
cw-challenge-double-text = Any word may be laid. The next player may challenge it: a phony comes off and scores nothing; a good play costs the challenger their turn.
cw-challenge-points-text = Any word may be laid. The next player may challenge it: a phony comes off and scores nothing; a good play earns its player { $points } points.
cw-challenge-open = { $name } played { $words }. Challenge it? ({ $rule })
cw-challenge-button = Challenge
cw-accept-button = Accept
cw-challenge-or-play = or play your move to accept it
cw-move-withdrawn = { $words } withdrawn
cw-move-stood = challenge: stands
cw-move-turn-lost = turn lost
cw-move-voted-in = { $words } voted in
cw-table-votes = The table votes
