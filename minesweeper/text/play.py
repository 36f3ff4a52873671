"""The terminal front end's program: ``minesweeper-text`` reads one command a line and plays it in a ``game.TextGame``,
after the classic text version.

Input is read as bytes, so a line that is not UTF-8 is one warning and never costs the lines around it; a closed pipe
(``--plain | head -1``) ends quietly; Ctrl-C, SIGTERM and SIGHUP save the clock and say how to continue. When a game
ends the player is asked to play again. Nor is a saved game given up unasked: a person about to start a new game while
one waits is asked first, as the window asks; a script, which cannot be asked, plays beside it unsaved and is told the
options that choose otherwise. The language is installed before the store is first read, but for ``--plain`` and the
commands for scripts, whose words are a contract in English.
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, BinaryIO, TextIO

from minesweeper.cli import BoardChoice, board_choice, board_options_given
from minesweeper.core.language.translate import N_, _
from minesweeper.core.summary import SavedSummary
from minesweeper.session import Session
from minesweeper.store import Store
from minesweeper.text.batch import run_batch
from minesweeper.text.board import excerpt, output_failed, quiet_broken_pipe
from minesweeper.text.game import YES, TextGame
from minesweeper.text.options import build_parser, reader_wanted

if TYPE_CHECKING:
    from minesweeper.settings import Settings

    # The screen-reader mode's game (``text.reader.ReaderGame.from_options``): the options, the board chosen, the
    # session, the settings, and where its output and its warnings go.
    ReaderMaker = Callable[[argparse.Namespace, BoardChoice, Session, Settings, TextIO, TextIO], TextGame]

NO = ("n", "no", "q", "quit")  # "Play again?": these quit, as the end of input does; anything else is asked again
# Translators: the answers (y, 1, n, q) are what is typed, the same in every language: keep them.
PLAY_AGAIN = N_("Play again? (y or 1 = yes, n or q = quit)")  # the answers said up front, not only after a wrong one
KEEP = ("c", "continue", "n", "no")  # before a new game would give a saved one up: keep it and continue it
QUIT = ("q", "quit")


class Stopped(Exception):
    """A signal asked the program to end (SIGTERM, SIGHUP): leave through the same door as Ctrl-C."""


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
    from minesweeper.language import install_around

    return install_around(args.lang, store.load_settings)


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
