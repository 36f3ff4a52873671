"""What a locale writes differently in the game's numbers, dates and calendar: one value per locale, made from CLDR.

The values themselves are ``cldr``'s, extracted by ``tools/cldr_locales.py`` from the Unicode CLDR data that Babel
ships (a development tool, never a dependency of the game); ``people`` writes with them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Locale:
    """A locale's name for itself, its direction and how it writes numbers and dates, as CLDR has them.

    Number symbols are its default numbering system's; a percent pattern is CLDR's with the locale's percent sign in
    it ("#,##0 %"); date patterns are CLDR's (``y`` the year, ``M``/``L`` the month, ``d`` the day, quoted literals)
    for a month and year (a calendar's heading), a day and month, and a whole date. Months are January first and
    weekdays Monday first."""

    name: str
    rtl: bool
    decimal: str
    group: str
    minus: str
    digits: str
    percent: str
    months: tuple[str, ...]
    months_alone: tuple[str, ...]
    months_short: tuple[str, ...]
    weekdays_short: tuple[str, ...]
    weekdays_narrow: tuple[str, ...]
    month_year: str
    day_month: str
    date: str
    territory: str
