"""The words of the in-game help, as data: its pages, their paragraphs, headings and tables of keys.

Kept apart from ``help_overlay`` (which wraps, fits, scrolls and draws them) so the rules and keys can be read
and corrected in one place, and so a test can hold them against the README and the key handlers. Headings are
set in the game's one type, as every word. The About page is built per call
because the version and the file locations belong to the running game; the Recent messages page is built from
the messages the play screen's bar showed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final


class HelpPage(StrEnum):
    """A page of the help, in the order Tab visits them; the value doubles as the menu command."""

    HOW_TO_PLAY = "help"
    KEYS = "keys"
    ABOUT = "about"
    RECENT = "recent"

    @property
    def label(self) -> str:
        """The page's name, in its title band and the Help menu."""
        return _TITLES[self]


_TITLES: Final = {
    HelpPage.HOW_TO_PLAY: "How to play",
    HelpPage.KEYS: "Keys",
    HelpPage.ABOUT: "About",
    HelpPage.RECENT: "Recent messages",
}


@dataclass(frozen=True)
class Para:
    """A paragraph, wrapped to the width."""

    text: str


@dataclass(frozen=True)
class Heading:
    """A heading above the blocks that follow it."""

    text: str


@dataclass(frozen=True)
class Row:
    """A two-column line: a key (or a name) and what it does (or its value). A ``stacked`` row always puts
    its text on the lines below the term, indented: for long values such as file paths."""

    term: str
    text: str
    stacked: bool = False


Block = Para | Heading | Row

RULES: Final[tuple[Block, ...]] = (
    Para("Open every cell that hides no mine. Open a mine and the game is lost."),
    Para("Left click opens a cell. A number counts the mines among its eight neighbours."),
    Para("Right click flags a cell; again clears the flag (through ? first when question marks are on in Settings)."),
    Para(
        "Chord: on a number whose mines are all flagged, press both buttons or the middle one to open the "
        "rest of its neighbours. A left click on such a number does the same (a setting, on by default)."
    ),
    Para("The first click is always safe. You win when every safe cell is open; flags are not needed."),
    Para("Click the face for a new game."),
)

SPEECH: Final = Para(
    "F9 turns speech on or off on every screen, as Settings does (Speech: Off, Brief, Normal or Detailed; Speech "
    "rate). Each screen then says its title, and the control chosen with its value as Tab or the arrows move; the "
    "board says the cursor's cell, every move and every message."
)  # after the keys for playing by ear, on How to play (the Keys page is keys alone)

PLAY_KEYS: Final[tuple[Block, ...]] = (
    Row("Arrows, W A S D", "move the cursor"),
    Row("Space, Enter", "open the cell, or chord on a number"),
    Row("F", "flag"),
    Row("F2", "new game"),
    Row("+ / -, Ctrl+wheel", "zoom in and out"),
    Row("Wheel, Shift+wheel", "scroll, or scroll sideways"),
    Row("H", "hint: the solver shows a safe move"),
    Row("P", "probability view: each cell's chance of a mine"),
    Row("I", "live counters on or off (View chooses their rows)"),
    Row("Esc", "back to the menu; the game waits there"),
    Row("F1", "this help"),
)

MENU_KEYS: Final[tuple[Block, ...]] = (
    Heading("The menu bar"),
    Row("Alt, F10", "go to the menu bar"),
    Row("Alt+G, Alt+V, Alt+H", "open the Game, View or Help menu"),
    Row("Left, Right", "the next menu"),
    Row("Up, Down", "the next item"),
    Row("Enter, Space", "choose the item"),
    Row("Underlined letter", "choose that item"),
    Row("Esc", "close the menu, then leave the bar"),
)

CARD_KEYS: Final[tuple[Block, ...]] = (
    Heading("The results card"),
    Row("N, F2, Enter", "new game"),
    Row("R, A", "review the game, the same board again"),
    Row("C, S", "copy the board's code, a daily's result"),
    Row("U", "after a loss: undo the last click, as practice"),
    Row("M, B", "more figures, back to the first page"),
    Row("Esc, Tab", "the board; Tab the card again"),
)

HELP_KEYS: Final[tuple[Block, ...]] = (
    Heading("This help"),
    Row("Tab, Left, Right", "the next page"),
    Row("Up, Down, PgUp, PgDn", "scroll (the wheel too)"),
    Row("Esc, F1, a click", "close"),
)

EAR_KEYS: Final[tuple[Block, ...]] = (
    Heading("Playing by ear"),
    Row("F9", "speech on or off, on every screen"),
    Row("T, M", "say the time, the mines left"),
    Row("R, C", "read the cursor's row, its column"),
    Row("L", "where am I: the cursor's cell"),
    Row("X, Shift+X", "next, previous covered cell next to a number"),
    Row("U, Shift+U", "next, previous number with covered neighbours"),
    Row("Home, End", "the row's first, last cell"),
    Row("PgUp, PgDn", "the column's top, bottom cell"),
    Row("Ctrl+Home, Ctrl+End", "the board's first, last corner"),
)

KEY_TABLE: Final[tuple[Block, ...]] = (*PLAY_KEYS, *MENU_KEYS, *CARD_KEYS, *HELP_KEYS, *EAR_KEYS)

ABOUT_LINE: Final = "A faithful, friendly classic Minesweeper for the desktop and the terminal."


NOTHING_SAID: Final = "Nothing yet: hints, verdicts and notices (a file set aside, a game given up) are kept here."


def page_blocks(
    page: HelpPage, version: str = "", files: Sequence[tuple[str, str]] = (), recent: Sequence[str] = ()
) -> tuple[Block, ...]:
    """The blocks of ``page``; ``version`` and ``files`` (what, where) fill the About page, ``recent`` (the
    messages the bar showed, oldest first) the Recent messages page, newest first."""
    if page is HelpPage.RECENT:
        return tuple(Para(text) for text in reversed(recent)) or (Para(NOTHING_SAID),)
    if page is HelpPage.HOW_TO_PLAY:
        return (*RULES, Heading("Keys"), *KEY_TABLE, SPEECH)
    if page is HelpPage.KEYS:
        return KEY_TABLE
    about: list[Block] = [Heading("Minesweeper")]
    if version:
        about.append(Para(f"Version {version}"))
    about.append(Para(ABOUT_LINE))
    if files:
        about += [Heading("Your files"), *(Row(what, where, stacked=True) for what, where in files)]
    return tuple(about)
