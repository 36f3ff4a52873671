"""The store and damaged files: whatever is on disk, the game starts with defaults, says so in one notice,
and keeps the bad file aside; a file from a newer version is never overwritten. The old records file is
only ever read (to import it into the results database), so a damaged one is set aside the same way."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.core.stats import Stats
from minesweeper.settings import Settings
from minesweeper.store import Store
from tests.core.boards import game_from, play
from tests.core.test_stats import played_stats
from tests.test_store_files import save_something

NAMES = ("settings.json", "records.json", "resume.json")
DEFAULTS: dict[str, object] = {"settings.json": Settings(), "records.json": Stats(), "resume.json": None}


def load(store: Store, name: str) -> object:
    """Load one file by name; each loader returns its defaults when the file is bad."""
    loaders: dict[str, Callable[[], object]] = {
        "settings.json": store.load_settings,
        "records.json": store.load_records,
        "resume.json": store.load_resume,
    }
    return loaders[name]()


def good_bytes(name: str, folder: Path) -> bytes:
    if name == "records.json":
        return json.dumps({"version": 1, "difficulties": played_stats()}).encode()
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
    ("settings.json", "last difficulty a number", wrong("settings.json", last_difficulty=3), "last_difficulty"),
    ("records.json", "wrong type", wrong("records.json", difficulties__intermediate__played="many"), "played"),
    ("records.json", "negative", wrong("records.json", difficulties__intermediate__won=-3), "won must be"),
    ("records.json", "huge", wrong("records.json", difficulties__intermediate__played=10**40), "played must be"),
    ("records.json", "impossible", wrong("records.json", difficulties__intermediate__won=7), "won ≤ played"),
    ("records.json", "no difficulties", wrong("records.json", difficulties=None), "with difficulties"),
    ("resume.json", "wrong type", wrong("resume.json", difficulty=["beginner"]), "difficulty must be"),
    ("resume.json", "unknown difficulty", wrong("resume.json", difficulty="nightmare"), "not a difficulty"),
    ("resume.json", "negative", wrong("resume.json", clock_ms=-40), "clock_ms"),
    ("resume.json", "huge", wrong("resume.json", difficulty="2000x5n1"), "between 1 and 1000"),
    ("resume.json", "board not its size", wrong("resume.json", layout="*.\n.."), "does not match Custom"),
    ("resume.json", "an action of 5000 digits", wrong("resume.json", actions=["F" + "1" * 5000 + ",0@0"]), "action 1"),
    ("resume.json", "no actions key", wrong("resume.json", actions=None), "actions must be a list"),
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


@pytest.mark.parametrize(
    ("name", "label", "make", "hint"), CASES, ids=[f"{name}-{label}" for name, label, _, _ in CASES]
)
def test_a_bad_file_gives_defaults_a_notice_and_is_kept_aside(
    tmp_path: Path, name: str, label: str, make: Callable[[str, Path], bytes], hint: str
) -> None:
    scratch, folder = tmp_path / "scratch", tmp_path / "data"
    bad = make(name, scratch)
    folder.mkdir()
    (folder / name).write_bytes(bad)
    store = Store(folder)
    assert load(store, name) == DEFAULTS[name]
    assert_set_aside(store, folder, name, bad, hint)
    carry_on(store, name)  # and the game carries on saving normally
    assert load(Store(folder), name) != DEFAULTS[name]


def carry_on(store: Store, name: str) -> None:
    if name == "records.json":
        assert store.record_result(won_game())
    else:
        save_something(store, name)


def won_game() -> FinishedGame:
    game = play(game_from("*.\n.."), "R1,1")
    return FinishedGame("won-1", GameRecord.of(game), Outcome.WON, 0, "2024-05-01T10:00:00")


@pytest.mark.parametrize("name", NAMES)
def test_a_folder_in_place_of_a_file_is_moved_aside(tmp_path: Path, name: str) -> None:
    (tmp_path / name).mkdir()
    (tmp_path / name / "inside.txt").write_text("kept")
    store = Store(tmp_path)
    assert load(store, name) == DEFAULTS[name]
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith(f"{name}.corrupt-")]
    assert (aside / "inside.txt").read_text() == "kept"
    assert "is a folder" in store.notices[0]


@pytest.mark.usefixtures("root_obeys_permissions")  # as root (CI) chmod 000 would not stop the read
def test_an_unreadable_file_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "records.json"
    path.write_text('{"version": 1, "difficulties": {}}')
    path.chmod(0)
    store = Store(tmp_path)
    assert store.load_records() == Stats()
    assert "could not be read" in store.notices[0]
    assert not path.exists()


def test_a_file_that_refuses_to_open_is_moved_aside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "zoom": 2}')
    real = os.open

    def refuse(name: Path, flags: int, *args: Any) -> int:
        if name == path:
            raise PermissionError(13, "Permission denied", str(name))
        return real(name, flags, *args)

    monkeypatch.setattr(os, "open", refuse)
    store = Store(tmp_path)
    assert store.load_settings() == Settings()
    assert "could not be read (Permission denied)" in store.notices[0]
    assert [p.name.startswith("settings.json.corrupt-") for p in tmp_path.iterdir()] == [True]


def test_a_bad_file_that_cannot_be_moved_is_left_alone_and_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "records.json"
    path.write_bytes(b"{ broken")

    def refuse(self: Path, target: Path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", refuse)
    store = Store(tmp_path)
    assert store.load_records() == Stats()
    assert store.record_result(won_game())
    assert path.read_bytes() == b"{ broken"
    assert "could not be moved aside (Permission denied)" in store.notices[0]


def test_a_second_bad_file_in_the_same_second_gets_its_own_name(tmp_path: Path) -> None:
    for content in (b"one", b"two"):
        (tmp_path / "settings.json").write_bytes(content)
        Store(tmp_path).load_settings()
    aside = sorted(p.read_bytes() for p in tmp_path.iterdir() if ".corrupt-" in p.name)
    assert aside == [b"one", b"two"]


@pytest.mark.parametrize("name", NAMES)
def test_a_newer_file_is_read_as_defaults_and_never_overwritten(tmp_path: Path, name: str) -> None:
    newer = json.dumps({"version": 3, "whatever": "the future holds"}).encode()
    (tmp_path / name).write_bytes(newer)
    store = Store(tmp_path)
    assert load(store, name) == DEFAULTS[name]
    carry_on(store, name)
    if name == "resume.json":
        assert not store.remove_resume()
    assert (tmp_path / name).read_bytes() == newer
    assert "made by a newer version of Minesweeper; it will not be changed" in store.notices[0]
    assert str(tmp_path / name) in store.notices[0]
    if name != "records.json":
        assert [p.name for p in tmp_path.iterdir()] == [name]
        assert any("was not changed" in notice for notice in store.notices[1:])


def test_saving_without_loading_first_still_keeps_a_bad_file(tmp_path: Path) -> None:
    (tmp_path / "resume.json").write_bytes(b"\x00\x01")
    store = Store(tmp_path)
    save_something(store, "resume.json")
    assert [p.read_bytes() for p in tmp_path.iterdir() if ".corrupt-" in p.name] == [b"\x00\x01"]
    assert store.load_resume() is not None
