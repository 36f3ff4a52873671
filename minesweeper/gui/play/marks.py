"""What the solver adds on top of the board's tiles: mine chances as shading, and a hint's cells outlined.

The probability view shades every covered cell by its mine chance: a proven-safe cell in the theme's "good"
colour, a proven mine solid in its "alert" colour, and everything between in the alert colour at a strength
that grows with the chance, in ten steps a player can tell apart (the exact figure for one cell is in the
message bar). A hint (or the verdict's safe cell) outlines its cell thickly, in "good" for a cell to open,
"alert" for a mine, the accent for a guess, the open numbers that prove it thinly in the accent, the proven
mines those numbers' counts rely on framed by four corners in "alert" and the proven-safe cells they leave out by
four corners in "good" (each named in the reason, so the player can find each one); what to outline is an
``Outline`` (``outline``), plain data made without a window. The board view calls ``draw`` after its tiles, for
the cells it repaints, so marks never need a full redraw.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from minesweeper.core.board import Rect
from minesweeper.core.view import Tile
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.play.outline import Outline

COVERED = (Tile.COVERED, Tile.FLAG, Tile.QUESTION)
STEPS = 10
WEAKEST, STRONGEST = 40, 190  # the shading's alpha at the lowest and highest chance short of certain


class BoardMarks:
    """The marks to draw over the tiles, and the shading swatches for one cell size."""

    def __init__(self, colours: ChromeColours) -> None:
        self.colours = colours
        self.chance: Callable[[int, int], float] | None = None  # the probability view, when shown
        self.outline: Outline | None = None
        self._swatches: dict[tuple[int, int], pygame.Surface] = {}

    @property
    def shown(self) -> bool:
        return self.chance is not None or self.outline is not None

    def cells(self) -> Rect | None:
        """The cells the outline touches (to repaint when it comes or goes)."""
        if self.outline is None:
            return None
        cells = self.outline.cells
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        return Rect(min(xs), min(ys), max(xs), max(ys))

    def _swatch(self, step: int, size: int) -> pygame.Surface:
        """The translucent square for a chance step: 0 proven safe, STEPS + 1 proven mine, between by tenths."""
        key = (step, size)
        if key not in self._swatches:
            swatch = pygame.Surface((size, size), pygame.SRCALPHA)
            if step == 0:
                swatch.fill((*self.colours.good, 150))
            elif step > STEPS:
                swatch.fill((*self.colours.alert, 220))
            else:
                alpha = WEAKEST + (STRONGEST - WEAKEST) * (step - 1) // (STEPS - 1)
                swatch.fill((*self.colours.alert, alpha))
            self._swatches[key] = swatch
        return self._swatches[key]

    @staticmethod
    def step(chance: float) -> int:
        if chance <= 0:
            return 0
        if chance >= 1:
            return STEPS + 1
        return min(STEPS, 1 + int(chance * STEPS))

    def draw(
        self,
        surface: pygame.Surface,
        tile: Callable[[int, int], Tile],
        shown: Rect,
        origin: tuple[int, int],
        size: int,
        zoom: int,
    ) -> None:
        left, top = origin
        chance = self.chance
        if chance is not None:
            jobs = []
            for y in range(shown.y0, shown.y1 + 1):
                for x in range(shown.x0, shown.x1 + 1):
                    if tile(x, y) in COVERED:
                        jobs.append((self._swatch(self.step(chance(x, y)), size), (left + x * size, top + y * size)))
            surface.fblits(jobs)
        outline = self.outline
        if outline is None:
            return
        thin = max(1, zoom)
        for x, y in outline.sources:
            if shown.x0 <= x <= shown.x1 and shown.y0 <= y <= shown.y1:
                pygame.draw.rect(surface, self.colours.accent, (left + x * size, top + y * size, size, size), thin)
        for cells, colour in ((outline.mines, self.colours.alert), (outline.safe, self.colours.good)):
            for x, y in cells:
                if shown.x0 <= x <= shown.x1 and shown.y0 <= y <= shown.y1:
                    self._corners(surface, pygame.Rect(left + x * size, top + y * size, size, size), thin, colour)
        x, y = outline.cell
        if shown.x0 <= x <= shown.x1 and shown.y0 <= y <= shown.y1:
            colour = {None: self.colours.accent, False: self.colours.good, True: self.colours.alert}[outline.mine]
            box = pygame.Rect(left + x * size, top + y * size, size, size)
            pygame.draw.rect(surface, self.colours.ink, box, thin)
            pygame.draw.rect(surface, colour, box.inflate(-2 * thin, -2 * thin), 2 * thin)

    def _corners(self, surface: pygame.Surface, box: pygame.Rect, thin: int, colour: tuple[int, int, int]) -> None:
        """A proven cell's frame: its four corners in ``colour`` over "ink", so the flag or tile inside still shows."""
        arm = max(3 * thin, box.width // 3)
        for ink, width, inset in ((self.colours.ink, 3 * thin, 0), (colour, thin, thin)):
            inner = box.inflate(-2 * inset, -2 * inset)
            for cx, cy, dx, dy in (
                (inner.left, inner.top, 1, 1),
                (inner.right - 1, inner.top, -1, 1),
                (inner.left, inner.bottom - 1, 1, -1),
                (inner.right - 1, inner.bottom - 1, -1, -1),
            ):
                length = arm - inset
                surface.fill(
                    ink, pygame.Rect(min(cx, cx + dx * (length - 1)), cy if dy > 0 else cy - width + 1, length, width)
                )
                surface.fill(
                    ink, pygame.Rect(cx if dx > 0 else cx - width + 1, min(cy, cy + dy * (length - 1)), width, length)
                )
