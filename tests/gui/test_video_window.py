"""Other players' videos in the window, through the real loop: a file of each format (made by the tests' writers) opens
in the replay viewer from Game > Open a video..., from History's import list and dropped on the window; the viewer
names the player, the program and the date, reviews it, shows its scorecard and mine chances, and exports it as EVF;
it is kept in History as imported, once; a damaged, missing or strange file is one sentence on the message line, and
the game under a dropped video waits with its clock stopped."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from minesweeper.core.formats.video import MAX_VIDEO_BYTES, read_video
from minesweeper.core.metrics.scorecard import scorecard
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screen import TICK
from minesweeper.gui.screens.history_table import row_cells
from minesweeper.gui.screens.videos import VideosScreen
from minesweeper.gui.videos import QUICK_BYTES
from minesweeper.store import Store
from tests.gui.driver import Driver
from tests.gui.history_kit import history, reviewed, viewer
from tests.gui.video_kit import ONE_OF_EACH, drop, exchange, long_avf, video_bytes, watch


def open_video_menu(driver: Driver) -> VideosScreen:
    """Game > Open a video... on the play screen, from the keyboard (Alt+G, then V)."""
    driver.key(pygame.K_g, mod=pygame.KMOD_ALT)
    driver.key(pygame.K_v)
    screen = driver.app.screen
    assert isinstance(screen, VideosScreen), f"expected Open a video, not {type(screen).__name__}"
    return screen


def one_sentence(text: str) -> bool:
    """A refusal as a player reads it: one line, naming no exception."""
    return "\n" not in text and "Traceback" not in text and "Error" not in text and text.count(". ") == 0


@pytest.mark.parametrize("kind", list(ONE_OF_EACH))
def test_each_format_opens_from_the_game_menu_and_is_kept_in_history_once(tmp_path: Path, kind: str) -> None:
    data = video_bytes(ONE_OF_EACH[kind])
    video = read_video(data, f"x.{kind}")
    path = exchange(tmp_path) / f"a game.{kind}"
    path.write_bytes(data)
    driver = Driver.preset(tmp_path, "beginner")
    try:
        chooser = open_video_menu(driver)
        assert [file.name for file in chooser.files] == [path.name]
        driver.key(pygame.K_RETURN)
        screen = reviewed(driver)
        assert screen.game.record == video.game.record and screen.game.play.hand == video.game.play.hand
        assert video.player and video.player in screen.heading and video.program in screen.heading
        assert screen.heading.startswith(f"Beginner, {video.game.outcome} in ")
        assert video.date[:10] in screen.heading
        assert f"video played by {video.player} with {video.program} on {video.date[:10]}" in screen.title()
        driver.key(pygame.K_ESCAPE)  # back to the list, then to the game, its clock where it stopped
        assert driver.app.screen is chooser
        driver.key(pygame.K_RETURN)  # opened again: the same row
        driver.key(pygame.K_ESCAPE)
        driver.key(pygame.K_ESCAPE)
        assert isinstance(driver.app.screen, PlayScreen)
        listed = Store(tmp_path).history()
        assert len(listed) == 1 and listed[0].imported and row_cells(listed[0])[1].endswith(" imported")
    finally:
        driver.close()


def test_a_dropped_video_opens_over_a_game_that_waits_with_its_clock_stopped(tmp_path: Path) -> None:
    path = tmp_path / "dropped.rmv"
    path.write_bytes(video_bytes(ONE_OF_EACH["rmv"]))
    driver = Driver.preset(tmp_path, "expert")
    try:
        driver.click_cell(15, 8)
        driver.wait(2.0)
        before = driver.play.session.clock.ms()
        game = driver.play
        screen = watch(driver, path)
        driver.wait(30.0)
        assert screen.review is not None
        driver.key(pygame.K_ESCAPE)
        assert driver.app.screen is game and game.session.clock.ms() == before
        driver.wait(1.0)
        assert game.session.clock.ms() == before + 1000
    finally:
        driver.close()


def test_a_damaged_file_is_one_sentence_wherever_it_is_dropped(tmp_path: Path) -> None:
    data = video_bytes(ONE_OF_EACH["avf"])
    damaged = tmp_path / "cut.avf"
    damaged.write_bytes(data[: len(data) // 3])
    driver = Driver.preset(tmp_path, "beginner")
    try:
        drop(driver, damaged)  # on the game: its message bar says why, and the game stays
        assert isinstance(driver.app.screen, PlayScreen)
        said = driver.play.message
        assert said.startswith("cut.avf cannot be opened: ") and one_sentence(said)
        driver.key(pygame.K_ESCAPE)  # on the menu, which has no message bar: the Open a video list says it
        drop(driver, damaged)
        chooser = driver.app.screen
        assert isinstance(chooser, VideosScreen) and chooser.alert and chooser.message == said
        assert Store(tmp_path).history() == []
    finally:
        driver.close()


@pytest.mark.parametrize(
    ("name", "make", "said"),
    [
        ("gone.avf", None, "gone.avf cannot be opened: there is no such file"),
        ("folder.evf", "folder", "folder.evf cannot be opened: it is a folder, not a file"),
        ("pipe.rmv", "fifo", "pipe.rmv cannot be opened: it is not a regular file"),
        ("huge.mvf", "huge", f"the game reads files of at most {MAX_VIDEO_BYTES // 2**20} MB"),
        ("notes.txt", "text", "notes.txt cannot be opened: the file is not a video this game reads"),
        ("empty.evf", "empty", "empty.evf cannot be opened: "),
    ],
)
def test_what_is_no_video_is_refused_in_a_sentence_without_waiting(
    tmp_path: Path, name: str, make: str | None, said: str
) -> None:
    path = tmp_path / name
    if make == "folder":
        path.mkdir()
    elif make == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(path)  # no writer: a read would block for ever
    elif make == "huge":
        with path.open("wb") as file:
            file.truncate(MAX_VIDEO_BYTES + 1)
    elif make == "text":
        path.write_text("what I played today\n")
    elif make == "empty":
        path.write_bytes(b"")
    driver = Driver(tmp_path)
    try:
        drop(driver, path)
        chooser = driver.app.screen
        assert isinstance(chooser, VideosScreen)
        assert said in chooser.message and one_sentence(chooser.message)
    finally:
        driver.close()


def test_history_imports_a_video_and_lists_it_as_imported(tmp_path: Path) -> None:
    path = exchange(tmp_path) / "from a friend.evf"
    path.write_bytes(video_bytes(ONE_OF_EACH["evf"]))
    driver = Driver(tmp_path)
    try:
        driver.key(pygame.K_h)
        screen = history(driver)
        assert screen.entries == []
        driver.key(pygame.K_i)
        assert screen.files == [path]
        driver.key(pygame.K_RETURN)
        reviewed(driver)
        driver.key(pygame.K_ESCAPE)
        assert driver.app.screen is screen and screen.files is None
        [entry] = screen.entries
        assert entry.imported and row_cells(entry)[1] == "Beginner imported"
        driver.key(pygame.K_RETURN)  # replayed from History: its kept review, and its file's facts, come with it
        again = viewer(driver)
        assert again.review is not None and "played by" in again.heading
    finally:
        driver.close()


def test_a_video_dropped_on_the_viewer_replaces_it_and_a_bad_one_is_said_on_its_bar(tmp_path: Path) -> None:
    first, second, bad = (tmp_path / name for name in ("one.avf", "two.mvf", "bad.mvf"))
    first.write_bytes(video_bytes(ONE_OF_EACH["avf"]))
    second.write_bytes(video_bytes(ONE_OF_EACH["mvf"], seed=12))
    bad.write_bytes(b"\x11Minesweeper Clone 0.97 and then nothing")
    driver = Driver(tmp_path)
    try:
        menu = driver.app.screen
        watch(driver, first)
        replaced = watch(driver, second)
        assert replaced.game.source is not None and replaced.game.source.format == "mvf"
        drop(driver, bad)
        assert driver.app.screen is replaced and replaced.message.startswith("bad.mvf cannot be opened: ")
        driver.key(pygame.K_ESCAPE)  # Esc goes where the first viewer's went: the menu
        assert type(driver.app.screen) is type(menu)
    finally:
        driver.close()


def test_the_viewer_shows_a_videos_scorecard_and_mine_chances(tmp_path: Path) -> None:
    path = tmp_path / "expert.avf"
    path.write_bytes(video_bytes("avf 0.52", (30, 16, 99), 13))
    driver = Driver(tmp_path)
    try:
        screen = watch(driver, path)
        driver.key(pygame.K_s)
        card = screen.study.card
        assert card is not None and card.figures == tuple(scorecard(screen.game, left_click_chords=False))
        assert card.headline == screen.heading
        driver.key(pygame.K_s)
        assert screen.study.card is None
        for _ in range(20):
            driver.key(pygame.K_RIGHT)
        driver.key(pygame.K_c)
        assert screen.study.shading.slot.wait(30)
        driver.post(TICK)
        driver.step()
        assert screen.marks.chance is not None and screen.message.startswith("Mine chances shown")
        analysis_cell = next(
            (x, y) for x in range(30) for y in range(16) if screen.replay.game.tile(x, y).name == "COVERED"
        )
        assert 0.0 <= screen.marks.chance(*analysis_cell) <= 1.0
        driver.key(pygame.K_END)  # the end of the game: no chances to show
        assert screen.marks.chance is None
    finally:
        driver.close()


@pytest.mark.parametrize("kind", ["avf", "rmv"])
def test_a_video_exported_as_evf_from_the_viewer_has_the_originals_figures_for_ms_toollib(
    tmp_path: Path, kind: str
) -> None:
    from tests.oracle_evf import oracle_scorecard, read_with_oracle

    data = video_bytes(ONE_OF_EACH[kind], (30, 16, 99), 13)
    path = tmp_path / f"original.{kind}"
    path.write_bytes(data)
    driver = Driver(tmp_path / "data")
    try:
        watch(driver, path)
        driver.key(pygame.K_e)
        [exported] = exchange(tmp_path / "data").glob("*.evf")
    finally:
        driver.close()
    original = read_with_oracle(data, tmp_path, "original", kind)
    again = read_with_oracle(exported.read_bytes(), tmp_path, "again")
    assert oracle_scorecard(again) == oracle_scorecard(original)
    assert again["board"] == original["board"] and again["completed"] is original["completed"] is True
    assert again["player"] == read_video(data, path.name).player != ""


def test_a_review_the_app_took_between_the_viewers_ticks_is_taken_by_the_next_key_or_tick(tmp_path: Path) -> None:
    """A window manager's events can bring the app's pass that takes a finished review without a tick for the viewer:
    the viewer still asks for one, and a key pressed before it finds the review there (N goes to the first mistake)."""
    path = tmp_path / "expert.avf"
    path.write_bytes(video_bytes("avf 0.52", (30, 16, 99), 13))
    driver = Driver(tmp_path)
    try:
        drop(driver, path)
        screen = viewer(driver)
        assert driver.app.ctx.reviews.wait(30)
        pygame.time.set_timer(TICK, 0)  # no tick pending: the next pass has no event at all
        driver.app.tick_armed = False
        pygame.event.clear()
        driver.step()
        assert screen.review is None and screen.reviewing and driver.app.next_tick_ms() is not None
        driver.key(pygame.K_n)
        assert screen.review is not None and screen.message.startswith("Move 2 of ")
    finally:
        driver.close()


def test_a_long_video_is_read_in_the_background_while_the_window_answers(tmp_path: Path) -> None:
    """A file bigger than ``QUICK_BYTES`` (a long game's hand) is read and laid out on a worker thread, the Open a
    video list saying so, Esc stopping it; read, its viewer takes the list's place and goes back where it was
    dropped."""
    data = long_avf(40_000)
    assert len(data) > QUICK_BYTES
    path = tmp_path / "long.avf"
    path.write_bytes(data)
    driver = Driver.preset(tmp_path, "beginner")
    try:
        game = driver.play
        drop(driver, path)
        chooser = driver.app.screen
        assert isinstance(chooser, VideosScreen) and chooser.task is not None
        assert chooser.message.startswith("Reading long.avf") and chooser.next_tick_ms() is not None
        driver.key(pygame.K_ESCAPE)  # stopped: the list stays, and says so
        assert driver.app.screen is chooser and chooser.task is None and chooser.message == "Stopped reading long.avf"
        driver.key(pygame.K_ESCAPE)
        assert driver.app.screen is game
        drop(driver, path)
        chooser = driver.app.screen
        assert isinstance(chooser, VideosScreen) and chooser.task is not None and chooser.task.wait(60)
        driver.post(TICK)
        driver.step()
        screen = viewer(driver)
        assert screen.game.record == read_video(data, path.name).game.record and screen.replay.actions
        driver.key(pygame.K_ESCAPE)
        assert driver.app.screen is game
        assert [entry.imported for entry in Store(tmp_path).history()] == [True]
    finally:
        driver.close()
