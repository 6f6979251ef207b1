# Numele jocurilor și descrierea lor, pe ecranul de titlu și pe pagina de joc nou.
# Numele jocurilor sunt nume proprii: rămân aceleași în toate limbile.

game-word-colony = Word Colony
game-word-colony-tagline = Quiz, cărți cu litere și colonii de cuvinte care cresc
game-wordgame = Wordgame
game-wordgame-tagline = Tabla de cuvinte încrucișate 15x15: duel cu 8 piese sau Classic de la 2 la 4
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
rules-wc-controls-text = Trage cărți din mână pe masă sau scrie un cuvânt în căsuța de cuvinte (/) și apasă Enter. Esc ia înapoi ce nu e încă jucat, Ctrl+Z anulează. Când laptopul trece din mână în mână, masa îți ascunde mâna de ceilalți; în modul streaming, o mână se vede doar cât timp ții apăsat Spațiu. Rotița și clic dreapta: zoom și deplasare. Home reîncadrează masa; apăsat din nou, arată toată masa, oricât de mici ar fi cărțile.
rules-wg-goal = Scopul
rules-wg-goal-text = Strângeți mai multe puncte decât adversarul așezând cuvinte pe tabla de 15 pe 15, ca la cuvinte încrucișate. Wordgame se joacă în doi, cu suporturi de 8 piese; Classic, aceeași tablă cu 7 piese, de la doi la patru jucători.
rules-wg-turn = Tura dumneavoastră
rules-wg-turn-text = Așezați piese de pe suport pe un singur rând sau pe o singură coloană, atingând cuvintele de pe tablă, astfel încât orice șir de două sau mai multe litere să fie un cuvânt. Apoi vă completați suportul. Puteți și să dați pas sau, la Classic, să schimbați piese cât timp sacul are cel puțin 7.
rules-wg-words = Primul cuvânt
rules-wg-words-text = Primul cuvânt acoperă steaua din centru. La Wordgame are cel puțin 4 litere. Apoi fiecare mutare trebuie să se lege de cuvintele de pe tablă.
rules-wg-scoring = Punctajul
rules-wg-scoring-text = Un cuvânt valorează suma literelor sale. O căsuță literă dublă sau triplă (LD, LT) înmulțește piesa de pe ea; o căsuță cuvânt dublu sau triplu (CD, CT) înmulțește tot cuvântul, doar la mutarea care o acoperă. La Wordgame contează doar cel mai mare bonus de cuvânt al unui cuvânt, iar toate cele 8 piese dublează mutarea; la Classic bonusurile de cuvânt se înmulțesc, iar toate cele 7 piese aduc încă 50.
rules-wg-blanks = Jokerii
rules-wg-blanks-text = Un joker ține locul oricărei litere alese când îl așezați și nu aduce puncte. Litera lui e desenată cu roșu, într-un cerc.
rules-wg-end = Finalul
rules-wg-end-text = Jocul se termină când un jucător își folosește ultima piesă cu sacul gol, sau după trei pași la rând (Wordgame) ori șase ture la rând fără puncte (Classic). Fiecare pierde valoarea pieselor rămase pe suport; la Classic, cel care a terminat le câștigă.
rules-wg-classic = Doi pași la început
rules-wg-classic-text = La Wordgame, dacă ambii jucători dau pas la primele două mutări ale jocului, toți primesc litere noi.
rules-wg-controls = La masă
rules-wg-controls-text = Trageți piesele de pe suport pe tablă sau faceți clic pe o căsuță și tastați (Spațiu: orizontal sau vertical, Shift sau ? pentru joker, Backspace: înapoi, Enter: mutați, Esc: retrageți tot). Panoul spune imediat cât ar valora piesele sau de ce mutarea nu e permisă. Rotița și clic dreapta: zoom și deplasare; Home reîncadrează tabla.
rules-wg-teaching = Modul de învățare
rules-wg-teaching-text = Porniți-l din Setări: după fiecare mutare a dumneavoastră, panoul arată cele mai bune cinci mutări găsite de calculator pentru suportul pe care l-ați avut, cu punctele și restul lor, și locul mutării dumneavoastră. La final, fiecare mutare are un buton Cea mai bună mutare.

rules-clw-goal = Scopul
rules-clw-goal-text = Adună cele mai multe puncte în 6 runde, scriind câte un cuvânt pe rundă pe propria grilă 7x7 de căsuțe albastre, galbene și roșii. Toți joacă fiecare rundă în același timp; egalitatea împarte victoria.
rules-clw-round = O rundă
rules-clw-round-text = Cel care împarte întoarce trei cărți Literă pe tablele albastră, galbenă și roșie, și o carte Bonus. Apoi fiecare are 90 de secunde să scrie un cuvânt (sau să dea pas).
rules-clw-writing = Scrierea unui cuvânt
rules-clw-writing-text = Primul cuvânt începe pe căsuța Start, A1; următoarele pe o căsuță goală vecină cu una plină. O literă pe căsuță, spre dreapta, în jos sau în scară de pași la dreapta și în jos; nicio literă a unui cuvânt anterior nu poate fi refolosită. Cuvântul trebuie să fie în dicționarul mesei (pluralul, femininul și conjugările sunt permise; fără abrevieri, cratime sau apostrofuri; nume proprii doar cu o carte Temă).
rules-clw-scoring = Punctajul
rules-clw-scoring-text = Fiecare literă trasă din cuvântul tău aduce 1 punct, sau 2 când căsuța ei are culoarea tablei pe care a fost întoarsă; pe căsuța Start aduce 1. Îndeplinește condiția cărții Bonus pentru punctele ei; cuvintele scrise pe o carte Temă sunt judecate prin votul celorlalți jucători.
rules-clw-grids = Grilele A și B
rules-clw-grids-text = Grila A: la final, cele mai puține căsuțe goale câștigă căsuța Stea, 5 puncte. Grila B: completează primul un rând sau o coloană ca să-i încercuiești steaua, 2 puncte; ceilalți o taie pe a lor (completată în aceeași rundă, toți o încercuiesc).
rules-clw-solo = Singur
rules-clw-solo-text = Pe grila A, căsuța Stea cere 7 căsuțe goale sau mai puține. Pe grila B, taie o stea la începutul fiecărei runde. Totalul îți aduce un titlu, de la „Mai joacă o dată!” la „Nemaipomenit!”.
rules-clw-controls = Comenzi
rules-clw-controls-text = Apasă pe căsuța unde începe cuvântul și tastează-l; săgețile Dreapta și Jos aleg direcția literelor următoare. Sau trage peste căsuțe, apoi tastează. Scorul cuvântului și bonusul apar înainte să apeși Enter sau „Scrie-l”; Backspace ia înapoi o literă, Escape șterge tot. La o seară de jocuri (o opțiune a jocului nou), cărțile umplu ecranul comun cât timp fiecare scrie pe o foaie tipărită; apoi fiecare cuvânt e introdus aici la fel.
