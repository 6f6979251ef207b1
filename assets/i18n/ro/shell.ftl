# Învelișul: titlul, setările, pagina de joc nou, ecranele comune tuturor jocurilor.

language-name = Română
