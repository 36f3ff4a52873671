"""Saved games for tests: a game written to a data folder exactly as a session would have left it."""

from __future__ import annotations

import random
from pathlib import Path

from minesweeper.core.actions import Action, Kind
from minesweeper.core.game import Game
from minesweeper.core.generate import RandomMines
from minesweeper.core.presets import PRESETS
from minesweeper.core.record import GameRecord, Resume
from minesweeper.store import Store


def save_game(folder: Path, game: Game, clock_ms: int, game_id: str = "saved-1") -> None:
    started = "2024-05-01T10:00:00" if game.started_ms is not None else None
    assert Store(folder).save_resume(Resume(GameRecord.of(game), clock_ms, game_id, started))


def started_beginner(seed: int = 1) -> Game:
    """A Beginner game one reveal in."""
    game = Game(PRESETS["beginner"], RandomMines(random.Random(seed)))
    game.apply(Action(Kind.REVEAL, 4, 4, 0))
    return game
