"""The game's one typeface: every word the player reads, set in Inter at the body size of its window's scale.

One family for prose, labels, buttons, menus, tables, the results card, help and Settings, so no screen
changes face or jumps between a pixel font and a smooth one. Inter (SIL Open Font License, ``assets/fonts``,
licence beside it) was chosen for legibility at small sizes on screens and for its coverage: Latin with
accents, Greek and Cyrillic, so translations need no other type. The LED counters, the face and the board's
pixel art are drawn from sprite sheets, not set in type.

Other scripts fall back, character by character, to Noto (``FALLBACKS``: Noto Sans Arabic, Noto Sans CJK in the
Simplified Chinese or the Japanese form, subsets shipped beside Inter with their licence): every line is split into
runs by direction (``bidi``: an Arabic sentence with a number or a cell name in it is put in visual order) and by
the font that covers each character (``coverage``, read from the fonts' cmaps when they are made). Inter's runs are
set with FreeType as ever; a fallback font's with SDL_ttf, whose HarfBuzz joins Arabic letters when told the script
and the direction. pygame-ce does neither the reordering nor the fallback itself. A line of a language written right
to left starts at the right of its box (``as_read``, the one place text takes its side from the language), in the
same line box as English's, its Arabic letters fitted to it (``face``); the board is never mirrored. A line in Inter
alone, left to right (every English line), takes the one fast path it always took.

A window's chrome scale (1 to 4) picks one body size (``BODY_EM``) and one heading size (``HEADING_EM``). The
sizes grow gently with the scale: the status line of a window is set at its body size, and every screen on a
desktop is drawn at a scale whose body size is within a pixel of the status line's there, so no word anywhere
is smaller than the status line's. Callers pass the scale they lay out at; ``size`` tells them what a text
needs, so layouts make room for the words rather than the words shrinking to fit.
"""

from __future__ import annotations

import math
import re
import unicodedata
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Final

import pygame
import pygame.freetype
from pygame.typing import ColorLike

from minesweeper.core.language.translate import installed
from minesweeper.gui.art.palette import relative_luminance

if TYPE_CHECKING:
    import pygame.font

ASSETS_PACKAGE: Final = "minesweeper.assets"
BODY_FILE: Final = "fonts/Inter-Medium.otf"
HEADING_FILE: Final = "fonts/Inter-Bold.otf"
LICENCE_FILE: Final = "fonts/OFL.txt"
FAMILY: Final = "Inter"  # i18n: fixed (a name)
FALLBACKS: Final = {
    BODY_FILE: ("fonts/NotoSansArabic-Regular.ttf", "fonts/NotoSans{cjk}-Regular.otf"),
    HEADING_FILE: ("fonts/NotoSansArabic-Bold.ttf", "fonts/NotoSans{cjk}-Bold.otf"),
}
"""The fonts after Inter's face, in the order a character missing from it is looked for; ``{cjk}`` is the CJK form
the language reads Han characters in (``cjk_form``)."""
FALLBACK_LICENCE: Final = "fonts/OFL-Noto.txt"

BODY_EM: Final = (18, 20, 21, 23)
"""Body size in pixels per em at chrome scales 1 to 4: capitals of 14, 15, 16 and 17 pixels. A step from one
scale to the next is at most one pixel of capital height, so a screen drawn one scale below the game's status
line (Statistics at 3x beside a Beginner game at 4x on a 1920x1080 screen) is no smaller than it by more."""
HEADING_EM: Final = (24, 26, 28, 30)
"""Heading size (titles, the card's and help's bands) per chrome scale, in the bold weight."""
LINE_GAP_PER_EM: Final = 0.125
"""Air between lines of a block, as a share of the size."""
DARK_TEXT: Final = 0.18
"""Text no more luminous than this is dark: a shadow would only blur it."""
CACHE_LIMIT: Final = 1024
"""Rendered lines kept for reuse: a screen redraws the same few dozen labels every frame."""


def _index(scale: int) -> int:
    if scale < 1:
        raise ValueError(
            f"scale must be a whole number of at least 1, not {scale}"
        )  # i18n: fixed (a programming error)
    return min(scale, len(BODY_EM)) - 1


def body_em(scale: int) -> int:
    """The body size, in pixels per em, at a chrome ``scale`` (scales past 4 keep 4's)."""
    return BODY_EM[_index(scale)]


def heading_em(scale: int) -> int:
    """The heading size, in pixels per em, at a chrome ``scale``."""
    return HEADING_EM[_index(scale)]


def font_path(name: str) -> str:
    """The file of one of the family's faces, from the assets package's own folder (never the current directory)."""
    return str(resources.files(ASSETS_PACKAGE).joinpath(name))


DIGITS: Final = "0123456789"


@dataclass(frozen=True)
class _Face:
    """One face at one size, with the vertical metrics every line of it shares and the width every digit takes
    (the widest's: figures in a column or a running clock do not jitter, as with tabular figures). ``script_em`` is
    the size its Arabic letters are set at (``face``): its own, or less in a language written in them."""

    font: pygame.freetype.Font
    ascender: int
    height: int
    line_h: int
    digit_w: float
    name: str = BODY_FILE
    em: int = 0
    script_em: int = 0

    def advance(self, text: str) -> float:
        return sum(metric[4] for metric in self.font.get_metrics(text) if metric is not None)

    def fallback_em(self, file: str) -> int:
        """The size a fallback font of this face is set at: Arabic's fitted to the line box, the others the face's."""
        return self.script_em if file == _arabic(self.name) else self.em


TALL_LETTERS: Final = "آأإلكطظجحخعغيىرزوقنمةؤئ"
"""Arabic letters that rise or fall furthest from the baseline (with their marks): what a line of Arabic must hold."""

_FACES: dict[tuple[str, int, bool], _Face] = {}
"""Faces by file and size, loaded once per pygame session: ``pygame.quit`` ends every font, so the first face
loaded in a session registers the clearing of this cache with it."""


def face(name: str, em: int) -> _Face:
    """The face in file ``name`` at ``em`` pixels, antialiased, kerning off (widths add up, so a caret or an
    underline can be placed by measuring the text before it).

    Its line box is Inter's in every language, so a layout that holds an English line holds any language's. Arabic
    reaches further above and below its baseline than Latin (its hamzas over alef, its deep tails: 1.36 em against
    Inter's 1.21), so in a language written in Arabic letters they are set a little smaller (``fitted``, about 0.8
    of the size), with the baseline where their deepest tail just fits below it; Latin capitals, digits and cell
    names still have the room they need above it. That is what Noto's own UI fonts for Arabic do for Android's fixed
    line heights. Taller boxes would cost the board its zoom on an 800x600 laptop, whose Expert game has 3 pixels
    to spare."""
    tall = installed().rtl
    key = (name, em, tall)
    if key not in _FACES:
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        if not _FACES:
            pygame.register_quit(_FACES.clear)
        font = pygame.freetype.Font(font_path(name), em)
        font.kerning = False
        font.antialiased = True
        font.origin = True  # render_to places the baseline, so every line sits alike whatever its letters
        ascender = font.get_sized_ascender(0)
        height = font.get_sized_height(0)
        script_em = em
        if tall:
            script_em, below = fitted(_arabic(name), em, height)
            ascender = height - below
        gap = max(1, round(em * LINE_GAP_PER_EM))
        digit_w = max(metric[4] for metric in font.get_metrics(DIGITS) if metric is not None)
        _FACES[key] = _Face(font, ascender, height, height + gap, digit_w, name, em, script_em)
    return _FACES[key]


def _arabic(name: str) -> str:
    """The Arabic font that follows face ``name`` in its chain."""
    return FALLBACKS.get(name, FALLBACKS[BODY_FILE])[0]


def reach(file: str, em: int) -> tuple[int, int]:
    """How far the Arabic font ``file`` at ``em`` pixels inks above and below its baseline with its ``TALL_LETTERS``
    (their glyphs' metrics, hinted as they are drawn: their ink to the pixel)."""
    inks = [metric for metric in _fallback(file, em, True).metrics(TALL_LETTERS) if metric is not None]
    return max(metric[3] for metric in inks), max(-metric[2] for metric in inks)


def fitted(file: str, em: int, height: int) -> tuple[int, int]:
    """The largest size up to ``em`` at which the Arabic font ``file``'s tallest and deepest letters fit a line box
    ``height`` pixels tall, and how far below the baseline its deepest one reaches there."""
    size = next((size for size in range(em, 1, -1) if sum(reach(file, size)) <= height), 1)
    return size, reach(file, size)[1]


def line_height(scale: int) -> int:
    """One line of a block of body text at a chrome ``scale``, with the air between lines."""
    return face(BODY_FILE, body_em(scale)).line_h


def text_height(scale: int) -> int:
    """The height of one line of body text at a chrome ``scale``, accents above capitals to descenders: what a
    row holding a single line of text needs inside its padding."""
    return face(BODY_FILE, body_em(scale)).height


def _inter_width(shape: _Face, text: str) -> float:
    letters = "".join(c for c in text if c not in DIGITS)
    return shape.advance(letters) + (len(text) - len(letters)) * shape.digit_w


def text_width(shape: _Face, text: str) -> int:
    """The advance of ``text`` in a face: where the next letter would start (every digit the same width)."""
    return _measured(shape, text, _script())


@lru_cache(maxsize=8192)
def _measured(shape: _Face, text: str, script: tuple[bool, str]) -> int:
    """``text_width`` in the language's ``script``, kept: a layout measures the same words many times over."""
    if _simple(shape, text):
        return math.ceil(_inter_width(shape, text))
    return math.ceil(sum(_piece_width(shape, piece) for piece in _pieces(text, shape.name, *script)))


def capital_height(shape: _Face) -> int:
    """How tall a capital letter stands above the baseline, in pixels (what readability is judged by)."""
    (metric,) = shape.font.get_metrics("H")
    return 0 if metric is None else math.ceil(metric[3])


def render_line(shape: _Face, text: str, colour: ColorLike) -> pygame.Surface:
    """One line on a transparent surface as tall as the face's line box, its baseline at the face's ascender: in
    visual order, each run in the font that has its letters."""
    surface = pygame.Surface((max(1, text_width(shape, text)), shape.height), pygame.SRCALPHA)
    if _simple(shape, text):
        _render_inter(surface, shape, text, colour, 0.0)
        return surface
    x = 0.0
    for piece in _pieces(text, shape.name, *_script()):
        if piece.file == shape.name:
            x = _render_inter(surface, shape, piece.text, colour, x)
            continue
        font = _fallback(piece.file, shape.fallback_em(piece.file), piece.rtl)
        image = font.render(piece.text, True, colour)
        surface.blit(image, (round(x), shape.ascender - font.get_ascent()))
        x += image.get_width()
    return surface


def _render_inter(surface: pygame.Surface, shape: _Face, text: str, colour: ColorLike, x: float) -> float:
    """Inter's letters from ``x`` on, each digit centred in the width every digit takes; where the next would go."""
    for run in re.split(f"([{DIGITS}])", text):
        if len(run) == 1 and run in DIGITS:
            left = x + (shape.digit_w - shape.advance(run)) / 2
            shape.font.render_to(surface, (round(left), shape.ascender), run, colour)
            x += shape.digit_w
        elif run:
            shape.font.render_to(surface, (round(x), shape.ascender), run, colour)
            x += shape.advance(run)
    return x


def as_read(box: pygame.Rect, place: pygame.Rect) -> pygame.Rect:
    """Where text laid out at ``place`` inside ``box`` as English reads (lines from the left, a label left of its
    value) goes in the installed language: there, or in a language written right to left mirrored across the box,
    so a line starts at the box's right and a label stands right of its value. The one place text takes its side
    from the language; the board, the counters and the face are never passed to it, and are never mirrored."""
    if not installed().rtl:
        return pygame.Rect(place)
    return pygame.Rect(box.left + box.right - place.right, place.top, place.width, place.height)


# ---------------------------------------------------------------------- runs by direction and by font


@dataclass(frozen=True, slots=True)
class _Piece:
    """Letters set in one go: in Inter, in visual order; in a fallback font, in logical order with the direction its
    shaper lays them out in."""

    text: str
    file: str
    rtl: bool = False


def cjk_form() -> str:
    """The form of the Han characters the installed language reads: Japanese's for Japanese, else Chinese's."""
    return "JP" if installed().code.split("_")[0] == "ja" else "SC"


def _script() -> tuple[bool, str]:
    """What a line's runs depend on besides its text: the language's direction and its CJK form."""
    return installed().rtl, cjk_form()


def chain(name: str, cjk: str) -> tuple[str, ...]:
    """The fonts a character of a line set in face ``name`` is looked for in, in order."""
    return (name, *(fallback.format(cjk=cjk) for fallback in FALLBACKS.get(name, ())))


@lru_cache(maxsize=16)
def _ranges(file: str) -> tuple[list[int], list[int]]:
    from minesweeper.gui.art.coverage import COVERAGE  # read when a line first needs another font

    covered = COVERAGE.get(file, ())
    return [start for start, _ in covered], [end for _, end in covered]


def covers(file: str, character: str) -> bool:
    """Whether the font ``file`` has a glyph for ``character`` (its cmap, read when the fonts were made)."""
    starts, ends = _ranges(file)
    at = bisect_right(starts, ord(character)) - 1
    return at >= 0 and ord(character) <= ends[at]


def _simple(shape: _Face, text: str) -> bool:
    """A line Inter sets alone, left to right: the fast path every English line takes (FreeType says which of a
    line's letters the face lacks)."""
    return not installed().rtl and (text.isascii() or _inter_has(shape, text))


@lru_cache(maxsize=4096)
def _inter_has(shape: _Face, text: str) -> bool:
    return None not in shape.font.get_metrics(text)


def _by_font(text: str, fonts: tuple[str, ...]) -> list[tuple[str, str]]:
    """``text`` (one direction's run, in logical order) as pieces of one font each: each letter in the first font of
    ``fonts`` that has it; a space or a mark of punctuation stays in the font before it where that has it, so an
    Arabic phrase is shaped whole. Format characters (the bidi marks) are not drawn."""
    pieces: list[tuple[str, str]] = []
    for character in text:
        kind = unicodedata.category(character)
        if kind == "Cf":  # i18n: fixed (a Unicode category)
            continue
        current = pieces[-1][1] if pieces else None
        if current is not None and kind[0] in "PZS" and covers(current, character):
            font = current
        else:
            font = next((f for f in fonts if covers(f, character)), fonts[0])
        if font == current:
            pieces[-1] = (pieces[-1][0] + character, font)
        else:
            pieces.append((character, font))
    return pieces


@lru_cache(maxsize=4096)
def _pieces(text: str, name: str, rtl: bool, cjk: str) -> tuple[_Piece, ...]:
    """A line in face ``name`` as pieces in visual order, left to right, in a paragraph that reads right to left
    (``rtl``) or not."""
    from minesweeper.gui.art.bidi import mirrored, runs  # loaded when a line first needs it

    fonts = chain(name, cjk)
    out: list[_Piece] = []
    for run in runs(text, rtl):
        parts = _by_font(run.text, fonts)
        for part, file in reversed(parts) if run.rtl else parts:
            if file == name:
                out.append(_Piece(mirrored(part) if run.rtl else part, file))
            else:
                out.append(_Piece(part, file, run.rtl))
    return tuple(out)


def _piece_width(shape: _Face, piece: _Piece) -> float:
    if piece.file == shape.name:
        return _inter_width(shape, piece.text)
    return float(_fallback(piece.file, shape.fallback_em(piece.file), piece.rtl).size(piece.text)[0])


_FALLBACK_FONTS: dict[tuple[str, int, bool], pygame.font.Font] = {}
"""Fallback fonts by file, size and direction, loaded when a line first needs them (English never does), once per
pygame session."""


def _fallback(file: str, em: int, rtl: bool) -> pygame.font.Font:
    """A fallback font at ``em`` pixels, shaping its script (Arabic's joined letters) in the run's direction."""
    key = (file, em, rtl)
    if key not in _FALLBACK_FONTS:
        import pygame.font

        if not pygame.font.get_init():
            pygame.font.init()
        if not _FALLBACK_FONTS:
            pygame.register_quit(_FALLBACK_FONTS.clear)
        font = pygame.font.Font(font_path(file), em)
        if "Arabic" in file:  # i18n: fixed (a file name)
            font.set_script("Arab")  # i18n: fixed (an ISO 15924 script code)
        font.set_direction(pygame.DIRECTION_RTL if rtl else pygame.DIRECTION_LTR)
        _FALLBACK_FONTS[key] = font
    return _FALLBACK_FONTS[key]


class Typeface:
    """Labels, buttons, menus and table cells in the one family: measured and rendered at a chrome scale.

    ``render(text, colour, scale)`` sets ``text`` at the body size of ``scale`` (``heading=True``: the heading
    size, bold); newlines start new lines. Rendered lines are cached, since a screen redraws the same labels
    every frame."""

    def __init__(self) -> None:
        self._rendered: dict[tuple[str, int, str, tuple[int, int, int, int], tuple[bool, str]], pygame.Surface] = {}

    @classmethod
    def load(cls) -> Typeface:
        """The family, ready to set text (its faces load on first use at each size)."""
        return cls()

    @staticmethod
    def _face(scale: int, heading: bool) -> _Face:
        return face(HEADING_FILE, heading_em(scale)) if heading else face(BODY_FILE, body_em(scale))

    def line_height(self, scale: int, *, heading: bool = False) -> int:
        """One line's height at ``scale``, with the air between lines of a block."""
        return self._face(scale, heading).line_h

    def capital_height(self, scale: int, *, heading: bool = False) -> int:
        return capital_height(self._face(scale, heading))

    def baseline(self, scale: int, *, heading: bool = False) -> int:
        """How far below the top of a rendered line its baseline lies (where an underline goes just under)."""
        return self._face(scale, heading).ascender

    def size(self, text: str, scale: int = 1, *, heading: bool = False) -> tuple[int, int]:
        """Size of ``render(text, ..., scale)``, for layout without rendering; lines split at newlines."""
        shape = self._face(scale, heading)
        lines = text.split("\n")
        width = max(text_width(shape, line) for line in lines)
        return width, (len(lines) - 1) * shape.line_h + shape.height

    def render(
        self, text: str, colour: ColorLike, scale: int = 1, *, heading: bool = False, keep: bool = True
    ) -> pygame.Surface:
        """Text on a transparent surface, antialiased. ``keep`` False: a line that changes every frame (a running
        clock), set afresh and not cached, so it never pushes the labels that stay out of the cache."""
        shape = self._face(scale, heading)
        c = pygame.Color(colour)
        if not keep and "\n" not in text:
            return render_line(shape, text, c)
        key = (text, scale, HEADING_FILE if heading else BODY_FILE, (c.r, c.g, c.b, c.a), _script())
        cached = self._rendered.get(key)
        if cached is not None:
            return cached
        lines = text.split("\n")
        if len(lines) == 1:
            surface = render_line(shape, text, c)
        else:
            surface = pygame.Surface(self.size(text, scale, heading=heading), pygame.SRCALPHA)
            for row, line in enumerate(lines):
                image = render_line(shape, line, c)
                surface.blit(image, as_read(surface.get_rect(), image.get_rect(top=row * shape.line_h)))
        if len(self._rendered) >= CACHE_LIMIT:
            self._rendered.clear()
        self._rendered[key] = surface
        return surface

    def render_shadowed(self, text: str, colour: ColorLike, scale: int = 1, *, heading: bool = False) -> pygame.Surface:
        """Light text with a black shadow a pixel per scale below right, to stand out on a coloured band; dark text
        (the Dark theme's titles on light blue) gets none, since a black shadow under black text only smears it."""
        front = self.render(text, colour, scale, heading=heading)
        offset = max(1, scale // 2)
        surface = pygame.Surface((front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA)
        c = pygame.Color(colour)
        if relative_luminance((c.r, c.g, c.b)) > DARK_TEXT:
            surface.blit(self.render(text, (0, 0, 0), scale, heading=heading), (offset, offset))
        surface.blit(front, (0, 0))
        return surface
