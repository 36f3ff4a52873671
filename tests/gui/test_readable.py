"""Readable digits and themes: every theme's text colours stand out from the grounds they are drawn on by the
WCAG's 4.5:1, the counters' unlit segments stay a faint trace under lit ones two pixels thick, and the results
card's sentences are set in the reading type, wrapped inside the card."""

from __future__ import annotations

import pygame
import pytest

from minesweeper.core.metrics.scorecard import Figure
from minesweeper.gui.art.files import load_png
from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.palette import CHROME, Theme, chrome, contrast
from minesweeper.gui.art.prose import Prose
from minesweeper.gui.art.sheets import DIGIT_BLANK, DIGIT_H, DIGIT_W, DIGITS_PNG
from minesweeper.gui.play.card_buttons import CardButton, CardCommand
from minesweeper.gui.play.results_card import EndPanel

TEXT_ON_GROUND = {
    "ink on face": ("ink", "face"),
    "dim ink on face": ("dim_ink", "face"),
    "ink on field": ("ink", "field"),
    "dim ink on field": ("dim_ink", "field"),
    "title on band": ("on_accent", "accent"),
    "headings on face": ("accent", "face"),
    "alert on face": ("alert", "face"),
    "good on face": ("good", "face"),
    "alert on field": ("alert", "field"),
    "good on field": ("good", "field"),
}


@pytest.mark.parametrize("theme", list(Theme))
@pytest.mark.parametrize("pair", list(TEXT_ON_GROUND))
def test_every_themes_text_has_at_least_4_5_to_1_contrast_on_its_ground(theme: Theme, pair: str) -> None:
    colours = CHROME[theme]
    text, ground = (getattr(colours, name) for name in TEXT_ON_GROUND[pair])
    assert contrast(text, ground) >= 4.5, f"{theme.label}: {pair} is {contrast(text, ground):.2f}:1"


def test_contrast_follows_the_wcag_formula() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


def digit_colours(index: int) -> set[tuple[int, int, int]]:
    sheet = load_png(DIGITS_PNG)
    cell = sheet.subsurface((index * DIGIT_W, 0, DIGIT_W, DIGIT_H))
    return {tuple(cell.get_at((x, y)))[:3] for x in range(DIGIT_W) for y in range(DIGIT_H)}  # type: ignore[misc]


def test_unlit_segments_are_at_most_a_third_of_the_lit_ones_contrast() -> None:
    ground = (0, 0, 0)
    unlit = max(digit_colours(DIGIT_BLANK) - {ground}, key=sum)
    lit = max(digit_colours(8), key=sum)
    assert contrast(unlit, ground) - 1 <= (contrast(lit, ground) - 1) / 3
    assert max(unlit) <= max(lit) // 6  # a trace, not a glow: "000" never reads "888"


def test_segments_are_two_pixels_thick_like_the_xp_counter() -> None:
    sheet = load_png(DIGITS_PNG)
    one = sheet.subsurface((1 * DIGIT_W, 0, DIGIT_W, DIGIT_H))
    lit = max(digit_colours(8), key=sum)
    row = [tuple(one.get_at((x, DIGIT_H // 4)))[:3] == lit for x in range(DIGIT_W)]
    assert sum(row) == 2


def test_the_results_cards_sentences_are_in_the_reading_type_and_wrap_inside_it(font: Typeface) -> None:
    verdict = (
        "Forced guess: every cell left had the same chance of a mine, so no click was safer than the "
        "one you made; nothing you could have seen would have helped"
    )
    card = EndPanel(
        font,
        chrome("classic"),
        2,
        pygame.Rect(0, 0, 420, 480),
        title="Lost: Beginner",
        headline="Boom! 12 of 71 safe cells opened",
        headline_colour=(176, 0, 0),
        figures=[Figure("Time", "12.3 s")],
        code="B9x9-abc",
        buttons=[CardButton("New game", pygame.K_n, CardCommand.NEW)],
        verdict=verdict,
    )
    prose = Prose.for_scale(card.scale)
    sentences = [line for line in card.lines if line.prose]
    assert " ".join(line.text for line in sentences).endswith(verdict)
    width = card.panel.width - 2 * (2 + 4) * card.scale
    assert all(prose.width(line.text) <= width for line in sentences)
    assert len({line.y for line in sentences}) == len(sentences)  # one line each, none drawn over another
