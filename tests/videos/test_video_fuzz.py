"""Damaged videos from strangers: every reader, fed thousands of them, refuses each with one sentence or reads it
whole (a video whose game our scorecard can score), within a time cap, and nothing else escapes: no other exception,
no hang, no crash.

The damaged files are real-shaped ones from the test writers (several versions of each format, won and lost, custom
boards) with bits flipped, bytes overwritten, cut short, slices removed, doubled or inserted, and counts set to their
extremes, by a seeded generator; and bytes that hypothesis makes after each format's first mark. A few hundred run in
the quick loop, thousands in the slow one. The cap only guards against a hang: a read takes milliseconds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core.errors import VideoFormatError
from minesweeper.core.formats.video import read_video
from minesweeper.core.metrics.scorecard import scorecard_lines
from tests.videos.variants import BY_NAME

CAP_SECONDS = 10.0
SHAPES = {  # per format: (variant, board, seed, moves before the bot opens a mine)
    "avf": (("avf 0.52", (8, 8, 10), 1, None), ("avf 0.49", (12, 9, 20), 2, 4), ("avf 0.52", (16, 16, 40), 3, None)),
    "rmv": (
        ("rmv 1 GBK name", (8, 8, 10), 1, None),
        ("rmv 2 24 px", (12, 9, 20), 2, 4),
        ("rmv 1 2 beta", (8, 8, 10), 3, 3),
    ),
    "mvf": (("mvf 0.97", (8, 8, 10), 1, None), ("mvf 2007", (12, 9, 20), 2, 4), ("mvf 0.96", (8, 8, 10), 3, None)),
    "evf": (
        ("evf 4 transcoded, metrics, board events", (8, 8, 10), 1, None),
        ("evf 3 press-or-release codes", (12, 9, 20), 2, 4),
        ("evf 0 Arbiter", (8, 8, 10), 3, None),
    ),
}
MARKS = {"avf": b"\x34\0\0\0\0", "rmv": b"*rmv", "mvf": b"\x11\x4d", "evf": b"\x04"}


@cache
def shapes(suffix: str) -> tuple[bytes, ...]:
    return tuple(
        BY_NAME[name].write(BY_NAME[name].clip(size, seed, lose_after=lose))
        for name, size, seed, lose in SHAPES[suffix]
    )


def damage(data: bytes, rng: random.Random) -> bytes:
    """``data`` with one to three of: bits flipped, bytes overwritten, cut short, a slice removed, doubled or
    inserted, a 16-bit field set to 0 or 0xFFFF."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(max(1, len(out)))
        size = rng.choice((1, 2, 4, 8, 40))
        kind = rng.randrange(7)
        if kind == 0 and out:
            out[at] ^= 1 << rng.randrange(8)
        elif kind == 1:
            out[at : at + size] = bytes(rng.randrange(256) for _ in range(size))
        elif kind == 2:
            del out[at:]
        elif kind == 3:
            del out[at : at + size]
        elif kind == 4:
            out[at:at] = out[at : at + size]
        elif kind == 5:
            out[at:at] = bytes(rng.randrange(256) for _ in range(size))
        else:
            out[at : at + 2] = rng.choice((b"\0\0", b"\xff\xff"))
    return bytes(out)


def read_or_refuse(data: bytes, suffix: str) -> bool:
    """Read damaged bytes: True when read whole (and scored), False when refused with one sentence."""
    start = time.perf_counter()
    try:
        video = read_video(data, f"game.{suffix}")
    except VideoFormatError as refusal:
        sentence = str(refusal)
        assert sentence and "\n" not in sentence and len(sentence) < 300
        read = False
    else:
        assert video.format == suffix and scorecard_lines(video.game)
        read = True
    assert time.perf_counter() - start < CAP_SECONDS
    return read


def mutate_many(suffix: str, count: int, seed: int) -> tuple[int, int]:
    rng = random.Random(seed)
    originals = shapes(suffix)
    read = sum(read_or_refuse(damage(rng.choice(originals), rng), suffix) for _ in range(count))
    return read, count - read


@pytest.mark.parametrize("suffix", MARKS)
def test_a_few_hundred_damaged_videos_are_read_or_refused(suffix: str) -> None:
    _, refused = mutate_many(suffix, 75, seed=1)
    assert refused > 0  # the damage reaches what the readers check


@pytest.mark.slow
@pytest.mark.statistical
@pytest.mark.parametrize("suffix", MARKS)
def test_thousands_of_damaged_videos_are_read_or_refused(suffix: str) -> None:
    read, refused = mutate_many(suffix, 2500, seed=2)
    assert read > 0 and refused > 0  # some damage leaves a game that still reads, most does not


def _random_files(suffix: str) -> Callable[..., None]:
    @given(st.binary(max_size=600))
    def check(tail: bytes) -> None:
        read_or_refuse(MARKS[suffix] + tail, suffix)

    return check


@pytest.mark.parametrize("suffix", MARKS)
def test_random_bytes_after_a_formats_mark_are_refused(suffix: str) -> None:
    settings(max_examples=40)(_random_files(suffix))()


@pytest.mark.slow
@pytest.mark.parametrize("suffix", MARKS)
def test_many_random_files_after_a_formats_mark_are_refused(suffix: str) -> None:
    settings(max_examples=600)(_random_files(suffix))()
