"""The layouts hold in the two pseudo-locales, at 800x600 and 1920x1080: the type and layout tests of the screens whose
sentences are translated, run again with every sentence accented and about 40% longer (``en_XA``), and right to left
in Arabic letters with its numbers as they are (``ar_XB``): no word cut, no box over another, nothing smaller than
the status line.

The same tests run whole under a pseudo-locale with pytest's ``--lang`` (``pytest tests/gui --lang ar_XB``); here
they run on every screen of the layout tests, in the whole suite (slow: not in the quick loop).
Switching the language in Settings changes every word at once, and it is kept.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from minesweeper.core.language.translate import installed
from minesweeper.gui.geometry import Size
from minesweeper.gui.play.menus import MenuCommand
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screens.settings import OPTIONS, LanguageOption, SettingsScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.gui.widgets.buttons import along
from minesweeper.language import PSEUDO
from tests.gui import driver as driver_module
from tests.gui import test_layout_sizes, test_one_type
from tests.gui.driver import Driver
from tests.gui.test_layout_sizes import open_entry
from tests.gui.test_one_type import typeset  # noqa: F401  (the fixture the type test takes)

# Every screen again in two more languages: a third of the quick loop's time, so with the whole suite (``make test``).
pytestmark = pytest.mark.slow
SIZES = [pytest.param((800, 600), id="800x600"), pytest.param((1920, 1080), id="1920x1080")]
TRANSLATED = list(test_layout_sizes.SCREENS)
"""Every screen of the layout tests: their sentences are all wrapped for translation now."""
READ = list(test_layout_sizes.READ)
"""The sentences a player must read on them, and the states of them that say more (an error, a note)."""


@pytest.fixture(params=PSEUDO)
def pseudo(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Every window of the test opens in a pseudo-locale."""
    monkeypatch.setattr(driver_module, "LANGUAGE", request.param)
    yield request.param


@pytest.mark.parametrize("desktop", SIZES, indirect=True)
@pytest.mark.parametrize("name", TRANSLATED)
def test_every_translated_screen_is_whole(tmp_path: Path, desktop: Size, pseudo: str, name: str) -> None:
    test_layout_sizes.test_every_screen_is_whole(tmp_path, desktop, name)
    assert installed().code == pseudo


@pytest.mark.parametrize("desktop", SIZES, indirect=True)
@pytest.mark.parametrize("name", TRANSLATED)
def test_every_word_of_a_translated_screen_is_whole_and_as_large_as_the_status_line(
    tmp_path: Path,
    desktop: Size,
    pseudo: str,
    typeset: test_one_type.Typeset,  # noqa: F811
    name: str,
) -> None:
    test_one_type.test_every_word_is_in_the_one_type_no_smaller_than_the_status_line_and_whole(
        tmp_path, desktop, typeset, f"screen {name}"
    )


PLAY = ["scene in-progress", "scene won", "scene verdict", "scene help", "scene game-menu", "scene hint", "daily card"]
"""The play screen's places, whose words are wrapped for translation: a game, its card, its help and its menus."""


@pytest.mark.parametrize("desktop", SIZES, indirect=True)
@pytest.mark.parametrize("place", PLAY)
def test_every_word_of_the_play_screen_is_whole_and_as_large_as_the_status_line(
    tmp_path: Path,
    desktop: Size,
    pseudo: str,
    typeset: test_one_type.Typeset,  # noqa: F811
    place: str,
) -> None:
    test_one_type.test_every_word_is_in_the_one_type_no_smaller_than_the_status_line_and_whole(
        tmp_path, desktop, typeset, place
    )
    assert installed().code == pseudo


@pytest.mark.parametrize("desktop", SIZES, indirect=True)
@pytest.mark.parametrize("page", ["first", "more"])
@pytest.mark.parametrize("scene", ["won", "verdict"])
def test_the_results_card_is_whole(tmp_path: Path, desktop: Size, pseudo: str, scene: str, page: str) -> None:
    test_layout_sizes.test_the_results_card_is_whole(tmp_path, desktop, scene, page)


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=["800x600", "1920x1080"])
@pytest.mark.parametrize("name", READ)
def test_the_translated_sentences_are_whole_and_at_reading_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo: str, size: Size, name: str
) -> None:
    test_layout_sizes.test_every_sentence_is_as_large_as_the_status_line_and_whole(tmp_path, monkeypatch, size, name)


@pytest.mark.parametrize("desktop", [(800, 600)], indirect=True)
def test_the_settings_keep_the_2x_of_an_800x600_laptop_in_either_pseudo_locale(
    tmp_path: Path, desktop: Size, pseudo: str
) -> None:
    driver = Driver(tmp_path)
    try:
        screen = open_entry(driver, "settings")
        assert isinstance(screen, SettingsScreen) and screen.scale == 2
    finally:
        driver.close()


def step_key(step: int) -> int:
    """The arrow that steps a Settings value by ``step`` in the installed language (``along``): Right steps up in
    English, Left in a language written right to left, such as Arabic, which the Language row passes through."""
    return next(key for key in (pygame.K_LEFT, pygame.K_RIGHT) if along(key) == step)


def test_the_language_changes_at_once_from_settings_and_is_kept(tmp_path: Path) -> None:
    """The Settings row to German: the page is in German at once (no restart), the menu after it too, and the next
    start opens in German; back to System, English (the tests' system language)."""
    driver = Driver(tmp_path)
    try:
        screen = open_entry(driver, "settings")
        assert isinstance(screen, SettingsScreen)
        row = next(i for i, option in enumerate(OPTIONS) if isinstance(option, LanguageOption))
        screen.focus = row
        while driver.app.ctx.settings.language != "de":
            driver.key(step_key(1))  # through Arabic, where the arrow pointing at "+" is Left
        german = driver.app.screen
        assert isinstance(german, SettingsScreen) and german is not screen and german.focus == row
        assert installed().code == "de"
        assert "Sprache" in [option.name for option in OPTIONS]
        assert german.heard().title == "Einstellungen"
        assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["language"] == "de"
        driver.key(pygame.K_ESCAPE)
        menu = driver.app.screen
        assert isinstance(menu, StartScreen)
        assert {"Einstellungen", "Beenden"} <= {entry.button.label for entry in menu.entries}
    finally:
        driver.close()
    again = Driver(tmp_path, lang=None)
    try:
        assert installed().code == "de"
        screen = open_entry(again, "settings")
        assert isinstance(screen, SettingsScreen)
        screen.focus = row
        while again.app.ctx.settings.language is not None:
            again.key(step_key(-1))
        assert installed().code == "en"
        assert isinstance(again.app.screen, SettingsScreen) and again.app.screen.heard().title == "Settings"
    finally:
        again.close()


def test_a_game_left_for_settings_comes_back_in_the_language_chosen_there(tmp_path: Path) -> None:
    """Settings opened from a game's menu, the language changed to German: back in the game (Esc), its menus, its
    status line and its window's title are German at once, the game as it was (a new language draws it anew in its
    words, as a new theme in its art)."""
    driver = Driver.preset(tmp_path, "beginner")
    try:
        driver.click_cell(4, 4)
        before = driver.play
        assert [menu.title for menu in before.canvas.bar.menus] == ["Game", "View", "Help"]
        settings = before.command(MenuCommand.SETTINGS)
        assert isinstance(settings, SettingsScreen)
        driver.app.show(settings)
        driver.step()
        settings.focus = next(i for i, option in enumerate(OPTIONS) if isinstance(option, LanguageOption))
        while driver.app.ctx.settings.language != "de":
            driver.key(step_key(1))  # through Arabic, where the arrow pointing at "+" is Left
        driver.key(pygame.K_ESCAPE)
        game = driver.app.screen
        assert isinstance(game, PlayScreen) and game is not before and game.session is before.session
        assert [menu.title for menu in game.canvas.bar.menus] == ["Spiel", "Ansicht", "Hilfe"]
        assert game.message.startswith("F1 Hilfe - F2 neues Spiel") and game.title() == "Minesweeper — Anfänger"
        assert game.game.actions == before.game.actions and game.game.actions  # the same game, its move kept
    finally:
        driver.close()
