"""The replay viewer's window: the game's frame (``PlayCanvas``) with the control strip under it, laid out together.

The strip is always at the window's foot, under the board and its message bar, as a video player's controls are. It
is at the frame's scale, and the frame is laid out in the desktop less the strip (``placement``); where that would
cost the board the zoom it is played at, the strip goes in one row inside the frame, beside its status panel, which
the frame then keeps at its foot at its least width (``play_layout``'s ``status_below``), so the counters and the face
are always in view. The window is at least as wide
as the strip needs, a narrow board's frame centred in it; the frame's message bar grows only into the desktop's room
above the strip (so the frame keeps its scale), and the review's lines ask once for a window wide enough to show
them whole (``ask_width``). A window the player resizes keeps the strip at the frame's new scale, as long as the
frame keeps its zoom whole above it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from pygame.typing import ColorLike

from minesweeper.core.replay import Replay
from minesweeper.gui.art.sheets import led_digits
from minesweeper.gui.geometry import (
    FRAME,
    MAX_CHROME,
    Size,
    chrome_scale,
    fits,
    fitted_chrome,
    message_px,
    opening,
    play_layout,
)
from minesweeper.gui.play.canvas import PlayCanvas
from minesweeper.gui.screen import Context
from minesweeper.gui.screens.replay.strip import HEIGHT, ROW_HEIGHT, ControlBar, strip_scale
from minesweeper.gui.widgets.menubar import Menu


@dataclass(frozen=True)
class Placement:
    """The frame's zoom and window, and the strip's scale and whether it is in one row inside the frame."""

    zoom: int
    window: Size
    scale: int
    row: bool


def placement(
    board: Size,
    available: Size,
    zoom: int | None,
    window: Size | None,
    *,
    digits: int,
    row_width: Callable[[int], int] = lambda scale: 0,
) -> Placement:
    """Where a replay of ``board`` goes on a desktop with ``available`` room, played at ``zoom`` in ``window`` (the
    remembered ones, if any). The strip is at the frame's scale, and the frame is laid out in the desktop less the
    strip: the largest strip that leaves the frame room for a scale at least its own. Where that costs the board the
    zoom it is played at (Expert at 24-pixel cells on an 800x600 laptop, its compact frame as tall as the desktop),
    the frame is the game's and the strip, in one row, lies beside its status panel, at the frame's foot as the strip
    always is, where the desktop is wide enough for both (``row_width``: the strip's width in one row at a scale)."""
    played = opening(board, available, zoom, window, digits=digits)
    (fitted, room_window), strip = played, 1
    for scale in range(1, MAX_CHROME + 1):
        room = (available[0], available[1] - HEIGHT * scale)
        opened = opening(board, room, zoom, window, digits=digits)
        chrome = fitted_chrome(board, opened[0], room, digits=digits) or chrome_scale(opened[0])
        if strip_scale(chrome, available) < scale:
            break
        (fitted, room_window), strip = opened, scale
    chrome = fitted_chrome(board, played[0], available, digits=digits) or chrome_scale(played[0])
    scale = strip_scale(chrome, available)
    frame = play_layout(board, *played, digits=digits, status_below=True)
    beside = frame.status.right + frame.status.left + row_width(scale)
    if played[0] > fitted and ROW_HEIGHT * scale <= frame.window[1] - frame.message.bottom and beside <= available[0]:
        return Placement(*played, scale, row=True)
    return Placement(fitted, room_window, strip, row=False)


class ReplayLayout:
    """The frame (``canvas``) and the strip (``bar``) of one replay, in one window."""

    def __init__(self, ctx: Context, replay: Replay, widest_time: str, menus: Sequence[Menu]) -> None:
        """Lay out ``replay`` at the zoom and window its board is played at; ``widest_time`` is the longest time
        text the strip must show whole."""
        self.ctx = ctx
        difficulty = replay.finished.record.difficulty
        remembered = ctx.settings.view_of(difficulty)
        digits = led_digits(difficulty.mines)
        placed = placement(
            (difficulty.width, difficulty.height),
            ctx.available,
            remembered.zoom if remembered else ctx.settings.zoom,
            remembered.window if remembered else None,
            digits=digits,
            row_width=ControlBar(ctx.font, 1, widest_time, row=True).needed_width,
        )
        self.row = placed.row
        self.bar = ControlBar(ctx.font, placed.scale, widest_time, row=self.row)
        # The frame's desktop is the desktop less the strip: its message bar grows only into the room left above
        # the strip, so a long line never makes the window too tall for the frame's own scale.
        room = (ctx.available[0], ctx.available[1] - self.under())
        self.canvas = PlayCanvas(
            replace(ctx, available=room),
            replay,
            placed.zoom,
            placed.window,
            menus,
            wide_message=True,
            digits=digits,
            status_below=self.row,
            commentary=True,
        )
        self.wide = 0  # the window width the review's lines ask for (0: the frame's and the strip's is enough)
        self.asked_wide = 0  # the width last asked for them (asked once: a window the player narrows stays so)
        self.relaid()

    def size(self) -> Size:
        width, height = self.canvas.layout.window
        return width, height + self.under()

    def under(self, preferred: bool = False) -> int:
        """The strip's height under the frame (none when it is in the frame, in one row)."""
        return 0 if self.row else self.bar.preferred_height if preferred else self.bar.height

    def take_size_request(self, message: str, colour: ColorLike, notices: str) -> Size | None:
        """The frame's request (its message bar grown to the lines ``message`` and ``notices`` need), as wide as the
        strip needs at its own scale and as the review's lines ask, with the strip under it."""
        canvas, lines = self.canvas, self.canvas.lines
        canvas.fit_message(message, colour, notices)  # the bar grows before it is drawn
        if canvas.lines != lines:
            self.relaid()
        request = canvas.take_size_request()
        wide = self.wide if self.wide > canvas.layout.window[0] and self.wide != self.asked_wide else 0
        if wide:
            self.asked_wide = wide
            if request is None:  # asked through the canvas, so the answer keeps the zoom
                canvas.grow((wide, canvas.layout.window[1]))
                request = canvas.take_size_request()
        if request is None:
            return None
        return max(request[0], self.beside() + self.bar.needed_width(), wide), request[1] + self.under(preferred=True)

    def beside(self) -> int:
        """The room the frame's status panel takes at the left of the strip's row (none when the strip is under the
        frame): its width and the frame's grey on both sides of it."""
        layout = self.canvas.layout
        return layout.status.right + layout.status.left if self.row else 0

    def ask_width(self, texts: Sequence[str]) -> None:
        """Ask (once, with the next size request) for the narrowest window, up to the desktop's width, in which
        ``texts`` fit the lines the desktop has room for under the board (the message bar spans the window); the
        whole desktop's width if none does (so more of a line shows at once), none if the window shows them whole."""
        layout, prose = self.canvas.layout, self.canvas.frame.prose
        s = layout.scale
        shown = message_px(self.canvas.most_lines(), s) // prose.line_h
        longest = sorted(texts, key=prose.width)[-3:]  # the widest lines wrap to the most lines

        def fits_in(width: int) -> bool:
            room_w = self.canvas.frame.wrap_width(max(layout.status.width, width - 2 * FRAME * s))
            return all(len(prose.wrap(text, room_w)) <= shown for text in longest)

        low, high = layout.window[0], self.ctx.available[0]
        if fits_in(low) or high <= low:
            self.wide = 0
            return
        if not fits_in(high):
            self.wide = high
            return
        while high - low > 1:  # fits_in(high), not fits_in(low)
            middle = (low + high) // 2
            low, high = (low, middle) if fits_in(middle) else (middle, high)
        self.wide = high

    def menu_rows(self) -> int:
        """How many items a drop-down shows whole under the menu bar in the window as it is."""
        layout = self.canvas.layout
        return (layout.window[1] - layout.menu_bar.bottom) // self.canvas.bar.item_h - 1

    def resized(self, size: Size) -> None:
        """The frame laid out above the strip; the strip then takes the frame's new scale (a window the player made
        bigger or smaller), as long as the frame keeps its zoom whole above it."""
        bar, canvas = self.bar, self.canvas
        canvas.resized((size[0], max(1, size[1] - self.under())))
        bar.fit(size[0] - self.beside())
        if self.row:  # the strip in the frame keeps its scale and its row
            self.relaid()
            return
        layout, board = canvas.layout, canvas.view.game
        scale = strip_scale(layout.scale, self.ctx.available)
        area = (size[0], max(1, size[1] - HEIGHT * scale))
        whole = fits((board.width, board.height), layout.zoom, area, digits=canvas.digits)
        if scale != bar.preferred and (scale < bar.preferred or whole):
            bar.preferred = scale
            bar.fit(size[0])
            canvas.relayout(layout.zoom, (size[0], max(1, size[1] - bar.height)))
        self.relaid()

    def relaid(self) -> None:
        """The strip under the frame, or in one row beside the frame's status panel, under its message bar."""
        layout = self.canvas.layout
        width, height = layout.window
        if self.row:  # beside the status panel, as far from the window's right edge as the panel is from its left
            room = height - layout.message.bottom
            top = layout.message.bottom + max(0, room - self.bar.height) // 2
            self.bar.layout(width - layout.status.left, top, left=layout.status.right + layout.status.left)
        else:
            self.bar.layout(width, height)
