"""The live counters: kept a move at a time, and at the end of every game the counts ``figures(game)`` gives.

Games are played by seeded bots, won and lost: an all-knowing one with a recorded-looking mouse (the path), and a
clumsy one that flags safe cells (an opening then waits for its flag to go before it counts), takes flags off,
cycles question marks, flags before the first click and chords wherever the rules let it.
"""

from __future__ import annotations

import random

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.clock_text import hundredths
from minesweeper.core.errors import IllegalMove
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import FixedMines, RandomMines
from minesweeper.core.hand import HandEvent, action_gesture, encode_hand
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.figures import Figures, figures
from minesweeper.core.metrics.live import LiveCounters
from minesweeper.core.metrics.live_rows import LIVE_ROWS
from minesweeper.core.metrics.measures import bbbv_solved, board_metrics
from minesweeper.core.play import Clicks, Play
from minesweeper.core.presets import Difficulty
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.core.view import Tile
from minesweeper.session import Session
from tests.core.boards import game_from, play
from tests.oracle_evf.games import mouse_hand, play_bot

OPENED = bytes(1 if value <= 8 else 0 for value in range(256))


def clicks_of(actions: tuple[Action, ...] | list[Action]) -> Clicks:
    kinds = [action.kind for action in actions]
    return Clicks(kinds.count(Kind.REVEAL), kinds.count(Kind.FLAG), kinds.count(Kind.CHORD), 0)


def finished(game: Game, hand: list[HandEvent]) -> FinishedGame:
    clicks = clicks_of(game.actions)
    return FinishedGame(
        "x",
        GameRecord.of(game),
        Outcome.WON if game.state is GameState.WON else Outcome.LOST,
        game.elapsed_ms(0),
        "2026-01-01T10:00:00",
        Play(clicks, hand=encode_hand(hand) if hand else b""),
        None,
        *board_metrics(game),
        True,
    )


def assert_equal_to_figures(counters: LiveCounters, found: Figures | None, ms: int, clicks: Clicks) -> None:
    assert found is not None
    live = counters.counts(ms, clicks)
    assert (live.bbbv, live.bbbv_solved, live.ce, counters.path) == (
        found.bbbv,
        found.bbbv_solved,
        found.ce,
        found.path,
    )
    assert (live.bbbv_s, live.ioe, live.corr, live.thrp, live.etime) == (
        found.bbbv_s,
        found.ioe,
        found.corr,
        found.thrp,
        found.etime,
    )


def clumsy_game(seed: int) -> tuple[Game, list[Action]]:
    """A seeded player that makes every kind of move: reveals (a mine now and then), flags on mines and on safe
    cells, flags taken off again, question marks, chords; some flags before the first click."""
    rng = random.Random(seed)
    width, height = rng.randrange(5, 14), rng.randrange(5, 12)
    mines = rng.randrange(1, width * height // 4)
    game = Game(
        Difficulty.custom(width, height, mines), RandomMines(random.Random(seed)), question_marks=rng.random() < 0.5
    )
    moves: list[Action] = []
    t = 0
    tries = 0
    while not game.is_over and tries < 5000:
        tries += 1
        x, y = rng.randrange(width), rng.randrange(height)
        layout = game.layout
        roll = rng.random()
        if layout is None:
            kind = Kind.FLAG if roll < 0.5 and len(moves) < 4 else Kind.REVEAL
        elif roll < 0.3:
            kind = Kind.FLAG
        elif roll < 0.5:
            kind = Kind.CHORD
        else:
            kind = Kind.REVEAL
            if layout.has_mine(x, y) and rng.random() < 0.97:
                continue  # a mine opened now and then, not at once
        action = Action(kind, x, y, t + rng.randrange(50, 700))
        if game.check(action) is not None:
            continue
        t = action.t
        game.apply(action)
        moves.append(action)
    layout = game.layout
    assert layout is not None
    safe = [(x, y) for y in range(height) for x in range(width) if not layout.has_mine(x, y)]
    for x, y in safe:  # open whatever is left, a flag or a question mark on it cleared first
        while not game.is_over and game.tile(x, y) in (Tile.FLAG, Tile.QUESTION):
            t += 100
            moves.append(Action(Kind.FLAG, x, y, t))
            game.apply(moves[-1])
        if not game.is_over and game.tile(x, y) is Tile.COVERED:
            t += 100
            moves.append(Action(Kind.REVEAL, x, y, t))
            game.apply(moves[-1])
    assert game.is_over
    return game, moves


def gestures(actions: list[Action]) -> list[list[HandEvent]]:
    """Each move's clicks at its cell's centre, as the window records a keyboard move."""
    pointer: tuple[int, int] | None = None
    hands = []
    for action in actions:
        events = action_gesture(action, pointer)
        pointer = (events[-1].x, events[-1].y)
        hands.append(events)
    return hands


@pytest.mark.parametrize("seed", range(40))
def test_a_clumsy_players_counters_equal_the_finished_games_figures_and_the_whole_board_at_every_move(
    seed: int,
) -> None:
    game, moves = clumsy_game(seed)
    replay = Game(game.difficulty, RandomMines(random.Random(seed)), question_marks=game.question_marks)
    counters = LiveCounters(game.difficulty, question_marks=game.question_marks)
    hand: list[HandEvent] = []
    for action, events in zip(moves, gestures(moves), strict=True):
        for event in events:
            counters.pointer(event)
        hand += events
        replay.apply(action)
        counters.move(action, replay.layout)
        layout = replay.layout
        if layout is not None:  # the 3BV done so far is the whole board's, worked out from scratch
            shown = replay.visible().translate(OPENED)
            assert counters.bbbv_solved == bbbv_solved(layout.width, layout.height, layout.cells, shown)
        else:
            assert counters.bbbv is None and counters.rows(0, Clicks())[1] == ("3BV", "0/-")
    result = finished(replay, hand)
    assert_equal_to_figures(counters, figures(result), result.ms, result.play.clicks)


@pytest.mark.parametrize("seed", range(12))
def test_a_mouse_players_counters_and_path_equal_the_finished_games_figures(seed: int) -> None:
    """Expert and Intermediate games played with a gliding, wobbling mouse and every way of chording, some lost."""
    size = (30, 16, 99) if seed % 2 else (16, 16, 40)
    played = play_bot(*size, seed, lose_after=None if seed % 3 else 25)
    hand, _ = mouse_hand(played, seed)
    game = Game.on_layout(Layout(size[0], size[1], played.mines))
    counters = LiveCounters(game.difficulty)
    events = iter(hand)
    for number, action in enumerate(played.actions):
        for _ in range(len(hand) * (number + 1) // len(played.actions) - len(hand) * number // len(played.actions)):
            counters.pointer(next(events))  # the hand fed in step with the moves, as the window feeds it
        game.apply(action)
        counters.move(action, game.layout)
    for event in events:
        counters.pointer(event)
    result = finished(game, hand)
    assert counters.path is not None and counters.path > 0
    assert_equal_to_figures(counters, figures(result), result.ms, result.play.clicks)


def test_counters_made_in_the_middle_of_a_game_go_on_as_ones_fed_from_its_start() -> None:
    played = play_bot(30, 16, 99, 5)
    hand, _ = mouse_hand(played, 5)
    game = Game.on_layout(Layout(30, 16, played.mines))
    half = len(played.actions) // 2
    for action in played.actions[:half]:
        game.apply(action)
    late = LiveCounters.of(game, hand[: len(hand) // 2])
    for event in hand[len(hand) // 2 :]:
        late.pointer(event)
    for action in played.actions[half:]:
        game.apply(action)
        late.move(action, game.layout)
    result = finished(game, hand)
    assert_equal_to_figures(late, figures(result), result.ms, result.play.clicks)


def test_flags_before_the_first_click_wait_for_the_mines_and_count_once_each() -> None:
    board = """
    *....
    .....
    ....*
    """
    game = game_from(board)
    counters = LiveCounters(game.difficulty)
    for move in ("F0,0", "F0,0", "F0,0", "F4,0"):  # on, off, on again (the same mine), and a safe cell
        play(game, move)
        counters.move(game.actions[-1], None)  # as a random board would give them: no mines yet
    assert (counters.ce, counters.bbbv) == (0, None)
    play(game, "R2,1")
    counters.move(game.actions[-1], game.layout)
    assert counters.ce == 2  # the first flag on the mine, and the reveal; the flag put back and the safe one not


def test_an_opening_held_back_by_a_flag_counts_when_the_flag_goes_and_its_cell_opens() -> None:
    board = """
    *......
    .......
    ......*
    """
    game = game_from(board)
    counters = LiveCounters(game.difficulty)
    for move in ("F3,1", "R5,0", "F3,1", "R3,1"):
        play(game, move)
        counters.move(game.actions[-1], game.layout)
        shown = game.visible().translate(OPENED)
        assert game.layout is not None
        assert counters.bbbv_solved == bbbv_solved(7, 3, game.layout.cells, shown)
    assert counters.bbbv_solved == 1 and game.state is GameState.WON


def test_the_rows_show_hundredths_cut_the_ratios_and_a_path_only_where_there_is_one() -> None:
    game = game_from("*....\n.....\n....*")
    counters = LiveCounters.of(play(game, "R2,1"), path=False)
    rows = dict(counters.rows(12_349, Clicks(3, 1, 1, 0)))
    assert list(rows) == [
        *("Time", "3BV", "3BV/s", "Estimated", "Clicks L/R/D", "Effective", "IOE", "Correctness", "Path")
    ]
    assert rows["Time"] == "12.34" and rows["3BV"] == "1/1" and rows["Clicks L/R/D"] == "3/1/1"
    assert rows["3BV/s"] == "0.081" and rows["IOE"] == "0.200" and rows["Correctness"] == "0.200"
    assert rows["Estimated"] == "12.34" and rows["Path"] == "-"  # all of the 3BV done: the time itself
    assert [label for label, _ in counters.rows(0, Clicks(), ("path", "time"))] == ["Time", "Path"]
    assert hundredths(999) == "0.99" and hundredths(61_005) == "61.00" and len(LIVE_ROWS) == len(rows)


def test_a_board_no_evf_replay_holds_has_no_path() -> None:
    game = Game(Difficulty.custom(300, 20, 10), RandomMines(random.Random(1)))
    counters = LiveCounters(game.difficulty)
    for event in action_gesture(Action(Kind.REVEAL, 5, 5, 0)):
        counters.pointer(event)
    game.apply(Action(Kind.REVEAL, 5, 5, 0))
    counters.move(game.actions[-1], game.layout)
    assert counters.path is None and counters.bbbv_solved >= 1


def test_the_sessions_counters_asked_for_mid_game_equal_its_results_figures() -> None:
    """Through the session: moves and wasted clicks counted as it counts them, the hand as it keeps it."""
    played = play_bot(16, 16, 40, 3)
    ticks = iter(range(10**6))
    session = Session(None, clock=lambda: next(ticks) * 0.037)
    session.new_game(Difficulty.custom(16, 16, 40), FixedMines(Layout(16, 16, played.mines)))
    pointer: tuple[int, int] | None = None
    for number, action in enumerate(played.actions):
        if number == 10:
            with pytest.raises(IllegalMove, match="already open"):
                session.apply(Kind.REVEAL, played.actions[0].x, played.actions[0].y)  # a wasted click counts
            assert session.live_counters() is not None
        for event in action_gesture(Action(action.kind, action.x, action.y, session.clock_ms()), pointer):
            session.record_hand(event)
            pointer = (event.x, event.y)
        session.apply(action.kind, action.x, action.y)
    counters, result = session.live_counters(), session.last_result
    assert counters is not None and result is not None
    assert session.clicks == result.play.clicks and session.clicks.total == len(played.actions) + 1
    assert_equal_to_figures(counters, figures(result), result.ms, session.clicks)
    session.new_game(Difficulty.custom(9, 9, 10), RandomMines(random.Random(0)))
    fresh = session.live_counters()
    assert fresh is not None and fresh is not counters and fresh.bbbv is None
