"""One game's life, for both front ends: its clock, its moves, new game, resume, give up and finish.

A front end turns input into a move (kind and cell) and hands it to ``Session.apply``; the session stamps
it with the game clock, applies it, and then does what the move means for what is kept: the first move of a
new game takes over the saved game (a started one is given up and counts as lost, as in Windows 7; one with
only flags counts as nothing), every later move is kept at once (one line of the saved game's journal, so
a move late in a long game costs what an early one does; the whole game is saved when it starts being
saved, is paused, left, replaced or closed, or the journal is full), and a finished game is recorded in the
results database exactly once (every game has an identity the database keeps unique) *before* the saved
game is removed. A result the database refuses (a full disk, another copy holding its lock) is kept to be
recorded later, and the player told so: ``refused_results`` owns what becomes of it.
Only the copy of the game that owns the saved game (an operating-system lock) saves over it, gives it up or
removes it; another copy on the same data folder plays unsaved, says so once, and still records its results.
A new game gives up only a saved game the player has been told it gives up, in this copy, before its first move:
this copy's own game, or the one offered at the start (``waiting``). A saved game of another copy, even one that
copy has since left, is left alone until the player continues it or is offered it.
A saved game is continued from its full save and the longest run of its journal's lines that applies: a line
that does not (a reveal off the board, say) ends the run, and the journal is set aside with one notice.
The clock counts time on this game only: a resumed game carries on from its saved reading, and time away
never counts; a game paused or resumed after its first move is marked *interrupted* (``Play``). A practice game
(``practice_from``) starts at a moment of a finished game, on its board with its moves so far, and is kept like any
game but never ranked nor counted in the statistics. A daily game
(``new_daily``) starts on its daily's board with its start cell opened, the game's first reveal at time 0; its
clock is held until the player's first move, which is the attempt's start: a daily left before it is no attempt.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from minesweeper.core.actions import Action, Kind
from minesweeper.core.board import Rect
from minesweeper.core.ending import outcome_word
from minesweeper.core.errors import MoveNotApplied, RecordError
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import FixedMines, MineSource
from minesweeper.core.play import Clicks, Play, PlayLog
from minesweeper.core.presets import Difficulty
from minesweeper.core.ranking import has_best_times, is_ranked
from minesweeper.core.record import FinishedGame, GameRecord, Outcome, Resume
from minesweeper.game_clock import GameClock
from minesweeper.refused_results import RefusedResults
from minesweeper.store import Store
from minesweeper.store.journal import Keep

if TYPE_CHECKING:
    from datetime import datetime

    from minesweeper.core.daily.scheme import Daily
    from minesweeper.core.hand import HandEvent
    from minesweeper.core.metrics.live import LiveCounters
    from minesweeper.core.solver.review import Review
    from minesweeper.core.summary import SavedSummary

log = logging.getLogger(__name__)

ANOTHER_COPY = (
    "Another Minesweeper window or terminal owns the saved game: this game will not be saved for "
    "Continue, but its result will be counted"
)
LEFT_ALONE = (
    "The saved game waiting here is another Minesweeper window's or terminal's, not offered in this one: it is "
    "left alone, so this game will not be saved for Continue, but its result will be counted"
)


class Session:
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

    # ----------------------------------------------------------------- the clock

    def clock_ms(self) -> int:
        """The game clock: time on this game, carried on from its saved reading, stopped while paused."""
        return self.clock.ms()

    def elapsed_ms(self) -> int:
        return self.game.elapsed_ms(self.clock.ms()) if self.game is not None else 0

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

    @property
    def interrupted(self) -> bool:
        """The current game was paused or resumed from a save after its first move: kept in the records, marked."""
        return self._log.interrupted

    def unpause(self) -> None:
        self.clock.unpause()

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
        self.last_result = None
        self.clock.restart(0)
        return self.game

    def practice_from(self, record: GameRecord, moves: int, *, puzzle_id: int | None = None) -> Game:
        """A practice game on ``record``'s board with its first ``moves`` actions played, the game clock going on
        from the last of them: "play on from here" in a review, or "undo the last click" after a loss. It is kept
        like any game (the saved game is taken over at the player's first move) and marked practice, so it is
        never ranked nor counted. ``RecordError`` when the record has no board or those moves end the game
        (``practice_position``)."""
        replayed = practice_position(record, moves)
        assert record.layout is not None, "practice_position refuses a record without a board"
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
            self.started = self._wall().isoformat(timespec="seconds")
        self.clock.restart(record.actions[moves - 1].t if moves else 0)
        return replayed

    def new_daily(self, daily: Daily, *, practice: bool = False, question_marks: bool = False) -> Game:
        """A game of ``daily``: its board, with its start cell opened as the game's first reveal at time 0 and the
        clock held until the player's first move (the opening is no move of the player's: it neither takes over the
        saved game nor counts a click, and a daily left before a move is no attempt). The game is marked with the
        daily's date; ``practice`` for a daily of another date than today (played from the calendar): kept in
        History as a daily, never counted."""
        game = self.new_game(
            daily.difficulty, FixedMines(daily.layout, no_guess=daily.no_guess), question_marks=question_marks
        )
        game.apply(Action(Kind.REVEAL, *daily.start, 0))
        self._log = PlayLog(Play(practice=practice, daily=daily.date))
        self._moves = self._replayed = 1
        self.clock.hold(0)
        return game

    @property
    def practice(self) -> bool:
        """The current game is a practice game: kept, never ranked nor counted."""
        return self._log.practice

    @property
    def daily(self) -> str:
        """The current game's daily date (``YYYY-MM-DD``), or "" when it is not a daily."""
        return self._log.daily

    @property
    def clock_started(self) -> bool:
        """Whether the current game's clock has started: at its first reveal, or a daily's at the player's first
        move (its opening does not start it). What a timer asks before it shows 1."""
        return self.game is not None and self.game.started_ms is not None and not self.clock.held

    def resume(self, mines: MineSource, *, largest_side: int | None = None) -> Game | None:
        """Carry on with the saved game, if there is one this copy may own and it can be rebuilt.

        ``mines`` lays the mines of a saved game that had none yet; ``largest_side`` refuses a board the
        front end cannot show, with a message, before anything is taken over.
        """
        if self.store is None:
            return None
        saved = self.store.load_resume()
        if saved is None:
            return None
        size = saved.record.difficulty
        if largest_side is not None and max(size.width, size.height) > largest_side:
            self._notice(
                f"The saved game is {size.width}×{size.height}: the window plays boards up to "
                f"{largest_side}×{largest_side}; continue it with minesweeper-text --resume"
            )
            return None
        if not self.store.own_resume():
            self._notice("The saved game is open in another Minesweeper window or terminal")
            return None
        rebuilt = self._rebuild(saved, mines)
        if rebuilt is None or rebuilt[1].is_over:
            self.store.release_resume()
            return None
        saved, game = rebuilt
        self.give_up_unsaved()
        self.game, self.game_id, self.started = game, saved.game_id or new_id(), saved.started
        self.puzzle_id = saved.puzzle_id
        self._log, self._live = PlayLog(saved.play), None
        self._log.interrupt()  # carried on from a save: the player was away from it
        self._moves, self._unkept, self._hand_kept = len(saved.record.actions), [], len(self._log.hand)
        self._wasted_kept = len(self._log.wasted)
        self._replayed = 0
        self.rank, self.recorded, self._continued, self._saving = None, False, True, True
        self._replaceable = self.game_id
        self.last_result = None
        self.clock.restart(saved.clock_ms)
        if self._cut:
            self.save()  # the moves that apply, kept whole now that the journal beyond them is set aside
        return game

    def waiting(self) -> SavedSummary | None:
        """The saved game a new game here would meet, for the front end to name before any move (the terminal's
        first lines, the window's menu); None when there is none. Naming one no other copy owns is the offer ("your
        first move here gives it up"): this session's new games may give up that saved game from then on. Naming one
        another copy has open, or none, takes any earlier offer back: that save is left alone."""
        summary = self.store.peek_resume() if self.store is not None else None
        self.offered(summary)
        return summary

    def offered(self, summary: SavedSummary | None) -> None:
        """The player has been told of ``summary`` as ``waiting`` tells (the window's first menu, drawn before the
        session was made, asks the store itself and hands over what it showed)."""
        self._replaceable = None if summary is None or summary.open_elsewhere else (summary.game_id or "")

    def leave_waiting(self) -> None:
        """The saved game ``waiting`` named stays where it is: a new game here never gives it up, and plays unsaved
        beside it (its result still counted). For a front end that cannot ask the player (a script's run), which
        says so itself: the notice about a saved game left alone is not given again."""
        self._replaceable = None
        self._warned_left_alone = True

    def recover(self) -> None:
        """At start: results kept waiting by an earlier run are recorded, and so is a saved game that had ended
        (its result refused by an older version)."""
        if self.store is None:
            return
        self._refused.recover()
        if not self.store.has_resume() or not self.store.own_resume():
            return
        saved = self.store.load_resume()
        if saved is not None and saved.finished:
            self._rebuild(saved, None)
        self.store.release_resume()

    def _rebuild(self, saved: Resume, mines: MineSource | None) -> tuple[Resume, Game] | None:
        """Replay a save, and the save it was rebuilt from: its journal's lines count up to the first whose move does
        not apply (the game goes on from the lines before, and the journal is set aside); a save whose full save
        itself does not replay is set aside whole; one that had ended is recorded and removed. A game's end is never
        kept in the journal (its result is recorded and the save removed), so a line that ends the game is one the
        game did not write: it does not apply either."""
        store = self.store
        assert store is not None
        while True:  # each round leaves out at least one more line of the journal
            try:
                game = saved.record.replay(mines=mines)
            except MoveNotApplied as error:
                shorter = store.load_resume(not_applied=error)
                if shorter is None:  # a move of the full save itself
                    store.set_resume_aside(f"is not a game that can be resumed ({error})")
                    return None
                saved = shorter
                continue
            except RecordError as error:
                store.set_resume_aside(f"is not a game that can be resumed ({error})")
                return None
            ending = _ending(game)
            shorter = store.load_resume(not_applied=ending) if ending is not None else None
            if shorter is None:  # in play, or ended by its full save (kept so by an older version)
                break
            saved = shorter
        self._cut = store.keep_journal_aside()
        if game.is_over:
            result = self._result(game, saved.clock_ms, saved=saved)
            if store.record_result(result):
                store.remove_resume()
                self._notice(f"The saved {game.difficulty.label} game had already ended; its result is now counted")
            elif self._refused.keep(result):
                store.remove_resume()
        return saved, game

    # ----------------------------------------------------------------- playing

    def apply(self, kind: Kind, x: int, y: int) -> Rect:
        """Make a move at the game clock's time; ``IllegalMove`` (nothing changed) when it is not one: a click on
        the board of a game in play that the rules refuse is a wasted click, counted and kept beside the moves (with
        the next move, or the next save) for the review."""
        game = self.game
        if game is None:
            raise ValueError("no game to play: start or resume one first")
        action = Action(kind, x, y, self.clock_ms())
        changed = self._log.made(game, action)  # a move the rules refuse is counted, kept as wasted, and raised on
        self.clock.release()  # a daily's clock starts at the player's first move
        if self._live is not None:
            self._live.move(action, game.layout)
        self._moves += 1
        self._unkept.append(action)
        if self.started is None and game.started_ms is not None:
            self.started = self._wall().isoformat(timespec="seconds")
        if self._moves == self._replayed + 1 and not self._continued:
            self._take_over()
        if game.is_over:
            self._finish(game)
        else:
            self._keep()
            self._refused.retry_when_due()
        return changed

    def place(self) -> str | None:
        """The finished game's place among the player's wins of its level, style and kind, in the words the win card
        and the terminal say ("#3 of 41 by time, #1 by 3BV/s among your Expert NF wins", ``records.rank_sentence``);
        None for a game that has none (not won, helped, custom, a puzzle, practice) or whose result is not recorded
        yet. It reads the level's games: ask it once, when the card is shown, not at every frame."""
        work = self.placing(apart=False)
        return None if work is None else work()

    def placing(self, *, apart: bool = True) -> Callable[[], str | None] | None:
        """``place`` as work to do later, on the finished game as it is now: None at once for a game that can have no
        place (not won, helped, practice, custom, not recorded yet), else the work that reads its level's games and
        says it. ``apart``: the work reads on a connection of its own, so it may run on a worker thread (the window's
        win card: reading a level's thousands of games the first time in a run takes a while)."""
        result, store = self.last_result, self.store
        play = None if result is None else result.play
        if result is None or play is None or store is None or not self.recorded:
            return None
        if not is_ranked(won=result.won, assisted=play.assisted, practice=play.practice):
            return None
        if not has_best_times(result.ranked_key):
            return None
        from minesweeper.core.metrics.records import rank_sentence

        level, game_id = result.ranked_key, result.game_id
        read = store.records_apart if apart else store.records
        return lambda: rank_sentence(read(level), game_id)

    @property
    def assisted(self) -> bool:
        """The solver helped with the current game: it is counted, never ranked among the best times."""
        return self._log.assisted

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

    @property
    def hand(self) -> tuple[HandEvent, ...]:
        """The current game's recorded hand so far."""
        return tuple(self._log.hand)

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

    @property
    def clicks(self) -> Clicks:
        """The current game's clicks so far, wasted ones too: what its IOE and correctness divide by."""
        return self._log.clicks

    def save(self) -> None:
        """Write the whole game as it stands (the clock included), if this copy owns the saved game: a full save,
        which folds in and replaces the journal."""
        game = self.game
        if self._saving and self.store is not None and game is not None and self._moves and not game.is_over:
            self._unkept, self._hand_kept, self._wasted_kept = [], len(self._log.hand), len(self._log.wasted)
            self.store.save_resume(self._resume(game, finished=False))

    def compact(self) -> None:
        """A full save if the journal holds anything since the last one (the game is paused, left or replaced)."""
        if self.store is not None and self.store.journal_lines:
            self.save()

    def _keep(self) -> None:
        """Keep what changed since the last keep (a move, help asked for): one line of the journal, or a full
        save when there is no journal to take it (the game's first save, after a continue, a full journal)."""
        game, store = self.game, self.store
        if not self._saving or store is None or game is None or not self._moves or game.is_over:
            return
        hand, clock_ms = self._log.hand, self.clock_ms()
        if self._unkept:
            clock_ms = max(clock_ms, self._unkept[-1].t)
        wasted = self._log.wasted
        keep = Keep(
            tuple(self._unkept),
            clock_ms,
            self._log.clicks,
            self._log.assisted,
            self.started,
            hand[self._hand_kept :],
            tuple(wasted[self._wasted_kept :]),
        )
        if store.journal_move(self.game_id, keep):
            self._unkept, self._hand_kept, self._wasted_kept = [], len(hand), len(wasted)
        else:
            self.save()

    def give_up_unsaved(self) -> None:
        """Count a started game that nobody saved as given up, since nothing else will ever count it (a game the
        player has made no move in, such as a daily with only its start cell opened, is no game started)."""
        game = self.game
        if game is not None and game.state is GameState.PLAYING and not self._saving and self._moves > self._replayed:
            self._count(self._result(game, self.clock_ms()))

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

    def take_notices(self) -> list[str]:
        """What the player should be told: the store's notices and the session's, each once."""
        notices = self.store.take_notices() if self.store is not None else []
        notices += self._notices
        self._notices = []
        return notices

    # ----------------------------------------------------------------- what a move means for what is kept

    def _take_over(self) -> None:
        """A new game's first move: own the saved game and give it up, or play unsaved beside its owner, or beside a
        saved game this copy never offered (another copy's, left for the player to continue)."""
        store = self.store
        self._saving = False
        if store is None:
            return
        if not store.own_resume():
            if not self._warned_not_saving:
                self._warned_not_saving = True
                self._notice(ANOTHER_COPY)
            return
        saved = store.load_resume()
        if saved is not None and saved.game_id != self.game_id and (saved.game_id or "") != self._replaceable:
            store.release_resume()  # never offered here: not this copy's to give up
            if not self._warned_left_alone:
                self._warned_left_alone = True
                self._notice(LEFT_ALONE)
            return
        rebuilt = self._rebuild(saved, None) if saved is not None and saved.game_id != self.game_id else None
        if rebuilt is not None:
            saved, replaced = rebuilt
            if replaced.is_over and store.has_resume():
                self._notice(
                    "The saved game's result could not be counted, so it is kept and this game will "
                    "not be saved for Continue"
                )
                store.release_resume()
                return
            if replaced.state is GameState.PLAYING:
                result = self._result(replaced, saved.clock_ms, saved=saved)
                if not self._count(result):
                    self._notice(
                        "The saved game could not be counted as given up, so it is kept and this "
                        "game will not be saved for Continue"
                    )
                    store.release_resume()
                    return
                self._notice(  # in History's words for it
                    f"The unfinished {replaced.difficulty.label} game was replaced and counted as "
                    f"{outcome_word(result.outcome).lower()} (a loss)"
                )
        self._saving = True
        self._replaceable = self.game_id

    def _finish(self, game: Game) -> None:
        """Record the result (or keep it waiting in the pending folder) *before* the saved game goes."""
        store = self.store
        result = self.last_result = self._result(game, self.clock_ms())
        if store is None:
            return
        self.recorded = store.record_result(result)
        if self.recorded:
            self.rank = store.rank(self.game_id)
            self._refused.retry()  # the database takes results again: the ones kept waiting go in too
            store.keep_reserve_room()
        if (self.recorded or self._refused.keep(result)) and self._saving:
            store.remove_resume()
            store.release_resume()
            self._saving = False

    def _count(self, result: FinishedGame) -> bool:
        """Record a result, or keep it waiting to be; False when it could be neither (it is tried again)."""
        return self.store is not None and (self.store.record_result(result) or self._refused.keep(result))

    def _result(self, game: Game, clock_ms: int, *, saved: Resume | None = None) -> FinishedGame:
        """The result of ``game``: this session's current game, or the ``saved`` one it was rebuilt from."""
        from minesweeper.core.metrics.measures import board_metrics  # the board's arithmetic, once a game ends

        outcome = Outcome.of(game.state)  # a game replaced while in play is given up
        if saved is None:
            game_id, started, play, puzzle_id = self.game_id, self.started, self._log.play(), self.puzzle_id
        else:
            game_id, started, play, puzzle_id = saved.game_id or new_id(), saved.started, saved.play, saved.puzzle_id
        when = started or self._wall().isoformat(timespec="seconds")
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

    def _resume(self, game: Game, *, finished: bool) -> Resume:
        return Resume(
            GameRecord.of(game), self.clock_ms(), self.game_id, self.started, finished, self._log.play(), self.puzzle_id
        )

    def _notice(self, text: str) -> None:
        # INFO: the player is told; the log keeps it. A WARNING would also reach stderr where no log is set up.
        log.info("notice: %s", text)
        self._notices.append(text)


def practice_position(record: GameRecord, moves: int) -> Game:
    """The moment of ``record`` a practice game would start from: its board with its first ``moves`` actions played.
    ``RecordError`` when the record has no board or those moves end the game, so a front end can say so before it
    asks anything about the practice game."""
    if record.layout is None:
        raise RecordError("this game has no mines laid, so there is no board to practise on")
    if not 0 <= moves <= len(record.actions):
        raise RecordError(f"a practice game starts after 0 to {len(record.actions)} moves, not {moves}")
    replayed = GameRecord(
        record.difficulty,
        record.layout,
        record.question_marks,
        record.actions[:moves],
        record.no_guess,
        record.opened,
    ).replay()
    if replayed.is_over:
        raise RecordError(f"the game is over after move {moves}: practise from an earlier moment")
    return replayed


def reviewable(result: FinishedGame) -> bool:
    """Whether a finished game has anything to review: mines laid and at least one move."""
    return bool(result.record.actions) and result.record.layout is not None


def review_game(
    result: FinishedGame,
    *,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """The review of a finished game, the one way both front ends work it out: when the game ends (the window on a
    worker thread, the terminal at once with its progress shown), when an unreviewed game is replayed, and by
    ``--review``. Its work is the core's one deterministic allowance (``review.REVIEW_WORK``), never a clock, so a
    game gets the same review wherever it is asked for; the moves past it are reported as not judged. Safe to run
    on a worker thread: it reads only ``result``; the caller keeps the review (``Store.keep_review``) on its own."""
    if not reviewable(result):
        raise RecordError("this game has no moves to review")
    from minesweeper.core.solver.review import review  # the solver loads when a game is first reviewed

    return review(result.record, wasted=result.play.wasted, cancelled=cancelled, progress=progress)


def _ending(game: Game) -> MoveNotApplied | None:
    """The move that ended ``game``, as one that does not apply to a game being continued; None while it is in play."""
    if not game.is_over or not game.actions:
        return None
    move = len(game.actions)
    return MoveNotApplied(move, f"move {move} ({game.actions[-1]}) ends the game, and a game's end is never journaled")


def new_id() -> str:
    """A game's identity, unique across every copy of the game on every machine."""
    import uuid  # loaded at the first game, not at start-up

    return uuid.uuid4().hex


def _wall_clock() -> datetime:
    from datetime import datetime

    return datetime.now()
