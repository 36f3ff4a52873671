"""A finished game as an EVF file: its board, result and mode read off the game, the hand recorded or made
from the moves, the left-click-chord setting found by replaying, and the games EVF cannot hold refused."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest

from minesweeper.core.actions import Action
from minesweeper.core.errors import EvfExportError
from minesweeper.core.formats.evf import MODE_FIRST_OPENING, MODE_STANDARD, VERSION
from minesweeper.core.formats.export import evf_bytes, evf_name
from minesweeper.core.game import Game
from minesweeper.core.hand import CELL_PX, HandEvent, HandKind, encode_hand
from minesweeper.core.layout import Layout
from minesweeper.core.play import Play
from minesweeper.core.presets import Difficulty
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from tests.core.boards import game_from
from tests.core.test_evf import parse

E = HandKind
CHORD_BOARD = """
    *..
    ...
    ..*
"""


def finished(game: Game, hand: list[HandEvent] | None = None, puzzle_id: int | None = None) -> FinishedGame:
    outcome = Outcome.WON if game.state == "won" else Outcome.LOST
    play = Play(hand=encode_hand(hand)) if hand else Play()
    return FinishedGame("g", GameRecord.of(game), outcome, game.elapsed_ms(0), "2024-05-01T10:15:00", play, puzzle_id)


def played(art: str, *moves: str) -> Game:
    game = game_from(art)
    for move in moves:
        game.apply(Action.parse(move))
    return game


def click(t: int, cell: tuple[int, int], down: HandKind, up: HandKind) -> list[HandEvent]:
    x, y = cell[0] * CELL_PX + 6, cell[1] * CELL_PX + 6
    return [HandEvent(t, down, x, y), HandEvent(t, up, x, y)]


def test_a_game_played_from_the_keyboard_exports_with_a_hand_made_from_its_moves() -> None:
    game = played(CHORD_BOARD, "R1,1@1000", "F0,0@2000", "F2,2@2500", "C1,1@4000")
    data = evf_bytes(finished(game))
    fields = parse(data)
    assert data[0] == VERSION
    assert (fields["rows"], fields["columns"], fields["mines"], fields["board"]) == (3, 3, 2, "*..\n...\n..*")
    assert fields["rtime"] == 3000 and fields["summary"] & 0x80  # won, timed from the first opening
    assert fields["mode"] == MODE_STANDARD  # the first click opened a 2, not a 3×3
    assert fields["start"] == 10**6 * int(datetime(2024, 5, 1, 10, 15).timestamp())
    assert fields["end"] - fields["start"] == 3_000_000


def test_a_first_click_that_opened_a_three_by_three_on_a_random_board_is_mode_four() -> None:
    game = played(CHORD_BOARD, "R0,2@1000", "R2,0@1500")
    assert game.is_over
    assert parse(evf_bytes(finished(game)))["mode"] == MODE_FIRST_OPENING
    assert parse(evf_bytes(finished(game, puzzle_id=3)))["mode"] == MODE_STANDARD  # a puzzle's board is fixed


def test_a_left_click_chord_exports_whichever_chord_setting_the_player_has_now() -> None:
    game = played(CHORD_BOARD, "R1,1@100", "F0,0@200", "F2,2@250", "C1,1@600")
    hand = (
        click(100, (1, 1), E.LEFT_DOWN, E.LEFT_UP)
        + click(200, (0, 0), E.RIGHT_DOWN, E.RIGHT_UP)
        + click(250, (2, 2), E.RIGHT_DOWN, E.RIGHT_UP)
        + click(600, (1, 1), E.LEFT_DOWN, E.LEFT_UP)
    )
    with_setting = evf_bytes(finished(game, hand), left_click_chords=True)
    without = evf_bytes(finished(game, hand), left_click_chords=False)
    assert with_setting == without
    last = parse(without)["events"].splitlines()[-3:]  # EVF times count from the first event
    assert last == ["500 rc 18,18", "500 lr 18,18", "500 rr 18,18"]


def test_games_that_evf_cannot_hold_are_refused_with_the_reason() -> None:
    game = played(CHORD_BOARD, "R1,1@100")
    with pytest.raises(EvfExportError, match="given up"):
        evf_bytes(replace(finished(game), outcome=Outcome.GIVEN_UP))
    big = Game.on_layout(Layout.from_mines(256, 3, [(0, 0)]))
    big.apply(Action.parse("R255,2@10"))
    with pytest.raises(EvfExportError, match="at most 255"):
        evf_bytes(finished(big))
    no_board = FinishedGame(
        "old", GameRecord(Difficulty.parse("beginner"), None, False, ()), Outcome.WON, 9000, "2020-01-01T00:00:00"
    )
    with pytest.raises(EvfExportError, match="no board"):
        evf_bytes(no_board)


def test_the_evf_name_is_the_replay_name_with_its_own_suffix() -> None:
    game = played(CHORD_BOARD, "R0,2@1000", "R2,0@1500")
    assert evf_name(finished(game)) == "2024-05-01 10.15 3x3n2 won 0.500 s.evf"


def test_export_file_gives_each_formats_name_and_bytes_for_both_front_ends() -> None:
    from minesweeper.core.formats.export import EVF, FORMATS, JSON, export_file
    from minesweeper.core.formats.replay_file import read_replay, replay_json, replay_name

    game = finished(played(CHORD_BOARD, "R1,1@1000", "F0,0@2000", "F2,2@2500", "C1,1@4000"))
    assert FORMATS == (JSON, EVF)
    name, data = export_file(game, JSON, left_click_chords=True)
    assert (name, data) == (replay_name(game), replay_json(game).encode())
    assert read_replay(data).record == game.record
    name, data = export_file(game, EVF, left_click_chords=True)
    assert (name, data) == (evf_name(game), evf_bytes(game))
    with pytest.raises(ValueError, match="'mbf' is not an export format: use one of json, evf"):
        export_file(game, "mbf", left_click_chords=True)


def test_a_games_recorded_chord_setting_is_the_one_its_evf_export_uses() -> None:
    """A game that kept its setting is written with that one only; an older game (None) tries both."""
    game = played(CHORD_BOARD, "R1,1@100", "F0,0@200", "F2,2@250", "C1,1@600")
    hand = (
        click(100, (1, 1), E.LEFT_DOWN, E.LEFT_UP)
        + click(200, (0, 0), E.RIGHT_DOWN, E.RIGHT_UP)
        + click(250, (2, 2), E.RIGHT_DOWN, E.RIGHT_UP)
        + click(600, (1, 1), E.LEFT_DOWN, E.LEFT_UP)
    )
    old = finished(game, hand)
    chorded = replace(old, left_click_chords=True)
    assert evf_bytes(chorded, left_click_chords=False) == evf_bytes(old, left_click_chords=False)
    # its own setting only: the player's is not tried
    with pytest.raises(EvfExportError, match="do not play it to its end"):
        evf_bytes(replace(old, left_click_chords=False), left_click_chords=True)


@pytest.mark.parametrize("ms", [-5, 2**32, 5_000_000_000, 10**15])
def test_a_time_evf_cannot_hold_is_refused_with_the_reason(ms: int) -> None:
    game = played(CHORD_BOARD, "R1,1@1000", "F0,0@2000", "F2,2@2500", "C1,1@4000")
    with pytest.raises(EvfExportError, match="time"):
        evf_bytes(replace(finished(game), ms=ms))


def test_a_hand_longer_than_evf_can_time_is_refused_with_the_reason() -> None:
    game = played(CHORD_BOARD, "R1,1@1000", "F0,0@2000", "F2,2@2500", "C1,1@5000000000")
    with pytest.raises(EvfExportError, match="longer than an EVF replay can time"):
        evf_bytes(replace(finished(game), ms=4_000))  # a time that fits, moves that do not


def test_the_longest_game_a_save_accepts_still_exports() -> None:
    from minesweeper.core.actions import MAX_CLOCK_MS

    game = played(CHORD_BOARD, "R1,1@0", "F0,0@2000", "F2,2@2500", f"C1,1@{MAX_CLOCK_MS}")
    assert parse(evf_bytes(finished(game)))["rtime"] == MAX_CLOCK_MS
