"""The ranked Beginner (``beginner8``, 8x8 with 10 mines): a level of its own everywhere, with its own statistics row
and best times, never merged with Windows' 9x9 Beginner, while every key and file written before reads as it did."""

from pathlib import Path

import pytest

from minesweeper.core.daily.scheme import LEVELS
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.ranking import row_key
from minesweeper.core.solver.openings import best_first_click
from minesweeper.core.stats import Stats
from minesweeper.gui.play.menus import PLAY, game_menus, meaning
from minesweeper.gui.startup import build_parser as window_parser
from minesweeper.gui.widgets.menubar import MenuItem
from minesweeper.settings import Settings
from minesweeper.store import Store
from minesweeper.text.options import build_parser as text_parser
from tests.test_results_db import result

RANKED = PRESETS["beginner8"]


def test_the_ranked_beginner_is_8x8_with_10_mines_and_named_for_what_it_is() -> None:
    assert (RANKED.width, RANKED.height, RANKED.mines) == (8, 8, 10)
    assert RANKED.label == "Beginner 8×8 · ranked" and RANKED.short_label == "Beginner 8×8"
    assert Difficulty.parse("beginner8") is RANKED and str(RANKED) == "beginner8"
    assert Difficulty.parse("BEGINNER8") is RANKED
    # the same size typed as a custom board stays custom: it is never ranked beside the preset's games
    assert Difficulty.parse("8x8n10").is_custom


def test_it_has_its_own_statistics_row_and_ranking_key() -> None:
    assert row_key(RANKED) == "beginner8" != row_key(PRESETS["beginner"])
    assert list(Stats().by_key) == [
        "easy",
        "normal",
        "hard",
        "beginner",
        "intermediate",
        "expert",
        "beginner8",
        "custom",
    ]


def test_9x9_games_never_count_toward_it_nor_its_games_toward_9x9(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.record_result(result("beginner", True, 9000))
    assert store.record_result(result("beginner", False))
    assert store.record_result(result("beginner8", True, 4000))
    stats = store.load_records()
    nine, eight = stats.by_key["beginner"], stats.by_key["beginner8"]
    assert (nine.played, nine.won, [r.ms for r in nine.best]) == (2, 1, [9000])
    assert (eight.played, eight.won, [r.ms for r in eight.best]) == (1, 1, [4000])
    assert [entry.difficulty for entry in store.history(difficulty="beginner8")] == ["beginner8"]
    assert all(entry.difficulty == "beginner" for entry in store.history(difficulty="beginner"))


def test_the_game_menu_lists_it_after_beginner_and_plays_it() -> None:
    game, *_ = game_menus(Settings(), RANKED)
    commands = [item for item in game.items if isinstance(item, MenuItem)]
    items = [item for item in commands if item.command.startswith(PLAY)]
    assert [item.command.removeprefix(PLAY) for item in items] == list(PRESETS)
    ranked = next(item for item in items if item.command == PLAY + "beginner8")
    assert ranked.label == "Beginner 8×8 · ranked" and ranked.checked
    assert meaning(ranked.command) is RANKED


@pytest.mark.parametrize("parser", [text_parser, window_parser], ids=["terminal", "window"])
def test_preset_beginner8_is_taken_by_both_front_ends(parser: object) -> None:
    args = parser().parse_args(["--preset", "beginner8"])  # type: ignore[operator]
    assert args.preset is RANKED


def test_the_dailies_stay_the_three_windows_levels() -> None:
    assert LEVELS == ("beginner", "intermediate", "expert")


def test_its_first_click_hint_is_its_own_measured_cell_not_9x9s() -> None:
    """The opening table measured 8x8/10 as a level of its own: its best cell and rate are 8x8's, not 9x9's."""
    ranked, windows = best_first_click(8, 8, 10), best_first_click(9, 9, 10)
    assert ranked is not None and windows is not None
    assert ranked.cell[0] < 8 and ranked.cell[1] < 8
    assert ranked.rate < windows.rate  # 8x8 with 10 mines is the harder board


def test_files_written_before_it_read_as_they_did() -> None:
    """A settings file naming Beginner, and statistics with rows for the six levels before it, read unchanged."""
    settings, problems = Settings.from_dict({"last_difficulty": "beginner"})
    assert settings.last_difficulty is PRESETS["beginner"] and not problems
    row = {"played": 3, "won": 1, "streak": 0, "longest_streak": 1, "best": [], "recent": []}
    old = {key: row for key in ("easy", "normal", "hard", "beginner", "intermediate", "expert", "custom")}
    read = Stats.from_dict(old)
    assert read.by_key["beginner"].played == 3 and read.by_key["beginner8"].played == 0
