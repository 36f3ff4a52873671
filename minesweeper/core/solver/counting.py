"""Exact counting of one group's mine arrangements, by dynamic programming along its boxes.

A group is a connected part of the frontier after the local rules: covered cells bound together by the
numbers around them. Cells touching exactly the same numbers form a box and only the box's mine count
matters (``comb(size, m)`` arrangements each), so the search is over box counts. Instead of trying every
combination — exponential along a long wall of numbers — the boxes are taken in an order that keeps few
numbers "half seen" at a time, and arrangements of the prefix that leave those numbers with the same
partial sums are merged: the work grows with the frontier's length times the states at a cut, not with
the number of solutions. A forward sweep joined with a backward one gives, for every box, the mines it
holds summed over all arrangements, per total mine count of the group, which is exactly what weighting by
the global mine count needs. The work is counted in steps against a ``Budget`` so the caller can bound it
without reading a clock, and cancel it from another thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from math import comb

Poly = dict[int, int]  # total mines so far -> weighted number of arrangements
Table = dict[tuple[int, ...], Poly]  # partial sums of the numbers active at a cut -> arrangements


class OutOfBudget(Exception):
    """The work budget ran out before the count finished."""


class Cancelled(Exception):
    """``cancelled()`` returned True while the solver was working."""


class Budget:
    """A deterministic allowance of counting steps, shared by every group of one analysis."""

    __slots__ = ("cancelled", "left")

    def __init__(self, steps: int, cancelled: Callable[[], bool] | None = None) -> None:
        self.left = steps
        self.cancelled = cancelled

    def spend(self, steps: int) -> None:
        self.left -= steps
        if self.left < 0:
            raise OutOfBudget
        if self.cancelled is not None and self.cancelled():
            raise Cancelled


@dataclass(frozen=True, slots=True)
class GroupCount:
    """``totals[k]``: arrangements of the group holding k mines (cells counted one by one);
    ``box_mines[b][k]``: over those same arrangements, the sum of the mines in box ``b``."""

    totals: list[int]
    box_mines: list[list[int]]
    steps: int = 0  # the budget the count took: a count read back from a cache costs the same (``exact_step``)


@dataclass(frozen=True, slots=True)
class _Step:
    size: int
    active: tuple[int, ...]  # the numbers straddling the cut after this box, in slot order
    slots: tuple[tuple[int, bool], ...]  # per number active after the box: (its slot before or -1, adds m)
    checks: tuple[tuple[int, int, int], ...]  # per number of the box: (slot before or -1, need, room after)


def _order(box_numbers: list[list[int]]) -> list[int]:
    """Boxes in breadth-first order from a far end of the group, so few numbers straddle any cut."""
    by_number: dict[int, list[int]] = {}
    for box, numbers in enumerate(box_numbers):
        for n in numbers:
            by_number.setdefault(n, []).append(box)
    neighbours = [sorted({b for n in numbers for b in by_number[n]} - {box}) for box, numbers in enumerate(box_numbers)]

    def bfs(start: int) -> list[int]:
        seen, order = {start}, [start]
        for box in order:
            for other in neighbours[box]:
                if other not in seen:
                    seen.add(other)
                    order.append(other)
        return order

    far = bfs(0)[-1]
    return bfs(bfs(far)[-1])


def _plan(order: list[int], sizes: list[int], box_numbers: list[list[int]], needs: list[int]) -> list[_Step]:
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    for position, box in enumerate(order):
        for n in box_numbers[box]:
            first.setdefault(n, position)
            last[n] = position
    room = dict.fromkeys(first, 0)  # capacity of each number's boxes still to come
    for box in order:
        for n in box_numbers[box]:
            room[n] += sizes[box]
    steps = []
    active: tuple[int, ...] = ()
    for position, box in enumerate(order):
        numbers = box_numbers[box]
        slot = {n: i for i, n in enumerate(active)}
        for n in numbers:
            room[n] -= sizes[box]
        after = tuple(
            sorted(
                [n for n in active if last[n] != position]
                + [n for n in numbers if first[n] == position and last[n] != position]
            )
        )
        mine = set(numbers)
        steps.append(
            _Step(
                sizes[box],
                after,
                tuple((slot.get(n, -1), n in mine) for n in after),
                tuple((slot.get(n, -1), needs[n], room[n]) for n in numbers),
            )
        )
        active = after
    return steps


def _advance(
    table: Table, step: _Step, suffix: Table | None = None, marginal: list[int] | None = None
) -> tuple[Table, int]:
    """One box of the sweep: every way the box can take ``m`` mines after each partial state of ``table``, merged
    by the partial sums they leave, and the work it took. With the ``suffix`` (the backward sweep's tables keyed
    by what the prefix must reach) it also adds into ``marginal`` the mines this box holds, per total."""
    new: Table = {}
    work = 0
    size, slots, checks = step.size, step.slots, step.checks
    for key, poly in table.items():
        low, high = _bounds(key, size, checks)
        for m in range(low, high + 1):
            out = tuple((key[s] if s >= 0 else 0) + (m if add else 0) for s, add in slots)
            ways = comb(size, m)
            target = new.get(out)
            if target is None:
                new[out] = target = {}
            for k, w in poly.items():
                target[k + m] = target.get(k + m, 0) + w * ways
            if suffix is None or marginal is None:
                work += len(poly)
                continue
            rest = suffix.get(out)
            if m and rest:
                for k, w in poly.items():
                    for k2, w2 in rest.items():
                        marginal[k + m + k2] += w * ways * m * w2
            work += len(poly) * (1 + len(rest or ()))
    return new, work


def _sweep(steps: list[_Step], budget: Budget) -> list[Table]:
    """Tables at every cut, from the empty prefix to the whole group."""
    table: Table = {(): {0: 1}}
    tables = [table]
    for step in steps:
        table, work = _advance(table, step)
        budget.spend(work + 1)
        tables.append(table)
    return tables


def _bounds(key: tuple[int, ...], size: int, checks: tuple[tuple[int, int, int], ...]) -> tuple[int, int]:
    """The mine counts a box may take given the partial sums so far of the numbers it touches."""
    low, high = 0, size
    for s, need, room in checks:
        top = need - (key[s] if s >= 0 else 0)
        if top < high:
            high = top
        if top - room > low:
            low = top - room
    return low, high


def count_group(sizes: list[int], box_numbers: list[list[int]], needs: list[int], budget: Budget) -> GroupCount | None:
    """Count the arrangements of boxes ``sizes`` under numbers ``needs`` (each box lists its numbers).

    Returns None when no arrangement fits; raises ``OutOfBudget`` or ``Cancelled`` to stop early.
    """
    start = budget.left
    order = _order(box_numbers)
    steps = _plan(order, sizes, box_numbers, needs)
    backward = _sweep(_plan(order[::-1], sizes, box_numbers, needs), budget)
    count = len(order)
    box_mines = [[0] * (sum(sizes) + 1) for _ in sizes]
    table: Table = {(): {0: 1}}
    for position, step in enumerate(steps):
        # The suffix after this box, keyed by what the prefix must have reached for each straddling number.
        suffix = {
            tuple(needs[n] - v for n, v in zip(step.active, key, strict=True)): poly
            for key, poly in backward[count - position - 1].items()
        }
        table, work = _advance(table, step, suffix, box_mines[order[position]])
        budget.spend(work + 1)
    final = table.get(())
    if not final:
        return None
    totals = [0] * (sum(sizes) + 1)
    for k, w in final.items():
        totals[k] = w
    return GroupCount(totals, box_mines, start - budget.left)
