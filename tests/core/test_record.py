"""Game records: every saved step rebuilds the same game, and every damaged field is named, not obeyed."""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core.actions import MAX_CLOCK_MS, Action, Kind
from minesweeper.core.errors import IllegalMove, RecordError
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import RandomMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.record import GameRecord, Resume
from tests.core.boards import game_from, play

ART = """
*...*.
......
..*...
......
*....*
"""
# Question marks on and off, a chord, a flood, and a win on the last move.
SCRIPT = [
    "F0,0",
    "F0,0",
    "F3,3",
    "F3,3",
    "F3,3",
    "R1,1",
    "F0,0",
    "F0,0",
    "F2,2",
    "C1,1",
    "R5,2",
    "R5,0",
    "F5,4",
    "R2,3",
    "R1,4",
    "R2,4",
]


def snapshot(game: Game, now_ms: int) -> tuple[Any, ...]:
    """Everything a player or a front end can observe about a game at a clock reading."""
    return (
        game.visible(),
        game.state,
        game.flags,
        game.mines_left,
        game.covered_safe,
        game.started_ms,
        game.ended_ms,
        game.elapsed_ms(now_ms),
        game.actions,
        game.layout,
        game.difficulty,
        game.question_marks,
    )


def through_json(record: dict[str, Any]) -> Any:
    """What a record looks like after a trip to disk: plain JSON types only."""
    return json.loads(json.dumps(record))


def saved(game: Game, clock_ms: int) -> dict[str, Any]:
    result: dict[str, Any] = through_json(Resume(GameRecord.of(game), clock_ms, "id-1", None).to_dict())
    return result


def load(data: object, rng: random.Random | None = None) -> tuple[Game, int]:
    resume = Resume.from_dict(data)
    return resume.record.replay(mines=RandomMines(rng or random.Random(0))), resume.clock_ms


def test_the_scripted_game_is_won_on_its_last_move_only() -> None:
    game = play(game_from(ART, question_marks=True), *SCRIPT[:-1])
    assert game.state is GameState.PLAYING
    assert play(game, SCRIPT[-1]).state is GameState.WON


@pytest.mark.parametrize("steps", range(len(SCRIPT) + 1))
def test_a_save_at_every_step_resumes_to_the_same_game(steps: int) -> None:
    game = play(game_from(ART, question_marks=True), *SCRIPT[:steps])
    clock = steps * 1000 + 370
    again, clock_ms = load(saved(game, clock))
    assert clock_ms == clock
    assert snapshot(again, clock) == snapshot(game, clock)
    # The rebuilt game also plays on exactly like the original.
    play(again, *SCRIPT[steps:])
    play(game, *SCRIPT[steps:])
    assert snapshot(again, 99_000) == snapshot(game, 99_000)


def test_a_random_game_with_only_flags_has_no_layout_and_lays_mines_from_the_given_source() -> None:
    game = Game(PRESETS["beginner"], RandomMines(random.Random(7)))
    for move in ("F0,0", "F1,1", "F0,0", "F8,8"):
        play(game, move)
    record = saved(game, 5000)
    assert record["layout"] is None
    assert record["actions"] == ["F0,0@0", "F1,1@1000", "F0,0@2000", "F8,8@3000"]
    again, _ = load(record, random.Random(7))
    assert snapshot(again, 5000) == snapshot(game, 5000)
    first_reveal = Action(Kind.REVEAL, 4, 4, 6000)
    game.apply(first_reveal)
    again.apply(first_reveal)
    assert again.layout == game.layout is not None
    assert snapshot(again, 7000) == snapshot(game, 7000)


def test_a_record_with_no_mines_and_no_source_refuses_to_open_a_cell() -> None:
    game = play(Game(PRESETS["beginner"], RandomMines(random.Random(7))), "F0,0")
    record = GameRecord.of(game)
    again = record.replay()
    with pytest.raises(RecordError, match="no mines laid"):
        again.apply(Action(Kind.REVEAL, 4, 4, 6000))


def test_a_random_game_saves_its_layout_once_mines_are_laid() -> None:
    game = Game(PRESETS["expert"], RandomMines(random.Random(3)))
    game.apply(Action(Kind.REVEAL, 10, 8, 250))
    record = saved(game, 900)
    assert Layout.parse(record["layout"]) == game.layout
    assert record["difficulty"] == "expert"
    # The source is not consulted again: any seed rebuilds the same board.
    assert snapshot(load(record, random.Random(99))[0], 900) == snapshot(game, 900)


def test_a_custom_difficulty_round_trips_in_its_text_form() -> None:
    game = Game(Difficulty.custom(12, 7, 20), RandomMines(random.Random(1)))
    game.apply(Action(Kind.REVEAL, 0, 0, 0))
    record = saved(game, 10)
    assert record["difficulty"] == "12x7n20"
    assert load(record)[0].difficulty == Difficulty.custom(12, 7, 20)


def test_a_version_one_save_with_its_difficulty_object_still_loads() -> None:
    game = play(game_from(ART), "R1,1")
    record = saved(game, 1500)
    del record["id"], record["started"], record["finished"], record["no_guess"]
    record["difficulty"] = {"key": "custom", "label": "Custom", "width": 6, "height": 5, "mines": 5}
    again, clock = load(record)
    assert snapshot(again, clock) == snapshot(game, clock)
    assert Resume.from_dict(record).game_id is None


def test_the_saved_clock_is_never_earlier_than_an_action_nor_past_the_cap() -> None:
    game = play(game_from(ART), "R1,1", "F0,0")
    assert saved(game, 5)["clock_ms"] == 1000
    assert saved(game, MAX_CLOCK_MS + 5)["clock_ms"] == MAX_CLOCK_MS


@settings(max_examples=100, deadline=None)
@given(clock=st.integers(0, MAX_CLOCK_MS), later=st.integers(0, 10**13))
def test_a_save_the_loader_accepts_can_always_be_saved_again(clock: int, later: int) -> None:
    game = play(game_from(ART), "F0,0")
    first = Resume.from_dict(saved(game, clock))
    again = Resume(first.record, first.clock_ms + later, first.game_id, first.started)
    assert Resume.from_dict(through_json(again.to_dict())).record == first.record


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    moves=st.lists(st.tuples(st.sampled_from(list(Kind)), st.integers(0, 7), st.integers(0, 7)), max_size=40),
)
def test_any_sequence_of_moves_round_trips(seed: int, moves: list[tuple[Kind, int, int]]) -> None:
    game = Game(PRESETS["normal"], RandomMines(random.Random(seed)), question_marks=seed % 2 == 0)
    for t, (kind, x, y) in enumerate(moves):
        if game.is_over:
            break
        with contextlib.suppress(IllegalMove):
            game.apply(Action(kind, x, y, t * 10))
    clock = len(moves) * 10
    again, _ = load(saved(game, clock), random.Random(seed))
    assert snapshot(again, clock) == snapshot(game, clock)


def good_record() -> dict[str, Any]:
    """A version 1 save, as older versions wrote it: the table below damages it field by field."""
    game = play(game_from(ART, question_marks=True), *SCRIPT[:8])
    record = saved(game, 9000)
    del record["id"], record["started"], record["finished"], record["no_guess"]
    record["difficulty"] = {"key": "custom", "label": "Custom", "width": 6, "height": 5, "mines": 5}
    return record


def changed(**fields: Any) -> dict[str, Any]:
    record = good_record()
    for name, value in fields.items():
        if "__" in name:
            outer, inner = name.split("__")
            record[outer][inner] = value
        else:
            record[name] = value
    return record


BEGINNER = {"key": "beginner", "label": "Beginner", "width": 9, "height": 9, "mines": 10}

BAD_RECORDS: list[tuple[str, object, str]] = [
    ("not an object", ["R1,1@0"], "JSON object"),
    ("no difficulty", changed(difficulty=None), "difficulty must be"),
    ("difficulty key a number", changed(difficulty__key=3), "key and a label"),
    ("unknown difficulty", changed(difficulty__key="nightmare"), "unknown difficulty 'nightmare'"),
    ("preset of the wrong size", changed(difficulty={**BEGINNER, "width": 10}), "Beginner is 9×9"),
    ("width as text", changed(difficulty__width="6"), "width must be a whole number"),
    ("width true", changed(difficulty__width=True), "width must be a whole number"),
    ("negative width", changed(difficulty__width=-6), "between 1 and 1000"),
    ("huge height", changed(difficulty__height=10**40), "between 1 and 1000"),
    ("too many mines", changed(difficulty__mines=30), "between 0 and 29 mines"),
    ("question marks as text", changed(question_marks="yes"), "question_marks"),
    ("difficulty text unknown", changed(difficulty="nightmare"), "'nightmare' is not a difficulty"),
    ("difficulty text too dense", changed(difficulty="6x5n30"), "between 0 and 29 mines"),
    ("no-guess as text", changed(no_guess="yes"), "no_guess"),
    ("id a number", changed(id=5), "id must be a short text"),
    ("id huge", changed(id="x" * 500), "id must be a short text"),
    ("start date garbled", changed(started="yesterday"), "started must be an ISO date"),
    ("finished as text", changed(finished="no"), "finished must be"),
    ("times running backwards", changed(actions=["R1,1@50", "F0,0@10"]), "earlier than the one before"),
    ("negative clock", changed(clock_ms=-1), "clock_ms must be between"),
    ("huge clock", changed(clock_ms=MAX_CLOCK_MS + 1), "clock_ms must be between"),
    ("a clock longer than EVF can hold", changed(clock_ms=5_000_000_000), "clock_ms must be between"),
    ("fractional clock", changed(clock_ms=12.5), "clock_ms must be a whole number"),
    ("actions not a list", changed(actions="R1,1@0"), "actions must be a list"),
    ("an action not text", changed(actions=[5]), "action 1 must be text"),
    ("an action garbled", changed(actions=["R1,1@0", "Z9"]), "action 2 is not like R3,4@1520"),
    ("an action after the save", changed(actions=["R1,1@9001"]), "later than the save time 9000"),
    ("an action off the board", changed(actions=["R6,0@0"]), "off the 6×5 board"),
    ("layout not text", changed(layout=42), "layout must be"),
    ("layout with stray characters", changed(layout="*.x...\n" * 5), "use only"),
    ("layout ragged", changed(layout="*....\n......"), "row 2 has 6 cells"),
    ("layout not its size", changed(layout="*..\n...\n.*."), "does not match Custom"),
    ("layout with the wrong mine count", changed(layout=ART.replace("*", ".", 1)), "does not match Custom"),
    ("a reveal with no mines laid", changed(layout=None), "can only hold flags"),
]


@pytest.mark.parametrize(
    ("record", "message"), [(r, m) for _, r, m in BAD_RECORDS], ids=[name for name, _, _ in BAD_RECORDS]
)
def test_a_damaged_record_raises_a_record_error_saying_what_is_wrong(record: object, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        load(record)
    assert message in str(caught.value)
    assert len(str(caught.value)) < 200


def test_an_action_that_does_not_apply_is_named_when_the_record_is_replayed() -> None:
    record = Resume.from_dict(changed(actions=["R1,1@0", "R1,1@5"])).record
    with pytest.raises(RecordError, match=r"move 2 .* already open"):
        record.replay()


def test_the_good_record_the_table_starts_from_does_load() -> None:
    assert load(good_record())[0].state is GameState.PLAYING


def test_a_puzzle_record_keeps_its_open_cells_through_a_save() -> None:
    layout = Layout.parse(ART.strip())
    game = Game.on_layout(layout, opened=[(2, 0)])
    play(game, "F0,0")
    again, _ = load(saved(game, 2000))
    assert again.opened_at_start == ((2, 0),) and str(again) == str(game)
