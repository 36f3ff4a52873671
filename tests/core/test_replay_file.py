"""Our JSON replay: a finished game goes out and comes back the same, and a damaged or tampered file gets a
clear message, never a crash or a different game."""

from __future__ import annotations

import json

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.errors import ReplayFileError
from minesweeper.core.formats.replay_file import MAX_REPLAY_BYTES, read_replay, replay_json, replay_name
from minesweeper.core.game import Game
from minesweeper.core.hand import HandEvent, HandKind, encode_hand
from minesweeper.core.metrics.measures import board_metrics
from minesweeper.core.play import Clicks, Play
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from tests.core.boards import game_from

ART = """\
*...
....
..*.
...."""


def won_game() -> Game:
    """Open (3,0), flag (0,0), then open every safe cell still covered, half a second apart."""
    game = game_from(ART)
    game.apply(Action(Kind.REVEAL, 3, 0, 1000))
    game.apply(Action(Kind.FLAG, 0, 0, 1500))
    t = 1500
    for y in range(4):
        for x in range(4):
            if (x, y) not in ((0, 0), (2, 2)) and not game.tile(x, y).is_open:
                t += 500
                game.apply(Action(Kind.REVEAL, x, y, t))
    return game


def lost_game() -> Game:
    game = game_from(ART)
    game.apply(Action(Kind.REVEAL, 3, 0, 1000))
    game.apply(Action(Kind.REVEAL, 2, 2, 1800))
    return game


def finished(game: Game, outcome: Outcome) -> FinishedGame:
    hand = encode_hand([HandEvent(0, HandKind.MOVE, 5, 5), HandEvent(1000, HandKind.LEFT_DOWN, 5, 5)])
    return FinishedGame(
        "abc123",
        GameRecord.of(game),
        outcome,
        game.elapsed_ms(0),
        "2024-05-01T10:15:00",
        Play(Clicks(2, 1, 0, 3), False, hand),
        None,
        *board_metrics(game),
    )


def test_a_won_game_comes_back_the_same() -> None:
    game = finished(won_game(), Outcome.WON)
    assert game.bbbv is not None and game.bbbv_solved == game.bbbv
    assert read_replay(replay_json(game)) == game


def test_a_lost_game_comes_back_the_same_with_its_3bv_worked_out_again() -> None:
    game = finished(lost_game(), Outcome.LOST)
    text = replay_json(game).replace('"outcome"', '"bbbv": 999, "outcome"')
    assert read_replay(text) == game


def test_the_file_name_says_when_what_and_how() -> None:
    assert replay_name(finished(won_game(), Outcome.WON)) == "2024-05-01 10.15 4x4n2 won 3.000 s.json"


def tampered(**changes: object) -> str:
    """The won game's replay with fields replaced (None deletes one)."""
    data = json.loads(replay_json(finished(won_game(), Outcome.WON)))
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


def with_action(index: int, text: str) -> str:
    data = json.loads(replay_json(finished(won_game(), Outcome.WON)))
    data["actions"][index] = text
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not valid JSON"),
        ("[1, 2]", "not a Minesweeper replay"),
        (b"\x80\x81", "not UTF-8"),
        ("[" * 100_000 + "]" * 100_000, "too large"),
        ('{"format": "minesweeper-replay", "version": 2}', "newer Minesweeper"),
        ('{"format": "minesweeper-replay", "version": true}', "version must be"),
        (tampered(outcome="lost"), "moves end won"),
        (tampered(ms=1), "its moves took 3000 ms"),
        (tampered(ms=10**30), "ms \\(the game's time\\)"),
        (with_action(3, "R9,9@2500"), "off the board|does not apply"),
        (with_action(3, "R-1,0@2500"), "not like R3,4@1520"),
        (with_action(3, "R1,0@10"), "earlier than the one before"),
        (with_action(3, "R1,0@99999999999999999999"), "not like R3,4@1520|later than"),
        (tampered(layout="**..\n....\n....\n...."), "does not apply|not a"),
        (tampered(difficulty="5000x5000n3"), "difficulty"),
        (tampered(hand="AAAA"), "hand"),
        (tampered(clicks=[1, 2, 3, 99]), "effective"),
        (tampered(id=7), "id must be"),
        (tampered(started=None), "started must be"),
    ],
)
def test_a_bad_replay_is_refused_with_a_clear_message(text: str | bytes, message: str) -> None:
    with pytest.raises(ReplayFileError, match=message):
        read_replay(text)


def test_a_huge_file_is_refused_before_it_is_parsed() -> None:
    with pytest.raises(ReplayFileError, match="at most 16 MB"):
        read_replay(b" " * (MAX_REPLAY_BYTES + 1))
