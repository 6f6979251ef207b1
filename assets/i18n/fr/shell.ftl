# La coquille : titre, réglages, page de nouvelle partie, écrans communs à tous les jeux.

language-name = Français
