# Play On Words at the table: everything it shows beyond the rules' refusals.
pow-new-game-heading = New game of Play On Words
pow-section-players = Players
pow-section-game = The game
pow-kind-easy = Computer, Easy
pow-kind-normal = Computer, Normal
pow-kind-hard = Computer, Hard
pow-length = Length:
pow-length-full = All ten challenges
pow-length-short = A shorter game of { $rounds }
pow-length-text = A shorter game plays that many challenge cards drawn at random, kept in order.
pow-chip = { $name }: { $score } · { $cards } { PLURAL($cards) ->
    [one] card
   *[other] cards
}
pow-game-over = The game is over
pow-round = Round { $round } of { $rounds } · challenge { $challenge }
pow-menu = Menu
pow-no-words = No words on the table yet.
pow-words-of = { $name }’s words
pow-want-pure = A pure word, { $min }+ letters
pow-want-mixed = A mixed word, { $min }+ letters
pow-row-in-progress = Row { $row } still wants { $want }.
pow-row-is-pure = pure (one colour)
pow-row-is-mixed = mixed (two colours or more)
pow-row-wrong-kind = { $word } is { $is }: row { $row } wants { $want }.
pow-row-want-pure = a pure word of { $min }+ letters
pow-row-want-mixed = a mixed word of { $min }+ letters
pow-drop-here = Drop cards here
pow-streamer-hold = Hold Space to see your hand, or press L to keep it open this turn
pow-challenge = Challenge { $number }
pow-stock = Draw pile ({ $count })
pow-pile = Pile { $number } ({ $count })
pow-prompt-draw = Take a card: click the draw pile or a discard pile.
pow-take-two = Take two cards this turn
pow-take-second = Now click the pile of your second card.
pow-prompt-lay = Lay down the challenge’s words: drag cards into the rows below. Or end your turn by dragging a card onto a discard pile.
pow-prompt-change = Change words on the table: drop a card between two cards, on a card, or at either end. End your turn by discarding.
pow-waiting = Waiting for { $name }.
pow-computer-playing = { $name } is playing…
pow-how-to-place = Drag a card, or click it and then click where it goes. Click a placed card to take it back. Keys: S or 1, 2 take from a pile; Left and Right pick up a card, 1 or 2 discard it, Down lays it in the row Page Down chooses, Up takes it back.
pow-name-the-wild = Choose the letter the wild stands for.
pow-bonus = Bonus: +{ $points } { PLURAL($points) ->
    [one] point
   *[other] points
}
pow-goes-out = Your last cards: you go out!
pow-confirm = Confirm
pow-cancel = Cancel
pow-ok = OK
pow-deal = Deal the next round ({ $name })
pow-pass-to = Pass to { $name }
pow-pass-why = Your hand is private: the others look away.
pow-pass-ready = I am { $name }: show my hand
pow-wild-single = Which letter does the wild stand for?
pow-wild-double = The double wild stands for two letters: letter { $which }?
pow-round-over-out = Round { $round } is over: { $name } went out!
pow-round-over-blocked = Round { $round } is over: the draw pile ran out, no one scores.
pow-round-points = { $name }: { $points } { PLURAL($points) ->
    [one] point
   *[other] points
}
pow-empty-hand = (no card left)
pow-see-results = See the results
pow-next-round = Next round
pow-score-round = Round
pow-score-row = { $round } (challenge { $challenge })
pow-score-total = Total
pow-winners = { PLURAL($count) ->
    [one] { $names } wins!
   *[other] { $names } share the win!
}
pow-chart-rounds = rounds
pow-new-game = New game
pow-log-drew-stock = { $name } took a card from the draw pile.
pow-log-drew-pile = { $name } took { $card } from pile { $pile }.
pow-log-rebuilt = The draw pile was made again from the discard piles.
pow-log-laid = { $name } laid down { $words }.
pow-log-changed = { $name } changed { $from } into { $to }.
pow-log-bonus = { $name } scores { $points } for { $word }.
pow-log-discarded = { $name } discarded { $card } onto pile { $pile }.
pow-log-out = { $name } went out!
pow-card-letter = { $colour } { $letter }
pow-card-wild = the wild
pow-card-double-wild = the double wild
pow-hint = Hint (H)
pow-hint-draw = Hint: take from the { $pile }.
pow-hint-draw-two = Hint: take two cards, from the { $first } and the { $second }.
pow-hint-discard = Hint: discard { $card } onto pile { $pile } (it is picked up: click the pile).
pow-hint-play = Hint: this play is laid out for you; Confirm it, or Cancel.
pow-how-out = How { $name } went out:
# A word typed to change a word on the table (from the keyboard).
pow-type-change = Type a word to make (/):
pow-type-change-hint = e.g. PRUNES
pow-type-change-none = No change of a word on the table spells { $word } with your cards.
