"""The words of the in-game help, as data: its pages, their paragraphs, headings and tables of keys.

Kept apart from ``help_overlay`` (which wraps, fits, scrolls and draws them) so the rules and keys can be read
and corrected in one place, and so a test can hold them against the README and the key handlers. They are written in
English (marked ``N_``), and ``page_blocks`` gives a page in the player's language. Headings are
set in the game's one type, as every word. The About page is built per call
because the version and the file locations belong to the running game; the Recent messages page is built from
the messages the play screen's bar showed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from minesweeper.core.language.translate import N_, _
from minesweeper.gui.platform.window import TITLE


class HelpPage(StrEnum):
    """A page of the help, in the order Tab visits them; the value doubles as the menu command."""

    HOW_TO_PLAY = "help"
    KEYS = "keys"
    ABOUT = "about"
    RECENT = "recent"

    @property
    def label(self) -> str:
        """The page's name in the player's language, in its title band and the Help menu."""
        return _(_TITLES[self])


_TITLES: Final = {
    HelpPage.HOW_TO_PLAY: N_("How to play"),
    HelpPage.KEYS: N_("Keys"),
    HelpPage.ABOUT: N_("About"),
    HelpPage.RECENT: N_("Recent messages"),
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
    its text on the lines below the term, indented: for long values such as file paths. A term of ``keys`` is keys'
    letters alone (F, T, M, F2), typed the same in every language: never translated; any other is translated as the
    row is (the names of keys in words: Space, Enter, Home, a click)."""

    term: str
    text: str
    stacked: bool = False
    keys: bool = False


Block = Para | Heading | Row

RULES: Final[tuple[Block, ...]] = (
    Para(N_("Open every cell that hides no mine. Open a mine and the game is lost.")),
    Para(N_("Left click opens a cell. A number counts the mines among its eight neighbours.")),
    Para(
        N_("Right click flags a cell; again clears the flag (through ? first when question marks are on in Settings).")
    ),
    Para(
        N_(
            "Chord: on a number whose mines are all flagged, press both buttons or the middle one to open the "
            "rest of its neighbours. A left click on such a number does the same (a setting, on by default)."
        )
    ),
    Para(N_("The first click is always safe. You win when every safe cell is open; flags are not needed.")),
    Para(N_("Click the face for a new game.")),
)

SPEECH: Final = Para(
    # Translators: F9 is the key; Speech, Off, Brief, Normal, Detailed and Speech rate are as Settings names them.
    N_(
        "F9 turns speech on or off on every screen, as Settings does (Speech: Off, Brief, Normal or Detailed; Speech "
        "rate). Each screen then says its title, and the control chosen with its value as Tab or the arrows move; the "
        "board says the cursor's cell, every move and every message."
    )
)  # after the keys for playing by ear, on How to play (the Keys page is keys alone)

# The keys' rows: a key (its letter, kept as it is) or keys named in words (translated, their letters kept), and what
# it does.
PLAY_KEYS: Final[tuple[Block, ...]] = (
    # Translators: keys named as the player's keyboard names them; keep the letters (W A S D), which are the keys.
    Row(N_("Arrows, W A S D"), N_("move the cursor")),
    Row(N_("Space, Enter"), N_("open the cell, or chord on a number")),
    Row("F", N_("flag"), keys=True),
    Row("F2", N_("new game"), keys=True),
    Row(N_("+ / -, Ctrl+wheel"), N_("zoom in and out")),
    Row(N_("Wheel, Shift+wheel"), N_("scroll, or scroll sideways")),
    Row("H", N_("hint: the solver shows a safe move"), keys=True),
    Row("P", N_("probability view: each cell's chance of a mine"), keys=True),
    Row("I", N_("live counters on or off (View chooses their rows)"), keys=True),
    Row("Esc", N_("back to the menu; the game waits there"), keys=True),  # i18n: fixed (the key's name)
    Row("F1", N_("this help"), keys=True),
)

MENU_KEYS: Final[tuple[Block, ...]] = (
    Heading(N_("The menu bar")),
    Row("Alt, F10", N_("go to the menu bar"), keys=True),
    # Translators: the menus as their titles read; Alt+G, Alt+V and Alt+H open them in every language.
    Row("Alt+G, Alt+V, Alt+H", N_("open the Game, View or Help menu"), keys=True),
    Row(N_("Left, Right"), N_("the next menu")),
    Row(N_("Up, Down"), N_("the next item")),
    Row(N_("Enter, Space"), N_("choose the item")),
    Row(N_("Underlined letter"), N_("choose that item")),
    Row("Esc", N_("close the menu, then leave the bar"), keys=True),  # i18n: fixed (the key's name)
)

CARD_KEYS: Final[tuple[Block, ...]] = (
    Heading(N_("The results card")),
    # Translators: N and F2 are the keys, kept as they are; Enter as the keyboard names it.
    Row(N_("N, F2, Enter"), N_("new game")),
    Row("R, A", N_("review the game, the same board again"), keys=True),
    Row("C, S", N_("copy the board's code, a daily's result"), keys=True),
    Row("U", N_("after a loss: undo the last click, as practice"), keys=True),
    Row("M, B", N_("more figures, back to the first page"), keys=True),
    Row(N_("Esc, Tab"), N_("the board; Tab the card again")),
)

HELP_KEYS: Final[tuple[Block, ...]] = (
    Heading(N_("This help")),
    Row(N_("Tab, Left, Right"), N_("the next page")),
    Row(N_("Up, Down, PgUp, PgDn"), N_("scroll (the wheel too)")),
    # Translators: keys named as the keyboard names them (F1 is the key), or a click of the mouse.
    Row(N_("Esc, F1, a click"), N_("close")),
)

EAR_KEYS: Final[tuple[Block, ...]] = (
    Heading(N_("Playing by ear")),
    Row("F9", N_("speech on or off, on every screen"), keys=True),
    Row("T, M", N_("say the time, the mines left"), keys=True),
    Row("R, C", N_("read the cursor's row, its column"), keys=True),
    Row("L", N_("where am I: the cursor's cell"), keys=True),
    # Translators: X is the key, kept as it is; Shift as the keyboard names it.
    Row(N_("X, Shift+X"), N_("next, previous covered cell next to a number")),
    # Translators: U is the key, kept as it is; Shift as the keyboard names it.
    Row(N_("U, Shift+U"), N_("next, previous number with covered neighbours")),
    Row(N_("Home, End"), N_("the row's first, last cell")),
    Row(N_("PgUp, PgDn"), N_("the column's top, bottom cell")),
    Row(N_("Ctrl+Home, Ctrl+End"), N_("the board's first, last corner")),
)

KEY_TABLE: Final[tuple[Block, ...]] = (*PLAY_KEYS, *MENU_KEYS, *CARD_KEYS, *HELP_KEYS, *EAR_KEYS)
"""Every key of the help, in English as written (the tests press the keys it names); shown translated."""

ABOUT_LINE: Final = N_("A faithful, friendly classic Minesweeper for the desktop and the terminal.")


NOTHING_SAID: Final = N_("Nothing yet: hints, verdicts and notices (a file set aside, a game given up) are kept here.")


def shown(block: Block) -> Block:
    """A block of the help's tables in the player's language: its words translated, a row's keys' letters kept."""
    if isinstance(block, Row):
        return Row(block.term if block.keys else _(block.term), _(block.text), block.stacked, block.keys)
    return Para(_(block.text)) if isinstance(block, Para) else Heading(_(block.text))


def page_blocks(
    page: HelpPage, version: str = "", files: Sequence[tuple[str, str]] = (), recent: Sequence[str] = ()
) -> tuple[Block, ...]:
    """The blocks of ``page`` in the player's language; ``version`` and ``files`` (what, in the player's words, and
    where) fill the About page, ``recent`` (the messages the bar showed, oldest first, as they were said) the Recent
    messages page, newest first."""
    if page is HelpPage.RECENT:
        return tuple(Para(text) for text in reversed(recent)) or (Para(_(NOTHING_SAID)),)
    if page is HelpPage.HOW_TO_PLAY:
        return tuple(shown(block) for block in (*RULES, Heading(N_("Keys")), *KEY_TABLE, SPEECH))
    if page is HelpPage.KEYS:
        return tuple(shown(block) for block in KEY_TABLE)
    about: list[Block] = [Heading(_(TITLE))]
    if version:
        about.append(Para(_("Version {version}").format(version=version)))
    about.append(Para(_(ABOUT_LINE)))
    if files:
        about += [Heading(_("Your files")), *(Row(what, where, stacked=True) for what, where in files)]
    return tuple(about)
