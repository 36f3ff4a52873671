"""The terminal front end: play Minesweeper by typing tile numbers, after the classic text version.

It reads one command a line, hands the move to the same ``Session`` the window uses (which keeps the
clock, saves every move and records finished games), and shows the board after every line. Input is read
as bytes, so a line that is not UTF-8 is one warning and never costs the lines around it; a closed pipe
(``--plain | head -1``) ends quietly; Ctrl-C, SIGTERM and SIGHUP save the clock and say how to continue.
With ``--plain`` standard output carries only boards (a contract documented in the README) and every
prompt, warning and notice goes to standard error.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import sys
from collections.abc import Iterator
from typing import BinaryIO, TextIO

from minesweeper.cli import BoardChoice, add_board_options, board_choice
from minesweeper.core import Game, GameState, MinesweeperError
from minesweeper.core.stats import format_ms, rank_text
from minesweeper.session import Session
from minesweeper.store import Store
from minesweeper.terminal import excerpt, parse_command, plain_board, pretty_board, stats_table

HELP = """\
Commands (a TILE is its number, 1 to W×H counted row by row, or COL,ROW counted from 1):
  TILE      reveal that tile          f TILE   flag it (again: ? if on in Settings, then clear)
  c TILE    chord: open around a number whose flags are all placed
  n         new game                  q        quit
  h         this help"""
_OUTCOME = {GameState.WON: "You cleared the board in {seconds} s!", GameState.LOST: "Boom! You hit a mine."}
YES = ("1", "y", "yes")


class Stopped(Exception):
    """A signal asked the program to end (SIGTERM, SIGHUP): leave through the same door as Ctrl-C."""


class TextGame:
    """One run of the text mode: the session, where output goes, and how boards are shown."""

    def __init__(self, choice: BoardChoice, session: Session, *, plain: bool, out: TextIO, err: TextIO,
                 question_marks: bool = False) -> None:
        self.choice = choice
        self.session = session
        self.plain = plain
        self.out = out
        self.err = err
        self.question_marks = question_marks
        self.rng = choice.rng()
        self.prompt = not plain and sys.stdin.isatty()
        self.new_game()

    @property
    def game(self) -> Game:
        assert self.session.game is not None, "a TextGame always has a game"
        return self.session.game

    def new_game(self) -> None:
        self.session.new_game(self.choice.difficulty, self.choice.mines(self.rng), question_marks=self.question_marks)

    def resume(self) -> bool:
        """Continue the saved game, if there is one that loads and no other copy has it open."""
        resumed = self.session.resume(self.choice.mines(self.rng)) is not None
        self.report_notices()
        return resumed

    def report_notices(self) -> None:
        for notice in self.session.take_notices():
            print(f"notice: {notice}", file=self.err, flush=True)

    def say(self, message: str) -> None:
        """Prompts and messages: stdout for people, stderr in plain mode so stdout stays parseable."""
        print(message, file=self.err if self.plain else self.out, flush=True)

    def warn(self, message: str) -> None:
        print(f"warning: {message}", file=self.err, flush=True)

    def show(self) -> None:
        if self.plain:
            print(plain_board(self.game), file=self.out, flush=True)
            return
        seconds = self.session.elapsed_ms() // 1000
        print(pretty_board(self.game, shutil.get_terminal_size().columns), file=self.out)
        print(f"Mines left: {self.game.mines_left}   Time: {seconds} s", file=self.out, flush=True)

    def ask(self) -> None:
        """The ``> `` marker before a line is typed: only for a person at a terminal, never in --plain."""
        if self.prompt:
            print("> ", end="", file=self.out, flush=True)

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
        self.report_notices()
        self.show()
        return True

    def play(self, command: str) -> None:
        try:
            kind, x, y = parse_command(command, self.game.width, self.game.height)
            self.session.apply(kind, x, y)
        except MinesweeperError as error:
            self.warn(str(error))

    def announce_end(self) -> None:
        self.say(_OUTCOME[self.game.state].format(seconds=format_ms(self.session.elapsed_ms())))
        if self.session.rank is not None:
            self.say(rank_text(self.session.rank))

    def goodbye(self) -> None:
        """At exit: save the clock, and tell a person where the game went."""
        store = self.session.store
        saved = bool(self.game.actions) and not self.game.is_over and store is not None and store.owns_resume
        self.session.close()
        self.report_notices()
        if saved:
            print("The game is saved: minesweeper-text --resume continues it.", file=self.err, flush=True)


def lines_of(stream: BinaryIO, game: TextGame) -> Iterator[str]:
    """Typed lines as text; one that is not UTF-8 is a warning and is skipped, nothing around it is lost."""
    while True:
        game.ask()
        raw = stream.readline()
        if not raw:
            return
        try:
            yield raw.decode("utf-8").rstrip("\r\n")
        except UnicodeDecodeError:
            game.warn(f"that line is not UTF-8 text ({excerpt(raw.decode('utf-8', 'replace'))}); ignored")


def run(game: TextGame, lines: Iterator[str]) -> int:
    """The read-eval-print loop; end of input (Ctrl-D) always ends cleanly with 0."""
    game.report_notices()
    game.show()
    if not game.plain:
        game.say("Type h for help.")
    for line in lines:
        if not game.handle(line):
            return 0
        if game.game.is_over:
            game.announce_end()
            game.say("Play again? (1 = yes)")
            if next(lines, "").strip().lower() not in YES:
                return 0
            game.new_game()
            game.show()
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="minesweeper-text", description="Minesweeper in the terminal.")
    add_board_options(parser)
    parser.add_argument("--plain", action="store_true",
                        help="machine-readable output: the board as H lines of W characters, then a state line")
    parser.add_argument("--resume", action="store_true",
                        help="continue the game saved when the last one was left unfinished")
    parser.add_argument("--stats", action="store_true", help="print the statistics per difficulty and exit")
    return parser


def _stop(signum: int, frame: object) -> None:
    raise Stopped(signal.Signals(signum).name)


def quiet_broken_pipe() -> None:
    """The reader went away (``| head -1``): send what is left to nowhere, so exit is silent."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    store = Store(args.data_dir)
    if args.stats:
        print(stats_table(store.load_records()))
        for notice in store.take_notices():
            print(f"notice: {notice}", file=sys.stderr)
        return 0
    choice = board_choice(parser, args)
    session = Session(store)
    session.recover()
    game = TextGame(choice, session, plain=args.plain, out=sys.stdout, err=sys.stderr,
                    question_marks=store.load_settings().question_marks)
    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), _stop)
    try:
        if args.resume:
            if not game.resume():
                game.warn("there is no saved game to resume; starting a new game")
            elif (args.preset, args.size, args.board) == (None, None, None):
                # Play again continues with the resumed game's difficulty, not the default one.
                game.choice = BoardChoice(game.game.difficulty, None, args.seed)
        elif store.has_resume():
            game.say("A saved game is waiting: --resume continues it; your first move here gives it up.")
        return run(game, lines_of(sys.stdin.buffer, game))
    except (KeyboardInterrupt, Stopped):
        return 0
    except BrokenPipeError:
        quiet_broken_pipe()
        return 0
    finally:
        game.goodbye()
