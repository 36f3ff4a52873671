"""``--open-video FILE`` run as a real process: the one ``video …`` line, ``--scorecard`` and ``--review`` printing
exactly what they print for the same game kept among the player's own (the same printers), ``--export-evf`` writing
a new file or standard output and never overwriting, and the exit codes: 1 with one line for a file that is not a
sound video, 2 for a missing file or options that do not go together."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper.core.formats.video import read_video
from minesweeper.core.metrics.scorecard import SCORECARD_NAMES
from minesweeper.store import Store
from tests.e2e.test_text_mode import run_text
from tests.videos.variants import BY_NAME

FIELDS = ("format", "version", "program", "player", "date", "level", "size", "mines", "time")


@pytest.fixture
def video(tmp_path: Path) -> Path:
    """An Arbiter video of an Intermediate game, its player's name in the Windows code page of a Chinese machine."""
    variant = BY_NAME["avf 0.52 marks, high score, GBK name"]
    path = tmp_path / "record holder.avf"
    path.write_bytes(variant.write(variant.clip((16, 16, 40), 7)))
    return path


def kept(tmp_path: Path, video: Path) -> None:
    """The video's game kept in the data folder as game 1, so ``--scorecard 1`` and ``--review 1`` print it."""
    store = Store(tmp_path / "data")
    assert store.record_result(read_video(video.read_bytes(), video.name).game)
    store.close()


def test_the_video_line_names_every_field_in_order(tmp_path: Path, video: Path) -> None:
    result = run_text(tmp_path, "--open-video", str(video))
    assert result.returncode == 0 and result.stderr == ""
    words = result.stdout.rstrip("\n").split(" ")
    assert result.stdout.count("\n") == 1 and words[0] == "video"
    fields = dict(word.split("=", 1) for word in words[1:])
    assert [word.split("=", 1)[0] for word in words[1:]] == list(FIELDS)
    assert fields == {
        "format": "avf",
        "version": "0.52.3",
        "program": "Minesweeper%20Arbiter%200.52.3",
        "player": "张伟",
        "date": "2006-05-12T14:03:22",
        "level": "intermediate",
        "size": "16x16",
        "mines": "40",
        "time": fields["time"],
    }
    assert fields["time"] == f"{read_video(video.read_bytes(), video.name).game.ms / 1000:.3f}"


def test_the_scorecard_and_review_print_what_they_print_for_a_kept_game(tmp_path: Path, video: Path) -> None:
    kept(tmp_path, video)
    scorecard = run_text(tmp_path, "--open-video", str(video), "--scorecard")
    assert scorecard.returncode == 0
    assert [line.split(" ")[0] for line in scorecard.stdout.splitlines()] == list(SCORECARD_NAMES)
    assert scorecard.stdout == run_text(tmp_path, "--scorecard", "1").stdout
    review = run_text(tmp_path, "--open-video", str(video), "--review")
    assert review.returncode == 0 and review.stdout.splitlines()[-1].startswith("review: moves=")
    assert review.stdout == run_text(tmp_path, "--review", "1").stdout


def test_the_evf_export_is_a_new_file_or_standard_output_and_never_overwrites(tmp_path: Path, video: Path) -> None:
    result = run_text(tmp_path, "--open-video", str(video), "--export-evf", "out.evf")
    assert result.returncode == 0 and result.stdout == ""
    written = (tmp_path / "out.evf").read_bytes()
    exported = read_video((tmp_path / "out.evf").read_bytes(), "out.evf").game
    game = read_video(video.read_bytes(), video.name).game
    assert (exported.record.layout, exported.outcome, exported.ms) == (game.record.layout, game.outcome, game.ms)
    again = run_text(tmp_path, "--open-video", str(video), "--export-evf", "out.evf")
    assert again.returncode == 1 and "already exists" in again.stderr and again.stderr.count("\n") == 1
    assert (tmp_path / "out.evf").read_bytes() == written
    to_stdout = subprocess.run(
        [sys.executable, "-m", "minesweeper", "--text", "--open-video", str(video), "--export-evf", "-"],
        capture_output=True,
        check=False,
        cwd=tmp_path,
        timeout=60,
    )
    assert to_stdout.returncode == 0 and to_stdout.stdout == (tmp_path / "out.evf").read_bytes()


def test_a_damaged_file_is_one_line_and_exit_1_a_missing_one_exit_2(tmp_path: Path, video: Path) -> None:
    damaged = tmp_path / "damaged.avf"
    damaged.write_bytes(video.read_bytes()[:500])
    result = run_text(tmp_path, "--open-video", str(damaged))
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == f"minesweeper-text: {damaged}: the file is cut short in its mouse events\n"
    missing = run_text(tmp_path, "--open-video", str(tmp_path / "nowhere.rmv"))
    assert missing.returncode == 2 and missing.stdout == "" and missing.stderr.count("\n") == 1
    assert "there is no such file" in missing.stderr
    not_video = tmp_path / "notes.txt"
    not_video.write_text("hello")
    assert run_text(tmp_path, "--open-video", str(not_video)).returncode == 1


@pytest.mark.parametrize(
    "options",
    [("--stats",), ("--scorecard", "1"), ("--scorecard", "--export-evf", "x.evf"), ("--preset", "expert")],
)
def test_options_that_do_not_go_with_a_video_are_the_usage_and_exit_2(
    tmp_path: Path, video: Path, options: tuple[str, ...]
) -> None:
    result = run_text(tmp_path, "--open-video", str(video), *options)
    assert result.returncode == 2 and result.stdout == "" and "error:" in result.stderr


def test_scorecard_and_review_without_an_id_need_a_video(tmp_path: Path) -> None:
    for option in ("--scorecard", "--review"):
        result = run_text(tmp_path, option)
        assert result.returncode == 2 and "--open-video FILE" in result.stderr
    assert run_text(tmp_path, "--export-evf", "x.evf").returncode == 2
