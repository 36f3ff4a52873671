"""Every screen whole at every size: from an 800×600 laptop to a 4K monitor, each screen lays itself out for
the window it has, every button, row and field inside the window and every text inside its box.

The desktop is set to each size (the window is clamped to it less room for decorations and panels, as on a
real desktop); each screen is reached through the real loop and asked for its widgets (``Screen.widgets``).
"""

from collections.abc import Callable
from datetime import date as Date
from datetime import timedelta
from pathlib import Path

import pygame
import pytest

from minesweeper.core.actions import Kind
from minesweeper.core.language.translate import _, installed
from minesweeper.core.metrics.scorecard import scorecard
from minesweeper.core.pointer import Intent
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.gui import app as app_module
from minesweeper.gui import dailies
from minesweeper.gui.art.prose import Prose, Sentence
from minesweeper.gui.geometry import Size
from minesweeper.gui.platform import window as window_module
from minesweeper.gui.platform.window import available
from minesweeper.gui.play.card_buttons import SHARE
from minesweeper.gui.screen import Screen, Widget
from minesweeper.gui.screens.daily import DailyScreen
from minesweeper.gui.screens.editor_size import SIZES
from minesweeper.gui.screens.history import HistoryScreen
from minesweeper.gui.screens.records import RecordsScreen
from minesweeper.gui.screens.records_table import columns as record_columns
from minesweeper.gui.screens.start import StartScreen
from minesweeper.gui.screens.statistics import StatsScreen
from minesweeper.language import PSEUDO
from tests.gui import scenes
from tests.gui.daily_kit import finish_in_window, played
from tests.gui.driver import Driver, menu_key
from tests.gui.records_kit import expert_season
from tests.gui.video_kit import drop
from tests.saves import save_game, started_beginner


def open_entry(driver: Driver, name: str) -> Screen:
    """Choose a menu entry as Enter on it would (a click could miss an entry the window cut off)."""
    menu = driver.app.screen
    assert isinstance(menu, StartScreen)
    following = next(e for e in menu.entries if e.name == name).choose()
    assert following is not None
    driver.app.show(following)
    driver.step()
    return driver.app.screen


def size_step(driver: Driver) -> Screen:
    open_entry(driver, "puzzles")
    driver.key(pygame.K_n)
    return driver.app.screen


def editor_of(width: int, height: int) -> Callable[[Driver], Screen]:
    def reach(driver: Driver) -> Screen:
        screen = size_step(driver)
        index = SIZES.index((width, height))
        screen.focus = index  # type: ignore[attr-defined]
        driver.key(pygame.K_RETURN)
        return driver.app.screen

    return reach


def asked_before_a_new_game(driver: Driver) -> Screen:
    """Expert chosen while a saved game waits: the question before it is given up."""
    driver.key(menu_key("expert"))
    return driver.app.screen


def daily_calendar(driver: Driver) -> Screen:
    """The Daily screen on Expert, yesterday chosen, the week before today's dailies played: won (one in over 999
    seconds, the widest time a day holds) and lost."""
    store = driver.app.ctx.store
    assert store is not None
    day = Date.fromisoformat(dailies.today())
    for back, seconds in ((1, 61.5), (2, 1234.567), (3, 0), (4, 87.25), (6, 140.125)):
        assert store.record_result(
            played((day - timedelta(days=back)).isoformat(), "expert", won=seconds > 0, seconds=seconds or 20)
        )
    screen = open_entry(driver, "daily")
    driver.key(pygame.K_3)
    driver.key(pygame.K_LEFT)
    return screen


def personal_bests(driver: Driver) -> Screen:
    """Expert's personal bests after a dozen wins, FL and NF, two of them paused (the mark's legend in the foot)."""
    store = driver.app.ctx.store
    assert store is not None
    for game in expert_season(12):
        assert store.record_result(game)
    return no_bests_yet(driver)


def no_bests_yet(driver: Driver) -> Screen:
    """Statistics, Expert's row, then its personal bests (P)."""
    open_entry(driver, "statistics")
    driver.key(menu_key("expert"))
    driver.key(pygame.K_p)
    return driver.app.screen


def open_videos(driver: Driver) -> Screen:
    """Open a video, reached as a file that is no video dropped on the menu opens it: its refusal on the message
    line, and a video in its list."""
    assert driver.app.ctx.store is not None
    folder = driver.app.ctx.store.paths.exchange
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Expert 38.123 by Sam Sweeper, 2012-03-04.avf").write_bytes(b"")  # a name as long as a player gives
    drop(driver, folder / "not a video.txt")
    return driver.app.screen


SCREENS: dict[str, Callable[[Driver], Screen]] = {
    "menu": lambda driver: driver.app.screen,
    "menu with a saved game": lambda driver: driver.app.screen,
    "menu with an unstarted saved game": lambda driver: driver.app.screen,  # Continue's longest words
    "asked before a new game": asked_before_a_new_game,
    "settings": lambda driver: open_entry(driver, "settings"),
    "statistics": lambda driver: open_entry(driver, "statistics"),
    "personal bests": personal_bests,
    "history": lambda driver: open_entry(driver, "history"),
    "puzzles": lambda driver: open_entry(driver, "puzzles"),
    "custom": lambda driver: open_entry(driver, "custom"),
    "play a code": lambda driver: open_entry(driver, "play a code"),
    "daily": lambda driver: open_entry(driver, "daily"),
    "daily calendar": daily_calendar,
    "editor size": size_step,
    "editor beginner": editor_of(9, 9),
    "editor expert": editor_of(30, 16),
    "open a video": open_videos,
}


def outside(widget: Widget, area: pygame.Rect) -> bool:
    return not area.contains(widget.rect)


def check_whole(driver: Driver, screen: Screen, desktop: Size) -> None:
    window = driver.app.surface.get_rect()
    assert window.width <= available(desktop)[0] and window.height <= available(desktop)[1]
    assert screen.size()[0] <= window.width and screen.size()[1] <= window.height, (
        f"the screen needs {screen.size()} but the window is {window.size}"
    )
    widgets = screen.widgets()
    assert widgets, "the screen names no widgets"
    area = pygame.Rect((0, 0), screen.size())
    cut = [(w.name, w.rect) for w in widgets if outside(w, area)]
    assert not cut, f"cut off in a {window.size} window: {cut}"
    spilt = [(w.name, w.text, w.rect.size) for w in widgets if w.text[0] > w.rect.width or w.text[1] > w.rect.height]
    assert not spilt, f"text wider or taller than its box: {spilt}"


WAITING = ("menu with a saved game", "asked before a new game")  # screens shown while a saved game waits


@pytest.mark.parametrize("name", list(SCREENS))
def test_every_screen_is_whole(tmp_path: Path, desktop: Size, name: str) -> None:
    if name in WAITING:
        save_game(tmp_path, started_beginner(), 100)  # the menu offers to continue it
    elif name == "menu with an unstarted saved game":
        save_game(tmp_path, started_beginner(), 0)  # no time played: "not started; a new game replaces it, ..."
    driver = Driver(tmp_path)
    try:
        screen = SCREENS[name](driver)
        driver.step()
        check_whole(driver, screen, desktop)
    finally:
        driver.close()


def test_a_saved_game_waiting_keeps_the_menus_scale(tmp_path: Path, desktop: Size) -> None:
    """Continue finds room at the scale the menu has without it: the menu never shrinks because a game waits."""
    scales = []
    for folder, waiting in ((tmp_path / "none", False), (tmp_path / "saved", True)):
        if waiting:
            save_game(folder, started_beginner(), 100)
        driver = Driver(folder)
        try:
            menu = driver.app.screen
            assert isinstance(menu, StartScreen) and (menu.entries[0].name == "continue") == waiting
            scales.append(menu.scale)
        finally:
            driver.close()
    assert scales[0] == scales[1]


def test_the_menu_grows_on_big_screens(tmp_path: Path, desktop: Size) -> None:
    """Room for the menu twice over gives twice its size: a 4K monitor does not show a stamp."""
    driver = Driver(tmp_path)
    try:
        screen = driver.app.screen
        assert isinstance(screen, StartScreen)
        room = available(desktop)
        assert screen.size()[0] * 2 > room[0] or screen.size()[1] * 2 > room[1] or screen.scale >= 4
    finally:
        driver.close()


def check_card(driver: Driver) -> None:
    """The results card inside the window, every word inside it and every label inside its button."""
    card = driver.play.canvas.results
    assert card is not None
    window = driver.app.surface.get_rect()
    assert window.contains(card.panel)
    cut = [(w.name, w.rect) for w in card.widgets() if not card.panel.contains(w.rect)]
    assert not cut, f"cut off the card in a {window.size} window: {cut}"
    spilt = [(w.name, w.text, w.rect.size) for w in card.widgets() if w.text[0] > w.rect.width]
    assert not spilt, f"text wider than its button: {spilt}"


def more_figures(driver: Driver) -> None:
    """The card's second page (M), where its figures take two; a card of one page shows every figure on it."""
    card = driver.play.canvas.results
    assert card is not None
    if len(card.pages) == 1:
        result = driver.play.session.last_result
        assert result is not None
        shown = {line.text for line in card.lines}
        assert {_(figure.label) for figure in scorecard(result)} <= shown, "a card of one page shows every figure"
        return
    first = {line.text for line in card.lines}
    driver.key(pygame.K_m)
    card = driver.play.canvas.results  # (laid out again if a giant board's figures came meanwhile)
    result = driver.play.session.last_result
    assert card is not None and card.page == 1 and result is not None
    second = {line.text for line in card.lines}
    labels = {_(figure.label) for figure in scorecard(result)}  # as the card shows them, in its language
    assert second & labels and labels <= first | second, "the second page shows the figures the first has no room for"


@pytest.mark.parametrize("page", ["first", "more"])
@pytest.mark.parametrize("scene", ["won", "verdict"])
def test_the_results_card_is_whole(tmp_path: Path, desktop: Size, scene: str, page: str) -> None:
    driver = scenes.SCENES[scene](tmp_path)
    try:
        if page == "more":
            more_figures(driver)
        check_card(driver)
    finally:
        driver.close()


@pytest.mark.parametrize("won", [True, False], ids=["won", "lost"])
# Beginner (the narrowest card) and Expert in the quick loop; Intermediate and the huge board with the whole suite
@pytest.mark.parametrize(
    "key",
    [
        "beginner",
        pytest.param("intermediate", marks=pytest.mark.slow),
        "expert",
        pytest.param("huge", marks=pytest.mark.slow),
    ],
)
def test_every_levels_card_is_whole_on_both_pages(tmp_path: Path, desktop: Size, key: str, won: bool) -> None:
    """Beginner, Intermediate, Expert and a board bigger than the screen (few mines, so that it is won in few moves),
    won or lost after a few moves: both pages of the card whole in the window (the huge board's with its figures but
    before its verdict and review have come, which take their time)."""
    huge = key == "huge"
    difficulty = Difficulty.custom(160, 100, 300) if huge else PRESETS[key]
    driver = Driver(tmp_path, difficulty=difficulty, seed=5)
    try:
        end_quickly(driver, won=won, answers=not huge)
        check_card(driver)
        more_figures(driver)
        check_card(driver)
    finally:
        driver.close()


def end_quickly(driver: Driver, *, won: bool, answers: bool) -> None:
    """The game played through the play screen's moves: opened in the middle, then won by opening every safe cell
    row by row, or lost on the first mine after a flag put down on another; the verdict and the review waited for
    (``answers``), or not."""
    flow, game = driver.play.flow, driver.play.game
    flow.perform(Intent(Kind.REVEAL, game.width // 2, game.height // 2))
    layout = game.layout
    assert layout is not None
    driver.wait(2)
    if won:
        for y in range(layout.height):
            for x in range(layout.width):
                if not game.is_over and not layout.has_mine(x, y) and not game.tile(x, y).is_open:
                    flow.perform(Intent(Kind.REVEAL, x, y))
    else:
        first, *_, last = sorted(layout.mines)
        flow.perform(Intent(Kind.FLAG, *last))
        flow.perform(Intent(Kind.REVEAL, *first))
    assert game.is_over
    if answers:
        driver.solver_answers()
    else:  # the card's own figures (worked out apart on a board past Expert's size), not the solver's answers
        assert driver.play.flow.results.wait(30), "the card's figures were not worked out"
        driver.post(pygame.USEREVENT + 1)
        driver.step()
    driver.step()  # a window the card asked to grow has grown


@pytest.mark.parametrize("won", [True, False], ids=["won", "lost"])
def test_a_dailys_card_is_whole(tmp_path: Path, desktop: Size, won: bool) -> None:
    """Today's Beginner daily (the narrowest window) won, or today's Expert lost on its first click, the verdict in:
    the daily's name, whether it counted, and Copy result fit the card."""
    driver = Driver(tmp_path)
    try:
        open_entry(driver, "daily")
        driver.key(pygame.K_1 if won else pygame.K_3)
        driver.key(pygame.K_RETURN)
        finish_in_window(driver, won=won)
        card = driver.play.canvas.results
        assert card is not None and SHARE.shown in [button.label for button in card.buttons]
        check_card(driver)
        more_figures(driver)
        check_card(driver)
    finally:
        driver.close()


def test_the_live_counters_are_whole_beside_or_under_expert(tmp_path: Path, desktop: Size) -> None:
    """The panel, the frame and the menu bar inside the window and apart, every row of the panel inside it with its
    words and value, the board whole (no scroll bar)."""
    driver = scenes.SCENES["expert-counters"](tmp_path)
    try:
        layout, panel = driver.play.view.layout, driver.play.canvas.counters
        window = driver.app.surface.get_rect()
        assert layout.side is not None and panel is not None and window.size == layout.window
        assert window.width <= available(desktop)[0] and window.height <= available(desktop)[1]
        frame = (layout.menu_bar, layout.status, layout.board_frame, layout.message)
        assert all(window.contains(part) for part in (layout.side, *frame)), f"cut off in a {window.size} window"
        assert not any(layout.side.colliderect(part) for part in frame), "the panel lies over the frame"
        assert layout.hbar is None and layout.vbar is None, "the board scrolls"
        font, scale = driver.app.ctx.font, layout.scale
        for index, (words, value) in enumerate(driver.play.counter_rows()):
            box = panel.row_box(layout.side, scale, layout.side_columns, index)
            assert layout.side.contains(box), f"{words} is outside the panel"
            assert font.size(words, scale)[0] + font.size(value, scale)[0] < box.width, f"{words} {value} is cut"
    finally:
        driver.close()


def test_the_daily_screen_is_drawn_at_2x_on_a_laptop_and_grows_on_big_screens(tmp_path: Path, desktop: Size) -> None:
    """The Daily screen keeps the chrome's 2x on an 800x600 laptop, like Statistics, and grows with the desktop."""
    driver = Driver(tmp_path)
    try:
        screen = open_entry(driver, "daily")
        assert isinstance(screen, DailyScreen)
        assert screen.scale >= {(1920, 1080): 3, (3840, 2160): 4}.get(desktop, 2)
    finally:
        driver.close()


def test_expert_plays_whole_at_2x_on_a_laptop_and_bigger_on_big_screens(tmp_path: Path, desktop: Size) -> None:
    """Expert's 30 x 16 cells at 24 pixels (zoom 2) fit an 800x600 screen, with the chrome made compact."""
    driver = Driver.preset(tmp_path, "expert")
    try:
        layout = driver.play.view.layout
        window = driver.app.surface.get_rect()
        assert layout.hbar is None and layout.vbar is None, "the board scrolls"
        for part in (layout.menu_bar, layout.status, layout.board_frame, layout.message):
            assert window.contains(part), f"{part} is outside the {window.size} window"
        assert layout.zoom >= 2
    finally:
        driver.close()


def set_desktop(monkeypatch: pytest.MonkeyPatch, size: Size) -> None:
    monkeypatch.setattr(window_module, "desktop_size", lambda: size)
    monkeypatch.setattr(app_module, "desktop_size", lambda: size)


def test_statistics_is_drawn_at_2x_on_a_laptop_and_grows_on_big_screens(tmp_path: Path, desktop: Size) -> None:
    """At 1x the table's figures are 7 pixels tall: too small to read. 800x600 and up show it at 2x at least,
    a 1920x1080 screen at 3x, a 4K one at 4x."""
    driver = Driver(tmp_path)
    try:
        screen = open_entry(driver, "statistics")
        assert isinstance(screen, StatsScreen)
        least = {(1920, 1080): 3, (3840, 2160): 4}.get(desktop, 2)
        assert screen.scale >= least
        check_whole(driver, screen, desktop)
    finally:
        driver.close()


def test_personal_bests_are_drawn_at_2x_on_a_laptop_and_grow_on_big_screens(tmp_path: Path, desktop: Size) -> None:
    """The table of ten, its foot and the choosers at 2x on an 800x600 laptop, like Statistics; larger on big screens,
    where every column is shown. At 2x (800x600, 1024x768) it keeps every figure a row must show (date, time, 3BV,
    3BV/s, IOE, STNB, style) and leaves out RQP, unless the table is sorted by RQP: then RQP is shown and 3BV left
    out. A pseudo-locale's words, 40% longer than any language's, may leave out 3BV too: its room goes to the foot's
    win rate beside the averages."""
    driver = Driver(tmp_path)
    try:
        screen = personal_bests(driver)
        assert isinstance(screen, RecordsScreen)
        assert screen.scale >= {(1920, 1080): 3, (3840, 2160): 4}.get(desktop, 2)
        titles = [column.title for column in record_columns()]
        spared = {"3BV"} if installed().code in PSEUDO else set()  # what a pseudo-locale may leave out as well

        def left_out() -> set[str]:
            return {titles[i] for i in range(len(titles)) if i not in screen.kept}

        assert left_out() <= {"RQP"} | spared
        screen.set_sort("rqp")
        assert left_out() <= {"3BV"}
        check_whole(driver, screen, desktop)
        screen.set_sort("time")
        at_2x = left_out() - spared == {"RQP"}  # at 2x the table is as wide on every screen
        assert (left_out() == set()) if screen.scale > 2 else at_2x
        check_whole(driver, screen, desktop)
    finally:
        driver.close()


def test_history_is_drawn_at_2x_on_a_laptop(tmp_path: Path, desktop: Size) -> None:
    """At 1x the list's dates and headings are 7 pixels tall: 800x600 and up show History at 2x at least."""
    driver = Driver(tmp_path)
    try:
        screen = open_entry(driver, "history")
        assert isinstance(screen, HistoryScreen)
        assert screen.scale >= 2
        check_whole(driver, screen, desktop)
    finally:
        driver.close()


def status_line(tmp_path: Path) -> Prose:
    """The reading type of the game's status line on this desktop: Beginner at its opening size."""
    driver = Driver.preset(tmp_path / "game", "beginner")
    try:
        return Prose.for_scale(driver.play.view.layout.scale)
    finally:
        driver.close()


def custom_row(driver: Driver) -> Screen:
    """Statistics with the custom boards' row chosen: its note says they are counted, not ranked."""
    screen = open_entry(driver, "statistics")
    driver.key(pygame.K_1 + len(PRESETS))
    return screen


def asked_to_reset(driver: Driver) -> Screen:
    screen = open_entry(driver, "statistics")
    driver.key(pygame.K_r)
    return screen


def an_error(driver: Driver) -> Screen:
    """Play a code with nothing typed and Enter pressed: it says what to do."""
    screen = open_entry(driver, "play a code")
    driver.key(pygame.K_RETURN)
    return screen


READ: dict[str, Callable[[Driver], Screen]] = {
    **{
        name: SCREENS[name]
        for name in (
            "settings",
            "statistics",
            "personal bests",
            "history",
            "puzzles",
            "custom",
            "play a code",
            "daily",
            "daily calendar",
            "editor size",
            "editor beginner",
            "editor expert",
            "asked before a new game",
        )
    },
    "editor, a puzzle drawn": scenes.a_puzzle_drawn,
    "statistics of custom boards": custom_row,
    "no personal bests yet": no_bests_yet,
    "statistics asking to reset": asked_to_reset,
    "play a code's error": an_error,
}


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=["800x600", "1920x1080"])
@pytest.mark.parametrize("name", list(READ))
def test_every_sentence_is_as_large_as_the_status_line_and_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: Size, name: str
) -> None:
    """The sentences a player must read (descriptions, notes, hints, messages) are set in the reading type, no
    smaller than the game's status line on the same screen, wrapped inside their boxes (nothing cut) and
    drawn over nothing else."""
    set_desktop(monkeypatch, size)
    least = status_line(tmp_path).line_h
    if name in WAITING:
        save_game(tmp_path / "data", started_beginner(), 100)
    driver = Driver(tmp_path / "data")
    try:
        screen = READ[name](driver)
        driver.step()
        sentences: list[Sentence] = screen.sentences()  # type: ignore[attr-defined]
        assert sentences, "the screen names no sentences"
        area = pygame.Rect((0, 0), screen.size())
        for sentence in sentences:
            assert sentence.prose.line_h >= least, f"{sentence.name}: {sentence.prose.line_h} px lines"
            assert sentence.fits(), f"{sentence.name} is cut: {sentence.lines} in {sentence.box.size}"
            assert area.contains(sentence.box), f"{sentence.name} lies outside the screen"
            under = [
                w.name
                for w in screen.widgets()
                if w.rect.colliderect(sentence.box) and not w.rect.contains(sentence.box)
            ]
            assert not under, f"{sentence.name} is drawn over {under}"
    finally:
        driver.close()
