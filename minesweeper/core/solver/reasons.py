"""Reasons the solver gives for a proven cell, in one line of plain English with spreadsheet cell names.

A hint is only useful if the player can check it, so every proven cell carries the rule that proved it,
the open numbers it rests on, the proven mines those numbers count (named too, so the player can find them),
and a sentence naming them the way a spreadsheet does (columns A..Z, AA.., rows from 1; "C5" is x = 2,
y = 4). The sentence is built only when asked for: the no-guess generator
proves thousands of cells per board and reads none of them. Each sentence reads right for one cell, mine or
number and for many. A front end that names cells otherwise (the terminal's ``COL,ROW``) rewrites the names in
any of the solver's sentences with ``rename_cells``, this module being the one that knows what a name looks like.
A proof no one or two numbers give, and too long to name as a case split, is told as a chain: suppose the cell the
other way, then each ``Step`` says what one number (or two) makes of the cells established before it, or, in a proof
by the mine count, what the mines left make of the covered cells not yet decided, to the one that no arrangement fits.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from minesweeper.core.board import Cell
from minesweeper.core.solver.state import Rule

# A cell name as a word of its own: "C5", "AB12". Its word's edges are ASCII's, so a name written against Chinese or
# Japanese, which put no space between words ("C5は安全です"), is a name too.
_NAME = re.compile(r"\b([A-Z]{1,4})([1-9][0-9]{0,8})\b", re.ASCII)


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


def _listed(words: list[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return " and ".join(words) if len(words) <= 2 else ", ".join(words[:-1]) + " and " + words[-1]


def _names(cells: tuple[tuple[int, int], ...]) -> str:
    """Every cell named, in the order given (reading order, where the caller keeps it): "B2", "B2 and D2", "B2, C2
    and D2"."""
    return _listed([cell_name(*cell) for cell in cells])


class Move(Enum):
    """What one step of a chain does with its number (or two numbers)."""

    ALL_FOUND = "its mines are all there: its other covered cells are safe"
    ALL_MINES = "its covered cells left are as many as its mines left: they are all mines"
    TOO_MANY = "it touches more mines than it shows: the supposition fails"
    TOO_FEW = "it has fewer covered cells left than mines left: the supposition fails"
    SHARED_SAFE = "the other number puts all the first still needs in the cells they share: its other cells are safe"
    SHARED_MINES = "the cells they share hold too few mines for the first: its other cells are mines"
    SHARED_CLASH = "the cells they share would need more mines than they can hold: the supposition fails"
    # The mine count's steps: the mines left, less what numbers with no covered cell in common need, go to the other
    # covered cells not yet decided.
    COUNT_SAFE = "the numbers' cells take every mine left: the other cells not yet decided are safe"
    COUNT_MINES = "the mines the numbers' cells leave fill the other cells not yet decided: they are all mines"
    COUNT_TOO_MANY = "the numbers' cells need more mines than are left: the supposition fails"
    COUNT_TOO_FEW = (
        "the mines the numbers' cells leave outnumber the other cells not yet decided: the supposition fails"
    )


FAILS = (Move.TOO_MANY, Move.TOO_FEW, Move.SHARED_CLASH, Move.COUNT_TOO_MANY, Move.COUNT_TOO_FEW)  # end a chain
FINDS_SAFE = (Move.ALL_FOUND, Move.SHARED_SAFE, Move.COUNT_SAFE)  # whose cells found are safe (the others': mines)
BY_COUNT = (Move.COUNT_SAFE, Move.COUNT_MINES, Move.COUNT_TOO_MANY, Move.COUNT_TOO_FEW)  # the mine count's steps


def _its(value: int, need: int) -> str:
    """ "its mine", "its other 2 mines": what a number showing ``value`` still needs, ``need`` mines."""
    other = "other " if need < value else ""
    return f"its {other}mine" if need == 1 else f"its {other}{need} mines"


def _around(number: Cell, cells: tuple[Cell, ...]) -> tuple[Cell, ...]:
    """Those of ``cells`` next to ``number``."""
    x, y = number
    return tuple(cell for cell in cells if cell != number and abs(cell[0] - x) <= 1 and abs(cell[1] - y) <= 1)


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a proof by chain: what one open number (or two, for the two-number rule) makes of the cells
    established before it: the supposition, the proven cells and what the steps before it found.

    ``mines`` and ``safe`` are the established cells around its numbers that the step counts (``mines``: those the
    number's count takes off; ``safe``: covered cells it leaves out), in reading order; ``found`` the cells it
    settles (safe for the moves of ``FINDS_SAFE``, mines for the others), none for a step where the supposition
    fails; ``figure`` the two-number rule's bound on the mines the shared cells hold (at least, for ``SHARED_SAFE``
    and ``SHARED_CLASH``; at most, for ``SHARED_MINES``), and ``most`` the most they can hold (``SHARED_CLASH``).

    A step by the mine count (``BY_COUNT``) counts every covered cell: ``mines`` and ``safe`` are all those established
    (the proven ones, the supposed cell and what the steps before it found), ``among`` the covered cells not yet
    decided, and ``figure`` the mines left for them (the board's mines less ``mines``). Its ``numbers`` have no cell of
    ``among`` in common, so their cells there hold just what they still need; the rest of ``among`` holds the mines
    left over, which settles it (``found``) or leaves no arrangement. Where its numbers need more mines than are left
    (``COUNT_TOO_MANY``) it counts the established mines alone, and ``among`` and ``safe`` are only its numbers'."""

    move: Move
    numbers: tuple[Cell, ...]  # the open number, or for the two-number rule the one settled about first
    values: tuple[int, ...]  # what each shows
    mines: tuple[Cell, ...] = ()
    safe: tuple[Cell, ...] = ()
    found: tuple[Cell, ...] = ()
    figure: int = 0
    most: int = 0
    among: tuple[Cell, ...] = ()  # a step by the mine count: the covered cells not yet decided

    @property
    def fails(self) -> bool:
        """The step where the supposition runs out: no arrangement fits its number(s)."""
        return self.move in FAILS

    @property
    def finds_mines(self) -> bool:
        """Whether the cells it finds are mines (else safe; a failing step finds none)."""
        return self.move not in FINDS_SAFE

    def _number(self, i: int = 0) -> str:
        return f"the {self.values[i]} at {cell_name(*self.numbers[i])}"

    def _with(self, supposed: Cell) -> str:
        """ "with N9 and N10 safe and N7 a mine, ": the established cells the step counts and its sentence does not
        otherwise name, but the supposed cell, which the whole chain supposes."""
        safe = tuple(cell for cell in self.safe if cell != supposed)
        mines = tuple(cell for cell in self.mines if cell != supposed)
        parts = []
        if safe:
            parts.append(f"{_names(safe)} safe")
        if mines:
            parts.append(f"{_names(mines)} {'a mine' if len(mines) == 1 else 'mines'}")
        return f"with {' and '.join(parts)}, " if parts else ""

    def _left(self) -> str:
        """ "its mine", "its other 2 mines": what the number still needs once the mines counted are taken off."""
        return _its(self.values[0], self.values[0] - len(self.mines))

    def _needs(self) -> list[tuple[Cell, int, int, tuple[Cell, ...]]]:
        """A step by the mine count: each number, what it shows, what it still needs once the mines counted are taken
        off, and its cells not yet decided."""
        return [
            (number, value, value - len(_around(number, self.mines)), _around(number, self.among))
            for number, value in zip(self.numbers, self.values, strict=True)
        ]

    def _placed(self, proven: tuple[Cell, ...]) -> tuple[int, list[str]]:
        """A step by the mine count: how many of the mines it counts are ``proven`` ones, and the names of the others
        (the supposed cell and what steps before it found)."""
        placed = [cell_name(*cell) for cell in self.mines if cell not in proven]
        return len(self.mines) - len(placed), placed

    def _tally(self, proven: tuple[Cell, ...]) -> str:
        """A step by the mine count's opening: "with 3 mines left (14 less the 9 proven and E1) and only A1, B1 and G1
        covered and not yet decided, " (only the mines left, where its numbers need more than that)."""
        left, count = self.figure, len(self.mines)
        known, placed = self._placed(proven)
        off = [f"the {known} proven", *placed] if known else placed
        less = f" ({left + count} less {_listed(off)})" if count else ""
        room = (
            f"only {_names(self.among)} covered and not yet decided" if self.among else "no covered cell left undecided"
        )
        room = "" if self.move is Move.COUNT_TOO_MANY else f" and {room}"  # too many needed: where, no matter
        return f"with {'no mine' if not left else _plural(left, 'mine')} left{less}{room}, "

    def _count_said(self, proven: tuple[Cell, ...]) -> str:
        """A step by the mine count in words: "with 2 mines left (14 less the 11 proven and E1) and only A3, B3, E3,
        F3 and H5 covered and not yet decided, the 2 at B2 would need its other mine among A3 and B3, and the 1 at F2
        would need its mine among E3 and F3: both mines left, so H5 would be safe". ``proven`` are the chain's proven
        mines: the other mines it counts (the supposed cell and what steps before it found) are named."""
        move, left, found = self.move, self.figure, _names(self.found)
        if left < 0:  # a supposition no number settles: more mines than the board has
            known, placed = self._placed(proven)
            mines = [f"the {_plural(known, 'proven mine')}", *placed] if known else placed
            return f"{_listed(mines)} would be {len(self.mines)} mines, more than the board's {left + len(self.mines)}"
        head, needs = self._tally(proven), self._needs()
        if not needs:
            if move is Move.COUNT_SAFE:
                return f"{head}{found} would be safe"
            if move is Move.COUNT_MINES:
                return f"{head}{found} would be {'mines' if len(self.found) > 1 else 'a mine'}"
            return f"{head}there would be no room for {'them all' if left > 1 else 'it'}"
        claims = [
            f"the {value} at {cell_name(*number)} would need {_its(value, need) if need else 'no mine'} "
            f"{'at' if len(cells) == 1 else 'among'} {_names(cells)}"
            for number, value, need, cells in needs
        ]
        said = head + (f"{', '.join(claims[:-1])}, and {claims[-1]}" if len(claims) > 1 else claims[0])
        taken = sum(need for _, _, need, _ in needs)
        if move is Move.COUNT_TOO_MANY:
            return f"{said}: {_plural(taken, 'mine')} in all, " + (
                f"more than the {left} left" if left else "but none is left"
            )
        if move is Move.COUNT_SAFE:
            every = {1: "the mine left", 2: "both mines left"}.get(left, f"all {left} mines left")
            return f"{said}: {every}, so {found} would be safe"
        leaves = f"{said}: {_plural(taken, 'mine')} in all, which leaves {_plural(left - taken, 'mine')} for "
        if move is Move.COUNT_MINES:
            every = {1: "it would be a mine", 2: "both would be mines"}.get(len(self.found), "they would all be mines")
            return f"{leaves}{found}, so {every}"
        rest = tuple(cell for cell in self.among if not any(cell in cells for *_, cells in needs))
        return leaves + (f"only {_names(rest)}" if rest else "no other cell")

    def said(self, supposed: Cell, proven: tuple[Cell, ...] = ()) -> str:
        """The step in words, in the conditional of the chain's supposition about ``supposed``: "the 1 at O9 would
        have its 1 mine at N8, so N9 and N10 would be safe". ``proven`` are the chain's proven mines, which a step by
        the mine count tells from the mines the chain placed."""
        move, found, given = self.move, _names(self.found), self._with(supposed)
        if move in BY_COUNT:
            return self._count_said(proven)
        if move is Move.ALL_FOUND:
            return (
                f"{self._number()} would have its {_plural(self.values[0], 'mine')} at {_names(self.mines)}, "
                f"so {found} would be safe"
            )
        if move is Move.ALL_MINES:
            most = {1: "it would be a mine", 2: "both would be mines"}.get(
                len(self.found), f"all {len(self.found)} would be mines"
            )
            return f"{given}{self._number()} would have only {found} left for {self._left()}, so {most}"
        if move is Move.TOO_MANY:
            return (
                f"{self._number()} would touch {_plural(len(self.mines), 'mine')}, {_names(self.mines)}, "
                f"more than its {self.values[0]}"
            )
        if move is Move.TOO_FEW:
            room = f"only {found}" if self.found else "no covered cell"
            return f"{given}{self._number()} would have {room} left for {self._left()}"
        own, other = self._number(0), self._number(1)
        if move is Move.SHARED_SAFE:
            return (
                f"{given}{own} would still need {_plural(self.figure, 'mine')}, and {other} would put at least "
                f"{self.figure} in the cells they share, so {found} would be safe"
            )
        if move is Move.SHARED_MINES:
            rest = "cell" if len(self.found) == 1 else "cells"
            verdict = "be a mine" if len(self.found) == 1 else "all be mines"
            return (
                f"{given}{own} would still need {_plural(self.figure + len(self.found), 'mine')}, but the cells it "
                f"shares with {other} could hold at most {self.figure}, so its other covered {rest}, {found}, would "
                f"{verdict}"
            )
        return (
            f"{given}the cells {own} shares with {other} would need at least {_plural(self.figure, 'mine')} "
            f"but could hold at most {self.most}"
        )


# A proof that needs more numbers than this is walked through as a chain (``Step``), as no one counts a case split over
# so many by eye; with no chain, it still names every number it needs, as a case split (or the mine count) over them.
LONG_CHAIN = 6


class Reason:
    """Why one cell is proven: the rule, the open numbers it rests on (cells and values), the proven cells those
    numbers' counts rely on, and a sentence that names every one of them, so a player who checks it finds it true.

    The premises are the cells proven before this one around its numbers: ``proven_mines`` (a number's count takes
    them off what it still needs) and ``proven_safe`` (a number's covered neighbours leave them out). A proof that
    no one or two numbers give may be a ``chain``: suppose the cell the other way and follow the numbers one step at
    a time (``Step``) to one no arrangement fits; its ``sources`` are then the chain's numbers in the order it uses
    them, and its premises the proven cells its steps count. A proof by the mine count (``COUNT``) rests on the
    mines left, ``figure`` of the board's ``total`` once the proven ones are taken off, spread over the
    ``undecided`` covered cells not proven either way; told as a chain, some of its steps count them (and every
    proven cell). A proof of more than ``LONG_CHAIN`` numbers with no chain names them all."""

    __slots__ = (
        "cell",
        "chain",
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
        chain: tuple[Step, ...] = (),
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
        self.chain = chain  # the proof by supposing the cell the other way, step by step, when it is one

    def __repr__(self) -> str:
        return f"Reason({self.rule.name}, {cell_name(*self.cell)}, {'mine' if self.mine else 'safe'})"

    @property
    def long_chain(self) -> bool:
        """The proof needs more numbers than a person can be expected to see at once: a chain walks through them step
        by step; without one its sentence still names them all."""
        return len(self.sources) > LONG_CHAIN

    @property
    def premises(self) -> tuple[tuple[int, int], ...]:
        """Every proven cell the sentence relies on, mines first."""
        return self.proven_mines + self.proven_safe

    def _number(self, i: int) -> str:
        return f"the {self.numbers[i]} at {cell_name(*self.sources[i])}"

    def _numbers(self) -> str:
        return _listed([self._number(i) for i in range(len(self.sources))])

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
        if self.chain:
            return "; ".join(self.chain_said())
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

    def chain_said(self) -> list[str]:
        """A chain's steps in words, one by one: the first with the premises and the supposition, the last with what
        they prove; ``text`` joins them. A front end that walks the player through the chain shows them in turn."""
        here = cell_name(*self.cell)
        supposed, proven = ("safe", "a mine") if self.mine else ("a mine", "safe")
        said = [step.said(self.cell, self.proven_mines) for step in self.chain]
        # "then, with ... safe, the 3 at ..." reads as one step; the first step follows the supposition directly.
        led = [f"then, {s}" if s.startswith("with ") else f"then {s}" for s in said]
        given = self._given()
        start = f"{given[2:]}, " if given else ""
        steps = [f"{start}if {here} were {supposed}, {led[0] if said[0].startswith('with ') else said[0]}", *led[1:]]
        steps[-1] += f", which cannot be, so {here} is {proven}"
        return steps

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
