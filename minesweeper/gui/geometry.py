"""Where everything goes in a game's window, for a board size, a zoom and the window's size.

Pure arithmetic on rectangles (no drawing), so the window's layout is decided in one place and tested
without a display: the classic frame, the status panel with counter, face and timer, the board viewport
(smaller than the board when it must scroll), scroll bars, and the message bar. The window may be any size
the player drags it to: the frame is centred in it, and ``fit_zoom`` finds the largest whole-number zoom
that shows the whole board, so cells are only ever scaled by whole numbers. The chrome (frame, counters,
face, text) is scaled with the cells, so a board at 1× never sits under 2× counters.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from minesweeper.gui.art.font import line_height, text_height
from minesweeper.gui.art.sheets import COUNTER_DIGITS, DIGIT_H, DIGIT_W, FACE, TILE
from minesweeper.settings import MAX_ZOOM, MIN_ZOOM

WINDOW_LIMIT = 500  # the window scrolls, but past this a board is no fun to play with a mouse
EDITOR_LIMIT = (40, 30)  # the widest and tallest board the puzzle editor draws whole (any size plays)
START_ZOOM_CAP = 4  # a 6×6 board at 8× would be all tile and no game
MAX_CHROME = 4  # counters and text stop growing here: at 8× they would crowd out the board
MAX_SCREEN_SCALE = 4  # the menu and the other fixed screens stop growing here (a 4K monitor's menu at 4×)
LEAST_ROWS = 5  # a scrolling list (history, puzzles) shows at least this many rows
FRAME = 6  # grey frame around the panels, in chrome pixels
PANEL_BEVEL = 2
BOARD_BEVEL = 3
SCROLL_BAR = 10
STATUS_LINE_W = 380  # window pixels the bar needs to hold the standing status line on one line, at scale 1 or 2
MESSAGE_LINES = 2  # the message bar's lines when its text needs no more: the message, and a notice
RESERVED_LINES = 4  # lines more the bar keeps where the window has room under the board: a hint's reason fits
MENU_BAR_PAD = 1  # chrome pixels above and below the menu bar's line of text
STATUS_PAD = 4
SIDE_PAD = 4  # chrome pixels inside the side panel's bevel, round its rows
SIDE_COLUMN_GAP = 8  # chrome pixels between the side panel's columns when it lies under the board


def status_w(digits: int) -> int:
    """The least width of the status panel's contents in chrome pixels: two counters of ``digits`` digits, the face,
    air between."""
    return digits * DIGIT_W * 2 + FACE + 2 * FACE + 4 * STATUS_PAD


Size = tuple[int, int]  # a width and a height in pixels: a window's, a screen's, a text's; the one such type


def chrome_scale(zoom: int) -> int:
    """The frame, counters and text grow with the cells, up to ``MAX_CHROME``."""
    return max(1, min(zoom, MAX_CHROME))


def message_line(scale: int) -> int:
    """One line of the message bar in window pixels at a chrome ``scale``: a line of the body type there (the
    status line is the body size of its window's scale, as every other word)."""
    return line_height(scale)


def message_px(lines: int, scale: int) -> int:
    """The message bar's height in window pixels for ``lines`` lines (at least ``MESSAGE_LINES``) at ``scale``."""
    return max(lines, MESSAGE_LINES) * message_line(scale) + 2 * scale


def inner_width(scale: int, window_w: int | None = None, *, digits: int = COUNTER_DIGITS) -> int:
    """The least width of the frame's panels in window pixels: the counters of ``digits`` digits and the face need
    ``status_w`` chrome pixels, and the message bar under them room for the
    status line on one line (its last word never alone), as far as a ``window_w`` wide window has room for it (a
    window the player made narrower wraps the line instead)."""
    text = STATUS_LINE_W if window_w is None else min(STATUS_LINE_W, window_w - 2 * FRAME * scale)
    return max(status_w(digits) * scale, text)


def menu_scale(scale: int) -> int:
    """The menu bar's chrome grows only to 2×: its drop-downs must fit in the window."""
    return min(scale, 2)


def menu_words(scale: int) -> int:
    """The scale whose body size the menu bar's words take in a window at chrome ``scale``: the window's own up to
    2x, one less past it. A capital a pixel short of the status line's (the sizes step by a pixel), so that the long
    Game menu still fits under a small board's window rather than make it taller."""
    return max(menu_scale(scale), scale - 1)


def menu_bar_height(scale: int) -> int:
    """The menu bar's height in window pixels at a window's chrome ``scale``: a line of its words and air."""
    return text_height(menu_words(scale)) + 2 * MENU_BAR_PAD * menu_scale(scale)


def screen_scale(available: Size, needs: Size = (320, 240)) -> int:
    """The scale of a fixed-size screen (menu, settings, ...): the largest whole number, up to
    ``MAX_SCREEN_SCALE``, at which the screen's ``needs`` (its size at 1×) fit the window the desktop allows;
    1 on a desktop too small even for that (the window system then scrolls nothing: screens are made to fit
    800×600 at 2×)."""
    room = min(available[0] // max(1, needs[0]), available[1] // max(1, needs[1]))
    return max(1, min(MAX_SCREEN_SCALE, room))


def list_rows(room: int, scale: int, fixed: int, row: int, most: int) -> int:
    """How many rows of ``row`` pixels (at 1×) a list shows on a screen whose other parts take ``fixed``
    pixels (at 1×), in ``room`` window pixels at ``scale``: as many as fit, up to ``most``, at least
    ``LEAST_ROWS`` (a list shorter than that scrolls too much to be any use)."""
    return max(LEAST_ROWS, min(most, (room // scale - fixed) // row))


@dataclass(frozen=True)
class Side:
    """A panel that goes with the board (the live counters): ``rows`` rows, each ``row(scale)`` (its width and
    height in window pixels at a chrome scale, as the panel measures its words). It lies beside the frame where the
    window has room for it there, else under it in as many columns as the window's width holds."""

    rows: int
    row: Callable[[int], Size]

    @staticmethod
    def pad(scale: int) -> int:
        """Window pixels from the panel's edge to its rows: its bevel and the air inside it (the same for any panel)."""
        return (SIDE_PAD + PANEL_BEVEL) * scale

    def columns(self, scale: int, width: int | None = None) -> int:
        """How many columns the rows take in a panel at most ``width`` window pixels wide (None: one)."""
        if width is None:
            return 1
        row_w, gap = self.row(scale)[0], SIDE_COLUMN_GAP * scale
        return max(1, min(self.rows, (width - 2 * self.pad(scale) + gap) // (row_w + gap)))

    def size(self, scale: int, columns: int = 1) -> Size:
        """The panel's size with its rows in ``columns`` columns, filled top to bottom."""
        (row_w, row_h), pad = self.row(scale), self.pad(scale)
        lines = max(1, -(-self.rows // columns))
        return columns * row_w + (columns - 1) * SIDE_COLUMN_GAP * scale + 2 * pad, lines * row_h + 2 * pad


@dataclass(frozen=True)
class SidePlace:
    """Where a ``Side`` panel goes with a frame: beside it (or under it), in how many columns, its size, and the
    window the frame and the panel need together."""

    beside: bool
    columns: int
    size: Size
    window: Size


def with_side(frame: Size, scale: int, side: Side, space: Size | None = None) -> SidePlace:
    """Where ``side`` goes with a window whose frame needs ``frame`` at chrome ``scale``: beside the frame when the
    ``space`` (None: any) has room for it there, else under it when it has room there, else where it overflows the
    least."""
    gap, top = FRAME * scale, menu_bar_height(scale)
    beside = side.size(scale)
    wide = SidePlace(True, 1, beside, (frame[0] + beside[0] + gap, max(frame[1], top + beside[1] + 2 * gap)))
    if space is None:
        return wide
    columns = side.columns(scale, max(frame[0], space[0]) - 2 * gap)
    under = side.size(scale, columns)
    tall = SidePlace(False, columns, under, (max(frame[0], under[0] + 2 * gap), frame[1] + under[1] + gap))

    def overflow(place: SidePlace) -> int:
        return max(0, place.window[0] - space[0]) + max(0, place.window[1] - space[1])

    return wide if overflow(wide) <= overflow(tall) else tall


@dataclass(frozen=True)
class PlayLayout:
    """Rectangles in window coordinates; scroll bars are None when the board fits."""

    zoom: int
    scale: int
    digits: int  # of the mine counter and of the timer (``sheets.led_digits``)
    window: Size  # the window this layout fills
    natural: Size  # the window that would show the whole board at this zoom with nothing to spare
    menu_bar: pygame.Rect
    status: pygame.Rect
    counter: pygame.Rect
    face: pygame.Rect
    timer: pygame.Rect
    board_frame: pygame.Rect
    viewport: pygame.Rect
    hbar: pygame.Rect | None
    vbar: pygame.Rect | None
    message: pygame.Rect
    line: int  # one line of the message bar, in window pixels (``message_line``)
    side: pygame.Rect | None = None  # the side panel (the live counters), when there is one
    side_columns: int = 1  # its columns: one beside the frame, more under it


def cell_px(zoom: int) -> int:
    return TILE * zoom


def _chrome(scale: int, lines: int = MESSAGE_LINES) -> Size:
    """Width and height the menu bar, frame, panels, bars and bevels add around the board viewport."""
    horizontal = 2 * (FRAME + BOARD_BEVEL) * scale
    status_h = (DIGIT_H + 2 * STATUS_PAD + 2 * PANEL_BEVEL) * scale
    vertical = (
        (FRAME + FRAME + 2 * BOARD_BEVEL + FRAME) * scale + message_px(lines, scale) + status_h + menu_bar_height(scale)
    )
    return horizontal, vertical


def natural_size(
    board: Size,
    zoom: int,
    lines: int = MESSAGE_LINES,
    scale: int | None = None,
    *,
    digits: int = COUNTER_DIGITS,
    side: Side | None = None,
    space: Size | None = None,
) -> Size:
    """The window that shows the whole board at ``zoom`` with ``lines`` lines of message under it, its
    chrome at ``scale`` (the zoom's own, ``chrome_scale``, unless given) and its counters of ``digits`` digits; with
    the ``side`` panel where a window of ``space`` (None: any) has room for it (``with_side``)."""
    s = scale or chrome_scale(zoom)
    extra_w, extra_h = _chrome(s, lines)
    width = max(board[0] * cell_px(zoom) + extra_w, inner_width(s, digits=digits) + 2 * FRAME * s)
    frame = width, board[1] * cell_px(zoom) + extra_h
    return frame if side is None else with_side(frame, s, side, space).window


def fitted_chrome(
    board: Size,
    zoom: int,
    space: Size,
    lines: int = MESSAGE_LINES,
    *,
    digits: int = COUNTER_DIGITS,
    side: Side | None = None,
) -> int | None:
    """The chrome scale at which the whole board at ``zoom`` (and the ``side`` panel, beside it or under it) fits
    ``space``: the zoom's own, else one step smaller (compact chrome: Expert at 24-pixel cells on an 800x600
    laptop); None if neither fits."""
    full = chrome_scale(zoom)
    for s in dict.fromkeys((full, max(1, full - 1))):
        height = natural_size(board, zoom, lines, s, digits=digits)[1]
        width = max(board[0] * cell_px(zoom) + _chrome(s, lines)[0], (status_w(digits) + 2 * FRAME) * s)  # text wraps
        if side is not None:
            width, height = with_side((width, height), s, side, space).window
        if width <= space[0] and height <= space[1]:
            return s
    return None


def fits(
    board: Size,
    zoom: int,
    space: Size,
    lines: int = MESSAGE_LINES,
    *,
    digits: int = COUNTER_DIGITS,
    side: Side | None = None,
) -> bool:
    return fitted_chrome(board, zoom, space, lines, digits=digits, side=side) is not None


def fit_zoom(
    board: Size,
    space: Size,
    cap: int = MAX_ZOOM,
    *,
    lines: int = MESSAGE_LINES,
    digits: int = COUNTER_DIGITS,
    side: Side | None = None,
) -> int:
    """The largest zoom up to ``cap`` at which the whole board (and the ``side`` panel) fits ``space`` with a
    message bar of ``lines`` lines; 1 (and scrolling) if none."""
    for zoom in range(cap, MIN_ZOOM, -1):
        if fits(board, zoom, space, lines, digits=digits, side=side):
            return zoom
    return MIN_ZOOM


def opening(
    board: Size,
    available: Size,
    zoom: int | None = None,
    window: Size | None = None,
    *,
    digits: int = COUNTER_DIGITS,
    side: Side | None = None,
) -> tuple[int, Size]:
    """A game's first zoom and window size: the given (remembered or chosen) ones, or the largest zoom up to
    the cap that fits the desktop; a zoom too big for the desktop steps down before the board scrolls. With the
    ``side`` panel, the zoom is one that leaves room for it, and a remembered window too small for it grows."""
    zoom = zoom or fit_zoom(board, available, START_ZOOM_CAP, digits=digits, side=side)
    while zoom > MIN_ZOOM and not fits(board, zoom, available, digits=digits, side=side):
        zoom -= 1
    chrome = fitted_chrome(board, zoom, available, digits=digits, side=side)
    natural = natural_size(board, zoom, scale=chrome, digits=digits, side=side, space=available)
    if window is None:
        width, height = natural
    elif side is None:
        width, height = window
    else:
        width, height = max(window[0], natural[0]), max(window[1], natural[1])
    return zoom, (min(width, available[0]), min(height, available[1]))


def play_layout(
    board: Size,
    zoom: int,
    window: Size,
    lines: int = MESSAGE_LINES,
    *,
    wide_message: bool = False,
    digits: int = COUNTER_DIGITS,
    status_below: bool = False,
    side: Side | None = None,
) -> PlayLayout:
    """Lay the game out in a ``window``: the menu bar along the top, the frame centred below it, and a message
    bar of ``lines`` lines (it grows to the lines its text needs, so a sentence is never cut). The chrome is
    the zoom's own, or compact (``fitted_chrome``) when that is what lets the whole board show. The message bar is
    as wide as the frame, or with ``wide_message`` (the review viewer, whose window may be wider than its board)
    as wide as the window, so a long line takes fewer of the lines the window has room for. The counter and the timer
    have ``digits`` digits each (``sheets.led_digits``: more than three only on boards of 1,000 mines or more). With
    ``status_below`` (the review viewer's controls in one row) the status panel's
    place is at the frame's foot, under the message bar, where the viewer's controls always are, at its least width at
    the frame's left, the rest of that row left for the controls; the board and the bar move up into the room it
    leaves. The ``side`` panel (the live counters) lies beside the frame where the window
    has room for it there, else under it (``with_side``); the frame and the panel are centred together."""
    s = fitted_chrome(board, zoom, window, lines, digits=digits, side=side) or chrome_scale(zoom)
    top = menu_bar_height(s)
    whole = window
    place: SidePlace | None = None
    if side is not None:  # the frame is laid out in the window less the panel's room, then moved beside it
        place = with_side(natural_size(board, zoom, lines, s, digits=digits), s, side, window)
        room = place.size[0] + FRAME * s, place.size[1] + FRAME * s
        window = (max(1, window[0] - room[0]), window[1]) if place.beside else (window[0], max(1, window[1] - room[1]))
    # A window taller than the frame (the Game menu's height, a maximised window) gives the bar lines to spare, up to
    # RESERVED_LINES more: a hint's reason or a verdict then fills them without the bar, the board or the window moving.
    spare = (window[1] - natural_size(board, zoom, MESSAGE_LINES, s, digits=digits)[1]) // message_line(s)
    reserved = MESSAGE_LINES + max(0, min(RESERVED_LINES, spare))
    asked, lines = lines, max(lines, reserved)
    cell = cell_px(zoom)
    extra_w, extra_h = _chrome(s, lines)
    content_w, content_h = board[0] * cell, board[1] * cell
    room_w, room_h = max(cell, window[0] - extra_w), max(cell, window[1] - extra_h)
    bar = SCROLL_BAR * s
    need_h = content_w > room_w
    need_v = content_h > room_h - (bar if need_h else 0)
    need_h = content_w > room_w - (bar if need_v else 0)
    view_w = min(content_w, room_w - (bar if need_v else 0))
    view_h = min(content_h, room_h - (bar if need_h else 0))
    view_w -= view_w % cell if need_h else 0  # a whole number of cells wide when it scrolls
    view_h -= view_h % cell if need_v else 0
    frame_w = view_w + (bar if need_v else 0)
    frame_h = view_h + (bar if need_h else 0)
    inner_w = max(frame_w + 2 * BOARD_BEVEL * s, inner_width(s, window[0], digits=digits))
    status_h = (DIGIT_H + 2 * STATUS_PAD + 2 * PANEL_BEVEL) * s
    used_h = status_h + FRAME * s + frame_h + 2 * BOARD_BEVEL * s + FRAME * s // 2 + message_px(lines, s)
    left = max(FRAME * s, (window[0] - inner_w) // 2)
    # The frame is centred as it is with the standing bar, the bar's extra lines growing down into the room below
    # (only as much higher as they need when that room is short): the board stays put while the words change.
    standing_h = used_h - (message_px(lines, s) - message_px(reserved, s))
    centred = (window[1] - top - standing_h - FRAME * s // 2) // 2
    upper = top + max(FRAME * s, min(centred, window[1] - top - used_h - FRAME * s))

    status = pygame.Rect(left, upper, inner_w, status_h)
    pad = (STATUS_PAD + PANEL_BEVEL) * s
    digits_w, digits_h = digits * DIGIT_W * s, DIGIT_H * s
    counter = pygame.Rect(status.left + pad, status.top + pad, digits_w, digits_h)
    timer = pygame.Rect(status.right - pad - digits_w, status.top + pad, digits_w, digits_h)
    face = pygame.Rect(0, 0, FACE * s, FACE * s)
    face.center = status.center

    board_frame = pygame.Rect(
        0, status.bottom + FRAME * s, frame_w + 2 * BOARD_BEVEL * s, frame_h + 2 * BOARD_BEVEL * s
    )
    board_frame.centerx = status.centerx
    viewport = pygame.Rect(board_frame.left + BOARD_BEVEL * s, board_frame.top + BOARD_BEVEL * s, view_w, view_h)
    hbar = pygame.Rect(viewport.left, viewport.bottom, view_w, bar) if need_h else None
    vbar = pygame.Rect(viewport.right, viewport.top, bar, view_h) if need_v else None
    message = pygame.Rect(status.left, board_frame.bottom + FRAME * s // 2, inner_w, message_px(lines, s))
    if wide_message:
        message.left = min(status.left, FRAME * s)
        message.width = max(inner_w, window[0] - 2 * message.left)
    menu_bar = pygame.Rect(0, 0, whole[0], top)
    panel: pygame.Rect | None = None
    if place is not None:
        gap = FRAME * s
        if place.beside:
            group = status.width + gap + place.size[0]
            shift = max(FRAME * s, (whole[0] - group) // 2) - status.left
            status, counter, face, timer, board_frame, viewport, message = (
                rect.move(shift, 0) for rect in (status, counter, face, timer, board_frame, viewport, message)
            )
            hbar, vbar = (None if rect is None else rect.move(shift, 0) for rect in (hbar, vbar))
            panel = pygame.Rect((status.right + gap, status.top), place.size)
        else:
            panel = pygame.Rect((0, message.bottom + gap), place.size)
            panel.centerx = whole[0] // 2
    if status_below:
        lift = board_frame.top - status.top
        board_frame, viewport, message = (rect.move(0, -lift) for rect in (board_frame, viewport, message))
        hbar, vbar = (None if rect is None else rect.move(0, -lift) for rect in (hbar, vbar))
        drop = (message.bottom + window[1]) // 2 - status.centery  # centred in the room under the message bar
        # At its least width, at the frame's left: the rest of the row is the viewer's, so its controls never lie
        # over the counters and the face.
        status = pygame.Rect(status.left, status.top + drop, status_w(digits) * s, status.height)
        counter = pygame.Rect(status.left + pad, status.top + pad, digits_w, digits_h)
        timer = pygame.Rect(status.right - pad - digits_w, status.top + pad, digits_w, digits_h)
        face.center = status.center
    return PlayLayout(
        zoom,
        s,
        digits,
        whole,
        natural_size(board, zoom, asked, s, digits=digits, side=side, space=whole),
        menu_bar,
        status,
        counter,
        face,
        timer,
        board_frame,
        viewport,
        hbar,
        vbar,
        message,
        message_line(s),
        panel,
        1 if place is None else place.columns,
    )
