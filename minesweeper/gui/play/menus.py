"""The game window's menu bar, after Windows Minesweeper: Game (a new game, the difficulties, Custom,
no-guess boards, the puzzles, a code to play, another player's video to open, statistics, settings, quit), View (the
live counters and which of their rows show) and Help (a hint, the mine chances, how to play, the keys, about).

The menus are plain data rebuilt from the settings whenever a check mark changes (the current difficulty,
the no-guess switch). The bar hands back each item's command as a string; ``meaning`` turns it into what the
play screen carries out (a ``MenuCommand``, a help page, or a difficulty to play), so the bar itself knows
nothing of what the commands do and the screen never compares strings.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from minesweeper.core.language.translate import _
from minesweeper.core.metrics.live_rows import LIVE_ROWS, ROW_LABELS
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.gui.widgets.help_text import HelpPage
from minesweeper.gui.widgets.menubar import SEPARATOR, Menu, MenuItem
from minesweeper.settings import Settings

PLAY = "play:"  # a difficulty's item: followed by the preset's key
COUNTER_ROW = "counter-row:"  # a live counters' row's item: followed by the row's name (``LIVE_ROWS``)


class MenuCommand(StrEnum):
    """A menu item (or its shortcut key) that the play screen carries out; the value is the bar's string."""

    NEW = "new"
    CUSTOM = "custom"  # the custom board screen
    NO_GUESS = "no-guess"
    PUZZLES = "puzzles"
    CODE = "code"
    VIDEO = "video"  # the Open a video list: another player's video to watch and study
    STATISTICS = "statistics"
    HISTORY = "history"
    SETTINGS = "settings"
    MENU = "menu"
    QUIT = "quit"
    HINT = "hint"
    CHANCES = "chances"
    COUNTERS = "counters"  # the live counters' panel on or off


@dataclass(frozen=True)
class CounterRow:
    """A row of the live counters' panel to show or hide (View's check items): its name in ``LIVE_ROWS``."""

    name: str


def meaning(command: str) -> MenuCommand | HelpPage | Difficulty | CounterRow:
    """What a command string of these menus asks for; ``ValueError`` for a string they never give."""
    if command.startswith(PLAY) and command.removeprefix(PLAY) in PRESETS:
        return PRESETS[command.removeprefix(PLAY)]
    if command.startswith(COUNTER_ROW) and command.removeprefix(COUNTER_ROW) in LIVE_ROWS:
        return CounterRow(command.removeprefix(COUNTER_ROW))
    if command in tuple(HelpPage):
        return HelpPage(command)
    return MenuCommand(command)


def game_menus(settings: Settings, playing: Difficulty, *, chances: bool = False) -> tuple[Menu, Menu, Menu]:
    """The three menus in the player's language; each menu's letter is its key in every language (Alt+G, Alt+V,
    Alt+H, as Help says), and an item's given letter is its own where its label keeps it."""
    difficulties = tuple(MenuItem(_(d.label), PLAY + d.key, checked=d == playing) for d in PRESETS.values())
    game = Menu(
        _("Game"),
        (
            MenuItem(_("New"), MenuCommand.NEW, "F2"),
            SEPARATOR,
            *difficulties,
            MenuItem(_("Custom..."), MenuCommand.CUSTOM, checked=playing.is_custom),
            SEPARATOR,
            MenuItem(_("No-guess boards"), MenuCommand.NO_GUESS, checked=settings.no_guess, mnemonic="o"),
            SEPARATOR,
            MenuItem(_("Puzzles..."), MenuCommand.PUZZLES),
            MenuItem(_("Play a code..."), MenuCommand.CODE),
            MenuItem(_("Open a video..."), MenuCommand.VIDEO, mnemonic="v"),
            SEPARATOR,
            MenuItem(_("Statistics"), MenuCommand.STATISTICS),
            MenuItem(_("History"), MenuCommand.HISTORY, mnemonic="y"),
            MenuItem(_("Settings"), MenuCommand.SETTINGS, mnemonic="t"),
            MenuItem(_("Main menu"), MenuCommand.MENU, "Esc"),  # i18n: fixed (the key's name)
            SEPARATOR,
            MenuItem(_("Quit"), MenuCommand.QUIT),
        ),
        "G",
    )
    view = Menu(
        _("View"),
        (
            MenuItem(_("Live counters"), MenuCommand.COUNTERS, "I", checked=settings.counters, mnemonic="l"),
            SEPARATOR,
            *(
                MenuItem(_(ROW_LABELS[name]), COUNTER_ROW + name, checked=name in settings.counter_rows)
                for name in LIVE_ROWS
            ),
        ),
        "V",
    )
    help_menu = Menu(
        _("Help"),
        (
            MenuItem(_("Hint"), MenuCommand.HINT, "H"),
            MenuItem(_("Mine chances"), MenuCommand.CHANCES, "P", checked=chances),
            SEPARATOR,
            MenuItem(HelpPage.HOW_TO_PLAY.label, HelpPage.HOW_TO_PLAY, "F1"),
            MenuItem(HelpPage.KEYS.label, HelpPage.KEYS),
            SEPARATOR,
            MenuItem(HelpPage.RECENT.label, HelpPage.RECENT),
            MenuItem(HelpPage.ABOUT.label, HelpPage.ABOUT),
        ),
        "H",
    )
    return game, view, help_menu
