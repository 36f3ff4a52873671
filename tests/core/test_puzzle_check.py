"""Judging drawn puzzles: the start view with its floods, the refusals, the solver's play-out, and the draft
the editor changes cell by cell."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core.errors import PuzzleError
from minesweeper.core.game import Game
from minesweeper.core.layout import Layout
from minesweeper.core.puzzles.check import check, numbers, refuse_unplayable, start_view
from minesweeper.core.puzzles.draft import PuzzleDraft
from minesweeper.core.solver.noguess import is_solvable
from minesweeper.core.view import PLAIN, Tile

# A 6×4 board: opened at (0, 0) it floods all but the top right corner, where a 50/50 is left.
BOARD = Layout.parse("""
...**.
...*..
......
......
""")
W, H, MINES = BOARD.width, BOARD.height, BOARD.cells


def plain(view: bytes, width: int) -> list[str]:
    text = "".join(PLAIN[Tile(v)] for v in view)
    return [text[i : i + width] for i in range(0, len(text), width)]


def test_the_start_view_shows_the_open_cells_and_floods_an_opened_zero_as_a_click_would() -> None:
    assert plain(start_view(W, H, MINES, [(0, 0)]), W) == [
        "..2###",
        "..2#31",
        "..111.",
        "......",
    ]
    assert plain(start_view(W, H, MINES, [(5, 0)]), W) == ["#####1", "######", "######", "######"]
    assert plain(start_view(W, H, MINES, []), W) == ["######"] * 4


def test_the_start_view_is_what_a_game_on_the_puzzle_starts_with() -> None:
    for opened in ([(0, 0)], [(2, 2), (5, 0)], [(5, 1)]):
        assert start_view(W, H, MINES, opened) == Game.on_layout(BOARD, opened=opened).visible()


def test_an_open_cell_that_is_a_mine_or_off_the_board_is_a_programming_mistake() -> None:
    with pytest.raises(ValueError, match="cannot start open"):
        start_view(W, H, MINES, [(4, 0)])
    with pytest.raises(ValueError, match="cannot start open"):
        start_view(W, H, MINES, [(6, 0)])


def test_numbers_give_every_count_and_the_mines() -> None:
    assert plain(numbers(W, H, MINES), W) == [
        "..2**1",
        "..2*31",
        "..111.",
        "......",
    ]


@pytest.mark.parametrize(
    ("mines", "opened", "message"),
    [
        (bytes(W * H), [], "Place at least one mine"),
        (bytes([1]) * (W * H), [], "Every cell is a mine"),
        (MINES, [(0, 0), (5, 0)], "Every safe cell starts open"),
    ],
)
def test_a_puzzle_with_nothing_to_play_is_refused_with_what_to_change(
    mines: bytes, opened: list[tuple[int, int]], message: str
) -> None:
    with pytest.raises(PuzzleError, match=message):
        refuse_unplayable(W, H, mines, opened)


def test_a_puzzle_with_a_mine_and_a_covered_safe_cell_is_playable() -> None:
    refuse_unplayable(W, H, MINES, [(0, 0)])  # (5, 0) is still covered
    refuse_unplayable(W, H, MINES, [])


def test_the_play_out_finishes_a_puzzle_logic_can_finish() -> None:
    board = Layout.parse(".....\n.*...\n.....\n....*")
    opened = [(4, 0)]
    assert plain(start_view(board.width, board.height, board.cells, opened), 5) == [
        "##1..",
        "##1..",
        "##111",
        "#####",
    ]
    result = check(board.width, board.height, board.cells, opened)
    assert (result.safe, result.at_start, result.opened) == (18, 9, 18)
    assert result.no_guess and result.summary() == "no guess needed"


def test_the_play_out_stops_at_a_fifty_fifty_and_says_how_far_it_got() -> None:
    result = check(W, H, MINES, [(0, 0)])
    assert not result.no_guess
    assert (result.safe, result.at_start, result.opened) == (21, 20, 20)
    assert result.summary() == "needs a guess after 0 of 1 cell"


def test_a_puzzle_with_no_open_cell_needs_a_first_guess() -> None:
    result = check(W, H, MINES, [])
    assert (result.at_start, result.opened, result.no_guess) == (0, 0, False)
    assert result.summary() == "needs a first guess: no cell starts open"


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_judged_from_one_open_cell_it_agrees_with_the_no_guess_generators_proof(data: st.DataObject) -> None:
    width, height = data.draw(st.integers(2, 9)), data.draw(st.integers(2, 9))
    x, y = data.draw(st.integers(0, width - 1)), data.draw(st.integers(0, height - 1))
    cells = data.draw(st.lists(st.integers(0, 1), min_size=width * height, max_size=width * height))
    cells[y * width + x] = 0
    mines = bytes(cells)
    assert check(width, height, mines, [(x, y)]).no_guess == is_solvable(width, height, mines, x, y)


# ------------------------------------------------------------------ the draft


def test_a_mine_placed_on_a_cell_marked_open_unmarks_it_and_the_numbers_follow() -> None:
    draft = PuzzleDraft(3, 3)
    draft.toggle_open(0, 0)
    assert draft.is_open(2, 2)  # an empty board floods whole
    draft.set_mine(0, 0, True)
    assert draft.marks == set() and not draft.is_open(2, 2)
    assert draft.numbers[1] == 1 and draft.numbers[0] == Tile.MINE
    draft.set_mine(0, 0, False)
    assert draft.numbers == bytes(9)


def test_a_mine_cannot_be_marked_open() -> None:
    draft = PuzzleDraft.of_layout(BOARD)
    with pytest.raises(PuzzleError, match="A mine cannot start open"):
        draft.toggle_open(4, 0)


def test_covering_a_flooded_cell_covers_the_whole_area_its_zero_opened() -> None:
    draft = PuzzleDraft.of_layout(BOARD, [(0, 0), (5, 0)])
    assert draft.is_open(4, 1) and draft.is_open(5, 0)
    draft.toggle_open(2, 3)  # open only because (0, 0) floods to it
    assert draft.marks == {(5, 0)}
    assert not draft.is_open(4, 1) and not draft.is_open(0, 0)
    draft.toggle_open(5, 0)
    assert draft.marks == set()


def test_the_draft_counts_3bv_and_what_the_open_cells_leave() -> None:
    draft = PuzzleDraft.of_layout(BOARD)
    assert draft.bbbv() == (2, 2)  # the opening, and the 1 in the corner that touches no 0
    draft.toggle_open(0, 0)
    assert draft.bbbv() == (2, 1)


def test_the_draft_gives_a_layout_only_when_playable_and_clear_empties_it() -> None:
    draft = PuzzleDraft.of_layout(BOARD, [(0, 0)])
    assert draft.layout() == BOARD and draft.opened == ((0, 0),)
    draft.clear()
    assert draft.mine_count == 0 and not draft.marks
    with pytest.raises(PuzzleError, match="Place at least one mine"):
        draft.layout()


def test_the_verdict_is_worked_out_again_after_a_change() -> None:
    draft = PuzzleDraft.of_layout(BOARD, [(0, 0)])
    assert not draft.check().no_guess
    draft.set_mine(4, 0, False)  # the 50/50's mine gone, the corner opens with the rest
    assert draft.check().no_guess
