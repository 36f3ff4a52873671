"""The replay viewer's review navigator, with no window: each move of the review at its own moment (a wasted click
the rules refused among them), Left and Right through them in turn, N and Shift+N to the mistakes, and what the
message bar says and the board outlines for the move shown.

The game, on a 4x4 board drawn as text, is five moves of the review: A1 first, D1 avoidable (C3 was proven safe),
C3 proven, a wasted click on the open A1, and D4, avoidable again, which loses."""

from __future__ import annotations

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.play import Play
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.core.replay import Player, Replay
from minesweeper.core.solver.judge import review
from minesweeper.core.solver.review import MoveClass, MoveReview
from minesweeper.gui.play.outline import Outline
from minesweeper.gui.screens.replay.review import Moment, ReviewNavigator, move_outline
from tests.core.boards import game_from

ELBOW = """
..*.
....
*...
...*
"""
WASTED = (Action(Kind.REVEAL, 0, 0, 4000),)  # a click on the open A1: the rules refused it


def navigator(*, reviewed: bool = True) -> ReviewNavigator:
    game = game_from(ELBOW)
    for move in ("R0,0@1000", "R3,0@2000", "R2,2@3000", "R3,3@5000"):
        game.apply(Action.parse(move))
    record = GameRecord.of(game)
    finished = FinishedGame("g", record, Outcome.LOST, 5000, "2024-05-01T10:15:00", Play(wasted=WASTED))
    guide = ReviewNavigator(Player(Replay(finished), now=0))
    if reviewed:
        guide.review = review(record, wasted=WASTED)
    return guide


def test_the_review_is_the_game_it_is_said_to_be() -> None:
    guide = navigator()
    moves = guide.review.moves if guide.review else ()
    assert [(move.t, move.cls, move.refused) for move in moves] == [
        (1000, MoveClass.FIRST, False),
        (2000, MoveClass.AVOIDABLE, False),
        (3000, MoveClass.PROVEN, False),
        (4000, MoveClass.WASTED, True),
        (5000, MoveClass.AVOIDABLE, False),
    ]


def test_each_move_has_its_moment_the_board_as_it_was_just_before_it() -> None:
    guide = navigator()
    assert guide.move_count == 5
    # The wasted click comes after the game's first three moves, and the last move after the same three.
    assert [guide.moment(index) for index in range(5)] == [
        Moment(1000, 0, 0),
        Moment(2000, 1, 1),
        Moment(3000, 2, 2),
        Moment(4000, 3, 3),
        Moment(5000, 3, 4),
    ]


def test_right_visits_every_move_in_turn_then_the_end_and_left_comes_back_to_the_beginning() -> None:
    guide = navigator()
    player = guide.player
    forward = []
    for _ in range(6):
        guide.go(guide.step(1))
        forward.append((player.replay.t, player.replay.moves, guide.focus))
    assert forward == [(1000, 0, 0), (2000, 1, 1), (3000, 2, 2), (4000, 3, 3), (5000, 3, 4), (5000, 4, None)]
    back = []
    for _ in range(6):
        guide.go(guide.step(-1))
        back.append((player.replay.t, guide.focus))
    assert back == [(5000, 4), (4000, 3), (3000, 2), (2000, 1), (1000, 0), (player.begin, None)]


def test_between_moves_right_goes_to_the_move_about_to_be_made_and_left_to_the_last_one_made() -> None:
    guide = navigator()
    guide.player.seek(2500)
    assert guide.step(1) == guide.moment(2) and guide.step(-1) == guide.moment(1)


def test_going_to_a_move_pauses_the_replay_there() -> None:
    guide = navigator()
    guide.player.toggle()
    guide.go(guide.moment(2))
    assert not guide.player.playing and guide.player.replay.t == 3000
    guide.player.toggle()
    guide.go(guide.step(-1))
    assert not guide.player.playing


def test_n_and_shift_n_go_to_the_next_and_previous_mistake_and_say_none_past_the_last_and_first() -> None:
    guide = navigator()
    assert guide.mistakes() == [1, 4]
    visited = []
    while (moment := guide.mistake(1)) is not None:
        guide.go(moment)
        visited.append(guide.focus)
    assert visited == [1, 4]
    previous = guide.mistake(-1)
    assert previous == guide.moment(1)
    guide.go(previous)
    assert guide.mistake(-1) is None


def test_between_moves_n_counts_the_move_about_to_be_made_and_shift_n_the_ones_made() -> None:
    guide = navigator()
    guide.player.seek(1500)  # move 2 (avoidable) is about to be made
    assert guide.mistake(1) == guide.moment(1)
    guide.player.seek(2500)  # move 2 made, move 3 (proven) about to be
    assert guide.mistake(1) == guide.moment(4) and guide.mistake(-1) == guide.moment(1)


def test_the_message_speaks_of_the_move_chosen_or_about_to_be_made_and_of_the_whole_game_at_the_ends() -> None:
    guide = navigator()
    assert guide.about() is None  # the beginning: the whole game's summary
    guide.go(guide.moment(0))
    assert guide.about() == 0  # chosen: the first move too
    guide.player.seek(2500)
    guide.focus = None  # the replay moved on its own (played, sought)
    assert guide.about() == 2
    guide.go(guide.moment(3))
    assert guide.about() == 3
    guide.player.seek(guide.player.replay.end)
    guide.focus = None
    assert guide.about() is None


def test_a_moves_line_is_its_number_of_the_count_and_the_reviews_words() -> None:
    guide = navigator()
    moves = guide.review.moves if guide.review else ()
    assert guide.line(1) == f"Move 2 of 5: {moves[1].text}"
    assert guide.line(1).startswith("Move 2 of 5: Avoidable: D1 had a 14.3% chance of a mine, but C3 was safe")
    assert guide.is_mistake(1) and guide.is_mistake(4) and not guide.is_mistake(2) and not guide.is_mistake(3)


def test_a_moves_outline_is_what_a_hint_would_have_shown_before_it() -> None:
    guide = navigator()
    moves = guide.review.moves if guide.review else ()
    assert guide.outline(1) == Outline((2, 2), False, moves[1].sources, moves[1].proven_mines, moves[1].proven_safe)
    assert guide.outline(2) == Outline((2, 2), False, moves[2].sources, moves[2].proven_mines, moves[2].proven_safe)
    assert moves[1].safe_cell == (2, 2) and moves[2].cell == (2, 2)  # C3: missed, then proven
    assert guide.outline(0) is None and guide.outline(3) is None  # the first click, the wasted one


def judged(
    cls: MoveClass,
    action: str = "reveal",
    safe_cell: tuple[int, int] | None = (1, 1),
    least: tuple[int, int] | None = None,
) -> MoveReview:
    return MoveReview(
        1,
        0,
        action,
        (3, 3),
        cls,
        "",
        safe_cell=safe_cell,
        sources=((0, 0),),
        proven_mines=((2, 2),),
        proven_safe=((4, 4),),
        least=least,
    )


@pytest.mark.parametrize(
    ("move", "outline"),
    [
        (judged(MoveClass.AVOIDABLE), Outline((1, 1), False, ((0, 0),), ((2, 2),), ((4, 4),))),  # the safe cell missed
        (judged(MoveClass.BLUNDER), Outline((1, 1), True, ((0, 0),), ((2, 2),), ((4, 4),))),  # the proven mine opened
        (judged(MoveClass.BLUNDER, "flag"), Outline((1, 1), False, ((0, 0),), ((2, 2),), ((4, 4),))),  # safe, flagged
        (judged(MoveClass.PROVEN), Outline((3, 3), False, ((0, 0),), ((2, 2),), ((4, 4),))),  # the cell a proof chose
        (judged(MoveClass.PROVEN, "flag"), Outline((3, 3), True, ((0, 0),), ((2, 2),), ((4, 4),))),
        (judged(MoveClass.FORCED), Outline((3, 3), None)),  # the cell a guess took
        (judged(MoveClass.RISKY), Outline((3, 3), None)),
        (judged(MoveClass.RISKY, least=(5, 5)), Outline((5, 5), None)),  # the least risky cell, when not the one taken
        (judged(MoveClass.AVOIDABLE, safe_cell=None), None),
        (judged(MoveClass.FIRST), None),
        (judged(MoveClass.WASTED), None),
    ],
)
def test_each_class_of_move_outlines_its_own_cells(move: MoveReview, outline: Outline | None) -> None:
    assert move_outline(move) == outline


def test_before_the_review_the_moves_are_the_games_and_nothing_is_a_mistake() -> None:
    guide = navigator(reviewed=False)
    actions = guide.player.replay.actions
    assert guide.move_count == len(actions) == 4
    assert [guide.moment(index) for index in range(4)] == [Moment(a.t, i, i) for i, a in enumerate(actions)]
    guide.go(guide.step(1))
    guide.go(guide.step(1))
    assert (guide.player.replay.t, guide.focus) == (2000, 1)
    assert guide.mistakes() == [] and guide.mistake(1) is None and guide.about() is None
