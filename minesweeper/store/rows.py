"""A row of the games table read as untrusted: what each column must hold, as one table of rules asked in SQL.

SQLite keeps whatever it is given (text or a float in an INTEGER column, any text in a TEXT one), so a hand edit or
another program can leave a row the game never wrote. Every read goes through these rules instead of trusting the
row: the statistics count and rank only rows that pass all of them (``SOUND_SQL``), and the history asks each rule
of each row (``RULE_COLUMNS``) so a row that fails is listed as damaged with the first reason (``damage``) and is
never replayed or exported. Each rule is written once, here. The number columns' rules are plain SQL; the text
columns' (the difficulty, the board, the moves, the open cells, the wasted clicks, a daily's date) ask the core's
own readers through SQL functions (``add_checks``), so a row passes exactly when the game could read it back.

A long game's moves take a while to read back, so a row is checked once, not at every read: a row the rules of the row
alone found sound carries a stamp (``keep_stamps``, at the end), which stands for their yes (``STAMPED``) until any
program changes the row (the file's own triggers clear it then); only the rules that read more than the row (``LIVE``)
are asked of a stamped row. A row without a stamp is checked in full, each verdict on the same texts worked out once a
process (a statistic reads each row several times).
"""

from __future__ import annotations

import hashlib
import sqlite3
import zlib
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, suppress
from functools import lru_cache

from minesweeper.core.actions import MAX_CLOCK_MS, actions_fit
from minesweeper.core.daily.results import DAYS_AHEAD
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.formats.video_source import MAX_SOURCE_CHARS
from minesweeper.core.language.translate import N_, _
from minesweeper.core.layout import Layout, parse_cells
from minesweeper.core.play import daily_date, wasted_clicks
from minesweeper.core.presets import CUSTOM, Difficulty
from minesweeper.core.ranking import row_key
from minesweeper.core.record import Outcome
from minesweeper.store.schema import TRIGGERS

MAX_COUNT = 2**31 - 1  # 3BV, ZiNi and clicks: beyond any board the game makes


def _whole(column: str, most: int, *, null: bool = False) -> str:
    test = f"(typeof({column}) = 'integer' AND {column} BETWEEN 0 AND {most})"  # i18n: fixed (SQL)
    return f"({column} IS NULL OR {test})" if null else test  # i18n: fixed (SQL)


def _typed(column: str, kind: str, *, null: bool = True, longest: int | None = None) -> str:
    test = f"typeof({column}) = '{kind}'" + (f" AND length({column}) <= {longest}" if longest else "")  # i18n: fixed
    return f"({column} IS NULL OR ({test}))" if null else f"({test})"  # i18n: fixed (SQL)


def _asked(check: str, column: str, *, empty: bool = False) -> str:
    """A text column passed to one of ``add_checks``' functions with the row's difficulty (as bytes: SQLite hands a
    function text that is not UTF-8 only that way); ``empty``: an empty text (none at all) fits any board, even an
    old records file's custom result that kept none."""
    asked = f"(typeof({column}) = 'text' AND {check}(CAST({column} AS BLOB), CAST(difficulty AS BLOB)))"  # i18n: fixed
    return f"({column} = '' OR {asked})" if empty else asked


def _utf8(column: str) -> str:
    return f"is_text(CAST({column} AS BLOB))"  # i18n: fixed (SQL)


_FLAGS = ("no_guess", "question_marks", "assisted", "imported", "practice", "interrupted")
_OUTCOMES = ", ".join(f"'{outcome}'" for outcome in Outcome)

# (the column a reader needs, the condition a sound row meets, what a row that fails it has wrong: marked for
# translation, translated where it is told, ``damage``)
RULES: tuple[tuple[str, str, str], ...] = (  # i18n: fixed (names and SQL; each reason is N_)
    ("outcome", f"outcome IN ({_OUTCOMES})", N_("its result is not won, lost or given up")),
    ("ms", _whole("ms", MAX_CLOCK_MS), N_("its time is not a whole number of milliseconds from 0 to {most}")),
    (
        "started",
        _typed("started", "text", null=False, longest=40) + f" AND {_utf8('started')}",
        N_("its date is not a short text"),
    ),
    (
        "difficulty",
        _typed("difficulty", "text", null=False, longest=40)
        # an old records file's custom results kept no board, only the row they counted in
        + f" AND (plays(CAST(difficulty AS BLOB)) OR (difficulty = '{CUSTOM}' AND layout IS NULL AND imported = 1))",
        N_("its difficulty is not a board the game plays (a preset's name, or a size like 30x16n99)"),
    ),
    (
        "ranked_key",
        _typed("ranked_key", "text", null=False, longest=40)
        + " AND ranked_key = statistics_row(CAST(difficulty AS BLOB))",
        N_("its statistics row is not its difficulty's"),
    ),
    (
        "bbbv",
        _whole("bbbv", MAX_COUNT, null=True) + " AND " + _whole("bbbv_solved", MAX_COUNT, null=True),
        N_("its 3BV is not a whole number"),
    ),
    (
        "clicks",
        " AND ".join(_whole(f"clicks_{kind}", MAX_COUNT) for kind in ("left", "right", "double", "effective")),
        N_("its clicks are not whole numbers"),
    ),
    ("flags", " AND ".join(f"{flag} IN (0, 1)" for flag in _FLAGS), N_("a yes-or-no field is not 0 or 1")),
    (
        "game_id",
        _typed("game_id", "text", longest=64) + f" AND (game_id IS NULL OR {_utf8('game_id')})",
        N_("its id is not a short text"),
    ),
    (
        "layout",
        "layout IS NULL OR " + _asked("fits_layout", "layout"),
        N_("its board is not rows of '*' and '.' of its difficulty's size and mines"),
    ),
    (
        "actions",  # neither moves nor a board: an old records file's result
        "(actions IS NULL AND layout IS NULL) OR " + _asked("fits_moves", "actions", empty=True),
        N_("its moves are not moves like R3,4@1520, in time order, on its board"),
    ),
    ("opened", _asked("fits_cells", "opened", empty=True), N_("its open cells are not cells of its board like 3,4")),
    (
        "wasted",
        _asked("fits_wasted", "wasted", empty=True),
        N_("its wasted clicks are not clicks like R3,4@1520, in time order, on its board"),
    ),
    ("hand", _typed("hand", "blob"), N_("its recorded hand is not bytes")),
    (
        "daily",
        "daily IS NULL OR " + _asked("fits_daily", "daily"),
        N_("its daily is not a date written YYYY-MM-DD of a Beginner, Intermediate or Expert game"),
    ),
    (
        # The board a daily names (``daily_boards``: the scheme's, worked out once), and a date that has come.
        "daily board",
        f"daily IS NULL OR (daily <= date('now', 'localtime', '+{DAYS_AHEAD} day') AND "
        "layout = (SELECT board FROM daily_boards WHERE day = daily AND level = difficulty))",
        N_("its board is not the daily it names, or that daily's date is still to come"),
    ),
    (
        "extras",
        " AND ".join(
            (
                _whole("zini", MAX_COUNT, null=True),
                _whole("ce", MAX_COUNT, null=True),
                _whole("puzzle_id", 2**62, null=True),
                "(left_click_chords IS NULL OR left_click_chords IN (0, 1))",
            )
        ),
        N_("its puzzle, ZiNi, effective clicks or chord setting is not a whole number"),
    ),
    ("style", "style IS NULL OR style IN ('nf', 'fl')", N_("its style is not nf or fl")),
    (
        "instants",
        " AND ".join(
            f"({column} IS NULL OR (typeof({column}) = 'text' AND length({column}) <= 40 AND {_utf8(column)}))"
            for column in ("start_utc", "end_utc")
        ),
        N_("its start or end is not a short text"),
    ),
    (
        "video",  # what a video file said of another player's game (``VideoSource``, read leniently once it is text)
        f"video IS NULL OR (typeof(video) = 'text' AND length(video) <= {MAX_SOURCE_CHARS} AND {_utf8('video')})",
        N_("its video's facts are not a short text"),
    ),
)
# The rules that read more than the row (another table, today's date): asked of every row at every read. What every
# other rule says of a row is what its stamp keeps.
LIVE = ("daily board",)  # i18n: fixed (a rule's name)
_ROW_ALONE = " AND ".join(f"({condition})" for name, condition, _ in RULES if name not in LIVE)
# The version of the core's readers the rules ask: raise it when one of them comes to refuse what it took.
READERS_VERSION = 1
# A stamp: the rules of the row alone, in these words and with these readers, found the row sound (so a change to any
# rule, or a new reader, leaves no older stamp standing: every row is checked in full again, and stamped again).
STAMP = zlib.crc32(f"{READERS_VERSION} {_ROW_ALONE}".encode())
# A row stamped, and changed by no program since. ``stamp_standing()`` is NULL on a connection to a file whose triggers
# (what clears a stamp) are not the game's: no stamp stands there (``trust_stamps``). It has no arguments, so SQLite
# asks it once a query.
STAMPED = "checked = stamp_standing()"  # i18n: fixed (SQL)
UNSTAMPED_SOUND = f"checked IS NULL AND {_ROW_ALONE}"  # i18n: fixed (SQL: a row to stamp, not stamped, found sound now)
# A kept review is worked out again from the game when it is damaged, so it is no rule of a sound row: its accuracy is
# read only where it is a share from 0 to 1 (NULL otherwise: not reviewed yet), its text checked whole when it is read.
ACCURACY_SQL = (  # i18n: fixed (SQL)
    "CASE WHEN typeof(accuracy) IN ('real', 'integer') AND accuracy BETWEEN 0 AND 1 THEN accuracy END"
)


def _holds(name: str, condition: str) -> str:
    """The rule ``name`` as asked of a row: a stamp stands for a rule of the row alone."""
    return f"({condition})" if name in LIVE else f"({STAMPED} OR ({condition}))"  # i18n: fixed (SQL)


# Each is asked where SQLite stops at the first part that fails (a WHERE, a CASE WHEN), never as a value (inside
# coalesce(), say, it would ask every part of every rule: each function call, however cheap the part before it).
SOUND_SQL = (  # i18n: fixed (SQL)
    f"(({STAMPED} AND "
    + " AND ".join(f"({condition})" for name, condition, _ in RULES if name in LIVE)
    + ") OR ("
    + " AND ".join(f"({condition})" for _, condition, _ in RULES)
    + "))"
)
DAMAGED_SQL = f"(CASE WHEN {SOUND_SQL} THEN 0 ELSE 1 END)"  # i18n: fixed (SQL: 1 for a row some rule fails)
RULE_COLUMNS = ", ".join(  # i18n: fixed (SQL: 1 where a rule holds)
    f"CASE WHEN {_holds(name, condition)} THEN 1 ELSE 0 END" for name, condition, _ in RULES
)


def damage(passed: Sequence[object]) -> str | None:
    """What is wrong with a row, from the ``RULE_COLUMNS`` read with it, in the player's language (None: nothing)."""
    problem = next((problem for (_, _, problem), ok in zip(RULES, passed, strict=True) if not ok), None)
    return None if problem is None else _(problem).format(most=MAX_CLOCK_MS)


def holds(passed: Sequence[object], column: str) -> bool:
    """Whether the rule of ``column`` held for a row (its value can be trusted even if the row is damaged)."""
    return bool(next(ok for (name, _, _), ok in zip(RULES, passed, strict=True) if name == column))


# ------------------------------------------------------------------ the text columns, asked of the core's readers


def add_checks(db: sqlite3.Connection, *, stamps_stand: bool = False) -> None:
    """The SQL functions the text columns' rules call, on one connection: each says whether the game can read the
    column back (1) or not (0), with the reader that reads it; and ``stamp_standing()``, the stamp a row's check is
    kept as where ``stamps_stand`` (the file's triggers are the game's: ``trust_stamps`` looks), NULL elsewhere."""
    stamp = STAMP if stamps_stand else None
    db.create_function("stamp_standing", 0, lambda: stamp, deterministic=True)
    db.create_function("is_text", 1, _is_text, deterministic=True)
    db.create_function("plays", 1, lambda difficulty: _board(difficulty) is not None, deterministic=True)
    db.create_function("statistics_row", 1, _statistics_row, deterministic=True)
    for name, check, long in (
        ("fits_layout", _fits_layout, True),
        ("fits_moves", _fits_moves, True),
        ("fits_cells", _fits_cells, False),  # short, when not empty: quicker read than remembered
        ("fits_wasted", _fits_wasted, False),
        ("fits_daily", _fits_daily, False),
    ):
        asked = _refusing(check)
        db.create_function(name, 2, _remembered(name, asked) if long else asked, deterministic=True)


def _text(value: object) -> str | None:
    """A text column's bytes as the text the game reads, or None when they are not UTF-8."""
    if not isinstance(value, bytes):
        return None
    try:
        return value.decode()
    except UnicodeDecodeError:
        return None


def _is_text(value: object) -> bool:
    return _text(value) is not None


@lru_cache(maxsize=256)  # a few difficulties fill a whole history
def _board(difficulty: object) -> Difficulty | None:
    """The board a row's difficulty names, written as the game writes it (a preset's name, or ``WxHnM``)."""
    text = _text(difficulty)
    if text is None:
        return None
    try:
        board = Difficulty.parse(text)
    except MinesweeperError:
        return None
    return board if str(board) == text else None


def _statistics_row(difficulty: object) -> str | None:
    """The statistics row a game of this difficulty counts in (an old records file's custom results: custom)."""
    board = _board(difficulty)
    if board is None:
        return CUSTOM if difficulty == CUSTOM.encode() else None
    return row_key(board)


def _fits_layout(layout: bytes, board: Difficulty) -> bool:
    mines = Layout.parse(layout.decode())
    return (mines.width, mines.height, mines.mine_count) == (board.width, board.height, board.mines)


def _fits_moves(actions: bytes, board: Difficulty) -> bool:
    return actions_fit(actions.decode(), MAX_CLOCK_MS, (board.width, board.height))


def _fits_cells(opened: bytes, board: Difficulty) -> bool:
    parse_cells(opened.decode(), board.width, board.height)
    return True


def _fits_wasted(wasted: bytes, board: Difficulty) -> bool:
    wasted_clicks(wasted.decode(), (board.width, board.height))
    return True


def _fits_daily(daily: bytes, board: Difficulty) -> bool:
    from minesweeper.core.daily.scheme import LEVELS  # only for a daily's row: the daily's module loads its solver

    daily_date(daily.decode())
    return str(board) in LEVELS


def _refusing(check: Callable[[bytes, Difficulty], bool]) -> Callable[[object, object], bool]:
    """``check`` of a column against the row's board as an SQL function: False (not an error that would fail the
    whole query) for a column or difficulty the game cannot read."""

    def asked(value: object, difficulty: object) -> bool:
        board = _board(difficulty)
        if board is None or not isinstance(value, bytes):
            return False
        try:
            return check(value, board)
        except (MinesweeperError, UnicodeDecodeError):
            return False

    return asked


_VERDICTS: dict[bytes, bool] = {}  # a digest of a check's name and texts -> its verdict
_MOST_VERDICTS = 500_000  # a few tens of megabytes at most: forgotten all at once past it


def _remembered(name: str, check: Callable[[object, object], bool]) -> Callable[[object, object], bool]:
    """``check`` (the SQL function ``name``) worked out once a process for the same texts, told apart by a digest so
    the long ones are not kept: a statistic reads each row several times, and every visit to Statistics or the
    history reads them again."""
    label = name.encode()

    def remembered(value: object, difficulty: object) -> bool:
        if not isinstance(value, bytes) or not isinstance(difficulty, bytes):
            return check(value, difficulty)
        digest = hashlib.blake2b(label, digest_size=16)
        digest.update(len(difficulty).to_bytes(8, "little") + difficulty)
        digest.update(value)
        key = digest.digest()
        verdict = _VERDICTS.get(key)
        if verdict is None:
            if len(_VERDICTS) >= _MOST_VERDICTS:
                _VERDICTS.clear()
            verdict = _VERDICTS[key] = check(value, difficulty)
        return verdict

    return remembered


# ------------------------------------------------------------------ the stamps: each row checked once
# The game stamps a row when it records it, and when it opens a file in which a row has none (a file from before stamps,
# or a row another program added or changed): each such row is checked in full then, and stamped if it is sound. The
# file itself clears a stamp whenever any program changes the row, and one another program writes on a row it adds (its
# triggers, ``schema.TRIGGERS``). So a stamp stands only on a connection to a file whose triggers are exactly those
# (``trust_stamps``); a file whose triggers were changed or dropped has every stamp cleared and its triggers made again
# when the game next opens it to write (``keep_stamps``). What no trigger sees, a file's bytes changed without SQLite or
# a stamp written by hand on a row without one, is believed as the stamp says; a game is still read back in full, move
# by move, before it is replayed or exported.


def _stamping(which: str) -> str:
    return f"UPDATE games SET checked = stamp_standing() WHERE {which} AND {UNSTAMPED_SOUND}"


def trust_stamps(db: sqlite3.Connection) -> bool:
    """Let the stamps stand on this connection when the file's triggers are the game's, and no other; whether they
    do (until then none stands: ``rows.add_checks``)."""
    found = sorted(sql for (sql,) in db.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger'"))
    stand = found == sorted(TRIGGERS)
    add_checks(db, stamps_stand=stand)
    return stand


def keep_stamps(
    db: sqlite3.Connection, transaction: Callable[[sqlite3.Connection], AbstractContextManager[None]]
) -> None:
    """On the connection that writes the file, once it is up to date: its triggers made the game's again if another
    program changed them, and every stamp cleared if the file's stamps are not this version's (``meta``'s ``stamp``),
    or its triggers were not the game's (none can be vouched for then); then every row without a stamp checked and
    stamped if sound. A file that takes no write now (another copy holds it, the disk is full) is stamped another
    time. ``transaction``: how the file takes a change whole (``database.transaction``)."""
    triggers_ours = trust_stamps(db)
    if not triggers_ours or db.execute("SELECT value FROM meta WHERE key = 'stamp'").fetchone() != (str(STAMP),):
        with transaction(db):
            if not triggers_ours:
                for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
                    db.execute(f"DROP TRIGGER {_identifier(name)}")  # i18n: fixed (SQL)
                for statement in TRIGGERS:
                    db.execute(statement)
            # Stamps another version wrote (other rules or readers, or none at all) are cleared, so they are made again.
            db.execute("UPDATE games SET checked = NULL WHERE checked IS NOT NULL")
            db.execute("INSERT OR REPLACE INTO meta VALUES ('stamp', ?)", (str(STAMP),))
        trust_stamps(db)
    found = db.execute(f"SELECT id FROM games WHERE {UNSTAMPED_SOUND}").fetchall()  # read first: most files have none
    if found:  # checked again as they are stamped: another copy may have changed one meanwhile
        with suppress(sqlite3.OperationalError), transaction(db):
            db.executemany(_stamping("id = ?"), found)


def stamp(db: sqlite3.Connection, which: str, arguments: tuple[object, ...]) -> None:
    """Stamp the rows ``which`` picks (SQL, with its ``arguments``) that are sound, in the transaction that has just
    written them: recorded, or changed by the game itself."""
    db.execute(_stamping(which), arguments)


def _identifier(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
