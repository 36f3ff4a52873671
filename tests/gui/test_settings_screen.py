"""The settings screen through the real loop: every change by keyboard or mouse is saved at once, survives
a restart, and reaches the next game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from minesweeper.gui.art.palette import chrome
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screens.settings import OPTIONS, SettingsScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.settings import Settings
from minesweeper.store import Store
from tests.gui.driver import Driver

QUESTION, CHORD, NO_GUESS, PAUSE, SOUND, SPEECH, RATE, KEEP, THEME, ZOOM, LANGUAGE = range(len(OPTIONS))
ZOOMS = OPTIONS[ZOOM].values

CLASSIC = chrome("classic")


def open_settings(driver: Driver) -> SettingsScreen:
    driver.choose("settings")
    screen = driver.app.screen
    assert isinstance(screen, SettingsScreen)
    return screen


def on_disk(tmp_path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((tmp_path / "settings.json").read_text())
    return data


def ticked(driver: Driver, box: pygame.Rect) -> bool:
    """Whether the check box shows its tick: black ink in the white square (its bevel is grey and white)."""
    square = driver.app.surface.subsurface(box.move(driver.app.ctx.origin))
    return bool(pygame.mask.from_threshold(square, CLASSIC.ink, (1, 1, 1, 255)).count())


@pytest.mark.parametrize("key", [pygame.K_SPACE, pygame.K_RETURN, pygame.K_RIGHT, pygame.K_LEFT])
def test_each_change_key_flips_question_marks_and_saves_it(tmp_path: Path, key: int) -> None:
    driver = Driver(tmp_path)
    screen = open_settings(driver)
    assert screen.focus == QUESTION
    driver.key(key)
    assert driver.app.ctx.settings.question_marks
    assert on_disk(tmp_path)["question_marks"] is True
    driver.key(key)
    assert on_disk(tmp_path)["question_marks"] is False


def test_keyboard_reaches_every_row_and_the_choices_survive_a_restart(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    screen = open_settings(driver)
    driver.key(pygame.K_SPACE)  # question marks on
    driver.key(pygame.K_DOWN)
    assert screen.focus == CHORD
    driver.key(pygame.K_RETURN)  # chording off
    for _ in range(ZOOM - CHORD):
        driver.key(pygame.K_TAB)
    assert screen.focus == ZOOM
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    expected = Settings(question_marks=True, left_click_chord=False, zoom=3)
    assert driver.app.ctx.settings == expected
    assert (on_disk(tmp_path)["question_marks"], on_disk(tmp_path)["left_click_chord"], on_disk(tmp_path)["zoom"]) == (
        True,
        False,
        3,
    )
    driver.key(pygame.K_DOWN)
    assert screen.focus == LANGUAGE  # the last row
    driver.key(pygame.K_DOWN)
    assert screen.focus == QUESTION  # round from the bottom to the top
    driver.key(pygame.K_UP)
    assert screen.focus == LANGUAGE
    driver.close()

    assert Store(tmp_path).load_settings() == expected
    again = Driver(tmp_path)
    assert again.app.ctx.settings == expected
    assert open_settings(again).focus == QUESTION


def test_zoom_steps_stop_at_the_ends_and_space_goes_round(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    screen = open_settings(driver)
    driver.key(pygame.K_UP)
    driver.key(pygame.K_UP)
    assert screen.focus == ZOOM
    driver.key(pygame.K_LEFT)
    assert driver.app.ctx.settings.zoom is None  # Auto is the first choice: Left stays there
    for _ in range(len(ZOOMS) + 2):
        driver.key(pygame.K_RIGHT)
    assert driver.app.ctx.settings.zoom == ZOOMS[-1] == 8
    driver.key(pygame.K_SPACE)
    assert driver.app.ctx.settings.zoom is None
    assert on_disk(tmp_path)["zoom"] is None
    driver.key(pygame.K_SPACE)
    assert on_disk(tmp_path)["zoom"] == 1


def test_the_mouse_changes_every_setting(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    screen = open_settings(driver)
    driver.click(screen.rows[QUESTION].center)  # a switch's whole row toggles it
    driver.click(screen.checks[CHORD].center)
    assert screen.focus == CHORD
    assert (on_disk(tmp_path)["question_marks"], on_disk(tmp_path)["left_click_chord"]) == (True, False)
    minus, value_box, plus = screen.spinners[ZOOM]
    driver.click(plus.rect.center)
    driver.click(plus.rect.center)
    assert on_disk(tmp_path)["zoom"] == 2
    driver.click(minus.rect.center)
    assert on_disk(tmp_path)["zoom"] == 1
    driver.click(value_box.center)  # the value itself cycles
    assert on_disk(tmp_path)["zoom"] == 2
    driver.click(screen.rows[ZOOM].midleft)  # the zoom row's label only moves the focus
    assert on_disk(tmp_path)["zoom"] == 2 and screen.focus == ZOOM


def test_a_press_dragged_off_a_button_does_nothing(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    screen = open_settings(driver)
    plus = screen.spinners[ZOOM][2]
    driver.down(1, plus.rect.center)
    driver.up(1, (0, 0))
    driver.down(1, screen.back_button.rect.center)
    driver.up(1, plus.rect.center)
    driver.down(1, screen.rows[CHORD].center)
    driver.up(1, screen.rows[QUESTION].center)
    assert driver.app.screen is screen
    assert driver.app.ctx.settings == Settings()
    assert not (tmp_path / "settings.json").exists()


def test_the_check_boxes_and_zoom_value_show_the_settings(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    screen = open_settings(driver)
    assert not ticked(driver, screen.checks[QUESTION]) and ticked(driver, screen.checks[CHORD])
    auto = driver.pixels(screen.spinners[ZOOM][1])
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_SPACE)
    assert ticked(driver, screen.checks[QUESTION]) and not ticked(driver, screen.checks[CHORD])
    driver.key(pygame.K_UP)
    driver.key(pygame.K_UP)  # round to the language, at the bottom
    driver.key(pygame.K_UP)  # the zoom, above it
    driver.key(pygame.K_RIGHT)
    assert driver.pixels(screen.spinners[ZOOM][1]) != auto
    driver.key(pygame.K_LEFT)
    assert driver.pixels(screen.spinners[ZOOM][1]) == auto


def test_the_next_game_uses_the_new_settings(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    open_settings(driver)
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_UP)
    driver.key(pygame.K_UP)  # the zoom, at the bottom
    for _ in range(3):
        driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_4)
    screen = driver.app.screen
    assert isinstance(screen, PlayScreen)
    assert screen.game.question_marks
    assert not screen.flow.controls.pointer.left_click_chords
    assert screen.view.layout.zoom == 3


def test_a_change_that_cannot_be_saved_still_applies_and_the_menu_says_why(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be")
    driver = Driver(blocker)
    menu = driver.app.screen
    assert isinstance(menu, StartScreen)
    notice = f"Nothing will be saved in {blocker}: it is a file, not a folder"
    # Said as the window opens, wrapped to the window: lines no wider than the box, and nothing lost but spaces.
    [lines] = menu.notices
    assert all(driver.app.ctx.font.size(line, menu.scale)[0] < menu.notice_box.width for line in lines)
    assert "".join(lines).replace(" ", "") == notice.replace(" ", "")
    box = menu.notice_box.move(driver.app.ctx.origin)
    assert driver.app.surface.get_rect().contains(box)
    red = pygame.mask.from_threshold(driver.app.surface.subsurface(box), CLASSIC.alert, (1, 1, 1, 255))
    assert red.count() > 0
    open_settings(driver)
    driver.key(pygame.K_SPACE)
    assert driver.app.ctx.settings.question_marks  # for the rest of this run at least
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.screen, StartScreen) and driver.app.screen.notices == []  # told once
    assert driver.app.ctx.notices == []
    driver.choose("statistics")
    driver.key(pygame.K_ESCAPE)
    again = driver.app.screen
    assert isinstance(again, StartScreen) and again.notices == []  # told once, not on every visit


def test_a_theme_repaints_everything_and_is_kept(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    screen = open_settings(driver)
    for _ in range(THEME):
        driver.key(pygame.K_DOWN)
    before = driver.pixels(screen.rows[QUESTION])
    driver.key(pygame.K_RIGHT)
    assert driver.app.ctx.settings.theme == "colourblind" and driver.app.ctx.sheets.theme == "colourblind"
    driver.key(pygame.K_RIGHT)
    assert on_disk(tmp_path)["theme"] == "dark" and driver.app.ctx.sheets.theme == "dark"
    assert driver.pixels(screen.rows[QUESTION]) != before  # the chrome follows the theme at once
    driver.key(pygame.K_RIGHT)
    assert driver.app.ctx.settings.theme == "dark"  # the last choice: Right stops there
    driver.close()
    assert Driver(tmp_path).app.ctx.sheets.theme == "dark"


def test_sound_is_off_until_switched_on_and_says_when_it_cannot_play(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    screen = open_settings(driver)
    assert not driver.app.ctx.sounds.audible
    driver.click(screen.checks[SOUND].center)
    assert on_disk(tmp_path)["sound"] is True
    sounds = driver.app.ctx.sounds
    assert sounds.audible or sounds.problem  # the dummy audio driver plays into nothing, or says why not


def test_a_switchs_line_says_what_it_does_when_on_whichever_way_it_is_switched(tmp_path: Path) -> None:
    """Question marks off, its line must not read as what right-click does now: every switch's line starts "When
    on:", and a choice of several values (theme, zoom) keeps its plain line."""
    driver = Driver(tmp_path)
    screen = open_settings(driver)
    assert not driver.app.ctx.settings.question_marks
    for row, option in enumerate(OPTIONS):
        assert screen.focus == row
        description = screen.sentences()[0].text
        if option.switch:
            assert description.startswith("When on: "), description
            assert description.removeprefix("When on: ") == option.detail
        else:
            assert "When on" not in description
        driver.key(pygame.K_DOWN)
    assert screen.sentences()[0].text == "When on: right-click cycles flag, ?, blank (next game)"


def test_speech_is_one_row_of_off_and_how_much_is_said_and_one_of_its_rate(tmp_path: Path) -> None:
    """Off, Brief, Normal, Detailed: speech and its verbosity in one row, the verbosity kept while speech is off; the
    rate beside it. Both reach the speech at once and are kept in the settings file."""
    driver = Driver(tmp_path)
    screen = open_settings(driver)
    for _ in range(SPEECH):
        driver.key(pygame.K_TAB)
    assert screen.focus == SPEECH
    driver.key(pygame.K_RIGHT)
    speech = driver.app.ctx.speech
    assert (speech.on, speech.verbosity) == (True, "brief")
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)  # the last value: Right stays there
    assert (on_disk(tmp_path)["speech"], on_disk(tmp_path)["speech_verbosity"]) == (True, "detailed")
    driver.key(pygame.K_DOWN)
    assert screen.focus == RATE
    driver.key(pygame.K_LEFT)
    assert speech.rate == on_disk(tmp_path)["speech_rate"] == 4
    driver.key(pygame.K_UP)
    driver.key(pygame.K_SPACE)  # round from the last value to Off
    assert not speech.on and speech.verbosity == "detailed"
    assert (on_disk(tmp_path)["speech"], on_disk(tmp_path)["speech_verbosity"]) == (False, "detailed")
    driver.close()
    assert Store(tmp_path).load_settings() == Settings(speech=False, speech_rate=4, speech_verbosity="detailed")
