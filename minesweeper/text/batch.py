"""The text mode's commands that run, print and exit instead of starting a game: ``--stats``, ``--history``,
``--export``, ``--review``, ``--scorecard``, ``--records``, ``--replay``, ``--generate``, ``--autoplay``,
``--daily-board`` and ``--open-video`` (another program's video: ``videos``).

They are for scripts as much as for people, so what each prints on standard output is a public contract (the README
gives every format exactly) and nothing else goes there: notices and errors go to standard error. A wrong or missing
option leaves through ``argparse`` (usage, exit code 2); a failure while running (no such game, or one that cannot
be reviewed, an unreadable file, a file that would be overwritten, no no-guess board within the time budget,
finished games that cannot be read) is one line on standard error and exit code 1: finished games that could not be
read are never shown as none. A daily asked for with a date or a level that has none is one line on standard error
(the scheme's own message, without the usage) and exit code 2. An export never overwrites a file (``-o -`` writes to
standard output instead); a replay file comes from anyone, so it is read capped, as a regular file only, and every
field and move is checked before anything is printed. A reader that goes away (``| head``) ends the command quietly.
Only ``--stats``, ``--history``, ``--export``, ``--review``, ``--scorecard`` and ``--records`` open the data folder.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from minesweeper.cli import Deadline, board_choice, file_name
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.formats.export import FORMATS, JSON
from minesweeper.core.generate import FirstClick
from minesweeper.core.language.translate import N_
from minesweeper.core.metrics.records import KINDS, SORTS, STYLES, Kind, Selection, Sort
from minesweeper.core.presets import PRESETS
from minesweeper.text.board import (
    NO_GUESS_HEADING,
    history_line,
    move_line,
    output_failed,
    parse_tile,
    plain_board,
    quiet_broken_pipe,
    replay_header,
    stats_table,
)
from minesweeper.text.deal import autoplay, generate, print_daily_board
from minesweeper.text.outputs import BatchFailure, judge, print_figures, print_judged, write_export
from minesweeper.text.records import print_averages, print_records, records_level
from minesweeper.text.videos import OF_VIDEO, add_video_options, check_video_options

if TYPE_CHECKING:
    from minesweeper.core.record import FinishedGame, HistoryEntry
    from minesweeper.store import Store

_ACTIONS = (  # --open-video first: --scorecard and --review go with it
    *("open_video", "stats", "history", "export", "review", "scorecard", "records", "replay", "generate", "autoplay"),
    "daily_board",
)
_RECORDS_OPTIONS = ("style", "kind", "sort")  # --records' own choices
_GAME_OPTIONS = ("preset", "size", "mines", "seed", "board", "board_code", "no_guess", "daily", "first")
LARGEST_GAME_NUMBER = 2**63 - 1  # the results database's largest row number


def add_batch_options(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_mutually_exclusive_group()
    actions.add_argument("--stats", action="store_true", help=N_("print the statistics per difficulty and exit"))
    actions.add_argument(
        "--history",
        action="store_true",
        help=N_("list the finished games, newest first (id date difficulty result time), and exit"),
    )
    actions.add_argument(
        "--export",
        metavar="ID",
        type=_game_number,
        help=N_("write the finished game ID (from --history) to -o FILE, and exit"),
    )
    actions.add_argument(
        "--review",
        metavar="ID",
        type=_game_number,
        nargs="?",
        const=OF_VIDEO,
        help=N_(
            "judge every move of the finished game ID (from --history; no ID with --open-video), one a line, then a "
            "summary"
        ),
    )
    actions.add_argument(
        "--scorecard",
        metavar="ID",
        type=_game_number,
        nargs="?",
        const=OF_VIDEO,
        help=N_(
            "print every figure of the finished game ID (from --history; no ID with --open-video), one 'name value' "
            "a line"
        ),
    )
    actions.add_argument(
        "--records",
        action="store_true",
        help=N_(
            "print your best ten wins of --preset NAME (default: the level of your last game, else expert), one a "
            "line: rank id date time bbbv bbbv_s ioe stnb rqp style"
        ),
    )
    actions.add_argument(
        "--replay",
        metavar="FILE",  # i18n: fixed (a metavar: the help's sentences name it)
        type=Path,
        help=N_("print a JSON replay move by move, each move followed by its --plain board"),
    )
    actions.add_argument(
        "--generate",
        metavar="N",
        type=int,
        help=N_("print N mine layouts in the --board format (needs --first and --seed)"),
    )
    actions.add_argument(
        "--autoplay",
        metavar="N",
        type=int,
        help=N_("let the solver play N games (first click: --first, default the centre); print the win rate"),
    )
    actions.add_argument(
        "--daily-board",
        metavar="DATE",  # i18n: fixed (a metavar: the help's sentences name it)
        help=N_(
            "print the daily board of DATE (YYYY-MM-DD) for --preset beginner, intermediate or expert: a line "
            "'daily date= level= candidate= fingerprint= start=COL,ROW', then its layout in the --board format"
        ),
    )
    parser.add_argument("--style", choices=STYLES, help=N_("--records' style: all (the default), fl or nf"))
    parser.add_argument("--kind", choices=KINDS, help=N_("--records' boards: classic (the default), no-guess or daily"))
    parser.add_argument(
        "--sort", choices=SORTS, help=N_("--records' order: time (the default), bbbv_s, ioe, stnb or rqp")
    )
    parser.add_argument("--format", choices=FORMATS, help=N_("--export's file format (default json)"))
    parser.add_argument(
        "-o",
        "--output",
        metavar="FILE",  # i18n: fixed (a metavar: the help's sentences name it)
        type=_output,
        help=N_("where --export writes: a new file (never overwritten), or - for standard output"),
    )
    parser.add_argument(
        "--first",
        metavar="COL,ROW",
        help=N_("--generate's and --autoplay's first click, counted from 1 (--autoplay: default the centre)"),
    )
    parser.add_argument(
        "--first-rule",
        choices=[rule.value for rule in FirstClick],
        help=N_(
            "--autoplay's first-click rule: opening (the cell and its neighbours kept clear, as in "
            "a game; the default) or safe (the cell alone)"
        ),
    )
    add_video_options(parser)


def _game_number(text: str) -> int:
    """``--export``'s, ``--review``'s and ``--scorecard``'s ID: a game's number as ``--history`` lists it, within
    what the results database can hold (a bigger one is no game's, and is refused here rather than sent to the
    database)."""
    if re.fullmatch(r"\s*\d{1,19}\s*", text) is None or not 1 <= int(text) <= LARGEST_GAME_NUMBER:
        raise argparse.ArgumentTypeError(  # i18n: fixed (an option's error)
            f"{text[:30]} is not a game number: --history lists them (1 or more)"
        )
    return int(text)


def _output(text: str) -> str:
    """``-o FILE``: a file's name, or - for standard output."""
    return file_name(text, "game-1.json, or - for standard output")  # i18n: fixed (an option's error)


def run_batch(
    parser: argparse.ArgumentParser, args: argparse.Namespace, *, clock: Callable[[], float] = time.monotonic
) -> int | None:
    """Carry out the command asked for and give the exit code; None when a game is to be played instead."""
    action = next((name for name in _ACTIONS if _given(getattr(args, name))), None)
    _check_options(parser, args, action)
    if action is None:
        return None
    try:
        _dispatch(parser, args, action, Deadline(clock=clock))
        sys.stdout.flush()  # here, not at exit, so a full disk is reported like any other failure
    except BatchFailure as failure:
        print(f"{parser.prog}: {failure}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        quiet_broken_pipe()
    except OSError as error:
        return output_failed(parser.prog, error)
    except KeyboardInterrupt:  # Ctrl-C in a long --autoplay: stop without a traceback
        print(file=sys.stderr)
        return 130
    return 0


def _given(value: object) -> bool:
    """Whether an option was given: a flag set, or a value (0 included)."""
    return value is not None and value is not False


def _check_options(parser: argparse.ArgumentParser, args: argparse.Namespace, action: str | None) -> None:
    check_video_options(parser, args, [name for name in _ACTIONS[1:] if _given(getattr(args, name))])
    chosen = next((name for name in _RECORDS_OPTIONS if getattr(args, name) is not None), None)
    if action != "records" and chosen is not None:
        parser.error(f"--{chosen} goes with --records")  # i18n: fixed (an option's error)
    if action == "records" and args.preset is not None and args.preset.key not in PRESETS:
        parser.error(  # i18n: fixed (an option's error)
            "--records shows the records of a preset level: custom boards are never ranked"
        )
    if action != "export" and (args.format is not None or args.output is not None):
        parser.error("--format and -o go with --export")  # i18n: fixed (an option's error)
    if action not in ("generate", "autoplay") and args.first is not None:
        parser.error(  # i18n: fixed (an option's error)
            "--first goes with --generate or --autoplay (a game's first click is the first tile you type)"
        )
    if action != "autoplay" and args.first_rule is not None:
        parser.error("--first-rule goes with --autoplay")  # i18n: fixed (an option's error)
    if args.first_rule == FirstClick.SAFE.value and args.no_guess:
        parser.error(  # i18n: fixed (an option's error)
            "--first-rule safe does not go with --no-guess (a no-guess board keeps the first click's neighbours clear)"
        )
    if action is None:
        return
    command = f"--{action.replace('_', '-')}"
    if args.resume:
        parser.error(f"--resume plays a game; it does not go with {command}")  # i18n: fixed (an option's error)
    if action not in ("generate", "autoplay"):
        taken = ("preset",) if action in ("daily_board", "records") else ()
        given = [name for name in _GAME_OPTIONS if name not in taken and _given(getattr(args, name))]
        if given:
            parser.error(f"{command} does not take --{given[0].replace('_', '-')}")  # i18n: fixed (an option's error)
    elif getattr(args, action) < 1:
        parser.error(f"--{action} needs a number of 1 or more")  # i18n: fixed (an option's error)
    if action == "export" and args.output is None:
        parser.error("--export needs -o FILE (or -o - for standard output)")  # i18n: fixed (an option's error)


def _dispatch(parser: argparse.ArgumentParser, args: argparse.Namespace, action: str, deadline: Deadline) -> None:
    if action in ("generate", "autoplay"):
        choice = board_choice(parser, args)
        if choice.layout is not None:
            parser.error(  # i18n: fixed (an option's error)
                f"--{action} deals new boards: choose them with --preset or --size, not a fixed board"
            )
        if action == "generate" and (args.first is None or args.seed is None):
            parser.error(  # i18n: fixed (an option's error)
                "--generate needs --first COL,ROW and --seed S (the same seed gives the same layouts)"
            )
        first = None
        if args.first is not None:
            try:
                first = parse_tile(args.first, choice.difficulty.width, choice.difficulty.height)
            except MinesweeperError as error:
                parser.error(f"--first: {error}")
        if action == "autoplay":
            rule = None if args.first_rule is None else FirstClick(args.first_rule)
            autoplay(choice, args.autoplay, deadline, sys.stdout, first=first, rule=rule)
            return
        assert first is not None
        generate(choice, first, args.generate, deadline, sys.stdout)
        return
    if action == "replay":
        print_replay(args.replay, sys.stdout)
        return
    if action == "open_video":
        from minesweeper.text.videos import open_video

        open_video(parser, args, sys.stdout)
        return
    if action == "daily_board":
        print_daily_board(parser, args.daily_board, args.preset, sys.stdout)
        return
    from minesweeper.store import Store

    store = Store(args.data_dir, patient=True)
    try:
        _refuse_if_unread(store)  # a folder that cannot even be looked at: said once, before anything is tried there
        store.record_pending()  # results a full disk or a busy database kept waiting are listed and counted too
        if action == "stats":
            stats = store.load_records()
            _refuse_if_unread(store)
            print(stats_table(stats))
            print_averages(store, sys.stdout)
            no_guess = store.load_records(kind="no-guess")
            if any(row.played for row in no_guess.by_key.values()):  # as the window's G: no-guess boards apart
                print(f"\n{NO_GUESS_HEADING}\n{stats_table(no_guess)}")
        elif action == "records":
            level = records_level(store, None if args.preset is None else args.preset.key)
            _refuse_if_unread(store)
            rows = store.records(level)
            _refuse_if_unread(store)
            kind: Kind = args.kind or "classic"
            style: Selection = args.style or "all"
            sort: Sort = args.sort or "time"
            print_records(rows, level, sys.stdout, sys.stderr, style=style, kind=kind, sort=sort)
        elif action == "history":
            print_history(store, sys.stdout)
        elif action == "review":
            print_review(store, args.review, sys.stdout)
        elif action == "scorecard":
            print_scorecard(store, args.scorecard, sys.stdout)
        else:
            export(store, args.export, args.format or JSON, args.output)
    finally:
        for notice in store.take_notices():
            print(f"notice: {notice}", file=sys.stderr)
        store.close()


REPLAY_BOARD_CHARS = 50_000_000  # --replay prints boards up to this many characters, then moves alone


def print_history(store: Store, out: TextIO) -> None:
    """Every finished game, newest first: ``id date difficulty result time``, each printed as it is read."""
    listed = 0

    def line(entry: HistoryEntry) -> None:
        nonlocal listed
        print(history_line(entry), file=out)
        listed += 1

    store.list_history(line)
    _refuse_if_unread(store)
    if not listed:
        print("No finished games yet.", file=sys.stderr)  # i18n: fixed (a script command's words)


def _refuse_if_unread(store: Store) -> None:
    """The finished games could not be read (their folder cannot be looked at, the database could not be opened, or
    another copy holds it): fail saying why, in one line, rather than print an empty table or list."""
    why = store.results_unread
    if why is not None:
        for notice in store.take_notices():
            if notice != why:
                print(f"notice: {notice}", file=sys.stderr)
        raise BatchFailure(why)


def export(store: Store, row_id: int, file_format: str, output: str) -> None:
    """Write the finished game ``row_id`` as ``file_format`` (json or evf) to ``output`` (``-``: stdout)."""
    game = store.stored_game(row_id)
    if game is None:
        notices = store.take_notices()  # the last says why: the database could not be opened, the game is damaged
        for notice in notices[:-1]:
            print(f"notice: {notice}", file=sys.stderr)
        raise BatchFailure(
            notices[-1]
            if notices
            else f"there is no game {row_id} to export: --history lists "  # i18n: fixed (a script command's words)
            "the games (a result imported from an older version has no board or moves to export)"
        )
    write_export(  # i18n: fixed (a script command's words)
        game, file_format, output, left_click_chords=store.load_settings().left_click_chord, what=f"game {row_id}"
    )


def print_review(store: Store, row_id: int, out: TextIO) -> None:
    """Every move of game ``row_id`` judged (``print_judged``); the review kept with the game, or worked out now and
    kept."""
    from minesweeper.session import reviewable

    game = _stored_game(store, row_id, "review")
    if not reviewable(game):
        raise BatchFailure(f"game {row_id} has no moves to review")  # i18n: fixed (a script command's words)
    judged = store.review_of(row_id)
    if judged is None:
        judged = judge(game)
        store.keep_review(game.game_id, judged)
    print_judged(game, out, judged)


def print_scorecard(store: Store, row_id: int, out: TextIO) -> None:
    """Every figure of game ``row_id`` (``print_figures``)."""
    game = _stored_game(store, row_id, "score")
    print_figures(  # i18n: fixed (a script command's words)
        game, out, left_click_chords=store.load_settings().left_click_chord, what=f"game {row_id}"
    )


def _stored_game(store: Store, row_id: int, verb: str) -> FinishedGame:
    """Finished game ``row_id``, or a ``BatchFailure`` saying why there is none to ``verb``."""
    game = store.stored_game(row_id)
    if game is None:
        notices = store.take_notices()  # the last says why: the database could not be opened, the game is damaged
        for notice in notices[:-1]:
            print(f"notice: {notice}", file=sys.stderr)
        _refuse_if_unread(store)
        raise BatchFailure(
            notices[-1]
            if notices
            else f"there is no game {row_id} to {verb}: --history lists the "  # i18n: fixed (a script command's words)
            "games (a result imported from an older version has no board or moves)"
        )
    return game


def print_replay(path: Path, out: TextIO, *, board_chars: int = REPLAY_BOARD_CHARS) -> None:
    """A JSON replay as a header line and the starting board, then each move as a line and its board. The
    boards stop once the next would take them past ``board_chars`` characters (a long game on a giant board
    would otherwise print a whole board per move, hundreds of gigabytes): the moves go on alone, and a note
    on standard error says after which move."""
    from minesweeper.core.formats.replay_file import MAX_REPLAY_BYTES, read_replay
    from minesweeper.store import Unreadable, about, read_capped  # the data folder's package, only for a replay

    try:
        game = read_replay(read_capped(path, MAX_REPLAY_BYTES))
    except (FileNotFoundError, NotADirectoryError):
        raise BatchFailure(  # i18n: fixed (a script command's words)
            f"cannot read {path}: there is no such file"
        ) from None
    except Unreadable as problem:
        raise BatchFailure(about(path, problem)) from None
    except MinesweeperError as error:
        raise BatchFailure(f"{path}: {error}") from None
    board = game.record.replay(0)
    longest = "state=playing mines_left=-1000000\n"  # i18n: fixed (a length: the longest state line)
    size = (board.width + 1) * board.height + len(longest)  # one board at most
    boards = max(1, board_chars // size)  # how many are printed
    print(replay_header(game), file=out)
    print(plain_board(board), file=out)
    for number, action in enumerate(game.record.actions, start=1):
        board.apply(action)
        print(move_line(number, action, board.elapsed_ms(action.t)), file=out)
        if number < boards:
            print(plain_board(board), file=out)
        elif number == boards:
            print(  # i18n: fixed (a script command's words)
                f"note: the boards stop after move {number - 1}: with them this replay would pass "
                f"{board_chars:,} characters; the moves go on alone",
                file=sys.stderr,
                flush=True,
            )
