"""What the play screen shows and where: the board view, the frame around it, the menu bar, the help
overlay, and which of them need painting after each event.

The play screen decides what happens in the game; this canvas decides how it looks at the current zoom
and window size, and repaints only what changed: cells the core reported, the status panel, the message
bar, scroll bars, a menu's drop-down, or everything after a relayout. The help overlay, the results card and an
open drop-down are drawn last, over the board.
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
    FRAME,
    MAX_CHROME,
    MESSAGE_LINES,
    PlayLayout,
    Side,
    Size,
    fit_zoom,
    fitted_chrome,
    menu_bar_height,
    menu_scale,
    menu_words,
    natural_size,
    opening,
    play_layout,
    screen_scale,
)
from minesweeper.gui.play.board_view import BoardView, TileSource
from minesweeper.gui.play.frame import GameFrame
from minesweeper.gui.screen import Context
from minesweeper.gui.widgets.help_overlay import HelpOverlay
from minesweeper.gui.widgets.help_text import HelpPage
from minesweeper.gui.widgets.menubar import Menu, MenuBar, MenuResult
from minesweeper.settings import MAX_ZOOM, MIN_ZOOM, View

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


def opened(
    ctx: Context, board: Size, own: View | None, *, digits: int = COUNTER_DIGITS, side: Side | None = None
) -> tuple[int, Size]:
    """The zoom and window a game of ``board`` opens at: the player's ``own`` view of it (else the settings' zoom, else
    the largest that fits), with the ``side`` panel where there is room for it (``geometry.opening``). Nothing else is
    ever kept, so showing the panel, hiding it, a new game and a restart all come back to it."""
    zoom, window = (own.zoom, own.window) if own is not None else (ctx.settings.zoom, None)
    return opening(board, ctx.available, zoom, window, digits=digits, side=side)


class PlayCanvas:
    """The board and its frame at one zoom in one window size, and the parts waiting to be repainted."""

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
        self.ctx = ctx
        self.menus = tuple(menus)
        self.wide_message, self.status_below, self.commentary = wide_message, status_below, commentary
        self.digits = digits
        self.counters = counters
        self.side: Side | None = None if counters is None else counters.side()
        self.own = own  # changed only by the player: + and -, Ctrl+wheel, a window he dragged (``resized``)
        self.widened = False  # this game's words asked for a window wider than the frame, the bar spanning it
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
        self.lines = MESSAGE_LINES  # the message bar's lines: as many as its text needs, two at least
        self.message_scroll = 0  # the first line the bar shows, when its words need more lines than it has
        self._said = ("", "")  # the message and notice the bar was fitted to
        self.results: EndPanel | None = None  # the card over the board once a game has ended
        self._cells: Rect | None = None  # the cells to repaint
        self._parts = {Part.EVERYTHING}  # the parts to repaint
        self._request: Size | None = None  # the window size to ask the app for, once
        self._answering = False  # the next resize answers that request, rather than being the player's
        self._in_place = False  # that request is room for the game's words, not a new size (``request_in_place``)
        self.request_in_place = False  # the same, for the request last taken
        self._ask(self.with_menus(window))
        self._grown_from: Size | None = None  # the window before this game's words grew it, to go back to
        self._before_help: Size | None = None  # the window before the help grew it to hold its panel

    @property
    def layout(self) -> PlayLayout:
        return self.view.layout

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

    # ------------------------------------------------------------------ zoom and size

    def with_menus(self, size: Size) -> Size:
        """A window size grown, if need be, so that every drop-down of the menu bar fits in it."""
        menus = self.bar.needed_size()
        return max(size[0], menus[0]), max(size[1], menus[1])

    def take_size_request(self) -> Size | None:
        request, self._request = self._request, None
        self.request_in_place = self._in_place
        return request

    def _ask(self, size: Size, *, in_place: bool = False) -> None:
        """Ask the app for a window of ``size``; ``in_place``: the same window with more or less room for the game's
        words (the bar's lines, the results card), so it grows down from where it is and the board stays put on the
        screen, rather than a new size placed about the window's centre."""
        self._request, self._answering, self._in_place = size, True, in_place

    def resized(self, size: Size) -> None:
        """Our own request answered keeps the zoom (scrolling if the desktop was too small for it), and so does the
        window coming back at the size it had (Esc from Settings or a review); a size the player dragged gets the
        largest whole-number zoom that shows the whole board above the bar's lines in as much of the window as the
        desktop's work area holds (a window dragged past it lies partly under a panel or off the screen, and no window
        opens bigger: a zoom only that room showed would step down as soon as the panel is hidden or the game
        restarted), and is his own view of the board (``own``: the window less the live counters' panel, which comes
        and goes with I)."""
        game = self.view.game
        dragged = not self._answering and size != self.layout.window
        board = (game.width, game.height)
        if dragged:
            room = self.ctx.available
            held = min(size[0], room[0]), min(size[1], room[1])
            zoom = fit_zoom(board, held, lines=self.lines, digits=self.digits, side=self.side)
        else:
            zoom = self.layout.zoom
        if dragged:
            self._grown_from = self._before_help = None  # the player chose this size: it is theirs
        self._answering = False
        self.relayout(zoom, size)
        if dragged:
            self.own = View(zoom, self._less_side(size))

    def _less_side(self, window: Size) -> Size:
        """``window`` less the room the live counters' panel takes in it (beside the frame, or under it)."""
        layout = self.layout
        if layout.side is None:
            return window
        gap = FRAME * layout.scale
        if layout.side.left >= layout.status.right:
            return max(1, window[0] - layout.side.width - gap), window[1]
        return window[0], max(1, window[1] - layout.side.height - gap)

    def fresh(self) -> tuple[int, Size]:
        """The zoom and window a fresh start of this board gives with the panel as it is now: what showing or hiding
        the panel comes back to, and what the next game of the difficulty opens at (``opened``)."""
        game = self.view.game
        return opened(self.ctx, (game.width, game.height), self.own, digits=self.digits, side=self.side)

    @property
    def players_window(self) -> Size:
        """The window as the player has it, before the game's words (the bar, the results card) grew it: what the
        next game of the difficulty opens at."""
        return self._grown_from or self._before_help or self.layout.window

    def grow(self, size: Size) -> None:
        """Ask for a bigger window for the game's words (the message bar's lines, a readable results card); the
        window as it was comes back at the next game (``new_game``), so the board never moves while it lasts."""
        width, height = self.layout.window
        wanted = (max(width, size[0]), max(height, size[1]))
        if wanted != (width, height):
            self._grown_from = self._grown_from or self._before_help or (width, height)
            self._ask(wanted, in_place=True)

    def shrink(self, height: int) -> None:
        """The game's words need less room (``height`` at least): a window they grew goes back towards the height it
        had before, as far as they let it (a card that widened it stays so until the next game)."""
        if self._grown_from is None:
            return
        width, now = self.layout.window
        wanted = (width, max(self._grown_from[1], min(height, now)))
        if wanted[1] < now:
            self._ask(wanted, in_place=True)
        if wanted == self._grown_from:
            self._grown_from = None

    def new_game(self) -> None:
        """A new game: the message bar back to its standing lines, and a window the last game's words grew back
        to the size it had before."""
        if self.lines != MESSAGE_LINES or self.widened:
            self.lines, self.widened = MESSAGE_LINES, False
            self.relayout(self.layout.zoom, self.layout.window)
        if self._grown_from is not None:
            self._ask(self._grown_from, in_place=True)
            self._grown_from = None

    def zoom_step(self, step: int) -> None:
        """``+``/``-``: the next zoom, with the window asked to fit it (scrolling if the desktop cannot); the player's
        own zoom, the window for it that of the board alone."""
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.layout.zoom + step))
        if zoom != self.layout.zoom:
            self.relayout(zoom, self.layout.window)
            game = self.view.game
            board = (game.width, game.height)
            self._ask(self.with_menus(self.natural(board, zoom, self.lines)))
            available = self.ctx.available
            scale = fitted_chrome(board, zoom, available, digits=self.digits)
            alone = self.with_menus(natural_size(board, zoom, scale=scale, digits=self.digits))
            self.own = View(zoom, (min(alone[0], available[0]), min(alone[1], available[1])))

    def zoom_in_place(self, step: int, anchor: tuple[int, int]) -> bool:
        """Ctrl+wheel: the next zoom in the same window, the cell under the pointer kept under it; the player's own
        zoom, in the window he has (less the live counters' panel)."""
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.layout.zoom + step))
        if zoom == self.layout.zoom:
            return False
        if self.side is None:
            window = self.players_window
        else:
            window = (
                self.own.window
                if self.own is not None
                else opened(self.ctx, (self.view.game.width, self.view.game.height), None, digits=self.digits)[1]
            )
        self.relayout(zoom, self.layout.window, anchor)
        self.own = View(zoom, window)
        return True

    def set_menus(self, menus: Sequence[Menu]) -> None:
        """New menus (a check mark moved): the bar is rebuilt, closed."""
        self.menus = tuple(menus)
        self.bar = self._bar(self.layout)
        self.invalidate(Part.MENU)

    def natural(self, board: Size, zoom: int, lines: int = MESSAGE_LINES, scale: int | None = None) -> Size:
        """The window that shows the whole board at ``zoom`` (``geometry.natural_size``), with the live counters'
        panel where the desktop has room for it when it is shown."""
        return natural_size(board, zoom, lines, scale, digits=self.digits, side=self.side, space=self.ctx.available)

    def set_counters(self, counters: CountersPanel | None) -> None:
        """Show the live counters' panel (None: hide it), or show other rows of it. Either way the window and the zoom
        become what a fresh start of the board gives with the panel as it is now (``fresh``): the window grows about
        its centre to hold the panel, as far as the desktop allows, and the zoom steps down where even the desktop has
        no room for both; hidden again, they are the player's own (nothing the panel did is kept)."""
        game = self.view.game
        board = (game.width, game.height)
        self.counters = counters
        self.side = None if counters is None else counters.side()
        zoom, window = self.fresh()
        now = self.layout.window
        self.relayout(zoom, window)  # the menu bar as it is in that window: its drop-downs' room
        window = self.with_menus(window)
        scale = fitted_chrome(board, zoom, self.ctx.available, self.lines, digits=self.digits, side=self.side)
        needed = self.with_menus(self.natural(board, zoom, self.lines, scale))  # the bar's lines as they are now
        wanted = max(window[0], needed[0]), max(window[1], needed[1])
        self._grown_from = window if wanted != window else None
        self.relayout(zoom, now)
        if wanted != now:
            self._ask(wanted)

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

    def fit_message(self, message: str, colour: ColorLike, notice: str) -> None:
        """Give the message bar the lines its words need (two at least), as far as the desktop has room for them
        under the whole board; the frame is laid out again around it, and a window too short is asked to grow.
        Words that need more lines than that scroll in the bar (the wheel over it), so none is ever cut. When long
        words go, the bar gives its lines back and a window they grew shrinks back to the size it had (``shrink``),
        except a running commentary's, which keeps the most lines it has had so that the window does not grow and
        shrink from one move to the next. A hint's reason fits the lines the bar keeps in reserve where the window
        has room (``play_layout``), so it comes and goes without the bar, the board or the window moving."""
        if (message, notice) != self._said:
            # A new notice under the same words is what the player must see: the bar scrolls to its end for it
            # (the words above it stay a wheel away); new words start from their first line.
            fresh_notice = bool(notice) and message == self._said[0] and notice != self._said[1]
            self._said, self.message_scroll = (message, notice), (1 << 30 if fresh_notice else 0)
        game = self.view.game
        board, zoom, prose = (game.width, game.height), self.layout.zoom, self.frame.prose
        needed = len(self.frame.message_lines(message, colour, notice))
        width, height = self.layout.window
        unit, scale = self.layout.line, self.layout.scale
        most = self.most_lines()
        if needed > most and not (self.wide_message or self.widened):
            # More lines than the desktop has room for under the board: the bar spans a window as wide as they need
            # to fit (the desktop's width at most), rather than hide the last of them behind a scroll bar.
            wider = self._width_for(message, notice, most)
            if wider > width:
                self.widened = True
                self.relayout(zoom, self.layout.window)
                self.grow((wider, height))
        lines = max(MESSAGE_LINES, min(-(-prose.height(needed) // unit), most))
        if lines > self.lines or (lines < self.lines and not self.commentary):
            grew, self.lines = lines > self.lines, lines
            self.relayout(zoom, self.layout.window)
            natural = self.with_menus(self.natural(board, zoom, lines, scale))
            if grew and natural[1] > height:
                self.grow((width, natural[1]))
            elif not grew:
                self.shrink(natural[1])
        shown = self.layout.message.height // prose.line_h
        self.message_scroll = max(0, min(self.message_scroll, needed - shown))

    def _width_for(self, message: str, notice: str, lines: int) -> int:
        """The narrowest window, up to the desktop's width, whose width-spanning bar holds ``message`` and ``notice``
        in ``lines`` lines; the desktop's width if none does."""
        prose, s = self.frame.prose, self.layout.scale
        low, high = self.layout.window[0], max(self.layout.window[0], self.ctx.available[0])

        def fits(width: int) -> bool:
            room = self.frame.wrap_width(width - 2 * FRAME * s)  # a bar spanning the window
            return len(prose.wrap(message, room)) + (len(prose.wrap(notice, room)) if notice else 0) <= lines

        if fits(low) or not fits(high):
            return high if not fits(low) else low
        while high - low > 1:  # fits(high), not fits(low)
            middle = (low + high) // 2
            low, high = (low, middle) if fits(middle) else (middle, high)
        return high

    def most_lines(self) -> int:
        """The most lines the message bar can have: as many as the desktop has room for under the whole board at
        the frame's zoom and scale (the bar's standing lines at least)."""
        game, layout = self.view.game, self.layout
        room = (
            max(layout.window[1], self.ctx.available[1])
            - self.natural((game.width, game.height), layout.zoom, scale=layout.scale)[1]
        )
        return MESSAGE_LINES + max(0, room) // layout.line

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
