"""``--autoplay``'s first click: ``--first COL,ROW`` (counted from 1) and ``--first-rule opening|safe`` reach
the games played, the line says which were used, and what cannot be done is refused with exit code 2."""

from __future__ import annotations

import random
import re

import pytest

from minesweeper.core.generate import FirstClick
from minesweeper.core.solver.autoplay import play_game, wilson
from minesweeper.text.batch import run_batch
from minesweeper.text.options import build_parser

LINE = re.compile(
    r"difficulty=(\S+) no_guess=(yes|no) games=(\d+) won=(\d+) rate=(\S+)% low=(\S+)% high=(\S+)%"
    r"(?: first=(\d+),(\d+) rule=(opening|safe))?\n"
)


def autoplay(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int | None, str, str]:
    parser = build_parser()
    code = run_batch(parser, parser.parse_args(["--autoplay", *args]))
    out, err = capsys.readouterr()
    return code, out, err


def expected_wins(
    width: int, height: int, mines: int, seed: int, games: int, first: tuple[int, int], rule: FirstClick
) -> int:
    """The wins of the same seeded games played directly: the command must play exactly these."""
    rng = random.Random(seed)
    return sum(play_game(width, height, mines, rng, first=first, rule=rule).won for _ in range(games))


@pytest.mark.parametrize(
    ("first", "rule", "cell", "expected_rule"),
    [
        ("1,1", "safe", (0, 0), FirstClick.SAFE),
        ("3,3", None, (2, 2), FirstClick.OPENING),
        pytest.param(None, "safe", (4, 4), FirstClick.SAFE, marks=pytest.mark.slow),  # the centre, as without --first
    ],
)
def test_the_first_click_and_its_rule_reach_the_games_and_the_line_names_them(
    capsys: pytest.CaptureFixture[str],
    first: str | None,
    rule: str | None,
    cell: tuple[int, int],
    expected_rule: FirstClick,
) -> None:
    games = 4  # enough to show the option reaches every game and the line counts them
    args = [str(games), "--size", "9x9", "--mines", "14", "--seed", "5"]
    args += ["--first", first] if first is not None else []
    args += ["--first-rule", rule] if rule is not None else []
    code, out, err = autoplay(capsys, *args)
    assert code == 0, err
    match = LINE.fullmatch(out)
    assert match is not None, out
    won = expected_wins(9, 9, 14, 5, games, cell, expected_rule)
    low, high = wilson(won, games)
    assert match.groups() == (
        "9x9n14",
        "no",
        str(games),
        str(won),
        f"{won / games * 100:.1f}",
        f"{low * 100:.1f}",
        f"{high * 100:.1f}",
        str(cell[0] + 1),
        str(cell[1] + 1),
        expected_rule.value,
    )


@pytest.mark.statistical
def test_the_rules_deal_different_boards_from_the_same_seed(capsys: pytest.CaptureFixture[str]) -> None:
    """A dense 5×5 from its corner: the opening rule keeps the 2×2 clear and wins far more often than the safe
    rule, which keeps only the cell; the two counts are each the directly played games'."""
    counts = {}
    for rule in FirstClick:
        code, out, _ = autoplay(
            capsys, "40", "--size", "5x5", "--mines", "10", "--seed", "8", "--first", "1,1", "--first-rule", rule.value
        )
        match = LINE.fullmatch(out)
        assert code == 0 and match is not None, out
        counts[rule] = int(match.group(4))
        assert counts[rule] == expected_wins(5, 5, 10, 8, 40, (0, 0), rule)
    assert counts[FirstClick.OPENING] > counts[FirstClick.SAFE]


def test_without_the_new_options_the_line_is_as_it_always_was(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = autoplay(capsys, "3", "--preset", "beginner", "--seed", "2")
    assert code == 0, err
    won = expected_wins(9, 9, 10, 2, 3, (4, 4), FirstClick.OPENING)
    assert re.fullmatch(rf"difficulty=beginner no_guess=no games=3 won={won} rate=\S+% low=\S+% high=\S+%\n", out)


def test_a_no_guess_board_takes_a_first_cell(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = autoplay(
        capsys,
        "2",
        "--no-guess",
        "--size",
        "8x8",
        "--mines",
        "10",
        "--seed",
        "3",
        "--first",
        "1,8",
        "--first-rule",
        "opening",
    )
    assert code == 0, err
    assert out.startswith("difficulty=8x8n10 no_guess=yes games=2 won=2 rate=100.0% ")
    assert out.endswith(" first=1,8 rule=opening\n")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--first", "10,1"], "--first: 10,1 is off the board: columns 1-9"),
        (["--first", "0,3"], "--first: "),
        (["--first", "two,3"], "--first: "),
        (["--first-rule", "corner"], "invalid choice: 'corner'"),
        (["--no-guess", "--first-rule", "safe"], "--first-rule safe does not go with --no-guess"),
    ],
)
def test_a_wrong_first_click_is_one_line_and_exit_code_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    parser = build_parser()
    with pytest.raises(SystemExit) as leaving:
        run_batch(parser, parser.parse_args(["--autoplay", "2", "--preset", "beginner", *args]))
    out, err = capsys.readouterr()
    assert leaving.value.code == 2
    assert out == ""
    assert err.splitlines()[-1].startswith("minesweeper-text: error: ") and message in err.splitlines()[-1]


def test_first_rule_goes_with_autoplay_only(capsys: pytest.CaptureFixture[str]) -> None:
    parser = build_parser()
    with pytest.raises(SystemExit) as leaving:
        run_batch(
            parser,
            parser.parse_args(
                ["--generate", "1", "--preset", "beginner", "--first", "1,1", "--seed", "1", "--first-rule", "safe"]
            ),
        )
    assert leaving.value.code == 2
    assert "--first-rule goes with --autoplay" in capsys.readouterr().err
