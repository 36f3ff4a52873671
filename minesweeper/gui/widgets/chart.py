"""A small bar chart of recent results for the statistics screen, drawn with plain ``pygame.draw``.

Wins are navy bars as tall as their time (the slowest win shown sets the scale, named at the top), losses
are red crosses on the baseline, oldest on the left and the newest always at the right edge, so the chart
reads the same whether one game or thirty were played.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from minesweeper.core.stats import Result
from minesweeper.gui.art.font import BitmapFont
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.widgets.buttons import LINE_H, sunken_field

SHOWN = 30  # results in the chart: enough to see a trend, few enough for bars wider than a line


def draw_recent(surface: pygame.Surface, area: pygame.Rect, results: Sequence[Result], font: BitmapFont,
                scale: int, colours: ChromeColours) -> None:
    """Fill ``area`` with the chart of the last ``SHOWN`` results and a legend line beneath it."""
    s = scale
    box = pygame.Rect(area.left, area.top, area.width, area.height - (LINE_H + 2) * s)
    sunken_field(surface, box, s, colours)
    _legend(surface, font, s, (area.left + 2 * s, box.bottom + 3 * s), colours)
    inner = box.inflate(-6 * s, -6 * s)
    shown = list(results)[-SHOWN:]
    if not shown:
        empty = font.render("No games yet", colours.dim_ink, s)
        surface.blit(empty, empty.get_rect(center=inner.center))
        return
    slowest = max((r.ms for r in shown if r.won), default=0)
    if slowest:
        top = font.render(f"{_seconds(slowest)} s", colours.dim_ink, s)
        surface.blit(top, inner.topleft)
    plot = pygame.Rect(inner.left, inner.top + LINE_H * s, inner.width, inner.height - LINE_H * s)
    pygame.draw.line(surface, colours.shadow, (plot.left, plot.bottom - 1), (plot.right - 1, plot.bottom - 1), s)
    pygame.draw.line(surface, colours.shadow, (plot.left, plot.top), (plot.right - 1, plot.top), 1)
    slot = plot.width // SHOWN
    for i, result in enumerate(reversed(shown)):
        right = plot.right - i * slot
        left = right - slot + s  # a gap of one chrome pixel between neighbours
        if result.won:
            # A win on the first click takes 0 ms; with only such wins there is no scale, just a stub.
            height = max(s, round(result.ms / slowest * (plot.height - 2 * s))) if slowest else s
            surface.fill(colours.accent, pygame.Rect(left, plot.bottom - s - height, right - left, height))
        else:
            size = right - left
            _cross(surface, pygame.Rect(left, plot.bottom - s - size, size, size), s, colours)


def _seconds(ms: int) -> str:
    """Whole seconds, rounded up so the scale's top is never below the slowest bar."""
    return str(-(-ms // 1000))


def _cross(surface: pygame.Surface, square: pygame.Rect, s: int, colours: ChromeColours) -> None:
    pygame.draw.line(surface, colours.alert, square.topleft, (square.right - 1, square.bottom - 1), s)
    pygame.draw.line(surface, colours.alert, (square.left, square.bottom - 1), (square.right - 1, square.top), s)


def _legend(surface: pygame.Surface, font: BitmapFont, s: int, at: tuple[int, int],
            colours: ChromeColours) -> None:
    x, y = at
    mark = 6 * s
    surface.fill(colours.accent, pygame.Rect(x, y + s, mark, mark))
    won = font.render("won (time)", colours.ink, s)
    surface.blit(won, (x + mark + 3 * s, y))
    x += mark + won.get_width() + 10 * s
    _cross(surface, pygame.Rect(x, y + s, mark, mark), s, colours)
    surface.blit(font.render("lost", colours.ink, s), (x + mark + 3 * s, y))
