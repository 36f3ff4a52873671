"""The play screen's message bar through the real loop: its words in the reading type, wrapped and never cut,
the bar as tall as they need, and their life cycle (a hint goes with the board it was about, "Finding a
board..." with the search, a notice after the next move or a few seconds, notices queued, recent ones kept
for the Help's Recent messages page)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.core.game import GameState
from minesweeper.core.presets import PRESETS
from minesweeper.gui.art.font import body_em
from minesweeper.gui.art.prose import Prose
from minesweeper.gui.geometry import Size
from minesweeper.gui.play import assist as play_assist
from minesweeper.gui.play.flow import status_hint
from minesweeper.gui.play.messages import NOTICE_MS
from minesweeper.gui.screen import TICK
from minesweeper.gui.widgets.help_text import HelpPage
from tests.gui.driver import SCENE_BOARD, Driver
from tests.gui.test_play_assist import held_tasks, no_guess_driver

SHORT = "Settings were set aside"
LONG = (
    "A very long notice about a file that could not be kept, named by its whole path: "
    "/home/player/.local/share/minesweeper/results.sqlite3 was set aside as results.sqlite3.bad"
)


def tick(driver: Driver) -> None:
    driver.post(TICK)
    driver.step()


def notice(driver: Driver, text: str) -> None:
    driver.app.ctx.notices.append(text)
    tick(driver)


def safe_covered(driver: Driver) -> tuple[int, int]:
    """A covered cell of the scene's board that hides no mine: clicking it changes the board."""
    mines = {(x, y) for y, row in enumerate(SCENE_BOARD.splitlines()) for x, c in enumerate(row) if c == "*"}
    game = driver.play.game
    return next(
        (x, y)
        for y in range(game.height)
        for x in range(game.width)
        if (x, y) not in mines and not game.tile(x, y).is_open
    )


def lit_rows(driver: Driver, box: pygame.Rect) -> list[int]:
    """The rows of ``box`` holding any pixel other than the bar's ground."""
    face = bytes(driver.app.ctx.colours.face)
    pixels = driver.pixels(box)
    width = box.width * 3
    return [y for y in range(box.height) if pixels[y * width : (y + 1) * width] != face * box.width]


def test_the_status_line_is_set_at_the_body_size_of_its_windows_scale(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "beginner")
    layout = driver.play.view.layout
    frame = driver.play.canvas.frame
    assert frame.prose is Prose.for_scale(layout.scale)
    assert frame.prose.size_px == body_em(layout.scale)
    rows = lit_rows(driver, layout.message)
    assert rows and rows[-1] - rows[0] + 1 >= frame.prose.capital_height()  # drawn, capitals and all


@pytest.mark.parametrize("desktop", [(1920, 1080)], indirect=True)  # room under the board for every line
def test_a_long_message_and_notice_wrap_on_words_and_the_bar_grows_to_hold_every_line(
    tmp_path: Path, desktop: Size
) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    before = driver.play.view.layout.message.height
    driver.play.flow.say("Word " * 60 + "end.")  # more lines than the bar keeps standing
    notice(driver, SHORT)
    layout, frame = driver.play.view.layout, driver.play.canvas.frame
    lines = frame.message_lines(driver.play.message, (0, 0, 0), driver.play.flow.notice)
    said = [text for text, ink in lines if ink == (0, 0, 0)]
    assert len(said) > 1 and all(set(text.split()) <= {"Word", "end."} for text in said)  # broken between words
    assert all(frame.prose.width(text) <= frame.wrap_width(layout.message.width) for text, _ in lines)
    assert [text for text, ink in lines if ink != (0, 0, 0)] == [SHORT]
    assert layout.message.height >= frame.prose.height(len(lines)) > before  # the bar grew to hold them all
    assert layout.message.bottom <= driver.app.surface.get_height()  # the window grew with it
    assert layout.viewport.height == 9 * driver.play.view.cell  # and the board is still whole
    rows = lit_rows(driver, layout.message)
    assert rows[-1] - rows[0] > frame.prose.height(len(lines) - 1)  # every line drawn, the last one too


def test_words_that_need_more_lines_than_the_desktop_has_scroll_in_the_bar(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.play.flow.say("Word " * 200 + "end.")
    notice(driver, LONG)
    layout, canvas, frame = driver.play.view.layout, driver.play.canvas, driver.play.canvas.frame
    lines = frame.message_lines(driver.play.message, (0, 0, 0), driver.play.flow.notice)
    assert "".join(text.replace(" ", "") for text, _ in lines).endswith(LONG.replace(" ", ""))  # nothing cut
    needed = len(lines)
    shown = layout.message.height // frame.prose.line_h
    assert shown < needed and layout.message.bottom <= driver.app.surface.get_height()
    assert layout.viewport.height == 9 * driver.play.view.cell  # the board is not squeezed for it
    first = driver.pixels(layout.message)
    driver.move(layout.message.center)
    driver.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    driver.step()
    assert canvas.message_scroll == 1 and driver.pixels(layout.message) != first
    for _ in range(needed):
        driver.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    driver.step()
    assert canvas.message_scroll == needed - shown  # down to the last line, not past it


def test_a_hints_reason_and_outline_go_when_the_board_changes(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.key(pygame.K_h)
    driver.solver_answers()
    outline = driver.play.flow.assist.marks.outline
    assert outline is not None and " is safe: " in driver.play.message
    driver.click_cell(*outline.cell)
    assert driver.play.message == status_hint() and driver.play.flow.assist.marks.outline is None


def test_finding_a_board_goes_when_the_board_appears(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    held = held_tasks(monkeypatch)
    driver = no_guess_driver(tmp_path, PRESETS["beginner"])
    driver.click_cell(4, 4)
    assert driver.play.message == play_assist.SEARCHING and driver.play.game.state is GameState.READY
    held[-1].run()
    driver.solver_answers()
    assert (driver.play.game.state, driver.play.message) == (GameState.PLAYING, status_hint(no_guess=True))


def test_a_notice_shows_until_the_next_move(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    notice(driver, "The saved game was replaced and counted as lost")
    assert driver.play.flow.notice == "The saved game was replaced and counted as lost"
    driver.click_cell(*safe_covered(driver))
    assert driver.play.flow.notice == ""


def test_a_notice_goes_after_a_few_seconds_of_the_games_clock(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    notice(driver, "Settings were set aside")
    assert driver.play.flow.notice == "Settings were set aside"
    wake = driver.play.next_tick_ms()
    assert wake is not None and wake <= NOTICE_MS  # the screen wakes for it even before the first move
    driver.wait(NOTICE_MS / 1000 - 0.5)
    tick(driver)
    assert driver.play.flow.notice == "Settings were set aside"
    driver.wait(0.5)
    tick(driver)
    assert driver.play.flow.notice == ""


def test_two_notices_never_overwrite_each_other_they_take_turns(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.app.ctx.notices.extend(["First notice", "Second notice"])
    tick(driver)
    assert driver.play.flow.notice == "First notice"
    driver.wait(NOTICE_MS / 1000)
    tick(driver)
    assert driver.play.flow.notice == "Second notice"


def test_recent_messages_can_be_read_again_in_help(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    notice(driver, "First notice")
    driver.key(pygame.K_h)
    driver.solver_answers()
    reason = driver.play.message
    driver.click_cell(*safe_covered(driver))
    driver.play.command(HelpPage.RECENT)
    driver.step()
    help_ = driver.play.canvas.help
    assert help_ is not None and help_.page is HelpPage.RECENT
    text = " ".join(line.text for line in help_.lines)
    assert text.replace(" ", "").startswith(reason.replace(" ", ""))  # newest first
    assert "First notice" in text
    driver.key(pygame.K_ESCAPE)
    assert driver.play.canvas.help is None


def test_the_help_menu_opens_recent_messages(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    items = [getattr(item, "command", None) for item in driver.play.menus()[-1].items]
    assert HelpPage.RECENT in items


@pytest.mark.parametrize("desktop", [(800, 600)], indirect=True)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_hint_too_long_for_the_room_under_the_board_widens_the_window_and_shows_whole(
    tmp_path: Path, desktop: Size, seed: int
) -> None:
    """Intermediate on an 800x600 laptop leaves the bar two lines under the board: a hint three lines long at the
    frame's width widens the window (the bar spanning it) until the hint fits, rather than hiding its last line."""
    driver = Driver.preset(tmp_path, "intermediate", seed=seed)
    try:
        driver.click_cell(8, 8)
        narrow = driver.app.surface.get_width()
        frame = driver.play.canvas.frame
        driver.key(pygame.K_h)
        driver.solver_answers()
        hint, layout = driver.play.message, driver.play.view.layout
        assert len(frame.prose.wrap(hint, frame.wrap_width(layout.status.width))) >= 3, "not a long hint"
        driver.step()
        driver.step()
        layout = driver.play.view.layout
        lines = frame.message_lines(hint, (0, 0, 0), driver.play.flow.notice)
        assert driver.app.surface.get_width() > narrow and layout.message.width > layout.status.width
        assert len(lines) <= layout.message.height // frame.prose.line_h, "the hint's last line is hidden"
        driver.key(pygame.K_F2)  # a new game: the window goes back to its own width
        driver.step()
        assert driver.app.surface.get_width() == narrow
    finally:
        driver.close()
