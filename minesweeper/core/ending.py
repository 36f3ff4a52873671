"""How a finished game is told to the player, in the one set of words both front ends use.

An ``Outcome`` (classified once, by ``Outcome.of``) has a word a player reads ("Won", "Lost", "Given up"; a
practice game's "Practice won"...), while files, the results database and ``--history`` keep writing the enum's
own values (``won``, ``lost``, ``given_up``), a contract scripts rely on. The end of a game has one headline per
outcome, the same on the window's results card, its status line and the terminal: the time (as ``clock_text``
writes it), a best-time place, and one note when the game is not ranked (the solver helped, or it was practice).
"""

from __future__ import annotations

from minesweeper.core.clock_text import format_ms
from minesweeper.core.record import Outcome

OUTCOME_WORDS = {Outcome.WON: "Won", Outcome.LOST: "Lost", Outcome.GIVEN_UP: "Given up"}
# A practice game's result says so; "quit" stands for "given up" there, which with the mark would not fit History.
PRACTICE_WORDS = {Outcome.WON: "Practice won", Outcome.LOST: "Practice lost", Outcome.GIVEN_UP: "Practice quit"}
# Said once when the solver's help makes a game unranked, and again on the headline of such a game won.
ASSISTED_NOTE = "(with the solver's help: not ranked)"
PRACTICE_NOTE = "(practice: not ranked nor counted)"


def outcome_word(outcome: Outcome, *, practice: bool = False) -> str:
    """What a player reads for how a game ended: "Won", "Lost", "Given up" (or "Practice won"...)."""
    return (PRACTICE_WORDS if practice else OUTCOME_WORDS)[outcome]


def rank_text(rank: int) -> str:
    """What the end of a game says about a top-ten win: "New best time!", "2nd best", "11th best"..."""
    if rank == 1:
        return "New best time!"
    suffix = "th" if rank % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(rank % 10, "th")
    return f"{rank}{suffix} best"


def headline(
    outcome: Outcome, ms: int, *, rank: int | None = None, assisted: bool = False, practice: bool = False
) -> str:
    """The first line said when a game ends: "Cleared in 93.412 s! New best time!", "Boom! After 12.007 s.", with
    the note that it is not ranked where that is news (a practice game; a win with the solver's help)."""
    time = format_ms(ms)
    said = {
        Outcome.WON: f"Cleared in {time} s!",
        Outcome.LOST: f"Boom! After {time} s.",
        Outcome.GIVEN_UP: f"Given up after {time} s.",
    }[outcome]
    if rank is not None:
        said += f" {rank_text(rank)}"
    if practice:
        said += f" {PRACTICE_NOTE}"
    elif assisted and outcome is Outcome.WON:
        said += f" {ASSISTED_NOTE}"
    return said
