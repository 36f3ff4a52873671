"""No-guess boards: uniformly random boards that the hint solver can finish from the first click alone.

A board is drawn exactly as ``generate.random_mines`` draws one (mines uniform over the cells the first click leaves
free) and kept only if ``is_solvable`` finishes it by logic; otherwise it is thrown away whole and a new
one drawn. Nothing is ever nudged into place, so every no-guess board is equally likely: moving mines
would favour boards with mines pushed to the edges of the opening, which players notice as lower 3BV.

The check decides exactly as the engine that gives hints would (``state.Knowledge``'s two local rules, then
``exact.exact_step`` with the mine count), so a board called no-guess can always be finished with the hints, but
it is built for speed, as most boards drawn are thrown away (five in six on Expert):

- a board holding cells no number can ever tell apart (``bitboard.fifty_fifty``) is refused before any solving;
- the local rules run over the whole board at once on bit sets (``bitboard.settle``): the mines are known, so
  each rule is a test of sets, and their standstill is the one the incremental engine reaches;
- only there is the engine's knowledge built (``Knowledge.of_padded``) for the exact step, and the check stops at
  the first standstill where nothing is certain. A group's exact count is reused while it is unchanged.

Deciding each board as before, a seed gives the same boards as before, and the daily scheme, which picks its
boards with ``is_solvable``, the same dailies.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from minesweeper.core.board import check_mine_count, padding
from minesweeper.core.errors import NoGuessBoardNotFound
from minesweeper.core.generate import random_mines
from minesweeper.core.language.translate import _, ngettext
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.grid import survey
from minesweeper.core.presets import Difficulty
from minesweeper.core.solver import bitboard
from minesweeper.core.solver.counting import Budget, Cancelled, GroupCount
from minesweeper.core.solver.exact import Signature, exact_step
from minesweeper.core.solver.state import Knowledge

DEFAULT_ATTEMPTS = 10_000  # boards tried when no limit is given and nothing can cancel the search
BIG_BOARD_CELLS = 1_000  # about twice Expert: past it, boards drawn whole rarely need no guess at any density
DENSE = 0.2  # Expert's density (99 mines in 480 cells): past it, few boards need no guess
CHECK_BUDGET = 200_000  # counting steps per stall; a board needing more is rejected, not guessed on


def is_solvable(
    width: int, height: int, mines: bytes, first_x: int, first_y: int, cancelled: Callable[[], bool] | None = None
) -> bool:
    """True if the board (row-major bytes, 1 = mine) can be finished from a first click at (first_x, first_y)
    by logic alone, the total mine count allowed."""
    shape = bitboard.frame(width, height)
    mine_bits = shape.bits(mines)
    first = 1 << padding(width, height).index(first_x, first_y)
    if mine_bits & first or bitboard.fifty_fifty(shape, mine_bits, first):
        return False
    total = mines.count(1)
    cache: dict[Signature, GroupCount] = {}
    stop = cancelled or _never
    opened, proven = first, 0
    counts: bytes | None = None
    while True:
        settled = bitboard.settle(shape, mine_bits, opened, proven, stop)
        if settled is None:
            return False
        opened, proven = settled
        if opened | mine_bits == shape.play:
            return True
        if counts is None:
            counts = survey(width, height, mines).counts
        knowledge = Knowledge.of_padded(width, height, *bitboard.view(shape, counts, opened, proven))
        try:
            outcome = exact_step(knowledge, total, Budget(CHECK_BUDGET, cancelled), cache)
        except Cancelled:
            return False
        if not outcome.certain:
            return False
        for cell, mine, _reason in outcome.certain:
            if mine:
                proven |= 1 << cell
            else:
                opened |= 1 << cell


def _never() -> bool:
    return False


def no_guess_mines(
    width: int,
    height: int,
    mines: int,
    first_x: int,
    first_y: int,
    rng: random.Random,
    *,
    attempts: int | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> bytes | None:
    """Row-major mine bytes (1 = mine) of a uniformly drawn no-guess board, or None.

    The cells ``generate.kept_clear`` keeps free around the first click stay free. ``attempts`` bounds the
    boards tried; None means until ``cancelled()`` turns true, or ``DEFAULT_ATTEMPTS`` if nothing can
    cancel. Returns None when the attempts run out or the search is cancelled.
    """
    check_mine_count(width, height, mines)
    limit = attempts if attempts is not None else (None if cancelled is not None else DEFAULT_ATTEMPTS)
    tried = 0
    while limit is None or tried < limit:
        tried += 1
        if cancelled is not None and cancelled():
            return None
        board = random_mines(width, height, mines, first_x, first_y, rng)  # the classic game's very draw
        if is_solvable(width, height, board, first_x, first_y, cancelled):
            return board
    return None


class NoGuessMines:
    """The mine source of a no-guess game: at the first reveal, a uniform board the solver can finish.

    A front end may look for the board for a cell ahead of the reveal (the window starts when the button goes
    down, on a worker thread, so most of the work is done by the release): ``search`` only *returns* the
    board it finds and keeps nothing, so a search cancelled and finishing late can never replace another's
    board; the front end ``install``s the board on its own thread, only if it is still the one wanted.
    ``layout_for`` then takes the installed board, or searches itself. The search stops when ``cancelled()``
    turns true (a front end's time budget): ``layout_for`` then raises ``NoGuessBoardNotFound``, the game is
    left as it was, and the front end offers a normal board instead. It never hands over a board that needs a
    guess.
    """

    no_guess = True
    known = None

    def __init__(self, rng: random.Random, *, cancelled: Callable[[], bool] | None = None) -> None:
        self.rng = rng
        self.cancelled = cancelled
        self._installed: tuple[tuple[int, int, int, int, int], Layout] | None = None

    def search(
        self, difficulty: Difficulty, first_x: int, first_y: int, cancelled: Callable[[], bool] | None = None
    ) -> Layout | None:
        """The board for a first reveal at (first_x, first_y), or None if cancelled first; nothing is kept."""
        width, height = difficulty.width, difficulty.height
        found = no_guess_mines(
            width, height, difficulty.mines, first_x, first_y, self.rng, cancelled=cancelled or self.cancelled
        )
        return None if found is None else Layout(width, height, found)

    def install(self, difficulty: Difficulty, first_x: int, first_y: int, layout: Layout) -> None:
        """Keep a board ``search`` found for a first reveal at (first_x, first_y), in place of any other."""
        self._installed = (_key(difficulty, first_x, first_y), layout)

    def ready(self, difficulty: Difficulty, first_x: int, first_y: int) -> bool:
        """Whether a board for a first reveal at (first_x, first_y) is installed."""
        return self._installed is not None and self._installed[0] == _key(difficulty, first_x, first_y)

    def layout_for(self, difficulty: Difficulty, first_x: int, first_y: int) -> Layout:
        if self._installed is not None and self.ready(difficulty, first_x, first_y):
            layout, self._installed = self._installed[1], None
            return layout
        found = self.search(difficulty, first_x, first_y)
        if found is None:
            # Translators: {why} says why none was found ("boards this dense rarely have one").
            message = ngettext(
                "no board of {width}×{height} with {mines} mine that needs no guessing was found in the time allowed "
                "({why}); play a normal board instead",
                "no board of {width}×{height} with {mines} mines that needs no guessing was found in the time allowed "
                "({why}); play a normal board instead",
                difficulty.mines,
            )
            raise NoGuessBoardNotFound(
                message.format(
                    width=difficulty.width,
                    height=difficulty.height,
                    mines=difficulty.mines,
                    why=why_none_found(difficulty),
                )
            )
        return found


def why_none_found(difficulty: Difficulty) -> str:
    """Why a search can run out of time, in the player's words that fit the board. Boards are drawn whole and thrown
    away whole, so on a big board, where a spot needing a guess turns up somewhere nearly every time, the size is
    the reason whatever the density; on a smaller one it is the density."""
    cells = difficulty.width * difficulty.height
    if cells > BIG_BOARD_CELLS:
        return _("on a board this big nearly every layout needs a guess somewhere")
    if difficulty.mines >= DENSE * cells:
        return _("boards this dense rarely have one")
    return _("it can take longer than that")


def _key(difficulty: Difficulty, first_x: int, first_y: int) -> tuple[int, int, int, int, int]:
    return difficulty.width, difficulty.height, difficulty.mines, first_x, first_y
