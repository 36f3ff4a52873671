"""One game, one time: the results card, History, ``--history``, ``--review`` and the export's file name all write
the same digits for it (seconds to the millisecond), and the timer rounds them up."""

from __future__ import annotations

import io
from pathlib import Path

from minesweeper.core.clock_text import format_ms
from minesweeper.core.formats.export import export_file
from minesweeper.core.game import GameState
from minesweeper.gui.screens.history_table import row_cells
from minesweeper.store import Store
from minesweeper.text.batch import print_history, print_review
from tests.gui.driver import SCENE_BOARD, Driver
from tests.gui.test_results_card import card_text


def test_the_same_game_shows_the_same_time_digits_everywhere(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.wait(7.125)
    driver.click_cell(5, 0)
    game = driver.play.game
    assert game.state is GameState.LOST
    driver.solver_answers()  # the review, worked out in the background and kept with the game
    card = card_text(driver)[0]
    timer = driver.play.shown_seconds
    driver.close()

    store = Store(tmp_path)
    [entry] = store.history()
    finished = store.stored_game(entry.row_id)
    assert finished is not None and entry.ms == finished.ms == game.elapsed_ms(0)
    time = format_ms(finished.ms)
    assert len(time.split(".")[1]) == 3 and time.split(".")[1] != "000"  # a time with milliseconds to show

    history, review = io.StringIO(), io.StringIO()
    print_history(store, history)
    print_review(store, entry.row_id, review)
    export_name, _ = export_file(finished, "json", left_click_chords=True)
    store.close()

    assert card == f"Boom! After {time} s."  # the card
    assert row_cells(entry)[3] == time  # History's line
    assert history.getvalue().split()[4] == time  # --history
    assert review.getvalue().splitlines()[-2].split()[1] == time  # --review's last move: the one that ended it
    assert export_name.endswith(f" lost {time} s.json")  # the export's name
    assert timer == -(-finished.ms // 1000)  # the timer: whole seconds, rounded up
