"""What the replay viewer says in words: the heading that names the game replayed, the window's title, the message
bar's lines about the whole game and the passing words before a move's, the strip's time and speed.

The heading is the board, how the game ended and in what time, whether it replays move by move (a game recorded
without the hand), and for another player's game who played it, with what and when (the video's credit, the core's
sentence). Each outcome has a whole sentence of its own, with and without "move by move", so a language can say
the board, the outcome and the time in its own order.
"""

from __future__ import annotations

from typing import Final

from minesweeper.core.clock_text import format_ms
from minesweeper.core.language.people import number
from minesweeper.core.language.translate import N_, _
from minesweeper.core.record import FinishedGame, Outcome
from minesweeper.core.solver.review import Review
from minesweeper.gui.screen import TITLE

# The heading by how the game ended and whether the replay has the hand (the pointer) or only the moves: "Expert, won
# in 87.312 s", "Beginner, lost in 12.007 s - move by move".
HEADINGS: Final = {
    (Outcome.WON, True): N_("{game}, won in {time} s"),
    (Outcome.WON, False): N_("{game}, won in {time} s - move by move"),
    (Outcome.LOST, True): N_("{game}, lost in {time} s"),
    (Outcome.LOST, False): N_("{game}, lost in {time} s - move by move"),
    (Outcome.GIVEN_UP, True): N_("{game}, given up in {time} s"),
    (Outcome.GIVEN_UP, False): N_("{game}, given up in {time} s - move by move"),
}


def heading(game: FinishedGame, *, with_hand: bool) -> str:
    """The game replayed in words: its board, how it ended and in what time, move by move unless the replay has the
    player's hand (``with_hand``), and who played another player's game."""
    difficulty = game.record.difficulty
    if difficulty.is_custom:
        board = _("Custom {width}x{height}").format(width=difficulty.width, height=difficulty.height)
    else:
        board = _(difficulty.label)
    said = _(HEADINGS[game.outcome, with_hand]).format(game=board, time=format_ms(game.ms, for_people=True))
    if game.source is None:
        return said
    # Translators: the heading of another player's game, then who played it ("played by Zhang Wei with Arbiter").
    return _("{heading} - {credit}").format(heading=said, credit=game.source.credit())


def window_title(game: FinishedGame) -> str:
    """The window's title while the game is replayed: a replay, or another player's video with its credit."""
    if game.source is None:
        # Translators: the window's title; {title} is the game's name, Minesweeper.
        return _("{title} — replay").format(title=TITLE)
    # Translators: the window's title; {credit} says who played the video ("played by Zhang Wei with Arbiter").
    return _("{title} — video {credit}").format(title=TITLE, credit=game.source.credit())


def summary(said: str, review: Review, practice_from: int) -> str:
    """The message bar's line about the whole game: its heading, then the review's sentence."""
    # Translators: the game's heading ("Expert, won in 87.312 s"), then the review's sentence ("Accuracy 92%: ...").
    return _("{heading}. {review}").format(heading=said, review=review.sentence(practice_from))


def while_reviewing(said: str) -> str:
    """The message bar's line while the review is being worked out: the heading, and that it is."""
    return _("{heading} - reviewing every move...").format(heading=said)


def remarked(remark: str, line: str) -> str:
    """A passing word ("No later mistake") leading the line it is about, so it never pushes that line off the bar."""
    return _("{remark}. {line}").format(remark=remark, line=line)


def heard_title(said: str) -> str:
    """The viewer as a listener hears it open: "Replay: Expert, won in 87.312 s"."""
    # Translators: the replay viewer's title as heard; {heading} names the game ("Expert, won in 87.312 s").
    return _("Replay: {heading}").format(heading=said)


def no_review(reason: object) -> str:
    """The notice line when the game has no review, and why."""
    # Translators: {reason} says why the game has no review.
    return _("No review: {reason}").format(reason=reason)


def no_practice(reason: object) -> str:
    """Why no practice game can start from the moment shown (Play on from here)."""
    # Translators: {reason} says why no practice game can start from the moment shown.
    return _("Play on from here: {reason}").format(reason=reason)


def no_mistake(*, reviewed: bool, reviewing: bool, later: bool) -> str:
    """Why N (``later``) or Shift+N stays: no mistake that way, the review still being worked out, or none at all."""
    if reviewed:
        return _("No later mistake") if later else _("No earlier mistake")
    return _("The review is still being worked out") if reviewing else _("This game has no review")


def clock_words(ms: int, total_ms: int) -> str:
    """The strip's time: the game clock at ``ms`` against the game's time, "12.345 / 87.312"."""
    return f"{format_ms(ms, for_people=True)} / {format_ms(total_ms, for_people=True)}"


def speed_words(speed: float) -> str:
    """The replay's speed as a multiple of the game's: "0.25x", "2x"."""
    # Translators: the replay's speed, as a multiple of the game's ("0.25x", "2x").
    return _("{speed}x").format(speed=number(f"{speed:g}"))
