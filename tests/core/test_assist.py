"""Hints and loss verdicts, on boards drawn as text: what the player could know, and nothing more."""

from __future__ import annotations

from minesweeper.core.actions import Action, Kind
from minesweeper.core.record import GameRecord
from minesweeper.core.solver.assist import hint, percent, verdict
from tests.core.boards import game_from, play

LINE = ".*..."  # opening the right end shows a 1 at C1: B1 is the mine, so A1 is safe
CORNERS = """
*..
...
..*
"""  # the centre shows a 2 and says nothing about which two of its eight neighbours
ELBOW = """
..*.
....
*...
...*
"""  # opening A1: C3 is proven safe by the three numbers, C1 is not


def test_a_hint_names_a_safe_cell_and_the_numbers_that_prove_it() -> None:
    game = play(game_from(LINE), "R4,0")
    given = hint(game)
    assert (given.cell, given.mine, given.chance) == ((0, 0), False, 0.0)
    assert given.text.startswith("A1 is safe: ")


def test_with_no_safe_cell_a_hint_names_an_unflagged_mine_and_once_it_is_flagged_the_least_risky_cell() -> None:
    game = play(game_from("..*.*"), "R0,0")  # a 1 at B1: C1 is a mine; D1 and E1 share the other
    given = hint(game)
    assert (given.cell, given.mine, given.sources) == ((2, 0), True, ((1, 0),))
    assert given.text == "C1 is a mine: the 1 at B1 has only 1 covered neighbour not proven safe, C1, so it " \
                         "is a mine"
    play(game, "F2,0")
    given = hint(game)
    assert (given.cell, given.mine, given.chance) == ((3, 0), None, 0.5)


def test_when_nothing_is_certain_the_hint_is_the_least_risky_cell_with_its_chance() -> None:
    given = hint(play(game_from(CORNERS), "R1,1"))
    assert (given.cell, given.mine, given.chance) == ((0, 0), None, 0.25)
    assert "least risky" in given.text and "25%" in given.text


def test_before_the_first_click_and_after_the_end_the_hint_says_so() -> None:
    game = game_from(LINE)
    assert hint(game).cell is None and "first click" in hint(game).text
    play(game, "R4,0", "R1,0")
    assert hint(game).cell is None and "over" in hint(game).text


def test_a_loss_on_a_proven_mine_is_a_blunder_that_names_the_cell_clicked_and_why() -> None:
    game = play(game_from(LINE), "R4,0", "R1,0")  # B1 is proven a mine by the 1 at C1 (not "A1 was safe")
    judged = verdict(GameRecord.of(game))
    assert (judged.forced, judged.safe_cell, judged.sources) == (False, (1, 0), ((2, 0),))
    assert judged.text == ("Blunder: B1 was a proven mine: the 1 at C1 has only 1 covered neighbour not proven "
                           "safe, B1, so it is a mine")


def test_a_loss_on_a_guess_while_a_safe_cell_was_on_the_board_was_avoidable_and_shows_it() -> None:
    game = play(game_from(ELBOW), "R0,0", "R2,0")  # C1 was a guess; C3 was proven safe
    judged = verdict(GameRecord.of(game))
    assert (judged.forced, judged.safe_cell) == (False, (2, 2))
    assert judged.text.startswith("Avoidable: C3 was safe: every arrangement of mines that fits the 1 at B1")


def test_a_loss_with_no_safe_cell_was_a_forced_guess_with_the_chance_faced() -> None:
    game = play(game_from(CORNERS), "R1,1", "R0,0")
    judged = verdict(GameRecord.of(game))
    assert judged.forced and judged.safe_cell is None
    assert judged.text == "Forced guess: no cell was safe; A1 had a 25% chance of a mine"


def test_a_losing_first_click_on_a_fixed_board_was_forced() -> None:
    game = game_from(CORNERS)
    game.apply(Action(Kind.REVEAL, 0, 0, 0))
    judged = verdict(GameRecord.of(game))
    assert judged.forced and "22.2%" in judged.text


def test_percentages_read_like_a_player_expects() -> None:
    assert [percent(c) for c in (0.0, 0.25, 0.125, 1 / 3, 0.0004, 0.9996, 1.0)] == [
        "0%", "25%", "12.5%", "33.3%", "under 0.1%", "over 99.9%", "100%"]
