"""The solver in a real text-mode process: hints, the probability view, verdicts, scorecards, unranked
assisted games, no-guess boards and board codes."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from minesweeper.core.formats.codes import encode_bm, encode_board
from minesweeper.core.game import Game
from minesweeper.core.generate import RandomMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS
from minesweeper.core.solver.noguess import is_solvable
from minesweeper.store import Store
from tests.e2e.test_text_mode import BOARD, blocks
from tests.e2e.test_text_resume import run_text, winning_commands

HEIGHT = 4
# BOARD's mines are at 2,2 and 4,4 (COL,ROW). After revealing 1,1 (a 1) and 4,1 (which opens the right
# side), only one arrangement fits: 2,2 is a mine, and the other mine is 3,4 or 4,4.
OPENED = "1\n4\n"


@pytest.fixture
def board_file(tmp_path: Path) -> Path:
    path = tmp_path / "board.txt"
    path.write_text(BOARD)
    return path


def test_the_plain_probability_view_is_a_block_of_exact_tokens(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin="1\np\n")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    # start, after 1, the probability block (4 rows + status), then the board again
    chances = lines[10:15]
    # The 1 at 1,1 puts one mine among its three covered neighbours; the other mine is among the other 12.
    assert chances == [
        "1 0.333 0.083 0.083",
        "0.333 0.333 0.083 0.083",
        "0.083 0.083 0.083 0.083",
        "0.083 0.083 0.083 0.083",
        "chances=exact",
    ]
    assert blocks("\n".join(lines[15:]), HEIGHT) == [(["1###", "####", "####", "####"], "state=playing mines_left=2")]
    assert "(with the solver's help: not ranked)" in result.stderr


def test_proven_cells_are_written_as_certainties(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin=OPENED + "p\n")
    chances = result.stdout.splitlines()[15:20]  # after three boards: at start, after 1 and after 4
    assert chances == ["1 0.000 1 .", "0.000 1.000 1 .", "0.000 0.000 2 1", "0.000 0.000 0.500 0.500", "chances=exact"]


def test_a_hint_names_a_safe_cell_and_the_tile_to_type(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin=OPENED + "h\n")
    lines = result.stderr.splitlines()
    hint = next(i for i, line in enumerate(lines) if line.startswith("Hint: "))
    assert lines[hint].startswith("Hint: (1,2) is safe: the 1 at (3,1) ")  # cells named as they are typed
    assert lines[hint + 1] == "Type 1,2 to open it."
    assert lines[hint + 2] == "(with the solver's help: not ranked)"


def test_a_hint_before_the_first_reveal_gives_nothing_away(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin="h\n")
    assert (
        "Hint: Open any cell: this board was laid before the first click, so each cell has a 12.5% chance of a mine"
    ) in result.stderr  # a --board file is fixed: its first click can be a mine
    assert "unranked" not in result.stderr


def test_people_see_chances_in_tenths_with_a_legend(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), stdin=OPENED + "prob\n")
    lines = result.stdout.splitlines()
    view = lines.index("Chances: mine chance in tenths (3 = 30% to 39%); s proven safe, * proven mine, . open")
    assert lines[view - 4 : view] == ["1  . s . .", "2  s * . .", "3  s s . .", "4  s s 5 5"]


def test_the_probability_view_waits_for_a_game_in_play(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin="p\n")
    assert "warning: the probability view needs a game in play: open a cell first" in result.stderr
    assert len(result.stdout.splitlines()) == 2 * (HEIGHT + 1)  # two boards, no probability block


def test_a_loss_gets_its_verdict_and_every_game_its_scorecard(tmp_path: Path, board_file: Path) -> None:
    # 2,2 was itself a proven mine (issue 17: the verdict used to name 2,1, a safe cell, instead).
    lost = run_text(tmp_path, "--board", str(board_file), "--plain", stdin=OPENED + "6\n")
    said = lost.stderr.splitlines()
    boom = next(i for i, line in enumerate(said) if line.startswith("Boom! After "))
    assert said[boom + 1].startswith("Blunder: (2,2) was a proven mine: ")
    review = said.index("Play again? (y or 1 = yes, n or q = quit)") - 1
    assert said[review] == "Review: Accuracy 67%: 1 blunder; luck 92%."
    card = said[said.index("Scorecard") + 1 : review]
    labels = ["Time", "3BV", "3BV/s", "Clicks", "Effective", "IOE", "Correctness", "Throughput", "RQP", "QG", "STNB"]
    labels += ["ZiNi", "Human ZiNi", "Path", "Openings", "Islands", "Est. time", "Style"]
    assert [line[:14] for line in card] == [f"  {label:<12}" for label in labels]
    assert card[3] == "  Clicks      3 (3 L, 0 R, 0 D)"

    won = run_text(tmp_path, "--board", str(board_file), "--plain", stdin="1\nf 6\nc 1\n4\n13\n")
    said = won.stderr.splitlines()
    review = said.index("Play again? (y or 1 = yes, n or q = quit)") - 1
    assert said[review] == "Review: Accuracy 40%: 2 risky, 1 avoidable; luck 39%."
    card = said[said.index("Scorecard") + 1 : review]
    assert card[1] == "  3BV         5"
    assert card[3] == "  Clicks      5 (3 L, 1 R, 1 D)"
    assert card[-2:] == ["  Style       FL (flags)", "  Rankable    no: not an official level"]
    assert not any(line.startswith(("Avoidable", "Forced")) for line in said)


def test_a_first_click_on_a_mine_of_a_fixed_board_is_a_forced_guess(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin="6\n")
    assert (
        "Forced guess: the first click on a fixed board can be a mine (12.5% here), and nothing was known yet"
    ) in result.stderr


def _easy_game(seed: int) -> list[str]:
    """The commands that win the seeded Easy game from its centre, through the game's own mine draw."""
    return winning_commands(Game(PRESETS["easy"], RandomMines(random.Random(seed))), (2, 2))


def test_an_assisted_win_is_counted_but_never_ranked(tmp_path: Path) -> None:
    moves = _easy_game(5)
    helped = run_text(
        tmp_path,
        "--preset",
        "easy",
        "--seed",
        "5",
        "--plain",
        stdin="\n".join([moves[0], "h", *moves[1:], "no"]) + "\n",
    )
    assert "(with the solver's help: not ranked)" in helped.stderr and "best" not in helped.stderr
    assert re.search(r"^Cleared in \d+\.\d{3} s! \(with the solver's help: not ranked\)$", helped.stderr, re.M)
    stats = run_text(tmp_path, "--stats").stdout.splitlines()
    assert stats[1].split() == ["Tiny", "1", "1", "100%", "1", "1", "-"]  # played, won, no best time

    plain = run_text(tmp_path, "--preset", "easy", "--seed", "5", "--plain", stdin="\n".join([*moves, "no"]) + "\n")
    assert "New best time!" in plain.stderr
    assert run_text(tmp_path, "--stats").stdout.splitlines()[1].split()[:3] == ["Tiny", "2", "2"]
    store = Store(tmp_path / "data")
    games = [store.stored_game(entry.row_id) for entry in store.history()]  # newest first
    store.close()
    assert [game.play.assisted if game else None for game in games] == [False, True]


@pytest.mark.parametrize("seed", [3, 8])
def test_no_guess_deals_a_board_the_solver_finishes_from_the_first_click(tmp_path: Path, seed: int) -> None:
    result = run_text(tmp_path, "--preset", "beginner", "--no-guess", "--seed", str(seed), "--plain", stdin="5,5\nq\n")
    assert result.returncode == 0, result.stderr
    store = Store(tmp_path / "data")
    saved = store.load_resume()
    store.close()
    assert saved is not None and saved.record.no_guess
    layout = saved.record.layout
    assert layout is not None and layout.mine_count == 10
    assert is_solvable(9, 9, layout.cells, 4, 4)
    rows, state = blocks(result.stdout, 9)[-1]
    assert rows[4][4] == "." and state == "state=playing mines_left=10"


@pytest.mark.parametrize("make", [encode_board, encode_bm], ids=["ours", "b/m"])
def test_a_board_code_starts_that_exact_board(tmp_path: Path, make: Callable[[int, int, bytes], str]) -> None:
    layout = Layout.parse(BOARD)
    code = make(layout.width, layout.height, layout.cells)
    result = run_text(tmp_path, "--board-code", code, "--plain", stdin="6\n")
    assert result.returncode == 0, result.stderr
    rows, state = blocks(result.stdout, HEIGHT)[1]
    assert (rows, state) == (["####", "#!##", "####", "###*"], "state=lost mines_left=2")  # not moved


def test_a_tampered_board_code_is_refused_with_the_reason(tmp_path: Path) -> None:
    layout = Layout.parse(BOARD)
    code = encode_board(layout.width, layout.height, layout.cells)
    tampered = code[:-1] + ("A" if code[-1] != "A" else "B")
    result = run_text(tmp_path, "--board-code", tampered)
    assert result.returncode == 2
    assert "usage:" in result.stderr and "checksum does not match" in result.stderr
    garbage = run_text(tmp_path, "--board-code", "hello")
    assert garbage.returncode == 2 and "not a board code" in garbage.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--no-guess", "--board-code", "b=1&m=0"], "--no-guess deals new boards"),
        (["--board-code", "b=1&m=0", "--preset", "easy"], "choose one of --preset / --board-code"),
        (["--no-guess", "--size", "4x4", "--board", "x.txt"], "choose one of"),
    ],
)
def test_board_options_that_contradict_each_other_exit_2(tmp_path: Path, args: list[str], message: str) -> None:
    result = run_text(tmp_path, *args)
    assert result.returncode == 2 and message in result.stderr
