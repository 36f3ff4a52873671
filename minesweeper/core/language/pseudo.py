"""The two pseudo-locales: every translated sentence made to look foreign in the ways that break layouts, so the
layout tests and a developer's eye find what a real language would break, before any translation exists.

``Accented`` writes each sentence with accented letters and each word about 40% longer, in brackets ("[Šéţţţîñĝĝš]"),
as German and French run longer than English; ``RightToLeft`` writes its letters in Arabic script, right to left, so
the bidi layer, Arabic shaping, the fallback font and right-aligned lines are exercised, with the numbers, cell names
and placeholders as they are. Placeholders (``{time}``) are left whole, for ``str.format`` to fill.
"""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")
_LATIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ACCENTED = str.maketrans(_LATIN, "åƀçðéƒĝĥîĵķļḿñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻḾÑÖÞǪŔŠŢÛṼŴẊÝŽ")
_ARABIC = str.maketrans(_LATIN, "ابكدىفغهيجكلمنوبقرستوفوخيز" * 2)
_DOUBLED = (1, 3)  # the letters written twice of every five: a word of 10 letters takes 14, as German's run longer


def _lengthen(word: re.Match[str]) -> str:
    """A word about 40% longer: two letters in five written twice."""
    letters = word.group(0)
    return "".join(c * 2 if i % 5 in _DOUBLED else c for i, c in enumerate(letters))


def _rewrite(message: str, letters: dict[int, int], *, longer: bool) -> str:
    """``message`` with its letters rewritten (and its words made longer), its placeholders left as they are."""
    parts = _PLACEHOLDER.split(message)
    for i in range(0, len(parts), 2):
        text = re.sub(r"[A-Za-z]+", _lengthen, parts[i]) if longer else parts[i]
        parts[i] = text.translate(letters)
    return "".join(parts)


class Accented:
    """Every sentence accented, each word about 40% longer, the whole in brackets (a cut end shows)."""

    def gettext(self, message: str) -> str:
        return f"[{_rewrite(message, _ACCENTED, longer=True)}]" if message else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.gettext(singular if n == 1 else plural)


class RightToLeft:
    """Every sentence in Arabic letters, read right to left; numbers, cell names and placeholders as they are."""

    def gettext(self, message: str) -> str:
        return _rewrite(message, _ARABIC, longer=False)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.gettext(singular if n == 1 else plural)
