"""What the solver knows about a board, and the cheap local rules that grow that knowledge.

Every open number is a constraint: its covered, undecided neighbours hold exactly its number minus the
mines already proven around it. Two rules settle most cells without any search: a single number whose need
is 0 (its other neighbours are safe) or equal to its covered neighbours (they are all mines), and a pair of
overlapping numbers whose needs squeeze the cells one of them does not share. The state is incremental —
proving a cell only revisits the numbers around it — because the no-guess generator opens cells one at a
time and re-derives after each, and both it and the hint solver share this one engine so that a board
called no-guess is proven by exactly the logic that gives hints. Cells are indices into a padded board
(a ring of non-cells around the play area, as in ``board``) so neighbour code never checks an edge; only
the numbers next to covered cells are ever visited, so the cost follows the frontier, not the board area.
"""

from __future__ import annotations

from enum import Enum

# Cell states of the padded board.
UNKNOWN = 0  # covered, not proven either way
SAFE = 1  # covered, proven safe
MINE = 2  # covered, proven a mine
OPEN = 3  # an open number (or zero)
EDGE = 4  # the padding ring
_STATE_OF_TILE = bytes(OPEN if v <= 8 else UNKNOWN for v in range(256))


class Rule(Enum):
    """How a cell was proven: the front ends name the rule, the tests check which one fired."""

    SINGLE = "single number"
    SUBSET = "two overlapping numbers"
    CASES = "case split over a group"
    COUNT = "total mine count"


# A compact reason: (rule, proving open cells as padded indices, the rule's key figure). Turned into a
# sentence only when asked for, since the generator proves thousands of cells per board and reads none.
Proof = tuple[Rule, tuple[int, ...], int]


class Contradiction(Exception):
    """The numbers cannot all be satisfied; ``cell`` is the padded index of a number that fails."""

    def __init__(self, cell: int) -> None:
        super().__init__(cell)
        self.cell = cell


class Knowledge:
    """Constraints of the open numbers plus every cell proven so far, kept consistent incrementally."""

    def __init__(self, width: int, height: int, tiles: bytes | None = None) -> None:
        self.width, self.height = width, height
        self.stride = stride = width + 2
        length = stride * (height + 2)
        self.around = (-stride - 1, -stride, -stride + 1, -1, 1, stride - 1, stride, stride + 1)
        self.state = bytearray([EDGE]) * length
        self.value = bytearray([9]) * length  # the number shown on open cells, 9 elsewhere
        if tiles is not None:
            states = tiles.translate(_STATE_OF_TILE)
            for y in range(height):
                row, start = slice(y * width, y * width + width), (y + 1) * stride + 1
                self.state[start:start + width] = states[row]
                self.value[start:start + width] = tiles[row]
        else:
            blank = bytes(width)
            for y in range(height):
                self.state[(y + 1) * stride + 1:(y + 1) * stride + 1 + width] = blank
        self.need: dict[int, int] = {}  # active number -> mines still missing around it
        self.unknown: dict[int, set[int]] = {}  # active number -> its UNKNOWN neighbours
        self.proofs: dict[int, Proof] = {}  # proven cell -> why
        self.fresh_safe: list[int] = []  # proven safe since the caller last emptied it
        self.mines_found = 0
        self._queue: list[int] = []
        self._queued: set[int] = set()
        self._dirty: set[int] = set()  # numbers changed since the pair rule last looked at them

    # ------------------------------------------------------------------ cells and constraints

    def index(self, x: int, y: int) -> int:
        return (y + 1) * self.stride + x + 1

    def coords(self, index: int) -> tuple[int, int]:
        y, x = divmod(index, self.stride)
        return x - 1, y - 1

    def add_number(self, cell: int, number: int) -> None:
        """Record an open cell showing ``number`` and start tracking it if it has covered neighbours."""
        state = self.state
        state[cell] = OPEN
        self.value[cell] = number
        unknown = set()
        need = number
        for d in self.around:
            s = state[cell + d]
            if s == UNKNOWN:
                unknown.add(cell + d)
            elif s == MINE:
                need -= 1
        if need < 0 or need > len(unknown):
            raise Contradiction(cell)
        if unknown:
            self.need[cell] = need
            self.unknown[cell] = unknown
            self._push(cell)

    def track(self, cells: list[int]) -> None:
        """Start tracking open cells already present in the state (the initial view)."""
        value = self.value
        for cell in cells:
            self.add_number(cell, value[cell])

    def _push(self, cell: int) -> None:
        self._dirty.add(cell)
        if cell not in self._queued:
            self._queued.add(cell)
            self._queue.append(cell)

    def prove(self, cell: int, mine: bool, proof: Proof) -> None:
        """Settle an UNKNOWN cell and update the numbers around it."""
        self.state[cell] = MINE if mine else SAFE
        self.proofs[cell] = proof
        if mine:
            self.mines_found += 1
        else:
            self.fresh_safe.append(cell)
        need, unknown = self.need, self.unknown
        for d in self.around:
            o = cell + d
            if o in need:
                unknown[o].discard(cell)
                if mine:
                    need[o] -= 1
                self._push(o)

    # ------------------------------------------------------------------ the local rules

    def run_singles(self) -> bool:
        """Apply the single-number rule until nothing changes; True if any cell was proven."""
        need, unknown, queue, queued = self.need, self.unknown, self._queue, self._queued
        progress = False
        while queue:
            cell = queue.pop()
            queued.discard(cell)
            if cell not in need:
                continue
            n, cells = need[cell], unknown[cell]
            if n < 0 or n > len(cells):
                raise Contradiction(cell)
            if not cells:
                del need[cell], unknown[cell]
                self._dirty.discard(cell)
                continue
            if n == 0 or n == len(cells):
                proof = (Rule.SINGLE, (cell,), 0)
                for u in list(cells):
                    self.prove(u, n > 0, proof)
                progress = True
        return progress

    def run_pairs(self) -> bool:
        """One sweep of the two-number rule over numbers changed since the last sweep; True on progress."""
        need, unknown, around = self.need, self.unknown, self.around
        dirty, self._dirty = sorted(self._dirty), set()
        for position, a in enumerate(dirty):
            if a not in need:
                continue
            cells_a = unknown[a]
            partners = {u + d for u in cells_a for d in around} & need.keys()
            partners.discard(a)
            for b in sorted(partners):
                if a not in need or b not in need:
                    continue
                cells_a, cells_b = unknown[a], unknown[b]
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
