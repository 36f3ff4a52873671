"""The window's reviews of finished games, worked out in the background for the life of the app.

Every finished game is reviewed the session's one way (``session.review_game``: bounded by the review's own work
allowance), on one worker thread at a time, and kept with the game as soon as it is done: the game that has just ended
by the session itself (``Session.settle_review``, handed the answer), which keeps it and puts it on the game's ending,
any other here. The work belongs to the
app, not to a screen: a new game, the menu or another screen never stops it, and quitting never waits for it (the
worker is a daemon thread, dropped with the process). A review cut short that way is taken up again at the next
start: the newest finished games the history lists without a review (at most ``RESUMED``) join the queue behind
whatever the player asks for, so History's accuracy column and the Statistics chart fill in by themselves. A game
the player is looking at (the results card, the replay viewer) goes to the front of the queue.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from minesweeper.core.language.translate import _
from minesweeper.gui.platform.background import POLL_MS, Task

if TYPE_CHECKING:
    from minesweeper.core.record import FinishedGame
    from minesweeper.core.solver.judge import Fatal
    from minesweeper.core.solver.review import Review
    from minesweeper.store import Store

    Settle = Callable[[Review | None, str], None]  # keeps a game's review once worked out (or hears why there is none)

RESUMED = 20  # at start, the newest finished games without a review are queued, this many at most
ANSWERS_KEPT = 20  # the latest answers kept for the screens that asked (a card opened again, a viewer)


class Reviews:
    """The queue of finished games to review, the one review being worked out, and the answers so far."""

    def __init__(self, store: Store | None) -> None:
        self.store = store
        self._queue: deque[FinishedGame | int] = deque()  # a game, or the history's row id of one to read first
        self._task: Task[Review] | None = None
        self._working: FinishedGame | None = None
        self._answers: dict[str, tuple[Review | None, str | None]] = {}
        self._settle: dict[str, Settle] = {}  # who keeps a game's review once worked out (the session of its ending)
        self._fatal: dict[str, Fatal] = {}  # a lost game's fatal move, judged first by its review, for its verdict

    @property
    def busy(self) -> bool:
        return self._task is not None or bool(self._queue)

    def next_tick_ms(self) -> int | None:
        """How soon the app must look again (``poll``), or None while there is nothing to review."""
        return POLL_MS if self.busy else None

    def ask(self, game: FinishedGame, *, settle: Settle | None = None) -> None:
        """Review ``game`` next (the one the player is looking at), unless it is being reviewed or answered;
        ``settle`` keeps the review once worked out (the session whose game has just ended: ``Session.settle_review``),
        else it is kept here. A lost game's review judges its fatal move first: ``fatal`` has it from then on."""
        from minesweeper.session import reviewable

        if settle is not None:
            self._settle[game.game_id] = settle
        if game.game_id in self._answers or not reviewable(game):
            return
        if self._working is not None and self._working.game_id == game.game_id:
            return
        self._queue = deque(item for item in self._queue if not _same(item, game))
        self._queue.appendleft(game)
        self._start_next()

    def fatal(self, game_id: str) -> Fatal | None:
        """A lost game's fatal move as its review judged it (before any other move): the verdict; None before."""
        return self._fatal.get(game_id)

    def answer(self, game_id: str) -> tuple[Review | None, str | None] | None:
        """The review of game ``game_id`` (or None and why there is none), once worked out; None before."""
        return self._answers.get(game_id)

    def waiting_for(self, game_id: str) -> bool:
        """Whether game ``game_id``'s review is being worked out or waits its turn."""
        working = self._working is not None and self._working.game_id == game_id
        return working or any(not isinstance(item, int) and item.game_id == game_id for item in self._queue)

    def resume(self) -> None:
        """At start: queue the newest finished games the history lists without a review, behind anything asked."""
        if self.store is None:
            return
        entries = self.store.history(limit=RESUMED)
        self._queue.extend(e.row_id for e in entries if e.accuracy is None and e.replayable and e.damage is None)
        self._start_next()

    def poll(self) -> None:
        """Take a finished review (kept with its game at once), then start the next one."""
        task, game = self._task, self._working
        if task is None or game is None or not task.done:
            return
        self._task, self._working = None, None
        from minesweeper.core.errors import MinesweeperError
        from minesweeper.core.solver.counting import Cancelled

        try:
            review = task.result()
        except Cancelled:
            # Translators: why a game has no review ("No review: {why}").
            self._answer(game.game_id, (None, _("the review was stopped")))
        except (MinesweeperError, ValueError) as error:
            self._answer(game.game_id, (None, str(error)))
        else:
            self._answer(game.game_id, (review, None))
        self._start_next()

    def stop(self) -> None:
        """The app is closing: the review under way is dropped (taken up again at the next start)."""
        if self._task is not None:
            self._task.cancel()
        self._task, self._working = None, None
        self._queue.clear()

    def wait(self, timeout_s: float) -> bool:
        """Block until the review under way ends (tests); True if it did, or none was under way."""
        return self._task is None or self._task.wait(timeout_s)

    def _answer(self, game_id: str, answer: tuple[Review | None, str | None]) -> None:
        """A review worked out (or why there is none): kept with its game, by the session that asked for it or here,
        and remembered for the screens that look for it."""
        settle = self._settle.pop(game_id, None)
        review, why_not = answer
        if settle is not None:
            settle(review, why_not or "")
        elif review is not None and self.store is not None:
            self.store.keep_review(game_id, review)
        self._answers[game_id] = answer
        while len(self._answers) > ANSWERS_KEPT:
            gone = next(iter(self._answers))
            del self._answers[gone]
            self._fatal.pop(gone, None)

    def _start_next(self) -> None:
        from minesweeper.session import reviewable

        while self._task is None and self._queue:
            item = self._queue.popleft()
            game = item if not isinstance(item, int) else self._read(item)
            if game is None or not reviewable(game) or game.game_id in self._answers:
                continue
            self._working = game
            self._task = Task(partial(_review, game, self._fatal.__setitem__), budget_s=math.inf)

    def _read(self, row_id: int) -> FinishedGame | None:
        """A queued game of the history, read when its turn comes (it may have gone, or gained a review)."""
        if self.store is None or self.store.review_of(row_id) is not None:
            return None
        return self.store.stored_game(row_id)


def _review(game: FinishedGame, judged: Callable[[str, Fatal], None], cancelled: Callable[[], bool]) -> Review:
    """The review of ``game``, on a worker thread; its fatal move, judged first, is handed to ``judged`` at once (a
    dict's item set: safe from another thread)."""
    from minesweeper.session import review_game

    return review_game(game, cancelled=cancelled, on_fatal=lambda fatal: judged(game.game_id, fatal))


def _same(item: FinishedGame | int, game: FinishedGame) -> bool:
    return not isinstance(item, int) and item.game_id == game.game_id
