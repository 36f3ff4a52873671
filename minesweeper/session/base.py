"""What a session holds of the current game, and how a finished game becomes its result.

The base of ``Session``: the current game, its play log (clicks, help, hand, wasted clicks), its identity and start
date, the game clock, the notices for the player and the results the database refused; and the one way a game, the
current one or a saved one rebuilt, is made a ``FinishedGame`` and counted. The ownership of the saved game
(``saved``) and the game's life (``life``) build on it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from minesweeper.core.actions import Action
from minesweeper.core.game import Game
from minesweeper.core.play import Clicks, PlayLog
from minesweeper.core.record import FinishedGame, GameRecord, Outcome, Resume
from minesweeper.session.clock import GameClock
from minesweeper.session.refused import RefusedResults
from minesweeper.store import Store

if TYPE_CHECKING:
    from datetime import datetime

    from minesweeper.core.ending import Ending
    from minesweeper.core.hand import HandEvent
    from minesweeper.core.metrics.live import LiveCounters

log = logging.getLogger("minesweeper.session")


class SessionBase:
    """The current game and everything that outlives a move; ``store`` None keeps nothing (tests, demos)."""

    def __init__(
        self,
        store: Store | None,
        *,
        clock: Callable[[], float] = time.monotonic,
        wall: Callable[[], datetime] | None = None,
    ) -> None:
        """``wall`` tells the date a game starts (tests pass a fixed one); ``clock`` times the game."""
        self.store = store
        self._wall = wall or _wall_clock
        self.game: Game | None = None
        self._log = PlayLog()  # the clicks, the help asked for and the hand of the current game
        self._live: LiveCounters | None = None  # the current game's live counters, once asked for
        self.game_id = ""
        self.puzzle_id: int | None = None  # the library puzzle being played
        self.started: str | None = None  # wall-clock date of the first reveal
        self.rank: int | None = None  # the finished game's place among the best times
        self.last_result: FinishedGame | None = None  # the current game's result, once it has ended
        self.ending: Ending | None = None  # how the current game ended, once it has (``ending``)
        self._promised = False  # the current daily was promised to count (``ending``: asked again at the first move)
        self._promise_text = ""  # what was said of the current daily before its first move
        self.recorded = False  # the finished game's result is safely in the database
        self._continued = False  # the game is the saved one, carried on
        self._saving = False  # this copy owns the saved game and writes every move to it
        self._moves = 0  # moves in the current game (counted here: the game's own list is copied to be read)
        self._replayed = 0  # moves a practice game started with: the player's first move comes after them
        self._unkept: list[Action] = []  # moves not in the save or its journal yet
        self._hand_kept = 0  # events of the recorded hand in the save or its journal
        self._wasted_kept = 0  # wasted clicks in the save or its journal
        self._warned_not_saving = False
        self._warned_left_alone = False
        self._cut = False  # the saved game last rebuilt left lines of its journal out
        # The saved game a new game's first move may give up ("" for one with no identity, from an old version):
        # this copy's own, or the one the player was last told a new game gives up; any other is left alone.
        self._replaceable: str | None = None
        self._notices: list[str] = []
        self._refused = RefusedResults(store, now=clock, notice=self._notice)  # results the database refused
        self.clock = GameClock(clock)

    # ----------------------------------------------------------------- the clock and the play log

    def clock_ms(self) -> int:
        """The game clock: time on this game, carried on from its saved reading, stopped while paused."""
        return self.clock.ms()

    def elapsed_ms(self) -> int:
        return self.game.elapsed_ms(self.clock.ms()) if self.game is not None else 0

    @property
    def interrupted(self) -> bool:
        """The current game was paused or resumed from a save after its first move: kept in the records, marked."""
        return self._log.interrupted

    @property
    def practice(self) -> bool:
        """The current game is a practice game: kept, never ranked nor counted."""
        return self._log.practice

    @property
    def daily(self) -> str:
        """The current game's daily date (``YYYY-MM-DD``), or "" when it is not a daily."""
        return self._log.daily

    @property
    def assisted(self) -> bool:
        """The solver helped with the current game: it is counted, never ranked among the best times."""
        return self._log.assisted

    @property
    def hand(self) -> tuple[HandEvent, ...]:
        """The current game's recorded hand so far."""
        return tuple(self._log.hand)

    @property
    def clicks(self) -> Clicks:
        """The current game's clicks so far, wasted ones too: what its IOE and correctness divide by."""
        return self._log.clicks

    def _now(self) -> tuple[str, str]:
        """This moment, as kept: the local wall-clock time a game's date is (ISO 8601, to the second), and the same
        moment as a UTC instant (with its offset), which no change of clock or time zone makes ambiguous."""

        from datetime import UTC  # loaded when a game starts, not before the first frame

        moment = self._wall()
        return moment.isoformat(timespec="seconds"), moment.astimezone(UTC).isoformat(timespec="seconds")

    # ----------------------------------------------------------------- results and notices

    def _count(self, result: FinishedGame) -> bool:
        """Record a result, or keep it waiting to be; False when it could be neither (it is tried again)."""
        return self.store is not None and (self.store.record_result(result) or self._refused.keep(result))

    def _result(self, game: Game, clock_ms: int, *, saved: Resume | None = None) -> FinishedGame:
        """The result of ``game``: this session's current game, or the ``saved`` one it was rebuilt from."""
        from minesweeper.core.metrics.measures import board_metrics  # the board's arithmetic, once a game ends

        outcome = Outcome.of(game.state)  # a game replaced while in play is given up
        now, ended_utc = self._now()
        if saved is None:
            self._log.ended_utc = ended_utc
            game_id, started, play, puzzle_id = self.game_id, self.started, self._log.play(), self.puzzle_id
        else:
            game_id, started, puzzle_id = saved.game_id or new_id(), saved.started, saved.puzzle_id
            play = replace(saved.play, ended_utc=ended_utc)
        when = started or now
        # The chord setting a hand recorded in this session was played with (its EVF export needs it).
        chords = (
            self.store.load_settings().left_click_chord
            if saved is None and play.hand and self.store is not None
            else None
        )
        return FinishedGame(
            game_id,
            GameRecord.of(game),
            outcome,
            game.elapsed_ms(clock_ms),
            when,
            play,
            puzzle_id,
            *board_metrics(game),
            chords,
        )

    def take_notices(self) -> list[str]:
        """What the player should be told: the store's notices and the session's, each once."""
        notices = self.store.take_notices() if self.store is not None else []
        notices += self._notices
        self._notices = []
        return notices

    def _notice(self, text: str) -> None:
        # INFO: the player is told; the log keeps it. A WARNING would also reach stderr where no log is set up.
        log.info("notice: %s", text)
        self._notices.append(text)


def new_id() -> str:
    """A game's identity, unique across every copy of the game on every machine."""
    import uuid  # loaded at the first game, not at start-up

    return uuid.uuid4().hex


def _wall_clock() -> datetime:
    from datetime import datetime

    return datetime.now()
