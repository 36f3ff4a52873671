"""The solver's reasons read as English for one cell, mine or number as well as for many: each rule's sentence,
text in, text out (a fresh-eyes review found "has only 1 covered neighbour not proven safe, so they are all
mines"), and the spreadsheet names in a sentence rewritten for a front end that names cells its own way."""

from __future__ import annotations

import pytest

from minesweeper.core.solver.reasons import Reason, cell_name, cell_of, rename_cells
from minesweeper.core.solver.state import Rule

B2, C3 = (1, 1), (2, 2)


def test_a_number_with_one_covered_neighbour_left_makes_it_a_mine() -> None:
    reason = Reason(Rule.SINGLE, C3, True, (B2,), (1,))
    assert reason.text == "the 1 at B2 has only 1 covered neighbour not proven safe, C3, so it is a mine"


def test_a_number_with_several_covered_neighbours_left_makes_them_all_mines() -> None:
    reason = Reason(Rule.SINGLE, C3, True, (B2,), (3,))
    assert reason.text == (
        "the 3 at B2 has only 3 covered neighbours not proven safe, so they are all mines, C3 among them"
    )


def test_a_number_whose_mines_are_all_found_names_them_after_at() -> None:
    one = Reason(Rule.SINGLE, C3, False, (B2,), (1,), proven_mines=((0, 0),))
    assert one.text == (
        "the 1 at B2 already touches 1 proven mine at A1, so its other neighbours, C3 among them, are safe"
    )
    two = Reason(Rule.SINGLE, C3, False, (B2,), (2,), proven_mines=((0, 0), (2, 0)))
    assert two.text == (
        "the 2 at B2 already touches 2 proven mines at A1 and C1, so its other neighbours, C3 among them, are safe"
    )
    zero = Reason(Rule.SINGLE, C3, False, (B2,), (0,))
    assert zero.text == "the 0 at B2 has no mine around it, so C3 is safe"


@pytest.mark.parametrize(("figure", "mines"), [(1, "1 mine"), (2, "2 mines")])
def test_two_overlapping_numbers_say_one_mine_or_many(figure: int, mines: str) -> None:
    safe = Reason(Rule.SUBSET, C3, False, (B2, (2, 1)), (2, 3), figure)
    assert safe.text == (
        f"the 3 at C2 puts at least {mines} in the cells it shares with the 2 at B2, all that "
        "the 2 at B2 still needs, so C3 is safe"
    )
    mine = Reason(Rule.SUBSET, C3, True, (B2, (2, 1)), (2, 1), figure)
    assert mine.text == (
        f"the cells the 2 at B2 shares with the 1 at C2 hold at most {mines}, so every covered "
        "neighbour of the 2 at B2 outside those cells is a mine, C3 included"
    )


def test_the_cells_away_from_the_numbers_take_one_mine_or_all_of_several() -> None:
    one = Reason(Rule.COUNT, C3, True, (), (), 1)
    assert one.text == "the cells away from the numbers must take the 1 mine the numbers leave over, so C3 is a mine"
    three = Reason(Rule.COUNT, C3, True, (), (), 3)
    assert three.text == (
        "the cells away from the numbers must take all 3 mines the numbers leave over, so C3 is a mine"
    )
    assert Reason(Rule.COUNT, C3, False, (), (), 0).text == (
        "no mine is left for the cells away from the numbers, so C3 is safe"
    )


@pytest.mark.parametrize(("figure", "mines"), [(1, "1 mine"), (4, "4 mines")])
def test_the_mine_count_with_one_mine_or_many_left(figure: int, mines: str) -> None:
    reason = Reason(Rule.COUNT, C3, False, (B2,), (1,), figure)
    assert reason.text == (
        f"with {mines} left to place, every arrangement that fits the 1 at B2 and the mine count leaves C3 safe"
    )


def test_every_arrangement_names_one_number_two_or_a_few_and_how_many_more() -> None:
    cells = [(x, 0) for x in range(5)]
    assert (
        Reason(Rule.CASES, C3, True, (B2,), (1,)).text == "every arrangement of mines that fits the 1 at B2 puts "
        "a mine on C3"
    )
    assert Reason(Rule.CASES, C3, False, tuple(cells[:2]), (1, 2)).text == (
        "every arrangement of mines that fits the 1 at A1 and the 2 at B1 leaves C3 safe"
    )
    assert Reason(Rule.CASES, C3, False, tuple(cells[:4]), (1, 2, 3, 4)).text == (
        "every arrangement of mines that fits the 1 at A1, the 2 at B1, the 3 at C1 and 1 more number leaves C3 safe"
    )
    assert Reason(Rule.CASES, C3, False, tuple(cells), (1, 2, 3, 4, 5)).text.endswith(
        " and 2 more numbers leaves C3 safe"
    )


def test_the_proven_mines_relied_on_are_one_mine_or_mines() -> None:
    one = Reason(Rule.CASES, C3, False, (B2,), (2,), proven_mines=((0, 0),))
    assert one.text.endswith("leaves C3 safe, given the proven mine at A1")
    four = Reason(Rule.CASES, C3, False, (B2,), (4,), proven_mines=((0, 0), (1, 0), (2, 0), (3, 0)))
    assert four.text.endswith("leaves C3 safe, given the proven mines at A1, B1, C1 and 1 more")


@pytest.mark.parametrize("cell", [(0, 0), (25, 0), (26, 4), (701, 998), (702, 0)])
def test_a_cell_name_reads_back_as_its_cell(cell: tuple[int, int]) -> None:
    assert cell_of(cell_name(*cell)) == cell


@pytest.mark.parametrize("name", ["a1", "A0", "A", "1", "A01", "A1B"])
def test_what_is_not_a_cell_name_is_refused(name: str) -> None:
    with pytest.raises(ValueError, match="not a cell name"):
        cell_of(name)


def test_the_cell_names_in_a_sentence_are_rewritten_and_nothing_else() -> None:
    said = "Blunder: AB12 was a proven mine: the 1 at B2 has a 3BV of 30%, given C3"
    assert rename_cells(said, lambda x, y: f"({x + 1},{y + 1})") == (
        "Blunder: (28,12) was a proven mine: the 1 at (2,2) has a 3BV of 30%, given (3,3)"
    )
    assert rename_cells("Open any cell: the first click is never a mine", lambda x, y: "?") == (
        "Open any cell: the first click is never a mine"
    )
