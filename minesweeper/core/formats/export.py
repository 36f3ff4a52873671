"""A finished game as a file to export, our JSON replay or EVF: the one place both front ends get an export
from (``export_file`` gives its name and bytes; where it goes is the front end's choice), and the bridge from
what the results database keeps to ``evf.write_evf``. The writers load only when an export is made.

The EVF writer takes a board and a hand as plain values; a front end has a ``FinishedGame``. This module
reads what the writer needs off it, in one place for the window and the text mode: the mines, the recorded
hand (or one made from the moves for a game played without a mouse), the wall-clock start from the game's
date, the mode (a first click that opened a 3×3 on a random board, or a no-guess board), whether help
was used, and for another player's game (a video opened here) that player's name and country. The left-click-chord
setting a game's hand was recorded with is kept with it and used; for an older game that did not keep it, the
player's current one is tried first and then the other: only the right one replays the hand to the game's own end.
A game given up has no end to write, and a board over 255 a side or a time past ``MAX_CLOCK_MS`` (what an EVF
file's 32-bit time holds, and the longest game a save accepts) does not fit the format: each is an
``EvfExportError``.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, TypeVar

from minesweeper.core.actions import MAX_CLOCK_MS, Kind, made_in_order
from minesweeper.core.errors import EvfExportError
from minesweeper.core.language.translate import _
from minesweeper.core.record import FinishedGame, Outcome

if TYPE_CHECKING:
    from minesweeper.core.hand import HandEvent
    from minesweeper.core.layout import Layout

_T = TypeVar("_T")

EVF_SUFFIX = ".evf"
JSON, EVF = "json", "evf"
FORMATS = (JSON, EVF)  # what a finished game can be exported as


def export_file(game: FinishedGame, file_format: str, *, left_click_chords: bool) -> tuple[str, bytes]:
    """The file name and bytes of ``game`` exported as ``file_format`` (``JSON`` or ``EVF``); an EVF export
    that cannot be written is an ``EvfExportError`` saying why."""
    from minesweeper.core.formats.replay_file import replay_json, replay_name

    if file_format == EVF:
        return evf_name(game), evf_bytes(game, left_click_chords=left_click_chords)
    if file_format == JSON:
        return replay_name(game), replay_json(game).encode()
    raise ValueError(  # i18n: fixed (a programming error)
        f"{file_format!r} is not an export format: use one of {', '.join(FORMATS)}"
    )


def evf_name(game: FinishedGame) -> str:
    """The JSON replay's name with the EVF suffix: both exports of one game sort side by side."""
    from minesweeper.core.formats.replay_file import SUFFIX, replay_name

    return replay_name(game).removesuffix(SUFFIX) + EVF_SUFFIX


def evf_bytes(game: FinishedGame, *, left_click_chords: bool = True) -> bytes:
    """The EVF v4 file of a finished game; ``EvfExportError`` says why one cannot be written. The game's own
    chord setting is used when it was recorded, else ``left_click_chords`` (the player's now) and the other."""
    from minesweeper.core.formats.evf import write_evf
    from minesweeper.core.metrics.standing import rankable

    hand, layout = _exportable(game)
    record = game.record
    start_us = _epoch_us(game.started)
    first = next((a for a in record.actions if a.kind is Kind.REVEAL), None)
    opening = (
        first is not None
        and game.puzzle_id is None
        and not record.opened
        and not any(
            layout.has_mine(x, y)
            for x in range(max(0, first.x - 1), min(layout.width, first.x + 2))
            for y in range(max(0, first.y - 1), min(layout.height, first.y + 2))
        )
    )
    ranked = rankable(game).ok
    return _with_chord_setting(
        game,
        left_click_chords,
        lambda chords: write_evf(
            layout.width,
            layout.height,
            layout.cells,
            hand,
            won=game.won,
            question_marks=record.question_marks,
            first_click_opening=opening,
            no_guess=record.no_guess,
            start_us=start_us,
            end_us=start_us + game.ms * 1000,
            left_click_chords=chords,
            assisted=game.play.assisted,
            practice=game.play.practice,
            rankable=ranked,
            **_credit(game),
        ),
    )


def _credit(game: FinishedGame) -> dict[str, str]:
    """Another player's game (a video opened here) keeps its player's name and country (when it is two letters) in
    the EVF written of it; the player's own game names nobody, as ever."""
    from minesweeper.core.formats.evf import MAX_TEXT_BYTES

    source = game.source
    if source is None:
        return {}
    player = source.player.encode()[:MAX_TEXT_BYTES].decode(errors="ignore")  # whole characters only
    country = source.country.upper()
    return {
        "player": player,
        **({"country": country} if len(country) == 2 and country.isascii() and country.isalpha() else {}),
    }


def evf_track(game: FinishedGame, *, left_click_chords: bool = True) -> list[tuple[int, int]]:
    """Where the game's EVF replay has the pointer from the opening release to the end (``evf.pointer_track``): the
    mouse travel the community's path is measured on; ``EvfExportError`` for a game EVF cannot hold."""
    from minesweeper.core.formats.evf import pointer_track

    hand, layout = _exportable(game)
    return _with_chord_setting(
        game,
        left_click_chords,
        lambda chords: pointer_track(
            layout.width,
            layout.height,
            layout.cells,
            hand,
            won=game.won,
            question_marks=game.record.question_marks,
            left_click_chords=chords,
        ),
    )


def _exportable(game: FinishedGame) -> tuple[list[HandEvent], Layout]:
    """The hand to export a game with and its board; ``EvfExportError`` for a game EVF cannot hold. A game played
    without a mouse gets a hand made from its moves and its wasted clicks, merged by time (a click that changed
    nothing is a click a reader must count too); a recorded hand is carried on from the moves made before it began (a
    daily's start cell, opened for the player at time 0; a practice game's moves of the other game)."""
    from minesweeper.core.hand import decode_hand, synthesize_hand

    record, layout = game.record, game.record.layout
    if layout is None:
        raise EvfExportError(_("this result has no board (it came from an old records file): nothing to export"))
    if game.outcome is Outcome.GIVEN_UP:
        raise EvfExportError(_("this game was given up before it ended; EVF replays hold finished games only"))
    if not 0 <= game.ms <= MAX_CLOCK_MS:
        raise EvfExportError(
            _("its time, {ms} ms, is not one an EVF replay can hold (0 to {most} ms)").format(
                ms=game.ms, most=MAX_CLOCK_MS
            )
        )
    if record.actions and record.actions[-1].t > MAX_CLOCK_MS:
        raise EvfExportError(
            _("its moves run to {ms} ms, longer than an EVF replay can time ({most} ms)").format(
                ms=record.actions[-1].t, most=MAX_CLOCK_MS
            )
        )
    if not game.play.hand:
        return synthesize_hand(action for _wasted, action in made_in_order(record.actions, game.play.wasted)), layout
    before = 1 if game.play.daily else game.play.practice_from if game.play.practice else 0
    return synthesize_hand(record.actions[:before]) + decode_hand(game.play.hand), layout


def _with_chord_setting(game: FinishedGame, left_click_chords: bool, replay: Callable[[bool], _T]) -> _T:
    """``replay`` with the chord setting the game's hand was recorded with, or for an older game that did not keep
    it, the player's current one and then the other: only the right one replays the hand to the game's own end. A hand
    made from the moves (a game played without a mouse) never chords on a left click."""
    problem: EvfExportError | None = None
    recorded = game.left_click_chords
    if not game.play.hand:  # a hand made from the moves: a reveal is a plain left click, a chord both buttons
        recorded = False
    tries = (left_click_chords, not left_click_chords) if recorded is None else (recorded,)
    for chords in tries:
        try:
            return replay(chords)
        except EvfExportError as error:
            problem = problem or error
    assert problem is not None
    raise problem


def _epoch_us(date: str) -> int:
    """The game's start as µs since the epoch (its date is local time); 0 when the date cannot be read."""
    try:
        return max(0, int(datetime.fromisoformat(date).timestamp() * 1_000_000))
    except (ValueError, OverflowError, OSError):
        return 0
