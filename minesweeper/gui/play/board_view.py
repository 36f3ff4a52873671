"""The board on screen: the visible window onto the cells, scrolling, scroll bars and the keyboard cursor.

Only visible cells are ever drawn, and only those a move changed (the core hands back a rectangle), so a
click on a 500×500 board costs the same as on Beginner. Tiles come pre-zoomed from the sprite sheets, and a
row of cells is drawn straight from the board's ``visible()`` bytes through a table of sprites indexed by
byte, with no object made per cell, so a maximised 500×500 board scrolls within a frame. It draws anything
that can say which tile each cell shows (``TileSource``): a game being played, a replay at
some move, a puzzle being drawn, with the solver's marks (``BoardMarks``) over the tiles when it has any. It
reads what it draws and never changes it.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import repeat
from typing import Protocol

import pygame

from minesweeper.core.board import Cell, Rect
from minesweeper.core.view import Tile
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.art.sheets import SpriteSheets, TileSprite
from minesweeper.gui.geometry import PlayLayout, cell_px
from minesweeper.gui.play.marks import BoardMarks
from minesweeper.gui.widgets.buttons import panel

SPRITE_OF: tuple[TileSprite, ...] = (
    *(TileSprite.number(n) for n in range(9)),
    TileSprite.COVERED,  # Tile.COVERED
    TileSprite.FLAG,  # Tile.FLAG
    TileSprite.QUESTION,  # Tile.QUESTION
    TileSprite.MINE,  # Tile.MINE
    TileSprite.DETONATED,  # Tile.DETONATED
    TileSprite.WRONG_FLAG,  # Tile.WRONG_FLAG
    TileSprite.FLAG,  # Tile.FLAGGED_MINE
)
PRESSED_OF = {TileSprite.COVERED: TileSprite.OPEN, TileSprite.QUESTION: TileSprite.QUESTION_PRESSED}


class TileSource(Protocol):
    """A board as seen: its size, the tile each cell shows, and all of them as ``Tile`` bytes, row-major."""

    @property
    def width(self) -> int: ...

    @property
    def height(self) -> int: ...

    def tile(self, x: int, y: int) -> Tile: ...

    def visible(self) -> bytes: ...


class BoardView:
    """Maps between cells and window pixels for one game at one zoom, and draws the visible cells."""

    def __init__(self, game: TileSource, sheets: SpriteSheets, colours: ChromeColours, layout: PlayLayout) -> None:
        self.game = game
        self.sheets = sheets
        self.colours = colours
        self.layout = layout
        self.scroll_x = 0
        self.scroll_y = 0
        self.cursor: Cell | None = None
        self.marks: BoardMarks | None = None  # the solver's shading and outlines, drawn over the tiles
        self.drag: tuple[int, int, int] | None = None  # a scroll bar held: axis (0 x, 1 y), grab pixel, scroll
        self._placed: tuple[tuple[int, ...], list[tuple[int, int]]] = ((), [])  # see ``_places``

    def _scroll(self, axis: int) -> int:
        return self.scroll_x if axis == 0 else self.scroll_y

    def _bar(self, axis: int) -> pygame.Rect | None:
        return self.layout.hbar if axis == 0 else self.layout.vbar

    # ------------------------------------------------------------------ geometry

    @property
    def cell(self) -> int:
        return cell_px(self.layout.zoom)

    @property
    def content(self) -> tuple[int, int]:
        return self.game.width * self.cell, self.game.height * self.cell

    def relayout(self, layout: PlayLayout, anchor: tuple[int, int] | None = None) -> None:
        """Change zoom or window size, keeping the board point under ``anchor`` (a window pixel, such as
        the pointer) under it where scrolling allows, or else the point at the centre of the view."""
        old_cell, view, new_view = self.cell, self.layout.viewport, layout.viewport
        seen: tuple[float, float]
        shown: tuple[float, float]
        if anchor is not None and view.collidepoint(anchor):
            seen, shown = (
                (anchor[0] - view.left, anchor[1] - view.top),
                (anchor[0] - new_view.left, anchor[1] - new_view.top),
            )
        else:
            seen, shown = (view.width / 2, view.height / 2), (new_view.width / 2, new_view.height / 2)
        point = ((self.scroll_x + seen[0]) / old_cell, (self.scroll_y + seen[1]) / old_cell)
        self.layout = layout
        self.drag = None  # a held scroll bar may be gone or moved: the grab ends with the old layout
        self.scroll_to(round(point[0] * self.cell - shown[0]), round(point[1] * self.cell - shown[1]))

    def board_point(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The board pixel at zoom 1 under window pixel ``pos`` (what a recorded hand stores), if on the view."""
        view = self.layout.viewport
        if not view.collidepoint(pos):
            return None
        zoom = self.layout.zoom
        return (pos[0] - view.left + self.scroll_x) // zoom, (pos[1] - view.top + self.scroll_y) // zoom

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        view = self.layout.viewport
        if not view.collidepoint(pos):
            return None
        x = (pos[0] - view.left + self.scroll_x) // self.cell
        y = (pos[1] - view.top + self.scroll_y) // self.cell
        return (x, y) if 0 <= x < self.game.width and 0 <= y < self.game.height else None

    def visible(self) -> Rect:
        view, cell = self.layout.viewport, self.cell
        return Rect(
            self.scroll_x // cell,
            self.scroll_y // cell,
            min(self.game.width - 1, (self.scroll_x + view.width - 1) // cell),
            min(self.game.height - 1, (self.scroll_y + view.height - 1) // cell),
        )

    def scroll_to(self, x: int, y: int) -> bool:
        """Clamp and set the scroll position; True when it moved (the caller redraws the view)."""
        view = self.layout.viewport
        content_w, content_h = self.content
        x = max(0, min(x, content_w - view.width))
        y = max(0, min(y, content_h - view.height))
        moved = (x, y) != (self.scroll_x, self.scroll_y)
        self.scroll_x, self.scroll_y = x, y
        return moved

    def scroll_by(self, dx: int, dy: int) -> bool:
        return self.scroll_to(self.scroll_x + dx, self.scroll_y + dy)

    def ensure_visible(self, cell: Cell) -> bool:
        """Scroll just enough that a cell (the keyboard cursor) is fully in view."""
        view, size = self.layout.viewport, self.cell
        left, top = cell[0] * size, cell[1] * size
        x = min(max(self.scroll_x, left + size - view.width), left)
        y = min(max(self.scroll_y, top + size - view.height), top)
        return self.scroll_to(x, y)

    # ------------------------------------------------------------------ drawing

    def draw_cells(self, surface: pygame.Surface, area: Rect | None, pressed: Iterable[Cell] = ()) -> pygame.Rect:
        """Draw the visible part of ``area`` (all visible cells when None); return the pixels touched."""
        shown = self.visible()
        if area is not None:
            shown = Rect(max(shown.x0, area.x0), max(shown.y0, area.y0), min(shown.x1, area.x1), min(shown.y1, area.y1))
        if shown.x0 > shown.x1 or shown.y0 > shown.y1:
            return pygame.Rect(0, 0, 0, 0)
        tiles, size, view = self.sheets.tiles(self.layout.zoom), self.cell, self.layout.viewport
        left, top = view.left - self.scroll_x, view.top - self.scroll_y
        sprite_of = [tiles[sprite] for sprite in SPRITE_OF]  # indexed by a cell's byte in ``visible()``
        cells, width, columns = self.game.visible(), self.game.width, shown.x1 - shown.x0 + 1
        drawn = b"".join(
            cells[start : start + columns]
            for start in range(shown.y0 * width + shown.x0, (shown.y1 + 1) * width, width)
        )
        corner = (left + shown.x0 * size, top + shown.y0 * size)
        jobs = list(
            zip(map(sprite_of.__getitem__, drawn), self._places(corner, columns, shown.y1 - shown.y0 + 1), strict=True)
        )
        for x, y in set(pressed):
            if shown.x0 <= x <= shown.x1 and shown.y0 <= y <= shown.y1:
                sprite = SPRITE_OF[cells[y * width + x]]
                job = (y - shown.y0) * columns + x - shown.x0
                jobs[job] = (tiles[PRESSED_OF.get(sprite, sprite)], jobs[job][1])
        clip = surface.get_clip()
        surface.set_clip(view)
        surface.fblits(jobs)
        if self.marks is not None and self.marks.shown:
            self.marks.draw(surface, self.game.tile, shown, (left, top), size, self.layout.zoom)
        if (
            self.cursor is not None
            and shown.x0 <= self.cursor[0] <= shown.x1
            and shown.y0 <= self.cursor[1] <= shown.y1
        ):
            self._draw_cursor(surface, left, top)
        surface.set_clip(clip)
        touched = pygame.Rect(
            left + shown.x0 * size,
            top + shown.y0 * size,
            (shown.x1 - shown.x0 + 1) * size,
            (shown.y1 - shown.y0 + 1) * size,
        )
        return touched.clip(view)

    def _places(self, corner: tuple[int, int], columns: int, rows: int) -> list[tuple[int, int]]:
        """Where each cell of a ``columns`` × ``rows`` block from window pixel ``corner`` goes, row by row; kept
        while it serves, since scrolling by whole cells, the common case, puts the same block in the same place."""
        key = (*corner, columns, rows, self.cell)
        if self._placed[0] != key:
            size = self.cell
            xs = range(corner[0], corner[0] + columns * size, size)
            self._placed = (
                key,
                [place for y in range(corner[1], corner[1] + rows * size, size) for place in zip(xs, repeat(y))],
            )
        return self._placed[1]

    def _draw_cursor(self, surface: pygame.Surface, left: int, top: int) -> None:
        assert self.cursor is not None
        size, zoom = self.cell, self.layout.zoom
        box = pygame.Rect(left + self.cursor[0] * size, top + self.cursor[1] * size, size, size)
        draw_cursor(surface, box, zoom, self.colours)

    def draw_scroll_bars(self, surface: pygame.Surface) -> list[pygame.Rect]:
        drawn = []
        content_w, content_h = self.content
        view = self.layout.viewport
        for bar, offset, total, shown in (
            (self.layout.hbar, self.scroll_x, content_w, view.width),
            (self.layout.vbar, self.scroll_y, content_h, view.height),
        ):
            if bar is None:
                continue
            surface.fill(self.colours.track, bar)
            panel(surface, self.thumb(bar, offset, total, shown), max(1, self.layout.scale), self.colours)
            drawn.append(bar)
        if self.layout.hbar is not None and self.layout.vbar is not None:
            corner = pygame.Rect(
                self.layout.vbar.left, self.layout.hbar.top, self.layout.vbar.width, self.layout.hbar.height
            )
            surface.fill(self.colours.shadow, corner)
            drawn.append(corner)
        return drawn

    def press_bar(self, pos: tuple[int, int]) -> bool:
        """A press on a scroll bar: grab the thumb, or page towards the press on the track."""
        for axis in (0, 1):
            bar = self._bar(axis)
            if bar is None or not bar.collidepoint(pos):
                continue
            shown = self.layout.viewport.size[axis]
            thumb = self.thumb(bar, self._scroll(axis), self.content[axis], shown)
            if not thumb.collidepoint(pos):
                page = shown if pos[axis] > thumb.center[axis] else -shown
                self.scroll_by(page * (axis == 0), page * (axis == 1))
            self.drag = (axis, pos[axis], self._scroll(axis))
            return True
        return False

    def drag_bar(self, pos: tuple[int, int]) -> bool:
        """Follow the pointer with a grabbed thumb; True when the view scrolled."""
        if self.drag is None:
            return False
        axis, grabbed, start = self.drag
        bar = self._bar(axis)
        assert bar is not None, "relayout ends a grab, so a grabbed bar is always in the layout"  # i18n: fixed
        track, shown, total = bar.size[axis], self.layout.viewport.size[axis], self.content[axis]
        thumb = self.thumb(bar, 0, total, shown).size[axis]
        scroll = start + (pos[axis] - grabbed) * (total - shown) // max(track - thumb, 1)
        return self.scroll_to(scroll, self.scroll_y) if axis == 0 else self.scroll_to(self.scroll_x, scroll)

    def release_bar(self) -> bool:
        held, self.drag = self.drag is not None, None
        return held

    @staticmethod
    def thumb(bar: pygame.Rect, offset: int, total: int, shown: int) -> pygame.Rect:
        """The draggable part of a bar: its length is the visible share, its place the scroll position."""
        horizontal = bar.width > bar.height
        track = bar.width if horizontal else bar.height
        length = max(min(bar.width, bar.height) * 2, track * shown // max(total, 1))
        start = (track - length) * offset // max(total - shown, 1)
        if horizontal:
            return pygame.Rect(bar.left + start, bar.top, length, bar.height)
        return pygame.Rect(bar.left, bar.top + start, bar.width, length)


def bounds(cells: Iterable[Cell]) -> Rect | None:
    """The smallest rectangle of cells holding all of them (None for none): what must be redrawn."""
    listed = list(cells)
    if not listed:
        return None
    xs, ys = [c[0] for c in listed], [c[1] for c in listed]
    return Rect(min(xs), min(ys), max(xs), max(ys))


def draw_cursor(surface: pygame.Surface, box: pygame.Rect, zoom: int, colours: ChromeColours) -> None:
    """The keyboard cursor around a cell: an accent ring with a light inner edge, seen on any tile."""
    pygame.draw.rect(surface, colours.accent, box, max(1, zoom))
    pygame.draw.rect(surface, colours.on_accent, box.inflate(-2 * max(1, zoom), -2 * max(1, zoom)), max(1, zoom // 2))
