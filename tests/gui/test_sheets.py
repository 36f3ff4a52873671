"""Checks that the committed sprite sheets match the constants the game lays itself out by, and that the
sprites say what they should (classic number colours, a red detonation, a lit minus sign).

Imports pygame headless and ``minesweeper.gui.sheets`` only.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import subprocess
import sys
from collections.abc import Iterator, Sequence

import pygame
import pytest

from minesweeper.gui.sheets import (
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
    TILE,
    TILES_PNG,
    FaceSprite,
    SpriteSheets,
    TileSprite,
    counter_digits,
    load_icon,
    load_png,
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
    [(0, [0, 0, 0]), (7, [0, 0, 7]), (42, [0, 4, 2]), (999, [9, 9, 9]), (5000, [9, 9, 9]),
     (-5, [DIGIT_MINUS, 0, 5]), (-99, [DIGIT_MINUS, 9, 9]), (-250, [DIGIT_MINUS, 9, 9])],
)
def test_counter_digits_pad_and_clamp_like_the_original(value: int, shown: list[int]) -> None:
    assert counter_digits(value) == shown


def test_icon_loads_without_a_display() -> None:
    code = (
        "import pygame; from minesweeper.gui.sheets import load_icon; "
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
