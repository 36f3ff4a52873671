"""The figures a finished game is judged by, as the competitive community defines them: worked out from the
board when a game ends (``board_metrics``, kept with the result) and laid out for the end screen.

3BV (the fewest left clicks that clear the board) and how much of it was done, 3BV/s, the clicks (L, R, D),
how many changed the board, IOE (3BV solved per click), correctness (effective clicks per click),
throughput (3BV solved per effective click), RQP (time² / 3BV solved, lower is better) and the greedy ZiNi
(the clicks a flagging player needs). Each comes as a label and a value already formatted, so the window
and the text mode print the same card; a figure not worked out (ZiNi on a giant board) is "-". 3BV/s and IOE are
defined here once (``bbbv_rate``, ``ioe``): History asks them too, and the results database has them as SQL
functions for its best figures, so no second formula exists.
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.clock_text import format_ms
from minesweeper.core.game import Game
from minesweeper.core.record import FinishedGame

_OPENED = bytes(1 if value <= 8 else 0 for value in range(256))  # a visible tile 0-8 is an open safe cell


# Greedy ZiNi takes 1.6 ms on Expert, 30 ms at 100×100 and seconds at 1000×1000, and the winning click waits for
# it: boards past this many cells go without.
ZINI_MOST_CELLS = 4096


def board_metrics(game: Game) -> tuple[int | None, int | None, int | None]:
    """The 3BV of the game's board, how much of it the player did, and its greedy ZiNi (left out on giant
    boards, where it would hold up the end of the game for seconds); all None before mines were laid."""
    layout = game.layout
    if layout is None:
        return None, None, None
    from minesweeper.core.metrics.measures import bbbv, bbbv_solved, greedy_zini  # only when a game ends

    width, height, mines = layout.width, layout.height, layout.cells
    zini = greedy_zini(width, height, mines) if width * height <= ZINI_MOST_CELLS else None
    return bbbv(width, height, mines), bbbv_solved(width, height, mines, game.visible().translate(_OPENED)), zini


@dataclass(frozen=True, slots=True)
class Figure:
    label: str
    value: str


def bbbv_rate(solved: int | None, ms: int | None) -> float | None:
    """3BV/s: the 3BV solved per second of the game's time, the one definition the card, History and the results
    database's best 3BV/s use; None where it has no meaning (the 3BV not worked out, a game of no time)."""
    return None if solved is None or not ms else solved * 1000 / ms


def ioe(solved: int | None, clicks: int | None) -> float | None:
    """IOE: the 3BV solved per click (every click, wasted ones too); None without 3BV or clicks."""
    return None if solved is None or not clicks else solved / clicks


def _figure(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _ratio(top: float, bottom: float) -> str:
    return _figure(top / bottom if bottom else None)


def practice_start(game: FinishedGame) -> tuple[int, int]:
    """Where a practice game took over from the game it was played on from: the time already on the clock and the
    3BV already solved after its first ``play.practice_from`` moves (0 and 0 for any other game)."""
    moves = game.play.practice_from if game.play.practice else 0
    layout = game.record.layout
    if not moves or layout is None or moves > len(game.record.actions):
        return 0, 0
    from minesweeper.core.metrics.measures import bbbv_solved

    before = game.record.replay(moves)
    solved = bbbv_solved(layout.width, layout.height, layout.cells, before.visible().translate(_OPENED))
    return before.elapsed_ms(game.record.actions[moves - 1].t), solved


def scorecard(game: FinishedGame) -> list[Figure]:
    """The finished game's figures in the order players read them; "-" where a figure has no meaning. A practice
    game's are of its own part alone (its time, the 3BV it solved of what was left, its clicks), after a first
    figure that says from which move it started: the moves before it were the other game's."""
    layout = game.record.layout
    if layout is None or game.bbbv is None or game.bbbv_solved is None:
        return [Figure("3BV", "-")]
    before_ms, before_solved = practice_start(game)
    ms = game.ms - before_ms
    seconds = ms / 1000
    solved, total = game.bbbv_solved - before_solved, game.bbbv - before_solved
    clicks = game.play.clicks
    moves = game.play.practice_from if game.play.practice else 0
    started = [Figure("Practice", f"from move {moves + 1}")] if moves else []
    figures = [
        *started,
        Figure("3BV", f"{solved}/{total}" if solved != total else str(total)),
        Figure("3BV/s", _figure(bbbv_rate(solved, ms))),
        Figure("Clicks", f"{clicks.total} ({clicks.left} L, {clicks.right} R, {clicks.double} D)"),
        Figure("Effective", str(clicks.effective)),
        Figure("IOE", _figure(ioe(solved, clicks.total))),
        Figure("Correctness", _ratio(clicks.effective, clicks.total)),
        Figure("Throughput", _ratio(solved, clicks.effective)),
        Figure("RQP", _ratio(seconds * seconds, solved)),
    ]
    figures.append(Figure("ZiNi", "-" if game.zini is None else str(game.zini)))
    if not game.won and solved:
        # The time the whole board would have taken at this pace, to the millisecond rounded up, as every time is.
        figures.append(Figure("Est. time", f"{format_ms(-(-ms * total // solved))} s"))
    return figures
