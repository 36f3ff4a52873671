"""Checks the bitmap font: complete, proportional with known widths, tinted and scaled exactly, and safe
with characters it does not have.

Imports pygame headless and ``minesweeper.gui.art.font`` only.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pygame
import pytest

from minesweeper.gui.art.font import FIRST_CHAR, GLYPH_H, LAST_CHAR, LINE_GAP, SPACE_W, BitmapFont

WHITE = (255, 255, 255)


def ink(surface: pygame.Surface) -> dict[tuple[int, int, int, int], int]:
    """Opaque pixels by colour; a crisp font has no half-transparent ones."""
    counts: dict[tuple[int, int, int, int], int] = {}
    for y in range(surface.get_height()):
        for x in range(surface.get_width()):
            c = surface.get_at((x, y))
            if c.a:
                key = (c.r, c.g, c.b, c.a)
                counts[key] = counts.get(key, 0) + 1
    return counts


def test_every_printable_character_has_a_glyph(font: BitmapFont) -> None:
    for code in range(FIRST_CHAR + 1, LAST_CHAR + 1):
        assert ink(font.render(chr(code), WHITE)), chr(code)
    assert not ink(font.render(" ", WHITE))


def test_known_widths(font: BitmapFont) -> None:
    assert font.size("A") == (5, GLYPH_H)
    assert font.size("AB") == (11, GLYPH_H)
    assert font.size("Hi", 2) == ((5 + 1 + 3) * 2, GLYPH_H * 2)
    assert font.size("A A") == (5 + 1 + SPACE_W + 1 + 5, GLYPH_H)
    assert font.size("") == (0, GLYPH_H)
    assert font.size("l") < font.size("m")


def test_digits_share_one_width_so_numbers_do_not_jitter(font: BitmapFont) -> None:
    assert len({font.size(str(d)) for d in range(10)}) == 1


def test_render_matches_size(font: BitmapFont) -> None:
    for text, scale in (("Minesweeper", 1), ("New game", 3), ("Two\nlines here", 2), ("", 2)):
        assert font.render(text, WHITE, scale).get_size() == font.size(text, scale)


def test_lines_stack_with_a_gap(font: BitmapFont) -> None:
    assert font.size("A\nBB") == (11, 2 * GLYPH_H + LINE_GAP)
    assert font.size("A\nBB", 3) == (33, (2 * GLYPH_H + LINE_GAP) * 3)


def test_scaling_is_exact_and_unsmoothed(font: BitmapFont) -> None:
    small, big = font.render("Ag", WHITE, 1), font.render("Ag", WHITE, 3)
    assert sum(ink(big).values()) == 9 * sum(ink(small).values())
    for y in range(big.get_height()):
        for x in range(big.get_width()):
            assert big.get_at((x, y)) == small.get_at((x // 3, y // 3))


def test_tinting_keeps_only_the_chosen_colour(font: BitmapFont) -> None:
    white, red = font.render("Hello", WHITE, 2), font.render("Hello", pygame.Color(200, 30, 40), 2)
    assert set(ink(red)) == {(200, 30, 40, 255)}
    assert sum(ink(red).values()) == sum(ink(white).values())
    assert set(ink(white)) == {(255, 255, 255, 255)}


def test_unknown_characters_are_drawn_as_question_marks(font: BitmapFont) -> None:
    expected = pygame.image.tobytes(font.render("a?b", WHITE, 2), "RGBA")
    for odd in ("\u00e9", "\t", "\u2603", "\x7f"):
        text = f"a{odd}b"
        assert font.size(text, 2) == font.size("a?b", 2)
        assert pygame.image.tobytes(font.render(text, WHITE, 2), "RGBA") == expected


def test_shadow_sits_one_font_pixel_below_right(font: BitmapFont) -> None:
    plain = font.render("I", WHITE, 2)
    shadowed = font.render_shadowed("I", WHITE, 2)
    assert shadowed.get_size() == (plain.get_width() + 2, plain.get_height() + 2)
    colours = ink(shadowed)
    assert colours[(255, 255, 255, 255)] == sum(ink(plain).values())
    assert colours[(0, 0, 0, 255)] > 0
    bottom_right = shadowed.get_at((shadowed.get_width() - 1, shadowed.get_height() - 1 - 2 * 2))
    assert (bottom_right.r, bottom_right.g, bottom_right.b) == (0, 0, 0)


def test_dark_text_gets_no_shadow_to_smear_it(font: BitmapFont) -> None:
    dark = (16, 16, 32)  # the Dark theme's titles, on light blue
    shadowed = font.render_shadowed("Minesweeper", dark, 2)
    assert set(ink(shadowed)) == {(*dark, 255)}


def test_scale_below_one_is_refused(font: BitmapFont) -> None:
    with pytest.raises(ValueError, match="scale"):
        font.render("x", WHITE, 0)
