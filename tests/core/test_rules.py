"""The rules of play, written as ASCII boards in and ``--plain`` text out (x, y count from 0)."""

import random

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.errors import IllegalMove, LayoutError
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import RandomMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.record import GameRecord
from tests.core.boards import game_from, play, text

MINEFIELD = """
    *....
    .....
    ..*..
    .....
"""


def test_revealing_a_number_opens_only_that_cell() -> None:
    game = play(game_from(MINEFIELD), "R1,1")
    assert str(game) == text("""
        #####
        #2###
        #####
        #####
    """)


def test_revealing_a_zero_floods_to_the_numbered_rim() -> None:
    game = play(game_from(MINEFIELD), "R4,0")
    assert str(game) == text("""
        #1...
        #211.
        ###1.
        ###1.
    """)
    assert game.state is GameState.PLAYING


def test_corner_and_edge_numbers_count_only_cells_on_the_board() -> None:
    game = play(
        game_from("""
        .*.
        *..
        ...
    """),
        "R0,0",
        "R2,0",
        "R0,2",
        "R1,1",
    )
    assert str(game) == text("""
        2#1
        #2#
        1##
    """)


def test_flag_cycles_flag_then_blank_without_question_marks() -> None:
    game = game_from(MINEFIELD)
    assert str(play(game, "F3,3")).splitlines()[3] == "###F#"
    assert game.mines_left == 1
    assert str(play(game, "F3,3")).splitlines()[3] == "#####"
    assert game.mines_left == 2


def test_flag_cycles_through_a_question_mark_when_enabled() -> None:
    game = game_from(MINEFIELD, question_marks=True)
    rows = [str(play(game, "F3,3")).splitlines()[3] for _ in range(3)]
    assert rows == ["###F#", "###?#", "#####"]
    assert game.mines_left == 2


def test_counter_goes_negative_when_over_flagged() -> None:
    game = play(game_from(MINEFIELD), "F1,1", "F2,2", "F3,3")
    assert game.mines_left == -1


def test_flags_may_be_placed_before_the_first_reveal_and_do_not_start_the_clock() -> None:
    game = play(game_from(MINEFIELD), "F0,0")
    assert game.state is GameState.READY
    assert game.elapsed_ms(50_000) == 0


def test_a_flagged_cell_is_never_revealed_not_even_by_a_flood() -> None:
    game = play(game_from(MINEFIELD), "F4,1")
    with pytest.raises(IllegalMove, match="flagged"):
        play(game, "R4,1")
    play(game, "R4,0")
    assert str(game) == text("""
        #1...
        #211F
        #####
        #####
    """)


def test_revealing_an_open_cell_is_refused_and_not_recorded() -> None:
    game = play(game_from(MINEFIELD), "R1,1")
    with pytest.raises(IllegalMove, match="already open"):
        play(game, "R1,1")
    assert len(game.actions) == 1


def test_question_marked_cells_can_be_revealed() -> None:
    game = play(game_from(MINEFIELD, question_marks=True), "F1,1", "F1,1", "R1,1")
    assert str(game).splitlines()[1] == "#2###"


def test_chord_on_a_satisfied_number_opens_the_other_neighbours() -> None:
    game = play(game_from(MINEFIELD), "R1,1", "F0,0", "F2,2", "C1,1")
    assert str(game) == text("""
        F1...
        1211.
        .1F1.
        .1#1.
    """)


def test_chord_with_the_wrong_flag_count_or_off_a_number_does_nothing() -> None:
    game = play(game_from(MINEFIELD), "R1,1", "F0,0")
    before = str(game)
    with pytest.raises(IllegalMove, match="has 1 flag around it"):
        play(game, "C1,1")
    with pytest.raises(IllegalMove, match="open number"):
        play(game, "C3,3")
    assert str(game) == before
    assert len(game.actions) == 2


def test_chord_around_a_wrong_flag_loses_and_shows_the_mistake() -> None:
    game = play(game_from(MINEFIELD), "R1,1", "F0,0", "F1,2", "C1,1")
    assert game.state is GameState.LOST
    assert str(game) == text("""
        F1...
        1211.
        .X!1.
        .1#1.
    """)
    assert game.mines_left == 0


def test_a_loss_marks_the_detonated_mine_shows_the_rest_and_crosses_wrong_flags() -> None:
    game = play(game_from(MINEFIELD), "R4,0", "F1,2", "R2,2")
    assert str(game) == text("""
        *1...
        #211.
        #X!1.
        ###1.
    """)
    assert game.state is GameState.LOST
    assert game.mines_left == 1  # 2 mines - 1 flag, as it was when the mine went off


def test_a_win_needs_no_flags_and_flags_every_mine() -> None:
    game = play(game_from(MINEFIELD), "R4,0", "R0,3", "R2,3")
    assert game.state is GameState.WON
    assert str(game) == text("""
        F1...
        1211.
        .1F1.
        .111.
    """)
    assert game.mines_left == 0


def test_the_clock_starts_at_the_first_reveal_and_stops_at_the_end() -> None:
    game = game_from(MINEFIELD)
    game.apply(Action(Kind.FLAG, 3, 3, 500))
    game.apply(Action(Kind.REVEAL, 4, 0, 2000))
    assert game.elapsed_ms(5000) == 3000
    game.apply(Action(Kind.REVEAL, 0, 0, 9000))
    assert game.state is GameState.LOST
    assert game.elapsed_ms(60_000) == 7000


def test_nothing_applies_once_the_game_is_over() -> None:
    game = play(game_from(MINEFIELD), "R0,0")
    with pytest.raises(IllegalMove, match="over"):
        play(game, "F1,1")


def test_moves_off_the_board_are_refused() -> None:
    with pytest.raises(IllegalMove, match="off the 5×4 board"):
        play(game_from(MINEFIELD), "R5,0")


def test_first_reveal_of_a_random_game_opens_a_clear_area() -> None:
    for seed in range(20):
        game = Game(PRESETS["expert"], RandomMines(random.Random(seed)))
        game.apply(Action(Kind.REVEAL, 0, 15, 0))
        assert game.tile(0, 15).value == 0
        assert game.state is GameState.PLAYING
        layout = game.layout
        assert layout is not None and layout.mine_count == 99


def test_a_random_game_has_no_layout_until_the_first_reveal() -> None:
    game = Game(PRESETS["easy"], RandomMines(random.Random(1)))
    play(game, "F0,0")
    assert game.layout is None
    play(game, "R3,3")
    assert game.layout is not None


def test_layout_plus_actions_rebuild_the_game_exactly() -> None:
    game = Game(PRESETS["intermediate"], RandomMines(random.Random(11)))
    play(game, "F0,0", "R8,8", "F0,0")
    layout = game.layout
    assert layout is not None
    again = GameRecord.of(game).replay()
    assert str(again) == str(game)
    assert again.actions == game.actions and again.mines_left == game.mines_left


def test_a_layout_for_another_difficulty_is_refused() -> None:
    with pytest.raises(LayoutError, match=r"does not match Beginner \(9×9, 10 mines\)"):
        Game.on_layout(Layout.parse(text(MINEFIELD)), difficulty=PRESETS["beginner"])
    with pytest.raises(LayoutError, match=r"does not match Expert \(30×16, 99 mines\)"):
        Game.on_layout(Layout.parse(text(MINEFIELD)), difficulty=PRESETS["expert"])


def test_presets_are_the_design_cards_and_the_classics() -> None:
    sizes = {k: (d.width, d.height, d.mines) for k, d in PRESETS.items()}
    assert sizes == {
        "easy": (6, 6, 3),
        "normal": (8, 8, 6),
        "hard": (10, 10, 10),
        "beginner": (9, 9, 10),
        "beginner8": (8, 8, 10),  # the community's ranked Beginner, a level of its own
        "intermediate": (16, 16, 40),
        "expert": (30, 16, 99),
    }
    assert Difficulty.custom(1000, 1000, 999_999).is_custom


def test_a_puzzle_can_start_with_cells_open_and_the_clock_waits_for_the_first_move() -> None:
    layout = Layout.parse(text(MINEFIELD))
    game = Game.on_layout(layout, opened=[(4, 0), (1, 1)])
    assert str(game) == text("""
        #1...
        #211.
        ###1.
        ###1.
    """)
    before = (game.state, game.elapsed_ms(10_000))
    play(game, "F0,0", "C1,0")  # a chord on a number open from the start is the first real move
    assert before == (GameState.READY, 0) and (game.state, game.started_ms) == (GameState.PLAYING, 1000)
    again = GameRecord.of(game).replay()
    assert str(again) == str(game) and again.opened_at_start == ((1, 1), (4, 0))


@pytest.mark.parametrize(("opened", "message"), [([(0, 0)], "cannot start open"), ([(9, 9)], "cannot start open")])
def test_a_puzzle_cannot_start_with_a_mine_or_a_cell_off_the_board_open(
    opened: list[tuple[int, int]], message: str
) -> None:
    with pytest.raises(LayoutError, match=message):
        Game.on_layout(Layout.parse(text(MINEFIELD)), opened=opened)


def test_difficulties_have_one_text_form_that_parses_back() -> None:
    for preset in PRESETS.values():
        assert Difficulty.parse(str(preset)) is preset
    custom = Difficulty.custom(30, 16, 99)
    assert str(custom) == "30x16n99" and Difficulty.parse("30x16n99") == custom and custom.is_custom
    assert Difficulty.parse(" Expert ") is PRESETS["expert"]


def test_a_difficulty_is_summed_up_in_a_sentence_with_its_mines_counted() -> None:
    assert PRESETS["expert"].summary == "30×16, 99 mines"
    assert Difficulty.custom(5, 5, 1).summary == "5×5, 1 mine"
