"""A one-line text box draws nothing past its edge: a long name scrolls inside it, a long placeholder is cut short
with an ellipsis (a language's "Untitled" can run longer than the box)."""

from __future__ import annotations

import pygame
import pytest

from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.palette import chrome
from minesweeper.gui.widgets.text_field import TextField

BACKDROP = (255, 0, 255)
LONG = "A name far longer than its little box can hold"


def drawn_outside(field: TextField, font: Typeface, *, placeholder: str = "") -> int:
    """How many pixels the field drew outside its box, on a backdrop of one colour."""
    surface = pygame.Surface((field.rect.right + 80, field.rect.bottom + 20))
    surface.fill(BACKDROP)
    field.draw(surface, font, 2, chrome("classic"), placeholder=placeholder)
    return sum(
        surface.get_at((x, y))[:3] != BACKDROP
        for x in range(surface.get_width())
        for y in range(surface.get_height())
        if not field.rect.collidepoint(x, y)
    )


@pytest.mark.parametrize(("text", "placeholder"), [(LONG, ""), ("", LONG)], ids=["text", "placeholder"])
def test_words_longer_than_the_box_stay_inside_it(font: Typeface, text: str, placeholder: str) -> None:
    field = TextField(pygame.Rect(10, 10, 120, 32), max_length=80, text=text)
    assert font.size(LONG, 2)[0] > field.rect.width  # the words would run past the box if drawn whole
    assert drawn_outside(field, font, placeholder=placeholder) == 0
