"""The board options both front ends share: --board-code, --no-guess, and the time budget of a search."""

from __future__ import annotations

import argparse
import random

import pytest

from minesweeper.cli import BoardChoice, Deadline, add_board_options, board_choice, board_options_given
from minesweeper.core.formats.codes import encode_bm, encode_board
from minesweeper.core.generate import FixedMines, RandomMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS
from minesweeper.core.solver.noguess import NoGuessMines
from minesweeper.text.options import build_parser

LAYOUT = Layout.parse("....\n.*..\n....\n...*")
CODE = encode_board(4, 4, LAYOUT.cells)


def parse(*argv: str) -> tuple[argparse.ArgumentParser, argparse.Namespace]:
    parser = argparse.ArgumentParser(prog="test")
    add_board_options(parser)
    return parser, parser.parse_args(argv)


def choose(*argv: str) -> BoardChoice:
    return board_choice(*parse(*argv))


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        choose(*argv)
    assert stop.value.code == 2
    return capsys.readouterr().err


@pytest.mark.parametrize(
    "code",
    [
        encode_board(4, 4, LAYOUT.cells),
        encode_bm(4, 4, LAYOUT.cells),
        "https://example.org/play?" + encode_bm(4, 4, LAYOUT.cells),
        encode_board(4, 4, LAYOUT.cells).lower(),
    ],
)
def test_a_board_code_is_a_fixed_board(code: str) -> None:
    choice = choose("--board-code", code)
    assert choice.layout == LAYOUT
    assert (choice.difficulty.is_custom, choice.difficulty.mines) == (True, 2)
    assert isinstance(choice.mines(random.Random(1)), FixedMines)


def test_the_expert_link_is_the_expert_size_but_still_a_fixed_custom_board() -> None:
    chosen = set(random.Random(2).sample(range(480), 99))
    mines = bytes(1 if i in chosen else 0 for i in range(480))
    choice = choose("--board-code", "b=3&" + encode_bm(30, 16, mines).split("&")[1])
    assert choice.layout is not None and choice.layout.cells == mines
    assert (choice.difficulty.width, choice.difficulty.height, choice.difficulty.is_custom) == (30, 16, True)


@pytest.mark.parametrize(
    ("code", "message"),
    [
        (CODE[:-1] + ("A" if CODE[-1] != "A" else "B"), "checksum does not match"),
        ("MS1-4x4-2-B0000000", "a 4×4 board needs 16"),
        ("MS1-4x4", "malformed"),
        ("b=2&m=zz", "m= may hold only"),
        ("b=0404", "needs both b="),
        ("just words", "not a board code"),
    ],
)
def test_a_bad_code_exits_2_with_the_decoders_message(
    capsys: pytest.CaptureFixture[str], code: str, message: str
) -> None:
    err = refused(capsys, "--board-code", code)
    assert "usage: test" in err and message in err


def test_no_guess_deals_through_the_no_guess_search() -> None:
    choice = choose("--preset", "expert", "--no-guess")
    assert (choice.difficulty, choice.no_guess) == (PRESETS["expert"], True)
    assert isinstance(choice.mines(random.Random(1)), NoGuessMines)
    assert isinstance(choose("--preset", "expert").mines(random.Random(1)), RandomMines)
    assert choose("--size", "8x8", "--mines", "9", "--no-guess").no_guess


def test_no_guess_does_not_go_with_a_fixed_board(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(capsys, "--no-guess", "--board-code", encode_board(4, 4, LAYOUT.cells))
    assert "--no-guess deals new boards" in err


def test_only_the_options_that_choose_a_board_count_as_given() -> None:
    assert not board_options_given(parse("--seed", "3", "--no-guess")[1])
    assert board_options_given(parse("--board-code", "b=1")[1])
    assert board_options_given(parse("--preset", "easy")[1])


def test_a_deadline_is_up_after_its_seconds_and_restarts() -> None:
    now = [100.0]
    deadline = Deadline(10, clock=lambda: now[0])
    now[0] = 109.9
    assert not deadline()
    now[0] = 110.0
    assert deadline()
    deadline.restart()
    assert not deadline()
    now[0] = 120.0
    assert deadline()


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ["--speech-log", ""],
            "argument --speech-log: an empty name is not a file: give a file's name, such as said.txt",
        ),
        (["--speech-log", "  "], "argument --speech-log: an empty name is not a file"),
        (["--export", "1", "-o", ""], "argument -o/--output: an empty name is not a file: give a file's name, such as"),
    ],
)
def test_an_empty_file_name_is_refused_with_what_to_give(
    capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:

    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(argv)
    assert stop.value.code == 2 and said in capsys.readouterr().err


def test_the_window_refuses_an_empty_speech_log_name_too(capsys: pytest.CaptureFixture[str]) -> None:
    from minesweeper.gui.startup import build_parser

    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["--speech-log", ""])
    assert stop.value.code == 2 and "an empty name is not a file" in capsys.readouterr().err
