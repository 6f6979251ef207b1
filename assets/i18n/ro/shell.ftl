# Învelișul: titlul, setările, pagina de joc nou, ecranele comune tuturor jocurilor.

language-name = Română

## Ecranul de titlu
title-tagline = O masă de joc pentru jocuri de cuvinte. Toate regulile respectate.
title-continue = Continuă: { $saved }
title-settings = Setări
title-history = Istoric
title-quit = Ieșire
title-play = Joacă
title-coming-soon = în curând

## Setări
settings-heading = Setări
settings-volume = Volum
settings-mute = Fără sunet
settings-mute-detail = oprește toate sunetele
settings-interface-size = Mărimea interfeței
settings-colour-blind = Paletă pentru daltoniști
settings-streamer-mode = Mod streaming
settings-streamer-larger-type = text mai mare
settings-streamer-detail = Mâna se vede doar cu tasta ținută: Spațiu (cărți), Tab (piese).
settings-question-timer = Timp de răspuns
settings-seconds = { $value } s
settings-computer-pace = Ritmul jucătorilor calculator
settings-seconds-per-action = { $value } s pe acțiune
settings-word-colony = Word Colony
settings-crossword = Wordgame și Classic
settings-clock = Ceas
settings-clock-off = fără
settings-minutes = { $value } min
settings-clock-game = pentru toată partida
settings-expert = Expertul gândește
settings-expert-secs = { $value } s la mutare
settings-teaching = Modul de învățare
settings-teaching-text = cele mai bune mutări după ale mele (cuvinte încrucișate)
settings-language = Limba
settings-back = Înapoi
settings-save-failed = setările nu au putut fi salvate în { $path }: { $reason }

## Pagina de joc nou
new-game-seed = Sămânță:
new-game-seed-random = aleatoriu
new-game-seed-invalid = sămânța este un număr întreg (sau gol pentru un joc aleatoriu)
new-game-player = Jucător
new-game-player-numbered = Jucătorul { $number }
new-game-alliance = Alianța { $number }
new-game-remove = Scoate
seat-kind-person = Persoană
seat-kind-easy = Calculator: ușor
seat-kind-normal = Calculator: normal
seat-on-phone = telefon
seat-kind-expert = Calculator: expert
seat-kind-phone = Pe telefonul său
seat-kind-hard = Calculator: greu
new-game-add-player = Adaugă un jucător
new-game-replace-question = Un joc nou înlocuiește jocul neterminat al lui { $saved }. Începi oricum?
new-game-start-anyway = Începe oricum
new-game-keep-saved = Păstrează jocul salvat
new-game-start = Începe jocul
new-game-back = Înapoi

## Culorile jucătorilor, așa cum arată în fiecare paletă
colour-red = Roșu
colour-blue = Albastru
colour-yellow = Galben
colour-white = Alb
colour-violet = Violet
colour-orange = Portocaliu
colour-amber = Chihlimbar
colour-sky-blue = Bleu
colour-lemon = Lămâie
colour-pink = Roz
colour-vermilion = Vermilion

## Cum se joacă
title-how-to-play = Cum se joacă
# What a screen reader says for the title's "?" and Play buttons of one game.
title-how-to-play-game = Cum se joacă { $game }
title-play-game = Joacă { $game }
how-to-play-heading = Cum se joacă { $game }
how-to-play-play = Joacă
how-to-play-back = Înapoi

## Sfârșitul unui joc, la fiecare masă
end-rematch = Revanșă
end-new-game = Joc nou
end-title = Ecranul de titlu
continue-summary-turn = { $game }: { $standings } · tura { $turn }
continue-summary-round = { $game }: { $standings } · runda { $round } din { $rounds }
continue-summary-words = { $game }: { $standings } · { $words } { PLURAL($words) ->
    [one] cuvânt
    [few] cuvinte
   *[other] de cuvinte
} pe tablă

# The phones’ room on the table.
phones-title = Telefoanele jucătorilor
phones-join = Deschide pe un telefon:
phones-code = Codul camerei
phones-free = liber
phones-connected = conectat
phones-away = telefon absent
phones-free-seat = Eliberează locul
phones-lock = Închide camera
phones-unlock = Deschide camera
phones-computer-plays = deocamdată joacă calculatorul
phones-hand-over = Lasă calculatorul să joace
phones-hand-back = Înapoi la telefon

# What a screen reader says for a seat's controls on the new-game page (no visible label).
a11y-seat-name = Locul { $seat }: nume
a11y-seat-colour = Locul { $seat }: culoare
a11y-seat-kind = Locul { $seat }: cine joacă
a11y-seat-team = Locul { $seat }: alianță
