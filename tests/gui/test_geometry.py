"""The playing window's layout: start zoom, fitting the desktop, scroll bars only when needed."""

import pytest

from minesweeper.core import PRESETS
from minesweeper.gui.geometry import START_ZOOM_CAP, cell_px, fits, play_layout, start_zoom

DESKTOP = (1240, 930)


@pytest.mark.parametrize("key", list(PRESETS))
def test_every_preset_fits_a_desktop_at_2x_or_more_without_scrolling(key: str) -> None:
    preset = PRESETS[key]
    board = (preset.width, preset.height)
    zoom = start_zoom(board, DESKTOP)
    assert 2 <= zoom <= START_ZOOM_CAP
    layout = play_layout(board, zoom, DESKTOP)
    assert layout.hbar is None and layout.vbar is None
    assert layout.viewport.size == (preset.width * cell_px(zoom), preset.height * cell_px(zoom))
    assert layout.window[0] <= DESKTOP[0] and layout.window[1] <= DESKTOP[1]


def test_a_board_too_big_for_the_screen_scrolls_in_whole_cells() -> None:
    layout = play_layout((500, 500), start_zoom((500, 500), DESKTOP), DESKTOP)
    assert layout.zoom == 1
    assert layout.hbar is not None and layout.vbar is not None
    assert layout.viewport.width % cell_px(1) == 0 and layout.viewport.height % cell_px(1) == 0
    assert layout.window[0] <= DESKTOP[0] and layout.window[1] <= DESKTOP[1]


def test_panels_do_not_overlap_and_stack_top_to_bottom() -> None:
    layout = play_layout((30, 16), 2, DESKTOP)
    assert layout.status.bottom <= layout.board_frame.top < layout.board_frame.bottom <= layout.message.top
    assert layout.counter.right < layout.face.left < layout.face.right < layout.timer.left
    assert layout.board_frame.contains(layout.viewport)


def test_fits_agrees_with_the_layout() -> None:
    assert fits((9, 9), 4, DESKTOP)
    assert not fits((200, 200), 2, DESKTOP)
