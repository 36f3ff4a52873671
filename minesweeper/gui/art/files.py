"""The art's files: the PNGs in the assets package's own folder, and the window's icon among them.

Kept apart from the sheets (``sheets``) so that a start can read the icon without loading the rest of the art: the
icon is set before the window opens, or pygame reads its own in its place (and takes longer to).
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path
from typing import Final

import pygame

ASSETS_PACKAGE: Final = "minesweeper.assets"
ICON_PNG: Final = "icon.png"


def assets_folder() -> Path:
    """Where the assets package's files are: found from the package itself (an installed copy, the editable
    one, or a bundle's unpacked folder), never from the current directory."""
    location = import_module(ASSETS_PACKAGE).__file__
    if location is None:
        raise RuntimeError(f"{ASSETS_PACKAGE} has no files: the installation is incomplete")  # i18n: fixed (a fault)
    return Path(location).parent


def load_png(name: str) -> pygame.Surface:
    """Read one PNG of the assets package, unconverted, so it also works before a display exists."""
    return pygame.image.load(assets_folder() / name)


def load_icon() -> pygame.Surface:
    """Window icon for ``pygame.display.set_icon``, which must be called before ``set_mode``."""
    return load_png(ICON_PNG)
