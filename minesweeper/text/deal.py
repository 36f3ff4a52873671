"""The commands for scripts that deal boards and need no data folder: ``--daily-board``, ``--generate`` and
``--autoplay``. What each prints is a public contract (docs/terminal.md)."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from minesweeper.cli import BoardChoice, Deadline
from minesweeper.core.errors import DailyError, MinesweeperError
from minesweeper.core.generate import FirstClick
from minesweeper.core.presets import Difficulty
from minesweeper.core.view import Tile
from minesweeper.text.outputs import BatchFailure


def print_daily_board(parser: argparse.ArgumentParser, day: str, preset: Difficulty | None, out: TextIO) -> None:
    """``--daily-board DATE --preset LEVEL``: the line ``daily date=… level=… candidate=K fingerprint=…
    start=COL,ROW`` (the start cell counted from 1, as the text mode's input counts), then the layout as
    ``--board`` text. A date that is not a real ``YYYY-MM-DD`` or a level that is not a daily's is one line on
    standard error, the scheme's own message, and exit code 2."""
    from minesweeper.core.daily.scheme import daily, level_of, parse_date

    try:
        parse_date(day)
        if preset is None:
            raise DailyError(  # i18n: fixed (a script command's words)
                "--daily-board needs --preset beginner, intermediate or expert"
            )
        level_of(str(preset))
    except DailyError as error:
        parser.exit(2, f"{parser.prog}: error: {error}\n")
    found = daily(day, str(preset))
    column, row = found.start
    print(  # i18n: fixed (a script command's words)
        f"daily date={found.date} level={found.level} candidate={found.candidate} "
        f"fingerprint={found.fingerprint} start={column + 1},{row + 1}",
        file=out,
    )
    print(found.layout, file=out, flush=True)


def generate(choice: BoardChoice, first: tuple[int, int], count: int, deadline: Deadline, out: TextIO) -> None:
    """``count`` layouts drawn from the choice's seeded generator for a first click at ``first`` (0-based),
    the classic game's draw (or the no-guess one), one empty line between them."""
    source = choice.mines(choice.rng(), deadline)
    for number in range(count):
        deadline.restart()
        try:
            layout = source.layout_for(choice.difficulty, *first)
        except MinesweeperError as error:
            raise BatchFailure(f"layout {number + 1}: {error}") from None  # i18n: fixed (a script command's words)
        print(("\n" if number else "") + str(layout), file=out, flush=True)


def autoplay(
    choice: BoardChoice,
    games: int,
    deadline: Deadline,
    out: TextIO,
    err: TextIO | None = None,
    *,
    first: tuple[int, int] | None = None,
    rule: FirstClick | None = None,
) -> None:
    """Play ``games`` games with the solver and print the win rate with its 95% interval:
    ``difficulty=… no_guess=yes|no games=N won=W rate=R% low=L% high=H%``. The first click is at ``first``
    (counted from 0; None: the centre) under ``rule`` (None: the game's, the opening rule); when either was
    asked for, the line ends with `` first=COL,ROW rule=opening|safe`` (counted from 1), so it says what the rate
    is a rate of, while the default line stays exactly as it always was. Progress goes to ``err``
    (standard error): on a terminal a line rewritten after each game; elsewhere (a log, a pipe) a line every
    ``PROGRESS_SECONDS`` by the deadline's clock, within a game too, since one on a giant board takes minutes."""
    from minesweeper.core.solver.autoplay import play_game, wilson
    from minesweeper.text.solver import PROGRESS_SECONDS

    err = err or sys.stderr
    difficulty, rng = choice.difficulty, choice.rng()
    terminal = err.isatty()
    safe = difficulty.width * difficulty.height - difficulty.mines
    due = deadline.clock() + PROGRESS_SECONDS

    def watch(tiles: bytes) -> None:
        nonlocal due
        if deadline.clock() >= due:
            due = deadline.clock() + PROGRESS_SECONDS
            opened = sum(tiles.count(tile) for tile in range(Tile.OPEN_8 + 1))
            print(  # i18n: fixed (a script command's words)
                f"progress: game {number + 1} of {games}, {opened:,} of {safe:,} safe cells open", file=err, flush=True
            )

    cell = first if first is not None else (difficulty.width // 2, difficulty.height // 2)
    keep = rule or FirstClick.OPENING
    won = 0
    for number in range(games):
        deadline.restart()
        try:  # the classic board's mines come from the rule; a no-guess board's from its search (opening rule)
            won += play_game(
                difficulty.width,
                difficulty.height,
                difficulty.mines,
                rng,
                source=choice.mines(rng, deadline) if choice.no_guess else None,
                first=cell,
                rule=keep,
                watch=None if terminal else watch,
            ).won
        except MinesweeperError as error:
            raise BatchFailure(f"game {number + 1}: {error}") from None  # i18n: fixed (a script command's words)
        if terminal:
            print(  # i18n: fixed (a script command's words)
                f"\rplayed {number + 1} of {games}", end="", file=err, flush=True
            )
    if terminal:
        print(file=err)
    low, high = wilson(won, games)
    print(  # i18n: fixed (a script command's words)
        f"difficulty={difficulty} no_guess={'yes' if choice.no_guess else 'no'} games={games} won={won} "
        f"rate={_percent(won / games)} low={_percent(low)} high={_percent(high)}"
        + ("" if first is None and rule is None else f" first={cell[0] + 1},{cell[1] + 1} rule={keep.value}"),
        file=out,
        flush=True,
    )


def _percent(fraction: float) -> str:
    return f"{fraction * 100:.1f}%"


# ------------------------------------------------------------------ the finished games: --history, --export, --replay
