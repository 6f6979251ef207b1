# Modul Colonizare la masă, și regulile lui.
# Termeni: limbă (limba inventată a unui jucător), cuvânt, marcaj (un meeple pe un cuvânt),
# engleza (nejucătorul care devorează cuvinte), Transformare, vot, piesă, suport, sac.

col-english = Engleza
col-english-devours = devorează cuvinte
col-blank = joker
col-bag = Sac: { $count } { PLURAL($count) ->
    [one] piesă
    [few] piese
   *[other] de piese
}
col-points = { $points } { PLURAL($points) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}
col-white-meeple-ready = Meeple-ul alb: mai ai o Transformare
col-white-spent = Meeple-ul alb e folosit: nu mai poți transforma.

col-new-game-heading = Joc nou de Colonizare
col-section-rules = Regulile
col-rules-summary = Jocul clasic de cuvinte încrucișate, dar fiecare jucător e o limbă care își inventează cuvintele, supuse votului celorlalți. Engleza nu e jucător, totuși ia orice cuvânt englezesc adevărat, orice cuvânt care duce un jucător peste 50 de puncte și cuvinte de lângă ale ei: poate câștiga.
col-section-players = Jucători
col-players-note = Între două și patru limbi. În patru contează cuvintele de trei litere; altfel, de patru sau mai multe.
col-section-game = Jocul

col-wait-naming = { $name } își numește limba
col-wait-vote = Se așteaptă votul: { $names }
col-wait-computer = { $name } se gândește…
col-wait-turn = Joacă { $name }
col-wait-transform = O Transformare: piesele se aleg în secret
col-wait-english = Engleza e flămândă…
col-wait-over = Jocul s-a încheiat
col-min-word = Cuvintele au cel puțin { $min } litere. Orice litere: celelalte limbi votează.
col-preview = { $word } pentru { $points } { PLURAL($points) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}
col-how-to-lay = Trage o piesă din suport pe un pătrat, sau dă clic pe ea și apoi pe pătrat; ori clic pe un pătrat și tastează.
col-too-short = Un cuvânt are nevoie de cel puțin { $min } litere.
col-propose = Propune (Enter)
col-recall = Ia înapoi (Esc)
col-suggest = Sugerează un cuvânt (H)
col-streamer-hold = Modul streamer: țineți apăsat Tab ca să vedeți piesele.
col-shuffle = Amestecă
col-pass = Dă pas (Ctrl+P)
col-exchange-all = Schimbă tot
col-exchange-laid = Schimbă cele { $count } puse
col-exchange-help = Pune aceste piese înapoi în sac și trage tot atâtea; îți ia tura.
col-transform-how = Transformare: alege cuvântul altei limbi pe tablă sau în listă (X).
col-transform-button = Transformă { $word } ({ $owner })
col-transform-help = Tura ta: tu și proprietarul dezvăluiți câte o piesă; una mai valoroasă decât a lui trimite cuvântul englezei, cu meeple-ul tău alb.
col-target-help = Alege acest cuvânt ca țintă a Transformării
col-no-suggestion = Niciun cuvânt pentru acest suport: dă pas sau schimbă.
col-words-heading = Limbile și cuvintele lor
col-log-heading = Ce s-a întâmplat

col-privacy-title = Dă ecranul lui { $name }
col-privacy-text = Piesele tale sunt secrete: doar tu trebuie să le vezi.
col-privacy-button = Sunt { $name }: arată-mi piesele

col-naming-title = { $name }, numește-ți limba
col-naming-text = Folosește toate cele șapte piese, în orice ordine pe care o poți pronunța. Masa votează numele.
col-naming-tiles = Piesele tale (clic pentru a adăuga):
col-naming-blank = Un joker (?) ține locul oricărei litere: tastați litera dorită; nu aduce puncte.
col-naming-sounds-good = „{ $name }” sună a limbă.
col-naming-sounds-hard = „{ $name }” e greu de spus: ceilalți l-ar putea refuza.
col-naming-propose = Propune numele
col-naming-suggest = Sugerează
col-naming-clear = Șterge
col-naming-keys = Tastează literele; Backspace ia înapoi, F2 sugerează, Enter propune.

col-vote-name-title = { $name } își numește limba „{ $language }”
col-vote-name-text = Acceptă dacă se poate pronunța.
col-vote-move-title = { $name } propune { $words }
col-vote-move-text = Acceptă cuvintele dacă se pot pronunța și ortografia e convenită. O mutare refuzată se întoarce în suport și tura trece.
col-vote-voter = { $name }, votul tău:
col-vote-accept = Accept (A)
col-vote-refuse = Refuz (R)
col-vote-table-agrees = Toată masa acceptă (T)
col-vote-keys = La egalitate se acceptă; majoritatea refuză.

col-duel-title = { $name } încearcă să transforme { $word } ({ $owner })
col-duel-actor = { $name }, alege piesa pe care o dezvălui: trebuie să valoreze mai mult decât a proprietarului.
col-duel-owner = { $name }, alege piesa pe care o dezvălui ca să-ți aperi cuvântul.
col-duel-secret = Alegere secretă; ambele piese se întorc în sac și ambii jucători trag.
col-duel-success = Transformat: { $word } e acum englezesc, cu meeple-ul alb pe el.
col-duel-blocked = Blocat: { $word } rămâne al proprietarului.

col-show-english-turn = Tura englezei
col-show-drew = Engleza trage
col-show-no-candidates = Niciun cuvânt de lângă engleză nu arată { $letter }: nu se ia nimic.
col-show-candidates = Cuvinte de lângă engleză cu această literă: { $words }
col-show-tie = Departajare, runda { $round }:
col-show-claimed = Engleza ia { $word } de la { $owner } (+{ $points })
col-show-skip = Clic sau Space pentru a continua

col-end-english-wins = Engleza câștigă!
col-end-wins = { $name } câștigă!
col-end-tie = Victorie împărțită!
col-end-went-out = { $name } și-a pus ultima piesă, cu sacul gol.
col-end-scoreless = Șase ture la rând fără puncte.
col-end-all-english = Toate cuvintele de pe tablă sunt englezești.
col-end-words = { $count } { PLURAL($count) ->
    [one] cuvânt
    [few] cuvinte
   *[other] de cuvinte
}
col-end-adjustment = suport { $points }

col-log-name-proposed = { $name } propune numele „{ $language }”
col-log-name-recorded = { $name } vorbește { $language }
col-log-name-refused = Masa a refuzat numele lui { $name }
col-log-proposed = { $name } propune { $word } ({ $score })
col-log-voted-yes = { $name } acceptă
col-log-voted-no = { $name } refuză
col-log-recorded = { $name } pune { $word } pentru { $points }
col-log-move-refused = Mutarea lui { $name } e refuzată
col-log-passed = { $name } dă pas
col-log-exchanged = { $name } schimbă { $count } { PLURAL($count) ->
    [one] piesă
    [few] piese
   *[other] de piese
}
col-log-english-word = { $word } e englezesc: îl ia engleza
col-log-over-limit = { $word } îl duce pe { $name } peste 50: îl ia engleza
col-log-english-entered = Engleza intră în joc, chiar înaintea lui { $name }
col-log-transform-started = { $name } încearcă să transforme { $word } ({ $owner })
col-log-transformed = { $name } transformă { $word } ({ $mine } contra { $theirs })
col-log-transform-blocked = { $name } nu reușește să transforme { $word } ({ $mine } contra { $theirs })
col-log-english-drew = Engleza trage { $letter }: { $count } { PLURAL($count) ->
    [one] candidat
    [few] candidați
   *[other] de candidați
}
col-log-english-drew-nothing = Sacul e gol: engleza nu trage nimic.
col-log-tie-draw = Departajarea { $round }: { $draws }
col-log-claimed = Engleza ia { $word } de la { $owner }
col-log-ended = Jocul s-a încheiat

rules-col-goal = Scopul
rules-col-goal-text = Fiecare jucător e o limbă pe tabla clasică de cuvinte încrucișate. Adună cele mai multe puncte cu cuvinte inventate de tine și ține-le departe de gura englezei. Engleza nu e jucător, dar ia cuvinte și poate câștiga.
rules-col-start = Numele limbii
rules-col-start-text = Fiecare trage șapte piese și își numește limba cu toate șapte, într-o ordine pe care o poate pronunța. Ceilalți votează; numele rămâne afișat tot jocul. Piesele se întorc în sac și se trag alte șapte.
rules-col-words = Cuvintele
rules-col-words-text = Așezare și punctaj clasice, dar cuvintele nu trebuie să fie englezești: ceilalți jucători votează fiecare mutare (pronunțabilă, ortografie convenită; la egalitate se acceptă). O mutare refuzată se întoarce în suport și tura trece. Cuvintele au cel puțin patru litere, trei în patru jucători. Fiecare cuvânt poartă marcajul celui care l-a pus și își păstrează punctele: tot punctajul mutării, cu cuvintele încrucișate, revine cuvântului de pe linia pieselor.
rules-col-english = Intrarea englezei
rules-col-english-text = Un cuvânt pus care e în dicționarul englez e imediat al englezei: ea ia punctele, nu jucătorul. La fel cuvântul care duce un jucător peste 50 de puncte și un cuvânt câștigat printr-o Transformare. Engleza intră atunci în ordinea turelor, chiar înaintea jucătorului care a adus-o.
rules-col-transform = Transformarea
rules-col-transform-text = Folosește-ți tura pe cuvântul altei limbi: tu și proprietarul lui dezvăluiți câte o piesă în secret. Mai valoroasă decât a lui, și cuvântul trece la engleză cu unicul tău meeple alb; altfel rămâne. Ambele piese se întorc în sac și ambii trag. Fiecare jucător poate reuși o singură dată.
rules-col-english-turn = Tura englezei
rules-col-english-turn-text = Engleza trage o piesă. Cuvintele care ating un cuvânt englezesc și arată acea literă sunt candidate: unul e luat, cu punctele lui. Dacă sunt mai multe, fiecare trage o piesă; cea mai mică valoare e luată, iar cele la egalitate trag din nou (jokerul valorează 0). Piesele se întorc în sac.
rules-col-end = Sfârșitul
rules-col-end-text = Jocul se termină când un jucător își pune ultima piesă cu sacul gol, după șase ture la rând fără puncte sau când toate cuvintele de pe tablă sunt englezești. Suporturile se socotesc ca în jocul clasic. Câștigă scorul cel mai mare — și poate fi al englezei.
rules-col-controls = Comenzi
rules-col-controls-text = Clic pe o piesă din suport, apoi pe un pătrat, sau clic pe un pătrat și tastează (al doilea clic trece pe verticală); Enter propune, Backspace ia înapoi, Esc strânge tot, săgețile mută cursorul de scris și Space îl întoarce, H sau F2 sugerează un cuvânt, Ctrl+P dă pas, X alege un cuvânt de transformat. La vot, A acceptă, R refuză, T face toată masa să accepte. Clic sau Space scurtează tura englezei. În modul streamer, piesele se văd doar cât țineți apăsat Tab.
# Leaving the table mid-game, to the title screen.
col-menu = Meniu (jocul e salvat)
