"""Reasons the solver gives for a proven cell, in one sentence of the player's language with spreadsheet cell names.

A hint is only useful if the player can check it, so every proven cell carries the rule that proved it,
the open numbers it rests on, the proven mines those numbers count (named too, so the player can find them),
and a sentence naming them the way a spreadsheet does (columns A..Z, AA.., rows from 1; "C5" is x = 2,
y = 4). The sentence is built only when asked for: the no-guess generator
proves thousands of cells per board and reads none of them. Each sentence reads right for one cell, mine or
number and for many, and is written whole for translation: its placeholders hold cell names, numbers and lists
(``people.listed``), and what it rests on (the proven cells, a count of the mines left) is put in as translated on
its own. A front end that names cells otherwise (the terminal's ``COL,ROW``) rewrites the names in
any of the solver's sentences with ``cells.rename_cells`` (``minesweeper.core.language.cells``).
A proof no one or two numbers give, and too long to name as a case split, is told as a chain: suppose the cell the
other way, then each step (``steps.Step``) says what one number (or two) makes of the cells established before it,
or, in a proof by the mine count, what the mines left make of the covered cells not yet decided, to the one that no
arrangement fits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from minesweeper.core.language.cells import cell_name, cell_names
from minesweeper.core.language.people import AND, listed
from minesweeper.core.language.translate import _, ngettext
from minesweeper.core.solver.state import Rule

if TYPE_CHECKING:
    from minesweeper.core.solver.steps import Step

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

    def _fields(self) -> dict[str, object]:
        """What the sentences name: the cell, its first two numbers and their cells, and every number as a list."""
        # Translators: a number on the board and its cell ("the 3 at C5"), as one of a list of the numbers a reason
        # rests on ("every arrangement of mines that fits {numbers} ...").
        number = _("the {number} at {number_cell}")
        numbers = (number.format(number=value, number_cell=cell_name(*cell)) for cell, value in self._sources())
        fields: dict[str, object] = {"cell": cell_name(*self.cell), "numbers": listed(numbers, last=AND)}
        named = (("number", "number_cell"), ("other", "other_cell"))  # the first two numbers, by name
        for (cell, value), (name, at) in zip(self._sources(), named, strict=False):
            fields.update({name: value, at: cell_name(*cell)})
        return fields

    def _sources(self) -> zip[tuple[tuple[int, int], int]]:
        return zip(self.sources, self.numbers, strict=True)

    def _premises(self) -> str:
        """ "the proven mines at B2 and C2 and that D2 is proven safe": the premises the sentence does not already
        name ("" when there are none)."""
        mines, safe = len(self.proven_mines), len(self.proven_safe)
        parts = []
        if mines:
            # Translators: a premise of a reason, in a list of them after "given" ("{reason}, given {premises}").
            said = ngettext("the proven mine at {mines}", "the proven mines at {mines}", mines)
            parts.append(said.format(mines=cell_names(self.proven_mines)))
        if safe:
            # Translators: a premise of a reason, in a list of them after "given" ("{reason}, given {premises}").
            said = ngettext("that {safe} is proven safe", "that {safe} are proven safe", safe)
            parts.append(said.format(safe=cell_names(self.proven_safe)))
        return listed(parts, last=AND)

    def _given(self, said: str) -> str:
        """``said``, then the premises it does not name: "..., given the proven mine at D1"."""
        premises = self._premises()
        # Translators: a reason, then the proven cells it rests on, as translated on their own ("the proven mine at
        # D1 and that D3 is proven safe").
        return _("{reason}, given {premises}").format(reason=said, premises=premises) if premises else said

    @property
    def text(self) -> str:
        """The sentence, naming every number and every proven cell it relies on."""
        if self.chain:
            steps = self.chain_said()
            said = steps[0]
            for step in steps[1:]:
                # Translators: how a chain's next step follows the one before it in one sentence ("; " in English).
                said = _("{steps}; {step}").format(steps=said, step=step)
            return said
        fields = self._fields()
        if self.rule is Rule.SINGLE:
            return self._single(fields)
        if self.rule is Rule.SUBSET:
            # Translators: a reason by two numbers that share covered cells: the {number} at {number_cell} and the
            # {other} at {other_cell} ({number} and {other} are the numbers shown on the board, in their cells).
            said = (
                ngettext(
                    "the cells the {number} at {number_cell} shares with the {other} at {other_cell} hold at most "
                    "{count} mine, so every covered neighbour of the {number} at {number_cell} outside those cells is "
                    "a mine, {cell} included",
                    "the cells the {number} at {number_cell} shares with the {other} at {other_cell} hold at most "
                    "{count} mines, so every covered neighbour of the {number} at {number_cell} outside those cells is "
                    "a mine, {cell} included",
                    self.figure,
                )
                # How many covered neighbours the first number has outside the shared cells is not kept: one or
                # many, "every ... is" reads right.
                if self.mine
                else ngettext(
                    "the {other} at {other_cell} puts at least {count} mine in the cells it shares with the {number} "
                    "at {number_cell}, all that the {number} at {number_cell} still needs, so {cell} is safe",
                    "the {other} at {other_cell} puts at least {count} mines in the cells it shares with the {number} "
                    "at {number_cell}, all that the {number} at {number_cell} still needs, so {cell} is safe",
                    self.figure,
                )
            )
            return self._given(said.format(count=self.figure, **fields))
        if self.rule is Rule.CASES:
            said = (
                _("every arrangement of mines that fits {numbers} puts a mine on {cell}")
                if self.mine
                else _("every arrangement of mines that fits {numbers} leaves {cell} safe")
            )
            return self._given(said.format(**fields))
        if not self.figure and not self.sources:
            said = ngettext(
                "the board's {count} mine is proven, so {cell} is safe",
                "the board's {count} mines are all proven, so {cell} is safe",
                self.total,
            )
            return said.format(count=self.total, **fields)
        return self._given(self._count(fields))

    def _count(self, fields: dict[str, object]) -> str:
        """A proof by the mine count: "with 1 mine left to place (10 less the 9 proven) among the 4 covered cells not
        proven either way, every arrangement that fits the 1 at B2 leaves C3 safe"."""
        proven = self.total - self.figure
        # Translators: the mines left to place, said as {left} in a sentence of their own ("with {left} among {cells},
        # ...").
        left = ngettext("{count} mine left to place", "{count} mines left to place", self.figure)
        if proven:
            # Translators: the mines left to place, said as {left} in a sentence of their own ("with {left} among
            # {cells}, ..."): the board's mines ({total}) less the proven ones ({proven}).
            left = ngettext(
                "{count} mine left to place ({total} less the {proven} proven)",
                "{count} mines left to place ({total} less the {proven} proven)",
                self.figure,
            )
        # Translators: the covered cells the mines left go among, said as {cells} in a sentence of their own.
        cells = ngettext(
            "the {count} covered cell not proven either way",
            "the {count} covered cells not proven either way",
            self.undecided,
        )
        if not self.sources:
            # Translators: {left} is how many mines are left to place and {cells} among how many cells, each
            # translated on its own ("2 mines left to place (9 less the 7 proven)", "the 3 covered cells not proven
            # either way").
            said = _("with {left} among {cells}, {cell} is a mine")
            if not self.mine:
                # Translators: as "with {left} among {cells}, {cell} is a mine".
                said = _("with {left} among {cells}, {cell} is safe")
        elif self.mine:
            # Translators: {left} is how many mines are left to place and {cells} among how many cells, each
            # translated on its own ("2 mines left to place (9 less the 7 proven)", "the 20 covered cells not proven
            # either way"); {numbers} the numbers the proof rests on ("the 1 at A1 and the 2 at B1").
            said = _("with {left} among {cells}, every arrangement that fits {numbers} puts a mine on {cell}")
        else:
            # Translators: as "with {left} among {cells}, every arrangement that fits {numbers} puts a mine on {cell}".
            said = _("with {left} among {cells}, every arrangement that fits {numbers} leaves {cell} safe")
        return said.format(
            left=left.format(count=self.figure, total=self.total, proven=proven),
            cells=cells.format(count=self.undecided),
            **fields,
        )

    def chain_said(self) -> list[str]:
        """A chain's steps in words, one by one: the first with the premises and the supposition, the last with what
        they prove; ``text`` joins them. A front end that walks the player through the chain shows them in turn."""
        steps, premises = [], self._premises()
        for place, step in enumerate(self.chain):
            said, counting = step.told(self.cell, self.proven_mines)
            # "then, with ... safe, the 3 at ..." reads as one step; the first step follows the supposition directly.
            if place:
                # Translators: a chain's next step, in the conditional; "then," leads a step that opens with the cells
                # it counts ("then, with N9 safe, the 3 at O10 would ..."), "then" any other.
                led = _("then, {step}") if counting else _("then {step}")
            elif self.mine:
                # Translators: a chain's supposition, then its first step, in the conditional ("if N8 were safe, the
                # 1 at O9 would ..."); "then," before a step that opens with the cells it counts.
                led = _("if {cell} were safe, then, {step}") if counting else _("if {cell} were safe, {step}")
            else:
                # Translators: as "if {cell} were safe, {step}".
                led = _("if {cell} were a mine, then, {step}") if counting else _("if {cell} were a mine, {step}")
            said = led.format(cell=cell_name(*self.cell), step=said)
            if not place and premises:
                # Translators: the proven cells a chain rests on, as translated on their own ("the proven mine at
                # N7"), then its first step ("if N8 were safe, ...").
                said = _("given {premises}, {step}").format(premises=premises, step=said)
            steps.append(said)
        # Translators: a chain's last step ("the 1 at P10 would touch 2 mines, O11 and P11, more than its 1"), then
        # what it proves of the supposed cell.
        last = _("{step}, which cannot be, so {cell} is a mine")
        if not self.mine:
            # Translators: as "{step}, which cannot be, so {cell} is a mine".
            last = _("{step}, which cannot be, so {cell} is safe")
        steps[-1] = last.format(step=steps[-1], cell=cell_name(*self.cell))
        return steps

    def _single(self, fields: dict[str, object]) -> str:
        """A proof by one number: its mines all found (the cell is safe), or its covered cells all mines."""
        number = self.numbers[0]
        if not self.mine:
            if number == 0:
                # Translators: a reason: {number} is the number shown on the board (here 0), {number_cell} its cell,
                # {cell} the cell it proves.
                return _("the {number} at {number_cell} has no mine around it, so {cell} is safe").format(**fields)
            said = (
                ngettext(
                    "the {number} at {number_cell} already touches {count} proven mine at {mines}, so its other "
                    "neighbours, {cell} among them, are safe",
                    "the {number} at {number_cell} already touches {count} proven mines at {mines}, so its other "
                    "neighbours, {cell} among them, are safe",
                    number,
                )
                if self.proven_mines
                else ngettext(
                    "the {number} at {number_cell} already touches {count} proven mine, so its other neighbours, "
                    "{cell} among them, are safe",
                    "the {number} at {number_cell} already touches {count} proven mines, so its other neighbours, "
                    "{cell} among them, are safe",
                    number,
                )
            )
            return said.format(count=number, mines=cell_names(self.proven_mines), **fields)
        if number == 1:
            said = _("the {number} at {number_cell} has only 1 covered neighbour, {cell}, so it is a mine")
        else:
            said = ngettext(
                "the {number} at {number_cell} has only {count} covered neighbour, so they are all mines, {cell} among "
                "them",
                "the {number} at {number_cell} has only {count} covered neighbours, so they are all mines, {cell} "
                "among them",
                number,
            )
        said = said.format(count=number, **fields)
        if not self.proven_safe:
            return said
        # Translators: the covered cells a number's count leaves out, proven safe before, then the reason.
        besides = ngettext(
            "besides {safe} (proven safe), {reason}", "besides {safe} (proven safe), {reason}", len(self.proven_safe)
        )
        return besides.format(safe=cell_names(self.proven_safe), reason=said)
