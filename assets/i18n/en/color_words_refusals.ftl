# Color Words: why the rules refused an action, the material files' and saves' own messages,
# and the solo ladder's titles.
# Terms: grid, cell, Start cell, colour board, letter card, bonus card, word, path, star, Star box.

clw-refused-game-over = The game is over.
clw-refused-not-your-turn = { PLURAL($count) ->
    [one] The game waits for seat { $seats } (seats count from 0, as saves write them).
   *[other] The game waits for seats { $seats } (seats count from 0, as saves write them).
}
clw-refused-expected-cross-out = Cross out a star first: one you have not circled.
clw-refused-expected-draw = Flip the round's cards first.
clw-refused-expected-write = Write your word, or pass.
clw-refused-expected-vote = Vote first: does the word fit the theme?
clw-refused-already-wrote = You have written your word for this round already.
clw-refused-not-a-letter = “{ $found }” is not a letter: no hyphens, apostrophes or digits.
clw-refused-too-short = A word needs at least { $min } letters.
clw-refused-path-length = The word has { $letters } letters but the path { $cells } cells: one letter a cell.
clw-refused-off-grid = The path leaves the grid.
clw-refused-not-a-step = From { $from } to { $to } is not one step right or down: write rightwards and downwards only.
clw-refused-filled = { $cell } already holds a letter: a word may not use the letters of an earlier word.
clw-refused-must-start-on-start = Your grid is empty: the first letter goes in the Start cell, A1, not { $cell }.
clw-refused-not-adjacent = { $cell } is not next to a filled cell: start the word beside one.
clw-refused-not-a-word = “{ $word }” is not in the table's dictionary.
clw-refused-nothing-to-judge = Seat { $seat } has no word waiting for a vote.
clw-refused-already-voted = You have judged seat { $seat }'s word already.
clw-refused-own-word = The others judge your word; judge theirs.
clw-refused-row-star-taken = The star of row { $line } is circled or crossed out already.
clw-refused-column-star-taken = The star of column { $line } is circled or crossed out already.
clw-refused-no-such-star = There is no such row or column.
clw-material-format = { $file } cannot be read: { $reason }
clw-material-grid-shape = Grid { $grid } must be 7 rows of 7 cells.
clw-material-grid-paint = Grid { $grid } has “{ $found }”: a cell is S (Start), B, Y or R.
clw-material-grid-start = Grid { $grid } must have one Start cell, in A1.
clw-material-grid-counts = Grid { $grid } must have 16 blue, 16 yellow and 16 red cells.
clw-material-grid-line = Grid { $grid }: line { $line } lacks a colour; every row and column holds all three.
clw-material-grid-list = The grids file must hold grid A and grid B, once each.
clw-material-ladder = The solo ladder of grid { $grid } must rise.
clw-material-boards = The colour boards must be blue, yellow and red, once each.
clw-material-letters = The letter cards must be capital letters, each once.
clw-material-too-few-letters = Six rounds flip { $need } letter cards; the box has { $have }.
clw-material-too-few-bonus = Six rounds flip { $need } bonus cards; the box has { $have }.
clw-material-bonus = Bonus card { $card } is malformed (a first letter is a capital, a size 2 to 13, a cell A1 to G7).
clw-setup-players = Color Words seats { $min } to { $max } players; this game has { $count }
clw-setup-letter-deck = The stacked letter deck must hold at least 18 different cards of the box
clw-setup-letter-not-in-box = The stacked letter deck holds { $letter }, which is no letter card of the box (its letters: { $letters })
clw-setup-letter-twice = The stacked letter deck holds { $letter } twice; the box has one card of each letter
clw-setup-bonus-deck = The stacked bonus deck must name at least 6 different cards of the box (from 1 to 36)
clw-rating-play-again = Play again!
clw-rating-not-bad = Not bad!
clw-rating-bravo = Bravo!
clw-rating-formidable = Formidable!
clw-rating-fantastic = Fantastic!
clw-rating-insane = Insane!
error-clw-save-action = “{ $text }” is not a Color Words action: write “draw”, “write”, a word, its first cell and its steps (“write LEMON A1 RRDRD”), “pass”, “vote”, a seat and “yes” or “no”, or “cross” and a star (“cross 4”, “cross C”).
