"""The results database's tables, as the statements that build each version of them from the one before, and the SQL
functions those statements and the game's queries call.

``PRAGMA user_version`` says which version a file is at; ``MIGRATIONS[i]`` takes it from version i to
i + 1, so a file from any older version is brought up to date in one transaction, and a new version only
ever appends statements, never edits old ones (files in the wild are at every version). A statement may call the SQL
functions every connection is given when it opens (``add_functions``, which ``database`` calls), so an older file's
rows are filled in by the core's own rules.
"""

from __future__ import annotations

import sqlite3

MIGRATIONS: tuple[tuple[str, ...], ...] = (  # i18n: fixed (SQL)
    (  # 1: every finished game, and what an imported records file knew
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game_id TEXT UNIQUE,                 -- NULL for results imported from the old records file
            difficulty TEXT NOT NULL,            -- 'expert' or '30x16n99'
            ranked_key TEXT NOT NULL,            -- the statistics row: a preset's key, or 'custom'
            no_guess INTEGER NOT NULL DEFAULT 0,
            question_marks INTEGER NOT NULL DEFAULT 0,
            layout TEXT,                         -- rows of '*' and '.', NULL for imported results
            actions TEXT,                        -- 'R3,4@1520 F0,0@2210 ...', NULL for imported results
            started TEXT NOT NULL,               -- ISO date of the first reveal
            ms INTEGER NOT NULL,
            outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'given_up')),
            imported INTEGER NOT NULL DEFAULT 0
        )""",
        "CREATE INDEX games_by_key ON games (ranked_key, no_guess, id)",
        "CREATE INDEX games_best ON games (ranked_key, no_guess, ms) WHERE outcome = 'won'",
        # Counts from the old records file that no row stands for (it kept only best and recent results).
        """CREATE TABLE baseline (
            ranked_key TEXT PRIMARY KEY,
            played INTEGER NOT NULL, won INTEGER NOT NULL,
            streak INTEGER NOT NULL, longest_streak INTEGER NOT NULL
        )""",
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    ),
    (  # 2: how each game was played (clicks, help, the hand, its metrics), and the puzzle library
        "ALTER TABLE games ADD COLUMN clicks_left INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN clicks_right INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN clicks_double INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN clicks_effective INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0",  # a hint or probabilities: unranked
        "ALTER TABLE games ADD COLUMN hand BLOB",  # the recorded mouse, if any
        "ALTER TABLE games ADD COLUMN opened TEXT NOT NULL DEFAULT ''",  # a puzzle's open cells: '3,4 5,0'
        "ALTER TABLE games ADD COLUMN bbbv INTEGER",  # NULL for imported results
        "ALTER TABLE games ADD COLUMN bbbv_solved INTEGER",
        "ALTER TABLE games ADD COLUMN puzzle_id INTEGER",  # a game of a library puzzle
        "CREATE INDEX games_by_puzzle ON games (puzzle_id, ms) WHERE outcome = 'won'",
        """CREATE TABLE puzzles (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            layout TEXT NOT NULL,                -- rows of '*' and '.'
            opened TEXT NOT NULL DEFAULT '',     -- the cells that start open: '3,4 5,0'
            created TEXT NOT NULL,
            updated TEXT NOT NULL
        )""",
    ),
    (  # 3: the board's greedy ZiNi, the clicks a flagging player needs
        "ALTER TABLE games ADD COLUMN zini INTEGER",
    ),
    (  # 4: whether a left click on a number chorded when the hand was recorded (NULL: not known, older games)
        "ALTER TABLE games ADD COLUMN left_click_chords INTEGER",
    ),
    (  # 5: the review of each game, worked out once (NULL: not yet), and practice games (kept, never counted)
        "ALTER TABLE games ADD COLUMN review TEXT",  # core.solver.review's Review.to_json()
        "ALTER TABLE games ADD COLUMN accuracy REAL",  # its summary's accuracy, for the history's column
        "ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0",  # played on from a moment of a game
    ),
    (  # 6: the clicks that changed nothing, beside the moves: 'R3,4@1520 C5,0@2210' ('' for older games: none kept)
        "ALTER TABLE games ADD COLUMN wasted TEXT NOT NULL DEFAULT ''",
    ),
    (  # 7: a daily game's date, 'YYYY-MM-DD' (NULL for every other game): its level is the game's difficulty
        "ALTER TABLE games ADD COLUMN daily TEXT",
        "CREATE INDEX games_by_daily ON games (daily, difficulty) WHERE daily IS NOT NULL",
    ),
    (  # 8: what the personal records need: the style, the interrupted mark and ms-toollib's effective clicks
        "ALTER TABLE games ADD COLUMN style TEXT",  # 'nf' (no flag ever placed) or 'fl'; NULL: no moves kept
        # Older games' style, from their moves (``played_style``, the core's rule, given to SQL when a file opens).
        "UPDATE games SET style = played_style(CAST(actions AS BLOB)) WHERE actions IS NOT NULL",
        "ALTER TABLE games ADD COLUMN interrupted INTEGER NOT NULL DEFAULT 0",  # paused or resumed: marked in records
        # The clicks that changed the board as ms-toollib counts them (``figures.effective_clicks``; clicks_effective
        # is the window's own older count); NULL for older games, whose scorecard works it out from the moves.
        "ALTER TABLE games ADD COLUMN ce INTEGER",
    ),
    (  # 9: the daily boards the rows are checked against, and every game's start and end as UTC instants
        # Each daily a row names, as the scheme makes it (``daily_board``, the core's scheme given to SQL when a file
        # opens): a row whose board is not its daily's is damaged. Worked out once, here for the dailies already kept
        # and when a daily result is recorded: never from a row's own board.
        """CREATE TABLE daily_boards (
            day TEXT NOT NULL,                   -- 'YYYY-MM-DD'
            level TEXT NOT NULL,                 -- 'beginner', 'intermediate' or 'expert'
            board TEXT NOT NULL,                 -- rows of '*' and '.', as the games' layout column
            PRIMARY KEY (day, level)
        )""",
        "INSERT OR IGNORE INTO daily_boards SELECT DISTINCT daily, difficulty, daily_board(daily, difficulty) "
        "FROM games WHERE daily IS NOT NULL AND daily_board(daily, difficulty) IS NOT NULL",
        # The 3BV of games kept before it was (version 1 files): worked out from their boards and moves by the core's
        # own rules (``kept_bbbv``), so every game with a board is in the records and the best times.
        "UPDATE games SET bbbv = kept_bbbv(difficulty, layout, actions, opened, 0), "
        "bbbv_solved = kept_bbbv(difficulty, layout, actions, opened, 1) "
        "WHERE bbbv IS NULL AND layout IS NOT NULL AND actions IS NOT NULL",
        "ALTER TABLE games ADD COLUMN start_utc TEXT",  # the first move, as a UTC instant (NULL: older games)
        "ALTER TABLE games ADD COLUMN end_utc TEXT",  # the end of the game, as a UTC instant (NULL: older games)
    ),
    (  # 10: another player's game opened from a video file (kept as imported, never counted): what the file says of it,
        # ``VideoSource.to_text`` (format, version, program, player, date, country); NULL for the player's own games
        "ALTER TABLE games ADD COLUMN video TEXT",
    ),
    (  # 11: each row checked once, not at every read: a stamp that the file clears itself when the row changes
        # ``rows.STAMP`` on a row the rules of the row alone found sound; NULL: not checked since it was written or
        # changed. The game stamps a row when it records it, and every row without one when it opens the file.
        "ALTER TABLE games ADD COLUMN checked INTEGER",
        "CREATE INDEX games_unchecked ON games (id) WHERE checked IS NULL",
        # The history newest first, with what it shows of a stamped row that is not a daily (``history.listing``).
        "CREATE INDEX games_listed ON games ((CASE WHEN typeof(started) = 'text' THEN started END), id, checked, "
        "daily, started, difficulty, outcome, ms, bbbv, bbbv_solved, (layout IS NOT NULL), puzzle_id, accuracy, "
        "practice, assisted, no_guess, (video IS NOT NULL))",
        # Any change to a stamped row, by any program, clears its stamp; so does adding a row with one.
        "CREATE TRIGGER games_changed AFTER UPDATE ON games WHEN OLD.checked IS NOT NULL AND NEW.checked IS NOT NULL "
        "BEGIN UPDATE games SET checked = NULL WHERE id = NEW.id; END",
        "CREATE TRIGGER games_added AFTER INSERT ON games WHEN NEW.checked IS NOT NULL "
        "BEGIN UPDATE games SET checked = NULL WHERE id = NEW.id; END",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)
# The triggers a file of this version has, as SQLite keeps their statements: a stamp stands only where the file has
# these and no other (``stamps.trust``).
TRIGGERS = tuple(
    statement for statements in MIGRATIONS for statement in statements if statement.startswith("CREATE TRIGGER ")
)


def add_functions(db: sqlite3.Connection) -> None:
    """The scorecard's own 3BV/s and IOE as SQL functions, ``bbbv_rate(bbbv_solved, ms)`` and ``ioe(bbbv_solved,
    clicks)``, so the statistics' best figures are worked out by the definition the card uses, not a copy of it; the
    style of a row's moves, ``played_style`` (a migration fills older rows' style with it). The checks of a row's text
    columns are the rows' own (``rows.add_checks``): ``database`` gives a connection both."""
    from minesweeper.core.metrics.figures import bbbv_rate, ioe

    db.create_function("bbbv_rate", 2, bbbv_rate, deterministic=True)
    db.create_function("ioe", 2, ioe, deterministic=True)
    db.create_function("played_style", 1, _played_style, deterministic=True)
    db.create_function("daily_board", 2, daily_board, deterministic=True)
    db.create_function("kept_bbbv", 5, _kept_bbbv, deterministic=True)


def _played_style(actions: object) -> str | None:
    """``played_style(CAST(actions AS BLOB))``: the style of a row's kept moves by the core's rule (``standing``), 'nf'
    or 'fl'; NULL for moves the game cannot read (such a row is damaged, and in no statistic)."""
    from minesweeper.core.actions import parse_actions
    from minesweeper.core.errors import MinesweeperError
    from minesweeper.core.metrics.standing import moves_style

    if not isinstance(actions, bytes):
        return None
    try:
        return moves_style(parse_actions(actions.decode()))
    except (MinesweeperError, UnicodeDecodeError):
        return None


def daily_board(day: object, level: object) -> str | None:
    """``daily_board(daily, difficulty)``: the board of the daily a row names, as the scheme makes it (rows of '*' and
    '.'); NULL when it names none (a date or level that is no daily's: such a row is damaged anyway)."""
    from minesweeper.core.daily.scheme import LEVELS, daily
    from minesweeper.core.errors import MinesweeperError

    if not isinstance(day, str) or level not in LEVELS:
        return None
    try:
        return str(daily(day, str(level)).layout)
    except MinesweeperError:
        return None


def _kept_bbbv(difficulty: object, layout: object, actions: object, opened: object, solved: object) -> int | None:
    """``kept_bbbv(difficulty, layout, actions, opened, 0 or 1)``: a kept game's 3BV (0) or the part of it solved (1),
    worked out from its board and moves by the core's rules (``measures.board_metrics``); NULL for a row the game
    cannot read back (such a row is damaged, and in no statistic)."""
    from minesweeper.core.actions import MAX_CLOCK_MS, parse_actions
    from minesweeper.core.errors import MinesweeperError
    from minesweeper.core.layout import Layout, parse_cells
    from minesweeper.core.metrics.measures import board_metrics
    from minesweeper.core.presets import Difficulty
    from minesweeper.core.record import GameRecord

    if not all(isinstance(text, str) for text in (difficulty, layout, actions, opened)):
        return None
    try:
        board = Layout.parse(str(layout))
        record = GameRecord(
            Difficulty.parse(str(difficulty)),
            board,
            False,
            parse_actions(str(actions), MAX_CLOCK_MS),
            False,
            parse_cells(str(opened), board.width, board.height),
        )
        total, done, _ = board_metrics(record.replay())
    except (MinesweeperError, ValueError):
        return None
    return done if solved else total
