"""Won games for the personal bests' tests and pictures: real games on seeded random boards, played cell by cell
(every covered safe cell opened in turn, so openings save clicks as a player's would), with a few mines flagged first
for an FL game, in a given time, on a no-guess board or marked as paused when asked; put straight into the results
database."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from minesweeper.core.actions import Action, Kind
from minesweeper.core.game import Game
from minesweeper.core.generate import FixedMines, RandomMines
from minesweeper.core.metrics.measures import board_metrics
from minesweeper.core.play import Clicks, Play
from minesweeper.core.presets import PRESETS
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.core.view import Tile
from minesweeper.store import Store


def won(
    key: str,
    seed: int,
    started: str,
    *,
    seconds: float,
    flags: int = 0,
    no_guess: bool = False,
    interrupted: bool = False,
) -> FinishedGame:
    """A win of the preset ``key`` in ``seconds``, started on ``started``: FL with ``flags`` mines flagged after the
    first click, else NF."""
    difficulty = PRESETS[key]
    game = Game(difficulty, RandomMines(random.Random(seed)))
    game.apply(Action(Kind.REVEAL, difficulty.width // 2, difficulty.height // 2, 0))
    layout = game.layout
    assert layout is not None
    moves: list[tuple[Kind, int, int]] = [(Kind.FLAG, x, y) for x, y in sorted(layout.mines)[:flags]]
    cells = [(x, y) for y in range(layout.height) for x in range(layout.width)]
    moves += [(Kind.REVEAL, x, y) for x, y in cells if not layout.has_mine(x, y)]
    for kind, x, y in moves:  # played once to find the moves that change the board, then in time
        if not game.is_over and (kind is Kind.FLAG or game.tile(x, y) is Tile.COVERED):
            game.apply(Action(kind, x, y, 0))
    assert game.state == "won"
    played = game.actions
    step = int(seconds * 1000) // (len(played) - 1)
    game = Game(difficulty, FixedMines(layout))
    for number, action in enumerate(played):
        game.apply(replace(action, t=number * step))
    left = sum(action.kind is Kind.REVEAL for action in played)
    right = len(played) - left
    record = replace(GameRecord.of(game), no_guess=no_guess)
    clicks = Clicks(left=left, right=right, effective=left + right)
    play = Play(clicks=clicks, interrupted=interrupted)
    game_id = f"{key}-{seed}-{started}"
    ms = game.elapsed_ms((len(played) - 1) * step)
    return FinishedGame(game_id, record, Outcome.WON, ms, started, play, None, *board_metrics(game))


def lost(key: str, seed: int, started: str) -> FinishedGame:
    """A loss of the preset ``key``: opened in the middle, then a mine."""
    difficulty = PRESETS[key]
    game = Game(difficulty, RandomMines(random.Random(seed)))
    game.apply(Action(Kind.REVEAL, difficulty.width // 2, difficulty.height // 2, 0))
    assert game.layout is not None
    game.apply(Action(Kind.REVEAL, *min(game.layout.mines), 4000))
    assert game.state == "lost"
    play = Play(clicks=Clicks(left=2, effective=1))
    game_id, record = f"{key}-{seed}-{started}", GameRecord.of(game)
    return FinishedGame(game_id, record, Outcome.LOST, 4000, started, play, None, *board_metrics(game))


def seed(folder: Path, games: list[FinishedGame]) -> list[FinishedGame]:
    """``games`` in the results database, in the order given."""
    store = Store(folder)
    for game in games:
        assert store.record_result(game)
    store.close()
    return games


def expert_season(count: int = 40) -> list[FinishedGame]:
    """``count`` Expert wins over a season, about every other one FL, their times from 60 to 160 seconds, one in
    seven paused: the data of the pictures."""
    rng = random.Random(30)
    games = []
    for n in range(count):
        day = f"2024-{3 + n // 20:02d}-{1 + n % 20:02d}T20:{n % 60:02d}:00"
        fl = rng.random() < 0.5
        games.append(
            won(
                "expert",
                100 + n,
                day,
                seconds=rng.uniform(60, 160),
                flags=rng.randint(5, 30) if fl else 0,
                interrupted=n % 7 == 3,
            )
        )
    return games
