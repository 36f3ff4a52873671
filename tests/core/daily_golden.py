"""The daily board's golden table: dates and levels with the candidate that is their daily and its fingerprint.

It was made once from scheme v1 and is data, never recomputed: a change to any of its boards is a change to the
public contract that every copy of the game, every replay of an old daily and every other program following the
scheme relies on. The dates take in leap days (2000 and 2024), year ends, the first and last dates a
``YYYY-MM-DD`` can write, far past and far future, and days around when the scheme was made (two of them with
a Beginner daily past candidate 0). tests/core/test_daily.py checks it against the scheme; the ms-toollib oracle
(tests/oracle/test_oracle_daily.py) checks that each board needs no guess and every earlier candidate does.
"""

from __future__ import annotations

# date: (candidate, fingerprint) for beginner, intermediate and expert, in that order.
GOLDEN: dict[str, tuple[tuple[int, str], tuple[int, str], tuple[int, str]]] = {
    "0001-01-01": ((0, "ba4e9736"), (1, "d2f69db1"), (9, "c4a37d83")),
    "1900-03-01": ((0, "c26a8b45"), (0, "6b5028a1"), (26, "62e24a5d")),
    "1970-01-01": ((0, "dc5775e1"), (0, "37ee1707"), (3, "6008f051")),
    "1999-12-31": ((0, "f0d2f20d"), (0, "44804cec"), (0, "e2a05845")),
    "2000-01-01": ((0, "fc12408f"), (0, "b9ea36c2"), (9, "6729bbfb")),
    "2000-02-29": ((0, "5f3ab27f"), (0, "2968ee0d"), (5, "cebd15dc")),
    "2024-02-29": ((0, "bb5e0b32"), (2, "9716f141"), (0, "6fc8c904")),
    "2025-12-31": ((0, "6b0bb938"), (0, "27f78522"), (0, "84a76e90")),
    "2026-01-01": ((0, "d7e94f5f"), (0, "1a4ba68e"), (15, "33043a94")),
    "2026-11-27": ((0, "6f47b2d0"), (0, "436e3c08"), (3, "6ef1e19d")),
    "2026-11-29": ((1, "b351411d"), (0, "d71cde78"), (9, "7f5b280f")),
    "2026-12-05": ((2, "989b3f6f"), (0, "a4d36cb7"), (5, "0a1740f3")),
    "2026-12-31": ((0, "b27e139d"), (0, "0e8b5ee5"), (1, "c05a70c3")),
    "2100-02-28": ((0, "5b767563"), (0, "b6d47ae9"), (0, "f810d149")),
    "2399-12-31": ((0, "d326243f"), (0, "95429b57"), (1, "6341cf6d")),
    "9999-12-31": ((0, "bb054d54"), (0, "f45cd394"), (6, "76a82fef")),
}
GOLDEN_ROWS = [
    (day, level, k, mark)
    for day, entries in GOLDEN.items()
    for level, (k, mark) in zip(("beginner", "intermediate", "expert"), entries, strict=True)
]
