"""The review's keys where there is nothing to go to, and with a menu open: N past the last mistake and Shift+N
before the first keep the position and its line and say so; the Mistakes menu opened with the mouse has its first
mistake highlighted (Enter goes there), and a viewer key that is not one of the open menu's letters (P: play on
from here) closes the menu and does what it does.

The game is ``play_and_lose``'s: two avoidable moves, 3 and 4 of 4."""

from pathlib import Path

import pygame

from minesweeper.gui.play.outline import Outline
from minesweeper.gui.screens.replay.viewer import ReplayScreen
from tests.gui.driver import Driver
from tests.gui.history_kit import play_and_lose, replay_newest


def opened(tmp_path: Path) -> tuple[Driver, ReplayScreen]:
    driver = play_and_lose(tmp_path)
    return driver, replay_newest(driver)


def test_no_earlier_or_later_mistake_keeps_the_moment_and_its_line_and_says_so(tmp_path: Path) -> None:
    driver, screen = opened(tmp_path)
    driver.key(pygame.K_n)
    line, moment = screen.message, screen.replay.t
    driver.key(pygame.K_n, mod=pygame.KMOD_SHIFT)
    assert (screen.guide.focus, screen.replay.t, screen.message) == (2, moment, f"No earlier mistake. {line}")
    assert screen.notices() == ""  # the word leads the line about the move, never pushes it off the bar
    assert screen.marks.outline == Outline((1, 3), False, ((2, 4),), ((3, 5),))  # the hint's marks stay too
    driver.key(pygame.K_n)
    assert screen.guide.focus == 3 and screen.message.startswith("Move 4 of 4")  # moved on: the word goes
    driver.key(pygame.K_n)
    assert screen.guide.focus == 3 and screen.message.startswith("No later mistake. Move 4 of 4")


def test_the_mistakes_menu_opened_with_the_mouse_has_its_first_mistake_highlighted(tmp_path: Path) -> None:
    driver, screen = opened(tmp_path)
    bar = screen.canvas.bar
    driver.click(bar.titles[1].center)
    assert bar.dropped and bar.active == 1 and bar.item == 0
    driver.app.draw()
    row = bar.rows[1][0]
    assert driver.app.surface.get_at((row.right - 2, row.centery))[:3] == driver.app.ctx.colours.accent
    driver.key(pygame.K_RETURN)
    assert not bar.dropped and screen.guide.focus == 2 and screen.message.startswith("Move 3 of 4")


def test_p_with_the_mistakes_menu_open_closes_it_and_plays_on(tmp_path: Path) -> None:
    driver, screen = opened(tmp_path)
    driver.key(pygame.K_n)
    driver.click(screen.canvas.bar.titles[1].center)
    assert screen.canvas.bar.dropped
    driver.key(pygame.K_p)
    play = driver.play
    assert play.session.practice and len(play.game.actions) == 2


def test_n_with_the_mistakes_menu_open_closes_it_and_goes_to_the_next_mistake(tmp_path: Path) -> None:
    driver, screen = opened(tmp_path)
    driver.key(pygame.K_m, mod=pygame.KMOD_ALT)
    assert screen.canvas.bar.dropped
    driver.key(pygame.K_n)
    assert not screen.canvas.bar.dropped and screen.guide.focus == 2
    driver.app.draw()
    assert driver.app.surface.get_rect().contains(screen.bar.rect)


def test_the_open_menus_own_letter_still_chooses_its_item(tmp_path: Path) -> None:
    """In the Replay menu P is Play / pause's letter (underlined): it plays, it does not play on."""
    driver, screen = opened(tmp_path)
    driver.key(pygame.K_r, mod=pygame.KMOD_ALT)
    driver.key(pygame.K_p)
    assert isinstance(driver.app.screen, ReplayScreen) and screen.player.playing


def test_one_esc_closes_the_mistakes_menu_and_gives_the_viewer_its_keys_back(tmp_path: Path) -> None:
    """Esc with a drop-down open closes it and leaves the bar: the title is not left highlighted, so P plays on
    at once (no second Esc); with the bar only focused (F10), P steps past it likewise."""
    driver, screen = opened(tmp_path)
    driver.key(pygame.K_n)
    driver.click(screen.canvas.bar.titles[1].center)
    assert screen.canvas.bar.dropped
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.screen, ReplayScreen), "Esc on the open menu left the viewer"
    bar = screen.canvas.bar  # closing a menu may make the bar anew
    assert not bar.dropped and bar.active is None, "the Mistakes title stays focused after Esc"
    driver.key(pygame.K_F10)
    assert screen.canvas.bar.active is not None and not screen.canvas.bar.dropped
    driver.key(pygame.K_p)
    play = driver.play
    assert play.session.practice and len(play.game.actions) == 2


def test_the_wheel_over_the_message_scrolls_a_line_longer_than_the_bar(tmp_path: Path) -> None:
    driver, screen = opened(tmp_path)
    driver.key(pygame.K_n)
    canvas = screen.canvas
    long = " ".join([screen.message] * 6)  # more lines than any window has under the board
    screen.message = long
    driver.app.draw()
    canvas.fit_message(long, screen.colour, screen.notices())
    assert len(canvas.frame.message_lines(long, screen.colour)) > canvas.layout.message.height // (
        canvas.frame.prose.line_h
    )
    board_top = screen.view.scroll_y
    driver.move(canvas.layout.message.center)
    driver.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    driver.step()
    assert canvas.message_scroll == 1 and screen.view.scroll_y == board_top
