"""Command-line options shared by the window and the text mode, and turning them into the games to play.

Both front ends accept the same board options (``--preset``, ``--size``/``--mines``, ``--seed``,
``--board``, ``--data-dir``), so they are declared once here. Option errors leave through ``argparse``,
which prints the usage and exits with code 2. No front end is loaded here, so the text mode and ``--help``
never pay for the window.
"""

from __future__ import annotations

import argparse
import random
import re
from dataclasses import dataclass
from pathlib import Path

from minesweeper.core import PRESETS, Difficulty, FixedMines, Layout, MineSource, MinesweeperError, RandomMines
from minesweeper.store.files import Unreadable, read_capped

DEFAULT_PRESET = "beginner"


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
    parser.add_argument("--preset", metavar="NAME", type=_difficulty,
                        help=f"a named difficulty: {', '.join(PRESETS)} (default {DEFAULT_PRESET}), "
                             "or a custom one written like 30x16n99")
    parser.add_argument("--size", metavar="WxH", type=_size, help="a custom board size, e.g. 20x12")
    parser.add_argument("--mines", metavar="N", type=int, help="mines on a custom board (with --size)")
    parser.add_argument("--seed", metavar="N", type=int, help="seed the mine layout, for a repeatable game")
    parser.add_argument("--board", metavar="FILE", type=Path,
                        help="play a fixed layout: one line per row, '*' a mine, '.' safe")
    parser.add_argument("--data-dir", metavar="DIR", type=_folder,
                        help="keep settings, results and the saved game in DIR (also MINESWEEPER_DATA_DIR)")


def _difficulty(text: str) -> Difficulty:
    try:
        return Difficulty.parse(text)
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


@dataclass(frozen=True)
class BoardChoice:
    """What the options asked for: a difficulty, and a fixed layout when ``--board`` was given."""

    difficulty: Difficulty
    layout: Layout | None
    seed: int | None

    def mines(self, rng: random.Random) -> MineSource:
        """Where each new game's mines come from: the fixed layout, or ``rng`` (seeded when asked)."""
        return FixedMines(self.layout) if self.layout is not None else RandomMines(rng)

    def rng(self) -> random.Random:
        """The generator for this run: seeded when asked, so every new game in the run is repeatable."""
        return random.Random(self.seed)


def board_choice(parser: argparse.ArgumentParser, args: argparse.Namespace,
                 default: Difficulty | None = None) -> BoardChoice:
    """Resolve the board options, reporting conflicts and impossible boards through ``parser.error``."""
    chosen = [name for name in ("preset", "size", "board") if getattr(args, name) is not None]
    if len(chosen) > 1:
        parser.error(f"choose one of --{' / --'.join(chosen)}")
    if args.mines is not None and args.size is None:
        parser.error("--mines goes with --size (for example --size 20x12 --mines 40)")
    try:
        if args.board is not None:
            layout = Layout.parse(read_board(args.board))
            return BoardChoice(Difficulty.custom(layout.width, layout.height, layout.mine_count), layout, args.seed)
        if args.size is not None:
            width, height = args.size
            mines = args.mines if args.mines is not None else min(width * height - 1, max(1, width * height // 6))
            return BoardChoice(Difficulty.custom(width, height, mines), None, args.seed)
    except (MinesweeperError, OSError) as error:
        parser.error(str(error))
    preset = args.preset or default or PRESETS[DEFAULT_PRESET]
    return BoardChoice(preset, None, args.seed)


def read_board(path: Path) -> str:
    """A ``--board`` file's text; refused with the reason when it is not a small text file."""
    try:
        raw = read_capped(path)
    except Unreadable as problem:
        raise OSError(f"{path} {problem}") from None
    except OSError as error:
        raise OSError(f"cannot read {path}: {error.strerror or error}") from error
    try:
        return raw.decode("utf-8-sig")  # a byte-order mark from a Windows editor is harmless
    except UnicodeDecodeError as error:
        raise OSError(f"{path} is not a text file of '*' and '.' rows") from error
