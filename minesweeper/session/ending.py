"""The end of a game, decided once: the ``Ending`` the session makes when a game ends, the work its slower parts take,
and a daily's promise before it starts.

When a game ends the session records it and, in the same turn (``Store.finishing``: one copy at a time), decides how
it ended: the headline and its best-time claim (``Store.rank``: the table Personal bests shows first), the note on why
it is not ranked or counted, a daily's standing and line to share (``core.daily.results``), and the figures. Both
front ends render that value and only schedule the work its slower parts take (``EndingWork``): a won game's place
among the player's wins, a giant board's whole scorecard, the verdict on a loss (the review's judgement of its last
move) and the review of every move. The window runs them on worker threads, the terminal at once; each answer is
handed back (``settle_``...) and becomes a new ``Ending``, never worked out a second way. The review is kept with the
game here, the one place a game's review is kept as it ends.

A daily says before its first move whether it will count (``daily_promise``); the promise is asked again at the
player's first move, the moment the attempt starts, and a promise that no longer holds (the date has passed
meanwhile, or another attempt has counted) is taken back at once, with a notice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from minesweeper.core.ending import ASSISTED_NOTE, PRACTICE_NOTE, REVIEWING, DailyEnding, Ending, headline
from minesweeper.core.language.translate import _
from minesweeper.core.ranking import has_best_times, is_ranked
from minesweeper.core.record import Outcome
from minesweeper.session.review import review_game, reviewable
from minesweeper.session.saved import SavedGameOwner

if TYPE_CHECKING:
    from minesweeper.core.daily.results import DailyAttempt
    from minesweeper.core.daily.scheme import Daily
    from minesweeper.core.metrics.scorecard import Figure
    from minesweeper.core.record import FinishedGame
    from minesweeper.core.solver.judge import Fatal
    from minesweeper.core.solver.review import Review

Progress = Callable[[int, int], None]

# The most cells a board can have for its whole scorecard to be worked out as the game ends: Expert's. Measured on a
# busy 2-core machine, an Expert game's figures take 10-25 ms; a custom 64×64 board's 0.3 s (human ZiNi), a 500×500
# board's with 32,000 moves 1 s: past Expert's size the figures the result kept come first, the rest as work.
FIGURES_AT_ONCE_CELLS: Final = 30 * 16


@dataclass(frozen=True)
class EndingWork:
    """What is still to be worked out about the game that has just ended, each as work a front end schedules (on a
    worker thread, or at once) and hands back to the session; None for a part that needs no work."""

    game_id: str
    figures: Callable[[], list[Figure]] | None  # a giant board's whole scorecard
    place: Callable[[], str | None] | None  # a won game's place among the player's comparable wins
    verdict: Callable[[Callable[[], bool]], Fatal] | None  # a lost game's fatal move, judged as the review judges it
    review: Callable[[Callable[[], bool], Progress | None, Fatal | None], Review] | None  # every move judged


class EndingOwner(SavedGameOwner):
    """A session's ending of its current game, and a daily's promise."""

    # ----------------------------------------------------------------- a daily's promise

    @property
    def daily_board(self) -> Daily | None:
        """The daily the current game is played on (the scheme's, worked out once a run), or None."""
        game = self.game
        if not self._log.daily or game is None:
            return None
        from minesweeper.core.daily.scheme import LEVELS, daily

        level = game.difficulty.key
        return daily(self._log.daily, level) if level in LEVELS else None

    def _promise(self) -> str:
        """Decide what is said of the current daily before the player's first move: whether it will count, and why not
        when it will not (``will_count_sentence``); "" for a game that is no daily. The promise is kept, to be asked
        again at the player's first move (``daily_promise`` reads it)."""
        board = self.daily_board
        self._promised, self._promise_text = False, ""
        if board is None:
            return ""
        from minesweeper.core.daily.results import will_count, will_count_sentence
        from minesweeper.core.daily.scheme import today

        attempts = self._daily_attempts(board.level)
        now = today()
        self._promised = not self.practice and will_count(attempts, board.date, board.level, now)
        self._promise_text = will_count_sentence(attempts, board.date, board.level, now)
        return self._promise_text

    @property
    def daily_promise(self) -> str:
        """What was said of the current daily before its first move: whether it counts (``_promise``); "" for a game
        that is no daily."""
        return self._promise_text

    @property
    def daily_counts(self) -> bool:
        """Whether the current daily was last promised to count (``daily_promise``, asked again at the first move)."""
        return self._promised

    def _keep_promise(self) -> None:
        """The player's first move of a daily, the moment its attempt starts: a promise that it counts is asked again,
        and taken back at once, in a notice, when it no longer holds."""
        board = self.daily_board
        if board is None or not self._promised:
            return
        from minesweeper.core.daily.results import taken_back, will_count
        from minesweeper.core.daily.scheme import today

        attempts = self._daily_attempts(board.level)
        now = today()
        if not will_count(attempts, board.date, board.level, now):
            self._promised = False
            self._notice(taken_back(attempts, board.date, board.level, now))

    def _daily_attempts(self, level: str) -> list[DailyAttempt]:
        return [] if self.store is None else self.store.daily_attempts(level)

    # ----------------------------------------------------------------- the ending

    def _ending_of(self, result: FinishedGame) -> Ending:
        """How ``result`` ended, decided now: the game's last result, just recorded (or kept waiting) with its rank."""
        from minesweeper.core.metrics import scorecard

        play = result.play
        layout = result.record.layout
        small = layout is None or layout.width * layout.height <= FIGURES_AT_ONCE_CELLS
        figures = scorecard.scorecard(result) if small else scorecard.first_figures(result)
        note = _(PRACTICE_NOTE) if play.practice else _(ASSISTED_NOTE) if play.assisted and result.won else ""
        return Ending(
            result.game_id,
            result.outcome,
            result.ms,
            self._board_name(result),
            headline(result.outcome, result.ms, rank=self.rank, assisted=play.assisted, practice=play.practice),
            self.rank,
            note,
            play.practice,
            play.practice_from if play.practice else 0,
            self._daily_ending(result),
            tuple(figures),
            not small,
            None,
            self._placing(result) is not None,
            None,
            None,
            _(REVIEWING) if reviewable(result) else _("No review: there were no moves"),
            reviewable(result),
            ()
            if small
            else tuple(scorecard.scorecard_labels(result, practice_moves=play.practice_from if play.practice else 0)),
        )

    def _board_name(self, result: FinishedGame) -> str:
        """What the game was played on: a daily's level, a library puzzle's name, else the difficulty (with a custom
        board's size)."""
        difficulty = result.record.difficulty
        if result.play.daily:  # its full name, which is long, is the daily's own line
            return _("{level} daily").format(level=_(difficulty.label))
        puzzle = None if result.puzzle_id is None or self.store is None else self.store.puzzle_name(result.puzzle_id)
        if puzzle is not None:
            return puzzle
        if difficulty.is_custom:
            return _("Custom {size}").format(size=difficulty.size_text)
        return _(difficulty.label)

    def _daily_ending(self, result: FinishedGame, accuracy: float | None = None) -> DailyEnding | None:
        """A daily game's standing as its result was kept: counted or not (and why), its level's streak, and the line
        to share (with the review's ``accuracy`` once there is one)."""
        board = self.daily_board if result.game_id == self.game_id else None
        if board is None:
            return None
        from minesweeper.core.daily.results import attempt_counted, counted_sentence, share_line
        from minesweeper.core.daily.scheme import today

        attempts = self._daily_attempts(board.level)
        counted = attempt_counted(attempts, result.game_id)
        sentence = counted_sentence(attempts, result.game_id, today())
        return DailyEnding(board.name, counted, sentence, share_line(board, result, accuracy=accuracy, counted=counted))

    def place(self) -> str | None:
        """The finished game's place among the player's wins of its level and kind, in the words the win card and the
        terminal say (``records.rank_sentence``); None for a game that has none (not won, helped, custom, a puzzle,
        practice, a daily that did not count) or whose result is not recorded yet. It reads the level's games: ask
        it once, when the game has ended, not at every frame."""
        work = None if self.last_result is None else self._placing(self.last_result, apart=False)
        return None if work is None else work()

    def _placing(self, result: FinishedGame, *, apart: bool = True) -> Callable[[], str | None] | None:
        """``place`` as work to do later: None at once for a game that can have no place, else the work that reads
        its level's games and says it. ``apart``: the work reads on a connection of its own, so it may run on a worker
        thread (reading a level's thousands of games the first time in a run takes a while)."""
        store, play = self.store, result.play
        if store is None or not self.recorded or result.game_id != self.game_id:
            return None
        if not is_ranked(won=result.won, assisted=play.assisted, practice=play.practice):
            return None
        if not has_best_times(result.ranked_key):
            return None
        from minesweeper.core.metrics.records import rank_sentence

        level, game_id = result.ranked_key, result.game_id
        read = store.records_apart if apart else store.records
        return lambda: rank_sentence(read(level), game_id)

    def ending_work(self, *, apart: bool = True) -> EndingWork | None:
        """The work the current game's ending still waits for (None when no game has ended): ``apart`` for work a
        worker thread will do (it then reads the results on a connection of its own)."""
        ending, result = self.ending, self.last_result
        if ending is None or result is None:
            return None
        from minesweeper.core.metrics import scorecard

        lost = result.outcome is Outcome.LOST and reviewable(result)

        def judge(cancelled: Callable[[], bool]) -> Fatal:
            from minesweeper.core.solver.judge import judge_fatal

            return judge_fatal(result.record, cancelled=cancelled)

        def review(cancelled: Callable[[], bool], progress: Progress | None, fatal: Fatal | None) -> Review:
            return review_game(result, cancelled=cancelled, progress=progress, fatal=fatal)

        return EndingWork(
            ending.game_id,
            (lambda: scorecard.scorecard(result)) if ending.figures_due else None,
            self._placing(result, apart=apart) if ending.place_due else None,
            judge if lost and ending.verdict is None else None,
            review if ending.review_due else None,
        )

    def settle_figures(self, game_id: str, figures: list[Figure]) -> None:
        """A giant board's whole scorecard, worked out."""
        if self.ending is not None and self.ending.game_id == game_id:
            self.ending = self.ending.with_figures(figures)

    def settle_place(self, game_id: str, place: str | None) -> None:
        """A won game's place among the player's wins, worked out (None: it has none)."""
        if self.ending is not None and self.ending.game_id == game_id:
            self.ending = self.ending.with_place(place)

    def settle_verdict(self, game_id: str, fatal: Fatal | None, why_not: str = "") -> None:
        """A lost game's fatal move judged (or None, with why it could not be)."""
        ending, result = self.ending, self.last_result
        if ending is None or result is None or ending.game_id != game_id:
            return
        from minesweeper.core.solver.judge import verdict_of_move

        self.ending = ending.with_verdict(
            None if fatal is None else verdict_of_move(fatal.move, result.record), why_not
        )

    def settle_review(self, game_id: str, review: Review | None, why_not: str = "") -> None:
        """The review of every move of game ``game_id``, worked out (or None, with why there is none): kept with the
        game, here, and on the current game's ending with the verdict it gives and a daily's accuracy to share."""
        if review is not None and self.store is not None:
            self.store.keep_review(game_id, review)
        ending, result = self.ending, self.last_result
        if ending is None or result is None or ending.game_id != game_id:
            return
        daily = None if review is None else self._daily_ending(result, review.summary.accuracy)
        ending = ending.with_review(review, why_not, daily=daily)
        if ending.verdict is None and review is not None and result.outcome is Outcome.LOST:
            from minesweeper.core.solver.judge import verdict_of

            found = verdict_of(review, result.record)
            ending = (
                replace(ending, verdict=found)
                if found is not None
                else ending.with_verdict(None, _("the board is too large to judge its last move"))
            )
        elif ending.verdict is None and result.outcome is Outcome.LOST:  # no review: no judgement of its last move
            ending = ending.with_verdict(None, why_not)
        self.ending = ending
