"""Every explanation names every premise: on thousands of positions from random games, the cells each hint's and
each verdict's reason names (its numbers, its proven mines, its proven-safe cells, and for the mine count the mines
left among the cells it says) are enough, alone, to force its conclusion; a proof of more numbers than a person takes
in at once is a chain, each step checked on its own."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import RandomMines
from minesweeper.core.language.cells import cell_name
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.record import GameRecord
from minesweeper.core.solver.advice import Kind as AdviceKind
from minesweeper.core.solver.advice import advise, analysis_of, solver_view
from minesweeper.core.solver.analysis import Analysis
from minesweeper.core.solver.judge import verdict
from minesweeper.core.solver.reasons import Reason
from minesweeper.core.solver.state import Rule
from minesweeper.core.view import Tile
from tests.core.premises import chain_faults, forced_by_what_it_names, premises_proven, undecided_cells

BOARDS = (PRESETS["beginner"], Difficulty.custom(8, 8, 14), PRESETS["intermediate"], Difficulty.custom(12, 7, 20))


def games(seed: int, difficulty: Difficulty) -> Iterator[tuple[Game, Analysis]]:
    """Every position of one game, played like a fallible person: the advice's cell most of the time (a proven mine
    flagged now and then), otherwise a covered cell at random, which ends many games with a loss."""
    rng = random.Random(seed)
    game = Game(difficulty, RandomMines(rng))
    game.apply(Action(Kind.REVEAL, game.width // 2, game.height // 2, 0))
    while game.state is GameState.PLAYING:
        analysis = analysis_of(game)
        yield game, analysis
        advice = advise(game, analysis)
        assert advice.cell is not None
        t = len(game.actions) * 100
        if rng.random() < 0.15:
            covered = [(x, y) for y in range(game.height) for x in range(game.width) if game.tile(x, y) is Tile.COVERED]
            game.apply(Action(Kind.REVEAL, *rng.choice(covered), t))
        elif advice.kind is AdviceKind.MINE:
            game.apply(Action(Kind.FLAG, *advice.cell, t))
        elif game.tile(*advice.cell) is Tile.FLAG:
            game.apply(Action(Kind.FLAG, *advice.cell, t))  # a wrong flag on the safe cell: take it off
        else:
            game.apply(Action(Kind.REVEAL, *advice.cell, t))
    yield game, analysis


def check(game: Game, analysis: Analysis, reason: Reason) -> None:
    tiles = solver_view(game)
    assert "too long" not in reason.text, reason.text  # a long proof is shown, not waved at
    if reason.chain:
        faults = chain_faults(game.width, game.height, tiles, reason)
        assert not faults, f"{faults}\n{reason.text}\n{game.visible().hex()}"
        assert premises_proven(analysis, reason), reason.text
    else:
        assert not reason.long_chain, f"a proof too long to take in at once has a chain: {reason.text}"
    undecided = undecided_cells(game.width, game.height, tiles, analysis) if reason.rule is Rule.COUNT else None
    assert forced_by_what_it_names(game.width, game.height, tiles, reason, undecided), (
        f"{reason.text}\n{game.visible().hex()}"
    )


@pytest.mark.statistical
def test_every_reason_of_every_position_is_forced_by_what_it_names() -> None:
    positions = reasons = verdicts = 0
    for seed in range(240):
        for game, analysis in games(seed, BOARDS[seed % len(BOARDS)]):
            if game.state is GameState.LOST:
                verdicts += check_verdict(game)
                continue
            if game.is_over:
                continue
            positions += 1
            for proven in (analysis.safe, analysis.mines):
                for cell in proven:
                    check(game, analysis, proven[cell])
                    reasons += 1
    assert positions > 3000 and reasons > 20_000 and verdicts > 40, (positions, reasons, verdicts)


def test_every_hint_of_a_few_hundred_positions_is_forced_by_what_it_names() -> None:
    hints = 0
    for seed in range(1000, 1030):
        for game, analysis in games(seed, BOARDS[seed % len(BOARDS)]):
            if game.state is not GameState.PLAYING:
                continue
            advice = advise(game, analysis)
            if advice.reason is not None:
                check(game, analysis, advice.reason)
                hints += 1
    assert hints > 300, hints


def check_verdict(game: Game) -> int:
    """The verdict on a lost game names the reason of the cell it shows, premises and all: checked like a hint's."""
    judged = verdict(GameRecord.of(game))
    if judged.safe_cell is None:
        assert judged.text.startswith(("Forced guess", "Risky guess")), judged.text
        return 0
    before = GameRecord.of(game).replay(len(game.actions) - 1)
    analysis = analysis_of(before)
    proven = analysis.mines if judged.safe_cell in analysis.mines else analysis.safe
    reason = proven[judged.safe_cell]
    assert (judged.sources, judged.proven_mines, judged.proven_safe) == (
        reason.sources,
        reason.proven_mines,
        reason.proven_safe,
    )
    assert judged.text.endswith(reason.text)
    check(before, analysis, reason)
    return 1


def test_a_pair_of_numbers_names_the_proven_safe_cell_it_relies_on() -> None:
    # The case a player found wrong: "the 1 at K5 puts at least 1 mine in the cells it shares with the 1 at J5"
    # holds only because K5's third covered neighbour, L6, is proven safe. Such a reason names L6, and without it
    # the same numbers no longer force anything.
    found = 0
    for seed in range(40):
        for game, analysis in games(seed, BOARDS[seed % len(BOARDS)]):
            if game.state is not GameState.PLAYING:
                continue
            tiles = solver_view(game)
            for cell in analysis.safe:
                reason = analysis.safe[cell]
                if reason.rule is not Rule.SUBSET or not reason.proven_safe:
                    continue
                bare = Reason(
                    reason.rule, cell, False, reason.sources, reason.numbers, reason.figure, reason.proven_mines
                )
                if forced_by_what_it_names(game.width, game.height, tiles, bare):
                    continue
                named = " and ".join(cell_name(*c) for c in reason.proven_safe) if len(reason.proven_safe) < 3 else ""
                assert "proven safe" in reason.text and (not named or named in reason.text), reason.text
                check(game, analysis, reason)
                found += 1
    assert found > 20, found
