# Game names and taglines, as the title screen and new-game page show them.
