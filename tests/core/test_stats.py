"""Statistics: an old records file that cannot lie."""

from __future__ import annotations

import json
from typing import Any

import pytest

from minesweeper.core.errors import StatsError
from minesweeper.core.presets import PRESETS
from minesweeper.core.stats import Result, Stats

DAY = "2024-05-01T10:15:00"


def test_a_new_record_has_every_preset_and_custom_all_at_zero() -> None:
    stats = Stats()
    assert list(stats.by_key) == [*PRESETS, "custom"]
    assert all(s.played == s.won == 0 and s.win_percent == 0.0 and not s.best for s in stats.by_key.values())


def played_stats() -> dict[str, Any]:
    """A version 1 records file's statistics, as older versions wrote them."""
    results = [
        {"won": won, "ms": 40_000 + n * 1234, "date": f"2024-03-0{n + 1}T12:00:00"}
        for n, won in enumerate((True, False, True, True))
    ]
    best = [results[0], results[2], results[3]]  # the wins, fastest first
    return {
        "intermediate": {"played": 4, "won": 3, "streak": 2, "longest_streak": 2, "best": best, "recent": results},
        "custom": {
            "played": 1,
            "won": 1,
            "streak": 1,
            "longest_streak": 1,
            "best": [],
            "recent": [{"won": True, "ms": 5, "date": DAY}],
        },
    }


def test_version_one_statistics_are_read_with_every_field() -> None:
    stats = Stats.from_dict(json.loads(json.dumps(played_stats())))
    intermediate = stats.by_key["intermediate"]
    assert (intermediate.played, intermediate.won, intermediate.streak) == (4, 3, 2)
    assert [r.ms for r in intermediate.best] == [40_000, 42_468, 43_702]
    assert intermediate.recent[1] == Result(False, 41_234, "2024-03-02T12:00:00")


def test_a_difficulty_missing_from_the_file_starts_at_zero() -> None:
    assert Stats.from_dict(played_stats()).by_key["easy"].played == 0


def broken(key: str, **fields: Any) -> dict[str, Any]:
    data = played_stats()
    data.setdefault(key, {"played": 0, "won": 0, "streak": 0, "longest_streak": 0, "best": [], "recent": []})
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
    ("best times out of order", broken("intermediate", best=[{**WIN, "ms": 9}, {**WIN, "ms": 1}]), "fastest first"),
    ("a loss among the best", broken("intermediate", best=[{**WIN, "won": False}]), "must be a win"),
    ("a best time with no date", broken("intermediate", best=[{"won": True, "ms": 1}]), "date must be"),
    ("a best time with a bad date", broken("intermediate", best=[{**WIN, "date": "soon"}]), "not an ISO date"),
    ("a negative time", broken("intermediate", best=[{**WIN, "ms": -5}]), "ms must be"),
    ("a huge time", broken("intermediate", best=[{**WIN, "ms": 10**20}]), "ms must be"),
    ("custom with best times", broken("custom", best=[WIN]), "custom games have no best times"),
    ("more recent results than games", broken("custom", recent=[WIN] * 2), "more recent results"),
    ("a hundred and one recent", broken("easy", recent=[WIN] * 101, played=101, won=101), "at most 100"),
]


@pytest.mark.parametrize(("data", "message"), [(d, m) for _, d, m in BAD_STATS], ids=[name for name, _, _ in BAD_STATS])
def test_damaged_statistics_raise_a_stats_error_naming_the_field(data: object, message: str) -> None:
    with pytest.raises(StatsError) as caught:
        Stats.from_dict(data)
    assert message in str(caught.value)
