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

from typing import TYPE_CHECKING

from minesweeper.core.ending import headline
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.game import Game, GameState
from minesweeper.core.play import NOT_RECORDED
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.core.solver.reasons import rename_cells
from minesweeper.core.view import Tile

if TYPE_CHECKING:
    from minesweeper.store import Store
from minesweeper.text.board import (
    CHANCE_LEGEND,
    cell_in_words,
    plain_chances,
    pretty_chances,
    scorecard_text,
    tile_name,
)

REVIEW_AT_END_CELLS = 10_000  # boards up to this many cells are reviewed when a game ends; bigger ones at --review


class NoGameInPlay(MinesweeperError):
    """The probability view was asked for before the first reveal or after the end."""


def hint_lines(game: Game) -> tuple[list[str], bool]:
    """The hint as lines to print, and whether it told something of this board (then the game is assisted):
    a named cell, unless it is the best first click, which is true of every board dealt like this one."""
    from minesweeper.core.solver.assist import hint

    advice = hint(game)
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
    return lines, not advice.general


def chances_view(game: Game, *, plain: bool, columns: int) -> str:
    """The probability view of a game in play: the plain block for scripts, or labelled for people."""
    from minesweeper.core.solver.assist import analysis_of

    if game.state is not GameState.PLAYING:
        raise NoGameInPlay(
            "the probability view needs a game in play: "
            + ("open a cell first" if game.state is GameState.READY else "this one is over")
        )
    analysis = analysis_of(game)
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
        from minesweeper.core.solver.assist import verdict

        lines.append(rename_cells(verdict(GameRecord.of(game)).text, cell_in_words))
    if result is not None:
        from minesweeper.core.metrics.scorecard import scorecard

        lines.append(scorecard_text(scorecard(result)))
    return lines


def keep_review(store: Store, result: FinishedGame) -> bool:
    """Review a game that has just ended and keep the review with it (the terminal has no frame to keep: it is done
    here, at once, on boards of up to ``REVIEW_AT_END_CELLS`` cells; a bigger one is reviewed by ``--review``)."""
    difficulty = result.record.difficulty
    if (
        not result.record.actions
        or result.record.layout is None
        or (difficulty.width * difficulty.height > REVIEW_AT_END_CELLS)
    ):
        return False
    from minesweeper.core.solver.review import review

    return store.keep_review(result.game_id, review(result.record, wasted=result.play.wasted))
