"""Personal bests through the real loop: reached from Statistics (P, or its button), the table of each style, kind
and level with its choosers by key and by mouse, sorted five ways, a game replayed from its row, and the averages
and win rate under the table; and the win card's line on a game's place among the player's wins."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.actions import Kind
from minesweeper.core.clock_text import format_ms
from minesweeper.core.metrics.records import RecordRow
from minesweeper.core.pointer import Intent
from minesweeper.core.record import FinishedGame
from minesweeper.gui.screens.records import RecordsScreen, hint
from minesweeper.gui.screens.records_table import LEGEND
from minesweeper.gui.screens.replay.viewer import ReplayScreen
from minesweeper.gui.screens.statistics import StatsScreen
from tests.gui.driver import SCENE_BOARD, Driver, menu_key
from tests.gui.records_kit import lost, seed, won

DAY = "2024-05-{:02d}T10:00:00"


def season(folder: Path) -> dict[str, FinishedGame]:
    """Expert: three classic wins (NF in 70 and 90 s, FL in 60 s, paused), a no-guess NF win in 50 s and a classic
    loss; Intermediate: one classic NF win."""
    games = {
        "nf70": won("expert", 1, DAY.format(1), seconds=70),
        "nf90": won("expert", 2, DAY.format(2), seconds=90),
        "fl60": won("expert", 3, DAY.format(3), seconds=60, flags=4, interrupted=True),
        "ng50": won("expert", 4, DAY.format(4), seconds=50, no_guess=True),
        "int": won("intermediate", 5, DAY.format(5), seconds=40),
    }
    seed(folder, [*games.values(), lost("expert", 6, DAY.format(6))])
    return games


def open_bests(driver: Driver, level: str = "expert") -> RecordsScreen:
    """Statistics, the level's row, then P."""
    driver.choose("statistics")
    driver.key(menu_key(level))
    driver.key(pygame.K_p)
    return showing(driver)


def showing(driver: Driver) -> RecordsScreen:
    screen = driver.app.screen
    assert isinstance(screen, RecordsScreen), f"expected the personal bests, not {type(screen).__name__}"
    return screen


def sorted_by(screen: RecordsScreen) -> str:
    return screen.sort


def style_of(screen: RecordsScreen) -> str:
    return screen.style


def kind_of(screen: RecordsScreen) -> str:
    return screen.kind


def ids(screen: RecordsScreen) -> list[str]:
    return [row.game_id for row in screen.shown]


def test_each_choosers_table_holds_its_own_games(tmp_path: Path) -> None:
    games = season(tmp_path)
    driver = Driver(tmp_path)
    try:
        screen = open_bests(driver)
        assert (screen.level, screen.style, screen.kind, screen.sort) == ("expert", "all", "classic", "time")
        name = {game.game_id: key for key, game in games.items()}
        assert [name[i] for i in ids(screen)] == ["fl60", "nf70", "nf90"]
        driver.key(pygame.K_s)
        assert style_of(screen) == "fl" and [name[i] for i in ids(screen)] == ["fl60"]
        driver.key(pygame.K_s)
        assert style_of(screen) == "nf" and [name[i] for i in ids(screen)] == ["nf70", "nf90"]
        driver.key(pygame.K_k)
        assert kind_of(screen) == "no-guess" and [name[i] for i in ids(screen)] == ["ng50"]
        driver.key(pygame.K_k)
        assert kind_of(screen) == "daily" and not screen.shown
        assert [s.text for s in screen.sentences() if s.name == "note"] == ["No Expert NF daily wins yet"]
        driver.key(pygame.K_1 + 4)  # the fifth preset: Intermediate
        driver.key(pygame.K_k)  # the kinds go round: classic again
        assert screen.level == "intermediate" and [name[i] for i in ids(screen)] == ["int"]
    finally:
        driver.close()


def segment_centre(screen: RecordsScreen, value: str) -> tuple[int, int]:
    return next(segment.button.rect.center for segment in screen.segments if segment.value == value)


def test_the_choosers_answer_the_mouse(tmp_path: Path) -> None:
    games = season(tmp_path)
    driver = Driver(tmp_path)
    try:
        screen = open_bests(driver)
        driver.click(segment_centre(screen, "nf"))
        assert screen.style == "nf" and ids(screen) == [games["nf70"].game_id, games["nf90"].game_id]
        driver.click(segment_centre(screen, "no-guess"))
        assert screen.kind == "no-guess" and ids(screen) == [games["ng50"].game_id]
        driver.click(segment_centre(screen, "all"))
        driver.click(segment_centre(screen, "classic"))
        assert (screen.style, screen.kind) == ("all", "classic") and len(screen.shown) == 3
    finally:
        driver.close()


def ordered(rows: list[RecordRow], figure: str, *, highest_first: bool) -> bool:
    values = [getattr(row, figure) for row in rows]
    return values == sorted(values, reverse=highest_first)


def test_the_table_sorts_by_each_figure_by_key_and_by_its_heading(tmp_path: Path) -> None:
    season(tmp_path)
    driver = Driver(tmp_path)
    try:
        screen = open_bests(driver)
        every = set(ids(screen))
        assert ordered(screen.shown, "ms", highest_first=False)
        for sort, figure, highest in (
            ("bbbv_s", "bbbv_s", True),
            ("ioe", "ioe", True),
            ("stnb", "stnb", True),
            ("rqp", "rqp", False),
        ):
            driver.key(pygame.K_RIGHT)
            assert screen.sort == sort and set(ids(screen)) == every
            assert ordered(screen.shown, figure, highest_first=highest), sort
        driver.key(pygame.K_RIGHT)
        assert sorted_by(screen) == "time"
        heading = screen.heading_rect(5)  # IOE's
        assert heading is not None
        driver.click(heading.center)
        assert sorted_by(screen) == "ioe" and ordered(screen.shown, "ioe", highest_first=True)
        driver.key(pygame.K_LEFT)
        assert sorted_by(screen) == "bbbv_s"
    finally:
        driver.close()


def test_a_row_replays_its_game_and_esc_comes_back(tmp_path: Path) -> None:
    season(tmp_path)
    driver = Driver(tmp_path)
    try:
        screen = open_bests(driver)
        driver.key(pygame.K_DOWN)
        chosen = screen.shown[1]
        driver.key(pygame.K_RETURN)
        viewer = driver.app.screen
        assert isinstance(viewer, ReplayScreen) and viewer.game.game_id == chosen.game_id
        driver.key(pygame.K_ESCAPE)
        assert driver.app.screen is screen and screen.selected == 1
        row = screen.lines[2]  # a double click on the third game
        driver.click(row.center)
        driver.click(row.center)
        viewer = driver.app.screen
        assert isinstance(viewer, ReplayScreen) and viewer.game.game_id == screen.shown[2].game_id
    finally:
        driver.close()


def test_the_foot_gives_the_averages_the_win_rate_and_the_marks_meaning(tmp_path: Path) -> None:
    games = season(tmp_path)
    driver = Driver(tmp_path)
    try:
        screen = open_bests(driver)
        classic = [games[key] for key in ("nf70", "nf90", "fl60")]
        mean = format_ms(round(sum(game.ms for game in classic) / 3))
        few, many = screen.foot_cells()
        assert few[0] == "All 3 wins" and few[1] == mean and many == ("", "", "")  # the same wins: said once
        notes = {w.name for w in screen.widgets()}
        assert "Won 3 of last 4 (75%)" in notes and LEGEND in notes
        words = screen.heard().focus[0]
        assert mean in words and "Won 3 of last 4 (75%)" in words
        driver.key(pygame.K_s)  # FL: one win, no loss
        few, many = screen.foot_cells()
        assert few[0] == "The one win" and few[1] == format_ms(games["fl60"].ms) and many == ("", "", "")
        assert screen.heard().focus[0].count("The one win") == 1
        assert "Won 1 of 1 game (100%)" in screen.heard().focus[0]
        driver.key(pygame.K_s)  # NF: the two NF wins and the loss
        assert "Won 2 of last 3 (67%)" in screen.heard().focus[0]
        assert screen.message == hint()
    finally:
        driver.close()


def test_statistics_opens_the_chosen_level_and_kind_and_gets_it_back(tmp_path: Path) -> None:
    season(tmp_path)
    driver = Driver(tmp_path)
    try:
        driver.choose("statistics")
        stats = driver.app.screen
        assert isinstance(stats, StatsScreen)
        driver.key(menu_key("intermediate"))
        driver.key(pygame.K_g)  # no-guess boards
        driver.click(stats.bests_button.rect.center)
        screen = showing(driver)
        assert (screen.level, screen.kind) == ("intermediate", "no-guess")
        driver.click(screen.back_button.rect.center)
        assert driver.app.screen is stats
        driver.key(menu_key("custom"))  # custom boards have no records: the last preset played instead
        driver.key(pygame.K_p)
        assert showing(driver).level == "expert"
    finally:
        driver.close()


# ------------------------------------------------------------------ the win card


def play_out(driver: Driver, *, won: bool, seconds: float = 0) -> None:
    """The game on the play screen opened in the middle, then every safe cell (``seconds`` later) or a mine."""
    flow, game = driver.play.flow, driver.play.game
    flow.perform(Intent(Kind.REVEAL, game.width // 2, game.height // 2))
    layout = game.layout
    assert layout is not None
    driver.wait(seconds)
    cells = [(x, y) for y in range(layout.height) for x in range(layout.width)]
    for x, y in cells if won else sorted(layout.mines)[:1]:
        if not game.is_over and (not won or not layout.has_mine(x, y)) and not game.tile(x, y).is_open:
            flow.perform(Intent(Kind.REVEAL, x, y))
    assert game.is_over and (game.state == "won") == won
    driver.solver_answers()


def card_line(driver: Driver) -> str | None:
    card = driver.play.canvas.results
    assert card is not None
    return card.rank_line


def test_a_win_says_its_place_among_the_players_wins_on_its_card(tmp_path: Path) -> None:
    seed(
        tmp_path,
        [won("beginner", 1, DAY.format(1), seconds=1.5), won("beginner", 2, DAY.format(2), seconds=900)],
    )
    driver = Driver.preset(tmp_path, "beginner", seed=7)
    try:
        play_out(driver, won=True, seconds=30)
        line = card_line(driver)
        assert line is not None and line.startswith("#2 of 3 by time, #")
        assert line.endswith(" by 3BV/s among your Beginner wins")  # every win is NF: one table
        card = driver.play.canvas.results
        assert card is not None and line in " ".join(text.text for text in card.lines)
        heard = driver.play.heard()
        assert line.rstrip(".") + "." in heard.focus
    finally:
        driver.close()


def test_a_first_win_is_first_of_one(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "beginner8", seed=3)
    try:
        play_out(driver, won=True, seconds=10)
        assert card_line(driver) == "#1 of 1 by time, #1 by 3BV/s among your Beginner 8×8 wins"
    finally:
        driver.close()


def test_a_loss_and_an_unranked_win_have_no_place(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path / "lost", "expert", seed=3)
    try:
        play_out(driver, won=False)
        assert card_line(driver) is None and driver.play.session.place() is None
    finally:
        driver.close()
    driver = Driver(tmp_path / "custom", layout=SCENE_BOARD)  # a known board: custom, never ranked
    try:
        play_out(driver, won=True)
        assert card_line(driver) is None and driver.play.session.place() is None
    finally:
        driver.close()
