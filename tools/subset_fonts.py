"""Make the fallback fonts the game ships, subset to the characters it writes, and the table of what each font covers.

Inter covers Latin, Greek and Cyrillic; the game's other scripts are set in Noto (SIL Open Font License): Noto Sans
Arabic, and Noto Sans CJK in its Simplified Chinese and Japanese forms (the same Han characters are drawn differently
in each). The CJK fonts are 17 MB each whole, so they are cut down with fontTools to the characters the catalogues
use (with the languages' names, the CLDR month and weekday names, and the punctuation), a few hundred KB; Noto
Sans Arabic keeps the whole Arabic block. The sources are Debian's fonts-noto-core and fonts-noto-cjk
(``apt-get install fonts-noto-core fonts-noto-cjk``); the subsets and ``minesweeper/gui/art/coverage.py`` (each
shipped font's characters, from its cmap, which pygame-ce cannot tell) are committed, so building the game needs
neither. Run it after the catalogues change (``make fonts``); tests/test_catalogues.py fails while a catalogue uses
a character its language's fonts lack.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.pofile import read_po
from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from minesweeper.core.language.cldr import LOCALES  # noqa: E402  (the game's own data, found from the repository)

FONTS = ROOT / "assets" / "fonts"
LOCALE = ROOT / "minesweeper" / "locale"
COVERAGE = ROOT / "minesweeper" / "gui" / "art" / "coverage.py"
NOTO = Path("/usr/share/fonts/truetype/noto")
NOTO_CJK = Path("/usr/share/fonts/opentype/noto")
INTER = ("Inter-Medium.otf", "Inter-Bold.otf")

ARABIC_BLOCK = {*range(0x0600, 0x0700)}
COMMON = {*range(0x20, 0x7F), 0xA0, 0x2026, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D}
CJK_PUNCTUATION = set("、。，．：；？！「」『』（）【】・ー〜…　")
CJK = {"SC": ("zh_Hans", 2), "JP": ("ja", 0)}  # the TTC's face for each form, and its language
"""Each CJK form's language (whose catalogue and calendar it draws) and its face's number in Noto Sans CJK's TTC."""


def catalogue_text(language: str) -> str:
    """Every translation in ``language``'s catalogue, plurals too ("" when it has none yet)."""
    path = LOCALE / language / "LC_MESSAGES" / "minesweeper.po"
    if not path.exists():
        return ""
    with path.open("rb") as file:
        catalogue = read_po(file)
    found: list[str] = []
    for message in catalogue:
        strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
        found.extend(text for text in strings if text)
    return "".join(found)


def calendar_text(code: str) -> str:
    """A locale's month and weekday names and the letters of its date patterns' literals."""
    locale = LOCALES[code]
    parts: Iterable[str] = (
        *locale.months,
        *locale.months_alone,
        *locale.months_short,
        *locale.weekdays_short,
        *locale.weekdays_narrow,
        locale.month_year,
        locale.day_month,
        locale.date,
    )
    return "".join(parts)


def everything_written() -> str:
    """What any language of the game writes: every catalogue, every locale's calendar, the languages' names."""
    languages = sorted(path.name for path in LOCALE.iterdir() if path.is_dir()) if LOCALE.exists() else []
    return "".join(
        [*(catalogue_text(code) for code in languages), *(calendar_text(code) for code in LOCALES)]
        + [locale.name for locale in LOCALES.values()]
    )


def cut(source: TTFont, characters: set[int], target: Path) -> None:
    """``source`` cut down to ``characters`` (with what its shaping needs of them), saved as ``target``."""
    options = subset.Options()
    options.layout_features = ["*"]  # Arabic's joining forms and ligatures come through its features
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(characters & set(source.getBestCmap())))
    subsetter.subset(source)
    source.save(target)
    print(f"{target.relative_to(ROOT)}: {target.stat().st_size // 1024} KB", file=sys.stderr)


def make_subsets() -> None:
    written = {ord(c) for c in everything_written()}
    for weight in ("Regular", "Bold"):
        arabic = TTFont(NOTO / f"NotoSansArabic-{weight}.ttf")
        cut(arabic, ARABIC_BLOCK | COMMON | written, FONTS / f"NotoSansArabic-{weight}.ttf")
        for form, (code, face) in CJK.items():
            wanted = {ord(c) for c in catalogue_text(code) + calendar_text(code)} | written
            needed = {c for c in wanted if c >= 0x2E80} | {ord(c) for c in CJK_PUNCTUATION} | COMMON
            cjk = TTFont(NOTO_CJK / f"NotoSansCJK-{weight}.ttc", fontNumber=face)
            cut(cjk, needed, FONTS / f"NotoSans{form}-{weight}.otf")


def ranges(codes: Iterable[int]) -> list[tuple[int, int]]:
    """Sorted code points as inclusive ranges."""
    found: list[tuple[int, int]] = []
    for code in sorted(codes):
        if found and code == found[-1][1] + 1:
            found[-1] = (found[-1][0], code)
        else:
            found.append((code, code))
    return found


def write_coverage() -> None:
    """Each shipped font's characters, as ranges, for the text layer to choose a font by."""
    names = [*INTER, *sorted(p.name for p in FONTS.glob("NotoSans*"))]
    lines = [
        '"""The characters each font the game ships has a glyph for, as inclusive ranges of code points, read from its',
        "cmap by tools/subset_fonts.py (``make fonts``): pygame-ce cannot tell whether a font lacks a glyph. Do not",
        'edit."""',
        "",
        "COVERAGE: dict[str, tuple[tuple[int, int], ...]] = {",
    ]
    for name in names:
        covered = ranges(TTFont(FONTS / name).getBestCmap())
        lines.append(f'    "fonts/{name}": (')
        lines += [f"        ({start:#06x}, {end:#06x})," for start, end in covered]
        lines.append("    ),")
    lines += ["}", ""]
    COVERAGE.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {COVERAGE.relative_to(ROOT)}", file=sys.stderr)


def main() -> int:
    make_subsets()
    write_coverage()
    return 0


if __name__ == "__main__":
    sys.exit(main())
