# House rules shared by every game: what the new-game pages offer and what the rules say when
# one of them turns a word away.

house-section = Words at the table
house-family-filter = Family filter
house-family-filter-hint = Keeps offensive words off the table: computer seats never play them, and a player's is turned away. On by default in streamer mode.
house-kept-off = { $word } stays off the table tonight: the family filter is on
house-words = Extra words:
house-words-hint = none; or a word list, one word a line
house-words-loaded = The dictionary plus { $count } { PLURAL($count) ->
    [one] word
   *[other] words
} from { $path }
house-dictionary-only = Dictionary only
house-load = Load
house-not-loaded = Not loaded: { $error }
house-vote = The players' vote overrules the dictionary
house-vote-hint = A word the dictionary lacks goes to the other people at the table: a majority refuses it, a tie accepts it, and an accepted word plays for the rest of the game. Computer seats do not vote.
house-vote-question = { $name } asks the table to accept { $words }, which the dictionary lacks. Accept it?
house-vote-count = A majority refuses; a tie accepts.
house-vote-yes = Accept
house-vote-no = Refuse
house-vote-on-phone = { $name } votes on their phone.
house-refused-no-vote-rule = The table has not turned on the players' vote on words.
house-refused-nobody-to-ask = There is no other person at the table to vote.
house-refused-vote-open = The table is voting on words: only ballots now.
house-refused-not-a-voter = You have no ballot in this vote.
house-refused-already-a-word = { $word } is a word already: nothing to ask.
house-ask = Ask the table to accept { $words }
house-log-asked = { $name } asks the table to accept { $words }
house-log-accepted = The table accepted { $words }
house-log-refused = The table refused { $words }
