"""The catalogues hold together: every shipped one is whole and compiled, every sentence of the code is in them, every
character they write has a glyph in its language's fonts, and plurals follow each language's own rule.

- Every shipped catalogue is 100% translated, plural forms included, nothing fuzzy, and each translation keeps its
  sentence's named placeholders (a translator may reorder them, never drop or rename one).
- Its header's plural rule has as many forms as the language's gettext rule in Babel's table (Russian three, Arabic
  six), and a compiled catalogue's forms come back through ``ngettext`` by that rule.
- Its compiled ``.mo`` is what ``make catalogues`` makes of it today, and the template holds exactly the sentences the
  code wraps (``make catalogues`` was run after the last sentence changed).
- Every character a catalogue writes, with its locale's calendar words and every language's name, has a glyph in the
  first font of its language's chain that is meant to have it (``font.chain``), read from the shipped fonts' cmaps;
  and the table the text layer chooses fonts by (``coverage``) is those cmaps.
"""

from __future__ import annotations

import gettext
import io
import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from minesweeper.core.language.cldr import LOCALES
from minesweeper.gui.art.coverage import COVERAGE
from minesweeper.gui.art.font import BODY_FILE, FALLBACKS, HEADING_FILE, chain

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "minesweeper" / "locale"
FONTS = ROOT / "assets" / "fonts"
TEMPLATE = LOCALE / "minesweeper.pot"
CATALOGUES = sorted(LOCALE.glob("*/LC_MESSAGES/minesweeper.po"))
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def language(path: Path) -> str:
    return path.parents[1].name


def read(path: Path) -> Catalog:
    with path.open("rb") as file:
        return read_po(file)


def forms(message: Message) -> tuple[str, ...]:
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return tuple(text or "" for text in strings)


def ids(message: Message) -> tuple[str, ...]:
    return tuple(message.id) if isinstance(message.id, tuple | list) else (message.id,)


def test_there_is_a_catalogue_to_check() -> None:
    assert "de" in [language(path) for path in CATALOGUES]


@pytest.mark.parametrize("path", CATALOGUES, ids=language)
def test_every_catalogue_is_wholly_translated_and_keeps_every_placeholder(path: Path) -> None:
    catalogue = read(path)
    untranslated, fuzzy, broken = [], [], []
    for message in catalogue:
        if not message.id:
            continue
        if message.fuzzy:
            fuzzy.append(message.id)
        strings = forms(message)
        if len(strings) != (catalogue.num_plurals if message.pluralizable else 1) or not all(strings):
            untranslated.append(message.id)
        wanted = {name for text in ids(message) for name in PLACEHOLDER.findall(text)}
        if any(set(PLACEHOLDER.findall(text)) != wanted for text in strings if text):
            broken.append(message.id)
    assert not untranslated, f"untranslated in {language(path)}: {untranslated[:5]}"
    assert not fuzzy, f"fuzzy (changed since translated) in {language(path)}: {fuzzy[:5]}"
    assert not broken, f"placeholders lost or renamed in {language(path)}: {broken[:5]}"


@pytest.mark.parametrize("path", CATALOGUES, ids=language)
def test_each_catalogues_plural_rule_has_its_languages_forms(path: Path) -> None:
    catalogue = read(path)
    assert catalogue.num_plurals == get_plural(language(path)).num_plurals, catalogue.plural_forms


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("ru", {1: 0, 2: 1, 4: 1, 5: 2, 11: 2, 21: 0, 22: 1, 100: 2}),
        ("ar", {0: 0, 1: 1, 2: 2, 3: 3, 10: 3, 11: 5, 99: 5, 100: 4, 102: 4}),  # Babel's order of the six
    ],
)
def test_plurals_reach_the_sentence_through_gettext_by_the_languages_own_rule(
    code: str, expected: dict[int, int]
) -> None:
    """A catalogue compiled as ``make catalogues`` compiles one, with Babel's plural rule for the language: Russian's
    three forms and Arabic's six each come back from ``ngettext`` for the counts that take them."""
    catalogue = Catalog(locale=code)
    count = catalogue.num_plurals
    assert count == get_plural(code).num_plurals
    catalogue.add(("{n} mine", "{n} mines"), tuple(f"form {i}: {{n}}" for i in range(count)))
    compiled = io.BytesIO()
    write_mo(compiled, catalogue)
    compiled.seek(0)
    translations = gettext.GNUTranslations(compiled)
    assert count == len(set(expected.values()))
    for n, form in expected.items():
        assert translations.ngettext("{n} mine", "{n} mines", n) == f"form {form}: {{n}}", n


@pytest.mark.parametrize("path", CATALOGUES, ids=language)
def test_every_compiled_catalogue_is_its_source_compiled(path: Path) -> None:
    compiled = io.BytesIO()
    write_mo(compiled, read(path))
    assert path.with_suffix(".mo").read_bytes() == compiled.getvalue(), "run make catalogues"


@cache
def extracted() -> frozenset[str]:
    """Every sentence the code wraps for translation (``_``, ``N_``, ``ngettext``), as Babel extracts them."""
    found = set()
    for _file, _line, message, _comments, _context in extract_from_dir(str(ROOT / "minesweeper")):
        found.add(message if isinstance(message, str) else message[0])
    return frozenset(found)


@pytest.mark.slow  # Babel reads every module of the game: two seconds
def test_the_template_and_every_catalogue_hold_exactly_the_sentences_of_the_code() -> None:
    code = extracted()
    assert code, "no sentence is wrapped for translation"
    for path in (TEMPLATE, *CATALOGUES):
        held = {ids(message)[0] for message in read(path) if message.id}
        assert held == code, (
            f"{path.relative_to(ROOT)} lacks {sorted(code - held)[:5]} and has {sorted(held - code)[:5]}: "
            "run make catalogues"
        )


@pytest.mark.slow  # as the test above
def test_no_sentence_has_a_placeholder_without_a_name() -> None:
    """A translator reorders named placeholders; ``{}`` or ``%s`` would pin the words to English's order."""
    unnamed = [text for text in extracted() if "{}" in text or re.search(r"%[sd]", text)]
    assert not unnamed


def cmap(name: str) -> set[int]:
    return set(TTFont(FONTS / name.removeprefix("fonts/")).getBestCmap())


def test_the_coverage_table_is_the_shipped_fonts_cmaps() -> None:
    shipped = {f"fonts/{path.name}" for path in FONTS.iterdir() if path.suffix in (".otf", ".ttf")}
    assert set(COVERAGE) == shipped
    for name, ranges in COVERAGE.items():
        assert {code for start, end in ranges for code in range(start, end + 1)} == cmap(name), name


def missing_glyphs(text: str, fonts: tuple[str, ...]) -> set[str]:
    """The characters of ``text`` no font of ``fonts`` has (format characters, which are not drawn, aside)."""
    covered = set().union(*(cmap(name) for name in fonts))
    return {c for c in text if ord(c) not in covered and not c.isspace() and ord(c) not in (0x200E, 0x200F)}


def form_of(code: str) -> str:
    return "JP" if code.split("_")[0] == "ja" else "SC"


def calendar_words(code: str) -> str:
    locale = LOCALES[code if code in LOCALES else code.split("_")[0]]
    return (
        "".join(
            [
                *locale.months,
                *locale.months_alone,
                *locale.months_short,
                *locale.weekdays_short,
                *locale.weekdays_narrow,
            ]
        )
        + locale.percent
        + locale.minus
        + locale.decimal
        + locale.group
        + locale.digits
    )


@pytest.mark.parametrize("face", [BODY_FILE, HEADING_FILE])
@pytest.mark.parametrize("path", CATALOGUES, ids=language)
def test_every_character_of_a_catalogue_has_a_glyph_in_its_languages_fonts(path: Path, face: str) -> None:
    code = language(path)
    text = "".join(text for message in read(path) for text in forms(message) if text) + calendar_words(code)
    assert not missing_glyphs(text, chain(face, form_of(code)))


@pytest.mark.parametrize("face", [BODY_FILE, HEADING_FILE])
def test_every_languages_name_and_calendar_has_glyphs_in_the_fonts_of_every_language(face: str) -> None:
    """The Settings row names each language in itself, in whatever language the game is in."""
    for form in ("SC", "JP"):
        names = "".join(locale.name for locale in LOCALES.values())
        assert not missing_glyphs(names, chain(face, form)), form
    for code in LOCALES:
        assert not missing_glyphs(calendar_words(code), chain(face, form_of(code))), code


def test_every_face_has_its_fallbacks() -> None:
    assert set(FALLBACKS) == {BODY_FILE, HEADING_FILE}
    for face in FALLBACKS:
        for form in ("SC", "JP"):
            assert all((FONTS / name.removeprefix("fonts/")).is_file() for name in chain(face, form))
    assert (FONTS / "OFL-Noto.txt").is_file(), "the fallbacks' licence travels with them"
