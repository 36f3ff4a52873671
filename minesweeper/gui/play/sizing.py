"""The play canvas's size: the zoom and the window a game is shown at, and the lines its message bar takes.

A board opens at the player's own view of it (``opened``: the zoom and window he last chose for it, else the settings'
zoom, else the largest that fits the desktop), with the live counters' panel where there is room. The canvas asks the
app for a window (``take_size_request``), once: for a zoom step, the panel shown or hidden, or room for the game's
words (the message bar's lines, the results card, the help), which grows the window down from where it is and gives
it back when they go. A window the player drags is his own, and sets the zoom that shows the whole board in it. The
message bar takes the lines its words need, as far as the desktop has room for them under the board.

``Sizing`` is the part of ``canvas.PlayCanvas`` that decides these sizes; the canvas lays its parts out for them
(``relayout``) and paints them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

from pygame.typing import ColorLike

from minesweeper.gui.art.sheets import COUNTER_DIGITS
from minesweeper.gui.geometry import (
    FRAME,
    MESSAGE_LINES,
    PlayLayout,
    Side,
    Size,
    fit_zoom,
    fitted_chrome,
    natural_size,
    opening,
)
from minesweeper.settings import MAX_ZOOM, MIN_ZOOM, View

if TYPE_CHECKING:
    from minesweeper.gui.play.board_view import BoardView
    from minesweeper.gui.play.counters import CountersPanel
    from minesweeper.gui.play.frame import GameFrame
    from minesweeper.gui.screen import Context
    from minesweeper.gui.widgets.menubar import MenuBar


def opened(
    ctx: Context, board: Size, own: View | None, *, digits: int = COUNTER_DIGITS, side: Side | None = None
) -> tuple[int, Size]:
    """The zoom and window a game of ``board`` opens at: the player's ``own`` view of it (else the settings' zoom, else
    the largest that fits), with the ``side`` panel where there is room for it (``geometry.opening``). Nothing else is
    ever kept, so showing the panel, hiding it, a new game and a restart all come back to it."""
    zoom, window = (own.zoom, own.window) if own is not None else (ctx.settings.zoom, None)
    return opening(board, ctx.available, zoom, window, digits=digits, side=side)


class Sizing(ABC):
    """The zoom and window of a play canvas, the window asked of the app, and the message bar's lines. The canvas
    holds the parts laid out for them (``view``, ``frame``, ``bar``) and lays them out again (``relayout``)."""

    ctx: Context
    view: BoardView
    frame: GameFrame
    bar: MenuBar

    def __init__(
        self,
        ctx: Context,
        *,
        wide_message: bool,
        digits: int,
        status_below: bool,
        commentary: bool,
        counters: CountersPanel | None,
        own: View | None,
    ) -> None:
        """See ``PlayCanvas``: the sizes' part of its options."""
        self.ctx = ctx
        self.wide_message, self.status_below, self.commentary = wide_message, status_below, commentary
        self.digits = digits
        self.counters = counters
        self.side: Side | None = None if counters is None else counters.side()
        self.own = own  # changed only by the player: + and -, Ctrl+wheel, a window he dragged (``resized``)
        self.widened = False  # this game's words asked for a window wider than the frame, the bar spanning it
        self.lines = MESSAGE_LINES  # the message bar's lines: as many as its text needs, two at least
        self.message_scroll = 0  # the first line the bar shows, when its words need more lines than it has
        self._said = ("", "")  # the message and notice the bar was fitted to
        self._request: Size | None = None  # the window size to ask the app for, once
        self._answering = False  # the next resize answers that request, rather than being the player's
        self._in_place = False  # that request is room for the game's words, not a new size (``request_in_place``)
        self.request_in_place = False  # the same, for the request last taken
        self._grown_from: Size | None = None  # the window before this game's words grew it, to go back to
        self._before_help: Size | None = None  # the window before the help grew it to hold its panel

    @property
    def layout(self) -> PlayLayout:
        return self.view.layout

    @abstractmethod
    def relayout(self, zoom: int, window: Size, anchor: tuple[int, int] | None = None) -> None:
        """Lay the canvas's parts out again at ``zoom`` in ``window`` (``anchor``: the point kept under the pointer)."""

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
