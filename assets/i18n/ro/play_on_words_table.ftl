# Play On Words la masă: tot ce arată masa în afara refuzurilor regulilor.
pow-new-game-heading = Joc nou de Play On Words
pow-section-players = Jucători
pow-section-game = Jocul
pow-kind-easy = Calculator, ușor
pow-kind-normal = Calculator, normal
pow-kind-hard = Calculator, greu
pow-length = Durata:
pow-length-full = Toate cele zece provocări
pow-length-short = Un joc scurt de { $rounds }
pow-length-text = Un joc scurt joacă atâtea cărți provocare trase la întâmplare, păstrate în ordine.
pow-chip = { $name }: { $score } · { $cards } { PLURAL($cards) ->
    [one] carte
    [few] cărți
   *[other] de cărți
}
pow-game-over = Jocul s-a terminat
pow-round = Runda { $round } din { $rounds } · provocarea { $challenge }
pow-menu = Meniu
pow-no-words = Încă niciun cuvânt pe masă.
pow-words-of = Cuvintele lui { $name }
pow-want-pure = Un cuvânt pur, { $min }+ litere
pow-want-mixed = Un cuvânt amestecat, { $min }+ litere
pow-row-in-progress = Rândul { $row } mai așteaptă { $want }.
pow-row-is-pure = pur (o singură culoare)
pow-row-is-mixed = amestecat (două culori sau mai multe)
pow-row-wrong-kind = { $word } este { $is }: rândul { $row } așteaptă { $want }.
pow-row-want-pure = un cuvânt pur de { $min }+ litere
pow-row-want-mixed = un cuvânt amestecat de { $min }+ litere
pow-drop-here = Lasă cărțile aici
pow-streamer-hold = Ține apăsat Spațiu ca să-ți vezi mâna, sau apasă L ca s-o ții deschisă tura asta
pow-challenge = Provocarea { $number }
pow-stock = Pachetul ({ $count })
pow-pile = Teancul { $number } ({ $count })
pow-prompt-draw = Ia o carte: dă clic pe pachet sau pe un teanc de aruncate.
pow-take-two = Iau două cărți tura asta
pow-take-second = Acum dă clic pe teancul celei de-a doua cărți.
pow-prompt-lay = Pune jos cuvintele provocării: trage cărți în rândurile de mai jos. Sau încheie tura trăgând o carte pe un teanc de aruncate.
pow-prompt-change = Schimbă cuvinte de pe masă: lasă o carte între două cărți, peste o carte sau la un capăt. Încheie tura aruncând o carte.
pow-waiting = Îl așteptăm pe { $name }.
pow-computer-playing = { $name } joacă…
pow-how-to-place = Trage o carte, sau dă clic pe ea și apoi pe locul ei. Dă clic pe o carte pusă ca s-o iei înapoi. Taste: S sau 1, 2 trag dintr-un teanc; Stânga și Dreapta iau o carte, 1 sau 2 o aruncă, Jos o pune pe rândul ales cu Page Down, Sus o ia înapoi.
pow-name-the-wild = Alege litera pe care o ține jokerul.
pow-bonus = Bonus: +{ $points } { PLURAL($points) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}
pow-goes-out = Ultimele tale cărți: ieși din rundă!
pow-confirm = Confirmă
pow-cancel = Renunță
pow-ok = OK
pow-deal = Împarte runda următoare ({ $name })
pow-pass-to = Dă-i lui { $name }
pow-pass-why = Mâna ta e secretă: ceilalți se uită în altă parte.
pow-pass-ready = Sunt { $name }: arată-mi mâna
pow-wild-single = Ce literă ține jokerul?
pow-wild-double = Jokerul dublu ține două litere: litera { $which }?
pow-round-over-out = Runda { $round } s-a terminat: { $name } a ieșit!
pow-round-over-blocked = Runda { $round } s-a terminat: pachetul s-a epuizat, nimeni nu punctează.
pow-round-points = { $name }: { $points } { PLURAL($points) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}
pow-empty-hand = (nicio carte rămasă)
pow-see-results = Vezi rezultatele
pow-next-round = Runda următoare
pow-score-round = Runda
pow-score-row = { $round } (provocarea { $challenge })
pow-score-total = Total
pow-winners = { PLURAL($count) ->
    [one] { $names } câștigă!
   *[other] { $names } împart victoria!
}
pow-chart-rounds = runde
pow-new-game = Joc nou
pow-log-drew-stock = { $name } a luat o carte din pachet.
pow-log-drew-pile = { $name } a luat { $card } din teancul { $pile }.
pow-log-rebuilt = Pachetul a fost refăcut din teancurile de aruncate.
pow-log-laid = { $name } a pus jos { $words }.
pow-log-changed = { $name } a schimbat { $from } în { $to }.
pow-log-bonus = { $name } primește { $points } pentru { $word }.
pow-log-discarded = { $name } a aruncat { $card } pe teancul { $pile }.
pow-log-out = { $name } a ieșit!
pow-card-letter = { $letter } { $colour }
pow-card-wild = jokerul
pow-card-double-wild = jokerul dublu
pow-hint = Indiciu (H)
pow-hint-draw = Indiciu: ia din teancul { $pile }.
pow-hint-draw-two = Indiciu: ia două cărți, din teancul { $first } și din teancul { $second }.
pow-hint-discard = Indiciu: aruncă { $card } pe teancul { $pile } (cartea e luată: dă clic pe teanc).
pow-hint-play = Indiciu: mutarea e pregătită pentru tine; confirm-o sau renunță.
pow-how-out = Cum a terminat { $name }:
# A word typed to change a word on the table (from the keyboard).
pow-type-change = Scrie un cuvânt de format (/):
pow-type-change-hint = de ex. PRUNES
pow-type-change-none = Nicio schimbare a unui cuvânt de pe masă nu scrie { $word } cu cărțile tale.
