"""The review against ms-toollib: at every move of Expert games played by the solver with deliberate mistakes, a
cell ms-toollib's exact probabilities (``cal_probability_onboard``, the mine count included) give 0 or 1 is one the
review calls proven (or a blunder), and any other a guess, with the same chance of a mine."""

from __future__ import annotations

import multiprocessing
import os
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import pytest

from bench.review_bench import mistaken_game
from minesweeper.core.actions import Kind
from minesweeper.core.record import GameRecord
from minesweeper.core.solver.judge import review
from minesweeper.core.solver.review import MoveClass, Review
from minesweeper.core.view import Tile
from tests.oracle.harness import Oracle, game_board

GUESSES = {MoveClass.FORCED, MoveClass.RISKY, MoveClass.AVOIDABLE}


def reviewed(seed: str) -> tuple[GameRecord, Review]:
    """One Expert game played with deliberate mistakes from ``seed``, and our review of it."""
    record = mistaken_game(random.Random(seed))
    return record, review(record)


def reviewed_games(games: int, seed: str) -> list[tuple[GameRecord, Review]]:
    """``games`` games and their reviews; many are played and reviewed on every core, in worker processes (which
    also keeps the work out of the test run's coverage tracing, several times slower)."""
    seeds = [f"{seed} {number}" for number in range(games)]
    if games < 10:
        return [reviewed(one) for one in seeds]
    workers = min(4, os.cpu_count() or 1)
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        return list(pool.map(reviewed, seeds, chunksize=max(1, games // (4 * workers))))


def agreement(oracle: Oracle, games: int, seed: str) -> Counter[str]:
    """Judge every move of ``games`` games both ways; the tally of what was compared (a disagreement fails)."""
    tally: Counter[str] = Counter()
    for record, judged in reviewed_games(games, seed):
        game = record.replay(0)
        seen: dict[bytes, list[list[float]]] = {}
        for action, move in zip(record.actions, judged.moves, strict=True):
            if move.cls not in (MoveClass.FIRST, MoveClass.WASTED):
                tiles = bytes(min(t, Tile.COVERED) for t in game.visible())
                if tiles not in seen:
                    seen[tiles] = oracle.ask(
                        "probability", board=game_board(game.width, game.height, tiles), mines=game.difficulty.mines
                    )
                chances = seen[tiles]
                cells = (
                    [(action.x, action.y)]
                    if action.kind is not Kind.CHORD
                    else [
                        (action.x + dx, action.y + dy)
                        for dy in (-1, 0, 1)
                        for dx in (-1, 0, 1)
                        if (dx or dy)
                        and game.contains(action.x + dx, action.y + dy)
                        and game.tile(action.x + dx, action.y + dy) in (Tile.COVERED, Tile.QUESTION)
                    ]
                )
                theirs = [chances[y][x] for x, y in cells]
                where = f"move {move.number} of game {tally['games'] + 1} of seed {seed!r}"
                _compare(move.cls, move.action, theirs, move.risk, where)
                tally[str(move.cls)] += 1
            game.apply(action)
        tally["games"] += 1
    return tally


def _compare(cls: MoveClass, action: str, theirs: list[float], risk: float | None, where: str) -> None:
    if action == "flag":
        (p,) = theirs
        expected = MoveClass.PROVEN if p == 1 else MoveClass.BLUNDER if p == 0 else MoveClass.RISKY
        assert cls is expected, f"{cls} but ms-toollib says {p}: {where}"
        if cls is MoveClass.RISKY:
            assert risk == pytest.approx(1 - p, abs=1e-9), where
        return
    if any(p == 1 for p in theirs):
        assert cls is MoveClass.BLUNDER, f"{cls} but ms-toollib proves a mine among {theirs}: {where}"
    elif all(p == 0 for p in theirs):
        assert cls is MoveClass.PROVEN, f"{cls} but ms-toollib proves {theirs} safe: {where}"
    else:
        assert cls in GUESSES, f"{cls} but ms-toollib gives {theirs}: {where}"
        if len(theirs) == 1:
            assert risk == pytest.approx(theirs[0], abs=1e-9), where


def test_the_review_agrees_with_ms_toollib_on_a_few_expert_games(oracle: Oracle) -> None:
    tally = agreement(oracle, 4, "review quick")
    assert tally["games"] == 4 and tally[str(MoveClass.PROVEN)] > 0


@pytest.mark.statistical
def test_the_review_agrees_with_ms_toollib_on_60_expert_games(oracle: Oracle) -> None:
    # 60 games judge about 9,000 proven moves and 180 guesses of every kind: 200 took three times as long and found
    # nothing more.
    tally = agreement(oracle, 60, "review many")
    print(dict(tally))
    assert tally["games"] == 60
    assert all(
        tally[str(c)] > 0
        for c in (MoveClass.PROVEN, MoveClass.FORCED, MoveClass.RISKY, MoveClass.AVOIDABLE, MoveClass.BLUNDER)
    )
