"""The puzzle library through the real loop: the list, play, duplicate, delete with confirmation, the board
code to the clipboard (or on screen without one), and .mbf files out to and back in from the exchange folder."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.core.errors import PuzzleError
from minesweeper.core.formats.codes import decode_board, encode_board
from minesweeper.core.formats.mbf import read_mbf, write_mbf
from minesweeper.core.layout import Layout
from minesweeper.core.puzzles.check import refuse_unplayable
from minesweeper.core.puzzles.puzzle import Puzzle
from minesweeper.gui.platform import clipboard
from minesweeper.gui.screens.editor import EditorScreen
from minesweeper.gui.screens.editor_size import SizeScreen
from minesweeper.gui.screens.puzzles import PuzzlesScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.store import Store
from tests.gui.driver import Driver
from tests.gui.puzzle_kit import DRAWN, DRAWN_OPEN, library, showing

FIFTY_FIFTY = Layout.parse("*.\n..\n..")  # opened at the bottom: the top two cells are a coin toss


def open_library(tmp_path: Path, *puzzles: Puzzle) -> tuple[Driver, PuzzlesScreen]:
    library(tmp_path, *puzzles)
    driver = Driver(tmp_path)
    driver.choose("puzzles")
    return driver, showing(driver, PuzzlesScreen)


def exchange(tmp_path: Path) -> Path:
    return Store(tmp_path).paths.exchange


def test_the_list_gives_each_puzzle_newest_first_with_its_verdict(tmp_path: Path) -> None:
    driver, screen = open_library(
        tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN), Puzzle("Toss", FIFTY_FIFTY, ((0, 2),)), Puzzle("Blind", DRAWN)
    )
    assert [screen.row(i) for i in range(3)] == [
        ("Blind", "5 x 4", "3", "7", "no", "-"),  # nothing starts open: the first click is a guess
        ("Toss", "2 x 3", "1", "2", "no", "-"),
        ("Stairs", "5 x 4", "3", "7", "yes", "-"),
    ]
    before = driver.pixels(screen.table.rect)
    driver.key(pygame.K_DOWN)
    assert screen.table.selected == 1 and driver.pixels(screen.table.rect) != before
    driver.click(screen.table.row_rect(2).center)
    assert screen.chosen() == Store(tmp_path).puzzles()[2]
    driver.key(pygame.K_ESCAPE)
    showing(driver, StartScreen)


def test_an_empty_library_says_how_to_make_a_puzzle_and_new_opens_the_editor(tmp_path: Path) -> None:
    driver, screen = open_library(tmp_path)
    assert screen.table.count == 0
    driver.key(pygame.K_RETURN)
    assert screen.message.startswith("The library is empty: N draws a new puzzle")
    driver.click(next(b for b in screen.main if b.label == "New puzzle").rect.center)
    showing(driver, SizeScreen)


def test_play_counts_for_the_puzzle_and_esc_comes_back(tmp_path: Path) -> None:
    [puzzle_id] = library(tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN))
    driver = Driver(tmp_path)
    driver.key(pygame.K_p)
    driver.key(pygame.K_RETURN)
    assert driver.play.session.puzzle_id == puzzle_id
    assert driver.play.game.tile(0, 0).is_open and not driver.play.game.tile(4, 3).is_open
    driver.key(pygame.K_ESCAPE)
    showing(driver, PuzzlesScreen)


def test_duplicate_and_delete_after_confirmation(tmp_path: Path) -> None:
    driver, screen = open_library(tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN))
    driver.key(pygame.K_d)
    assert [p.name for p in Store(tmp_path).puzzles()] == ["Stairs (copy)", "Stairs"]
    copy = Store(tmp_path).puzzles()[0]
    assert (copy.layout, copy.opened) == (DRAWN, DRAWN_OPEN) and screen.chosen() == copy
    driver.key(pygame.K_DELETE)
    assert screen.confirming
    driver.key(pygame.K_n)
    assert not screen.confirming and len(Store(tmp_path).puzzles()) == 2
    driver.click(next(b for b in screen.main if b.label == "Delete").rect.center)
    driver.click(screen.yes_button.rect.center)
    assert [p.name for p in Store(tmp_path).puzzles()] == ["Stairs"] and screen.table.count == 1
    driver.key(pygame.K_e)
    showing(driver, EditorScreen)


def test_share_copies_our_code_and_says_the_open_cells_stay_behind(tmp_path: Path) -> None:
    driver, screen = open_library(tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN))
    clipboard.copy("something else")
    driver.key(pygame.K_c)
    code = clipboard.paste()
    assert code == encode_board(5, 4, DRAWN.cells) and decode_board(code) == (5, 4, DRAWN.cells)
    assert code in screen.message and "open cells stay behind" in screen.message


def test_without_a_clipboard_the_code_is_shown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(clipboard, "copy", lambda text: False)
    driver, screen = open_library(tmp_path, Puzzle("Plain", DRAWN))
    driver.key(pygame.K_c)
    assert screen.message == f"There is no clipboard here; copy the code by hand: {encode_board(5, 4, DRAWN.cells)}"


def test_export_then_import_brings_the_same_board_back(tmp_path: Path) -> None:
    driver, screen = open_library(tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN))
    driver.key(pygame.K_x)
    written = exchange(tmp_path) / "Stairs.mbf"
    assert written.read_bytes() == write_mbf(5, 4, DRAWN.cells)
    assert str(written) in screen.message and "holds no open cells" in screen.message
    driver.key(pygame.K_i)
    assert screen.files == [written]
    driver.key(pygame.K_RETURN)
    assert screen.files is None
    imported, original = Store(tmp_path).puzzles()
    assert (imported.name, imported.layout, imported.opened) == ("Stairs (2)", DRAWN, ())  # a name of its own
    assert original.opened == DRAWN_OPEN and screen.chosen() == imported
    assert screen.message == 'Imported "Stairs (2)" (5 x 4)'
    driver.key(pygame.K_i)
    driver.key(pygame.K_RETURN)
    assert [p.name for p in Store(tmp_path).puzzles()] == ["Stairs (3)", "Stairs (2)", "Stairs"]


def test_a_bad_mbf_file_gets_the_readers_reason_and_nothing_is_imported(tmp_path: Path) -> None:
    folder = exchange(tmp_path)
    folder.mkdir(parents=True)
    (folder / "cut.mbf").write_bytes(bytes([9, 9, 0, 10, 1, 1]))
    driver, screen = open_library(tmp_path)
    driver.click(next(b for b in screen.main if b.label == "Import .mbf").rect.center)
    assert screen.files == [folder / "cut.mbf"]
    driver.key(pygame.K_RETURN)
    with pytest.raises(ValueError) as reason:
        read_mbf(bytes([9, 9, 0, 10, 1, 1]))
    assert screen.message == f"cut.mbf: {reason.value}" and Store(tmp_path).puzzles() == []
    driver.key(pygame.K_ESCAPE)  # leaves the file list, not the library
    assert screen.files is None and driver.app.screen is screen


def test_an_mbf_file_with_no_mines_is_refused_with_the_editors_reason(tmp_path: Path) -> None:
    folder = exchange(tmp_path)
    folder.mkdir(parents=True)
    (folder / "empty.mbf").write_bytes(write_mbf(4, 4, bytes(16)))
    driver, screen = open_library(tmp_path)
    driver.key(pygame.K_i)
    driver.key(pygame.K_RETURN)
    with pytest.raises(PuzzleError) as reason:
        refuse_unplayable(4, 4, bytes(16), ())
    assert screen.message == f"empty.mbf: {reason.value}" and Store(tmp_path).puzzles() == []


def test_an_empty_exchange_folder_says_where_to_put_files(tmp_path: Path) -> None:
    driver, screen = open_library(tmp_path)
    driver.key(pygame.K_i)
    assert screen.files == [] and str(exchange(tmp_path)) in screen.message
    driver.key(pygame.K_RETURN)
    assert screen.files == []


def test_a_board_too_big_for_the_editor_still_plays(tmp_path: Path) -> None:
    big = Layout(60, 20, bytes([1]) + bytes(60 * 20 - 1))
    driver, screen = open_library(tmp_path, Puzzle("Wide", big))
    driver.key(pygame.K_e)
    assert driver.app.screen is screen and "the editor takes up to 40 x 30" in screen.message
    driver.key(pygame.K_RETURN)
    assert driver.play.game.width == 60


def test_a_board_too_big_for_an_mbf_file_is_refused_with_the_reason(tmp_path: Path) -> None:
    driver, screen = open_library(tmp_path, Puzzle("Huge", Layout(300, 2, bytes([1]) + bytes(599))))
    driver.key(pygame.K_x)
    assert "holds at most 255" in screen.message and not exchange(tmp_path).exists()
