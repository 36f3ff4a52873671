"""Create mode through the real loop: pick a size, draw by mouse and keyboard, name, save, test-play without
keeping anything, play the saved puzzle from the library and see its best time."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.core.clock_text import format_ms
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.measures import bbbv
from minesweeper.core.puzzles.puzzle import Puzzle
from minesweeper.gui.art.sheets import TileSprite
from minesweeper.gui.play.board_view import SPRITE_OF
from minesweeper.gui.screens.editor import EditorScreen
from minesweeper.gui.screens.editor_size import SizeScreen
from minesweeper.gui.screens.puzzles import PuzzlesScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.store import Store
from tests.gui.driver import LEFT, RIGHT, Driver
from tests.gui.puzzle_kit import DRAWN, DRAWN_OPEN, library, showing, type_text, win


def new_editor(driver: Driver, width: int, height: int) -> EditorScreen:
    """From the menu: Puzzles, New puzzle, a typed size, Draw."""
    driver.key(pygame.K_p)
    driver.key(pygame.K_n)
    sizes = showing(driver, SizeScreen)
    for field, value in enumerate((width, height)):
        driver.click(sizes.form.boxes[field].center)  # the first digit typed replaces the value
        type_text(driver, str(value))
    driver.click(sizes.draw_button.rect.center)
    return showing(driver, EditorScreen)


def draw(driver: Driver, editor: EditorScreen, layout: Layout, opened: tuple[tuple[int, int], ...]) -> None:
    for x, y in sorted(layout.mines):
        driver.click(editor.board.cell_rect(x, y).center, LEFT)
    for cell in opened:
        driver.click(editor.board.cell_rect(*cell).center, RIGHT)


def cell_pixels(driver: Driver, editor: EditorScreen, x: int, y: int) -> bytes:
    return driver.pixels(editor.board.cell_rect(x, y))


def sprite(driver: Driver, editor: EditorScreen, index: int) -> bytes:
    return pygame.image.tobytes(driver.app.ctx.sheets.tiles(editor.board.zoom)[index], "RGB")


def test_create_save_test_play_then_play_it_from_the_library_for_a_best_time(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    editor = new_editor(driver, 5, 4)
    assert (editor.draft.width, editor.draft.height) == (5, 4)
    draw(driver, editor, DRAWN, DRAWN_OPEN)
    assert bytes(editor.draft.mines) == DRAWN.cells and editor.draft.opened == DRAWN_OPEN
    # The drawing is the puzzle's start: the flooded cells look open, the rest covered.
    assert cell_pixels(driver, editor, 0, 3) == sprite(driver, editor, TileSprite.OPEN)
    assert cell_pixels(driver, editor, 1, 1) == sprite(driver, editor, SPRITE_OF[1])
    assert cell_pixels(driver, editor, 4, 3) != sprite(driver, editor, TileSprite.OPEN)
    assert "3 mines - 3BV 7 (" in editor.status() and editor.status().endswith("no guess needed")

    driver.click(editor.name.rect.center)
    type_text(driver, "Stairs")  # S is typed, not Save
    assert editor.name.text == "Stairs" and Store(tmp_path).puzzles() == []
    driver.key(pygame.K_RETURN)  # leaves the name field
    driver.key(pygame.K_s)
    [saved] = Store(tmp_path).puzzles()
    assert (saved.name, saved.layout, saved.opened, saved.best_ms) == ("Stairs", DRAWN, DRAWN_OPEN, None)

    driver.key(pygame.K_t)
    test_play = driver.play
    assert test_play.session is not driver.app.ctx.session
    assert test_play.game.tile(0, 0).is_open  # the puzzle starts with its cells open
    win(driver, DRAWN, 1.0)
    store = Store(tmp_path)
    assert not store.paths.resume.exists()
    assert store.history() == [] and store.load_records().by_key["custom"].played == 0
    driver.key(pygame.K_ESCAPE)  # closes the results card
    driver.key(pygame.K_ESCAPE)
    assert driver.app.screen is editor
    assert bytes(editor.draft.mines) == DRAWN.cells and editor.name.text == "Stairs"

    driver.key(pygame.K_ESCAPE)  # saved: nothing to lose, so straight back
    puzzles = showing(driver, PuzzlesScreen)
    assert puzzles.table.count == 1
    name, size, mines, three_bv, no_guess, best = puzzles.row(0)
    assert (name, size, mines, three_bv, no_guess, best) == (
        "Stairs",
        "5 x 4",
        "3",
        str(bbbv(5, 4, DRAWN.cells)),
        "yes",
        "-",
    )
    driver.key(pygame.K_RETURN)
    assert driver.play.session is driver.app.ctx.session
    clicks = win(driver, DRAWN, 2.25)
    driver.key(pygame.K_ESCAPE)  # closes the results card
    driver.key(pygame.K_ESCAPE)
    puzzles = showing(driver, PuzzlesScreen)
    assert puzzles.row(0)[5] == format_ms(round(2250 * (clicks - 1)))
    assert Store(tmp_path).puzzles()[0].best_ms == 2250 * (clicks - 1)


def test_the_keyboard_draws_too(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    editor = new_editor(driver, 5, 4)
    keys = [
        pygame.K_RIGHT,  # the first arrow only shows the cursor, at the top left
        pygame.K_RIGHT,
        pygame.K_RIGHT,
        pygame.K_m,
        pygame.K_RIGHT,
        pygame.K_SPACE,
        pygame.K_DOWN,
        pygame.K_DOWN,
        pygame.K_m,
        pygame.K_LEFT,
        pygame.K_LEFT,
        pygame.K_LEFT,
        pygame.K_LEFT,
        pygame.K_UP,
        pygame.K_UP,
        pygame.K_o,
    ]
    for key in keys:
        driver.key(key)
    assert bytes(editor.draft.mines) == DRAWN.cells and editor.draft.opened == DRAWN_OPEN
    driver.key(pygame.K_TAB)
    type_text(driver, "Keys")
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_s)
    assert [(p.name, p.layout, p.opened) for p in Store(tmp_path).puzzles()] == [("Keys", DRAWN, DRAWN_OPEN)]
    driver.key(pygame.K_o)  # the cursor is on (0, 0), open: O covers it again
    assert not editor.draft.marks
    driver.key(pygame.K_LEFT)  # the cursor stops at the edge
    driver.key(pygame.K_m)
    assert editor.draft.has_mine(0, 0)


def test_what_cannot_be_played_is_refused_with_what_to_change(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    editor = new_editor(driver, 3, 3)
    driver.key(pygame.K_s)
    assert editor.message.startswith("Place at least one mine")
    driver.key(pygame.K_t)
    assert driver.app.screen is editor and editor.message.startswith("Place at least one mine")
    driver.click(editor.board.cell_rect(0, 0).center, LEFT)
    driver.click(editor.board.cell_rect(0, 0).center, RIGHT)
    assert editor.message.startswith("A mine cannot start open") and editor.draft.opened == ()
    driver.click(editor.board.cell_rect(2, 2).center, RIGHT)  # a 0: everything safe opens
    driver.key(pygame.K_s)
    assert editor.message.startswith("Every safe cell starts open")
    assert editor.status().endswith("not playable yet")
    assert Store(tmp_path).puzzles() == []


def test_dragging_paints_mines_and_clear_asks_first(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    editor = new_editor(driver, 6, 2)
    row = [editor.board.cell_rect(x, 0).center for x in range(6)]
    driver.down(LEFT, row[0])
    for pos in row[1:4]:
        driver.move(pos, buttons=(1, 0, 0))
    driver.up(LEFT, row[3])
    assert editor.draft.mines == bytearray([1, 1, 1, 1, 0, 0] + [0] * 6)
    driver.down(LEFT, row[1])  # starting on a mine rubs mines out
    driver.move(row[2], buttons=(1, 0, 0))
    driver.up(LEFT, row[2])
    assert editor.draft.mine_count == 2
    driver.key(pygame.K_c)
    assert editor.asking is not None and editor.draft.mine_count == 2
    driver.key(pygame.K_n)
    assert editor.asking is None and editor.draft.mine_count == 2
    driver.click(editor.clear_button.rect.center)
    driver.click(editor.yes_button.rect.center)
    assert editor.draft.mine_count == 0


def test_leaving_with_unsaved_changes_asks_and_editing_saves_over_the_same_puzzle(tmp_path: Path) -> None:
    [puzzle_id] = library(tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN))
    driver = Driver(tmp_path)
    driver.key(pygame.K_p)
    driver.key(pygame.K_e)
    editor = showing(driver, EditorScreen)
    assert editor.draft.opened == DRAWN_OPEN and editor.name.text == "Stairs"
    driver.click(editor.board.cell_rect(4, 3).center)
    driver.key(pygame.K_ESCAPE)
    assert editor.asking is not None and driver.app.screen is editor
    driver.key(pygame.K_ESCAPE)  # Esc cancels the question
    assert editor.asking is None
    driver.key(pygame.K_s)
    [saved] = Store(tmp_path).puzzles()
    assert saved.puzzle_id == puzzle_id and saved.layout.mine_count == 4
    driver.click(editor.board.cell_rect(4, 3).center)
    driver.click(editor.back_button.rect.center)
    driver.key(pygame.K_y)
    showing(driver, PuzzlesScreen)
    assert Store(tmp_path).puzzles()[0].layout.mine_count == 4


def fill(driver: Driver, sizes: SizeScreen, field: int, text: str) -> None:
    """Click into a field of the size form, empty it and type ``text``."""
    driver.click(sizes.form.boxes[field].center)
    while sizes.form.values[field]:
        driver.key(pygame.K_BACKSPACE)
    type_text(driver, text)


@pytest.mark.parametrize(
    ("width", "height", "message"),
    [
        ("41", "3", "The editor takes up to 40 x 30, not 41 x 3"),
        ("1", "1", "A puzzle needs at least two cells"),
        ("", "9", "Width is empty: type a number"),
    ],
)
def test_the_size_is_checked(tmp_path: Path, width: str, height: str, message: str) -> None:
    driver = Driver(tmp_path)
    driver.key(pygame.K_p)
    driver.key(pygame.K_n)
    sizes = showing(driver, SizeScreen)
    fill(driver, sizes, 1, height)
    fill(driver, sizes, 0, width)
    assert sizes.focus == 6 and sizes.form.focus == 0
    driver.key(pygame.K_RETURN)
    assert driver.app.screen is sizes and sizes.error.startswith(message)
    type_text(driver, "x7")  # only digits go in
    assert sizes.form.values[0] == (width + "7")[:2] and sizes.error == ""


def test_a_preset_is_one_click_or_arrows_and_enter(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    driver.key(pygame.K_p)
    driver.key(pygame.K_n)
    sizes = showing(driver, SizeScreen)
    assert sizes.focus == 3  # Beginner
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN)
    editor = showing(driver, EditorScreen)
    assert (editor.draft.width, editor.draft.height) == (16, 16)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_n)
    sizes = showing(driver, SizeScreen)
    driver.click(sizes.presets[5].rect.center)
    editor = showing(driver, EditorScreen)
    assert (editor.draft.width, editor.draft.height) == (30, 16)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_n)
    driver.key(pygame.K_ESCAPE)
    showing(driver, PuzzlesScreen)
    driver.key(pygame.K_ESCAPE)
    showing(driver, StartScreen)


def test_the_largest_board_fits_the_window(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    editor = new_editor(driver, 40, 30)
    width, height = driver.app.surface.get_size()
    assert editor.board.frame.right <= width and editor.back_button.rect.bottom <= height
    assert editor.size()[0] <= driver.app.ctx.available[0] and editor.size()[1] <= driver.app.ctx.available[1]
    driver.click(editor.board.cell_rect(39, 29).center)
    assert editor.draft.has_mine(39, 29)


def test_the_puzzle_size_steps_as_the_custom_board_does_and_stops_at_what_the_editor_draws(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    driver.key(pygame.K_p)
    driver.key(pygame.K_n)
    sizes = showing(driver, SizeScreen)
    sizes.form.values = ["39", "29"]
    for _ in range(2):
        driver.click(sizes.form.plus[0].rect.center)
        driver.click(sizes.form.plus[1].rect.center)
    assert sizes.form.values == ["40", "30"]  # the editor's largest board, never past it
    assert sizes.focus == 7 and sizes.form.focus == 1  # the stepper chose its field: Enter draws the typed size
    driver.key(pygame.K_RETURN)
    editor = showing(driver, EditorScreen)
    assert (editor.draft.width, editor.draft.height) == (40, 30)
