"""No-guess generation: solvable by the hint solver, kept-clear first click, and uniform over such boards."""

from __future__ import annotations

import random
import statistics
from collections import Counter
from itertools import combinations

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.errors import NoGuessBoardNotFound
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import FirstClick, random_mines
from minesweeper.core.metrics.measures import bbbv
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.solver.analysis import analyse
from minesweeper.core.solver.noguess import NoGuessMines, is_solvable, no_guess_mines, why_none_found
from minesweeper.core.view import Tile
from tests.core.solver_views import neighbours, solvable_cell_by_cell


def layout(art: str) -> tuple[int, int, bytes]:
    rows = [line.strip() for line in art.strip().splitlines()]
    return len(rows[0]), len(rows), bytes(1 if ch == "*" else 0 for row in rows for ch in row)


def play_out_with_hints(width: int, height: int, mines: bytes, first: int) -> bool:
    """Finish the board by opening only cells ``analyse`` proves safe (flood-filling zeros); True if won."""
    total = mines.count(1)
    count = [sum(mines[j] for j in neighbours(width, height, i)) for i in range(width * height)]
    opened: set[int] = set()

    def reveal(i: int) -> None:
        stack = [i]
        while stack:
            cell = stack.pop()
            if cell in opened:
                continue
            opened.add(cell)
            if count[cell] == 0:
                stack.extend(neighbours(width, height, cell))

    reveal(first)
    while len(opened) < width * height - total:
        tiles = bytes(count[i] if i in opened else Tile.COVERED for i in range(width * height))
        safe = analyse(width, height, total, tiles).safe
        if not safe:
            return False
        for x, y in safe:
            assert not mines[y * width + x], "the solver called a mine safe"
            reveal(y * width + x)
    return True


def test_a_fifty_fifty_is_not_solvable_and_a_forced_pair_is() -> None:
    width, height, mines = layout("..*\n...")  # B1 and B2 both say "one of C1, C2"
    assert not is_solvable(width, height, mines, 0, 1)
    width, height, mines = layout("..*\n..*")  # the 2s at B1 and B2 need both
    assert is_solvable(width, height, mines, 0, 1)


def test_a_first_click_on_a_mine_is_not_a_solvable_start() -> None:
    width, height, mines = layout("*..\n...")
    assert not is_solvable(width, height, mines, 0, 0)


def test_boards_are_no_guess_by_the_hints_and_keep_the_first_click_clear() -> None:
    rng = random.Random(11)
    for _ in range(20):
        mines = no_guess_mines(16, 16, 40, 3, 12, rng)
        assert mines is not None and mines.count(1) == 40
        assert not any(mines[(12 + dy) * 16 + 3 + dx] for dx in (-1, 0, 1) for dy in (-1, 0, 1))
        assert play_out_with_hints(16, 16, mines, 12 * 16 + 3)


def test_the_same_seed_gives_the_same_board() -> None:
    first = no_guess_mines(30, 16, 99, 15, 8, random.Random(3))
    assert first == no_guess_mines(30, 16, 99, 15, 8, random.Random(3))
    assert first != no_guess_mines(30, 16, 99, 15, 8, random.Random(4))


def test_a_board_too_dense_for_a_clear_block_keeps_only_the_clicked_cell() -> None:
    mines = no_guess_mines(3, 3, 8, 1, 1, random.Random(1))
    assert mines == bytes([1, 1, 1, 1, 0, 1, 1, 1, 1])  # the 8 in the middle proves all its neighbours


SHAPES = [(30, 16, 99), (16, 16, 40), (9, 9, 10), (24, 20, 99), (8, 8, 20), (12, 5, 25), (5, 4, 6), (7, 1, 2)]


def test_the_check_agrees_with_the_cell_by_cell_engine_on_boards_of_every_shape() -> None:
    """The whole-board check decides every board as the hints' own engine does, step by step, whichever rule kept
    the first click clear, and wherever the first click fell (on a mine too)."""
    rng = random.Random(12)
    decided: Counter[bool] = Counter()
    for _ in range(240):
        width, height, count = rng.choice(SHAPES)
        x, y = rng.randrange(width), rng.randrange(height)
        mines = random_mines(width, height, count, x, y, rng, rng.choice(list(FirstClick)))
        if rng.random() < 0.1:
            x, y = rng.randrange(width), rng.randrange(height)
        verdict = is_solvable(width, height, mines, x, y)
        assert verdict == solvable_cell_by_cell(width, height, mines, x, y), (width, height, mines, x, y)
        decided[verdict] += 1
    assert decided[True] > 40 and decided[False] > 40


def test_a_search_returns_the_board_plain_rejection_sampling_returns() -> None:
    """The same seed gives the board that drawing classic boards and keeping the first one the step-by-step engine
    finishes gives: the generator is plain rejection sampling, so its boards are uniform over no-guess boards."""
    for seed, (width, height, count) in enumerate([(30, 16, 99), (30, 16, 99), (16, 16, 40), (9, 9, 10)]):
        x, y = width // 2, height // 2
        rng = random.Random(seed)
        while True:
            drawn = random_mines(width, height, count, x, y, rng)
            if solvable_cell_by_cell(width, height, drawn, x, y):
                break
        assert no_guess_mines(width, height, count, x, y, random.Random(seed)) == drawn


def test_no_board_within_the_attempts_or_when_cancelled_gives_none() -> None:
    # With the block around A2 kept clear, the one mine lands on C1 or C2: always a fifty-fifty.
    assert no_guess_mines(3, 2, 1, 0, 1, random.Random(2), attempts=50) is None
    assert no_guess_mines(16, 16, 40, 8, 8, random.Random(2), cancelled=lambda: True) is None


@pytest.mark.statistical
def test_every_no_guess_layout_of_a_small_board_is_equally_likely() -> None:
    """4×3 with 3 mines, first click A1: all 56 layouts are enumerated, the no-guess ones found, and 6000
    draws checked for uniformity with a chi-square bound far out in the tail (the seed is fixed)."""
    width, height, count = 4, 3, 3
    allowed = [i for i in range(width * height) if i % width > 1 or i // width > 1]
    solvable = set()
    for chosen in combinations(allowed, count):
        mines = bytes(1 if i in chosen else 0 for i in range(width * height))
        if is_solvable(width, height, mines, 0, 0):
            solvable.add(mines)
    assert 0 < len(solvable) < 56
    rng = random.Random(8)
    draws = 6000
    seen = Counter(no_guess_mines(width, height, count, 0, 0, rng) for _ in range(draws))
    assert set(seen) == solvable
    expected = draws / len(solvable)
    chi_square = sum((seen[m] - expected) ** 2 / expected for m in solvable)
    assert chi_square < len(solvable) + 6 * (2 * len(solvable)) ** 0.5  # mean k, sd sqrt(2k): a 6-sd bound


def mean_bbbv(boards: int, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    values = []
    for _ in range(boards):
        mines = no_guess_mines(30, 16, 99, 15, 8, rng)
        assert mines is not None
        values.append(bbbv(30, 16, mines))
    return statistics.mean(values), statistics.stdev(values) / boards**0.5


@pytest.mark.statistical
def test_expert_no_guess_boards_have_the_uniform_mean_3bv() -> None:
    """Uniform no-guess Expert boards average 172.7 3BV (sd 20.2); generators that move mines into place
    average about 166. With 150 boards the standard error is about 1.65, so a 3.5-error band (±5.8)
    around 172.7 still excludes 166 by more than 4 errors: a small but honest check of the uniformity."""
    mean, _ = mean_bbbv(150, seed=2024)
    assert abs(mean - 172.7) < 3.5 * 20.2 / 150**0.5


@pytest.mark.statistical
def test_expert_no_guess_mean_3bv_on_a_big_sample() -> None:
    """2000 boards: standard error 0.45, band ±1.6 (3.5 errors); biased generators sit 6.5 below."""
    mean, _ = mean_bbbv(2000, seed=7)
    assert abs(mean - 172.7) < 3.5 * 20.2 / 2000**0.5


@pytest.mark.statistical
def test_expert_no_guess_boards_put_mines_on_each_cell_as_plain_rejection_sampling_does() -> None:
    """1000 boards from the generator against 1000 drawn apart by plain rejection sampling (classic boards kept when
    the check finishes them, another seed). Per cell the two mine counts differ no more than chance allows: a
    two-sample chi-square over the 471 cells that can hold a mine, bound 6 sd out, which a shift of 1.5 sd on the 88
    edge cells alone would pass. The share of mines on the edge agrees within 6 standard errors, with the other
    sample and with the facts file's 18.6%: a generator that moves mines into place puts 22.6% there."""
    boards, width, height, count = 1000, 30, 16, 99
    rng = random.Random(31)
    ours: list[bytes] = []
    for _ in range(boards):
        found = no_guess_mines(width, height, count, 15, 8, rng)
        assert found is not None and found.count(1) == count
        ours.append(found)
    drawn: list[bytes] = []
    rng = random.Random(32)
    while len(drawn) < boards:
        mines = random_mines(width, height, count, 15, 8, rng)
        if is_solvable(width, height, mines, 15, 8):
            drawn.append(mines)
    a = [sum(m[i] for m in ours) for i in range(width * height)]
    b = [sum(m[i] for m in drawn) for i in range(width * height)]
    cells = [i for i in range(width * height) if a[i] + b[i]]
    assert len(cells) == width * height - 9  # only the opening's 3×3 block never holds a mine
    # A cell holds a mine or not on each board: its count's variance is N·p·(1 − p), p estimated from both samples.
    chi_square = sum((a[i] - b[i]) ** 2 / ((a[i] + b[i]) * (1 - (a[i] + b[i]) / (2 * boards))) for i in cells)
    assert chi_square < len(cells) + 6 * (2 * len(cells)) ** 0.5
    edge = [i for i in range(width * height) if i % width in (0, width - 1) or i // width in (0, height - 1)]
    ours_edge = [sum(m[i] for i in edge) / count for m in ours]
    drawn_edge = [sum(m[i] for i in edge) / count for m in drawn]
    error = ((statistics.variance(ours_edge) + statistics.variance(drawn_edge)) / boards) ** 0.5
    assert abs(statistics.mean(ours_edge) - statistics.mean(drawn_edge)) < 6 * error
    assert abs(statistics.mean(ours_edge) - 0.186) < 6 * error


def test_a_no_guess_game_gets_a_board_the_solver_finishes_and_says_so() -> None:
    source = NoGuessMines(random.Random(5))
    game = Game(PRESETS["beginner"], source)
    game.apply(Action(Kind.REVEAL, 4, 4, 0))
    layout = game.layout
    assert layout is not None and game.no_guess
    assert is_solvable(9, 9, layout.cells, 4, 4)


def test_an_installed_board_is_the_one_laid_and_a_different_first_cell_draws_afresh() -> None:
    beginner = PRESETS["beginner"]
    source = NoGuessMines(random.Random(6))
    found = source.search(beginner, 2, 2)
    assert found is not None and not source.ready(beginner, 2, 2)  # a search keeps nothing by itself
    source.install(beginner, 2, 2, found)
    assert source.ready(beginner, 2, 2) and not source.ready(beginner, 7, 7)
    game = Game(beginner, source)
    game.apply(Action(Kind.REVEAL, 2, 2, 0))
    assert game.layout == found and not source.ready(beginner, 2, 2)  # taken, not laid twice
    other = Game(beginner, source)
    other.apply(Action(Kind.REVEAL, 7, 7, 0))
    assert other.layout is not None and is_solvable(9, 9, other.layout.cells, 7, 7)


def test_when_time_runs_out_the_game_is_left_as_it_was_with_a_message() -> None:
    source = NoGuessMines(random.Random(7), cancelled=lambda: True)
    game = Game(Difficulty.custom(8, 8, 50), source)
    with pytest.raises(NoGuessBoardNotFound, match="play a normal board instead"):
        game.apply(Action(Kind.REVEAL, 4, 4, 0))
    assert game.state is GameState.READY and game.layout is None and not game.actions


def test_the_time_budget_is_asked_between_the_passes_of_one_board_so_a_giant_board_cannot_overrun() -> None:
    """On a 1000×1000 board one check is seconds of passes that each open cells; a search running out of time
    must stop within one pass, not after the whole board (which took --generate to 11.6 s for 10)."""
    width, height = 60, 40
    mines = bytearray(width * height)
    for x in range(0, width, 3):  # a mine in every third cell of the bottom row: far from the first click
        mines[(height - 1) * width + x] = 1
    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 1  # time runs out once the first pass has started

    assert is_solvable(width, height, bytes(mines), 0, 0)
    assert not is_solvable(width, height, bytes(mines), 0, 0, cancelled)
    assert len(asked) == 2


@pytest.mark.parametrize(
    ("difficulty", "said", "not_said"),
    [
        (Difficulty.custom(300, 300, 300 * 300 * 99 // 480), "board this big", "dense"),  # Expert's density
        (Difficulty.custom(200, 200, 2000), "board this big", "dense"),  # sparse, but big
        (Difficulty.custom(8, 8, 50), "this dense", "big"),
    ],
)
def test_the_reason_no_board_turned_up_fits_the_board(difficulty: Difficulty, said: str, not_said: str) -> None:
    """Big boards rarely come out guess-free at any density: on 300×300 the words blame the size, not density."""
    assert said in why_none_found(difficulty) and not_said not in why_none_found(difficulty)
    source = NoGuessMines(random.Random(7), cancelled=lambda: True)
    with pytest.raises(NoGuessBoardNotFound) as refused:
        source.layout_for(difficulty, 1, 1)
    assert f"({why_none_found(difficulty)})" in str(refused.value)
