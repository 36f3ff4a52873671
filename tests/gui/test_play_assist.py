"""The solver in the window: a hint with its reason and outline, the probability view, the verdict on a
loss, and no-guess boards found while the first button is held, all through real events."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from minesweeper.core.game import GameState
from minesweeper.core.language.cells import cell_of
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.solver.noguess import NoGuessMines, is_solvable
from minesweeper.core.solver.steps import Move
from minesweeper.core.view import Tile
from minesweeper.gui.play import assist as play_assist
from minesweeper.gui.play.screen import PlayScreen
from tests.core.test_chains import COUNTED, EXPERT, P9, Q6, R7
from tests.gui.driver import LEFT, SCENE_BOARD, Driver
from tests.speech_kit import RecordingVoice


def plain(driver: Driver, x: int, y: int) -> bool:
    """The cell shows its tile's sprite and nothing over it."""
    return driver.shows(x, y, driver.play.game.tile(x, y))


def test_a_hint_names_a_safe_cell_outlines_it_and_marks_the_game_assisted(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    assert not driver.play.session.assisted
    driver.key(pygame.K_h)
    driver.solver_answers()
    outline = driver.play.flow.assist.marks.outline
    assert outline is not None and outline.mine is False and outline.sources
    assert " is safe: " in driver.play.message
    assert not plain(driver, *outline.cell) and not plain(driver, *outline.sources[0])
    assert driver.play.session.assisted
    driver.click_cell(*outline.cell)  # taking the hint: the outline goes
    assert driver.play.flow.assist.marks.outline is None and plain(driver, *outline.cell)


def test_a_hint_before_the_first_click_says_to_click_anywhere_and_marks_nothing(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.key(pygame.K_h)
    driver.solver_answers()
    assert "first click" in driver.play.message and driver.play.flow.assist.marks.outline is None
    assert not driver.play.session.assisted


def test_the_probability_view_shades_covered_cells_and_gives_the_figure_under_the_pointer(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.key(pygame.K_p)
    driver.solver_answers()
    game = driver.play.game
    covered = [(x, y) for y in range(9) for x in range(9) if game.tile(x, y) is Tile.COVERED]
    assert covered and not any(plain(driver, *cell) for cell in covered)
    assert all(plain(driver, x, y) for y in range(9) for x in range(9) if game.tile(x, y).is_open)
    driver.move(driver.cell_centre(*covered[-1]))
    assert driver.play.message.endswith("chance of a mine") and "%" in driver.play.message
    assert driver.play.session.assisted
    driver.key(pygame.K_p)
    assert all(plain(driver, *cell) for cell in covered)


def test_a_loss_gets_its_verdict_and_an_avoidable_one_shows_a_safe_cell(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.click_cell(5, 0)  # a mine, while safe cells were known
    assert driver.play.game.state is GameState.LOST
    driver.solver_answers()
    ending = driver.play.session.ending
    verdict = None if ending is None else ending.verdict
    assert verdict is not None and not verdict.forced
    assert driver.play.message.startswith("Avoidable: ")
    outline = driver.play.flow.assist.marks.outline
    assert outline is not None and outline.cell == verdict.safe_cell


def test_a_hint_proven_by_a_chain_marks_its_numbers_and_h_walks_through_its_steps_on_the_board(tmp_path: Path) -> None:
    voice = RecordingVoice()
    driver = Driver(tmp_path, layout=EXPERT.strip(), speak=True, voice=voice)
    for cell in (P9, R7):
        driver.click_cell(*cell)
    driver.key(pygame.K_h)
    driver.solver_answers()
    assist = driver.play.flow.assist
    hint = assist.shown
    assert hint is not None and hint.reason is not None and hint.cell == Q6
    whole = driver.play.message
    assert whole == f"H again: step by step. {hint.text}" and hint.text.startswith("Q6 is safe: if Q6 were a mine, ")
    assert whole in voice.lines  # the whole chain is said as the bar shows it
    outline = assist.marks.outline
    assert outline is not None and outline.sources == hint.reason.sources and len(outline.sources) == 8
    assert not any(plain(driver, *cell) for cell in outline.sources)
    steps = hint.reason.chain
    for number, step in enumerate(steps, 1):  # H again: one step at a time, its own numbers and cells marked
        driver.key(pygame.K_h)
        said = driver.play.message
        assert said.startswith(f"Step {number} of 8: ") and said in voice.lines
        outline = assist.marks.outline
        assert outline is not None and outline.cell == Q6 and outline.sources == step.numbers
        assert set(outline.mines + outline.safe) == set(step.mines + step.safe + step.found) - {Q6}
        assert all(plain(driver, *cell) for cell in hint.reason.sources if cell not in step.numbers)
        assert not any(plain(driver, *cell) for cell in step.numbers + step.found)
    assert driver.play.message.startswith("Step 8 of 8: then, with O11, P11 and Q11 safe, the 1 at P10 would have ")
    assert driver.play.message.endswith("which cannot be, so Q6 is safe")
    driver.key(pygame.K_h)  # after the last step, the whole hint again
    assert driver.play.message == whole and assist.marks.outline is not None
    assert assist.marks.outline.sources == hint.reason.sources
    driver.key(pygame.K_h)
    assert driver.play.message.startswith("Step 1 of 8: if Q6 were a mine, the 1 at R7 would have its 1 mine at Q6")
    driver.click_cell(*Q6)  # taking the hint: its marks go, and H asks for a new one
    assert assist.marks.outline is None and assist.shown is None
    driver.key(pygame.K_h)
    assert driver.play.message == "Thinking..."


def no_guess_driver(tmp_path: Path, difficulty: Difficulty) -> Driver:
    driver = Driver(tmp_path, difficulty=difficulty)
    driver.app.ctx.change_settings(no_guess=True)
    driver.key(pygame.K_F2)
    assert isinstance(driver.play.game.mine_source, NoGuessMines)
    return driver


def test_a_no_guess_board_is_searched_for_from_the_press_and_laid_at_the_release(tmp_path: Path) -> None:
    driver = no_guess_driver(tmp_path, PRESETS["expert"])
    driver.down(LEFT, driver.cell_centre(15, 8))
    assert driver.play.flow.assist.searching.busy  # working while the button is held
    driver.up(LEFT, driver.cell_centre(15, 8))
    if driver.play.game.state is GameState.READY:  # released before the search was done: it waits, saying so
        assert driver.play.message == play_assist.SEARCHING
        driver.solver_answers()
    game = driver.play.game
    assert game.state is GameState.PLAYING and game.no_guess and game.layout is not None
    assert is_solvable(30, 16, game.layout.cells, 15, 8)


class HeldTask:
    """Stands in for the background ``Task``: the work runs only when the test says, so the test orders a
    cancelled search's end and a later search's end as it likes, with no threads and no sleeps."""

    def __init__(self, work: Callable[[Callable[[], bool]], Any], *, budget_s: float) -> None:
        self.work, self.stopped, self.done = work, False, False
        self.value: Any = None

    def run(self, *, notices_cancel: bool = True) -> None:
        """Do the work; ``notices_cancel`` False is a cancel that came after the work's last look at it."""
        self.value = self.work(lambda: notices_cancel and self.stopped)
        self.done = True

    def wait(self, timeout_s: float | None = None) -> bool:
        return self.done

    def result(self) -> Any:
        return self.value

    def cancel(self) -> None:
        self.stopped = True


def held_tasks(monkeypatch: pytest.MonkeyPatch) -> list[HeldTask]:
    """Every background task the play screen starts from now on, held until the test runs it."""
    held: list[HeldTask] = []

    def hold(work: Callable[[Callable[[], bool]], Any], *, budget_s: float) -> HeldTask:
        held.append(HeldTask(work, budget_s=budget_s))
        return held[-1]

    monkeypatch.setattr(play_assist, "Task", hold)
    return held


def test_a_cancelled_search_that_ends_late_never_takes_the_place_of_the_board_found_for_a_later_press(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    held = held_tasks(monkeypatch)
    driver = no_guess_driver(tmp_path, PRESETS["beginner"])
    driver.down(LEFT, driver.cell_centre(0, 0))
    driver.up(LEFT, driver.play.view.layout.message.center)  # let go off the board: no move
    driver.down(LEFT, driver.cell_centre(8, 8))  # a second press: the first search is cancelled
    assert len(held) == 2 and held[0].stopped and not held[1].stopped
    held[1].run()
    driver.solver_answers()
    held[0].run(notices_cancel=False)  # the first search had found its board just as it was cancelled
    assert held[0].value
    driver.solver_answers()
    driver.up(LEFT, driver.cell_centre(8, 8))
    game = driver.play.game
    assert len(held) == 2, "the board found for the press was lost: the release had to search again"
    assert game.state is GameState.PLAYING and game.layout is not None
    assert is_solvable(9, 9, game.layout.cells, 8, 8)


def test_when_no_no_guess_board_turns_up_in_time_a_normal_board_is_offered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(play_assist, "NO_GUESS_BUDGET_S", 0.0)
    driver = no_guess_driver(tmp_path, Difficulty.custom(9, 9, 60))
    driver.click_cell(4, 4)
    assert driver.play.message == play_assist.SEARCHING
    driver.solver_answers()
    assert driver.play.message == play_assist.not_found(Difficulty.custom(9, 9, 60))
    assert "(boards this dense rarely have one)" in driver.play.message and driver.play.game.state is GameState.READY
    driver.key(pygame.K_n)
    game = driver.play.game
    assert game.state is not GameState.READY and not game.no_guess and game.tile(4, 4).is_open


def test_a_no_guess_game_says_so_in_the_title_and_on_the_status_line_and_a_normal_one_does_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The title and the status line follow the game in play on the same screen: switched on and F2, then the
    normal board taken when no no-guess board was found in time."""
    monkeypatch.setattr(play_assist, "NO_GUESS_BUDGET_S", 0.0)
    board = Difficulty.custom(9, 9, 60)
    driver = Driver(tmp_path, difficulty=board)
    assert pygame.display.get_caption()[0] == "Minesweeper — Custom 9×9, 60 mines"
    assert driver.play.message == "F1 help - F2 new game - Esc menu"
    driver = no_guess_driver(tmp_path, board)
    assert pygame.display.get_caption()[0] == "Minesweeper — Custom 9×9, 60 mines — No-guess board"
    assert driver.play.message == "No-guess board\nF1 help - F2 new game - Esc menu"
    shown = [line for line, _ in driver.play.canvas.frame.message_lines(driver.play.message, (0, 0, 0))]
    assert shown == ["No-guess board", "F1 help - F2 new game - Esc menu"]  # the keys' line whole, as in any game
    driver.click_cell(4, 4)
    driver.solver_answers()
    driver.key(pygame.K_n)  # a normal board from this click
    assert not driver.play.game.no_guess
    assert pygame.display.get_caption()[0] == "Minesweeper — Custom 9×9, 60 mines"
    assert driver.play.message == "F1 help - F2 new game - Esc menu"


def test_a_press_dragged_to_another_cell_searches_for_the_cell_let_go_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    held = held_tasks(monkeypatch)
    driver = no_guess_driver(tmp_path, PRESETS["beginner"])
    driver.down(LEFT, driver.cell_centre(0, 0))
    driver.move(driver.cell_centre(8, 8), buttons=(1, 0, 0))
    driver.up(LEFT, driver.cell_centre(8, 8))
    assert len(held) == 2 and held[0].stopped  # the search for the pressed cell gave way at once
    assert driver.play.message == play_assist.SEARCHING
    held[1].run()
    driver.solver_answers()
    game = driver.play.game
    assert game.state is GameState.PLAYING and game.layout is not None and game.tile(8, 8).is_open
    assert is_solvable(9, 9, game.layout.cells, 8, 8)


def test_a_reveal_the_session_finds_no_no_guess_board_for_is_offered_a_normal_board_not_a_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = no_guess_driver(tmp_path, PRESETS["beginner"])
    monkeypatch.setattr(driver.play.flow.assist, "hold_first", lambda intent: False)  # no board waited for
    driver.click_cell(4, 4)  # the game's own source never searches in the window: no board for this click
    assert driver.play.message == play_assist.not_found(PRESETS["beginner"])
    assert driver.play.game.state is GameState.READY
    driver.key(pygame.K_n)
    game = driver.play.game
    assert game.state is not GameState.READY and not game.no_guess and game.tile(4, 4).is_open


def test_the_command_lines_no_guess_switch_deals_no_guess_boards_in_the_window(tmp_path: Path) -> None:
    from minesweeper.cli import BoardChoice
    from minesweeper.gui.app import App
    from minesweeper.store import Store

    app = App(BoardChoice(PRESETS["beginner"], None, 3, no_guess=True), seed=3, store=Store(tmp_path), no_guess=True)
    try:
        screen = app.screen
        assert isinstance(screen, PlayScreen) and isinstance(screen.game.mine_source, NoGuessMines)
    finally:
        app.close()


def test_the_give_up_on_a_big_board_blames_its_size_not_its_density() -> None:
    expert_density = Difficulty.custom(300, 300, 300 * 300 * 99 // 480)
    said = play_assist.not_found(expert_density)
    assert (
        "too dense" not in said
        and "board this big" in said
        and said.endswith("press N to play a normal board from this click")
    )


def test_h_walks_through_a_proof_by_the_mine_count_and_marks_the_cells_its_count_covers(tmp_path: Path) -> None:
    layout, opened = COUNTED["A8"]
    driver = Driver(tmp_path, layout=layout.strip())
    for name in opened.split():
        driver.click_cell(*cell_of(name))
    driver.key(pygame.K_h)
    driver.solver_answers()
    assist = driver.play.flow.assist
    hint = assist.shown
    assert hint is not None and hint.reason is not None and hint.cell == cell_of("A8")
    steps = hint.reason.chain
    for _ in steps:
        driver.key(pygame.K_h)
    count = steps[-1]
    assert count.move is Move.COUNT_TOO_MANY
    assert driver.play.message.startswith(f"Step {len(steps)} of {len(steps)}: then, with 4 mines left (14 less the ")
    outline = assist.marks.outline
    assert outline is not None and outline.cell == hint.cell
    # The numbers the count takes and their cells not yet decided are framed; every mine it counts has its corners.
    assert set(outline.sources) == set(count.numbers + count.among) and len(count.among) == 14
    assert set(outline.mines) == set(count.mines) - {hint.cell} and len(outline.mines) == 9
    assert not any(plain(driver, *cell) for cell in outline.sources + outline.mines)
