# Wordgame și Classic la masă.
# Termeni: piesă (literă), suport, sac, căsuță, tablă, joker, schimb, pas, mutare, rest (piesele păstrate).

cw-premium-dl = LD
cw-premium-tl = LT
cw-premium-dw = CD
cw-premium-tw = CT
cw-blank-title = Ce literă este jokerul?
cw-blank-text = Alege litera pe care o ține (sau tasteaz-o). Nu aduce puncte.
cw-blank-cancel = Ia-l înapoi
cw-exchange-title = Schimbă piese
cw-exchange-text = Dă clic pe piesele de pus înapoi (sau tastează-le); tragi tot atâtea din sac (mai are { $bag }). Schimbul îți ia tura.
cw-exchange-button = Schimbă { $count } { PLURAL($count) ->
    [one] piesă
    [few] piese
   *[other] de piese
}
cw-exchange-cancel = Renunță
cw-move-pass = pas
cw-move-exchange = schimb de { $count }
cw-move-end-rack = rest la final
cw-privacy-title = Dă laptopul lui { $name }
cw-privacy-text = Suportul tău e secret: doar tu trebuie să te uiți.
cw-privacy-button = Sunt { $name }: arată-mi suportul
cw-new-letters-title = Litere noi pentru toți
cw-new-letters-text = Ambii jucători au dat pas la primele două mutări, așa că fiecare suport s-a întors în sac și a fost tras din nou.
cw-new-letters-ok = Continuăm
cw-seat-computer = { $name } ({ $level })
cw-bag = Sac: { $count } { PLURAL($count) ->
    [one] piesă
    [few] piese
   *[other] de piese
}
cw-rules-name = Reguli: { $rules }
cw-turn-of = Mută { $name }
cw-game-over = Jocul s-a terminat
cw-computer-thinking = { $name } se gândește…
cw-streamer-hold = Modul streamer: ține apăsat Tab ca să-ți vezi suportul.
cw-recall = Retrage
cw-shuffle = Amestecă
cw-exchange = Schimbă…
cw-exchange-bag-low = Schimbul cere cel puțin { $need } piese în sac.
cw-pass = Pas
cw-keys-help = Trage piesele pe tablă sau dă clic pe o căsuță și tastează. Spațiu: orizontal sau vertical. Backspace: înapoi. Enter: mută. Esc: retrage tot. Rotița și clic dreapta: zoom și deplasare.
cw-title-screen = Ecranul de titlu
cw-verdict-blank = Alege litera jokerului.
cw-verdict-none = Pune piese pe tablă ca să vezi cât valorează.
cw-verdict-ok = { $score } { PLURAL($score) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}
cw-verdict-words = Cuvinte: { $words }
cw-verdict-bingo = Tot suportul: bonus!
cw-play = Mută
cw-moves = Mutări
cw-unseen = Piese nevăzute: { $count }
cw-lesson-title = Modul de învățare
cw-lesson-hidden = Modul de învățare: ține apăsat Tab ca să vezi lecția (numește piese de pe suport).
cw-lesson-best = { $played } a fost cea mai bună mutare găsită de calculator.
cw-lesson-rank = { $played } e pe locul { $rank } din { $count } mutări.
cw-lesson-unranked = { $played } nu se află printre mutările calculatorului.
cw-lesson-move = Mutare
cw-lesson-score = Puncte
cw-lesson-leave = Rest
cw-lesson-value = Valoare (rest)
cw-lesson-order = Cele mai bune întâi, după valoare: punctele plus cât valorează piesele păstrate la tura următoare (jokerii și S ajută, dublurile și literele incomode încurcă).
cw-winner = Câștigă { $name }!
cw-draw = Egalitate: { $names }
cw-final-score = { $name }: { $score } (suport { $adjustment })
cw-chart-turns = ture
cw-best-move = Cea mai bună mutare
cw-export-gcg = Exportă GCG (E)
cw-exported = Foaia de joc a fost scrisă în { $path }
cw-exported-opened = Foaia de joc a fost scrisă în { $path }; dosarul ei este deschis
cw-export-no-dir = Nu există un dosar în care să scriem foaia de joc.
cw-export-failed = Nu am putut scrie { $path }: { $error }
cw-kind-easy = Ușor
cw-kind-normal = Normal
cw-kind-hard = Greu
cw-kind-expert = Expert
cw-rules-classic = Classic
cw-rules-wordgame = Wordgame
cw-new-game-heading = Joc nou de cuvinte încrucișate
cw-section-rules = Reguli
cw-rules-wordgame-long = Wordgame (8 piese, 2 jucători)
cw-rules-classic-long = Classic (7 piese, 2–4 jucători)
cw-rules-wordgame-text = Primul cuvânt are cel puțin 4 litere; dintr-un cuvânt contează doar cel mai mare bonus de cuvânt; toate cele 8 piese dublează mutarea; trei pași la rând încheie jocul.
cw-rules-classic-text = Bonusurile de cuvânt se înmulțesc; toate cele 7 piese aduc încă 50; schimbul cere 7 piese în sac; șase ture la rând fără puncte încheie jocul.
cw-section-players = Jucători
cw-section-game = Joc
cw-dictionary = Dicționar:
cw-dictionary-en = engleză
cw-dictionary-fr = franceză
cw-dictionary-ro = română
cw-dictionary-note = Piesele sunt cele ale jocului englezesc; cuvintele franceze și românești se joacă fără diacritice.

# Contestațiile din Clasic (regulă a casei)
cw-challenge = Contestații:
cw-challenge-void = Fără
cw-challenge-single = Simplă
cw-challenge-double = Dublă
cw-challenge-five = 5 puncte
cw-challenge-ten = 10 puncte
cw-challenge-void-text = Un cuvânt care lipsește din dicționar este refuzat când este pus.
cw-challenge-single-text = Orice cuvânt poate fi pus. Jucătorul următor îl poate contesta: un cuvânt fals este retras și nu aduce nimic; o mutare bună nu îl costă nimic pe cel care a contestat.
cw-challenge-double-text = Orice cuvânt poate fi pus. Jucătorul următor îl poate contesta: un cuvânt fals este retras și nu aduce nimic; o mutare bună îl costă pe cel care a contestat o tură.
cw-challenge-points-text = Orice cuvânt poate fi pus. Jucătorul următor îl poate contesta: un cuvânt fals este retras și nu aduce nimic; o mutare bună îi aduce jucătorului ei { $points } puncte.
cw-challenge-open = { $name } a jucat { $words }. O contești? ({ $rule })
cw-challenge-button = Contestă
cw-accept-button = Acceptă
cw-challenge-or-play = sau joacă-ți mutarea ca s-o accepți
cw-move-withdrawn = { $words } retras
cw-move-stood = contestat: rămâne
cw-move-turn-lost = tură pierdută
cw-move-voted-in = { $words } acceptat la vot
cw-table-votes = Masa votează
