"""The game window's menu bar, after Windows Minesweeper: Game (a new game, the difficulties, Custom,
no-guess boards, the puzzles, a code to play, statistics, settings, quit) and Help (a hint, the mine
chances, how to play, the keys, about).

The menus are plain data rebuilt from the settings whenever a check mark changes (the current difficulty,
the no-guess switch), and each item carries a short command string that the play screen carries out, so
the bar itself knows nothing of what the commands do.
"""

from __future__ import annotations

from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.gui.widgets.help_text import HelpPage
from minesweeper.gui.widgets.menu_items import SEPARATOR, Menu, MenuItem
from minesweeper.settings import Settings

NEW, CUSTOM, NO_GUESS, STATISTICS, SETTINGS, QUIT = "new", "custom", "no-guess", "statistics", "settings", "quit"
MENU = "menu"
HINT, CHANCES = "hint", "chances"
PUZZLES, CODE = "puzzles", "code"
HISTORY = "history"
PLAY = "play:"  # followed by a preset's key


def game_menus(settings: Settings, playing: Difficulty, *, chances: bool = False) -> tuple[Menu, Menu]:
    difficulties = tuple(MenuItem(d.label, PLAY + d.key, checked=d == playing) for d in PRESETS.values())
    game = Menu("Game", (
        MenuItem("New", NEW, "F2"), SEPARATOR,
        *difficulties,
        MenuItem("Custom...", CUSTOM, checked=playing.is_custom), SEPARATOR,
        MenuItem("No-guess boards", NO_GUESS, checked=settings.no_guess, mnemonic="o"), SEPARATOR,
        MenuItem("Puzzles...", PUZZLES), MenuItem("Play a code...", CODE), SEPARATOR,
        MenuItem("Statistics", STATISTICS), MenuItem("History", HISTORY, mnemonic="y"),
        MenuItem("Settings", SETTINGS, mnemonic="t"),
        MenuItem("Main menu", MENU, "Esc"), SEPARATOR,
        MenuItem("Quit", QUIT),
    ), "G")
    help_menu = Menu("Help", (
        MenuItem("Hint", HINT, "H"), MenuItem("Mine chances", CHANCES, "P", checked=chances), SEPARATOR,
        MenuItem(HelpPage.HOW_TO_PLAY.label, HelpPage.HOW_TO_PLAY, "F1"),
        MenuItem(HelpPage.KEYS.label, HelpPage.KEYS), SEPARATOR,
        MenuItem(HelpPage.ABOUT.label, HelpPage.ABOUT),
    ), "H")
    return game, help_menu
