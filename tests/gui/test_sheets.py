"""Checks that the committed sprite sheets match the constants the game lays itself out by, and that the
sprites say what they should (classic number colours, a red detonation, a lit minus sign), in every theme:
the same shapes, the theme's colours, and PNGs that are exactly what ``assets/draw_sprites.py`` draws.

Imports pygame headless, ``minesweeper.gui.art.sheets`` and the theme colours of ``minesweeper.gui.art.palette``.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

import pygame
import pytest

from minesweeper.gui.art.files import load_icon, load_png
from minesweeper.gui.art.palette import TILE_COLOURS
from minesweeper.gui.art.sheets import (
    DIGIT_BLANK,
    DIGIT_COUNT,
    DIGIT_H,
    DIGIT_MINUS,
    DIGIT_W,
    DIGITS_PNG,
    FACE,
    FACES_PNG,
    ICON,
    ICON_SIZES,
    THEME_FILES,
    TILE,
    TILES_PNG,
    FaceSprite,
    SpriteSheets,
    Theme,
    TileSprite,
    counter_digits,
    led_digits,
)

GREY = (192, 192, 192)
WHITE = (255, 255, 255)
DARK = (128, 128, 128)
BLACK = (0, 0, 0)
RED = (255, 0, 0)
CLASSIC = [(0, 0, 255), (0, 128, 0), (255, 0, 0), (0, 0, 128), (128, 0, 0), (0, 128, 128), BLACK, DARK]


@pytest.fixture(scope="module")
def sheets() -> Iterator[SpriteSheets]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield SpriteSheets.load()
    pygame.display.quit()


@pytest.fixture(scope="module")
def themed(sheets: SpriteSheets) -> dict[Theme, SpriteSheets]:
    """Every theme's sheets, loaded while the ``sheets`` fixture holds the display open."""
    return {theme: SpriteSheets.load(theme) for theme in Theme}


def colours(surface: pygame.Surface) -> dict[tuple[int, int, int], int]:
    """How many pixels of each opaque colour a sprite has."""
    counts: dict[tuple[int, int, int], int] = {}
    for y in range(surface.get_height()):
        for x in range(surface.get_width()):
            c = surface.get_at((x, y))
            if c.a:
                counts[(c.r, c.g, c.b)] = counts.get((c.r, c.g, c.b), 0) + 1
    return counts


def rgb(surface: pygame.Surface, x: int, y: int) -> tuple[int, int, int]:
    c = surface.get_at((x, y))
    return (c.r, c.g, c.b)


def all_distinct(sprites: Sequence[pygame.Surface]) -> bool:
    return len({pygame.image.tobytes(s, "RGB") for s in sprites}) == len(sprites)


@pytest.mark.parametrize(
    ("name", "size"),
    [
        (TILES_PNG, (TILE * len(TileSprite), TILE)),
        (FACES_PNG, (FACE * len(FaceSprite), FACE)),
        (DIGITS_PNG, (DIGIT_W * DIGIT_COUNT, DIGIT_H)),
    ],
)
def test_sheet_sizes_match_the_constants(name: str, size: tuple[int, int]) -> None:
    assert load_png(name).get_size() == size


def test_every_sprite_is_distinct(sheets: SpriteSheets) -> None:
    assert all_distinct(sheets.tiles(1))
    assert all_distinct(sheets.faces(1))
    assert all_distinct(sheets.digits(1))


@pytest.mark.parametrize("zoom", [1, 2, 3, 5])
def test_zoom_scales_by_exact_multiples_without_smoothing(sheets: SpriteSheets, zoom: int) -> None:
    tiles, faces, digits = sheets.tiles(zoom), sheets.faces(zoom), sheets.digits(zoom)
    assert len(tiles) == len(TileSprite) and len(faces) == len(FaceSprite) and len(digits) == DIGIT_COUNT
    assert {t.get_size() for t in tiles} == {(TILE * zoom, TILE * zoom)}
    assert {f.get_size() for f in faces} == {(FACE * zoom, FACE * zoom)}
    assert {d.get_size() for d in digits} == {(DIGIT_W * zoom, DIGIT_H * zoom)}
    small, big = sheets.tiles(1)[TileSprite.THREE], tiles[TileSprite.THREE]
    for y in range(TILE * zoom):
        for x in range(TILE * zoom):
            assert big.get_at((x, y)) == small.get_at((x // zoom, y // zoom))


def test_each_zoom_is_scaled_once_and_cached(sheets: SpriteSheets) -> None:
    assert sheets.tiles(4) is sheets.tiles(4)
    assert sheets.faces(4) is sheets.faces(4)
    assert sheets.digits(4) is sheets.digits(4)
    assert sheets.tiles(4) is not sheets.tiles(3)


def test_zoom_below_one_is_refused(sheets: SpriteSheets) -> None:
    with pytest.raises(ValueError, match="zoom"):
        sheets.tiles(0)


def test_a_sheet_of_the_wrong_size_is_refused() -> None:
    tiles = pygame.Surface((TILE, TILE))
    with pytest.raises(ValueError, match=TILES_PNG):
        SpriteSheets(tiles, pygame.Surface((FACE * 5, FACE)), pygame.Surface((DIGIT_W * 12, DIGIT_H)))


@pytest.mark.parametrize("count", range(1, 9))
def test_number_tiles_wear_their_classic_colour(sheets: SpriteSheets, count: int) -> None:
    classic = CLASSIC[count - 1]
    ink = colours(sheets.tiles(1)[TileSprite.number(count)])
    background = colours(sheets.tiles(1)[TileSprite.OPEN])
    assert ink[classic] - background.get(classic, 0) >= 12
    assert set(ink) <= {GREY, DARK, classic}


def test_number_maps_counts_onto_the_open_tiles() -> None:
    assert TileSprite.number(0) is TileSprite.OPEN
    assert TileSprite.number(1) is TileSprite.ONE
    assert TileSprite.number(8) is TileSprite.EIGHT
    for bad in (-1, 9):
        with pytest.raises(ValueError):
            TileSprite.number(bad)


def test_covered_tile_is_raised_and_open_tile_is_flat(sheets: SpriteSheets) -> None:
    covered, flat = sheets.tiles(1)[TileSprite.COVERED], sheets.tiles(1)[TileSprite.OPEN]
    assert rgb(covered, 0, 0) == WHITE and rgb(covered, TILE - 1, TILE - 1) == DARK
    assert rgb(covered, TILE // 2, TILE // 2) == GREY
    assert rgb(flat, 0, TILE // 2) == DARK and rgb(flat, TILE // 2, 0) == DARK
    assert rgb(flat, TILE - 1, TILE - 1) == GREY
    assert set(colours(flat)) == {GREY, DARK}


def test_mines_flags_and_question_marks(sheets: SpriteSheets) -> None:
    tiles = sheets.tiles(1)
    mine = colours(tiles[TileSprite.MINE])
    assert mine[BLACK] > 20 and WHITE in mine and RED not in mine
    assert colours(tiles[TileSprite.DETONATED])[RED] > 40
    wrong = colours(tiles[TileSprite.WRONG_FLAG])
    assert wrong[RED] > 10 and wrong[BLACK] > 10
    flag = colours(tiles[TileSprite.FLAG])
    assert flag[RED] > 5 and flag[BLACK] > 5 and WHITE in flag
    assert rgb(tiles[TileSprite.QUESTION], 0, 0) == WHITE
    assert rgb(tiles[TileSprite.QUESTION_PRESSED], 0, 0) == DARK
    assert colours(tiles[TileSprite.QUESTION])[BLACK] == colours(tiles[TileSprite.QUESTION_PRESSED])[BLACK]


def test_faces_are_yellow_and_the_pressed_one_is_inverted(sheets: SpriteSheets) -> None:
    faces = sheets.faces(1)
    for face in faces:
        assert colours(face)[(255, 255, 0)] > 100
    assert rgb(faces[FaceSprite.SMILE], 1, 1) == WHITE
    assert rgb(faces[FaceSprite.SMILE_PRESSED], 1, 1) == DARK


def test_digits_light_red_segments_on_black(sheets: SpriteSheets) -> None:
    digits = sheets.digits(1)
    lit = [colours(d).get(RED, 0) for d in digits]
    assert lit[DIGIT_BLANK] == 0
    assert lit[8] == max(lit) and lit[1] == min(lit[:10])
    assert 0 < lit[DIGIT_MINUS] < lit[1]
    assert rgb(digits[DIGIT_BLANK], 0, 0) == BLACK
    assert len(colours(digits[DIGIT_BLANK])) == 2


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (0, [0, 0, 0]),
        (7, [0, 0, 7]),
        (42, [0, 4, 2]),
        (999, [9, 9, 9]),
        (5000, [9, 9, 9]),
        (-5, [DIGIT_MINUS, 0, 5]),
        (-99, [DIGIT_MINUS, 9, 9]),
        (-250, [DIGIT_MINUS, 9, 9]),
    ],
)
def test_counter_digits_pad_and_clamp_like_the_original(value: int, shown: list[int]) -> None:
    assert counter_digits(value) == shown


@pytest.mark.parametrize(
    ("value", "width", "shown"),
    [
        (15000, 5, [1, 5, 0, 0, 0]),
        (999, 5, [0, 0, 9, 9, 9]),
        (-42, 5, [DIGIT_MINUS, 0, 0, 4, 2]),
        (-12345, 5, [DIGIT_MINUS, 9, 9, 9, 9]),
        (123456, 5, [9, 9, 9, 9, 9]),
        (1000, 4, [1, 0, 0, 0]),
    ],
)
def test_a_wider_counter_shows_the_whole_count_and_a_negative_one_keeps_its_minus(
    value: int, width: int, shown: list[int]
) -> None:
    assert counter_digits(value, width) == shown


def test_a_board_has_three_counter_digits_or_as_many_as_its_mine_count_needs() -> None:
    assert [led_digits(mines) for mines in (1, 99, 999, 1000, 9999, 15000, 249_999)] == [3, 3, 3, 4, 4, 5, 6]


def test_icon_loads_without_a_display() -> None:
    code = (
        "import pygame; from minesweeper.gui.art.files import load_icon; "
        "assert not pygame.display.get_init(); i = load_icon(); print(i.get_size(), i.get_at((0, 0)).a)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip().endswith(f"({ICON}, {ICON}) 0")
    assert load_icon().get_size() == (ICON, ICON)


@pytest.mark.parametrize("size", ICON_SIZES)
def test_theme_icons_have_their_size(size: int) -> None:
    icon = load_png(f"icons/minesweeper-{size}.png")
    assert icon.get_size() == (size, size)
    assert icon.get_at((0, 0)).a == 0
    assert icon.get_at((size // 2, size // 2)) == pygame.Color(0, 0, 0)


@pytest.mark.parametrize("theme", list(Theme))
def test_every_theme_has_every_sprite_at_its_size(themed: dict[Theme, SpriteSheets], theme: Theme) -> None:
    sheets = themed[theme]
    assert sheets.theme is theme
    assert {t.get_size() for t in sheets.tiles(2)} == {(TILE * 2, TILE * 2)} and len(sheets.tiles(2)) == len(TileSprite)
    assert {f.get_size() for f in sheets.faces(1)} == {(FACE, FACE)} and len(sheets.faces(1)) == len(FaceSprite)
    assert {d.get_size() for d in sheets.digits(1)} == {(DIGIT_W, DIGIT_H)} and len(sheets.digits(1)) == DIGIT_COUNT
    assert all_distinct(sheets.tiles(1)) and all_distinct(sheets.faces(1)) and all_distinct(sheets.digits(1))


def test_loading_without_a_theme_is_classic(sheets: SpriteSheets, themed: dict[Theme, SpriteSheets]) -> None:
    assert sheets.theme is Theme.CLASSIC
    for mine, classic in zip(sheets.tiles(1), themed[Theme.CLASSIC].tiles(1), strict=True):
        assert pygame.image.tobytes(mine, "RGB") == pygame.image.tobytes(classic, "RGB")
    assert SpriteSheets.load("dark").theme is Theme.DARK
    with pytest.raises(ValueError, match="sepia"):
        SpriteSheets.load("sepia")


def test_themes_own_only_the_sheets_whose_colours_differ() -> None:
    classic, colourblind, dark = (THEME_FILES[t] for t in Theme)
    assert classic == (TILES_PNG, FACES_PNG, DIGITS_PNG)
    assert len({classic.tiles, colourblind.tiles, dark.tiles}) == 3
    assert colourblind.faces == classic.faces != dark.faces
    assert classic.digits == colourblind.digits == dark.digits


def ink_mask(tile: pygame.Surface, ink: tuple[int, int, int]) -> frozenset[tuple[int, int]]:
    """Where ``ink`` is, inside the grid lines of the top and left edges."""
    return frozenset((x, y) for y in range(1, TILE) for x in range(1, TILE) if rgb(tile, x, y) == ink)


@pytest.mark.parametrize("theme", list(Theme))
def test_numbers_keep_the_classic_shapes_in_the_theme_colours(themed: dict[Theme, SpriteSheets], theme: Theme) -> None:
    """Colour is never the only clue: every theme draws the same eight distinct glyphs."""
    palette, tiles = TILE_COLOURS[theme], themed[theme].tiles(1)
    classic = themed[Theme.CLASSIC].tiles(1)
    shapes = set()
    for count in range(1, 9):
        tile, ink = tiles[TileSprite.number(count)], palette.numbers[count - 1]
        shape = ink_mask(tile, ink)
        assert shape == ink_mask(classic[TileSprite.number(count)], CLASSIC[count - 1])
        assert set(colours(tile)) == {palette.open, palette.grid, ink}
        shapes.add(shape)
    assert len(shapes) == 8 and min(len(s) for s in shapes) >= 12


def test_dark_tiles_are_dark_and_their_marks_light(themed: dict[Theme, SpriteSheets]) -> None:
    palette, tiles = TILE_COLOURS[Theme.DARK], themed[Theme.DARK].tiles(1)
    assert rgb(tiles[TileSprite.OPEN], TILE // 2, TILE // 2) == palette.open
    covered = tiles[TileSprite.COVERED]
    assert (rgb(covered, 0, 0), rgb(covered, 6, 6), rgb(covered, TILE - 1, TILE - 1)) == (
        palette.light,
        palette.covered,
        palette.shadow,
    )
    assert colours(tiles[TileSprite.MINE])[palette.mine] > 20
    assert colours(tiles[TileSprite.DETONATED])[palette.detonated] > 40
    flag = colours(tiles[TileSprite.FLAG])
    assert flag[palette.flag] > 5 and flag[palette.pole] > 5
    assert colours(tiles[TileSprite.QUESTION])[palette.question] > 10
    face = themed[Theme.DARK].faces(1)[FaceSprite.SMILE]
    assert rgb(face, 1, 1) == palette.light and colours(face)[(255, 255, 0)] > 100


def test_committed_pngs_are_exactly_what_draw_sprites_draws() -> None:
    script = Path(__file__).resolve().parents[2] / "assets" / "draw_sprites.py"
    result = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
