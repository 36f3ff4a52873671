"""A brute-force check of a reason against only what it names: is its conclusion forced by the numbers it quotes,
the proven mines and proven-safe cells it names, and (for the mine count) the mines left among the cells it says?

A player checks a hint by looking at the cells it names, and nothing else. So this check builds the constraints of
the named numbers alone (each number's covered neighbours hold exactly its value), fixes the named premises (a
proven mine is a mine, a proven-safe cell is safe), and searches for any arrangement that fits them and puts the
other thing on the cell: if there is one, the reason is not enough on its own, whatever else the solver knew.

A proof by chain is checked the way a player follows it, step by step (``chain_faults``): each step's numbers, with
only the cells established before it, must force what the step says.
"""

from __future__ import annotations

import re

from minesweeper.core.language.cells import cell_name
from minesweeper.core.solver.analysis import Analysis
from minesweeper.core.solver.reasons import Reason
from minesweeper.core.solver.state import Rule
from minesweeper.core.solver.steps import BY_COUNT, Move, Step
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


# What each kind of step concludes about the cells it finds: True mines, False safe, None that the supposition fails.
CONCLUDES: dict[Move, bool | None] = {
    Move.ALL_FOUND: False,
    Move.SHARED_SAFE: False,
    Move.ALL_MINES: True,
    Move.SHARED_MINES: True,
    Move.TOO_MANY: None,
    Move.TOO_FEW: None,
    Move.SHARED_CLASH: None,
    Move.COUNT_SAFE: False,
    Move.COUNT_MINES: True,
    Move.COUNT_TOO_MANY: None,
    Move.COUNT_TOO_FEW: None,
}


def chain_faults(width: int, height: int, tiles: bytes, reason: Reason) -> list[str]:
    """What is wrong with ``reason``'s chain, checked step by step against the board alone (empty: nothing).

    Established at the start: the supposed cell the other way and the premises the reason names. Each step may count
    only established cells (as what they were established); its numbers, with those cells fixed, must force what it
    finds in every arrangement of their covered neighbours (or, for the last step, allow none); what it finds is then
    established. The reason's numbers are the steps' numbers in the order the steps first use them, and its sentence
    names each of them in that order, the supposed cell and every premise.

    A step by the mine count counts every covered cell: those it says are not yet decided (``among``) must be just
    the covered cells not established, the mines it counts just the established ones, and
    the mines left (``figure``) the board's (the reason's ``total``) less those; then its numbers and exactly that
    many mines among those cells must force what it finds. One that finds the mines left too few counts the mines
    alone: its numbers must need more than that many. Its words name each cell it says is not yet decided."""
    faults: list[str] = []
    every_covered = {(x, y) for y in range(height) for x in range(width) if tiles[y * width + x] > Tile.OPEN_8}
    established: dict[Cell, bool] = {reason.cell: not reason.mine}
    for cells, mine in ((reason.proven_mines, True), (reason.proven_safe, False)):
        for cell in cells:
            if tiles[cell[1] * width + cell[0]] <= Tile.OPEN_8 or established.setdefault(cell, mine) is not mine:
                faults.append(f"premise {cell_name(*cell)} is not a covered cell established one way")
    if not reason.chain:
        return ["no chain"]
    for place, step in enumerate(reason.chain):
        said = f"step {place + 1} ({step.move.name}{f' at {cell_name(*step.numbers[0])}' if step.numbers else ''})"
        concludes = CONCLUDES[step.move]
        if (concludes is None) != (place == len(reason.chain) - 1):
            faults.append(f"{said}: only the last step, and it always, is where the supposition fails")
        for cell in step.mines + step.safe:
            if established.get(cell) is not (cell in step.mines):
                faults.append(f"{said} counts {cell_name(*cell)}, which nothing before it established so")
        constraints: list[tuple[list[Cell], int]] = []
        variables: set[Cell] = set()
        fixed = {**dict.fromkeys(step.mines, 1), **dict.fromkeys(step.safe, 0)}
        for number, value in zip(step.numbers, step.values, strict=True):
            if tiles[number[1] * width + number[0]] != value:
                faults.append(f"{said} quotes a {value} the board does not show")
                continue
            covered = [c for c in _around(width, height, number) if tiles[c[1] * width + c[0]] > Tile.OPEN_8]
            free = [c for c in covered if c not in fixed]
            constraints.append((free, value - sum(fixed.get(c, 0) for c in covered)))
            variables.update(free)
        count: tuple[set[Cell], int, int] | None = None
        order = sorted(variables)
        if step.move in BY_COUNT:
            count = _count_faults(said, step, reason, established, every_covered, faults)
            if step.move is Move.COUNT_TOO_MANY and set(step.among) != variables:
                faults.append(f"{said} does not count just its numbers' cells not yet decided")
            order += sorted(set(step.among) - variables)  # the numbers' cells first: they settle the most
            variables.update(step.among)
            words = reason.chain_said()[place]
            for cell in step.among:
                if re.search(rf"\b{cell_name(*cell)}\b", words) is None:
                    faults.append(f"{said} does not name {cell_name(*cell)}, which it counts as not yet decided")
        if concludes is None:
            if _satisfiable(order, constraints, count, {}):
                faults.append(f"{said}: its numbers still fit, so the supposition does not fail there")
            continue
        for cell in step.found:
            if cell not in variables:
                faults.append(f"{said} finds {cell_name(*cell)}, no covered cell its numbers leave open")
            elif _satisfiable(order, constraints, count, {cell: 0 if concludes else 1}):
                faults.append(f"{said}: {cell_name(*cell)} does not follow")
            if established.setdefault(cell, concludes) is not concludes:
                faults.append(f"{said} finds {cell_name(*cell)} the other way from before")
    numbers = tuple(dict.fromkeys(number for step in reason.chain for number in step.numbers))
    if reason.sources != numbers:
        faults.append("the reason's numbers are not the steps' numbers in the order they are used")
    text = reason.text
    named = zip(reason.sources, reason.numbers, strict=True)
    found = [re.search(rf"\bthe {value} at {cell_name(*number)}\b", text) for number, value in named]
    places = [match.start() if match is not None else -1 for match in found]
    if -1 in places or places != sorted(places):
        faults.append(f"the sentence does not name every number in the chain's order: {text}")
    for cell in (reason.cell, *reason.premises):
        if re.search(rf"\b{cell_name(*cell)}\b", text) is None:
            faults.append(f"the sentence does not name {cell_name(*cell)}")
    return faults


def _count_faults(
    said: str, step: Step, reason: Reason, established: dict[Cell, bool], covered: set[Cell], faults: list[str]
) -> tuple[set[Cell], int, int]:
    """What is wrong with a step by the mine count's tally (added to ``faults``), and the count it rests on: exactly
    ``figure`` mines among the cells it says are not yet decided (at most ``figure`` among its numbers' cells, for
    one that finds the mines left too few)."""
    mines = {cell for cell in covered if established.get(cell) is True}
    if set(step.mines) != mines:
        faults.append(f"{said} does not count every established mine")
    if step.figure != reason.total - len(mines):
        faults.append(f"{said}: {reason.total} mines less the {len(mines)} established are not {step.figure}")
    among = set(step.among)
    for cell in sorted(among):
        if cell not in covered or cell in established:
            faults.append(f"{said} counts {cell_name(*cell)} as not yet decided, but it is not a covered cell left so")
    if step.move is Move.COUNT_TOO_MANY:  # at most the mines left among its numbers' cells (no matter the others)
        return among, step.figure, len(covered)
    for cell in sorted(covered - among):
        if cell not in established:
            faults.append(f"{said} leaves out {cell_name(*cell)}, which nothing before it established")
    if set(step.safe) != {cell for cell in covered if established.get(cell) is False}:
        faults.append(f"{said} does not count every established safe cell")
    return among, step.figure, 0


def premises_proven(analysis: Analysis, reason: Reason) -> bool:
    """Whether every premise ``reason`` names is proven so by ``analysis``'s local rules (one number, two numbers),
    before any case split: what a player has seen proven before this proof."""
    return all(
        cell in proven and proven[cell].rule in (Rule.SINGLE, Rule.SUBSET)
        for cells, proven in ((reason.proven_mines, analysis.mines), (reason.proven_safe, analysis.safe))
        for cell in cells
    )
