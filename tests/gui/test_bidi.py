"""Right-to-left lines in the right order: the game's bidi layer (``art.bidi``) gives python-bidi's visual order (the
Unicode Bidirectional Algorithm, the test's oracle: it is never shipped), and the text layer draws an Arabic
sentence's runs in that order, its numbers and its cell name left to right inside it, each run in the font that has
its letters."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from bidi import get_display
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.core.language.pseudo import RightToLeft
from minesweeper.core.language.translate import ENGLISH, install_language
from minesweeper.gui.art.bidi import levels, mirrored, visual
from minesweeper.gui.art.font import BODY_FILE, Typeface, body_em, face, render_line, text_width
from minesweeper.gui.art.prose import Prose
from minesweeper.language import load

SENTENCES = [
    "بقي 10 ألغام",
    "افتح الخلية A5 الآن",
    "تم المسح في 93.412 ث! أفضل وقت جديد!",
    "(تدريب: غير مصنف) 87%",
    "نسبة 12.5% من 3BV/s",
    "A5 و B12 هما الخليتان",
    "3BV هو 42",
    "الوقت: 1,234.5 ث (جديد)",
    "Hello (world) مرحبا [A5] 10",
    "قبل -3 و +4 و 1/2",
    "١٢٣ و ٤٥٦ ألغام",
    "abc 123 def",
    "ا (A ب) C",
    " مرحبا 5  ",
    "87\u200e%\u200e نسبة",
]
ALPHABET = "ابت جح ABC abc 0123 ٠١٢ .,:;-+%/()[]!?«» \u200e"
"""Arabic and Latin letters, European and Arabic-Indic digits, their separators and terminators, brackets, spaces
and a bidi mark: every kind of character the game's sentences mix."""


@pytest.mark.parametrize("rtl", [True, False], ids=["right to left", "left to right"])
@pytest.mark.parametrize("text", SENTENCES)
def test_lines_read_in_python_bidis_order(text: str, rtl: bool) -> None:
    assert visual(text, rtl, mirror=False) == get_display(text, base_dir="R" if rtl else "L")


@given(st.text(alphabet=ALPHABET, max_size=40), st.booleans())
def test_any_mix_of_the_games_characters_reads_in_python_bidis_order(text: str, rtl: bool) -> None:
    assert visual(text, rtl, mirror=False) == get_display(text, base_dir="R" if rtl else "L")


def test_brackets_are_mirrored_in_a_right_to_left_run() -> None:
    assert mirrored("(ب)") == "(ب)"
    assert visual("ا (ب) ج", rtl=True) == "ج (ب) ا"


def test_a_paragraph_reads_in_its_languages_direction_whatever_it_starts_with() -> None:
    """An Arabic sentence that starts with "3BV" is still right to left: the number and the name at its right."""
    assert levels("3BV هو", rtl=True)[0] == 2  # a number inside a right-to-left paragraph
    assert visual("3BV هو", rtl=True) == "وه 3BV"


@pytest.fixture
def arabic() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    install_language(load("ar_XB"))
    yield
    install_language(ENGLISH)
    pygame.display.quit()


def test_an_arabic_sentence_with_numbers_and_a_cell_name_is_drawn_in_visual_order(arabic: None) -> None:
    """The line's pieces, left to right, are python-bidi's visual order: the Arabic words in Noto Sans Arabic (shaped
    right to left from their logical order), the number and the cell name in Inter, left to right."""
    from minesweeper.gui.art.font import _pieces

    sentence = "افتح الخلية A5: بقي 10 ألغام"
    pieces = _pieces(sentence, BODY_FILE, True, "SC")
    drawn = "".join(piece.text[::-1] if piece.rtl else piece.text for piece in pieces)
    assert drawn == get_display(sentence, base_dir="R")
    fonts = {piece.text.strip(): piece.file for piece in pieces if piece.text.strip()}
    assert fonts["A5"] == BODY_FILE and fonts["10"] == BODY_FILE
    assert any(piece.file.endswith("NotoSansArabic-Regular.ttf") and piece.rtl for piece in pieces)
    shape = face(BODY_FILE, body_em(2))
    line = render_line(shape, sentence, (0, 0, 0))
    assert line.get_width() == text_width(shape, sentence) > 0
    assert line.get_bounding_rect().right >= line.get_width() - 3


def test_a_right_to_left_block_aligns_its_lines_right(arabic: None) -> None:
    font = Typeface.load()
    block = font.render("ابت\nابت ابت ابت", (0, 0, 0), 2)
    rect = block.subsurface((0, 0, block.get_width(), block.get_height() // 2)).get_bounding_rect()
    assert rect.right >= block.get_width() - 3 and rect.left > block.get_width() // 3


def test_a_right_to_left_paragraph_wraps_from_the_right_each_line_in_python_bidis_order(arabic: None) -> None:
    """Wrapped in logical order (its first words on the first line, at the right), each line then put in visual order
    on its own, as python-bidi orders that line, its numbers and cell names left to right inside it."""
    from minesweeper.gui.art.font import _pieces

    prose = Prose.for_scale(2)
    sentence = (
        RightToLeft().gettext("Open {cell}: it touches {n} mines, so every other cell is safe").format(cell="A5", n=10)
    )
    lines = prose.wrap(sentence, 160)
    assert len(lines) > 2 and " ".join(lines) == sentence and lines[0].startswith("وبىن A5")
    for line in lines:
        drawn = "".join(piece.text[::-1] if piece.rtl else piece.text for piece in _pieces(line, BODY_FILE, True, "SC"))
        assert drawn == get_display(line, base_dir="R")
    block = prose.block(sentence, (0, 0, 0), 160)
    for number in range(len(lines)):
        ink = block.subsurface((0, number * prose.line_h, block.get_width(), prose.line_h)).get_bounding_rect()
        assert block.get_width() - ink.right <= 2  # every line flush right
    assert any(block.get_width() - prose.width(line) > 20 for line in lines)  # and a shorter one ragged at the left


def test_the_clicks_figure_reads_from_the_right_the_total_then_each_buttons_count_in_order() -> None:
    """Arabic writes the clicks with the community's Latin letters ("L 3"): between them the list would be one
    left-to-right run, read backwards from the right ("D 7" first). A right-to-left reader meets the total, then the
    left, right and double clicks, each letter beside its own count, in python-bidi's order of the logical string."""
    from minesweeper.core.metrics.scorecard import _counted

    install_language(load("ar"))
    try:
        value = next(f.value for f in _counted(9000, 20, 20, 3, 5, 7) if f.label == "Clicks")
    finally:
        install_language(ENGLISH)
    shown: str = get_display(value, base_dir="R")
    assert visual(value, rtl=True, mirror=False) == shown

    def at(letter: str, count: int) -> int:  # where a button's letter and its count stand together
        return max(shown.find(f"{letter} {count}"), shown.find(f"{count} {letter}"))

    places = [shown.rfind("15"), at("L", 3), at("R", 5), at("D", 7)]
    assert -1 not in places and places == sorted(places, reverse=True)
