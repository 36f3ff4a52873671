"""A small bar chart of recent results for the statistics screen, drawn with plain ``pygame.draw``.

Wins are navy bars as tall as their time (the slowest win shown sets the scale, named at the top), losses
are red crosses on the baseline, oldest on the left and the newest always at the right edge, so the chart
reads the same whether one game or thirty were played.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from minesweeper.core.stats import Result
from minesweeper.gui.font import BitmapFont
from minesweeper.gui.widgets import ACCENT, ALERT, DIM_INK, INK, LIGHT, LINE_H, SHADOW, bevel

SHOWN = 30  # results in the chart: enough to see a trend, few enough for bars wider than a line


def draw_recent(surface: pygame.Surface, area: pygame.Rect, results: Sequence[Result], font: BitmapFont,
                scale: int) -> None:
    """Fill ``area`` with the chart of the last ``SHOWN`` results and a legend line beneath it."""
    s = scale
    box = pygame.Rect(area.left, area.top, area.width, area.height - (LINE_H + 2) * s)
    surface.fill(LIGHT, box)
    bevel(surface, box, s, raised=False)
    _legend(surface, font, s, (area.left + 2 * s, box.bottom + 3 * s))
    inner = box.inflate(-6 * s, -6 * s)
    shown = list(results)[-SHOWN:]
    if not shown:
        empty = font.render("No games yet", DIM_INK, s)
        surface.blit(empty, empty.get_rect(center=inner.center))
        return
    slowest = max((r.ms for r in shown if r.won), default=0)
    if slowest:
        top = font.render(f"{_seconds(slowest)} s", DIM_INK, s)
        surface.blit(top, inner.topleft)
    plot = pygame.Rect(inner.left, inner.top + LINE_H * s, inner.width, inner.height - LINE_H * s)
    pygame.draw.line(surface, SHADOW, (plot.left, plot.bottom - 1), (plot.right - 1, plot.bottom - 1), s)
    pygame.draw.line(surface, SHADOW, (plot.left, plot.top), (plot.right - 1, plot.top), 1)
    slot = plot.width // SHOWN
    for i, result in enumerate(reversed(shown)):
        right = plot.right - i * slot
        left = right - slot + s  # a gap of one chrome pixel between neighbours
        if result.won:
            # A win on the first click takes 0 ms; with only such wins there is no scale, just a stub.
            height = max(s, round(result.ms / slowest * (plot.height - 2 * s))) if slowest else s
            surface.fill(ACCENT, pygame.Rect(left, plot.bottom - s - height, right - left, height))
        else:
            _cross(surface, pygame.Rect(left, plot.bottom - s - (right - left), right - left, right - left), s)


def _seconds(ms: int) -> str:
    """Whole seconds, rounded up so the scale's top is never below the slowest bar."""
    return str(-(-ms // 1000))


def _cross(surface: pygame.Surface, square: pygame.Rect, s: int) -> None:
    pygame.draw.line(surface, ALERT, square.topleft, (square.right - 1, square.bottom - 1), s)
    pygame.draw.line(surface, ALERT, (square.left, square.bottom - 1), (square.right - 1, square.top), s)


def _legend(surface: pygame.Surface, font: BitmapFont, s: int, at: tuple[int, int]) -> None:
    x, y = at
    mark = 6 * s
    surface.fill(ACCENT, pygame.Rect(x, y + s, mark, mark))
    won = font.render("won (time)", INK, s)
    surface.blit(won, (x + mark + 3 * s, y))
    x += mark + won.get_width() + 10 * s
    _cross(surface, pygame.Rect(x, y + s, mark, mark), s)
    surface.blit(font.render("lost", INK, s), (x + mark + 3 * s, y))
