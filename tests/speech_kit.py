"""A recording voice behind the same interface as prismatoid's, and the ways to make the real one unavailable, so the
tests hear what the game says without audio and check both ways speech can be missing."""

from __future__ import annotations

import sys
import types
from typing import ClassVar

import pytest


class RecordingVoice:
    """Keeps every utterance and whether it cut off the one before; its rate as last set.

    It returns at once, so it is marked ``instant``: ``Speech`` makes it and speaks to it on the caller's thread, and
    a test reads every utterance, in order, as soon as it is said. A voice is its own maker (``Speech(voice=voice)``),
    so the test keeps the one it listens to."""

    instant: ClassVar[bool] = True

    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []
        self.rate: float | None = None

    def __call__(self) -> RecordingVoice:
        return self

    def speak(self, text: str, interrupt: bool) -> None:
        self.said.append((text, interrupt))

    def set_rate(self, rate: float) -> None:
        self.rate = rate

    @property
    def lines(self) -> list[str]:
        return [text for text, _ in self.said]


def without_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    """As if the speech extra were not installed: importing prism fails."""
    monkeypatch.setitem(sys.modules, "prism", None)


def without_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    """The extra installed on a machine with no screen reader nor system voice: prismatoid's best backend cannot be
    made, with the very error it raises there."""

    class Context:
        def create_best(self) -> object:
            raise ValueError("Invalid or unsupported backend")

    fake = types.ModuleType("prism")
    fake.Context = Context  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "prism", fake)


def line_cells(sentence: str) -> list[str]:
    """A row or column as read ("row 1: blank, 1, 3 covered, flag"), a word for each cell: a counted run of the same
    cells ("3 covered", "2 flags") given back as that many of the cell's own word ("covered", "flag")."""
    from minesweeper.core.speech.words import COUNTED_RUNS, LINE_WORDS, run_words

    single = {run_words(tile, 2).partition(" ")[2]: LINE_WORDS[tile] for tile in COUNTED_RUNS}
    cells: list[str] = []
    for word in sentence.split(": ", 1)[1].split(", "):
        count, _, rest = word.partition(" ")
        if count.isdigit() and rest in single:
            cells += [single[rest]] * int(count)
        else:
            cells.append(word)
    return cells


def with_backend(monkeypatch: pytest.MonkeyPatch, backend: object) -> None:
    """The extra installed, with prismatoid's best backend for this machine being ``backend``."""

    class Context:
        def create_best(self) -> object:
            return backend

    fake = types.ModuleType("prism")
    fake.Context = Context  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "prism", fake)
