"""Statistics' accuracy chart through the real loop: A (or a click on the chart) switches the chosen difficulty's
chart to the accuracy and mistakes of its last games, read from their kept reviews; a game not reviewed leaves a
gap."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.solver.review import review
from minesweeper.gui.screens.statistics import KEYS, StatsScreen
from minesweeper.gui.widgets.chart import Reviewed
from minesweeper.store import Store
from tests.gui.driver import Driver
from tests.gui.history_kit import finished


def test_a_switches_the_chart_to_the_accuracy_and_mistakes_of_the_reviewed_games(tmp_path: Path) -> None:
    store = Store(tmp_path)
    games = [finished("beginner", seed, f"2024-05-0{seed}T10:00:00", lose_after=3) for seed in range(1, 4)]
    for game in games:
        assert store.record_result(game)
    kept = [review(game.record) for game in games[:2]]  # the newest game is not reviewed yet
    for game, judged in zip(games, kept, strict=False):
        assert store.keep_review(game.game_id, judged)
    store.close()
    driver = Driver(tmp_path)
    driver.choose("statistics")
    screen = driver.app.screen
    assert isinstance(screen, StatsScreen)
    driver.key(pygame.K_1 + KEYS.index("beginner"))
    before = driver.pixels(screen.chart_box)
    driver.key(pygame.K_a)
    assert screen.accuracy and driver.pixels(screen.chart_box) != before
    mistakes = [sum(1 for move in judged.moves if move.cls in ("risky", "avoidable", "blunder")) for judged in kept]
    assert screen.reviewed_games() == [*(Reviewed(judged.summary.accuracy, count)
                                         for judged, count in zip(kept, mistakes, strict=True)), Reviewed(None, None)]
    box = screen.chart_box
    accent = driver.app.ctx.colours.accent
    drawn = driver.app.surface.subsurface(box.move(driver.app.ctx.origin))
    assert any(drawn.get_at((x, y))[:3] == accent for x in range(box.width) for y in range(box.height))
    driver.click(box.center)  # a click on the chart switches back
    assert not screen.accuracy and driver.pixels(screen.chart_box) == before


def test_a_few_games_spread_across_the_whole_chart_oldest_at_the_left() -> None:
    from minesweeper.gui.art.font import BitmapFont
    from minesweeper.gui.art.palette import chrome
    from minesweeper.gui.widgets.chart import draw_accuracy

    pygame.display.set_mode((10, 10))
    colours = chrome("classic")
    for scale in (1, 2):
        area = pygame.Rect(0, 0, 240 * scale, 90 * scale)
        surface = pygame.Surface(area.size)
        draw_accuracy(surface, area, [Reviewed(0.9, 0), Reviewed(0.5, 2), Reviewed(0.7, 1)], BitmapFont.load(),
                      scale, colours)
        accent = [x for x in range(area.width) for y in range(12 * scale, 70 * scale)
                  if surface.get_at((x, y))[:3] == colours.accent]
        alert = [x for x in range(area.width) for y in range(20 * scale, 70 * scale)
                 if surface.get_at((x, y))[:3] == colours.alert]
        assert min(accent) < area.width // 4 and max(accent) > area.width * 3 // 4  # not crammed at the right
        assert min(alert) > area.width // 3 and max(alert) - min(alert) > area.width // 3  # two bars, far apart
