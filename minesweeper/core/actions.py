"""Actions: the small immutable moves a front end hands the core, with a text form that parses back.

A game is its layout plus its list of actions, so this text form (``R3,4@1520``: reveal x=3, y=4, 1520 ms
after the game's clock started; x and y count from 0) is what save files and replays store.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from minesweeper.core.errors import ActionFormatError

# Digits are capped (a board side is at most 1000, a clock far below 10**15 ms), so a damaged save file is
# refused as malformed instead of overflowing int()'s digit limit.
_ACTION_TEXT = re.compile(r"([RFC])(\d{1,7}),(\d{1,7})@(\d{1,15})")


class Kind(StrEnum):
    REVEAL = "R"
    FLAG = "F"  # cycles flag → question mark (when enabled) → nothing
    CHORD = "C"  # on a satisfied number: reveal every unflagged neighbour


@dataclass(frozen=True, slots=True)
class Action:
    """One move at a play cell, stamped with the game clock in milliseconds."""

    kind: Kind
    x: int
    y: int
    t: int = 0

    def __str__(self) -> str:
        return f"{self.kind}{self.x},{self.y}@{self.t}"

    @classmethod
    def parse(cls, text: str) -> Action:
        match = _ACTION_TEXT.fullmatch(text.strip())
        if match is None:
            raise ActionFormatError(f"{text!r} is not an action like R3,4@1520 (R, F or C, x,y, @ms)")
        kind, x, y, t = match.groups()
        return cls(Kind(kind), int(x), int(y), int(t))
