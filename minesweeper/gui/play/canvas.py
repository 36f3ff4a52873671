"""What the play screen shows and where: the board view, the frame around it, the menu bar, the help
overlay, and which of them need painting after each event.

The play screen decides what happens in the game; this canvas decides how it looks at the current zoom
and window size (``sizing``: which zoom and window, and the message bar's lines), and repaints only what changed:
cells the core reported, the status panel, the message bar, scroll bars, a menu's drop-down, or everything after a
relayout. The help overlay, the results card and an open drop-down are drawn last, over the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, auto
from typing import TYPE_CHECKING

import pygame
from pygame.typing import ColorLike

from minesweeper.core.board import Cell, Rect
from minesweeper.core.language.translate import _
from minesweeper.gui.art.sheets import COUNTER_DIGITS, FaceSprite
from minesweeper.gui.geometry import (
    MAX_CHROME,
    PlayLayout,
    Size,
    menu_bar_height,
    menu_scale,
    menu_words,
    play_layout,
    screen_scale,
)
from minesweeper.gui.play.board_view import BoardView, TileSource
from minesweeper.gui.play.frame import GameFrame
from minesweeper.gui.play.sizing import Sizing
from minesweeper.gui.screen import Context
from minesweeper.gui.widgets.help_overlay import HelpOverlay
from minesweeper.gui.widgets.help_text import HelpPage
from minesweeper.gui.widgets.menubar import Menu, MenuBar, MenuResult
from minesweeper.settings import View

if TYPE_CHECKING:
    from minesweeper.gui.play.counters import CountersPanel, Row
    from minesweeper.gui.play.outline import Outline
    from minesweeper.gui.play.results_card import EndPanel


class Part(Enum):
    """A part of the picture that can be marked for repainting (cells a move changed are marked by area)."""

    STATUS = auto()  # the mine counter, the timer and the face
    MESSAGE = auto()  # the message bar
    MENU = auto()  # the menu bar and an open drop-down
    VIEW = auto()  # every visible cell and the scroll bars: the board scrolled, or its marks changed
    EVERYTHING = auto()  # a relayout, a theme, a closed overlay


@dataclass(frozen=True)
class Scene:
    """The parts of the picture the play screen decides: the status panel's figures and the words."""

    mines_left: int
    seconds: int
    face: FaceSprite
    message: str
    colour: ColorLike
    notice: str
    pressed: Sequence[Cell]
    paused: bool
    counters: Sequence[Row] = ()  # the live counters' rows, when their panel is shown


class PlayCanvas(Sizing):
    """The board and its frame at one zoom in one window size (``Sizing``), and the parts waiting to be repainted."""

    def __init__(
        self,
        ctx: Context,
        game: TileSource,
        zoom: int,
        window: Size,
        menus: Sequence[Menu],
        *,
        wide_message: bool = False,
        digits: int = COUNTER_DIGITS,
        status_below: bool = False,
        commentary: bool = False,
        counters: CountersPanel | None = None,
        own: View | None = None,
    ) -> None:
        """``wide_message``: the message bar spans the window rather than the frame; ``digits``: the counter's and the
        timer's; ``status_below``: the status panel's place is at the frame's foot (``play_layout``); ``commentary``:
        the bar is a running commentary (the replay viewer's line for each move), which keeps the most lines it has
        had (``fit_message``); ``counters``: the live counters' panel, shown beside the board; ``own``: the zoom and
        window the player last chose for this board himself (``fresh``)."""
        super().__init__(
            ctx,
            wide_message=wide_message,
            digits=digits,
            status_below=status_below,
            commentary=commentary,
            counters=counters,
            own=own,
        )
        self.menus = tuple(menus)
        layout = play_layout(
            (game.width, game.height),
            zoom,
            window,
            wide_message=wide_message,
            status_below=status_below,
            digits=digits,
            side=self.side,
        )
        self.view = BoardView(game, ctx.sheets, ctx.colours, layout)
        self.frame = GameFrame(ctx.sheets, ctx.font, ctx.colours, layout)
        self.bar = self._bar(layout)
        self.help: HelpOverlay | None = None
        self.results: EndPanel | None = None  # the card over the board once a game has ended
        self._cells: Rect | None = None  # the cells to repaint
        self._parts = {Part.EVERYTHING}  # the parts to repaint
        self._ask(self.with_menus(window))

    def _bar(self, layout: PlayLayout) -> MenuBar:
        bar = MenuBar(
            self.menus,
            self.ctx.font,
            self.ctx.colours,
            menu_scale(layout.scale),
            room=self.ctx.available[1],
            words=menu_words(layout.scale),
        )
        bar.layout(layout.window[0], layout.menu_bar.topleft)
        return bar

    def set_menus(self, menus: Sequence[Menu]) -> None:
        """New menus (a check mark moved): the bar is rebuilt, closed."""
        self.menus = tuple(menus)
        self.bar = self._bar(self.layout)
        self.invalidate(Part.MENU)

    def relayout(self, zoom: int, window: Size, anchor: tuple[int, int] | None = None) -> None:
        game = self.view.game
        layout = play_layout(
            (game.width, game.height),
            zoom,
            window,
            self.lines,
            wide_message=self.wide_message or self.widened,
            status_below=self.status_below,
            digits=self.digits,
            side=self.side,
        )
        self.view.relayout(layout, anchor)
        self.frame.layout = layout
        self.bar = self._bar(layout).opened_as(self.bar)  # a menu the player has open stays open
        if self.help is not None:
            self.open_help(self.help.page)  # laid out again for the new area
        self.invalidate(Part.EVERYTHING)

    def mark(self, rect: Rect) -> None:
        """Cells to repaint at the next draw."""
        self._cells = rect if self._cells is None else self._cells.union(rect)

    def set_outline(self, outline: Outline | None, *, scroll: bool = True) -> None:
        """Point the board's marks at a cell (None: stop pointing), both the old and the new cells repainted;
        ``scroll`` brings the cell into view."""
        marks = self.view.marks
        if marks is None:
            return
        old = marks.cells()
        marks.outline = outline
        for cells in (old, marks.cells()):
            if cells is not None:
                self.mark(cells)
        if scroll and outline is not None and self.view.ensure_visible(outline.cell):
            self.invalidate(Part.VIEW)

    def invalidate(self, part: Part) -> None:
        """A part of the picture to repaint at the next draw."""
        if part is Part.VIEW:
            self.mark(self.view.visible())
        self._parts.add(part)

    @property
    def repaints_everything(self) -> bool:
        """Whether the next draw paints the whole picture afresh (what a screen draws over it must follow)."""
        return Part.EVERYTHING in self._parts

    def menu_changed(self, result: MenuResult) -> None:
        if result.uncovered:
            self.invalidate(Part.EVERYTHING)  # a drop-down closed over the board: what was under it comes back
        elif result.redraw:
            self.invalidate(Part.MENU)

    def open_help(self, page: HelpPage | str) -> None:
        """The help over the board, its panel the size the desktop gives it (the same on every page and over every
        window); a window too small for it is asked to grow about its centre, and goes back when the help closes."""
        from minesweeper.cli import version

        store = self.ctx.store
        files = (
            []
            if store is None
            else [
                (_("Settings"), str(store.paths.settings)),
                (_("Saved game"), str(store.paths.resume)),
                # Translators: the results database's file, named in Help's About beside where it is.
                (_("Results"), str(store.paths.results)),
            ]
        )
        below, tallest_bar = self.layout.menu_bar.bottom, menu_bar_height(MAX_CHROME)
        self.help = HelpOverlay(
            page,
            self.ctx.font,
            self.ctx.colours,
            screen_scale(self.ctx.available),
            self.below_menu_bar(),
            room=(self.ctx.available[0], self.ctx.available[1] - tallest_bar),  # under any window's menu bar
            version=version(),
            files=files,
            recent=self.ctx.recent,
        )
        width, height = self.layout.window
        needed = self.help.needed()
        wanted = (max(width, needed[0]), max(height, below + needed[1]))
        if wanted != (width, height) and self._before_help is None:  # (asked once: a window kept smaller stays so)
            self._before_help = (width, height)
            self._ask(wanted)
        self.invalidate(Part.EVERYTHING)

    def close_help(self) -> None:
        self.help = None
        if self._before_help is not None:
            self._ask(self._before_help)
            self._before_help = None
        self.invalidate(Part.EVERYTHING)

    # ------------------------------------------------------------------ drawing

    def scroll_message(self, lines: int) -> None:
        """The wheel over the message bar: its words move by ``lines`` (fit_message keeps them in bounds)."""
        self.message_scroll = max(0, self.message_scroll + lines)
        self.invalidate(Part.MESSAGE)

    def draw(self, surface: pygame.Surface, full: bool, scene: Scene) -> list[pygame.Rect]:
        self.fit_message(scene.message, scene.colour, scene.notice)
        changed: list[pygame.Rect] = []
        parts, self._parts = self._parts, set()
        whole = full or Part.EVERYTHING in parts
        if whole:
            changed.append(self.frame.draw_frame(surface))
            self._cells, parts = None, {Part.STATUS, Part.MESSAGE, Part.MENU, Part.VIEW}
            if scene.paused:
                self.frame.draw_paused(surface)
            else:
                changed.append(self.view.draw_cells(surface, None, scene.pressed))
            if self.help is not None:
                self.help.repaint_under()
            if self.results is not None:
                self.results.repaint_under()
        elif self._cells is not None and not scene.paused and self.help is None:
            changed.append(self.view.draw_cells(surface, self._cells, scene.pressed))
        self._cells = None
        if Part.STATUS in parts:
            changed.extend(self.frame.draw_status(surface, scene.mines_left, scene.seconds, scene.face))
        if Part.VIEW in parts:
            changed.extend(self.view.draw_scroll_bars(surface))
        side = self.layout.side
        if self.counters is not None and side is not None and (whole or self.help is None):  # help covers it
            everything = Part.STATUS in parts and Part.MESSAGE in parts and Part.MENU in parts  # after a full paint
            changed.extend(
                self.counters.draw(
                    surface, side, self.layout.scale, self.layout.side_columns, scene.counters, everything
                )
            )
        if Part.MESSAGE in parts:
            message, notice = (scene.message, scene.notice) if self.bar_readable() else ("", "")
            changed.append(self.frame.draw_message(surface, message, scene.colour, notice, self.message_scroll))
        if self.help is not None:
            changed.extend(self.help.draw(surface))
        if self.results is not None and changed:
            changed.extend(self.results.draw(surface))
        drop = self.bar.shown_drop()
        if Part.MENU in parts or (drop is not None and drop.collidelist(changed) >= 0):
            # An open drop-down stays on top: whatever was just painted under it (the clock's tick, a hint's
            # words, a cell) is covered again by the menu, which the player is reading.
            changed.extend(self.bar.draw(surface, self.layout.menu_bar.topleft))
        return changed

    def bar_readable(self) -> bool:
        """Whether the message bar's words can show: not while the results card covers part of the bar (its words,
        the game's result and the verdict, are all on the card), where the lines left below the card would read as
        a piece of a sentence."""
        return self.results is None or not self.results.panel.colliderect(self.layout.message)

    def below_status(self) -> pygame.Rect:
        """The window under the status panel: where the results card is laid, leaving the face to click."""
        return self._below(self.layout.status.bottom)

    def below_menu_bar(self) -> pygame.Rect:
        """The window under the menu bar: the results card's room when the board alone is too small for it."""
        return self._below(self.layout.menu_bar.bottom)

    def _below(self, top: int) -> pygame.Rect:
        width, height = self.layout.window
        return pygame.Rect(0, top, width, height - top)
