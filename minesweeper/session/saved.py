"""The ownership of the saved game: continuing it, offering it, giving it up, and keeping every move in it.

Only the copy of the game that owns the saved game (an operating-system lock) saves over it, gives it up or removes
it; another copy on the same data folder plays unsaved, says so once, and still records its results. A new game gives
up only a saved game the player has been told it gives up, in this copy, before its first move: this copy's own game,
or the one offered at the start (``waiting``). A saved game of another copy, even one that copy has since left, is
left alone until the player continues it or is offered it. Every move is kept at once (one line of the saved game's
journal; the whole game is saved when it starts being saved, is paused, left, replaced or closed, or the journal is
full). A saved game is continued from its full save and the longest run of its journal's lines that applies: a line
that does not (a reveal off the board, say) ends the run, and the journal is set aside with one notice.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from minesweeper.core.errors import MoveNotApplied, RecordError
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import MineSource
from minesweeper.core.language.translate import N_, _
from minesweeper.core.play import PlayLog
from minesweeper.core.record import GameRecord, Resume
from minesweeper.session.base import SessionBase, new_id
from minesweeper.store.journal import Keep

if TYPE_CHECKING:
    from minesweeper.core.summary import SavedSummary

ANOTHER_COPY = N_(
    "Another Minesweeper window or terminal owns the saved game: this game will not be saved for "
    "Continue, but its result will be counted"
)
"""Said when the saved game is another copy's (translated where it is said)."""
LEFT_ALONE = N_(
    "The saved game waiting here is another Minesweeper window's or terminal's, not offered in this one: it is "
    "left alone, so this game will not be saved for Continue, but its result will be counted"
)
"""Said once when a game begins beside another copy's saved game (translated where it is said)."""


class SavedGameOwner(SessionBase):
    """A session's hold on the saved game: what it continues, offers, gives up and writes."""

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
            too_big = _(
                "The saved game is {width}×{height}: the window plays boards up to {most}×{most}; continue it with "
                "minesweeper-text --resume"
            )
            self._notice(too_big.format(width=size.width, height=size.height, most=largest_side))
            return None
        if not self.store.own_resume():
            self._notice(_("The saved game is open in another Minesweeper window or terminal"))
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
        self.last_result = self.ending = None
        self.clock.restart(saved.clock_ms)
        if self._cut:
            self.save()  # the moves that apply, kept whole now that the journal beyond them is set aside
        return game

    def waiting(self) -> SavedSummary | None:
        """The saved game a new game here would meet, for the front end to name before any move (the terminal's
        first lines, the window's menu); None when there is none. Naming one no other copy owns is the offer ("your
        first move here gives it up"): this session's new games may give up that saved game from then on. Naming one
        another copy has open, or none, takes any earlier offer back: that save is left alone. The time it names is the
        one clock of a waiting game: this copy's own game in play is read off its running clock (what its timer and
        Continue show), any other off its save."""
        summary = self.store.peek_resume() if self.store is not None else None
        game = self.game
        if summary is not None and summary.game_id == self.game_id and game is not None and not game.is_over:
            summary = replace(summary, played_ms=self.elapsed_ms())
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
                    store.set_resume_aside(_set_aside(error))
                    return None
                saved = shorter
                continue
            except RecordError as error:
                store.set_resume_aside(_set_aside(error))
                return None
            ending = _ending(game)
            shorter = store.load_resume(not_applied=ending) if ending is not None else None
            if shorter is None:  # in play, or ended by its full save (kept so by an older version)
                break
            saved = shorter
        self._cut = store.keep_journal_aside()
        if game.is_over:
            result = self._result(game, saved.clock_ms, saved=saved)
            added = store.record_new(result)
            if added is not None:
                store.remove_resume()
                if added:  # a result the database already had (kept before a crash) is not news
                    ended = _("The saved {level} game had already ended; its result is now counted")
                    self._notice(ended.format(level=_(game.difficulty.label)))
            elif self._refused.keep(result):
                store.remove_resume()
        return saved, game

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
                self._notice(_(ANOTHER_COPY))
            return
        saved = store.load_resume()
        if saved is not None and saved.game_id != self.game_id and (saved.game_id or "") != self._replaceable:
            store.release_resume()  # never offered here: not this copy's to give up
            if not self._warned_left_alone:
                self._warned_left_alone = True
                self._notice(_(LEFT_ALONE))
            return
        rebuilt = self._rebuild(saved, None) if saved is not None and saved.game_id != self.game_id else None
        if rebuilt is not None:
            saved, replaced = rebuilt
            if replaced.is_over and store.has_resume():
                self._notice(
                    _(
                        "The saved game's result could not be counted, so it is kept and this game will "
                        "not be saved for Continue"
                    )
                )
                store.release_resume()
                return
            if replaced.state is GameState.PLAYING:
                result = self._result(replaced, saved.clock_ms, saved=saved)
                if not self._count(result):
                    self._notice(
                        _(
                            "The saved game could not be counted as given up, so it is kept and this "
                            "game will not be saved for Continue"
                        )
                    )
                    store.release_resume()
                    return
                replaced_by = _("The unfinished {level} game was replaced and counted as given up (a loss)")
                self._notice(replaced_by.format(level=_(replaced.difficulty.label)))  # a game in play is given up
        self._saving = True
        self._replaceable = self.game_id

    def _resume(self, game: Game, *, finished: bool) -> Resume:
        return Resume(
            GameRecord.of(game), self.clock_ms(), self.game_id, self.started, finished, self._log.play(), self.puzzle_id
        )


def _ending(game: Game) -> MoveNotApplied | None:
    """The move that ended ``game``, as one that does not apply to a game being continued; None while it is in play."""
    if not game.is_over or not game.actions:
        return None
    move = len(game.actions)
    ends = _("move {number} ({action}) ends the game, and a game's end is never journaled")
    return MoveNotApplied(move, ends.format(number=move, action=game.actions[-1]))


def _set_aside(error: Exception) -> str:
    """Why a saved game that cannot be continued is set aside, following its file's name in the notice."""
    # Translators: follows the saved game's file name in a notice; {error} says what is wrong with it.
    return _("is not a game that can be resumed ({error})").format(error=error)
