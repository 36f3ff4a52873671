"""Numbers, dates and the calendar as the player's locale writes them, from CLDR's data, while the fixed forms scripts
read never change; and the one translation function, English until a language is installed.

The locales' data (``core.language.cldr``) is held to Babel's CLDR, which it was extracted from by
``tools/cldr_locales.py``."""

from __future__ import annotations

import importlib.util
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.pofile import read_po

from minesweeper.core.clock_text import format_ms, hundredths
from minesweeper.core.ending import headline
from minesweeper.core.figure_text import count, figure, share
from minesweeper.core.language import people
from minesweeper.core.language.cldr import LOCALES
from minesweeper.core.language.translate import ENGLISH, English, Language, _, install_language, ngettext
from minesweeper.core.record import Outcome
from minesweeper.language import load

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    install_language(ENGLISH)


def locale(code: str, territory: str = "") -> None:
    """The locale ``code`` installed for numbers and dates (its words left in English)."""
    install_language(Language(code, English(), rtl=LOCALES[code].rtl, locale=code, territory=territory))


@pytest.mark.parametrize(
    ("code", "time", "rate", "share_", "big"),
    [
        ("en", "93.412", "4.183", "87%", "1,234"),
        ("de", "93,412", "4,183", "87\xa0%", "1.234"),
        ("fr", "93,412", "4,183", "87\xa0%", "1\u202f234"),
        ("ru", "93,412", "4,183", "87\xa0%", "1\xa0234"),
        ("ja", "93.412", "4.183", "87%", "1,234"),
        ("ar", "93.412", "4.183", "87\u200e%\u200e", "1,234"),
    ],
)
def test_figures_and_times_for_people_follow_the_locale(
    speak: None, code: str, time: str, rate: str, share_: str, big: str
) -> None:
    locale(code)
    assert format_ms(93_412, for_people=True) == time
    assert figure(4.18265, for_people=True) == rate
    assert share(0.874, for_people=True) == share_
    assert people.number("1,234") == big
    assert count(None, for_people=True) == figure(None, for_people=True) == "-"


@pytest.mark.parametrize("code", list(LOCALES))
def test_the_fixed_forms_scripts_read_never_follow_the_locale(speak: None, code: str) -> None:
    locale(code)
    assert (format_ms(93_412), hundredths(12_345), figure(4.18265), share(0.874), count(42)) == (
        "93.412",
        "12.34",
        "4.183",
        "87%",
        "42",
    )


@pytest.mark.parametrize(
    ("code", "territory", "heading", "first", "day"),
    [
        ("en", "", "December 2026", "Sun", "December 5, 2026"),
        ("en", "GB", "December 2026", "Mon", "December 5, 2026"),
        ("de", "", "Dezember 2026", "Mo", "5. Dezember 2026"),
        ("ru", "", "декабрь 2026\u202fг.", "пн", "5 декабря 2026\u202fг."),
        ("ja", "", "2026年12月", "日", "2026年12月5日"),
        ("pt_BR", "", "dezembro de 2026", "dom.", "5 de dezembro de 2026"),
        ("ar", "", "ديسمبر 2026", "السبت", "5 ديسمبر 2026"),
    ],
)
def test_the_calendar_takes_the_locales_names_and_week(
    speak: None, code: str, territory: str, heading: str, first: str, day: str
) -> None:
    locale(code, territory)
    assert people.month_year(2026, 12) == heading
    assert people.weekdays()[0] == first and len(set(people.weekdays())) == 7
    assert people.date(2026, 12, 5) == day


def extractor() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cldr_locales", ROOT / "tools" / "cldr_locales.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("cldr_locales", module)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow  # Babel loads every locale's data: two seconds and more
def test_the_locales_data_is_babels_cldr_as_the_extractor_writes_it() -> None:
    tools = extractor()
    assert tuple(LOCALES) == tools.LOCALES
    for code, data in LOCALES.items():
        assert {name: getattr(data, name) for name in tools.locale_data(code)} == tools.locale_data(code), code
    from minesweeper.core.language.cldr import FIRST_DAYS

    assert tools.first_days() == FIRST_DAYS


def test_sentences_are_english_until_a_language_is_installed_and_then_its_own(speak: None) -> None:
    assert _("Cleared in {time} s!") == "Cleared in {time} s!"
    assert ngettext("{n} game", "{n} games", 1) == "{n} game"
    assert headline(Outcome.WON, 93_412, rank=2) == "Cleared in 93.412 s! 2nd best"
    install_language(load("de"))
    assert headline(Outcome.WON, 93_412, rank=2) == "Geräumt in 93,412 s! 2. Bestzeit"
    assert headline(Outcome.LOST, 12_007) == "Bumm! Nach 12,007 s."
    assert headline(Outcome.WON, 93_412, rank=1) == "Geräumt in 93,412 s! Neue Bestzeit!"
    assert ngettext("{n} game", "{n} games", 1).format(n=1) == "1 Spiel"
    assert ngettext("{n} game", "{n} games", 500).format(n=500) == "500 Spiele"


def test_the_pseudo_locales_keep_placeholders_numbers_and_cell_names(speak: None) -> None:
    """The accented one writes every word about 40% longer: the words of the template's sentences (their letters, the
    placeholders left out) grow by at least 35% each on average and in all, whatever else a sentence holds (a board
    code, a date, numbers: those keep their length in any language, so a sentence full of them grows less)."""
    install_language(load("en_XA"))
    longer = _("Cleared in {time} s!")
    assert longer.startswith("[") and "{time}" in longer
    assert longer.format(time="9.5") == longer.replace("{time}", "9.5")
    with (ROOT / "minesweeper" / "locale" / "minesweeper.pot").open("rb") as file:
        sentences = [m.id if isinstance(m.id, str) else m.id[0] for m in read_po(file) if m.id]

    def letters(text: str) -> int:
        return sum(c.isalpha() for c in re.sub(r"\{[^{}]*\}", "", text))

    worded = [sentence for sentence in sentences if letters(sentence)]
    growth = [letters(_(sentence)) / letters(sentence) for sentence in worded]
    assert sum(growth) / len(growth) >= 1.35
    assert sum(letters(_(sentence)) for sentence in worded) >= 1.35 * sum(map(letters, worded))
    install_language(load("ar_XB"))
    arabic = _("Open {cell} now").format(cell="A5")
    assert "A5" in arabic and not any("a" <= c.lower() <= "z" for c in arabic.replace("A5", ""))
