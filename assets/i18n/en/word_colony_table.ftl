# Word Colony's table: panels, question reader, reveal, log lines, end screen, new-game options.
#
# Terms (the same in every file of the game):
#   colony = colonie (fr) / colonie (ro)
#   Supercolony = Supercolonie / Supercolonie
#   Decolonization, decolonize = Décolonisation, décoloniser / Decolonizare, a decoloniza
#   card, letter card, black card = carte, carte lettre, carte noire / carte, carte-literă, carte neagră
#   special card = carte spéciale / carte specială
#   hand = main / mână
#   box = boîte / cutie
#   discards = défausse / cărți aruncate
#   question, answer = question, réponse / întrebare, răspuns
#   word, build, expand = mot, construire, prolonger / cuvânt, a construi, a extinde
#   conquer, conquest = conquérir, conquête / a cuceri, cucerire
#   immune = immunisé / imun
#   score track, pawn = piste de score, pion / traseul de scor, pion
#   finish line = ligne d'arrivée / linia de sosire
#   point = point / punct
#   pass = Passer / Pas
#   alliance = alliance / alianță
#   Quick, Master, Epic game = partie Rapide, Maître, Épique / joc Rapid, Maestru, Epic
#   Special cards: Immunity = Immunité / Imunitate; Conquest = Conquête / Cucerire;
#     Magic Word = Mot magique / Cuvânt magic; Fist Bump = Tope là / Bate palma

## Special cards' names, as cards, buttons and the log show them

wc-special-immunity = Immunity
wc-special-magic-word = Magic Word
wc-special-fist-bump = Fist Bump
wc-special-conquest = Conquest
# The value corner of a Magic Word in the hand: it plays as any letter.
wc-face-any = any

## What a special card is for (hovered or clicked in the hand)

wc-help-immunity = Immunity: protects one of your single words from conquest until your next turn. Drop it on your word, or use its button in the turn panel.
wc-help-conquest = Conquest: takes another player's single word and its points. Drop it on the word, or use its button in the turn panel.
wc-help-fist-bump = Fist Bump: you and another player each draw a card. Choose who in the turn panel.
wc-help-magic-word = Magic Word: plays as any letter you choose, worth 0. Place it like a letter.
wc-not-a-letter = { $card } is not a letter.
wc-choose-magic-letter = choose the letter the Magic Word plays

## A word typed from the keyboard

wc-type-letters = type the letters of a word
wc-no-card-for = you have no card for { $letter } to spell { $word }

## Problems with a loaded game

wc-notice-cannot-start = This game cannot start: { $error }
wc-notice-stopped = The saved game stopped at action { $action } ({ $reason }); it resumes from there.

## The log

wc-log-intro = Word Colony: first to { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}.
wc-log-intro-resumed = Resumed: first to { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}.
wc-log-reads = { $name } reads a question.
wc-log-answer = The answer was { $letter }.
wc-log-pick-right = { $name } { $letter } (right)
wc-log-pick-wrong = { $name } { $letter } (wrong)
wc-log-points-letters = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} for { $word }.
wc-log-points-conquest = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} for conquering { $word }.
wc-log-points-conquered = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} for losing { $word }.
wc-log-points-black-question = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} for missing a black card's question.
wc-log-points-supercolony = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} for a Supercolony.
wc-log-points-decolonization = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} for decolonizing { $word }.
wc-log-points-black-in-hand = { $name } { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
} for black cards left in hand.
wc-log-builds = { $name } builds { $word }.
wc-log-expands = { $name } expands to { $word }.
wc-log-colony-word = { $name } builds { $word } in a colony.
wc-log-builds-points = { $name } builds { $word }: { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
}.
wc-log-expands-points = { $name } expands to { $word }: { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
}.
wc-log-colony-word-points = { $name } builds { $word } in a colony: { $delta } { PLURAL($count) ->
    [one] point
   *[other] points
}.
wc-log-conquers = { $name } conquers { $word } from { $from }!
wc-log-supercolony = Supercolony for { $name }!
wc-log-supercolony-claimable = { $name } made a Supercolony: announce it this turn!
wc-log-decolonizes = { $name } decolonizes, leaving { $word }.
wc-log-plays = { $name } plays { $card }.
wc-log-no-question = { $name } has no unread card: no question this turn.
wc-log-reshuffled = The discards are shuffled into the box.
wc-log-turn = { $name }'s turn.
wc-log-passes = { $name } passes.
wc-log-out-of-time = { $name } ran out of time: no answer.
# The winners, the log's last line and the end screen's title.
wc-wins = { $names } { PLURAL($count) ->
    [one] wins
   *[other] win
}!
# The last two names of a list: "Ana, Ben and Cleo".
wc-names-and = { $first } and { $last }

## The turn panel

wc-game-over = Game over
wc-turn-of = { $name }'s turn
wc-turn-number = Turn { $turn }
wc-over-text = The game is over.
wc-phone-playing = { $name } is playing on their phone...
wc-computer-playing = { $name } (computer) is playing...
wc-reveal-wait = Everyone sees the answer. Continue (Enter) goes on.
wc-pass-laptop = Pass the laptop to { $name }.
wc-draw-prompt = Draw a card from the box.
wc-draw-button = Draw a card  (Enter)
wc-streamer-picked = A card is picked (it rises in your hand while Space is held): Enter reads its question, N picks another.
wc-streamer-pick = Hold Space to see your cards, then press 1-9 to read a card's question, or N to pick one.
# $card is the card's notation: a letter, or a black card's letter and value ("R-1").
wc-read-ask = Read the question on your { $card } card aloud?
wc-read-it = Read it (Enter)
wc-another-card = Another card
wc-choose-question = Choose a card and read its question aloud: click it in your hand, then confirm, or press its number here.
wc-others-answer = The others answer the question.
wc-menu = Menu (the game is saved)
wc-build-how = Build words: drag cards from your hand onto the table, to the end of a word, or beside its last letter. Then pass.
wc-build-how-hidden = Build words: hold Space to see your hand and drag its cards onto the table, or type a word. Then pass.
wc-pending-expand = Expanding
wc-pending-colony = Colony word
wc-pending-new = New word
wc-magic-plays = Magic Word plays:
wc-preview-conquers = conquers { $word } from { $name }!
wc-preview-supercolony = Supercolony!
wc-confirm = Confirm (Enter)
wc-take-back = Take back (Esc)
wc-type-prompt = Or type a word, new or continuing one on the table, and press Enter (/ goes to the box):
wc-decolonize = Decolonize { $word }
wc-announce = Announce Supercolony!
wc-undo = Undo (Ctrl+Z)
wc-pass = Pass  (P)
wc-immunity-for = Immunity for { $word }
wc-conquest-take = Conquest: take { $word } ({ $name })
wc-fist-bump-with = Fist Bump with { $name }

## Hovering a word on the table or a card in the hand

wc-hover-word = { $word }: { $owner }'s word, worth { $value }.
wc-hover-colony = { $word }: { $owner }'s colony of { $count } { PLURAL($count) ->
    [one] word
   *[other] words
}, worth { $value }.
wc-hover-yours = It is yours.
wc-hover-conquerable = It can be conquered now.
wc-hover-protected-colony = It cannot be conquered: words in a colony are protected.
wc-hover-protected-decolonized = It cannot be conquered: it is the word left by a Decolonization.
wc-hover-protected-immunity = It cannot be conquered: it is protected by an Immunity card.
wc-hover-black = Black { $letter }: worth { $value } on the table, and its question costs points if answered wrong.

## The privacy screen

wc-privacy-title = Pass to { $name }
wc-privacy-answer = Only you should see your answer.
wc-privacy-cards = Only you should see your cards.
wc-privacy-answer-button = I'm { $name }: let me answer
wc-privacy-cards-button = I'm { $name }: show my cards

## The question reader and the reveal

# $category is the deck's own, in the deck's language.
wc-reader-line = { $name } reads  ·  { $category }  ·  { $difficulty ->
    [easy] easy
    [hard] hard
   *[medium] medium
}  ·  card worth { $value }
# $keys is a buzzer seat's key row, " [Q W E R]", or nothing.
wc-status-answered = { $name }{ $keys }: answered
wc-status-thinking = { $name }{ $keys }: thinking
wc-countdown = { $seconds } s
wc-your-answer = { $computer ->
    [yes] The computer read this question to you. { $name }, your answer: click it, or press A, B, C or D (or 1-4).
   *[no] { $name }, your answer: click it, or press A, B, C or D (or 1-4).
}
wc-time-up = Time!
wc-nobody-right = Nobody was right.
wc-right-list = Right: { $names }
wc-wrong-list = Wrong: { $names }
wc-reveal-draws = { $name } draws { $count } { PLURAL($count) ->
    [one] card
   *[other] cards
}
wc-reveal-loses = { $name } loses { $count } { PLURAL($count) ->
    [one] point
   *[other] points
}
wc-continue = Continue

## The end of the game

wc-final-score = { $name }   { $count } { PLURAL($count) ->
    [one] point
   *[other] points
}
wc-chart-finish = finish
wc-chart-turns = turns

## The score track

wc-track-finish = FINISH
wc-track-person = { $name }  { $score } pts  ·  { $count } { PLURAL($count) ->
    [one] card
   *[other] cards
}
wc-track-phone = { $name }  { $score } pts  ·  { $count } { PLURAL($count) ->
    [one] card
   *[other] cards
}  (phone)
wc-track-computer = { $name }  { $score } pts  ·  { $count } { PLURAL($count) ->
    [one] card
   *[other] cards
}  (computer)
# A hand card whose question was read.
wc-card-read-tag = read

## The title's Continue line for a saved game

## The new-game panel

wc-new-game-heading = New game of { $game }
wc-section-players = Players
wc-section-game = Game
wc-section-content = Questions and words
wc-alliances = Alliances (teams; best with 4 or more)
wc-length = Length:
wc-length-quick = Quick ({ $points })
wc-length-master = Master ({ $points })
wc-length-epic = Epic ({ $points })
wc-answers = Answers:
wc-answers-pass = pass the laptop
wc-answers-buzzer = buzzer keys (everyone at once)
wc-house-strict = House rule: a Supercolony must be announced in the turn it is made
wc-house-reshuffle = House rule: when the box runs out, shuffle the discards back in
wc-deck = Questions:
wc-deck-en = English
wc-deck-fr = French
wc-deck-ro = Romanian
wc-deck-file = From a file
wc-deck-hint = a .ron, .csv or OpenTriviaQA file
wc-load = Load
wc-deck-fresh = Not asked yet on this computer: { $fresh } of { $count }
wc-deck-reset = Ask them all again
wc-categories = Categories:
wc-categories-all = All
wc-categories-none = Choose at least one category of questions
wc-deck-loaded = { $path }: { $count } { PLURAL($count) ->
    [one] question
   *[other] questions
}
wc-dictionary = Dictionary:
wc-dictionary-en = English
wc-dictionary-fr = French
wc-dictionary-ro = Romanian
wc-not-loaded = Not loaded: { $error }
wc-lookup-hint = look up a word
wc-lookup-in = { $word } is in the { $language } dictionary
wc-lookup-voted = { $word } was voted in by the table
wc-lookup-kept-off = { $word } is kept off by the family filter
wc-lookup-not-in = { $word } is not in the { $language } dictionary
# A typed word that can be placed more than one way (from the keyboard).
wc-other-readings = { PLURAL($count) ->
    [one] It fits one other way too: Page Down shows it.
   *[other] It fits { $count } other ways too: Page Down shows the next.
}
