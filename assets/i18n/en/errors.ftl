# Errors about files read from outside (saves, decks, word lists, boxes), as the window shows them.
#
# Terms (English / French / Romanian):
#   file = fichier / fișier; line = ligne / linie; column = colonne / coloană
#   save file = sauvegarde / salvare; setup = configuration / configurație
#   question deck = paquet de questions / pachet de întrebări; box file = fichier de boîte / fișier de cutie
#   word list = liste de mots / listă de cuvinte; positions file = fichier de positions / fișier de poziții
#   game record = partie enregistrée / partidă înregistrată; settings file = fichier de réglages / fișier de setări
#   option (A-D) = option / variantă; category = catégorie / categorie; answer = réponse / răspuns
#   wildcard = joker / joker; hand = main / mână; group = groupe / grup
# $path is a file's path; $reason is the system's or the file reader's own message, untranslated.

# A file that cannot be read.
error-no-such-file = { $path }: no such file
# $what: one of the error-file-type-* below.
error-not-regular-file = { $path }: { $what }, not a regular file
error-file-type-directory = a directory
error-file-type-fifo = a FIFO
error-file-type-device = a device
error-file-type-socket = a socket
error-file-type-other = not a file
# $size and $limit: error-size-mb or error-size-kb.
error-too-large-save = { $path }: { $size } is too large for a save file (the limit is { $limit })
error-too-large-box = { $path }: { $size } is too large for a box file (the limit is { $limit })
error-too-large-deck = { $path }: { $size } is too large for a question deck (the limit is { $limit })
error-too-large-word-list = { $path }: { $size } is too large for a word list (the limit is { $limit })
error-too-large-positions = { $path }: { $size } is too large for a positions file (the limit is { $limit })
error-too-large-game-record = { $path }: { $size } is too large for a game record (the limit is { $limit })
error-too-large-settings = { $path }: { $size } is too large for a settings file (the limit is { $limit })
error-size-mb = { $amount } MB
error-size-kb = { $amount } KB
error-not-text = { $path } line { $line }: not UTF-8 text (bad byte at column { $column })
# Any other error of a file: the file, then what went wrong.
error-in-file = { $path }: { $reason }

# Saved games.
error-save-invalid = not a valid save file: { $reason }
# $known: the names of the games this version knows, as files write them.
error-save-newer = written by a newer WordTable, in save format { $format } (this version reads formats 1 to { $newest }): update WordTable to open it
error-save-unknown-game = a save of the game "{ $game }", which this version of WordTable does not know (it knows: { $known })
error-save-unknown-game-in-file = { $path }: a save of the game "{ $game }", which this version of WordTable does not know (it knows: { $known })
error-replay-setup = the setup cannot be played: { $reason }
error-ron-too-deep = nested too deeply (more than 128 levels of brackets): not a file WordTable wrote
error-no-table = the game “{ $game }” has no table in this version: it can be replayed (wordtable replay) but not opened
# $index: the action's number, from 0.
error-replay-illegal = action { $index } is illegal: { $reason }

# Wordgame and Classic saves. $index: an action's number, from 0; $seat: a seat's number, from
# 0, as the file writes it. pass and exchange are words of the file format: keep them as they are.
# $line and $column: where in the file the reader stopped; $reason: what is wrong there.
error-save-at = line { $line }, column { $column }: { $reason }
error-cw-save-action = action { $index }: { $reason }
error-cw-save-move = "{ $text }" is not a move: write a square and a word ("8D CRATE"), "pass", or "exchange" and the tiles ("exchange QVZ")
error-cw-save-word-too-long = "{ $text }" is longer than the board is wide ({ $max } squares)
error-cw-save-exchange-tiles = "{ $tiles }": exchanged tiles are capital letters A to Z, and ? for a blank
error-cw-save-exchange-too-many = "{ $tiles }": more tiles than a rack holds (at most { $max })
error-cw-save-seat = action { $index }: seat { $seat } is not at this table (its seats are 0 to { $last })
error-cw-save-too-many-actions = more than { $max } actions: no game of Wordgame or Classic lasts that long
error-cw-save-too-few-players = Wordgame and Classic need at least { $min } players; this save has { $count }
error-cw-save-too-many-players = Wordgame and Classic seat at most { $max } players
error-names-repeated = two seats are named “{ $name }”: each seat needs a name of its own (the table calls each by name)
error-cw-save-name-empty = seat { $seat } has no name
error-cw-save-name-too-long = the name of seat { $seat } is longer than { $max } characters
error-cw-save-name-control = the name of seat { $seat } contains a control character
# A save the window has no table for yet (wordtable replay is a command: keep it as it is).

# Word lists.
error-word-list-unreadable = { $path }: cannot read: { $reason }
error-word-list-not-found = { $path }: cannot read: no such file
# $size and $limit in megabytes.
error-word-list-too-large = { $path }: { $size } MB is too large for a word list (the limit is { $limit } MB)
error-word-list-empty = { $path }: the word list has no words
error-word-list-binary = { $path } line { $line }: this is not a text file (binary data)
error-word-list-too-long = { $path } line { $line }: "{ $word }" is { $letters } letters long; the longest word a game can use is { $max }
error-word-list-digit = { $path } line { $line }: "{ $word }" contains a digit
error-word-list-spaces = { $path } line { $line }: "{ $word }" has more than one word (one word a line)
error-word-list-control = { $path } line { $line }: "{ $word }" contains a control character
error-word-list-not-a-letter = { $path } line { $line }: "{ $word }" contains '{ $character }', which is not a letter

# Question decks. $problem: one of the error-deck-* problems below.
error-deck-on-line = line { $line }: { $problem }
error-deck-in-question = question { $number }: { $problem }
error-deck-no-questions = the deck has no questions
error-deck-question-empty = the question is empty
error-deck-question-too-long = the question is longer than { $max } characters
error-deck-option-empty = option { $option } is empty
error-deck-option-too-long = option { $option } is longer than { $max } characters
error-deck-control-character = contains a control character (a NUL byte or an escape sequence)
error-deck-same-options = two options are the same
error-deck-category-empty = the category is empty
error-deck-category-too-long = the category is longer than { $max } characters
error-deck-unclosed-quote = a quoted field is not closed
error-deck-field-count = expected 7 fields (question, A, B, C, D, answer letter, category), found { $found }
error-deck-bad-answer = the answer must be A, B, C or D, not "{ $answer }"
# easy, medium and hard are words of the file format: keep them as they are.
error-deck-bad-difficulty = difficulty must be easy, medium or hard, not "{ $difficulty }"
error-deck-text-before-first-question = text before the first #Q question
error-deck-second-answer = a second ^ answer line
error-deck-option-twice = option { $option } appears twice
error-deck-option-letter = option { $option }: options are lettered A to D
error-deck-not-an-option = not an option line: "{ $text }"
error-deck-no-answer-line = the question has no ^ answer line
# $missing: the missing options' letters, as "BC".
error-deck-missing-options = the question has no option { $missing }
error-deck-answer-not-an-option = the answer "{ $answer }" is not one of the options

# Letters typed for a hand or a rack.
error-bag-not-a-letter = '{ $character }' is not a letter; use a-z and ? for a wildcard
error-bag-too-many = { $count } letters is more than a hand holds (at most { $max })

# Word Colony's card notation (FLOW, WONDEr, FLO*W, #3).
error-notation-magic-without-letter = a Magic Word (*) must be followed by the letter it plays as
error-notation-not-a-letter = '{ $character }' is not a letter
error-notation-not-a-group-number = "{ $text }" is not a group number


# `wordtable crossword --rules colonization`: computer players' self-play.
cli-col-recorded = seat { $seat }: { $word } ({ $points })
cli-col-level = player { $player } ({ $level }): { $wins } % wins, mean score { $mean }
cli-col-english = English: { $wins } % wins, mean score { $mean }
cli-col-timing = { $turns } turns, { $ms } ms of thought a turn on average, { $slowest } ms at most
cli-col-refused = game { $game }: seat { $seat } was refused: { $reason }
cli-col-stuck = game { $game } did not end
error-save-players = { $game } seats { $min } to { $max } players; this save has { $count }
error-save-too-many-actions = more than { $max } actions: no game of { $game } lasts that long
history-error-newer = { $path }: a history written by a newer WordTable (version { $version }; this one reads up to { $newest }); it was left as it is
history-import-game = game { $number } of the file: { $reason }
