"""The fixed scenes of the golden-image tests and the README screenshots: menu, mid-game, lost, won, the
solver's hint, mine chances and verdict, the live counters, the puzzle editor and library, and more."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from unittest import mock

import pygame

from minesweeper.core.layout import Layout
from minesweeper.core.puzzles.puzzle import Puzzle
from minesweeper.gui.screen import TICK
from minesweeper.gui.screens.editor import EditorScreen
from tests.gui.driver import LEFT, RIGHT, SCENE_BOARD, Driver
from tests.gui.puzzle_kit import DRAWN, DRAWN_OPEN, library, type_text, win


def menu(tmp: Path) -> Driver:
    return Driver(tmp)


def in_progress(tmp: Path) -> Driver:
    driver = Driver(tmp, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.click_cell(5, 8, RIGHT)
    driver.click_cell(3, 5, RIGHT)
    driver.click_cell(8, 3)
    driver.wait(42.3)
    driver.post(TICK)
    driver.step()
    return driver


def lost_with_results(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    driver.click_cell(4, 5, RIGHT)  # a wrong flag, crossed out once the game is lost
    driver.wait(3)
    driver.click_cell(7, 2)
    driver.solver_answers()  # the verdict worked out, as a player sees it a moment later (not a race with it)
    return driver


def lost(tmp: Path) -> Driver:
    driver = lost_with_results(tmp)
    driver.key(pygame.K_ESCAPE)  # the card closed: the board as it was left, the safe cell the player missed outlined
    return driver


def won(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    mines = Layout.parse(SCENE_BOARD).mines
    for y in range(9):
        for x in range(9):
            if (x, y) not in mines and not driver.play.game.tile(x, y).is_open:
                driver.click_cell(x, y, LEFT)
                if driver.play.game.is_over:
                    driver.solver_answers()  # the card with the game's review worked out, as a player sees it
                    return driver
    return driver


def game_menu_open(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    bar = driver.play.canvas.bar
    driver.click(bar.titles[0].center)
    driver.move(bar.rows[0][3].center)  # the pointer on Normal: the item under it is highlighted
    return driver


def help_shown(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    driver.key(pygame.K_F1)
    return driver


def hinted(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    driver.key(pygame.K_h)
    driver.solver_answers()
    return driver


def chances(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    driver.key(pygame.K_p)
    driver.solver_answers()
    driver.move(driver.cell_centre(6, 6))  # the exact figure for the cell under the pointer
    return driver


def verdict(tmp: Path) -> Driver:
    driver = lost_with_results(tmp)
    driver.step()  # the next frame: a window the verdict's lines asked to grow has grown
    return driver


def themed(theme: str) -> Callable[[Path], Driver]:
    def scene(tmp: Path) -> Driver:
        tmp.mkdir(parents=True, exist_ok=True)
        (tmp / "settings.json").write_text(f'{{"version": 2, "theme": "{theme}"}}')
        return lost(tmp)

    return scene


def expert_maximised(tmp: Path) -> Driver:
    """Expert in a window the player made as big as a 1920×1080 screen allows: a bigger zoom, centred."""
    with mock.patch("pygame.display.get_desktop_sizes", return_value=[(1920, 1080)]):  # the screen it is made on
        driver = Driver.preset(tmp, "expert", seed=7)
        driver.resize((1880, 990))
    driver.click_cell(15, 8)
    driver.click_cell(3, 3, RIGHT)
    return driver


def expert_counters(tmp: Path) -> Driver:
    """An Expert game in progress with the live counters shown (I): beside the board, or under it, as the desktop
    has room."""
    driver = Driver.preset(tmp, "expert", seed=7)
    driver.key(pygame.K_i)
    driver.step()  # the window the panel asked for
    driver.move(driver.cell_centre(15, 8))
    driver.click_cell(15, 8)
    driver.move(driver.cell_centre(3, 3))
    driver.click_cell(3, 3, RIGHT)
    driver.move(driver.cell_centre(20, 2))
    driver.click_cell(20, 2)
    driver.wait(12.345)
    driver.post(TICK)
    driver.step()
    return driver


def editor(tmp: Path) -> Driver:
    """A Beginner-sized puzzle half drawn: the top of the scene board's mines, two cells marked open."""
    driver = Driver(tmp)
    a_puzzle_drawn(driver)
    return driver


def a_puzzle_drawn(driver: Driver) -> EditorScreen:
    """From the menu, the editor with a Beginner-sized puzzle half drawn and named (its status takes two lines in a
    long language)."""
    driver.key(pygame.K_p)
    driver.key(pygame.K_n)
    driver.key(pygame.K_RETURN)  # Beginner, 9 x 9
    screen = driver.app.screen
    assert isinstance(screen, EditorScreen)
    for x, y in sorted(Layout.parse(SCENE_BOARD).mines):
        if y < 6:
            driver.click(screen.board.cell_rect(x, y).center)
    for cell in ((0, 8), (8, 0)):
        driver.click(screen.board.cell_rect(*cell).center, RIGHT)
    driver.click(screen.name.rect.center)
    type_text(driver, "Diagonal")
    return screen


def puzzles(tmp: Path) -> Driver:
    """The library with three puzzles, the one chosen won once in 7.50 seconds."""
    library(
        tmp,
        Puzzle("Blind start", DRAWN),
        Puzzle("Coin toss", Layout.parse("*.\n..\n.."), ((0, 2),)),
        Puzzle("Stairs", DRAWN, DRAWN_OPEN),
    )
    driver = Driver(tmp)
    driver.key(pygame.K_p)
    driver.key(pygame.K_RETURN)
    driver.wait(1)
    win(driver, DRAWN, 1.5)
    driver.key(pygame.K_ESCAPE)  # closes the results card
    driver.key(pygame.K_ESCAPE)  # back to the library
    return driver


def history(tmp: Path) -> Driver:
    """The History screen over games of several difficulties on fixed dates, the second one chosen."""
    from tests.gui.history_kit import seed_history

    seed_history(tmp)
    driver = Driver(tmp)
    driver.key(pygame.K_h)
    driver.key(pygame.K_DOWN)
    return driver


def replay(tmp: Path) -> Driver:
    """The replay of a game played with the mouse, paused while the left button holds a covered cell down."""
    from tests.gui.history_kit import HELD_MS, play_and_lose, replay_newest

    driver = play_and_lose(tmp)
    viewer = replay_newest(driver)
    driver.key(pygame.K_SPACE)
    driver.wait((HELD_MS - viewer.player.begin) / 1000)
    driver.post(TICK)
    driver.step()
    driver.key(pygame.K_SPACE)
    return driver


def review_at_a_mistake(tmp: Path) -> Driver:
    """The replay viewer as the review, at the moment before the first mistake (N): the line saying why, the safe
    cell missed outlined, the number that proves it and the proven mine it relies on framed."""
    from tests.gui.history_kit import play_and_lose, replay_newest

    driver = play_and_lose(tmp)
    replay_newest(driver)
    driver.key(pygame.K_n)
    return driver


def accuracy_chart(tmp: Path) -> Driver:
    """Statistics' accuracy chart: twenty Beginner games, each opened cell by cell (so some guesses could have
    waited), reviewed and kept; Beginner chosen, A pressed."""
    from minesweeper.core.solver.judge import review
    from minesweeper.store import Store
    from tests.gui.history_kit import finished

    store = Store(tmp)
    for seed in range(1, 21):
        game = finished("beginner", seed, f"2024-06-{seed:02d}T10:00:00", lose_after=None if seed % 3 else 4 + seed)
        assert store.record_result(game)
        assert store.keep_review(game.game_id, review(game.record))
    store.close()
    from minesweeper.gui.screens.statistics_table import KEYS

    driver = Driver(tmp)
    driver.choose("statistics")
    driver.key(pygame.K_1 + KEYS.index("beginner"))
    driver.key(pygame.K_a)
    return driver


SCENES: dict[str, Callable[[Path], Driver]] = {
    "menu": menu,
    "in-progress": in_progress,
    "lost": lost,
    "won": won,
    "game-menu": game_menu_open,
    "help": help_shown,
    "theme-colourblind": themed("colourblind"),
    "theme-dark": themed("dark"),
    "expert-maximised": expert_maximised,
    "expert-counters": expert_counters,
    "hint": hinted,
    "chances": chances,
    "verdict": verdict,
    "editor": editor,
    "puzzles": puzzles,
    "history": history,
    "replay": replay,
    "review-mistake": review_at_a_mistake,
    "accuracy-chart": accuracy_chart,
}


def render(name: str, tmp: Path) -> pygame.Surface:
    """The scene's whole window, copied so the display can close."""
    driver = SCENES[name](tmp)
    picture = driver.app.surface.copy()
    driver.close()
    return picture
