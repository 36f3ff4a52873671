"""The Daily screen: today's three dailies with how each went, the streaks and whether today's still counts; the
chosen level's month as a calendar, moved by the arrows, Page Up/Down and clicks; today's daily played as the daily
and a past one as practice, each said before it starts; and the game's title and status line naming it."""

from __future__ import annotations

from datetime import date as Date
from pathlib import Path

import pygame
import pytest

from minesweeper.core.clock_text import format_ms, shown_seconds
from minesweeper.core.daily import scheme as scheme
from minesweeper.core.daily.results import standings
from minesweeper.core.record import FinishedGame
from minesweeper.gui.play.flow import status_hint
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screen import DOUBLE_CLICK_MS
from minesweeper.gui.screens.daily import DailyScreen
from minesweeper.gui.screens.daily_words import panel_texts
from minesweeper.gui.screens.give_up import GiveUpScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.store import Store
from tests.gui.daily_kit import TODAY, fix_today, open_daily_screen, played, seed_dailies
from tests.gui.driver import Driver
from tests.gui.puzzle_kit import showing
from tests.saves import save_game, started_beginner

EXPERT = 2  # the levels' places on the screen: Beginner, Intermediate, Expert


@pytest.fixture
def seeded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[FinishedGame]:
    """Three weeks of dailies up to today, 2026-11-27, in the results database."""
    fix_today(monkeypatch)
    return seed_dailies(tmp_path)


def of(games: list[FinishedGame], day: str, level: str) -> FinishedGame:
    """The seeded game that counts for ``level``'s daily of ``day`` (not the practice one)."""
    return next(g for g in games if g.play.daily == day and g.record.difficulty.key == level and not g.play.practice)


def day_of(screen: DailyScreen, day: str) -> str:
    return screen.said(Date.fromisoformat(day)).text


def test_the_panels_say_how_todays_dailies_went_the_streaks_and_what_still_counts(
    tmp_path: Path, seeded: list[FinishedGame]
) -> None:
    driver = Driver(tmp_path)
    screen = open_daily_screen(driver)
    beginner = of(seeded, TODAY, "beginner")
    shown = {level: panel_texts(screen.standings[level], screen.counts[level]) for level in screen.standings}
    assert shown["beginner"][0] == f"Won in {format_ms(beginner.ms)} s"
    assert shown["intermediate"] == ("Not played: it counts", "Streak 0, best 0")
    assert shown["expert"][0] == "Not played: it counts"
    kept = standings(Store(tmp_path).daily_attempts(), TODAY)  # what the results say, shown as they say it
    for level in ("beginner", "expert"):
        assert shown[level][1] == f"Streak {kept[level].streak}, best {kept[level].best_streak}"
    assert kept["expert"].best_streak > 0, "the seeded wins make a streak"
    driver.close()


def test_the_calendar_shows_each_day_won_with_its_time_lost_or_not_played(
    tmp_path: Path, seeded: list[FinishedGame]
) -> None:
    driver = Driver(tmp_path)
    screen = open_daily_screen(driver)
    driver.key(pygame.K_3)
    assert screen.heading() == "Expert - November 2026"
    won = of(seeded, "2026-11-26", "expert")
    exact = screen.plan.exact
    assert day_of(screen, "2026-11-26") == f"{format_ms(won.ms) if exact else shown_seconds(won.ms, started=True)} s"
    assert day_of(screen, "2026-11-18") == "lost"
    assert day_of(screen, "2026-11-24") == "", "the past daily played as practice does not count: not played"
    assert day_of(screen, "2026-11-09") == "" and day_of(screen, TODAY) == ""
    driver.close()


def test_the_arrows_choose_a_day_page_up_and_down_a_month_and_never_a_day_to_come(
    tmp_path: Path, seeded: list[FinishedGame]
) -> None:
    driver = Driver(tmp_path)
    screen = open_daily_screen(driver)
    assert screen.chosen.isoformat() == TODAY
    for key, expected in (
        (pygame.K_RIGHT, TODAY),  # tomorrow is still to come
        (pygame.K_LEFT, "2026-11-26"),
        (pygame.K_UP, "2026-11-19"),
        (pygame.K_DOWN, "2026-11-26"),
        (pygame.K_DOWN, TODAY),  # a week on is still to come: today
        (pygame.K_PAGEUP, "2026-10-27"),
        (pygame.K_PAGEUP, "2026-09-27"),
        (pygame.K_PAGEDOWN, "2026-10-27"),
        (pygame.K_PAGEDOWN, TODAY),
        (pygame.K_PAGEDOWN, TODAY),
        (pygame.K_UP, "2026-11-20"),
        (pygame.K_HOME, TODAY),
    ):
        driver.key(key)
        assert screen.chosen.isoformat() == expected, pygame.key.name(key)
    driver.key(pygame.K_PAGEUP)
    assert screen.heading() == "Beginner - October 2026"
    assert all(screen.said(day).text == "" for day in screen.plan.grid.days(2026, 10)), "no dailies in October"
    driver.close()


def test_one_to_three_and_tab_choose_the_level_whose_month_is_shown(tmp_path: Path, seeded: list[FinishedGame]) -> None:
    driver = Driver(tmp_path)
    screen = open_daily_screen(driver)
    assert screen.level_key == "beginner"  # the last difficulty played, else the first
    driver.key(pygame.K_3)
    assert screen.level_key == "expert" and day_of(screen, "2026-11-18") == "lost"
    driver.key(pygame.K_TAB)
    assert screen.level_key == "beginner" and day_of(screen, "2026-11-18").endswith(" s"), "won at Beginner"
    assert day_of(screen, "2026-11-17") == ""
    driver.key(pygame.K_2)
    assert screen.level_key == "intermediate"
    driver.close()


def test_the_line_under_the_calendar_says_what_enter_does_before_it_starts(
    tmp_path: Path, seeded: list[FinishedGame]
) -> None:
    driver = Driver(tmp_path)
    screen = open_daily_screen(driver)
    driver.key(pygame.K_3)
    assert screen.line().startswith("Today's Expert counts:") and screen.play_label() == "Play"
    driver.key(pygame.K_1)
    assert screen.line() == (
        f"Today's Beginner: won in {format_ms(of(seeded, TODAY, 'beginner').ms)} s. "
        "Enter plays it again, kept in History but not counted."
    )
    assert screen.play_label() == "Play again"
    driver.key(pygame.K_3)
    for _ in range(9):
        driver.key(pygame.K_LEFT)
    lost = of(seeded, "2026-11-18", "expert")
    assert screen.line() == (
        f"Expert, 2026-11-18: lost after {format_ms(lost.ms)} s. Enter plays it as practice: it will not count."
    )
    assert screen.play_label() == "Practise"
    (sentence,) = screen.sentences()
    assert sentence.fits()
    driver.close()


def test_enter_plays_todays_daily_named_in_the_title_and_on_the_status_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fix_today(monkeypatch)
    driver = Driver(tmp_path)
    open_daily_screen(driver)
    driver.key(pygame.K_3)
    driver.key(pygame.K_RETURN)
    board = scheme.daily(TODAY, "expert")
    play = driver.play
    assert play.session.daily == TODAY and not play.session.practice
    assert play.game.layout == board.layout and play.game.tile(*board.start).is_open
    assert not play.session.clock_started, "the clock waits for the first move"
    assert driver.app.caption == f"Minesweeper — {board.name}" == "Minesweeper — Daily 2026-11-27 · Expert · #6ef1e19d"
    assert play.message == status_hint("daily", daily=board.name)
    assert play.message.splitlines()[0].replace("\u00a0", " ") == board.name  # (its parts kept whole on a line)
    driver.key(pygame.K_ESCAPE)
    showing(driver, DailyScreen)
    driver.close()


def test_a_past_daily_plays_as_practice_and_f2_starts_it_over(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fix_today(monkeypatch)
    driver = Driver(tmp_path)
    open_daily_screen(driver)
    driver.key(pygame.K_PAGEUP)
    driver.key(pygame.K_RETURN)
    board = scheme.daily("2026-10-27", "beginner")
    play = driver.play
    assert (play.session.daily, play.session.practice) == ("2026-10-27", True)
    assert driver.app.caption == f"Minesweeper — {board.name} (practice)"
    assert play.message == status_hint("daily", practice=True, daily=board.name)
    assert "Practice (not counted)" in play.message
    driver.click_cell(0, 0)
    driver.key(pygame.K_F2)
    assert (driver.play.session.daily, driver.play.session.practice) == ("2026-10-27", True)
    opening = tuple(driver.play.game.actions)  # started over: only the daily's opened start cell, at time 0
    assert [(a.kind.value, a.x, a.y, a.t) for a in opening] == [("R", *board.start, 0)]
    assert driver.play.game.layout == board.layout
    driver.close()


def test_a_second_attempt_today_says_it_will_not_count(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fix_today(monkeypatch)
    seed_dailies(tmp_path, [played(TODAY, "expert", won=False, seconds=30)])
    driver = Driver(tmp_path)
    screen = open_daily_screen(driver)
    driver.key(pygame.K_3)
    assert screen.play_label() == "Play again" and "not counted" in screen.line()
    driver.key(pygame.K_RETURN)
    name = scheme.daily(TODAY, "expert").name
    assert driver.app.caption == f"Minesweeper — {name} (not counted)"
    assert driver.play.message.splitlines()[0].replace("\u00a0", " ") == f"{name} (not counted)"
    driver.close()


def test_clicks_choose_a_level_and_a_day_and_a_double_click_plays_it(
    tmp_path: Path, seeded: list[FinishedGame]
) -> None:
    driver = Driver(tmp_path)
    screen = open_daily_screen(driver)
    driver.click(screen.plan.panels[EXPERT].center)
    assert screen.level_key == "expert"
    grid = screen.plan.grid
    driver.click(grid.cell(Date(2026, 11, 29)).center)  # still to come: said, not chosen
    assert (
        screen.chosen.isoformat() == TODAY
        and screen.line() == "2026-11-29 is still to come: its dailies open on the day."
    )
    driver.click(screen.earlier_button.rect.center)
    assert screen.heading() == "Expert - October 2026"
    driver.click(screen.later_button.rect.center)
    day = grid.cell(Date(2026, 11, 10)).center
    driver.click(day)
    assert screen.chosen.isoformat() == "2026-11-10"
    driver.wait(DOUBLE_CLICK_MS / 1000 + 0.1)
    driver.click(day)  # too late for a double click: chosen again, nothing played
    showing(driver, DailyScreen)
    driver.click(day)
    assert (driver.play.session.daily, driver.play.session.practice) == ("2026-11-10", True)
    driver.close()


def test_the_play_button_plays_and_back_goes_to_the_menu(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fix_today(monkeypatch)
    driver = Driver(tmp_path)
    screen = open_daily_screen(driver)
    driver.click(screen.play_button.rect.center)
    assert driver.play.session.daily == TODAY
    driver.key(pygame.K_ESCAPE)
    screen = showing(driver, DailyScreen)
    driver.click(screen.back_button.rect.center)
    showing(driver, StartScreen)
    driver.key(pygame.K_d)
    showing(driver, DailyScreen)
    driver.close()


def start_todays_beginner_daily(driver: Driver) -> scheme.Daily:
    """Today's Beginner daily begun from the Daily screen (Enter), one safe cell opened: a daily left unfinished."""
    open_daily_screen(driver)
    driver.key(pygame.K_RETURN)
    board = scheme.daily(TODAY, "beginner")
    safe = next(
        (x, y)
        for y in range(board.layout.height)
        for x in range(board.layout.width)
        if not board.layout.has_mine(x, y) and not driver.play.game.tile(x, y).is_open
    )
    driver.click_cell(*safe)
    return board


def test_a_daily_continued_later_is_still_named_as_the_daily(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fix_today(monkeypatch)
    driver = Driver(tmp_path)
    board = start_todays_beginner_daily(driver)
    driver.close()
    driver = Driver(tmp_path)
    driver.choose("continue")
    assert driver.play.session.daily == TODAY and driver.app.caption == f"Minesweeper — {board.name}"
    driver.close()


def test_choosing_the_daily_that_waits_unfinished_carries_it_on_rather_than_give_it_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fix_today(monkeypatch)
    driver = Driver(tmp_path)
    start_todays_beginner_daily(driver)
    moves = tuple(driver.play.game.actions)
    driver.close()
    driver = Driver(tmp_path)
    menu = driver.app.screen
    assert isinstance(menu, StartScreen) and menu.entries[0].button.label.startswith(f"Continue Beginner daily {TODAY}")
    open_daily_screen(driver)
    driver.key(pygame.K_RETURN)  # today's Beginner daily, the very one waiting: no question, the same attempt
    assert isinstance(driver.app.screen, PlayScreen) and driver.play.session.daily == TODAY
    assert tuple(driver.play.game.actions) == moves
    driver.close()


def test_a_window_launched_on_a_daily_plays_it_and_esc_goes_to_the_daily_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--daily 2026-11-20 --preset intermediate``: a past date, played as the daily but not counted, said first."""
    fix_today(monkeypatch)
    board = scheme.daily("2026-11-20", "intermediate")
    driver = Driver(tmp_path, daily=board)
    assert driver.play.session.daily == "2026-11-20" and driver.play.game.layout == board.layout
    assert driver.app.caption == f"Minesweeper — {board.name} (not counted)"
    assert driver.play.message.splitlines()[0].replace("\u00a0", " ") == f"{board.name} (not counted)"
    driver.key(pygame.K_ESCAPE)
    screen = showing(driver, DailyScreen)
    assert screen.level_key == "intermediate" and screen.chosen.isoformat() == TODAY
    driver.close()


def test_a_window_launched_on_a_daily_while_a_game_waits_asks_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fix_today(monkeypatch)
    save_game(tmp_path, started_beginner(), 7_000)
    board = scheme.daily(TODAY, "expert")
    driver = Driver(tmp_path, daily=board)
    showing(driver, GiveUpScreen)
    driver.key(pygame.K_RETURN)
    assert driver.play.session.daily == TODAY and driver.app.caption == f"Minesweeper — {board.name}"
    driver.close()
