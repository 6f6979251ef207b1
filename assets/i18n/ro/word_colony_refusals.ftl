# Word Colony: de ce regulile au refuzat o acțiune (refuzurile tipizate ale motorului).
#
# Termeni (engleză / franceză / română), aceiași în toate fișierele Word Colony:
#   colony = colonie / colonie; Supercolony = Supercolonie / Supercolonie
#   Decolonization = Décolonisation / Decolonizare; decolonize = décoloniser / a decoloniza
#   word = mot / cuvânt; single word = mot isolé / cuvânt izolat; group = groupe / grup
#   card = carte / carte; letter card = carte lettre / carte-literă
#   black card = carte noire / carte neagră; special card = carte spéciale / carte specială
#   Immunity = Immunité / Imunitate; Magic Word = Mot magique / Cuvânt magic
#   Fist Bump = Tope là / Bate palma; Conquest = Conquête / Cucerire
#   conquer = conquérir / a cuceri; protected = protégé / protejat
#   hand = main / mână; box (pachetul de tras) = boîte / cutie; draw = piocher / a trage
#   build = construire / a construi; expand = prolonger / a extinde
#   pass = passer / a da pas; turn = tour / tură; table = table / masă
#   reader = lecteur / cititor; ally = allié / aliat; answer = répondre / a răspunde
#   dictionary = dictionnaire / dicționar; owner = propriétaire / proprietar
# Numele cărților speciale sunt cele de pe cărți (wc-special-* din word_colony_table).
# Jucătorului i se spune „tu”. Pluralul: 1 punct, 2-19 (și 0, 101-119) puncte, 20 de puncte.

# Cadrul turei.
wc-refused-no-such-player = nu există jucătorul { $player }
wc-refused-game-over = jocul s-a terminat
wc-refused-not-your-turn = acum joacă { $current }, nu { $player }
wc-refused-phase-draw = trage mai întâi o carte din cutie
wc-refused-phase-question = alege mai întâi o carte din mână și citește-i întrebarea
wc-refused-phase-answer = așteaptă până răspund toți la întrebare
wc-refused-phase-build = ai tras și întrebarea s-a încheiat: construiește cuvinte sau dă pas

# Numirea unui grup.
wc-refused-no-such-group = nu există grupul #{ $group } pe masă
wc-refused-no-such-word = nu există cuvântul { $word } pe masă
wc-refused-not-last-word = într-o colonie se construiește doar pe ultimul cuvânt: aici e { $last }, nu { $named }
wc-refused-ambiguous-word = pe masă sunt { PLURAL($count) ->
        [one] { $count } cuvânt
        [few] { $count } cuvinte
       *[other] { $count } de cuvinte
    } { $word }: alege unul după număr, de ex. #{ $example }

# Alegerea cărților.
wc-refused-card-count = { PLURAL($named) ->
        [one] { $named } carte aleasă
        [few] { $named } cărți alese
       *[other] { $named } de cărți alese
    } pentru { PLURAL($letters) ->
        [one] { $letters } literă nouă
        [few] { $letters } litere noi
       *[other] { $letters } de litere noi
    }
wc-refused-named-card-not-in-hand = cartea { $card } nu este în mâna ta
wc-refused-card-cannot-play = cartea { $card } ({ $face }) nu poate juca litera { $letter }
wc-refused-no-letter-card = nu ai nicio carte-literă { $letter }
wc-refused-no-black-card = nu ai nicio carte neagră { $letter }
wc-refused-no-magic-word-card = nu ai nicio carte Cuvânt magic

# Construirea.
wc-refused-too-short = cel puțin { PLURAL($min) ->
        [one] { $min } literă
        [few] { $min } litere
       *[other] { $min } de litere
    } pe cuvânt
wc-refused-not-in-dictionary = { $word } nu este în dicționar
wc-refused-not-an-expansion = { $word } nu începe cu { $base }: literele se adaugă doar la sfârșitul cuvântului
wc-refused-nothing-added = adaugă cel puțin o literă la { $base }
wc-refused-wrong-colony-start = { $word } trebuie să înceapă cu { $start }, ultima literă din { $base }
wc-refused-already-in-colony = { $word } există deja în colonia aceasta: cuvintele ei trebuie să fie unice
wc-refused-need-own-word-to-build = ai nevoie de un cuvânt al tău pe masă ca să construiești pe cuvântul altcuiva

# Coloniile.
wc-refused-supercolony-automatic = la masa aceasta, bonusurile de Supercolonie se acordă automat
wc-refused-no-supercolony-to-claim = nu ai nicio Supercolonie de anunțat acolo în tura aceasta
wc-refused-not-colony-owner = doar proprietarul coloniei, { $owner }, o poate decoloniza
wc-refused-too-few-to-decolonize = decolonizarea cere { PLURAL($need) ->
        [one] { $need } cuvânt
        [few] { $need } cuvinte
       *[other] { $need } de cuvinte
    } în colonie; aceasta are { $has }

# Runda de întrebări.
wc-refused-not-in-hand = cartea aceasta nu este în mâna ta
wc-refused-no-question = cărțile speciale nu au întrebare: alege o carte-literă sau o carte neagră
wc-refused-already-read = întrebarea de pe cartea { $face } a fost deja citită; acum cartea e bună doar de construit
wc-refused-no-question-waiting = nicio întrebare nu așteaptă răspunsuri
wc-refused-reader-answers = cititorul nu răspunde la propria întrebare
wc-refused-ally-answers = aliații cititorului nu răspund
wc-refused-already-answered = ai răspuns deja

# Cărțile speciale.
wc-refused-not-that-special = cartea aceasta nu este o carte { $special }
wc-refused-immunity-not-own-word = Imunitatea protejează unul dintre cuvintele tale
wc-refused-immunity-on-colony = coloniile sunt deja protejate: Imunitatea e pentru cuvinte izolate
wc-refused-fist-bump-with-self = Bate palma se joacă împreună cu alt jucător
wc-refused-already-yours = cuvântul acesta este deja al tău
wc-refused-not-conquerable = { $word } nu poate fi cucerit: { $why }
wc-refused-need-own-word-to-conquer = ai nevoie de un cuvânt al tău pe masă ca să cucerești cuvântul altcuiva

# De ce un cuvânt nu poate fi cucerit.
wc-refused-protection-colony = cuvintele dintr-o colonie sunt protejate
wc-refused-protection-decolonized = cuvântul rămas după o Decolonizare nu poate fi cucerit
wc-refused-protection-immunity = este protejat de o carte Imunitate

# O carte specială ca față a unei cărți, într-un refuz.
wc-refused-face-immunity = Imunitate
wc-refused-face-magic-word = Cuvânt magic
wc-refused-face-fist-bump = Bate palma
wc-refused-face-conquest = Cucerire

## Pregătirea unui joc (o configurare, o cutie, un pachet sau o împărțire fixă cu care nu se poate juca)
wc-setup-not-a-box = { $path } rândul { $line }: nu este o cutie: { $reason }
wc-setup-box-too-large = { PLURAL($count) ->
    [one] { $path }: cutia are { $count } carte; un joc poate avea cel mult { $most }
    [few] { $path }: cutia are { $count } cărți; un joc poate avea cel mult { $most }
   *[other] { $path }: cutia are { $count } de cărți; un joc poate avea cel mult { $most }
}
wc-setup-box-too-small = { $path }: cutia are prea puține cărți pentru a împărți un joc
wc-setup-player-count = Word Colony se joacă în { $min } până la { $max } jucători, nu { $count }
wc-setup-team-missing = cu alianțe, fiecare jucător are nevoie de o echipă
wc-setup-one-team = alianțele cer cel puțin două echipe
wc-setup-deck-empty = pachetul de întrebări este gol
wc-setup-question-missing = salvarea numește întrebarea { $position } din pachetul inclus, care are { $count } (o salvare dintr-o versiune mai nouă?)
wc-setup-deal-hands = împărțirea fixă are { $hands } mâini pentru { $count } jucători
wc-setup-deal-start = împărțirea fixă începe cu locul { $seat }, care nu există
wc-setup-deal-too-large = { PLURAL($count) ->
    [one] împărțirea fixă are { $count } carte; un joc poate avea cel mult { $most }
    [few] împărțirea fixă are { $count } cărți; un joc poate avea cel mult { $most }
   *[other] împărțirea fixă are { $count } de cărți; un joc poate avea cel mult { $most }
}
wc-setup-built-box-too-large = { PLURAL($count) ->
    [one] cutia are { $count } carte; un joc poate avea cel mult { $most }
    [few] cutia are { $count } cărți; un joc poate avea cel mult { $most }
   *[other] cutia are { $count } de cărți; un joc poate avea cel mult { $most }
}
wc-setup-box-only = { PLURAL($count) ->
    [one] cutia are doar { $count } carte
    [few] cutia are doar { $count } cărți
   *[other] cutia are doar { $count } de cărți
}
