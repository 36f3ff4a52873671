"""One game's life: new games, moves, the end of a game and of the session.

A front end turns input into a move (kind and cell) and hands it to ``Session.apply``; the session stamps it with the
game clock, applies it, and then does what the move means for what is kept: the first move of a new game takes over
the saved game (``saved``: a started one is given up and counts as lost, as in Windows 7; one with only flags counts as
nothing), every later move is kept at once, and a finished game is recorded in the results database exactly once
(every game has an identity the database keeps unique) *before* the saved game is removed. A result the database
refuses (a full disk, another copy holding its lock) is kept to be recorded later, and the player told so
(``refused``). The clock counts time on this game only: a resumed game carries on from its saved reading, and time
away never counts; a game paused or resumed after its first move is marked *interrupted* (``Play``). A practice game
(``practice_from``) starts at a moment of a finished game, on its board with its moves so far, and is kept like any
game but never ranked nor counted in the statistics. A daily game (``new_daily``) starts on its daily's board with its
start cell opened, the game's first reveal at time 0; its clock is held until the player's first move, which is the
attempt's start: a daily left before it is no attempt.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from minesweeper.core.actions import Action, Kind
from minesweeper.core.board import Rect
from minesweeper.core.errors import RecordError
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import FixedMines, MineSource
from minesweeper.core.language.translate import _
from minesweeper.core.play import Play, PlayLog
from minesweeper.core.presets import Difficulty
from minesweeper.core.record import GameRecord
from minesweeper.session.base import new_id
from minesweeper.session.ending import EndingOwner

if TYPE_CHECKING:
    from minesweeper.core.daily.scheme import Daily
    from minesweeper.core.hand import HandEvent
    from minesweeper.core.metrics.live import LiveCounters


class Session(EndingOwner):
    """One game's life: started, played move by move, finished and recorded, or paused, saved and continued."""

    # ----------------------------------------------------------------- the clock

    def pause(self) -> None:
        """Stop the clock, and fold the journal into the full save while the player is away. A game in play after
        the player's first move becomes *interrupted* (kept in the records, marked so), saved whole at once so a
        resumed game stays marked."""
        game = self.game
        in_play = game is not None and game.state is GameState.PLAYING and self._moves > self._replayed
        if in_play and self._log.interrupt():
            self.save()
        self.compact()
        self.clock.pause()

    def unpause(self) -> None:
        self.clock.unpause()

    @property
    def clock_started(self) -> bool:
        """Whether the current game's clock has started: at its first reveal, or a daily's at the player's first
        move (its opening does not start it). What a timer asks before it shows 1."""
        return self.game is not None and self.game.started_ms is not None and not self.clock.held

    # ----------------------------------------------------------------- starting games

    def new_game(
        self,
        difficulty: Difficulty,
        mines: MineSource,
        *,
        question_marks: bool = False,
        opened: Iterable[tuple[int, int]] = (),
        puzzle_id: int | None = None,
    ) -> Game:
        """A fresh game; the saved one stays until this game's first move takes over (or the app closes).

        A puzzle from the library starts with its ``opened`` cells open and its result names ``puzzle_id``.
        """
        self.compact()
        self.give_up_unsaved()
        self.game = Game(difficulty, mines, question_marks=question_marks, opened=opened)
        self.puzzle_id = puzzle_id
        self._log, self._live = PlayLog(), None
        self._moves, self._unkept, self._hand_kept, self._replayed, self._wasted_kept = 0, [], 0, 0, 0
        self.game_id = new_id()
        self.started, self.rank, self.recorded, self._continued = None, None, False, False
        self.last_result = self.ending = None
        self._promised, self._promise_text = False, ""
        self.clock.restart(0)
        return self.game

    def practice_from(self, record: GameRecord, moves: int, *, puzzle_id: int | None = None) -> Game:
        """A practice game on ``record``'s board with its first ``moves`` actions played, the game clock going on
        from the last of them: "play on from here" in a review, or "undo the last click" after a loss. It is kept
        like any game (the saved game is taken over at the player's first move) and marked practice, so it is
        never ranked nor counted. ``RecordError`` when the record has no board or those moves end the game
        (``practice_position``)."""
        replayed = practice_position(record, moves)
        assert record.layout is not None, "practice_position refuses a record without a board"  # i18n: fixed (a check)
        self.new_game(
            record.difficulty,
            FixedMines(record.layout, no_guess=record.no_guess),
            question_marks=record.question_marks,
            opened=record.opened,
            puzzle_id=puzzle_id,
        )
        self.game = replayed
        self._log = PlayLog(Play(practice=True, practice_from=moves))
        self._moves = self._replayed = moves
        if replayed.started_ms is not None:
            self.started, self._log.started_utc = self._now()
        self.clock.restart(record.actions[moves - 1].t if moves else 0)
        return replayed

    def new_daily(self, daily: Daily, *, practice: bool = False, question_marks: bool = False) -> Game:
        """A game of ``daily``: its board, with its start cell opened as the game's first reveal at time 0 and the
        clock held until the player's first move. The start cell belongs to the board, opened for the player as their
        first click would be: a left click at time 0, counted in the clicks and the effective clicks, the review's
        first move, the replay's and the EVF file's first click (so every figure is ms-toollib's for the file, and
        the effective clicks never outnumber the clicks). It is no move of the player's for what is kept: it neither
        takes over the saved game nor starts the attempt, and a daily left before a move is none. The game is marked
        with the daily's date; ``practice`` for a daily of another date than today (played from the calendar): kept in
        History as a daily, never counted."""
        game = self.new_game(
            daily.difficulty, FixedMines(daily.layout, no_guess=daily.no_guess), question_marks=question_marks
        )
        self._log = PlayLog(Play(practice=practice, daily=daily.date))
        self._log.made(game, Action(Kind.REVEAL, *daily.start, 0))
        self._moves = self._replayed = 1
        self.clock.hold(0)
        self._promise()
        return game

    def resume(self, mines: MineSource, *, largest_side: int | None = None) -> Game | None:
        """Carry on with the saved game (``SavedGameOwner.resume``); a daily carried on is told at once whether it
        still counts (another attempt may have counted meanwhile: then it will not)."""
        game = super().resume(mines, largest_side=largest_side)
        if game is not None and self._log.daily:
            said = self._promise()
            if said and not self._promised:
                self._notice(said)
        return game

    # ----------------------------------------------------------------- playing

    def apply(self, kind: Kind, x: int, y: int, *, at_ms: int | None = None) -> Rect:
        """Make a move at the game clock's time (or at ``at_ms``, earlier on it: a first reveal that waited for its
        no-guess board is made as of when it was asked for); ``IllegalMove`` (nothing changed) when it is not one: a
        click on the board of a game in play that the rules refuse is a wasted click, counted and kept beside the
        moves (with the next move, or the next save) for the review."""
        game = self.game
        if game is None:
            raise ValueError("no game to play: start or resume one first")  # i18n: fixed (a programming error)
        now = self.clock_ms()
        action = Action(kind, x, y, now if at_ms is None else min(at_ms, now))
        changed = self._log.made(game, action)  # a move the rules refuse is counted, kept as wasted, and raised on
        self.clock.release()  # a daily's clock starts at the player's first move
        if self._live is not None:
            self._live.move(action, game.layout)
        self._moves += 1
        self._unkept.append(action)
        if self.started is None and game.started_ms is not None:
            self.started, self._log.started_utc = self._now()
        if self._moves == self._replayed + 1 and self._log.daily:
            self._keep_promise()  # the attempt starts now: what was promised before it must still hold
        if self._moves == self._replayed + 1 and not self._continued:
            self._take_over()
        if game.is_over:
            self._finish(game)
        else:
            self._keep()
            self._refused.retry_when_due()
        return changed

    def mark_assisted(self) -> bool:
        """The solver helped (a hint, the mine chances): the one rule both front ends follow.

        Help asked for a game not yet over makes it assisted, kept at once in the save so a resumed game stays
        unranked; help on a finished game changes nothing. True when the game has just become assisted."""
        game = self.game
        if game is None or game.is_over or self._log.assisted:
            return False
        self._log.assist()
        self._keep()
        return True

    def record_hand(self, event: HandEvent) -> None:
        """One pointer event of the window's hand, kept with the game's play for replays and EVF."""
        if self._log.record(event) and self._live is not None:
            self._live.pointer(event)

    def live_counters(self, *, left_click_chords: bool = True) -> LiveCounters | None:
        """The current game's live counters (``metrics.live``), made from its moves and hand so far the first time
        they are asked for and fed every move and pointer event from then on (a game nobody watches them for spends
        nothing on them); ``left_click_chords``: the chord setting the hand is played with. A game whose moves did not
        all come from its hand (a daily's opening, a practice game's moves before it, a puzzle's cells open at the
        start) has no path. None with no game."""
        game = self.game
        if game is None:
            return None
        if self._live is None:
            from minesweeper.core.metrics.live import LiveCounters  # only once a player shows them

            log = self._log
            whole_hand = not (self._replayed or log.practice or log.daily or game.opened_at_start)
            self._live = LiveCounters.of(game, log.hand, left_click_chords=left_click_chords, path=whole_hand)
        return self._live

    # ----------------------------------------------------------------- the end of a game, and of the session

    def _finish(self, game: Game) -> None:
        """Record the result (or keep it waiting in the pending folder) *before* the saved game goes, and decide how
        the game ended (``ending``), in one turn of the copies of the game (``Store.finishing``): a daily's results
        kept waiting are recorded first, so results are recorded in the order they were kept, and whether it counted
        is read before any other copy can record another."""
        store = self.store
        result = self.last_result = self._result(game, self.clock_ms())
        if store is None:
            self.ending = self._ending_of(result)
            return
        with store.finishing():
            if result.play.daily:
                self._refused.flush()
            self.recorded = store.record_result(result)
            kept = self.recorded or self._refused.keep(result)
            self.rank = store.rank(self.game_id) if self.recorded else None
            self.ending = self._ending_of(result)
        if self.recorded:
            self._refused.retry()  # the database takes results again: the ones kept waiting go in too
            store.keep_reserve_room()
        if kept and self._saving:
            store.remove_resume()
            store.release_resume()
            self._saving = False

    @property
    def unrecorded(self) -> int:
        """Results that neither the database, a pending file nor the reserve could take: they are only in memory,
        and quitting would lose them, so the front ends ask first (``retry_unrecorded``)."""
        return self._refused.unrecorded

    def retry_unrecorded(self) -> int:
        """The player freed some space: offer the results only in memory to the database, the pending folder and
        the reserve again; how many are still only in memory."""
        self._refused.retry()
        return self._refused.unrecorded

    def close(self) -> None:
        """At exit: save the clock as it stands, try refused results once more and say what still waits (a
        result kept in the pending folder is counted at the next start; one not even kept there is named as
        lost), and let another copy own the save."""
        self.save()
        self.give_up_unsaved()
        if self.store is None:
            return
        self._refused.retry_at_quit()
        self.store.close()


def practice_position(record: GameRecord, moves: int) -> Game:
    """The moment of ``record`` a practice game would start from: its board with its first ``moves`` actions played.
    ``RecordError`` when the record has no board or those moves end the game, so a front end can say so before it
    asks anything about the practice game."""
    if record.layout is None:
        raise RecordError(_("this game has no mines laid, so there is no board to practise on"))
    if not 0 <= moves <= len(record.actions):
        raise RecordError(
            _("a practice game starts after 0 to {count} moves, not {moves}").format(
                count=len(record.actions), moves=moves
            )
        )
    replayed = GameRecord(
        record.difficulty,
        record.layout,
        record.question_marks,
        record.actions[:moves],
        record.no_guess,
        record.opened,
    ).replay()
    if replayed.is_over:
        raise RecordError(_("the game is over after move {moves}: practise from an earlier moment").format(moves=moves))
    return replayed
