# Play On Words: why the rules refused an action, the data files' and the save's own messages.
# Terms: card, hand, draw pile, discard pile, challenge, pure word, mixed word, wild, double wild.

pow-refused-game-over = The game is over.
pow-refused-not-your-turn = The game waits for seat { $seat } (seats count from 0, as saves write them).
pow-refused-expected-draw = Begin your turn by taking a card from the draw pile or a discard pile.
pow-refused-expected-play = Lay down your words, change a word, or end your turn by discarding.
pow-refused-expected-next-round = The round is over: deal the next one.
pow-refused-no-such-pile = There is no discard pile { $pile }.
pow-refused-pile-empty = The { $pile } is empty.
pow-refused-too-few-in-pile = The { $pile } does not hold two cards.
pow-refused-draw-two-too-early = Taking two cards is allowed from challenge { $from } on.
pow-refused-not-in-hand = Your hand does not hold { $cards }.
pow-refused-already-in = You have met the challenge: you lay no new words, you change words on the table.
pow-refused-not-in-yet = Meet the challenge first: then you may change words on the table.
pow-refused-word-count = { PLURAL($need) ->
    [one] The challenge asks for { $need } word; you laid { $have }.
   *[other] The challenge asks for { $need } words; you laid { $have }.
}
pow-refused-no-cards = A word or a change needs at least one card.
pow-refused-only-wilds = “{ $word }” is made of wild cards only: a word needs a coloured card.
pow-refused-not-a-word = “{ $word }” is not in the dictionary.
pow-refused-challenge-not-met = These words do not meet challenge { $challenge }, which asks for { $wanted }.
pow-refused-no-such-word = There is no word { $word } on the table.
pow-refused-laid-this-turn = You laid “{ $word }” this turn: change your own words on a later turn.
pow-refused-no-edit = Say how the word changes: a prefix, a suffix, an inserted card or a cover.
pow-refused-no-such-position = “{ $word }” has no card { $at }.
pow-refused-cover-twice = Card { $at } is covered twice in one change.
pow-refused-cover-double-wild = The double wild cannot be covered.
pow-refused-double-wild-covers = The double wild stands for two letters: it cannot cover a card.
pow-refused-same-letter = Card { $at } already shows that letter: a cover must change it.
pow-refused-pure-stays-pure = “{ $word }” is a pure { $colour } word: change it only with { $colour } cards or wilds.
pow-refused-mixed-stays-mixed = “{ $word }” would have one colour only: a mixed word stays mixed.
pow-refused-must-start-empty-pile = Discard pile { $pile } is empty: discard onto it to start it again.
pow-pile-stock = draw pile
pow-pile-discard = discard pile { $number }
pow-colour-red = red
pow-colour-blue = blue
pow-colour-green = green
pow-wanted-pure = a pure word of { $min }+ letters
pow-wanted-mixed = a mixed word of { $min }+ letters
pow-data-format = not a valid Play On Words data file: { $reason }
pow-data-not-a-letter = suit “{ $suit }” holds “{ $found }”, which is not a capital letter A-Z
pow-data-too-few-cards = the deck holds { $have } cards; a full table needs { $need }
pow-data-no-challenges = the challenge file lists no challenge card
pow-data-challenge-order = challenge card { $position } is numbered { $number }: the cards are numbered 1, 2, 3… in order
pow-data-empty-challenge = challenge card { $number } asks for no word
pow-data-challenge-too-short = challenge card { $number } asks for a word of { $min } letters, shorter than its kind allows
error-pow-save-action = “{ $text }” is not a Play On Words action: write “draw” and a pile (“stock”, “pile 1”), “draw two” and two piles, “lay” and the words’ cards (“rTrRrE bBgOrTbH”), “change” with a word’s number and its edits (“prefix”, “suffix”, “insert N”, “cover N” and cards, separated by “;”), “discard” with a card and a pile, or “next round”.
error-pow-save-rounds = a Play On Words game has 1 to 10 rounds, not { $rounds }
cli-pow-level = player { $player } ({ $level }): { $wins }% of wins, { $mean } points a game on average
cli-pow-games = { $games } games of { $rounds } rounds played in { $seconds } s
cli-pow-timing = a Hard decision took { $ms } ms on average ({ $decisions } decisions)
cli-pow-refused = game { $game }: seat { $seat }'s action was refused: { $reason }
cli-pow-stuck = game { $game } did not end: the computer players are stuck
cli-pow-bad-seats = --seats lists 2 to 6 levels among easy, normal and hard, not “{ $seats }”
cli-pow-bad-rounds = --rounds is 1 to 10, not { $rounds }
pow-save-deal-card = round { $round }'s deal holds "{ $card }", which is not a card (rA, bN, gQ, * or **)
pow-save-deal-too-many = round { $round }'s deal holds more { $card } than the deck has
