"""The screen-reader mode speaking through a system voice that never answers, as a real process: on a machine whose
speech-dispatcher lost its audio output, prismatoid's ``create_best`` blocks for ever. The game plays on, every line
printed, says once that speech is unavailable, and ends: at the end of its input or at ``q`` once the voice has had
its timeout to answer, at once at a signal."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper.speech import VOICE_TIMEOUT
from tests.e2e.test_text_faults import environment, wait_for

COMMAND = [sys.executable, "-m", "minesweeper", "--text", "--reader", "--speak"]
BOARD = "....\n.*..\n....\n...*\n"
STUCK_PRISM = '''"""prismatoid as a speech-dispatcher that lost its audio leaves it: the best backend is never made."""
import threading


class Context:
    def create_best(self) -> object:
        threading.Event().wait()
        raise AssertionError("never reached")
'''
NOTICE = (
    "notice: Speech is unavailable: the screen reader or system voice did not answer within "
    f"{VOICE_TIMEOUT:g} seconds. Playing on silently."
)


@pytest.fixture
def stuck_voice(tmp_path: Path) -> dict[str, str]:
    """The environment of a text mode whose ``import prism`` finds the stuck one, and a board to play."""
    (tmp_path / "stuck" / "prism").mkdir(parents=True)
    (tmp_path / "stuck" / "prism" / "__init__.py").write_text(STUCK_PRISM)
    (tmp_path / "board.txt").write_text(BOARD)
    return environment(tmp_path, PYTHONPATH=str(tmp_path / "stuck"))


@pytest.mark.parametrize("end", ["", "q\n"], ids=["end of input", "q"])
def test_moves_piped_in_are_all_printed_and_the_stuck_voice_is_said_once(
    tmp_path: Path, stuck_voice: dict[str, str], end: str
) -> None:
    done = subprocess.run(
        [*COMMAND, "--board", "board.txt", "--speech-log", "said.txt"],
        input=f"1,1\nlook 1\nf 2,2\n{end}",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=tmp_path,
        env=stuck_voice,
    )
    assert done.returncode == 0, done.stderr
    assert [line for line in done.stderr.splitlines() if "Speech is unavailable" in line] == [NOTICE]
    printed = done.stdout.splitlines()
    assert printed[2:] == ["opened (1,1), 1", "row 1: 1, 3 covered", "flagged (2,2)"]
    said = (tmp_path / "said.txt").read_text(encoding="utf-8").splitlines()
    saved = "The game is saved: minesweeper-text --resume continues it."
    assert said == [*printed, saved, NOTICE.removeprefix("notice: ")]  # the voice given up after the goodbye


@pytest.mark.parametrize("when", ["playing", "finishing"])
@pytest.mark.parametrize("name", ["SIGTERM", "SIGINT"])
def test_a_signal_ends_the_game_at_once_while_the_voice_is_stuck(
    tmp_path: Path, stuck_voice: dict[str, str], name: str, when: str
) -> None:
    """While a move waits to be typed, or while the end of input waits for the voice to answer (up to its timeout)."""
    process = subprocess.Popen(
        [*COMMAND, "--board", "board.txt", "--speech-log", "said.txt"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        env=stuck_voice,
    )
    assert process.stdin is not None
    process.stdin.write("1,1\n")
    process.stdin.flush()
    said = tmp_path / "said.txt"
    last = "opened (1,1), 1"
    if when == "finishing":
        process.stdin.write("q\n")
        process.stdin.flush()
        last = "The game is saved: minesweeper-text --resume continues it."  # the goodbye, said before the wait
    wait_for(last, lambda: said.exists() and last in said.read_text(encoding="utf-8"))
    process.send_signal(getattr(signal, name))
    _, err = process.communicate(timeout=30)
    assert process.returncode == 0, err
    assert "Traceback" not in err and "The game is saved: minesweeper-text --resume continues it." in err
