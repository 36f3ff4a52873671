"""A brute-force check of a reason against only what it names: is its conclusion forced by the numbers it quotes,
the proven mines and proven-safe cells it names, and (for the mine count) the mines left among the cells it says?

A player checks a hint by looking at the cells it names, and nothing else. So this check builds the constraints of
the named numbers alone (each number's covered neighbours hold exactly its value), fixes the named premises (a
proven mine is a mine, a proven-safe cell is safe), and searches for any arrangement that fits them and puts the
other thing on the cell: if there is one, the reason is not enough on its own, whatever else the solver knew.
"""

from __future__ import annotations

from minesweeper.core.solver.analysis import Analysis
from minesweeper.core.solver.reasons import Reason
from minesweeper.core.solver.state import Rule
from minesweeper.core.view import Tile

Cell = tuple[int, int]


def _around(width: int, height: int, cell: Cell) -> list[Cell]:
    x, y = cell
    return [
        (x + dx, y + dy)
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy) and 0 <= x + dx < width and 0 <= y + dy < height
    ]


def undecided_cells(width: int, height: int, tiles: bytes, analysis: Analysis) -> set[Cell]:
    """What a mine-count sentence calls "the covered cells not proven either way": covered cells no local rule (one
    number, two numbers) has proven; the case splits and the mine count find theirs all at once, from these."""
    local = {
        cell
        for proven in (analysis.safe, analysis.mines)
        for cell in proven
        if proven[cell].rule in (Rule.SINGLE, Rule.SUBSET)
    }
    covered = {(x, y) for y in range(height) for x in range(width) if tiles[y * width + x] > Tile.OPEN_8}
    return covered - local


def forced_by_what_it_names(
    width: int, height: int, tiles: bytes, reason: Reason, undecided: set[Cell] | None = None
) -> bool:
    """Whether ``reason``'s conclusion holds in every arrangement that fits only what it names; ``undecided`` (the
    covered cells not proven either way) is needed for a reason by the mine count."""
    fixed: dict[Cell, int] = {cell: 1 for cell in reason.proven_mines}
    for cell in reason.proven_safe:
        if fixed.get(cell) == 1:
            return False  # a cell named both ways: nothing sensible is forced
        fixed[cell] = 0
    for cell in fixed:
        if tiles[cell[1] * width + cell[0]] <= Tile.OPEN_8:
            return False  # a premise must be a covered cell
    constraints: list[tuple[list[Cell], int]] = []
    variables: set[Cell] = set()
    for source, value in zip(reason.sources, reason.numbers, strict=True):
        if tiles[source[1] * width + source[0]] != value:
            return False  # the reason quotes a number the board does not show
        covered = [c for c in _around(width, height, source) if tiles[c[1] * width + c[0]] > Tile.OPEN_8]
        need = value - sum(fixed.get(c, 0) for c in covered)
        free = [c for c in covered if c not in fixed]
        constraints.append((free, need))
        variables.update(free)
    count: tuple[set[Cell], int, int] | None = None
    if reason.rule is Rule.COUNT:
        assert undecided is not None, "a reason by the mine count is checked with the undecided cells"
        if len(undecided) != reason.undecided:
            return False  # the sentence says how many cells there are: it must be right
        others = len(undecided - variables - {reason.cell} - set(fixed))
        count = (undecided, reason.figure, others)
        if reason.cell in undecided:
            variables.add(reason.cell)
    if reason.cell in fixed or reason.cell not in variables:
        return False  # the conclusion is not about a cell the named numbers (or the count) bear on
    return not _satisfiable(sorted(variables), constraints, count, {reason.cell: 0 if reason.mine else 1})


def _satisfiable(
    variables: list[Cell],
    constraints: list[tuple[list[Cell], int]],
    count: tuple[set[Cell], int, int] | None,
    given: dict[Cell, int],
) -> bool:
    """Is there any 0/1 assignment of ``variables`` (with ``given`` ones set) fitting every constraint and the
    count (mines among the undecided variables plus any number up to ``others`` elsewhere equal the figure)?"""
    watching: dict[Cell, list[int]] = {}
    for i, (cells, _) in enumerate(constraints):
        for cell in cells:
            watching.setdefault(cell, []).append(i)
    value: dict[Cell, int] = dict(given)
    order = [v for v in variables if v not in given]

    def consistent(touched: list[int]) -> bool:
        for i in touched:
            cells, need = constraints[i]
            mines = sum(value.get(c, 0) for c in cells)
            open_cells = sum(1 for c in cells if c not in value)
            if mines > need or mines + open_cells < need:
                return False
        if count is not None:
            undecided, figure, others = count
            mines = sum(v for c, v in value.items() if c in undecided)
            unset = sum(1 for c in order if c not in value and c in undecided)
            if mines > figure or mines + unset + others < figure:
                return False
        return True

    if not consistent(list(range(len(constraints)))):
        return False

    def search(position: int) -> bool:
        if position == len(order):
            return True
        cell = order[position]
        for bit in (0, 1):
            value[cell] = bit
            if consistent(watching.get(cell, [])) and search(position + 1):
                return True
        del value[cell]
        return False

    return search(0)
