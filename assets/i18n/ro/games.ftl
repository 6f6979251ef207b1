# Numele jocurilor și descrierea lor, pe ecranul de titlu și pe pagina de joc nou.
# Numele jocurilor sunt nume proprii: rămân aceleași în toate limbile.

game-word-colony = Word Colony
game-word-colony-tagline = Quiz, cărți cu litere și colonii de cuvinte care cresc
game-wordgame = Wordgame
game-wordgame-tagline = Duel de cuvinte încrucișate, tablă 15x15, 8 piese
game-colonization = Colonization Mode
game-colonization-tagline = Cuvinte încrucișate, cu engleza care devorează cuvinte
game-color-words = Color Words
game-color-words-tagline = Trei litere colorate, un cuvânt pe grila ta de 7x7
game-play-on-words = Play On Words
game-play-on-words-tagline = Remi cu litere: așază cuvinte, înfruntă provocările

## Cum se joacă Word Colony
rules-wc-goal = Scopul
rules-wc-goal-text = Fii primul care își duce pionul la linia de sosire: 40 de puncte într-un joc Rapid, 70 într-un joc Maestru, 100 într-un joc Epic. Dacă în cutie nu mai sunt cărți, câștigă cel cu cele mai multe puncte.
rules-wc-turn = Rândul tău
rules-wc-turn-text = Trage o carte din cutie (D). Apoi alege o carte cu literă sau o carte neagră din mâna ta și citește cu voce tare întrebarea ei și cele patru răspunsuri A, B, C, D, fără să arăți cartea. Întrebarea unei cărți se citește o singură dată pe joc.
rules-wc-answers = Răspunsurile
rules-wc-answers-text = Ceilalți răspund în secret. Fiecare răspuns corect trage atâtea cărți cât valorează cartea citită; dacă nimeni nu a ghicit, le trage cititorul. La o carte neagră nu trage nimeni, iar fiecare răspuns greșit pierde valoarea ei în puncte.
rules-wc-words = Cuvintele
rules-wc-words-text = Apoi formează câte cuvinte vrei cu cărțile din mână: un cuvânt aduce valoarea literelor sale (cărțile negre scad). Poți lungi un cuvânt adăugând litere la sfârșit, niciodată la început: cuvântul rămâne al proprietarului, iar literele adăugate punctează pentru tine.
rules-wc-conquest = Cucerirea
rules-wc-conquest-text = Odată ce ai un cuvânt al tău pe masă, poți lua cuvântul izolat al altui jucător: lungește-l sau construiește un cuvânt nou pe ultima lui literă, cu litere noi care valorează mai mult decât cuvântul. Iei cuvântul și punctele lui.
rules-wc-colonies = Coloniile
rules-wc-colonies-text = Un cuvânt așezat de-a curmezișul ultimei litere a unui cuvânt, începând cu acea literă, formează o colonie. Cuvintele unei colonii nu pot fi cucerite, doar ultimul ei cuvânt poate fi continuat și niciun cuvânt nu apare de două ori în ea.
rules-wc-supercolonies = Supercoloniile
rules-wc-supercolonies-text = O colonie de 5 cuvinte devine Supercolonie: încă 5 puncte pentru jucătorul care o formează. De la 10 cuvinte, proprietarul ei o poate decoloniza în rândul său: pe masă rămâne doar ultimul cuvânt, iar punctele primului cuvânt se dublează.
rules-wc-specials = Cărțile speciale
rules-wc-specials-text = Imunitatea îți apără un cuvânt izolat până la următorul tău rând. Cuvântul magic se joacă drept orice literă și valorează 0. Bate palma: tu și alt jucător trageți câte o carte. Cucerirea ia cuvântul izolat al altui jucător cu punctele lui. Ține mouse-ul pe o carte ca să afli ce face.
rules-wc-end = Sfârșitul rândului
rules-wc-end-text = Când ai terminat de construit, dă pas (P): urmează jucătorul următor. Cărțile negre rămase în mână când cineva ajunge la sosire se scad din punctele tale.
rules-wc-controls = La masă
rules-wc-controls-text = Trage cărți din mână pe masă sau scrie un cuvânt în căsuța de cuvinte (/) și apasă Enter. Esc ia înapoi ce nu e încă jucat, Ctrl+Z anulează. Când laptopul trece din mână în mână, masa îți ascunde mâna de ceilalți; în modul streaming, o mână se vede doar cât timp ții apăsat Spațiu.
