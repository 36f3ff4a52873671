"""A known board's proof by the hint solver's local rules, run over the whole board at once on bit sets.

The no-guess generator asks of thousands of boards whose mines it knows whether the hints could finish them.
Here each set of cells (the mines, the open cells, the proven mines) is one Python int with a bit per cell of
the board's padded layout (``board.padding``: its ring of non-cells stops a shift by a neighbour's step from
wrapping a row into the next), and each rule is a few dozen shifts, ANDs and ORs over every cell together.

Knowing the mines turns each local rule into a test of sets, with nothing to count. Call *hidden* the cells
neither open nor proven; a number's *need* (its mines not yet proven) is then its hidden mines. So:

- the single-number rule: an open number's hidden neighbours are all safe when none of them is a mine (its need
  is 0), and all mines when none of them is safe (its need is how many they are);
- the two-number rule (``Knowledge.run_pairs``): for open numbers ``a`` and ``b`` with hidden cells in common,
  the hidden cells only ``a`` touches are proven safe exactly when none is a mine and every hidden cell only
  ``b`` touches is one (``a``'s need plus ``b``'s own cells is ``b``'s need), and proven mines exactly when all are
  mines and ``b``'s own cells hold none (``a``'s need is ``b``'s plus its own cells).

Each rule only adds what follows from what is known and keeps holding as more becomes known, so applying them
until nothing changes reaches one end whatever the order: the knowledge ``state.Knowledge`` reaches cell by cell.
The mines and the safe cells ride in two lanes of one int (``Frame.lane`` bits apart), so both halves of a rule
cost one pass.

``fifty_fifty`` finds, before any solving, mines and as many safe cells that can trade places unseen (a mine and
a safe cell up to two apart, far apart when both are walled in by mines, or a 2×2 block's two diagonals): every
cell that touches more of one side than of the other is a mine or off the board, and no trading safe cell is the
first click (open from the start). The trade changes no number a safe cell can ever show, nor the mine count, so
every view the solver can reach fits both boards alike and the trading safe cells are never proven, whatever
the solver: turning the board down there is exact, never a guess about it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from minesweeper.core.board import padding
from minesweeper.core.solver.state import EDGE, OPEN, PROVEN_MINE

_BITS = bytes.maketrans(b"\x00\x01", b"01")  # mine bytes as the digits of a binary numeral
_LANES = bytes.maketrans(b"01", b"\x00\x01")  # and back: one byte per bit
_SHOWN = bytes(v & 15 if v & 64 else 9 for v in range(256))  # an open cell's count, 9 on the others

# How a shape is read: a term (source, step) reads the cell ``step`` away in the set itself (source 0), in its
# column of three (1: the cell and those above and below) or in its row of three (2).
Terms = tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Partner:
    """A number's partner ``offset`` away for the two-number rule: how to read the cells only the number touches,
    those cells' steps, and where the opposite offset (whose reading gives the partner's own cells) sits."""

    offset: int
    terms: Terms
    cells: tuple[int, ...]
    opposite: int


@dataclass(frozen=True, slots=True)
class Swap:
    """Mines and safe cells that can trade places unseen: cells at the steps ``first`` from a cell all mines and
    those at ``second`` all safe (or the other way round), with every cell that would see the trade (read by
    ``witnesses``) a mine or off the board."""

    first: tuple[int, ...]
    second: tuple[int, ...]
    witnesses: Terms


@dataclass(frozen=True, slots=True)
class Frame:
    """Bit-set constants of one board size: bit ``i`` is the padded cell ``i`` (``board.padding``)."""

    width: int
    height: int
    stride: int
    length: int
    play: int  # every play cell
    ring: int  # every padding cell
    ones: int  # 1 in every padded cell's byte: the byte-per-cell integers of ``view``
    lane: int  # where the second lane of a two-lane set starts: far enough that no shift here crosses over
    twin: int  # multiplying a set by it copies the set into both lanes
    partners: tuple[tuple[Partner, ...], ...]  # the neighbouring numbers, then those two apart
    swaps: tuple[Swap, ...]  # a cell and one up to two away; a 2×2 block's diagonals
    around: Terms  # reading the eight neighbours

    def bits(self, cells: bytes) -> int:
        """Row-major bytes (1 = set) as a bit set of the padded layout."""
        width = self.width
        body = b"\x00\x00".join([cells[start : start + width] for start in range(0, len(cells), width)])
        margin = bytes(self.stride + 1)
        return int((margin + body + margin).translate(_BITS)[::-1], 2)

    def lanes(self, cells: int) -> bytes:
        """A bit set as one byte per padded cell (1 = set), in index order."""
        return format(cells, f"0{self.length}b").encode()[::-1].translate(_LANES)


@lru_cache(maxsize=16)
def frame(width: int, height: int) -> Frame:
    """The bit-set constants of a board size, made once per size."""
    layout = padding(width, height)
    stride, length = layout.stride, layout.length
    play = 0
    for row in layout.rows:
        play |= ((1 << (row.stop - row.start)) - 1) << row.start
    near = [(dx, dy) for dy in range(-2, 3) for dx in range(-2, 3) if (dx, dy) != (0, 0)]
    partners = []
    for distance in (1, 2):
        offsets = [d for d in near if max(abs(d[0]), abs(d[1])) == distance]
        partners.append(
            tuple(
                Partner(
                    dy * stride + dx,
                    _terms(_block(0, 0) - _block(dx, dy), stride),
                    tuple(y * stride + x for x, y in sorted(_block(0, 0) - _block(dx, dy))),
                    offsets.index((-dx, -dy)),
                )
                for dx, dy in offsets
            )
        )
    # Each unordered pair of cells up to two apart once (the offsets after 0 in reading order), and the diagonals.
    trades = [({(0, 0)}, {d}) for d in near if (d[1], d[0]) > (0, 0)] + [({(0, 0), (1, 1)}, {(1, 0), (0, 1)})]
    swaps = tuple(
        Swap(
            tuple(y * stride + x for x, y in sorted(first)),
            tuple(y * stride + x for x, y in sorted(second)),
            _terms(_seen_apart(first, second), stride),
        )
        for first, second in trades
    )
    lane = length + 4 * stride
    return Frame(
        width,
        height,
        stride,
        length,
        play,
        ((1 << length) - 1) & ~play,
        int.from_bytes(b"\x01" * length, "big"),
        lane,
        1 | 1 << lane,
        tuple(partners),
        swaps,
        _terms(_block(0, 0) - {(0, 0)}, stride),
    )


def _block(dx: int, dy: int) -> set[tuple[int, int]]:
    return {(dx + x, dy + y) for x in (-1, 0, 1) for y in (-1, 0, 1)}


def _seen_apart(first: set[tuple[int, int]], second: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """The cells outside both sets whose neighbours hold a different number of cells of each."""
    around = {(x + dx, y + dy) for x, y in first | second for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    return {(x, y) for x, y in around - first - second if len(_block(x, y) & first) != len(_block(x, y) & second)}


def _terms(cells: set[tuple[int, int]], stride: int) -> Terms:
    """The fewest reads that cover a shape: whole columns or whole rows of three where it has them, then cells."""
    best: list[tuple[int, int]] | None = None
    for source, (sx, sy) in ((1, (0, 1)), (2, (1, 0))):
        left, terms = set(cells), []
        for x, y in sorted(cells):
            line = {(x - sx, y - sy), (x, y), (x + sx, y + sy)}
            if line <= cells and line & left:
                terms.append((source, y * stride + x))
                left -= line
        terms += [(0, y * stride + x) for x, y in sorted(left)]
        if best is None or len(terms) < len(best):
            best = terms
    assert best is not None
    return tuple(best)


def _read(sources: tuple[int, int, int], terms: Terms) -> int:
    """The cells ``c`` whose shape (as ``terms``) meets the set whose ``sources`` (itself, its columns of three,
    its rows of three) are given; bits past the board may be set."""
    found = 0
    for source, step in terms:
        cells = sources[source]
        found |= cells >> step if step > 0 else cells << -step
    return found


def _sources(cells: int, stride: int) -> tuple[int, int, int]:
    return cells, cells | cells << stride | cells >> stride, cells | cells << 1 | cells >> 1


def view(shape: Frame, counts: bytes, opened: int, proven: int) -> tuple[bytes, bytes]:
    """The padded state and numbers (``state.Knowledge.of_padded``) of a board whose ``opened`` cells show their
    ``counts`` (``metrics.grid.survey``'s padded counts) and whose ``proven`` cells are proven mines."""
    open_lanes = int.from_bytes(shape.lanes(opened), "big")
    state = (
        EDGE * int.from_bytes(shape.lanes(shape.ring), "big")
        + OPEN * open_lanes
        + PROVEN_MINE * int.from_bytes(shape.lanes(proven), "big")
    )
    shown = (int.from_bytes(counts, "big") & 15 * shape.ones) + 64 * open_lanes  # counts, and 64 on open cells
    return state.to_bytes(shape.length, "big"), shown.to_bytes(shape.length, "big").translate(_SHOWN)


def fifty_fifty(shape: Frame, mines: int, first: int) -> bool:
    """Whether the board holds mines and safe cells (none of them the first click, whose bit is ``first``) that can
    trade places with no number ever telling, so that it can never be finished without a guess."""
    safe = shape.play & ~mines
    candidates = safe & ~first  # the first click is open from the start: told apart already
    sources = _sources(safe, shape.stride)
    for swap in shape.swaps:
        mines_first = safe_first = -1  # every bit set; the steps are never negative
        for step in swap.first:
            mines_first &= mines >> step
            safe_first &= candidates >> step
        for step in swap.second:
            mines_first &= candidates >> step
            safe_first &= mines >> step
        if (mines_first | safe_first) & ~_read(sources, swap.witnesses):
            return True
    enclosed = shape.play & ~_read(sources, shape.around)  # every neighbour a mine or off the board
    return bool(enclosed & candidates) and bool(enclosed & mines)


def settle(shape: Frame, mines: int, opened: int, proven: int, stop: Callable[[], bool]) -> tuple[int, int] | None:
    """The open cells and proven mines once neither local rule proves anything more on the known board or every
    safe cell is open (the mines left then no longer matter), or None if ``stop()`` turns true first (asked before
    every round: a giant board takes thousands of them)."""
    stride, lane, twin = shape.stride, shape.lane, shape.twin
    hidden_mines = mines & ~proven
    hidden_safe = shape.play & ~mines & ~opened
    while hidden_safe:
        if stop():
            return None
        hidden = hidden_mines | hidden_safe << lane
        row = hidden | hidden << 1 | hidden >> 1
        # Open numbers with no hidden mine around (first lane) and with no hidden safe cell around (second).
        done = opened * twin & ~(row | row << stride | row >> stride)
        row = done | done << 1 | done >> 1
        near = row | row << stride | row >> stride
        cleared, filled = near & hidden_safe, near >> lane & hidden_mines
        if not (cleared or filled):
            cleared, filled = _pairs(shape, opened, hidden, hidden_mines, hidden_safe)
            if not (cleared or filled):
                break
        opened |= cleared
        hidden_safe ^= cleared
        proven |= filled
        hidden_mines ^= filled
    return opened, proven


def _pairs(shape: Frame, opened: int, hidden: int, hidden_mines: int, hidden_safe: int) -> tuple[int, int]:
    """What the two-number rule proves (safe cells, mines) with ``hidden`` the hidden mines and, in the second
    lane, the hidden safe cells: between neighbouring numbers, or, if they prove nothing, numbers two apart (the
    end is the same in any order, and neighbours prove most)."""
    lane, twin = shape.lane, shape.twin
    sources = _sources(hidden, shape.stride)
    for partners in shape.partners:
        reads = [_read(sources, partner.terms) for partner in partners]  # per lane: hidden cells only ``a`` sees
        found = 0
        for partner, own in zip(partners, reads, strict=True):
            offset, theirs = partner.offset, reads[partner.opposite]  # read at ``b``: the cells only ``b`` sees
            if offset > 0:
                both, theirs = opened & opened >> offset, theirs >> offset
            else:
                both, theirs = opened & opened << -offset, theirs << -offset
            # First lane: a's own cells all mines, b's none; second: a's own all safe, b's all mines.
            fire = both * twin & own & ~theirs & ~(own >> lane | own << lane)
            if fire:
                for step in partner.cells:
                    found |= fire << step if step > 0 else fire >> -step
        if found:
            return found >> lane & hidden_safe, found & hidden_mines
    return 0, 0
