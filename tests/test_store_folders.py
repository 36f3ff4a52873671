"""The data folders as the store finds them: one that cannot even be looked at (a name too long for the system, a
folder inside one the player may not enter) is one notice and a game played without saving, and ``pending``, the one
folder the game makes for itself, is never followed when it is a link, and nothing in it that is not a result is ever
moved. A folder the player cannot enter, and a full disk, as real processes: ``tests/e2e/test_data_folders.py``."""

from __future__ import annotations

import json
import os
from pathlib import Path

from minesweeper.settings import Settings
from minesweeper.store import Store
from tests.test_pending_results import finished_game, waiting
from tests.test_session import fixed, played, session, win

TOO_LONG = "a" * 300  # one name longer than any file system takes (255 bytes)


def test_a_folder_name_too_long_for_the_system_is_one_notice_and_nothing_is_saved(tmp_path: Path) -> None:
    folder = tmp_path / TOO_LONG
    s = session(folder)
    s.recover()
    assert s.store is not None
    assert s.store.load_settings() == Settings()
    assert s.store.save_settings(Settings(zoom=2)) is False
    fixed(s)
    win(s)  # the result cannot be kept, and the game still ends
    assert s.game is not None and s.game.is_over
    assert s.store.history() == [] and s.store.load_records().by_key["custom"].played == 0
    told = s.take_notices()
    about_the_folder = [notice for notice in told if str(folder) in notice]
    assert about_the_folder == [f"Nothing will be saved in {folder}: File name too long"], told


def test_a_folder_name_too_long_is_named_as_why_the_results_cannot_be_read(tmp_path: Path) -> None:
    folder = tmp_path / TOO_LONG
    store = Store(folder)
    assert store.results_unread == f"the results in {folder} cannot be read: File name too long"
    assert store.take_notices() == []  # the caller says it, in its own words


def test_a_folder_that_can_be_read_has_no_reason_not_to_be(tmp_path: Path) -> None:
    store = Store(tmp_path / "new")
    assert store.results_unread is None
    store.record_result(finished_game())
    assert store.results_unread is None and len(store.history()) == 1


# ----------------------------------------------------------------- pending: ours, never followed


def someone_elses(tmp_path: Path) -> tuple[Path, dict[str, bytes]]:
    """Another program's folder of JSON files, one of them even one of our results."""
    other = tmp_path / "elsewhere"
    other.mkdir()
    files = {
        "config.json": b'{"theme": "dark"}\n',
        "notes.json": b"not even JSON",
        "result.json": json.dumps(json.loads(_result_file(tmp_path / "scratch"))).encode(),
    }
    for name, data in files.items():
        (other / name).write_bytes(data)
    return other, files


def _result_file(scratch: Path) -> bytes:
    store = Store(scratch)
    assert store.keep_pending(finished_game())
    [path] = waiting(scratch)
    return path.read_bytes()


def unchanged(folder: Path, files: dict[str, bytes]) -> bool:
    return {path.name: path.read_bytes() for path in folder.iterdir()} == files


def test_a_pending_folder_that_is_a_link_is_never_followed(tmp_path: Path) -> None:
    other, files = someone_elses(tmp_path)
    data = tmp_path / "data"
    data.mkdir()
    (data / "pending").symlink_to(other)
    for _ in range(2):  # two starts
        s = session(data)
        s.recover()
        told = s.take_notices()
        assert told == [
            f"{data / 'pending'} is a link to another folder, not a folder of Minesweeper's own: it is left alone, "
            "and no result is kept there"
        ], told
        assert s.store is not None and not s.store.keep_pending(finished_game())
        assert unchanged(other, files)
    assert played(data) == (0, 0)  # even the result in there was not taken


def test_a_file_in_pending_that_is_not_a_result_is_left_where_it_is_and_named_once(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.keep_pending(finished_game())
    folder = tmp_path / "pending"
    (folder / "notes.json").write_bytes(b"not a result")
    (folder / "linked.json").symlink_to(tmp_path / "elsewhere.json")
    (tmp_path / "elsewhere.json").write_text("{}")
    (folder / "folder.json").mkdir()
    s = session(tmp_path)
    s.recover()
    assert played(tmp_path) == (1, 1)
    told = s.take_notices()
    assert "1 result kept from an earlier run is now counted" in told, told
    left = [notice for notice in told if "is left where it is" in notice]
    assert len(left) == 3 and all("could not be counted yet" not in notice for notice in told), told
    assert f"{folder / 'notes.json'} is not a result that can be counted" in " ".join(left)
    assert f"{folder / 'linked.json'} is a link, not a result of Minesweeper's" in " ".join(left)
    assert sorted(path.name for path in folder.iterdir()) == ["folder.json", "linked.json", "notes.json"]
    assert (folder / "notes.json").read_bytes() == b"not a result"
    assert (tmp_path / "elsewhere.json").read_text() == "{}"
    assert s.store is not None and s.store.record_pending() == (0, 0, 0)  # known: not read again, not waiting
    assert s.take_notices() == []


def test_a_file_that_is_not_a_result_does_not_hold_back_the_results_after_it(tmp_path: Path) -> None:
    folder = tmp_path / "pending"
    folder.mkdir()
    for number in range(3):
        path = folder / f"junk-{number}.json"
        path.write_text("[]")
        os.utime(path, (1, 1))  # older than any result: read first
    store = Store(tmp_path)
    assert store.keep_pending(finished_game())
    assert store.record_pending() == (1, 0, 0)
    assert len(store.history()) == 1


def test_a_bad_file_of_ours_that_is_a_link_is_moved_aside_as_a_link_and_what_it_points_to_stays(
    tmp_path: Path,
) -> None:
    """The other place a file is set aside: our own names. A ``settings.json`` that links to another program's file
    is moved aside as the link it is, never renaming or changing the file it points to."""
    other = tmp_path / "another program.json"
    other.write_text('{"colour": "blue"}')
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").symlink_to(other)
    store = Store(data)
    assert store.load_settings() == Settings()
    [aside] = data.glob("settings.json.corrupt-*")
    assert aside.is_symlink() and aside.resolve() == other
    assert other.read_text() == '{"colour": "blue"}'
    assert store.save_settings(Settings(zoom=2)) and not (data / "settings.json").is_symlink()
    assert other.read_text() == '{"colour": "blue"}'
