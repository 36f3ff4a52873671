"""The guessing policy: which cell to guess when nothing is provable (``choose_guess``).

Safe cells the solver proves are always opened first. When none is left the policy guesses, in this order
of preference: a forced fifty-fifty (two cells sharing one mine that no future number can ever tell
apart: it must be guessed sooner or later, so it is guessed now); an exhaustive search of the endgame
when few arrangements of the mines remain; a cell that is safe or else a mine of such a fifty-fifty
(``longterm``: guessing it costs nothing the fifty-fifty would not); otherwise, among the safest cells
and those whose risk a future fifty-fifty would partly cost anyway, the one most likely to survive this
guess and leave a good position — one where something is provable, or else whose best guess is safe —
judged by revealing each possible number in imagination and asking the solver again (cells away from
every number are judged where a 0 is likeliest, as it opens the board for free; a dead cell, one that can
show only one number, waits while any candidate can teach something). That weighs the chance
of progress and the safety of the next step together, the refinements that lift the strongest published
solvers above plain "lowest probability"; this guess's own risk, which is certain where the next one's is
only estimated, weighs most. The advice (``advice``) decides when the policy is asked, for the hint, the review,
the verdict and the auto-player (``autoplay``) alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.language.translate import N_
from minesweeper.core.solver.analysis import Analysis, InconsistentView, analyse
from minesweeper.core.solver.counting import GroupCount
from minesweeper.core.solver.endgame import SearchTooLarge, arrangements, best_reveal
from minesweeper.core.solver.exact import Signature
from minesweeper.core.solver.longterm import long_term_risk
from minesweeper.core.view import Tile

# Candidates judged by the look-ahead: the safest few, and the cells away from every number likeliest to show
# a 0. Judging more of them lost (14 and 5: -8 wins in 2000 paired Expert games): the look-ahead's score
# is an estimate, and the more risky cells it sees the more often one of them fools it.
EVALUATED = 5
OUTSIDE_SAMPLES = 2
ENDGAME_CELLS = 48  # exhaustive search once this few undecided cells remain...
ENDGAME_ARRANGEMENTS = 1000  # ...holding at most this many arrangements of the mines
ENDGAME_NODES = 50_000
# A position with nothing proven usually needs several more guesses before the board opens up again, so
# the look-ahead counts the next guess's risk this many times over. Measured on 1000 paired Expert games:
# exponents 3 to 6 win about 1.3 points more than 1 (plain two-step survival) and 0.6 more than 20. Between
# 3 and 4, four sets of paired Expert boards (14,000 games) gave 3 the edge: 88 games won that 4 lost, 60 the
# other way (sign test p ≈ 0.03).
NEXT_GUESS_WEIGHT = 3
# The look-ahead's score (which already holds the chance to survive the guess) is then multiplied by the guess's
# safety to this power: this guess's risk is certain, the next one's only estimated. Once more (1) against the
# plain score: +17 wins in 4000 paired Expert games (90 against 73). Twice (2) against once, with long-term risk
# and dead cells in the policy, 12,000 paired Expert games from 4,4: 161 won that once lost, 129 the other way
# (sign test p ≈ 0.07); on the first 3000 of those boards 1.5 and 3 did less well (+3 and +13 against +21).
SAFETY_WEIGHT = 2

# A cell part of whose risk a future fifty-fifty would cost anyway (``longterm``) is lifted by this share of it,
# and judged by the look-ahead if its safety so lifted is within this factor of the safest cell's.
INFLUENCE_WEIGHT = 0.9
INFLUENCED_WITHIN = 0.9


# What each rule of the policy means, in a few words a hint can show beside the cell it picks (translated there); the
# keys are the rules' names, never shown.
WHY: dict[str, str] = {  # i18n: fixed (the keys: the rules' names)
    "fifty-fifty": N_("a fifty-fifty no number can ever settle, so it is best guessed now"),
    "safe or fifty-fifty": N_(  # i18n: fixed (key)
        "if it is a mine, it is half of a fifty-fifty that must be guessed anyway"
    ),
    "endgame": N_("the guess that wins most often, found by trying every way the game can end"),
    "look-ahead": N_("the safest cell that is also likely to open more"),
    "lowest chance": N_("the cell least likely to be a mine"),
}


@dataclass(frozen=True, slots=True)
class Guess:
    """A guess: where, its chance of being safe, the policy's score for it and which rule chose it."""

    cell: tuple[int, int]
    safety: float
    score: float
    rule: str  # a key of ``WHY``


def _around(width: int, height: int, x: int, y: int) -> list[tuple[int, int]]:
    return [
        (x + dx, y + dy)
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy) and 0 <= x + dx < width and 0 <= y + dy < height
    ]


def _undecided(width: int, height: int, tiles: bytes, analysis: Analysis) -> list[tuple[int, int]]:
    proven = analysis.safe.keys() | analysis.mines.keys()
    return [
        (x, y)
        for y in range(height)
        for x in range(width)
        if tiles[y * width + x] > Tile.OPEN_8 and (x, y) not in proven
    ]


def _next_safety(analysis: Analysis) -> float:
    """How safe the next move is: 1 if something is proven safe, else the safest undecided cell."""
    if analysis.safe:
        return 1.0
    lowest = min(analysis.frontier.values(), default=1.0)
    if analysis.outside_cells:
        lowest = min(lowest, analysis.outside)
    return 1.0 - lowest


def _reveals(
    width: int, height: int, tiles: bytes, analysis: Analysis, cell: tuple[int, int], cache: dict[Signature, GroupCount]
) -> list[Analysis]:
    """The position each number ``cell`` could show (if it is safe) would leave."""
    x, y = cell
    neighbours = _around(width, height, x, y)
    known = sum(1 for c in neighbours if c in analysis.mines)
    covered = sum(1 for cx, cy in neighbours if tiles[cy * width + cx] > Tile.OPEN_8)
    found = []
    for value in range(known, covered + 1):  # proven mines count among the covered neighbours
        try:
            found.append(analysis.reveal(x, y, value, cache=cache))
        except InconsistentView:
            continue
    return [after for after in found if after.solutions != 0]


def _look_ahead(analysis: Analysis, reveals: list[Analysis]) -> float:
    """The chance that revealing a cell survives, weighted by how safe the position after it is (``reveals``: one
    for each number the cell could show): 1 where something becomes provable, else the next guess's safety to
    the power ``NEXT_GUESS_WEIGHT``."""
    assert analysis.solutions is not None
    score = 0.0
    for after in reveals:
        if after.solutions:
            score += after.solutions / analysis.solutions * _next_safety(after) ** NEXT_GUESS_WEIGHT
    return score


def _fifty_fifty(
    width: int,
    height: int,
    tiles: bytes,
    analysis: Analysis,
    undecided: set[tuple[int, int]],
    cache: dict[Signature, GroupCount],
) -> tuple[int, int] | None:
    """A cell of a pair that holds exactly one mine and that no future reveal can ever tell apart.

    Nothing can tell the two apart when every other undecided cell next to either of them is next to both
    (its number counts the pair's one mine either way: two cells against the board's edge, or a 2×2 box's
    inner pair) and every open number touching just one of them has no other undecided cell (or resolving
    that cell later would tell which of the two holds the mine). Such a guess must be made sooner or later,
    and made now it risks nothing that waiting would save.
    """

    def undecided_around(cell: tuple[int, int]) -> set[tuple[int, int]]:
        return {c for c in _around(width, height, *cell) if c in undecided}

    halves = sorted((c for c, chance in analysis.frontier.items() if chance == 0.5), key=lambda c: (c[1], c[0]))
    for i, a in enumerate(halves):
        for b in halves[i + 1 :]:
            if abs(a[0] - b[0]) > 2 or abs(a[1] - b[1]) > 2:
                continue
            near_a, near_b = undecided_around(a) - {b}, undecided_around(b) - {a}
            if near_a != near_b:
                continue
            numbers = {
                c for cell in (a, b) for c in _around(width, height, *cell) if tiles[c[1] * width + c[0]] <= Tile.OPEN_8
            }
            if any(len(undecided_around(n) & {a, b}) == 1 and undecided_around(n) - {a, b} for n in numbers):
                continue
            if _one_mine_between(width, height, tiles, analysis, a, b, cache):
                return a
    return None


def _one_mine_between(
    width: int,
    height: int,
    tiles: bytes,
    analysis: Analysis,
    a: tuple[int, int],
    b: tuple[int, int],
    cache: dict[Signature, GroupCount],
) -> bool:
    """Whether b is a mine in every arrangement where a is safe (with both at one half: exactly one mine)."""
    return all(b in after.mines for after in _reveals(width, height, tiles, analysis, a, cache))


def likely_zeros(width: int, height: int, analysis: Analysis, outside: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The ``outside`` cells (undecided, touching no number) likeliest first to show a 0, which opens its
    neighbours for free: a guess away from the numbers is worth most where it can open the board. The chance
    is each neighbour's chance to be safe multiplied as if they were independent (a corner has three
    neighbours to an edge cell's five; a neighbour that is a likely mine spoils a cell). Ties in reading order.
    """
    free = set(outside)

    def zero_chance(cell: tuple[int, int]) -> float:
        chance = 1.0
        for c in _around(width, height, *cell):
            if c in analysis.mines:
                return 0.0
            chance *= 1.0 - analysis.frontier.get(c, analysis.outside if c in free else 0.0)
        return chance

    return sorted(outside, key=lambda c: (-zero_chance(c), c[1], c[0]))


def _endgame(
    width: int, height: int, mines: int, tiles: bytes, analysis: Analysis, undecided: list[tuple[int, int]]
) -> tuple[tuple[int, int], float] | None:
    if len(undecided) > ENDGAME_CELLS or analysis.solutions is None or analysis.solutions > ENDGAME_ARRANGEMENTS:
        return None
    bit = {cell: i for i, cell in enumerate(undecided)}
    around = [sum(1 << bit[c] for c in _around(width, height, *cell) if c in bit) for cell in undecided]
    numbers = []
    for y in range(height):
        for x in range(width):
            shown = tiles[y * width + x]
            if shown <= Tile.OPEN_8:
                neighbours = _around(width, height, x, y)
                mask = sum(1 << bit[c] for c in neighbours if c in bit)
                if mask:
                    numbers.append((mask, shown - sum(1 for c in neighbours if c in analysis.mines)))
    try:
        solutions = arrangements(len(undecided), numbers, mines - len(analysis.mines), ENDGAME_ARRANGEMENTS)
        choice, chance = best_reveal(len(undecided), around, solutions, ENDGAME_NODES)
    except SearchTooLarge:
        return None
    return undecided[choice], chance


def choose_guess(
    width: int,
    height: int,
    mines: int,
    tiles: bytes,
    analysis: Analysis | None = None,
    *,
    cache: dict[Signature, GroupCount] | None = None,
) -> Guess:
    """The policy's guess on a visible board where (normally) nothing is proven safe. ``cache`` keeps the
    counts of groups between the many imagined positions (and, from ``play_game``, between moves): a group
    a reveal leaves untouched is not counted again."""
    if cache is None:
        cache = {}
    if analysis is None:
        analysis = analyse(width, height, mines, tiles, cache=cache)
    undecided = _undecided(width, height, tiles, analysis)
    if not undecided:
        raise ValueError("no covered cell is left to guess")  # i18n: fixed (a programming error)
    chance = {c: analysis.frontier.get(c, analysis.outside) for c in undecided}
    pair = _fifty_fifty(width, height, tiles, analysis, set(undecided), cache)
    if pair is not None:
        return Guess(pair, 0.5, 0.5, "fifty-fifty")
    end = _endgame(width, height, mines, tiles, analysis, undecided)
    if end is not None:
        return Guess(end[0], 1.0 - chance[end[0]], end[1], "endgame")

    risk = long_term_risk(width, height, mines, tiles, analysis, cache)
    if risk is not None and risk.pseudo:
        # A cell that can show only one number is dead: opening it teaches nothing, so it is no reason to guess now.
        living = [c for c in risk.pseudo if len(_reveals(width, height, tiles, analysis, c, cache)) > 1]
        if living:
            best = min(living, key=lambda c: (chance[c], c[1], c[0]))
            return Guess(best, 1.0 - chance[best], 1.0 - chance[best], "safe or fifty-fifty")  # i18n: fixed (a key)

    def gain(cell: tuple[int, int]) -> float:
        """How much the fifty-fifties the cell's risk would cost anyway lift it: 1 + the damped share."""
        if risk is None or cell not in risk.influence or chance[cell] >= 1.0:
            return 1.0
        return 1.0 + INFLUENCE_WEIGHT * risk.influence[cell] / ((1.0 - chance[cell]) * risk.solutions)

    outside = likely_zeros(width, height, analysis, [c for c in undecided if c not in analysis.frontier])
    pool = [c for c in undecided if c in analysis.frontier] + outside[:OUTSIDE_SAMPLES]
    pool.sort(key=lambda c: (chance[c], c[1], c[0]))
    if not analysis.exact or analysis.solutions is None:  # an approximate analysis: no weights to look ahead with
        best = pool[0]
        return Guess(best, 1.0 - chance[best], 1.0 - chance[best], "lowest chance")  # i18n: fixed (a rule's key)
    candidates = pool[:EVALUATED]
    if risk is not None:
        floor = (1.0 - chance[pool[0]]) * INFLUENCED_WITHIN
        candidates += sorted(
            (c for c in risk.influence if c not in candidates and c in chance and (1.0 - chance[c]) * gain(c) > floor),
            key=lambda c: (chance[c], c[1], c[0]),
        )
    # A dead cell (one that can show only one number) teaches nothing, and its risk can wait: taking it later
    # costs no more, and the game may yet settle it. So it is guessed only when every candidate is dead.
    choice: dict[bool, tuple[float, tuple[int, int]]] = {}  # the best score and its cell, living and dead
    for cell in candidates:
        if True in choice and (1.0 - chance[cell]) ** (1 + SAFETY_WEIGHT) * gain(cell) <= choice[True][0]:
            continue  # the look-ahead cannot exceed the cell's own safety, so the score cannot beat this
        reveals = _reveals(width, height, tiles, analysis, cell, cache)
        teaches = len(reveals) > 1
        score = _look_ahead(analysis, reveals) * (1.0 - chance[cell]) ** SAFETY_WEIGHT * gain(cell)
        if teaches not in choice or score > choice[teaches][0] + 1e-12:
            choice[teaches] = score, cell
    best_score, best = choice[True] if True in choice else choice[False]
    return Guess(best, 1.0 - chance[best], best_score, "look-ahead")
