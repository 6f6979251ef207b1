# Colonization Mode: why the rules refused an action, and the save's own messages.
# Terms: tile, rack, bag, board, language name, vote, word record, English, Transform, white meeple.

col-refused-game-over = The game is over.
col-refused-not-your-turn = { PLURAL($count) ->
    [one] The game waits for seat { $seats } (seats count from 0, as saves write them).
   *[other] The game waits for seats { $seats } (seats count from 0, as saves write them).
}
col-refused-expected-name = Name your language first.
col-refused-expected-vote = Vote first: accept or refuse.
col-refused-expected-move = Place a word, pass, exchange or try a Transform.
col-refused-expected-reveal = Choose the tile you reveal for the Transform.
col-refused-expected-english = It is English's turn.
col-refused-name-not-rack = Name your language with all seven tiles of your rack: { $rack }.
col-refused-too-short = “{ $word }” is too short: a word needs at least { $min } letters.
col-refused-bag-too-small = To exchange, the bag must hold at least { $need } tiles; it holds { $have }.
col-refused-empty-exchange = Choose at least one tile to exchange.
col-refused-not-on-rack = Your rack does not hold { $tiles }.
col-refused-no-such-record = There is no word record { $record }.
col-refused-target-english = Word record { $record } is English already.
col-refused-target-own = Word record { $record } is your own: transform another player's word.
col-refused-white-meeple-used = Your white meeple is spent: a player transforms only once.
col-refused-no-tile-to-reveal = Seat { $seat } has no tile to reveal.
error-col-save-name = “{ $text }” is not a language’s name: write “name” and the seven letters in one word, capitals for tiles and small letters for blanks (“name ZELTEna”)
error-col-save-action = “{ $text }” is not a Colonization action: write “name NAME”, “accept”, “refuse”, a square and a word (“8D CRATE”), “pass”, “exchange” and the tiles, “transform” and a record number, “reveal” and a tile, or “english”.
