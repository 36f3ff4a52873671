"""How the window starts: from the command line to the window on screen, with the game loaded behind it.

``python -m minesweeper`` and the installed launcher come here. A start that leads to the menu (no board named on the
command line) shows the start window as soon as the display is up (``platform.start_window``), and only then loads the
game and builds the menu in it; a board named on the command line is laid out first, since its window's size depends
on it. A start with no options at all (a double-click) does not even load the command line's parser. With no display
to open the window on, the start says so in one line and stops.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from minesweeper.core.errors import NoDisplay
from minesweeper.gui.platform import early_pygame

if TYPE_CHECKING:
    from pathlib import Path

    from minesweeper.cli import BoardChoice, PeoplesParser
    from minesweeper.gui.app import App


def build_parser() -> PeoplesParser:
    """The window's options, their ``--help`` in the player's language as the terminal's is (``cli.PeoplesParser``);
    what else the parser says (an error in the options) stays English, for scripts as much as for people."""
    import argparse

    from minesweeper.cli import PeoplesParser, add_board_options, add_language_option, speech_log
    from minesweeper.core.language.translate import N_

    parser = PeoplesParser(
        prog="minesweeper",
        description=N_("Minesweeper, the classic."),
        epilog=N_("Add --text to play in the terminal instead."),
    )
    add_board_options(parser)
    add_language_option(parser)
    parser.add_argument("--speak", action="store_true", help=N_("speak the game, as F9 turns speech on"))
    parser.add_argument(
        "--speech-log",
        metavar="FILE",  # i18n: fixed (a metavar: the help's sentences name it)
        type=speech_log,
        help=N_("append everything spoken to FILE, one line each, with or without a voice (turns speech on)"),
    )
    parser.add_argument("--exit-after-steps", metavar="N", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--report-first-frame", action="store_true", help=argparse.SUPPRESS)
    return parser


def main(argv: list[str] | None = None, *, ready: Callable[[], None] = lambda: None) -> int:
    """Open the window as the command line says, calling ``ready`` once it is on screen (or, when it opens only once
    the game has loaded, just before); with no display to open it on, say so in one line and stop."""
    args = sys.argv[1:] if argv is None else argv
    try:
        if not args:  # a double-click: nothing to parse, so the parser is not even loaded
            return opened(None, None, ready).run()
        return _from_command_line(args, ready)
    except NoDisplay as error:  # said in --lang's language or the system's: the settings' is not known yet
        from minesweeper.cli import install_asked

        install_asked(args)
        raise SystemExit(f"minesweeper: {error}") from error  # (the launcher then knows no box can show it)


def opened(choice: BoardChoice | None, data_dir: Path | None, ready: Callable[[], None], **options: Any) -> App:
    """The app on ``choice``'s board, or on the menu in the start window shown before the game loads (``ready`` called
    then); ``options`` are the app's (``seed``, ``no_guess``, speech)."""
    shown = None
    if choice is None:
        try:
            early_pygame.load_window_modules()
            from minesweeper.gui.platform import start_window
            from minesweeper.store import resolve_paths

            start_window.open_window_display()
            shown = start_window.show(resolve_paths(data_dir))
        finally:
            early_pygame.complete()
    ready()
    from minesweeper.gui.app import App
    from minesweeper.store import Store

    return App(choice, store=Store(data_dir), shown=shown, **options)


def _from_command_line(args: list[str], ready: Callable[[], None]) -> int:
    from minesweeper.cli import board_choice, board_options_given

    parser = build_parser()
    options = parser.parse_args(args)
    choice = board_choice(parser, options) if board_options_given(options) else None
    if choice is not None:
        from minesweeper.gui.geometry import WINDOW_LIMIT

        if max(choice.difficulty.width, choice.difficulty.height) > WINDOW_LIMIT:
            parser.error(  # i18n: fixed (an option's error: English in every language, as argparse's own)
                f"the window plays boards up to {WINDOW_LIMIT}x{WINDOW_LIMIT}; --text plays up to 1000x1000"
            )
    app = opened(
        choice,
        options.data_dir,
        ready,
        seed=options.seed,
        no_guess=options.no_guess,
        speak=options.speak,
        speech_log=options.speech_log,
        lang=options.lang,
    )
    return app.run(exit_after_steps=options.exit_after_steps, report_first_frame=options.report_first_frame)
