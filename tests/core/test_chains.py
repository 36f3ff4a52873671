"""A long proof shown, not waved at: a hint whose proof is a chain of 8 or more numbers names every one of them in the
order the chain uses them, each step following from its numbers and the cells established before it (checked step by
step on the board alone), and on held-out Expert games every proven hint names every premise it relies on. A proof by
the mine count is such a chain too, one of its steps counting the mines left over the cells not yet decided (checked by
brute force with the count, every covered cell accounted for)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import RandomMines
from minesweeper.core.language.cells import cell_name, cell_of, rename_cells
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS
from minesweeper.core.record import GameRecord
from minesweeper.core.solver.advice import Kind as AdviceKind
from minesweeper.core.solver.advice import advise, analysis_of, solver_view
from minesweeper.core.solver.analysis import Analysis, analyse
from minesweeper.core.solver.judge import review, verdict
from minesweeper.core.solver.reasons import Reason
from minesweeper.core.solver.review import MoveClass
from minesweeper.core.solver.state import Rule
from minesweeper.core.solver.steps import BY_COUNT, Move
from tests.core.premises import chain_faults, forced_by_what_it_names, premises_proven, undecided_cells
from tests.core.solver_views import view
from tests.core.test_premises import check, games

# An Expert board from a real game: its opening at P9 is one 0 ringed by eight numbers, and with the 1 at R7 open too
# each of the next five hints is proven only by a chain around the whole ring.
EXPERT = """
..........***..............*..
........*...*..**......*......
....*.......*...*..*.*......*.
..*..........*..*.*.*.*..*..*.
............*.....*....**.....
..*.....**.....*....**..*.*...
..**...*..*.....*.......*.....
........*.*..*........*...*...
....**...*..*....**.......*..*
.........*..*....*.........*.*
.....*.*..*...*...............
..*...*...*.*....*...*...*....
..*.**..*...*....*.....*.*....
*.........*.....*......*.**...
............***....*.....**...
...*....*....*.*...*..*..***..
"""
P9, R7, Q6 = (15, 8), (17, 6), (16, 5)


def ring_game() -> Game:
    """The Expert board with its ring around P9 and the 1 at R7 open."""
    game = Game.on_layout(Layout.parse(EXPERT.strip()))
    for t, cell in enumerate((P9, R7)):
        game.apply(Action(Kind.REVEAL, *cell, t * 1000))
    return game


def test_each_hint_proven_by_a_chain_around_the_ring_names_its_numbers_in_the_order_each_step_follows() -> None:
    game = ring_game()
    lengths = []
    for t in range(2, 7):
        advice = advise(game)
        reason = advice.reason
        assert advice.kind is AdviceKind.SAFE and advice.cell is not None and reason is not None
        assert len(reason.sources) >= 8 and reason.long_chain  # more numbers than the case split would name
        assert "too long to follow" not in advice.text
        tiles = solver_view(game)
        assert chain_faults(game.width, game.height, tiles, reason) == []
        assert forced_by_what_it_names(game.width, game.height, tiles, reason)
        assert premises_proven(analysis_of(game), reason)
        assert [step.move for step in reason.chain if step.fails] == [reason.chain[-1].move]
        assert advice.text.startswith(f"{cell_name(*advice.cell)} is safe: if {cell_name(*advice.cell)} were a mine, ")
        lengths.append(len(reason.sources))
        game.apply(Action(Kind.REVEAL, *advice.cell, t * 1000))
    assert max(lengths) >= 9


def test_the_first_hint_walks_the_ring_from_the_1_at_r7_to_the_1_at_p10() -> None:
    advice = advise(ring_game())
    assert advice.reason is not None
    assert [cell_name(*n) for n in advice.reason.sources] == ["R7", "Q8", "Q9", "O8", "Q10", "O9", "O10", "P10"]
    assert advice.text == (
        "Q6 is safe: if Q6 were a mine, the 1 at R7 would have its 1 mine at Q6, so Q7 and R8 would be safe; then, "
        "with Q7 and R8 safe, the 2 at Q8 would have only P7 and R9 left for its 2 mines, so both would be mines; "
        "then, with R8 safe and R9 a mine, the 2 at Q9 would have only R10 left for its other mine, so it would be a "
        "mine; then the 1 at O8 would have its 1 mine at P7, so N8 and N9 would be safe; then the 2 at Q10 would have "
        "its 2 mines at R9 and R10, so P11 and Q11 would be safe; then, with N8 and N9 safe, the 1 at O9 would have "
        "only N10 left for its mine, so it would be a mine; then the 1 at O10 would have its 1 mine at N10, so O11 "
        "would be safe; then, with O11, P11 and Q11 safe, the 1 at P10 would have no covered cell left for its mine, "
        "which cannot be, so Q6 is safe"
    )
    # The terminal names cells its own way: every number of the chain is renamed, none is left in the window's names.
    typed = rename_cells(advice.text, lambda x, y: f"({x + 1},{y + 1})")
    assert "the 1 at (18,7)" in typed and "the 1 at (16,10) would have no covered cell" in typed
    assert "R7" not in typed and "P10" not in typed


def test_a_loss_beside_a_chain_names_the_chain_in_the_verdict_as_the_hint_does() -> None:
    game = ring_game()
    hint = advise(game)
    assert hint.reason is not None and hint.cell is not None
    r10 = (17, 9)  # a mine next to the ring, not proven: the click was a guess while Q6 was safe
    game.apply(Action(Kind.REVEAL, *r10, 5000))
    assert game.state is GameState.LOST
    judged = verdict(GameRecord.of(game))
    assert judged.text.startswith("Avoidable: ") and judged.text.endswith(f"was safe: {hint.reason.text}")
    assert judged.safe_cell == hint.cell and judged.sources == hint.reason.sources


# Expert games no chain was ever worked out on while it was written: every proven hint of every position, played
# like a fallible person, names every premise it relies on.
HELD_OUT = range(10_000, 10_100)


def held_out_hints() -> tuple[int, int, int]:
    """Every proven hint of the held-out Expert games checked (as ``test_premises`` checks a reason): how many there
    were, how many were chains, and how many of those chains had more than ``LONG_CHAIN`` numbers."""
    hints = chains = long = 0
    for seed in HELD_OUT:
        for game, analysis in games(seed, PRESETS["expert"]):
            if game.state is not GameState.PLAYING:
                continue
            advice = advise(game, analysis)
            if advice.reason is None:
                continue
            assert "too long to follow" not in advice.text, advice.text
            check(game, analysis, advice.reason)
            hints += 1
            chains += bool(advice.reason.chain)
            long += advice.reason.long_chain
    return hints, chains, long


@pytest.mark.statistical
def test_every_proven_hint_of_held_out_expert_games_names_every_premise() -> None:
    hints, chains, long = held_out_hints()
    assert hints > 2000 and chains > 0 and long > 0, (hints, chains, long)  # 2,338 hints, 3 chains, one of 8


# A small dense board from a random game (20 mines): J1 and K5 are mines proven only by a chain of 8 or more numbers
# that rests on three proven mines and ends where two numbers together allow no arrangement.
DENSE = """
##32211.1###
####2#1.1###
###3211.12##
###321..1###
#22##1..1###
12#3322222##
####1####1##
"""


@pytest.mark.parametrize(("cell", "moves"), [((9, 0), set()), ((10, 4), {Move.SHARED_MINES})])
def test_a_mine_proven_by_a_chain_names_the_proven_mines_it_rests_on_and_takes_steps_two_numbers_at_a_time(
    cell: tuple[int, int], moves: set[Move]
) -> None:
    width, height, tiles = view(DENSE)
    analysis = analyse(width, height, 20, tiles)
    reason = analysis.mines[cell]
    assert len(reason.sources) >= 8 and reason.mine
    assert [cell_name(*c) for c in reason.proven_mines] == ["D5", "E5", "H7"] and premises_proven(analysis, reason)
    assert reason.text.startswith(f"given the proven mines at D5, E5 and H7, if {cell_name(*cell)} were safe, ")
    assert reason.text.endswith(f"which cannot be, so {cell_name(*cell)} is a mine")
    assert reason.chain[-1].move is Move.SHARED_CLASH and moves <= {step.move for step in reason.chain}
    assert chain_faults(width, height, tiles, reason) == []
    assert forced_by_what_it_names(width, height, tiles, reason)


# Small boards from random games of the premise samples (seeds 1405, 1541 and 2099) where the hint is proven only by
# the mine count, through a chain of 8 or more numbers: were the cell a mine, the numbers and the proven cells would
# settle all but a few cells, and what the numbers still need would be more mines than are left.
B1405 = """
.*......
.*..*..*
.*...*..
..*.....
.**.....
........
....*.*.
...*.**.
"""
B1541 = """
*.......
...**.*.
*......*
........
..*.....
.*....*.
....**..
...***..
"""
B2099 = """
.*...**....*
...*......*.
.*.*.......*
............
...*........
....*..***..
***.....***.
"""
COUNTED = {
    "E1": (B1405, "E5 G1 D3 E3 F2 C6 C3 C7 A2 D7 F7 H8 A3 H7 F1 H1 C2"),
    "A8": (B1541, "E5 H4 H5 H6 D7 G7 H7 G8 H8 H2 B2 B7 A6"),
    "C2": (B2099, "G4 E1 K1 L2 C6 A2 L4 K6 D6 L5 F6 G6 E7 D7 F7 G7 H7 B6 C1 C3 A4"),
}


def counted_game(cell: str) -> Game:
    """The board whose hint is ``cell``, proven by the mine count, with the cells open that the sample's player had
    opened."""
    layout, opened = COUNTED[cell]
    game = Game.on_layout(Layout.parse(layout.strip()))
    for t, name in enumerate(opened.split()):
        game.apply(Action(Kind.REVEAL, *cell_of(name), t * 1000))
    return game


@pytest.mark.parametrize("cell", COUNTED)
def test_each_hint_proven_by_the_mine_count_through_8_or_more_numbers_names_them_in_order_and_every_premise(
    cell: str,
) -> None:
    game = counted_game(cell)
    advice, analysis, tiles = advise(game), analysis_of(game), solver_view(game)
    reason = advice.reason
    assert advice.kind is AdviceKind.SAFE and advice.cell == cell_of(cell) and reason is not None
    assert reason.rule is Rule.COUNT and len(reason.sources) >= 8 and reason.long_chain
    assert reason.chain[-1].move in BY_COUNT and "too long" not in advice.text
    assert chain_faults(game.width, game.height, tiles, reason) == []
    undecided = undecided_cells(game.width, game.height, tiles, analysis)
    assert forced_by_what_it_names(game.width, game.height, tiles, reason, undecided)
    assert premises_proven(analysis, reason)
    # The mines left are the board's less every proven mine: each is a premise, named before the supposition.
    proven = {c for c in analysis.mines if analysis.mines[c].rule in (Rule.SINGLE, Rule.SUBSET)}
    assert set(reason.proven_mines) == proven and reason.figure == game.difficulty.mines - len(proven)
    said = advice.text
    assert said.startswith(f"{cell} is safe: given the proven mines at ") and f", if {cell} were a mine, " in said


def test_the_hint_at_a8_follows_the_numbers_to_where_the_mines_left_are_too_few() -> None:
    advice = advise(counted_game("A8"))
    assert advice.reason is not None
    assert [cell_name(*n) for n in advice.reason.sources] == ["B7", "D6", "D7", "D4", "B2", "H2", "E3", "A6"]
    assert advice.text == (
        "A8 is safe: given the proven mines at E2, H3, G6, E7, F7 and F8, if A8 were a mine, the 1 at B7 would have "
        "its 1 mine at A8, so B6, C6, A7, C7 and C8 would be safe; then, with C6 and C7 safe and E7 a mine, the 2 at "
        "D6 would have only C5 left for its other mine, so it would be a mine; then, with C6, C7 and C8 safe and E7 a "
        "mine, the 3 at D7 would have only D8 and E8 left for its other 2 mines, so both would be mines; then the 1 at "
        "D4 would have its 1 mine at C5, so C3 would be safe; then, with 4 mines left (14 less the 6 proven, C5, A8, "
        "D8 and E8), the 2 at B2 would need its 2 mines among A1, B1, C1, A2, C2, A3 and B3, the 2 at H2 would need "
        "its other mine among G1, H1 and G2, the 2 at E3 would need its other mine among D2 and F2, and the 1 at A6 "
        "would need its mine among A5 and B5: 5 mines in all, more than the 4 left, which cannot be, so A8 is safe"
    )


def _with_step(reason: Reason, place: int, **changes: Any) -> Reason:
    """``reason`` with the step at ``place`` changed: a chain the checker must refuse."""
    chain = list(reason.chain)
    chain[place] = replace(chain[place], **changes)
    return Reason(
        reason.rule,
        reason.cell,
        reason.mine,
        reason.sources,
        reason.numbers,
        reason.figure,
        reason.proven_mines,
        reason.proven_safe,
        total=reason.total,
        undecided=reason.undecided,
        chain=tuple(chain),
    )


def test_the_checker_refuses_a_step_by_the_mine_count_that_miscounts_or_does_not_follow() -> None:
    game = counted_game("A8")
    tiles, reason = solver_view(game), advise(game).reason
    assert reason is not None
    last = reason.chain[-1]
    e2 = cell_of("E2")
    wrong = {
        "one mine more left": _with_step(reason, -1, figure=last.figure + 1),
        "a proven mine not counted": _with_step(
            reason, -1, mines=tuple(c for c in last.mines if c != e2), figure=last.figure + 1
        ),
        "a number left out": _with_step(reason, -1, numbers=last.numbers[1:], values=last.values[1:]),
        "a cell of its numbers not counted": _with_step(reason, -1, among=last.among[1:]),
    }
    for what, bad in wrong.items():
        assert chain_faults(game.width, game.height, tiles, bad), what


def test_a_loss_beside_a_proof_by_the_mine_count_names_the_chain_in_the_verdict_and_the_review_counts_it_apart() -> (
    None
):
    game = counted_game("A8")
    hint = advise(game)
    assert hint.reason is not None
    game.apply(Action(Kind.REVEAL, *cell_of("A1"), 60_000))  # a mine no number proves: a guess while A8 was safe
    assert game.state is GameState.LOST
    judged = verdict(GameRecord.of(game))
    assert judged.text.startswith("Avoidable: ") and judged.text.endswith(f"was safe: {hint.reason.text}")
    assert judged.safe_cell == hint.cell and judged.sources == hint.reason.sources
    reviewed = review(GameRecord.of(game))
    fatal = reviewed.moves[-1]
    assert fatal.cls is MoveClass.AVOIDABLE and fatal.chain == len(hint.reason.sources) == 8
    assert reviewed.summary.long_chain == 1 and "long_chain=1" in reviewed.summary.line()


# Two positions from the samples where a step by the mine count settles cells or finds too few of them: on an 8×8 board
# with 14 mines, were H8 a mine, the numbers would take all 7 mines left, so G4 and G8 would be safe (and then the 1 at
# F6 would touch two mines); in an Expert endgame, were R14 safe, the 2 mines left would have only V16 and W16, of which
# the 5 at W15 takes just one.
SETTLES = """
#1##2.1#
##3#323#
##322###
#3#113#2
##21.1##
##21.12#
12#1.1##
.111.1##
"""
ENDGAME = """
...........1#3#212#1.......1#1
........11112#22#2111222232322
11111...1#1.111112111##3###3#2
#21#1.12321.....12#1134#3323#2
#2111.2##1..11112#21.1#21..122
2211234#32111#22#21.122211..1#
1#22###312#212#223211#33#21222
12#224#214#3.1112##234##32#3#3
1221.1122##2....2#33##4#2124##
1#211..1#432..112112#321112#32
112#212333#2112#211211...1#321
..112#3##334#12#33#2.....223#1
11..12#322##3333###2111112#211
#2.1122212332##5##323#32#3321.
#2.2#32#11#224####2###5#5#2#1.
11.2##211112#23##2#1#####2211.
"""


@pytest.mark.parametrize(
    ("art", "mines", "cell", "move"),
    [(SETTLES, 14, "H8", Move.COUNT_SAFE), (ENDGAME, 99, "R14", Move.COUNT_TOO_FEW)],
)
def test_a_step_by_the_mine_count_that_settles_cells_or_finds_too_few_is_checked_like_any_other(
    art: str, mines: int, cell: str, move: Move
) -> None:
    width, height, tiles = view(art)
    analysis = analyse(width, height, mines, tiles)
    proven = analysis.mines if cell_of(cell) in analysis.mines else analysis.safe
    reason = proven[cell_of(cell)]
    counted = next(step for step in reason.chain if step.move in BY_COUNT)
    assert counted.move is move and reason.rule is Rule.COUNT
    assert chain_faults(width, height, tiles, reason) == []
    undecided = undecided_cells(width, height, tiles, analysis)
    assert forced_by_what_it_names(width, height, tiles, reason, undecided) and premises_proven(analysis, reason)
    # Every covered cell is counted: one left out of those not yet decided is a fault.
    short = _with_step(reason, reason.chain.index(counted), among=counted.among[1:])
    assert any("leaves out" in fault for fault in chain_faults(width, height, tiles, short))


def expert_played_by_the_hints(seed: int) -> Iterator[tuple[Game, Analysis]]:
    """Every position of an Expert game played by the hints alone, to its end: the endgames, where the mine count
    proves cells, which the fallible player of ``games`` seldom reaches on Expert."""
    game = Game(PRESETS["expert"], RandomMines(random.Random(seed)))
    game.apply(Action(Kind.REVEAL, 15, 8, 0))
    while game.state is GameState.PLAYING:
        analysis = analysis_of(game)
        yield game, analysis
        advice = advise(game, analysis)
        assert advice.cell is not None
        kind = Kind.FLAG if advice.kind is AdviceKind.MINE else Kind.REVEAL
        game.apply(Action(kind, *advice.cell, len(game.actions) * 100))


@pytest.mark.statistical
def test_every_reason_by_the_mine_count_in_held_out_expert_endgames_names_every_premise() -> None:
    counted = chains = 0
    for seed in range(20_000, 20_012):
        for game, analysis in expert_played_by_the_hints(seed):
            for proven in (analysis.safe, analysis.mines):
                for cell in proven:
                    reason = proven[cell]
                    if reason.rule is Rule.COUNT:
                        check(game, analysis, reason)
                        counted += 1
                        chains += bool(reason.chain)
    assert counted > 60 and chains > 40, (counted, chains)  # 92 reasons by the mine count, 86 of them chains
