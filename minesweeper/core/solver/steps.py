"""The steps of a proof by chain, each in one sentence: what one open number (or two, or the mine count) makes of the
cells established before it, once the cell a reason is about is supposed the other way (``chain`` finds them,
``reasons.Reason`` tells the whole chain).

Each sentence is in the conditional of the supposition ("the 1 at O9 would have its 1 mine at N8, so N9 and N10
would be safe"), written whole for translation for each case English says differently (one mine or several, "its
other mine", "both"): its placeholders hold cell names, numbers and lists (``people.listed``), and what it counts
before it (the cells established, the mines left) is put in front of it as translated on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from minesweeper.core.board import Cell
from minesweeper.core.language.cells import cell_name, cell_names
from minesweeper.core.language.people import AND, listed
from minesweeper.core.language.translate import N_, _, ngettext


class Move(Enum):
    """What one step of a chain does with its number (or two numbers); its sentence is ``Step.said``'s."""

    ALL_FOUND = "its mines are all there: its other covered cells are safe"  # i18n: fixed (the code's words)
    ALL_MINES = "its covered cells left are as many as its mines left: they are all mines"  # i18n: fixed (as above)
    TOO_MANY = "it touches more mines than it shows: the supposition fails"  # i18n: fixed (as above)
    TOO_FEW = "it has fewer covered cells left than mines left: the supposition fails"  # i18n: fixed (as above)
    SHARED_SAFE = (  # i18n: fixed (as above)
        "the other number puts all the first still needs in the cells they share: its other cells are safe"
    )
    SHARED_MINES = "the cells they share hold too few mines for the first: its other cells are mines"  # i18n: fixed
    SHARED_CLASH = "the cells they share would need more mines than they can hold: the supposition fails"  # i18n: fixed
    # The mine count's steps: the mines left, less what numbers with no covered cell in common need, go to the other
    # covered cells not yet decided.
    COUNT_SAFE = "the numbers' cells take every mine left: the other cells not yet decided are safe"  # i18n: fixed
    COUNT_MINES = (  # i18n: fixed (the code's words)
        "the mines the numbers' cells leave fill the other cells not yet decided: they are all mines"
    )
    COUNT_TOO_MANY = "the numbers' cells need more mines than are left: the supposition fails"  # i18n: fixed
    COUNT_TOO_FEW = (  # i18n: fixed (the code's words)
        "the mines the numbers' cells leave outnumber the other cells not yet decided: the supposition fails"
    )


FAILS = (Move.TOO_MANY, Move.TOO_FEW, Move.SHARED_CLASH, Move.COUNT_TOO_MANY, Move.COUNT_TOO_FEW)  # end a chain
FINDS_SAFE = (Move.ALL_FOUND, Move.SHARED_SAFE, Move.COUNT_SAFE)  # whose cells found are safe (the others': mines)
BY_COUNT = (Move.COUNT_SAFE, Move.COUNT_MINES, Move.COUNT_TOO_MANY, Move.COUNT_TOO_FEW)  # the mine count's steps
# Translators: how the last of several claims about numbers follows the others in a step of a chain ("the 2 at B2
# would need its other mine among A3 and B3, and the 1 at F2 would need its mine among E3 and F3"): ", and " in English.
CLAUSES = N_("{list}, and {item}")


def _around(number: Cell, cells: tuple[Cell, ...]) -> tuple[Cell, ...]:
    """Those of ``cells`` next to ``number``."""
    x, y = number
    return tuple(cell for cell in cells if cell != number and abs(cell[0] - x) <= 1 and abs(cell[1] - y) <= 1)


def _claim(number: Cell, value: int, need: int, cells: tuple[Cell, ...]) -> str:
    """What a number would need among its cells not yet decided, in a step by the mine count: "the 2 at B2 would need
    its other mine among A3 and B3" (``need`` of the ``value`` it shows; "other" when mines around it are counted)."""
    other, one = need < value, len(cells) == 1
    if not need:
        # Translators: what a number ({number}, shown at {number_cell}) would need among its covered cells not yet
        # decided ({cells}), in a step of a chain by the mine count; joined to the others with "{list}, and {item}".
        said = (
            _("the {number} at {number_cell} would need no mine at {cells}")
            if one
            else _("the {number} at {number_cell} would need no mine among {cells}")
        )
    elif need == 1 and other:
        said = (
            _("the {number} at {number_cell} would need its other mine at {cells}")
            if one
            else _("the {number} at {number_cell} would need its other mine among {cells}")
        )
    elif need == 1:
        said = (
            _("the {number} at {number_cell} would need its mine at {cells}")
            if one
            else _("the {number} at {number_cell} would need its mine among {cells}")
        )
    elif other and one:
        said = ngettext(
            "the {number} at {number_cell} would need its other {count} mine at {cells}",
            "the {number} at {number_cell} would need its other {count} mines at {cells}",
            need,
        )
    elif other:
        said = ngettext(
            "the {number} at {number_cell} would need its other {count} mine among {cells}",
            "the {number} at {number_cell} would need its other {count} mines among {cells}",
            need,
        )
    elif one:
        said = ngettext(
            "the {number} at {number_cell} would need its {count} mine at {cells}",
            "the {number} at {number_cell} would need its {count} mines at {cells}",
            need,
        )
    else:
        said = ngettext(
            "the {number} at {number_cell} would need its {count} mine among {cells}",
            "the {number} at {number_cell} would need its {count} mines among {cells}",
            need,
        )
    return said.format(number=value, number_cell=cell_name(*number), count=need, cells=cell_names(cells))


def _mines(count: int) -> str:
    """A count of mines, put in a sentence about the mines some numbers need."""
    # Translators: a count of mines, put in a sentence of its own as {taken} ("3 mines in all").
    return ngettext("{count} mine", "{count} mines", count).format(count=count)


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

    def _with(self, supposed: Cell, said: str) -> tuple[str, bool]:
        """ "with N9 and N10 safe and N7 a mine, " before ``said``: the established cells the step counts and its
        sentence does not otherwise name, but the supposed cell, which the whole chain supposes; and whether there
        were any."""
        safe = tuple(cell for cell in self.safe if cell != supposed)
        mines = tuple(cell for cell in self.mines if cell != supposed)
        if safe and mines:
            # Translators: the cells established before a step of a chain that it counts ({safe} safe, {mines} mines),
            # then the step ({step}: "the 3 at O10 would have only O11 and P11 left for its other 2 mines, ...").
            with_ = ngettext(
                "with {safe} safe and {mines} a mine, {step}", "with {safe} safe and {mines} mines, {step}", len(mines)
            )
        elif safe:
            # Translators: the cells established safe before a step of a chain that it counts, then the step.
            with_ = ngettext("with {safe} safe, {step}", "with {safe} safe, {step}", len(safe))
        elif mines:
            # Translators: the cells established as mines before a step of a chain that it counts, then the step.
            with_ = ngettext("with {mines} a mine, {step}", "with {mines} mines, {step}", len(mines))
        else:
            return said, False
        return with_.format(safe=cell_names(safe), mines=cell_names(mines), step=said), True

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

    def _tally(self, proven: tuple[Cell, ...], said: str) -> str:
        """A step by the mine count's opening before ``said``: "with 3 mines left (14 less the 9 proven and E1) and
        only A1, B1 and G1 covered and not yet decided, " (only the mines left, where its numbers need more than
        that)."""
        left, count = self.figure, len(self.mines)
        known, placed = self._placed(proven)
        # Translators: the proven mines, counted, as the first of the mines a step of a chain takes off the board's
        # ("14 less the 9 proven and E1").
        proven_ones = ngettext("the {count} proven", "the {count} proven", known).format(count=known)
        off = listed([proven_ones, *placed] if known else placed, last=AND)
        if count:
            # Translators: the mines left, said as {left} in a sentence of its own ("with {left}, ..."): the board's
            # mines ({total}) less those established ({off}: "the 9 proven and E1").
            mines = ngettext("{count} mine left ({total} less {off})", "{count} mines left ({total} less {off})", left)
            if not left:
                # Translators: no mine left, said as {left} in a sentence of its own: the board's mines ({total}) less
                # those established ({off}: "the 9 proven and E1").
                mines = _("no mine left ({total} less {off})")
        else:
            # Translators: the mines left, said as {left} in a sentence of its own ("with {left}, ...").
            mines = _("no mine left") if not left else ngettext("{count} mine left", "{count} mines left", left)
        mines = mines.format(count=left, total=left + count, off=off)
        if self.move is Move.COUNT_TOO_MANY:  # too many needed: where, no matter
            # Translators: {left} is how many mines are left, as translated on its own ("2 mines left (4 less the 1
            # proven and H8)"); {step} is what follows from them.
            with_ = _("with {left}, {step}")
        elif self.among:
            # Translators: {left} is how many mines are left, as translated on its own ("2 mines left (4 less the 1
            # proven and H8)"); {cells} the covered cells not yet decided; {step} what follows from them.
            with_ = _("with {left} and only {cells} covered and not yet decided, {step}")
        else:
            # Translators: {left} is how many mines are left, as translated on its own ("1 mine left (3 less the 1
            # proven and H8)"); {step} is what follows from them.
            with_ = _("with {left} and no covered cell left undecided, {step}")
        return with_.format(left=mines, cells=cell_names(self.among), step=said)

    def _count_said(self, proven: tuple[Cell, ...]) -> tuple[str, bool]:
        """A step by the mine count in words: "with 2 mines left (14 less the 11 proven and E1) and only A3, B3, E3,
        F3 and H5 covered and not yet decided, the 2 at B2 would need its other mine among A3 and B3, and the 1 at F2
        would need its mine among E3 and F3: both mines left, so H5 would be safe". ``proven`` are the chain's proven
        mines: the other mines it counts (the supposed cell and what steps before it found) are named. And whether
        it opens with what it counts (all but a supposition of more mines than the board has)."""
        move, left, found, count = self.move, self.figure, cell_names(self.found), len(self.mines)
        if left < 0:  # a supposition no number settles: more mines than the board has
            known, placed = self._placed(proven)
            proven_mines = ngettext("the {count} proven mine", "the {count} proven mines", known).format(count=known)
            said = ngettext(
                "{mines} would be {count} mine, more than the board's {total}",
                "{mines} would be {count} mines, more than the board's {total}",
                count,
            )
            mines = listed([proven_mines, *placed] if known else placed, last=AND)
            return said.format(mines=mines, count=count, total=left + count), False
        needs = self._needs()
        if not needs:
            if move is Move.COUNT_SAFE:
                said = ngettext("{found} would be safe", "{found} would be safe", len(self.found))
            elif move is Move.COUNT_MINES:
                said = ngettext("{found} would be a mine", "{found} would be mines", len(self.found))
            else:
                said = ngettext("there would be no room for it", "there would be no room for them all", left)
            return self._tally(proven, said.format(found=found)), True
        claims = listed((_claim(*need) for need in needs), last=CLAUSES)
        taken = sum(need for _, _, need, _ in needs)
        rest = left - taken  # the mines left over for the cells no number named needs
        if move is Move.COUNT_TOO_MANY:
            # Translators: {claims} are what the numbers would need ("the 2 at B2 would need its other mine among A3
            # and B3"), {taken} how many mines that is, counted on its own ("3 mines"); {count} the mines left.
            said = ngettext(
                "{claims}: {taken} in all, more than the {count} left",
                "{claims}: {taken} in all, more than the {count} left",
                left,
            )
            if not left:
                # Translators: {claims} are what the numbers would need ("the 3 at B2 would need its other mine among
                # A3 and B3"), {taken} how many mines that is, counted on its own ("1 mine").
                said = _("{claims}: {taken} in all, but none is left")
        elif move is Move.COUNT_SAFE:
            if left == 1:
                # Translators: {claims} are what the numbers would need ("the 2 at B2 would need its other mine among
                # A3 and B3"), which takes the mines left; {found} the cells that leaves safe.
                said = _("{claims}: the mine left, so {found} would be safe")
            elif left == 2:
                said = _("{claims}: both mines left, so {found} would be safe")
            else:
                said = ngettext(
                    "{claims}: all {count} mine left, so {found} would be safe",
                    "{claims}: all {count} mines left, so {found} would be safe",
                    left,
                )
        elif move is Move.COUNT_MINES:
            if len(self.found) == 1:
                # Translators: {claims} are what the numbers would need ("the 1 at F2 would need its mine among E3, F3
                # and G3"), {taken} how many mines that is, counted on its own ("1 mine"); {count} the mines left over.
                said = _("{claims}: {taken} in all, which leaves {count} mine for {found}, so it would be a mine")
            elif len(self.found) == 2:
                said = _("{claims}: {taken} in all, which leaves {count} mines for {found}, so both would be mines")
            else:
                said = ngettext(
                    "{claims}: {taken} in all, which leaves {count} mine for {found}, so they would all be mines",
                    "{claims}: {taken} in all, which leaves {count} mines for {found}, so they would all be mines",
                    rest,
                )
        else:
            others = tuple(cell for cell in self.among if not any(cell in cells for *_, cells in needs))
            # Translators: {claims} are what the numbers would need ("the 1 at F2 would need its mine among E3, F3 and
            # G3"), {taken} how many mines that is, counted on its own ("1 mine"); {count} the mines left over.
            said = (
                ngettext(
                    "{claims}: {taken} in all, which leaves {count} mine for only {others}",
                    "{claims}: {taken} in all, which leaves {count} mines for only {others}",
                    rest,
                )
                if others
                else ngettext(
                    "{claims}: {taken} in all, which leaves {count} mine for no other cell",
                    "{claims}: {taken} in all, which leaves {count} mines for no other cell",
                    rest,
                )
            )
            found = cell_names(others)
        fields = {"claims": claims, "taken": _mines(taken), "count": left if move is Move.COUNT_TOO_MANY else rest}
        return self._tally(proven, said.format(found=found, others=found, **fields)), True

    def said(self, supposed: Cell, proven: tuple[Cell, ...] = ()) -> str:
        """The step in words, in the conditional of the chain's supposition about ``supposed``: "the 1 at O9 would
        have its 1 mine at N8, so N9 and N10 would be safe". ``proven`` are the chain's proven mines, which a step by
        the mine count tells from the mines the chain placed."""
        return self.told(supposed, proven)[0]

    def told(self, supposed: Cell, proven: tuple[Cell, ...] = ()) -> tuple[str, bool]:
        """``said``, and whether it opens with the established cells it counts ("with N9 safe, ..."), which a chain
        leads into with "then," rather than "then"."""
        if self.move in BY_COUNT:
            return self._count_said(proven)
        move, value, found = self.move, self.values[0], len(self.found)
        need = value - len(self.mines)  # what the (first) number still needs once the mines counted are taken off
        fields: dict[str, object] = {
            "number": value,
            "number_cell": cell_name(*self.numbers[0]),
            "found": cell_names(self.found),
            "mines": cell_names(self.mines),
            "most": self.most,
        }
        if len(self.numbers) > 1:  # the two-number rule's second number, {other} at {other_cell}
            fields.update(other=self.values[1], other_cell=cell_name(*self.numbers[1]))
        if move is Move.ALL_FOUND:
            # Translators: a step of a chain, in the conditional of its supposition: {number} is a number shown on the
            # board, {number_cell} its cell, {mines} the mines it would touch, {found} the cells that leaves safe.
            said = ngettext(
                "the {number} at {number_cell} would have its {count} mine at {mines}, so {found} would be safe",
                "the {number} at {number_cell} would have its {count} mines at {mines}, so {found} would be safe",
                value,
            )
            return said.format(count=value, **fields), False
        if move is Move.TOO_MANY:
            # Translators: the last step of a chain: the number ({number} at {number_cell}) would touch more mines
            # ({mines}) than it shows.
            said = ngettext(
                "the {number} at {number_cell} would touch {count} mine, {mines}, more than its {number}",
                "the {number} at {number_cell} would touch {count} mines, {mines}, more than its {number}",
                len(self.mines),
            )
            return said.format(count=len(self.mines), **fields), False
        count = need
        if move is Move.ALL_MINES:  # as many covered cells left as mines: it finds ``need`` mines
            said = self._all_mines(need)
        elif move is Move.TOO_FEW:
            said = self._too_few(need)
        elif move is Move.SHARED_SAFE:
            count = self.figure
            # Translators: a step of a chain by two numbers that share covered cells: the {number} at {number_cell}
            # and the {other} at {other_cell}; {found} the cells that leaves safe.
            said = ngettext(
                "the {number} at {number_cell} would still need {count} mine, and the {other} at {other_cell} would "
                "put at least {count} in the cells they share, so {found} would be safe",
                "the {number} at {number_cell} would still need {count} mines, and the {other} at {other_cell} would "
                "put at least {count} in the cells they share, so {found} would be safe",
                count,
            )
        elif move is Move.SHARED_MINES:
            count, fields["most"] = self.figure + found, self.figure
            said = (
                ngettext(
                    "the {number} at {number_cell} would still need {count} mine, but the cells it shares with the "
                    "{other} at {other_cell} could hold at most {most}, so its other covered cell, {found}, would be a "
                    "mine",
                    "the {number} at {number_cell} would still need {count} mines, but the cells it shares with the "
                    "{other} at {other_cell} could hold at most {most}, so its other covered cell, {found}, would be a "
                    "mine",
                    count,
                )
                if found == 1
                else ngettext(
                    "the {number} at {number_cell} would still need {count} mine, but the cells it shares with the "
                    "{other} at {other_cell} could hold at most {most}, so its other covered cells, {found}, would "
                    "all be mines",
                    "the {number} at {number_cell} would still need {count} mines, but the cells it shares with the "
                    "{other} at {other_cell} could hold at most {most}, so its other covered cells, {found}, would "
                    "all be mines",
                    count,
                )
            )
        else:
            count = self.figure
            said = ngettext(
                "the cells the {number} at {number_cell} shares with the {other} at {other_cell} would need at least "
                "{count} mine but could hold at most {most}",
                "the cells the {number} at {number_cell} shares with the {other} at {other_cell} would need at least "
                "{count} mines but could hold at most {most}",
                count,
            )
        return self._with(supposed, said.format(count=count, **fields))

    def _all_mines(self, need: int) -> str:
        """``ALL_MINES``' sentence: its number's ``need`` mines left fill its ``need`` covered cells left."""
        if need == 1:
            return (
                _(
                    "the {number} at {number_cell} would have only {found} left for its other mine, so it would be a "
                    "mine"
                )
                if self.mines
                else _("the {number} at {number_cell} would have only {found} left for its mine, so it would be a mine")
            )
        if need == 2:
            return (
                _(
                    "the {number} at {number_cell} would have only {found} left for its other {count} mines, so both "
                    "would be mines"
                )
                if self.mines
                else _(
                    "the {number} at {number_cell} would have only {found} left for its {count} mines, so both "
                    "would be mines"
                )
            )
        if self.mines:
            return ngettext(
                "the {number} at {number_cell} would have only {found} left for its other {count} mine, so all "
                "{count} would be mines",
                "the {number} at {number_cell} would have only {found} left for its other {count} mines, so all "
                "{count} would be mines",
                need,
            )
        return ngettext(
            "the {number} at {number_cell} would have only {found} left for its {count} mine, so all {count} would "
            "be mines",
            "the {number} at {number_cell} would have only {found} left for its {count} mines, so all {count} would "
            "be mines",
            need,
        )

    def _too_few(self, need: int) -> str:
        """``TOO_FEW``'s sentence: its number's ``need`` mines left, more than its covered cells left (``found``)."""
        if self.found and need == 1:
            return (
                _("the {number} at {number_cell} would have only {found} left for its other mine")
                if self.mines
                else _("the {number} at {number_cell} would have only {found} left for its mine")
            )
        if self.found:
            return (
                ngettext(
                    "the {number} at {number_cell} would have only {found} left for its other {count} mine",
                    "the {number} at {number_cell} would have only {found} left for its other {count} mines",
                    need,
                )
                if self.mines
                else ngettext(
                    "the {number} at {number_cell} would have only {found} left for its {count} mine",
                    "the {number} at {number_cell} would have only {found} left for its {count} mines",
                    need,
                )
            )
        if need == 1:
            return (
                _("the {number} at {number_cell} would have no covered cell left for its other mine")
                if self.mines
                else _("the {number} at {number_cell} would have no covered cell left for its mine")
            )
        if self.mines:
            return ngettext(
                "the {number} at {number_cell} would have no covered cell left for its other {count} mine",
                "the {number} at {number_cell} would have no covered cell left for its other {count} mines",
                need,
            )
        return ngettext(
            "the {number} at {number_cell} would have no covered cell left for its {count} mine",
            "the {number} at {number_cell} would have no covered cell left for its {count} mines",
            need,
        )
