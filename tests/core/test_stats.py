"""Statistics: counts, streaks, the top ten with ranks, and a records file that cannot lie."""

from __future__ import annotations

import json
from typing import Any

import pytest

from minesweeper.core import PRESETS
from minesweeper.core.stats import RECENT, TOP, Result, Stats, StatsError, format_ms, rank_text

DAY = "2024-05-01T10:15:00"


def test_a_new_record_has_every_preset_and_custom_all_at_zero() -> None:
    stats = Stats()
    assert list(stats.by_key) == [*PRESETS, "custom"]
    assert all(s.played == s.won == 0 and s.win_percent == 0.0 and not s.best for s in stats.by_key.values())


def test_wins_and_losses_count_with_streaks_and_percent() -> None:
    stats = Stats()
    for won in (True, True, False, True, True, True, False):
        stats.record_result("easy", won, 5000, DAY)
    easy = stats.by_key["easy"]
    assert (easy.played, easy.won, easy.streak, easy.longest_streak) == (7, 5, 0, 3)
    assert easy.win_percent == pytest.approx(100 * 5 / 7)
    assert [r.won for r in easy.recent] == [True, True, False, True, True, True, False]
    assert stats.by_key["expert"].played == 0


def test_ranks_place_each_win_among_the_best_times() -> None:
    stats = Stats()
    assert stats.record_result("expert", True, 90_000, DAY) == 1
    assert stats.record_result("expert", True, 80_000, DAY) == 1
    assert stats.record_result("expert", True, 85_000, DAY) == 2
    assert stats.record_result("expert", False, 1_000, DAY) is None
    assert stats.record_result("expert", True, 95_120, "2024-06-02T08:00:00") == 4
    assert [r.ms for r in stats.by_key["expert"].best] == [80_000, 85_000, 90_000, 95_120]
    assert stats.by_key["expert"].best[3] == Result(True, 95_120, "2024-06-02T08:00:00")


def test_a_tie_ranks_after_the_time_already_there() -> None:
    stats = Stats()
    stats.record_result("hard", True, 10_000, "2024-01-01")
    assert stats.record_result("hard", True, 10_000, "2024-01-02") == 2
    assert [r.date for r in stats.by_key["hard"].best] == ["2024-01-01", "2024-01-02"]


def test_only_ten_best_times_are_kept_and_an_eleventh_has_no_rank() -> None:
    stats = Stats()
    ranks = [stats.record_result("beginner", True, 1000 * n, DAY) for n in range(1, TOP + 1)]
    assert ranks == list(range(1, TOP + 1))
    assert stats.record_result("beginner", True, 99_999, DAY) is None
    assert stats.record_result("beginner", True, 1500, DAY) == 2
    best = [r.ms for r in stats.by_key["beginner"].best]
    assert len(best) == TOP and best[:3] == [1000, 1500, 2000] and 10_000 not in best
    assert stats.by_key["beginner"].won == TOP + 2


def test_hundredths_of_a_second_are_kept_apart() -> None:
    stats = Stats()
    stats.record_result("normal", True, 12_340, DAY)
    assert stats.record_result("normal", True, 12_330, DAY) == 1


def test_custom_games_count_but_never_rank() -> None:
    stats = Stats()
    assert stats.record_result("custom", True, 100, DAY) is None
    assert (stats.by_key["custom"].played, stats.by_key["custom"].won, stats.by_key["custom"].best) == (1, 1, [])


def test_only_the_last_hundred_results_are_kept_oldest_first() -> None:
    stats = Stats()
    for n in range(RECENT + 5):
        stats.record_result("easy", n % 2 == 0, n, DAY)
    recent = stats.by_key["easy"].recent
    assert len(recent) == RECENT and recent[0].ms == 5 and recent[-1].ms == RECENT + 4
    assert stats.by_key["easy"].played == RECENT + 5


@pytest.mark.parametrize(("key", "ms", "date", "message"), [
    ("galaxy", 10, DAY, "unknown difficulty 'galaxy'"),
    ("easy", -1, DAY, "ms must be a whole number"),
    ("easy", 10, "yesterday", "'yesterday' is not an ISO date"),
])
def test_a_bad_result_is_refused_and_changes_nothing(key: str, ms: int, date: str, message: str) -> None:
    stats = Stats()
    with pytest.raises(StatsError, match=message):
        stats.record_result(key, True, ms, date)
    assert stats == Stats()


@pytest.mark.parametrize(("rank", "text"), [
    (1, "New best time!"), (2, "2nd best"), (3, "3rd best"), (4, "4th best"), (10, "10th best"),
    (11, "11th best"), (12, "12th best"), (13, "13th best"), (21, "21st best"), (22, "22nd best"),
])
def test_rank_text(rank: int, text: str) -> None:
    assert rank_text(rank) == text


@pytest.mark.parametrize(("ms", "text"), [(0, "0.00"), (9, "0.00"), (1010, "1.01"), (83_456, "83.45"),
                                          (600_000, "600.00")])
def test_format_ms_shows_hundredths(ms: int, text: str) -> None:
    assert format_ms(ms) == text


def played_stats() -> Stats:
    stats = Stats()
    for n, won in enumerate((True, False, True, True)):
        stats.record_result("intermediate", won, 40_000 + n * 1234, f"2024-03-0{n + 1}T12:00:00")
    stats.record_result("custom", True, 5, DAY)
    return stats


def test_statistics_round_trip_through_json() -> None:
    stats = played_stats()
    assert Stats.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats


def test_a_difficulty_missing_from_the_file_starts_at_zero() -> None:
    data = played_stats().to_dict()
    del data["easy"]
    assert Stats.from_dict(data).by_key["easy"].played == 0


def broken(key: str, **fields: Any) -> dict[str, Any]:
    data = played_stats().to_dict()
    data[key].update(fields)
    return data


WIN = {"won": True, "ms": 1000, "date": DAY}
BAD_STATS: list[tuple[str, object, str]] = [
    ("not an object", [1, 2], "JSON object"),
    ("unknown difficulty", {"galaxy": {}}, "unknown difficulty 'galaxy'"),
    ("a difficulty not an object", {"easy": 3}, "easy: statistics must be"),
    ("played as text", broken("easy", played="many"), "easy: played must be a whole number"),
    ("played true", broken("easy", played=True), "easy: played must be a whole number"),
    ("negative won", broken("intermediate", won=-1), "intermediate: won must be"),
    ("huge played", broken("easy", played=10**30), "easy: played must be"),
    ("more wins than games", broken("intermediate", won=9), "won ≤ played"),
    ("streak over the longest", broken("intermediate", streak=3), "streak ≤ longest"),
    ("best not a list", broken("intermediate", best={}), "best time must be a list"),
    ("eleven best times", broken("intermediate", best=[WIN] * 11, won=11, played=11), "at most 10"),
    ("best times out of order", broken("intermediate", best=[{**WIN, "ms": 9}, {**WIN, "ms": 1}]),
     "fastest first"),
    ("a loss among the best", broken("intermediate", best=[{**WIN, "won": False}]), "must be a win"),
    ("a best time with no date", broken("intermediate", best=[{"won": True, "ms": 1}]), "date must be"),
    ("a best time with a bad date", broken("intermediate", best=[{**WIN, "date": "soon"}]), "not an ISO date"),
    ("a negative time", broken("intermediate", best=[{**WIN, "ms": -5}]), "ms must be"),
    ("a huge time", broken("intermediate", best=[{**WIN, "ms": 10**20}]), "ms must be"),
    ("custom with best times", broken("custom", best=[WIN]), "custom games have no best times"),
    ("more recent results than games", broken("custom", recent=[WIN] * 2), "more recent results"),
    ("a hundred and one recent", broken("easy", recent=[WIN] * 101, played=101, won=101), "at most 100"),
]


@pytest.mark.parametrize(("data", "message"), [(d, m) for _, d, m in BAD_STATS],
                         ids=[name for name, _, _ in BAD_STATS])
def test_damaged_statistics_raise_a_stats_error_naming_the_field(data: object, message: str) -> None:
    with pytest.raises(StatsError) as caught:
        Stats.from_dict(data)
    assert message in str(caught.value)
