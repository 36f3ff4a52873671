"""The start window's file: it round-trips beside the saved game, is passed over quietly when it cannot be used (a
convenience: the window then opens once the menu is laid out), is not written again when it already says the same,
and a folder it cannot be written in costs nothing but the file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from minesweeper.store import StartWindow, read_start_window, resolve_paths, write_start_window

WINDOW = StartWindow((1280, 1024), (20, 40, 1240, 944), (108, 140, 1064, 744), (108, 82, 1064, 860), (192, 192, 192))


def test_it_round_trips_beside_the_saved_game(tmp_path: Path) -> None:
    paths = resolve_paths(tmp_path)
    write_start_window(paths, WINDOW)
    assert paths.start_window.parent == paths.resume.parent
    assert read_start_window(paths) == WINDOW


def test_there_is_none_before_the_first_close(tmp_path: Path) -> None:
    assert read_start_window(resolve_paths(tmp_path)) is None


DAMAGED = {
    "not json": b"{nope",
    "not an object": b"[1, 2]",
    "another version": json.dumps({**WINDOW.to_dict(), "version": 2}).encode(),
    "no version": json.dumps(WINDOW.to_dict()).encode(),
    "a size of nothing": json.dumps({**WINDOW.to_dict(), "version": 1, "menu": [0, 0, 0, 744]}).encode(),
    "a colour past 255": json.dumps({**WINDOW.to_dict(), "version": 1, "face": [192, 192, 300]}).encode(),
    "a number that is not whole": json.dumps({**WINDOW.to_dict(), "version": 1, "desktop": [1280.5, 1024]}).encode(),
    "true for a number": json.dumps({**WINDOW.to_dict(), "version": 1, "desktop": [True, 1024]}).encode(),
    "three corners": json.dumps({**WINDOW.to_dict(), "version": 1, "continue": [1, 2, 3]}).encode(),
    "no work area": json.dumps({**WINDOW.to_dict(), "version": 1, "area": None}).encode(),
    "a window a world away": json.dumps({**WINDOW.to_dict(), "version": 1, "menu": [10**9, 0, 10, 10]}).encode(),
    "too big": b" " * 5000 + json.dumps({**WINDOW.to_dict(), "version": 1}).encode(),
}


@pytest.mark.parametrize("text", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_file_it_cannot_use_is_passed_over_and_left_for_the_next_close(tmp_path: Path, text: bytes) -> None:
    paths = resolve_paths(tmp_path)
    paths.start_window.write_bytes(text)
    assert read_start_window(paths) is None
    assert paths.start_window.read_bytes() == text  # not moved aside: nothing of the player's is in it
    write_start_window(paths, WINDOW)
    assert read_start_window(paths) == WINDOW


def test_the_same_window_is_not_written_again(tmp_path: Path) -> None:
    paths = resolve_paths(tmp_path)
    write_start_window(paths, WINDOW)
    before = paths.start_window.stat().st_mtime_ns
    paths.start_window.touch()  # a later mtime, unless written again
    touched = paths.start_window.stat().st_mtime_ns
    write_start_window(paths, WINDOW)
    assert paths.start_window.stat().st_mtime_ns == touched >= before
    moved = StartWindow(WINDOW.desktop, WINDOW.area, (0, 0, 1064, 744), WINDOW.continuing, WINDOW.face)
    write_start_window(paths, moved)
    assert read_start_window(paths) == moved


def test_a_folder_it_cannot_be_written_in_costs_only_the_file(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder would be")
    paths = resolve_paths(blocker / "data")
    write_start_window(paths, WINDOW)  # no exception: the next close tries again
    assert read_start_window(paths) is None
