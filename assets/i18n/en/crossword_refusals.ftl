# Wordgame and Classic: why the rules refused a move.
# Terms: tile, rack, bag, square, board, centre square, exchange, pass.

cw-refused-off-board = The word runs off the board.
cw-refused-no-tiles = Lay at least one tile.
cw-refused-square-taken = Square { $square } already holds a tile.
cw-refused-nothing-to-play-through = Square { $square } is empty: there is no tile to play through.
cw-refused-wrong-board-letter = Square { $square } holds { $board }, not { $named }.
cw-refused-runs-on = The word runs on into the tile at { $square }: include it in the word.
cw-refused-not-a-letter = '{ $tile }' is not a letter.
cw-refused-misses-centre = The first word must cover the centre square.
cw-refused-first-word-too-short = The first word must have at least { $min } letters.
cw-refused-not-connected = The word must touch a word already on the board.
cw-refused-not-words = Not in the word list: { $words }.
cw-refused-not-on-rack = Your rack does not hold { $letters }.
cw-refused-game-over = The game is over.
cw-refused-not-your-turn = It is seat { $seat }'s turn (seats count from 0, as saves write them).
cw-refused-no-exchanges = These rules have no exchanges: play or pass.
cw-refused-bag-too-small = Exchanging needs at least { $need } tiles in the bag; it holds { $have }.
cw-refused-empty-exchange = Choose at least one tile to exchange.
cw-refused-not-in-line = The tiles must stand in one row or one column.
cw-refused-gap = Square { $square } is empty: the word must have no gap.
cw-save-bag-tile = the bag holds "{ $tile }", which is not a tile (A to Z, or ? for a blank)
cw-save-bag-too-many = the bag holds more "{ $tile }" than the set has
cw-refused-nothing-to-challenge = No play is waiting to be challenged.
cw-refused-own-play = You cannot challenge or accept your own play.
cw-refused-challenge-first = The last play went out: challenge it or accept it first.
cw-refused-vote-open = The table is voting on the last play's words: only ballots now.
cw-refused-no-vote = No vote is open.
cw-refused-not-a-voter = You have no vote on these words.
cw-refused-already-voted = You have voted already.
