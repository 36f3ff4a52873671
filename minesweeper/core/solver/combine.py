"""Weighting the groups' counts by the total mine count: exact probabilities for every covered cell.

Groups are independent except through the mine count: if the groups hold K mines between them, the
``outside`` cells touching no number hold the remaining R − K, in comb(outside, R − K) ways. A group's
k-mine arrangements are therefore weighted by the arrangements of every other group and of the outside
that complete the count. Sweeping the groups once forward (the prefix's mine totals) and once backward
(the suffix's, with the outside folded in) gives each group those weights without ever multiplying all
the other groups out again. Which totals are possible at all is tracked separately with exact bit sets,
so a cell is only ever called certain from exact reasoning. The weights are exact integers while the
binomials stay small (every preset board); on huge boards they are floats rescaled by a constant ratio
per mine (which cancels out) so nothing overflows, with rounding far below any displayed digit.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from math import comb

EXACT_OUTSIDE_LIMIT = 4000  # above this many outside cells the binomials get long: use floats


@dataclass(frozen=True, slots=True)
class Combined:
    """Per group, the posterior of its mine total and which totals the mine count allows."""

    posteriors: list[dict[int, float]]  # group -> k -> P(group holds k mines)
    feasible: list[set[int]]  # group -> totals k possible with the mine count
    outside: float  # probability of each outside cell
    outside_feasible: set[int]  # possible numbers of mines outside
    exact_weights: list[dict[int, int]] | None  # group -> k -> exact weight (times ``total``'s units)
    total: int | None  # the exact number of arrangements of the whole board, when computed exactly
    work: int = 0  # the sweeps' steps: each group's mine totals against the totals of the groups before it


def _bits_shift_or(bits: int, shifts: list[int], left: bool) -> int:
    out = 0
    for m in shifts:
        out |= bits << m if left else bits >> m
    return out


def combine(totals: list[list[int]], outside: int, remaining: int, *, exact: bool | None = None) -> Combined:
    """Combine groups (``totals[c][k]``: arrangements of group c with k mines) with ``outside`` free cells
    and ``remaining`` mines; raises ValueError if no combination fits the count. ``exact`` forces integer
    (True) or floating (False) weights; by default integers are used while the binomials stay small."""
    supports = [[k for k, w in enumerate(t) if w] for t in totals]
    n = len(totals)
    # Exact feasibility with bit sets: prefix sums reachable, and suffix totals j that can be completed.
    prefix_bits = [1]
    for support in supports:
        prefix_bits.append(_bits_shift_or(prefix_bits[-1], support, left=True))
    low = max(0, remaining - outside)
    suffix_bits = [0] * n + [((1 << (remaining + 1)) - 1) >> low << low if remaining >= low else 0]
    for c in range(n - 1, -1, -1):
        suffix_bits[c] = _bits_shift_or(suffix_bits[c + 1], supports[c], left=False)
    if not prefix_bits[n] & suffix_bits[n]:
        raise ValueError("no arrangement fits the mine count")  # i18n: fixed (the analysis turns it into its own)
    feasible = [{k for k in supports[c] if (prefix_bits[c] << k) & suffix_bits[c + 1]} for c in range(n)]
    reach = prefix_bits[n] & suffix_bits[n]
    outside_feasible = {remaining - k for k in range(reach.bit_length()) if reach >> k & 1}
    if (outside <= EXACT_OUTSIDE_LIMIT) if exact is None else exact:
        return _exact(totals, supports, feasible, outside, remaining, outside_feasible)
    return _floating(totals, supports, feasible, outside, remaining, outside_feasible)


def _exact(
    totals: list[list[int]],
    supports: list[list[int]],
    feasible: list[set[int]],
    outside: int,
    remaining: int,
    outside_feasible: set[int],
) -> Combined:
    n = len(totals)
    # prefix[c]: mines held by groups before c -> weighted arrangements of those groups.
    prefix: list[dict[int, int]] = [{0: 1}]
    for c in range(n):
        step: dict[int, int] = {}
        for a, wa in prefix[-1].items():
            for k in supports[c]:
                step[a + k] = step.get(a + k, 0) + wa * totals[c][k]
        prefix.append(step)
    # suffix[c]: mines held by groups before c -> arrangements of groups c.. and of the outside.
    suffix: dict[int, int] = {j: comb(outside, remaining - j) if remaining - j >= 0 else 0 for j in prefix[n]}
    weights: list[dict[int, int]] = [{} for _ in range(n)]
    for c in range(n - 1, -1, -1):
        weights[c] = {k: sum(wa * suffix.get(a + k, 0) for a, wa in prefix[c].items()) for k in supports[c]}
        suffix = {j: sum(totals[c][k] * suffix.get(j + k, 0) for k in supports[c]) for j in prefix[c]}
    total = suffix[0]
    posteriors = [{k: totals[c][k] * w / total for k, w in weights[c].items()} for c in range(n)]
    spare = (
        sum(wk * comb(outside - 1, remaining - k - 1) for k, wk in prefix[n].items() if remaining - k >= 1)
        if outside
        else 0
    )
    work = sum(len(prefix[c]) * len(supports[c]) for c in range(n))
    return Combined(posteriors, feasible, spare / total if outside else 0.0, outside_feasible, weights, total, work)


def _floating(
    totals: list[list[int]],
    supports: list[list[int]],
    feasible: list[set[int]],
    outside: int,
    remaining: int,
    outside_feasible: set[int],
) -> Combined:
    """The same sweeps in floats, with every weight multiplied by ratio**k (which cancels in the end)."""
    n = len(totals)
    ratio = 1.0  # any positive constant is correct; this one keeps the weights near 1 around the middle
    if outside >= 1 and remaining >= 1:
        middle = min(max(sum((s[0] + s[-1]) // 2 for s in supports), remaining - outside), remaining - 1)
        ratio = (remaining - middle) / (outside - remaining + middle + 1)
    log_ratio = math.log(ratio)
    tilted = []
    for c in range(n):
        logs = {k: math.log(totals[c][k]) + k * log_ratio for k in supports[c]}
        top = max(logs.values())
        tilted.append({k: math.exp(v - top) for k, v in logs.items()})
    prefix: list[dict[int, float]] = [{0: 1.0}]
    for c in range(n):
        step: dict[int, float] = {}
        for a, wa in prefix[-1].items():
            for k, wk in tilted[c].items():
                step[a + k] = step.get(a + k, 0.0) + wa * wk
        prefix.append(_rescaled(step))
    suffix = _rescaled(_tilted_binomials(list(prefix[n]), outside, remaining, ratio))
    posteriors: list[dict[int, float]] = [{} for _ in range(n)]
    for c in range(n - 1, -1, -1):
        weights = {k: sum(wa * suffix.get(a + k, 0.0) for a, wa in prefix[c].items()) for k in tilted[c]}
        norm = sum(tilted[c][k] * w for k, w in weights.items())
        posteriors[c] = {k: tilted[c][k] * w / norm for k, w in weights.items()}
        suffix = _rescaled({j: sum(wk * suffix.get(j + k, 0.0) for k, wk in tilted[c].items()) for j in prefix[c]})
    final = _tilted_binomials(list(prefix[n]), outside, remaining, ratio)
    mass = sum(prefix[n][k] * final[k] for k in final)
    spare = sum(prefix[n][k] * final[k] * (remaining - k) for k in final)
    work = sum(len(prefix[c]) * len(supports[c]) for c in range(n))
    outside_chance = spare / mass / outside if outside else 0.0
    return Combined(posteriors, feasible, outside_chance, outside_feasible, None, None, work)


def _tilted_binomials(ks: list[int], outside: int, remaining: int, ratio: float) -> dict[int, float]:
    """comb(outside, remaining − k) / ratio**k, up to one common factor, for each k (0 where impossible).

    Built from the ratio of neighbouring binomials, so the error grows with the span of k (a few units in
    the last place per step), not with the size of the board as log-gamma differences would.
    """
    possible = [k for k in ks if 0 <= remaining - k <= outside]
    if not possible:
        return dict.fromkeys(ks, 0.0)
    first, last = min(possible), max(possible)
    logs = [0.0]
    step_ratio = math.log(ratio)
    for k in range(first, last):
        # comb(U, R - k - 1) / comb(U, R - k) = (R - k) / (U - R + k + 1)
        logs.append(logs[-1] + math.log((remaining - k) / (outside - remaining + k + 1)) - step_ratio)
    top = max(logs)
    return {k: math.exp(logs[k - first] - top) if first <= k <= last else 0.0 for k in ks}


def _rescaled(values: dict[int, float]) -> dict[int, float]:
    top = max(values.values(), default=0.0)
    return {k: v / top for k, v in values.items()} if top > 0 else values
