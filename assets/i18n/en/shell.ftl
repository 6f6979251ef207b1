# The shell: title, settings, new-game page, screens shared by every game.

language-name = English
