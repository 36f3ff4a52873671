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
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.language.translate import N_, _
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.store import Unreadable, about, read_capped

if TYPE_CHECKING:
    from minesweeper.core.daily.scheme import Daily
    from minesweeper.core.generate import MineSource
    from minesweeper.core.layout import Layout

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


# ------------------------------------------------------------------ --help, for a person in their language

USAGE = N_("usage: ")
"""argparse's own words in ``--help`` (Python ships no translation of them), translated as the help is printed."""
OPTIONS = N_("options")
HELP = N_("show this help message and exit")


class Filled(str):
    """An option's help sentence with named placeholders: as a string, the English with its values filled in (what any
    parser prints), and its ``template`` and ``values`` for ``HelpForPeople`` to fill in once it is translated."""

    template: str
    values: dict[str, str]

    def __new__(cls, template: str, **values: str) -> Filled:
        made = super().__new__(cls, template.format(**values))
        made.template, made.values = template, values
        return made


class HelpForPeople(argparse.HelpFormatter):
    """``--help`` in the installed language: the description, every option's help (marked with ``N_`` where it is
    written), the headings and argparse's "usage: ", each translated as it is printed. Option names, metavars and
    choices are what is typed, and stay as they are."""

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        super().add_usage(usage, actions, groups, _(USAGE) if prefix is None else prefix)

    def start_section(self, heading: str | None) -> None:
        super().start_section(_(heading) if heading else heading)

    def add_text(self, text: str | None) -> None:
        super().add_text(_(text) if text and text is not argparse.SUPPRESS else text)

    def _get_help_string(self, action: argparse.Action) -> str | None:
        said = action.help
        if not said:
            return said
        translated = _(said.template).format(**said.values) if isinstance(said, Filled) else _(said)
        return translated.replace("%", "%%")  # argparse then expands %(...)s


class PeoplesParser(argparse.ArgumentParser):
    """A command line whose ``--help`` a person reads in their language: in ``--lang``'s (read ahead of the other
    options, wherever it is on the line), else the system's. All else it says stays English whatever the language:
    an error in the options is found while they are read, before a language is chosen, and scripts match it
    (docs/translations.md)."""

    def __init__(self, **options: Any) -> None:
        super().__init__(formatter_class=HelpForPeople, add_help=False, **options)
        self.given: list[str] = []
        self.add_argument("-h", "--help", nargs=0, action=_Help, help=HELP)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        self.given = list(sys.argv[1:] if args is None else args)
        return super().parse_known_args(args, namespace)


class _Help(argparse.Action):
    """``-h``, ``--help``: the help, in the language of ``--lang`` or the system's, then exit."""

    def __call__(self, parser: argparse.ArgumentParser, *_given: object) -> None:
        install_asked(parser.given if isinstance(parser, PeoplesParser) else [])
        parser.print_help()
        parser.exit()


def install_asked(given: Sequence[str]) -> None:
    """Install the language ``--lang`` asks for on the command line ``given`` (read ahead of its other options), else
    the system's: the language of what is said before the settings are read (``--help``, no display)."""
    from minesweeper.language import UnknownLanguage, choose, install

    try:
        install(*choose(language_asked(given), None))
    except UnknownLanguage:  # a code the game does not have: its error follows the help's
        install(*choose(None, None))


def language_asked(given: Sequence[str]) -> str | None:
    """``--lang``'s value on the command line ``given`` (``--lang CODE`` or ``--lang=CODE``), None without one."""
    for index, word in enumerate(given):
        if word == "--":
            break
        if word == "--lang" and index + 1 < len(given):
            return given[index + 1]
        if word.startswith("--lang="):
            return word.removeprefix("--lang=")
    return None


# ------------------------------------------------------------------ the options


def add_board_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--version", nargs=0, action=_Version, help=N_("show the version and exit"))
    parser.add_argument(
        "--preset",
        metavar="NAME",  # i18n: fixed (a metavar: the help's sentences name it)
        type=_difficulty,
        help=Filled(
            N_("a named difficulty: {presets} (default {default}), or a custom one written like 30x16n99"),
            presets=", ".join(PRESETS),
            default=DEFAULT_PRESET,
        ),
    )
    parser.add_argument("--size", metavar="WxH", type=_size, help=N_("a custom board size, e.g. 20x12"))
    parser.add_argument("--mines", metavar="N", type=int, help=N_("mines on a custom board (with --size)"))
    parser.add_argument("--seed", metavar="N", type=int, help=N_("seed the mine layout, for a repeatable game"))
    parser.add_argument(
        "--board",
        metavar="FILE",  # i18n: fixed (a metavar: the help's sentences name it)
        type=Path,
        help=N_("play a fixed layout: one line per row, '*' a mine, '.' safe"),
    )
    parser.add_argument(
        "--board-code",
        metavar="CODE",  # i18n: fixed (a metavar: the help's sentences name it)
        help=N_(
            "play the board of a code: ours (MS1-...) or a b=...&m=... board link; "
            "@FILE reads it from a file, - from standard input (for a code too long to type)"
        ),
    )
    parser.add_argument(
        "--no-guess",
        action="store_true",
        help=N_("deal boards that can be finished by logic alone from the first click"),
    )
    parser.add_argument(
        "--daily",
        metavar="DATE",  # i18n: fixed (a metavar: the help's sentences name it)
        nargs="?",
        const=TODAY,
        type=_daily_date,
        help=N_(
            "play the daily board of DATE (YYYY-MM-DD; today without it): the same board for every player on a date, "
            "at the --preset beginner, intermediate or expert; only today's counts"
        ),
    )
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        type=_folder,
        help=N_("keep settings, results and the saved game in DIR (also MINESWEEPER_DATA_DIR)"),
    )


def add_language_option(parser: argparse.ArgumentParser) -> None:
    """``--lang CODE``, the same in both front ends: the language of this run, over the Settings row's and the
    system's (docs/translations.md)."""
    parser.add_argument(
        "--lang",
        metavar="CODE",  # i18n: fixed (a metavar: the help's sentences name it)
        type=_language,
        help=N_(
            "play in the language CODE (en, de, ...; the pseudo-locales en_XA and ar_XB test layouts) instead of the "
            "one chosen in Settings or the system's; never changes --plain or the commands for scripts"
        ),
    )


def _language(text: str) -> str:
    from minesweeper.language import UnknownLanguage, check

    try:
        return check(text)
    except UnknownLanguage as error:
        raise argparse.ArgumentTypeError(str(error)) from error


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
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a size like 16x16")  # i18n: fixed (an option's error)
    return int(match.group(1)), int(match.group(2))


def _folder(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError(  # i18n: fixed (an option's error)
            "an empty name is not a folder: give a folder such as ~/minesweeper-data"
        )
    return Path(text)


def file_name(text: str, example: str) -> str:
    """A file option's name (``--speech-log``, ``-o``), refused when empty: it would name the folder the game runs in,
    and the player would be told that folder "already exists" or "is a directory"."""
    if not text.strip():
        raise argparse.ArgumentTypeError(  # i18n: fixed (an option's error)
            f"an empty name is not a file: give a file's name, such as {example}"
        )
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
        from minesweeper.core.generate import FixedMines, RandomMines  # the rules: not for the window's menu

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
        parser.error(
            f"choose one of --{' / --'.join(name.replace('_', '-') for name in chosen)}"
        )  # i18n: fixed (an option's error)
    if args.mines is not None and args.size is None:
        parser.error(
            "--mines goes with --size (for example --size 20x12 --mines 40)"
        )  # i18n: fixed (an option's error)
    no_guess: bool = args.no_guess
    if no_guess and (args.board is not None or args.board_code is not None):
        parser.error(  # i18n: fixed (an option's error)
            "--no-guess deals new boards; a fixed board (--board, --board-code) is played as it is"
        )
    try:
        fixed = None
        if args.board is not None:
            from minesweeper.core.layout import Layout

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
        parser.error(  # i18n: fixed (an option's error)
            f"--daily plays the daily's own board: it does not go with --{given[0].replace('_', '-')}"
        )
    level = args.preset.key if args.preset is not None else DEFAULT_PRESET
    try:
        level_of(level)
    except MinesweeperError as error:
        parser.error(f"--daily: {error}")
    now = today()
    date = args.daily or now
    refused = unplayable(date, now)
    if refused is not None:
        parser.error(f"--daily: {refused} (today is {now})")  # i18n: fixed (an option's error)
    board = daily(date, level)
    return BoardChoice(board.difficulty, board.layout, None, board.no_guess, board, practice=date != now)


def code_text(given: str) -> str:
    """``--board-code``'s code: the text given, or with ``@FILE`` a file's and with ``-`` standard input's (the
    code of a dense 1000×1000 board is longer than one command-line argument may be). Both are untrusted: read
    capped, then checked like a typed code, which says when one is too long."""
    if given == "-":
        raw = sys.stdin.buffer.read(CODE_INPUT_BYTES + 1)
        if len(raw) > CODE_INPUT_BYTES:
            raise OSError(  # i18n: fixed (an option's error)
                f"standard input holds more than {CODE_INPUT_BYTES // 2**20} MB: too long for a board code"
            )
        return _text(raw, "standard input", "a board code")  # i18n: fixed (an option's error)
    if not given.startswith("@"):
        return given
    if not given[1:].strip():
        raise OSError(
            "--board-code @FILE reads the code from a file: give a file after @"
        )  # i18n: fixed (an option's error)
    return read_text(Path(given[1:]), "a board code", CODE_INPUT_BYTES)  # i18n: fixed (an option's error)


def read_board(path: Path) -> str:
    """A ``--board`` file's text; refused with the reason when it is not a small text file."""
    return read_text(path, "a text file of '*' and '.' rows")  # i18n: fixed (an option's error)


def read_text(path: Path, what: str, cap: int | None = None) -> str:
    """A small text file's text (at most ``cap`` bytes, or the store's cap); refused with the reason when it is
    not one (``what`` names what it should be)."""
    try:
        raw = read_capped(path) if cap is None else read_capped(path, cap)
    except Unreadable as problem:
        raise OSError(about(path, problem)) from None
    except OSError as error:
        raise OSError(f"cannot read {path}: {error.strerror or error}") from error  # i18n: fixed (an option's error)
    return _text(raw, str(path), what)


def _text(raw: bytes, where: str, what: str) -> str:
    try:
        return raw.decode("utf-8-sig")  # a byte-order mark from a Windows editor is harmless
    except UnicodeDecodeError as error:
        raise OSError(f"{where} is not {what}") from error  # i18n: fixed (an option's error)
