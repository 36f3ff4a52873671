"""The results card at the end of a game: every figure of the scorecard (a second page where they do not fit), the
verdict when it comes, the game's rank when given, the board's code to the clipboard, the same board again, and a new
game; Esc shows the board, Tab the card."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.core.formats.codes import decode_board
from minesweeper.core.game import GameState
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.scorecard import Figure, scorecard
from minesweeper.core.record import FinishedGame
from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.palette import chrome
from minesweeper.gui.platform import clipboard
from minesweeper.gui.play.card_buttons import card_buttons
from minesweeper.gui.play.results_card import JUDGING, PENDING, EndPanel
from minesweeper.gui.play.screen import PlayScreen
from tests.gui.driver import SCENE_BOARD, Driver

SAMPLE = [
    Figure(label, value)
    for label, value in (
        *(("Time", "93.412 s"), ("3BV", "142"), ("3BV/s", "1.520"), ("Clicks", "176 (150 L, 20 R, 6 D)")),
        *(("Effective", "170"), ("IOE", "0.807"), ("Correctness", "0.966"), ("Throughput", "0.835")),
        *(("RQP", "61.449"), ("QG", "15.210"), ("STNB", "68.582"), ("ZiNi", "105"), ("Human ZiNi", "113")),
        *(("Path", "12516.997"), ("Openings", "13"), ("Islands", "11"), ("Est. time", "93.412 s")),
        *(("Style", "FL (flags)"), ("Rankable", "yes")),
    )
]  # every label a card can show, but Practice


def lose(tmp_path: Path) -> Driver:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.wait(7)
    driver.click_cell(5, 0)
    assert driver.play.game.state is GameState.LOST
    return driver


def card_text(driver: Driver) -> list[str]:
    panel = driver.play.canvas.results
    assert panel is not None
    return [line.text for line in panel.lines]


def test_the_card_shows_the_result_the_figures_and_then_the_verdict(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    text = card_text(driver)
    assert text[0] == "Boom! After 7.000 s." and JUDGING in text
    assert "3BV" in text and "IOE" in text
    driver.solver_answers()
    text = card_text(driver)
    assert JUDGING not in text and any(line.startswith("Avoidable:") for line in text)


def all_figures(driver: Driver) -> list[str]:
    """The figures' labels on every page of the card, in page order."""
    panel = driver.play.canvas.results
    assert panel is not None
    return [line.text for page in panel.pages for line in page if line.text in LABELS]


LABELS = {figure.label for figure in SAMPLE}


def test_a_cramped_card_keeps_its_words_readable_and_turns_a_page_for_the_rest_of_the_figures(tmp_path: Path) -> None:
    """Beginner's opening window cannot hold every figure at a readable size once the verdict and the review
    have come: the card keeps its size and shows the main figures, More figures (M) the rest on a second page of
    the same size, Back (B) the first again; a bigger window shows them all on one."""
    driver = lose(tmp_path)
    driver.solver_answers()
    panel = driver.play.canvas.results
    assert panel is not None and panel.scale >= 2 and len(panel.pages) == 2
    first, buttons = card_text(driver), [button.rect for button in panel.buttons]
    assert "3BV/s" in first and "RQP" not in first and "More figures" in [b.label for b in panel.buttons]
    driver.key(pygame.K_m)
    panel = driver.play.canvas.results
    assert panel is not None and panel.page == 1 and "RQP" in card_text(driver) and "3BV/s" not in card_text(driver)
    assert [button.rect for button in panel.buttons] == buttons and "Back" in [b.label for b in panel.buttons]
    driver.key(pygame.K_b)
    assert card_text(driver) == first
    driver.resize((1600, 1200))
    panel = driver.play.canvas.results
    assert panel is not None and panel.scale >= 2 and len(panel.pages) == 1
    assert {"RQP", "ZiNi", "Human ZiNi", "Est. time", "Board code"} <= set(card_text(driver))
    assert "More figures" not in [b.label for b in panel.buttons]


def test_the_pages_together_show_every_figure_once_in_the_scorecards_order(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    driver.solver_answers()
    panel = driver.play.canvas.results
    result = driver.play.session.last_result
    assert panel is not None and result is not None and len(panel.pages) == 2
    labels = [figure.label for figure in scorecard(result)]
    assert sorted(all_figures(driver)) == sorted(labels)
    for page in panel.pages:  # read down the columns, then the long values on lines of their own below them
        rows = [line for line in page if line.text in LABELS]
        columns_end = max((line.y for line in rows if line.x > 0), default=-1)  # the second column's last row
        table = [line.text for line in rows if line.y <= columns_end or line.x > 0]
        apart = [line for line in rows if line.text not in table]
        assert [line.text for line in rows] == table + [line.text for line in apart]
        assert all(line.x == 0 for line in apart)
        for group in (table, [line.text for line in apart]):  # each in the scorecard's order
            assert group == [label for label in labels if label in group]


def test_more_figures_and_back_are_buttons_too_and_a_new_card_opens_on_its_first_page(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    driver.solver_answers()

    def press(label: str) -> None:
        panel = driver.play.canvas.results
        assert panel is not None
        driver.click(next(b for b in panel.buttons if b.label == label).rect.center)

    press("More figures")
    assert driver.play.canvas.results is not None and driver.play.canvas.results.page == 1
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_TAB)  # the card again, on the page it was left at
    assert driver.play.canvas.results is not None and driver.play.canvas.results.page == 1
    press("Back")
    assert driver.play.canvas.results is not None and driver.play.canvas.results.page == 0
    press("More figures")
    driver.key(pygame.K_a)  # the same board, lost again: its card opens on the first page
    driver.click_cell(0, 8)
    driver.click_cell(5, 0)
    assert driver.play.canvas.results is not None and driver.play.canvas.results.page == 0


def test_the_figures_are_the_scorecards_worked_out_once_when_the_card_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from minesweeper.core.metrics import scorecard as scorecard_module

    calls: list[str] = []

    def counted(game: FinishedGame, **options: bool) -> list[Figure]:
        calls.append(game.game_id)
        return scorecard(game, **options)

    monkeypatch.setattr(scorecard_module, "scorecard", counted)
    driver = lose(tmp_path)
    driver.solver_answers()  # the verdict and the review lay the card out again
    driver.key(pygame.K_c)  # and so does the note under the code
    driver.resize((1600, 1200))
    assert len(calls) == 1


def won_card(font: Typeface, width: int, rank_line: str | None) -> EndPanel:
    """An Expert win's card in a ``width``-pixel area, with a rank sentence or without."""
    return EndPanel(
        font,
        chrome("classic"),
        2,
        pygame.Rect(0, 0, width, 560),
        title="Won: Expert",
        headline="Cleared in 93.412 s!",
        headline_colour=(0, 128, 0),
        figures=SAMPLE,
        code="MS1-30x16-99-B0C1",
        buttons=card_buttons(True, False),
        verdict="",
        rank_line=rank_line,
    )


def test_a_rank_sentence_goes_under_the_headline_in_the_reading_type(font: Typeface) -> None:
    rank = "#3 of 41 by time, #1 by 3BV/s among your Expert NF wins"
    without, with_rank = won_card(font, 760, None), won_card(font, 760, rank)
    assert [line.text for line in without.lines if line.prose] == ["Cleared in 93.412 s!"]
    assert [line.text for line in with_rank.lines if line.prose] == ["Cleared in 93.412 s!", rank]
    placed = next(line for line in with_rank.lines if line.text == rank)
    assert placed.prose and placed.y > 0 and placed.colour == chrome("classic").ink
    assert all(with_rank.panel.contains(widget.rect) for widget in with_rank.widgets())
    narrow = won_card(font, 420, rank)
    wrapped = [line.text for line in narrow.lines if line.prose][1:]
    assert " ".join(wrapped) == rank and len(wrapped) > 1  # wrapped on words inside a narrow card
    assert all(narrow.panel.contains(widget.rect) for widget in narrow.widgets())


def test_copy_puts_the_boards_code_on_the_clipboard_and_it_decodes_to_the_board(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    driver.key(pygame.K_c)
    panel = driver.play.canvas.results
    assert panel is not None
    if panel.note == "Copied to the clipboard":
        assert clipboard.paste() == panel.code
    else:  # a desktop without a clipboard: the code is on the card to copy by hand
        assert panel.note.startswith("No clipboard here")
    width, height, mines = decode_board(panel.code)
    assert Layout(width, height, mines) == Layout.parse(SCENE_BOARD)


def test_esc_shows_the_board_and_tab_brings_the_card_back(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    driver.key(pygame.K_ESCAPE)
    assert driver.play.canvas.results is None and isinstance(driver.app.screen, PlayScreen)
    driver.key(pygame.K_TAB)
    assert driver.play.canvas.results is not None


def test_same_board_plays_the_layout_again_and_new_game_starts_afresh(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    driver.key(pygame.K_a)
    game = driver.play.game
    assert game.state is GameState.READY and game.layout == Layout.parse(SCENE_BOARD)
    assert driver.play.canvas.results is None
    driver.click_cell(0, 8)
    driver.click_cell(5, 0)
    panel = driver.play.canvas.results
    assert panel is not None
    new_game = panel.buttons[[choice.label for choice in panel.choices].index("New game")]
    driver.click(new_game.rect.center)
    assert driver.play.game.state is GameState.READY and driver.play.canvas.results is None


def test_a_click_outside_the_card_closes_it(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    driver.click((1, driver.app.surface.get_height() - 1))
    assert driver.play.canvas.results is None


def test_replay_opens_the_game_just_played_and_esc_comes_back_to_its_card(tmp_path: Path) -> None:
    from minesweeper.gui.screens.replay.viewer import ReplayScreen

    driver = lose(tmp_path)
    played = driver.play
    driver.key(pygame.K_r)
    viewer = driver.app.screen
    assert isinstance(viewer, ReplayScreen)
    assert viewer.replay.finished is played.session.last_result
    driver.key(pygame.K_ESCAPE)
    assert driver.app.screen is played and played.canvas.results is not None


def colours_in(driver: Driver, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    """Every colour the window shows in ``rect`` (window coordinates of the screen)."""
    shown = driver.app.surface.subsurface(rect.move(driver.app.ctx.origin))
    return {tuple(shown.get_at((x, y)))[:3] for x in range(rect.width) for y in range(rect.height)}  # type: ignore[misc]


def test_the_message_bar_under_the_card_shows_no_piece_of_a_sentence(tmp_path: Path) -> None:
    """The verdict is long: the bar holding it is taller than the room the card leaves under it, so its last line
    showed alone below the card ("B4 among them, are safe"). While the card covers part of the bar, the bar is
    blank (its words are all on the card); the card closed, the bar shows them whole."""
    driver = lose(tmp_path)
    driver.solver_answers()
    canvas = driver.play.canvas
    panel = canvas.results
    bar = canvas.layout.message
    assert panel is not None and panel.panel.colliderect(bar) and bar.bottom > panel.panel.bottom
    below = pygame.Rect(bar.left, panel.panel.bottom, bar.width, bar.bottom - panel.panel.bottom)
    assert len(colours_in(driver, below)) == 1  # the dimmed bar, and nothing written on it
    driver.key(pygame.K_ESCAPE)
    assert canvas.results is None
    assert driver.app.ctx.colours.ink in colours_in(driver, canvas.layout.message)


GIANT_BOARD = "\n".join(["*" + "." * 39] + ["." * 40] * 19)  # 800 cells: more than the card waits for


def test_a_giant_boards_card_opens_before_its_figures_and_shows_them_all_when_they_come(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past Expert's size the replays behind the figures can hold the window for a second: the card opens with the
    figures the result kept, and the rest join it (and are said) when the worker has them."""
    import threading

    from minesweeper.core.metrics import scorecard as scorecard_module
    from minesweeper.session.ending import FIGURES_AT_ONCE_CELLS

    assert FIGURES_AT_ONCE_CELLS < 40 * 20
    released = threading.Event()

    def held(game: FinishedGame, **options: bool) -> list[Figure]:
        assert threading.current_thread() is not threading.main_thread(), "the window waited for the figures"
        assert released.wait(30), "the test never let the figures come"
        return scorecard(game, **options)

    monkeypatch.setattr(scorecard_module, "scorecard", held)
    driver = Driver(tmp_path, layout=GIANT_BOARD)
    driver.click_cell(39, 19)
    assert driver.play.game.state is GameState.WON
    before = figure_rows(driver)
    assert all(before[label][0] != PENDING for label in ("Time", "3BV", "3BV/s", "Clicks") if label in before)
    coming = [label for label, (value, _) in before.items() if value == PENDING]
    assert {"IOE", "Effective"} & set(coming), "no room kept for the figures to come"
    assert "IOE" not in driver.play.heard().focus[1]
    released.set()
    driver.solver_answers()
    result = driver.play.session.last_result
    assert result is not None
    assert sorted(all_figures(driver)) == sorted(figure.label for figure in scorecard(result))
    assert "IOE" in driver.play.heard().focus[1] and "3BV/s" in driver.play.heard().focus[1]
    after = figure_rows(driver)
    assert {label: row for label, (_, row) in after.items()} == {label: row for label, (_, row) in before.items()}
    assert all(after[label][0] != PENDING for label in coming), "the figures came into the rows kept for them"


def figure_rows(driver: Driver) -> dict[str, tuple[str, tuple[int, int]]]:
    """The first page's figures: each label's value and where the label is drawn."""
    panel = driver.play.canvas.results
    assert panel is not None
    lines = panel.pages[0]
    return {
        line.text: (lines[i + 1].text, (line.x, line.y))
        for i, line in enumerate(lines[:-1])
        if line.text in LABELS and not line.prose
    }


def drawn_rows(driver: Driver) -> dict[tuple[str, int], tuple[int, int]]:
    """Every row the card shows, by its words (and which of them, counted from the top), where it is in the window."""
    panel = driver.play.canvas.results
    assert panel is not None
    left, top = panel.text_at
    rows: dict[tuple[str, int], tuple[int, int]] = {}
    for line in panel.lines:
        seen = sum(1 for text, _ in rows if text == line.text)
        rows[(line.text, seen)] = (left + line.x, top + line.y)
    for button in panel.buttons:
        rows[(button.label, 0)] = button.rect.topleft
    return rows


@pytest.mark.parametrize("desktop", [(800, 600), (1920, 1080)], ids=["800x600", "1920x1080"], indirect=True)
def test_a_notice_and_a_late_place_line_leave_every_row_drawn_where_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, desktop: tuple[int, int]
) -> None:
    """A won Beginner game's card opens before its place among the player's wins is read: the room kept for it takes
    the place when it comes; a notice from the store takes a line of its own under the buttons, and what Copy did is
    said in the title band. No row drawn moves, none goes away."""
    import threading

    from minesweeper.core.metrics import records

    released = threading.Event()
    real = records.rank_sentence

    def held(rows: object, game_id: str) -> str | None:
        assert released.wait(30), "the test never let the place come"
        return real(rows, game_id)  # type: ignore[arg-type]

    monkeypatch.setattr(records, "rank_sentence", held)
    driver = Driver.preset(tmp_path, "beginner", seed=3)
    try:
        driver.click_cell(4, 4)
        game = driver.play.game
        layout = game.layout
        assert layout is not None
        for y in range(layout.height):
            for x in range(layout.width):
                if not game.is_over and not layout.has_mine(x, y) and not game.tile(x, y).is_open:
                    driver.click_cell(x, y)
        assert game.state is GameState.WON
        reviews = driver.app.ctx.reviews
        while reviews.busy:  # the review comes into the room kept for it, before the rows are read
            assert reviews.wait(30)
            reviews.poll()
        assert driver.play.flow.assist.wait(30)
        driver.post(pygame.USEREVENT + 1)
        driver.step()
        ending = driver.play.session.ending
        assert ending is not None and ending.place_due and not ending.review_due
        first = drawn_rows(driver)
        driver.app.ctx.notices.append("The result could not be saved: the disk is full; it will be saved later")
        driver.post(pygame.USEREVENT + 1)
        driver.step()
        with_notice = drawn_rows(driver)
        assert any(text.startswith("The result could not be saved") for text, _ in with_notice), "no notice shown"
        moved = {row: (was, with_notice.get(row)) for row, was in first.items() if with_notice.get(row) != was}
        assert not moved, f"the notice moved rows: {moved}"
        released.set()
        driver.solver_answers()
        ending = driver.play.session.ending
        assert ending is not None and ending.place is not None
        placed = drawn_rows(driver)
        assert any(text.startswith("#1 of 1 by time") for text, _ in placed), "the place is not on the card"
        moved = {row: (was, placed.get(row)) for row, was in with_notice.items() if placed.get(row) != was}
        assert not moved, f"the place moved rows: {moved}"
        driver.key(pygame.K_c)  # Copy code: what it did, in the title band
        copied = drawn_rows(driver)
        card = driver.play.canvas.results
        assert card is not None and "clipboard" in card.band_note + " ".join(text for text, _ in copied)
        moved = {row: (was, copied.get(row)) for row, was in placed.items() if copied.get(row) != was}
        assert not moved, f"the copy's line moved rows: {moved}"
        window = driver.app.surface.get_rect()
        card = driver.play.canvas.results
        assert card is not None and window.contains(card.panel), "the card is not whole in the window"
    finally:
        released.set()
        driver.close()


def test_the_first_page_shows_one_of_three_fixed_sets_of_figures_in_the_scorecards_order(
    tmp_path: Path, desktop: tuple[int, int]
) -> None:
    """Page 1 shows every figure, or the main ones, or on a cramped card the fewest: always one of those three sets,
    in the scorecard's order, never a share that depends on the window (4 figures at 800 and 8 at 1024, in another
    order)."""
    from minesweeper.gui.play.results_card import COMPACT_FIGURES, MAIN_FIGURES

    driver = Driver.preset(tmp_path, "expert", seed=7)
    try:
        driver.click_cell(15, 8)
        layout = driver.play.game.layout
        assert layout is not None
        driver.click_cell(*min(layout.mines))
        driver.solver_answers()
        result = driver.play.session.last_result
        panel = driver.play.canvas.results
        assert result is not None and panel is not None
        labels = [figure.label for figure in scorecard(result)]
        first = [line.text for line in panel.pages[0] if line.text in labels and not line.prose]
        sets = (labels, [x for x in labels if x in MAIN_FIGURES], [x for x in labels if x in COMPACT_FIGURES])
        assert first in sets, f"page 1 shows {first}"
    finally:
        driver.close()
