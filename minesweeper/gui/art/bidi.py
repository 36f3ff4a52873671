"""The order a line's letters are drawn in: the Unicode Bidirectional Algorithm (UAX #9) for one line of one paragraph.

pygame-ce draws a string left to right as it is given (HarfBuzz shapes an Arabic run, but reorders nothing), so an
Arabic sentence with a number or a cell name in it ("بقي 10 ألغام", "A5") must be put in visual order first. This is
the part of the algorithm the game's sentences need, written from the standard: the character types
(``unicodedata.bidirectional``), the weak types (W1-W7), bracket pairs (N0), the neutrals (N1-N2), the implicit
levels (I1-I2), trailing white space (L1), reordering (L2) and mirrored brackets (L4). Explicit embeddings,
overrides and isolates are not used by the game's text (Inter has no glyph for them): their codes are dropped
(X9). The paragraph's direction is the language's, not guessed from the first letter, so an Arabic sentence that
starts with "3BV" still reads right to left. ``tests/gui/test_bidi.py`` holds it to python-bidi's reordering.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

STRONG: Final = frozenset({"L", "R", "AL"})
NEUTRAL: Final = frozenset({"B", "S", "WS", "ON"})
EXPLICIT: Final = frozenset({"LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI", "BN"})
PAIRS: Final = {"(": ")", "[": "]", "{": "}", "⁅": "⁆", "⁽": "⁾", "₍": "₎", "〈": "〉", "⟨": "⟩"}
"""Opening brackets and their closing ones (BD14-BD16: Unicode's BidiBrackets.txt), in the scripts the game writes;
guillemets mirror but do not pair."""
MIRRORED: Final = {
    **PAIRS,
    **{close: open_ for open_, close in PAIRS.items()},
    **{"«": "»", "»": "«", "‹": "›", "›": "‹", "<": ">", ">": "<", "≤": "≥", "≥": "≤"},
}
"""What a mirrored character shows at a right-to-left level (L4)."""
MAX_PAIRS: Final = 63  # BD16's stack: a line deeper than that pairs no more brackets


@dataclass(frozen=True, slots=True)
class Run:
    """Letters of a line that read in one direction: their text in logical order, and whether they read right to
    left. A line's runs come in visual order, left to right."""

    text: str
    rtl: bool


def levels(text: str, rtl: bool) -> list[int]:
    """Each character's embedding level in a line of a paragraph whose direction is ``rtl`` (even: left to right;
    a dropped format code takes its neighbour's level, so it stays beside it)."""
    base = int(rtl)
    kinds = [unicodedata.bidirectional(c) or "L" for c in text]
    kept = [i for i, kind in enumerate(kinds) if kind not in EXPLICIT]
    types = _weak([kinds[i] for i in kept], base)
    _brackets([text[i] for i in kept], types, base)
    _neutrals(types, base)
    resolved = [_implicit(kind, base) for kind in types]
    for position in range(len(kept) - 1, -1, -1):  # L1: white space at the line's end takes the paragraph's level
        if kinds[kept[position]] not in ("WS", "S", "B"):
            break
        resolved[position] = base
    for position, index in enumerate(kept):
        if kinds[index] in ("S", "B"):  # L1: segment and paragraph separators too
            resolved[position] = base
    out = [base] * len(text)
    for position, index in enumerate(kept):
        out[index] = resolved[position]
    last = base
    for index in range(len(text)):
        if kinds[index] in EXPLICIT:
            out[index] = last
        last = out[index]
    return out


def _weak(kinds: list[str], base: int) -> list[str]:
    """W1-W7: non-spacing marks, European and Arabic numbers and their separators and terminators resolved."""
    sos = "R" if base else "L"
    types = list(kinds)
    previous = sos
    for i, kind in enumerate(types):  # W1
        if kind == "NSM":
            types[i] = previous
        previous = types[i]
    strong = sos
    for i, kind in enumerate(types):  # W2, W3
        if kind in STRONG:
            strong = kind
            if kind == "AL":
                types[i] = "R"
        elif kind == "EN" and strong == "AL":
            types[i] = "AN"
    for i in range(1, len(types) - 1):  # W4
        before, kind, after = types[i - 1], types[i], types[i + 1]
        european = kind == "ES" and before == after == "EN"
        common = kind == "CS" and before == after and before in ("EN", "AN")
        if european or common:
            types[i] = before
    for i, kind in enumerate(types):  # W5: terminators beside a European number
        if kind == "EN":
            j = i - 1
            while j >= 0 and types[j] == "ET":
                types[j] = "EN"
                j -= 1
            j = i + 1
            while j < len(types) and types[j] == "ET":
                types[j] = "EN"
                j += 1
    types = ["ON" if kind in ("ES", "ET", "CS") else kind for kind in types]  # W6
    strong = sos
    for i, kind in enumerate(types):  # W7
        if kind in ("L", "R"):
            strong = kind
        elif kind == "EN" and strong == "L":
            types[i] = "L"
    return types


def _direction(kind: str) -> str | None:
    """A resolved type's strong direction for the neutrals' rules, numbers counting as right to left."""
    return "L" if kind == "L" else "R" if kind in ("R", "EN", "AN") else None


def _brackets(letters: list[str], types: list[str], base: int) -> None:
    """N0: a pair of brackets takes the direction of what they enclose, or of what precedes them."""
    embedding = "R" if base else "L"
    pairs: list[tuple[int, int]] = []
    stack: list[tuple[str, int]] = []
    for i, letter in enumerate(letters):
        if types[i] != "ON":
            continue
        if letter in PAIRS:
            if len(stack) == MAX_PAIRS:
                break
            stack.append((PAIRS[letter], i))
        else:
            for depth in range(len(stack) - 1, -1, -1):
                if stack[depth][0] == letter:
                    pairs.append((stack[depth][1], i))
                    del stack[depth:]
                    break
    for opening, closing in sorted(pairs):
        inside = {_direction(kind) for kind in types[opening + 1 : closing]} - {None}
        if not inside:
            continue
        if embedding in inside:
            chosen = embedding
        else:
            before = next(
                (d for d in (_direction(kind) for kind in reversed(types[:opening])) if d is not None), embedding
            )
            chosen = before if before != embedding else embedding
        types[opening] = types[closing] = chosen


def _neutrals(types: list[str], base: int) -> None:
    """N1-N2: a run of neutrals between two of one direction takes it, else the paragraph's."""
    edge = "R" if base else "L"
    i = 0
    while i < len(types):
        if types[i] not in NEUTRAL:
            i += 1
            continue
        end = i
        while end < len(types) and types[end] in NEUTRAL:
            end += 1
        before = _direction(types[i - 1]) if i > 0 else edge
        after = _direction(types[end]) if end < len(types) else edge
        chosen = before if before == after and before is not None else edge
        types[i:end] = [chosen] * (end - i)
        i = end


def _implicit(kind: str, base: int) -> int:
    """I1-I2: a resolved type's level in a paragraph at ``base``."""
    if base % 2 == 0:
        return base + (1 if kind == "R" else 2 if kind in ("AN", "EN") else 0)
    return base + (1 if kind in ("L", "EN", "AN") else 0)


@lru_cache(maxsize=2048)
def runs(text: str, rtl: bool) -> tuple[Run, ...]:
    """``text`` (one line) as runs of one direction each, in the order they are drawn left to right (L2)."""
    if not text:
        return ()
    each = levels(text, rtl)
    spans: list[tuple[int, int, int]] = []  # level, start, end
    start = 0
    for i in range(1, len(text) + 1):
        if i == len(text) or each[i] != each[start]:
            spans.append((each[start], start, i))
            start = i
    order = list(range(len(spans)))
    odd = [level for level, _, _ in spans if level % 2]
    if odd:
        for level in range(max(each), min(odd) - 1, -1):
            order = _reverse_from(order, [spans[i][0] for i in order], level)
    return tuple(Run(text[spans[i][1] : spans[i][2]], spans[i][0] % 2 == 1) for i in order)


def _reverse_from(order: list[int], run_levels: list[int], level: int) -> list[int]:
    """L2's step: every maximal sequence of runs at ``level`` or higher reversed."""
    out: list[int] = []
    i = 0
    while i < len(order):
        if run_levels[i] < level:
            out.append(order[i])
            i += 1
            continue
        end = i
        while end < len(order) and run_levels[end] >= level:
            end += 1
        out.extend(reversed(order[i:end]))
        i = end
    return out


def mirrored(text: str) -> str:
    """Letters of a right-to-left run as drawn left to right, mirrored brackets and all (L4)."""
    return "".join(MIRRORED.get(c, c) for c in reversed(text))


def visual(text: str, rtl: bool, *, mirror: bool = True) -> str:
    """``text`` in the order its characters are drawn left to right, its brackets mirrored at right-to-left levels
    (``mirror``; python-bidi's ``get_display`` gives the order without mirroring)."""
    return "".join(
        (mirrored(run.text) if mirror else run.text[::-1]) if run.rtl else run.text for run in runs(text, rtl)
    )
