"""Rebuild every PNG of the assets package from the text pixel art in ``pixel_art.py``, in every theme.

Run ``python assets/draw_sprites.py`` after changing a colour, a drawing or a size; the output is
deterministic, so an unchanged drawing rewrites identical files, and ``--check`` only compares the drawing
with the committed PNGs (the tests run it so a forgotten rebuild cannot ship). Sizes, sprite order and the
sheet each theme uses come from ``minesweeper.gui.art.sheets``, and every theme
colour from ``minesweeper.gui.art.palette``, so the game and the drawing cannot disagree. It is a build tool:
nothing imports it at run time, and it must import nothing but pygame, its art and those modules' data.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final

import pygame

from minesweeper.gui.art.files import ICON_PNG
from minesweeper.gui.art.palette import GREY, TILE_COLOURS, TileColours
from minesweeper.gui.art.sheets import (
    DIGIT_BLANK,
    DIGIT_COUNT,
    DIGIT_H,
    DIGIT_MINUS,
    DIGIT_W,
    DIGITS_PNG,
    FACE,
    ICON,
    ICON_SIZES,
    THEME_FILES,
    TILE,
    FaceSprite,
    TileSprite,
)

if TYPE_CHECKING:  # mypy sees the folder as the package ``assets``
    from assets import pixel_art
else:  # run as a script, whose own folder comes first on sys.path: always the art next to this file
    import pixel_art

OUT: Final = Path(__file__).resolve().parent

BLACK: Final = pygame.Color(0, 0, 0)
WHITE: Final = pygame.Color(255, 255, 255)
LCD_LIT: Final = pygame.Color(255, 0, 0)
LCD_UNLIT: Final = pygame.Color(40, 0, 0)
"""Unlit segments: a faint trace, far under a third of the lit ones' contrast, so "000" never reads "888"."""
PALETTE: Final[Mapping[str, pygame.Color]] = {
    "K": BLACK,
    "W": WHITE,
    "R": pygame.Color(255, 0, 0),
    "Y": pygame.Color(255, 255, 0),
}
"""The palette letters of the art in their own colours: the face, the icon and the Classic tiles."""

BEVEL: Final = 2
GLYPH_AT: Final = (3, 2)
"""Top-left of a 6x8 number glyph in a tile: centred between the grid lines of neighbouring cells."""
PRESSED_SHIFT: Final = 1
"""A pressed button's face moves one pixel down-right, as if pushed into the panel."""

SEGMENTS: Final = ("abcdef", "bc", "abdeg", "abcdg", "bcfg", "acdfg", "acdefg", "abc", "abcdefg", "abcdfg")
"""Segments lit per digit: a top, b to f clockwise from the top right, g middle."""


def art_rows(art: str) -> list[str]:
    return art.strip("\n").split("\n")


def paint(
    surface: pygame.Surface,
    rows: Sequence[str],
    at: tuple[int, int],
    ink: pygame.Color = BLACK,
    letters: Mapping[str, pygame.Color] = PALETTE,
) -> None:
    """Copy text pixel art onto ``surface``: ``#`` in ``ink``, palette letters in their ``letters`` colour."""
    for y, row in enumerate(rows):
        for x, char in enumerate(row):
            if char != ".":
                surface.set_at((at[0] + x, at[1] + y), ink if char == "#" else letters[char])


def bevel(surface: pygame.Surface, rect: pygame.Rect, light: pygame.Color, dark: pygame.Color) -> None:
    """Windows-style edge: ``light`` along the top and left, ``dark`` along the bottom and right, meeting
    on the diagonal at the top-right and bottom-left corners."""
    for y in range(rect.height):
        for x in range(rect.width):
            if min(x, y, rect.width - 1 - x, rect.height - 1 - y) < BEVEL:
                colour = light if x + y < rect.width - 1 else dark
                surface.set_at((rect.x + x, rect.y + y), colour)


def covered_tile(c: TileColours) -> pygame.Surface:
    tile = pygame.Surface((TILE, TILE))
    tile.fill(c.covered)
    bevel(tile, tile.get_rect(), pygame.Color(c.light), pygame.Color(c.shadow))
    return tile


def open_tile(c: TileColours, background: tuple[int, int, int] | None = None) -> pygame.Surface:
    """Flat cell with a grid line on top and left only; the neighbours' lines close it on the other sides."""
    tile = pygame.Surface((TILE, TILE))
    tile.fill(c.grid)
    tile.fill(background or c.open, (1, 1, TILE - 1, TILE - 1))
    return tile


def painted(
    base: pygame.Surface,
    rows: Sequence[str],
    at: tuple[int, int],
    ink: pygame.Color = BLACK,
    letters: Mapping[str, pygame.Color] = PALETTE,
) -> pygame.Surface:
    paint(base, rows, at, ink, letters)
    return base


def mine_letters(c: TileColours) -> dict[str, pygame.Color]:
    return {"K": pygame.Color(c.mine), "W": pygame.Color(c.glint)}


def wrong_flag_tile(c: TileColours) -> pygame.Surface:
    """The mine crossed by a two-pixel X, thick enough to tell from a plain mine at zoom 1."""
    mine = art_rows(pixel_art.MINE)
    tile = painted(open_tile(c), mine, (1, 1), letters=mine_letters(c))
    last = len(mine) - 1
    for y in range(last + 1):
        for x in range(last + 1):
            if x - y in (0, 1) or x + y in (last - 1, last):
                tile.set_at((1 + x, 1 + y), c.cross)
    return tile


def draw_tiles(c: TileColours) -> pygame.Surface:
    """Every cell tile in one theme's colours; the shapes are the same in every theme."""
    numbers = pixel_art.split_block(pixel_art.NUMBERS)
    question, mine, mine_ink = numbers[8], art_rows(pixel_art.MINE), mine_letters(c)
    flag_ink = {"K": pygame.Color(c.pole), "R": pygame.Color(c.flag)}
    pressed_at = (GLYPH_AT[0] + PRESSED_SHIFT, GLYPH_AT[1] + PRESSED_SHIFT)
    ask = pygame.Color(c.question)
    tiles: dict[int, pygame.Surface] = {
        TileSprite.COVERED: covered_tile(c),
        TileSprite.OPEN: open_tile(c),
        **{
            TileSprite.number(n + 1): painted(open_tile(c), numbers[n], GLYPH_AT, pygame.Color(c.numbers[n]))
            for n in range(8)
        },
        TileSprite.MINE: painted(open_tile(c), mine, (1, 1), letters=mine_ink),
        TileSprite.DETONATED: painted(open_tile(c, c.detonated), mine, (1, 1), letters=mine_ink),
        TileSprite.WRONG_FLAG: wrong_flag_tile(c),
        TileSprite.FLAG: painted(covered_tile(c), art_rows(pixel_art.FLAG), (BEVEL, BEVEL), letters=flag_ink),
        TileSprite.QUESTION: painted(covered_tile(c), question, GLYPH_AT, ask),
        TileSprite.QUESTION_PRESSED: painted(open_tile(c), question, pressed_at, ask),
    }
    return strip(tiles, (TILE, TILE), len(TileSprite))


def draw_faces(c: TileColours) -> pygame.Surface:
    """The face button: the same yellow faces in every theme, on a button of the theme's raised cells."""
    smile, oh, dead, cool = pixel_art.split_block(pixel_art.FACES)
    art = {FaceSprite.SMILE: smile, FaceSprite.SMILE_PRESSED: smile, FaceSprite.OH: oh}
    art |= {FaceSprite.DEAD: dead, FaceSprite.COOL: cool}
    light, shadow = pygame.Color(c.light), pygame.Color(c.shadow)
    faces: dict[int, pygame.Surface] = {}
    for sprite, rows in art.items():
        pressed = sprite == FaceSprite.SMILE_PRESSED
        button = pygame.Surface((FACE, FACE))
        button.fill(shadow)
        button.fill(c.covered, (1, 1, FACE - 2, FACE - 2))
        inner = pygame.Rect(1, 1, FACE - 2, FACE - 2)
        bevel(button, inner, *((shadow, light) if pressed else (light, shadow)))
        at = (FACE - len(rows[0])) // 2 + pressed * PRESSED_SHIFT
        paint(button, rows, (at, at))
        faces[sprite] = button
    return strip(faces, (FACE, FACE), len(FaceSprite))


def bar(horizontal: bool, edge: int, step: int, low: int, high: int, thick: int = 2) -> set[tuple[int, int]]:
    """An LCD segment: rows (or columns) stepping inwards from ``edge``, each a pixel shorter at both ends."""
    return {
        (along, edge + step * t) if horizontal else (edge + step * t, along)
        for t in range(thick)
        for along in range(low + t, high - t + 1)
    }


def segments() -> dict[str, set[tuple[int, int]]]:
    """Segments two pixels thick, as on the XP counter, meet corner to corner, split by a dark diagonal."""
    right, middle, bottom = DIGIT_W - 2, DIGIT_H // 2, DIGIT_H - 2
    across, upper, lower = (2, right - 1), (2, middle - 1), (middle + 1, bottom - 1)
    return {
        "a": bar(True, 1, 1, *across),
        "b": bar(False, right, -1, *upper),
        "c": bar(False, right, -1, *lower),
        "d": bar(True, bottom, -1, *across),
        "e": bar(False, 1, 1, *lower),
        "f": bar(False, 1, 1, *upper),
        "g": bar(True, middle, -1, *across, 1) | bar(True, middle + 1, 1, *across, 1),
    }


def draw_digits() -> pygame.Surface:
    shapes = segments()
    lit_sets = {**dict(enumerate(SEGMENTS)), DIGIT_MINUS: "g", DIGIT_BLANK: ""}
    digits: dict[int, pygame.Surface] = {}
    for index, lit in lit_sets.items():
        digit = pygame.Surface((DIGIT_W, DIGIT_H))
        digit.fill(BLACK)
        for segment, pixels in shapes.items():
            for pixel in pixels:
                digit.set_at(pixel, LCD_LIT if segment in lit else LCD_UNLIT)
        digits[index] = digit
    return strip(digits, (DIGIT_W, DIGIT_H), DIGIT_COUNT)


def draw_icon(size: int) -> pygame.Surface:
    """A mine, drawn at 16 or 12 pixels and scaled by a whole number so it stays crisp at every size, then
    ringed in light grey so the black shape still stands out on a dark panel or theme."""
    rows = art_rows(pixel_art.ICON if size % 16 == 0 else pixel_art.MINE)
    frame = 16 if size % 16 == 0 else 12
    if size % frame:
        raise ValueError(f"no icon art divides {size} pixels")
    small = pygame.Surface((len(rows[0]), len(rows)), pygame.SRCALPHA)
    paint(small, rows, (0, 0))
    zoom = size // frame
    big = pygame.transform.scale(small, (small.get_width() * zoom, small.get_height() * zoom))
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    at = ((size - big.get_width()) // 2, (size - big.get_height()) // 2)
    shape, ring = pygame.mask.Mask((size, size)), pygame.mask.Mask((size, size))
    shape.draw(pygame.mask.from_surface(big), at)
    width = max(1, zoom // 2)
    for dy in range(-width, width + 1):
        for dx in range(-width, width + 1):
            if abs(dx) + abs(dy) <= width:
                ring.draw(shape, (dx, dy))
    ring.erase(shape, (0, 0))
    ring.to_surface(icon, setcolor=GREY, unsetcolor=None)
    icon.blit(big, at)
    return icon


def strip(cells: Mapping[int, pygame.Surface], cell: tuple[int, int], count: int) -> pygame.Surface:
    """Lay cells out in one row by index, refusing a gap so a forgotten sprite cannot ship blank."""
    if sorted(cells) != list(range(count)):
        raise ValueError(f"sprites {sorted(cells)} do not fill indices 0 to {count - 1}")
    sheet = pygame.Surface((cell[0] * count, cell[1]))
    for index, surface in cells.items():
        sheet.blit(surface, (index * cell[0], 0))
    return sheet


def drawings() -> dict[str, pygame.Surface]:
    """Every PNG by name; a sheet that several themes share must come out the same for each of them."""
    outputs = {
        DIGITS_PNG: draw_digits(),
        ICON_PNG: draw_icon(ICON),
        **{f"icons/minesweeper-{size}.png": draw_icon(size) for size in ICON_SIZES},
    }
    for theme, names in THEME_FILES.items():
        colours = TILE_COLOURS[theme]
        for name, surface in ((names.tiles, draw_tiles(colours)), (names.faces, draw_faces(colours))):
            if name in outputs and not same(outputs[name], surface):
                raise ValueError(f"{theme} shares {name} with another theme but draws it differently")
            outputs[name] = surface
    return outputs


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def main(argv: Sequence[str]) -> int:
    """Write every PNG, or with ``--check`` list those that differ from a fresh drawing (exit status 1)."""
    outputs = drawings()
    if "--check" in argv:
        stale = [
            name
            for name, surface in outputs.items()
            if not (OUT / name).exists() or not same(pygame.image.load(OUT / name), surface)
        ]
        for name in stale:
            print(f"{name} differs from its drawing: run python assets/draw_sprites.py")
        return 1 if stale else 0
    (OUT / "icons").mkdir(exist_ok=True)
    for name, surface in outputs.items():
        pygame.image.save(surface, OUT / name)
        print(f"wrote {name} {surface.get_width()}x{surface.get_height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
