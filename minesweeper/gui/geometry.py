"""Where everything goes in the playing window, for a board size, a zoom and the screen space available.

Pure arithmetic on rectangles (no drawing), so the window's layout is decided in one place and tested
without a display: the classic frame, the status panel with counter, face and timer, the board viewport
(smaller than the board when it must scroll), scroll bars, and a one-line message bar.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from minesweeper.gui.sheets import DIGIT_H, DIGIT_W, FACE, TILE
from minesweeper.settings import MIN_ZOOM

WINDOW_LIMIT = 500  # the window scrolls, but past this a board is no fun to play with a mouse
START_ZOOM_CAP = 4  # a 6×6 board at 8× would be all tile and no game
FRAME = 6  # grey frame around the panels, in chrome pixels
PANEL_BEVEL = 2
BOARD_BEVEL = 3
SCROLL_BAR = 10
MESSAGE_H = 13
STATUS_PAD = 4
MIN_INNER_W = 3 * DIGIT_W * 2 + FACE + 2 * FACE + 4 * STATUS_PAD  # two counters, the face, air between


def chrome_scale(zoom: int, available: tuple[int, int]) -> int:
    """The frame and counters follow the zoom but stay between 2× and 3× wherever a desktop allows."""
    if available[0] < 640 or available[1] < 480:
        return 1
    return max(2, min(zoom, 3))


@dataclass(frozen=True)
class PlayLayout:
    """Rectangles in window coordinates; scroll bars are None when the board fits."""

    zoom: int
    scale: int
    window: tuple[int, int]
    status: pygame.Rect
    counter: pygame.Rect
    face: pygame.Rect
    timer: pygame.Rect
    board_frame: pygame.Rect
    viewport: pygame.Rect
    hbar: pygame.Rect | None
    vbar: pygame.Rect | None
    message: pygame.Rect


def cell_px(zoom: int) -> int:
    return TILE * zoom


def _chrome(scale: int) -> tuple[int, int]:
    """Width and height the frame, panels, bars and bevels add around the board viewport."""
    horizontal = 2 * (FRAME + BOARD_BEVEL) * scale
    status_h = (DIGIT_H + 2 * STATUS_PAD + 2 * PANEL_BEVEL) * scale
    vertical = (FRAME + FRAME + 2 * BOARD_BEVEL + MESSAGE_H + FRAME) * scale + status_h
    return horizontal, vertical


def fits(board: tuple[int, int], zoom: int, available: tuple[int, int]) -> bool:
    extra_w, extra_h = _chrome(chrome_scale(zoom, available))
    return board[0] * cell_px(zoom) + extra_w <= available[0] and board[1] * cell_px(zoom) + extra_h <= available[1]


def start_zoom(board: tuple[int, int], available: tuple[int, int]) -> int:
    """The largest zoom up to the cap at which the whole board fits; 1 (and scrolling) when none does."""
    for zoom in range(START_ZOOM_CAP, MIN_ZOOM, -1):
        if fits(board, zoom, available):
            return zoom
    return MIN_ZOOM


def play_layout(board: tuple[int, int], zoom: int, available: tuple[int, int]) -> PlayLayout:
    s = chrome_scale(zoom, available)
    extra_w, extra_h = _chrome(s)
    content_w, content_h = board[0] * cell_px(zoom), board[1] * cell_px(zoom)
    room_w, room_h = max(cell_px(zoom), available[0] - extra_w), max(cell_px(zoom), available[1] - extra_h)
    bar = SCROLL_BAR * s
    need_h = content_w > room_w
    need_v = content_h > room_h - (bar if need_h else 0)
    need_h = content_w > room_w - (bar if need_v else 0)
    view_w = min(content_w, room_w - (bar if need_v else 0))
    view_h = min(content_h, room_h - (bar if need_h else 0))
    view_w -= view_w % cell_px(zoom) if need_h else 0  # a whole number of cells wide when it scrolls
    view_h -= view_h % cell_px(zoom) if need_v else 0
    frame_w = view_w + (bar if need_v else 0)
    frame_h = view_h + (bar if need_h else 0)
    inner_w = max(frame_w + 2 * BOARD_BEVEL * s, MIN_INNER_W * s)
    window_w = inner_w + 2 * FRAME * s

    status_h = (DIGIT_H + 2 * STATUS_PAD + 2 * PANEL_BEVEL) * s
    status = pygame.Rect(FRAME * s, FRAME * s, inner_w, status_h)
    pad = (STATUS_PAD + PANEL_BEVEL) * s
    digits_w, digits_h = 3 * DIGIT_W * s, DIGIT_H * s
    counter = pygame.Rect(status.left + pad, status.top + pad, digits_w, digits_h)
    timer = pygame.Rect(status.right - pad - digits_w, status.top + pad, digits_w, digits_h)
    face = pygame.Rect(0, 0, FACE * s, FACE * s)
    face.center = status.center

    board_frame = pygame.Rect(0, status.bottom + FRAME * s, frame_w + 2 * BOARD_BEVEL * s,
                              frame_h + 2 * BOARD_BEVEL * s)
    board_frame.centerx = status.centerx
    viewport = pygame.Rect(board_frame.left + BOARD_BEVEL * s, board_frame.top + BOARD_BEVEL * s, view_w, view_h)
    hbar = pygame.Rect(viewport.left, viewport.bottom, view_w, bar) if need_h else None
    vbar = pygame.Rect(viewport.right, viewport.top, bar, view_h) if need_v else None
    message = pygame.Rect(status.left, board_frame.bottom + FRAME * s // 2, inner_w, MESSAGE_H * s)
    window = (window_w, message.bottom + FRAME * s // 2)
    return PlayLayout(zoom, s, window, status, counter, face, timer, board_frame, viewport, hbar, vbar, message)
