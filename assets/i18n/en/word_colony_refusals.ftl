# Word Colony: why the rules refused an action (the engine's typed refusals).
#
# Terms (English / French / Romanian), the same in every Word Colony file:
#   colony = colonie / colonie; Supercolony = Supercolonie / Supercolonie
#   Decolonization = Décolonisation / Decolonizare; decolonize = décoloniser / a decoloniza
#   word = mot / cuvânt; single word = mot isolé / cuvânt izolat; group = groupe / grup
#   card = carte / carte; letter card = carte lettre / carte-literă
#   black card = carte noire / carte neagră; special card = carte spéciale / carte specială
#   Immunity = Immunité / Imunitate; Magic Word = Mot magique / Cuvânt magic
#   Fist Bump = Tope là / Bate palma; Conquest = Conquête / Cucerire
#   conquer = conquérir / a cuceri; protected = protégé / protejat
#   hand = main / mână; box (the draw pile) = boîte / cutie; draw = piocher / a trage
#   build = construire / a construi; expand = prolonger / a extinde
#   pass = passer / a da pas; turn = tour / tură; table = table / masă
#   reader = lecteur / cititor; ally = allié / aliat; answer = répondre / a răspunde
#   dictionary = dictionnaire / dicționar; owner = propriétaire / proprietar
# French addresses the player as "vous", Romanian as "tu". The special cards' names are the
# cards' own (wc-special-* in word_colony_table).

# The turn's frame.
wc-refused-no-such-player = there is no player { $player }
wc-refused-game-over = the game is over
wc-refused-not-your-turn = it is { $current }'s turn, not { $player }'s
wc-refused-phase-draw = first draw a card from the box
wc-refused-phase-question = first choose a card in your hand and read its question
wc-refused-phase-answer = wait until everyone has answered the question
wc-refused-phase-build = you have drawn and the question is done: build words, or pass

# Naming a group.
wc-refused-no-such-group = there is no group #{ $group } on the table
wc-refused-no-such-word = there is no word { $word } on the table
wc-refused-not-last-word = in a colony only the last word can be built on: here that is { $last }, not { $named }
wc-refused-ambiguous-word = there are { $count } words { $word } on the table: name one by its number, like #{ $example }

# Choosing the cards.
wc-refused-card-count = { $named } cards named for { $letters } new letters
wc-refused-named-card-not-in-hand = card { $card } is not in your hand
wc-refused-card-cannot-play = card { $card } ({ $face }) cannot play the letter { $letter }
wc-refused-no-letter-card = you have no letter card { $letter }
wc-refused-no-black-card = you have no black card { $letter }
wc-refused-no-magic-word-card = you have no Magic Word card

# Building.
wc-refused-too-short = words need at least { $min } letters
wc-refused-not-in-dictionary = { $word } is not in the dictionary
wc-refused-not-an-expansion = { $word } does not start with { $base }: letters can only be added at the end of a word
wc-refused-nothing-added = add at least one letter to { $base }
wc-refused-wrong-colony-start = { $word } must start with { $start }, the last letter of { $base }
wc-refused-already-in-colony = { $word } is already in this colony: its words must be unique
wc-refused-need-own-word-to-build = you need a word of your own on the table before building on another player's word

# Colonies.
wc-refused-supercolony-automatic = Supercolony bonuses are paid automatically at this table
wc-refused-no-supercolony-to-claim = you have no Supercolony to announce there this turn
wc-refused-not-colony-owner = only the colony's owner, { $owner }, can decolonize it
wc-refused-too-few-to-decolonize = a colony needs { $need } words to decolonize; this one has { $has }

# The question round.
wc-refused-not-in-hand = that card is not in your hand
wc-refused-no-question = special cards have no question: choose a letter or black card
# $face: the card in notation (F, R-1) or a special card's name.
wc-refused-already-read = the question on this { $face } card was already read; it can only build words now
wc-refused-no-question-waiting = no question is waiting for answers
wc-refused-reader-answers = the reader does not answer their own question
wc-refused-ally-answers = allies of the reader do not answer
wc-refused-already-answered = you have already answered

# Special cards.
# $special: the card's name (wc-special-* in word_colony_table).
wc-refused-not-that-special = that card is not a { $special } card
wc-refused-immunity-not-own-word = Immunity protects one of your own words
wc-refused-immunity-on-colony = colonies are already protected: Immunity is for single words
wc-refused-fist-bump-with-self = Fist Bump is shared with another player
wc-refused-already-yours = that word is already yours
# $why: one of the wc-refused-protection-* reasons below.
wc-refused-not-conquerable = { $word } cannot be conquered: { $why }
wc-refused-need-own-word-to-conquer = you need a word of your own on the table before conquering another's

# Why a word cannot be conquered.
wc-refused-protection-colony = words in a colony are protected
wc-refused-protection-decolonized = the word left by a Decolonization cannot be conquered
wc-refused-protection-immunity = it is protected by an Immunity card

# A special card as a card's face in a refusal: English keeps the command line's notation.
wc-refused-face-immunity = Immunity
wc-refused-face-magic-word = MagicWord
wc-refused-face-fist-bump = FistBump
wc-refused-face-conquest = Conquest

## Setting up a game (a setup, box, deck or fixed deal that cannot start a game)
wc-setup-not-a-box = { $path } line { $line }: not a box: { $reason }
wc-setup-box-too-large = { $path }: the box holds { $count } cards; the most a game can hold is { $most }
wc-setup-box-too-small = { $path }: the box holds too few cards to deal a game
wc-setup-player-count = Word Colony takes { $min } to { $max } players, not { $count }
wc-setup-team-missing = with alliances, every player needs a team
wc-setup-one-team = alliances need at least two teams
wc-setup-deck-empty = the question deck is empty
wc-setup-question-missing = the save names question { $position } of the built-in deck, which holds { $count } (a save from a later version?)
wc-setup-deal-hands = the fixed deal has { $hands } hands for { $count } players
wc-setup-deal-start = the fixed deal starts with seat { $seat }, which does not exist
wc-setup-deal-too-large = the fixed deal has { $count } cards; the most a game can hold is { $most }
wc-setup-built-box-too-large = the box has { $count } cards; the most a game can hold is { $most }
wc-setup-box-only = the box has only { $count } cards
