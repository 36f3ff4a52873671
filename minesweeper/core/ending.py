"""How a finished game is told to the player: the ``Ending`` the session decides once, in the one set of words both
front ends use.

An ``Outcome`` (classified once, by ``Outcome.of``) has a word a player reads ("Won", "Lost", "Given up"; a
practice game's "Practice won"...), while files, the results database and ``--history`` keep writing the enum's
own values (``won``, ``lost``, ``given_up``), a contract scripts rely on. The end of a game has one headline per
outcome, the same on the window's results card, its status line and the terminal: the time (as ``clock_text``
writes it), a best-time place, and one note when the game is not ranked (the solver helped, or it was practice).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from minesweeper.core.clock_text import format_ms
from minesweeper.core.language.translate import N_, _
from minesweeper.core.record import Outcome

if TYPE_CHECKING:  # the solver and the scorecard load when a game first ends
    from minesweeper.core.metrics.scorecard import Figure
    from minesweeper.core.solver.judge import Verdict
    from minesweeper.core.solver.review import Review

OUTCOME_WORDS = {Outcome.WON: N_("Won"), Outcome.LOST: N_("Lost"), Outcome.GIVEN_UP: N_("Given up")}
# A practice game's result says so; "quit" stands for "given up" there, which with the mark would not fit History.
PRACTICE_WORDS = {
    Outcome.WON: N_("Practice won"),
    Outcome.LOST: N_("Practice lost"),
    Outcome.GIVEN_UP: N_("Practice quit"),
}
# Said once when the solver's help makes a game unranked, and again on the headline of such a game won.
ASSISTED_NOTE = N_("(with the solver's help: not ranked)")
PRACTICE_NOTE = N_("(practice: not ranked nor counted)")


def outcome_word(outcome: Outcome, *, practice: bool = False) -> str:
    """What a player reads for how a game ended, in the player's language: "Won", "Lost", "Given up" (or "Practice
    won"...)."""
    return _((PRACTICE_WORDS if practice else OUTCOME_WORDS)[outcome])


def headline(
    outcome: Outcome, ms: int, *, rank: int | None = None, assisted: bool = False, practice: bool = False
) -> str:
    """The first line said when a game ends: "Cleared in 93.412 s! New best time!", "Boom! After 12.007 s.", with
    the note that it is not ranked where that is news (a practice game; a win with the solver's help), else a won
    game's best-time place (``rank``: a game with a note is not ranked, so it has none). Each is one whole sentence, so
    a language can say the time, the place and the note in its own order."""
    return _headline_sentence(outcome, rank, assisted=assisted, practice=practice).format(
        time=format_ms(ms, for_people=True), rank=rank
    )


def _headline_sentence(outcome: Outcome, rank: int | None, *, assisted: bool, practice: bool) -> str:
    """The headline's sentence in the player's language, with its ``{time}`` (and ``{rank}``) still to fill."""
    if practice:
        return {
            Outcome.WON: _("Cleared in {time} s! (practice: not ranked nor counted)"),
            Outcome.LOST: _("Boom! After {time} s. (practice: not ranked nor counted)"),
            Outcome.GIVEN_UP: _("Given up after {time} s. (practice: not ranked nor counted)"),
        }[outcome]
    if outcome is Outcome.LOST:
        return _("Boom! After {time} s.")
    if outcome is Outcome.GIVEN_UP:
        return _("Given up after {time} s.")
    if assisted:
        return _("Cleared in {time} s! (with the solver's help: not ranked)")
    if rank is None:
        return _("Cleared in {time} s!")
    if rank == 1:
        return _("Cleared in {time} s! New best time!")
    ordinal = "th" if rank % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(rank % 10, "th")
    if ordinal == "st":
        # Translators: a win's place among the player's ten best times, 21st, 31st... (English's ordinal "st"): the
        # four sentences with "st", "nd", "rd" and "th" are one English rule's forms, translated alike where the
        # language has one.
        return _("Cleared in {time} s! {rank}st best")
    if ordinal == "nd":
        # Translators: a win's place among the player's ten best times, 2nd, 22nd...
        return _("Cleared in {time} s! {rank}nd best")
    if ordinal == "rd":
        # Translators: a win's place among the player's ten best times, 3rd, 23rd...
        return _("Cleared in {time} s! {rank}rd best")
    # Translators: a win's place among the player's ten best times, 4th to 20th, 24th...
    return _("Cleared in {time} s! {rank}th best")


REVIEWING = N_("Reviewing every move...")
"""What the review's line says while the review is being worked out (translated where it is shown)."""


@dataclass(frozen=True, slots=True)
class DailyEnding:
    """A daily game's part of its ending: the daily's name, whether this attempt counted (``daily.results``: the first
    kept of the attempts begun on its date), the sentence that says so (with the level's streak, or why not), and the
    line to share (with the review's accuracy once there is one, and "(not counted)" when it did not count)."""

    name: str
    counted: bool
    sentence: str
    share: str


@dataclass(frozen=True, slots=True)
class Ending:
    """How a game ended, decided once, by the session, when it ends: what both front ends say of it, and nothing they
    work out for themselves. The parts that take time arrive as new values of it (``with_``...): a won game's place
    among the player's wins (``place``), a giant board's whole scorecard (``figures``), and the review with a loss's
    verdict (the review's judgement of the fatal move). Until then ``place_due``, ``figures_due`` (with the labels to
    come, ``figure_labels``) and ``review_due`` say they are coming, so a front end can keep room for them."""

    game_id: str
    outcome: Outcome
    ms: int
    board: str  # what the game was played on: "Expert", "Custom 20×20", a puzzle's name, "Expert daily"
    headline: str  # "Cleared in 93.412 s! New best time!": the time, the best-time claim, the note
    best: int | None  # the best-time claim: its place among the comparable wins' times (1: the best), in the top ten
    note: str  # why it is not ranked or counted, when that is news: practice, the solver's help; "" otherwise
    practice: bool
    practice_from: int  # a practice game: how many of its moves were the other game's
    daily: DailyEnding | None
    figures: tuple[Figure, ...]  # the scorecard, as a person reads it
    figures_due: bool  # a giant board: the figures past the first few are being worked out
    place: str | None  # a won game's place among the player's comparable wins; None when it has none (yet)
    place_due: bool
    verdict: Verdict | None  # a lost game's verdict, once judged
    review: Review | None  # the review of every move, once worked out
    review_line: str  # the review in one sentence, ``REVIEWING`` meanwhile, or why there is none
    review_due: bool
    figure_labels: tuple[str, ...] = ()  # while ``figures_due``: the whole scorecard's labels, in its order

    @property
    def won(self) -> bool:
        return self.outcome is Outcome.WON

    @property
    def title(self) -> str:
        """The card's title: how it went, and on what: "Won: Expert", "Lost: Expert daily"."""
        # Translators: the results card's title: how the game ended ("Won"), and on what ("Expert", "Expert daily").
        return _("{outcome}: {board}").format(outcome=outcome_word(self.outcome), board=self.board)

    @property
    def verdict_text(self) -> str | None:
        """A lost game's verdict in words, once judged (None before, or for a game that was not lost)."""
        return None if self.verdict is None else self.verdict.text

    def with_figures(self, figures: Sequence[Figure]) -> Ending:
        return replace(self, figures=tuple(figures), figures_due=False)

    def with_place(self, place: str | None) -> Ending:
        return replace(self, place=place, place_due=False)

    def with_verdict(self, verdict: Verdict | None, why_not: str = "") -> Ending:
        """The verdict judged (or None, with why there is none: it then says so in the verdict's place)."""
        if verdict is None:
            from minesweeper.core.solver.judge import Verdict

            verdict = Verdict(False, _("No verdict: {why}").format(why=why_not or "-"))
        return replace(self, verdict=verdict)

    def with_review(self, review: Review | None, why_not: str = "", *, daily: DailyEnding | None = None) -> Ending:
        """The review worked out (its sentence, and ``daily`` with its accuracy in the line to share), or None with why
        there is none."""
        line = (
            review.sentence(self.practice_from)
            if review is not None
            else _("No review: {why}").format(why=why_not or "-")
        )
        return replace(
            self, review=review, review_line=line, review_due=False, daily=self.daily if daily is None else daily
        )
