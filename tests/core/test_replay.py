"""The replay timeline, text in and text out: the board at any time is the game after the moves made by then,
the pointer and the cells it sinks follow the recorded hand, and a game with no hand replays move by move."""

from __future__ import annotations

import random

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.errors import RecordError
from minesweeper.core.game import Game
from minesweeper.core.hand import CELL_PX, HandEvent, HandKind, encode_hand
from minesweeper.core.layout import Layout
from minesweeper.core.play import Play
from minesweeper.core.pointer import LEFT, RIGHT
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.core.replay import LEAD_MS, MIN_EVERY, SNAPSHOT_BYTES, Replay
from minesweeper.core.view import Tile
from tests.core.boards import game_from, text

E = HandKind
BOARD = """
    *....
    .....
    ..*..
    .....
"""


def finished(game: Game, hand: list[HandEvent] | None = None) -> FinishedGame:
    outcome = Outcome.WON if game.state == "won" else Outcome.LOST if game.state == "lost" else Outcome.GIVEN_UP
    play = Play(hand=encode_hand(hand)) if hand else Play()
    last = game.actions[-1].t if game.actions else 0
    return FinishedGame("g", GameRecord.of(game), outcome, game.elapsed_ms(last), "2024-05-01T10:15:00", play)


def moves(game: Game, *timed: str) -> Game:
    """Apply moves written ``R1,2@1500`` (kind, x,y, ms on the game clock)."""
    for move in timed:
        game.apply(Action.parse(move))
    return game


def at(x: int, y: int) -> tuple[int, int]:
    return x * CELL_PX + CELL_PX // 2, y * CELL_PX + CELL_PX // 2


def event(t: int, kind: HandKind, cell: tuple[int, int]) -> HandEvent:
    return HandEvent(t, kind, *at(*cell))


def random_game(seed: int, size: int = 16, mines: int = 40, count: int = 220) -> Game:
    """A seeded game of legal moves (reveals, flags and chords) at increasing, sometimes equal, times."""
    rng = random.Random(seed)
    cells = [(x, y) for y in range(size) for x in range(size)]
    layout = Layout.from_mines(size, size, rng.sample(cells, mines))
    game = Game.on_layout(layout, question_marks=True)
    t = 2000
    while len(game.actions) < count and not game.is_over:
        x, y = rng.choice(cells)
        kind = rng.choice([Kind.FLAG, Kind.FLAG, Kind.FLAG, Kind.CHORD, Kind.REVEAL]) if game.actions else Kind.REVEAL
        action = Action(kind, x, y, t)
        if game.check(action) is not None:
            continue
        trial = game.copy()
        trial.apply(action)
        if trial.is_over and len(game.actions) < count - 1:
            continue  # the game goes on to the last move
        game.apply(action)
        t += rng.choice([0, 40, 300, 1700])
    return game


def test_the_board_at_any_time_is_the_game_after_the_moves_made_by_then() -> None:
    game = random_game(3)
    record = GameRecord.of(game)
    replay = Replay(finished(game))
    assert len(game.actions) > 3 * MIN_EVERY  # so seeks cross several kept copies
    times = [a.t for a in game.actions]
    rng = random.Random(5)
    wanted = [replay.start, replay.end, *rng.sample(range(replay.start, replay.end + 1), 150), *rng.sample(times, 40)]
    for t in wanted:  # in a random order: backwards and forwards, near and far
        replay.seek(t)
        k = sum(1 for when in times if when <= t)
        expected = record.replay(k)
        assert replay.moves == k
        assert str(replay.game) == str(expected), f"at {t} ms"
        assert replay.mines_left == expected.mines_left
        assert replay.timer_ms() == expected.elapsed_ms(t)


def test_seek_reports_the_cells_that_changed() -> None:
    game = moves(game_from(BOARD), "F0,0@1000", "R4,0@2000", "F2,2@3000")
    replay = Replay(finished(game))
    assert replay.seek(1500) is not None and replay.seek(1600) is None  # a flag, then nothing new
    opened = replay.seek(2000)
    assert opened is not None and (opened.x0, opened.y0, opened.x1, opened.y1) == (1, 0, 4, 3)
    assert replay.seek(0) is not None  # back to the start: a kept copy, the whole board
    assert str(replay.game) == text("""
        #####
        #####
        #####
        #####""")


def test_the_timeline_starts_just_before_the_first_act_and_ends_at_the_last() -> None:
    game = moves(game_from(BOARD), "R4,0@9000", "F0,0@9500", "F2,2@9700")
    replay = Replay(
        finished(
            game,
            [
                event(8800, E.MOVE, (4, 0)),
                event(9000, E.LEFT_DOWN, (4, 0)),
                event(9000, E.LEFT_UP, (4, 0)),
                event(9800, E.MOVE, (0, 3)),
            ],
        )
    )
    assert (replay.start, replay.end) == (8800 - LEAD_MS, 9800)
    assert replay.duration == 9800 - 8300
    replay.seek(-5)
    assert (replay.t, replay.moves) == (replay.start, 0)
    replay.seek(10**9)
    assert (replay.t, replay.moves) == (9800, 3)


def test_a_held_left_button_sinks_the_covered_cell_under_it_and_follows_the_pointer() -> None:
    game = moves(game_from(BOARD), "R4,0@400", "R1,3@880", "F0,0@900")
    hand = [
        event(100, E.MOVE, (1, 1)),
        event(200, E.LEFT_DOWN, (1, 1)),
        event(300, E.MOVE, (4, 0)),
        event(400, E.LEFT_UP, (4, 0)),
        event(700, E.MOVE, (3, 3)),
        event(800, E.LEFT_DOWN, (3, 3)),
        event(850, E.MOVE, (1, 3)),
        event(880, E.LEFT_UP, (1, 3)),
        event(890, E.RIGHT_DOWN, (0, 0)),
        event(900, E.RIGHT_UP, (0, 0)),
    ]
    replay = Replay(finished(game, hand))
    replay.seek(150)
    assert (replay.point, replay.sunk(), replay.held, replay.holding) == (at(1, 1), [], frozenset(), False)
    replay.seek(250)
    assert (replay.sunk(), replay.held, replay.holding) == ([(1, 1)], frozenset({LEFT}), True)
    replay.seek(350)
    assert (replay.point, replay.sunk()) == (at(4, 0), [(4, 0)])
    replay.seek(400)
    assert (replay.sunk(), replay.holding, replay.moves) == ([], False, 1)
    assert str(replay.game) == text("""
        #1...
        #211.
        ###1.
        ###1.""")
    replay.seek(820)  # (3, 3) is open: an open cell never sinks, but the face says "oh"
    assert (replay.sunk(), replay.holding) == ([], True)
    replay.seek(860)
    assert replay.sunk() == [(1, 3)]
    replay.seek(895)  # the right button alone sinks nothing, and the face still says "oh"
    assert (replay.sunk(), replay.held, replay.holding) == ([], frozenset({RIGHT}), True)


CHORD_BOARD = """
    *..
    ...
    ..*
"""
AROUND = [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)]


def chord_game() -> Game:
    return moves(game_from(CHORD_BOARD), "R1,1@100", "F0,0@200", "F2,2@250", "C1,1@600")


def test_a_chord_with_both_buttons_sinks_the_covered_unflagged_cells_around_the_number() -> None:
    hand = [
        event(100, E.LEFT_DOWN, (1, 1)),
        event(100, E.LEFT_UP, (1, 1)),
        event(200, E.RIGHT_DOWN, (0, 0)),
        event(200, E.RIGHT_UP, (0, 0)),
        event(250, E.RIGHT_DOWN, (2, 2)),
        event(250, E.RIGHT_UP, (2, 2)),
        event(300, E.MOVE, (1, 1)),
        event(400, E.LEFT_DOWN, (1, 1)),
        event(500, E.RIGHT_DOWN, (1, 1)),
        event(600, E.LEFT_UP, (1, 1)),
    ]
    replay = Replay(finished(chord_game(), hand))
    replay.seek(450)
    assert str(replay.game) == text("""
        F##
        #2#
        ##F""")
    assert (replay.sunk(), replay.holding) == ([], True)  # the left button on an open number sinks nothing
    replay.seek(550)
    assert (sorted(replay.sunk()), replay.held) == (AROUND, frozenset({LEFT, RIGHT}))
    replay.seek(600)
    assert (replay.sunk(), replay.holding, replay.game.is_over) == ([], False, True)


def test_a_chord_with_the_middle_button_sinks_the_same_cells() -> None:
    hand = [
        event(100, E.LEFT_DOWN, (1, 1)),
        event(100, E.LEFT_UP, (1, 1)),
        event(200, E.RIGHT_DOWN, (0, 0)),
        event(200, E.RIGHT_UP, (0, 0)),
        event(250, E.RIGHT_DOWN, (2, 2)),
        event(250, E.RIGHT_UP, (2, 2)),
        event(400, E.MIDDLE_DOWN, (1, 1)),
        event(600, E.MIDDLE_UP, (1, 1)),
    ]
    replay = Replay(finished(chord_game(), hand))
    replay.seek(500)
    assert sorted(replay.sunk()) == AROUND
    replay.seek(600)
    assert replay.sunk() == [] and replay.game.is_over


def test_a_game_without_a_hand_replays_move_by_move_with_the_pointer_on_each_moves_cell() -> None:
    game = moves(game_from(BOARD), "F0,0@3000", "R4,0@4000", "F2,2@5000")
    replay = Replay(finished(game))
    assert not replay.recorded_hand
    assert replay.start == 3000 - LEAD_MS
    replay.seek(replay.start)
    assert (replay.point, replay.moves) == (None, 0)
    seen = []
    while (t := replay.next_move()) is not None:
        replay.seek(t)
        seen.append((replay.moves, replay.point, replay.sunk(), replay.holding))
    assert seen == [(1, at(0, 0), [], False), (2, at(4, 0), [], False), (3, at(2, 2), [], False)]


def test_a_pointer_off_the_board_is_not_shown() -> None:
    game = moves(game_from(BOARD), "R4,0@400")
    replay = Replay(
        finished(
            game,
            [
                event(100, E.MOVE, (1, 1)),
                HandEvent(200, E.MOVE, 5 * CELL_PX, 4 * CELL_PX),
                event(400, E.LEFT_DOWN, (4, 0)),
                event(400, E.LEFT_UP, (4, 0)),
            ],
        )
    )
    replay.seek(250)
    assert replay.point is None
    replay.seek(100)
    assert replay.point == at(1, 1)


def test_stepping_goes_one_move_at_a_time_both_ways_and_moves_in_one_millisecond_go_together() -> None:
    game = moves(game_from(BOARD), "F0,0@1000", "F1,0@1000", "R4,0@2000", "F2,2@2500")
    replay = Replay(finished(game))
    counts = []
    while (t := replay.next_move()) is not None:
        replay.seek(t)
        counts.append(replay.moves)
    assert counts == [2, 3, 4]
    while replay.moves > 0:
        replay.seek(replay.previous_move())
        counts.append(replay.moves)
    assert counts == [2, 3, 4, 3, 2, 0]
    assert replay.t == replay.start and replay.previous_move() == replay.start


def test_the_next_change_is_the_next_event_move_or_second_of_the_timer() -> None:
    game = moves(game_from(BOARD), "R4,0@1000", "F0,0@3500")
    replay = Replay(
        finished(game, [event(1000, E.LEFT_UP, (4, 0)), event(3400, E.MOVE, (0, 0)), event(3500, E.RIGHT_DOWN, (0, 0))])
    )
    replay.seek(1000)
    assert replay.next_change() == 2000  # the timer turns to 1
    replay.seek(3000)
    assert replay.next_change() == 3400
    replay.seek(3500)
    assert replay.next_change() is None


def test_a_huge_board_keeps_a_bounded_number_of_board_copies_and_seeks_back_exactly() -> None:
    layout = Layout.from_mines(1000, 1000, [(0, 0), (999, 999)])
    game = Game.on_layout(layout)
    rng = random.Random(11)
    for n in range(4000):
        game.apply(Action(Kind.FLAG, rng.randrange(1000), rng.randrange(1000), n * 10))
    replay = Replay(finished(game))
    copies = len(game.actions) // replay.every + 1
    assert replay.every > MIN_EVERY and copies * 1000 * 1000 <= SNAPSHOT_BYTES + 1000 * 1000
    record = GameRecord.of(game)
    for t in (39_990, 20_005, 120, 31_000):
        replay.seek(t)
        assert replay.game.visible() == record.replay(t // 10 + 1).visible()


def test_a_game_whose_moves_do_not_apply_is_refused() -> None:
    game = moves(game_from(BOARD), "R4,0@100")
    broken = GameRecord.of(game)
    broken = GameRecord(broken.difficulty, broken.layout, False, (*broken.actions, Action(Kind.REVEAL, 4, 0, 200)))
    with pytest.raises(RecordError, match="move 2"):
        Replay(FinishedGame("g", broken, Outcome.LOST, 0, "2024-05-01T10:15:00"))


def test_a_seek_to_the_instant_before_a_move_keeps_the_board_as_it_was_and_the_clock_at_its_time() -> None:
    """The review's moments: the clock at a move's time, the board before it (and before the ones after it in the
    same millisecond), never a board of another time."""
    game = moves(game_from(BOARD), "R4,0@1000", "F0,0@2000", "F2,2@2000")
    replay = Replay(finished(game))
    replay.seek(2000, 1)
    # The flag on A1 about to be made: its button down on its cell, the flag not there yet.
    assert (replay.t, replay.moves, replay.timer_ms(), replay.point) == (2000, 1, 1000, at(0, 0))
    assert replay.held == {RIGHT} and replay.game.tile(0, 0) is Tile.COVERED
    replay.seek(2000, 2)
    assert (replay.t, replay.moves) == (2000, 2)
    replay.seek(2000, 0)  # not fewer than those made before 2000
    assert replay.moves == 1
    replay.seek(2000, 4)  # nor more than those made by then
    assert replay.moves == 3
    replay.seek(2000)
    assert replay.moves == 3
