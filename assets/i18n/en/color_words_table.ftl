# Color Words at the table: the new-game page, the round's cards, writing a word, the cover,
# the theme vote, the round's summary and the end screen.
# Terms: grid, cell, Start cell, colour board, letter card, bonus card, word, path, star, Star box.

clw-new-game-heading = New game of Color Words
clw-section-grid = Grid
clw-grid-a = Grid A, filling
clw-grid-b = Grid B, star race
clw-grid-a-text = Leave as few empty cells as you can: the fewest empty cells win the Star box, 5 points (alone: 7 empty cells or fewer).
clw-grid-b-text = Complete rows and columns before the others: each star you circle is worth 2 points (alone: cross out one star at the start of each round).
clw-section-players = Players
clw-kind-easy = Easy
clw-kind-normal = Normal
clw-kind-hard = Hard
clw-section-game = Game
clw-dictionary = Dictionary:
clw-dictionary-en = English
clw-dictionary-fr = French
clw-dictionary-ro = Romanian
clw-timer = 90 seconds to write each word
clw-menu = Menu
clw-leave-question = Leave the table?
clw-leave-saved = The game is saved: Continue on the title screen picks it up where you left it.
clw-leave-go = Title screen
clw-leave-stay = Stay
clw-round = Round { $round } of { $rounds }
clw-sheet-of = { $name }'s grid { $grid }
clw-colour-blue = blue
clw-colour-yellow = yellow
clw-colour-red = red
clw-theme-screen = cinema, TV series, YouTube
clw-theme-books = literature, comics, manga
clw-theme-sports = sports
clw-theme-cooking = cooking
clw-theme-history = history
clw-theme-nature = nature, plants, animals
clw-theme-famous-people = famous people, real or fictional
clw-theme-fashion = fashion, clothes
clw-theme-travel = travel, geography
clw-theme-science = science, technology
clw-theme-games = games
clw-theme-music = music
clw-bonus-heading = Bonus card
clw-bonus-face-down = Bonus card (face down)
clw-bonus-theme = Theme: { $theme }
clw-bonus-last-letter = Last letter on a { $colour } cell
clw-bonus-turn = A turn on a { $colour } cell
clw-bonus-first-letter = The word starts with { $letter }
clw-bonus-straight-right = In one straight line, rightwards
clw-bonus-straight-down = In one straight line, downwards
clw-bonus-cells = Through cells { $cells }
clw-bonus-size = Exactly { $size } letters
clw-star-row = row { $line }
clw-star-column = column { $line }
clw-how-to-write = Click the cell your word starts on and type it (the Right and Down arrow keys choose the way it goes), or drag across the cells and type. Enter writes it.
clw-type-first-word = Your first word starts on the Start cell, A1: click it, then type.
clw-type-next-word = A word starts on an empty cell next to a letter you wrote: click one (or step through them with Page Down), then type.
clw-live-score = { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}: letters { $letters }, bonus { $bonus }
clw-bonus-met = met
clw-bonus-not-met = not met
clw-bonus-vote = decided by the vote
clw-write = Write it
clw-clear = Clear
clw-pass = Pass
clw-scores = Scores
clw-sheets-on-phones = Each player writes on their own grid, on their phone.
clw-sheets-private = Each grid stays hidden until its player takes the screen.
clw-cross-out-prompt = Cross out a star: click one beside your grid, or type its row (1-7) or column (A-G).
clw-flip = { $name }: flip the cards
clw-flipping = { $name } flips the cards…
clw-still-writing = Still writing: { $names }
clw-voting = The words written under the theme are judged.
clw-pass-to = Pass to { $name }
clw-pass-why = The others look away: each grid stays private while its player writes.
clw-pass-ready = I am { $name }: show my grid
clw-vote-question = { $voter }, does { $writer }'s word { $word } fit the card ({ $theme })?
clw-vote-fits = It fits
clw-vote-does-not-fit = It does not fit
clw-ok = OK
clw-round-over = Round { $round } is over
clw-passed = nothing
clw-bubble = { $name }: { $word }, { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}{ $bonus ->
    [0] {""}
   *[other] {" "}(bonus { $bonus })
}
clw-star-circled = ★ Circled: { $line }
clw-star-lost = Crossed out: { $line }
clw-best-word = The best word you could have written: { $word }, { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}, from { $cell }
clw-next-round = Next round
clw-see-results = See the results
clw-solo-over = Your score: { $total } { PLURAL($total) ->
    [one] point
   *[other] points
}
clw-winners = { PLURAL($count) ->
    [one] { $names } wins!
   *[other] { $names } share the win!
}
clw-final = { $name }: { $total } ({ $bubbles } + ★ { $stars }), { $empty } { PLURAL($empty) ->
    [one] empty cell
   *[other] empty cells
}
clw-new-game = New game
clw-hint = Hint
clw-no-hint = No word fits this grid now: pass.
clw-vote-own = Does your word { $word } fit the card ({ $theme })?
clw-game-over = The game is over

## Game night: the cards big on the shared screen, the words on paper
clw-paper = Game night: the cards big on the shared screen, the words on paper
clw-paper-text = Everyone writes on a printed sheet. When the time is up, each player enters their word and its path here (or the host does): the table scores it and keeps the stars and the totals.
clw-paper-write = Write your word on your sheet!
clw-paper-untimed = When everyone has written, enter the words.
clw-paper-enter = Enter the words
clw-paper-entering = Enter the word { $name } wrote on paper: click its first cell, type it, then Write it.
clw-paper-others = Another player's word:
clw-paper-scores = Each player keeps their grid on paper; after each round everyone enters their word here.
clw-paper-print = Print the sheet
clw-sheet-opened = Sheet opened: { $file }
clw-sheet-written = Sheet written: { $file }, in the data folder

## The printed sheet
clw-sheet-title = Color Words
clw-sheet-rule-a = At the end, the fewest empty cells win the Star box: 5 points.
clw-sheet-rule-b = Fill a row or a column first: circle its star, 2 points each.
clw-sheet-name = Name:
clw-sheet-start = Start
clw-sheet-word = Word
clw-sheet-points = Points
clw-sheet-star-box = Star box
clw-sheet-total = Total
clw-sheet-not-written = Could not write the sheet { $path }: { $reason }
clw-sheet-no-data-dir = this system has no data folder
clw-vote-noun = { $voter }, is { $writer }'s word { $word } a proper noun (a name the theme allows)?
clw-vote-noun-own = Is your word { $word } a proper noun (a name the theme allows)?
clw-vote-noun-yes = It is a name
clw-vote-noun-no = It is not
clw-summary-noun-refused = The table did not take the word as a proper noun: it was erased, and the turn counts as a pass.
clw-summary-theme-fits = The table judged that the word fits the theme: the bonus counts.
clw-summary-theme-refused = The table judged that the word does not fit the theme: no bonus.
clw-vote-outside = { $voter }, { $writer } wrote { $word }, which the dictionary lacks. Accept it? Refused, it is erased.
clw-summary-word-refused = The table refused the word: it was erased, and the turn counts as a pass.
