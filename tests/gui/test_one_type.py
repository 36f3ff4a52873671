"""One type for every word, measured on every screen at every desktop size from 800x600 to 4K.

Every line of text the window renders is recorded as it is set (its words, its face and its size): no word is
smaller than the status line (capital height within a pixel): a game window's own, and on every other screen a
Beginner game's on that desktop. Every word is in the one
family, no text is cut short with an ellipsis where a second line would hold it, and the boxes that hold text on a
screen (``Screen.widgets``) never overlap one another, nor do words cross the edge of one (a heading running out of
its panel, cut there or over its frame, with no ellipsis to say so): the screen is drawn again onto a surface that
keeps where each image of words went.
"""

from __future__ import annotations

import ast
import gettext
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

import pygame
import pytest

from minesweeper.core.language.pseudo import Accented, RightToLeft
from minesweeper.core.language.translate import English
from minesweeper.gui.app import App
from minesweeper.gui.art import font as font_module
from minesweeper.gui.art.font import BODY_FILE, HEADING_FILE, Typeface, body_em, capital_height, face, heading_em
from minesweeper.gui.art.prose import Prose
from minesweeper.gui.geometry import Size
from minesweeper.gui.play.canvas import PlayCanvas
from minesweeper.gui.screen import Screen, Widget
from minesweeper.gui.widgets.buttons import CUT
from tests.gui import scenes
from tests.gui.daily_kit import finish_in_window
from tests.gui.driver import Driver
from tests.gui.test_layout_sizes import SCREENS, WAITING, status_line
from tests.gui.test_layout_sizes import more_figures as more
from tests.saves import save_game, started_beginner

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Set:
    """A line of text as it was set: its words, the face's file, its size in pixels per em, and the play window's
    chrome scale when it was set in one (its own status line is the one to measure against), else 0."""

    text: str
    file: str
    em: int
    window: int = 0

    @property
    def capitals(self) -> int:
        return capital_height(face(self.file, self.em))


class Typeset(list[Set]):
    """The lines set in type, in order, and each image of words rendered (by its identity: the typeface keeps the
    images of labels it sets again), with its words."""

    def __init__(self) -> None:
        super().__init__()
        self.images: dict[int, tuple[pygame.Surface, str]] = {}
        self.said: set[str] = set()  # every sentence the catalogue translated, its placeholders unfilled

    def translated(self, sentence: str) -> str:
        self.said.add(sentence)
        return sentence

    def words(self) -> tuple[set[str], list[re.Pattern[str]]]:
        """The words of the sentences translated: as they are, and those with a placeholder in them as patterns (the
        placeholder standing for any word; one standing alone is filled with words translated themselves)."""
        words = {word for sentence in self.said for word in sentence.split()}
        patterns = [re.escape(word) for word in words if "{" in word and not re.fullmatch(r"\{\w*\}", word)]
        return words, [re.compile(re.sub(r"\\\{\w*\\\}", ".+", pattern)) for pattern in patterns]

    def rendered(self, image: pygame.Surface, text: str) -> pygame.Surface:
        self.images[id(image)] = (image, text)
        return image


class Recording(pygame.Surface):
    """A screen's surface that keeps where each image was drawn on it (a screen drawn again onto it, in a test)."""

    def __init__(self, size: Size) -> None:
        super().__init__(size)
        self.placed: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(  # type: ignore[override]
        self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0
    ) -> pygame.Rect:
        size = pygame.Rect(area).size if area is not None else source.get_size()
        placed = getattr(self, "placed", None)  # (none on a part of it cut out: a play screen draws its board so)
        if placed is not None:
            placed.append((source, pygame.Rect((dest[0], dest[1]), size).clip(self.get_clip())))  # as seen
        return super().blit(source, dest, area, special_flags)


def broken_words(boxes: list[Widget], typeset: Typeset) -> list[str]:
    """The words a box's label (a button's) breaks across its lines: where one line ends and the next begins, a word
    that is no whole word of a sentence translated, nor a figure; Chinese and Japanese, which break between their
    characters, are left out."""
    words, patterns = typeset.words()

    def whole(word: str) -> bool:
        if word in words or any(c.isdigit() for c in word) or any(p.fullmatch(word) for p in patterns):
            return True
        return any("\u2e80" <= c <= "\u9fff" or "\uff00" <= c <= "\uffef" for c in word)

    broken = []
    for box in boxes:
        lines = [line.split() for line in box.name.split("\n") if line.strip()]
        for before, after in pairwise(lines):
            broken += [f"{before[-1]} / {after[0]}" for word in (before[-1], after[0]) if not whole(word)][:1]
    return broken


def spilt_words(screen: Screen, typeset: Typeset) -> list[tuple[str, str]]:
    """Words drawn across the edge of a box of the screen (``Screen.widgets``: a panel, a button, a row): the words
    and the box, for each; words never run out of their panel, cut by its edge or over its frame."""
    recording = Recording(screen.size())
    screen.draw(recording, True)
    spilt = []
    for image, place in recording.placed:
        drawn = typeset.images.get(id(image))
        if drawn is None or drawn[0] is not image:
            continue  # not words, or not set by the typeface
        spilt += [
            (drawn[1], w.name) for w in screen.widgets() if w.rect.colliderect(place) and not w.rect.contains(place)
        ]
    return spilt


@pytest.fixture
def typeset(monkeypatch: pytest.MonkeyPatch) -> Iterator[Typeset]:
    """Every line the typeface and the prose render from now on, recorded, and each image of words."""
    seen = Typeset()
    label, sentence, draw = Typeface.render, Prose.render, App.draw
    drawing: list[int] = [0]  # the scale of the play window being drawn, 0 for any other screen

    def app_draw(self: App) -> None:
        canvas = getattr(self.screen, "canvas", None)
        drawing[0] = canvas.layout.scale if isinstance(canvas, PlayCanvas) else 0
        draw(self)

    def label_render(
        self: Typeface,
        text: str,
        colour: pygame.typing.ColorLike,
        scale: int = 1,
        *,
        heading: bool = False,
        keep: bool = True,
    ) -> pygame.Surface:
        em = heading_em(scale) if heading else body_em(scale)
        file = HEADING_FILE if heading else BODY_FILE
        seen.extend(Set(line, file, em, drawing[0]) for line in text.split("\n") if line.strip())
        return seen.rendered(label(self, text, colour, scale, heading=heading, keep=keep), text)

    def sentence_render(self: Prose, text: str, colour: pygame.typing.ColorLike) -> pygame.Surface:
        if text.strip():
            seen.append(Set(text, BODY_FILE, self.size_px, drawing[0]))
        return seen.rendered(sentence(self, text, colour), text)

    for catalogue in (English, Accented, RightToLeft, gettext.GNUTranslations):
        said, said_of = catalogue.gettext, catalogue.ngettext

        def recorded(self: Any, message: str, said: Any = said) -> str:
            return seen.translated(said(self, message))

        def recorded_of(self: Any, singular: str, plural: str, n: int, said_of: Any = said_of) -> str:
            return seen.translated(said_of(self, singular, plural, n))

        monkeypatch.setattr(catalogue, "gettext", recorded)
        monkeypatch.setattr(catalogue, "ngettext", recorded_of)
    monkeypatch.setattr(Typeface, "render", label_render)
    monkeypatch.setattr(Prose, "render", sentence_render)
    monkeypatch.setattr(App, "draw", app_draw)
    yield seen


def with_saved_game(reach: Callable[[Driver], Screen]) -> Callable[[Path], Driver]:
    def open_(tmp: Path) -> Driver:
        save_game(tmp, started_beginner(), 100)
        driver = Driver(tmp)
        reach(driver)
        driver.step()
        return driver

    return open_


def fixed(reach: Callable[[Driver], Screen]) -> Callable[[Path], Driver]:
    def open_(tmp: Path) -> Driver:
        driver = Driver(tmp)
        reach(driver)
        driver.step()
        return driver

    return open_


def daily_card(tmp: Path) -> Driver:
    """Today's Beginner daily won in the window, the review in: its card names it and says it counted."""
    driver = Driver(tmp)
    driver.choose("daily")
    driver.key(pygame.K_RETURN)
    finish_in_window(driver, won=True)
    return driver


def more_figures(scene: Callable[[Path], Driver]) -> Callable[[Path], Driver]:
    """A scene whose results card is turned to its second page (where its figures take two)."""

    def open_(tmp: Path) -> Driver:
        driver = scene(tmp)
        more(driver)
        return driver

    return open_


PLACES: dict[str, Callable[[Path], Driver]] = {
    **{f"screen {name}": (with_saved_game if name in WAITING else fixed)(reach) for name, reach in SCREENS.items()},
    **{f"scene {name}": scene for name, scene in scenes.SCENES.items()},
    "scene won, more figures": more_figures(scenes.won),
    "scene verdict, more figures": more_figures(scenes.verdict),
    "expert": lambda tmp: Driver.preset(tmp, "expert"),
    "daily card": daily_card,
    "daily card, more figures": more_figures(daily_card),
}


@pytest.mark.parametrize("place", list(PLACES))
def test_every_word_is_in_the_one_type_no_smaller_than_the_status_line_and_whole(
    tmp_path: Path, desktop: Size, typeset: Typeset, place: str
) -> None:
    status_em = status_line(tmp_path / "status").size_px
    typeset.clear()
    driver = PLACES[place](tmp_path / "data")
    try:
        desktop_least = Set("", BODY_FILE, status_em).capitals

        def least(line: Set) -> int:
            """A play window's own status line; on any other screen, a Beginner game's on this desktop."""
            return Set("", BODY_FILE, body_em(line.window)).capitals if line.window else desktop_least

        assert typeset, "nothing was set in type"
        assert {line.file for line in typeset} <= {BODY_FILE, HEADING_FILE}
        small = sorted({(line.capitals, least(line), line.text) for line in typeset if line.capitals < least(line) - 1})
        assert not small, f"smaller than the status line's capitals (theirs, the line's, the words): {small[:5]}"
        cut = sorted({line.text for line in typeset if line.text.endswith(CUT)})
        assert not cut, f"cut short: {cut}"
        screen = driver.app.screen
        boxes = [w for w in screen.widgets()] if hasattr(screen, "widgets") else []
        crossed = [
            (a.name, b.name)
            for i, a in enumerate(boxes)
            for b in boxes[i + 1 :]
            if a.rect.colliderect(b.rect) and not (a.rect.contains(b.rect) or b.rect.contains(a.rect))
        ]
        assert not crossed, f"boxes of text overlap: {crossed}"
        spilt = spilt_words(screen, typeset)
        assert not spilt, f"words across the edge of their box (the words, the box): {spilt}"
        broken = broken_words(boxes, typeset)
        assert not broken, f"words broken across the lines of a label: {broken}"
    finally:
        driver.close()


def test_nothing_but_the_typeface_loads_a_font() -> None:
    """Words are set only through ``art.font`` (its one family): no screen reaches for pygame's own fonts."""
    loaders = {"Font", "SysFont", "match_font"}
    found = []
    for path in (ROOT / "minesweeper").rglob("*.py"):
        if path == Path(font_module.__file__):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in loaders:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            if isinstance(node, ast.alias) and node.name in {"pygame.font", "pygame.freetype", "pygame.ftfont"}:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, f"fonts loaded outside the typeface: {found}"
