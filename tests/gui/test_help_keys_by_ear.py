"""Every key Help lists answers in speech when pressed in a game, where it works (on the board, on the menu bar, on
the results card, in Help itself, and the keys for playing by ear), a move that changes nothing included ("C3 is
already open"); no key's answer says a thing twice, and the results card's keys are said once, however many parts of
its ending come after it opens."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.gui.widgets.help_text import KEY_TABLE, Heading, Row
from tests.gui.driver import Driver
from tests.speech_kit import RecordingVoice

SCENE = "..*..\n.....\n.....\n....*\n....."  # the cursor starts on C3, whose opening opens most of the board
Press = tuple[int, int]  # a key and its modifiers
NAMED: dict[str, list[Press]] = {
    "Arrows": [(pygame.K_UP, 0), (pygame.K_DOWN, 0), (pygame.K_LEFT, 0), (pygame.K_RIGHT, 0)],
    "W A S D": [(pygame.K_w, 0), (pygame.K_a, 0), (pygame.K_s, 0), (pygame.K_d, 0)],
    "+ / -": [(pygame.K_PLUS, 0), (pygame.K_MINUS, 0)],
    "Space": [(pygame.K_SPACE, 0)],
    "Enter": [(pygame.K_RETURN, 0)],
    "Esc": [(pygame.K_ESCAPE, 0)],
    "Tab": [(pygame.K_TAB, 0)],
    "Alt": [(pygame.K_LALT, 0)],
    "Left": [(pygame.K_LEFT, 0)],
    "Right": [(pygame.K_RIGHT, 0)],
    "Up": [(pygame.K_UP, 0)],
    "Down": [(pygame.K_DOWN, 0)],
    "PgUp": [(pygame.K_PAGEUP, 0)],
    "PgDn": [(pygame.K_PAGEDOWN, 0)],
    "Home": [(pygame.K_HOME, 0)],
    "End": [(pygame.K_END, 0)],
    **{f"F{n}": [(pygame.K_F1 + n - 1, 0)] for n in range(1, 13)},
    **{f"Alt+{c}": [(ord(c.lower()), pygame.KMOD_ALT)] for c in "GVH"},
    **{f"Shift+{c}": [(ord(c.lower()), pygame.KMOD_SHIFT)] for c in "XU"},
    "Ctrl+Home": [(pygame.K_HOME, pygame.KMOD_CTRL)],
    "Ctrl+End": [(pygame.K_END, pygame.KMOD_CTRL)],
}
MOUSE = {"Ctrl+wheel", "Wheel", "Shift+wheel"}  # the mouse's, not keys: a listener's keys are the ones above
SPECIAL = {"Underlined letter", "a click"}  # pressed below: a menu item's letter, a click to close Help


def presses(term: str) -> list[Press]:
    """The key presses a term of Help's table stands for ("Space, Enter": Space, then Enter)."""
    found: list[Press] = []
    for name in term.split(", "):
        if name in MOUSE or name in SPECIAL:
            continue
        if len(name) == 1 and name.isalpha():
            found.append((ord(name.lower()), 0))
        else:
            assert name in NAMED, f"Help lists {name!r}, a key this test does not know how to press"
            found += NAMED[name]
    return found


def sections() -> dict[str, list[Row]]:
    """Help's keys by heading: the board's (before any heading), the menu bar's, the card's, Help's, by ear's."""
    found: dict[str, list[Row]] = {"The board": []}
    heading = "The board"
    for block in KEY_TABLE:
        if isinstance(block, Heading):
            heading = block.text
            found[heading] = []
        elif isinstance(block, Row):
            found[heading].append(block)
    return found


class Ear:
    """A game on ``SCENE`` heard through a recording voice."""

    def __init__(self, tmp: Path) -> None:
        self.voice = RecordingVoice()
        self.driver = Driver(tmp, layout=SCENE, seed=1, speak=True, voice=self.voice)

    def press(self, key: int, mod: int = 0) -> list[str]:
        """What pressing (and releasing) the key made the game say."""
        before = len(self.voice.lines)
        self.driver.key(key, mod=mod)
        return self.voice.lines[before:]

    def lose(self) -> None:
        """A new game of the scene, lost on C1 with the mouse, the card up with its verdict and review."""
        driver = self.driver
        driver.click_cell(2, 2)
        driver.click_cell(2, 0)
        assert driver.play.game.is_over
        driver.solver_answers()


def answered(said: list[str], what: str) -> None:
    assert said, f"{what} said nothing"
    parts = [part for line in said for part in line.split(". ") if part]
    twice = {part for part in parts if parts.count(part) > 1}
    assert not twice, f"{what} said {sorted(twice)} twice: {said}"


def test_help_lists_only_keys_this_test_presses() -> None:
    assert list(sections()) == ["The board", "The menu bar", "The results card", "This help", "Playing by ear"]
    for rows in sections().values():
        for row in rows:
            assert presses(row.term) or set(row.term.split(", ")) <= MOUSE | SPECIAL, row.term


def test_every_key_on_the_board_answers(tmp_path: Path) -> None:
    ear = Ear(tmp_path)
    answered(ear.press(pygame.K_SPACE), "Space")  # opens C3 and most of the board
    for row in sections()["The board"]:
        for key, mod in presses(row.term):
            if key == pygame.K_ESCAPE:
                answered(ear.press(key, mod), f"{row.term} ({pygame.key.name(key)})")
                answered(ear.press(pygame.K_c), "C on the menu: continue")  # back to the game
                continue
            said = ear.press(key, mod)
            answered(said, f"{row.term} ({pygame.key.name(key)})")
            if key == pygame.K_F1:
                ear.press(pygame.K_ESCAPE)
    ear.press(pygame.K_HOME, pygame.KMOD_CTRL)  # A1, blank: opened again, flagged; D5, a 1: chorded with no flag
    assert ear.press(pygame.K_SPACE) == ["A1 is already open"]
    assert ear.press(pygame.K_f) == ["A1: an open cell cannot be flagged"]
    ear.press(pygame.K_END, pygame.KMOD_CTRL)
    assert ear.press(pygame.K_LEFT) == ["D5, 1"]
    assert ear.press(pygame.K_SPACE) == ["D5: this 1 has 0 flags around it; chording needs exactly 1"]
    ear.driver.close()


def test_every_key_of_the_menu_bar_answers(tmp_path: Path) -> None:
    ear = Ear(tmp_path)

    def out() -> None:
        """Off the menu bar (a menu open takes two Esc), back to the game."""
        while ear.driver.play.canvas.bar.active is not None:
            ear.press(pygame.K_ESCAPE)

    for row in sections()["The menu bar"]:
        for key, mod in presses(row.term):
            if key == pygame.K_ESCAPE:
                ear.press(pygame.K_F10)
                answered(ear.press(key, mod), "Esc on the menu bar")
                out()
                continue
            if key in (pygame.K_LALT, pygame.K_F10) or mod:
                answered(ear.press(key, mod), row.term)
            else:  # the keys inside the bar: the Game menu open on New
                ear.press(pygame.K_g, pygame.KMOD_ALT)
                answered(ear.press(key, mod), f"{row.term} ({pygame.key.name(key)}) in the Game menu")
            out()
    ear.press(pygame.K_g, pygame.KMOD_ALT)
    answered(ear.press(pygame.K_n), "an underlined letter (N: New)")
    ear.driver.close()


def test_every_key_of_the_results_card_answers_and_its_keys_are_said_once(tmp_path: Path) -> None:
    ear = Ear(tmp_path)
    before = len(ear.voice.lines)
    ear.lose()
    said = ear.voice.lines[before:]
    assert sum(line.count("Keys:") for line in said) == 1, f"the card's keys were said more than once: {said}"
    for row in sections()["The results card"]:
        for key, mod in presses(row.term):
            if key == pygame.K_s:  # a daily's result: a daily's card has it (test_daily_card); here it is not a key
                continue
            if ear.driver.play.flow.results.ending is None or ear.driver.play.game.state != "lost":
                ear.driver.key(pygame.K_F2)
                ear.lose()
            if not ear.driver.play.flow.results.shown:
                ear.press(pygame.K_TAB)
            answered(ear.press(key, mod), f"{row.term} ({pygame.key.name(key)}) on the card")
            if key in (pygame.K_r,):
                ear.press(pygame.K_ESCAPE)  # back from the review to the card
    ear.driver.close()


def test_every_key_of_help_answers(tmp_path: Path) -> None:
    ear = Ear(tmp_path)
    for row in sections()["This help"]:
        for key, mod in presses(row.term):
            ear.press(pygame.K_F1)
            ear.press(pygame.K_TAB)  # the Keys page: long enough to scroll on this board
            answered(ear.press(key, mod), f"{row.term} ({pygame.key.name(key)}) in Help")
            if ear.driver.play.canvas.help is not None:
                ear.press(pygame.K_ESCAPE)
    ear.press(pygame.K_F1)
    before = len(ear.voice.lines)
    ear.driver.click((5, ear.driver.app.surface.get_height() - 5))  # a click closes it
    answered(ear.voice.lines[before:], "a click in Help")
    ear.driver.close()


def test_every_key_for_playing_by_ear_answers(tmp_path: Path) -> None:
    ear = Ear(tmp_path)
    ear.press(pygame.K_SPACE)
    for row in sections()["Playing by ear"]:
        for key, mod in presses(row.term):
            answered(ear.press(key, mod), f"{row.term} ({pygame.key.name(key)})")
            if key == pygame.K_F9:
                answered(ear.press(key, mod), "F9 again: speech back on")
    ear.driver.close()


@pytest.mark.parametrize("repeat", [2])
def test_a_key_that_changes_nothing_is_said_each_time_and_is_no_click(tmp_path: Path, repeat: int) -> None:
    """Space on an open cell, F on an open cell: said, and never counted (no click, no wasted click, nothing in the
    hand), so a game won by ear keeps every figure a mouse game would have; the same click with the mouse is a
    wasted click, as the community counts it."""
    ear = Ear(tmp_path)
    ear.press(pygame.K_SPACE)
    session = ear.driver.play.session
    clicks, hand = session.clicks, len(session._log.hand)
    for _ in range(repeat):
        assert ear.press(pygame.K_SPACE) == ["C3 is already open"]
        assert ear.press(pygame.K_f) == ["C3: an open cell cannot be flagged"]
    assert session.clicks == clicks and len(session._log.hand) == hand and not session._log.wasted
    ear.driver.click_cell(2, 2)  # the mouse on the same open cell: a wasted click, counted and kept
    assert session.clicks.total == clicks.total + 1 and len(session._log.wasted) == 1
    ear.driver.close()


def test_a_won_cards_place_is_said_when_it_comes_and_its_keys_only_once(tmp_path: Path) -> None:
    from minesweeper.core.presets import PRESETS

    voice = RecordingVoice()
    driver = Driver(tmp_path, difficulty=PRESETS["beginner"], seed=3, speak=True, voice=voice)
    driver.click_cell(4, 4)
    game = driver.play.game
    layout = game.layout
    assert layout is not None
    before = len(voice.lines)
    for y in range(layout.height):
        for x in range(layout.width):
            if not game.is_over and not layout.has_mine(x, y) and not game.tile(x, y).is_open:
                driver.click_cell(x, y)
    assert game.state == "won"
    driver.solver_answers()
    said = voice.lines[before:]
    ending = driver.play.session.ending
    assert ending is not None and ending.place is not None and any(ending.place in line for line in said), said
    assert sum(line.count("Keys:") for line in said) == 1, f"the card's keys were said more than once: {said}"
    driver.close()
