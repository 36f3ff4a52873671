"""The terminal front end: play Minesweeper by typing tile numbers, after the classic text version.

It reads one command a line, turns it into a core ``Action`` and shows the board after every move. With
``--plain`` the output is a stable, machine-readable format (a public contract documented in the README):
after every input line, exactly H lines of W characters and one ``state=… mines_left=…`` line on stdout,
with prompts and warnings on stderr. The game in progress is saved after every move that changed it and
at exit (``--resume`` continues it), finished games are counted in the records (``--stats`` shows them),
and the store's notices go to stderr. Imports the core, the shared CLI options, the store and the standard
library; never pygame.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import TextIO

from minesweeper.cli import BoardChoice, add_board_options, board_choice
from minesweeper.core import PLAIN, Action, Game, GameState, Kind, MinesweeperError, Tile
from minesweeper.core.stats import Stats, format_ms, label_of, rank_text, summary_cells
from minesweeper.store import Store

HELP = """\
Commands (a TILE is its number, 1 to W×H counted row by row, or COL,ROW counted from 1):
  TILE      reveal that tile          f TILE   flag it (again: ? if on in Settings, then clear)
  c TILE    chord: open around a number whose flags are all placed
  n         new game                  q        quit
  h         this help"""

# Digits are capped so a pasted wall of them is refused like any unknown command, never fed to an int()
# too long to convert; up to 12 digits still get the friendlier "off the board".
_COMMAND = re.compile(r"(?:(?P<verb>[rfc])\s*)?(?P<tile>\d{1,12}(?:\s*,\s*\d{1,12})?)", re.IGNORECASE)
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


def stats_table(stats: Stats) -> str:
    """Counts and streaks per difficulty, then each preset's best times: what ``--stats`` prints."""
    widths = (7, 7, 7, 8, 9, 6)
    heading = ("Played", "Won", "Win %", "Streak", "Longest", "Best")
    lines = ["Difficulty".ljust(14) + "".join(h.rjust(w) for h, w in zip(heading, widths, strict=True))]
    for key, row in stats.by_key.items():
        cells = summary_cells(row)
        lines.append(label_of(key).ljust(14) + "".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)))
    for key, row in stats.by_key.items():
        if row.best:
            lines += ["", f"{label_of(key)} best times:"]
            lines += [f"{rank:>4}. {format_ms(result.ms):>9} s  {result.date}"
                      for rank, result in enumerate(row.best, start=1)]
    return "\n".join(lines)


class TextGame:
    """One run of the text mode: the current game, its clock, where output goes and where games are kept.

    The game clock reads ``clock_base_ms`` plus the time since ``clock_origin``, so a resumed game carries
    on from the clock reading it was saved at: time spent away does not count, and it never runs backwards.
    Without a store nothing is saved or counted.
    """

    def __init__(self, choice: BoardChoice, *, plain: bool, out: TextIO, err: TextIO,
                 store: Store | None = None) -> None:
        self.choice = choice
        self.plain = plain
        self.out = out
        self.err = err
        self.store = store
        self.rank: int | None = None
        self.rng = choice.rng()
        # The window's Settings screen turns question marks on; the terminal follows the same setting.
        self.question_marks = store.load_settings().question_marks if store is not None else False
        self.game = choice.new_game(self.rng, question_marks=self.question_marks)
        self.restart_clock(0)
        self.report_notices()

    def now_ms(self) -> int:
        return self.clock_base_ms + int((time.monotonic() - self.clock_origin) * 1000)

    def restart_clock(self, base_ms: int) -> None:
        self.clock_base_ms = base_ms
        self.clock_origin = time.monotonic()

    def new_game(self) -> None:
        self.game = self.choice.new_game(self.rng, question_marks=self.question_marks)
        self.rank = None
        self.restart_clock(0)

    def resume(self) -> bool:
        """Continue the saved game in progress, if there is one that loads."""
        saved = self.store.load_resume(self.rng) if self.store is not None else None
        self.report_notices()
        if saved is None:
            return False
        self.game = saved.game
        self.rank = None
        self.restart_clock(saved.clock_ms)
        return True

    def keep(self) -> None:
        """After a move that changed the game: count a finished game, else save the one in progress."""
        if self.store is None:
            return
        if self.game.is_over:
            date = datetime.now().isoformat(timespec="seconds")
            self.rank = self.store.finish_game(self.game, date)
        else:
            self.store.save_resume(self.game, self.now_ms())
        self.report_notices()

    def close(self) -> None:
        """At exit: save the clock as it stands, so the time spent on the last move is not lost."""
        if self.store is not None:
            self.store.save_resume(self.game, self.now_ms())
            self.report_notices()

    def report_notices(self) -> None:
        if self.store is not None:
            print_notices(self.store, self.err)

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
            return
        self.keep()

    def announce_end(self) -> None:
        self.say(_OUTCOME[self.game.state].format(seconds=format_ms(self.game.elapsed_ms(self.now_ms()))))
        if self.rank is not None:
            self.say(rank_text(self.rank))


def print_notices(store: Store, err: TextIO) -> None:
    """The store's one-line notices (a file set aside, a save refused) go to stderr, never stdout."""
    for notice in store.take_notices():
        print(f"notice: {notice}", file=err, flush=True)


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
    parser.add_argument("--data-dir", metavar="DIR", type=Path,
                        help="keep settings, records and the saved game in DIR (also MINESWEEPER_DATA_DIR)")
    parser.add_argument("--resume", action="store_true",
                        help="continue the game saved when the last one was left unfinished")
    parser.add_argument("--stats", action="store_true", help="print the statistics per difficulty and exit")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    store = Store(args.data_dir)
    if args.stats:
        print(stats_table(store.load_records()))
        print_notices(store, sys.stderr)
        return 0
    choice = board_choice(parser, args)
    session = TextGame(choice, plain=args.plain, out=sys.stdout, err=sys.stderr, store=store)
    if args.resume:
        if not session.resume():
            session.warn("there is no saved game to resume; starting a new game")
        elif (args.preset, args.size, args.board) == (None, None, None):
            # Play again continues with the resumed game's difficulty, not the default one.
            session.choice = BoardChoice(session.game.difficulty, None, args.seed)
    elif store.has_resume():
        session.say("A saved game is waiting: --resume continues it; your first move here gives it up.")
        session.report_notices()
    try:
        return run(session, iter(sys.stdin))
    except KeyboardInterrupt:
        return 0
    finally:
        session.close()

