# Colonization Mode on a player's phone (game-colonization.js): naming, votes, the board, Transforms, English.

phone-col-english = English
phone-col-english-in = in the game, devouring words
phone-col-english-out = not in the game yet
phone-col-you = (you)
phone-col-language = Language: { $name }
phone-col-no-language = no language yet
phone-col-white-ready = white meeple ready
phone-col-white-used = white meeple spent
phone-col-bag = Bag: { $n } tiles
phone-col-limit = Over { $n } points, a word goes to English
phone-col-points = { $n } pts
phone-col-words = Words on the board
phone-col-no-words = No words yet.
phone-col-zoom-in = Zoom in
phone-col-zoom-out = Zoom out
phone-col-sq-3w = 3W
phone-col-sq-2w = 2W
phone-col-sq-3l = 3L
phone-col-sq-2l = 2L
phone-col-cancel = Cancel
phone-col-blank-pick = Which letter does the blank stand for?

phone-col-name-title = Name your language
phone-col-name-help = Tap all seven tiles in the order you like: that is your language's name. The others vote on it.
phone-col-name-waiting = { $name } is naming their language.

phone-col-vote-name = { $name } wants to call their language:
phone-col-vote-move = { $name } placed a word at { $square }:
phone-col-vote-ask-name = Accept this name?
phone-col-vote-ask-move = Can it be said aloud, clearly enough to agree on its spelling?
phone-col-vote-english-note = If it is an English word, English takes it and its points.
phone-col-vote-count = Votes so far: { $yes } yes, { $no } no.
phone-col-vote-mine = The others are voting on your proposal.

phone-col-place-help = Tap a square, then your tiles; tap it again to go down instead of across.
phone-col-min-word = Words need at least { $n } letters.
phone-col-tap-square = Tap an empty square first.
phone-col-not-line = Keep your tiles in one row or one column, with no gap.
phone-col-no-tile = You have no { $letter } and no blank.
phone-col-preview = { $word }: { $n } pts
phone-col-over-limit = This word takes you over { $n }: it would go to English.
phone-col-play = Play
phone-col-exchange = Exchange
phone-col-exchange-help = Tap the tiles to put back in the bag; you draw as many and your turn ends.
phone-col-exchange-n = Exchange { $n }
phone-col-exchange-no-bag = The bag holds fewer than 7 tiles: no exchange now.
phone-col-transform = Transform
phone-col-transform-help = Pick another player's word to turn English. You both reveal a tile: yours must be worth more. It uses your turn, and succeeds only once a game.
phone-col-transform-none = No other player owns a word yet.
phone-col-turn-wait = { $name } is playing.

phone-col-tf-actor = You try to turn { $word } ({ $name }'s word) English.
phone-col-tf-owner = { $name } tries to turn your word { $word } English!
phone-col-tf-others = { $actor } tries to turn { $owner }'s word { $word } English.
phone-col-tf-pick-actor = Pick a tile to reveal: it must be worth more than theirs.
phone-col-tf-pick-owner = Pick a tile to reveal: worth as much as theirs or more, it saves your word.
phone-col-reveal = Reveal
phone-col-tf-chosen = You reveal { $tile } ({ $n } pts). Waiting for the other tile.
phone-col-tf-secret = The tiles are chosen in secret.

phone-col-english-turn = English's turn: it draws a tile and may take a word next to its own.
phone-col-english-go = Play English's turn

phone-col-won = Won: { $names }
phone-col-over-out = { $name } used their last tile.
phone-col-over-scoreless = Six turns in a row without points.
phone-col-over-english = Every word on the board is English.

phone-col-news-scored = { $name } scored { $points } with { $word }.
phone-col-news-english-word = { $word } went to English ({ $points } pts).
phone-col-news-claimed = English took { $word } ({ $points } pts).
phone-col-news-named = { $name } speaks { $language }.
phone-col-news-name-refused = The name was refused: { $name } names again.
phone-col-news-move-refused = { $name }'s word was refused.
phone-col-news-tf-ok = Transform done: { $word } is English now.
phone-col-news-tf-blocked = { $name } blocked the Transform: { $word } stays.
phone-col-news-passed = { $name } passed.
phone-col-news-english-in = English has entered the game!
phone-col-news-exchanged = { $name } exchanged tiles ({ $count }).
phone-col-news-voted-yes = { $name } accepts.
phone-col-news-voted-no = { $name } refuses.
phone-col-news-tf-shown = { $actor } showed { $a }, { $owner } showed { $b }.
phone-col-news-english-drew = English drew { $tile }.

phone-col-sum-naming = { $name } names their language
phone-col-sum-vote = Vote on { $name }'s { $word }
phone-col-sum-turn = { $name } to play
phone-col-sum-transform = { $actor } tries to transform { $word }
phone-col-sum-english = English's turn
phone-col-sum-english-in = English is devouring words
phone-col-sum-english-out = English has not come yet
