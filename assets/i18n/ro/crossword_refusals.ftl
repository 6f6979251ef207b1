# Wordgame și Classic: de ce regulile refuză o mutare.
# Termeni: piesă, suport, sac, pătrat, tablă, pătratul din centru, a schimba, a da pas.

cw-refused-off-board = Cuvântul iese de pe tablă.
cw-refused-no-tiles = Pune cel puțin o piesă.
cw-refused-square-taken = Pătratul { $square } are deja o piesă.
cw-refused-nothing-to-play-through = Pătratul { $square } e gol: nu e nicio piesă prin care să treci.
cw-refused-wrong-board-letter = Pe pătratul { $square } este { $board }, nu { $named }.
cw-refused-runs-on = Cuvântul continuă până la piesa din { $square }: include-o în cuvânt.
cw-refused-not-a-letter = „{ $tile }” nu este o literă.
cw-refused-misses-centre = Primul cuvânt trebuie să acopere pătratul din centru.
cw-refused-first-word-too-short = { PLURAL($min) ->
    [one] Primul cuvânt trebuie să aibă cel puțin { $min } literă.
    [few] Primul cuvânt trebuie să aibă cel puțin { $min } litere.
   *[other] Primul cuvânt trebuie să aibă cel puțin { $min } de litere.
}
cw-refused-not-connected = Cuvântul trebuie să atingă un cuvânt aflat deja pe tablă.
cw-refused-not-words = { PLURAL($count) ->
    [one] Nu este în lista de cuvinte: { $words }.
   *[other] Nu sunt în lista de cuvinte: { $words }.
}
cw-refused-not-on-rack = Suportul tău nu conține { $letters }.
cw-refused-game-over = Jocul s-a terminat.
cw-refused-not-your-turn = Este rândul locului { $seat } (locurile se numără de la 0, ca în salvări).
cw-refused-no-exchanges = Aceste reguli nu permit schimbul: joacă sau dă pas.
cw-refused-bag-too-small = { PLURAL($need) ->
    [one] Pentru schimb trebuie să fie cel puțin { $need } piesă în sac; mai sunt { $have }.
    [few] Pentru schimb trebuie să fie cel puțin { $need } piese în sac; mai sunt { $have }.
   *[other] Pentru schimb trebuie să fie cel puțin { $need } de piese în sac; mai sunt { $have }.
}
cw-refused-empty-exchange = Alege cel puțin o piesă de schimbat.
cw-refused-not-in-line = Literele trebuie așezate pe un singur rând sau pe o singură coloană.
cw-refused-gap = Căsuța { $square } este goală: cuvântul nu poate avea goluri.
cw-save-bag-tile = sacul conține „{ $tile }”, care nu este o piesă (A-Z sau ? pentru un joker)
cw-save-bag-too-many = sacul conține mai multe „{ $tile }” decât are setul
cw-refused-nothing-to-challenge = Nicio mutare nu așteaptă să fie contestată.
cw-refused-own-play = Nu îți poți contesta sau accepta propria mutare.
cw-refused-challenge-first = Ultima mutare a golit suportul: contest-o sau accept-o mai întâi.
cw-refused-vote-open = Masa votează cuvintele ultimei mutări: acum se pot da doar voturi.
cw-refused-no-vote = Niciun vot nu este deschis.
cw-refused-not-a-voter = Nu votezi aceste cuvinte.
cw-refused-already-voted = Ai votat deja.
