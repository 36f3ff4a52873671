"""The game's only font: white bitmap glyphs from ``font.png``, tinted and scaled by whole numbers.

``font.png`` is a fixed grid drawn by ``assets/draw_sprites.py`` (which takes the grid constants from here),
but text is set proportionally: each glyph is trimmed to its lit columns and followed by a one-pixel gap,
which reads far better than a monospace grid at 2x or 3x. Tinted, scaled glyphs are cached per colour and
scale, so rendering a string is a handful of blits.
"""

from __future__ import annotations

from typing import Final

import pygame
from pygame.typing import ColorLike

from minesweeper.gui.art.palette import relative_luminance
from minesweeper.gui.art.sheets import FONT_PNG, load_png

GLYPH_W: Final = 6
"""Width of a grid cell in ``font.png``: a glyph of at most five columns plus a blank one."""
GLYPH_H: Final = 9
"""Height of a grid cell: seven rows down to the baseline, then two for descenders."""
COLUMNS: Final = 16
FIRST_CHAR: Final = 32
LAST_CHAR: Final = 126
SPACE_W: Final = 3
LINE_GAP: Final = 2
"""Blank rows between lines of multi-line text, in unscaled pixels."""
FALLBACK: Final = "?"
DARK_TEXT: Final = 0.18
"""Text no more luminous than this is dark: a shadow would only blur it."""

_Key = tuple[int, int, int, int, int]


class BitmapFont:
    """Proportional text from a fixed-grid glyph sheet, with per-colour and per-scale glyph caches."""

    def __init__(self, sheet: pygame.Surface) -> None:
        rows = (LAST_CHAR - FIRST_CHAR) // COLUMNS + 1
        if sheet.get_width() != COLUMNS * GLYPH_W or sheet.get_height() < rows * GLYPH_H:
            raise ValueError(f"{FONT_PNG} is {sheet.get_size()}, too small for the glyph grid")
        self._glyphs: dict[str, pygame.Surface] = {}
        for code in range(FIRST_CHAR, LAST_CHAR + 1):
            index = code - FIRST_CHAR
            cell = sheet.subsurface(((index % COLUMNS) * GLYPH_W, (index // COLUMNS) * GLYPH_H, GLYPH_W, GLYPH_H))
            lit = pygame.mask.from_surface(cell).get_bounding_rects()
            if lit:
                left = min(r.left for r in lit)
                right = max(r.right for r in lit)
                self._glyphs[chr(code)] = cell.subsurface((left, 0, right - left, GLYPH_H))
            else:
                self._glyphs[chr(code)] = pygame.Surface((SPACE_W, GLYPH_H), pygame.SRCALPHA)
        self._tinted: dict[_Key, dict[str, pygame.Surface]] = {}

    @classmethod
    def load(cls) -> BitmapFont:
        """Load ``font.png``; call after ``pygame.display.set_mode``, which ``convert_alpha`` needs."""
        return cls(load_png(FONT_PNG).convert_alpha())

    def _glyph_width(self, char: str) -> int:
        return self._glyphs.get(char, self._glyphs[FALLBACK]).get_width()

    def _line_width(self, line: str) -> int:
        """Unscaled width: glyphs plus one-pixel gaps between them, none after the last."""
        if not line:
            return 0
        return sum(self._glyph_width(c) for c in line) + len(line) - 1

    def size(self, text: str, scale: int = 1) -> tuple[int, int]:
        """Size of ``render(text, ..., scale)``, for layout without rendering; lines split at newlines."""
        lines = text.split("\n")
        width = max(self._line_width(line) for line in lines)
        height = len(lines) * (GLYPH_H + LINE_GAP) - LINE_GAP
        return width * scale, height * scale

    def _glyphs_for(self, colour: ColorLike, scale: int) -> dict[str, pygame.Surface]:
        if scale < 1:
            raise ValueError(f"scale must be a whole number of at least 1, not {scale}")
        c = pygame.Color(colour)
        key = (c.r, c.g, c.b, c.a, scale)
        cache = self._tinted.get(key)
        if cache is None:
            cache = self._tinted[key] = {}
            for char, glyph in self._glyphs.items():
                tinted = glyph.copy()
                tinted.fill(c, special_flags=pygame.BLEND_RGBA_MULT)
                width, height = glyph.get_size()
                cache[char] = pygame.transform.scale(tinted, (width * scale, height * scale))
        return cache

    def render(self, text: str, colour: ColorLike, scale: int = 1) -> pygame.Surface:
        """Text on a transparent surface; characters outside printable ASCII are drawn as ``?``."""
        glyphs = self._glyphs_for(colour, scale)
        surface = pygame.Surface(self.size(text, scale), pygame.SRCALPHA)
        for row, line in enumerate(text.split("\n")):
            x, y = 0, row * (GLYPH_H + LINE_GAP) * scale
            for char in line:
                glyph = glyphs.get(char, glyphs[FALLBACK])
                surface.blit(glyph, (x, y))
                x += glyph.get_width() + scale
        return surface

    def render_shadowed(self, text: str, colour: ColorLike, scale: int = 1) -> pygame.Surface:
        """Light text with a one-font-pixel black shadow below right, to stand out on a coloured band; dark text
        (the Dark theme's titles on light blue) gets none, since a black shadow under black text only smears it."""
        front = self.render(text, colour, scale)
        surface = pygame.Surface((front.get_width() + scale, front.get_height() + scale), pygame.SRCALPHA)
        c = pygame.Color(colour)
        if relative_luminance((c.r, c.g, c.b)) > DARK_TEXT:
            surface.blit(self.render(text, (0, 0, 0), scale), (scale, scale))
        surface.blit(front, (0, 0))
        return surface
