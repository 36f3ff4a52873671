"""One game in the terminal: the board after every line typed, the moves handed to the session, the solver's help, and
the end of the game, after the classic text version.

A ``TextGame`` hands each move to the same ``Session`` the window uses (which keeps the clock, saves every move and
records finished games) and shows the board after every line. The solver helps on request (a hint, the probability
view: either makes the game unranked), judges every loss and scores every game. A no-guess board that is not found
within its time budget is never replaced silently: the player is asked whether to play a normal board instead.
With ``--plain`` standard output carries only boards (a contract documented in the README) and every prompt, warning
and notice goes to standard error. A daily (``--daily``) is named on the status line, is said before it starts to count
or not (and why not), and ends with the line to share and whether it counted. Results that could be kept nowhere are
never dropped without the player's word. The program around it (``play``) reads the lines and asks what a game cannot.
"""

from __future__ import annotations

import shutil
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, BinaryIO, TextIO

from minesweeper.cli import BoardChoice, Deadline
from minesweeper.core.actions import Kind
from minesweeper.core.clock_text import whole_seconds
from minesweeper.core.ending import ASSISTED_NOTE
from minesweeper.core.errors import MinesweeperError, NoGuessBoardNotFound
from minesweeper.core.figure_text import count
from minesweeper.core.game import Game
from minesweeper.core.generate import NO_GUESS_NAME
from minesweeper.core.language.translate import N_, _, ngettext
from minesweeper.session import Session
from minesweeper.text.board import parse_command, plain_board, pretty_board
from minesweeper.text.solver import NoGameInPlay, chances_view, ending_lines, hint_lines, work_out

if TYPE_CHECKING:
    from minesweeper.core.daily.scheme import Daily

# Translators: the terminal's help. Keep each line's command (TILE, f TILE, c TILE, h, p, n, q, ?) at its start as it
# is: they are what is typed (the screen-reader mode leaves out the line that starts "  p ").
HELP = N_("""\
Commands (a TILE is its number, 1 to W×H counted row by row, or COL,ROW counted from 1):
  TILE      reveal that tile          f TILE   flag it (again: ? if on in Settings, then clear)
  c TILE    chord: open around a number whose flags are all placed
  h         hint: a cell to play, and why
  p         probability view: each covered cell's chance of a mine
  n         new game                  q        quit
  ?         this help
A hint or the probability view makes the game unranked (never among the best times).""")
# The answers typed are the same in every language (as the commands are), and the questions name them.
YES = ("1", "y", "yes")


def notice_line(notice: str) -> str:
    """A notice of the program's (a file it could not read, a result kept for later), as the terminal prints it."""
    # Translators: a notice about the game's files or results, printed on a line of its own.
    return _("notice: {notice}").format(notice=notice)


def warning_line(warning: str) -> str:
    """A warning (a mistyped command, a move the rules refuse), as the terminal prints it."""
    # Translators: a warning about what was typed, printed on a line of its own.
    return _("warning: {warning}").format(warning=warning)


class TextGame:
    """One run of the text mode: the session, where output goes, and how boards are shown."""

    def __init__(
        self,
        choice: BoardChoice,
        session: Session,
        *,
        plain: bool,
        out: TextIO,
        err: TextIO,
        question_marks: bool = False,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.choice = choice
        self.session = session
        self.plain = plain
        self.out = out
        self.err = err
        self.question_marks = question_marks
        self.rng = choice.rng()
        self.prompt = not plain and sys.stdin.isatty()
        self.deadline = Deadline(clock=clock)  # the no-guess search's budget, restarted at each move
        self.refused: tuple[Kind, int, int] | None = None  # a first move no no-guess board was found for
        self.daily: Daily | None = None  # the daily being played, when it is one
        self.new_game()

    @property
    def game(self) -> Game:
        assert self.session.game is not None, "a TextGame always has a game"  # i18n: fixed (a programmer's check)
        return self.session.game

    def new_game(self) -> None:
        self.daily = self.choice.daily
        if self.daily is not None:  # played again, the daily is a later attempt: the sentence says it does not count
            self.session.new_daily(self.daily, practice=self.choice.practice, question_marks=self.question_marks)
            self.say(self.before_daily(self.daily))
            return
        self.session.new_game(
            self.choice.difficulty, self.choice.mines(self.rng, self.deadline), question_marks=self.question_marks
        )

    def before_daily(self, daily: Daily) -> str:
        """What is said as a daily starts: its name, whether it counts (the session's promise), and that it may need a
        guess when it may."""
        # Translators: the daily's name ("Daily 2026-11-27 · Expert · #6ef1e19d"), then whether this game counts.
        said = _("{daily}. {promise}").format(daily=daily.name, promise=self.session.daily_promise)
        if daily.no_guess:
            return said
        guess = _("It may need a guess: none of its date's boards could be finished by logic alone.")
        return _("{sentence} {next}").format(sentence=said, next=guess)

    def resume(self) -> bool:
        """Continue the saved game, if there is one that loads and no other copy has it open."""
        resumed = self.session.resume(self.choice.mines(self.rng, self.deadline)) is not None
        self.report_notices()
        if resumed:
            self.daily = None
            if self.session.daily:  # a daily continued is named as it was when it began
                from minesweeper.core.daily.scheme import daily

                self.daily = daily(self.session.daily, str(self.game.difficulty))
        return resumed

    def report_notices(self) -> None:
        for notice in self.session.take_notices():
            self.note(notice_line(notice))

    def say(self, message: str) -> None:
        """Prompts and messages: stdout for people, stderr in plain mode so stdout stays parseable."""
        print(message, file=self.err if self.plain else self.out, flush=True)

    def warn(self, message: str) -> None:
        print(warning_line(message), file=self.err, flush=True)

    def note(self, message: str) -> None:
        """What the program tells of itself, not of the game (a notice, where the game was saved): on stderr."""
        print(message, file=self.err, flush=True)

    def show(self) -> None:
        if self.plain:
            print(plain_board(self.game), file=self.out, flush=True)
            return
        counts = {
            "mines": count(self.game.mines_left, for_people=True),
            "seconds": count(whole_seconds(self.session.elapsed_ms()), for_people=True),
        }
        print(pretty_board(self.game, shutil.get_terminal_size().columns), file=self.out)
        # As the window's title and status line say: the daily's name, or that the board needs no guess.
        board = self.daily.name if self.daily is not None else _(NO_GUESS_NAME) if self.game.no_guess else None
        if board is None:
            status = _("Mines left: {mines}   Time: {seconds} s").format_map(counts)
        else:
            status = _("Mines left: {mines}   Time: {seconds} s   {board}").format(board=board, **counts)
        print(status, file=self.out, flush=True)

    def ask(self) -> None:
        """The ``> `` marker before a line is typed: only for a person at a terminal, never in --plain."""
        if self.prompt:
            print("> ", end="", file=self.out, flush=True)

    def handle(self, line: str) -> bool:
        """Carry out one typed line; False means the player asked to quit."""
        word = line.strip().lower()
        if word in ("q", "quit", "exit"):
            return False
        if word in ("?", "help"):
            self.say(_(HELP))
        elif word in ("h", "hint"):
            self.hint()
        elif word in ("p", "prob"):
            self.chances()
        elif word in ("n", "new"):
            self.new_game()
        elif word:
            self.play(word)
        else:
            self.warn(_("type a tile number, or ? for help"))
        self.report_notices()
        self.show()
        return True

    def play(self, command: str) -> None:
        try:
            self.move(*parse_command(command, self.game.width, self.game.height))
        except MinesweeperError as error:
            self.warn(str(error))

    def move(self, kind: Kind, x: int, y: int) -> None:
        """Make a move; a first reveal no no-guess board was found for is kept, to offer a normal board."""
        self.deadline.restart()
        try:
            self.session.apply(kind, x, y)
        except NoGuessBoardNotFound as error:
            self.warn(str(error))
            self.refused = (kind, x, y)

    def offer_normal_board(self, lines: Iterator[str]) -> None:
        """After a no-guess search ran out of time: a normal board (y), or the same no-guess game (no)."""
        refused, self.refused = self.refused, None
        assert refused is not None
        # Translators: y and N are what is typed, the same in every language: keep them.
        self.say(_("Play a normal board instead? (y/N)"))
        if next(lines, "").strip().lower() in YES:
            self.choice = replace(self.choice, no_guess=False)
            self.say(_("Normal boards from now on in this run."))
            self.new_game()
            self.move(*refused)
        self.report_notices()
        self.show()

    def assisted(self) -> None:
        """The solver helped: the game is never ranked (saved at once, so a resumed game stays unranked)."""
        if self.session.mark_assisted():
            self.say(_(ASSISTED_NOTE))

    def hint(self) -> None:
        lines, told = hint_lines(self.game)
        self.say("\n".join(lines))
        if told:
            self.assisted()

    def chances(self) -> None:
        """The probability view goes to stdout, as a board does (in --plain its block for scripts)."""
        try:
            view = chances_view(self.game, plain=self.plain, columns=shutil.get_terminal_size().columns)
        except NoGameInPlay as error:
            self.warn(str(error))
            return
        print(view, file=self.out, flush=True)
        self.assisted()

    def announce_end(self) -> None:
        """The end of a game, as the session's ``Ending`` tells it: its headline at once, then, once the work it waits
        for is done (``work_out``), the rest of it (``ending_lines``)."""
        ending = self.session.ending
        assert ending is not None, "a game that is over has its ending"  # i18n: fixed (a programmer's check)
        self.say(ending.headline)
        work_out(self.session, self.err)
        ending = self.session.ending
        assert ending is not None
        self.say("\n".join(ending_lines(ending)))

    def finish(self) -> None:
        """After the goodbye, when the program ends by the player's word or the end of input, not by a signal: what
        is still being done for the player is finished (the screen-reader mode's voice); nothing here."""

    def goodbye(self, answers: BinaryIO | None = None) -> None:
        """At exit: results kept nowhere are offered first (``keep_or_lose``), then the clock saved, and a person
        told where the game went."""
        store = self.session.store
        saved = bool(self.game.actions) and not self.game.is_over and store is not None and store.owns_resume
        if answers is not None:
            self.keep_or_lose(answers)
        self.session.close()
        self.report_notices()
        if saved:
            self.note(_("The game is saved: minesweeper-text --resume continues it."))

    def keep_or_lose(self, answers: BinaryIO) -> None:
        """Results that could be kept nowhere (a full disk, and the room kept for results full too) are never
        dropped without the player's word: free some space and press Enter to try again, or type ``lose``. Where no
        answer can be read (the input has ended), nothing more can be done, and the closing notice says they are
        lost."""
        while self.session.unrecorded:
            unrecorded = self.session.unrecorded
            # Translators: "lose" is the word to type, the same in every language: keep it.
            lost = ngettext(
                "{n} result could not be saved: the disk is full, and so is the room kept for results. Free some "
                "space, then press Enter to try again, or type lose and press Enter to quit and lose it.",
                "{n} results could not be saved: the disk is full, and so is the room kept for results. Free some "
                "space, then press Enter to try again, or type lose and press Enter to quit and lose them.",
                unrecorded,
            )
            self.warn(lost.format(n=count(unrecorded, for_people=True)))
            try:
                answer = answers.readline()
            except (OSError, ValueError):
                answer = b""
            if not answer or answer.strip().lower() == b"lose":
                return
            self.session.retry_unrecorded()
