"""The daily board's scheme v1 held to its text: the golden table of dates (tests/core/daily_golden.py), the draw
worked out again from the scheme's words, and the date and level checks.

The golden table is checked in this process and in fresh interpreters under different ``PYTHONHASHSEED`` values,
since nothing in the scheme may depend on Python's hashing. ``scheme_text`` follows the scheme's wording with
``struct`` and ``hashlib`` alone, independently of ``minesweeper.core.daily.scheme``. The oracle's check that each
daily needs no guess, and each earlier candidate does, is in tests/oracle/test_oracle_daily.py.
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import subprocess
import sys
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.core.daily import scheme as scheme
from minesweeper.core.errors import DailyError
from minesweeper.core.layout import Layout
from tests.core.daily_golden import GOLDEN, GOLDEN_ROWS

SIZES = {"beginner": (9, 9, 10), "intermediate": (16, 16, 40), "expert": (30, 16, 99)}

# Run in a fresh interpreter: the whole table as JSON, each entry [date, level, candidate, fingerprint].
TABLE_SCRIPT = """
import json, sys
from minesweeper.core.daily.scheme import daily
found = [daily(day, level) for day, level in json.load(sys.stdin)]
print(json.dumps([[d.date, d.level, d.candidate, d.fingerprint] for d in found]))
"""


def scheme_words(seed: bytes) -> Iterator[int]:
    """The scheme's random stream, from its text: SHA-256(seed ‖ i as 8 bytes big-endian), 64-bit words."""
    block = 0
    while True:
        yield from struct.unpack(">4Q", hashlib.sha256(seed + struct.pack(">Q", block)).digest())
        block += 1


def scheme_text(day: str, level: str, k: int) -> str:
    """Candidate ``k`` as ``--board`` text, worked out from the scheme's words alone."""
    width, height, mines = SIZES[level]
    seed = hashlib.sha256(f"minesweeper-daily:v1:{day}:{width}x{height}:{mines}:{k}".encode()).digest()
    words = scheme_words(seed)
    sx, sy = width // 2, height // 2
    free = [y * width + x for y in range(height) for x in range(width) if max(abs(x - sx), abs(y - sy)) > 1]
    for i in range(mines):
        n = len(free) - i
        u = next(words)
        while u >= (2**64 // n) * n:
            u = next(words)
        j = u % n
        free[i], free[i + j] = free[i + j], free[i]
    mined = set(free[:mines])
    return "".join("".join("*" if y * width + x in mined else "." for x in range(width)) + "\n" for y in range(height))


def test_the_golden_table_has_a_leap_day_year_ends_and_far_dates() -> None:
    assert {"2000-02-29", "2024-02-29", "1999-12-31", "2000-01-01", "1900-03-01", "2399-12-31"} <= set(GOLDEN)
    assert len(GOLDEN) >= 12


@pytest.mark.parametrize(("day", "level", "k", "mark"), GOLDEN_ROWS)
def test_the_golden_table_in_this_process(day: str, level: str, k: int, mark: str) -> None:
    found = scheme.daily(day, level)
    assert (found.date, found.level, found.candidate, found.fingerprint, found.no_guess) == (day, level, k, mark, True)
    assert found.layout == scheme.candidate(day, level, k)


@pytest.mark.parametrize("hash_seed", ["0", "2718281828"])
def test_the_golden_table_in_fresh_interpreters_under_other_hash_seeds(hash_seed: str) -> None:
    asked = [[day, level] for day, level, _, _ in GOLDEN_ROWS]
    done = subprocess.run(
        [sys.executable, "-c", TABLE_SCRIPT],
        input=json.dumps(asked),
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": hash_seed},
        check=True,
        timeout=120,
    )
    assert json.loads(done.stdout) == [list(row) for row in GOLDEN_ROWS]


@pytest.mark.parametrize(("day", "level", "k", "mark"), GOLDEN_ROWS)
def test_each_golden_board_is_the_one_the_schemes_words_give(day: str, level: str, k: int, mark: str) -> None:
    text = scheme_text(day, level, k)
    assert hashlib.sha256(text.encode("ascii")).hexdigest()[:8] == mark
    assert Layout.parse(text) == scheme.candidate(day, level, k)


@given(
    day=st.dates().map(lambda d: d.isoformat()),
    level=st.sampled_from(scheme.LEVELS),
    k=st.integers(0, scheme.CANDIDATES - 1),
)
def test_any_candidate_is_the_schemes_and_keeps_the_start_and_its_neighbours_clear(
    day: str, level: str, k: int
) -> None:
    layout = scheme.candidate(day, level, k)
    width, height, mines = SIZES[level]
    assert (layout.width, layout.height, layout.mine_count) == (width, height, mines)
    sx, sy = scheme.start_cell(width, height)
    assert not any(layout.has_mine(sx + dx, sy + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1))
    assert str(layout) + "\n" == scheme_text(day, level, k)


def test_the_start_cells_are_the_schemes() -> None:
    assert [scheme.start_cell(w, h) for w, h, _ in SIZES.values()] == [(4, 4), (8, 8), (15, 8)]
    assert scheme.daily("2026-11-27", "expert").start == (15, 8)


def test_the_seed_is_sha256_of_the_schemes_words() -> None:
    assert (
        scheme.seed_of("2026-11-27", "expert", 3)
        == hashlib.sha256(b"minesweeper-daily:v1:2026-11-27:30x16:99:3").digest()
    )
    assert (
        scheme.seed_of("1970-01-01", "beginner", 999)
        == hashlib.sha256(b"minesweeper-daily:v1:1970-01-01:9x9:10:999").digest()
    )


def test_the_streams_first_words_are_the_counter_blocks_read_big_endian() -> None:
    seed = hashlib.sha256(b"minesweeper-daily:v1:2026-11-27:16x16:40:0").digest()
    first_block = hashlib.sha256(seed + b"\x00\x00\x00\x00\x00\x00\x00\x00").digest()
    second_block = hashlib.sha256(seed + b"\x00\x00\x00\x00\x00\x00\x00\x01").digest()
    expected = [
        int(chunk.hex(), 16)
        for block in (first_block, second_block)
        for chunk in (block[i : i + 8] for i in range(0, 32, 8))
    ]
    stream = scheme.stream(seed)
    assert [next(stream) for _ in range(8)] == expected


@pytest.mark.parametrize("n", [3, 471, 2**32 + 15, 2**63 + 1])
def test_a_draw_passes_over_words_at_or_above_the_largest_multiple_of_n(n: int) -> None:
    limit = 2**64 - 2**64 % n  # the largest multiple of n that is at most 2**64
    words = iter([limit, 2**64 - 1, limit - 1, 5])
    assert scheme.draw_below(words, n) == (limit - 1) % n == n - 1
    assert next(words) == 5  # the accepted word was the third: nothing more was read


def test_a_draw_takes_the_first_word_below_the_limit() -> None:
    words = iter([1000, 2**64 - 1])
    assert scheme.draw_below(words, 471) == 1000 % 471
    assert next(words) == 2**64 - 1


def test_the_fingerprint_is_sha256_of_the_board_text() -> None:
    layout = Layout.parse("*..\n.*.\n..*\n.*.")
    assert scheme.fingerprint(layout) == hashlib.sha256(b"*..\n.*.\n..*\n.*.\n").hexdigest()[:8]
    found = scheme.daily("2026-11-27", "expert")
    assert found.fingerprint == hashlib.sha256(f"{found.layout}\n".encode()).hexdigest()[:8]


def test_the_name_says_date_level_and_fingerprint() -> None:
    assert scheme.daily("2026-11-27", "expert").name == "Daily 2026-11-27 \u00b7 Expert \u00b7 #6ef1e19d"


@pytest.mark.parametrize("text", ["2026-11-27", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31"])
def test_a_real_date_is_taken_as_written(text: str) -> None:
    assert scheme.parse_date(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "2026-02-30",
        "2025-02-29",
        "1900-02-29",
        "2026-2-3",
        "2026-13-01",
        "0000-01-01",
        "today",
        "",
        " 2026-11-27",
        "2026-11-27 ",
        "20261127",
        "2026-W48-5",
        "2026-11-27T00:00",
        "\uff12\uff10\uff12\uff16-11-27",  # full-width digits
    ],
)
def test_a_text_that_is_not_a_real_date_is_refused(text: str) -> None:
    with pytest.raises(DailyError, match="YYYY-MM-DD"):
        scheme.parse_date(text)
    with pytest.raises(DailyError):
        scheme.daily(text, "beginner")


@pytest.mark.parametrize("name", ["Expert", "easy", "hard", "custom", "30x16n99", ""])
def test_a_level_that_is_not_a_dailys_is_refused(name: str) -> None:
    with pytest.raises(DailyError, match="beginner, intermediate, expert"):
        scheme.level_of(name)
    with pytest.raises(DailyError):
        scheme.daily("2026-11-27", name)
    with pytest.raises(DailyError):
        scheme.candidate("2026-11-27", name, 0)


def test_today_is_a_date_the_scheme_takes() -> None:
    assert scheme.parse_date(scheme.today()) == scheme.today()


def test_when_no_candidate_needs_no_guess_candidate_0_is_the_daily(monkeypatch: pytest.MonkeyPatch) -> None:
    tried: list[bytes] = []

    def never(width: int, height: int, mines: bytes, first_x: int, first_y: int) -> bool:
        tried.append(mines)
        return False

    from minesweeper.core.solver import noguess

    monkeypatch.setattr(noguess, "is_solvable", never)
    scheme.daily.cache_clear()  # worked out once a run: this test asks afresh, and leaves no such answer behind
    try:
        found = scheme.daily("2026-11-27", "beginner")
    finally:
        scheme.daily.cache_clear()
    assert (found.candidate, found.no_guess) == (0, False)
    assert found.layout == scheme.candidate("2026-11-27", "beginner", 0)
    assert len(tried) == scheme.CANDIDATES
    assert tried[999] == scheme.candidate("2026-11-27", "beginner", 999).cells
