# Errors about files read from outside (saves, decks, word lists, boxes), as the window shows them.
