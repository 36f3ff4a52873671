"""A finished game's standing in the competitive community: its style (no-flag or flagging) and whether the
community's ranking sites would take it (rankable).

Players keep apart the times of no-flag play (NF: no flag placed at any moment of the game, flags before the
first click included) and of flagging play (FL), per level. A game is *rankable* when it meets the community's rules,
checked in this order, the first that fails being the reason: an official level (8×8/10, 16×16/40 or 30×16/99,
known by its size and mines, whatever the preset is called), a classic random board (not no-guess, not a puzzle,
not the daily, and not a board given by a file or a code, which is always played as a custom board), a 3BV at least
the level's floor (2 / 30 / 100), won, with no hint nor the chances view, and not practice. The reasons are stable
words for scripts (``--scorecard`` prints ``no:<reason>``). The EVF export's official mark is a rankable game's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final, Literal

from minesweeper.core.actions import Action, Kind
from minesweeper.core.record import FinishedGame

Style = Literal["nf", "fl"]
NO_FLAG: Final = "nf"
FLAGGING: Final = "fl"

# The official levels, as (width, height, mines), with the least 3BV a ranked game of each may have.
BBBV_FLOOR: Final = {(8, 8, 10): 2, (16, 16, 40): 30, (30, 16, 99): 100}

NOT_OFFICIAL_LEVEL: Final = "not-official-level"
NOT_CLASSIC_BOARD: Final = "not-classic-board"
BBBV_BELOW_FLOOR: Final = "3bv-below-floor"
NOT_WON: Final = "not-won"
ASSISTED: Final = "assisted"
PRACTICE: Final = "practice"
REASONS: Final = (NOT_OFFICIAL_LEVEL, NOT_CLASSIC_BOARD, BBBV_BELOW_FLOOR, NOT_WON, ASSISTED, PRACTICE)


def placed_no_flag(actions: Iterable[Action]) -> bool:
    """Whether these moves never put a flag down. Every flag move starts from a bare cell or from a flag or ``?``
    that an earlier flag move made, so a game without one never had a flag on its board."""
    return all(action.kind is not Kind.FLAG for action in actions)


def style(game: FinishedGame) -> Style:
    """``"nf"`` when no flag was placed at any moment of the game (before the first click too), else ``"fl"``."""
    return moves_style(game.record.actions)


def moves_style(actions: Iterable[Action]) -> Style:
    """The style of a game that made these moves (the results database asks it of the moves it keeps)."""
    return NO_FLAG if placed_no_flag(actions) else FLAGGING


@dataclass(frozen=True, slots=True)
class Rankable:
    """Whether the community would rank the game, and if not, the first rule it fails (one of ``REASONS``)."""

    ok: bool
    reason: str = ""

    def __str__(self) -> str:
        return "yes" if self.ok else f"no:{self.reason}"


def rankable(game: FinishedGame) -> Rankable:
    """The community's verdict on a finished game: rankable, or the first of its rules that fails."""
    difficulty = game.record.difficulty
    return verdict(
        (difficulty.width, difficulty.height, difficulty.mines),
        classic=is_classic_board(game),
        bbbv=game.bbbv,
        won=game.won,
        assisted=game.play.assisted,
        practice=game.play.practice,
    )


def verdict(
    level: tuple[int, int, int], *, classic: bool, bbbv: int | None, won: bool, assisted: bool, practice: bool
) -> Rankable:
    """``rankable`` from the facts it asks (the results database keeps them): the board's (width, height, mines),
    whether it was a classic board (``classic_board``), its 3BV, and how the game went."""
    floor = BBBV_FLOOR.get(level)
    if floor is None:
        return Rankable(False, NOT_OFFICIAL_LEVEL)
    if not classic:
        return Rankable(False, NOT_CLASSIC_BOARD)
    if bbbv is None or bbbv < floor:
        return Rankable(False, BBBV_BELOW_FLOOR)
    if not won:
        return Rankable(False, NOT_WON)
    if assisted:
        return Rankable(False, ASSISTED)
    if practice:
        return Rankable(False, PRACTICE)
    return Rankable(True)


def is_classic_board(game: FinishedGame) -> bool:
    """Whether the game was on a random board dealt the classic way: a preset's (a board from a file or a code is
    played as a custom board), not no-guess, not a puzzle (a library puzzle, or cells open at the start), not a
    daily."""
    record = game.record
    return classic_board(
        custom=record.difficulty.is_custom,
        no_guess=record.no_guess,
        puzzle=bool(record.opened) or game.puzzle_id is not None,
        daily=bool(game.play.daily),
    )


def classic_board(*, custom: bool, no_guess: bool, puzzle: bool, daily: bool) -> bool:
    """``is_classic_board`` from the facts it asks: a custom board, a no-guess one, a puzzle (from the library, or with
    cells open at the start) or a daily is not classic."""
    return not (custom or no_guess or puzzle or daily)
