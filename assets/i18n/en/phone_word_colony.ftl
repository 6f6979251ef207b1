# Word Colony's phone page (game-word_colony.js): a seat's hand, question, answers and word building.

## Scores and the box

phone-wc-finish = Finish line: { $points }
phone-wc-box = Cards in the box: { $n }
phone-wc-hand-count = hand { $n }
phone-wc-alliance = Alliance { $n }
phone-wc-latest = Latest points

## Special cards

phone-wc-special-immunity = Immunity
phone-wc-special-magic-word = Magic Word
phone-wc-special-fist-bump = Fist Bump
phone-wc-special-conquest = Conquest

## What the others are doing (also the overlay's headline)

phone-wc-others-draw = { $name } draws a card.
phone-wc-others-choose = { $name } chooses a question.
phone-wc-others-read = { $name } reads a question.
phone-wc-others-build = { $name } builds words.

## Drawing

phone-wc-draw-title = Start your turn: draw a card
phone-wc-draw = Draw a card

## The hand

# $cards: the new cards' letters, e.g. "F E".
phone-wc-new-cards = New: { $cards }

## Choosing the question to read

phone-wc-question-title = Choose a card: you will read its question aloud
phone-wc-question-hint = Cards marked ? still have a question. Those who answer right win cards; if nobody does, you win them. A black card's question costs a wrong answer points.
phone-wc-pick-a-card = Tap a card marked ?
phone-wc-read-card = Read the question of { $letter } ({ $value })
phone-wc-black-read = A black card: whoever answers it wrong loses points.

## Answering

phone-wc-easy = easy
phone-wc-medium = medium
phone-wc-hard = hard
# $category is the deck's own, in the deck's language.
phone-wc-asks = { $name } asks · { $category } · { $difficulty }
phone-wc-answer-now = Your answer: tap A, B, C or D.
phone-wc-read-aloud = Read this aloud
phone-wc-you-answered = You answered { $letter }. Waiting for the others…
phone-wc-time-up = Time ran out: no answer.
phone-wc-ally-reads = Your ally reads this one: you do not answer.
phone-wc-answered-count = Answered: { $done } of { $all }
phone-wc-still-thinking = Still thinking: { $names }

## Building words

phone-wc-your-word = Your word
phone-wc-tap-cards = Tap your cards in order, or type the word.
phone-wc-new-word = New word
phone-wc-extend = Extend { $word }
phone-wc-colony = From the { $letter } of { $word }
phone-wc-extend-short = { $word } + …
phone-wc-colony-short = Word from { $letter }
phone-wc-points = Points: { $n }
phone-wc-conquers = conquers { $word } from { $name }!
phone-wc-no-card-for = You have no card for { $letter }.
phone-wc-place = Place the word
phone-wc-magic-pick = Which letter does the Magic Word play?
phone-wc-cancel = Cancel
phone-wc-end-turn = End my turn
phone-wc-need-own-word = Build a word of your own first: then you may build on the others' words too.

## Special cards in play

phone-wc-specials = Special cards
phone-wc-help-immunity = Protect one of your single words from conquest until your next turn:
phone-wc-help-conquest = Take another player's single word and its points:
phone-wc-help-fist-bump = You and another player each draw a card. With whom?
# A word to conquer: $n is its value.
phone-wc-word-of = { $word } ({ $name }, { $n })
phone-wc-no-target = No word can take this card now.

## The table

phone-wc-table = On the table
phone-wc-table-empty = No words yet.
phone-wc-colony-tag = colony
phone-wc-supercolony = Supercolony
phone-wc-immune = protected
phone-wc-decolonized = decolonized
phone-wc-decolonize = Decolonize: { $word } counts twice

## Latest points ($delta is signed: +6, -4)

phone-wc-log-letters = { $name } { $delta } for { $word }
phone-wc-log-conquest = { $name } { $delta } for conquering { $word }
phone-wc-log-conquered = { $name } { $delta }: lost { $word }
phone-wc-log-black-question = { $name } { $delta }: wrong answer to a black card
phone-wc-log-supercolony = { $name } { $delta }: Supercolony
phone-wc-log-decolonization = { $name } { $delta }: Decolonization of { $word }
phone-wc-log-black-in-hand = { $name } { $delta }: black cards in hand

## The end

phone-wc-winner = Winner: { $names }
phone-wc-reason-finish = The finish line is reached.
phone-wc-reason-box = The box is empty.
phone-wc-reason-agreement = The players agreed to stop.

## What the last question did for this seat (the view does not tell the right answer)

phone-wc-result-right = You answered { $letter }: right! New cards: { $n }
phone-wc-result-black = You answered { $letter }: wrong, on a black card: { $delta } points.
phone-wc-result-wrong = You answered { $letter }: wrong.
phone-wc-result-none = You answered { $letter }: no new cards this time.
phone-wc-result-nobody = Nobody found the answer: you win the cards ({ $n }).
phone-wc-result-losers = Wrong answers to your black card: { $names }
phone-wc-reveal-answer = The answer was { $letter }: { $answer }
phone-wc-reveal-right = Right: { $names }
phone-wc-reveal-wrong = Wrong: { $names }
