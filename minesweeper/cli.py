"""Command-line options shared by the window and the text mode, and turning them into the games to play.

Both front ends accept the same board options (``--preset``, ``--size``/``--mines``, ``--seed``,
``--board``, ``--board-code``, ``--no-guess``, ``--daily``, ``--data-dir``), so they are declared once here. Option
errors leave through ``argparse``, which prints the usage and exits with code 2; a board code from someone
else is untrusted, and its decoder's message is the error. No front end is loaded here, so the text mode
and ``--help`` never pay for the window. The no-guess search is bounded by a ``Deadline`` the front end
restarts before each search: the core reads no clock.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.generate import FixedMines, MineSource, RandomMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.store import Unreadable, read_capped

if TYPE_CHECKING:
    from minesweeper.core.daily.scheme import Daily

DEFAULT_PRESET = "beginner"
NO_GUESS_SECONDS = 10.0  # how long a no-guess board is searched for before a normal one is offered
BOARD_OPTIONS = ("preset", "size", "mines", "board", "board_code", "daily")  # each chooses the board to play
TODAY = ""  # ``--daily`` without a date: today's, by the player's clock when the options are resolved
CODE_INPUT_BYTES = 2**20  # a --board-code file or standard input; the longest code is about 200,000 characters


def version() -> str:
    """The installed package's version, read from its metadata only when asked (it costs start-up time)."""
    from importlib import metadata

    try:
        return metadata.version("minesweeper")
    except metadata.PackageNotFoundError:
        return "unknown"


class _Version(argparse.Action):
    """``--version``: the version, then exit."""

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        print(f"{parser.prog} {version()}")
        parser.exit()


def add_board_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--version", nargs=0, action=_Version, help="show the version and exit")
    parser.add_argument(
        "--preset",
        metavar="NAME",
        type=_difficulty,
        help=f"a named difficulty: {', '.join(PRESETS)} (default {DEFAULT_PRESET}), "
        "or a custom one written like 30x16n99",
    )
    parser.add_argument("--size", metavar="WxH", type=_size, help="a custom board size, e.g. 20x12")
    parser.add_argument("--mines", metavar="N", type=int, help="mines on a custom board (with --size)")
    parser.add_argument("--seed", metavar="N", type=int, help="seed the mine layout, for a repeatable game")
    parser.add_argument(
        "--board", metavar="FILE", type=Path, help="play a fixed layout: one line per row, '*' a mine, '.' safe"
    )
    parser.add_argument(
        "--board-code",
        metavar="CODE",
        help="play the board of a code: ours (MS1-...) or a b=...&m=... board link; "
        "@FILE reads it from a file, - from standard input (for a code too long to type)",
    )
    parser.add_argument(
        "--no-guess", action="store_true", help="deal boards that can be finished by logic alone from the first click"
    )
    parser.add_argument(
        "--daily",
        metavar="DATE",
        nargs="?",
        const=TODAY,
        type=_daily_date,
        help="play the daily board of DATE (YYYY-MM-DD; today without it): the same board for every player on a date, "
        "at the --preset beginner, intermediate or expert; only today's counts",
    )
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        type=_folder,
        help="keep settings, results and the saved game in DIR (also MINESWEEPER_DATA_DIR)",
    )


def _difficulty(text: str) -> Difficulty:
    try:
        return Difficulty.parse(text)
    except MinesweeperError as error:
        raise argparse.ArgumentTypeError(str(error)) from error


def _daily_date(text: str) -> str:
    if text == TODAY:
        return TODAY
    from minesweeper.core.daily.scheme import parse_date  # the daily's module loads its solver: only when asked for

    try:
        return parse_date(text)
    except MinesweeperError as error:
        raise argparse.ArgumentTypeError(str(error)) from error


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d{1,7})\s*[xX×]\s*(\d{1,7})\s*", text)
    if match is None:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a size like 16x16")
    return int(match.group(1)), int(match.group(2))


def _folder(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty name is not a folder: give a folder such as ~/minesweeper-data")
    return Path(text)


def file_name(text: str, example: str) -> str:
    """A file option's name (``--speech-log``, ``-o``), refused when empty: it would name the folder the game runs in,
    and the player would be told that folder "already exists" or "is a directory"."""
    if not text.strip():
        raise argparse.ArgumentTypeError(f"an empty name is not a file: give a file's name, such as {example}")
    return text


def speech_log(text: str) -> Path:
    """``--speech-log FILE``, as both front ends take it."""
    return Path(file_name(text, "said.txt"))


class Deadline:
    """A time budget: ``restart`` it before a search, and calling it says whether the time is up."""

    def __init__(self, seconds: float = NO_GUESS_SECONDS, clock: Callable[[], float] = time.monotonic) -> None:
        self.seconds = seconds
        self.clock = clock
        self.ends = clock() + seconds

    def restart(self) -> None:
        self.ends = self.clock() + self.seconds

    def __call__(self) -> bool:
        return self.clock() >= self.ends


@dataclass(frozen=True)
class BoardChoice:
    """What the options asked for: a difficulty, a fixed layout (``--board``, ``--board-code``), no-guess; or a daily
    (``--daily``: its layout is the daily's, and a front end starts it with ``Session.new_daily``), ``practice`` when
    it is not today's (kept in History as a daily, never counted)."""

    difficulty: Difficulty
    layout: Layout | None
    seed: int | None
    no_guess: bool = False
    daily: Daily | None = None
    practice: bool = False

    def mines(self, rng: random.Random, cancelled: Callable[[], bool] | None = None) -> MineSource:
        """Where each new game's mines come from: the fixed layout, or ``rng`` (seeded when asked), through
        the no-guess search when asked for, which gives up when ``cancelled()`` turns true."""
        if self.layout is not None:
            return FixedMines(self.layout)
        if self.no_guess:
            from minesweeper.core.solver.noguess import NoGuessMines

            return NoGuessMines(rng, cancelled=cancelled)
        return RandomMines(rng)

    def rng(self) -> random.Random:
        """The generator for this run: seeded when asked, so every new game in the run is repeatable."""
        return random.Random(self.seed)


def board_options_given(args: argparse.Namespace) -> bool:
    """Whether any option that chooses the board was given (the window otherwise opens on its menu)."""
    return any(getattr(args, name) is not None for name in BOARD_OPTIONS)


def board_choice(
    parser: argparse.ArgumentParser, args: argparse.Namespace, default: Difficulty | None = None
) -> BoardChoice:
    """Resolve the board options, reporting conflicts and impossible boards through ``parser.error``."""
    if args.daily is not None:
        return daily_choice(parser, args)
    chosen = [name for name in ("preset", "size", "board", "board_code") if getattr(args, name) is not None]
    if len(chosen) > 1:
        parser.error(f"choose one of --{' / --'.join(name.replace('_', '-') for name in chosen)}")
    if args.mines is not None and args.size is None:
        parser.error("--mines goes with --size (for example --size 20x12 --mines 40)")
    no_guess: bool = args.no_guess
    if no_guess and (args.board is not None or args.board_code is not None):
        parser.error("--no-guess deals new boards; a fixed board (--board, --board-code) is played as it is")
    try:
        fixed = None
        if args.board is not None:
            fixed = Layout.parse(read_board(args.board))
        elif args.board_code is not None:
            from minesweeper.core.formats.codes import read_code  # loaded only for a code, not at every start

            fixed = read_code(code_text(args.board_code))
        if fixed is not None:
            return BoardChoice(Difficulty.custom(fixed.width, fixed.height, fixed.mine_count), fixed, args.seed)
        if args.size is not None:
            width, height = args.size
            mines = args.mines if args.mines is not None else min(width * height - 1, max(1, width * height // 6))
            return BoardChoice(Difficulty.custom(width, height, mines), None, args.seed, no_guess)
    except (MinesweeperError, OSError) as error:
        parser.error(str(error))
    preset = args.preset or default or PRESETS[DEFAULT_PRESET]
    return BoardChoice(preset, None, args.seed, no_guess)


def daily_choice(parser: argparse.ArgumentParser, args: argparse.Namespace) -> BoardChoice:
    """``--daily [DATE]`` with ``--preset``: the daily of that date (today's without one) and level (Beginner without
    one); any other option that chooses or deals the board is refused, since the daily's board is the same for
    everyone."""
    from minesweeper.core.daily.scheme import daily, level_of, today, unplayable

    given = [name for name in ("size", "mines", "seed", "board", "board_code") if getattr(args, name) is not None]
    if args.no_guess:
        given.append("no_guess")
    if given:
        parser.error(f"--daily plays the daily's own board: it does not go with --{given[0].replace('_', '-')}")
    level = args.preset.key if args.preset is not None else DEFAULT_PRESET
    try:
        level_of(level)
    except MinesweeperError as error:
        parser.error(f"--daily: {error}")
    now = today()
    date = args.daily or now
    refused = unplayable(date, now)
    if refused is not None:
        parser.error(f"--daily: {refused} (today is {now})")
    board = daily(date, level)
    return BoardChoice(board.difficulty, board.layout, None, board.no_guess, board, practice=date != now)


def code_text(given: str) -> str:
    """``--board-code``'s code: the text given, or with ``@FILE`` a file's and with ``-`` standard input's (the
    code of a dense 1000×1000 board is longer than one command-line argument may be). Both are untrusted: read
    capped, then checked like a typed code, which says when one is too long."""
    if given == "-":
        raw = sys.stdin.buffer.read(CODE_INPUT_BYTES + 1)
        if len(raw) > CODE_INPUT_BYTES:
            raise OSError(f"standard input holds more than {CODE_INPUT_BYTES // 2**20} MB: too long for a board code")
        return _text(raw, "standard input", "a board code")
    if not given.startswith("@"):
        return given
    if not given[1:].strip():
        raise OSError("--board-code @FILE reads the code from a file: give a file after @")
    return read_text(Path(given[1:]), "a board code", CODE_INPUT_BYTES)


def read_board(path: Path) -> str:
    """A ``--board`` file's text; refused with the reason when it is not a small text file."""
    return read_text(path, "a text file of '*' and '.' rows")


def read_text(path: Path, what: str, cap: int | None = None) -> str:
    """A small text file's text (at most ``cap`` bytes, or the store's cap); refused with the reason when it is
    not one (``what`` names what it should be)."""
    try:
        raw = read_capped(path) if cap is None else read_capped(path, cap)
    except Unreadable as problem:
        raise OSError(f"{path} {problem}") from None
    except OSError as error:
        raise OSError(f"cannot read {path}: {error.strerror or error}") from error
    return _text(raw, str(path), what)


def _text(raw: bytes, where: str, what: str) -> str:
    try:
        return raw.decode("utf-8-sig")  # a byte-order mark from a Windows editor is harmless
    except UnicodeDecodeError as error:
        raise OSError(f"{where} is not {what}") from error
