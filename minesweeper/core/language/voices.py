"""Which voice speaks the game's language: a language tag matched against the tags a system's voices give, however
each is written ("pt_BR", "pt-br"). Pure: ``speech`` asks the voice and switches it."""

from __future__ import annotations

from minesweeper.core.language.translate import installed


def spoken_language() -> str:
    """The language the game speaks, as a BCP 47 tag a voice reads ("de", "pt-BR"): the installed language's locale
    (a pseudo-locale's, English or Arabic)."""
    return installed().locale.replace("_", "-")


def best_voice(languages: list[str], language: str, current: int | None = None) -> int | None:
    """Which of a voice's voices (by their languages, BCP 47 tags as the system gives them: "en-US", "de_DE", "de")
    speaks ``language``: the one in use if it does, else the first of the very tag, else the first of the language
    ("pt-PT" for "pt-BR"); None when none does."""
    wanted = _tag(language)
    same_language = [i for i, tag in enumerate(languages) if _tag(tag)[0] == wanted[0]]
    if current in same_language:
        return current
    exact = [i for i in same_language if _tag(languages[i]) == wanted]
    chosen = exact or same_language
    return chosen[0] if chosen else None


def _tag(language: str) -> tuple[str, ...]:
    """A language tag in parts, lower case, however it is written: "pt_BR" and "pt-br" are ("pt", "br")."""
    return tuple(part.lower() for part in language.replace("_", "-").split("-") if part)
