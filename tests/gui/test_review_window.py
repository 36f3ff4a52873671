"""The review in the window, through the real loop: the viewer judges every move (worked out off the UI thread
and kept), its seek bar's ticks take their class colours, N / Shift+N and the Mistakes menu go to the moment
before each mistake with its line and the hint's marks on the board, Play on from here starts a practice game
there; the results card gives the review's summary and Review, a loss's card Undo; History shows the accuracy.

The game of ``play_and_lose`` (the scene board) is: A9 first, D6 flagged (proven by the 1 at C7), then E5 and
F5 opened while B4 was proven safe (the 1 at C5 already touches the proven mine D6): two avoidable moves."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.game import GameState
from minesweeper.core.solver.review import MoveClass
from minesweeper.gui.art.palette import move_colours
from minesweeper.gui.play.outline import Outline
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screens.history_table import row_cells
from minesweeper.session import review_game
from minesweeper.store import Store
from tests.gui.driver import SCENE_BOARD, Driver
from tests.gui.history_kit import history, play_and_lose, replay_newest, reviewed, viewer
from tests.gui.test_replay_screen import cell_rect

AVOIDABLE_LINE = (
    "Move 3 of 4: Avoidable: E5 had a 14.3% chance of a mine, but B4 was safe: the 1 at C5 already touches 1 "
    "proven mine at D6, so its other neighbours, B4 among them, are safe"
)


def test_the_viewer_reviews_the_game_and_keeps_the_review_and_history_shows_its_accuracy(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    assert screen.review is not None
    assert [move.cls for move in screen.review.moves] == [
        MoveClass.FIRST,
        MoveClass.PROVEN,
        MoveClass.AVOIDABLE,
        MoveClass.AVOIDABLE,
    ]
    assert screen.message == "Custom 9x9, lost in 2.799 s. Accuracy 50%: 2 avoidable; luck 57%."  # the summary
    store = Store(tmp_path)
    entry = store.history()[0]
    kept = store.review_of(entry.row_id)
    finished = store.stored_game(entry.row_id)
    store.close()
    assert kept is not None and kept.moves == screen.review.moves and entry.accuracy == 0.5
    assert finished is not None and review_game(finished) == kept  # the terminal's way, the same review
    driver.key(pygame.K_ESCAPE)
    history(driver).load()
    assert row_cells(history(driver).entries[0])[5] == "50%"
    driver.key(pygame.K_RETURN)  # opened again: the kept review, not worked out again
    assert not viewer(driver).reviewing and viewer(driver).review is not None


def test_the_ticks_take_their_class_colours_and_mistakes_stand_full_height(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    driver.app.draw()
    colours = move_colours(driver.app.ctx.settings.theme)
    seek, s = screen.bar.seek, screen.bar.scale
    inner = seek.inflate(-2 * s, -2 * s)
    replay = screen.replay
    for move in screen.review.moves if screen.review else ():
        x = screen.bar._x_of(move.t, screen.player.begin, replay.end)
        mistake = move.cls in (MoveClass.AVOIDABLE, MoveClass.RISKY, MoveClass.BLUNDER)
        top = driver.app.surface.get_at((x, inner.top))[:3]
        low = driver.app.surface.get_at((x, inner.bottom - 2 * s))[:3]
        assert low == colours[move.cls], move
        assert (top == colours[move.cls]) == mistake, move


def test_n_and_shift_n_go_to_the_moment_before_each_mistake_with_its_line_and_the_hints_marks(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    driver.key(pygame.K_n)
    assert (screen.guide.focus, screen.replay.moves) == (2, 2)  # before move 3: the board as the player saw it
    assert screen.message == AVOIDABLE_LINE and screen.colour == driver.app.ctx.colours.alert
    assert screen.marks.outline == Outline((1, 3), False, ((2, 4),), ((3, 5),))
    driver.app.draw()
    colours, thin = driver.app.ctx.colours, screen.view.layout.zoom
    safe, mine = cell_rect(screen, 1, 3), cell_rect(screen, 3, 5)
    assert driver.app.surface.get_at((safe.left + thin, safe.centery))[:3] == colours.good  # B4 outlined
    assert driver.app.surface.get_at((mine.left + thin, mine.top + thin))[:3] == colours.alert  # D6 framed
    driver.key(pygame.K_n)
    assert (screen.guide.focus, screen.replay.moves) == (3, 3) and screen.message.startswith("Move 4 of 4: Avoidable")
    driver.key(pygame.K_n)
    assert screen.guide.focus == 3 and screen.message.startswith("No later mistake. Move 4 of 4")
    driver.key(pygame.K_n, mod=pygame.KMOD_SHIFT)
    assert (screen.guide.focus, screen.message) == (2, AVOIDABLE_LINE)
    driver.key(pygame.K_n, mod=pygame.KMOD_SHIFT)
    assert screen.guide.focus == 2 and screen.message == f"No earlier mistake. {AVOIDABLE_LINE}"
    driver.key(pygame.K_END)  # the end: the summary again, no marks
    assert "Accuracy 50%" in screen.message and screen.marks.outline is None


def test_the_mistakes_menu_lists_each_mistake_a_click_away(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    mistakes = screen.canvas.menus[1]
    assert mistakes.title == "Mistakes"
    assert [getattr(item, "label", "") for item in mistakes.items] == ["Move 3: avoidable E5", "Move 4: avoidable F5"]
    driver.key(pygame.K_m, mod=pygame.KMOD_ALT)
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    assert screen.guide.focus == 3 and screen.message.startswith("Move 4 of 4")


def test_play_on_from_here_starts_a_practice_game_at_that_moment(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    store = Store(tmp_path)
    before = store.load_records().by_key["custom"].played
    store.close()
    screen = replay_newest(driver)
    driver.key(pygame.K_n)
    driver.key(pygame.K_p)
    play = driver.play
    assert play.session.practice and "(practice)" in play.title() and play.message.startswith("Practice")
    game = play.game
    assert game.state is GameState.PLAYING and len(game.actions) == 2 and game.layout == screen.replay.game.layout
    driver.click_cell(1, 3)  # the safe cell the review named
    driver.click_cell(5, 4)  # and the mine again
    assert driver.play.game.state is GameState.LOST
    result = driver.play.session.last_result
    assert result is not None and result.play.practice
    store = Store(tmp_path)
    assert store.history()[0].row_id > 1 and store.load_records().by_key["custom"].played == before  # kept, not counted
    store.close()


def lose(tmp_path: Path) -> Driver:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.wait(7)
    driver.click_cell(5, 0)
    assert driver.play.game.state is GameState.LOST
    return driver


def test_the_card_gives_the_reviews_summary_and_review_opens_the_viewer_at_the_first_mistake(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    driver.solver_answers()
    panel = driver.play.canvas.results
    assert panel is not None
    assert panel.review == "Accuracy 50%: 1 avoidable; luck 86%."
    ending = driver.play.session.ending
    review = None if ending is None else ending.review
    driver.key(pygame.K_r)
    screen = reviewed(driver)
    assert screen.review is review and not screen.reviewing  # the card's review, not worked out again
    assert screen.guide.focus == 1 and screen.message.startswith("Move 2 of 2: Avoidable: ")
    outline = screen.marks.outline
    assert outline is not None and outline.mine is False and not screen.replay.game.tile(*outline.cell).is_open


def test_undo_on_a_losss_card_plays_on_as_practice_from_before_the_last_click(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    panel = driver.play.canvas.results
    assert panel is not None and "Undo" in [choice.label for choice in panel.choices]
    lost = driver.play
    driver.key(pygame.K_u)
    play = driver.play
    assert play is not lost and isinstance(play, PlayScreen) and play.session.practice
    assert play.game.state is GameState.PLAYING and len(play.game.actions) == 1
    assert not play.game.tile(5, 0).is_open and play.canvas.results is None
    driver.key(pygame.K_F2)  # F2 starts the practice over from the same moment
    assert driver.play.session.practice and len(driver.play.game.actions) == 1
