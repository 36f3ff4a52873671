"""Command-line options shared by the window and the text mode, and turning them into a game to play.

Both front ends accept the same board options (``--preset``, ``--size``/``--mines``, ``--seed``,
``--board``), so they are declared once here. Option errors leave through ``argparse``, which prints the
usage and exits with code 2. Imports the core and the standard library only: no pygame, so the text mode
and ``--help`` never pay for it.
"""

from __future__ import annotations

import argparse
import random
import re
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from minesweeper.core import PRESETS, Difficulty, Game, Layout, MinesweeperError

DEFAULT_PRESET = "beginner"


def version() -> str:
    try:
        return metadata.version("minesweeper")
    except metadata.PackageNotFoundError:
        return "unknown"


def add_board_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    parser.add_argument("--preset", choices=list(PRESETS), type=str.lower,
                        help=f"a named difficulty (default {DEFAULT_PRESET})")
    parser.add_argument("--size", metavar="WxH", type=_size, help="a custom board size, e.g. 20x12")
    parser.add_argument("--mines", metavar="N", type=int, help="mines on a custom board (with --size)")
    parser.add_argument("--seed", metavar="N", type=int, help="seed the mine layout, for a repeatable game")
    parser.add_argument("--board", metavar="FILE", type=Path,
                        help="play a fixed layout: one line per row, '*' a mine, '.' safe")


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if match is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 16x16")
    return int(match.group(1)), int(match.group(2))


@dataclass(frozen=True)
class BoardChoice:
    """What the options asked for: a difficulty, and a fixed layout when ``--board`` was given."""

    difficulty: Difficulty
    layout: Layout | None
    seed: int | None

    def new_game(self, rng: random.Random, *, question_marks: bool = False) -> Game:
        if self.layout is not None:
            return Game.from_layout(self.layout, question_marks=question_marks)
        return Game(self.difficulty, rng, question_marks=question_marks)

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
            layout = Layout.parse(_read_board(args.board))
            return BoardChoice(Difficulty.custom(layout.width, layout.height, len(layout.mines)),
                               layout, args.seed)
        if args.size is not None:
            width, height = args.size
            mines = args.mines if args.mines is not None else min(width * height - 1, max(1, width * height // 6))
            return BoardChoice(Difficulty.custom(width, height, mines), None, args.seed)
    except (MinesweeperError, OSError) as error:
        parser.error(str(error))
    preset = PRESETS[args.preset] if args.preset else (default or PRESETS[DEFAULT_PRESET])
    return BoardChoice(preset, None, args.seed)


def _read_board(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8-sig")  # a byte-order mark from a Windows editor is harmless
    except UnicodeDecodeError as error:
        raise OSError(f"{path} is not a text file of '*' and '.' rows") from error
    except OSError as error:
        raise OSError(f"cannot read {path}: {error.strerror or error}") from error
