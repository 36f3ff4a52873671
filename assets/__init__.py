"""Sprite sheets, the typeface (Inter, its licence beside it), the window icon and the desktop entry: package data.

This folder is installed as the ``minesweeper.assets`` package so that everything in it is found from the
package's own location, whatever the current directory and inside a PyInstaller bundle. Its only code is
``draw_sprites.py`` and ``pixel_art.py``, which draw every PNG here; nothing imports them at run time.
"""
