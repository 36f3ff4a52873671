"""The editor's board: a drawn puzzle as its player will first see it, with what is under the cover shown.

Cells that start open are the game's own open tiles, numbers and all, so the drawing is the puzzle's start.
A covered cell is the game's covered tile with what lies under it painted on: a mine in full, so the player
sees what they placed, and its number faintly, so the numbers can be read while drawing without looking
open. The marks are the open tiles' own glyphs, cut out of the sprite sheet on the open ground's colour, so
every theme's number shapes and colours carry over. The keyboard cursor is drawn as on the game's board.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from minesweeper.core.puzzle_draft import PuzzleDraft
from minesweeper.core.view import Tile
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.art.sheets import SpriteSheets, TileSprite
from minesweeper.gui.geometry import BOARD_BEVEL, cell_px
from minesweeper.gui.play.board_view import draw_cursor
from minesweeper.gui.widgets.buttons import bevel

Cell = tuple[int, int]
EDITOR_LIMIT = (40, 30)  # the widest and tallest board the editor draws whole (any size plays)
GHOST_ALPHA = 130  # of 255: a covered cell's number is readable but plainly not showing yet


class DraftView:
    """Where the board sits on the editor's screen, at which zoom, and how its cells are drawn."""

    def __init__(self, topleft: tuple[int, int], size: tuple[int, int], zoom: int, scale: int) -> None:
        self.zoom, self.scale = zoom, scale
        self.cell = cell_px(zoom)
        self.rect = pygame.Rect(topleft, (size[0] * self.cell, size[1] * self.cell))
        self.frame = self.rect.inflate(2 * BOARD_BEVEL * scale, 2 * BOARD_BEVEL * scale)
        self._marks: tuple[Sequence[pygame.Surface], list[pygame.Surface | None]] | None = None

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        if not self.rect.collidepoint(pos):
            return None
        return (pos[0] - self.rect.left) // self.cell, (pos[1] - self.rect.top) // self.cell

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        return pygame.Rect(self.rect.left + x * self.cell, self.rect.top + y * self.cell, self.cell, self.cell)

    def _overlays(self, tiles: Sequence[pygame.Surface]) -> list[pygame.Surface | None]:
        """Per ``numbers`` value (0-8, then the mine at ``Tile.MINE``): the glyph to paint on a covered tile."""
        if self._marks is not None and self._marks[0] is tiles:
            return self._marks[1]
        ground = tiles[TileSprite.OPEN].get_at((self.cell - 1, self.cell - 1))
        edge = self.zoom  # the open tile's grid line along its top and left
        marks: list[pygame.Surface | None] = [None] * (Tile.MINE + 1)
        for value in (*range(1, 9), Tile.MINE):
            sprite = TileSprite.MINE if value == Tile.MINE else TileSprite.number(value)
            glyph = tiles[sprite].subsurface((edge, edge, self.cell - edge, self.cell - edge)).copy()
            glyph.set_colorkey(ground)
            if value != Tile.MINE:
                glyph.set_alpha(GHOST_ALPHA)
            marks[value] = glyph
        self._marks = (tiles, marks)
        return marks

    def draw(self, surface: pygame.Surface, draft: PuzzleDraft, sheets: SpriteSheets, colours: ChromeColours,
             cursor: Cell | None) -> None:
        bevel(surface, self.frame, BOARD_BEVEL * self.scale, colours, raised=False)
        tiles = sheets.tiles(self.zoom)
        marks = self._overlays(tiles)
        view, under, width = draft.view, draft.numbers, draft.width
        jobs: list[tuple[pygame.Surface, tuple[int, int]]] = []
        for index, shown in enumerate(view):
            y, x = divmod(index, width)
            place = (self.rect.left + x * self.cell, self.rect.top + y * self.cell)
            if shown != Tile.COVERED:
                jobs.append((tiles[TileSprite.number(shown)], place))
                continue
            jobs.append((tiles[TileSprite.COVERED], place))
            mark = marks[under[index]]
            if mark is not None:
                jobs.append((mark, (place[0] + self.zoom, place[1] + self.zoom)))
        surface.fblits(jobs)
        if cursor is not None:
            draw_cursor(surface, self.cell_rect(*cursor), self.zoom, colours)
