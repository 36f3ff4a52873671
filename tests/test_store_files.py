"""The store's files: where they live, how they round-trip, settings fixed up rather than thrown away,
files that are not files, and disks and folders that fail. Damaged contents are in ``test_store_damage``;
the results database in ``test_results_db``; the rules of a game's life in ``test_session``."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from platformdirs import PlatformDirs

from minesweeper.core.presets import Difficulty
from minesweeper.core.record import GameRecord, Resume
from minesweeper.settings import DEFAULT_CUSTOM, Settings
from minesweeper.store import ENV_VAR, Store, resolve_paths
from minesweeper.store.files import MAX_FILE_BYTES, Unreadable, read_capped
from tests.core.boards import game_from, play
from tests.core.test_record import ART, SCRIPT

NAMES = ("settings.json", "resume.json")


def resume_in_progress(steps: int = 10, clock_ms: int = 12_000) -> Resume:
    game = play(game_from(ART, question_marks=True), *SCRIPT[:steps])
    return Resume(GameRecord.of(game), clock_ms, "game-1", "2024-05-01T10:00:00")


def save_something(store: Store, name: str) -> None:
    if name == "settings.json":
        store.save_settings(Settings(zoom=3))
    else:
        store.save_resume(resume_in_progress())


# ----------------------------------------------------------------- where the files live


def test_a_data_dir_puts_every_file_in_it(tmp_path: Path) -> None:
    paths = resolve_paths(tmp_path)
    assert (paths.settings, paths.records, paths.resume, paths.results, paths.lock) == tuple(
        tmp_path / name for name in ("settings.json", "records.json", "resume.json", "results.sqlite3", "resume.lock")
    )


def test_the_environment_variable_overrides_like_a_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert resolve_paths().results == tmp_path / "env" / "results.sqlite3"
    assert resolve_paths(tmp_path / "arg").results == tmp_path / "arg" / "results.sqlite3"


def test_without_an_override_the_platform_folders_are_used() -> None:
    dirs = PlatformDirs("minesweeper", appauthor=False)
    paths = resolve_paths()
    assert paths.settings == Path(dirs.user_config_dir) / "settings.json"
    assert paths.results == Path(dirs.user_data_dir) / "results.sqlite3"
    assert paths.records == Path(dirs.user_data_dir) / "records.json"
    assert paths.resume == Path(dirs.user_state_dir) / "resume.json"


def test_the_suite_never_touches_the_real_user_folders(private_user_folders: Path) -> None:
    assert Path(PlatformDirs("minesweeper", appauthor=False).user_state_dir).is_relative_to(private_user_folders)


# ----------------------------------------------------------------- round trips


def test_missing_files_give_defaults_and_no_notice(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.load_settings() == Settings()
    assert store.load_resume() is None and not store.has_resume()
    assert store.notices == []


def test_settings_round_trip_in_the_one_text_form(tmp_path: Path) -> None:
    custom = Difficulty.custom(20, 12, 40)
    settings = Settings(question_marks=True, left_click_chord=False, zoom=4, last_difficulty=custom, last_custom=custom)
    Store(tmp_path).save_settings(settings)
    written = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert (written["last_difficulty"], written["last_custom"]) == ("20x12n40", "20x12n40")
    store = Store(tmp_path)
    assert store.load_settings() == settings
    assert store.notices == []


def test_version_one_settings_still_load(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(
        json.dumps(
            {
                "version": 1,
                "question_marks": True,
                "left_click_chord": False,
                "zoom": 3,
                "last_difficulty": "custom",
                "last_custom": {"width": 20, "height": 12, "mines": 40},
            }
        )
    )
    store = Store(tmp_path)
    custom = Difficulty.custom(20, 12, 40)
    assert store.load_settings() == Settings(True, False, 3, custom, custom)
    assert store.notices == []


@pytest.mark.parametrize("steps", range(len(SCRIPT)))
def test_the_saved_game_round_trips_at_every_step(tmp_path: Path, steps: int) -> None:
    resume = resume_in_progress(steps, steps * 1000 + 5)
    assert Store(tmp_path).save_resume(resume)
    assert Store(tmp_path).load_resume() == resume


def test_files_are_versioned_json_and_no_temporary_files_are_left(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for name in NAMES:
        save_something(store, name)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(NAMES)
    for name in NAMES:
        assert json.loads((tmp_path / name).read_text(encoding="utf-8"))["version"] == 2
    assert store.notices == []


def test_saving_creates_missing_folders(tmp_path: Path) -> None:
    save_something(Store(tmp_path / "a" / "b"), "resume.json")
    assert (tmp_path / "a" / "b" / "resume.json").is_file()


def test_orphaned_temporary_files_of_an_interrupted_save_are_swept_up(tmp_path: Path) -> None:
    old, fresh, other = tmp_path / ".resume.json.abc.tmp", tmp_path / ".settings.json.def.tmp", tmp_path / "x.tmp"
    for path in (old, fresh, other):
        path.write_text("half a save")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    save_something(Store(tmp_path), "settings.json")
    # A fresh one may be another window's save in progress; a file that is not ours is never touched.
    assert not old.exists() and fresh.exists() and other.exists()


# ----------------------------------------------------------------- settings fixed up, not thrown away


@pytest.mark.parametrize(
    ("fields", "expected", "hint"),
    [
        ({"zoom": 20}, Settings(zoom=8), "zoom 20 is out of range 1..8; using 8"),
        ({"zoom": 0}, Settings(zoom=1), "zoom 0 is out of range 1..8; using 1"),
        ({"last_difficulty": "galaxy"}, Settings(), "'galaxy' is not a difficulty"),
        (
            {"last_custom": {"width": 5, "height": 5, "mines": 25}},
            Settings(last_custom=DEFAULT_CUSTOM),
            "the last custom board is not valid",
        ),
        ({"last_custom": "5x5n25"}, Settings(), "the last custom board is not valid"),
        ({"last_custom": {"width": 0, "height": 5, "mines": 1}}, Settings(), "using 30×16, 99 mines"),
    ],
)
def test_out_of_range_settings_are_fixed_with_a_notice(
    tmp_path: Path, fields: dict[str, Any], expected: Settings, hint: str
) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"version": 1, "question_marks": False, **fields}))
    store = Store(tmp_path)
    assert store.load_settings() == expected
    [notice] = store.notices
    assert hint in notice and str(tmp_path / "settings.json") in notice
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_missing_settings_keys_take_defaults_quietly(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"version": 1, "question_marks": true}')
    store = Store(tmp_path)
    assert store.load_settings() == Settings(question_marks=True)
    assert store.notices == []


# ----------------------------------------------------------------- files that are not small regular files


def test_a_fifo_is_refused_at_once_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "resume.json"
    os.mkfifo(fifo)
    started = time.monotonic()
    store = Store(tmp_path)
    assert store.load_resume() is None
    assert time.monotonic() - started < 5
    assert "is not a regular file" in store.notices[0]
    assert not fifo.exists()  # moved aside, like any file that is not ours


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null"])
def test_a_device_is_refused(device: str) -> None:
    with pytest.raises(Unreadable, match="not a regular file"):
        read_capped(Path(device))


def test_a_huge_file_is_refused_by_its_size_before_it_is_read(tmp_path: Path) -> None:
    huge = tmp_path / "settings.json"
    with huge.open("wb") as file:
        file.truncate(300 * 2**20)  # 300 MB, sparse: nothing is actually written
    store = Store(tmp_path)
    assert store.load_settings() == Settings()
    assert f"at most {MAX_FILE_BYTES // 2**20} MB" in store.notices[0]


# ----------------------------------------------------------------- failing disks and folders


def test_a_save_that_fails_is_a_notice_and_the_old_file_survives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_something(Store(tmp_path), "settings.json")
    before = (tmp_path / "settings.json").read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    store = Store(tmp_path)
    store.load_settings()
    monkeypatch.setattr(os, "replace", crash)
    assert not store.save_settings(Settings(zoom=7))
    store.save_settings(Settings(zoom=6))
    assert (tmp_path / "settings.json").read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # the temporary file is gone
    assert store.take_notices() == [f"could not save {tmp_path / 'settings.json'}: No space left on device"]
    assert store.notices == []


def test_a_data_dir_that_is_a_file_is_one_notice_not_a_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    store = Store(blocker)
    assert store.load_settings() == Settings()
    for name in NAMES:
        save_something(store, name)
    assert store.notices == [f"Nothing will be saved in {blocker}: it is a file, not a folder"]


LOCKED_OUT = """
import sys
from pathlib import Path
from minesweeper.store import Store
from minesweeper.settings import Settings
store = Store(Path(sys.argv[1]))
print(store.load_settings() == Settings(), store.load_resume() is None, store.save_settings(Settings(zoom=2)))
print(*store.take_notices(), sep="\\n")
"""


def locked_out(folder: Path) -> list[str]:
    """Make ``folder`` one this test's child process cannot enter, as a 0700 folder of another user is.

    Root is let in everywhere, so as root the folder is handed to another user and the child runs without
    the capabilities that bypass permissions (``setpriv``); otherwise the folder's own permissions shut it.
    """
    if os.geteuid() != 0:
        folder.chmod(0)
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("needs setpriv (util-linux) to drop root's permission override")
    for path in (folder, *folder.iterdir()):
        os.chown(path, 12345, 12345)
    folder.chmod(0o700)
    caps = "-dac_override,-dac_read_search"
    return ["setpriv", "--bounding-set", caps, "--inh-caps", caps]


def test_a_private_folder_of_another_user_is_one_notice_and_the_game_plays(tmp_path: Path) -> None:
    """What a run under sudo leaves behind: a 0700 folder the player's own account cannot enter."""
    data = tmp_path / "state"
    data.mkdir()
    (data / "settings.json").write_text('{"version": 2, "zoom": 4}')
    prefix = locked_out(data)
    try:
        result = subprocess.run(
            [*prefix, sys.executable, "-c", LOCKED_OUT, str(data)],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    finally:
        data.chmod(0o700)
    assert result.returncode == 0, result.stderr
    answers, *notices = result.stdout.splitlines()
    assert answers == "True True False"  # defaults, no saved game, and a save refused
    assert notices == [f"Nothing will be saved in {data}: permission denied"]
    assert json.loads((data / "settings.json").read_text())["zoom"] == 4
