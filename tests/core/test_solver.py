"""The hint solver on boards drawn as text: proven cells, their reasons, probabilities and refusals."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.solver.analysis import Cancelled, InconsistentView, Rule, analyse, cell_name
from minesweeper.core.view import Tile
from tests.core.solver_views import brute_force, neighbours, view


@pytest.mark.parametrize(
    ("x", "y", "name"),
    [
        (0, 0, "A1"),
        (2, 4, "C5"),
        (25, 0, "Z1"),
        (26, 0, "AA1"),
        (27, 4, "AB5"),
        (51, 9, "AZ10"),
        (52, 0, "BA1"),
        (701, 0, "ZZ1"),
        (702, 999, "AAA1000"),
    ],
)
def test_cell_names_are_spreadsheet_style(x: int, y: int, name: str) -> None:
    assert cell_name(x, y) == name


def test_a_subset_then_single_numbers_settle_a_column() -> None:
    # B1 ⊂ B2: the 1 at B2 has its mine among B1's cells, so C3 is safe; then the 1 at B3 needs C2.
    width, height, tiles = view("""
        .1#
        .1#
        .1#
    """)
    analysis = analyse(width, height, 1, tiles)
    assert set(analysis.safe) == {(2, 0), (2, 2)}
    assert set(analysis.mines) == {(2, 1)}
    assert analysis.safe[(2, 2)].rule is Rule.SUBSET
    assert analysis.safe[(2, 2)].sources == ((1, 1), (1, 0))
    assert analysis.safe[(2, 2)].text == (
        "the 1 at B1 puts at least 1 mine in the cells it shares with the 1 at B2, all that the 1 at B2 "
        "still needs, so C3 is safe"
    )
    assert analysis.mines[(2, 1)].rule is Rule.SINGLE
    assert analysis.exact
    assert analysis.probabilities() == [0, 0, 0, 0, 0, 1, 0, 0, 0]


def test_single_number_reasons_read_as_sentences() -> None:
    # The zeros in column C clear B1-B3, which leaves the 1 at A1 only A2; with the one mine placed,
    # A3 (touching no number) is safe by the count.
    width, height, tiles = view("""
        1#.
        ##.
        ##.
    """)
    analysis = analyse(width, height, 1, tiles)
    assert set(analysis.mines) == {(0, 1)}
    assert set(analysis.safe) == {(1, 0), (1, 1), (1, 2), (0, 2)}
    assert analysis.mines[(0, 1)].text == (
        "besides B1 and B2 (proven safe), the 1 at A1 has only 1 covered neighbour, A2, so it is a mine"
    )
    cleared = analysis.safe[(1, 0)]
    assert cleared.rule is Rule.SINGLE
    assert cleared.text == f"the 0 at {cell_name(*cleared.sources[0])} has no mine around it, so B1 is safe"
    counted = analysis.safe[(0, 2)]
    assert (counted.rule, counted.sources) == (Rule.COUNT, ())
    assert counted.text == "the board's 1 mine is proven, so A3 is safe"


def test_flags_and_question_marks_are_not_trusted() -> None:
    plain = analyse(*view(".1#\n.1#\n.1#")[:2], 1, view(".1#\n.1#\n.1#")[2])
    width, height, marked = view(".1F\n.1?\n.1F")  # flags on the wrong cells change nothing
    flagged = analyse(width, height, 1, marked)
    assert flagged.probabilities() == plain.probabilities()
    assert set(flagged.safe) == set(plain.safe)


def test_the_mine_count_decides_an_otherwise_open_case() -> None:
    # The 1s at A1 and C1 share B1 and B2: either one mine there, or mines on both A2 and C2.
    width, height, tiles = view("1#1\n###")
    one = analyse(width, height, 1, tiles)
    assert set(one.safe) == {(0, 1), (2, 1)}
    assert one.safe[(0, 1)].rule is Rule.COUNT
    assert one.safe[(0, 1)].text == (
        "with 1 mine left to place among the 4 covered cells not proven either way, every arrangement that fits "
        "the 1 at A1 and the 1 at C1 leaves A2 safe"
    )
    assert one.probability(1, 0) == one.probability(1, 1) == 0.5
    two = analyse(width, height, 2, tiles)
    assert set(two.mines) == {(0, 1), (2, 1)}
    assert set(two.safe) == {(1, 0), (1, 1)}


def test_probabilities_weigh_groups_by_the_cells_that_touch_no_number() -> None:
    # As above plus a free bottom row of three cells, with two mines: one mine in B1/B2 (2 ways) times 3
    # ways to put the other in the free row, or A2 and C2 with the free row empty (1 way): 7 in all.
    width, height, tiles = view("1#1\n###\n###")
    analysis = analyse(width, height, 2, tiles)
    assert analysis.solutions == 7
    expected = {(1, 0): Fraction(3, 7), (1, 1): Fraction(3, 7), (0, 1): Fraction(1, 7), (2, 1): Fraction(1, 7)}
    assert analysis.frontier == {cell: float(p) for cell, p in expected.items()}
    assert analysis.outside == float(Fraction(2, 7))
    assert analysis.probability(1, 2) == analysis.outside
    assert sum(analysis.probabilities()) == pytest.approx(2)


def test_a_one_two_one_row_settles_by_pairs() -> None:
    width, height, tiles = view("""
        #####
        11211
        .....
    """)
    analysis = analyse(width, height, 2, tiles)
    assert set(analysis.mines) == {(1, 0), (3, 0)}
    assert set(analysis.safe) == {(0, 0), (2, 0), (4, 0)}
    assert analysis.safe[(2, 0)].rule is Rule.SUBSET


def test_a_case_split_proves_what_no_pair_of_numbers_can() -> None:
    width, height, tiles = view("""
        #####
        1#32#
        #####
        ##3##
    """)
    analysis = analyse(width, height, 5, tiles)
    assert not analysis.mines
    assert set(analysis.safe) == {(0, 0), (4, 0), (4, 1), (0, 2), (4, 2)}
    assert {reason.rule for reason in analysis.safe.values()} == {Rule.CASES}
    assert analysis.safe[(0, 0)].text == (
        "every arrangement of mines that fits the 1 at A2, the 3 at C2, the 2 at D2 and the 3 at C4 leaves A1 safe"
    )


def test_inconsistent_views_are_refused_with_a_reason() -> None:
    width, height, tiles = view("3#\n#.")  # the 3 at A1 has only two covered neighbours
    with pytest.raises(InconsistentView, match="the 3 at A1"):
        analyse(width, height, 3, tiles)
    width, height, tiles = view("2#\n##")
    with pytest.raises(InconsistentView, match=r"exactly 1 mine$"):  # one mine, said in the singular
        analyse(width, height, 1, tiles)
    assert issubclass(InconsistentView, MinesweeperError)


def test_the_budget_falls_back_to_a_stated_approximation() -> None:
    width, height, tiles = view("1#1#\n####")
    analysis = analyse(width, height, 2, tiles, budget=0)
    assert not analysis.exact
    assert analysis.note.startswith("approximate")
    assert 0 < analysis.probability(1, 0) < 1


def test_cancelling_stops_the_count() -> None:
    width, height, tiles = view("1#1#\n####")
    with pytest.raises(Cancelled):
        analyse(width, height, 2, tiles, cancelled=lambda: True)


def test_no_open_cell_gives_the_plain_density() -> None:
    analysis = analyse(4, 5, 7, bytes([Tile.COVERED]) * 20)
    assert analysis.probabilities() == [7 / 20] * 20
    assert not analysis.safe and not analysis.mines and analysis.hint() is None


def test_the_hint_prefers_a_safe_cell_by_the_simplest_rule() -> None:
    width, height, tiles = view(".1#\n.1#\n.1#")
    hint = analyse(width, height, 1, tiles).hint()
    assert hint is not None and not hint.mine and hint.rule is Rule.SINGLE and hint.cell == (2, 0)


@st.composite
def small_views(draw: st.DrawFn) -> tuple[int, int, int, bytes]:
    """A random board of at most 12 cells, some of its safe cells opened: a real, consistent view."""
    width, height = draw(st.integers(1, 4)), draw(st.integers(1, 3))
    cells = width * height
    mines = draw(st.integers(0, cells - 1))
    rng = random.Random(draw(st.integers(0, 2**32)))
    layout = set(rng.sample(range(cells), mines))
    safe = [i for i in range(cells) if i not in layout]
    opened = set(rng.sample(safe, draw(st.integers(1, len(safe)))))
    tiles = bytes(
        sum(1 for j in neighbours(width, height, i) if j in layout) if i in opened else Tile.COVERED
        for i in range(cells)
    )
    return width, height, mines, tiles


@settings(max_examples=300, deadline=None)
@given(small_views())
def test_probabilities_and_proofs_match_brute_force(case: tuple[int, int, int, bytes]) -> None:
    width, height, mines, tiles = case
    expected = brute_force(width, height, mines, tiles)
    assert expected is not None
    analysis = analyse(width, height, mines, tiles)
    assert analysis.probabilities() == pytest.approx([float(p) for p in expected], abs=1e-12)
    covered = [i for i, t in enumerate(tiles) if t > Tile.OPEN_8]
    # Complete and sound: exactly the covered cells certain in every placement are proven.
    assert {(i % width, i // width) for i in covered if expected[i] == 0} == set(analysis.safe)
    assert {(i % width, i // width) for i in covered if expected[i] == 1} == set(analysis.mines)


def _brute_count(width: int, height: int, mines: int, tiles: bytes, mined: set[int], clear: set[int]) -> int:
    """Placements of the mines fitting every number, with a mine on each of ``mined`` and none on ``clear``."""
    covered = [i for i, t in enumerate(tiles) if t > Tile.OPEN_8]
    numbers = [(tiles[i], neighbours(width, height, i)) for i, t in enumerate(tiles) if t <= Tile.OPEN_8]
    return sum(
        1
        for placed in combinations(covered, mines)
        if mined <= set(placed)
        and not clear & set(placed)
        and all(sum(1 for j in around if j in placed) == n for n, around in numbers)
    )


@settings(max_examples=300, deadline=None)
@given(small_views(), st.randoms(use_true_random=False))
def test_what_if_counts_match_brute_force(case: tuple[int, int, int, bytes], rng: random.Random) -> None:
    width, height, mines, tiles = case
    analysis = analyse(width, height, mines, tiles)
    covered = [i for i, t in enumerate(tiles) if t > Tile.OPEN_8]
    assumed = rng.sample(covered, rng.randint(0, min(3, len(covered))))
    mined = set(assumed[: rng.randint(0, len(assumed))])
    clear = set(assumed) - mined
    cells = {i: (i % width, i // width) for i in covered}
    # Cells touching no number take the quick way (they are interchangeable), the others a settled what-if.
    got = analysis.count_if([cells[i] for i in sorted(mined)], [cells[i] for i in sorted(clear)])
    assert got == _brute_count(width, height, mines, tiles, mined, clear)


@settings(max_examples=200, deadline=None)
@given(small_views())
def test_revealing_a_cell_in_an_analysis_matches_analysing_the_new_view(case: tuple[int, int, int, bytes]) -> None:
    width, height, mines, tiles = case
    analysis = analyse(width, height, mines, tiles)
    for cell in (i for i, t in enumerate(tiles) if t > Tile.OPEN_8):
        x, y = cell % width, cell // width
        for value in range(9):
            shown = bytearray(tiles)
            shown[cell] = value
            if brute_force(width, height, mines, bytes(shown)) is None:  # no placement shows that number there
                with pytest.raises(InconsistentView):
                    analysis.reveal(x, y, value)
                continue
            expected = analyse(width, height, mines, bytes(shown))
            after = analysis.reveal(x, y, value)
            assert after.solutions == expected.solutions
            assert (set(after.safe), set(after.mines)) == (set(expected.safe), set(expected.mines))
            assert after.probabilities() == pytest.approx(expected.probabilities(), abs=1e-12)


def test_what_ifs_refuse_cells_off_the_board_and_a_cell_both_mined_and_clear() -> None:
    width, height, tiles = view(".1##\n.1##\n.1##")
    analysis = analyse(width, height, 2, tiles)
    assert (analysis.solutions, analysis.count_if([(3, 0)])) == (3, 1)  # D holds the 2nd mine; D1 is quick
    assert analysis.count_if([(3, 0)], [(3, 0)]) == 0
    assert analysis.count_if([(2, 0)], [(2, 0)]) == 0
    for x, y in ((4, 0), (-1, 1), (0, 3)):
        with pytest.raises(ValueError, match="off the 4×3 board"):
            analysis.count_if([(x, y)])
        with pytest.raises(ValueError, match="off the 4×3 board"):
            analysis.reveal(x, y, 1)


def test_revealing_a_proven_mine_is_refused_by_name() -> None:
    width, height, tiles = view(".1#\n.1#\n.11")  # the 1s prove C2 a mine... and C1 safe
    analysis = analyse(width, height, 1, tiles)
    assert set(analysis.mines) == {(2, 1)}
    with pytest.raises(InconsistentView, match="C2 is proven a mine"):
        analysis.reveal(2, 1, 1)
