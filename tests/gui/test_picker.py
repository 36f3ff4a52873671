"""The start screen's picker: two labelled groups, each from the easiest board to the hardest, with names
that never contradict each other, while the preset keys files and options use stay as they were."""

from pathlib import Path

import pygame
import pytest

from minesweeper.core.presets import PRESET_GROUPS, PRESETS, Difficulty, PresetGroup
from minesweeper.gui.screens.start import StartScreen
from tests.gui.driver import Driver


def density(key: str) -> float:
    preset = PRESETS[key]
    return preset.mines / (preset.width * preset.height)


def test_the_presets_come_in_two_labelled_groups_each_from_easiest_to_hardest_the_ranked_beginner_last(
    tmp_path: Path,
) -> None:
    driver = Driver(tmp_path)
    menu = driver.app.screen
    assert isinstance(menu, StartScreen)
    assert [heading for heading, _ in menu.groups] == ["Small boards", "Classic"]
    picked = [[entry.name for entry in row] for row in menu.rows if row[0].name in PRESETS]
    assert picked == [["easy", "normal", "hard"], ["beginner", "intermediate", "expert", "beginner8"]]
    classic = [key for key in picked[1] if key != "beginner8"]  # the ranked Beginner comes last, keys unchanged
    for row in (picked[0], classic):
        assert [density(key) for key in row] == sorted(density(key) for key in row)
    for heading, spot in menu.groups:  # each heading sits above its own row of tiles
        row = picked[[h for h, _ in menu.groups].index(heading)]
        tile = next(entry.button.rect for entry in menu.entries if entry.name == row[0])
        assert spot.bottom <= tile.top
    driver.close()


def test_a_new_preset_is_shown_in_its_group_with_its_number_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The picker's groups are the presets' own: a preset added to a group needs no change to the start screen."""
    from minesweeper.gui.screens import start

    huge = Difficulty("huge", "Huge", 40, 30, 240)
    small, classic = PRESET_GROUPS
    groups = (small, PresetGroup(classic.heading, (*classic.presets, huge)))
    monkeypatch.setattr(start, "PRESET_GROUPS", groups)
    presets = {d.key: d for group in groups for d in group.presets}
    monkeypatch.setattr(start, "PRESETS", presets)
    driver = Driver(tmp_path)
    menu = driver.app.screen
    assert isinstance(menu, StartScreen)
    picked = [[entry.name for entry in row] for row in menu.rows if row[0].name in presets]
    assert picked == [["easy", "normal", "hard"], ["beginner", "intermediate", "expert", "beginner8", "huge"]]
    tile = next(entry for entry in menu.entries if entry.name == "huge")
    assert tile.key == pygame.K_8 and tile.button.rect.right <= menu.size()[0]
    assert next(entry for entry in menu.entries if entry.name == "custom").key == pygame.K_9
    driver.close()


def test_no_name_claims_more_than_a_board_it_is_easier_than() -> None:
    """ "Hard" (10x10/10) was easier than Beginner (9x9/10): the small boards are named by their size."""
    labels = [preset.label for preset in PRESETS.values()]
    assert labels == ["Tiny", "Small", "Medium", "Beginner", "Intermediate", "Expert", "Beginner 8×8 · ranked"]
    assert not {"Easy", "Normal", "Hard"} & set(labels)


def test_the_preset_keys_of_files_and_options_still_work(tmp_path: Path) -> None:
    assert [str(Difficulty.parse(key)) for key in ("easy", "normal", "hard")] == ["easy", "normal", "hard"]
    driver = Driver(tmp_path)
    driver.key(pygame.K_3)  # the third tile, Medium, still the "hard" preset
    assert driver.play.game.difficulty is PRESETS["hard"]
    driver.close()


def test_the_ranked_beginner_is_the_last_classic_tile_its_label_on_two_lines(tmp_path: Path) -> None:
    """The community's 8x8 Beginner has a tile of its own in Classic, after Expert so that Beginner, Intermediate and
    Expert keep their keys 4, 5 and 6; its whole label at the body size, broken at its parts; it starts its own
    level; the menu's last numbered entries carry on along the row of digits."""
    driver = Driver(tmp_path)
    menu = driver.app.screen
    assert isinstance(menu, StartScreen)
    tile = next(entry for entry in menu.entries if entry.name == "beginner8")
    assert tile.button.label == "Beginner 8×8\nranked" and tile.button.detail == "8 x 8\n10 mines"
    assert tile.key == pygame.K_7 and tile.button.shortcut == "7"
    classic = {entry.name: entry.button.shortcut for entry in menu.entries if entry.name in ("intermediate", "expert")}
    assert classic == {"intermediate": "5", "expert": "6"}
    keys = {
        entry.name: entry.button.shortcut
        for entry in menu.entries
        if entry.name in ("custom", "statistics", "settings")
    }
    assert keys == {"custom": "8", "statistics": "9", "settings": "0"}
    driver.key(pygame.K_0)
    assert type(driver.app.screen).__name__ == "SettingsScreen"
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_7)
    assert driver.play.game.difficulty is PRESETS["beginner8"]
    driver.close()
