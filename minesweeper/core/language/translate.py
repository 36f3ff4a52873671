"""The one translation function: every sentence a player reads or hears goes through ``_`` (or ``ngettext``).

English is the source and the default: until a front end installs a language (``install``), ``_`` returns each
sentence as written, so the core, the store and the scripts' outputs never depend on one being installed. A
language is a catalogue with gettext's two calls (the standard library's ``gettext.GNUTranslations`` loaded by
``minesweeper.language``, or a pseudo-locale), its direction, and its locale's data for numbers and dates
(``people``).

How a sentence is written for translation (docs/translations.md):

- whole, with named placeholders filled after it is translated: ``_("Cleared in {time} s!").format(time=...)``,
  never joined from translated pieces, so a translator can reorder it;
- a count chooses its form by the language's own plural rule: ``ngettext("{n} mine", "{n} mines", n)`` (English has
  two forms, Russian three, Arabic six; the rule is in each catalogue's header);
- a sentence kept in a table (a setting's name, a button's label) is marked where it is written with ``N_`` and
  translated where it is shown, with ``_``;
- cell names (A5), board codes, figures' names players know by them (3BV, IOE, NF) are values, not words: they are
  never in a sentence's text but in its placeholders.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

SOURCE = "en"
"""The language the game is written in."""


class Catalogue(Protocol):
    """What a language's catalogue does: gettext's two calls."""

    def gettext(self, message: str) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int) -> str: ...


class English:
    """The source language's catalogue: every sentence as written, English's plural rule (one, other)."""

    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural


class Language(NamedTuple):
    """A language as installed: its code (``de``, ``pt_BR``; a pseudo-locale's ``en_XA``), its catalogue, whether it
    is written right to left, and the locale whose numbers and dates it writes (a ``cldr.LOCALES`` key) with the
    territory whose week it keeps ("" for the language's own). A named tuple rather than a dataclass: this module is
    loaded before the start window shows, where loading ``dataclasses`` would take milliseconds."""

    code: str
    catalogue: Catalogue
    rtl: bool = False
    locale: str = SOURCE
    territory: str = ""


ENGLISH = Language(SOURCE, English())
_installed = ENGLISH


def install_language(language: Language) -> None:
    """Make ``language`` the one every sentence is translated into from now on (the front ends' choice)."""
    global _installed
    _installed = language


def installed() -> Language:
    """The language installed now (English until a front end installs another)."""
    return _installed


def _(message: str) -> str:
    """``message`` in the installed language."""
    return _installed.catalogue.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a sentence about ``n`` things that the installed language's plural rule chooses."""
    return _installed.catalogue.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark ``message`` for translation where it is written (a table's entry), to be translated with ``_`` where it is
    shown: it is returned as written."""
    return message
