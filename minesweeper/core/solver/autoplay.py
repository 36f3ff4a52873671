"""The auto-player: whole games played with the solver, the way a hint would play them, and what they measure.

Safe cells the solver proves are opened first, all at once; when none is left the player guesses the cell the
advice names (``advice.guess``: the guessing policy's pick, or the least risky cell where the policy is not worked
out), so the auto-player plays exactly what the hint advises. ``win_rate`` measures it over many games, ``wilson``
gives the interval, and ``policy_fingerprint`` names the policy that any such measurement was made with.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from minesweeper.core.actions import Action, Kind
from minesweeper.core.errors import IllegalMove
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import FirstClick, MineSource, RandomMines
from minesweeper.core.language.translate import _
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.solver.advice import Advice, guess
from minesweeper.core.solver.analysis import Analysis, analyse
from minesweeper.core.solver.counting import GroupCount
from minesweeper.core.solver.exact import Signature
from minesweeper.core.solver.policy import choose_guess
from minesweeper.core.view import Tile

# The seeded games ``policy_fingerprint`` plays on each classic level: enough guesses that any change of the
# policy moves at least one of them or its score, few enough to play in about a second.
FINGERPRINT_GAMES = (("beginner", 60), ("intermediate", 30), ("expert", 8))


def _new_game(
    width: int, height: int, mines: int, rng: random.Random, source: MineSource | None, rule: FirstClick
) -> Game:
    """The one place this module builds a game: the classic random board under ``rule`` (or ``source``'s),
    mines laid at the first click."""
    return Game(Difficulty.custom(width, height, mines), source or RandomMines(rng, rule))


def _advised(advice: Advice) -> tuple[int, int]:
    assert advice.cell is not None, "a guess names a cell"  # i18n: fixed (a check)
    return advice.cell


@dataclass(frozen=True, slots=True)
class Played:
    won: bool
    guesses: int


Policy = Callable[[bytes, Analysis], tuple[int, int]]


def play_game(
    width: int,
    height: int,
    mines: int,
    rng: random.Random,
    *,
    policy: Policy | None = None,
    source: MineSource | None = None,
    watch: Callable[[bytes], None] | None = None,
    first: tuple[int, int] | None = None,
    rule: FirstClick = FirstClick.OPENING,
) -> Played:
    """Play one game from a first click at ``first`` (x, y counted from 0; by default the centre) under the
    first-click ``rule`` (its 3×3 kept clear, or the cell alone), opening proven cells, else guessing with
    ``policy(tiles, analysis)`` (by default the advice's guess, as a hint gives it); ``source`` lays the mines
    (no-guess boards, say) instead of ``RandomMines(rng, rule)``. ``watch(tiles)`` sees the board before each step,
    for a front end's progress (a game on a giant board takes minutes)."""
    game = _new_game(width, height, mines, rng, source, rule)
    first_x, first_y = first if first is not None else (width // 2, height // 2)
    if not (0 <= first_x < width and 0 <= first_y < height):
        off = _("the first click ({x},{y}) is off the {width}×{height} board")
        raise IllegalMove(off.format(x=first_x + 1, y=first_y + 1, width=width, height=height))
    game.apply(Action(Kind.REVEAL, first_x, first_y, 0))
    guesses = 0
    cache: dict[Signature, GroupCount] = {}
    while game.state is GameState.PLAYING:
        tiles = game.visible()
        if watch is not None:
            watch(tiles)
        analysis = analyse(width, height, mines, tiles, cache=cache)
        targets = list(analysis.safe)
        if not targets:
            targets = [policy(tiles, analysis) if policy is not None else _advised(guess(game, analysis, cache=cache))]
            guesses += 1
        for x, y in targets:
            if game.state is GameState.PLAYING and game.tile(x, y) > Tile.OPEN_8:
                game.apply(Action(Kind.REVEAL, x, y, 0))
    return Played(game.state is GameState.WON, guesses)


@dataclass(frozen=True, slots=True)
class WinRate:
    wins: int
    games: int
    low: float  # 95% Wilson interval
    high: float

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def wilson(wins: int, games: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% by default)."""
    if games <= 0:
        raise ValueError("an interval needs at least one game")  # i18n: fixed (a programming error)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def policy_fingerprint() -> str:
    """A short digest of what the guessing policy does: every guess (its cell, rule, safety and score) in seeded
    games on each classic level. Anything measured with the policy (the opening table's win rates) carries the
    digest of the policy that made it, so a change that moves any guess or any score shows up as a stale
    measurement. Each game goes on past every guess whatever the guess (the next cell opened is the first
    covered cell that holds no mine), so a few games give many guesses. Scores are rounded to 9 significant
    digits: far above any platform's last-bit difference in floating point, far below any change of weight."""
    import hashlib

    digest = hashlib.sha256()
    for name, games in FINGERPRINT_GAMES:
        preset = PRESETS[name]
        width, height, mines = preset.width, preset.height, preset.mines
        for number in range(games):
            game = _new_game(
                width,
                height,
                mines,
                random.Random(f"policy fingerprint {name} {number}"),  # i18n: fixed (a seed)
                None,
                FirstClick.OPENING,
            )
            game.apply(Action(Kind.REVEAL, width // 2, height // 2, 0))
            cache: dict[Signature, GroupCount] = {}
            while game.state is GameState.PLAYING:
                tiles = game.visible()
                analysis = analyse(width, height, mines, tiles, cache=cache)
                targets = list(analysis.safe)
                if not targets:
                    guess = choose_guess(width, height, mines, tiles, analysis, cache=cache)
                    digest.update(f"{name} {guess.cell} {guess.rule} {guess.safety:.9g} {guess.score:.9g};".encode())
                    layout = game.layout
                    assert layout is not None
                    targets = [
                        next(
                            (x, y)
                            for y in range(height)
                            for x in range(width)
                            if tiles[y * width + x] > Tile.OPEN_8 and not layout.has_mine(x, y)
                        )
                    ]
                for x, y in targets:
                    if game.state is GameState.PLAYING and game.tile(x, y) > Tile.OPEN_8:
                        game.apply(Action(Kind.REVEAL, x, y, 0))
    return digest.hexdigest()[:16]


def win_rate(width: int, height: int, mines: int, games: int, rng: random.Random) -> WinRate:
    """Play ``games`` games on boards drawn from ``rng`` and count the wins."""
    wins = sum(play_game(width, height, mines, rng).won for _ in range(games))
    low, high = wilson(wins, games)
    return WinRate(wins, games, low, high)
