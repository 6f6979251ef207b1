# The shell: title, settings, new-game page, screens shared by every game.

language-name = English

## Title screen
title-tagline = A card table for word games. Every rule enforced.
title-continue = Continue: { $saved }
title-settings = Settings
title-history = History
title-quit = Quit
title-play = Play
title-coming-soon = coming soon

## Settings
settings-heading = Settings
settings-volume = Volume
settings-mute = Mute
settings-mute-detail = silence every sound
settings-interface-size = Interface size
settings-colour-blind = Colour-blind safe palette
settings-streamer-mode = Streamer mode
settings-streamer-larger-type = larger type
settings-streamer-detail = Hands show only while held: Space (cards), Tab (tiles).
settings-question-timer = Question timer
settings-seconds = { $value } s
settings-computer-pace = Computer players' pace
settings-seconds-per-action = { $value } s per action
settings-word-colony = Word Colony
settings-crossword = Wordgame and Classic
settings-clock = Clock
settings-clock-off = off
settings-minutes = { $value } min
settings-clock-game = for the whole game
settings-expert = Expert thinks
settings-expert-secs = { $value } s a move
settings-teaching = Teaching mode
settings-teaching-text = best moves after mine (crossword games)
settings-language = Language
settings-back = Back
settings-save-failed = could not save settings to { $path }: { $reason }

## New-game page
new-game-seed = Seed:
new-game-seed-random = random
new-game-seed-invalid = the seed is a whole number (or empty for a random one)
new-game-player = Player
new-game-player-numbered = Player { $number }
new-game-alliance = Alliance { $number }
new-game-remove = Remove
seat-kind-person = Person
seat-kind-easy = Computer: Easy
seat-kind-normal = Computer: Normal
seat-on-phone = phone
seat-kind-expert = Computer: Expert
seat-kind-phone = On their phone
seat-kind-hard = Computer: Hard
new-game-add-player = Add a player
new-game-replace-question = A new game replaces the unfinished game of { $saved }. Start anyway?
new-game-start-anyway = Start anyway
new-game-keep-saved = Keep the saved game
new-game-start = Start the game
new-game-back = Back

## Player colours, as each palette looks
colour-red = Red
colour-blue = Blue
colour-yellow = Yellow
colour-white = White
colour-violet = Violet
colour-orange = Orange
colour-amber = Amber
colour-sky-blue = Sky blue
colour-lemon = Lemon
colour-pink = Pink
colour-vermilion = Vermilion

## How to play
title-how-to-play = How to play
# What a screen reader says for the title's "?" and Play buttons of one game.
title-how-to-play-game = How to play { $game }
title-play-game = Play { $game }
how-to-play-heading = How to play { $game }
how-to-play-play = Play
how-to-play-back = Back

## The end of a game, at every table
end-rematch = Rematch
end-new-game = New game
end-title = Title screen
continue-summary-turn = { $game }: { $standings } · turn { $turn }
continue-summary-round = { $game }: { $standings } · round { $round } of { $rounds }
continue-summary-words = { $game }: { $standings } · { $words } { PLURAL($words) ->
    [one] word
   *[other] words
} on the board

# The phones' room on the table.
phones-title = Players' phones
phones-join = Open on a phone:
phones-code = Room code
phones-free = free
phones-connected = connected
phones-away = phone away
phones-free-seat = Free the seat
phones-lock = Lock the room
phones-unlock = Open the room
phones-computer-plays = a computer plays for now
phones-hand-over = Let a computer play
phones-hand-back = Back to the phone

# What a screen reader says for a seat's controls on the new-game page (no visible label).
a11y-seat-name = Seat { $seat }: name
a11y-seat-colour = Seat { $seat }: colour
a11y-seat-kind = Seat { $seat }: who plays
a11y-seat-team = Seat { $seat }: alliance
