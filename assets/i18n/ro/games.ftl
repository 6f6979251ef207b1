# Numele jocurilor și descrierea lor, pe ecranul de titlu și pe pagina de joc nou.
# Numele jocurilor sunt nume proprii: rămân aceleași în toate limbile.

game-word-colony = Word Colony
game-word-colony-tagline = Quiz, cărți cu litere și colonii de cuvinte care cresc
game-wordgame = Wordgame
game-wordgame-tagline = Duel de cuvinte încrucișate, tablă 15x15, 8 piese
game-colonization = Colonization Mode
game-colonization-tagline = Cuvinte încrucișate, cu engleza care devorează cuvinte
game-color-words = Color Words
game-color-words-tagline = Trei litere colorate, un cuvânt pe grila ta de 7x7
game-play-on-words = Play On Words
game-play-on-words-tagline = Remi cu litere: așază cuvinte, înfruntă provocările
