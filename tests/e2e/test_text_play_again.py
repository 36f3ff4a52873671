""" "Play again?" in a real terminal session: an answer it does not know is asked again, Ctrl-D still quits."""

from pathlib import Path

from tests.e2e.test_text_mode import run_text

BOARD = "*.\n"  # the second tile wins at once


def test_a_typo_is_asked_again_and_the_end_of_input_quits(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text(BOARD)
    result = run_text(tmp_path, "--board", str(board), stdin="2\nyse\ny\n2\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("Mines left:") == 4  # a board at each start and after each winning move
    # asked, asked again after "yse", then at Ctrl-D
    assert result.stdout.count("Play again? (y or 1 = yes, n or q = quit)") == 3
    assert "Please answer: y (or 1) plays again, n or q quits." in result.stdout
