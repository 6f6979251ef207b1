# Modul Colonizare pe telefonul unui jucător (game-colonization.js): numele limbii, voturi, tabla, Transformări, engleza.

phone-col-english = Engleza
phone-col-english-in = în joc, devorează cuvinte
phone-col-english-out = încă nu a intrat în joc
phone-col-you = (tu)
phone-col-language = Limba: { $name }
phone-col-no-language = încă fără limbă
phone-col-white-ready = meeple-ul alb e disponibil
phone-col-white-used = meeple-ul alb e folosit
phone-col-bag = Sac: { $n } piese
phone-col-limit = Peste { $n } puncte, cuvântul trece la engleză
phone-col-points = { $n } p.
phone-col-words = Cuvintele de pe tablă
phone-col-no-words = Niciun cuvânt deocamdată.
phone-col-zoom-in = Mărește
phone-col-zoom-out = Micșorează
phone-col-sq-3w = C×3
phone-col-sq-2w = C×2
phone-col-sq-3l = L×3
phone-col-sq-2l = L×2
phone-col-cancel = Renunță
phone-col-blank-pick = Ce literă ține locul jokerului?

phone-col-name-title = Numește-ți limba
phone-col-name-help = Atinge toate cele șapte piese, în ordinea dorită: acesta e numele limbii tale. Ceilalți votează.
phone-col-name-waiting = { $name } își numește limba.

phone-col-vote-name = { $name } vrea să-și numească limba:
phone-col-vote-move = { $name } a pus un cuvânt la { $square }:
phone-col-vote-ask-name = Accepți acest nume?
phone-col-vote-ask-move = Se poate rosti destul de clar încât să cădeți de acord asupra scrierii?
phone-col-vote-english-note = Dacă e un cuvânt englezesc, engleza îl ia, cu punctele lui.
phone-col-vote-count = Voturi până acum: { $yes } da, { $no } nu.
phone-col-vote-mine = Ceilalți votează propunerea ta.

phone-col-place-help = Atinge un pătrat, apoi piesele tale; atinge-l din nou ca să scrii în jos.
phone-col-min-word = Cuvintele au cel puțin { $n } litere.
phone-col-tap-square = Atinge mai întâi un pătrat liber.
phone-col-not-line = Pune piesele pe un singur rând sau o singură coloană, fără goluri.
phone-col-no-tile = Nu ai nici { $letter }, nici joker.
phone-col-preview = { $word }: { $n } p.
phone-col-over-limit = Cuvântul acesta te-ar duce peste { $n }: ar trece la engleză.
phone-col-play = Joacă
phone-col-exchange = Schimbă
phone-col-exchange-help = Atinge piesele de pus înapoi în sac; tragi tot atâtea și tura ta se încheie.
phone-col-exchange-n = Schimbă { $n }
phone-col-exchange-no-bag = Sacul are mai puțin de 7 piese: acum nu se poate schimba.
phone-col-transform = Transformă
phone-col-transform-help = Alege cuvântul altui jucător ca să devină englezesc. Dezvăluiți fiecare câte o piesă: a ta trebuie să valoreze mai mult. Îți ia tura și reușește o singură dată pe joc.
phone-col-transform-none = Niciun alt jucător nu are încă vreun cuvânt.
phone-col-turn-wait = Joacă { $name }.

phone-col-tf-actor = Încerci să faci englezesc cuvântul { $word } (al lui { $name }).
phone-col-tf-owner = { $name } încearcă să-ți facă englezesc cuvântul { $word }!
phone-col-tf-others = { $actor } încearcă să facă englezesc cuvântul { $word } al lui { $owner }.
phone-col-tf-pick-actor = Alege piesa de dezvăluit: trebuie să valoreze mai mult decât a lui.
phone-col-tf-pick-owner = Alege piesa de dezvăluit: dacă valorează cel puțin cât a lui, cuvântul tău e salvat.
phone-col-reveal = Dezvăluie
phone-col-tf-chosen = Dezvălui { $tile } ({ $n } p.). Se așteaptă cealaltă piesă.
phone-col-tf-secret = Piesele se aleg în secret.

phone-col-english-turn = E rândul englezei: trage o piesă și poate lua un cuvânt vecin cu ale ei.
phone-col-english-go = Joacă tura englezei

phone-col-won = Câștigă: { $names }
phone-col-over-out = { $name } a pus ultima piesă.
phone-col-over-scoreless = Șase ture la rând fără puncte.
phone-col-over-english = Toate cuvintele de pe tablă sunt englezești.

phone-col-news-scored = { $name } a făcut { $points } p. cu { $word }.
phone-col-news-english-word = { $word } a trecut la engleză ({ $points } p.).
phone-col-news-claimed = Engleza a luat { $word } ({ $points } p.).
phone-col-news-named = { $name } vorbește „{ $language }”.
phone-col-news-name-refused = Nume refuzat: { $name } își numește din nou limba.
phone-col-news-move-refused = Cuvântul lui { $name } a fost refuzat.
phone-col-news-tf-ok = Transformare reușită: { $word } e acum englezesc.
phone-col-news-tf-blocked = { $name } a blocat Transformarea: { $word } rămâne.
phone-col-news-passed = { $name } a dat pas.
phone-col-news-english-in = Engleza a intrat în joc!
phone-col-news-exchanged = { $name } a schimbat piese ({ $count }).
phone-col-news-voted-yes = { $name } acceptă.
phone-col-news-voted-no = { $name } refuză.
phone-col-news-tf-shown = { $actor } arată { $a }, { $owner } arată { $b }.
phone-col-news-english-drew = Engleza a tras { $tile }.

phone-col-sum-naming = { $name } își numește limba
phone-col-sum-vote = Vot pentru cuvântul { $word } al lui { $name }
phone-col-sum-turn = Joacă { $name }
phone-col-sum-transform = { $actor } încearcă să transforme { $word }
phone-col-sum-english = E rândul englezei
phone-col-sum-english-in = Engleza devorează cuvinte
phone-col-sum-english-out = Engleza n-a venit încă
