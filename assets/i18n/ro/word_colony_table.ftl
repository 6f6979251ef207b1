# Masa jocului Word Colony: panouri, cititorul de întrebări, dezvăluirea răspunsului, jurnalul, sfârșitul jocului, opțiunile de joc nou.
#
# Vocabular (același în toate fișierele jocului):
#   colony = colonie; Supercolony = Supercolonie; Decolonization = Decolonizare, a decoloniza
#   card = carte; letter card = carte-literă; black card = carte neagră; special card = carte specială
#   hand = mână; box = cutie; discards = cărțile aruncate
#   question, answer = întrebare, răspuns
#   word = cuvânt; single word = cuvânt izolat; build = a construi; expand = a extinde
#   conquer = a cuceri; conquest = cucerire; immune = imun
#   score track = traseul de scor; pawn = pion; finish line = linia de sosire; point = punct
#   pass = Pas (a da pas); alliance = alianță; turn = tură
#   Quick, Master, Epic game = joc Rapid, Maestru, Epic
#   Cărți speciale: Immunity = Imunitate; Conquest = Cucerire; Magic Word = Cuvânt magic;
#     Fist Bump = Bate palma

## Numele cărților speciale (cărți, butoane, jurnal)

wc-special-immunity = Imunitate
wc-special-magic-word = Cuvânt magic
wc-special-fist-bump = Bate palma
wc-special-conquest = Cucerire
wc-face-any = orice

## La ce folosește o carte specială

wc-help-immunity = Imunitate: îți protejează un cuvânt izolat de cucerire până la tura ta următoare. Pune-o pe cuvântul tău sau folosește butonul ei din panoul turei.
wc-help-conquest = Cucerire: ia cuvântul izolat al altui jucător, împreună cu punctele lui. Pune-o pe cuvânt sau folosește butonul ei din panoul turei.
wc-help-fist-bump = Bate palma: tu și alt jucător trageți câte o carte. Alege cu cine în panoul turei.
wc-help-magic-word = Cuvânt magic: se joacă drept orice literă alegi și valorează 0. Așază-l ca pe o literă.
wc-not-a-letter = { $card } nu este o literă.
wc-choose-magic-letter = alege litera pe care o joacă Cuvântul magic

## Un cuvânt scris de la tastatură

wc-type-letters = scrie literele unui cuvânt
wc-no-card-for = nu ai nicio carte { $letter } ca să scrii { $word }

## Probleme ale unui joc încărcat

wc-notice-cannot-start = Acest joc nu poate începe: { $error }
wc-notice-stopped = Jocul salvat s-a oprit la acțiunea { $action } ({ $reason }); continuă de acolo.

## Jurnalul

wc-log-intro = Word Colony: primul la { $points } { PLURAL($points) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}.
wc-log-intro-resumed = Reluat: primul la { $points } { PLURAL($points) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}.
wc-log-reads = { $name } citește o întrebare.
wc-log-answer = Răspunsul corect era { $letter }.
wc-log-pick-right = { $name } { $letter } (corect)
wc-log-pick-wrong = { $name } { $letter } (greșit)
wc-log-points-letters = { $name } { $delta } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
} pentru { $word }.
wc-log-points-conquest = { $name } { $delta } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
} pentru { $word } cucerit.
wc-log-points-conquered = { $name } { $delta } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
} pentru { $word } pierdut.
wc-log-points-black-question = { $name } { $delta } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
} pentru o greșeală la întrebarea unei cărți negre.
wc-log-points-supercolony = { $name } { $delta } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
} pentru o Supercolonie.
wc-log-points-decolonization = { $name } { $delta } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
} pentru decolonizarea coloniei { $word }.
wc-log-points-black-in-hand = { $name } { $delta } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
} pentru cărțile negre rămase în mână.
wc-log-builds = { $name } construiește { $word }.
wc-log-expands = { $name } extinde un cuvânt la { $word }.
wc-log-colony-word = { $name } construiește { $word } într-o colonie.
wc-log-builds-points = { $name } construiește { $word }: { $delta } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}.
wc-log-expands-points = { $name } extinde un cuvânt la { $word }: { $delta } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}.
wc-log-colony-word-points = { $name } construiește { $word } într-o colonie: { $delta } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}.
wc-log-conquers = { $name } cucerește { $word } de la { $from }!
wc-log-supercolony = Supercolonie pentru { $name }!
wc-log-supercolony-claimable = { $name } a format o Supercolonie: trebuie anunțată în tura aceasta!
wc-log-decolonizes = { $name } decolonizează și păstrează doar { $word }.
wc-log-plays = { $name } joacă cartea { $card }.
wc-log-no-question = { $name } nu are nicio carte necitită: nicio întrebare în tura aceasta.
wc-log-reshuffled = Cărțile aruncate sunt amestecate înapoi în cutie.
wc-log-turn = Urmează { $name }.
wc-log-passes = { $name } dă pas.
wc-log-out-of-time = { $name } a rămas fără timp: niciun răspuns.
# „câștigă” e același la singular și la plural.
wc-wins = { $names } câștigă!
wc-names-and = { $first } și { $last }

## Panoul turei

wc-game-over = Joc încheiat
wc-turn-of = Joacă { $name }
wc-turn-number = Tura { $turn }
wc-over-text = Jocul s-a încheiat.
wc-phone-playing = { $name } joacă pe telefon…
wc-computer-playing = { $name } (calculator) joacă...
wc-reveal-wait = Toată lumea vede răspunsul. Continuă (Enter) merge mai departe.
wc-pass-laptop = Dă laptopul lui { $name }.
wc-draw-prompt = Trage o carte din cutie.
wc-draw-button = Trage o carte  (Enter)
wc-streamer-picked = Ai ales o carte (se ridică în mână cât ții apăsat Space): Enter îi citește întrebarea, N alege alta.
wc-streamer-pick = Ține apăsat Space ca să-ți vezi cărțile, apoi apasă 1-9 ca să citești întrebarea unei cărți sau N ca să alegi una.
wc-read-ask = Citești cu voce tare întrebarea de pe cartea { $card }?
wc-read-it = Citește (Enter)
wc-another-card = Altă carte
wc-choose-question = Alege o carte și citește-i întrebarea cu voce tare: dă clic pe ea în mână, apoi confirmă, sau apasă aici numărul ei.
wc-others-answer = Ceilalți răspund la întrebare.
wc-menu = Meniu (jocul e salvat)
wc-build-how = Construiește cuvinte: trage cărți din mână pe masă, la capătul unui cuvânt sau lângă ultima lui literă. Apoi dă pas.
wc-build-how-hidden = Construiește cuvinte: ține apăsat Space ca să-ți vezi mâna și trage cărțile pe masă, sau scrie un cuvânt. Apoi dă pas.
wc-pending-expand = Extindere
wc-pending-colony = Cuvânt în colonie
wc-pending-new = Cuvânt nou
wc-magic-plays = Litera Cuvântului magic:
wc-preview-conquers = cucerește { $word } de la { $name }!
wc-preview-supercolony = Supercolonie!
wc-confirm = Confirmă (Enter)
wc-take-back = Retrage (Esc)
wc-type-prompt = Sau scrie un cuvânt, nou sau care continuă unul de pe masă, și apasă Enter (/ te duce la câmp):
wc-decolonize = Decolonizează { $word }
wc-announce = Anunță Supercolonia!
wc-undo = Anulează (Ctrl+Z)
wc-pass = Pas  (P)
wc-immunity-for = Imunitate pentru { $word }
wc-conquest-take = Cucerire: ia { $word } ({ $name })
wc-fist-bump-with = Bate palma cu { $name }

## Cu mouse-ul peste un cuvânt de pe masă sau o carte din mână

wc-hover-word = { $word }: cuvânt deținut de { $owner }, valorează { $value }.
wc-hover-colony = { $word }: colonie de { $count } { PLURAL($count) ->
    [one] cuvânt
    [few] cuvinte
   *[other] de cuvinte
} deținută de { $owner }, valorează { $value }.
wc-hover-yours = Îți aparține.
wc-hover-conquerable = Poate fi cucerit acum.
wc-hover-protected-colony = Colonia nu poate fi cucerită: cuvintele ei sunt protejate.
wc-hover-protected-decolonized = Nu poate fi cucerit: este cuvântul rămas după o Decolonizare.
wc-hover-protected-immunity = Nu poate fi cucerit: este protejat de o carte Imunitate.
wc-hover-black = Carte neagră { $letter }: valorează { $value } pe masă, iar un răspuns greșit la întrebarea ei costă puncte.

## Ecranul de confidențialitate

wc-privacy-title = Laptopul trece la { $name }
wc-privacy-answer = Doar tu trebuie să-ți vezi răspunsul.
wc-privacy-cards = Doar tu trebuie să-ți vezi cărțile.
wc-privacy-answer-button = Sunt { $name }: vreau să răspund
wc-privacy-cards-button = Sunt { $name }: arată-mi cărțile

## Cititorul de întrebări și dezvăluirea răspunsului

wc-reader-line = { $name } citește  ·  { $category }  ·  { $difficulty ->
    [easy] ușoară
    [hard] grea
   *[medium] medie
}  ·  carte cu valoarea { $value }
wc-status-answered = { $name }{ $keys }: a răspuns
wc-status-thinking = { $name }{ $keys }: se gândește
wc-countdown = { $seconds } s
wc-your-answer = { $computer ->
    [yes] Calculatorul v-a citit această întrebare. { $name }, răspunsul tău: dă clic pe el sau apasă A, B, C sau D (ori 1-4).
   *[no] { $name }, răspunsul tău: dă clic pe el sau apasă A, B, C sau D (ori 1-4).
}
wc-time-up = Timpul a expirat!
wc-nobody-right = Nimeni n-a răspuns corect.
wc-right-list = Corect: { $names }
wc-wrong-list = Greșit: { $names }
wc-reveal-draws = { $name } trage { $count } { PLURAL($count) ->
    [one] carte
    [few] cărți
   *[other] de cărți
}
wc-reveal-loses = { $name } pierde { $count } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}
wc-continue = Continuă

## Sfârșitul jocului

wc-final-score = { $name }   { $count } { PLURAL($count) ->
    [one] punct
    [few] puncte
   *[other] de puncte
}
wc-chart-finish = sosire
wc-chart-turns = ture

## Traseul de scor

wc-track-finish = SOSIRE
wc-track-person = { $name }  { $score } pct.  ·  { $count } { PLURAL($count) ->
    [one] carte
    [few] cărți
   *[other] de cărți
}
wc-track-phone = { $name }  { $score } pct.  ·  { $count } { PLURAL($count) ->
    [one] carte
    [few] cărți
   *[other] de cărți
}  (telefon)
wc-track-computer = { $name }  { $score } pct.  ·  { $count } { PLURAL($count) ->
    [one] carte
    [few] cărți
   *[other] de cărți
}  (calc.)
wc-card-read-tag = citită

## Rândul Continuă al ecranului de start

## Panoul de joc nou

wc-new-game-heading = Joc nou de { $game }
wc-section-players = Jucători
wc-section-game = Joc
wc-section-content = Întrebări și cuvinte
wc-alliances = Alianțe (echipe; ideal de la 4 jucători)
wc-length = Durată:
wc-length-quick = Rapid ({ $points })
wc-length-master = Maestru ({ $points })
wc-length-epic = Epic ({ $points })
wc-answers = Răspunsuri:
wc-answers-pass = laptopul trece din mână în mână
wc-answers-buzzer = taste buzzer (toți deodată)
wc-house-strict = Regula casei: o Supercolonie trebuie anunțată în tura în care e formată
wc-house-reshuffle = Regula casei: când cutia se golește, cărțile aruncate se amestecă înapoi în ea
wc-deck = Întrebări:
wc-deck-en = în engleză
wc-deck-fr = în franceză
wc-deck-ro = în română
wc-deck-file = dintr-un fișier
wc-deck-hint = un fișier .ron, .csv sau OpenTriviaQA
wc-load = Încarcă
wc-deck-fresh = Încă nepuse pe acest calculator: { $fresh } din { $count }
wc-deck-reset = Repune-le pe toate în joc
wc-categories = Categorii:
wc-categories-all = Toate
wc-categories-none = Alegeți cel puțin o categorie de întrebări
wc-deck-loaded = { $path }: { $count } { PLURAL($count) ->
    [one] întrebare
    [few] întrebări
   *[other] de întrebări
}
wc-dictionary = Dicționar:
wc-dictionary-en = englez
wc-dictionary-fr = francez
wc-dictionary-ro = românesc
wc-not-loaded = Neîncărcat: { $error }
wc-lookup-hint = caută un cuvânt
wc-lookup-in = { $word } este în dicționar ({ $language })
wc-lookup-voted = { $word } a fost acceptat prin votul mesei
wc-lookup-kept-off = { $word } este ținut departe de filtrul de familie
wc-lookup-not-in = { $word } nu este în dicționar ({ $language })
# A typed word that can be placed more than one way (from the keyboard).
wc-other-readings = { PLURAL($count) ->
    [one] Se potrivește și într-un alt fel: Page Down îl arată.
    [few] Se potrivește și în alte { $count } feluri: Page Down îl arată pe următorul.
   *[other] Se potrivește și în alte { $count } de feluri: Page Down îl arată pe următorul.
}
