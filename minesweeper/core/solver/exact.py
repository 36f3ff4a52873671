"""The exact step of the solver: count every group, weigh them by the mine count, read off certainties.

This runs once the local rules of ``solver_state`` have nothing left to say. It is the single place where
"certain" is decided beyond those rules, used both by the hint solver (``solver.analyse``) and by the
no-guess generator, so a board is only called no-guess when the hints could solve it. A cell is certain
from a case split when every arrangement of its group agrees on it, and from the mine count when every
arrangement that also fits the count agrees. Groups too large for the work budget are left out of the
exact count and treated, for the mine-count weighting, as if no number touched their cells: a relaxation,
so whatever it still proves is true, and what it cannot prove is simply left undecided.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from minesweeper.core.solver.combine import Combined, combine
from minesweeper.core.solver.counting import Budget, GroupCount, OutOfBudget, count_group
from minesweeper.core.solver.groups import Group, split
from minesweeper.core.solver.state import UNKNOWN, Contradiction, Knowledge, Proof, Rule

_UNKNOWN = re.compile(bytes([UNKNOWN]))

Signature = tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]


class MineCountContradiction(Exception):
    """The open numbers cannot be completed with the board's mine count."""


@dataclass(frozen=True, slots=True)
class ExactFindings:
    """Everything the exact step found, for probabilities (``solver``) or for certainties (the generator)."""

    groups: list[Group]
    counts: list[GroupCount | None]  # None where the group was too large to count within the budget
    combined: Combined  # over the counted groups only, in their order
    counted: list[int]  # positions in ``groups`` of the counted groups, the order of ``combined``
    outside: int  # undecided cells left out of every counted group
    remaining: int  # mines not yet proven
    certain: list[tuple[int, bool, Proof]]  # (padded cell, is a mine, why)


def exact_step(
    knowledge: Knowledge, mines: int, budget: Budget, cache: dict[Signature, GroupCount] | None = None
) -> ExactFindings:
    """Count and combine what the local rules left; raises ``Contradiction`` or ``MineCountContradiction``
    when the view is impossible, ``Cancelled`` when asked to stop."""
    groups = split(knowledge.need, knowledge.active())
    counts: list[GroupCount | None] = [None] * len(groups)
    for position in sorted(range(len(groups)), key=lambda i: groups[i].cells):
        group = groups[position]
        signature = group.signature()
        found = cache.get(signature) if cache is not None else None
        try:
            if found is not None:
                # A count kept from an earlier position costs what it cost then, so whether a group is counted
                # exactly never depends on what was asked before (the hint, with no cache, and the review agree).
                budget.spend(found.steps)
            else:
                found = count_group(group.sizes, [list(b) for b in group.box_numbers], list(group.needs), budget)
        except OutOfBudget:
            budget.left = 0
            continue
        if found is None:
            raise Contradiction(group.numbers[0])
        if cache is not None:
            cache[signature] = found
        counts[position] = found
    counted = [i for i, c in enumerate(counts) if c is not None]
    undecided = knowledge.state.count(UNKNOWN)
    outside = undecided - sum(groups[i].cells for i in counted)
    remaining = mines - knowledge.mines_found
    try:
        combined = combine([c.totals for c in counts if c is not None], outside, remaining)
    except ValueError:
        raise MineCountContradiction from None
    return ExactFindings(
        groups,
        counts,
        combined,
        counted,
        outside,
        remaining,
        _certainties(knowledge, groups, counts, combined, counted, outside, remaining),
    )


def _certainties(
    knowledge: Knowledge,
    groups: list[Group],
    counts: list[GroupCount | None],
    combined: Combined,
    counted: list[int],
    outside: int,
    remaining: int,
) -> list[tuple[int, bool, Proof]]:
    certain: list[tuple[int, bool, Proof]] = []
    for slot, position in enumerate(counted):
        group, count = groups[position], counts[position]
        assert count is not None
        possible = [k for k, w in enumerate(count.totals) if w]
        allowed = combined.feasible[slot]
        totals = count.totals
        for box, marginal in zip(group.boxes, count.box_mines, strict=True):
            size = len(box)
            for mine in (False, True):
                # The box agrees on "mine" for total k when all its cells are mines in every arrangement.
                agree = {k for k in possible if marginal[k] == (size * totals[k] if mine else 0)}
                if agree.issuperset(possible):
                    proof: Proof = (Rule.CASES, group.numbers, 0)
                elif agree.issuperset(allowed):
                    proof = (Rule.COUNT, group.numbers, remaining)
                else:
                    continue
                certain.extend((cell, mine, proof) for cell in box)
    if outside and combined.outside_feasible in ({0}, {outside}):
        mine = combined.outside_feasible == {outside}
        in_groups = {cell for i in counted for box in groups[i].boxes for cell in box}
        state = knowledge.state
        for match in _UNKNOWN.finditer(state):
            cell = match.start()
            if cell not in in_groups:
                certain.append((cell, mine, (Rule.COUNT, (), remaining)))
    return certain
