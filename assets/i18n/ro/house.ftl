# Reguli ale casei comune tuturor jocurilor: ce oferă paginile de joc nou și ce spun regulile
# când una dintre ele refuză un cuvânt.

house-section = Cuvintele la masă
house-family-filter = Filtru de familie
house-family-filter-hint = Ține cuvintele jignitoare departe de masă: locurile calculatorului nu le joacă niciodată, iar cel al unui jucător este refuzat. Pornit implicit în modul streamer.
house-kept-off = { $word } rămâne în afara mesei în seara asta: filtrul de familie este pornit
house-words = Cuvinte în plus:
house-words-hint = niciunul; sau o listă de cuvinte, câte unul pe rând
house-words-loaded = Dicționarul plus { $count } { PLURAL($count) ->
    [one] cuvânt
    [few] cuvinte
   *[other] de cuvinte
} din { $path }
house-dictionary-only = Doar dicționarul
house-load = Încarcă
house-not-loaded = Neîncărcat: { $error }
house-vote = Votul jucătorilor are întâietate față de dicționar
house-vote-hint = Un cuvânt care lipsește din dicționar e supus votului celorlalte persoane de la masă: o majoritate îl refuză, o egalitate îl acceptă, iar un cuvânt acceptat e valabil tot restul jocului. Locurile calculatorului nu votează.
house-vote-question = { $name } cere mesei să accepte { $words }, care lipsește din dicționar. Îl acceptați?
house-vote-count = O majoritate refuză; o egalitate acceptă.
house-vote-yes = Acceptă
house-vote-no = Refuză
house-vote-on-phone = { $name } votează pe telefon.
house-refused-no-vote-rule = Masa nu a pornit votul jucătorilor asupra cuvintelor.
house-refused-nobody-to-ask = Nu e nicio altă persoană la masă care să voteze.
house-refused-vote-open = Masa votează niște cuvinte: acum se pot da doar voturi.
house-refused-not-a-voter = Nu votezi de data asta.
house-refused-already-a-word = { $word } este deja un cuvânt: nu e nimic de cerut.
house-ask = Cere mesei să accepte { $words }
house-log-asked = { $name } cere mesei să accepte { $words }
house-log-accepted = Masa a acceptat { $words }
house-log-refused = Masa a refuzat { $words }
