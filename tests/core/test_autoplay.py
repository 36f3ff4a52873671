"""The auto-player: its guessing rules on drawn boards, the endgame search, whole games and win rates."""

from __future__ import annotations

import random

import pytest

from minesweeper.core.errors import IllegalMove
from minesweeper.core.generate import FirstClick
from minesweeper.core.solver.analysis import Analysis, InconsistentView, analyse
from minesweeper.core.solver.autoplay import play_game, wilson, win_rate
from minesweeper.core.solver.endgame import SearchTooLarge, arrangements, best_reveal
from minesweeper.core.solver.longterm import long_term_risk
from minesweeper.core.solver.policy import choose_guess, likely_zeros
from tests.core.solver_views import view


def test_wilson_interval_matches_textbook_values() -> None:
    low, high = wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    low, high = wilson(0, 10)
    assert low == 0.0 and round(high, 4) == 0.2775
    with pytest.raises(ValueError):
        wilson(0, 0)


def test_a_forced_fifty_fifty_is_taken_at_once() -> None:
    # The 1s at C1 and C2 both see D1 and D2 and nothing else is covered: one mine, no way to tell.
    width, height, tiles = view("""
        ..1#
        ..1#
    """)
    guess = choose_guess(width, height, 1, tiles)
    assert (guess.rule, guess.cell, guess.safety) == ("fifty-fifty", (3, 0), 0.5)


def test_a_pair_whose_other_neighbours_all_touch_both_is_a_forced_fifty_fifty() -> None:
    # D1 and D2 share one mine (the 1s), and E1 and E2 touch both of them: whatever E shows counts that
    # one mine either way, so nothing will ever tell D1 from D2.
    width, height, tiles = view("""
        ..1##
        ..1##
    """)
    guess = choose_guess(width, height, 2, tiles)
    assert (guess.rule, guess.cell, guess.safety) == ("fifty-fifty", (3, 0), 0.5)


def test_a_forced_fifty_fifty_is_found_beside_many_proven_mines() -> None:
    # C3 and C4 share one mine that nothing can tell apart, and C3 touches four proven mines (B2, C2, D2, D3):
    # counting from those four over its six covered neighbours, the numbers C3 could show once reached 9, which
    # reads as "still covered", and that hid the pair.
    width, height, tiles = view("""
        13#3
        2###
        ####
        12#2
    """)
    guess = choose_guess(width, height, 7, tiles)
    assert (guess.rule, guess.cell, guess.safety) == ("fifty-fifty", (2, 2), 0.5)


# A1 is a mine only where B1's 1 then clears B1's other cells and B2's 3 takes A3 and B3 as its other two
# mines: A1 and A2 would hold one mine that no number could ever tell apart.
SAFE_OR_FIFTY_FIFTY = """
    #1##1#
    #3####
    ##4###
    ######
    ######
"""


def test_a_cell_that_is_safe_or_else_half_of_a_fifty_fifty_is_guessed_first() -> None:
    width, height, tiles = view(SAFE_OR_FIFTY_FIFTY)
    guess = choose_guess(width, height, 10, tiles)
    analysis = analyse(width, height, 10, tiles)
    assert (guess.cell, guess.rule) == ((0, 0), "safe or fifty-fifty")
    assert guess.safety == pytest.approx(1 - analysis.probability(0, 0)) and guess.safety < 0.85


def test_a_cell_whose_every_mine_completes_a_fifty_fifty_has_its_whole_risk_as_influence() -> None:
    width, height, tiles = view(SAFE_OR_FIFTY_FIFTY)
    analysis = analyse(width, height, 10, tiles)
    risk = long_term_risk(width, height, 10, tiles, analysis)
    assert risk is not None and risk.solutions == analysis.solutions
    assert risk.pseudo == [(0, 0), (0, 1)]  # A2 likewise: its mine clears A1 and puts the others on A3 and B3
    # Every arrangement with a mine on A1 is one where A1 and A2 become a fifty-fifty, so all its risk counts.
    assert analysis.count_if([(0, 0), (0, 2), (1, 2)], [(0, 1)]) == analysis.count_if([(0, 0)])
    assert risk.influence[(0, 0)] == pytest.approx(analysis.probability(0, 0) * analysis.solutions)
    # C1 can only complete a pattern with a few of the cells around it, so only part of its risk counts.
    assert 0 < risk.influence[(2, 0)] < analysis.probability(2, 0) * analysis.solutions
    # An estimate's arrangement count is not the board's: nothing is weighed against it.
    estimate = analyse(width, height, 10, tiles, budget=1)
    assert not estimate.exact and long_term_risk(width, height, 10, tiles, estimate) is None


def test_a_pair_that_a_later_number_could_split_is_not_a_forced_guess() -> None:
    # D1 and D2 share a mine as far as column C can tell, but column E is still covered: a number
    # revealed there can tell them apart, so the pair is not a forced guess.
    width, height, tiles = view("""
        ..1##
        ..1##
        ..1##
    """)
    guess = choose_guess(width, height, 2, tiles)
    assert guess.rule != "fifty-fifty"


def test_the_endgame_search_prefers_the_cell_that_tells_the_others_apart() -> None:
    """Three cells X, Y, Z hold one mine; Y touches X and Z, which do not touch each other. Revealing X
    (or Z) survives 2/3 and then shows whether Y is the mine: a win. Revealing Y survives 2/3 but always
    shows 1, leaving a fifty-fifty: 1/3."""
    x, y, z = 1, 2, 4
    around = [y, x | z, y]
    solutions = arrangements(3, [(x | y | z, 1)], 1, limit=10)
    assert sorted(solutions) == [x, y, z]
    cell, chance = best_reveal(3, around, solutions, budget=100)
    assert cell in (0, 2)
    assert chance == pytest.approx(2 / 3)


def test_the_endgame_search_reveals_free_information_first() -> None:
    # Cell 0 is safe in both arrangements and shows whether cell 1 or cell 2 holds the mine: a sure win.
    cell, chance = best_reveal(3, [0b010, 0b001, 0b001], [0b010, 0b100], budget=100)
    assert chance == 1.0
    assert cell == 0


def _reference_win(around: list[int], options: frozenset[int]) -> float:
    """The best chance to win over ``options`` by plain recursion, every cell tried (tiny cases only)."""
    if len(options) == 1:
        return 1.0
    best = 0.0
    for c in range(len(around)):
        safe = [s for s in options if not s >> c & 1]
        parts: dict[int, list[int]] = {}
        for s in safe:
            parts.setdefault((s & around[c]).bit_count(), []).append(s)
        if len(safe) == len(options) and len(parts) == 1:
            continue  # a safe cell that tells nothing
        won = sum(len(part) * _reference_win(around, frozenset(part)) for part in parts.values())
        best = max(best, won / len(options))
    return best


def test_the_endgame_search_finds_the_best_chance_on_small_boards() -> None:
    """The search's bounds (a cell wins at most as often as it is safe; a reveal is dropped once it cannot
    win) prune only what cannot be best: on random sets of arrangements of small boards its chance is the
    plain recursion's."""
    rng = random.Random(18)
    for _ in range(40):
        width, height = rng.randint(2, 4), rng.randint(2, 3)
        cells = width * height
        around = [
            sum(
                1 << (y + dy) * width + x + dx
                for dy in (-1, 0, 1)
                for dx in (-1, 0, 1)
                if (dx or dy) and 0 <= x + dx < width and 0 <= y + dy < height
            )
            for y in range(height)
            for x in range(width)
        ]
        mines = rng.randint(1, cells // 2)
        every = [s for s in range(1 << cells) if s.bit_count() == mines]
        solutions = sorted(rng.sample(every, rng.randint(2, min(len(every), 12))))
        cell, chance = best_reveal(cells, around, solutions, budget=100_000)
        assert chance == pytest.approx(_reference_win(around, frozenset(solutions)))
        assert not all(s >> cell & 1 for s in solutions)


def test_the_arrangements_are_exactly_those_meeting_every_number() -> None:
    rng = random.Random(7)
    for _ in range(30):
        cells, mines = rng.randint(4, 12), rng.randint(1, 4)
        numbers = []
        for _ in range(rng.randint(0, 3)):
            mask = sum(1 << c for c in rng.sample(range(cells), rng.randint(1, min(cells, 5))))
            numbers.append((mask, rng.randint(0, min(mines, mask.bit_count()))))
        every = [
            s
            for s in range(1 << cells)
            if s.bit_count() == mines and all((s & mask).bit_count() == need for mask, need in numbers)
        ]
        assert sorted(arrangements(cells, numbers, mines, limit=10_000)) == every


def test_the_endgame_search_respects_its_limits() -> None:
    with pytest.raises(SearchTooLarge):
        arrangements(12, [], 6, limit=100)  # 924 arrangements of 6 mines in 12 free cells


def test_a_look_ahead_guess_is_a_covered_undecided_cell_with_its_true_safety() -> None:
    width, height, tiles = view("""
        ########
        ########
        ###1####
        ##1.1###
        ##2.2###
        ########
    """)
    analysis = analyse(width, height, 10, tiles)
    guess = choose_guess(width, height, 10, tiles, analysis)
    x, y = guess.cell
    assert tiles[y * width + x] >= 9 and guess.cell not in analysis.mines
    assert guess.safety == pytest.approx(1 - analysis.probability(x, y))
    assert 0 < guess.score <= guess.safety
    assert guess.rule == "look-ahead"


def test_a_dead_cell_waits_while_a_cell_that_can_teach_something_is_a_candidate() -> None:
    # G1's 1 puts one mine on F1 or H1, and H2's on H1 or I1: F1 and I1 are safe together or mines together.
    # Safe, F1 can only show 1 (F2's 1 then puts the mine on E1, F1's one other covered neighbour), and I1 and
    # H1 only 1 (the mine beside them): all three are dead. F1 and I1 are the safest cells, but opening either
    # teaches nothing, and the mine count may yet settle them, so a cell that can show more is guessed first.
    width, height, tiles = view("""
        ###3##1##
        ####21111
        ###31..11
        ###2...1#
        ###2...11
        ###21....
        ##3#1....
        ###2211..
        ###11#1..
    """)
    analysis = analyse(width, height, 16, tiles)
    assert [analysis.probability(*cell) for cell in ((5, 0), (8, 0))] == [min(analysis.frontier.values())] * 2
    guess = choose_guess(width, height, 16, tiles, analysis)
    assert guess.rule == "look-ahead" and guess.cell not in {(5, 0), (7, 0), (8, 0)}
    assert guess.safety < 1 - analysis.probability(5, 0)
    assert _numbers_it_can_show(analysis, (5, 0)) == [1] and _numbers_it_can_show(analysis, (8, 0)) == [1]
    assert len(_numbers_it_can_show(analysis, guess.cell)) > 1


def _numbers_it_can_show(analysis: Analysis, cell: tuple[int, int]) -> list[int]:
    return [value for value, _ in _positions_after(analysis, cell)]


def test_a_guess_twice_as_risky_loses_even_when_it_surely_proves_something() -> None:
    # F3 is a mine one time in 14, and if it is safe its number always proves another cell; C3 is a mine one time
    # in 28, and proves something only one time in five. Safety weighs three times (twice beside the look-ahead,
    # which holds the chance to survive as well): 0.965³ × 0.897 ≈ 0.806 beats 0.929³ × 1 ≈ 0.802.
    width, height, tiles = view("""
        #########
        #########
        #########
        ###21112#
        ###2..1##
        ###2..2##
        ###2112##
        #########
        #########
    """)
    analysis = analyse(width, height, 16, tiles)
    assert sorted(analysis.frontier, key=lambda cell: analysis.frontier[cell])[:2] == [(2, 2), (5, 2)]
    assert all(after.safe for _, after in _positions_after(analysis, (5, 2)))
    assert not all(after.safe for _, after in _positions_after(analysis, (2, 2)))
    guess = choose_guess(width, height, 16, tiles, analysis)
    assert (guess.rule, guess.cell) == ("look-ahead", (2, 2))
    assert round(guess.safety, 3) == 0.965 and round(guess.score, 3) == 0.806


def _positions_after(analysis: Analysis, cell: tuple[int, int]) -> list[tuple[int, Analysis]]:
    """Each number ``cell`` can show, with the position it would leave."""
    found = []
    for value in range(9):
        try:
            after = analysis.reveal(*cell, value)
        except InconsistentView:
            continue
        if after.solutions:
            found.append((value, after))
    return found


def test_guesses_away_from_the_numbers_prefer_cells_likely_to_open() -> None:
    # The 2 at C3 makes each of its neighbours a mine one time in four; the other covered cells hold the
    # other 3 mines among 26 (about one in nine). The left corners touch B2 or B4, the right ones do not:
    # the right corners are the likeliest to show a 0, then the left ones, before any edge cell.
    width, height, tiles = view("""
        #######
        #######
        ##2####
        #######
        #######
    """)
    analysis = analyse(width, height, 5, tiles)
    outside = [
        (x, y)
        for y in range(height)
        for x in range(width)
        if tiles[y * width + x] >= 9 and (x, y) not in analysis.frontier
    ]
    assert likely_zeros(width, height, analysis, outside)[:4] == [(6, 0), (6, 4), (0, 0), (0, 4)]


def test_a_whole_game_is_played_to_its_end_and_repeats_with_its_seed() -> None:
    games = [play_game(30, 16, 99, random.Random(seed)) for seed in (1, 2, 1, 2)]
    assert games[0] == games[2] and games[1] == games[3]


def test_a_custom_policy_is_used_for_guesses() -> None:
    asked = []

    def first_covered(tiles: bytes, _analysis: object) -> tuple[int, int]:
        asked.append(tiles)
        i = next(i for i, t in enumerate(tiles) if t >= 9)
        return i % 16, i // 16

    for seed in range(20):  # most Expert games need a guess; stop at the first that does
        play_game(30, 16, 99, random.Random(seed), policy=first_covered)
        if asked:
            break
    assert asked


def test_beginner_games_are_mostly_won() -> None:
    """A lowest-probability player wins about 95% on 9×9/10; 120 seeded games must clear 80% easily."""
    result = win_rate(9, 9, 10, 120, random.Random(9))
    assert result.games == 120
    assert result.low <= result.rate <= result.high
    assert result.rate > 0.8


def test_play_game_starts_where_it_is_told_and_refuses_a_cell_off_the_board() -> None:
    seen: list[bytes] = []
    play_game(9, 9, 10, random.Random(3), first=(0, 0), rule=FirstClick.SAFE, watch=seen.append)
    assert seen and seen[0][0] <= 8  # the corner was the cell opened first
    with pytest.raises(IllegalMove, match="off the 9×9 board"):
        play_game(9, 9, 10, random.Random(3), first=(9, 0))
