"""The terminal's command-line options: the game's own, the commands for scripts' (``batch``), and the screen-reader
mode's (``reader``). They are a public contract, documented in docs/terminal.md."""

from __future__ import annotations

import argparse
from typing import NoReturn

from minesweeper.cli import PeoplesParser, add_board_options, add_language_option, speech_log
from minesweeper.core.language.translate import N_
from minesweeper.text.batch import add_batch_options


class TextParser(PeoplesParser):
    """The terminal's options, their ``--help`` in the player's language (``PeoplesParser``). A script command whose
    refusals are one line by contract (``--daily-board``: "a level that is not one of the three gets one line and exit
    code 2") has its option errors said in that one line, without the usage argparse puts before them."""

    one_line_errors = False

    def error(self, message: str) -> NoReturn:
        if self.one_line_errors:
            self.exit(2, f"{self.prog}: error: {message}\n")  # i18n: fixed (an option's error)
        super().error(message)


def build_parser() -> TextParser:
    parser = TextParser(prog="minesweeper-text", description=N_("Minesweeper in the terminal."))
    add_board_options(parser)
    add_language_option(parser)
    parser.add_argument(
        "--plain",
        action="store_true",
        help=N_("machine-readable output: the board as H lines of W characters, then a state line"),
    )
    parser.add_argument(
        "--resume", action="store_true", help=N_("continue the game saved when the last one was left unfinished")
    )
    parser.add_argument(
        "--give-up-saved",
        action="store_true",
        help=N_(
            "start a new game in place of a saved game waiting (it counts as a loss at the first move); without it "
            "a person is asked first, and with --plain (or input that is not a terminal) the saved game is left alone"
        ),
    )
    add_batch_options(parser)
    add_reader_options(parser)
    return parser


def add_reader_options(parser: argparse.ArgumentParser) -> None:
    """The screen-reader mode's options (``text.reader``): the mode, and where its lines go besides the screen."""
    parser.add_argument(
        "--reader",
        "--screen-reader",
        dest="reader",
        action="store_true",
        help=N_(
            "for a screen reader: after each move print in words only what changed, never the board; "
            "look ROW and look COL,ROW read it on demand (? lists the commands)"
        ),
    )
    parser.add_argument(
        "--speak",
        action="store_true",
        help=N_(
            "the screen-reader mode, every line also spoken through the screen reader or the system voice "
            "(the speech extra: pip install 'minesweeper[speech]')"
        ),
    )
    parser.add_argument(
        "--speech-log",
        metavar="FILE",  # i18n: fixed (a metavar: the help's sentences name it)
        type=speech_log,
        help=N_("the screen-reader mode, every line it prints also appended to FILE, one a line"),
    )


def reader_wanted(parser: argparse.ArgumentParser, args: argparse.Namespace) -> bool:
    """Whether the options ask for the screen-reader mode: ``--reader``, or ``--speak``/``--speech-log``, whose
    words are its lines. ``--plain``'s boards for scripts are no mode for a listener: asking for both is refused."""
    wanted = bool(args.reader or args.speak or args.speech_log is not None)
    if wanted and args.plain:
        parser.error(
            "--plain prints boards for scripts and --reader words for a listener: choose one"
        )  # i18n: fixed (an option's error)
    return wanted
