"""The terminal front end: play Minesweeper by typing tile numbers, after the classic text version.

It reads one command a line, hands the move to the same ``Session`` the window uses (which keeps the
clock, saves every move and records finished games), and shows the board after every line. The solver
helps on request (a hint, the probability view: either makes the game unranked), judges every loss and
scores every game. A no-guess board that is not found within its time budget is never replaced silently:
the player is asked whether to play a normal board instead. Nor is a saved game given up unasked: a person
about to start a new game while one waits is asked first, as the window asks; a script, which cannot be
asked, plays beside it unsaved and is told the options that choose otherwise. Input is read as bytes, so a
line that is not UTF-8 is one warning and never costs the lines around it; a closed pipe
(``--plain | head -1``) ends quietly; Ctrl-C, SIGTERM and SIGHUP save the clock and say how to continue.
With ``--plain`` standard output carries only boards (a contract documented in the README) and every
prompt, warning and notice goes to standard error. A daily (``--daily``) is named on the status line, is said before
it starts to count or not (and why not), and ends with the line to share and whether it counted.
"""

from __future__ import annotations

import argparse
import shutil
import signal
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, BinaryIO, TextIO

from minesweeper.cli import BoardChoice, Deadline, board_choice, board_options_given
from minesweeper.core.actions import Kind
from minesweeper.core.clock_text import whole_seconds
from minesweeper.core.ending import ASSISTED_NOTE
from minesweeper.core.errors import MinesweeperError, NoGuessBoardNotFound
from minesweeper.core.figure_text import count
from minesweeper.core.game import Game
from minesweeper.core.generate import NO_GUESS_NAME
from minesweeper.core.language.translate import N_, _, ngettext
from minesweeper.core.summary import SavedSummary
from minesweeper.session import Session
from minesweeper.store import Store
from minesweeper.text.batch import run_batch
from minesweeper.text.board import (
    excerpt,
    output_failed,
    parse_command,
    plain_board,
    pretty_board,
    quiet_broken_pipe,
)
from minesweeper.text.options import build_parser, reader_wanted
from minesweeper.text.solver import NoGameInPlay, chances_view, ending_lines, hint_lines, work_out

if TYPE_CHECKING:
    from minesweeper.core.daily.scheme import Daily
    from minesweeper.settings import Settings

    # The screen-reader mode's game (``text.reader.ReaderGame.from_options``): the options, the board chosen, the
    # session, the settings, and where its output and its warnings go.
    ReaderMaker = Callable[[argparse.Namespace, BoardChoice, Session, Settings, TextIO, TextIO], "TextGame"]

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
NO = ("n", "no", "q", "quit")  # "Play again?": these quit, as the end of input does; anything else is asked again
# Translators: the answers (y, 1, n, q) are what is typed, the same in every language: keep them.
PLAY_AGAIN = N_("Play again? (y or 1 = yes, n or q = quit)")  # the answers said up front, not only after a wrong one
KEEP = ("c", "continue", "n", "no")  # before a new game would give a saved one up: keep it and continue it
QUIT = ("q", "quit")


def notice_line(notice: str) -> str:
    """A notice of the program's (a file it could not read, a result kept for later), as the terminal prints it."""
    # Translators: a notice about the game's files or results, printed on a line of its own.
    return _("notice: {notice}").format(notice=notice)


def warning_line(warning: str) -> str:
    """A warning (a mistyped command, a move the rules refuse), as the terminal prints it."""
    # Translators: a warning about what was typed, printed on a line of its own.
    return _("warning: {warning}").format(warning=warning)


class Stopped(Exception):
    """A signal asked the program to end (SIGTERM, SIGHUP): leave through the same door as Ctrl-C."""


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


def lines_of(stream: BinaryIO, game: TextGame) -> Iterator[str]:
    """Typed lines as text; one that is not UTF-8 is a warning and is skipped, nothing around it is lost. Input
    that cannot be read (a terminal gone) ends like Ctrl-D."""
    while True:
        game.ask()
        try:
            raw = stream.readline()
        except OSError as error:
            game.warn(_("the input cannot be read ({why}): ending as at its end").format(why=error.strerror or error))
            return
        if not raw:
            return
        try:
            yield raw.decode("utf-8").rstrip("\r\n")
        except UnicodeDecodeError:
            game.warn(
                _("that line is not UTF-8 text ({line}); ignored").format(line=excerpt(raw.decode("utf-8", "replace")))
            )


def run(game: TextGame, lines: Iterator[str]) -> int:
    """The read-eval-print loop; end of input (Ctrl-D) always ends cleanly with 0."""
    game.report_notices()
    game.show()
    if not game.plain:
        game.say(_("Type ? for help."))
    for line in lines:
        if not game.handle(line):
            return 0
        if game.refused is not None:
            game.offer_normal_board(lines)
        if game.game.is_over:
            game.announce_end()
            if not play_again(game, lines):
                return 0
            game.new_game()
            game.show()
    return 0


def play_again(game: TextGame, lines: Iterator[str]) -> bool:
    """Ask "Play again?" until the answer is one it knows: y, yes or 1 play again; n, no, q or the end of input
    (Ctrl-D) quit. A typo or an empty line is asked again, never taken as a quit that ends the session; in
    --plain, whose documented contract scripts rely on, any other answer ends the program as before."""
    while True:
        game.say(_(PLAY_AGAIN))
        answer = next(lines, None)
        if answer is None or answer.strip().lower() in NO:
            return False
        if answer.strip().lower() in YES:
            return True
        if game.plain:
            return False
        # Translators: y, 1, n and q are what is typed, the same in every language: keep them.
        game.say(_("Please answer: y (or 1) plays again, n or q quits."))


def ask_about_waiting(game: TextGame, saved: SavedSummary, lines: Iterator[str]) -> bool | None:
    """A person at a terminal about to start a new game while a saved game waits: asked first, as the window asks.
    True starts the new game (the waiting one is given up at its first move), False continues the waiting one, None
    quits with it kept (so does the end of input). Anything else, an empty line too, is asked again: no key alone
    gives a game up."""
    while True:
        # Translators: {consequence} says what happens to the waiting game ("the waiting Expert game (0:07 played)
        # counts as a loss"); y, c and q are what is typed, the same in every language: keep them.
        asked = _("Start a new game: {consequence}. Type y to start it, c to continue the waiting game, q to quit.")
        game.say(asked.format(consequence=saved.given_up))
        answer = next(lines, None)
        word = "q" if answer is None else answer.strip().lower()
        if word in YES:
            return True
        if word in KEEP:
            return False
        if word in QUIT:
            return None


def left_alone(saved: SavedSummary) -> str:
    """What a script (``--plain``, or input that is not a terminal), which cannot be asked, is told: the waiting game
    is kept, this run's games play beside it unsaved, and the options that choose otherwise."""
    # Translators: {consequence} says what playing in its place does to the waiting game ("the waiting Expert game
    # (0:07 played) counts as a loss").
    alone = _(
        "A saved game is waiting: it is left alone, so this game will not be saved for --resume (its result is still "
        "counted). Pass --resume to continue it, or --give-up-saved to play in its place: {consequence}."
    )
    return alone.format(consequence=saved.given_up)


def waiting_game(saved: SavedSummary) -> str:
    """What starting afresh means for the saved game, as the session decides it: offered, and given up at the first
    move, or, when another copy of the game owns it, left alone for this whole run while its games go unsaved."""
    if not saved.open_elsewhere:
        return _("A saved game is waiting: --resume continues it; your first move here gives it up.")
    return _(
        "A saved game is waiting, open in another Minesweeper window or terminal: it is left alone, and this "
        "game will not be saved for --resume (its result is still counted)."
    )


def in_the_players_language(store: Store, args: argparse.Namespace) -> Settings:
    """The settings, with the player's language installed from here on (``--lang``, else the Settings row's, else the
    system's), so the notices of the store and the session are in it too: a settings file that cannot be read is said
    in the language of ``--lang`` or the system's. ``--plain``'s lines are a contract for scripts: English."""
    if args.plain:
        return store.load_settings()
    from minesweeper.language import choose, install

    first = choose(args.lang, None)
    install(*first)
    settings = store.load_settings()
    chosen = choose(args.lang, settings.language)
    if chosen != first:
        install(*chosen)
    return settings


def _stop(signum: int, frame: object) -> None:
    raise Stopped(signal.Signals(signum).name)


def main(argv: list[str] | None = None, *, reader: ReaderMaker | None = None) -> int:
    """The text mode. ``reader`` makes the game of the screen-reader mode (``text.reader``'s, which builds on this
    module's ``TextGame``, so the package's ``main`` hands it in) when the options ask for that mode."""
    parser = build_parser()
    parser.one_line_errors = "--daily-board" in (sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(argv)
    done = run_batch(parser, args)
    if done is not None:
        return done
    if args.resume and args.give_up_saved:
        parser.error(  # i18n: fixed (an option's error)
            "--resume continues the saved game and --give-up-saved gives it up: choose one"
        )
    reading = reader_wanted(parser, args)
    store = Store(args.data_dir)
    choice = board_choice(parser, args)
    settings = in_the_players_language(store, args)
    session = Session(store)
    session.recover()
    if reading:
        assert reader is not None, "minesweeper.text.main hands the screen-reader mode in"  # i18n: fixed (a check)
        game = reader(args, choice, session, settings, sys.stdout, sys.stderr)
    else:
        game = TextGame(
            choice, session, plain=args.plain, out=sys.stdout, err=sys.stderr, question_marks=settings.question_marks
        )
    for name in ("SIGTERM", "SIGHUP"):  # i18n: fixed (the signals' names)
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), _stop)
    lines = lines_of(sys.stdin.buffer, game)
    stopped = False  # by a signal or Ctrl-C: then the program ends at once
    try:
        resume = args.resume
        if not resume and (saved := session.waiting()) is not None:
            if saved.open_elsewhere or args.give_up_saved:
                game.say(waiting_game(saved))
            elif not game.prompt:  # a script cannot be asked: its games play beside the waiting one
                session.leave_waiting()
                game.say(left_alone(saved))
            else:
                answer = ask_about_waiting(game, saved, lines)
                if answer is None:
                    game.say(_("The saved game is kept: minesweeper-text --resume continues it."))
                    return 0
                resume = not answer
        if resume:
            if not game.resume():
                game.warn(_("there is no saved game to resume; starting a new game"))
            elif not board_options_given(args):
                # Play again continues with the resumed game's difficulty, not the default one.
                game.choice = BoardChoice(game.game.difficulty, None, args.seed, args.no_guess or game.game.no_guess)
        done = run(game, lines)
        sys.stdout.flush()  # here, not at exit, so a full disk is reported like any other failure
        return done
    except (KeyboardInterrupt, Stopped):
        stopped = True
        return 0
    except BrokenPipeError:
        quiet_broken_pipe()
        return 0
    except OSError as error:
        return output_failed(parser.prog, error)
    finally:
        game.goodbye(sys.stdin.buffer)
        if not stopped:
            game.finish()
