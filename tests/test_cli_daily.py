"""``--daily-board DATE --preset LEVEL``: the daily's line and layout as scripts read them, and its refusals.

Read by the documented contract: one line ``daily date=… level=… candidate=K fingerprint=… start=COL,ROW``, then
H lines of W characters in the ``--board`` format. A date or a level that has no daily is one line on standard
error and exit code 2.
"""

from __future__ import annotations

import hashlib
import re

import pytest

from minesweeper.core.daily.scheme import daily
from minesweeper.core.layout import Layout
from minesweeper.text.play import main
from tests.core.daily_golden import GOLDEN_ROWS

HEAD = re.compile(r"daily date=(\S+) level=(\S+) candidate=(\d+) fingerprint=([0-9a-f]{8}) start=(\d+),(\d+)")
PROG = "minesweeper-text"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Exit code, standard output and standard error of ``minesweeper-text ARGS``."""
    try:
        code = main(list(args))
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("day", "level", "k", "mark"), [row for row in GOLDEN_ROWS if row[0] in ("2026-11-27", "2026-12-05", "1900-03-01")]
)
def test_the_daily_board_prints_its_line_then_its_layout(
    capsys: pytest.CaptureFixture[str], day: str, level: str, k: int, mark: str
) -> None:
    code, out, err = run(capsys, "--daily-board", day, "--preset", level)
    assert (code, err) == (0, "")
    head, *rows = out.splitlines()
    match = HEAD.fullmatch(head)
    assert match is not None, head
    assert match.groups()[:4] == (day, level, str(k), mark)
    layout = Layout.parse("\n".join(rows))
    assert layout == daily(day, level).layout
    assert len(rows) == layout.height and out.endswith("\n")
    assert hashlib.sha256(out.split("\n", 1)[1].encode("ascii")).hexdigest()[:8] == mark
    column, row = int(match.group(5)), int(match.group(6))
    assert (column, row) == (layout.width // 2 + 1, layout.height // 2 + 1)
    assert not layout.has_mine(column - 1, row - 1)


def test_the_start_is_counted_from_1_as_the_text_mode_counts(capsys: pytest.CaptureFixture[str]) -> None:
    starts = []
    for level in ("beginner", "intermediate", "expert"):
        _, out, _ = run(capsys, "--daily-board", "2026-11-27", "--preset", level)
        starts.append(out.splitlines()[0].rsplit(" ", 1)[1])
    assert starts == ["start=5,5", "start=9,9", "start=16,9"]


def test_the_preset_is_read_in_any_case_as_everywhere(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        run(capsys, "--daily-board", "2026-11-27", "--preset", "EXPERT")[1]
        == (run(capsys, "--daily-board", "2026-11-27", "--preset", "expert")[1])
    )


@pytest.mark.parametrize("day", ["2026-02-30", "2026-2-3", "today", "", "27/11/2026", "2026-11-27x"])
def test_a_date_that_is_not_a_real_date_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], day: str) -> None:
    code, out, err = run(capsys, "--daily-board", day, "--preset", "expert")
    assert (code, out) == (2, "")
    assert err == (
        f"{PROG}: error: a daily's date is a real date written YYYY-MM-DD, such as 2026-11-27, not {day!r}\n"
    )


@pytest.mark.parametrize("level", ["easy", "hard", "30x16n99", "16x16n40"])
def test_a_difficulty_that_is_not_a_dailys_level_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], level: str
) -> None:
    code, out, err = run(capsys, "--daily-board", "2026-11-27", "--preset", level)
    assert (code, out) == (2, "")
    assert err == f"{PROG}: error: a daily's level is one of beginner, intermediate, expert, not {level!r}\n"


def test_without_a_level_it_says_which_are_taken(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--daily-board", "2026-11-27")
    assert (code, out) == (2, "")
    assert err == f"{PROG}: error: --daily-board needs --preset beginner, intermediate or expert\n"


def test_a_preset_that_is_no_difficulty_at_all_is_one_line_too(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--daily-board", "2026-11-27", "--preset", "foo")
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1, err  # no usage before it: the command's refusals are one line
    assert err.startswith(f"{PROG}: error: argument --preset: 'foo' is not a difficulty")


def test_other_commands_keep_the_usage_before_an_option_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--history", "--preset", "foo")
    assert code == 2 and err.startswith("usage: ") and "'foo' is not a difficulty" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seed", "3"], "--daily-board does not take --seed"),
        (["--no-guess"], "--daily-board does not take --no-guess"),
        (["--first", "1,1"], "--first goes with --generate or --autoplay"),
        (["--history"], "not allowed with argument"),
        (["--resume"], "--resume plays a game; it does not go with --daily-board"),
    ],
)
def test_options_that_do_not_go_with_it_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = run(capsys, "--daily-board", "2026-11-27", "--preset", "beginner", *args)
    assert (code, out) == (2, "")
    assert message in err


def test_the_help_names_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0
    assert "--daily-board DATE" in out
