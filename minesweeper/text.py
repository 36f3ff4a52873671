"""The terminal front end: play Minesweeper by typing tile numbers, after the classic text version.

It reads one command a line, turns it into a core ``Action`` and shows the board after every move. With
``--plain`` the output is a stable, machine-readable format (a public contract documented in the README):
after every input line, exactly H lines of W characters and one ``state=… mines_left=…`` line on stdout,
with prompts and warnings on stderr. Imports the core, the shared CLI options and the standard library;
never pygame.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Iterator
from typing import TextIO

from minesweeper.cli import BoardChoice, add_board_options, board_choice
from minesweeper.core import PLAIN, Action, Game, GameState, Kind, MinesweeperError, Tile

HELP = """\
Commands (a TILE is its number, 1 to W×H counted row by row, or COL,ROW counted from 1):
  TILE      reveal that tile          f TILE   flag it (again to clear)
  c TILE    chord: open around a number whose flags are all placed
  n         new game                  q        quit
  h         this help"""

_COMMAND = re.compile(r"(?:(?P<verb>[rfc])\s*)?(?P<tile>\d+(?:\s*,\s*\d+)?)", re.IGNORECASE)
_VERBS = {"r": Kind.REVEAL, "f": Kind.FLAG, "c": Kind.CHORD}
_OUTCOME = {GameState.WON: "You cleared the board in {seconds} s!", GameState.LOST: "Boom! You hit a mine."}


class CommandError(MinesweeperError):
    """A typed line that is not a command, or names no tile on this board."""


def parse_command(line: str, width: int, height: int) -> tuple[Kind, int, int]:
    """Turn ``12``, ``f 12``, ``c 3,4`` into an action kind and 0-based coordinates."""
    match = _COMMAND.fullmatch(line.strip())
    if match is None:
        raise CommandError(f"unknown command {line.strip()!r}: type h for help")
    kind = _VERBS[(match.group("verb") or "r").lower()]
    tile = match.group("tile")
    if "," in tile:
        col, row = (int(part) for part in tile.split(","))
        if not (1 <= col <= width and 1 <= row <= height):
            raise CommandError(f"{col},{row} is off the board: columns 1-{width}, rows 1-{height}")
        return kind, col - 1, row - 1
    number = int(tile)
    if not 1 <= number <= width * height:
        raise CommandError(f"tile {number} is off the board: tiles are 1-{width * height}")
    return kind, (number - 1) % width, (number - 1) // width


def pretty_board(game: Game) -> str:
    """The board with column numbers on top and row numbers down the side, for people."""
    width, height = game.board.width, game.board.height
    cell = len(str(width)) + 1
    label = len(str(height))
    symbol = {**PLAIN, Tile.COVERED: "·", Tile.OPEN_0: " "}
    lines = [" " * (label + 1) + "".join(str(x + 1).rjust(cell) for x in range(width))]
    for y in range(height):
        row = "".join(symbol[game.tile(x, y)].rjust(cell) for x in range(width))
        lines.append(f"{y + 1:>{label}} {row}")
    return "\n".join(lines)


class TextGame:
    """One run of the text mode: the current game, its clock, and where output goes."""

    def __init__(self, choice: BoardChoice, *, plain: bool, out: TextIO, err: TextIO) -> None:
        self.choice = choice
        self.plain = plain
        self.out = out
        self.err = err
        self.rng = choice.rng()
        self.game = choice.new_game(self.rng)
        self.clock_origin = time.monotonic()

    def now_ms(self) -> int:
        return int((time.monotonic() - self.clock_origin) * 1000)

    def new_game(self) -> None:
        self.game = self.choice.new_game(self.rng)
        self.clock_origin = time.monotonic()

    def say(self, message: str) -> None:
        """Prompts and messages: stdout for people, stderr in plain mode so stdout stays parseable."""
        print(message, file=self.err if self.plain else self.out, flush=True)

    def warn(self, message: str) -> None:
        print(f"warning: {message}", file=self.err, flush=True)

    def show(self) -> None:
        game = self.game
        if self.plain:
            print(f"{game}\nstate={game.state} mines_left={game.mines_left}", file=self.out, flush=True)
            return
        seconds = game.elapsed_ms(self.now_ms()) // 1000
        print(pretty_board(game), file=self.out)
        print(f"Mines left: {game.mines_left}   Time: {seconds} s", file=self.out, flush=True)

    def handle(self, line: str) -> bool:
        """Carry out one typed line; False means the player asked to quit."""
        word = line.strip().lower()
        if word in ("q", "quit", "exit"):
            return False
        if word in ("h", "help", "?"):
            self.say(HELP)
        elif word in ("n", "new"):
            self.new_game()
        elif word:
            self.play(word)
        else:
            self.warn("type a tile number, or h for help")
        self.show()
        return True

    def play(self, command: str) -> None:
        try:
            kind, x, y = parse_command(command, self.game.board.width, self.game.board.height)
            self.game.apply(Action(kind, x, y, self.now_ms()))
        except MinesweeperError as error:
            self.warn(str(error))

    def announce_end(self) -> None:
        seconds = self.game.elapsed_ms(self.now_ms()) / 1000
        self.say(_OUTCOME[self.game.state].format(seconds=f"{seconds:.2f}"))


def run(session: TextGame, lines: Iterator[str]) -> int:
    """The read-eval-print loop; end of input (Ctrl-D) always ends cleanly with 0."""
    session.show()
    if not session.plain:
        session.say("Type h for help.")
    for line in lines:
        if not session.handle(line):
            return 0
        if session.game.is_over:
            session.announce_end()
            session.say("Play again? (1 = yes)")
            answer = next(lines, "").strip()
            if answer != "1":
                return 0
            session.new_game()
            session.show()
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="minesweeper-text", description="Minesweeper in the terminal.")
    add_board_options(parser)
    parser.add_argument("--plain", action="store_true",
                        help="machine-readable output: the board as H lines of W characters, then a state line")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    session = TextGame(board_choice(parser, args), plain=args.plain, out=sys.stdout, err=sys.stderr)
    try:
        return run(session, iter(sys.stdin))
    except KeyboardInterrupt:
        return 0


# TEXT-MODE-READY
