"""The store's files: where they live, how they round-trip, the game in progress over its life, settings
fixed up rather than thrown away, and disks that fail. Damaged files are in ``test_store_damage``."""

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
    game = play(game_from(ART, question_marks=True), *SCRIPT[:-1])
    store.save_resume(game, 20_000)
    play(game, SCRIPT[-1])
    rank = store.finish_game(game, "2024-05-01T10:00:00")
    assert rank is None  # a fixed layout is a custom board: counted, not ranked
    assert not (tmp_path / "resume.json").exists()
    assert Store(tmp_path).load_records().by_key["custom"].won == 1


def test_a_won_preset_game_gets_its_rank(tmp_path: Path) -> None:
    store = Store(tmp_path)
    game = Game.from_layout(Layout.parse("*.\n.."), difficulty=Difficulty("easy", "Easy", 2, 2, 1))
    game.apply(Action(Kind.REVEAL, 1, 1, 100))
    game.apply(Action(Kind.REVEAL, 0, 1, 2350))
    game.apply(Action(Kind.REVEAL, 1, 0, 4100))
    assert store.finish_game(game, "2024-05-01T10:00:00") == 1
    best = Store(tmp_path).load_records().by_key["easy"].best
    assert [(r.ms, r.date) for r in best] == [(4000, "2024-05-01T10:00:00")]


def test_a_finished_game_found_in_the_resume_file_is_dropped(tmp_path: Path) -> None:
    game = play(game_from(ART, question_marks=True), *SCRIPT)
    (tmp_path / "resume.json").write_text(json.dumps({"version": 1, **game_to_dict(game, 30_000)}))
    store = Store(tmp_path)
    assert store.load_resume(random.Random(0)) is None
    assert not (tmp_path / "resume.json").exists()


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


def started(seed: int) -> Game:
    game = Game(PRESETS["beginner"], random.Random(seed))
    game.apply(Action(Kind.REVEAL, 4, 4, 1000))
    return game


def test_a_new_games_first_move_gives_up_the_saved_game_as_a_loss(tmp_path: Path) -> None:
    Store(tmp_path).save_resume(started(1), 31_000)
    store = Store(tmp_path)
    newcomer = Game(PRESETS["expert"], random.Random(2))
    store.save_resume(newcomer, 0)  # no move yet: nothing replaced
    assert Store(tmp_path).load_records().by_key["beginner"].played == 0
    newcomer.apply(Action(Kind.REVEAL, 0, 0, 500))
    store.save_resume(newcomer, 600)
    beginner = Store(tmp_path).load_records().by_key["beginner"]
    assert (beginner.played, beginner.won, beginner.recent[0].ms) == (1, 0, 30_000)
    assert "The unfinished Beginner game was replaced and counted as lost" in store.take_notices()
    saved = Store(tmp_path).load_resume(random.Random(0))
    assert saved is not None and saved.game.difficulty == PRESETS["expert"]


def test_continuing_the_saved_game_counts_nothing(tmp_path: Path) -> None:
    Store(tmp_path).save_resume(started(1), 5_000)
    store = Store(tmp_path)
    saved = store.load_resume(random.Random(0))
    assert saved is not None
    covered = next((x, y) for y in range(9) for x in range(9) if not saved.game.tile(x, y).is_open)
    saved.game.apply(Action(Kind.FLAG, *covered, 6_000))
    store.save_resume(saved.game, 6_000)
    assert Store(tmp_path).load_records().by_key["beginner"].played == 0
    assert store.take_notices() == []


def test_replacing_a_game_with_only_flags_counts_nothing(tmp_path: Path) -> None:
    flags_only = Game(PRESETS["easy"], random.Random(3))
    flags_only.apply(Action(Kind.FLAG, 1, 1, 0))
    Store(tmp_path).save_resume(flags_only, 10)
    Store(tmp_path).save_resume(started(4), 2_000)
    assert all(row.played == 0 for row in Store(tmp_path).load_records().by_key.values())
