"""Checks the typeface: the one family shipped with its licence, covering the scripts translations need, one body
size per scale growing a pixel of capital at most a step, text measured as it renders, and shadows.

Imports pygame headless and ``minesweeper.gui.art.font`` only.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import itertools
from pathlib import Path

import pygame
import pytest

from minesweeper.gui.art.font import (
    BODY_EM,
    BODY_FILE,
    HEADING_FILE,
    LICENCE_FILE,
    Typeface,
    body_em,
    face,
    font_path,
    heading_em,
)

WHITE = (255, 255, 255)
SCRIPTS = {
    "Latin with accents": "ÀÉÎÕÜÇÑØÅ àéîõüçñøåßœ ŁŚŻĆ čřž",
    "Greek": "ΑΒΓΔΕΖΗΘ αβγδεζηθ ώέ",
    "Cyrillic": "АБВГДЕЖЗ абвгдежз ЁЙЫЭЮЯ",
}


def lit(surface: pygame.Surface) -> pygame.Rect:
    """The bounding box of every pixel drawn at all."""
    rects = pygame.mask.from_surface(surface, 1).get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def test_the_family_ships_with_its_licence() -> None:
    for name in (BODY_FILE, HEADING_FILE):
        assert Path(font_path(name)).stat().st_size > 100_000
    licence = Path(font_path(LICENCE_FILE)).read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Inter Project Authors" in licence


@pytest.mark.parametrize("script", list(SCRIPTS))
def test_every_letter_of_the_scripts_translations_need_has_a_glyph(script: str) -> None:
    for name in (BODY_FILE, HEADING_FILE):
        shape = face(name, 20)
        letters = SCRIPTS[script].replace(" ", "")
        missing = [c for c, metric in zip(letters, shape.font.get_metrics(letters), strict=True) if metric is None]
        assert not missing, f"{name} has no glyph for {missing}"


def test_the_body_grows_with_the_scale_a_pixel_of_capital_at_most_a_step(font: Typeface) -> None:
    capitals = [font.capital_height(scale) for scale in range(1, len(BODY_EM) + 1)]
    assert capitals == sorted(capitals) and capitals[0] >= 14
    assert all(later - earlier <= 1 for earlier, later in itertools.pairwise(capitals))
    assert font.capital_height(9) == capitals[-1], "past the last scale the size stays"


@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_headings_are_larger_than_the_body(font: Typeface, scale: int) -> None:
    assert heading_em(scale) > body_em(scale)
    assert font.capital_height(scale, heading=True) > font.capital_height(scale)


@pytest.mark.parametrize("text", ["Correctness 0.933", "Win % Streak", "Ωμέγα Щука", "a\nlonger second line"])
def test_render_matches_size_and_the_ink_lies_inside(font: Typeface, text: str) -> None:
    image = font.render(text, WHITE, 2)
    assert image.get_size() == font.size(text, 2)
    assert image.get_rect().contains(lit(image)) and lit(image).width > 0


def test_widths_add_up_so_a_caret_can_be_placed_by_measuring(font: Typeface) -> None:
    whole = font.size("Expert 30x16", 2)[0]
    parts = font.size("Expert ", 2)[0] + font.size("30x16", 2)[0]
    assert abs(whole - parts) <= 1


def test_lines_stack_a_line_height_apart(font: Typeface) -> None:
    one = font.size("A", 3)[1]
    assert font.size("A\nB", 3)[1] == one + font.line_height(3)
    assert font.size("", 3) == (0, one)


def test_digits_share_one_width_so_numbers_do_not_jitter(font: Typeface) -> None:
    assert len({font.size(d, 2)[0] for d in "0123456789"}) == 1


def test_capitals_sit_in_the_middle_of_the_line_box(font: Typeface) -> None:
    """A label centred by its box has its capitals centred too: the room above them (for accents) is about the
    room below the baseline (for descenders)."""
    image = font.render("HHH", WHITE, 2)
    ink = lit(image)
    assert abs(ink.top - (image.get_height() - ink.bottom)) <= 2


def test_a_shadow_sits_below_right_of_light_text(font: Typeface) -> None:
    plain = font.render("Settings", WHITE, 2)
    shadowed = font.render_shadowed("Settings", WHITE, 2)
    assert shadowed.get_width() > plain.get_width() and shadowed.get_height() > plain.get_height()
    black = [
        (x, y) for x in range(shadowed.get_width()) for y in range(shadowed.get_height()) if shadowed.get_at((x, y)).a
    ]
    assert black and lit(shadowed).size > lit(plain).size


def test_dark_text_gets_no_shadow_to_smear_it(font: Typeface) -> None:
    plain = font.render("Settings", (0, 0, 0), 2)
    shadowed = font.render_shadowed("Settings", (0, 0, 0), 2)
    assert lit(shadowed) == lit(plain)


def test_the_colour_asked_for_is_the_colour_drawn(font: Typeface) -> None:
    image = font.render("M", (200, 10, 30), 2)
    solid = [image.get_at((x, y)) for x in range(image.get_width()) for y in range(image.get_height())]
    assert any(c.a == 255 and (c.r, c.g, c.b) == (200, 10, 30) for c in solid)


def test_scale_below_one_is_refused(font: Typeface) -> None:
    with pytest.raises(ValueError, match="at least 1"):
        font.render("A", WHITE, 0)
