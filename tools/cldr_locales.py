"""Extract what the game needs of the Unicode CLDR data for its languages into minesweeper/core/language/cldr.py.

The game writes numbers, dates and the calendar as the player's locale does (decimal separator, month and weekday
names, the first day of the week) without depending on Babel: this script reads Babel's copy of CLDR (Babel is a
development tool, pinned in constraints.txt) and writes the few values per locale, and the first day of the week
per territory, as a small committed Python module. Run it when a language is added or Babel's pin moves
(``make cldr``); tests/test_locales.py checks the module against Babel's data.
"""

from __future__ import annotations

import sys
from pathlib import Path

import babel.numbers
from babel import Locale, localedata
from babel.core import get_global

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "minesweeper" / "core" / "language" / "cldr.py"

LOCALES = ("en", "de", "fr", "es", "pt_BR", "ru", "zh_Hans", "ja", "ar")
"""English (the source) and the languages the game ships or will ship, by their catalogues' codes."""
MONDAY = 0


def endonym(locale: Locale) -> str:
    """The language's name in itself, capitalised as a list of languages starts it ("Français", "Português")."""
    name = locale.get_display_name(locale) or str(locale)
    return name[:1].upper() + name[1:]


def skeleton(locale: Locale, name: str) -> str:
    return str(locale.datetime_skeletons[name].pattern)


def percent_pattern(locale: Locale, symbols: dict[str, str]) -> str:
    """CLDR's percent pattern (its positive part) with the locale's percent sign in the place of ``%``."""
    pattern = str(locale.percent_formats[None].pattern).split(";")[0]
    return pattern.replace("%", symbols["percentSign"])


def stand_alone_months(locale: Locale) -> tuple[str, ...]:
    """The month names said on their own ("январь" beside the format's "января"). Babel 2.18 fills the stand-alone
    names CLDR leaves to the format's (ar, ja) with another locale's ("一月"), so names that are not the locale's own
    format names and are another language's stand-alone names too are taken for that, and the format names stand."""
    alone = tuple(locale.months["stand-alone"]["wide"][m] for m in range(1, 13))
    own = tuple(locale.months["format"]["wide"][m] for m in range(1, 13))
    others = {
        tuple(Locale.parse(code).months["stand-alone"]["wide"][m] for m in range(1, 13))
        for code in LOCALES
        if Locale.parse(code).language != locale.language
    }
    return own if alone != own and alone in others else alone


def locale_data(code: str) -> dict[str, object]:
    locale = Locale.parse(code)
    system = locale.default_numbering_system
    symbols = locale.number_symbols[system]
    digits = "".join(babel.numbers.format_decimal(n, locale=locale, numbering_system="default") for n in range(10))
    likely = get_global("likely_subtags").get(code.split("_")[0], code)
    months = locale.months
    days = locale.days
    return {
        "name": endonym(locale),
        "rtl": locale.character_order == "right-to-left",
        "decimal": symbols["decimal"],
        "group": symbols["group"],
        "minus": symbols["minusSign"],
        "digits": digits,
        "percent": percent_pattern(locale, symbols),
        "months": tuple(months["format"]["wide"][m] for m in range(1, 13)),
        "months_alone": stand_alone_months(locale),
        "months_short": tuple(months["format"]["abbreviated"][m] for m in range(1, 13)),
        "weekdays_short": tuple(days["stand-alone"]["abbreviated"][d] for d in range(7)),
        "weekdays_narrow": tuple(days["stand-alone"]["narrow"][d] for d in range(7)),
        "month_year": skeleton(locale, "yMMMM"),
        "day_month": skeleton(locale, "MMMMd"),
        "date": str(locale.date_formats["long"].pattern),
        "territory": locale.territory or likely.split("_")[-1],
    }


def first_days() -> dict[str, int]:
    """Each territory whose week does not start on Monday (CLDR's default), with the day it starts on (0 Monday)."""
    found: dict[str, int] = {}
    for identifier in sorted(localedata.locale_identifiers()):
        locale = Locale.parse(identifier)
        if locale.territory and len(locale.territory) == 2 and locale.first_week_day != MONDAY:
            found.setdefault(locale.territory, locale.first_week_day)
    return dict(sorted(found.items()))


def module_text() -> str:
    lines = [
        f'"""CLDR {cldr_version()}\'s data for the game\'s locales (``locale.Locale``) and the first day of the week '
        "of each\nterritory whose week does not start on Monday. Made by tools/cldr_locales.py (``make cldr``): do "
        'not edit."""',
        "",
        "from minesweeper.core.language.locale import Locale",
        "",
        "LOCALES: dict[str, Locale] = {",
    ]
    for code in LOCALES:
        data = locale_data(code)
        lines.append(f"    {code!r}: Locale(")
        lines += [f"        {key}={value!r}," for key, value in data.items()]
        lines.append("    ),")
    lines += ["}", "", "FIRST_DAYS: dict[str, int] = {"]
    lines += [f"    {territory!r}: {day}," for territory, day in first_days().items()]
    lines += ["}", ""]
    return "\n".join(lines)


def cldr_version() -> str:
    """The CLDR release Babel's data is (its ``cldr`` global: the version Babel imported)."""
    return str(get_global("cldr")["version"])


def main() -> int:
    TARGET.write_text(module_text(), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
