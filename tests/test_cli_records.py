"""``--records``: a level's best ten wins, one game a line (``rank id date time bbbv bbbv_s ioe stnb rqp style``, then
``interrupted`` for a game paused or resumed), by style, kind and sort; its defaults, its usage errors (exit 2) and an
empty table (one line on standard error, exit 0); the averages ``--stats`` ends with; and the place a win takes among
the player's wins, said when a game ends in the terminal."""

from __future__ import annotations

import io
from itertools import count
from pathlib import Path

import pytest

from minesweeper.cli import BoardChoice
from minesweeper.core.actions import Kind
from minesweeper.core.clock_text import format_ms
from minesweeper.core.presets import PRESETS
from minesweeper.session import Session
from minesweeper.store import Store
from minesweeper.text.batch import run_batch
from minesweeper.text.game import TextGame
from minesweeper.text.options import build_parser
from minesweeper.text.play import run
from tests.test_records_db import BOARD, session, start, win
from tests.test_session import Clock


def play_games(folder: Path, *, flags: tuple[bool, ...] = (False, True, False), pause_in: int = -1) -> None:
    """Win the ranked Beginner's board once per entry of ``flags`` (a flagging game where True), each a second
    slower than the one before; the game numbered ``pause_in`` is paused after its first move."""
    clock = Clock()
    for number, flag in enumerate(flags):
        s = session(folder, clock)
        start(s)
        s.apply(Kind.REVEAL, 0, 7)  # the lower half opens, the clock starts
        clock.seconds += number  # each game a second slower
        if number == pause_in:
            s.pause()
            s.unpause()
        win(s, clock, flag=flag)
        s.close()


def records(capsys: pytest.CaptureFixture[str], folder: Path, *args: str) -> tuple[int | None, list[str], str]:
    parser = build_parser()
    code = run_batch(parser, parser.parse_args(["--records", *args, "--data-dir", str(folder)]))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out.splitlines(), err


def test_each_line_is_the_contracts_ten_columns_best_first(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    play_games(tmp_path)
    code, lines, err = records(capsys, tmp_path, "--preset", "beginner8")
    assert code == 0 and err == ""
    rows = [line.split(" ") for line in lines]
    assert all(len(row) == 10 for row in rows) and [row[0] for row in rows] == ["1", "2", "3"]
    assert [row[1] for row in rows] == ["1", "2", "3"]  # each a second slower: the ids --history lists
    store = Store(tmp_path)
    by_id = {str(entry.row_id): entry for entry in store.history()}
    game = store.stored_game(1)
    assert game is not None
    date, time, bbbv, bbbv_s, ioe, stnb, rqp, style = rows[0][2:]
    assert (date, time, bbbv, style) == (by_id["1"].started, format_ms(game.ms), str(game.bbbv), "nf")
    solved = game.bbbv_solved or 0
    assert bbbv_s == f"{solved / (game.ms / 1000):.3f}" and ioe == f"{solved / game.play.clicks.total:.3f}"
    assert rqp == f"{(game.ms / 1000) ** 2 / solved:.3f}" and stnb == f"{36 * solved / (game.ms / 1000) ** 1.7:.3f}"
    assert [row[9] for row in rows] == ["nf", "fl", "nf"]


def test_its_figures_are_the_scorecards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    play_games(tmp_path, flags=(True,))
    [line] = records(capsys, tmp_path, "--preset", "beginner8")[1]
    parser = build_parser()
    assert run_batch(parser, parser.parse_args(["--scorecard", "1", "--data-dir", str(tmp_path)])) == 0
    card = dict(line.split(" ") for line in capsys.readouterr().out.splitlines())
    names = ("time", "bbbv", "bbbv_s", "ioe", "stnb", "rqp", "style")
    assert line.split(" ")[3:] == [card[name] for name in names]


def test_style_kind_and_sort_choose_the_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    play_games(tmp_path)
    assert [line.split()[1] for line in records(capsys, tmp_path, "--style", "nf")[1]] == ["1", "3"]
    assert [line.split()[1] for line in records(capsys, tmp_path, "--style", "fl")[1]] == ["2"]
    by_rqp = records(capsys, tmp_path, "--sort", "rqp")[1]
    assert [line.split()[1] for line in by_rqp] == ["1", "2", "3"]  # the same board: RQP grows with the time
    by_ioe = records(capsys, tmp_path, "--sort", "ioe")[1]
    ioes = [float(line.split()[6]) for line in by_ioe]
    assert ioes == sorted(ioes, reverse=True) and by_ioe[0].split()[1] != "2"  # a flag is a click more
    code, lines, err = records(capsys, tmp_path, "--kind", "no-guess")
    assert (code, lines) == (0, []) and err == "No Beginner 8×8 no-guess wins yet.\n"


def test_the_level_of_the_last_game_is_shown_unless_one_is_asked_for(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines, err = records(capsys, tmp_path)
    assert (code, lines, err) == (0, [], "No Expert classic wins yet.\n")  # no game yet: Expert
    play_games(tmp_path, flags=(False,))
    assert len(records(capsys, tmp_path)[1]) == 1  # the last game's level, the ranked Beginner
    code, lines, err = records(capsys, tmp_path, "--preset", "expert", "--style", "nf")
    assert (code, lines, err) == (0, [], "No Expert NF classic wins yet.\n")


def test_an_interrupted_game_ends_its_line_with_the_word(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    play_games(tmp_path, pause_in=1)
    lines = records(capsys, tmp_path)[1]
    assert [line.split(" ")[10:] for line in lines] == [[], ["interrupted"], []]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--records", "--style", "ng"], "invalid choice: 'ng'"),
        (["--records", "--kind", "puzzle"], "invalid choice: 'puzzle'"),
        (["--records", "--sort", "speed"], "invalid choice: 'speed'"),
        (["--records", "--preset", "hardest"], "is not a difficulty"),
    ],
)
def test_a_wrong_value_is_the_usage_and_exit_2(args: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(args)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and "usage:" in err and said in err


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--records", "--preset", "30x16n99"], "custom boards are never ranked"),
        (["--records", "--seed", "3"], "--records does not take --seed"),
        (["--records", "--no-guess"], "--records does not take --no-guess"),
        (["--history", "--sort", "time"], "--sort goes with --records"),
        (["--style", "nf"], "--style goes with --records"),
    ],
)
def test_options_that_do_not_go_with_it_are_the_usage_and_exit_2(
    args: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    parser = build_parser()
    with pytest.raises(SystemExit) as stop:
        run_batch(parser, parser.parse_args(args))
    err = capsys.readouterr().err
    assert stop.value.code == 2 and "usage:" in err and said in err


def test_stats_ends_with_the_averages_after_everything_it_printed_before(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parser = build_parser()
    assert run_batch(parser, parser.parse_args(["--stats", "--data-dir", str(tmp_path)])) == 0
    assert "Averages" not in capsys.readouterr().out  # no game: nothing added
    play_games(tmp_path)
    assert run_batch(parser, parser.parse_args(["--stats", "--data-dir", str(tmp_path)])) == 0
    out = capsys.readouterr().out.splitlines()
    start_at = out.index("Averages of the last 10 and 100 wins, and the last 100 games won:")
    assert out[start_at - 1] == "" and "best times:" in "\n".join(out[:start_at])
    assert out[start_at + 1].split() == [
        *("Difficulty", "Kind", "Style", "Wins", "Time", "10", "3BV/s", "10", "Time", "100", "3BV/s", "100"),
        *("Games", "Win", "%"),
    ]
    rows = {tuple(line.split()[4:7]): line.split()[7:] for line in out[start_at + 2 :]}  # after "Beginner 8×8 · ranked"
    store = Store(tmp_path)
    times = sorted(entry.ms for entry in store.history() if entry.ms is not None)
    mean = format_ms(round(sum(times) / 3))
    assert rows[("classic", "all", "3")][0] == mean and rows[("classic", "all", "3")][-2:] == ["3", "100%"]
    assert set(rows) == {("classic", "all", "3"), ("classic", "fl", "1"), ("classic", "nf", "2")}


def test_a_win_in_the_terminal_says_its_place_among_the_players_wins(tmp_path: Path) -> None:
    play_games(tmp_path, flags=(False, False))
    out, err = io.StringIO(), io.StringIO()
    ticks = count(100.0, 0.01)  # every reading of the game clock 10 ms later: a game far faster than the others
    text = TextGame(
        BoardChoice(PRESETS["beginner8"], BOARD, None),
        Session(Store(tmp_path), clock=lambda: next(ticks)),
        plain=True,
        out=out,
        err=err,
    )
    cells = [(x, y) for y in range(8) for x in range(8) if not BOARD.has_mine(x, y)]
    moves = ["1,8", *(f"{x + 1},{y + 1}" for x, y in cells if (x, y) != (0, 7))]
    assert run(text, iter(moves)) == 0
    said = err.getvalue().splitlines()
    places = [line for line in said if line.startswith("#")]
    assert places == ["#1 of 3 by time, #1 by 3BV/s among your Beginner 8×8 wins"]  # every win NF: one table


def test_a_level_with_no_stnb_says_so_with_a_dash_as_the_scorecard_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """STNB is the official levels' (8x8, 16x16 and 30x16): Windows' 9x9 Beginner has none, and --records and
    --scorecard say "-" for it, never 0.000 as if it were a figure."""
    from minesweeper.core.generate import FixedMines
    from minesweeper.core.layout import Layout
    from minesweeper.core.presets import PRESETS

    board = Layout.parse("\n".join(["*" * 9, "*........"] + ["." * 9] * 7))  # ten mines along the top-left edge
    clock = Clock()
    s = session(tmp_path, clock)
    s.new_game(PRESETS["beginner"], FixedMines(board))
    s.apply(Kind.REVEAL, 4, 6)
    game = s.game
    assert game is not None
    for y in range(9):
        for x in range(9):
            if not board.has_mine(x, y) and not game.tile(x, y).is_open and not game.is_over:
                clock.seconds += 1
                s.apply(Kind.REVEAL, x, y)
    s.close()
    [line] = records(capsys, tmp_path, "--preset", "beginner")[1]
    assert line.split(" ")[7] == "-"
    parser = build_parser()
    assert run_batch(parser, parser.parse_args(["--scorecard", "1", "--data-dir", str(tmp_path)])) == 0
    assert dict(line.split(" ") for line in capsys.readouterr().out.splitlines())["stnb"] == "-"
