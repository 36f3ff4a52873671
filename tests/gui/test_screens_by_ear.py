"""Every screen by ear, in the real window loop with speech on and a recording voice: as it opens, one utterance names
its title; after a key that moves its focus (or changes the focused value), one names the control now focused, as
the screen's own state says it is. The list of screens is checked against the screen classes the window has, so a
new screen cannot be added without being heard here.

The screens are reached as a player reaches them; the play screen's overlays (the menu bar's menus opened by
keyboard, the help, the results card) are screens of their own to a listener, so they are listed too."""

from __future__ import annotations

import importlib
import inspect
import os
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pytest

import minesweeper.gui.screens as screens_package
from minesweeper.core.language.cells import cell_name
from minesweeper.core.puzzles.puzzle import Puzzle
from minesweeper.core.stats import short_label_of
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screen import Screen
from minesweeper.gui.screens.code import CodeScreen
from minesweeper.gui.screens.custom import FIELDS, CustomScreen
from minesweeper.gui.screens.daily import DailyScreen
from minesweeper.gui.screens.editor import EditorScreen
from minesweeper.gui.screens.editor_size import SizeScreen
from minesweeper.gui.screens.give_up import GiveUpScreen
from minesweeper.gui.screens.history import FILTERS, HistoryScreen, filter_label
from minesweeper.gui.screens.puzzles import PuzzlesScreen
from minesweeper.gui.screens.records import RecordsScreen
from minesweeper.gui.screens.records_table import STYLE_NAMES
from minesweeper.gui.screens.replay.viewer import ReplayScreen
from minesweeper.gui.screens.settings import OPTIONS, SettingsScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.gui.screens.statistics import StatsScreen
from minesweeper.gui.screens.unsaved import UnsavedScreen
from minesweeper.gui.screens.videos import VideosScreen
from minesweeper.gui.widgets.menubar import MenuItem
from tests.gui.driver import Driver
from tests.gui.history_kit import seed_history
from tests.gui.puzzle_kit import DRAWN, library, showing, type_text
from tests.gui.video_kit import ONE_OF_EACH, drop, exchange, video_bytes
from tests.saves import save_game, started_beginner
from tests.speech_kit import RecordingVoice

BOARD = "*....\n.....\n.....\n.....\n....."  # the cursor starts on C3; A1 is a mine


@dataclass(frozen=True)
class Case:
    """A screen: how to reach it, what its title says, the key that moves its focus (None: its one control is named
    as it opens), and the focused control's name as the screen's own state gives it."""

    kind: type[Screen]
    title: str
    reach: Callable[[Driver], None]
    move: Callable[[Driver], None] | None
    focused: Callable[[Any], str]  # the screen's own kind, whose state names its focused control


def key(code: int, mod: int = 0) -> Callable[[Driver], None]:
    return lambda driver: driver.key(code, mod=mod)


def keys(*codes: int) -> Callable[[Driver], None]:
    def press(driver: Driver) -> None:
        for code in codes:
            driver.key(code)

    return press


def nothing(driver: Driver) -> None:
    """The screen the window opens on."""


def waiting(driver: Driver) -> None:
    """Expert chosen while a saved game waits (saved before the window opened: ``prepare``)."""
    driver.key(pygame.K_6)


def unsaved(driver: Driver) -> None:
    """The question before closing with results kept nowhere (a full disk is the only way there)."""
    app = driver.app
    app.show(UnsavedScreen(app.ctx, lambda: app.screen))
    driver.step()


def lost(driver: Driver) -> None:
    """The board's mine opened: the results card."""
    for _ in range(2):
        driver.key(pygame.K_LEFT)
        driver.key(pygame.K_UP)
    driver.key(pygame.K_SPACE)


def menu_item(screen: PlayScreen) -> str:
    bar = screen.canvas.bar
    assert bar.active is not None and bar.item is not None, "a menu is open with an item highlighted"
    item = bar.menus[bar.active].items[bar.item]
    assert isinstance(item, MenuItem)
    return item.label


def start_entry(screen: Screen) -> str:
    assert isinstance(screen, StartScreen)
    row, col = screen.selected
    return screen.rows[row][col].button.label.split("\n")[0]


CASES: dict[str, Case] = {
    "menu": Case(StartScreen, "menu", nothing, key(pygame.K_RIGHT), start_entry),
    "picker, next row": Case(StartScreen, "menu", nothing, key(pygame.K_DOWN), start_entry),
    "a game is waiting": Case(GiveUpScreen, "A game is waiting", waiting, None, lambda s: "New game"),
    "settings": Case(
        SettingsScreen,
        "Settings",
        key(pygame.K_0),
        key(pygame.K_DOWN),
        lambda s: OPTIONS[s.focus].label,
    ),
    "statistics": Case(
        StatsScreen,
        "Statistics",
        key(pygame.K_9),
        key(pygame.K_DOWN),
        lambda s: short_label_of(s.key),
    ),
    "personal bests": Case(
        RecordsScreen,
        "Personal bests, Beginner",
        keys(pygame.K_9, pygame.K_p),
        key(pygame.K_s),
        lambda s: f"{STYLE_NAMES[s.style]} classic wins",
    ),
    "history": Case(
        HistoryScreen,
        "History",
        key(pygame.K_h),
        key(pygame.K_RIGHT),
        lambda s: filter_label(FILTERS[s.filter]),
    ),
    "history's games": Case(
        HistoryScreen,
        "History",
        key(pygame.K_h),
        key(pygame.K_DOWN),
        lambda s: s.entries[s.table.selected].started[:10],
    ),
    "puzzles": Case(
        PuzzlesScreen,
        "Puzzles",
        key(pygame.K_p),
        key(pygame.K_DOWN),
        lambda s: s.puzzles[s.table.selected].name,
    ),
    "custom": Case(
        CustomScreen,
        "Custom board",
        key(pygame.K_8),
        key(pygame.K_DOWN),
        lambda s: FIELDS[s.form.focus],
    ),
    "play a code": Case(
        CodeScreen,
        "Play a code",
        key(pygame.K_k),
        lambda driver: type_text(driver, "M"),
        lambda s: f"Code field, {s.field.text}",
    ),
    "daily": Case(
        DailyScreen,
        "Daily boards",
        key(pygame.K_d),
        key(pygame.K_LEFT),
        lambda s: s.chosen.isoformat(),
    ),
    "daily's levels": Case(
        DailyScreen,
        "Daily boards",
        key(pygame.K_d),
        key(pygame.K_TAB),
        lambda s: s.label,
    ),
    "editor size": Case(
        SizeScreen,
        "New puzzle",
        keys(pygame.K_p, pygame.K_n),
        key(pygame.K_RIGHT),
        lambda s: s.presets[s.focus].label,
    ),
    "editor": Case(
        EditorScreen,
        "Puzzle editor",
        keys(pygame.K_p, pygame.K_n, pygame.K_RETURN),
        keys(pygame.K_RIGHT, pygame.K_RIGHT),
        lambda s: cell_name(*s.cursor),
    ),
    "replay": Case(
        ReplayScreen,
        "Replay",
        keys(pygame.K_h, pygame.K_RETURN),
        key(pygame.K_RIGHT),
        lambda s: s.message,
    ),
    "open a video": Case(
        VideosScreen,
        "Open a video",
        lambda driver: drop(driver, Path("missing.avf")),
        key(pygame.K_DOWN),
        lambda s: s.files[s.table.selected].name,
    ),
    "results not saved": Case(UnsavedScreen, "Results not saved", unsaved, None, lambda s: "Try again"),
    "game": Case(
        PlayScreen,
        "Custom 5×5",
        nothing,
        key(pygame.K_LEFT),
        lambda s: cell_name(*s.flow.controls.cursor),
    ),
    "game menu by keyboard": Case(
        PlayScreen, "Game menu", keys(pygame.K_F10, pygame.K_DOWN), key(pygame.K_DOWN), menu_item
    ),
    "help": Case(
        PlayScreen,
        "Help, How to play",
        key(pygame.K_F1),
        key(pygame.K_TAB),
        lambda s: s.canvas.help.page.label,
    ),
    "results card": Case(PlayScreen, "Lost", lost, None, lambda s: "New game: N"),
}
BOARD_CASES = ("game", "game menu by keyboard", "help", "results card")  # on a board the command line named


def prepare(folder: Path, name: str) -> None:
    """What a screen needs on disk before the window opens: a saved game, finished games, puzzles."""
    if name == "a game is waiting":
        save_game(folder, started_beginner(), 100)
    elif name in ("history's games", "replay"):
        seed_history(folder)
    elif name == "puzzles":
        library(folder, Puzzle("Blind start", DRAWN), Puzzle("Second", DRAWN))
    elif name == "open a video":
        for number, kind in enumerate(("avf", "evf")):
            path = exchange(folder) / f"video {number + 1}.{kind}"
            path.write_bytes(video_bytes(ONE_OF_EACH[kind]))
            os.utime(path, (1_700_000_000 + number, 1_700_000_000 + number))  # the second is the newer


@pytest.mark.parametrize("name", list(CASES))
def test_every_screen_says_its_title_and_its_focused_control(tmp_path: Path, name: str) -> None:
    case = CASES[name]
    prepare(tmp_path, name)
    voice = RecordingVoice()
    layout = BOARD if name in BOARD_CASES else None
    driver = Driver(tmp_path, layout=layout, speak=True, voice=voice)
    try:
        case.reach(driver)
        screen = showing(driver, case.kind)
        opening = [line for line in voice.lines if case.title in line]
        assert opening, f"no utterance names {case.title!r}: {voice.lines}"
        if case.move is not None:
            before = len(voice.said)
            case.move(driver)
            said = voice.lines[before:]
        else:
            said = opening[-1:]
        focused = case.focused(screen)
        assert any(focused in line for line in said), f"no utterance names {focused!r}: {said}"
    finally:
        driver.close()


def screen_classes() -> set[type[Screen]]:
    """Every screen the window has: the play screen and each screen class of ``gui.screens``."""
    found: set[type[Screen]] = {PlayScreen}
    for module in pkgutil.iter_modules(screens_package.__path__):
        loaded = importlib.import_module(f"{screens_package.__name__}.{module.name}")
        found |= {
            cls
            for _, cls in inspect.getmembers(loaded, inspect.isclass)
            if issubclass(cls, Screen) and cls is not Screen and cls.__module__ == loaded.__name__
        }
    return found


def test_every_screen_is_listed() -> None:
    listed = {case.kind for case in CASES.values()}
    missing = sorted(cls.__name__ for cls in screen_classes() - listed)
    assert not missing, f"screens never heard in this test: {missing}; add them to CASES"


def test_every_screen_says_itself_rather_than_the_windows_title() -> None:
    """Each screen gives its own words (``Screen.heard``): the base's, the window's title alone, names no screen."""
    unheard = sorted(cls.__name__ for cls in screen_classes() if cls.heard is Screen.heard)
    assert not unheard, f"screens that say only the window's title: {unheard}"


def test_a_notice_a_screen_shows_is_said_as_it_appears(tmp_path: Path) -> None:
    voice = RecordingVoice()
    driver = Driver(tmp_path, speak=True, voice=voice)
    try:
        driver.key(pygame.K_h)
        before = len(voice.said)
        driver.key(pygame.K_j)  # export with no game to export: the message line says why not
        assert voice.said[before:] == [("There is no game to choose yet", True)]
    finally:
        driver.close()


def test_a_new_speech_rate_is_heard_at_once_in_the_voice_it_sets(tmp_path: Path) -> None:
    voice = RecordingVoice()
    driver = Driver(tmp_path, speak=True, voice=voice)
    try:
        driver.key(pygame.K_0)
        screen = showing(driver, SettingsScreen)
        while OPTIONS[screen.focus].field != "speech_rate":
            driver.key(pygame.K_DOWN)
        driver.key(pygame.K_RIGHT)
        assert voice.rate == 0.6 and voice.lines[-1] == "Speech rate, 6."
        driver.key(pygame.K_UP)
        driver.key(pygame.K_LEFT)  # Normal to Brief: the control alone, from now on
        driver.key(pygame.K_DOWN)
        assert voice.lines[-2:] == ["Speech, Brief.", "Speech rate, 6."]
    finally:
        driver.close()
