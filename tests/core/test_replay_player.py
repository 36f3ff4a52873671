"""The replay's player, with no window and no clock: it begins just before the player's first act, plays at the
speed chosen by the real time handed to it, stops at the end and starts again from the beginning, and keeps the
cells the board changed in until the viewer takes them."""

from __future__ import annotations

from minesweeper.core.actions import Action, Kind
from minesweeper.core.hand import HandKind, encode_hand
from minesweeper.core.play import Play
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.core.replay import LEAD_MS, SPEEDS, Player, Replay, game_begins
from tests.core.boards import game_from
from tests.core.test_replay import BOARD, event, moves

E = HandKind
NOW = 50_000  # real time, in ms on any steady clock


def played(wasted: tuple[Action, ...] = ()) -> FinishedGame:
    """A game on ``BOARD`` whose pointer first stirs at 200 ms and whose first click is at 1000 ms."""
    game = moves(game_from(BOARD), "R4,0@1000", "F0,0@2000", "F2,2@3000")
    hand = [
        event(200, E.MOVE, (1, 1)),
        event(1000, E.LEFT_DOWN, (4, 0)),
        event(1000, E.LEFT_UP, (4, 0)),
        event(2000, E.RIGHT_DOWN, (0, 0)),
        event(2000, E.RIGHT_UP, (0, 0)),
        event(3000, E.RIGHT_DOWN, (2, 2)),
        event(3000, E.RIGHT_UP, (2, 2)),
    ]
    record = GameRecord.of(game)
    return FinishedGame(
        "g", record, Outcome.GIVEN_UP, 3000, "2024-05-01T10:15:00", Play(hand=encode_hand(hand), wasted=wasted)
    )


def test_the_player_begins_paused_just_before_the_first_act_not_at_the_pointers_first_stir() -> None:
    player = Player(Replay(played()), NOW)
    assert player.replay.start == 0  # the replay's own timeline starts at the pointer's first stir (200 - LEAD_MS)
    assert player.begin == 1000 - LEAD_MS
    assert (player.replay.t, player.replay.moves, player.playing, player.speed) == (player.begin, 0, False, 1.0)
    assert player.wait_ms() is None
    player.advance(NOW + 5000)
    assert player.replay.t == player.begin  # paused: real time passing moves nothing


def test_a_wasted_click_or_a_press_on_a_cell_before_the_first_move_is_the_first_act() -> None:
    early_click = played(wasted=(Action(Kind.REVEAL, 3, 3, 700),))
    assert game_begins(Replay(early_click), early_click.play.wasted) == 700 - LEAD_MS
    game = moves(game_from(BOARD), "R4,0@1000")
    pressed = [event(600, E.LEFT_DOWN, (2, 3)), event(1000, E.LEFT_UP, (4, 0))]  # pressed at 600, let go on E1
    finished = FinishedGame(
        "g", GameRecord.of(game), Outcome.GIVEN_UP, 1000, "2024-05-01", Play(hand=encode_hand(pressed))
    )
    assert Player(Replay(finished), NOW).begin == 600 - LEAD_MS


def test_playing_follows_real_time_at_the_speed_chosen_holding_at_the_fastest_and_the_slowest() -> None:
    player = Player(Replay(played()), NOW)
    assert player.toggle() is False and player.playing
    player.advance(NOW + 400)
    assert (player.replay.t, player.replay.moves) == (900, 0)
    player.advance(NOW + 600)
    assert (player.replay.t, player.replay.moves) == (1100, 1)
    for _ in range(len(SPEEDS)):
        player.change_speed(1)
    assert player.speed == SPEEDS[-1] == 8.0
    player.rebase(NOW + 600)  # from here at the new speed
    player.advance(NOW + 700)
    assert player.replay.t == 1100 + 800
    for _ in range(len(SPEEDS) + 2):
        player.change_speed(-1)
    assert player.speed == SPEEDS[0] == 0.25
    player.rebase(NOW + 700)
    player.advance(NOW + 1100)
    assert player.replay.t == 1900 + 100
    assert player.toggle() is False and not player.playing
    player.advance(NOW + 9000)
    assert player.replay.t == 2000


def test_playing_stops_at_the_end_and_plays_again_from_the_beginning() -> None:
    player = Player(Replay(played()), NOW)
    player.toggle()
    player.advance(NOW + 10**6)
    assert (player.replay.t, player.replay.moves, player.playing) == (player.replay.end, 3, False)
    player.take_changed()
    assert player.toggle() is True  # at the end: back to the beginning, playing
    assert (player.replay.t, player.replay.moves, player.playing) == (player.begin, 0, True)
    assert player.take_changed() is not None  # the board went back: its cells are to be painted again


def test_a_seek_never_goes_before_the_beginning_and_the_changed_cells_pile_up_until_taken() -> None:
    player = Player(Replay(played()), NOW)
    player.take_changed()
    player.seek(0)
    assert player.replay.t == player.begin and player.take_changed() is None
    player.seek(1000)
    player.seek(2000)
    twin = Replay(played())  # the same seeks on a replay of its own say which cells each changed
    twin.seek(player.begin)
    first, second = twin.seek(1000), twin.seek(2000)
    assert first is not None and second is not None
    assert player.take_changed() == first.union(second)
    assert player.take_changed() is None


def test_the_wait_while_playing_is_the_real_time_to_the_next_change_at_the_speed_played() -> None:
    player = Player(Replay(played()), NOW)
    player.toggle()
    assert player.wait_ms() == 1000 - player.begin  # the first click, at 1x
    player.change_speed(1)
    assert player.wait_ms() == (1000 - player.begin) // 2
    for _ in range(3):
        player.change_speed(-1)
    assert player.wait_ms() == (1000 - player.begin) * 4
    player.seek(1000)
    assert player.wait_ms() == 4 * 1000  # the timer, started by the first click, turns its second at 2000
    player.seek(2999)
    assert player.wait_ms() == 4  # one ms to the last move, at a quarter speed: rounded up, never early
