"""Greedy ZiNi: the clicks a flagging player needs for a board, by the community's greedy rule.

Each step takes the cell with the highest premium, premium = (3BV units a chord there would solve) −
(its unflagged neighbouring mines) − (1 if it is still closed) − 1, counting the units in its whole 3×3
block (opening a closed cell solves its own unit too). With a premium of at least 0 the player opens the
cell if closed, flags its unflagged mines and chords (costing closed + mines + 1 clicks); otherwise the
first unsolved 3BV cell is opened with one click. Ties go to the leftmost column, then the topmost row:
with these readings of the published rule the count equals ms-toollib's on every board the oracle tests
try. Premiums only change near the last move, so a heap re-checks an entry when it surfaces instead of
rescanning the board, which keeps even large boards tractable.
"""

from __future__ import annotations

import heapq
import re

from minesweeper.core.metrics.grid import ISOLATED, MINE_BIT, PADDING_BIT, opening_runs, survey

_MARK = re.compile(rb"\x01")
_MINE = bytes(1 if v & MINE_BIT else 0 for v in range(256))
_COUNT = bytes(v & 15 for v in range(256))


def greedy_zini(width: int, height: int, mines: bytes) -> int:
    """Greedy ZiNi of the row-major mine bytes (1 = mine)."""
    board = survey(width, height, mines)
    grid = board.grid
    stride, length, around = grid.stride, grid.length, grid.around
    counts = board.counts
    is_mine = counts.translate(_MINE)
    runs, labels = opening_runs(board.zero, stride)
    # unit[i]: the 3BV unit a cell belongs to (an opening's label, or a separate id per isolated number);
    # members: the cells an opening opens (zeros and rim); touched: cells whose 3×3 block meets its zeros.
    unit = [-1] * length
    members: dict[int, set[int]] = {}
    touched: dict[int, set[int]] = {}
    for (start, end), label in zip(runs, labels, strict=True):
        unit[start:end] = [label] * (end - start)
        near = touched.setdefault(label, set())
        for row in (start - stride, start, start + stride):
            near.update(range(row - 1, row + end - start + 1))
    for label, near in touched.items():
        members[label] = {i for i in near if not counts[i] & PADDING_BIT}
    isolated = [m.start() for m in _MARK.finditer(board.isolated().translate(ISOLATED))]
    for i in isolated:
        unit[i] = len(runs) + i
    # The premium's terms, kept up to date as units are solved and mines flagged.
    units_near = [0] * length
    for near in touched.values():
        for i in near:
            units_near[i] += 1
    for i in isolated:
        for d in grid.block:
            units_near[i + d] += 1
    unflagged = list(counts.translate(_COUNT))
    remaining = len(members) + len(isolated)
    opened = bytearray(length)
    flagged = bytearray(length)
    heap: list[tuple[int, int, int, int]] = []

    def premium(c: int) -> int:
        return units_near[c] - unflagged[c] - (0 if opened[c] else 1) - 1

    def push(c: int) -> None:
        if not counts[c] & (MINE_BIT | PADDING_BIT):
            p = premium(c)
            if p >= 0:
                heapq.heappush(heap, (-p, c % stride, c // stride, c))

    def open_cell(c: int) -> None:
        nonlocal remaining
        if opened[c]:
            return
        if counts[c] == 0:  # a zero: its whole opening, rim included, opens at once
            label = unit[c]
            for j in members[label]:
                if not opened[j]:
                    opened[j] = 1
                    push(j)
            for j in touched[label]:
                units_near[j] -= 1
            remaining -= 1
        else:
            opened[c] = 1
            if unit[c] >= 0:
                for d in grid.block:
                    units_near[c + d] -= 1
                remaining -= 1
            push(c)

    for c in range(length):
        push(c)
    clicks = 0
    column = row = 1  # the fallback's scan position, column by column from the top left
    while remaining:
        best = -1
        while heap:
            negative, _, _, c = heap[0]
            now = premium(c)
            if now == -negative:
                best = c
                break
            heapq.heappop(heap)
            if now >= 0:
                heapq.heappush(heap, (-now, c % stride, c // stride, c))
        if best >= 0:
            heapq.heappop(heap)
            for d in around:
                j = best + d
                if is_mine[j] and not flagged[j]:
                    flagged[j] = 1
                    clicks += 1
                    for e in around:
                        unflagged[j + e] -= 1
                        push(j + e)
            clicks += 1 + (0 if opened[best] else 1)
            open_cell(best)
            for d in around:
                if not is_mine[best + d] and not counts[best + d] & PADDING_BIT:
                    open_cell(best + d)
            continue
        while True:
            c = row * stride + column
            if unit[c] >= 0 and not opened[c]:
                break
            row += 1
            if row > height:
                row, column = 1, column + 1
        clicks += 1
        open_cell(c)
    return clicks


def human_zini(width: int, height: int, mines: bytes) -> int:
    """Human ZiNi of the row-major mine bytes (1 = mine): the clicks of a flagging player who first clicks every
    opening, then only ever works from open cells.

    After every opening is clicked (column by column from the top left), each step takes the open cell with the
    highest premium of at least 0, flags its unflagged mines and chords it; when no open cell is worth it, the first
    closed cell (in the same order) that is a zero or a number outside every opening is clicked. The premium is the
    community's, kept up to date by the published program's bookkeeping, which this follows so that the count
    equals ms-toollib's ``cal_hzini``: a cell starts at (3BV units in its 3×3 block, an opening's rim cell counting
    the first two openings it borders) − (mines in its block) − 2, gains one when it opens and for each flag in its
    block, and loses one when a cell of its block outside the openings opens and when its opening opens.
    """
    size = width * height
    # Cells are numbered column by column (x * height + y): the published program's scanning order.
    mine = [mines[y * width + x] == 1 for x in range(width) for y in range(height)]
    block = [
        [
            bx * height + by
            for by in range(max(0, y - 1), min(height, y + 2))
            for bx in range(max(0, x - 1), min(width, x + 2))
        ]
        for x in range(width)
        for y in range(height)
    ]
    number = [sum(mine[j] for j in block[i]) for i in range(size)]  # a mine counts itself
    opening = [0] * size  # the first opening a cell belongs to or borders (0: none)
    second = [0] * size  # the second opening a rim cell borders (0: none)
    count = 0
    for i in range(size):
        if mine[i] or number[i] or opening[i]:
            continue
        count += 1
        stack = [i]
        opening[i] = count
        while stack:
            for j in block[stack.pop()]:
                if number[j]:
                    if not opening[j]:
                        opening[j] = count
                    elif opening[j] != count and not second[j]:
                        second[j] = count
                elif not opening[j]:
                    opening[j] = count
                    stack.append(j)
    premium = [-number[i] - 2 for i in range(size)]
    for i in range(size):
        if number[i] == 0:
            premium[i] += 1
        else:
            units = sum(1 for j in block[i] if not mine[j] and not opening[j])
            premium[i] += units + (opening[i] != 0) + (second[i] != 0)
    opened = [False] * size
    flagged = [False] * size
    closed = size
    clicks = 0

    def open_one(i: int) -> None:
        nonlocal closed
        opened[i] = True
        premium[i] += 1
        if not opening[i]:
            for j in block[i]:
                premium[j] -= 1
        closed -= 1

    def reveal(i: int) -> None:
        if opened[i] or flagged[i]:
            return
        if number[i]:
            open_one(i)
            return
        label = opening[i]
        for j in range(size):
            if opening[j] == label or second[j] == label:
                if not opened[j]:
                    open_one(j)
                premium[j] -= 1

    def flag(i: int) -> None:
        nonlocal clicks
        if not flagged[i]:
            clicks += 1
            flagged[i] = True
            for j in block[i]:
                premium[j] += 1

    for i in range(size):
        if not mine[i] and number[i] == 0 and not opened[i]:
            reveal(i)
            clicks += 1
    mine_count = sum(mine)
    while closed > mine_count:
        best, most = -1, -1
        for i in range(size):
            if opened[i] and premium[i] > most and not mine[i]:
                best, most = i, premium[i]
        if best >= 0:
            for j in block[best]:
                if mine[j]:
                    flag(j)
            clicks += 1
            for j in block[best]:
                reveal(j)
            continue
        closed_unit = (i for i in range(size) if not opened[i] and not mine[i] and not (number[i] and opening[i]))
        fallback = next(closed_unit, -1)
        if fallback < 0:
            break
        reveal(fallback)
        clicks += 1
    return clicks
