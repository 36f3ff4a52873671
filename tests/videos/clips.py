"""Games to write as videos: a seeded bot's game (``oracle_evf.games``) with a recorded-looking hand, in a file's
pixels and clock.

A hand in our pixels (12 a cell) becomes a file's (``square`` a cell) exactly when each coordinate is a multiple
of 12 / gcd(12, square): the clip moves every point to such a pixel inside the same cell (the game is unchanged),
so reading the file back gives the very hand, and ms-toollib, which reads the file's pixels, measures the same path.
A format with a coarser clock gets its times rounded down to ``tick`` ms (the order stays, the game too). The
programs stop recording when the game ends, so a clip ends with the release that ended it.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd

from minesweeper.core.hand import CELL_PX, HandEvent, HandKind
from tests.oracle_evf.games import mouse_hand, play_bot

# Chords made with both buttons (left first) or the middle one: the ones every program and ms-toollib count alike.
# A right press on an open number that a left press joins is one chord for ms-toollib but a wasted right click and a
# chord for our window, and a left click on a number chords only in our window: ``test_video_rules`` pins both.
SHARED_CHORDS = ("left then right", "middle")


@dataclass(frozen=True)
class Clip:
    """A game to write: its board (row-major, 1 a mine) and its hand as (t ms, kind, x, y) in ``square``-pixel
    cells."""

    width: int
    height: int
    mines: bytes
    events: tuple[tuple[int, HandKind, int, int], ...]
    square: int
    won: bool

    @property
    def mine_cells(self) -> list[tuple[int, int]]:
        """The mines as (column, row), row by row."""
        return [(i % self.width, i // self.width) for i, cell in enumerate(self.mines) if cell]

    def shifted(self, start: int) -> list[tuple[int, HandKind, int, int]]:
        """The events from the first press on, the clock starting there at ``start`` ms (Arbiter and Clone record
        from the first press)."""
        first = next(i for i, event in enumerate(self.events) if event[1] is not HandKind.MOVE)
        t0 = self.events[first][0]
        return [(t - t0 + start, kind, x, y) for t, kind, x, y in self.events[first:]]


def clip(
    size: tuple[int, int, int],
    seed: int,
    *,
    square: int = 16,
    tick: int = 1,
    lose_after: int | None = None,
    chords: tuple[str, ...] = SHARED_CHORDS,
) -> Clip:
    """A bot's game on a board of ``size`` (width, height, mines) with a mouse hand, in a file's units."""
    played = play_bot(*size, seed, chord_share=0.4, lose_after=lose_after)
    hand, _ = mouse_hand(played, seed + 1, chord_styles=chords)
    if hand[-1].kind.name.endswith("_UP") and hand[-2].kind.name.endswith("_UP"):
        hand = hand[:-1]  # a two-button chord ended the game at its first release: the programs stop recording there
    step = CELL_PX // gcd(CELL_PX, square)
    events = tuple(
        (e.t - e.t % tick, e.kind, (e.x - e.x % step) * square // CELL_PX, (e.y - e.y % step) * square // CELL_PX)
        for e in hand
    )
    return Clip(played.width, played.height, played.mines, events, square, played.won)


def our_hand(clip: Clip, events: list[tuple[int, HandKind, int, int]]) -> list[HandEvent]:
    """What a reader should give for these events of the clip: our pixels, the same times."""
    return [HandEvent(t, kind, x * CELL_PX // clip.square, y * CELL_PX // clip.square) for t, kind, x, y in events]
