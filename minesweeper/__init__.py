"""Minesweeper: a faithful classic for the desktop (pygame-ce) and the terminal, over one pure core.

``minesweeper.core`` holds the rules and imports only the standard library; ``minesweeper.gui`` is the
window, ``minesweeper.text.play`` the terminal front end. Importing this package loads nothing else.
"""
