# Modul Colonizare: de ce regulile refuză o acțiune, și mesajele salvării.
# Termeni: piesă, suport, sac, tablă, numele limbii, vot, fișa cuvântului, engleza, Transformare, pionul alb.

col-refused-game-over = Jocul s-a terminat.
col-refused-not-your-turn = { PLURAL($count) ->
    [one] Jocul așteaptă locul { $seats } (locurile se numără de la 0, ca în salvări).
    [few] Jocul așteaptă locurile { $seats } (locurile se numără de la 0, ca în salvări).
   *[other] Jocul așteaptă locurile { $seats } (locurile se numără de la 0, ca în salvări).
}
col-refused-expected-name = Mai întâi numește-ți limba.
col-refused-expected-vote = Mai întâi votează: accepți sau refuzi.
col-refused-expected-move = Pune un cuvânt, dă pas, schimbă piese sau încearcă o Transformare.
col-refused-expected-reveal = Alege piesa pe care o arăți pentru Transformare.
col-refused-expected-english = Este rândul englezei.
col-refused-name-not-rack = Numește-ți limba cu toate cele șapte piese de pe suport: { $rack }.
col-refused-too-short = „{ $word }” e prea scurt: un cuvânt are cel puțin { $min } litere.
col-refused-bag-too-small = Ca să schimbi, sacul trebuie să aibă cel puțin { $need } piese; are { $have }.
col-refused-empty-exchange = Alege cel puțin o piesă de schimbat.
col-refused-not-on-rack = Suportul tău nu are { $tiles }.
col-refused-no-such-record = Nu există fișa de cuvânt { $record }.
col-refused-target-english = Fișa de cuvânt { $record } este deja engleză.
col-refused-target-own = Fișa de cuvânt { $record } e a ta: transformă cuvântul altui jucător.
col-refused-white-meeple-used = Pionul tău alb e folosit: fiecare jucător transformă o singură dată.
col-refused-no-tile-to-reveal = Locul { $seat } nu are nicio piesă de arătat.
error-col-save-name = „{ $text }” nu e numele unei limbi: scrieți „name” și cele șapte litere într-un cuvânt, cu majuscule pentru piese și cu minuscule pentru jokeri („name ZELTEna”)
error-col-save-action = „{ $text }” nu este o acțiune din Modul Colonizare: scrie „name NUME”, „accept”, „refuse”, un pătrat și un cuvânt („8D CRATE”), „pass”, „exchange” și piesele, „transform” și numărul fișei, „reveal” și o piesă sau „english”.
