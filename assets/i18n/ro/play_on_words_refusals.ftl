# Play On Words: de ce regulile refuză o acțiune, mesajele fișierelor de date și ale salvărilor.
# Termeni: carte, mână, teanc de tras, teanc de aruncat, provocare, cuvânt pur, cuvânt amestecat, joker, joker dublu.

pow-refused-game-over = Jocul s-a încheiat.
pow-refused-not-your-turn = Jocul așteaptă locul { $seat } (locurile se numără de la 0, ca în salvări).
pow-refused-expected-draw = Începe tura luând o carte din teancul de tras sau dintr-un teanc de aruncat.
pow-refused-expected-play = Așază-ți cuvintele, schimbă un cuvânt sau încheie tura aruncând o carte.
pow-refused-expected-next-round = Runda s-a încheiat: împarte-o pe următoarea.
pow-refused-no-such-pile = Nu există teancul de aruncat { $pile }.
pow-refused-pile-empty = Teancul { $pile } este gol.
pow-refused-too-few-in-pile = Teancul { $pile } nu are două cărți.
pow-refused-draw-two-too-early = Două cărți se pot lua începând cu provocarea { $from }.
pow-refused-not-in-hand = Nu ai în mână { $cards }.
pow-refused-already-in = Ai îndeplinit provocarea: nu mai așezi cuvinte noi, schimbi cuvintele de pe masă.
pow-refused-not-in-yet = Îndeplinește mai întâi provocarea: apoi poți schimba cuvintele de pe masă.
pow-refused-word-count = { PLURAL($need) ->
    [one] Provocarea cere { $need } cuvânt; ai așezat { $have }.
    [few] Provocarea cere { $need } cuvinte; ai așezat { $have }.
   *[other] Provocarea cere { $need } de cuvinte; ai așezat { $have }.
}
pow-refused-no-cards = Un cuvânt sau o schimbare cere cel puțin o carte.
pow-refused-only-wilds = „{ $word }” e făcut numai din jokeri: un cuvânt are nevoie de o carte colorată.
pow-refused-not-a-word = „{ $word }” nu este în dicționar.
pow-refused-challenge-not-met = Aceste cuvinte nu îndeplinesc provocarea { $challenge }, care cere { $wanted }.
pow-refused-no-such-word = Nu există cuvântul { $word } pe masă.
pow-refused-laid-this-turn = Ai așezat „{ $word }” în această tură: propriile cuvinte le schimbi într-o tură următoare.
pow-refused-no-edit = Spune cum se schimbă cuvântul: un prefix, un sufix, o carte inserată sau o carte acoperită.
pow-refused-no-such-position = „{ $word }” nu are cartea { $at }.
pow-refused-cover-twice = Cartea { $at } este acoperită de două ori în aceeași schimbare.
pow-refused-cover-double-wild = Jokerul dublu nu poate fi acoperit.
pow-refused-double-wild-covers = Jokerul dublu ține loc de două litere: nu poate acoperi o carte.
pow-refused-same-letter = Cartea { $at } arată deja această literă: cartea pusă peste ea trebuie s-o schimbe.
pow-refused-pure-stays-pure = „{ $word }” este un cuvânt pur ({ $colour }): schimbă-l doar cu cărți de culoarea lui sau cu jokeri.
pow-refused-mixed-stays-mixed = „{ $word }” ar avea o singură culoare: un cuvânt amestecat rămâne amestecat.
pow-refused-must-start-empty-pile = Teancul de aruncat { $pile } este gol: aruncă pe el ca să-l începi din nou.
pow-pile-stock = de tras
pow-pile-discard = de aruncat { $number }
pow-colour-red = roșu
pow-colour-blue = albastru
pow-colour-green = verde
pow-wanted-pure = un cuvânt pur de cel puțin { $min } litere
pow-wanted-mixed = un cuvânt amestecat de cel puțin { $min } litere
pow-data-format = nu este un fișier de date Play On Words valid: { $reason }
pow-data-not-a-letter = culoarea „{ $suit }” conține „{ $found }”, care nu este o majusculă de la A la Z
pow-data-too-few-cards = pachetul are { $have } cărți; o masă plină cere { $need }
pow-data-no-challenges = fișierul provocărilor nu are nicio carte de provocare
pow-data-challenge-order = cartea de provocare { $position } are numărul { $number }: cărțile se numerotează 1, 2, 3… în ordine
pow-data-empty-challenge = cartea de provocare { $number } nu cere niciun cuvânt
pow-data-challenge-too-short = cartea de provocare { $number } cere un cuvânt de { $min } litere, mai scurt decât permite felul lui
error-pow-save-action = „{ $text }” nu este o acțiune Play On Words: scrie „draw” și un teanc („stock”, „pile 1”), „draw two” și două teancuri, „lay” și cărțile cuvintelor („rTrRrE bBgOrTbH”), „change” cu numărul unui cuvânt și schimbările lui („prefix”, „suffix”, „insert N”, „cover N” și cărți, despărțite prin „;”), „discard” cu o carte și un teanc, sau „next round”.
error-pow-save-rounds = un joc Play On Words are de la 1 la 10 runde, nu { $rounds }
cli-pow-level = jucătorul { $player } ({ $level }): { $wins }% din victorii, în medie { $mean } puncte pe joc
cli-pow-games = { $games } jocuri de { $rounds } runde jucate în { $seconds } s
cli-pow-timing = o decizie de nivel Hard a durat în medie { $ms } ms ({ $decisions } decizii)
cli-pow-refused = jocul { $game }: acțiunea locului { $seat } a fost refuzată: { $reason }
cli-pow-stuck = jocul { $game } nu s-a încheiat: jucătorii calculatorului s-au blocat
cli-pow-bad-seats = --seats dă între 2 și 6 niveluri dintre easy, normal și hard, nu „{ $seats }”
cli-pow-bad-rounds = --rounds este între 1 și 10, nu { $rounds }
pow-save-deal-card = împărțirea rundei { $round } conține „{ $card }”, care nu este o carte (rA, bN, gQ, * sau **)
pow-save-deal-too-many = împărțirea rundei { $round } conține mai multe { $card } decât are pachetul
