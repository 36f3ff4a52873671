"""A row of the games table read as untrusted: what each column must hold, as one table of rules asked in SQL.

SQLite keeps whatever it is given (text or a float in an INTEGER column), so a hand edit or another program
can leave a row the game never wrote. Every read goes through these rules instead of trusting the row: the
statistics count and rank only rows that pass all of them (``SOUND_SQL``), and the history asks each rule of
each row (``RULE_COLUMNS``) so a row that fails is listed as damaged with the first reason (``damage``) and
is never replayed or exported. Each rule is written once, here, and is cheap enough for every query.
"""

from __future__ import annotations

from collections.abc import Sequence

from minesweeper.core.actions import MAX_CLOCK_MS
from minesweeper.core.record import Outcome

MAX_COUNT = 2**31 - 1  # 3BV, ZiNi and clicks: beyond any board the game makes


def _whole(column: str, most: int, *, null: bool = False) -> str:
    test = f"(typeof({column}) = 'integer' AND {column} BETWEEN 0 AND {most})"
    return f"({column} IS NULL OR {test})" if null else test


def _typed(column: str, kind: str, *, null: bool = True, longest: int | None = None) -> str:
    test = f"typeof({column}) = '{kind}'" + (f" AND length({column}) <= {longest}" if longest else "")
    return f"({column} IS NULL OR ({test}))" if null else f"({test})"


_FLAGS = ("no_guess", "question_marks", "assisted", "imported", "practice")
_OUTCOMES = ", ".join(f"'{outcome}'" for outcome in Outcome)

# (the column a reader needs, the condition a sound row meets, what a row that fails it has wrong)
RULES: tuple[tuple[str, str, str], ...] = (
    ("outcome", f"outcome IN ({_OUTCOMES})", "its result is not won, lost or given up"),
    ("ms", _whole("ms", MAX_CLOCK_MS), f"its time is not a whole number of milliseconds from 0 to {MAX_CLOCK_MS}"),
    ("started", _typed("started", "text", null=False, longest=40), "its date is not a short text"),
    ("difficulty", _typed("difficulty", "text", null=False, longest=40), "its difficulty is not a short text"),
    ("ranked_key", _typed("ranked_key", "text", null=False, longest=40), "its statistics row is not a short text"),
    (
        "bbbv",
        _whole("bbbv", MAX_COUNT, null=True) + " AND " + _whole("bbbv_solved", MAX_COUNT, null=True),
        "its 3BV is not a whole number",
    ),
    (
        "clicks",
        " AND ".join(_whole(f"clicks_{kind}", MAX_COUNT) for kind in ("left", "right", "double", "effective")),
        "its clicks are not whole numbers",
    ),
    ("flags", " AND ".join(f"{flag} IN (0, 1)" for flag in _FLAGS), "a yes-or-no field is not 0 or 1"),
    (
        "game",
        " AND ".join(
            (
                _typed("game_id", "text", longest=64),
                _typed("layout", "text"),
                _typed("actions", "text"),
                _typed("opened", "text", null=False),
                _typed("wasted", "text", null=False),
            )
        ),
        "its board, moves or id are not text",
    ),
    ("hand", _typed("hand", "blob"), "its recorded hand is not bytes"),
    (
        "extras",
        " AND ".join(
            (
                _whole("zini", MAX_COUNT, null=True),
                _whole("puzzle_id", 2**62, null=True),
                "(left_click_chords IS NULL OR left_click_chords IN (0, 1))",
            )
        ),
        "its puzzle, ZiNi or chord setting is not a whole number",
    ),
)
# A kept review is worked out again from the game when it is damaged, so it is no rule of a sound row: its accuracy is
# read only where it is a share from 0 to 1 (NULL otherwise: not reviewed yet), its text checked whole when it is read.
ACCURACY_SQL = "CASE WHEN typeof(accuracy) IN ('real', 'integer') AND accuracy BETWEEN 0 AND 1 THEN accuracy END"
SOUND_SQL = "(" + " AND ".join(f"({condition})" for _, condition, _ in RULES) + ")"
RULE_COLUMNS = ", ".join(f"coalesce({condition}, 0)" for _, condition, _ in RULES)  # 1 where the rule holds


def damage(passed: Sequence[object]) -> str | None:
    """What is wrong with a row, from the ``RULE_COLUMNS`` read with it (None: nothing)."""
    return next((problem for (_, _, problem), ok in zip(RULES, passed, strict=True) if not ok), None)


def holds(passed: Sequence[object], column: str) -> bool:
    """Whether the rule of ``column`` held for a row (its value can be trusted even if the row is damaged)."""
    return bool(next(ok for (name, _, _), ok in zip(RULES, passed, strict=True) if name == column))
