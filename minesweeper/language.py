"""Choosing and loading the player's language, for both front ends: the catalogues shipped, the system's language,
``--lang``, and the two pseudo-locales that test the layouts.

A language is chosen once at start (``--lang``, else the Settings row's choice, else the system's locale) and may be
changed at any time (the window's Settings row): ``install`` loads its catalogue, compiled into the package as
``locale/<code>/LC_MESSAGES/minesweeper.mo``, with the standard library's ``gettext``, and hands it to the core
(``core.language.translate``), which reads no disk. English, the source, needs no catalogue and loads nothing, so a
game in English starts as fast as ever.

The pseudo-locales are for developers and tests, never offered in Settings: ``en_XA`` writes every translated
sentence accented and about 40% longer, ``ar_XB`` in Arabic letters, right to left, with its numbers and cell names
as they are; both translate every sentence wrapped for translation, catalogued or not, so an unwrapped one stands out
in English.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from importlib import resources
from typing import TYPE_CHECKING, Final, Protocol, TypeVar

from minesweeper.core.language.translate import ENGLISH, SOURCE, Language, _, install_language

if TYPE_CHECKING:
    from minesweeper.core.language.translate import Catalogue

DOMAIN: Final = "minesweeper"
PACKAGE: Final = "minesweeper"
ACCENTED: Final = "en_XA"
RIGHT_TO_LEFT: Final = "ar_XB"
PSEUDO: Final = (ACCENTED, RIGHT_TO_LEFT)
_ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")  # i18n: fixed (gettext's order of variables)


class UnknownLanguage(ValueError):
    """A language the game has no catalogue for."""


def shipped() -> tuple[str, ...]:
    """The languages a player can choose: English, then each catalogue compiled into the package, by code."""
    folder = resources.files(PACKAGE).joinpath("locale")
    found = sorted(
        entry.name
        for entry in (folder.iterdir() if folder.is_dir() else ())
        if entry.joinpath("LC_MESSAGES", f"{DOMAIN}.mo").is_file()
    )
    return (SOURCE, *found)


def normalise(code: str) -> str:
    """A language's code as the catalogues name it: "pt-br" and "pt_BR.UTF-8" are "pt_BR", "zh-hans" is "zh_Hans"."""
    base = re.split(r"[.@]", code.strip())[0].replace("-", "_")
    parts = base.split("_")
    tidy = [parts[0].lower()]
    for part in parts[1:]:
        tidy.append(part.title() if len(part) == 4 else part.upper())
    return "_".join(tidy)


def match(code: str, choices: tuple[str, ...]) -> str | None:
    """The choice that serves a system's or a player's ``code``: the same code, else the same language ("pt_PT"
    reads "pt_BR", "zh_CN" and "zh_SG" "zh_Hans"), else None."""
    wanted = normalise(code)
    if wanted in choices:
        return wanted
    language = wanted.split("_")[0]
    return next((choice for choice in choices if choice.split("_")[0] == language), None)


def system_language(environ: dict[str, str] | None = None) -> tuple[str, str]:
    """The system's language among those shipped, with its territory ("de", "AT" for de_AT.UTF-8): the first of
    ``LANGUAGE``'s list that is shipped, else ``LC_ALL``, ``LC_MESSAGES`` or ``LANG``; English where none is (a C or
    POSIX locale, or nothing set). On Windows and macOS, where those are seldom set, the locale Python reads from the
    system."""
    env = os.environ if environ is None else environ
    choices = shipped()
    names = [name for variable in _ENVIRONMENT for name in env.get(variable, "").split(":") if name]
    if not names and environ is None:
        import locale

        names = [name for name in (locale.getlocale()[0],) if name]
    for name in names:
        if name in ("C", "POSIX") or name.startswith(("C.", "POSIX.")):  # i18n: fixed (locale names)
            return SOURCE, ""
        chosen = match(name, choices)
        if chosen is not None:
            territory = normalise(name).split("_")[1:]
            return chosen, territory[-1] if territory and len(territory[-1]) == 2 else ""
    return SOURCE, ""


def check(code: str) -> str:
    """``code`` as a choice of language (``--lang``, the settings): a shipped language or a pseudo-locale."""
    choices = (*shipped(), *PSEUDO)
    chosen = normalise(code)
    if chosen not in choices:
        message = _("no language {code}: choose one of {choices}")
        raise UnknownLanguage(message.format(code=repr(code[:20]), choices=", ".join(choices)))
    return chosen


def choose(asked: str | None, kept: str | None) -> tuple[str, str]:
    """The language to start in, with the territory whose calendar it keeps: ``asked`` (``--lang``), else ``kept``
    (the Settings row), else the system's."""
    system, territory = system_language()
    for code in (asked, kept):
        if code:
            return check(code), territory if code.split("_")[0] == system.split("_")[0] else ""
    return system, territory


class Kept(Protocol):
    """What holds the Settings row's choice of language (``Settings``), named apart so that this module needs no
    settings'."""

    @property
    def language(self) -> str | None: ...


K = TypeVar("K", bound=Kept)


def install_around(asked: str | None, read: Callable[[], K]) -> K:
    """The settings ``read``, with the player's language installed from here on: first ``--lang``'s (``asked``) or
    the system's, so that what reading them says (a damaged settings file set aside) is in it, since a file that
    cannot be read cannot say which language it keeps; then the settings' own choice, where it is another
    (``choose``)."""
    first = choose(asked, None)
    install(*first)
    settings = read()
    chosen = choose(asked, settings.language)
    if chosen != first:
        install(*chosen)
    return settings


def install(code: str, territory: str = "") -> Language:
    """Load ``code``'s catalogue and make it the game's language (English loads nothing)."""
    language = load(code, territory)
    install_language(language)
    return language


def load(code: str, territory: str = "") -> Language:
    """``code``'s language, its catalogue loaded from the package (a pseudo-locale's made on the spot)."""
    code = check(code)
    if code == SOURCE:
        return Language(SOURCE, ENGLISH.catalogue, territory=territory)
    from minesweeper.core.language.cldr import LOCALES

    if code in PSEUDO:
        from minesweeper.core.language.pseudo import Accented, RightToLeft

        catalogue: Catalogue = Accented() if code == ACCENTED else RightToLeft()
        locale = "en" if code == ACCENTED else "ar"
        return Language(code, catalogue, rtl=code == RIGHT_TO_LEFT, locale=locale, territory=territory)
    import gettext

    compiled = resources.files(PACKAGE).joinpath("locale", code, "LC_MESSAGES", f"{DOMAIN}.mo")
    with compiled.open("rb") as file:
        catalogue = gettext.GNUTranslations(file)
    locale = code if code in LOCALES else code.split("_")[0]
    return Language(code, catalogue, rtl=LOCALES[locale].rtl, locale=locale, territory=territory)


def name(code: str) -> str:
    """A language's name in itself, as the Settings row shows it: "Deutsch", "日本語"."""
    from minesweeper.core.language.cldr import LOCALES

    return LOCALES[code].name if code in LOCALES else code
