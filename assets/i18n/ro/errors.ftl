# Erori despre fișierele venite din afară (salvări, pachete, liste de cuvinte, cutii), așa cum le arată fereastra.
#
# Termeni (engleză / franceză / română):
#   file = fichier / fișier; line = ligne / linie; column = colonne / coloană
#   save file = sauvegarde / salvare; setup = configuration / configurație
#   question deck = paquet de questions / pachet de întrebări; box file = fichier de boîte / fișier de cutie
#   word list = liste de mots / listă de cuvinte; positions file = fichier de positions / fișier de poziții
#   game record = partie enregistrée / partidă înregistrată; settings file = fichier de réglages / fișier de setări
#   option (A-D) = option / variantă; category = catégorie / categorie; answer = réponse / răspuns
#   wildcard = joker / joker; hand = main / mână; group = groupe / grup
# $path e calea unui fișier; $reason e mesajul sistemului sau al cititorului de fișiere, netradus.
# Pluralul: 1 literă, 2-19 (și 0, 101-119) litere, 20 de litere.

# Un fișier care nu poate fi citit.
error-no-such-file = { $path }: fișierul nu există
error-not-regular-file = { $path }: { $what }, nu un fișier obișnuit
error-file-type-directory = un director
error-file-type-fifo = un FIFO
error-file-type-device = un dispozitiv
error-file-type-socket = un socket
error-file-type-other = nu e un fișier
error-too-large-save = { $path }: prea mare pentru o salvare ({ $size }, limita e { $limit })
error-too-large-box = { $path }: prea mare pentru un fișier de cutie ({ $size }, limita e { $limit })
error-too-large-deck = { $path }: prea mare pentru un pachet de întrebări ({ $size }, limita e { $limit })
error-too-large-word-list = { $path }: prea mare pentru o listă de cuvinte ({ $size }, limita e { $limit })
error-too-large-positions = { $path }: prea mare pentru un fișier de poziții ({ $size }, limita e { $limit })
error-too-large-game-record = { $path }: prea mare pentru o partidă înregistrată ({ $size }, limita e { $limit })
error-too-large-settings = { $path }: prea mare pentru un fișier de setări ({ $size }, limita e { $limit })
error-size-mb = { $amount } MB
error-size-kb = { $amount } KB
error-not-text = { $path }, linia { $line }: nu e text UTF-8 (octet greșit în coloana { $column })
error-in-file = { $path }: { $reason }

# Jocurile salvate.
error-save-invalid = nu este o salvare validă: { $reason }
error-save-newer = scrisă de o versiune mai nouă de WordTable, în formatul de salvare { $format } (această versiune citește formatele 1 până la { $newest }): actualizați WordTable ca s-o deschideți
error-save-unknown-game = o salvare a jocului „{ $game }”, pe care această versiune de WordTable nu îl cunoaște (cunoaște: { $known })
error-save-unknown-game-in-file = { $path }: o salvare a jocului „{ $game }”, pe care această versiune de WordTable nu îl cunoaște (cunoaște: { $known })
error-replay-setup = configurația nu poate fi jucată: { $reason }
error-ron-too-deep = prea multe niveluri imbricate (peste 128 de niveluri de paranteze): nu e un fișier scris de WordTable
error-no-table = jocul „{ $game }” nu are masă în această versiune: poate fi rejucat (wordtable replay), dar nu deschis
error-replay-illegal = acțiunea { $index } nu este permisă: { $reason }

# Salvările de Wordgame și Classic. $index: numărul unei acțiuni, de la 0; $seat: numărul unui
# loc, de la 0, așa cum îl scrie fișierul. pass și exchange sunt cuvinte ale formatului de fișier:
# se păstrează așa. $line și $column: unde s-a oprit cititorul.
error-save-at = linia { $line }, coloana { $column }: { $reason }
error-cw-save-action = acțiunea { $index }: { $reason }
error-cw-save-move = „{ $text }” nu este o mutare: scrie un pătrat și un cuvânt („8D CRATE”), „pass” sau „exchange” și piesele („exchange QVZ”)
error-cw-save-word-too-long = „{ $text }” e mai lung decât lățimea tablei ({ PLURAL($max) ->
        [one] { $max } pătrat
        [few] { $max } pătrate
       *[other] { $max } de pătrate
    })
error-cw-save-exchange-tiles = „{ $tiles }”: piesele schimbate se scriu cu majuscule de la A la Z, și ? pentru joker
error-cw-save-exchange-too-many = „{ $tiles }”: mai multe piese decât încap pe un suport (cel mult { $max })
error-cw-save-seat = acțiunea { $index }: locul { $seat } nu este la această masă (locurile ei sunt de la 0 la { $last })
error-cw-save-too-many-actions = peste { PLURAL($max) ->
        [one] { $max } acțiune
        [few] { $max } acțiuni
       *[other] { $max } de acțiuni
    }: nicio partidă de Wordgame sau Classic nu durează atât
error-cw-save-too-few-players = Wordgame și Classic se joacă în cel puțin { PLURAL($min) ->
        [one] { $min } jucător
        [few] { $min } jucători
       *[other] { $min } de jucători
    }; această salvare are { $count }
error-cw-save-too-many-players = Wordgame și Classic se joacă în cel mult { PLURAL($max) ->
        [one] { $max } jucător
        [few] { $max } jucători
       *[other] { $max } de jucători
    }
error-names-repeated = două locuri se numesc „{ $name }”: fiecare loc are nevoie de un nume al său (masa îl strigă pe fiecare pe nume)
error-cw-save-name-empty = locul { $seat } nu are nume
error-cw-save-name-too-long = numele locului { $seat } are peste { PLURAL($max) ->
        [one] { $max } caracter
        [few] { $max } caractere
       *[other] { $max } de caractere
    }
error-cw-save-name-control = numele locului { $seat } conține un caracter de control
# O salvare pentru care fereastra nu are încă masa (wordtable replay este o comandă: se păstrează așa).

# Listele de cuvinte.
error-word-list-unreadable = { $path }: nu se poate citi: { $reason }
error-word-list-not-found = { $path }: fișierul nu există
error-word-list-too-large = { $path }: prea mare pentru o listă de cuvinte ({ $size } MB, limita e { $limit } MB)
error-word-list-empty = { $path }: lista nu conține niciun cuvânt
error-word-list-binary = { $path }, linia { $line }: nu este un fișier text (date binare)
error-word-list-too-long = { $path }, linia { $line }: „{ $word }” are { PLURAL($letters) ->
        [one] { $letters } literă
        [few] { $letters } litere
       *[other] { $letters } de litere
    }; un joc folosește cel mult { PLURAL($max) ->
        [one] { $max } literă
        [few] { $max } litere
       *[other] { $max } de litere
    }
error-word-list-digit = { $path }, linia { $line }: „{ $word }” conține o cifră
error-word-list-spaces = { $path }, linia { $line }: „{ $word }” are mai multe cuvinte (un cuvânt pe linie)
error-word-list-control = { $path }, linia { $line }: „{ $word }” conține un caracter de control
error-word-list-not-a-letter = { $path }, linia { $line }: „{ $word }” conține „{ $character }”, care nu e literă

# Pachetele de întrebări.
error-deck-on-line = linia { $line }: { $problem }
error-deck-in-question = întrebarea { $number }: { $problem }
error-deck-no-questions = pachetul nu are nicio întrebare
error-deck-question-empty = întrebarea este goală
error-deck-question-too-long = întrebarea are peste { PLURAL($max) ->
        [one] { $max } caracter
        [few] { $max } caractere
       *[other] { $max } de caractere
    }
error-deck-option-empty = varianta { $option } este goală
error-deck-option-too-long = varianta { $option } are peste { PLURAL($max) ->
        [one] { $max } caracter
        [few] { $max } caractere
       *[other] { $max } de caractere
    }
error-deck-control-character = conține un caracter de control (un octet NUL sau o secvență escape)
error-deck-same-options = două variante sunt identice
error-deck-category-empty = categoria este goală
error-deck-category-too-long = categoria are peste { PLURAL($max) ->
        [one] { $max } caracter
        [few] { $max } caractere
       *[other] { $max } de caractere
    }
error-deck-unclosed-quote = un câmp cu ghilimele nu e închis
error-deck-field-count = se așteptau 7 câmpuri (întrebare, A, B, C, D, litera răspunsului, categorie), s-au găsit { $found }
error-deck-bad-answer = răspunsul trebuie să fie A, B, C sau D, nu „{ $answer }”
error-deck-bad-difficulty = dificultatea trebuie să fie easy, medium sau hard, nu „{ $difficulty }”
error-deck-text-before-first-question = text înainte de prima întrebare #Q
error-deck-second-answer = o a doua linie de răspuns ^
error-deck-option-twice = varianta { $option } apare de două ori
error-deck-option-letter = varianta { $option }: variantele sunt notate de la A la D
error-deck-not-an-option = nu e o linie de variantă: „{ $text }”
error-deck-no-answer-line = întrebarea nu are linie de răspuns ^
error-deck-missing-options = întrebării îi lipsește varianta { $missing }
error-deck-answer-not-an-option = răspunsul „{ $answer }” nu se află printre variante

# Literele scrise pentru o mână sau un suport.
error-bag-not-a-letter = „{ $character }” nu este literă; folosește a-z și ? pentru joker
error-bag-too-many = { PLURAL($count) ->
        [one] { $count } literă
        [few] { $count } litere
       *[other] { $count } de litere
    }: mai multe decât încap într-o mână (cel mult { $max })

# Notația cărților din Word Colony (FLOW, WONDEr, FLO*W, #3).
error-notation-magic-without-letter = după un Cuvânt magic (*) trebuie să urmeze litera pe care o joacă
error-notation-not-a-letter = „{ $character }” nu este literă
error-notation-not-a-group-number = „{ $text }” nu este un număr de grup


# `wordtable crossword --rules colonization`: partide între jucători calculator.
cli-col-recorded = locul { $seat }: { $word } ({ $points })
cli-col-level = jucătorul { $player } ({ $level }): { $wins } % victorii, scor mediu { $mean }
cli-col-english = Engleza: { $wins } % victorii, scor mediu { $mean }
cli-col-timing = { $turns } ture, { $ms } ms de gândire pe tură în medie, cel mult { $slowest } ms
cli-col-refused = partida { $game }: locul { $seat } a fost refuzat: { $reason }
cli-col-stuck = partida { $game } nu s-a terminat
error-save-players = { $game } se joacă de la { $min } la { $max } jucători; această salvare are { $count }
error-save-too-many-actions = peste { $max } de acțiuni: nicio partidă de { $game } nu durează atât
history-error-newer = { $path }: un istoric scris de o versiune mai nouă de WordTable (versiunea { $version }; aceasta citește până la { $newest }); a fost lăsat neatins
history-import-game = jocul { $number } din fișier: { $reason }
