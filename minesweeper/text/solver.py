"""The solver's help in the text mode's words: the hint, the probability view, and the end of a game.

The core gives a hint, a verdict and a scorecard in words both front ends share; this module adds what a
player at a terminal needs around them: the command that acts on the hinted cell, the cells named the way they
are typed here (the solver names them like a spreadsheet, "C5", which the window shows but the terminal's board
does not: a sentence here says "(3,5)" instead), the probability view as a board
for people or for scripts, and the lines printed when a game ends. Asking for help that tells the player
something about the board (a hint on a game in play, the probability view) is reported to the caller,
which marks the game assisted.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from minesweeper.core.ending import headline
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.game import Game, GameState
from minesweeper.core.play import NOT_RECORDED
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.core.solver.reasons import rename_cells
from minesweeper.core.view import Tile

if TYPE_CHECKING:
    from minesweeper.core.solver.analysis import Analysis
    from minesweeper.core.solver.review import Review
    from minesweeper.store import Store

from minesweeper.text.board import (
    CHANCE_LEGEND,
    cell_in_words,
    plain_chances,
    pretty_chances,
    scorecard_text,
    tile_name,
)

PROGRESS_SECONDS = 5.0  # off a terminal: a progress line this often (a review, an --autoplay)
TERMINAL_DELAY_S = 0.5  # on a terminal: the progress line shows once a review has taken this long...
TERMINAL_EVERY_S = 0.1  # ...and is rewritten this often
STOPPED = (
    "The review was stopped and is left for later: --review with the game's number (see --history) works it out, "
    "and so does the window when it next starts"
)


class NoGameInPlay(MinesweeperError):
    """The probability view was asked for before the first reveal or after the end."""


def hint_lines(game: Game) -> tuple[list[str], bool]:
    """The hint as lines to print, and whether it told something of this board (then the game is assisted):
    a named cell, unless it is the best first click, which is true of every board dealt like this one."""
    from minesweeper.core.solver.advice import advise

    advice = advise(game)
    lines = [f"Hint: {rename_cells(advice.text, cell_in_words)}"]
    if advice.cell is None:
        return lines, False
    tile = tile_name(*advice.cell)
    if advice.mine:
        lines.append(f"Type f {tile} to flag it.")
    elif advice.mine is None:
        lines.append(f"Type {tile} to try it.")
    elif game.tile(*advice.cell) is Tile.FLAG:
        lines.append(f"Type f {tile} to take the flag off, then {tile} to open it.")
    else:
        lines.append(f"Type {tile} to open it.")
    return lines, advice.tells


def analysis_in_play(game: Game) -> Analysis:
    """What the solver knows of a game in play, for the probability view in any form; a game not begun or over has
    no chances to tell."""
    from minesweeper.core.solver.advice import analysis_of

    if game.state is not GameState.PLAYING:
        raise NoGameInPlay(
            "the probability view needs a game in play: "
            + ("open a cell first" if game.state is GameState.READY else "this one is over")
        )
    return analysis_of(game)


def chances_view(game: Game, *, plain: bool, columns: int) -> str:
    """The probability view of a game in play: the plain block for scripts, or labelled for people."""
    analysis = analysis_in_play(game)
    if plain:
        return plain_chances(game, analysis)
    lines = [pretty_chances(game, analysis, columns), f"Chances: {CHANCE_LEGEND}"]
    if not analysis.exact:
        lines.append("(estimated: the board is too open to count exactly)")
    return "\n".join(lines)


def end_lines(game: Game, elapsed_ms: int, rank: int | None, result: FinishedGame | None) -> list[str]:
    """What is said when a game ends: the headline both front ends share (how, the time, a best-time place), the
    verdict on a loss, the scorecard."""
    play = NOT_RECORDED if result is None else result.play
    lines = [headline(Outcome.of(game.state), elapsed_ms, rank=rank, assisted=play.assisted, practice=play.practice)]
    if game.state is GameState.LOST:
        from minesweeper.core.solver.verdict import verdict

        lines.append(rename_cells(verdict(GameRecord.of(game)).text, cell_in_words))
    if result is not None:
        from minesweeper.core.metrics.scorecard import scorecard

        lines.append(scorecard_text(scorecard(result)))
    return lines


def keep_review(store: Store, result: FinishedGame, err: TextIO) -> Review | None:
    """Review a game that has just ended, as the session reviews every finished game, and keep the review with it:
    the terminal has no frame to work it out behind, so it is done here, at once, its progress on ``err`` while a
    long one runs (the review's work allowance bounds it). Ctrl-C stops it and play goes on: the review is left for
    later (``--review``, or the window, which takes up unreviewed games when it starts). The review worked out (kept,
    or not when the database refused it), or None when there is none."""
    from minesweeper.session import review_game, reviewable

    if not reviewable(result):
        return None
    try:
        with ReviewProgress(err) as progress:
            judged = review_game(result, progress=progress)
    except KeyboardInterrupt:
        print(STOPPED, file=err, flush=True)
        return None
    store.keep_review(result.game_id, judged)
    return judged


class ReviewProgress:
    """A review's progress on standard error: on a terminal a line rewritten as moves are judged (from half a
    second in, so a short review prints nothing), elsewhere (a log, a pipe) a line every ``PROGRESS_SECONDS``."""

    def __init__(self, err: TextIO, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.err, self.clock = err, clock
        self.terminal = err.isatty()
        self.due = clock() + (TERMINAL_DELAY_S if self.terminal else PROGRESS_SECONDS)
        self.shown = False

    def __enter__(self) -> ReviewProgress:
        return self

    def __call__(self, done: int, total: int) -> None:
        now = self.clock()
        if now < self.due:
            return
        if self.terminal:
            self.due = now + TERMINAL_EVERY_S
            print(f"\rreviewing: move {done:,} of {total:,} (Ctrl-C: later)", end="", file=self.err, flush=True)
            self.shown = True
        else:
            self.due = now + PROGRESS_SECONDS
            print(f"progress: reviewing move {done:,} of {total:,}", file=self.err, flush=True)

    def __exit__(self, *_: object) -> None:
        if self.shown:
            print(file=self.err, flush=True)
