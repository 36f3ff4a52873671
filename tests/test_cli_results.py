"""``--stats`` and ``--history`` over the results database, run in-process: the figures they print are the store's,
unchanged when the history's cap lets old games go, and a row the game never wrote is listed as damaged and left out
of the statistics."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.store import Store
from minesweeper.text.batch import run_batch
from minesweeper.text.play import build_parser
from tests.test_history_db import late_results


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
    [row] = [line.split()[1:] for line in table if line.startswith("Beginner ")]
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
    assert gone == 40  # of the fifty oldest by date, the ten best times stay
