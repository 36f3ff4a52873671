"""The reading typeface: sentences the player must read (hints, verdicts, notices, help, descriptions).

The bitmap font (``font.py``) is crisp for titles, digits and short labels, but a sentence set in 7-pixel
glyphs is hard to read. Prose uses pygame-ce's bundled FreeSans Bold through ``pygame.freetype`` with kerning
off (the face's kerning table, which ``pygame.font`` always applies, opens gaps inside words: "sa fe"). The
face is GPL with the font exception and ships inside the pygame-ce wheel, so the game's wheel and standalone
app carry it with no file of our own. It is drawn antialiased, and sized from the window's chrome scale so
that its capital letters are never smaller than the bitmap font's at the status line's size. Text is wrapped on word
boundaries to a width and never cut: a word wider than a whole line (a file's full path) is broken after a
separator if it has one.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

import pygame
import pygame.freetype
from pygame.typing import ColorLike

from minesweeper.core.presets import PRESETS
from minesweeper.gui.geometry import MAX_SCREEN_SCALE, fitted_chrome, opening

SIZE_PER_SCALE: Final = 16
"""Font size per text scale: FreeSans Bold's capitals are about half its size, so 16 per scale gives capitals
of 8 pixels per scale, one more than the bitmap font's 7."""
READING_SIZE: Final = 28
"""The least size of the play window's message bar (capitals of 15 pixels, lines of ``geometry.READING_LINE``): a
compact 1x frame (Expert on an 800x600 laptop) keeps words a player reads, not the chrome's 7-pixel size."""
SEPARATORS: Final = "/\\-._"
DEFAULT_FONT_SHRINK: Final = 0.6875
"""``pygame.font`` draws its default face at this share of the size asked for; sizes here keep that meaning."""


def text_scale(scale: int) -> int:
    """The status line's text scale at a chrome ``scale``: the chrome's up to 2, then one less (big windows
    need a little less emphasis)."""
    return scale if scale <= 2 else scale - 1


def wrap_words(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` (as ``measure`` gives a string's width), at spaces.

    A word wider than a line on its own (notices name files by their full path) is cut too: after a separator
    (``/ \\ - . _``) in its second half if there is one, else where the line is full. Newlines start new lines.
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if measure(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            line = word
            while measure(line) > width:
                fit = max((n for n in range(1, len(line)) if measure(line[:n]) <= width), default=1)
                mark = max(line.rfind(c, 0, fit) for c in SEPARATORS) + 1
                cut = mark if mark > fit // 2 else fit
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return lines


class Prose:
    """The reading typeface at one size: measure, wrap and render antialiased text."""

    def __init__(self, size: int) -> None:
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        self.size_px = size
        self.face = pygame.freetype.Font(None, round(size * DEFAULT_FONT_SHRINK))
        self.face.kerning = False
        self.face.antialiased = True
        self.face.origin = True  # render_to places the baseline, so every line of a block sits alike
        self.ascender = self.face.get_sized_ascender(0)
        self.face_h = self.face.get_sized_height(0)
        self.line_h = self.face_h + max(1, size // 8)
        """One line's height, with a little air between lines."""

    @classmethod
    def for_scale(cls, scale: int) -> Prose:
        """Prose at a chrome ``scale`` (1 to 4), no smaller than the status line's bitmap text at that scale."""
        return _prose(SIZE_PER_SCALE * text_scale(max(1, scale)))

    @classmethod
    def for_message(cls, scale: int) -> Prose:
        """The play window's message bar at a chrome ``scale``: as ``for_scale``, but never below ``READING_SIZE``
        (its lines are ``geometry.message_line`` tall, made to hold it)."""
        return _prose(max(READING_SIZE, SIZE_PER_SCALE * text_scale(max(1, scale))))

    @classmethod
    def beside_labels(cls, scale: int) -> Prose:
        """Sentences set among the bitmap font's labels at a chrome ``scale`` (the help pages, the results card):
        never below ``READING_SIZE``, as the message bar (a compact 1x frame still has words a player reads), and
        with capitals no smaller than the labels' beside them (8 pixels a scale against the bitmap's 7)."""
        return _prose(max(READING_SIZE, SIZE_PER_SCALE * max(1, scale)))

    def capital_height(self) -> int:
        """How tall a capital letter stands above the baseline, in pixels (what readability is judged by)."""
        (metric,) = self.face.get_metrics("H")
        return 0 if metric is None else math.ceil(metric[3])

    def width(self, text: str) -> int:
        """The advance of ``text``: where the next letter would start."""
        return math.ceil(sum(metric[4] for metric in self.face.get_metrics(text) if metric is not None))

    def wrap(self, text: str, width: int) -> list[str]:
        """``text`` as lines no wider than ``width`` pixels, broken at spaces; never cut short."""
        return wrap_words(text, width, self.width)

    def height(self, lines: int) -> int:
        """The height of ``lines`` lines of text."""
        return lines * self.line_h

    def render(self, text: str, colour: ColorLike) -> pygame.Surface:
        """One line, antialiased, on a transparent surface."""
        surface = pygame.Surface((max(1, self.width(text)), self.face_h), pygame.SRCALPHA)
        self.face.render_to(surface, (0, self.ascender), text, colour)
        return surface

    def block(self, text: str, colour: ColorLike, width: int) -> pygame.Surface:
        """``text`` wrapped to ``width`` pixels: a transparent surface as wide as its widest line."""
        lines = self.wrap(text, width)
        surface = pygame.Surface(
            (max(1, max(self.width(line) for line in lines)), self.height(len(lines))), pygame.SRCALPHA
        )
        for number, line in enumerate(lines):
            surface.blit(self.render(line, colour), (0, number * self.line_h))
        return surface


def reading(available: tuple[int, int]) -> Prose:
    """The reading type of the fixed screens (settings, statistics, history, ...) on a desktop with room
    ``available``: the game's status line's there (Beginner at its opening size), so a screen's sentences are
    never smaller than the game's, whatever scale the screen itself is drawn at."""
    board = (PRESETS["beginner"].width, PRESETS["beginner"].height)
    zoom, _ = opening(board, available)
    return Prose.for_scale(fitted_chrome(board, zoom, available) or 1)


def fit_scale(
    available: tuple[int, int], needs: tuple[int, int], prose: Prose, width: int, groups: Sequence[Sequence[str]]
) -> tuple[int, list[int]]:
    """The largest scale (up to ``MAX_SCREEN_SCALE``) at which a screen that ``needs`` a size at 1x besides its
    sentences fits ``available`` with them: each group of sentences shares a box ``width`` wide at 1x and
    takes the lines its longest needs there; the scale and each group's lines (scale 1 if none fits)."""
    for scale in range(MAX_SCREEN_SCALE, 0, -1):
        lines = [max(len(prose.wrap(text, width * scale)) for text in group) for group in groups]
        if needs[0] * scale <= available[0] and needs[1] * scale + prose.height(sum(lines)) <= available[1]:
            return scale, lines
    return 1, [max(len(prose.wrap(text, width)) for text in group) for group in groups]


@dataclass(frozen=True)
class Sentence:
    """A sentence a screen sets in a box: wrapped in the reading type to the box's width, drawn in its box.

    Screens name theirs (``sentences()``) so a test can measure that each is large enough and whole."""

    name: str
    text: str
    box: pygame.Rect
    prose: Prose

    @property
    def lines(self) -> list[str]:
        return self.prose.wrap(self.text, self.box.width)

    def fits(self) -> bool:
        """Every line inside the box: none wider, and all of them as tall as the box at most."""
        lines = self.lines
        return self.prose.height(len(lines)) <= self.box.height and all(
            self.prose.width(line) <= self.box.width for line in lines
        )

    def draw(self, surface: pygame.Surface, colour: ColorLike, *, centred: bool = True, middle: bool = False) -> None:
        """The lines from the box's top (or centred in its height when ``middle``), each centred in its width
        or from its left edge; a box too short shows what fits, but layouts make room (``fits``)."""
        lines = self.lines
        top = self.box.top + (max(0, (self.box.height - self.prose.height(len(lines))) // 2) if middle else 0)
        clip = surface.get_clip()
        surface.set_clip(self.box.clip(clip))
        for number, line in enumerate(lines):
            image = self.prose.render(line, colour)
            x = self.box.centerx - image.get_width() // 2 if centred else self.box.left
            surface.blit(image, (x, top + number * self.prose.line_h))
        surface.set_clip(clip)


_SIZES: dict[int, Prose] = {}
"""Prose by font size, loaded once per pygame session: ``pygame.quit`` ends every font, so the first size
loaded in a session registers the clearing of this cache with it."""


def _prose(size: int) -> Prose:
    if not _SIZES:
        pygame.register_quit(_SIZES.clear)
    if size not in _SIZES:
        _SIZES[size] = Prose(size)
    return _SIZES[size]
