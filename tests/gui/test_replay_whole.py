"""The review viewer whole and readable at every desktop size: its line about the move stays in the reading type
of the game's status line (it wraps and the message bar grows, rather than the frame falling to 1x), and its
control strip (buttons, speed, the time against the game's time) lies inside the window even when the board's
own window would be narrow (a Beginner game at 2x on a 1920x1080 screen), at the frame's own scale (2x at least).

The desktop is set as in ``test_layout_sizes``; the game is ``play_and_lose``'s, reviewed, at its first mistake."""

from pathlib import Path

import pygame
import pytest

from minesweeper.core.clock_text import format_ms
from minesweeper.gui.art.prose import Prose, reading
from minesweeper.gui.geometry import FRAME, Size, fitted_chrome, message_line, natural_size
from minesweeper.gui.platform.window import available
from minesweeper.gui.screens.replay.commands import ReplayCommand
from minesweeper.gui.screens.replay.viewer import ReplayScreen
from minesweeper.settings import View
from tests.gui.driver import Driver
from tests.gui.history_kit import play_and_lose, replay_newest

READABLE = 2  # the strip's least scale on these desktops: its 7-pixel glyphs at 1x are too small to read


def at_first_mistake(tmp_path: Path, zoom: int | None = None) -> tuple[Driver, ReplayScreen]:
    """The viewer at the first mistake (N); at ``zoom`` if given, as the player last left that board's window."""
    driver = play_and_lose(tmp_path)
    if zoom is not None:
        ctx = driver.app.ctx
        ctx.settings = ctx.settings.with_view(driver.play.game.difficulty, View(zoom, natural_size((9, 9), zoom)))
    screen = replay_newest(driver)
    driver.key(pygame.K_n)
    driver.step()
    driver.app.draw()
    return driver, screen


def strip_whole(driver: Driver, screen: ReplayScreen) -> None:
    """Every part of the strip inside the window and the strip's own box, and the time read whole."""
    window = driver.app.surface.get_rect()
    bar = screen.bar
    assert window.contains(bar.rect), f"the strip {bar.rect} is cut off in a {window.size} window"
    parts = [bar.seek, bar.speed_box, *(button.rect for button in bar.buttons.values())]
    assert all(bar.rect.contains(part) for part in parts), f"{parts} outside {bar.rect}"
    assert bar.time_box is not None and bar.rect.contains(bar.time_box)
    assert bar.time_box.left >= bar.buttons[ReplayCommand.FASTER].rect.right, "the time runs into the buttons"


def test_the_review_line_keeps_the_reading_type_and_the_strip_is_whole(tmp_path: Path, desktop: Size) -> None:
    driver, screen = at_first_mistake(tmp_path)
    try:
        assert screen.message.startswith("Move 3 of 4: Avoidable")
        layout = screen.view.layout
        readable = reading(available(desktop))
        assert Prose.for_scale(layout.scale).capital_height() >= readable.capital_height() - 1, (
            f"the line is set at chrome {layout.scale}, smaller than the status line's type"
        )
        window = driver.app.surface.get_rect()
        assert window.contains(pygame.Rect((0, 0), screen.size()))
        assert layout.message.bottom <= screen.bar.rect.top
        room = (available(desktop)[0], available(desktop)[1] - screen.bar.height)
        standing = fitted_chrome((9, 9), layout.zoom, room)  # the frame's scale with a two-line message bar
        assert standing is not None and layout.scale == standing, "the frame went smaller to make room for the words"
        lines = screen.canvas.frame.message_lines(screen.message, screen.colour)
        shown = layout.message.height // screen.canvas.frame.prose.line_h
        unit = message_line(layout.scale)
        if len(lines) > shown:  # more than the desktop has room for: the window is as tall as it may be, and scrolls
            assert screen.size()[1] > available(desktop)[1] - unit, f"{len(lines)} lines wanted, {shown} shown"
        strip_whole(driver, screen)
        assert screen.bar.scale == max(layout.scale, READABLE), "the strip is not at the frame's scale"
    finally:
        driver.close()


def test_a_narrow_board_window_still_shows_the_whole_strip(tmp_path: Path, desktop: Size) -> None:
    """A Beginner-sized board at 2x: its frame is narrower than the strip's controls at the desktop's scale, so
    the window is made wide enough for them (the frame centred in it)."""
    driver, screen = at_first_mistake(tmp_path, zoom=2)
    try:
        assert screen.view.layout.zoom == 2
        strip_whole(driver, screen)
        assert screen.bar.scale == screen.bar.preferred, "the strip shrank though the desktop had room for it"
        frame = screen.view.layout.scale
        assert screen.bar.scale == max(frame, READABLE), f"a {screen.bar.scale}x strip under a {frame}x frame"
        if desktop[0] >= 1024:
            assert screen.bar.scale == frame == 2, "the strip is larger than the frame"
    finally:
        driver.close()


def test_the_strip_shows_the_game_clock_and_the_games_own_time(tmp_path: Path) -> None:
    """The time is the game clock's (from the first reveal, as the counter shows it), the total the game's time:
    no idle wait before the first click and no lead-in half second counted."""
    driver, screen = at_first_mistake(tmp_path)
    try:
        replay = screen.replay
        assert replay.end - replay.start != screen.game.ms  # the timeline itself is longer than the game
        assert screen.clock_text() == f"{format_ms(replay.timer_ms())} / {format_ms(screen.game.ms)}"
        driver.key(pygame.K_HOME)
        assert screen.clock_text() == f"0.000 / {format_ms(screen.game.ms)}"
        driver.key(pygame.K_END)
        assert screen.clock_text() == f"{format_ms(screen.game.ms)} / {format_ms(screen.game.ms)}"
    finally:
        driver.close()


def test_a_player_narrowing_the_window_gets_a_smaller_strip_not_a_cut_one(tmp_path: Path) -> None:
    driver, screen = at_first_mistake(tmp_path)
    try:
        driver.resize((200, 700))
        driver.app.draw()
        strip_whole(driver, screen)
        assert screen.bar.scale < screen.bar.preferred
    finally:
        driver.close()


def test_the_review_line_spans_the_window_and_the_window_widens_for_it(tmp_path: Path, desktop: Size) -> None:
    """At 800x600 a review line needs about six lines under a 2x Beginner board, and only a few fit above the strip:
    the window widens towards the desktop's width and the message area spans it, so more of the line shows at once.
    A window is widened only as far as the review's lines need to fit the lines the desktop has room for; where
    they already fit, it stays the frame's (and the strip's) width."""
    driver, screen = at_first_mistake(tmp_path)
    try:
        layout, frame = screen.view.layout, screen.canvas.frame
        window = driver.app.surface.get_rect()
        s = layout.scale
        assert layout.message.left <= FRAME * s and layout.message.right >= window.width - FRAME * s
        shown = layout.message.height // frame.prose.line_h
        needed = len(frame.message_lines(screen.message, screen.colour))
        if desktop == (800, 600):
            assert window.width > layout.status.width + 2 * FRAME * s, "the window did not widen for the review's line"
            assert layout.message.width > layout.status.width
            narrow = len(frame.prose.wrap(screen.message, frame.wrap_width(layout.status.width)))
            assert needed < narrow, f"{needed} lines, as many as the frame's width needed ({narrow})"
        own = max(natural_size((9, 9), layout.zoom, scale=s)[0], screen.bar.needed_width())
        if window.width > own:  # widened for the words: they show whole now, or the window is as wide as it may be
            assert needed <= shown or window.width == available(desktop)[0]
        if desktop == (3840, 2160):  # room for every line under the board: the window stays its own width
            assert window.width == own
    finally:
        driver.close()


def test_a_passing_word_is_seen_and_the_line_about_the_move_starts_beside_it(tmp_path: Path, desktop: Size) -> None:
    """Shift+N before the first mistake: "No earlier mistake" leads the bar's first line at every size, the line
    about the move right after it, from its start: the passing word never scrolls the explanation away."""
    driver, screen = at_first_mistake(tmp_path)
    before = screen.message
    driver.key(pygame.K_n, mod=pygame.KMOD_SHIFT)
    driver.step()
    driver.app.draw()
    canvas = screen.canvas
    lines = canvas.frame.message_lines(screen.message, screen.colour, screen.notices())
    assert canvas.message_scroll == 0
    first = lines[0][0]
    assert first.startswith("No earlier mistake. ") and before.startswith(first.removeprefix("No earlier mistake. "))


def test_an_expert_game_is_reviewed_at_the_zoom_it_was_played_at_and_whole(tmp_path: Path, desktop: Size) -> None:
    """Expert plays at 24-pixel cells on an 800x600 laptop (compact 1x chrome): its review shows the board the same
    way, whole, with the strip at a readable scale inside the window (where the frame with the strip under it would
    not fit, the strip in one row takes the status panel's place, which the frame keeps at its foot) and the line
    about the move in the reading type; on bigger desktops the board is at least as big as in play."""
    from minesweeper.gui.geometry import opening
    from minesweeper.store import Store
    from tests.gui.history_kit import finished, reviewed

    store = Store(tmp_path)
    store.record_result(finished("expert", 3, "2024-05-01T10:00:00", lose_after=40))
    store.close()
    driver = Driver(tmp_path)
    try:
        driver.key(pygame.K_h)
        driver.key(pygame.K_RETURN)
        screen = reviewed(driver)
        driver.key(pygame.K_n)
        driver.step()
        driver.app.draw()
        layout, bar = screen.view.layout, screen.bar
        played = opening((30, 16), available(desktop))[0]
        assert layout.zoom >= played, f"reviewed at zoom {layout.zoom}, played at {played}"
        if desktop == (800, 600):
            assert (layout.zoom, layout.scale) == (2, 1)
        assert (
            layout.hbar is None
            and layout.vbar is None
            and layout.viewport.size == (30 * 12 * layout.zoom, 16 * 12 * layout.zoom)
        )
        window = driver.app.surface.get_rect()
        assert window.size == screen.size() and window.width <= available(desktop)[0]
        assert window.height <= available(desktop)[1]
        strip_whole(driver, screen)
        assert bar.scale >= READABLE, f"a {bar.scale}x strip"
        for part in (layout.board_frame, layout.message, layout.menu_bar):
            assert not bar.rect.colliderect(part), f"the strip {bar.rect} overlaps {part}"
        assert layout.message.bottom <= bar.rect.top and bar.rect.bottom <= window.bottom, (
            "the strip is not at the foot"
        )
        # The words in the play window's message type at this chrome: never below the reading size (1x included).
        assert screen.canvas.frame.prose.size_px == Prose.for_scale(layout.scale).size_px >= Prose.for_scale(1).size_px
        assert layout.message.bottom <= window.bottom and screen.message.startswith("Move ")
        replay = screen.replay
        driver.click(bar.seek.center)  # the strip works wherever it is: its seek bar and its buttons
        begin = screen.player.begin
        assert abs(replay.t - (begin + replay.end) // 2) <= (replay.end - begin) // bar.seek.width + 1
        driver.click(bar.buttons[ReplayCommand.BACK].rect.center)
        assert screen.guide.focus is not None and screen.review is not None
        assert replay.t == screen.review.moves[screen.guide.focus].t
    finally:
        driver.close()


@pytest.mark.parametrize("key", ["beginner", "expert"])
def test_the_controls_are_at_the_foot_of_the_window_under_the_board_and_its_words(
    tmp_path: Path, desktop: Size, key: str
) -> None:
    from minesweeper.store import Store
    from tests.gui.history_kit import finished, reviewed

    store = Store(tmp_path)
    store.record_result(finished(key, 3, "2024-05-01T10:00:00", lose_after=8))
    store.close()
    driver = Driver(tmp_path)
    try:
        driver.key(pygame.K_h)
        driver.key(pygame.K_RETURN)
        screen = reviewed(driver)
        layout, bar, window = screen.view.layout, screen.bar, driver.app.surface.get_rect()
        assert layout.board_frame.bottom < layout.message.top <= layout.message.bottom <= bar.rect.top
        assert bar.rect.bottom <= window.bottom and window.bottom - bar.rect.bottom < bar.rect.height
        assert window.contains(bar.rect)
        if screen.frame.row:  # in one row beside the counters and the face, which it never covers
            assert bar.rect.left > layout.status.right and bar.rect.right == window.width - layout.status.left
            assert layout.status.top >= layout.message.bottom and window.contains(layout.status)
        else:
            assert bar.rect.width == window.width and not bar.rect.colliderect(layout.status)
    finally:
        driver.close()
