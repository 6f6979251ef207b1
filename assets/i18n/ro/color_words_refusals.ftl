# Color Words: de ce regulile refuză o acțiune, mesajele fișierelor cu materialul și ale salvărilor,
# și titlurile modului solo.
# Termeni: grilă, căsuță, căsuța Start, tablă colorată, carte Literă, carte Bonus, cuvânt, drum, stea, căsuța Stea.

clw-refused-game-over = Jocul s-a terminat.
clw-refused-not-your-turn = { PLURAL($count) ->
    [one] Jocul așteaptă locul { $seats } (locurile se numără de la 0, ca în salvări).
    [few] Jocul așteaptă locurile { $seats } (locurile se numără de la 0, ca în salvări).
   *[other] Jocul așteaptă locurile { $seats } (locurile se numără de la 0, ca în salvări).
}
clw-refused-expected-cross-out = Mai întâi taie o stea pe care n-ai încercuit-o.
clw-refused-expected-draw = Mai întâi întoarce cărțile turei.
clw-refused-expected-write = Scrie-ți cuvântul sau dă pas.
clw-refused-expected-vote = Mai întâi votează: se potrivește cuvântul cu tema?
clw-refused-already-wrote = Ți-ai scris deja cuvântul în această tură.
clw-refused-not-a-letter = „{ $found }” nu este o literă: fără cratime, apostrofuri sau cifre.
clw-refused-too-short = Un cuvânt are cel puțin { $min } litere.
clw-refused-path-length = Cuvântul are { $letters } litere, dar drumul { $cells } căsuțe: câte o literă în fiecare căsuță.
clw-refused-off-grid = Drumul iese din grilă.
clw-refused-not-a-step = De la { $from } la { $to } nu este un pas la dreapta sau în jos: scrie doar spre dreapta și în jos.
clw-refused-filled = { $cell } are deja o literă: un cuvânt nu poate folosi literele unui cuvânt anterior.
clw-refused-must-start-on-start = Grila ta e goală: prima literă merge în căsuța Start, A1, nu în { $cell }.
clw-refused-not-adjacent = { $cell } nu este lângă o căsuță completată: începe cuvântul lângă una.
clw-refused-not-a-word = „{ $word }” nu este în dicționarul mesei.
clw-refused-nothing-to-judge = Locul { $seat } nu are niciun cuvânt care să aștepte votul.
clw-refused-already-voted = Ai judecat deja cuvântul locului { $seat }.
clw-refused-own-word = Ceilalți îți judecă cuvântul; tu îl judeci pe al lor.
clw-refused-row-star-taken = Steaua rândului { $line } este deja încercuită sau tăiată.
clw-refused-column-star-taken = Steaua coloanei { $line } este deja încercuită sau tăiată.
clw-refused-no-such-star = Nu există un astfel de rând sau coloană.
clw-material-format = { $file } nu poate fi citit: { $reason }
clw-material-grid-shape = Grila { $grid } trebuie să aibă 7 rânduri a câte 7 căsuțe.
clw-material-grid-paint = Grila { $grid } conține „{ $found }”: o căsuță este S (Start), B, Y sau R.
clw-material-grid-start = Grila { $grid } trebuie să aibă o singură căsuță Start, în A1.
clw-material-grid-counts = Grila { $grid } trebuie să aibă 16 căsuțe albastre, 16 galbene și 16 roșii.
clw-material-grid-line = Grila { $grid }: linia { $line } nu are toate culorile; fiecare rând și fiecare coloană le are pe toate trei.
clw-material-grid-list = Fișierul grilelor trebuie să conțină grila A și grila B, câte o dată.
clw-material-ladder = Scara modului solo a grilei { $grid } trebuie să urce.
clw-material-boards = Tablele colorate trebuie să fie albastră, galbenă și roșie, câte una.
clw-material-letters = Cărțile Literă trebuie să fie majuscule, fiecare o singură dată.
clw-material-too-few-letters = Șase ture întorc { $need } cărți Literă; cutia are { $have }.
clw-material-too-few-bonus = Șase ture întorc { $need } cărți Bonus; cutia are { $have }.
clw-material-bonus = Cartea Bonus { $card } este greșită (prima literă este o majusculă, o lungime de la 2 la 13, o căsuță de la A1 la G7).
clw-setup-players = La Color Words joacă între { $min } și { $max } jucători; acest joc are { $count }
clw-setup-letter-deck = Pachetul Literă pregătit trebuie să aibă cel puțin 18 cărți diferite din cutie
clw-setup-letter-not-in-box = Pachetul Literă pregătit conține { $letter }, care nu e o carte Literă din cutie (literele ei: { $letters })
clw-setup-letter-twice = Pachetul Literă pregătit conține de două ori { $letter }; cutia are o singură carte din fiecare literă
clw-setup-bonus-deck = Pachetul Bonus pregătit trebuie să numească cel puțin 6 cărți diferite din cutie (de la 1 la 36)
clw-rating-play-again = Mai joacă o dată!
clw-rating-not-bad = Nu-i rău!
clw-rating-bravo = Bravo!
clw-rating-formidable = Formidabil!
clw-rating-fantastic = Fantastic!
clw-rating-insane = Nemaipomenit!
error-clw-save-action = „{ $text }” nu este o acțiune Color Words: scrie „draw”, „write”, un cuvânt, prima lui căsuță și pașii („write LEMON A1 RRDRD”), „pass”, „vote”, un loc și „yes” sau „no”, ori „cross” și o stea („cross 4”, „cross C”).
