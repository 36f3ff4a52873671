"""The personal records of a level, from its finished games: each table's games and order (every sort, style and
kind, the top ten, ties), the averages of the last 10 and 100 wins, the win rate of the last 100 games, and a win's
place in words."""

from __future__ import annotations

from dataclasses import replace
from itertools import count

import pytest

from minesweeper.core.metrics.figures import bbbv_rate, ioe, rqp, stnb
from minesweeper.core.metrics.records import (
    KINDS,
    SORTS,
    STYLES,
    Average,
    RecordRow,
    WinRate,
    average,
    averages,
    kind_of,
    placing,
    rank_sentence,
    table,
    win_rate,
    wins,
)

_ids = count(1)


def row(
    ms: int = 60_000,
    *,
    bbbv: int = 120,
    solved: int | None = None,
    clicks: int = 150,
    style: str = "nf",
    won: bool = True,
    kind: str | None = "classic",
    level: str = "expert",
    started: str | None = None,
    assisted: bool = False,
    interrupted: bool = False,
    daily: str = "",
    row_id: int | None = None,
) -> RecordRow:
    number = next(_ids) if row_id is None else row_id
    return RecordRow(
        number,
        f"game-{number}",
        started or f"2025-01-01T10:00:00.{number:06d}",  # in the order made, unless a test says otherwise
        level,
        ms,
        bbbv,
        bbbv if solved is None else solved,
        clicks,
        None,
        style,  # type: ignore[arg-type]
        won,
        kind,  # type: ignore[arg-type]
        interrupted,
        assisted,
        daily,
    )


def ids(rows: list[RecordRow]) -> list[int]:
    return [r.row_id for r in rows]


# ------------------------------------------------------------------ the figures are figures' own


def test_a_rows_figures_are_the_scorecards_definitions_of_its_numbers() -> None:
    game = row(80_500, bbbv=130, solved=130, clicks=170)
    assert game.bbbv_s == bbbv_rate(130, 80_500) == pytest.approx(130 / 80.5)
    assert game.ioe == ioe(130, 170) == pytest.approx(130 / 170)
    assert game.rqp == rqp(80_500, 130) == pytest.approx(80.5**2 / 130)
    assert game.stnb == stnb(80_500, 130, 130, 435.0) == pytest.approx(435 * 130 / 80.5**1.7)
    assert row(level="beginner").stnb is None  # not an official level: no STNB constant, none written


def test_a_rows_community_verdict_is_standings() -> None:
    assert str(row(bbbv=120).rankable) == "yes"
    assert str(row(bbbv=99).rankable) == "no:3bv-below-floor"
    assert str(row(kind="no-guess").rankable) == "no:not-classic-board"
    assert str(row(level="beginner").rankable) == "no:not-official-level"
    assert str(row(assisted=True).rankable) == "no:assisted"


# ------------------------------------------------------------------ which table a game is in


def test_a_daily_is_daily_even_on_a_no_guess_board_and_puzzles_and_custom_boards_are_in_none() -> None:
    assert kind_of(custom=False, no_guess=False, puzzle=False, daily=False) == "classic"
    assert kind_of(custom=False, no_guess=True, puzzle=False, daily=False) == "no-guess"
    assert kind_of(custom=False, no_guess=True, puzzle=False, daily=True) == "daily"
    assert kind_of(custom=False, no_guess=False, puzzle=True, daily=False) is None
    assert kind_of(custom=True, no_guess=False, puzzle=False, daily=False) is None


# ------------------------------------------------------------------ the tables


def test_each_sort_orders_the_wins_its_own_way() -> None:
    slow_efficient = row(90_000, bbbv=180, clicks=180)  # 2.000 3BV/s, IOE 1.0, RQP 45
    fast_wasteful = row(50_000, bbbv=110, clicks=300)  # 2.200 3BV/s, IOE 0.367, RQP 22.7
    quick_small = row(45_000, bbbv=100, clicks=140)  # 2.222 3BV/s, IOE 0.714, RQP 20.25
    rows = [slow_efficient, fast_wasteful, quick_small]
    by = {sort: ids(table(rows, sort=sort)) for sort in SORTS}
    assert by["time"] == ids([quick_small, fast_wasteful, slow_efficient])
    assert by["bbbv_s"] == ids([quick_small, fast_wasteful, slow_efficient])
    assert by["ioe"] == ids([slow_efficient, quick_small, fast_wasteful])
    assert by["rqp"] == ids([quick_small, fast_wasteful, slow_efficient])
    stnbs = sorted(rows, key=lambda r: -(r.stnb or 0.0))
    assert by["stnb"] == ids(stnbs) and (stnbs[0].stnb or 0) > (stnbs[1].stnb or 0) > (stnbs[2].stnb or 0)


def test_lower_is_better_for_time_and_rqp_higher_for_the_rest() -> None:
    low, high = row(40_000, bbbv=150, clicks=150), row(100_000, bbbv=100, clicks=400)
    for sort in SORTS:
        assert table([high, low], sort=sort)[0] is low, sort


def test_ties_go_to_the_faster_game_then_the_one_recorded_first() -> None:
    same_rate_slow = row(100_000, bbbv=200, row_id=501)  # 2.0 3BV/s
    same_rate_fast = row(50_000, bbbv=100, row_id=502)  # 2.0 3BV/s
    twin_later = row(50_000, bbbv=100, row_id=504, started="2024-01-01T00:00:00")  # same figures, recorded later
    twin = row(50_000, bbbv=100, row_id=503, started="2025-06-01T00:00:00")
    rows = [same_rate_slow, twin_later, same_rate_fast, twin]
    assert ids(table(rows, sort="bbbv_s")) == [502, 503, 504, 501]
    assert ids(table(rows, sort="time")) == [502, 503, 504, 501]
    on_beginner = [row(9000, level="beginner", row_id=511), row(8000, level="beginner", row_id=512)]
    assert ids(table(on_beginner, sort="stnb")) == [512, 511]  # no STNB off the official levels: by time


def test_a_table_keeps_the_best_ten() -> None:
    rows = [row(60_000 + 1000 * n) for n in range(14)]
    best = table(rows)
    assert len(best) == 10 and ids(best) == ids(rows[:10])
    assert len(table(rows, size=3)) == 3


def test_each_style_has_its_table_and_all_has_both() -> None:
    nf, fl = row(60_000, style="nf"), row(50_000, style="fl")
    assert ids(table([nf, fl], style="nf")) == ids([nf])
    assert ids(table([nf, fl], style="fl")) == ids([fl])
    assert ids(table([nf, fl], style="all")) == ids([fl, nf])
    assert set(STYLES) == {"all", "fl", "nf"}


def test_each_kind_has_its_table_and_a_puzzle_is_in_none() -> None:
    classic, no_guess, puzzle = row(kind="classic"), row(kind="no-guess"), row(kind=None)
    daily = row(kind="daily", daily="2025-01-01", started="2025-01-01T09:00:00")
    rows = [classic, no_guess, puzzle, daily]
    assert {kind: ids(table(rows, kind=kind)) for kind in KINDS} == {
        "classic": ids([classic]),
        "no-guess": ids([no_guess]),
        "daily": ids([daily]),
    }


def test_the_daily_table_holds_only_each_dailys_counted_attempt() -> None:
    first = row(70_000, kind="daily", daily="2025-02-03", started="2025-02-03T09:00:00")
    second = row(30_000, kind="daily", daily="2025-02-03", started="2025-02-03T10:00:00")  # knew the board
    late = row(20_000, kind="daily", daily="2025-02-03", started="2025-02-04T09:00:00")  # not on its date
    assert ids(table([second, late, first], kind="daily")) == ids([first])
    assert win_rate([second, late, first], kind="daily") == WinRate(1, 1)


def test_losses_and_games_the_solver_helped_with_are_in_no_table_interrupted_ones_are() -> None:
    lost, helped, paused = row(won=False), row(assisted=True), row(interrupted=True)
    assert ids(table([lost, helped, paused])) == ids([paused])
    assert table([lost, helped, paused])[0].interrupted


# ------------------------------------------------------------------ averages and the win rate


def test_the_averages_are_of_the_last_ten_and_hundred_wins_in_the_order_played() -> None:
    rows = [row(1000 * k, bbbv=100, clicks=100) for k in range(1, 121)]  # k seconds: 100/k 3BV/s
    shown = averages(list(reversed(rows)))  # the order given does not matter: the order played does
    few, many = range(111, 121), range(21, 121)
    assert (shown.last_few.wins, shown.last_few.ms) == (10, round(sum(few) * 1000 / 10))
    assert shown.last_few.bbbv_s == pytest.approx(sum(100 / k for k in few) / 10)
    assert (shown.last_many.wins, shown.last_many.ms) == (100, round(sum(many) * 1000 / 100))
    assert shown.last_many.bbbv_s == pytest.approx(sum(100 / k for k in many) / 100)
    assert shown.rate == WinRate(100, 100)


def test_with_fewer_wins_the_averages_are_of_the_wins_there_are() -> None:
    rows = [row(10_000, bbbv=20), row(20_000, bbbv=20), row(won=False, ms=1000)]
    found = average(rows, last=10)
    assert (found.wins, found.ms) == (2, 15_000) and found.bbbv_s == pytest.approx((2.0 + 1.0) / 2)
    assert average([], last=10) == Average(0, None, None)
    assert average(rows, last=10, style="fl") == Average(0, None, None)


def test_an_average_time_is_to_the_nearest_millisecond() -> None:
    assert average([row(1000), row(1001), row(1001)], last=10).ms == 1001  # 1000.67


def test_the_averages_count_ranked_wins_of_one_style_and_kind_only() -> None:
    rows = [row(10_000, style="nf"), row(20_000, style="fl"), row(30_000, assisted=True), row(40_000, kind="no-guess")]
    assert average(rows, last=10).ms == 15_000
    assert average(rows, last=10, style="nf").ms == 10_000
    assert average(rows, last=10, kind="no-guess").ms == 40_000


def test_the_win_rate_is_of_the_last_hundred_games_every_result_counted() -> None:
    rows = [row(won=False) for _ in range(30)] + [row(won=n % 2 == 0) for n in range(100)]
    assert win_rate(rows) == WinRate(100, 50) and win_rate(rows).percent == 50.0
    few = [row(won=True), row(won=False), row(won=False, style="fl"), row(assisted=True)]
    assert win_rate(few) == WinRate(4, 2)  # a game the solver helped win counts, as in the statistics
    assert win_rate(few, style="nf") == WinRate(3, 2)
    assert win_rate([]) == WinRate(0, 0) and WinRate(0, 0).percent is None


# ------------------------------------------------------------------ a win's place


def test_a_wins_place_by_time_and_by_3bv_per_second_in_words() -> None:
    rows = [row(50_000 + 1000 * n, bbbv=100 + 3 * n) for n in range(40)]  # slower and faster per 3BV down the list
    newest = rows[2]
    found = placing(rows, newest.game_id)
    assert found is not None and (found.by_time, found.of) == (3, 40)
    assert found.by_bbbv_s == 1 + sum((r.bbbv_s or 0) > (newest.bbbv_s or 0) for r in rows)
    assert rank_sentence(rows, newest.game_id) == (  # every win is NF: no second table to name
        f"#3 of 40 by time, #{found.by_bbbv_s} by 3BV/s among your Expert wins"
    )


def test_a_place_is_among_its_kind_every_style_then_its_own_style_and_the_ranked_label() -> None:
    fl = row(40_000, style="fl")
    rows = [row(30_000), fl, row(50_000, style="fl")]
    assert rank_sentence(rows, fl.game_id) == (
        "#2 of 3 by time, #2 by 3BV/s among your Expert wins; #1 of 2 by time among your FL wins"
    )
    ng = row(40_000, kind="no-guess", level="beginner8", bbbv=20)
    assert (
        rank_sentence([*rows, ng], ng.game_id) == "#1 of 1 by time, #1 by 3BV/s among your Beginner 8×8 no-guess wins"
    )


def test_a_game_with_no_place_has_no_sentence() -> None:
    lost, helped, puzzle = row(won=False), row(assisted=True), row(kind=None)
    rows = [lost, helped, puzzle]
    assert all(rank_sentence(rows, r.game_id) is None for r in rows)
    assert rank_sentence(rows, "not-there") is None
    first = row(kind="daily", daily="2025-03-01", started="2025-03-01T08:00:00")
    again = row(kind="daily", daily="2025-03-01", started="2025-03-01T09:00:00")
    assert rank_sentence([first, again], again.game_id) is None
    assert rank_sentence([first, again], first.game_id) is not None


def test_wins_are_in_the_order_played() -> None:
    later, earlier = row(started="2025-05-02T00:00:00"), row(started="2025-05-01T00:00:00")
    assert ids(wins([later, earlier])) == ids([earlier, later])
    assert wins([replace(later, won=False)]) == []
