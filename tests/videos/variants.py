"""Every version variant of every format the readers take, as the test writers make them from a clip: which ones
ms-toollib reads (the oracle compares every figure), and for the others, the variant whose reading theirs must
equal (the same game in a layout ms-toollib reads, so the oracle vouches for both)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from minesweeper.core.metrics.measures import bbbv
from tests.videos.clips import Clip, clip
from tests.videos.write_avf import AvfOptions, write_avf
from tests.videos.write_evf import EvfOptions, write_evf
from tests.videos.write_mvf import MvfOptions, write_mvf
from tests.videos.write_rmv import RmvOptions, write_rmv


@dataclass(frozen=True)
class Variant:
    name: str
    suffix: str
    write: Callable[[Clip], bytes]
    square: int = 16
    tick: int = 1  # the format's clock: 10 for hundredths
    base: str = ""  # "" when ms-toollib reads it; else the variant that holds the same game in a layout it reads

    def clip(self, size: tuple[int, int, int], seed: int, *, lose_after: int | None = None) -> Clip:
        return clip(size, seed, square=self.square, tick=self.tick, lose_after=lose_after)


def _bbbv(c: Clip) -> int:
    return bbbv(c.width, c.height, c.mines)


def _avf(**options: object) -> Callable[[Clip], bytes]:
    return lambda c: write_avf(c, replace(AvfOptions(bbbv=_bbbv(c)), **options))  # type: ignore[arg-type]


def _rmv(**options: object) -> Callable[[Clip], bytes]:
    return lambda c: write_rmv(c, replace(RmvOptions(bbbv=_bbbv(c)), **options))  # type: ignore[arg-type]


def _mvf(**options: object) -> Callable[[Clip], bytes]:
    def write(c: Clip) -> bytes:
        stats = (_bbbv(c), _bbbv(c) if c.won else 0, 0, 0, 0)
        return write_mvf(c, replace(MvfOptions(stats=stats), **options))  # type: ignore[arg-type]

    return write


def _evf(**options: object) -> Callable[[Clip], bytes]:
    return lambda c: write_evf(c, replace(EvfOptions(bbbv=_bbbv(c)), **options))  # type: ignore[arg-type]


VARIANTS = (
    Variant("avf 0.52", "avf", _avf(), tick=10),
    Variant(
        "avf 0.52 marks, high score, GBK name",
        "avf",
        _avf(question_marks=True, high_score=True, player="张伟".encode("gbk")),
        tick=10,
    ),
    Variant("avf 0.49", "avf", _avf(version="0.49.5"), tick=10, base="avf 0.52"),
    Variant("rmv 1 GBK name", "rmv", _rmv(player="张伟")),
    Variant("rmv 1 UTF-8", "rmv", _rmv(utf8=True, player="Zoë")),
    Variant("rmv 1 2 beta", "rmv", _rmv(short_result=True, timestamp_events=True), base="rmv 1 GBK name"),
    Variant("rmv 2 24 px", "rmv", _rmv(version=2, player="Zoë"), square=24),
    Variant("rmv 2 clone", "rmv", _rmv(version=2, clone_name="Freesweeper", reduced_moves=False)),
    Variant("mvf 0.97", "mvf", _mvf(), tick=10),
    *(
        Variant(f"mvf {version}", "mvf", _mvf(version=version), tick=10, base="mvf 0.97")
        for version in ("0.97 funny", "0.97 hack", "2006", "2007", "0.96", "0.76", "0.75")
    ),
    Variant("evf 0 Arbiter", "evf", _evf(version=0, software="Arbiter")),
    Variant("evf 1", "evf", _evf(version=1)),
    Variant("evf 2 24 px", "evf", _evf(version=2), square=24),
    Variant("evf 3", "evf", _evf(version=3)),
    Variant("evf 4", "evf", _evf(version=4)),
    Variant("evf 3 press-or-release codes", "evf", _evf(version=3, either_codes=True), base="evf 3"),
    Variant("evf 4 press-or-release codes", "evf", _evf(version=4, either_codes=True), base="evf 4"),
    Variant("evf 4 transcoded, metrics, board events", "evf", _evf(version=4, extras=True), base="evf 4"),
)
BY_NAME = {variant.name: variant for variant in VARIANTS}
