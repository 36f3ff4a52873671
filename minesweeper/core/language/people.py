"""Numbers, dates, the calendar and lists as the installed language's locale writes them for people.

Every figure is first written in its one fixed form by its owner (``figure_text``, ``clock_text``: "4.183", "87%",
"93.412"), which scripts and files read and which never changes; a sentence a person reads takes that form through
``number`` or ``percent`` here, which write it with the locale's own symbols ("4,183", "87 %"). Dates and the
calendar take CLDR's month and weekday names and patterns, and the week starts on the day the player's territory
starts it. English is the default, as ``translate`` installs it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from minesweeper.core.language.cldr import FIRST_DAYS, LOCALES
from minesweeper.core.language.locale import Locale
from minesweeper.core.language.translate import N_, _, installed

MONDAY = 0
_NUMBER = re.compile(r"[#0,.]+")  # the number's part of a CLDR number pattern
_FIELD = re.compile(r"'([^']*)'|([yMLd])\2*")  # a quoted literal, or a run of one date field's letter


def locale() -> Locale:
    """The installed language's locale."""
    return LOCALES[installed().locale]


# Translators: how the last item of a list follows the others when the list means all of them together ("A1, B1 and
# C1", "the 1 at A1 and the 2 at B1"): " and " in English, with no comma before it.
AND = N_("{list} and {item}")
"""The join of a list's last item to the others, for a list of things all meant together (``listed``'s ``last``)."""


def listed(items: Iterable[str], *, last: str | None = None) -> str:
    """Items one after another, as the language joins a list ("1, 1, covered"; "、" in Chinese and Japanese): the one
    place a list is joined, item by item, so a translator writes how one item follows the next. ``last`` joins the
    last item to the others instead, a sentence marked ``N_`` with ``{list}`` and ``{item}`` in it (``AND``: "A1, B1
    and C1")."""
    items = list(items)
    said: str | None = None
    for place, item in enumerate(items):
        # Translators: how a list's items follow each other (a comma and a space in English, "、" in Chinese).
        join = _(last) if last is not None and place == len(items) - 1 else _("{list}, {item}")
        said = item if said is None else join.format(list=said, item=item)
    return said or ""


def number(fixed: str) -> str:
    """A number written in its fixed form ("-1,234.567": ASCII digits, "." for the decimal point, "," between
    thousands) as the locale writes it for people ("-1.234,567"); any other character is kept."""
    here = locale()
    symbols = {".": here.decimal, ",": here.group, "-": here.minus}
    return "".join(symbols.get(c, here.digits[ord(c) - 48] if "0" <= c <= "9" else c) for c in fixed)


def percent(fixed: str) -> str:
    """A share written in its fixed form ("87%", "12.5%") as the locale writes a percentage ("87 %", "12,5 %")."""
    if not fixed.endswith("%"):
        return number(fixed)
    return _NUMBER.sub(lambda _: number(fixed[:-1]), locale().percent, count=1)


def first_weekday(territory: str = "") -> int:
    """The day the week starts on in the player's calendar (0 Monday to 6 Sunday): ``territory``'s (the player's
    country, from the system's locale), or else that of the installed language's own territory."""
    return FIRST_DAYS.get(territory or installed().territory or locale().territory, MONDAY)


def weekdays(*, narrow: bool = False) -> list[str]:
    """The weekdays' short names (``narrow``: a letter or so) in the order the player's week runs."""
    here = locale()
    names = here.weekdays_narrow if narrow else here.weekdays_short
    first = first_weekday()
    return [names[(first + i) % 7] for i in range(7)]


def month_year(year: int, month: int) -> str:
    """A calendar's heading: "December 2026", "Dezember 2026", "декабрь 2026 г.", "2026年12月"."""
    return _pattern(locale().month_year, year, month, 1)


def day_month(month: int, day: int) -> str:
    """A day of the year without its year: "December 5", "5. Dezember", "12月5日"."""
    return _pattern(locale().day_month, 0, month, day)


def date(year: int, month: int, day: int) -> str:
    """A whole date in words: "December 5, 2026", "5. Dezember 2026", "2026年12月5日"."""
    return _pattern(locale().date, year, month, day)


def _pattern(pattern: str, year: int, month: int, day: int) -> str:
    """A CLDR date pattern filled in: ``y`` the year, ``M``/``L`` the month (1-2 letters its number, 3 its short
    name, 4 its name in a date or on its own), ``d`` the day, quoted text as it is."""
    here = locale()

    def field(match: re.Match[str]) -> str:
        literal, letter = match.group(1), match.group(2)
        if letter is None:
            return literal if literal else "'"
        width = len(match.group(0))
        if letter == "y":
            return number(str(year))
        if letter == "d":
            return number(f"{day:0{width}d}")
        if width <= 2:
            return number(f"{month:0{width}d}")
        if width == 3:
            return here.months_short[month - 1]
        return (here.months_alone if letter == "L" else here.months)[month - 1]

    return _FIELD.sub(field, pattern)
