"""A proof a player can follow by eye where counting was needed: the fewest numbers of a case split that alone force the
cell (``fewest_numbers``), and, where those are still too many to check, a chain: suppose the proven cell the other
way, and follow the numbers one step at a time to one that no arrangement fits.

A case split proves a cell by counting every arrangement of mines its group of numbers allows, which no one does by
eye once the group is large. Nearly every such proof is also a chain: were the cell the other way, some number would
have all its mines (its other covered cells safe) or only as many covered cells as mines left (all mines); what it
settles lets the next number settle more, until one would touch too many mines or have too few cells left. Two
numbers together (the two-number rule, ``Knowledge``'s ``_squeeze``) take a step when no single number can.

The numbers are followed breadth first from the supposed cell, single numbers before pairs, so the chain found is
short; then only the steps the failing one rests on are kept, in the order they were taken, each naming only what it
found that a later step uses. Every cell a step counts is the supposed one, one a step before it found, or a cell
proven before the case split (the local rules' findings, which every number's need already counts): those are the
proof's premises, named with it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from minesweeper.core.board import Cell
from minesweeper.core.solver.counting import Budget, OutOfBudget, count_group
from minesweeper.core.solver.groups import split
from minesweeper.core.solver.reasons import FAILS, FINDS_SAFE, Move, Reason, Step
from minesweeper.core.solver.state import PROVEN_MINE, SAFE, Knowledge, Rule


@dataclass(frozen=True, slots=True)
class Chain:
    """A proof by chain: its steps, and the cells proven before it that they count."""

    steps: tuple[Step, ...]
    proven_mines: tuple[Cell, ...]
    proven_safe: tuple[Cell, ...]

    def reason(self, cell: Cell, mine: bool) -> Reason:
        """The case split's reason for ``cell`` told as this chain: its numbers in the order the steps first use
        them, and the proven cells they count."""
        shown = {n: v for step in self.steps for n, v in zip(step.numbers, step.values, strict=True)}
        numbers, values = tuple(shown), tuple(shown.values())
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


class _Supposition:
    """The group's numbers with one cell supposed the other way, and the steps taken from it so far."""

    def __init__(self, knowledge: Knowledge, numbers: Iterable[int], cell: int, mine: bool) -> None:
        self.knowledge = knowledge
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
        self.taken.append(_Taken(move, numbers, tuple(mines), tuple(safe), tuple(sorted(found)), figure, most))
        if move in FAILS:
            return
        mine = move not in FINDS_SAFE
        for c in found:
            self.settled[c] = mine
            self.by[c] = len(self.taken) - 1
            for number in self.numbers_at[c]:
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

    def follow(self) -> bool:
        """Take steps until the supposition fails (True) or nothing more follows (False)."""
        while True:
            while self._queue:
                number = self._queue.popleft()
                self._queued.discard(number)
                if self._single(number) and self.taken[-1].move in FAILS:
                    return True
            if not self._pair():
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


def chain(knowledge: Knowledge, cell: int, mine: bool, numbers: Iterable[int]) -> Chain | None:
    """The chain by which ``numbers`` (a group's, as padded cells) prove ``cell`` a mine (``mine``) or safe, or None
    when supposing it the other way leads to no number that fails."""
    supposition = _Supposition(knowledge, numbers, cell, mine)
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
            )
        )
    return Chain(
        tuple(steps),
        named(c for c in used if state[c] == PROVEN_MINE),
        named(c for c in used if state[c] == SAFE),
    )


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
