"""What the solver knows about a board, and the cheap local rules that grow that knowledge.

Every open number is a constraint: its covered, undecided neighbours hold exactly its number minus the
mines already proven around it. Two rules settle most cells without any search: a single number whose need
is 0 (its other neighbours are safe) or equal to its covered neighbours (they are all mines), and a pair of
overlapping numbers whose needs squeeze the cells one of them does not share. The state is incremental —
proving a cell only revisits the numbers around it — because what-ifs (a reveal or a mine supposed) re-derive
after a change or two. The no-guess check runs these same two rules over a whole known board at once on bit
sets (``bitboard``), reaching the same standstill, and hands it back here (``of_padded``) for the exact step,
so a board called no-guess is proven by exactly the logic that gives hints. Cells are indices into a padded board
(a ring of non-cells around the play area, as in ``board``) so neighbour code never checks an edge, and a
number's undecided neighbours are a byte of flags (one bit per direction) rather than a set. Only the
numbers next to covered cells are ever visited — found on the initial view with whole-board integer
arithmetic — so the cost follows the frontier, not the board area.
"""

from __future__ import annotations

import copy
import re
from enum import Enum

from minesweeper.core.board import padding

# Cell states of the padded board.
UNKNOWN = 0  # covered, not proven either way
SAFE = 1  # covered, proven safe
PROVEN_MINE = 2  # covered, proven a mine (not the board's mine bit, core.board.MINE)
OPEN = 3  # an open number (or zero)
EDGE = 4  # the padding ring
_STATE_OF_TILE = bytes(OPEN if v <= 8 else UNKNOWN for v in range(256))
_UNKNOWN_MARK = bytes(1 if v == UNKNOWN else 0 for v in range(256))
_OPEN_MARK = bytes(1 if v == OPEN else 0 for v in range(256))
_PROVEN_MARK = bytes(1 if v == PROVEN_MINE else 0 for v in range(256))
# For a byte of direction flags: how many are set, and which directions they are.
POPCOUNT = bytes(bin(m).count("1") for m in range(256))
DIRECTIONS = tuple(tuple(k for k in range(8) if m >> k & 1) for m in range(256))


class Rule(Enum):
    """How a cell was proven: the tests check which one fired; the proofs' sentences (``reasons``) say it in words."""

    SINGLE = "single number"  # i18n: fixed (the values name the rules in the code, never shown)
    SUBSET = "two overlapping numbers"  # i18n: fixed (never shown)
    CASES = "case split over a group"  # i18n: fixed (never shown)
    COUNT = "total mine count"  # i18n: fixed (never shown)


# A compact reason: (rule, proving open cells as padded indices, the rule's key figure). Turned into a
# sentence only when asked for, since the generator proves thousands of cells per board and reads none.
Proof = tuple[Rule, tuple[int, ...], int]


class Contradiction(Exception):
    """The numbers cannot all be satisfied; ``cell`` is the padded index of a number that fails."""

    def __init__(self, cell: int) -> None:
        super().__init__(cell)
        self.cell = cell


class Knowledge:
    """Constraints of the open numbers plus every cell proven so far, kept consistent incrementally.

    ``need[n]`` is what number ``n`` still misses and ``flags[n]`` marks its undecided neighbours (bit k
    for the neighbour at ``around[k]``); a number leaves both once it has no undecided neighbour.
    """

    def __init__(self, width: int, height: int, tiles: bytes | None = None) -> None:
        self.width, self.height = width, height
        self.padding = frame = padding(width, height)  # the board's own padded layout
        self.stride, length = frame.stride, frame.length
        self.around = frame.around  # opposite directions sit at k and 7 - k, which ``prove`` relies on
        self.state = bytearray([EDGE]) * length
        self.value = bytearray([9]) * length  # the number shown on open cells, 9 elsewhere
        if tiles is not None:
            states = tiles.translate(_STATE_OF_TILE)
            for y, row in enumerate(frame.rows):
                shown = slice(y * width, y * width + width)
                self.state[row] = states[shown]
                self.value[row] = tiles[shown]
        else:
            blank = bytes(width)
            for row in frame.rows:
                self.state[row] = blank
        self.need: dict[int, int] = {}
        self.flags: dict[int, int] = {}
        self.proofs: dict[int, Proof] = {}  # proven cell -> why
        self.rank: dict[int, int] = {}  # proven cell -> its place in the order the cells were proven
        self.fresh_safe: list[int] = []  # proven safe since the caller last emptied it
        self.mines_found = 0
        self._queue: list[int] = []
        self._queued: set[int] = set()
        self._dirty: set[int] = set()  # numbers changed since the pair rule last looked at them
        if tiles is not None:
            self._track_view()

    @classmethod
    def of_padded(cls, width: int, height: int, state: bytes, value: bytes) -> Knowledge:
        """The knowledge of a padded ``state`` (``UNKNOWN``, ``OPEN`` or ``PROVEN_MINE`` on every play cell, ``EDGE``
        on the ring) whose open cells show ``value``: how the no-guess check, which runs the local rules on bit
        sets (``bitboard``), hands a stalled board to the exact step. It keeps no proofs."""
        knowledge = cls(width, height)
        knowledge.state[:] = state
        knowledge.value[:] = value
        knowledge.mines_found = state.count(PROVEN_MINE)
        knowledge._track_view()
        return knowledge

    def copy(self) -> Knowledge:
        """An independent copy, for what-ifs: assuming cells in it and settling again revisits only the numbers
        around them, where building the knowledge from the view would redo the whole board."""
        twin = copy.copy(self)  # every attribute, then a fresh copy of each one that changes
        twin.state, twin.value = bytearray(self.state), bytearray(self.value)
        twin.need, twin.flags, twin.proofs, twin.rank = (
            dict(self.need),
            dict(self.flags),
            dict(self.proofs),
            dict(self.rank),
        )
        twin.fresh_safe = list(self.fresh_safe)
        twin._queue, twin._queued, twin._dirty = list(self._queue), set(self._queued), set(self._dirty)
        return twin

    # ------------------------------------------------------------------ cells and constraints

    def index(self, x: int, y: int) -> int:
        return self.padding.index(x, y)

    def coords(self, index: int) -> tuple[int, int]:
        return self.padding.coords(index)

    def cells(self, number: int) -> list[int]:
        """The undecided neighbours of an active number."""
        around = self.around
        return [number + around[k] for k in DIRECTIONS[self.flags[number]]]

    def active(self) -> dict[int, set[int]]:
        """Every active number with its undecided neighbours."""
        return {n: set(self.cells(n)) for n in self.need}

    def _track_view(self) -> None:
        """Track every open cell of the initial view that has a covered neighbour.

        Each cell gets a byte whose bit k says "the neighbour at around[k] is covered": the weighted sum of
        eight shifted copies of the covered mask read as one big integer (no byte ever carries, as the
        weights are distinct bits). Only the open cells with a nonzero byte are then visited in Python.
        """
        state, length = self.state, len(self.state)
        covered = int.from_bytes(state.translate(_UNKNOWN_MARK), "big")
        mask = (1 << (8 * length)) - 1
        flags = 0
        for k, d in enumerate(self.around):
            flags += ((covered << (8 * d)) & mask if d > 0 else covered >> (-8 * d)) << k
        # Keep the flags of open cells only: AND with 0xFF on open cells (a 0/1 mask times 255, carry-free).
        flags &= 255 * int.from_bytes(state.translate(_OPEN_MARK), "big")
        flags_of = flags.to_bytes(length, "big")
        cells = [m.start() for m in _NONZERO.finditer(flags_of)]
        value = self.value
        needs = list(map(value.__getitem__, cells))
        if self.mines_found:  # less the proven mines around: eight shifted copies of them summed (at most 8 a byte)
            proven = int.from_bytes(state.translate(_PROVEN_MARK), "big")
            around = 0
            for d in self.around:
                around += (proven << (8 * d)) & mask if d > 0 else proven >> (-8 * d)
            proven_around = around.to_bytes(length, "big")
            needs = [n - proven_around[cell] for n, cell in zip(needs, cells, strict=True)]
        for cell, need in zip(cells, needs, strict=True):
            if not 0 <= need <= POPCOUNT[flags_of[cell]]:
                raise Contradiction(cell)
        self.need = dict(zip(cells, needs, strict=True))
        self.flags = dict(zip(cells, map(flags_of.__getitem__, cells), strict=True))
        self._queue = cells[::-1]  # popped from the end: the top-left first
        self._queued = set(cells)
        self._dirty = set(cells)

    def add_number(self, cell: int, number: int) -> None:
        """Record an open cell showing ``number`` and start tracking it if it has covered neighbours."""
        state = self.state
        state[cell] = OPEN
        self.value[cell] = number
        flags = 0
        need = number
        for k, d in enumerate(self.around):
            s = state[cell + d]
            if s == UNKNOWN:
                flags |= 1 << k
            elif s == PROVEN_MINE:
                need -= 1
        if need < 0 or need > POPCOUNT[flags]:
            raise Contradiction(cell)
        if flags:
            self.need[cell] = need
            self.flags[cell] = flags
            self._push(cell)

    def _push(self, cell: int) -> None:
        self._dirty.add(cell)
        if cell not in self._queued:
            self._queued.add(cell)
            self._queue.append(cell)

    def prove(self, cell: int, mine: bool, proof: Proof) -> None:
        """Settle an UNKNOWN cell and update the numbers around it."""
        self.proofs[cell] = proof
        self.rank[cell] = len(self.rank)
        if not mine:
            self.fresh_safe.append(cell)
        self.assume(cell, mine)

    def assume(self, cell: int, mine: bool) -> None:
        """Settle an UNKNOWN cell by hypothesis, with no proof: a what-if count ("how many arrangements have
        a mine here and none there?") then counts only the arrangements that agree."""
        self.state[cell] = PROVEN_MINE if mine else SAFE
        if mine:
            self.mines_found += 1
        need, flags, queued, queue, dirty = self.need, self.flags, self._queued, self._queue, self._dirty
        for d, clear in zip(self.around, _CLEAR, strict=True):
            o = cell + d
            if o in need:
                flags[o] &= clear  # o sees this cell in the opposite direction
                if mine:
                    need[o] -= 1
                dirty.add(o)
                if o not in queued:
                    queued.add(o)
                    queue.append(o)

    # ------------------------------------------------------------------ the local rules

    def run_singles(self) -> bool:
        """Apply the single-number rule until nothing changes; True if any cell was proven."""
        need, flags, queue, queued, around = self.need, self.flags, self._queue, self._queued, self.around
        progress = False
        while queue:
            cell = queue.pop()
            queued.discard(cell)
            if cell not in need:
                continue
            n, f = need[cell], flags[cell]
            count = POPCOUNT[f]
            if n < 0 or n > count:
                raise Contradiction(cell)
            if not count:
                del need[cell], flags[cell]
                self._dirty.discard(cell)
                continue
            if n == 0 or n == count:
                proof = (Rule.SINGLE, (cell,), 0)
                for k in DIRECTIONS[f]:
                    self.prove(cell + around[k], n > 0, proof)
                progress = True
        return progress

    def run_pairs(self) -> bool:
        """One sweep of the two-number rule over numbers changed since the last sweep; True on progress."""
        need, around = self.need, self.around
        dirty, self._dirty = sorted(self._dirty), set()
        for position, a in enumerate(dirty):
            if a not in need:
                continue
            cells_a = set(self.cells(a))
            partners = {u + d for u in cells_a for d in around} & need.keys()
            partners.discard(a)
            for b in sorted(partners):
                if a not in need or b not in need:
                    continue
                cells_a, cells_b = set(self.cells(a)), set(self.cells(b))
                shared = cells_a & cells_b
                if not shared:
                    continue
                if self._squeeze(a, b, cells_a - shared, cells_b - shared, len(shared)):
                    self._dirty.update(dirty[position:])
                    return True
        return False

    def _squeeze(self, a: int, b: int, only_a: set[int], only_b: set[int], shared: int) -> bool:
        """Bound the mines in the shared cells from both numbers; settle what the bounds force."""
        need_a, need_b = self.need[a], self.need[b]
        low = max(0, need_a - len(only_a), need_b - len(only_b))
        high = min(shared, need_a, need_b)
        for cells, n, source, other in ((only_a, need_a, a, b), (only_b, need_b, b, a)):
            if not cells:
                continue
            if n - low == 0:
                mine, figure = False, low
            elif n - high == len(cells):
                mine, figure = True, high
            else:
                continue
            proof = (Rule.SUBSET, (source, other), figure)
            for u in sorted(cells):
                self.prove(u, mine, proof)
            return True
        return False

    def settle(self) -> bool:
        """Run both local rules to a fixed point; True if anything was proven."""
        progress = self.run_singles()
        while True:
            if self.run_pairs():
                progress = True
                self.run_singles()
            elif self._queue:
                self.run_singles()
            else:
                return progress


_CLEAR = tuple(0xFF ^ (1 << (7 - k)) for k in range(8))
_NONZERO = re.compile(rb"[^\x00]")
