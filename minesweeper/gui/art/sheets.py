"""Sprite sheets of each theme: cell tiles, face button and LCD digits, sliced and pre-zoomed.

The PNGs are drawn by ``assets/draw_sprites.py``, which imports the sizes, sprite indices and file names
from here (the icon's from ``files``) so that they are defined once. A theme has its own sheet where its look
differs (every theme its tiles, Dark its face button too) and shares the Classic file otherwise. Sheets are read
from the assets package's own folder (never the current directory, see ``files``), converted to the display
format once, and scaled by a whole-number zoom with nearest-neighbour ``pygame.transform.scale`` once per zoom,
so drawing a frame never scales anything.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import IntEnum
from typing import Final, NamedTuple

import pygame

from minesweeper.gui.art.files import load_png
from minesweeper.gui.art.palette import Theme as Theme

TILES_PNG: Final = "tiles.png"
FACES_PNG: Final = "faces.png"
DIGITS_PNG: Final = "digits.png"


class SheetFiles(NamedTuple):
    """The PNG names of one theme's three sheets."""

    tiles: str
    faces: str
    digits: str


THEME_FILES: Final[Mapping[Theme, SheetFiles]] = {
    Theme.CLASSIC: SheetFiles(TILES_PNG, FACES_PNG, DIGITS_PNG),
    Theme.COLOURBLIND: SheetFiles("tiles-colourblind.png", FACES_PNG, DIGITS_PNG),
    Theme.DARK: SheetFiles("tiles-dark.png", "faces-dark.png", DIGITS_PNG),
}
"""Which sheet each theme draws with: only the colours that differ get a file of their own."""

TILE: Final = 12
"""Side of a square board cell, in unzoomed pixels; the whole layout is built on this grid."""
FACE: Final = 24
"""Side of the square face button, bevel included."""
DIGIT_W: Final = 13
DIGIT_H: Final = 23
ICON: Final = 32
ICON_SIZES: Final = (16, 24, 32, 48, 64, 128, 256)
"""Hicolor theme sizes written to ``assets/icons/minesweeper-N.png``."""

DIGIT_MINUS: Final = 10
DIGIT_BLANK: Final = 11
DIGIT_COUNT: Final = 12
"""Digit sprites 0-9 are the digits themselves, followed by a minus sign and an all-unlit blank."""


class TileSprite(IntEnum):
    """Index of a cell tile in ``tiles.png``; ONE to EIGHT follow OPEN so counts map by addition."""

    COVERED = 0
    OPEN = 1
    ONE = 2
    TWO = 3
    THREE = 4
    FOUR = 5
    FIVE = 6
    SIX = 7
    SEVEN = 8
    EIGHT = 9
    MINE = 10
    DETONATED = 11
    WRONG_FLAG = 12
    FLAG = 13
    QUESTION = 14
    QUESTION_PRESSED = 15

    @classmethod
    def number(cls, count: int) -> TileSprite:
        """Open tile for a cell with ``count`` neighbouring mines; zero is the plain open tile."""
        if not 0 <= count <= 8:
            raise ValueError(f"a cell has 0 to 8 neighbouring mines, not {count}")  # i18n: fixed (a bug)
        return cls(cls.OPEN + count)


class FaceSprite(IntEnum):
    """Index of a face in ``faces.png``."""

    SMILE = 0
    SMILE_PRESSED = 1
    OH = 2
    DEAD = 3
    COOL = 4


COUNTER_DIGITS: Final = 3
"""The classic counters' digits: the mine counter and the timer of every board with fewer than 1,000 mines."""


def led_digits(mines: int) -> int:
    """How many digits a board's mine counter and timer have: the classic three, or as many as the mine count needs
    (15,000 mines: five), so the counter shows the whole count rather than sticking at 999; the timer gets as many, so
    the face stays centred and a big board's long game is timed past 999 s."""
    return max(COUNTER_DIGITS, len(str(mines)))


def counter_digits(value: int, width: int = COUNTER_DIGITS) -> list[int]:
    """Digit sprite indices for a classic counter, clamped the way the original clamps it.

    Counters show ``width`` digits zero-padded; negative values (more flags than mines) keep a leading
    minus, so three digits run from -99 to 999 and five from -9999 to 99999.
    """
    if width < 2:
        raise ValueError("a counter needs room for a sign and a digit")  # i18n: fixed (a bug)
    low, high = -(10 ** (width - 1) - 1), 10**width - 1
    value = max(low, min(high, value))
    if value < 0:
        return [DIGIT_MINUS, *(int(c) for c in str(-value).zfill(width - 1))]
    return [int(c) for c in str(value).zfill(width)]


class _Strip:
    """One row of equal cells, scaled once per zoom and sliced into subsurfaces of the scaled copy."""

    def __init__(self, sheet: pygame.Surface, cell: tuple[int, int], count: int, name: str) -> None:
        expected = (cell[0] * count, cell[1])
        if sheet.get_size() != expected:
            raise ValueError(f"{name} is {sheet.get_size()}, expected {expected}: rerun draw_sprites.py")  # i18n: fixed
        self._sheet = sheet
        self._cell = cell
        self._count = count
        self._cache: dict[int, tuple[pygame.Surface, ...]] = {}

    def at(self, zoom: int) -> tuple[pygame.Surface, ...]:
        cached = self._cache.get(zoom)
        if cached is None:
            if zoom < 1:
                raise ValueError(f"zoom must be a whole number of at least 1, not {zoom}")  # i18n: fixed (a bug)
            width, height = self._sheet.get_size()
            scaled = pygame.transform.scale(self._sheet, (width * zoom, height * zoom))
            cell_w, cell_h = self._cell[0] * zoom, self._cell[1] * zoom
            cached = tuple(scaled.subsurface((i * cell_w, 0, cell_w, cell_h)) for i in range(self._count))
            self._cache[zoom] = cached
        return cached


class SpriteSheets:
    """The three opaque sheets of the board and its header in one theme, handed out per zoom."""

    def __init__(
        self, tiles: pygame.Surface, faces: pygame.Surface, digits: pygame.Surface, theme: str = Theme.CLASSIC
    ) -> None:
        self.theme = Theme(theme)
        names = THEME_FILES[self.theme]
        self._tiles = _Strip(tiles, (TILE, TILE), len(TileSprite), names.tiles)
        self._faces = _Strip(faces, (FACE, FACE), len(FaceSprite), names.faces)
        self._digits = _Strip(digits, (DIGIT_W, DIGIT_H), DIGIT_COUNT, names.digits)

    @classmethod
    def load(cls, theme: str = Theme.CLASSIC) -> SpriteSheets:
        """Load and convert the sheets of ``theme`` (a ``Theme`` or its stored name; an unknown name is a
        ``ValueError``); call after ``pygame.display.set_mode``, which ``convert`` needs."""
        names = THEME_FILES[Theme(theme)]
        tiles, faces, digits = (load_png(name).convert() for name in names)
        return cls(tiles, faces, digits, theme)

    def tiles(self, zoom: int) -> Sequence[pygame.Surface]:
        """Cell tiles ``TILE * zoom`` square, indexed by ``TileSprite``."""
        return self._tiles.at(zoom)

    def faces(self, zoom: int) -> Sequence[pygame.Surface]:
        """Face buttons ``FACE * zoom`` square, indexed by ``FaceSprite``."""
        return self._faces.at(zoom)

    def digits(self, zoom: int) -> Sequence[pygame.Surface]:
        """LCD digits ``DIGIT_W * zoom`` by ``DIGIT_H * zoom``: 0-9, ``DIGIT_MINUS``, ``DIGIT_BLANK``."""
        return self._digits.at(zoom)
