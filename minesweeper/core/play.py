"""How a game was played, beyond its moves: the clicks it took, whether the solver helped, and the hand.

The competitive community judges a game by its clicks as much as its time (IOE is 3BV solved per click),
so every click is counted as it is made, wasted ones too, in the three kinds players count: L (a left
click: reveal), R (a right click: flag) and D (a chord, however it was made: both buttons, the middle one,
or a left click on a number). A game in which a hint or the probability view was used is *assisted* and is
never ranked among best times. A daily game (``core.daily``) names its daily's date: its level is the game's
difficulty and its board the layout, so the mark is all that says it was the daily (which attempts count is
``daily_results``'s). A game that was paused in the window or resumed from a save after its first move is
*interrupted*: it stays among the player's records but is marked so, since the player could stop and think. The
hand is the window's recorded mouse (see ``hand``), kept with the game so it can be replayed and exported; a game
played from the text mode has none. The wasted clicks (a click the
rules refused on a game in play: an open cell, a chord that opens nothing) are kept as their own timed list,
beside the game's moves and never among them, so the moves still replay exactly and the review can judge them.
"""

from __future__ import annotations

import base64
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from minesweeper.core.actions import MAX_ACTIONS, MAX_CLOCK_MS, Action, Kind, action_texts, parse_actions
from minesweeper.core.errors import HandFormatError, IllegalMove, MinesweeperError, RecordError
from minesweeper.core.hand import MAX_BYTES, MAX_EVENTS, HandEvent, decode_hand, encode_hand
from minesweeper.core.language.translate import _

if TYPE_CHECKING:
    from minesweeper.core.board import Rect
    from minesweeper.core.game import Game

MAX_CLICKS = 10**9
MAX_WASTED = 100_000  # wasted clicks kept with one game: past this many, more are counted but not kept


@dataclass(frozen=True, slots=True)
class Clicks:
    """Clicks by kind, and how many of them changed the board."""

    left: int = 0
    right: int = 0
    double: int = 0
    effective: int = 0

    @property
    def total(self) -> int:
        return self.left + self.right + self.double

    def counted(self, kind: Kind, *, effective: bool) -> Clicks:
        """These clicks and one more of ``kind``; ``effective`` when it changed the board."""
        field = {Kind.REVEAL: "left", Kind.FLAG: "right", Kind.CHORD: "double"}[kind]
        changes = {field: getattr(self, field) + 1, "effective": self.effective + effective}
        return replace(self, **changes)


@dataclass(frozen=True, slots=True)
class Play:
    """Everything about how a game was played that its actions do not say."""

    clicks: Clicks = Clicks()
    assisted: bool = False  # a hint or the probability view was used: never among the best times
    hand: bytes = b""  # ``hand.encode_hand`` of the window's mouse; empty when none was recorded
    practice: bool = False  # played on from a moment of another game: kept, never ranked nor counted
    wasted: tuple[Action, ...] = ()  # the clicks that changed nothing, on the game clock, oldest first
    practice_from: int = 0  # a practice game: how many of its moves were the other game's (0: not known)
    daily: str = ""  # a daily game: its daily's date, YYYY-MM-DD ("" for any other game)
    interrupted: bool = False  # paused or resumed from a save after its first move: in the records, marked so
    # The game's start (its first reveal, a daily's first move) and its end as UTC instants, ISO 8601 with their
    # offset ("" where not known: games kept before they were): the moments themselves, whatever the local clock did.
    started_utc: str = ""
    ended_utc: str = ""

    def to_dict(self) -> dict[str, Any]:
        c = self.clicks
        data: dict[str, Any] = {"clicks": [c.left, c.right, c.double, c.effective], "assisted": self.assisted}
        if self.hand:
            data["hand"] = base64.b64encode(self.hand).decode("ascii")
        if self.practice:
            data["practice"] = True
            if self.practice_from:
                data["practice_from"] = self.practice_from
        if self.wasted:
            data["wasted"] = action_texts(self.wasted)
        if self.daily:
            data["daily"] = self.daily
        if self.interrupted:
            data["interrupted"] = True
        if self.started_utc:
            data["started_utc"] = self.started_utc
        if self.ended_utc:
            data["ended_utc"] = self.ended_utc
        return data

    @classmethod
    def from_dict(cls, fields: Mapping[str, object], *, size: tuple[int, int], latest_ms: int = MAX_CLOCK_MS) -> Play:
        """Read what ``to_dict`` wrote for a game on a board of ``size`` (width, height) saved at ``latest_ms``; a
        save from before clicks were counted reads as none counted, one from before wasted clicks as none wasted,
        one from before the daily board as not a daily, one from before the interrupted mark as not interrupted."""
        counts = fields.get("clicks", [0, 0, 0, 0])
        if (
            not isinstance(counts, list)
            or len(counts) != 4
            or not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_CLICKS for n in counts)
        ):
            raise RecordError(_("clicks must be four whole numbers: left, right, chords, effective"))
        clicks = Clicks(*counts)
        if clicks.effective > clicks.total:
            raise RecordError(_("clicks: more effective clicks than clicks"))
        assisted = fields.get("assisted", False)
        practice = fields.get("practice", False)
        interrupted = fields.get("interrupted", False)
        if not isinstance(assisted, bool) or not isinstance(practice, bool) or not isinstance(interrupted, bool):
            raise RecordError(_("assisted, practice and interrupted must be true or false"))
        wasted = fields.get("wasted", [])
        if not isinstance(wasted, list):
            raise RecordError(_("wasted must be a list of clicks like R3,4@1520"))
        start = fields.get("practice_from", 0)
        if (
            not isinstance(start, int)
            or isinstance(start, bool)
            or not 0 <= start <= MAX_ACTIONS
            or (start and not practice)
        ):
            raise RecordError(_("practice_from must be the number of moves a practice game started after"))
        hand = _hand(fields.get("hand", ""))
        daily = daily_date(fields.get("daily", ""))
        started_utc, ended_utc = (utc_instant(fields.get(name, "")) for name in ("started_utc", "ended_utc"))
        return cls(
            clicks,
            assisted,
            hand,
            practice,
            wasted_clicks(wasted, size, latest_ms),
            start,
            daily,
            interrupted,
            started_utc,
            ended_utc,
        )


def utc_instant(value: object) -> str:
    """A moment kept as a UTC instant: ISO 8601 with its offset, "2026-11-27T09:15:02+00:00" ("" for one not known):
    anything else is one ``RecordError``."""
    if value == "":
        return ""
    from datetime import datetime  # only when a kept moment is checked: it costs start-up time

    try:
        if not isinstance(value, str) or len(value) > 40 or datetime.fromisoformat(value).utcoffset() is None:
            raise ValueError
    except ValueError:
        shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
        raise RecordError(
            _("a moment must be ISO 8601 with its UTC offset, like 2026-11-27T09:15:02+00:00, not {value}").format(
                value=shown
            )
        ) from None
    return value


def daily_date(value: object) -> str:
    """A daily game's date as kept (``YYYY-MM-DD``, a real date; "" for a game that is not a daily): anything
    else is one ``RecordError``."""
    if value == "":
        return ""
    from minesweeper.core.daily.scheme import parse_date  # only for a daily: the daily's module loads its solver

    try:
        if not isinstance(value, str) or len(value) != len("2026-11-27"):
            raise MinesweeperError("not a date")  # i18n: fixed (caught at once, never shown)
        return parse_date(value)
    except MinesweeperError:
        shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
        raise RecordError(
            _("daily must be the daily's date, a real date written YYYY-MM-DD, not {value}").format(value=shown)
        ) from None


def wasted_clicks(
    value: str | list[object], size: tuple[int, int], latest_ms: int = MAX_CLOCK_MS
) -> tuple[Action, ...]:
    """Wasted clicks as kept (a JSON list of texts like ``R3,4@1520``, or them on one line as the results database
    keeps them), each on the board, at most ``MAX_WASTED``, in time order and none after ``latest_ms``: anything
    else is one ``RecordError``."""
    try:
        clicks = parse_actions(value, latest_ms, size)
    except MinesweeperError as error:
        raise RecordError(_("wasted clicks: {error}").format(error=error)) from None
    if len(clicks) > MAX_WASTED:
        raise RecordError(
            _("a game keeps at most {most} wasted clicks, not {count}").format(most=MAX_WASTED, count=len(clicks))
        )
    return clicks


def _hand(value: object) -> bytes:
    if not isinstance(value, str) or len(value) > MAX_BYTES * 4 // 3 + 4:
        raise RecordError(_("hand must be the recorded mouse as base64 text"))
    try:
        hand = base64.b64decode(value.encode("ascii"), validate=True)
        decode_hand(hand) if hand else None
    except (ValueError, HandFormatError) as error:
        raise RecordError(_("the recorded hand is damaged: {error}").format(error=error)) from error
    return hand


NOT_RECORDED = Play()  # a game from before clicks were counted, or whose play is not kept


class PlayLog:
    """The play of the game being played, added to as it goes; ``play()`` is what is kept."""

    def __init__(self, kept: Play = NOT_RECORDED) -> None:
        self.clicks = kept.clicks
        self.assisted = kept.assisted
        self.practice = kept.practice
        self.practice_from = kept.practice_from
        self.daily = kept.daily
        self.interrupted = kept.interrupted
        self.started_utc = kept.started_utc
        self.ended_utc = kept.ended_utc
        self.hand: list[HandEvent] = decode_hand(kept.hand) if kept.hand else []
        self.wasted: list[Action] = list(kept.wasted)
        self._encoded = (len(self.hand), kept.hand)  # the hand as last encoded, to encode a hand once a move

    def click(self, kind: Kind, *, effective: bool) -> None:
        self.clicks = self.clicks.counted(kind, effective=effective)

    def made(self, game: Game, action: Action) -> Rect:
        """Make ``action`` on ``game`` and count its click: the one rule for a game played (the session) and for one
        read off a recorded hand (a video, ``evf.play_hand``). A click the rules refuse raises ``IllegalMove`` after it
        is counted as a click that changed nothing and, on the board of a game still in play, kept as a wasted one."""
        try:
            changed = game.apply(action)
        except IllegalMove:
            self.click(action.kind, effective=False)  # a wasted click is a click: it counts against IOE
            if not game.is_over and game.contains(action.x, action.y):
                self.waste(action)
            raise
        self.click(action.kind, effective=True)
        return changed

    def waste(self, click: Action) -> bool:
        """Keep a click that changed nothing in a game in play (it is counted by ``click`` too); False when the
        game already keeps ``MAX_WASTED`` of them or it would go back in time, and it is not kept."""
        if len(self.wasted) >= MAX_WASTED or (self.wasted and click.t < self.wasted[-1].t):
            return False
        self.wasted.append(click)
        return True

    def assist(self) -> None:
        self.assisted = True

    def interrupt(self) -> bool:
        """The game was paused or resumed from a save; True when it has just become interrupted."""
        newly, self.interrupted = not self.interrupted, True
        return newly

    def record(self, event: HandEvent) -> bool:
        """One mouse event of the window, on the game clock; a hand longer than any real game stops growing, and an
        event going back in time is not kept: False for an event not kept."""
        if len(self.hand) < MAX_EVENTS and (not self.hand or event.t >= self.hand[-1].t):
            self.hand.append(event)
            return True
        return False

    def play(self) -> Play:
        if self._encoded[0] != len(self.hand):
            self._encoded = (len(self.hand), encode_hand(self.hand) if self.hand else b"")
        return Play(
            self.clicks,
            self.assisted,
            self._encoded[1],
            self.practice,
            tuple(self.wasted),
            self.practice_from,
            self.daily,
            self.interrupted,
            self.started_utc,
            self.ended_utc,
        )
