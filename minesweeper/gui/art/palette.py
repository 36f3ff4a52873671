"""The colours of each theme, as plain RGB data: the board's tiles and the window chrome around them.

A theme is a player's choice of look: *Classic* (the Windows greys and number colours), *Colour-blind safe*
(the same look with number colours that stay apart under protanopia, deuteranopia and tritanopia) and
*Dark*. ``assets/draw_sprites.py`` paints each theme's sprite sheets from ``TILE_COLOURS``; the screens
draw their panels, bevels and text from ``CHROME``, whose Classic entry equals the constants the widgets
use today. Every text colour stands out from the ground it is drawn on by at least the WCAG's 4.5:1
(``contrast``, held by a test). Keeping every colour here, as data without pygame, lets the tests measure contrast and
simulate colour-vision deficiencies on exactly the values the game draws with.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from minesweeper.core.language.translate import N_

RGB = tuple[int, int, int]


class Theme(StrEnum):
    """A look the player can choose; the value is what the settings file stores."""

    CLASSIC = "classic"
    COLOURBLIND = "colourblind"
    DARK = "dark"

    @property
    def label(self) -> str:
        """The name shown to the player."""
        return _LABELS[self]


_LABELS: Final = {Theme.CLASSIC: N_("Classic"), Theme.COLOURBLIND: N_("Colour-blind safe"), Theme.DARK: N_("Dark")}


@dataclass(frozen=True)
class ChromeColours:
    """Window colours by role. ``field`` is the ground of text boxes, charts and notices (white in
    Classic, where it shares its value with ``light``); ``on_accent`` is text drawn on ``accent`` (the
    title band); ``track`` is the ground of a scroll bar behind its thumb."""

    face: RGB
    light: RGB
    shadow: RGB
    ink: RGB
    dim_ink: RGB
    accent: RGB
    alert: RGB
    good: RGB
    track: RGB
    field: RGB
    on_accent: RGB


@dataclass(frozen=True)
class TileColours:
    """Colours of the cell tiles and the face button of one theme.

    ``covered``, ``light`` and ``shadow`` make a raised cell (and the face button); ``open`` and ``grid``
    a flat one. ``numbers`` holds the ink of the counts 1 to 8. ``mine`` and ``glint`` paint the mine,
    ``flag`` and ``pole`` the flag, ``detonated`` the ground under the mine that was hit, ``cross`` the X
    over a wrongly flagged cell and ``question`` the question mark.
    """

    covered: RGB
    light: RGB
    shadow: RGB
    open: RGB
    grid: RGB
    numbers: tuple[RGB, RGB, RGB, RGB, RGB, RGB, RGB, RGB]
    mine: RGB
    glint: RGB
    flag: RGB
    pole: RGB
    detonated: RGB
    cross: RGB
    question: RGB


def hex_rgb(code: str) -> RGB:
    """``"#1a2b3c"`` as ``(26, 43, 60)``."""
    if len(code) != 7 or code[0] != "#":
        raise ValueError(f"expected a colour like #1a2b3c, not {code!r}")  # i18n: fixed (the palette's own codes)
    return (int(code[1:3], 16), int(code[3:5], 16), int(code[5:7], 16))


def _numbers(*codes: str) -> tuple[RGB, RGB, RGB, RGB, RGB, RGB, RGB, RGB]:
    one, two, three, four, five, six, seven, eight = (hex_rgb(c) for c in codes)
    return (one, two, three, four, five, six, seven, eight)


GREY: Final = (192, 192, 192)
WHITE: Final = (255, 255, 255)
DARK_GREY: Final = (128, 128, 128)
BLACK: Final = (0, 0, 0)
RED: Final = (255, 0, 0)

CLASSIC_NUMBERS: Final = _numbers(
    "#0000ff", "#008000", "#ff0000", "#000080", "#800000", "#008080", "#000000", "#808080"
)
"""Counts 1 to 8 in the Windows blue, green, red, navy, maroon, teal, black and grey."""

COLOURBLIND_NUMBERS: Final = _numbers(
    "#2435fa", "#265301", "#b92a3e", "#000f7a", "#4f1b22", "#166b88", "#000115", "#474a51"
)
"""The classic hues (blue, green, crimson, navy, maroon, teal, black, slate), darkened and spread apart by
a search over the three full-severity colour-vision simulations: every pair stays at least 13 CIEDE2000
apart in each, and every colour has at least 3.3:1 contrast on the classic grey."""

DARK_NUMBERS: Final = _numbers("#5e88ff", "#4bc081", "#fa5630", "#a982aa", "#ffbc34", "#afecfd", "#fffff5", "#b1b9b7")
"""Light counterparts (blue, green, vermilion, mauve, amber, ice, white, grey) with at least 4.5:1 contrast
on the dark open cell, also kept apart under the three simulations."""

_CLASSIC_TILES: Final = TileColours(
    covered=GREY,
    light=WHITE,
    shadow=DARK_GREY,
    open=GREY,
    grid=DARK_GREY,
    numbers=CLASSIC_NUMBERS,
    mine=BLACK,
    glint=WHITE,
    flag=RED,
    pole=BLACK,
    detonated=RED,
    cross=RED,
    question=BLACK,
)

TILE_COLOURS: Final[Mapping[Theme, TileColours]] = {
    Theme.CLASSIC: _CLASSIC_TILES,
    Theme.COLOURBLIND: replace(_CLASSIC_TILES, numbers=COLOURBLIND_NUMBERS),
    Theme.DARK: TileColours(
        covered=(74, 74, 82),
        light=(116, 116, 128),
        shadow=(30, 30, 34),
        open=(40, 40, 44),
        grid=(24, 24, 27),
        numbers=DARK_NUMBERS,
        mine=(168, 168, 178),
        glint=WHITE,
        flag=(255, 64, 64),
        pole=(214, 214, 220),
        detonated=(150, 18, 18),
        cross=(255, 64, 64),
        question=(232, 232, 236),
    ),
}

_CLASSIC_CHROME: Final = ChromeColours(
    face=GREY,
    light=WHITE,
    shadow=DARK_GREY,
    ink=BLACK,
    dim_ink=(72, 72, 72),
    accent=(0, 0, 128),
    alert=(150, 0, 0),
    good=(0, 90, 0),
    track=(160, 160, 160),
    field=WHITE,
    on_accent=WHITE,
)

CHROME: Final[Mapping[Theme, ChromeColours]] = {
    Theme.CLASSIC: _CLASSIC_CHROME,
    # Classic's red and green messages look alike under deuteranopia: vermilion and a blue teal do not.
    Theme.COLOURBLIND: replace(_CLASSIC_CHROME, alert=(144, 32, 0), good=(0, 84, 98)),
    Theme.DARK: ChromeColours(
        face=(58, 58, 62),
        light=(104, 104, 112),
        shadow=(22, 22, 24),
        ink=(230, 230, 230),
        dim_ink=(170, 170, 170),
        accent=(122, 162, 255),
        alert=(255, 136, 116),
        good=(96, 200, 224),
        track=(40, 40, 44),
        field=(32, 32, 36),
        on_accent=(16, 16, 32),
    ),
}


def relative_luminance(colour: RGB) -> float:
    """WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white)."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: RGB, other: RGB) -> float:
    """WCAG 2 contrast ratio of two colours, 1 (the same) to 21 (black on white); text wants 4.5 at least."""
    high, low = sorted((relative_luminance(one), relative_luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def chrome(theme: str) -> ChromeColours:
    """The window colours of ``theme`` (a ``Theme`` or its stored name)."""
    return CHROME[Theme(theme)]


def tile_colours(theme: str) -> TileColours:
    """The tile and face-button colours of ``theme`` (a ``Theme`` or its stored name)."""
    return TILE_COLOURS[Theme(theme)]


_LIGHT_MOVES: Final = {
    "first": hex_rgb("#5a5a5a"),
    "proven": hex_rgb("#2b645b"),
    "forced": hex_rgb("#288dca"),
    "risky": hex_rgb("#d26828"),
    "avoidable": hex_rgb("#730e93"),
    "blunder": hex_rgb("#971803"),
    "wasted": hex_rgb("#8a8a8a"),
}

MOVE_COLOURS: Final[Mapping[Theme, Mapping[str, RGB]]] = {
    Theme.CLASSIC: _LIGHT_MOVES,
    Theme.COLOURBLIND: _LIGHT_MOVES,
    Theme.DARK: {
        "first": hex_rgb("#b0b0b0"),
        "proven": hex_rgb("#219875"),
        "forced": hex_rgb("#82e1e7"),
        "risky": hex_rgb("#f5c61e"),
        "avoidable": hex_rgb("#c067ff"),
        "blunder": hex_rgb("#d7420a"),
        "wasted": hex_rgb("#808080"),
    },
}
"""The review's tick on the replay's seek bar for each class of move (``core.solver.review.MoveClass``
values), drawn on the theme's ``field``: every one at least 3.2:1 against it, and each mistake (risky amber,
avoidable purple, blunder red) at least 20 CIEDE2000 from every other class under normal vision and the three
simulated deficiencies (greys for the first move and wasted clicks, teal and blue for proven and forced ones),
so mistakes stand out in every theme; they are also drawn taller, so they stand out by shape too. Found by a
search near those hues, held by ``tests/gui/test_palette``."""


def move_colours(theme: str) -> Mapping[str, RGB]:
    """The review's colour for each class of move in ``theme`` (a ``Theme`` or its stored name)."""
    return MOVE_COLOURS[Theme(theme)]
