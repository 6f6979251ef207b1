# Color Words la masă: pagina de joc nou, cărțile rundei, scrierea unui cuvânt, ecranul de
# predare, votul pe temă, bilanțul rundei și ecranul de final.
# Termeni: grilă, căsuță, căsuța Start, tablă de culoare, carte Literă, carte Bonus, cuvânt, drum, stea, căsuța Stea.

clw-new-game-heading = Joc nou de Color Words
clw-section-grid = Grilă
clw-grid-a = Grila A, umplere
clw-grid-b = Grila B, cursa stelelor
clw-grid-a-text = Lasă cât mai puține căsuțe goale: cele mai puține căsuțe goale câștigă căsuța Stea, 5 puncte (singur: 7 căsuțe goale sau mai puține).
clw-grid-b-text = Completează rânduri și coloane înaintea celorlalți: fiecare stea încercuită valorează 2 puncte (singur: tai o stea la începutul fiecărei runde).
clw-section-players = Jucători
clw-kind-easy = Ușor
clw-kind-normal = Normal
clw-kind-hard = Greu
clw-section-game = Joc
clw-dictionary = Dicționar:
clw-dictionary-en = engleză
clw-dictionary-fr = franceză
clw-dictionary-ro = română
clw-timer = 90 de secunde pentru fiecare cuvânt
clw-menu = Meniu
clw-leave-question = Părăsiți masa?
clw-leave-saved = Jocul este salvat: Continuă, pe ecranul de titlu, îl reia de unde l-ați lăsat.
clw-leave-go = Ecranul de titlu
clw-leave-stay = Rămâneți
clw-round = Runda { $round } din { $rounds }
clw-sheet-of = Grila { $grid }: { $name }
clw-colour-blue = albastră
clw-colour-yellow = galbenă
clw-colour-red = roșie
clw-theme-screen = cinema, seriale, YouTube
clw-theme-books = literatură, benzi desenate, manga
clw-theme-sports = sport
clw-theme-cooking = gătit
clw-theme-history = istorie
clw-theme-nature = natură, plante, animale
clw-theme-famous-people = personalități reale sau fictive
clw-theme-fashion = modă, haine
clw-theme-travel = călătorii, geografie
clw-theme-science = științe, tehnologie
clw-theme-games = jocuri
clw-theme-music = muzică
clw-bonus-heading = Carte Bonus
clw-bonus-face-down = Carte Bonus (cu fața în jos)
clw-bonus-theme = Temă: { $theme }
clw-bonus-last-letter = Ultima literă pe o căsuță { $colour }
clw-bonus-turn = O cotitură pe o căsuță { $colour }
clw-bonus-first-letter = Cuvântul începe cu { $letter }
clw-bonus-straight-right = În linie dreaptă, spre dreapta
clw-bonus-straight-down = În linie dreaptă, în jos
clw-bonus-cells = Prin căsuțele { $cells }
clw-bonus-size = Exact { $size } litere
clw-star-row = rândul { $line }
clw-star-column = coloana { $line }
clw-how-to-write = Apasă pe căsuța unde începe cuvântul și tastează-l (săgețile Dreapta și Jos aleg direcția), sau trage peste căsuțe și tastează. Enter îl scrie.
clw-type-first-word = Primul cuvânt începe pe căsuța Start, A1: apasă pe ea, apoi scrie.
clw-type-next-word = Un cuvânt începe pe o căsuță goală lângă o literă scrisă: apasă pe una (sau treci prin ele cu Page Down), apoi scrie.
clw-live-score = { $points } { PLURAL($points) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}: litere { $letters }, bonus { $bonus }
clw-bonus-met = îndeplinit
clw-bonus-not-met = neîndeplinit
clw-bonus-vote = decis prin vot
clw-write = Scrie-l
clw-clear = Șterge
clw-pass = Pas
clw-scores = Scoruri
clw-sheets-on-phones = Fiecare scrie pe propria grilă, pe telefonul său.
clw-sheets-private = Fiecare grilă rămâne ascunsă până când jucătorul ei preia ecranul.
clw-cross-out-prompt = Taie o stea: apasă pe una de lângă grila ta sau tastează-i rândul (1-7) ori coloana (A-G).
clw-flip = { $name }: întoarce cărțile
clw-flipping = { $name } întoarce cărțile…
clw-still-writing = Încă scriu: { $names }
clw-voting = Cuvintele scrise pe temă sunt judecate.
clw-pass-to = Dă-i lui { $name }
clw-pass-why = Ceilalți se uită în altă parte: fiecare grilă rămâne secretă cât timp scrie jucătorul ei.
clw-pass-ready = Sunt { $name }: arată-mi grila
clw-vote-question = { $voter }, cuvântul { $word } al lui { $writer } se potrivește cu cartea ({ $theme })?
clw-vote-fits = Se potrivește
clw-vote-does-not-fit = Nu se potrivește
clw-ok = OK
clw-round-over = Runda { $round } s-a încheiat
clw-passed = nimic
clw-bubble = { $name }: { $word }, { $points } { PLURAL($points) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}{ $bonus ->
    [0] {""}
   *[other] {" "}(bonus { $bonus })
}
clw-star-circled = ★ Încercuită: { $line }
clw-star-lost = Tăiată: { $line }
clw-best-word = Cel mai bun cuvânt pe care îl puteai scrie: { $word }, { $points } { PLURAL($points) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}, de la { $cell }
clw-next-round = Runda următoare
clw-see-results = Vezi rezultatele
clw-solo-over = Scorul tău: { $total } { PLURAL($total) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}
clw-winners = { PLURAL($count) ->
    [one] { $names } câștigă!
   *[other] { $names } împart victoria!
}
clw-final = { $name }: { $total } ({ $bubbles } + ★ { $stars }), { $empty } { PLURAL($empty) ->
    [one] căsuță goală
    [few] căsuțe goale
   *[other] de căsuțe goale
}
clw-new-game = Joc nou
clw-hint = Indiciu
clw-no-hint = Niciun cuvânt nu mai încape acum pe această grilă: dă pas.
clw-vote-own = Cuvântul tău { $word } se potrivește cu cartea ({ $theme })?
clw-game-over = Jocul s-a încheiat

## Seară de jocuri: cărțile mari pe ecranul comun, cuvintele pe hârtie
clw-paper = Seară de jocuri: cărțile mari pe ecranul comun, cuvintele pe hârtie
clw-paper-text = Fiecare scrie pe o foaie tipărită. Când timpul s-a terminat, fiecare jucător introduce aici cuvântul și drumul lui (sau gazda o face): masa îl punctează și ține stelele și totalurile.
clw-paper-write = Scrieți-vă cuvântul pe foaie!
clw-paper-untimed = Când toată lumea a scris, introdu cuvintele.
clw-paper-enter = Introdu cuvintele
clw-paper-entering = Introdu cuvântul scris pe hârtie de { $name }: clic pe prima lui căsuță, tastează-l, apoi Scrie.
clw-paper-others = Cuvântul altui jucător:
clw-paper-scores = Fiecare își ține grila pe hârtie; după fiecare rundă, fiecare își introduce aici cuvântul.
clw-paper-print = Tipărește foaia
clw-sheet-opened = Foaie deschisă: { $file }
clw-sheet-written = Foaie salvată: { $file }, în dosarul de date

## Foaia tipărită
clw-sheet-title = Color Words
clw-sheet-rule-a = La final, cele mai puține căsuțe goale câștigă căsuța Stea: 5 puncte.
clw-sheet-rule-b = Umple primul un rând sau o coloană: încercuiește-i steaua, 2 puncte fiecare.
clw-sheet-name = Nume:
clw-sheet-start = Start
clw-sheet-word = Cuvânt
clw-sheet-points = Puncte
clw-sheet-star-box = Căsuța Stea
clw-sheet-total = Total
clw-sheet-not-written = Foaia { $path } nu a putut fi scrisă: { $reason }
clw-sheet-no-data-dir = acest sistem nu are un dosar de date
clw-vote-noun = { $voter }, cuvântul { $word } al lui { $writer } este un nume propriu (un nume pe care tema îl permite)?
clw-vote-noun-own = Cuvântul tău { $word } este un nume propriu (un nume pe care tema îl permite)?
clw-vote-noun-yes = Este un nume
clw-vote-noun-no = Nu este
clw-summary-noun-refused = Masa nu a acceptat cuvântul ca nume propriu: a fost șters, iar tura contează ca o trecere.
clw-summary-theme-fits = Masa a hotărât că acest cuvânt se potrivește cu tema: bonusul contează.
clw-summary-theme-refused = Masa a hotărât că acest cuvânt nu se potrivește cu tema: fără bonus.
clw-vote-outside = { $voter }, { $writer } a scris { $word }, care lipsește din dicționar. Îl accepți? Refuzat, este șters.
clw-summary-word-refused = Masa a refuzat cuvântul: a fost șters, iar tura contează ca pas.
