"""Our EVF files read back by ms-toollib: same board, 3BV, real time and left/right/double clicks.

Games come from a seeded bot playing real games, exported with a synthesized hand (keyboard and text play)
or a recorded-looking mouse hand (moves, wobbles, and chords made with a left click on a number, both
buttons in either order, or the middle button). Hand-written hands cover the window's corner cases.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from minesweeper.core.formats.evf import write_evf
from minesweeper.core.hand import HandEvent, HandKind, synthesize_hand
from tests.core.test_codes import board_from
from tests.oracle_evf import read_with_oracle
from tests.oracle_evf.games import CHORD_STYLES, Played, mouse_hand, play_bot

START_US = 1_760_000_000_000_000


def export(played: Played, hand: list[HandEvent], **options: bool) -> bytes:
    return write_evf(
        played.width,
        played.height,
        played.mines,
        hand,
        won=played.won,
        question_marks=options.get("question_marks", False),
        first_click_opening=options.get("first_click_opening", True),
        no_guess=options.get("no_guess", False),
        rankable=options.get("rankable", False),
        start_us=START_US,
        end_us=START_US + 10**9,
    )


def rows(played: Played) -> list[list[bool]]:
    return [[played.mines[y * played.width + x] == 1 for x in range(played.width)] for y in range(played.height)]


def check(found: dict[str, Any], played: Played, rtime_ms: int, clicks: tuple[int, int, int]) -> None:
    board = found["board"]
    assert isinstance(board, list)
    assert [[cell == -1 for cell in row] for row in board] == rows(played)
    assert (found["rows"], found["columns"], found["mines"]) == (played.height, played.width, played.mines.count(1))
    assert found["bbbv"] == found["recomputed_bbbv"]
    assert found["rtime_ms"] == rtime_ms
    assert found["last_event_ms"] - found["opening_ms"] == rtime_ms  # event times agree with the header
    assert (found["left"], found["right"], found["double"]) == clicks
    assert found["completed"] is played.won  # from replaying the events
    assert found["header_completed"] is played.won


@pytest.mark.parametrize(("size", "seed"), [((30, 16, 99), 1), ((16, 16, 40), 2), ((9, 9, 10), 3), ((45, 30, 200), 4)])
def test_a_keyboard_game_reads_back_the_same(size: tuple[int, int, int], seed: int, tmp_path: Path) -> None:
    played = play_bot(*size, seed)
    assert played.won
    found = read_with_oracle(export(played, synthesize_hand(played.actions)), tmp_path)
    check(found, played, played.elapsed_ms, played.clicks)
    assert found["bbbv_solved"] == found["bbbv"]
    assert found["mode"] == 4 and found["fair"] is True and found["official"] is False


def test_a_lost_keyboard_game_reads_back_as_lost(tmp_path: Path) -> None:
    played = play_bot(30, 16, 99, seed=5, lose_after=40)
    assert not played.won
    found = read_with_oracle(export(played, synthesize_hand(played.actions)), tmp_path)
    check(found, played, played.elapsed_ms, played.clicks)
    assert found["fair"] is False


@pytest.mark.parametrize("style", CHORD_STYLES)
def test_a_mouse_game_reads_back_the_same_whatever_the_chord_style(style: str, tmp_path: Path) -> None:
    played = play_bot(30, 16, 99, seed=6, chord_share=0.5)
    hand, rtime = mouse_hand(played, seed=7, chord_styles=(style,))
    found = read_with_oracle(export(played, hand), tmp_path)
    check(found, played, rtime, played.clicks)


def test_a_lost_mouse_game_with_mixed_chords_reads_back_as_lost(tmp_path: Path) -> None:
    played = play_bot(16, 16, 40, seed=8, chord_share=0.5, lose_after=25)
    hand, rtime = mouse_hand(played, seed=9)
    check(read_with_oracle(export(played, hand), tmp_path), played, rtime, played.clicks)


@pytest.mark.slow
def test_our_3bv_matches_the_community_count_on_many_boards(tmp_path: Path) -> None:
    for seed in range(10, 16):
        played = play_bot(30, 16, 99, seed, chord_share=0.0)
        found = read_with_oracle(export(played, synthesize_hand(played.actions)), tmp_path, f"g{seed}")
        assert found["bbbv"] == found["recomputed_bbbv"]


E = HandKind
MINEFIELD = board_from("""
    *....
    .....
    ..*..
    .....
""")


def hand(*steps: tuple[int, HandKind, int, int]) -> list[HandEvent]:
    return [HandEvent(t, kind, x, y) for t, kind, x, y in steps]


def small(won: bool = True) -> Played:
    return Played(*MINEFIELD, actions=[], won=won)


def test_window_corner_cases_read_back_as_the_window_played_them(tmp_path: Path) -> None:
    """Flags before the start, a press off the board (ignored), a drag to another cell, a long pause, a
    left click on a number that chords, and a middle-button chord that wins."""
    moves = hand(
        (0, E.MOVE, 70, 70),
        (5, E.LEFT_DOWN, 70, 70),
        (9, E.LEFT_UP, 70, 70),  # off the board: the window ignores it
        (20, E.MOVE, 6, 6),
        (30, E.RIGHT_DOWN, 6, 6),
        (60, E.RIGHT_UP, 6, 6),  # flag (0,0) before the start
        (400, E.LEFT_DOWN, 30, 6),
        (430, E.MOVE, 54, 6),
        (470, E.LEFT_UP, 54, 6),  # dragged: opens (4,0)
        (80_000, E.MOVE, 30, 30),
        (80_010, E.RIGHT_DOWN, 30, 30),
        (80_050, E.RIGHT_UP, 30, 30),  # flag (2,2)
        (80_300, E.MOVE, 18, 18),
        (80_310, E.LEFT_DOWN, 18, 18),
        (80_350, E.LEFT_UP, 18, 18),  # chords the 2
        (80_600, E.MOVE, 18, 30),
        (80_610, E.MIDDLE_DOWN, 18, 30),
        (80_690, E.MIDDLE_UP, 18, 30),  # wins
    )
    found = read_with_oracle(export(small(), moves), tmp_path)
    check(found, small(), 80_690 - 470, (1, 2, 2))
    assert found["opening_ms"] == 470  # the moves and the flag before the start are in the replay


def test_a_question_mark_cycle_leaves_the_board_as_the_window_left_it(tmp_path: Path) -> None:
    """With question marks, right clicks on (2,3) go flag, ?, blank. EVF cannot show the last step (a reader
    would flag again and the final click on (2,3) would do nothing), so that click alone is left out."""
    moves = hand(
        (100, E.LEFT_DOWN, 54, 6),
        (110, E.LEFT_UP, 54, 6),  # opens the right-hand region: the start
        *[
            (t, kind, 30, 42)
            for t, kind in (
                (200, E.RIGHT_DOWN),
                (210, E.RIGHT_UP),
                (220, E.RIGHT_DOWN),
                (230, E.RIGHT_UP),
                (240, E.RIGHT_DOWN),
                (250, E.RIGHT_UP),
            )
        ],
        (300, E.LEFT_DOWN, 6, 42),
        (310, E.LEFT_UP, 6, 42),  # opens the left-hand region
        (400, E.LEFT_DOWN, 30, 42),
        (410, E.LEFT_UP, 30, 42),  # (2,3) is blank again: it opens and wins
    )
    found = read_with_oracle(export(small(), moves, question_marks=True), tmp_path)
    check(found, small(), 410 - 110, (3, 2, 0))


def test_the_players_details_and_the_wall_clock_times_read_back(tmp_path: Path) -> None:
    played = play_bot(9, 9, 10, seed=14)
    data = write_evf(
        9,
        9,
        played.mines,
        synthesize_hand(played.actions),
        won=True,
        question_marks=False,
        first_click_opening=True,
        no_guess=False,
        start_us=START_US,
        end_us=START_US + 12_345_678,
        software="Minesweeper 0.1.0",
        player="Zoë",
        country="nz",
    )
    found = read_with_oracle(data, tmp_path)
    assert (found["software"], found["player"], found["country"]) == ("Minesweeper 0.1.0", "Zoë", "NZ")
    assert (found["start_time"], found["end_time"]) == (START_US, START_US + 12_345_678)


def test_the_no_guess_mode_reads_back_and_is_never_official(tmp_path: Path) -> None:
    played = play_bot(9, 9, 10, seed=12)
    found = read_with_oracle(export(played, synthesize_hand(played.actions), no_guess=True), tmp_path)
    check(found, played, played.elapsed_ms, played.clicks)
    assert found["mode"] == 5 and found["official"] is False and found["fair"] is True


def test_a_rankable_standard_game_without_a_first_click_opening_is_official(tmp_path: Path) -> None:
    played = play_bot(8, 8, 10, seed=13)
    hand = synthesize_hand(played.actions)
    found = read_with_oracle(export(played, hand, first_click_opening=False, rankable=True), tmp_path)
    assert found["mode"] == 0 and found["official"] is True


def test_presses_inside_a_middle_chord_read_back_as_one_chord(tmp_path: Path) -> None:
    moves = hand(
        (0, E.LEFT_DOWN, 54, 6),
        (1, E.LEFT_UP, 54, 6),
        (2, E.RIGHT_DOWN, 6, 6),
        (3, E.RIGHT_UP, 6, 6),
        (10, E.MIDDLE_DOWN, 18, 18),
        (11, E.RIGHT_DOWN, 18, 18),
        (12, E.LEFT_DOWN, 18, 18),
        (13, E.RIGHT_UP, 18, 18),
        (14, E.LEFT_UP, 18, 18),
        (15, E.LEFT_DOWN, 18, 18),
        (16, E.LEFT_UP, 18, 18),
        (17, E.MIDDLE_UP, 18, 18),
        (20, E.LEFT_DOWN, 6, 42),
        (21, E.LEFT_UP, 6, 42),
        (22, E.RIGHT_DOWN, 30, 30),
        (23, E.RIGHT_UP, 30, 30),
        (24, E.LEFT_DOWN, 30, 42),
        (25, E.LEFT_UP, 30, 42),
    )
    check(read_with_oracle(export(small(), moves), tmp_path), small(), 24, (3, 2, 1))
