"""Where mines come from: the mine-source seam a game calls at its first reveal, and the sources we have.

A ``MineSource`` turns the first reveal into a ``Layout``. ``RandomMines`` lays exactly the requested number
uniformly among the cells a first click allows: the 3×3 block around it stays clear (the *opening* rule, the
game's), or just the clicked cell (the *safe* rule, Windows' and the published solver records' other rule,
and the fallback when the board is too dense for a clear block), so the player's first click is always safe.
``FixedMines`` hands over a layout chosen in advance (``--board``, a shared code, a puzzle) and moves nothing. Other
sources (no-guess boards) plug in the same way. All randomness comes from the ``random.Random`` passed in,
so the same seed and the same first click give the same board.
"""

from __future__ import annotations

import math
import random
import re
import struct
from enum import Enum
from functools import lru_cache, partial
from itertools import chain
from typing import Protocol

from minesweeper.core.board import check_mine_count
from minesweeper.core.errors import LayoutError
from minesweeper.core.language.translate import N_, _
from minesweeper.core.layout import Layout
from minesweeper.core.presets import Difficulty


class MineSource(Protocol):
    """Lays a game's mines when its first cell opens."""

    no_guess: bool  # every board it lays can be finished by logic alone from the first click

    @property
    def known(self) -> Layout | None:
        """The layout when it is chosen before the first click (a fixed board), else None."""
        ...

    def layout_for(self, difficulty: Difficulty, first_x: int, first_y: int) -> Layout:
        """The mines for a ``difficulty`` board whose first reveal is at (first_x, first_y)."""
        ...


NO_GUESS_NAME = N_("No-guess board")
"""What a game whose mines come from a no-guess source is called while it is played: the one wording of the window's
title and status line and of the terminal's status line (translated where it is shown)."""


class FirstClick(Enum):
    """What a first click is promised: its 3×3 block clear (``OPENING``, the game's rule) or itself only."""

    OPENING = "opening"
    SAFE = "safe"


def kept_clear(width: int, height: int, x: int, y: int, mines: int, rule: FirstClick = FirstClick.OPENING) -> list[int]:
    """Row-major positions (``y * width + x``) left mine-free around a first click at (x, y)."""
    return list(_kept_clear(width, height, x, y, mines, rule))


@lru_cache(maxsize=64)
def _kept_clear(width: int, height: int, x: int, y: int, mines: int, rule: FirstClick) -> tuple[int, ...]:
    """``kept_clear`` made once per board and click: benchmarks and the auto-player draw thousands alike."""
    if rule is FirstClick.OPENING:
        block = tuple(
            (y + dy) * width + x + dx
            for dy in (-1, 0, 1)
            for dx in (-1, 0, 1)
            if 0 <= x + dx < width and 0 <= y + dy < height
        )
        if width * height - len(block) >= mines:
            return block
    return (y * width + x,)


# Up to this many drawn positions (every preset, and custom boards up to a few thousand mines) the draw stays the
# one earlier versions made, so a seed still gives the board it gave (golden images, shared seeds); beyond it a
# position-by-position draw costs a Python step per mine, and ``keyed_choice`` takes over.
SAMPLED_DRAW_MOST = 4096


def random_mines(
    width: int,
    height: int,
    mines: int,
    first_x: int,
    first_y: int,
    rng: random.Random,
    rule: FirstClick = FirstClick.OPENING,
) -> bytes:
    """Row-major mine bytes: ``mines`` mines laid uniformly, keeping the first click's neighbourhood clear.

    Drawing ``mines + len(clear)`` positions as ``rng.sample`` does (``sampled``) and dropping the kept-clear
    ones leaves a uniformly random ordered selection of the allowed cells, so its first ``mines`` entries are
    a uniform choice, with no candidate list to build. Past ``SAMPLED_DRAW_MOST`` positions the mines are
    chosen among the allowed cells at C speed instead (``keyed_choice``: a 1000×1000 board's first click
    waits for it), so there the same seed gives another board than before this limit existed.
    """
    check_mine_count(width, height, mines)
    clear = _kept_clear(width, height, first_x, first_y, mines, rule)
    size = width * height
    if mines + len(clear) > SAMPLED_DRAW_MOST:
        chosen = keyed_choice(size - len(clear), mines, rng)
        # Allowed cell i sits at position i plus the kept-clear positions before it: put a 0 back at each.
        pieces, previous = [], 0
        for before, position in enumerate(sorted(clear)):
            pieces.append(chosen[previous : position - before])
            previous = position - before
        pieces.append(chosen[previous:])
        return b"\x00".join(pieces)
    drawn = sampled(size, mines + len(clear), rng)
    cells = bytearray(size)
    for position in drawn:
        cells[position] = 1
    surplus = len(clear)  # drawn beyond ``mines``: the kept-clear cells drawn are dropped, then the last others
    for position in clear:
        surplus -= cells[position]
        cells[position] = 0
    for position in reversed(drawn):
        if not surplus:
            break
        if cells[position]:
            cells[position] = 0
            surplus -= 1
    return bytes(cells)


def sampled(size: int, count: int, rng: random.Random) -> list[int]:
    """Exactly ``rng.sample(range(size), count)``, and the generator left in the same state, in less time.

    ``Random.sample`` asks ``getrandbits`` for one 32-bit word per try through two Python calls; here the
    ``count`` words every draw needs at least come in one call and the tries run inline (a rejected try takes
    the next word, fetched one by one past the first ``count``: exactly the words ``sample`` would take).
    Anything but a plain ``random.Random`` (a subclass may draw differently) goes to ``sample`` itself.
    """
    if type(rng) is not random.Random or not 0 < count <= size < 1 << 32:
        return rng.sample(range(size), count)
    words = chain(
        struct.unpack(f"<{count}I", rng.getrandbits(32 * count).to_bytes(4 * count, "little")),
        iter(partial(rng.getrandbits, 32), None),
    )
    result: list[int] = []
    append = result.append
    if size <= 21 + (4 ** math.ceil(math.log(count * 3, 4)) if count > 5 else 0):  # sample's choice of method
        # Draw below the positions left, then move the last one left into the drawn one's place.
        pool = list(_positions(size))
        left, stop = size, size - count
        bits = size.bit_length()
        while True:
            until = max(stop, (1 << (bits - 1)) - 1)  # below 2**(bits - 1) positions left, a bit fewer is drawn
            shift = 32 - bits
            for word in words:
                word >>= shift
                if word < left:
                    append(pool[word])
                    left -= 1
                    pool[word] = pool[left]
                    if left == until:
                        break
            if left == stop:
                return result
            bits -= 1
    shift = 32 - size.bit_length()  # draw again while the position is taken already
    taken: set[int] = set()
    take = taken.add
    for word in words:
        word >>= shift
        if word < size and word not in taken:
            take(word)
            append(word)
            if len(result) == count:
                break
    return result


@lru_cache(maxsize=8)
def _positions(size: int) -> tuple[int, ...]:
    return tuple(range(size))


_BELOW = [bytes(1 if v < limit else 0 for v in range(256)) for limit in range(257)]
_FLIP = bytes.maketrans(b"\x00\x01", b"\x01\x00")


def keyed_choice(size: int, count: int, rng: random.Random) -> bytes:
    """``size`` bytes with 1 on ``count`` positions chosen uniformly: a random key byte per position, the
    positions with the smallest keys taken, and a uniform sample among those tied at the cut.

    Every step treats positions alike (keys are independent and equally likely, ties are sampled uniformly),
    so every set of ``count`` positions is equally likely, and only the tied keys' positions (about
    ``size / 256``) need a Python step. The rarer side is chosen (safe cells on a dense board) and flipped.
    """
    flip = 2 * count > size
    wanted = size - count if flip else count
    if not wanted:
        return bytes([flip]) * size
    keys = rng.randbytes(size)
    cut = min(255, wanted * 256 // size)  # where the smallest ``wanted`` keys most likely end: rarely moved
    while True:
        marked = keys.translate(_BELOW[cut])
        under = marked.count(1)
        if under > wanted:  # never at cut 0, where nothing is under
            cut -= 1
            continue
        tied = [match.start() for match in re.finditer(re.escape(bytes([cut])), keys)]
        if under + len(tied) >= wanted:
            break
        cut += 1
    chosen = bytearray(marked)
    for position in rng.sample(tied, wanted - under):
        chosen[position] = 1
    return bytes(chosen.translate(_FLIP) if flip else chosen)


class RandomMines:
    """Uniformly random mines, clear of the first click: the classic game."""

    no_guess = False
    known = None

    def __init__(self, rng: random.Random, rule: FirstClick = FirstClick.OPENING) -> None:
        self.rng = rng
        self.rule = rule

    def layout_for(self, difficulty: Difficulty, first_x: int, first_y: int) -> Layout:
        width, height = difficulty.width, difficulty.height
        return Layout(
            width, height, random_mines(width, height, difficulty.mines, first_x, first_y, self.rng, self.rule)
        )


class FixedMines:
    """A layout chosen in advance: the first click lands wherever the layout says, mine or not."""

    def __init__(self, layout: Layout, *, no_guess: bool = False) -> None:
        self.layout = layout
        self.no_guess = no_guess  # a replay of a no-guess board keeps saying so

    @property
    def known(self) -> Layout:
        return self.layout

    def layout_for(self, difficulty: Difficulty, first_x: int, first_y: int) -> Layout:
        layout = self.layout
        if (difficulty.width, difficulty.height, difficulty.mines) != (layout.width, layout.height, layout.mine_count):
            raise LayoutError(
                _("that layout does not match {level} ({size})").format(
                    level=_(difficulty.label), size=difficulty.summary
                )
            )
        return layout
