"""Every figure Arbiter and Metasweeper show for a finished game, computed once, as ms-toollib computes them from
the game's EVF replay (its analysis is the community's reference, and the oracle tests hold these equal to it).

Time is the game's, from the opening release to the end. 3BV, the part solved and 3BV/s; the clicks L, R and D the
window counted and their total (cl); the effective clicks (ce) as ms-toollib counts them: a left click that opens a
safe cell, a chord that opens cells (even onto a mine), and a right click that flags a mine never flagged before (a
flag taken off and put back, or one on a safe cell, is not one); IOE (3BV solved per click), correctness (ce per
click), throughput (3BV solved per ce); RQP (time² / 3BV solved) and QG (time^1.7 / 3BV solved), lower is better;
STNB (a level's constant × 3BV solved / time^1.7 × √(solved share), official levels only); greedy and human ZiNi; the
path (the pointer's travel in 16-pixel cells, from the opening release to the end, the pointer off the board not
counted); the board's openings and islands; and the estimated time (time / 3BV solved × 3BV). A ratio with nothing
to divide by is 0, as ms-toollib gives it.

The one owner of every figure: the results card and the terminal's scorecard (``scorecard``), ``--scorecard``, History
and the results database's best figures (3BV/s and IOE as SQL functions) all take them from here. 3BV, the part solved
and the greedy ZiNi are worked out as a game ends (``measures.board_metrics``) and kept with its result; a practice
game's own part (``practice_start``) is told apart from the moves of the game it was played on from.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import pow
from typing import Final

from minesweeper.core.actions import Kind
from minesweeper.core.errors import EvfExportError
from minesweeper.core.hand import CELL_PX
from minesweeper.core.record import FinishedGame
from minesweeper.core.view import Tile

# ms-toollib's STNB constants by (width, height, mines) (those of its 1.5 releases); every other board's STNB is 0.
STNB_CONSTANT: Final = {(8, 8, 10): 36.0, (16, 16, 40): 162.0, (30, 16, 99): 435.0}
PATH_CELL_PX: Final = 16  # the path is counted in pixels of a 16-pixel cell, whatever size the cells were


def bbbv_rate(solved: int | None, ms: int | None) -> float | None:
    """3BV/s: the 3BV solved per second of the game's time, the one definition ``Figures``, History and the results
    database's best 3BV/s use; None where it has no meaning (the 3BV not worked out, a game of no time)."""
    return None if solved is None or not ms else solved / (ms / 1000)


def ioe(solved: int | None, clicks: int | None) -> float | None:
    """IOE: the 3BV solved per click (every click, wasted ones too); None without 3BV or clicks."""
    return None if solved is None or not clicks else solved / clicks


@dataclass(frozen=True, slots=True)
class Figures:
    """One finished game's figures; the ratios are worked out from these counts."""

    ms: int
    bbbv: int
    bbbv_solved: int
    left: int
    right: int
    double: int
    ce: int
    zini: int | None  # None on boards too big to work it out while a player waits
    hzini: int | None
    path: float | None  # None for a game with no replay (given up, or a board EVF cannot hold)
    op: int
    isl: int
    stnb_constant: float

    @property
    def seconds(self) -> float:
        return self.ms / 1000

    @property
    def cl(self) -> int:
        return self.left + self.right + self.double

    @property
    def bbbv_s(self) -> float:
        return bbbv_rate(self.bbbv_solved, self.ms) or 0.0

    @property
    def ioe(self) -> float:
        return ioe(self.bbbv_solved, self.cl) or 0.0

    @property
    def corr(self) -> float:
        return self.ce / self.cl if self.cl else 0.0

    @property
    def thrp(self) -> float:
        return self.bbbv_solved / self.ce if self.ce else 0.0

    @property
    def rqp(self) -> float:
        return pow(self.seconds, 2.0) / self.bbbv_solved if self.bbbv_solved else 0.0

    @property
    def qg(self) -> float:
        return pow(self.seconds, 1.7) / self.bbbv_solved if self.bbbv_solved else 0.0

    @property
    def stnb(self) -> float:
        if self.seconds < 0.00099 or not self.stnb_constant:
            return 0.0
        share = pow(self.bbbv_solved / self.bbbv, 0.5) if self.bbbv else 0.0
        return self.stnb_constant * self.bbbv_solved / pow(self.seconds, 1.7) * share

    @property
    def etime(self) -> float:
        return self.seconds / self.bbbv_solved * self.bbbv if self.bbbv_solved else 0.0


def effective_clicks(game: FinishedGame, *, from_move: int = 0) -> int:
    """The clicks that changed the board, as ms-toollib counts them (see the module's docstring), of the moves from
    the ``from_move``-th on (a practice game's own)."""
    record = game.record
    if record.layout is None:
        return 0
    layout = record.layout
    board = record.replay(0)
    ever_flagged: set[tuple[int, int]] = set()
    count = 0
    for index, action in enumerate(record.actions):
        where = (action.x, action.y)
        before = board.tile(*where)
        board.apply(action)
        first_flag = before is Tile.COVERED and layout.has_mine(*where) and where not in ever_flagged
        if action.kind is Kind.FLAG and first_flag:
            ever_flagged.add(where)  # counted once: taken off and put back, or put down before a practice began
        if index < from_move:
            continue
        if action.kind is Kind.CHORD:
            count += 1  # the rules take only a chord that opens something: one that opens nothing is wasted
        elif action.kind is Kind.REVEAL:
            count += not layout.has_mine(*where)
        else:
            count += first_flag
    return count


def mouse_path(track: list[tuple[int, int]], width: int, height: int) -> float:
    """The pointer's travel along ``track`` (board pixels at zoom 1, the off-board corner when off the board), in
    pixels of a 16-pixel cell: each step from the last place on the board, in the order ms-toollib adds them up."""
    corner = (width * CELL_PX, height * CELL_PX)
    path = 0.0
    last: tuple[int, int] | None = None
    for x, y in track:
        if x >= corner[0] and y >= corner[1]:
            continue
        if last is not None:
            path += pow(pow(y - last[1], 2.0) + pow(x - last[0], 2.0), 0.5) * float(PATH_CELL_PX) / CELL_PX
        last = (x, y)
    return path


def practice_start(game: FinishedGame) -> tuple[int, int, int]:
    """Where a practice game took over from the game it was played on from: its first ``play.practice_from`` moves,
    the time they left on the clock and the 3BV they solved (0, 0 and 0 for any other game)."""
    moves = game.play.practice_from if game.play.practice else 0
    if not moves or game.record.layout is None or moves > len(game.record.actions):
        return 0, 0, 0
    from minesweeper.core.metrics.measures import solved_in

    before = game.record.replay(moves)
    return moves, before.elapsed_ms(game.record.actions[moves - 1].t), solved_in(before)


def figures(game: FinishedGame, *, left_click_chords: bool = True, own_part: bool = False) -> Figures | None:
    """Every figure of a finished game; None for a game with no board (an old imported result). The path is read off
    the game's EVF replay (``left_click_chords``: the player's chord setting, for a game that did not keep its own).
    ``own_part``: a practice game's figures of its own part alone (its time, the 3BV it solved of what was left, its
    effective clicks; its clicks and hand are its own already), as its card shows them; ``--scorecard`` gives the
    whole game's."""
    layout = game.record.layout
    if layout is None:
        return None
    from minesweeper.core.formats.export import evf_track
    from minesweeper.core.metrics.measures import ZINI_MOST_CELLS, board_metrics, greedy_zini, islands, openings
    from minesweeper.core.metrics.zini import human_zini

    width, height, mines = layout.width, layout.height, layout.cells
    total, solved, zini = game.bbbv, game.bbbv_solved, game.zini
    if total is None or solved is None:  # a result kept without them: worked out from its moves
        total, solved, zini = board_metrics(game.record.replay())
        assert total is not None and solved is not None  # the record has a layout
    small = width * height <= ZINI_MOST_CELLS
    if zini is None and small:
        zini = greedy_zini(width, height, mines)
    moves, before_ms, before_solved = practice_start(game) if own_part else (0, 0, 0)
    try:
        path: float | None = mouse_path(evf_track(game, left_click_chords=left_click_chords), width, height)
    except EvfExportError:
        path = None
    clicks = game.play.clicks
    return Figures(
        ms=game.ms - before_ms,
        bbbv=total - before_solved,
        bbbv_solved=solved - before_solved,
        left=clicks.left,
        right=clicks.right,
        double=clicks.double,
        ce=effective_clicks(game, from_move=moves),
        zini=zini,
        hzini=human_zini(width, height, mines) if small else None,
        path=path,
        op=openings(width, height, mines),
        isl=islands(width, height, mines),
        stnb_constant=STNB_CONSTANT.get((width, height, layout.mine_count), 0.0),
    )
