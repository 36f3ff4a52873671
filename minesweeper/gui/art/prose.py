"""Sentences the player must read (hints, verdicts, notices, help, descriptions): wrapped to a width, never cut.

Prose is set in the game's one typeface (``font``) at the body size of a chrome scale, the same size as the
labels beside it, so a screen's words are one size and one face. Text is wrapped on word boundaries to a
width and never cut: a word wider than a whole line (a file's full path) is broken after a separator if it
has one. Chinese and Japanese, written without spaces, break between their characters (never before a closing mark
nor after an opening one); a language written right to left aligns its lines right.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

import pygame
from pygame.typing import ColorLike

from minesweeper.core.language.translate import installed
from minesweeper.core.presets import PRESETS
from minesweeper.gui.art.font import BODY_FILE, as_read, body_em, capital_height, face, render_line, text_width
from minesweeper.gui.geometry import MAX_SCREEN_SCALE, fitted_chrome, opening

SEPARATORS: Final = "/\\-._"
NO_LINE_START: Final = frozenset("、。，．：；？！）」』】〕〉》ー…々ぁぃぅぇぉっゃゅょァィゥェォッャュョ%")
"""Marks a line of Chinese or Japanese never starts with (closing marks, small kana, the long vowel mark)."""
NO_LINE_END: Final = frozenset("（「『【〔〈《")
"""Marks a line of Chinese or Japanese never ends with (opening marks)."""


def _ideographic(character: str) -> bool:
    """A character of the scripts written without spaces: CJK ideographs, kana, their punctuation and full-width
    forms."""
    return "\u2e80" <= character <= "\u9fff" or "\uf900" <= character <= "\ufaff" or "\uff00" <= character <= "\uffef"


def _tokens(paragraph: str) -> list[tuple[str, bool]]:
    """A paragraph as the pieces a line may break between, each with whether a space goes before it: its words, and
    within a word of Chinese or Japanese each character (its marks kept with the character they belong to)."""
    tokens: list[tuple[str, bool]] = []
    for index, word in enumerate(paragraph.split(" ")):
        start = 0
        for i in range(1, len(word)):
            before, character = word[i - 1], word[i]
            if (
                (_ideographic(before) or _ideographic(character))
                and character not in NO_LINE_START
                and before not in NO_LINE_END
            ):
                tokens.append((word[start:i], index > 0 and start == 0))
                start = i
        tokens.append((word[start:], index > 0 and start == 0))
    return tokens


def wrap_words(text: str, width: int, measure: Callable[[str], int], *, cut: bool = True) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` (as ``measure`` gives a string's width), at spaces.

    A word wider than a line on its own (notices name files by their full path) is cut too: after a separator
    (``/ \\ - . _``) in its second half if there is one, else where the line is full; without ``cut`` (a label, whose
    box is measured to hold its widest word: ``widest_word``) it is left whole on a line of its own. Newlines start
    new lines. Text without spaces (Chinese, Japanese) breaks between its characters.
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word, spaced in _tokens(paragraph):
            candidate = (f"{line} {word}" if spaced else line + word) if line else word
            if measure(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            line = word
            while cut and measure(line) > width:
                fit = _longest_fitting(line, width, measure)
                mark = max(line.rfind(c, 0, fit) for c in SEPARATORS) + 1
                at = mark if mark > fit // 2 else fit
                lines.append(line[:at])
                line = line[at:]
        lines.append(line)
    return lines


def widest_word(text: str, measure: Callable[[str], int]) -> int:
    """The width of ``text``'s widest piece a line cannot break (a word; in Chinese or Japanese a character with its
    marks): the least width that wraps it without cutting a word."""
    return max(measure(word) for paragraph in text.split("\n") for word, _spaced in _tokens(paragraph))


def _longest_fitting(word: str, width: int, measure: Callable[[str], int]) -> int:
    """How many of ``word``'s letters fit in ``width`` (at least one, so a cut always moves on). Widths add up letter
    by letter (the type is set without kerning), so a longer start is never narrower and a halving search finds it
    in a few measures, not one a letter: a 300-letter path on a card laid out at several sizes stays instant."""
    low, high = 1, len(word) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if measure(word[:middle]) <= width:
            low = middle
        else:
            high = middle - 1
    return low


class Prose:
    """The typeface's body at one size: measure, wrap and render antialiased sentences."""

    def __init__(self, size: int) -> None:
        self.size_px = size
        self._face = face(BODY_FILE, size)
        self.line_h = self._face.line_h
        """One line's height, with a little air between lines."""

    @classmethod
    def for_scale(cls, scale: int) -> Prose:
        """Prose at a chrome ``scale``: the body size of that scale, as the labels beside it and the status line."""
        return _prose(body_em(max(1, scale)))

    def capital_height(self) -> int:
        """How tall a capital letter stands above the baseline, in pixels (what readability is judged by)."""
        return capital_height(self._face)

    def width(self, text: str) -> int:
        """The advance of ``text``: where the next letter would start."""
        return text_width(self._face, text)

    def wrap(self, text: str, width: int) -> list[str]:
        """``text`` as lines no wider than ``width`` pixels, broken at spaces; never cut short."""
        return wrap_words(text, width, self.width)

    def height(self, lines: int) -> int:
        """The height of ``lines`` lines of text."""
        return lines * self.line_h

    def render(self, text: str, colour: ColorLike) -> pygame.Surface:
        """One line, antialiased, on a transparent surface."""
        return render_line(self._face, text, colour)

    def block(self, text: str, colour: ColorLike, width: int) -> pygame.Surface:
        """``text`` wrapped to ``width`` pixels: a transparent surface as wide as its widest line."""
        lines = self.wrap(text, width)
        surface = pygame.Surface(
            (max(1, max(self.width(line) for line in lines)), self.height(len(lines))), pygame.SRCALPHA
        )
        for number, line in enumerate(lines):
            image = self.render(line, colour)
            surface.blit(image, as_read(surface.get_rect(), image.get_rect(top=number * self.line_h)))
        return surface


def reading(available: tuple[int, int]) -> Prose:
    """The reading type of the fixed screens (settings, statistics, history, ...) on a desktop with room
    ``available``: the game's status line's there (Beginner at its opening size), so a screen's sentences are
    never smaller than the game's, whatever scale the screen itself is drawn at."""
    board = (PRESETS["beginner"].width, PRESETS["beginner"].height)
    zoom, _ = opening(board, available)
    return Prose.for_scale(fitted_chrome(board, zoom, available) or 1)


def fit_scale(
    available: tuple[int, int],
    needs: tuple[int, int] | Callable[[int], tuple[int, int]],
    prose: Prose,
    width: int | Callable[[int], int],
    groups: Sequence[Sequence[str]],
) -> tuple[int, list[int]]:
    """The largest scale (up to ``MAX_SCREEN_SCALE``) at which a screen that ``needs`` a size at 1x besides its
    sentences fits ``available`` with them: each group of sentences shares a box ``width`` wide at 1x and
    takes the lines its longest needs there; the scale and each group's lines (scale 1 if none fits). A screen
    whose width follows its words (which take fewer chrome pixels at a larger scale) gives ``needs`` and ``width``
    as what they are at each scale."""
    for scale in range(MAX_SCREEN_SCALE, 0, -1):
        need = needs(scale) if callable(needs) else needs
        room = width(scale) if callable(width) else width
        lines = [max(len(prose.wrap(text, room * scale)) for text in group) for group in groups]
        if need[0] * scale <= available[0] and need[1] * scale + prose.height(sum(lines)) <= available[1]:
            return scale, lines
    room = width(1) if callable(width) else width
    return 1, [max(len(prose.wrap(text, room)) for text in group) for group in groups]


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
        or from its left edge (its right edge, in a language written right to left); a box too short shows what fits,
        but layouts make room (``fits``)."""
        lines = self.lines
        top = self.box.top + (max(0, (self.box.height - self.prose.height(len(lines))) // 2) if middle else 0)
        clip = surface.get_clip()
        surface.set_clip(self.box.clip(clip))
        for number, line in enumerate(lines):
            image = self.prose.render(line, colour)
            place = image.get_rect(topleft=(self.box.left, top + number * self.prose.line_h))
            if centred:
                place.centerx = self.box.centerx
            surface.blit(image, place if centred else as_read(self.box, place))
        surface.set_clip(clip)


_SIZES: dict[tuple[int, bool], Prose] = {}
"""Prose by size and by whether the language's face sets its Arabic letters fitted to the line box (``font.face``),
made once per pygame session (its faces end with ``pygame.quit``)."""


def _prose(size: int) -> Prose:
    if not _SIZES:
        pygame.register_quit(_SIZES.clear)
    key = (size, installed().rtl)
    if key not in _SIZES:
        _SIZES[key] = Prose(size)
    return _SIZES[key]
