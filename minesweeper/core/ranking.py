"""Ranking: which results may be among the best times, how many best and recent results a row keeps, which statistics
row a game counts in, and how winning streaks run.

These rules were written out in the statistics, the results database, the puzzle library and the history alike; here
they live once. A result is *ranked* when it was won without the solver's help (a hint or the probability view) and
was not a practice game (played on from a moment of another game: practice games are kept in the history but count
in no statistics, ``UNCOUNTED_WHEN``) nor another player's game (a video opened in the window, kept in the history as
imported and counted nowhere either). Every game counts in its preset's row, or in the custom row, and custom
boards are counted but never ranked, since their sizes do not compare. A row keeps its ``TOP`` best times and its
``RECENT`` last results. A streak grows by one with each win and ends at anything else. The store turns
``RANKED_WHEN`` into its SQL condition, so the database asks the very question ``is_ranked`` answers.
"""

from __future__ import annotations

from collections.abc import Iterable

from minesweeper.core.presets import CUSTOM, Difficulty

TOP = 10  # best times kept per statistics row
RECENT = 100  # last results shown per statistics row; the history never lets these go
# The facts of a ranked result, as (fact, value) pairs: ``is_ranked`` checks them, the store's SQL tests them.
RANKED_WHEN: tuple[tuple[str, bool], ...] = (("won", True), ("assisted", False), ("practice", False), ("video", False))
# The facts that keep a result out of every statistic (played, won, streaks, recent results), not only the best times.
UNCOUNTED_WHEN: tuple[str, ...] = ("practice", "video")


def is_ranked(*, won: bool, assisted: bool, practice: bool, video: bool = False) -> bool:
    """Whether a result may be among the best times: won, with no help from the solver, in a game of its own, by the
    player (not a ``video`` of another's)."""
    facts = {"won": won, "assisted": assisted, "practice": practice, "video": video}
    return all(facts[fact] is value for fact, value in RANKED_WHEN)


def row_key(difficulty: Difficulty) -> str:
    """The statistics row a game counts in: its preset's key, or ``"custom"`` for every custom board."""
    return CUSTOM if difficulty.is_custom else difficulty.key


def has_best_times(key: str) -> bool:
    """Whether a statistics row ranks its wins: every preset does, the custom row never does."""
    return key != CUSTOM


def next_streak(streak: int, longest: int, won: bool) -> tuple[int, int]:
    """The current and longest winning streaks after one more result."""
    streak = streak + 1 if won else 0
    return streak, max(longest, streak)


def streaks(results: Iterable[bool], streak: int = 0, longest: int = 0) -> tuple[int, int]:
    """The current and longest winning streaks after ``results`` (oldest first), carrying on from a
    ``streak`` and ``longest`` that came before them."""
    for won in results:
        streak, longest = next_streak(streak, longest, won)
    return streak, longest
