"""The opening table shipped with the game: its text format reads back whole and consistent, and the loader
refuses a damaged table with a line that says what is wrong."""

from __future__ import annotations

import pytest

from minesweeper.core.solver.openings import (
    FINALISTS,
    HEADER,
    LEVELS,
    RULES,
    OpeningTableError,
    best_first_click,
    canonical,
    finalists,
    opening_table,
    parse_table,
    symmetric_cells,
)
from minesweeper.core.solver.openings_data import TABLE


def data_lines() -> list[str]:
    return [line for line in TABLE.splitlines() if line and not line.startswith(("#", "best,", "policy,"))]


def best_lines() -> list[str]:
    return [line for line in TABLE.splitlines() if line.startswith("best,")]


def test_the_shipped_table_has_every_cell_of_every_level_and_rule_once() -> None:
    lines = data_lines()
    assert lines[0] == HEADER
    seen = {tuple(line.split(",")[:4]) for line in lines[1:]}
    assert len(seen) == len(lines) - 1  # no line twice
    assert seen == {
        (level, rule, str(x), str(y))
        for level, (width, height, _) in LEVELS.items()
        for rule in RULES
        for x in range(1, width + 1)
        for y in range(1, height + 1)
    }
    for line in lines[1:] + best_lines():
        wins, games = (int(n) for n in line.split(",")[-2:])
        assert 0 <= wins <= games and games >= 1


def test_each_level_and_rule_has_one_best_line_for_one_of_its_highest_rate_cells() -> None:
    table = opening_table()
    assert sorted(tuple(line.split(",")[1:3]) for line in best_lines()) == sorted(
        (level, rule) for level in LEVELS for rule in RULES
    )
    for (level, rule), records in table.cells.items():
        best = table.best(level, rule)
        assert best.rate <= 1 and best.cell in records
        better = sum(
            1
            for cell, record in records.items()
            if record.rate > records[best.cell].rate and cell == canonical(*LEVELS[level][:2], *cell)
        )
        assert better < FINALISTS  # the best cell was chosen among the finalists of the search


def test_cells_the_symmetry_maps_onto_each_other_carry_the_same_figures() -> None:
    table = opening_table()
    for (level, rule), records in table.cells.items():
        width, height, _ = LEVELS[level]
        for (x, y), record in records.items():
            for other in symmetric_cells(width, height, x, y):
                assert (records[other].wins, records[other].games) == (record.wins, record.games), (level, rule)


def test_the_symmetry_classes_are_8_fold_on_a_square_and_4_fold_on_expert() -> None:
    assert symmetric_cells(9, 9, 1, 0) == {(1, 0), (7, 0), (1, 8), (7, 8), (0, 1), (0, 7), (8, 1), (8, 7)}
    assert symmetric_cells(30, 16, 3, 3) == {(3, 3), (26, 3), (3, 12), (26, 12)}
    assert symmetric_cells(9, 9, 4, 4) == {(4, 4)}
    assert canonical(9, 9, 8, 7) == (1, 0) and canonical(30, 16, 29, 15) == (0, 0)
    assert len({canonical(9, 9, x, y) for x in range(9) for y in range(9)}) == 15
    assert len({canonical(30, 16, x, y) for x in range(30) for y in range(16)}) == 120


def test_the_best_first_click_is_the_highest_rate_of_the_classic_boards_and_none_elsewhere() -> None:
    table = opening_table()
    for level, (width, height, mines) in LEVELS.items():
        for rule in RULES:
            best = best_first_click(width, height, mines, rule)
            assert best == table.confirmed[level, rule]
            low, high = best.interval
            assert 0 <= low <= best.rate <= high <= 1
    assert best_first_click(9, 9, 11) is None and best_first_click(10, 10, 10) is None


def small_table(*changes: tuple[str, str]) -> str:
    """The shipped table with lines replaced (old, new): a new of "" deletes the line."""
    text = TABLE
    for old, new in changes:
        assert old in text
        text = text.replace(old + "\n", new + "\n" if new else "", 1)
    return text


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the header 'level,rule,col,row,wins,games' is missing"),
        ("# only a comment\n", "the header"),
        ("level,rule,cell,wins,games\n", "line 1: the first line must be"),
    ],
)
def test_a_table_without_its_header_is_refused(text: str, message: str) -> None:
    with pytest.raises(OpeningTableError, match=message):
        parse_table(text)


def first_line() -> str:
    return data_lines()[1]


@pytest.mark.parametrize(
    ("new", "message"),
    [
        ("beginner,opening,1,1,5", "5 fields where 6 are needed"),
        ("novice,opening,1,1,5,10", "no level 'novice'"),
        ("beginner,corner,1,1,5,10", "no rule 'corner'"),
        ("beginner,opening,1,1,-5,10", "wins '-5' is not a whole number"),
        ("beginner,opening,x,1,5,10", "col 'x' is not a whole number"),
        ("beginner,opening,1,1,11,10", "11 wins of 10 games"),
        ("beginner,opening,1,1,0,0", "0 wins of 0 games"),
        ("beginner,opening,10,1,5,10", "cell 10,1 is off the 9×9 beginner board"),
        ("beginner,opening,2,1,5,10", "beginner opening 2,1 is given twice"),
    ],
)
def test_a_damaged_line_is_refused_with_its_number_and_what_is_wrong(new: str, message: str) -> None:
    old = first_line()
    assert old.startswith("beginner,opening,1,1,")
    with pytest.raises(OpeningTableError, match=message) as refused:
        parse_table(small_table((old, new)))
    if "twice" not in message:
        number = TABLE.splitlines().index(old) + 1
        assert str(refused.value).startswith(f"line {number}: ")


def test_a_best_line_is_checked_like_the_others_and_must_name_the_highest_rate() -> None:
    line = next(line for line in best_lines() if line.startswith("best,expert,safe,"))
    with pytest.raises(OpeningTableError, match="expert safe has no best line"):
        parse_table(small_table((line, "")))
    assert parse_table(small_table((line, "")), confirmed=False).confirmed.keys() == {
        (level, rule) for level in LEVELS for rule in RULES
    } - {("expert", "safe")}
    with pytest.raises(OpeningTableError, match="a second best line for expert safe"):
        parse_table(small_table((line, line + "\n" + line)))
    with pytest.raises(OpeningTableError, match="5 fields where 6 are needed"):
        parse_table(small_table((line, line.rsplit(",", 1)[0])))
    records = opening_table().cells["expert", "safe"]
    shortlist = {record.cell for record in finalists(30, 16, records)}
    x, y = min((cell for cell in records if canonical(30, 16, *cell) not in shortlist), key=lambda c: records[c].rate)
    with pytest.raises(
        OpeningTableError,
        match=rf"the best expert safe cell {x + 1},{y + 1} is not one of the "
        rf"{FINALISTS} with the highest rates",
    ):
        parse_table(small_table((line, f"best,expert,safe,{x + 1},{y + 1},1,2")))


def test_a_missing_cell_is_named() -> None:
    line = next(line for line in data_lines() if line.startswith("expert,safe,7,9,"))
    with pytest.raises(OpeningTableError, match="expert safe has no line for 7,9"):
        parse_table(small_table((line, "")))


def test_the_format_reads_back_what_it_says() -> None:
    table = parse_table(TABLE)
    record = table.cells["expert", "opening"][3, 3]
    line = next(line for line in data_lines() if line.startswith("expert,opening,4,4,"))
    assert (record.wins, record.games) == tuple(int(n) for n in line.split(",")[4:])


def test_the_shipped_table_was_made_by_the_policy_the_game_plays() -> None:
    """The first-click hint quotes the table's win rates as the solver's: a table made by an older policy would
    quote another player's figures. Changed the policy? Make the table again (bench/opening_table.py)."""
    from minesweeper.core.solver.autoplay import policy_fingerprint

    assert opening_table().policy == policy_fingerprint()


def test_a_table_says_which_policy_made_it_once() -> None:
    body = TABLE[TABLE.index(HEADER) :]
    without = "\n".join(line for line in body.splitlines() if not line.startswith("policy,"))
    assert parse_table(without).policy == ""  # read, but no policy is ever this one's
    assert parse_table(without + "\npolicy,0123456789abcdef\n").policy == "0123456789abcdef"
    with pytest.raises(OpeningTableError, match="one policy line"):
        parse_table(without + "\npolicy,0123456789abcdef\npolicy,0123456789abcdef\n")
    with pytest.raises(OpeningTableError, match="one policy line"):
        parse_table(without + "\npolicy,not-hex\n")
