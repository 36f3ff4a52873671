"""Small charts for the statistics screen, drawn with plain ``pygame.draw``.

The chart of recent results: wins are navy bars as tall as their time (the slowest win shown sets the scale,
named at the top), losses are red crosses on the baseline, each game in its own slot across the whole width,
oldest on the left and the newest at the right, so five games are spread out rather than crammed into a corner.

The accuracy chart (``draw_accuracy``): each of the last hundred games' review, as a line of its accuracy
(0 to 100%, the theme's accent) over bars of its mistakes (the "alert" colour, in the lower half so the line stays
readable: the most in one game set their scale, named at the right on a mark at that scale's top, so the label and
the tallest bar agree), oldest on the left; a game not reviewed yet leaves a gap in both, so a player sees whether
they are improving. With a single reviewed game there is no trend and no scale to read: its accuracy is a round mark
named beside it ("83%"), and its mistakes are named beside their bar ("1 mistake", or "no mistakes").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from minesweeper.core.clock_text import whole_seconds
from minesweeper.core.figure_text import count, share
from minesweeper.core.language.translate import _, ngettext
from minesweeper.core.stats import Result
from minesweeper.gui.art.font import Typeface, text_height
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.widgets.buttons import sunken_field

SHOWN = 30  # results in the chart: enough to see a trend, few enough for bars wider than a line
ACCURACY_SHOWN = 100  # games in the accuracy chart
BAR_W = 8  # the widest mistakes bar of the accuracy chart, in chrome pixels (a few games stay bars, not blocks)
LONE_DOT = 3  # the radius of a reviewed game's mark with no neighbour to draw a line to, in chrome pixels


@dataclass(frozen=True)
class Reviewed:
    """One game in the accuracy chart: its accuracy (0 to 1) and mistakes, or None for both when not reviewed."""

    accuracy: float | None
    mistakes: int | None


def draw_accuracy(
    surface: pygame.Surface,
    area: pygame.Rect,
    games: Sequence[Reviewed],
    font: Typeface,
    scale: int,
    colours: ChromeColours,
) -> None:
    """Fill ``area`` with the accuracy and mistakes of the last ``ACCURACY_SHOWN`` games (oldest first) and a
    legend line beneath it."""
    s = scale
    box = pygame.Rect(area.left, area.top, area.width, area.height - text_height(s) - 2 * s)
    sunken_field(surface, box, s, colours)
    _accuracy_legend(surface, font, s, (area.left + 2 * s, box.bottom + 2 * s), colours)
    inner = box.inflate(-6 * s, -6 * s)
    shown = list(games)[-ACCURACY_SHOWN:]
    if not any(game.accuracy is not None for game in shown):
        _say_empty(surface, _("No reviewed games yet"), box, font, s, colours)
        return
    surface.blit(font.render(share(1.0, for_people=True), colours.dim_ink, s), inner.topleft)
    most = max((game.mistakes or 0 for game in shown), default=0)
    plot = pygame.Rect(inner.left, inner.top + text_height(s), inner.width, inner.height - text_height(s))
    height = plot.height - 2 * s
    alone = sum(game.accuracy is not None for game in shown) == 1  # its figures are named beside it, not on a scale
    if most and not alone:  # the top of the mistakes scale (half the plot): the label stands on a mark at that height
        scale_top = plot.bottom - s - round(height / 2)
        top = font.render(_mistakes(most), colours.alert, s)
        mark = top.get_rect(bottomright=(inner.right, scale_top - s))
        surface.blit(top, mark)
        surface.fill(colours.alert, pygame.Rect(mark.left, scale_top, mark.width, s))
    pygame.draw.line(surface, colours.shadow, (plot.left, plot.bottom - 1), (plot.right - 1, plot.bottom - 1), s)
    pygame.draw.line(surface, colours.shadow, (plot.left, plot.top), (plot.right - 1, plot.top), 1)
    # Every game its own slot across the whole width, the oldest at the left and the newest at the right: a few
    # games spread out (not crammed into a corner), a hundred share it; a bar is never wider than a few pixels.
    slot = plot.width / len(shown)
    bar = max(1, min(round(slot) - (1 if slot > 2 else 0), BAR_W * s))
    points: list[tuple[int, int]] = []
    dots = slot >= 6 * s
    for i, game in enumerate(shown):
        centre = plot.left + round((i + 0.5) * slot)
        if game.accuracy is None:
            _line(surface, points, colours, s, dots=dots)
            points = []
            continue
        tall = max(s, round(game.mistakes / most * height / 2)) if game.mistakes else 0  # the lower half
        if tall:  # the line stays readable above the bars
            surface.fill(colours.alert, pygame.Rect(centre - bar // 2, plot.bottom - s - tall, bar, tall))
        points.append((centre, plot.bottom - s - round(game.accuracy * height)))
        if alone:
            _name_alone(surface, font, s, colours, plot, points[-1], game, (bar, tall))
    _line(surface, points, colours, s, dots=dots)


def _mistakes(mistakes: int) -> str:
    """A number of mistakes in words, as the chart names them ("no mistakes", "1 mistake", "7 mistakes")."""
    if mistakes == 0:
        return _("no mistakes")
    return ngettext("{n} mistake", "{n} mistakes", mistakes).format(n=count(mistakes, for_people=True))


def _name_alone(
    surface: pygame.Surface,
    font: Typeface,
    s: int,
    colours: ChromeColours,
    plot: pygame.Rect,
    point: tuple[int, int],
    game: Reviewed,
    bar: tuple[int, int],
) -> None:
    """The one reviewed game's figures named beside its marks, inside the plot and clear of each other: its mistakes
    beside the top of their bar (``bar``: its width and height), in the mistakes' colour; no mistakes, in the ink, on
    the baseline under the game's mark, where the bar would stand; its accuracy beside its round mark, on the side the
    mistakes leave free, else above or below it."""
    x, y = point
    width, tall = bar
    top = plot.bottom - s - tall
    made = game.mistakes or 0
    mistakes = font.render(_mistakes(made), colours.alert if made else colours.ink, s)
    if made:
        beside = mistakes.get_rect(top=min(top, plot.bottom - s - mistakes.get_height()))
        places = [
            beside.move(x + width // 2 + 3 * s - beside.left, 0),
            beside.move(x - width // 2 - 3 * s - beside.right, 0),
        ]
    else:
        places = [mistakes.get_rect(midbottom=(x, plot.bottom - s))]
    named = _first_fitting(plot, places, ())
    surface.blit(mistakes, named)
    accuracy = font.render(share(game.accuracy or 0, for_people=True), colours.accent, s)
    gap = LONE_DOT * s + 3 * s
    places = [
        accuracy.get_rect(midright=(x - gap, y)),
        accuracy.get_rect(midleft=(x + gap, y)),
        accuracy.get_rect(midbottom=(x, y - gap)),
        accuracy.get_rect(midtop=(x, y + gap)),
    ]
    surface.blit(accuracy, _first_fitting(plot, places, (named, pygame.Rect(x - width // 2, top, width, tall))))


def _first_fitting(plot: pygame.Rect, places: Sequence[pygame.Rect], taken: Sequence[pygame.Rect]) -> pygame.Rect:
    """The first of ``places`` wholly inside ``plot`` and clear of every ``taken`` one; else the first, moved in."""
    for place in places:
        if plot.contains(place) and place.collidelist(list(taken)) < 0:
            return place
    return places[0].clamp(plot)


def _line(
    surface: pygame.Surface, points: list[tuple[int, int]], colours: ChromeColours, s: int, *, dots: bool = False
) -> None:
    """A run of reviewed games' accuracy: a line through them, a dot where a game stands alone (and on every game
    with ``dots``, when they are far enough apart to tell)."""
    if len(points) > 1:
        pygame.draw.lines(surface, colours.accent, False, points, s)
    if len(points) == 1:  # no line to follow: a round mark that reads at a glance, ringed to stand out on a bar
        pygame.draw.circle(surface, colours.field, points[0], (LONE_DOT + 1) * s)
        pygame.draw.circle(surface, colours.accent, points[0], LONE_DOT * s)
        return
    for x, y in points if dots else ():
        surface.fill(colours.accent, pygame.Rect(x - s, y - s, 2 * s, 2 * s))


def _accuracy_legend(
    surface: pygame.Surface, font: Typeface, s: int, at: tuple[int, int], colours: ChromeColours
) -> None:
    x, y = at
    mark = 6 * s
    middle = y + text_height(s) // 2  # the marks stand level with the middle of the words
    pygame.draw.line(surface, colours.accent, (x, middle), (x + mark, middle), s)
    # Translators: the chart's line: the accuracy, from 0 to 100 percent, written as the language writes a range of
    # percentages.
    accuracy = font.render(_("accuracy 0-100%"), colours.ink, s)
    surface.blit(accuracy, (x + mark + 3 * s, y))
    x += mark + accuracy.get_width() + 10 * s
    surface.fill(colours.alert, pygame.Rect(x + s, middle - mark // 2 + s, mark - 2 * s, mark - 2 * s))
    # Translators: the chart's bars: how many mistakes each game had.
    surface.blit(font.render(_("mistakes"), colours.ink, s), (x + mark + 3 * s, y))


def _say_empty(
    surface: pygame.Surface, text: str, box: pygame.Rect, font: Typeface, s: int, colours: ChromeColours
) -> None:
    """Why the chart's field is empty, in its middle; left out where a long language's words leave the field no room
    for a line, rather than drawn over the legend."""
    empty = font.render(text, colours.dim_ink, s)
    inner = box.inflate(-6 * s, -6 * s)
    if empty.get_height() <= inner.height:
        surface.blit(empty, empty.get_rect(center=inner.center))


def draw_recent(
    surface: pygame.Surface,
    area: pygame.Rect,
    results: Sequence[Result],
    font: Typeface,
    scale: int,
    colours: ChromeColours,
) -> None:
    """Fill ``area`` with the chart of the last ``SHOWN`` results and a legend line beneath it."""
    s = scale
    box = pygame.Rect(area.left, area.top, area.width, area.height - text_height(s) - 2 * s)
    sunken_field(surface, box, s, colours)
    _legend(surface, font, s, (area.left + 2 * s, box.bottom + 2 * s), colours)
    inner = box.inflate(-6 * s, -6 * s)
    shown = list(results)[-SHOWN:]
    if not shown:
        _say_empty(surface, _("No games yet"), box, font, s, colours)
        return
    slowest = max((r.ms for r in shown if r.won), default=0)
    if slowest:
        top = font.render(_("{time} s").format(time=_seconds(slowest)), colours.dim_ink, s)
        surface.blit(top, inner.topleft)
    plot = pygame.Rect(inner.left, inner.top + text_height(s), inner.width, inner.height - text_height(s))
    pygame.draw.line(surface, colours.shadow, (plot.left, plot.bottom - 1), (plot.right - 1, plot.bottom - 1), s)
    pygame.draw.line(surface, colours.shadow, (plot.left, plot.top), (plot.right - 1, plot.top), 1)
    # As in the accuracy chart, every game its own slot across the whole width, oldest at the left: five games are
    # spread out, not squeezed into the right corner; a bar or a cross is never wider than a few pixels.
    slot = plot.width / len(shown)
    wide = max(1, min(round(slot) - (1 if slot > 2 else 0), BAR_W * s))
    for i, result in enumerate(shown):
        left = plot.left + round((i + 0.5) * slot) - wide // 2
        if result.won:
            # A win on the first click takes 0 ms; with only such wins there is no scale, just a stub.
            height = max(s, round(result.ms / slowest * (plot.height - 2 * s))) if slowest else s
            surface.fill(colours.accent, pygame.Rect(left, plot.bottom - s - height, wide, height))
        else:
            _cross(surface, pygame.Rect(left, plot.bottom - s - wide, wide, wide), s, colours)


def _seconds(ms: int) -> str:
    """Whole seconds, rounded up as every coarser time is: the scale's top is never below the slowest bar."""
    return count(whole_seconds(ms), for_people=True)


def _cross(surface: pygame.Surface, square: pygame.Rect, s: int, colours: ChromeColours) -> None:
    pygame.draw.line(surface, colours.alert, square.topleft, (square.right - 1, square.bottom - 1), s)
    pygame.draw.line(surface, colours.alert, (square.left, square.bottom - 1), (square.right - 1, square.top), s)


def _legend(surface: pygame.Surface, font: Typeface, s: int, at: tuple[int, int], colours: ChromeColours) -> None:
    x, y = at
    mark = 6 * s
    top = y + text_height(s) // 2 - mark // 2  # the marks stand level with the middle of the words
    surface.fill(colours.accent, pygame.Rect(x, top, mark, mark))
    # Translators: the chart's bars: a won game, as tall as its time.
    won = font.render(_("won (time)"), colours.ink, s)
    surface.blit(won, (x + mark + 3 * s, y))
    x += mark + won.get_width() + 10 * s
    _cross(surface, pygame.Rect(x, top, mark, mark), s, colours)
    # Translators: the chart's crosses: a lost game.
    surface.blit(font.render(_("lost"), colours.ink, s), (x + mark + 3 * s, y))
