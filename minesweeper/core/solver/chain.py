"""A proof a player can follow by eye where counting was needed: the fewest numbers of a case split that alone force the
cell (``fewest_numbers``), and, where those are still too many to check, a chain: suppose the proven cell the other
way, and follow the numbers one step at a time to one that no arrangement fits.

A case split proves a cell by counting every arrangement of mines its group of numbers allows, which no one does by
eye once the group is large. Nearly every such proof is also a chain: were the cell the other way, some number would
have all its mines (its other covered cells safe) or only as many covered cells as mines left (all mines); what it
settles lets the next number settle more, until one would touch too many mines or have too few cells left. Two
numbers together (the two-number rule, ``Knowledge``'s ``_squeeze``) take a step when no single number can.

A proof by the mine count is a chain too: there, when the numbers take it no further, a step may count the mines
left over the covered cells not yet decided ("with 3 mines left and only these cells not yet decided, ..."), less what
numbers with no cell in common still need there. Such a step counts every proven mine (and every proven-safe cell,
but where its numbers alone need more mines than are left).

The numbers are followed breadth first from the supposed cell, single numbers before pairs, pairs before the mine
count, so the chain found is short; then only the steps the failing one rests on are kept, in the order they were
taken, each naming only what it found that a later step uses. Every cell a step counts is the supposed one, one a
step before it found, or a cell proven before the case split (the local rules' findings, which every number's need
already counts): those are the proof's premises, named with it.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from minesweeper.core.board import Cell
from minesweeper.core.solver.counting import Budget, OutOfBudget, count_group
from minesweeper.core.solver.groups import split
from minesweeper.core.solver.reasons import Reason
from minesweeper.core.solver.state import PROVEN_MINE, SAFE, UNKNOWN, Knowledge, Rule
from minesweeper.core.solver.steps import BY_COUNT, FAILS, FINDS_SAFE, Move, Step

COUNTED_AT_MOST = 24  # a step by the mine count names the covered cells not yet decided: at most this many
PACKING_TRIES = 5_000  # the search for numbers with no cell in common, per cluster of numbers that share cells
_UNKNOWN = re.compile(bytes([UNKNOWN]))


@dataclass(frozen=True, slots=True)
class Chain:
    """A proof by chain: its steps, and the cells proven before it that they count; for a chain with a step by the
    mine count, the board's mines and its covered cells not proven either way before it."""

    steps: tuple[Step, ...]
    proven_mines: tuple[Cell, ...]
    proven_safe: tuple[Cell, ...]
    total: int = 0
    undecided: int = 0

    def reason(self, cell: Cell, mine: bool) -> Reason:
        """The reason for ``cell`` told as this chain (a case split's, or the mine count's when a step counts the
        mines left): its numbers in the order the steps first use them, and the proven cells they count."""
        shown = {n: v for step in self.steps for n, v in zip(step.numbers, step.values, strict=True)}
        numbers, values = tuple(shown), tuple(shown.values())
        if any(step.move in BY_COUNT for step in self.steps):
            left = self.total - len(self.proven_mines)  # a step by the mine count counts every proven mine
            return Reason(
                Rule.COUNT,
                cell,
                mine,
                numbers,
                values,
                left,
                self.proven_mines,
                self.proven_safe,
                total=self.total,
                undecided=self.undecided,
                chain=self.steps,
            )
        return Reason(Rule.CASES, cell, mine, numbers, values, 0, self.proven_mines, self.proven_safe, chain=self.steps)


@dataclass(frozen=True, slots=True)
class _Taken:
    """A step as the search takes it, on the padded board: the numbers, the established cells it counts, the cells
    it settles and the two-number rule's bounds."""

    move: Move
    numbers: tuple[int, ...]
    mines: tuple[int, ...]
    safe: tuple[int, ...]
    found: tuple[int, ...]
    figure: int = 0
    most: int = 0
    among: tuple[int, ...] = ()


class _Supposition:
    """The group's numbers with one cell supposed the other way, and the steps taken from it so far; with
    ``mines_left`` (the board's mines less the proven ones), steps by the mine count too, over the ``undecided``
    cells (covered, proven neither way)."""

    def __init__(
        self,
        knowledge: Knowledge,
        numbers: Iterable[int],
        cell: int,
        mine: bool,
        mines_left: int | None = None,
        undecided: tuple[int, ...] = (),
    ) -> None:
        self.knowledge = knowledge
        self.mines_left, self.undecided = mines_left, undecided
        self.cells_of = {n: knowledge.cells(n) for n in numbers if n in knowledge.need}
        self.numbers_at: dict[int, list[int]] = {}
        for number in sorted(self.cells_of):
            for c in self.cells_of[number]:
                self.numbers_at.setdefault(c, []).append(number)
        self.settled: dict[int, bool] = {cell: not mine}  # cell -> a mine: the supposition and what steps found
        self.taken: list[_Taken] = []
        self.by: dict[int, int] = {}  # a settled cell -> the step that found it (the supposed cell: none)
        self._queue = deque(self.numbers_at.get(cell, ()))
        self._queued = set(self._queue)

    def _around(self, number: int, state: int) -> list[int]:
        """The cells around ``number`` proven ``state`` (SAFE or PROVEN_MINE) before the supposition."""
        knowledge = self.knowledge
        return [number + d for d in knowledge.around if knowledge.state[number + d] == state]

    def _counted(self, numbers: tuple[int, ...]) -> tuple[list[int], list[int]]:
        """The established mines and safe cells around ``numbers``: proven ones and settled ones."""
        mines, safe = [], []
        for number in numbers:
            mines += self._around(number, PROVEN_MINE)
            safe += self._around(number, SAFE)
            for c in self.cells_of[number]:
                if c in self.settled:
                    (mines if self.settled[c] else safe).append(c)
        return sorted(set(mines)), sorted(set(safe))

    def _state(self, number: int) -> tuple[int, list[int]]:
        """What ``number`` still needs once the settled mines are taken off, and its cells not settled."""
        cells = self.cells_of[number]
        mines = sum(1 for c in cells if self.settled.get(c) is True)
        return self.knowledge.need[number] - mines, [c for c in cells if c not in self.settled]

    def _take(self, move: Move, numbers: tuple[int, ...], found: list[int], figure: int = 0, most: int = 0) -> None:
        mines, safe = self._counted(numbers)
        if move in (Move.ALL_FOUND, Move.TOO_MANY):
            safe = []  # a count of mines alone: the safe cells around play no part
        self._settle(_Taken(move, numbers, tuple(mines), tuple(safe), tuple(sorted(found)), figure, most))

    def _settle(self, taken: _Taken) -> None:
        """Take the step: what it finds is settled, and the numbers around those cells are looked at again."""
        self.taken.append(taken)
        move, found = taken.move, taken.found
        if move in FAILS:
            return
        mine = move not in FINDS_SAFE
        for c in found:
            self.settled[c] = mine
            self.by[c] = len(self.taken) - 1
            for number in self.numbers_at.get(c, ()):
                if number not in self._queued:
                    self._queued.add(number)
                    self._queue.append(number)

    def _single(self, number: int) -> bool:
        """Let one number take its step, if it has one; True if it did."""
        left, free = self._state(number)
        if left < 0:
            self._take(Move.TOO_MANY, (number,), [])
        elif left > len(free):
            self._take(Move.TOO_FEW, (number,), free)
        elif free and left == 0:
            self._take(Move.ALL_FOUND, (number,), free)
        elif free and left == len(free):
            self._take(Move.ALL_MINES, (number,), free)
        else:
            return False
        return True

    def _pair(self) -> bool:
        """One step of the two-number rule between a number the supposition changed and one sharing a cell with it;
        True if one was taken. Before the supposition the local rules had nothing left to say, so a pair that can
        step now has a settled cell around one of its numbers."""
        touched = sorted(n for n, cells in self.cells_of.items() if any(c in self.settled for c in cells))
        for a in touched:
            need_a, free_a = self._state(a)
            partners = sorted({b for c in free_a for b in self.numbers_at[c]} - {a})
            for b in partners:
                need_b, free_b = self._state(b)
                shared = set(free_a) & set(free_b)
                only_a, only_b = set(free_a) - shared, set(free_b) - shared
                low = max(0, need_a - len(only_a), need_b - len(only_b))
                high = min(len(shared), need_a, need_b)
                if low > high:
                    self._take(Move.SHARED_CLASH, (a, b), [], low, high)
                    return True
                for own, other, need, only in ((a, b, need_a, only_a), (b, a, need_b, only_b)):
                    if only and need == low:
                        self._take(Move.SHARED_SAFE, (own, other), list(only), low)
                        return True
                    if only and need - high == len(only):
                        self._take(Move.SHARED_MINES, (own, other), list(only), high)
                        return True
        return False

    def _count(self) -> bool:
        """One step by the mine count, if one follows; True if it did. Numbers with no undecided cell in common need
        just what they still need there, so the rest of the undecided cells holds the mines left over: none (they
        are safe), as many as there are cells (mines), or an impossible number (the supposition fails). The numbers
        are picked to need the most mines, or to leave the most cells safe, then as few as still do."""
        if self.mines_left is None:
            return False
        among = [c for c in self.undecided if c not in self.settled]
        left = self.mines_left - sum(self.settled.values())
        needs = {n: state for n in self.cells_of if (state := self._state(n))[1]}  # number -> (need, its cells)
        cells_of = {n: cells for n, (_, cells) in needs.items()}
        most = _packing({n: need for n, (need, _) in needs.items()}, cells_of)
        over = sum(needs[n][0] for n in most) - left  # mines the numbers need beyond those left
        if over > 0:
            fewest = _fewest(most, over, lambda n: needs[n][0])
            return self._take_count(Move.COUNT_TOO_MANY, fewest, [], left, among)
        if len(among) > COUNTED_AT_MOST:  # the other steps name every cell not yet decided
            return False
        roomy = _packing({n: len(cells) - need for n, (need, cells) in needs.items()}, cells_of)
        rest = set(among).difference(*(needs[n][1] for n in roomy))
        short = left - sum(needs[n][0] for n in roomy) - len(rest)  # mines left over beyond the other cells
        if short > 0:
            fewest = _fewest(roomy, short, lambda n: len(needs[n][1]) - needs[n][0])
            return self._take_count(Move.COUNT_TOO_FEW, fewest, [], left, among)
        safe = set(among).difference(*(needs[n][1] for n in most))
        if over == 0 and safe:
            return self._take_count(Move.COUNT_SAFE, most, sorted(safe), left, among)
        if short == 0 and rest:
            return self._take_count(Move.COUNT_MINES, roomy, sorted(rest), left, among)
        return False

    def _take_count(self, move: Move, numbers: list[int], found: list[int], left: int, among: list[int]) -> bool:
        """Take a step by the mine count: it counts every established mine, the proven ones and the settled ones, and
        every established safe cell and every cell not yet decided, but where too many mines are needed: then only the
        safe cells around its numbers and their cells not yet decided (all it says is that the mines left are too
        few)."""
        mines, safe = list(self._proven[PROVEN_MINE]), list(self._proven[SAFE])
        for c, mine in self.settled.items():
            (mines if mine else safe).append(c)
        if move is Move.COUNT_TOO_MANY:
            safe, among = self._counted(tuple(numbers))[1], [c for n in numbers for c in self._state(n)[1]]
        self._settle(
            _Taken(
                move,
                tuple(sorted(numbers)),
                tuple(sorted(mines)),
                tuple(sorted(safe)),
                tuple(found),
                left,
                0,
                tuple(among),
            )
        )
        return True

    @cached_property
    def _proven(self) -> dict[int, list[int]]:
        """The covered cells proven before the supposition, mines and safe, which a step by the mine count counts."""
        state = self.knowledge.state
        return {kind: [m.start() for m in re.finditer(bytes([kind]), state)] for kind in (PROVEN_MINE, SAFE)}

    def follow(self) -> bool:
        """Take steps until the supposition fails (True) or nothing more follows (False)."""
        while True:
            while self._queue:
                number = self._queue.popleft()
                self._queued.discard(number)
                if self._single(number) and self.taken[-1].move in FAILS:
                    return True
            if not self._pair() and not self._count():
                return False
            if self.taken[-1].move in FAILS:
                return True

    def kept(self) -> list[int]:
        """The steps the failing one rests on, in the order taken."""
        needed = {len(self.taken) - 1}
        waiting = [len(self.taken) - 1]
        while waiting:
            step = self.taken[waiting.pop()]
            for c in (*step.mines, *step.safe):
                earlier = self.by.get(c)
                if earlier is not None and earlier not in needed:
                    needed.add(earlier)
                    waiting.append(earlier)
        return sorted(needed)


def chain(
    knowledge: Knowledge, cell: int, mine: bool, numbers: Iterable[int], total: int | None = None
) -> Chain | None:
    """The chain by which ``numbers`` (a group's, as padded cells) prove ``cell`` a mine (``mine``) or safe, or None
    when supposing it the other way leads to no number that fails; with the board's ``total`` mines, steps by the
    mine count too (a proof by the mine count, whose ``numbers`` are every active one)."""
    undecided: tuple[int, ...] = ()
    if total is not None:
        undecided = tuple(m.start() for m in _UNKNOWN.finditer(knowledge.state))
    left = None if total is None else total - knowledge.mines_found
    supposition = _Supposition(knowledge, numbers, cell, mine, left, undecided)
    if not supposition.follow():
        return None
    kept = supposition.kept()
    used = {c for i in kept for step in (supposition.taken[i],) for c in (*step.mines, *step.safe)}
    coords, value, state = knowledge.coords, knowledge.value, knowledge.state

    def named(cells: Iterable[int]) -> tuple[Cell, ...]:
        return tuple(sorted((coords(c) for c in cells), key=lambda xy: (xy[1], xy[0])))

    steps = []
    for i in kept:
        taken = supposition.taken[i]
        # A step's safe cells are named only where a later step uses them; its mines all are, as its words count them.
        found = [c for c in taken.found if c in used] if taken.move in FINDS_SAFE else taken.found
        steps.append(
            Step(
                taken.move,
                tuple(coords(n) for n in taken.numbers),
                tuple(value[n] for n in taken.numbers),
                named(taken.mines),
                named(taken.safe),
                named(found),
                taken.figure,
                taken.most,
                named(taken.among),
            )
        )
    return Chain(
        tuple(steps),
        named(c for c in used if state[c] == PROVEN_MINE),
        named(c for c in used if state[c] == SAFE),
        total or 0,
        len(undecided),
    )


def _fewest(numbers: list[int], excess: int, weight: Callable[[int], int]) -> list[int]:
    """Of ``numbers``, which together weigh ``excess`` more than a step by the mine count allows, as few as still weigh
    more: the lightest are left out first, while the rest still do."""
    kept = list(numbers)
    for n in sorted(numbers, key=weight):
        if excess > weight(n):
            kept.remove(n)
            excess -= weight(n)
    return kept


def _packing(weights: Mapping[int, int], cells_of: Mapping[int, Collection[int]]) -> list[int]:
    """Numbers with no cell in common whose ``weights`` add up to the most, fewer numbers first among equals: the
    most mines their cells must hold, or the most cells they must leave safe. Searched in full cluster by cluster
    (numbers linked by cells they share), up to ``PACKING_TRIES`` tries each, past which the best one found."""
    numbers = sorted((n for n, w in weights.items() if w > 0), key=lambda n: (-weights[n], n))
    at: dict[int, list[int]] = {}
    for n in numbers:
        for c in cells_of[n]:
            at.setdefault(c, []).append(n)
    clashes = {n: {m for c in cells_of[n] for m in at[c]} for n in numbers}  # each number clashes with itself too
    chosen: list[int] = []
    seen: set[int] = set()
    for start in numbers:
        if start in seen:
            continue
        cluster = [start]
        seen.add(start)
        for n in cluster:  # grows while it is read
            for m in sorted(clashes[n] - seen):
                seen.add(m)
                cluster.append(m)
        cluster.sort(key=lambda n: (-weights[n], n))
        chosen += _best_packing(cluster, weights, clashes)
    return chosen


def _best_packing(order: list[int], weights: Mapping[int, int], clashes: Mapping[int, set[int]]) -> list[int]:
    """``_packing`` of one cluster, ``order`` heaviest first: each number taken (its clashes then barred) or not."""
    best: tuple[int, int, list[int]] = (0, 0, [])
    tries = 0

    def search(i: int, chosen: list[int], barred: set[int], total: int) -> None:
        nonlocal best, tries
        if (total, -len(chosen)) > best[:2]:
            best = (total, -len(chosen), list(chosen))
        tries += 1
        rest = [n for n in order[i:] if n not in barred]
        if not rest or tries > PACKING_TRIES or total + sum(weights[n] for n in rest) <= best[0]:
            return
        n = rest[0]
        position = order.index(n, i) + 1
        search(position, [*chosen, n], barred | clashes[n], total + weights[n])
        search(position, chosen, barred | {n}, total)

    search(0, [], set(), 0)
    return best[2]


# ---------------------------------------------------------------------- the fewest numbers of a case split

SHORTEST_TRIED = 12  # a case split's proof is looked for among this many of its numbers nearest the cell


def fewest_numbers(knowledge: Knowledge, cell: int, mine: bool, numbers: tuple[int, ...]) -> tuple[int, ...]:
    """A few of a case split's ``numbers`` that alone force ``cell`` (``mine`` or safe): the numbers around
    the cell first, then outwards number by number through the cells they share, each prefix counted until
    one agrees; the whole group if none of the first ``SHORTEST_TRIED`` does. A group of dozens of numbers
    often proves a cell with three of them, and three is what a person can check."""
    cells_of = {n: knowledge.cells(n) for n in numbers}
    numbers_at: dict[int, list[int]] = {}
    for number, cells in cells_of.items():
        for c in cells:
            numbers_at.setdefault(c, []).append(number)
    queue = sorted(numbers_at.get(cell, ()))
    seen = set(queue)
    chosen: list[int] = []
    for number in queue:  # grows while it is read: breadth first
        chosen.append(number)
        if len(chosen) > SHORTEST_TRIED:
            break
        if _forces(knowledge, cell, mine, chosen, cells_of):
            return tuple(sorted(chosen))
        for c in cells_of[number]:
            for other in numbers_at[c]:
                if other not in seen:
                    seen.add(other)
                    queue.append(other)
    return numbers


def _forces(knowledge: Knowledge, cell: int, mine: bool, numbers: list[int], cells_of: dict[int, list[int]]) -> bool:
    """Whether ``numbers`` alone (what each still needs, over its undecided cells) put ``cell`` on one side."""
    need = {n: knowledge.need[n] for n in numbers}
    (group,) = (g for g in split(need, {n: set(cells_of[n]) for n in numbers}) if any(cell in b for b in g.boxes))
    try:
        count = count_group(group.sizes, [list(b) for b in group.box_numbers], list(group.needs), Budget(10_000))
    except OutOfBudget:
        return False
    if count is None:
        return False
    position = next(i for i, box in enumerate(group.boxes) if cell in box)
    size, marginal = len(group.boxes[position]), count.box_mines[position]
    return all(marginal[k] == (size * total if mine else 0) for k, total in enumerate(count.totals) if total)
