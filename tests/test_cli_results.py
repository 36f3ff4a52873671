"""``--stats`` and ``--history`` over the results database, run in-process: the figures they print are the store's,
unchanged when the history's cap lets old games go, and a row the game never wrote is listed as damaged and left out
of the statistics."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from minesweeper.core.play import Play
from minesweeper.store import Store
from minesweeper.text.batch import run_batch
from minesweeper.text.options import build_parser
from tests.test_history_db import late_results
from tests.test_results_db import result


def run_text(capsys: pytest.CaptureFixture[str], folder: Path, *args: str) -> list[str]:
    """What a script reads from ``minesweeper-text ARGS --data-dir FOLDER``: its output's lines (exit code 0)."""
    parser = build_parser()
    assert run_batch(parser, parser.parse_args([*args, "--data-dir", str(folder)])) == 0
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return out.splitlines()


def beginner(stats: list[str]) -> list[str]:
    """The Beginner row of ``--stats``' table: played, won, win %, streak, longest streak, best time."""
    table = stats[: stats.index("")] if "" in stats else stats
    rows = [line.split() for line in table]
    [row] = [words[1:] for words in rows if words[:1] == ["Beginner"] and words[1].isdigit()]  # not Beginner 8×8's
    return row


def test_stats_prints_the_same_figures_after_the_cap_when_ids_are_not_in_date_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = Store(tmp_path)
    for game in late_results():  # the thirty games that won in a row were recorded last, from pending/
        assert store.record_result(game)
    before = run_text(capsys, tmp_path, "--stats")
    assert beginner(before) == ["150", "90", "60%", "1", "30", "50"]
    gone = store.cap_history(100)
    store.close()
    assert run_text(capsys, tmp_path, "--stats") == before
    assert gone == 10  # of the fifty oldest by date, the wins stay (the last hundred wins' averages need them)


# The damaged text columns the issue names, one in each of rows 2 to 8 of nine 4×4 games with 2 mines.
ISSUE_DAMAGE = (
    ("layout", "'xx'"),
    ("actions", "'garbage'"),
    ("actions", "'R9,9@1'"),
    ("difficulty", "'0x0n0'"),
    ("difficulty", "'100000x100000n1'"),
    ("wasted", "'x'"),
    ("wasted", "'R99,99@1'"),
)


def damaged_history(folder: Path, *first: str) -> None:
    """Nine won 4×4 games a minute apart, rows 2 to 8 each with one text column the game never writes (after the
    statements ``first``)."""
    store = Store(folder)
    for n in range(9):
        assert store.record_result(result("4x4n2", True, 4_000 + n, f"2024-05-01T10:0{n}:00"))
    store.close()
    with sqlite3.connect(folder / "results.sqlite3") as db:
        for statement in first:
            db.execute(statement)
        for row_id, (column, value) in enumerate(ISSUE_DAMAGE, start=2):
            db.execute(f"UPDATE games SET {column} = {value} WHERE id = {row_id}")
    sqlite3.connect(":memory:").close()


@pytest.mark.parametrize(
    "first",
    [
        (),
        # another program first drops the trigger that clears a checked row's stamp when the row changes, or adds one
        # that stamps it again: every row is checked again
        ("DROP TRIGGER games_changed",),
        (
            "CREATE TRIGGER restamp AFTER UPDATE OF checked ON games WHEN NEW.checked IS NULL "
            "BEGIN UPDATE games SET checked = OLD.checked WHERE id = NEW.id; END",
        ),
    ],
)
def test_history_lists_damaged_text_columns_as_damaged_and_stats_leaves_them_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], first: tuple[str, ...]
) -> None:
    damaged_history(tmp_path, *first)
    lines = run_text(capsys, tmp_path, "--history")
    assert lines[0] == "9 2024-05-01T10:08:00 4x4n2 won 4.008"
    assert lines[-1] == "1 2024-05-01T10:00:00 4x4n2 won 4.000"
    for line, (row_id, (column, _)) in zip(lines[1:-1], reversed(list(enumerate(ISSUE_DAMAGE, start=2))), strict=True):
        difficulty = "-" if column == "difficulty" else "4x4n2"
        assert line == f"{row_id} 2024-05-01T10:0{row_id - 1}:00 {difficulty} damaged -"
    custom = run_text(capsys, tmp_path, "--stats")
    [row] = [line.split()[1:] for line in custom if line.startswith("Custom ")]
    assert row == ["2", "2", "100%", "2", "2", "-"]
    parser = build_parser()
    for row_id in range(2, 9):
        for command in (["--export", str(row_id), "-o", "-"], ["--review", str(row_id)]):
            assert run_batch(parser, parser.parse_args([*command, "--data-dir", str(tmp_path)])) != 0
            out, err = capsys.readouterr()
            assert out == "" and f"game {row_id} is damaged" in err and "Traceback" not in err


def test_history_ends_the_line_of_a_game_played_with_the_solvers_help_in_the_word_assisted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The five columns scripts read stay as they are; ``assisted`` joins at the end, after ``practice``."""
    store = Store(tmp_path)
    plain = result("beginner", True, 4_000, "2024-05-01T10:00:00")
    helped = replace(result("beginner", True, 5_000, "2024-05-01T10:01:00"), play=Play(assisted=True))
    both = replace(result("beginner", False, 6_000, "2024-05-01T10:02:00"), play=Play(assisted=True, practice=True))
    for game in (plain, helped, both):
        assert store.record_result(game)
    store.close()
    assert run_text(capsys, tmp_path, "--history") == [
        "3 2024-05-01T10:02:00 beginner lost 6.000 practice assisted",
        "2 2024-05-01T10:01:00 beginner won 5.000 assisted",
        "1 2024-05-01T10:00:00 beginner won 4.000",
    ]


OLD_PAGE = 500  # --history once read the games in pages of this many, each page sorting the whole table again


def listed_as_pages_did(folder: Path) -> str:
    """What ``--history`` printed when it read the history a page at a time (the byte-for-byte contract)."""
    from minesweeper.text.board import history_line

    store, lines, offset = Store(folder), [], 0
    while page := store.history(limit=OLD_PAGE, offset=offset):
        lines += [history_line(entry) + "\n" for entry in page]
        offset += OLD_PAGE
    store.close()
    return "".join(lines)


def test_history_read_in_one_pass_prints_exactly_what_its_pages_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Over more than two old pages: results recorded late (ids out of date order), games on the same second, practice,
    assisted and daily games, and rows the game never wrote (a date that is not UTF-8, or not text at all, lists after
    every dated game; a damaged board)."""
    damaged_history(tmp_path)
    store = Store(tmp_path)
    for game in late_results():
        assert store.record_result(game)
    assert store.record_result(replace(result("expert", False, 9_000), play=Play(assisted=True, practice=True)))
    assert store.record_result(replace(result("beginner", True, 7_000), play=Play(daily="2024-05-02")))
    store.close()
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        columns = ", ".join(
            name for _, name, *_ in db.execute("PRAGMA table_info(games)") if name not in ("id", "game_id")
        )
        for copy in range(7):  # each game again, on the same dates: ties told apart by id
            db.execute(
                f"INSERT INTO games (game_id, {columns}) SELECT game_id || '+{copy}', {columns} FROM games "
                "WHERE id <= 161"
            )
        db.execute("UPDATE games SET started = CAST(X'ff2d' AS TEXT) WHERE id = 600")
        db.execute("UPDATE games SET started = 20240501 WHERE id IN (700, 1300)")
    sqlite3.connect(":memory:").close()
    expected = listed_as_pages_did(tmp_path)
    assert expected.count("\n") > 2 * OLD_PAGE and " damaged -\n" in expected
    assert "\n".join(run_text(capsys, tmp_path, "--history")) + "\n" == expected
