"""Every figure Arbiter and Metasweeper show for a finished game, computed once, as ms-toollib computes them from
the game's EVF replay (its analysis is the community's reference, and the oracle tests hold these equal to it).

Time is the game's, from the opening release to the end. 3BV, the part solved and 3BV/s; the clicks L, R and D the
window counted and their total (cl); the effective clicks (ce) as ms-toollib counts them: a left click that opens a
safe cell, a chord that opens cells (even onto a mine), and a right click that flags a mine never flagged before (a
flag taken off and put back, or one on a safe cell, is not one); IOE (3BV solved per click), correctness (ce per
click), throughput (3BV solved per ce); RQP (time² / 3BV solved) and QG (time^1.7 / 3BV solved), lower is better;
STNB (a level's constant × 3BV solved / time^1.7 × √(solved share), official levels only: none elsewhere, where
ms-toollib gives 0); greedy and human ZiNi; the path (the pointer's travel in 16-pixel cells, from the opening release
to the end, the pointer off the board not counted; none for a game with no recorded mouse, such as the terminal's,
whose EVF export makes a pointer up from its clicks that ms-toollib measures); the board's openings and islands; and
the estimated time (time / 3BV solved × 3BV). A ratio with nothing to divide by is 0, as ms-toollib gives it.

The one owner of every figure: the results card and the terminal's scorecard (``scorecard``), ``--scorecard``, History
and the results database's best figures (3BV/s and IOE as SQL functions) all take them from here. 3BV, the part solved
and the greedy ZiNi are worked out as a game ends (``measures.board_metrics``) and kept with its result; a practice
game's own part (``practice_start``) is told apart from the moves of the game it was played on from.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import pow
from typing import Final

from minesweeper.core.actions import Action, Kind
from minesweeper.core.board import Cell
from minesweeper.core.errors import EvfExportError, HandFormatError
from minesweeper.core.hand import CELL_PX
from minesweeper.core.layout import Layout
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
class Counts:
    """The counts a game's running figures are worked out from, at its end or at any moment of it (the live
    counters, ``metrics.live``), and the ratios of them both show: one definition of each."""

    ms: int
    bbbv: int
    bbbv_solved: int
    left: int
    right: int
    double: int
    ce: int

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
    def etime(self) -> float:
        return self.seconds / self.bbbv_solved * self.bbbv if self.bbbv_solved else 0.0


@dataclass(frozen=True, slots=True)
class Figures(Counts):
    """One finished game's figures: its counts, and what only a whole game or its board gives."""

    zini: int | None  # None on boards too big to work it out while a player waits
    hzini: int | None
    path: float | None  # None for a game with no recorded mouse (the terminal's), or one EVF cannot hold
    op: int
    isl: int
    stnb_constant: float

    @property
    def rqp(self) -> float:
        return rqp(self.ms, self.bbbv_solved)

    @property
    def qg(self) -> float:
        return pow(self.seconds, 1.7) / self.bbbv_solved if self.bbbv_solved else 0.0

    @property
    def stnb(self) -> float | None:
        """STNB, which only the official levels have: None elsewhere ("-" where it is written)."""
        return stnb(self.ms, self.bbbv, self.bbbv_solved, self.stnb_constant) if self.stnb_constant else None


def effective_click(action: Action, layout: Layout, after: Tile, ever_flagged: set[Cell]) -> bool:
    """Whether a move just made was an effective click, as ms-toollib counts them (see the module's docstring):
    ``after`` is the tile the move left at its cell (a flag placed leaves ``Tile.FLAG``, as only a covered cell
    takes one), ``ever_flagged`` the mines flagged so far in the game, to which a first flag on a mine is added. The
    one rule, a move at a time, for the finished game's count and the live counters' (``metrics.live``)."""
    where = (action.x, action.y)
    if action.kind is Kind.CHORD:
        return True  # the rules take only a chord that opens something: one that opens nothing is wasted
    if action.kind is Kind.REVEAL:
        return not layout.has_mine(*where)
    if after is Tile.FLAG and layout.has_mine(*where) and where not in ever_flagged:
        ever_flagged.add(where)
        return True
    return False


# The figures a table of games ranks by, from the numbers the results database keeps: ``Figures`` asks these too.


def rqp(ms: int, solved: int) -> float:
    """RQP: time² / 3BV solved, lower is better (0 without 3BV solved)."""
    return pow(ms / 1000, 2.0) / solved if solved else 0.0


def stnb(ms: int, bbbv: int, solved: int, constant: float) -> float:
    """STNB: the level's ``constant`` × 3BV solved / time^1.7 × √(solved share); 0 off the official levels."""
    seconds = ms / 1000
    if seconds < 0.00099 or not constant:
        return 0.0
    share = pow(solved / bbbv, 0.5) if bbbv else 0.0
    return constant * solved / pow(seconds, 1.7) * share


def stnb_constant(width: int, height: int, mines: int) -> float:
    """The STNB constant of a board of this size and mines (``STNB_CONSTANT``; 0 for any other board)."""
    return STNB_CONSTANT.get((width, height, mines), 0.0)


def effective_clicks(game: FinishedGame, *, from_move: int = 0) -> int:
    """The clicks that changed the board, as ms-toollib counts them (see the module's docstring), of the moves from
    the ``from_move``-th on (a practice game's own)."""
    record = game.record
    if record.layout is None:
        return 0
    layout = record.layout
    board = record.replay(0)
    ever_flagged: set[Cell] = set()
    count = 0
    for index, action in enumerate(record.actions):
        board.apply(action)
        # every move is looked at, a flag put down before a practice began being one ever flagged
        effective = effective_click(action, layout, board.tile(action.x, action.y), ever_flagged)
        count += effective and index >= from_move
    return count


class PathMeter:
    """The pointer's travel, added up a point at a time, in pixels of a 16-pixel cell: each step from the last place
    on the board (board pixels at zoom 1; the off-board corner is skipped), in the order ms-toollib adds them up."""

    def __init__(self, width: int, height: int) -> None:
        self.corner = (width * CELL_PX, height * CELL_PX)
        self.path = 0.0
        self._last: tuple[int, int] | None = None

    def add(self, x: int, y: int) -> None:
        if x >= self.corner[0] and y >= self.corner[1]:
            return
        last = self._last
        if last is not None:
            self.path += pow(pow(y - last[1], 2.0) + pow(x - last[0], 2.0), 0.5) * float(PATH_CELL_PX) / CELL_PX
        self._last = (x, y)


def mouse_path(track: list[tuple[int, int]], width: int, height: int) -> float:
    """The pointer's travel along ``track`` (board pixels at zoom 1, the off-board corner when off the board), in
    pixels of a 16-pixel cell (``PathMeter``)."""
    meter = PathMeter(width, height)
    for x, y in track:
        meter.add(x, y)
    return meter.path


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
    path: float | None = None  # the path is the mouse's travel: a game with no recorded mouse (the terminal's) has none
    if game.play.hand:
        try:
            path = mouse_path(evf_track(game, left_click_chords=left_click_chords), width, height)
        except (EvfExportError, HandFormatError):  # a game EVF cannot hold, or a recorded hand that is damaged
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
        stnb_constant=stnb_constant(width, height, layout.mine_count),
    )
