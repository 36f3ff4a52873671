"""A finished game as EVF: the bridge from what the results database keeps to what ``write_evf`` needs.

Both front ends export stored games, so this is written once: the recorded hand (or, for a game played
without a mouse, the hand its moves stand for), EVF's "first click opens an area" mode read from the game
itself, and the file's start and end times from the date the game started and its time.
"""

from __future__ import annotations

from datetime import datetime

from minesweeper.core.actions import Kind
from minesweeper.core.evf import write_evf
from minesweeper.core.hand import decode_hand, synthesize_hand
from minesweeper.core.record import FinishedGame, GameRecord
from minesweeper.core.view import Tile


def evf_of(game: FinishedGame, *, left_click_chords: bool = True) -> bytes:
    """The EVF v4 bytes of a finished game (``EvfExportError`` for a board EVF cannot hold)."""
    record = game.record
    layout = record.layout
    if layout is None:
        raise ValueError("a finished game always has its board")
    hand = decode_hand(game.play.hand) if game.play.hand else synthesize_hand(record.actions)
    start_us = _epoch_us(game.started)
    return write_evf(layout.width, layout.height, layout.cells, hand, won=game.won,
                     question_marks=record.question_marks, first_click_opening=_first_click_opened(record),
                     no_guess=record.no_guess, start_us=start_us, end_us=start_us + game.ms * 1000,
                     left_click_chords=left_click_chords, assisted=game.play.assisted)


def _first_click_opened(record: GameRecord) -> bool:
    """Whether the first reveal opened an area (a 0): what EVF's "first click opens" mode says."""
    first = next((n for n, action in enumerate(record.actions) if action.kind is Kind.REVEAL), None)
    if first is None:
        return False
    action = record.actions[first]
    return record.replay(first + 1).tile(action.x, action.y) is Tile.OPEN_0


def _epoch_us(started: str) -> int:
    """The game's start date (local time, ISO) as µs since the epoch; 0 when it is not a date."""
    try:
        return max(0, int(datetime.fromisoformat(started).timestamp() * 1_000_000))
    except (ValueError, OverflowError, OSError):
        return 0
