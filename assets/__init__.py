"""Sprite sheets, the bitmap font, the window icon and the desktop entry, shipped as package data.

This folder is installed as the ``minesweeper.assets`` package so that everything in it loads through
``importlib.resources``, whatever the current directory and inside a PyInstaller bundle. It holds no code
but ``draw_sprites.py``, the script that draws every PNG here; nothing may import it at run time.
"""
