"""The one place screens are spoken (``gui.heard``): a screen said whole as it opens or its title changes, then only
what changed (the focused control from its first part that changed, a new notice), each verbosity saying as much as
it promises, and each at the urgency that cuts off only what it makes stale."""

from __future__ import annotations

import pytest

from minesweeper.core.language.translate import ENGLISH, _, install_language
from minesweeper.gui.heard import Heard, Listener, row_words, sentences
from minesweeper.gui.screen import Screen
from minesweeper.language import load
from minesweeper.speech import Speech
from tests.speech_kit import RecordingVoice

OPEN = Heard("Menu", ("Classic", "Expert"), detail="30 x 16, 99 mines", hint="Enter starts")


class Showing(Screen):
    """A screen that says whatever the test tells it to."""

    def __init__(self, heard: Heard) -> None:
        self.now = heard

    def heard(self) -> Heard:
        return self.now


def listen(verbosity: str) -> tuple[Listener, RecordingVoice, Showing]:
    voice = RecordingVoice()
    listener = Listener(Speech(on=True, verbosity=verbosity, voice=voice))
    screen = Showing(OPEN)
    listener.follow(screen)
    return listener, voice, screen


@pytest.mark.parametrize(
    "verbosity, opening, in_the_group, to_another_group",
    [
        ("brief", "Menu. Expert.", "Beginner.", "Tiny."),
        ("normal", "Menu. Classic. Expert.", "Beginner.", "Small boards. Tiny."),
        (
            "detailed",
            "Menu. Classic. Expert. 30 x 16, 99 mines. Enter starts.",
            "Beginner. 9 x 9.",
            "Small boards. Tiny. 6 x 6.",
        ),
    ],
)
def test_each_verbosity_says_as_much_as_it_promises(
    verbosity: str, opening: str, in_the_group: str, to_another_group: str
) -> None:
    listener, voice, screen = listen(verbosity)
    screen.now = Heard("Menu", ("Classic", "Beginner"), detail="9 x 9")
    listener.follow(screen)
    screen.now = Heard("Menu", ("Small boards", "Tiny"), detail="6 x 6")
    listener.follow(screen)
    assert voice.lines == [opening, in_the_group, to_another_group]


def test_nothing_new_is_said_once_and_a_new_title_is_said_whole() -> None:
    listener, voice, screen = listen("normal")
    listener.follow(screen)
    screen.now = Heard("Game menu", ("New, F2",))
    listener.follow(screen)
    listener.follow(Showing(Heard("Game menu", ("New, F2",))))  # another screen with the same words: it opened
    assert voice.lines == ["Menu. Classic. Expert.", "Game menu. New, F2.", "Game menu. New, F2."]


def test_a_notice_is_said_as_it_appears_and_cuts_off_what_it_follows() -> None:
    listener, voice, screen = listen("normal")
    screen.now = Heard("Menu", ("Classic", "Beginner"))
    listener.follow(screen)
    screen.now = Heard("Menu", ("Classic", "Beginner"), notice="The history file was set aside")
    listener.follow(screen)
    listener.follow(screen)  # still shown: said once
    screen.now = Heard("Menu", ("Classic", "Intermediate"), notice="The history file was set aside")
    listener.follow(screen)
    assert voice.said == [
        ("Menu. Classic. Expert.", False),
        ("Beginner.", False),  # a reading waits for the screen's opening words
        ("The history file was set aside", True),
        ("Intermediate.", False),
    ]


def test_a_screen_opening_cuts_off_the_last_screens_words_and_readings_cut_off_readings() -> None:
    listener, voice, screen = listen("normal")
    listener.follow(Showing(Heard("Help, Keys", ("F2: new game.",))))
    screen.now = Heard("Menu", ("Classic", "Beginner"))
    listener.follow(screen)
    screen.now = Heard("Menu", ("Classic", "Intermediate"))
    listener.follow(screen)
    screen.now = Heard("Menu", ("Classic", "Expert"))
    listener.follow(screen)
    # Menu; Help cuts it off; Menu again cuts Help off; a reading waits for it; the next reading cuts the last off
    assert [interrupt for _, interrupt in voice.said] == [False, True, True, False, True]


def test_the_words_are_sentences_and_a_table_row_says_its_headings() -> None:
    assert sentences(("Settings", "", "Sound, off", "Why not?")) == "Settings. Sound, off. Why not?"
    assert row_words(["Name", "Best"], ["Stairs", "7.500"], 1, 3) == "Name Stairs, Best 7.500; 2 of 3"


def test_a_table_rows_cell_follows_its_heading_as_the_language_joins_them() -> None:
    """A heading and its cell joined by the catalogue's sentence: Chinese writes a full-width colon between them."""
    install_language(load("zh_Hans"))
    try:
        joined = _("{heading} {cell}").format(heading="H", cell="C")
        assert joined != "H C"
        assert row_words(["H"], ["C"], 0, 1).startswith(joined)
    finally:
        install_language(ENGLISH)


def test_with_speech_off_nothing_is_said_and_the_screen_is_said_whole_when_it_comes_on() -> None:
    voice = RecordingVoice()
    speech = Speech(on=False, voice=voice)
    listener, screen = Listener(speech), Showing(OPEN)
    listener.follow(screen)
    screen.now = Heard("Menu", ("Classic", "Beginner"))
    listener.follow(screen)
    speech.set(on=True, rate=5, verbosity="normal")  # Settings' Speech row
    listener.follow(screen)
    assert voice.lines == ["Menu. Classic. Beginner."]
    assert listener.now(screen) == "Menu. Classic. Beginner."  # what F9 says: then not said again
    listener.follow(screen)
    assert voice.lines == ["Menu. Classic. Beginner."]
