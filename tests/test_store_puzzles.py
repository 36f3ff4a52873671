"""The puzzle library's names: an import whose name the library holds gets a number of its own."""

from __future__ import annotations

from pathlib import Path

from minesweeper.core.layout import Layout
from minesweeper.core.puzzles.puzzle import MAX_NAME, Puzzle
from minesweeper.store import Store

BOARD = Layout.parse("*.\n..")
WHEN = "2024-06-01T12:00:00"


def test_a_taken_name_gets_the_first_free_number_and_stays_within_the_longest_name(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.free_puzzle_name("  Stairs ") == "Stairs"
    for name in ("Stairs", "Stairs (2)", "Stairs (4)", "x" * MAX_NAME):
        store.save_puzzle(Puzzle(name, BOARD), WHEN)
    assert store.free_puzzle_name("Stairs") == "Stairs (3)"
    assert store.free_puzzle_name("Stairs (2)") == "Stairs (2) (2)"
    longest = store.free_puzzle_name("x" * (MAX_NAME + 5))
    assert longest == "x" * (MAX_NAME - 4) + " (2)" and len(longest) == MAX_NAME
    assert store.free_puzzle_name("   ") == "Untitled"
    store.close()


def test_without_a_usable_data_folder_the_name_is_kept_as_it_is(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be")
    store = Store(blocker)
    assert store.free_puzzle_name("Stairs") == "Stairs"
    store.close()
