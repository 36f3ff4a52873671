"""The month grid keeps the player's week: its first day and its days' names are the language's and the country's
(CLDR's), so a calendar reads as the player's own does."""

from __future__ import annotations

from datetime import date as Date

import pygame
import pytest

from minesweeper.gui.widgets.month import MonthGrid
from minesweeper.language import install

GRID = pygame.Rect(0, 0, 700, 300)


@pytest.mark.parametrize(
    ("code", "territory", "first", "names"),
    [
        ("en", "", "Sun", ["Sun", "Mon", "Tue"]),  # English's own country's week: Sunday first
        ("en", "GB", "Mon", ["Mon", "Tue", "Wed"]),
        ("de", "", "Mo", ["Mo", "Di", "Mi"]),
    ],
    ids=["en", "en_GB", "de"],
)
def test_the_week_starts_on_the_players_first_day_and_each_day_is_under_its_name(
    code: str, territory: str, first: str, names: list[str]
) -> None:
    install(code, territory)
    grid = MonthGrid(GRID, 1, 20, 40)
    assert grid.weekdays[:3] == names and grid.weekdays[0] == first
    december = MonthGrid.days(2026, 12)
    for day in december:  # each day in its weekday's column, the weeks in rows, the first row holding the 1st
        column = (day.weekday() - grid.first) % 7
        assert grid.cell(day).centerx in range(grid.column(column).left, grid.column(column).right)
    assert GRID.top + 20 <= grid.cell(Date(2026, 12, 1)).top < GRID.top + 20 + 40  # the first row, under the names
    rows = {grid.cell(day).top for day in december}
    assert len(rows) in (5, 6) and max(rows) < GRID.top + 20 + 6 * 40
