"""Reasons the solver gives for a proven cell, in one line of plain English with spreadsheet cell names.

A hint is only useful if the player can check it, so every proven cell carries the rule that proved it,
the open numbers it rests on, the proven mines those numbers count (named too, so the player can find them),
and a sentence naming them the way a spreadsheet does (columns A..Z, AA.., rows from 1; "C5" is x = 2,
y = 4). The sentence is built only when asked for: the no-guess generator
proves thousands of cells per board and reads none of them. Each sentence reads right for one cell, mine or
number and for many. A front end that names cells otherwise (the terminal's ``COL,ROW``) rewrites the names in
any of the solver's sentences with ``rename_cells``, this module being the one that knows what a name looks like.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from minesweeper.core.solver.state import Rule

_NAME = re.compile(r"\b([A-Z]{1,4})([1-9][0-9]{0,8})\b")  # a cell name as a word of its own: "C5", "AB12"


def cell_name(x: int, y: int) -> str:
    """Spreadsheet-style name of a cell counted from 0: (0, 0) is "A1", (27, 4) is "AB5"."""
    if x < 0 or y < 0:
        raise ValueError(f"cells are counted from 0, not ({x}, {y})")
    letters = ""
    column = x + 1
    while column:
        column, digit = divmod(column - 1, 26)
        letters = chr(ord("A") + digit) + letters
    return f"{letters}{y + 1}"


def cell_of(name: str) -> tuple[int, int]:
    """The cell counted from 0 that ``cell_name`` calls ``name``: "A1" is (0, 0), "AB5" is (27, 4)."""
    match = _NAME.fullmatch(name)
    if match is None:
        raise ValueError(f"{name!r} is not a cell name: capital letters for the column, then the row from 1 (C5)")
    column = 0
    for letter in match.group(1):
        column = column * 26 + ord(letter) - ord("A") + 1
    return column - 1, int(match.group(2)) - 1


def rename_cells(text: str, name: Callable[[int, int], str]) -> str:
    """``text`` with every spreadsheet cell name in it replaced by ``name(x, y)`` of its cell (counted from 0):
    how a front end that names cells its own way shows the solver's hints and verdicts."""
    return _NAME.sub(lambda match: name(*cell_of(match.group(0))), text)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _names(cells: tuple[tuple[int, int], ...]) -> str:
    """Every cell named, in reading order: "B2", "B2 and D2", "B2, C2 and D2"."""
    names = [cell_name(*cell) for cell in cells]
    return " and ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + " and " + names[-1]


# A conclusion that needs more numbers than this is called what it is: provable, but too long a chain to follow.
LONG_CHAIN = 6


class Reason:
    """Why one cell is proven: the rule, the open numbers it rests on (cells and values), the proven cells those
    numbers' counts rely on, and a sentence that names every one of them, so a player who checks it finds it true.

    The premises are the cells proven before this one around its numbers: ``proven_mines`` (a number's count takes
    them off what it still needs) and ``proven_safe`` (a number's covered neighbours leave them out). A proof of
    more than ``LONG_CHAIN`` numbers is worded as a long chain instead of listing them all. A proof by the mine
    count (``COUNT``) rests on the mines left, ``figure`` of the board's ``total`` once the proven ones are taken
    off, spread over the ``undecided`` covered cells not proven either way."""

    __slots__ = (
        "cell",
        "figure",
        "mine",
        "numbers",
        "proven_mines",
        "proven_safe",
        "rule",
        "sources",
        "total",
        "undecided",
    )

    def __init__(
        self,
        rule: Rule,
        cell: tuple[int, int],
        mine: bool,
        sources: tuple[tuple[int, int], ...],
        numbers: tuple[int, ...],
        figure: int = 0,
        proven_mines: tuple[tuple[int, int], ...] = (),
        proven_safe: tuple[tuple[int, int], ...] = (),
        *,
        total: int = 0,
        undecided: int = 0,
    ) -> None:
        self.rule = rule
        self.cell = cell
        self.mine = mine
        self.sources = sources  # the open numbers whose constraints prove it, as (x, y)
        self.numbers = numbers  # the value shown on each source
        self.figure = figure  # the rule's key quantity: a bound (SUBSET) or the mines left (COUNT)
        self.proven_mines = proven_mines  # mines proven earlier that the sources' counts rely on, as (x, y)
        self.proven_safe = proven_safe  # covered cells proven safe earlier that the sources leave out, as (x, y)
        self.total = total  # COUNT: the board's mines
        self.undecided = undecided  # COUNT: the covered cells proven neither way

    def __repr__(self) -> str:
        return f"Reason({self.rule.name}, {cell_name(*self.cell)}, {'mine' if self.mine else 'safe'})"

    @property
    def long_chain(self) -> bool:
        """The proof needs more numbers than a person can follow: it is said to be provable, not spelt out."""
        return len(self.sources) > LONG_CHAIN

    @property
    def premises(self) -> tuple[tuple[int, int], ...]:
        """Every proven cell the sentence relies on, mines first."""
        return self.proven_mines + self.proven_safe

    def _number(self, i: int) -> str:
        return f"the {self.numbers[i]} at {cell_name(*self.sources[i])}"

    def _numbers(self) -> str:
        named = [self._number(i) for i in range(len(self.sources))]
        return " and ".join(named) if len(named) <= 2 else ", ".join(named[:-1]) + " and " + named[-1]

    def _given(self, mines: bool = True, safe: bool = True) -> str:
        """ ", given the proven mines at B2 and C2 and that D2 is proven safe": the premises the sentence does
        not already name."""
        parts = []
        if mines and self.proven_mines:
            parts.append(
                f"the proven {'mine' if len(self.proven_mines) == 1 else 'mines'} at {_names(self.proven_mines)}"
            )
        if safe and self.proven_safe:
            verb = "is" if len(self.proven_safe) == 1 else "are"
            parts.append(f"that {_names(self.proven_safe)} {verb} proven safe")
        return ", given " + " and ".join(parts) if parts else ""

    @property
    def text(self) -> str:
        """The sentence, naming every number and every proven cell it relies on."""
        here = cell_name(*self.cell)
        if self.long_chain:
            count = " with the mine count" if self.rule is Rule.COUNT else ""
            return (
                f"provable{count}, but only through a long chain of {len(self.sources)} numbers and the proven "
                "cells around them, too long to follow by eye"
            )
        if self.rule is Rule.SINGLE:
            return self._single(here)
        if self.rule is Rule.SUBSET:
            own, other = self._number(0), self._number(1)
            if not self.mine:
                said = (
                    f"{other} puts at least {_plural(self.figure, 'mine')} in the cells it shares with "
                    f"{own}, all that {own} still needs, so {here} is safe"
                )
            else:
                # How many covered neighbours the first number has outside the shared cells is not kept: one or
                # many, "every ... is" reads right.
                said = (
                    f"the cells {own} shares with {other} hold at most {_plural(self.figure, 'mine')}, "
                    f"so every covered neighbour of {own} outside those cells is a mine, {here} included"
                )
            return said + self._given()
        verdict = "puts a mine on" if self.mine else "leaves"
        end = "" if self.mine else " safe"
        if self.rule is Rule.CASES:
            return f"every arrangement of mines that fits {self._numbers()} {verdict} {here}{end}" + self._given()
        proven = self.total - self.figure
        if not self.figure and not self.sources:
            every = "1 mine is" if self.total == 1 else f"{self.total} mines are all"
            return f"the board's {every} proven, so {here} is safe"
        taken = f" ({self.total} less the {proven} proven)" if proven else ""
        left = (
            f"{_plural(self.figure, 'mine')} left to place{taken} among the "
            f"{_plural(self.undecided, 'covered cell')} not proven either way"
        )
        if not self.sources:
            return f"with {left}, {here} is {'a mine' if self.mine else 'safe'}"
        return f"with {left}, every arrangement that fits {self._numbers()} {verdict} {here}{end}" + self._given()

    def _single(self, here: str) -> str:
        number = self.numbers[0]
        if not self.mine:
            if number == 0:
                return f"{self._number(0)} has no mine around it, so {here} is safe"
            named = f" at {_names(self.proven_mines)}" if self.proven_mines else ""
            return (
                f"{self._number(0)} already touches {_plural(number, 'proven mine')}{named}, "
                f"so its other neighbours, {here} among them, are safe"
            )
        besides = f"besides {_names(self.proven_safe)} (proven safe), " if self.proven_safe else ""
        if number == 1:
            return f"{besides}{self._number(0)} has only 1 covered neighbour, {here}, so it is a mine"
        return (
            f"{besides}{self._number(0)} has only {_plural(number, 'covered neighbour')}, "
            f"so they are all mines, {here} among them"
        )
