"""The store: files round-trip, saves are atomic, and no bad file crashes the game or silently vanishes."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from platformdirs import PlatformDirs

from minesweeper.core import PRESETS, Action, Difficulty, Game, Kind, Layout
from minesweeper.core.record import game_to_dict
from minesweeper.core.stats import Stats
from minesweeper.settings import DEFAULT_CUSTOM, Settings
from minesweeper.store import ENV_VAR, Store, resolve_paths
from tests.core.boards import game_from, play
from tests.core.test_record import ART, SCRIPT, snapshot

NAMES = ("settings.json", "records.json", "resume.json")


@pytest.fixture(autouse=True)
def no_env_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)


def load(store: Store, name: str) -> object:
    """Load one file by name; each loader returns its defaults when the file is bad."""
    loaders: dict[str, Callable[[], object]] = {
        "settings.json": store.load_settings,
        "records.json": store.load_records,
        "resume.json": lambda: store.load_resume(random.Random(0)),
    }
    return loaders[name]()


DEFAULTS: dict[str, object] = {"settings.json": Settings(), "records.json": Stats(), "resume.json": None}


def game_in_progress() -> Game:
    return play(game_from(ART, question_marks=True), *SCRIPT[:10])


def save_something(store: Store, name: str) -> None:
    if name == "settings.json":
        store.save_settings(Settings(zoom=3))
    elif name == "records.json":
        stats = Stats()
        stats.record_result("easy", True, 4321, "2024-05-01T10:00:00")
        store.save_records(stats)
    else:
        store.save_resume(game_in_progress(), 12_000)


# ----------------------------------------------------------------- where the files live


def test_a_data_dir_puts_all_three_files_in_it(tmp_path: Path) -> None:
    paths = resolve_paths(tmp_path)
    assert (paths.settings, paths.records, paths.resume) == tuple(tmp_path / name for name in NAMES)


def test_the_environment_variable_overrides_like_a_data_dir(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert resolve_paths().records == tmp_path / "env" / "records.json"
    assert resolve_paths(tmp_path / "arg").records == tmp_path / "arg" / "records.json"


def test_without_an_override_the_platform_folders_are_used() -> None:
    dirs = PlatformDirs("minesweeper", appauthor=False)
    paths = resolve_paths()
    assert paths.settings == Path(dirs.user_config_dir) / "settings.json"
    assert paths.records == Path(dirs.user_data_dir) / "records.json"
    assert paths.resume == Path(dirs.user_state_dir) / "resume.json"


# ----------------------------------------------------------------- round trips


def test_missing_files_give_defaults_and_no_notice(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert [load(store, name) for name in NAMES] == [DEFAULTS[name] for name in NAMES]
    assert store.notices == []


def test_settings_round_trip(tmp_path: Path) -> None:
    settings = Settings(question_marks=True, left_click_chord=False, zoom=4, last_difficulty="custom",
                        last_custom=Difficulty.custom(20, 12, 40))
    Store(tmp_path).save_settings(settings)
    store = Store(tmp_path)
    assert store.load_settings() == settings
    assert store.notices == []


def test_records_round_trip(tmp_path: Path) -> None:
    stats = Stats()
    stats.record_result("expert", True, 123_456, "2024-05-01T10:00:00")
    stats.record_result("custom", False, 99, "2024-05-02T10:00:00")
    Store(tmp_path).save_records(stats)
    assert Store(tmp_path).load_records() == stats


@pytest.mark.parametrize("steps", range(len(SCRIPT)))
def test_resume_after_a_save_at_every_step_is_the_same_game(tmp_path: Path, steps: int) -> None:
    game = play(game_from(ART, question_marks=True), *SCRIPT[:steps])
    clock = steps * 1000 + 5
    Store(tmp_path).save_resume(game, clock)
    saved = Store(tmp_path).load_resume(random.Random(0))
    if not game.actions:
        assert saved is None  # an untouched game is not worth a file
        return
    assert saved is not None and saved.clock_ms == clock
    assert snapshot(saved.game, clock) == snapshot(game, clock)


def test_files_are_versioned_json_and_no_temporary_files_are_left(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for name in NAMES:
        save_something(store, name)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(NAMES)
    for name in NAMES:
        assert json.loads((tmp_path / name).read_text(encoding="utf-8"))["version"] == 1
    assert store.notices == []


def test_saving_creates_missing_folders(tmp_path: Path) -> None:
    store = Store(tmp_path / "a" / "b")
    save_something(store, "records.json")
    assert (tmp_path / "a" / "b" / "records.json").is_file()


# ----------------------------------------------------------------- the game in progress over its life


def test_an_untouched_game_leaves_the_saved_one_alone(tmp_path: Path) -> None:
    save_something(Store(tmp_path), "resume.json")
    Store(tmp_path).save_resume(Game(PRESETS["expert"], random.Random(1)), 0)
    assert Store(tmp_path).load_resume(random.Random(0)) is not None


def test_a_finished_game_is_counted_and_never_offered(tmp_path: Path) -> None:
    store = Store(tmp_path)
    stats = store.load_records()
    game = play(game_from(ART, question_marks=True), *SCRIPT[:-1])
    store.save_resume(game, 20_000)
    play(game, SCRIPT[-1])
    rank = store.finish_game(game, stats, "2024-05-01T10:00:00")
    assert rank is None  # a fixed layout is a custom board: counted, not ranked
    assert not (tmp_path / "resume.json").exists()
    assert Store(tmp_path).load_records().by_key["custom"].won == 1


def test_a_won_preset_game_gets_its_rank(tmp_path: Path) -> None:
    store = Store(tmp_path)
    game = Game.from_layout(Layout.parse("*.\n.."), difficulty=Difficulty("easy", "Easy", 2, 2, 1))
    game.apply(Action(Kind.REVEAL, 1, 1, 100))
    game.apply(Action(Kind.REVEAL, 0, 1, 2350))
    game.apply(Action(Kind.REVEAL, 1, 0, 4100))
    assert store.finish_game(game, store.load_records(), "2024-05-01T10:00:00") == 1
    best = Store(tmp_path).load_records().by_key["easy"].best
    assert [(r.ms, r.date) for r in best] == [(4000, "2024-05-01T10:00:00")]


def test_a_finished_game_found_in_the_resume_file_is_dropped(tmp_path: Path) -> None:
    game = play(game_from(ART, question_marks=True), *SCRIPT)
    (tmp_path / "resume.json").write_text(json.dumps({"version": 1, **game_to_dict(game, 30_000)}))
    store = Store(tmp_path)
    assert store.load_resume(random.Random(0)) is None
    assert not (tmp_path / "resume.json").exists()


# ----------------------------------------------------------------- bad files


def good_bytes(name: str, folder: Path) -> bytes:
    save_something(Store(folder), name)
    return (folder / name).read_bytes()


def truncated(name: str, folder: Path) -> bytes:
    whole = good_bytes(name, folder)
    return whole[: len(whole) // 2]


CORRUPTIONS: dict[str, Callable[[str, Path], bytes]] = {
    "truncated": truncated,
    "empty": lambda name, folder: b"",
    "random bytes": lambda name, folder: bytes(random.Random(5).randrange(256) for _ in range(300)),
    "not UTF-8": lambda name, folder: b'{"version": 1, "zoom": "\xff\xfe"}',
    "a JSON list": lambda name, folder: b"[1, 2, 3]",
    "no version": lambda name, folder: b'{"zoom": 2}',
    "version as text": lambda name, folder: b'{"version": "1"}',
    "version zero": lambda name, folder: b'{"version": 0}',
    "a huge number": lambda name, folder: b'{"version": 1, "x": 1' + b"0" * 5000 + b"}",
    "deep nesting": lambda name, folder: b'{"version": 1, "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
}

def wrong(name: str, **fields: Any) -> Callable[[str, Path], bytes]:
    """A file of the right shape for ``name`` with some fields replaced."""
    def build(_: str, folder: Path) -> bytes:
        data = json.loads(good_bytes(name, folder))
        for key, value in fields.items():
            target = data
            *outer, last = key.split("__")
            for part in outer:
                target = target[part]
            target[last] = value
        return json.dumps(data).encode()
    return build


FIELD_DAMAGE: list[tuple[str, str, Callable[[str, Path], bytes], str]] = [
    ("settings.json", "wrong type", wrong("settings.json", left_click_chord=1), "left_click_chord"),
    ("settings.json", "zoom as text", wrong("settings.json", zoom="big"), "zoom must be"),
    ("settings.json", "custom as a list", wrong("settings.json", last_custom=[30, 16, 99]), "last_custom"),
    ("records.json", "wrong type", wrong("records.json", difficulties__easy__played="many"), "played"),
    ("records.json", "negative", wrong("records.json", difficulties__easy__won=-3), "won must be"),
    ("records.json", "huge", wrong("records.json", difficulties__easy__played=10**40), "played must be"),
    ("records.json", "impossible", wrong("records.json", difficulties__easy__won=7), "won ≤ played"),
    ("resume.json", "wrong type", wrong("resume.json", difficulty="beginner"), "difficulty must be"),
    ("resume.json", "negative", wrong("resume.json", clock_ms=-40), "clock_ms"),
    ("resume.json", "huge", wrong("resume.json", difficulty__width=10**9), "between 1 and 1000"),
    ("resume.json", "board not its size", wrong("resume.json", layout="*.\n.."), "not a Custom board"),
    ("resume.json", "an action that does not apply", wrong("resume.json", actions=["C0,4@1"]), "action 1"),
]

CASES = [(name, label, make, "") for name in NAMES for label, make in CORRUPTIONS.items()] + FIELD_DAMAGE


def assert_set_aside(store: Store, folder: Path, name: str, bad: bytes, hint: str) -> None:
    """Defaults were returned (checked by the caller); here: one notice, and the bad file kept aside."""
    aside = [p for p in folder.iterdir() if p.name.startswith(f"{name}.corrupt-")]
    assert len(aside) == 1, sorted(p.name for p in folder.iterdir())
    assert aside[0].read_bytes() == bad
    assert not (folder / name).exists()
    [notice] = store.notices
    assert str(folder / name) in notice and str(aside[0]) in notice and hint in notice
    assert "\n" not in notice


@pytest.mark.parametrize(("name", "label", "make", "hint"), CASES,
                         ids=[f"{name}-{label}" for name, label, _, _ in CASES])
def test_a_bad_file_gives_defaults_a_notice_and_is_kept_aside(
        tmp_path: Path, name: str, label: str, make: Callable[[str, Path], bytes], hint: str) -> None:
    scratch, folder = tmp_path / "scratch", tmp_path / "data"
    bad = make(name, scratch)
    folder.mkdir()
    (folder / name).write_bytes(bad)
    store = Store(folder)
    assert load(store, name) == DEFAULTS[name]
    assert_set_aside(store, folder, name, bad, hint)
    save_something(store, name)  # and the game carries on saving normally
    assert load(Store(folder), name) != DEFAULTS[name]


@pytest.mark.parametrize("name", NAMES)
def test_a_folder_in_place_of_a_file_is_moved_aside(tmp_path: Path, name: str) -> None:
    (tmp_path / name).mkdir()
    (tmp_path / name / "inside.txt").write_text("kept")
    store = Store(tmp_path)
    assert load(store, name) == DEFAULTS[name]
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith(f"{name}.corrupt-")]
    assert (aside / "inside.txt").read_text() == "kept"
    assert "is a folder" in store.notices[0]


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="running as root: chmod 000 does not stop root reading the file "
                           "(test_a_file_that_refuses_to_open_is_moved_aside covers it)")
def test_an_unreadable_file_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "records.json"
    path.write_text('{"version": 1}')
    path.chmod(0)
    store = Store(tmp_path)
    assert store.load_records() == Stats()
    assert "could not be read" in store.notices[0]
    assert not path.exists()


def test_a_file_that_refuses_to_open_is_moved_aside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "zoom": 2}')
    real = Path.read_bytes

    def refuse(self: Path) -> bytes:
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", refuse)
    store = Store(tmp_path)
    assert store.load_settings() == Settings()
    assert "could not be read (Permission denied)" in store.notices[0]
    assert [p.name.startswith("settings.json.corrupt-") for p in tmp_path.iterdir()] == [True]


def test_a_bad_file_that_cannot_be_moved_is_left_alone_and_never_overwritten(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "records.json"
    path.write_bytes(b"{ broken")

    def refuse(self: Path, target: Path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", refuse)
    store = Store(tmp_path)
    assert store.load_records() == Stats()
    save_something(store, "records.json")
    assert path.read_bytes() == b"{ broken"
    assert "could not be moved aside (Permission denied)" in store.notices[0]
    assert "was not changed" in store.notices[1]


def test_a_second_bad_file_in_the_same_second_gets_its_own_name(tmp_path: Path) -> None:
    for content in (b"one", b"two"):
        (tmp_path / "settings.json").write_bytes(content)
        Store(tmp_path).load_settings()
    aside = sorted(p.read_bytes() for p in tmp_path.iterdir() if ".corrupt-" in p.name)
    assert aside == [b"one", b"two"]


@pytest.mark.parametrize("name", NAMES)
def test_a_newer_file_is_read_as_defaults_and_never_overwritten(tmp_path: Path, name: str) -> None:
    newer = json.dumps({"version": 2, "whatever": "the future holds"}).encode()
    (tmp_path / name).write_bytes(newer)
    store = Store(tmp_path)
    assert load(store, name) == DEFAULTS[name]
    save_something(store, name)
    if name == "resume.json":
        store.clear_resume()
    assert (tmp_path / name).read_bytes() == newer
    assert [p.name for p in tmp_path.iterdir()] == [name]
    assert "made by a newer version of Minesweeper; it will not be changed" in store.notices[0]
    assert str(tmp_path / name) in store.notices[0]
    assert any("was not changed" in notice for notice in store.notices[1:])


def test_saving_without_loading_first_still_keeps_a_bad_file(tmp_path: Path) -> None:
    (tmp_path / "resume.json").write_bytes(b"\x00\x01")
    store = Store(tmp_path)
    save_something(store, "resume.json")
    assert [p.read_bytes() for p in tmp_path.iterdir() if ".corrupt-" in p.name] == [b"\x00\x01"]
    assert store.load_resume(random.Random(0)) is not None


# ----------------------------------------------------------------- settings fixed up, not thrown away


@pytest.mark.parametrize(("fields", "expected", "hint"), [
    ({"zoom": 20}, Settings(zoom=8), "zoom 20 is out of range 1..8; using 8"),
    ({"zoom": 0}, Settings(zoom=1), "zoom 0 is out of range 1..8; using 1"),
    ({"last_difficulty": "galaxy"}, Settings(), "unknown difficulty 'galaxy'; using beginner"),
    ({"last_custom": {"width": 5, "height": 5, "mines": 25}}, Settings(last_custom=DEFAULT_CUSTOM),
     "the last custom board is not valid"),
    ({"last_custom": {"width": 0, "height": 5, "mines": 1}}, Settings(), "using 30×16, 99 mines"),
])
def test_out_of_range_settings_are_fixed_with_a_notice(tmp_path: Path, fields: dict[str, Any],
                                                       expected: Settings, hint: str) -> None:
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


# ----------------------------------------------------------------- failing disks


def test_a_save_that_fails_is_a_notice_and_the_old_file_survives(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    save_something(Store(tmp_path), "settings.json")
    before = (tmp_path / "settings.json").read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    store = Store(tmp_path)
    store.load_settings()
    monkeypatch.setattr(os, "replace", crash)
    store.save_settings(Settings(zoom=7))
    store.save_settings(Settings(zoom=6))
    assert (tmp_path / "settings.json").read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # the temporary file is gone
    assert store.take_notices() == [f"could not save {tmp_path / 'settings.json'}: No space left on device"]
    assert store.notices == []


def test_a_data_dir_that_is_a_file_is_a_notice_not_a_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    store = Store(blocker)
    save_something(store, "records.json")
    assert len(store.notices) == 1 and "could not save" in store.notices[0]
