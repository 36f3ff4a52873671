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

_LISTED = 3  # numbers named in a sentence before "and N more"
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


class Reason:
    """Why one cell is proven: the rule, the open numbers it rests on (cells and values), a sentence."""

    __slots__ = ("cell", "figure", "mine", "numbers", "proven_mines", "rule", "sources")

    def __init__(
        self,
        rule: Rule,
        cell: tuple[int, int],
        mine: bool,
        sources: tuple[tuple[int, int], ...],
        numbers: tuple[int, ...],
        figure: int = 0,
        proven_mines: tuple[tuple[int, int], ...] = (),
    ) -> None:
        self.rule = rule
        self.cell = cell
        self.mine = mine
        self.sources = sources  # the open numbers whose constraints prove it, as (x, y)
        self.numbers = numbers  # the value shown on each source
        self.figure = figure  # the rule's key quantity: a bound (SUBSET) or the mines left (COUNT)
        self.proven_mines = proven_mines  # mines proven earlier that the sources' counts rely on, as (x, y)

    def __repr__(self) -> str:
        return f"Reason({self.rule.name}, {cell_name(*self.cell)}, {'mine' if self.mine else 'safe'})"

    def _number(self, i: int) -> str:
        return f"the {self.numbers[i]} at {cell_name(*self.sources[i])}"

    def _numbers(self) -> str:
        named = [self._number(i) for i in range(min(len(self.sources), _LISTED))]
        extra = len(self.sources) - len(named)
        if extra:
            return ", ".join(named) + f" and {_plural(extra, 'more number')}"
        return " and ".join(named) if len(named) <= 2 else ", ".join(named[:-1]) + " and " + named[-1]

    def _mines(self) -> str:
        """The proven mines relied on, named: "B2", "B2 and D2", "B2, C2, D2 and 1 more"."""
        names = [cell_name(*cell) for cell in self.proven_mines[:_LISTED]]
        extra = len(self.proven_mines) - len(names)
        if extra:
            return ", ".join(names) + f" and {extra} more"
        return " and ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + " and " + names[-1]

    @property
    def text(self) -> str:
        """The sentence, naming the proven mines the numbers' counts rely on where there are any."""
        said = self._sentence()
        if self.proven_mines and not (self.rule is Rule.SINGLE and not self.mine):
            said += f", given the proven {'mine' if len(self.proven_mines) == 1 else 'mines'} at {self._mines()}"
        return said

    def _sentence(self) -> str:
        here = cell_name(*self.cell)
        if self.rule is Rule.SINGLE:
            number = self.numbers[0]
            if not self.mine:
                if number == 0:
                    return f"{self._number(0)} has no mine around it, so {here} is safe"
                named = f" at {self._mines()}" if self.proven_mines else ""
                return (
                    f"{self._number(0)} already touches {_plural(number, 'proven mine')}{named}, "
                    f"so its other neighbours, {here} among them, are safe"
                )
            if number == 1:
                return f"{self._number(0)} has only 1 covered neighbour not proven safe, {here}, so it is a mine"
            return (
                f"{self._number(0)} has only {_plural(number, 'covered neighbour')} not proven safe, "
                f"so they are all mines, {here} among them"
            )
        if self.rule is Rule.SUBSET:
            own, other = self._number(0), self._number(1)
            if not self.mine:
                return (
                    f"{other} puts at least {_plural(self.figure, 'mine')} in the cells it shares with "
                    f"{own}, all that {own} still needs, so {here} is safe"
                )
            # How many covered neighbours the first number has outside the shared cells is not kept: one or many,
            # "every ... is" reads right.
            return (
                f"the cells {own} shares with {other} hold at most {_plural(self.figure, 'mine')}, "
                f"so every covered neighbour of {own} outside those cells is a mine, {here} included"
            )
        if self.rule is Rule.CASES:
            verdict = "puts a mine on" if self.mine else "leaves"
            end = "" if self.mine else " safe"
            return f"every arrangement of mines that fits {self._numbers()} {verdict} {here}{end}"
        if not self.sources:
            if self.mine:
                mines = "the 1 mine" if self.figure == 1 else f"all {_plural(self.figure, 'mine')}"
                return f"the cells away from the numbers must take {mines} the numbers leave over, so {here} is a mine"
            return f"no mine is left for the cells away from the numbers, so {here} is safe"
        verdict = "puts a mine on" if self.mine else "leaves"
        end = "" if self.mine else " safe"
        return (
            f"with {_plural(self.figure, 'mine')} left to place, every arrangement that fits "
            f"{self._numbers()} and the mine count {verdict} {here}{end}"
        )
