# Pagina de telefon a jocului Word Colony (game-word_colony.js): mâna unui jucător, întrebarea, răspunsurile și construirea cuvintelor.

## Scorurile și cutia

phone-wc-finish = Linia de sosire: { $points }
phone-wc-box = Cărți în cutie: { $n }
phone-wc-hand-count = mână { $n }
phone-wc-alliance = Alianța { $n }
phone-wc-latest = Ultimele puncte

## Cărțile speciale

phone-wc-special-immunity = Imunitate
phone-wc-special-magic-word = Cuvânt magic
phone-wc-special-fist-bump = Bate palma
phone-wc-special-conquest = Cucerire

## Ce fac ceilalți (și titlul din overlay)

phone-wc-others-draw = { $name } trage o carte.
phone-wc-others-choose = { $name } alege o întrebare.
phone-wc-others-read = { $name } citește o întrebare.
phone-wc-others-build = { $name } construiește cuvinte.

## Tragerea unei cărți

phone-wc-draw-title = Începe-ți tura: trage o carte
phone-wc-draw = Trage o carte

## Mâna

# $cards: literele cărților noi, de ex. „F E”.
phone-wc-new-cards = Noi: { $cards }

## Alegerea întrebării

phone-wc-question-title = Alege o carte: îi vei citi întrebarea cu voce tare
phone-wc-question-hint = Cărțile marcate cu ? au încă întrebarea necitită. Cine răspunde corect câștigă cărți; dacă nu ghicește nimeni, le câștigi tu. Întrebarea unei cărți negre îl costă puncte pe cine greșește.
phone-wc-pick-a-card = Atinge o carte marcată cu ?
phone-wc-read-card = Citește întrebarea de pe { $letter } ({ $value })
phone-wc-black-read = O carte neagră: cine răspunde greșit pierde puncte.

## Răspunsul

phone-wc-easy = ușoară
phone-wc-medium = medie
phone-wc-hard = grea
# $category vine din pachet, în limba pachetului.
phone-wc-asks = { $name } întreabă · { $category } · { $difficulty }
phone-wc-answer-now = Răspunsul tău: atinge A, B, C sau D.
phone-wc-read-aloud = Citește cu voce tare
phone-wc-you-answered = Ai răspuns { $letter }. Îi așteptăm pe ceilalți…
phone-wc-time-up = Timpul a expirat: niciun răspuns.
phone-wc-ally-reads = Aliatul tău citește întrebarea: tu nu răspunzi.
phone-wc-answered-count = Au răspuns: { $done } din { $all }
phone-wc-still-thinking = Încă se gândesc: { $names }

## Construirea cuvintelor

phone-wc-your-word = Cuvântul tău
phone-wc-tap-cards = Atinge-ți cărțile în ordine sau scrie cuvântul.
phone-wc-new-word = Cuvânt nou
phone-wc-extend = Extinde { $word }
phone-wc-colony = De la { $letter } din { $word }
phone-wc-extend-short = { $word } + …
phone-wc-colony-short = Cuvânt de la { $letter }
phone-wc-points = Puncte: { $n }
phone-wc-conquers = cucerește { $word } de la { $name }!
phone-wc-no-card-for = Nu ai nicio carte pentru { $letter }.
phone-wc-place = Pune cuvântul
phone-wc-magic-pick = Ce literă joacă Cuvântul magic?
phone-wc-cancel = Renunță
phone-wc-end-turn = Încheie tura
phone-wc-need-own-word = Construiește mai întâi un cuvânt al tău: apoi poți construi și pe cuvintele celorlalți.

## Cărțile speciale în joc

phone-wc-specials = Cărți speciale
phone-wc-help-immunity = Apără de cucerire unul dintre cuvintele tale izolate până la tura ta următoare:
phone-wc-help-conquest = Ia cuvântul izolat al altui jucător, cu punctele lui:
phone-wc-help-fist-bump = Tu și alt jucător trageți câte o carte. Cu cine?
# Un cuvânt de cucerit: $n este valoarea lui.
phone-wc-word-of = { $word } ({ $name }, { $n })
phone-wc-no-target = Deocamdată niciun cuvânt nu poate primi cartea aceasta.

## Masa

phone-wc-table = Pe masă
phone-wc-table-empty = Încă nu sunt cuvinte.
phone-wc-colony-tag = colonie
phone-wc-supercolony = Supercolonie
phone-wc-immune = imun
phone-wc-decolonized = decolonizat
phone-wc-decolonize = Decolonizează: { $word } se dublează

## Ultimele puncte ($delta are semn: +6, -4)

phone-wc-log-letters = { $name } { $delta } pentru { $word }
phone-wc-log-conquest = { $name } { $delta } pentru cucerirea lui { $word }
phone-wc-log-conquered = { $name } { $delta }: a pierdut { $word }
phone-wc-log-black-question = { $name } { $delta }: răspuns greșit la o carte neagră
phone-wc-log-supercolony = { $name } { $delta }: Supercolonie
phone-wc-log-decolonization = { $name } { $delta }: Decolonizarea lui { $word }
phone-wc-log-black-in-hand = { $name } { $delta }: cărți negre în mână

## Sfârșitul

phone-wc-winner = Câștigă: { $names }
phone-wc-reason-finish = S-a ajuns la linia de sosire.
phone-wc-reason-box = Cutia e goală.
phone-wc-reason-agreement = Jucătorii au hotărât să se oprească.

## Ce i-a adus jucătorului ultima întrebare (vederea nu spune răspunsul corect)

phone-wc-result-right = Ai răspuns { $letter }: corect! Cărți noi: { $n }
phone-wc-result-black = Ai răspuns { $letter }: greșit, la o carte neagră: { $delta } puncte.
phone-wc-result-wrong = Ai răspuns { $letter }: greșit.
phone-wc-result-none = Ai răspuns { $letter }: de data asta nu primești cărți.
phone-wc-result-nobody = Nu a ghicit nimeni: câștigi tu cărțile ({ $n }).
phone-wc-result-losers = Au greșit la cartea ta neagră: { $names }
phone-wc-reveal-answer = Răspunsul era { $letter }: { $answer }
phone-wc-reveal-right = Au răspuns corect: { $names }
phone-wc-reveal-wrong = Au greșit: { $names }
