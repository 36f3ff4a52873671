"""The game window's layout: the opening zoom, any window size, whole-number zooms, centring, and chrome
that grows with the cells."""

import pytest

from minesweeper.core.presets import PRESETS
from minesweeper.gui.art.sheets import DIGIT_W, led_digits
from minesweeper.gui.geometry import (
    FRAME,
    MAX_CHROME,
    START_ZOOM_CAP,
    cell_px,
    chrome_scale,
    fit_zoom,
    fits,
    natural_size,
    opening,
    play_layout,
)

DESKTOP = (1240, 930)


@pytest.mark.parametrize("key", list(PRESETS))
def test_every_preset_opens_at_2x_or_more_without_scrolling(key: str) -> None:
    preset = PRESETS[key]
    board = (preset.width, preset.height)
    zoom, window = opening(board, DESKTOP)
    assert 2 <= zoom <= START_ZOOM_CAP
    layout = play_layout(board, zoom, window)
    assert layout.hbar is None and layout.vbar is None
    assert layout.viewport.size == (preset.width * cell_px(zoom), preset.height * cell_px(zoom))
    assert window == layout.natural and window[0] <= DESKTOP[0] and window[1] <= DESKTOP[1]


def test_a_remembered_zoom_too_big_for_the_desktop_steps_down_before_scrolling() -> None:
    zoom, window = opening((30, 16), DESKTOP, zoom=8)
    assert zoom == fit_zoom((30, 16), DESKTOP) < 8
    assert fits((30, 16), zoom, DESKTOP) and window == natural_size((30, 16), zoom)


def test_a_board_too_big_for_the_screen_scrolls_in_whole_cells() -> None:
    zoom, window = opening((500, 500), DESKTOP)
    layout = play_layout((500, 500), zoom, window)
    assert zoom == 1 and window == DESKTOP
    assert layout.hbar is not None and layout.vbar is not None
    assert layout.viewport.width % cell_px(1) == 0 and layout.viewport.height % cell_px(1) == 0


@pytest.mark.parametrize("window", [(700, 500), (1600, 1200), (3000, 2000), (333, 777)])
def test_a_window_of_any_size_gets_the_largest_whole_zoom_that_fits_centred(window: tuple[int, int]) -> None:
    board = (9, 9)
    zoom = fit_zoom(board, window)
    layout = play_layout(board, zoom, window)
    assert layout.hbar is None and layout.vbar is None
    assert not fits(board, zoom + 1, window) or zoom == 8
    left, right = layout.status.left, window[0] - layout.status.right
    assert abs(left - right) <= 1  # centred across
    above = layout.status.top - layout.menu_bar.bottom
    below = window[1] - layout.message.bottom
    assert abs(above - below) <= layout.scale * 4  # and down, below the menu bar


@pytest.mark.parametrize("zoom", range(1, 9))
def test_the_chrome_follows_the_cells_never_2x_over_1x(zoom: int) -> None:
    assert chrome_scale(zoom) == min(zoom, MAX_CHROME)
    layout = play_layout((9, 9), zoom, natural_size((9, 9), zoom))
    assert layout.scale == chrome_scale(zoom) and layout.menu_bar.height > 0


def test_panels_do_not_overlap_and_stack_top_to_bottom() -> None:
    layout = play_layout((30, 16), 2, natural_size((30, 16), 2))
    assert layout.menu_bar.bottom <= layout.status.top
    assert layout.status.bottom <= layout.board_frame.top < layout.board_frame.bottom <= layout.message.top
    assert layout.counter.right < layout.face.left < layout.face.right < layout.timer.left
    assert layout.board_frame.contains(layout.viewport)
    assert layout.message.bottom <= layout.window[1]


def test_fits_agrees_with_the_layout() -> None:
    assert fits((9, 9), 4, DESKTOP)
    assert not fits((200, 200), 2, DESKTOP)


@pytest.mark.parametrize(("board", "mines"), [((13, 77), 1000), ((300, 300), 15_000), ((500, 500), 249_999)])
def test_a_board_of_1000_mines_or_more_has_counters_wide_enough_for_its_count_inside_its_frame(
    board: tuple[int, int], mines: int
) -> None:
    """The counter and the timer get the digits the mine count needs, and the window every zoom opens at holds them
    inside the frame's margins (a narrow board's too: 13 x 77 with 1,000 mines at 2x on a 4K screen)."""
    digits = led_digits(mines)
    for desktop in ((1880, 1000), (3800, 2100)):
        zoom, window = opening(board, desktop, digits=digits)
        for step in range(1, zoom + 1):
            size = natural_size(board, step, digits=digits) if fits(board, step, desktop, digits=digits) else window
            layout = play_layout(board, step, size, digits=digits)
            s = layout.scale
            assert layout.counter.width == layout.timer.width == digits * DIGIT_W * s
            assert layout.status.left + s * 2 <= layout.counter.left < layout.counter.right < layout.face.left
            assert layout.face.right < layout.timer.left < layout.timer.right <= layout.status.right - s * 2
            assert FRAME * s <= layout.status.left and layout.status.right <= size[0] - FRAME * s, (desktop, step)


def test_a_board_of_fewer_than_1000_mines_keeps_the_classic_three_digits() -> None:
    assert led_digits(999) == 3
    assert play_layout((30, 16), 2, natural_size((30, 16), 2)) == play_layout(
        (30, 16), 2, natural_size((30, 16), 2, digits=3), digits=3
    )
