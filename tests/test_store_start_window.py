"""The start window's file: it round-trips beside the saved game, is passed over quietly when it cannot be used (a
convenience: the window then opens once the menu is laid out), is not written again when it already says the same,
and a folder it cannot be written in costs nothing but the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.store import StartWindow, read_start_window, resolve_paths, write_start_window

WINDOW = StartWindow((1280, 1024), (20, 40, 1240, 944), (108, 140, 1064, 744), (108, 82, 1064, 860), (192, 192, 192))


def test_it_round_trips_beside_the_saved_game(tmp_path: Path) -> None:
    paths = resolve_paths(tmp_path)
    write_start_window(paths, WINDOW)
    assert paths.start_window.parent == paths.resume.parent
    assert read_start_window(paths) == WINDOW
    assert paths.start_window.read_text() == (
        "Minesweeper start window 1\ndesktop 1280 1024\narea 20 40 1240 944\nmenu 108 140 1064 744\n"
        "continue 108 82 1064 860\nface 192 192 192\n"
    )


def test_there_is_none_before_the_first_close(tmp_path: Path) -> None:
    assert read_start_window(resolve_paths(tmp_path)) is None


GOOD = WINDOW.text()
DAMAGED = {
    "not text": b"\xff\xfe" + GOOD.encode(),
    "another kind of file": b'{"version": 1}',
    "another version": GOOD.replace("window 1", "window 2").encode(),
    "a size of nothing": GOOD.replace("menu 108 140 1064 744", "menu 108 140 0 744").encode(),
    "a colour past 255": GOOD.replace("face 192 192 192", "face 192 192 300").encode(),
    "a number that is not whole": GOOD.replace("desktop 1280 1024", "desktop 1280.5 1024").encode(),
    "two minus signs": GOOD.replace("menu 108 140", "menu --108 140").encode(),
    "three corners": GOOD.replace("continue 108 82 1064 860", "continue 108 82 1064").encode(),
    "no work area": "\n".join(line for line in GOOD.splitlines() if not line.startswith("area")).encode(),
    "a name twice": (GOOD + "menu 0 0 10 10\n").encode(),
    "a window a world away": GOOD.replace("menu 108 140", "menu 1000000000 140").encode(),
    "digits of another script": GOOD.replace("desktop 1280", "desktop \u0661\u0662\u0668\u0660").encode(),
    "too big": GOOD.encode() + b"#" * 2000,
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
