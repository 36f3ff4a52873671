"""Exhaustive search for the last guesses of a game, when few arrangements of the mines remain.

Near the end the remaining arrangements can be listed one by one, and the guess that wins most often over
all future reveals can be found exactly: revealing a cell splits the arrangements by the number it would
show, and the best play after each split is searched in turn. A cell that is safe in every arrangement
but would show different numbers is revealed for free first (information without risk never hurts).
Everything is in bit masks over the undecided cells, and a node budget keeps the search bounded.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import combinations


class SearchTooLarge(Exception):
    """The search would exceed its node budget (or too many arrangements remain)."""


def arrangements(cells: int, numbers: Sequence[tuple[int, int]], mines: int, limit: int) -> list[int]:
    """Every set of ``mines`` cells (bit masks over ``cells`` undecided cells) meeting each number.

    ``numbers`` holds (mask of the number's undecided neighbours, mines it still needs among them).
    Raises ``SearchTooLarge`` past ``limit`` arrangements.

    Only the cells some number touches are tried one by one; the mines left over go to the untouched cells
    in every way at once, counted before they are listed, so a position with many arrangements is refused
    at once instead of being walked through cell by cell.
    """
    found: list[int] = []
    touched = 0
    for mask, _ in numbers:
        touched |= mask
    order = [c for c in range(cells) if touched >> c & 1]
    free = [c for c in range(cells) if not touched >> c & 1]
    later = [0] * (len(order) + 1)  # the cells of ``order`` after each position
    for i in range(len(order) - 1, -1, -1):
        later[i] = later[i + 1] | 1 << order[i]
    checks = [[(mask, need) for mask, need in numbers if mask >> c & 1] for c in order]

    def extend(i: int, chosen: int, placed: int) -> None:
        if placed > mines or mines - placed > len(order) - i + len(free):
            return
        if i == len(order):
            left = mines - placed
            if len(found) + math.comb(len(free), left) > limit:
                raise SearchTooLarge
            found.extend(chosen | sum(1 << c for c in spread) for spread in combinations(free, left))
            return
        cell, rest = order[i], later[i + 1]
        for put in (0, 1):
            trial = chosen | (put << cell)
            for mask, need in checks[i]:
                have = (trial & mask).bit_count()
                if have > need or have + (mask & rest).bit_count() < need:
                    break
            else:
                extend(i + 1, trial, placed + put)

    extend(0, 0, 0)
    return found


def best_reveal(cells: int, around: Sequence[int], solutions: list[int], budget: int) -> tuple[int, float]:
    """The undecided cell whose reveal wins most often, and that chance, over equally likely ``solutions``.

    ``around[c]`` is the mask of undecided neighbours of cell c (the number it would show varies only with
    those). Raises ``SearchTooLarge`` when the search needs more than ``budget`` nodes.

    The search works on sets of arrangements written as bit masks over the arrangements' indices, so that
    splitting a set by a cell's number is a few big-integer ANDs against masks made once: the cell is a mine
    in ``mine_at[c]``, and shows v in ``shows[c][v]``. Two exact bounds cut the work: a cell cannot win more
    often than it is safe (cells are tried safest first), and a cell's reveal is abandoned as soon as even
    winning every remaining split could not beat the best found.
    """
    count = len(solutions)
    mine_at = [0] * cells
    for index, solution in enumerate(solutions):
        bit = 1 << index
        while solution:
            low = solution & -solution
            mine_at[low.bit_length() - 1] |= bit
            solution ^= low
    shows: list[list[int]] = []
    for c in range(cells):
        planes = [0, 0, 0, 0]  # the number c would show, as four bit planes over the arrangements
        mask = around[c]
        while mask:
            low = mask & -mask
            carry = mine_at[low.bit_length() - 1]
            for k in range(4):
                planes[k], carry = planes[k] ^ carry, planes[k] & carry
            mask ^= low
        full = (1 << count) - 1
        classes = []
        for value in range(9):
            members = full
            for k in range(4):
                members &= planes[k] if value >> k & 1 else ~planes[k]
            if members:
                classes.append(members)
        shows.append(classes)
    memo: dict[int, float] = {}
    spent = 0

    def outcome(options: int, size: int, c: int, beat: float) -> float:
        """The chance to win by revealing c, or -1 once it cannot exceed ``beat``."""
        safe = options & ~mine_at[c]
        parts = sorted(((part.bit_count(), part) for v in shows[c] if (part := safe & v)), reverse=True)
        left = safe.bit_count()
        won = 0.0
        for part_size, part in parts:
            won += part_size * win(part, part_size)
            left -= part_size
            if (won + left) / size <= beat:
                return -1.0
        return won / size

    def choose(options: int, size: int, candidates: list[int]) -> tuple[int, float]:
        mines = {c: (options & mine_at[c]).bit_count() for c in candidates}
        best, chance = -1, -1.0
        for c in sorted(candidates, key=lambda c: (mines[c], c)):
            if (size - mines[c]) / size < chance - 1e-12:
                break
            value = outcome(options, size, c, chance + 1e-12)
            if value > chance + 1e-12:
                best, chance = c, value
        return best, chance

    def win(options: int, size: int) -> float:
        nonlocal spent
        if size == 1:
            return 1.0
        known = memo.get(options)
        if known is not None:
            return known
        spent += 1
        if spent > budget:
            raise SearchTooLarge
        candidates = []
        for c in range(cells):
            mines = options & mine_at[c]
            if not mines:  # a free reveal that tells something: take it, nothing beats it
                if sum(1 for v in shows[c] if options & v) > 1:
                    memo[options] = best = outcome(options, size, c, -1.0)
                    return best
            elif mines != options:
                candidates.append(c)
        best = choose(options, size, candidates)[1]
        memo[options] = best
        return best

    root = (1 << count) - 1
    return choose(root, count, [c for c in range(cells) if (root & mine_at[c]) != root])
