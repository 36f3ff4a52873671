"""The solver's reasons read as English for one cell, mine or number as well as for many: each rule's sentence,
text in, text out (a fresh-eyes review found "has only 1 covered neighbour not proven safe, so they are all
mines"), and the spreadsheet names in a sentence rewritten for a front end that names cells its own way."""

from __future__ import annotations

import re

import pytest

from minesweeper.core.language.cells import cell_name, cell_of, rename_cells
from minesweeper.core.solver.reasons import LONG_CHAIN, Reason
from minesweeper.core.solver.state import Rule
from minesweeper.core.solver.steps import Move, Step
from minesweeper.language import install

B2, C3 = (1, 1), (2, 2)


def test_a_number_with_one_covered_neighbour_left_makes_it_a_mine() -> None:
    reason = Reason(Rule.SINGLE, C3, True, (B2,), (1,))
    assert reason.text == "the 1 at B2 has only 1 covered neighbour, C3, so it is a mine"


def test_a_number_with_several_covered_neighbours_left_makes_them_all_mines() -> None:
    reason = Reason(Rule.SINGLE, C3, True, (B2,), (3,))
    assert reason.text == "the 3 at B2 has only 3 covered neighbours, so they are all mines, C3 among them"


def test_the_proven_safe_neighbours_a_number_leaves_out_come_first_by_name() -> None:
    one = Reason(Rule.SINGLE, C3, True, (B2,), (1,), proven_safe=((0, 0),))
    assert one.text == "besides A1 (proven safe), the 1 at B2 has only 1 covered neighbour, C3, so it is a mine"
    three = Reason(Rule.SINGLE, C3, True, (B2,), (2,), proven_safe=((0, 0), (1, 0), (2, 0)))
    assert three.text == (
        "besides A1, B1 and C1 (proven safe), the 2 at B2 has only 2 covered neighbours, so they are all mines, "
        "C3 among them"
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


def test_two_overlapping_numbers_name_the_proven_mines_and_the_proven_safe_cells_they_rely_on() -> None:
    # The player who found the 1 at C2 with three covered neighbours would doubt the hint unless told that one of
    # them is already proven safe.
    reason = Reason(
        Rule.SUBSET, C3, False, (B2, (2, 1)), (1, 2), 1, proven_mines=((3, 0),), proven_safe=((3, 2), (3, 1))
    )
    assert reason.text.endswith(", given the proven mine at D1 and that D3 and D2 are proven safe")
    assert reason.premises == ((3, 0), (3, 2), (3, 1))
    only_safe = Reason(Rule.SUBSET, C3, False, (B2, (2, 1)), (1, 1), 1, proven_safe=((3, 2),))
    assert only_safe.text.endswith("so C3 is safe, given that D3 is proven safe")


def test_the_mine_count_says_how_many_mines_are_left_and_among_how_many_cells() -> None:
    reason = Reason(Rule.COUNT, C3, False, (B2,), (1,), 1, total=10, undecided=4)
    assert reason.text == (
        "with 1 mine left to place (10 less the 9 proven) among the 4 covered cells not proven either way, "
        "every arrangement that fits the 1 at B2 leaves C3 safe"
    )
    untouched = Reason(Rule.COUNT, C3, True, (B2,), (1,), 2, total=2, undecided=3)
    assert untouched.text == (
        "with 2 mines left to place among the 3 covered cells not proven either way, every arrangement that fits "
        "the 1 at B2 puts a mine on C3"
    )
    assert Reason(Rule.COUNT, C3, False, (), (), 0, total=1, undecided=1).text == (
        "the board's 1 mine is proven, so C3 is safe"
    )
    assert Reason(Rule.COUNT, C3, False, (), (), 0, total=5, undecided=2).text == (
        "the board's 5 mines are all proven, so C3 is safe"
    )


def test_every_arrangement_names_each_of_up_to_six_numbers() -> None:
    cells = [(x, 0) for x in range(6)]
    assert (
        Reason(Rule.CASES, C3, True, (B2,), (1,)).text == "every arrangement of mines that fits the 1 at B2 puts "
        "a mine on C3"
    )
    assert Reason(Rule.CASES, C3, False, tuple(cells[:2]), (1, 2)).text == (
        "every arrangement of mines that fits the 1 at A1 and the 2 at B1 leaves C3 safe"
    )
    assert Reason(Rule.CASES, C3, False, tuple(cells), (1, 2, 3, 4, 5, 1)).text == (
        "every arrangement of mines that fits the 1 at A1, the 2 at B1, the 3 at C1, the 4 at D1, the 5 at E1 and "
        "the 1 at F1 leaves C3 safe"
    )


def test_a_proof_of_more_numbers_than_a_person_can_follow_and_no_chain_still_names_every_number() -> None:
    cells = tuple((x, 0) for x in range(LONG_CHAIN + 1))
    reason = Reason(Rule.CASES, C3, True, cells, (1,) * len(cells), proven_mines=((0, 1),))
    assert reason.long_chain and not Reason(Rule.CASES, C3, True, cells[:-1], (1,) * LONG_CHAIN).long_chain
    assert reason.text == (
        "every arrangement of mines that fits the 1 at A1, the 1 at B1, the 1 at C1, the 1 at D1, the 1 at E1, the 1 "
        "at F1 and the 1 at G1 puts a mine on C3, given the proven mine at A2"
    )
    counted = Reason(Rule.COUNT, C3, False, cells, (1,) * len(cells), 2, total=9, undecided=20)
    assert counted.text.startswith(
        "with 2 mines left to place (9 less the 7 proven) among the 20 covered cells not proven either way, every "
        "arrangement that fits the 1 at A1, the 1 at B1,"
    )
    assert "long chain" not in counted.text and "too long" not in counted.text


N7, N8, N9, N10, N11 = (13, 6), (13, 7), (13, 8), (13, 9), (13, 10)
O9, O10, O11, P10, P11 = (14, 8), (14, 9), (14, 10), (15, 9), (15, 10)


STEPS: list[tuple[Step, str]] = [
    (
        Step(Move.ALL_FOUND, (O9,), (2,), mines=(N7, N8), found=(N9, N10)),
        "the 2 at O9 would have its 2 mines at N7 and N8, so N9 and N10 would be safe",
    ),
    (
        Step(Move.ALL_MINES, (O10,), (3,), safe=(N9, N10), found=(N11, O11, P11)),
        "with N9 and N10 safe, the 3 at O10 would have only N11, O11 and P11 left for its 3 mines, so all 3 "
        "would be mines",
    ),
    (
        Step(Move.ALL_MINES, (O10,), (3,), mines=(N7,), safe=(N9,), found=(O11, P11)),
        "with N9 safe and N7 a mine, the 3 at O10 would have only O11 and P11 left for its other 2 mines, so both "
        "would be mines",
    ),
    (
        Step(Move.ALL_MINES, (O10,), (2,), mines=(N7,), found=(P11,)),
        "with N7 a mine, the 2 at O10 would have only P11 left for its other mine, so it would be a mine",
    ),
    (
        Step(Move.TOO_MANY, (P10,), (1,), mines=(O11, P11)),
        "the 1 at P10 would touch 2 mines, O11 and P11, more than its 1",
    ),
    (
        Step(Move.TOO_FEW, (P10,), (2,), safe=(O11,), found=(P11,)),
        "with O11 safe, the 2 at P10 would have only P11 left for its 2 mines",
    ),
    (
        Step(Move.TOO_FEW, (P10,), (1,), safe=(O11, P11)),
        "with O11 and P11 safe, the 1 at P10 would have no covered cell left for its mine",
    ),
    (
        Step(Move.SHARED_SAFE, (O9, O10), (2, 3), mines=(N7,), found=(N9,), figure=1),
        "with N7 a mine, the 2 at O9 would still need 1 mine, and the 3 at O10 would put at least 1 in the cells "
        "they share, so N9 would be safe",
    ),
    (
        Step(Move.SHARED_MINES, (O10, O9), (3, 1), found=(O11, P11), figure=1),
        "the 3 at O10 would still need 3 mines, but the cells it shares with the 1 at O9 could hold at most 1, so "
        "its other covered cells, O11 and P11, would all be mines",
    ),
    (
        Step(Move.SHARED_MINES, (O10, O9), (2, 1), found=(P11,), figure=1),
        "the 2 at O10 would still need 2 mines, but the cells it shares with the 1 at O9 could hold at most 1, so "
        "its other covered cell, P11, would be a mine",
    ),
    (
        Step(Move.SHARED_CLASH, (O10, P10), (2, 1), safe=(N9,), figure=2, most=1),
        "with N9 safe, the cells the 2 at O10 shares with the 1 at P10 would need at least 2 mines but could hold "
        "at most 1",
    ),
]


@pytest.mark.parametrize(("step", "said"), STEPS)
def test_each_step_of_a_chain_says_what_its_numbers_make_of_the_cells_established_before_it(
    step: Step, said: str
) -> None:
    assert step.said(C3) == said
    assert step.fails is (step.move in (Move.TOO_MANY, Move.TOO_FEW, Move.SHARED_CLASH))


def cells(names: str) -> tuple[tuple[int, int], ...]:
    return tuple(cell_of(name) for name in names.split())


COUNT_STEPS: list[tuple[Step, str]] = [
    (
        Step(Move.COUNT_TOO_MANY, (), (), mines=cells("A1 B1 H8"), figure=-1),
        "the 2 proven mines and H8 would be 3 mines, more than the board's 2",
    ),
    (
        Step(Move.COUNT_TOO_MANY, cells("B2 F2"), (2, 2), cells("A1 H8"), among=cells("A3 B3 E3 F3 G3"), figure=2),
        "with 2 mines left (4 less the 1 proven and H8), the 2 at B2 would need its other mine among A3 and B3, "
        "and the 2 at F2 would need its 2 mines among E3, F3 and G3: 3 mines in all, more than the 2 left",
    ),
    (
        Step(Move.COUNT_TOO_MANY, cells("B2"), (3,), cells("A1 B1 H8"), among=cells("A3 B3"), figure=0),
        "with no mine left (3 less the 2 proven and H8), the 3 at B2 would need its other mine among A3 and B3: "
        "1 mine in all, but none is left",
    ),
    (
        Step(Move.COUNT_SAFE, (), (), cells("A1 B1 H8"), cells("C1"), cells("A5 B5"), among=cells("A5 B5")),
        "with no mine left (3 less the 2 proven and H8) and only A5 and B5 covered and not yet decided, A5 and B5 "
        "would be safe",
    ),
    (
        Step(
            Move.COUNT_SAFE,
            cells("B2 F2"),
            (2, 1),
            cells("A1 H8"),
            found=cells("H5"),
            figure=2,
            among=cells("A3 B3 E3 F3 G3 H5"),
        ),
        "with 2 mines left (4 less the 1 proven and H8) and only A3, B3, E3, F3, G3 and H5 covered and not yet "
        "decided, the 2 at B2 would need its other mine among A3 and B3, and the 1 at F2 would need its mine among "
        "E3, F3 and G3: both mines left, so H5 would be safe",
    ),
    (
        Step(Move.COUNT_MINES, (), (), cells("A1 H8"), found=cells("A5 B5"), figure=2, among=cells("A5 B5")),
        "with 2 mines left (4 less the 1 proven and H8) and only A5 and B5 covered and not yet decided, A5 and B5 "
        "would be mines",
    ),
    (
        Step(
            Move.COUNT_MINES,
            cells("F2"),
            (1,),
            cells("A1 H8"),
            found=cells("A5 B5"),
            figure=3,
            among=cells("E3 F3 G3 A5 B5"),
        ),
        "with 3 mines left (5 less the 1 proven and H8) and only E3, F3, G3, A5 and B5 covered and not yet "
        "decided, the 1 at F2 would need its mine among E3, F3 and G3: 1 mine in all, which leaves 2 mines for A5 "
        "and B5, so both would be mines",
    ),
    (
        Step(Move.COUNT_TOO_FEW, (), (), cells("A1 H8"), figure=2, among=cells("A5")),
        "with 2 mines left (4 less the 1 proven and H8) and only A5 covered and not yet decided, there would be no "
        "room for them all",
    ),
    (
        Step(Move.COUNT_TOO_FEW, cells("F2"), (1,), cells("A1 H8"), figure=3, among=cells("E3 F3 G3 A5")),
        "with 3 mines left (5 less the 1 proven and H8) and only E3, F3, G3 and A5 covered and not yet decided, "
        "the 1 at F2 would need its mine among E3, F3 and G3: 1 mine in all, which leaves 2 mines for only A5",
    ),
    (
        Step(Move.COUNT_TOO_FEW, (), (), cells("A1 H8"), figure=1),
        "with 1 mine left (3 less the 1 proven and H8) and no covered cell left undecided, there would be no room "
        "for it",
    ),
]


@pytest.mark.parametrize(("step", "said"), COUNT_STEPS)
def test_a_step_by_the_mine_count_says_how_many_mines_are_left_for_which_cells_and_what_its_numbers_need(
    step: Step, said: str
) -> None:
    # The chain supposes H8 a mine; A1 and B1 are its proven mines, which the step counts without naming them.
    assert step.said(cell_of("H8"), cells("A1 B1")) == said
    assert step.fails is (step.move in (Move.COUNT_TOO_MANY, Move.COUNT_TOO_FEW))


def test_a_chain_supposes_the_cell_the_other_way_and_walks_to_the_number_that_fails() -> None:
    chain = (
        Step(Move.ALL_FOUND, (O9,), (1,), mines=(N8,), found=(N9, N10)),
        Step(Move.ALL_MINES, (O10,), (3,), safe=(N9, N10), found=(N11, O11, P11)),
        Step(Move.TOO_MANY, (P10,), (1,), mines=(O11, P11)),
    )
    reason = Reason(Rule.CASES, N8, False, (O9, O10, P10), (1, 3, 1), chain=chain)
    assert reason.text == (
        "if N8 were a mine, the 1 at O9 would have its 1 mine at N8, so N9 and N10 would be safe; then, with N9 and "
        "N10 safe, the 3 at O10 would have only N11, O11 and P11 left for its 3 mines, so all 3 would be mines; then "
        "the 1 at P10 would touch 2 mines, O11 and P11, more than its 1, which cannot be, so N8 is safe"
    )
    # The supposed cell goes without saying in a step's list of established cells; a proven premise is named first.
    proven = Reason(
        Rule.CASES,
        N8,
        True,
        (O10, P10),
        (3, 1),
        proven_mines=(N7,),
        chain=(
            Step(Move.ALL_MINES, (O10,), (3,), mines=(N7,), safe=(N8,), found=(O11, P11)),
            Step(Move.TOO_MANY, (P10,), (1,), mines=(O11, P11)),
        ),
    )
    assert proven.text == (
        "given the proven mine at N7, if N8 were safe, then, with N7 a mine, the 3 at O10 would have only O11 and P11 "
        "left for its other 2 mines, so both would be mines; then the 1 at P10 would touch 2 mines, O11 and P11, more "
        "than its 1, which cannot be, so N8 is a mine"
    )
    assert rename_cells(proven.text, lambda x, y: f"({x + 1},{y + 1})").startswith(
        "given the proven mine at (14,7), if (14,8) were safe, then, with (14,7) a mine, the 3 at (15,10) would have "
        "only (15,11) and (16,11) left"
    )


def test_the_proven_mines_relied_on_are_one_mine_or_mines_each_named() -> None:
    one = Reason(Rule.CASES, C3, False, (B2,), (2,), proven_mines=((0, 0),))
    assert one.text.endswith("leaves C3 safe, given the proven mine at A1")
    four = Reason(Rule.CASES, C3, False, (B2,), (4,), proven_mines=((0, 0), (1, 0), (2, 0), (3, 0)))
    assert four.text.endswith("leaves C3 safe, given the proven mines at A1, B1, C1 and D1")


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


# A reason of every kind, one way or another: one number (no mine around it, its mines found with and without their
# names, one covered neighbour or several, with proven safe cells left out), two numbers, a case split, the mine count
# (with numbers and without, every mine proven) and chains, with premises.
REASONS = [
    Reason(Rule.SINGLE, C3, False, (B2,), (0,)),
    Reason(Rule.SINGLE, C3, False, (B2,), (2,), proven_mines=((0, 0), (2, 0))),
    Reason(Rule.SINGLE, C3, False, (B2,), (1,)),
    Reason(Rule.SINGLE, C3, True, (B2,), (1,), proven_safe=((0, 0),)),
    Reason(Rule.SINGLE, C3, True, (B2,), (3,)),
    Reason(Rule.SUBSET, C3, False, (B2, (2, 1)), (1, 2), 1, proven_mines=((3, 0),), proven_safe=((3, 2), (3, 1))),
    Reason(Rule.SUBSET, C3, True, (B2, (2, 1)), (2, 1), 2, proven_safe=((3, 2),)),
    Reason(Rule.CASES, C3, True, ((0, 0), (1, 0), (2, 0)), (1, 2, 3), proven_mines=((0, 1), (1, 2))),
    Reason(Rule.CASES, C3, False, (B2,), (1,), proven_safe=((0, 0),)),
    Reason(Rule.COUNT, C3, False, (B2,), (1,), 1, total=10, undecided=4),
    Reason(Rule.COUNT, C3, True, (), (), 2, total=2, undecided=1),
    Reason(Rule.COUNT, C3, False, (), (), 0, total=1, undecided=1),
    Reason(Rule.COUNT, C3, False, (), (), 0, total=5, undecided=2),
    Reason(Rule.CASES, N8, False, (O9, P10), (2, 1), proven_mines=(N7,), chain=tuple(step for step, _ in STEPS[:2])),
    Reason(Rule.COUNT, cell_of("H8"), False, (), (), chain=tuple(step for step, _ in COUNT_STEPS[3:5])),
]


def test_every_reason_and_step_is_wrapped_whole_for_translation() -> None:
    """In the accented pseudo-locale every word a translator writes is accented: English left in a reason or a step
    (a word outside ``_``) would show as plain ASCII letters; the cell names and numbers stay as they are."""
    install("en_XA")
    said = [reason.text for reason in REASONS]
    said += [step.said(C3) for step, _ in STEPS]
    said += [step.said(cell_of("H8"), cells("A1 B1")) for step, _ in COUNT_STEPS]
    english = [(text, re.findall(r"\b[a-z]{2,}\b", text)) for text in said]
    assert not [found for found in english if found[1]]
    chain = said[len(REASONS) - 2]
    assert "N8" in chain and "O9" in chain and "N7" in chain  # the names, as they are


def test_a_reason_reads_in_the_players_language() -> None:
    install("de")
    assert REASONS[5].text == (
        "die 2 auf C2 legt mindestens 1 Mine in die Zellen, die sie sich mit der 1 auf B2 teilt, und das ist alles, "
        "was die 1 auf B2 noch braucht, also ist C3 sicher, da die Mine auf D1 bewiesen ist und D3 und D2 bewiesen "
        "sicher sind"
    )
    assert REASONS[-2].text.startswith(
        "da die Mine auf N7 bewiesen ist, gilt: angenommen, N8 wäre eine Mine: die 2 auf O9 hätte ihre 2 Minen auf N7 "
        "und N8, also läge auf N9 und N10 keine Mine; dann: "
    )


def test_a_cell_name_against_a_language_written_without_spaces_is_rewritten() -> None:
    said = "悪手：B2の両押しで、地雷と確定していたC3を開けました"
    assert (
        rename_cells(said, lambda x, y: f"({x + 1},{y + 1})")
        == "悪手：(2,2)の両押しで、地雷と確定していた(3,3)を開けました"
    )
