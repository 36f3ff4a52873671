"""Statistics' accuracy chart through the real loop: A (or a click on the chart) switches the chosen difficulty's
chart to the accuracy and mistakes of its last games, read from their kept reviews; a game not reviewed leaves a
gap."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.solver.judge import review
from minesweeper.gui.screens.statistics import StatsScreen
from minesweeper.gui.screens.statistics_table import KEYS
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
    assert screen.reviewed_games() == [
        *(Reviewed(judged.summary.accuracy, count) for judged, count in zip(kept, mistakes, strict=True)),
        Reviewed(None, None),
    ]
    box = screen.chart_box
    accent = driver.app.ctx.colours.accent
    drawn = driver.app.surface.subsurface(box.move(driver.app.ctx.origin))
    assert any(drawn.get_at((x, y))[:3] == accent for x in range(box.width) for y in range(box.height))
    driver.click(box.center)  # a click on the chart switches back
    assert not screen.accuracy and driver.pixels(screen.chart_box) == before


def test_a_few_games_spread_across_the_whole_chart_oldest_at_the_left() -> None:
    from minesweeper.gui.art.font import Typeface
    from minesweeper.gui.art.palette import chrome
    from minesweeper.gui.widgets.chart import draw_accuracy

    pygame.display.set_mode((10, 10))
    colours = chrome("classic")
    for scale in (1, 2):
        area = pygame.Rect(0, 0, 240 * scale, 90 * scale)
        surface = pygame.Surface(area.size)
        draw_accuracy(
            surface, area, [Reviewed(0.9, 0), Reviewed(0.5, 2), Reviewed(0.7, 1)], Typeface.load(), scale, colours
        )
        accent = [
            x
            for x in range(area.width)
            for y in range(12 * scale, 70 * scale)
            if surface.get_at((x, y))[:3] == colours.accent
        ]
        alert = [
            x
            for x in range(area.width)
            for y in range(20 * scale, 70 * scale)
            if surface.get_at((x, y))[:3] == colours.alert
        ]
        assert min(accent) < area.width // 4 and max(accent) > area.width * 3 // 4  # not crammed at the right
        assert min(alert) > area.width // 3 and max(alert) - min(alert) > area.width // 3  # two bars, far apart


def test_a_few_results_spread_across_the_whole_times_chart_oldest_at_the_left() -> None:
    """Five losses are not five crosses squeezed into the right corner: each game takes its share of the width."""
    from minesweeper.core.stats import Result
    from minesweeper.gui.art.font import Typeface
    from minesweeper.gui.art.palette import chrome
    from minesweeper.gui.widgets.chart import draw_recent

    pygame.display.set_mode((10, 10))
    colours = chrome("classic")
    for scale in (1, 2):
        area = pygame.Rect(0, 0, 240 * scale, 90 * scale)
        surface = pygame.Surface(area.size)
        results = [Result(won=False, ms=9000, date="2024-05-01")] * 4 + [Result(won=True, ms=20_000, date="2024-05-02")]
        draw_recent(surface, area, results, Typeface.load(), scale, colours)
        plot = range(12 * scale, 70 * scale)
        alert = [x for x in range(area.width) for y in plot if surface.get_at((x, y))[:3] == colours.alert]
        accent = [x for x in range(area.width) for y in plot if surface.get_at((x, y))[:3] == colours.accent]
        assert min(alert) < area.width // 4, "the oldest loss is not at the left"
        assert min(accent) > area.width * 3 // 4, "the newest game, a win, is not at the right"
        assert max(accent) - min(accent) <= 8 * scale + 1, "a win's bar is wider than a few pixels"


def test_both_charts_leave_out_practice_games_and_count_the_same_games(tmp_path: Path) -> None:
    """Practice games are never counted in the win statistics: the times chart leaves them out, and so does the
    accuracy chart (a practice game replays the moves of the game it came from, which would count them twice)."""
    from dataclasses import replace

    store = Store(tmp_path)
    games = [finished("beginner", seed, f"2024-05-0{seed}T10:00:00", lose_after=3) for seed in range(1, 4)]
    practice = replace(finished("beginner", 7, "2024-05-07T10:00:00", lose_after=2), game_id="practice-7")
    practice = replace(practice, play=replace(practice.play, practice=True))
    for game in [*games, practice]:
        assert store.record_result(game)
        assert store.keep_review(game.game_id, review(game.record))
    store.close()
    driver = Driver(tmp_path)
    driver.choose("statistics")
    screen = driver.app.screen
    assert isinstance(screen, StatsScreen)
    driver.key(pygame.K_1 + KEYS.index("beginner"))
    times = screen.chart_heading()
    driver.key(pygame.K_a)
    assert len(screen.reviewed_games()) == 3
    accuracy = screen.chart_heading()
    assert "3 games" in times and "3 games" in accuracy, (times, accuracy)
    assert "practice" in accuracy.lower() or "practice" in screen.chart_note().lower()


def test_the_mistakes_label_stands_at_the_top_of_the_bars_scale() -> None:
    """The corner label names the most mistakes in one game: the bar of that game reaches the label's height (the
    label is the top of the mistakes scale), whatever the scale and the chart's height."""
    from minesweeper.gui.art.font import Typeface, text_height
    from minesweeper.gui.art.palette import chrome
    from minesweeper.gui.widgets.chart import draw_accuracy

    pygame.display.set_mode((10, 10))
    colours = chrome("classic")
    for scale, height in ((1, 90), (2, 90), (2, 160)):
        area = pygame.Rect(0, 0, 240 * scale, height * scale)
        surface = pygame.Surface(area.size)
        draw_accuracy(
            surface, area, [Reviewed(0.2, 2), Reviewed(0.5, 1), Reviewed(0.3, 0)], Typeface.load(), scale, colours
        )
        third = area.width // 3

        bar_top = min(alert_rows(surface, range(0, third), colours.alert))  # the oldest game's: 2 mistakes
        chart = area.height - text_height(scale) - 2 * scale  # the legend's line is below it
        label = [y for y in alert_rows(surface, range(2 * third, area.width), colours.alert) if y < chart]
        assert label, "no mistakes label"
        assert abs(max(label) - bar_top) <= 3 * scale, (scale, height, max(label), bar_top)


def alert_rows(surface: pygame.Surface, xs: range, colour: tuple[int, int, int]) -> list[int]:
    """The rows in which ``colour`` is drawn in columns ``xs``."""
    return [y for y in range(surface.get_height()) for x in xs if surface.get_at((x, y))[:3] == colour]


def test_one_reviewed_game_is_a_round_mark_named_beside_it_and_its_mistakes_named_beside_their_bar() -> None:
    """One game has no trend and no scale to read: its accuracy is a mark big enough to see, with its figure beside
    it, and its mistakes are named beside their bar, not in a corner far from it."""
    from minesweeper.gui.art.font import Typeface, text_height
    from minesweeper.gui.art.palette import chrome
    from minesweeper.gui.widgets.chart import draw_accuracy

    pygame.display.set_mode((10, 10))
    colours = chrome("classic")
    for scale in (1, 2):
        area = pygame.Rect(0, 0, 220 * scale, 120 * scale)
        surface = pygame.Surface(area.size)
        draw_accuracy(surface, area, [Reviewed(0.83, 1)], Typeface.load(), scale, colours)
        legend_top = area.height - text_height(scale) - 2 * scale  # the key under the chart
        accent = {
            (x, y) for x in range(area.width) for y in range(legend_top) if surface.get_at((x, y))[:3] == colours.accent
        }
        solid = [
            (x, y)
            for x, y in accent
            if all((x + dx, y + dy) in accent for dx in range(4 * scale) for dy in range(4 * scale))
        ]
        assert solid, "the accuracy mark is a speck, not a mark"
        mark_x = min(x for x, _ in solid)
        assert any(x < mark_x - 6 * scale for x, _ in accent), "the accuracy's figure is not beside its mark"
        alert = [
            (x, y) for x in range(area.width) for y in range(legend_top) if surface.get_at((x, y))[:3] == colours.alert
        ]
        baseline = max(y for _, y in alert)
        bar = {x for x, y in alert if y == baseline}
        bar_top = min(y for x, y in alert if x in bar)
        label = [(x, y) for x, y in alert if x not in bar]
        assert label, "the mistakes are not named"
        right = 0 < min(x for x, _ in label) - max(bar) <= 12 * scale  # a gap and a letter's side bearing
        left = 0 < min(bar) - max(x for x, _ in label) <= 12 * scale
        assert right or left, "the mistakes' name is not beside their bar"
        top = min(y for _, y in label)
        assert bar_top - scale <= top and max(y for _, y in label) <= bar_top + text_height(scale)


def test_one_reviewed_game_without_mistakes_says_so_on_the_baseline_under_its_mark_in_the_ink() -> None:
    """No mistakes is no alarm: "no mistakes" is in the ink, not the mistakes' red, on the baseline where the bar would
    stand, centred under the game's mark."""
    from minesweeper.gui.art.font import Typeface, text_height
    from minesweeper.gui.art.palette import chrome
    from minesweeper.gui.widgets.chart import draw_accuracy

    pygame.display.set_mode((10, 10))
    colours = chrome("classic")
    area = pygame.Rect(0, 0, 440, 240)
    surface = pygame.Surface(area.size)
    draw_accuracy(surface, area, [Reviewed(None, None), Reviewed(1.0, 0)], Typeface.load(), 2, colours)
    legend_top = area.height - text_height(2) - 2 * 2
    plot_bottom = legend_top - 6
    drawn = [
        (x, y) for x in range(area.width) for y in range(legend_top) if surface.get_at((x, y))[:3] == colours.alert
    ]
    assert not drawn, "red where no mistake was made"
    accent = [
        (x, y) for x in range(area.width) for y in range(legend_top) if surface.get_at((x, y))[:3] == colours.accent
    ]
    mark = max(accent, key=lambda point: sum(1 for other in accent if abs(other[0] - point[0]) <= 2))[0]
    ink = [
        (x, y)
        for x in range(area.width)
        for y in range(plot_bottom - 40, legend_top)
        if surface.get_at((x, y))[:3] == colours.ink
    ]
    assert ink, "no 'no mistakes' on the baseline"
    middle = (min(x for x, _ in ink) + max(x for x, _ in ink)) // 2
    assert abs(middle - mark) <= 8, f"'no mistakes' is centred at {middle}, the game's mark at {mark}"


def test_an_empty_chart_too_short_for_a_line_leaves_its_words_out_rather_than_draw_them_over_the_legend() -> None:
    """A long language's panel may leave the chart's field a few pixels: "No games yet" is left out there, and said
    in the middle of a field with room for it."""
    from minesweeper.gui.art.font import Typeface, text_height
    from minesweeper.gui.art.palette import chrome
    from minesweeper.gui.widgets.chart import draw_accuracy, draw_recent

    pygame.display.set_mode((10, 10))
    colours = chrome("classic")
    font, scale = Typeface.load(), 2
    for draw in (draw_recent, draw_accuracy):
        for tall, said in ((90, True), (text_height(scale) // scale + 6, False)):
            area = pygame.Rect(0, 0, 240 * scale, tall * scale)
            surface = pygame.Surface(area.size)
            surface.fill(colours.face)
            draw(surface, area, [], font, scale, colours)
            field = range(0, area.height - text_height(scale) - 2 * scale)  # above the legend's line
            words = [y for y in field for x in range(area.width) if surface.get_at((x, y))[:3] == colours.dim_ink]
            assert bool(words) is said, (draw.__name__, tall)
