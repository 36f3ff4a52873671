"""Exhaustive search for the last guesses of a game, when few arrangements of the mines remain.

Near the end the remaining arrangements can be listed one by one, and the guess that wins most often over
all future reveals can be found exactly: revealing a cell splits the arrangements by the number it would
show, and the best play after each split is searched in turn. A cell that is safe in every arrangement
but would show different numbers is revealed for free first (information without risk never hurts).
Everything is in bit masks over the undecided cells, and a node budget keeps the search bounded.
"""

from __future__ import annotations

from collections.abc import Sequence


class SearchTooLarge(Exception):
    """The search would exceed its node budget (or too many arrangements remain)."""


def arrangements(cells: int, numbers: Sequence[tuple[int, int]], mines: int, limit: int) -> list[int]:
    """Every set of ``mines`` cells (bit masks over ``cells`` undecided cells) meeting each number.

    ``numbers`` holds (mask of the number's undecided neighbours, mines it still needs among them).
    Raises ``SearchTooLarge`` past ``limit`` arrangements.
    """
    found: list[int] = []
    checks_by_cell = [[(mask, need) for mask, need in numbers if mask >> c & 1] for c in range(cells)]

    def extend(cell: int, chosen: int, placed: int) -> None:
        if placed > mines or mines - placed > cells - cell:
            return
        if cell == cells:
            found.append(chosen)
            if len(found) > limit:
                raise SearchTooLarge
            return
        for put in (0, 1):
            trial = chosen | (put << cell)
            ok = True
            for mask, need in checks_by_cell[cell]:
                have = (trial & mask).bit_count()
                rest = (mask >> (cell + 1)).bit_count()
                if have > need or have + rest < need:
                    ok = False
                    break
            if ok:
                extend(cell + 1, trial, placed + put)

    extend(0, 0, 0)
    return found


def best_reveal(cells: int, around: Sequence[int], solutions: list[int], budget: int) -> tuple[int, float]:
    """The undecided cell whose reveal wins most often, and that chance, over equally likely ``solutions``.

    ``around[c]`` is the mask of undecided neighbours of cell c (the number it would show varies only with
    those). Raises ``SearchTooLarge`` when the search needs more than ``budget`` nodes.
    """
    memo: dict[frozenset[int], float] = {}
    spent = 0

    def outcome(options: frozenset[int], c: int) -> float:
        parts: dict[int, list[int]] = {}
        for s in options:
            if not s >> c & 1:
                parts.setdefault((s & around[c]).bit_count(), []).append(s)
        return sum(len(part) * win(frozenset(part)) for part in parts.values()) / len(options)

    def win(options: frozenset[int]) -> float:
        nonlocal spent
        if len(options) == 1:
            return 1.0
        if options in memo:
            return memo[options]
        spent += 1
        if spent > budget:
            raise SearchTooLarge
        anywhere = always = 0
        first = True
        for s in options:
            anywhere |= s
            always = s if first else always & s
            first = False
        for c in range(cells):  # a free reveal that tells something: take it, nothing beats it
            if not anywhere >> c & 1 and len({(s & around[c]).bit_count() for s in options}) > 1:
                memo[options] = best = outcome(options, c)
                return best
        best = max(outcome(options, c) for c in range(cells) if (anywhere & ~always) >> c & 1)
        memo[options] = best
        return best

    root = frozenset(solutions)
    choices = [(outcome(root, c), -sum(1 for s in solutions if s >> c & 1), -c) for c in range(cells)
               if not all(s >> c & 1 for s in solutions)]
    chance, _, negative = max(choices)
    return -negative, chance
