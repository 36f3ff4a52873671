"""The journal of the game in progress: each move one short line appended beside the saved game.

Rewriting the whole saved game after every move costs more the longer the game (a late move of a 500×500
game is a few megabytes of JSON and two fsyncs), so between full saves each move is one line appended to
``resume.journal`` with a single ``write``: the same few microseconds on move 30,000 as on move 2. The full
save (``resume.json``, atomic, unchanged in format, so older versions still read it) is written when a game
starts being saved, when it is paused, left, replaced or closed, and when the journal reaches
``JOURNAL_BYTES``; it then starts a new journal.

The file is UTF-8 text, one JSON object a line, each ending in a newline:

- the header, ``{"journal": 1, "id": GAME_ID, "save": KEY}``: the game, and the full save it continues
  (``KEY`` is that save's ``"journal"`` field, new at every full save);
- then one line per keep: ``{"a": ["R3,4@1520"], "clock": 1560, "clicks": [3, 1, 0, 4], "assisted": false,
  "started": "2024-05-01T10:15:00", "hand": "AQMAAA=="}``: the moves made since the line before (often one,
  none when only help was asked for), and where the game clock, the click counts, help and the start date
  stand after them; ``"hand"`` (optional) is the window's mouse events since the line before, packed by
  ``encode_hand`` as base64, and ``"w"`` (optional) the wasted clicks since the line before, like ``"a"``.

Reading treats the journal as untrusted: it is capped at ``JOURNAL_BYTES``, each line at ``LINE_BYTES``,
and every field is checked. A journal whose header names another game or another full save (one left by a
crash between a full save and the journal's removal, or copied in from elsewhere) is ignored whole. Lines
are used in order up to the first that is not whole and sound: a line cut short (a crash while it was
written; the last line has no newline) loses at most that keep's move, and says nothing. A line that is
whole but damaged ends the journal there too, and so does, further on, a sound line that does not fit the
game (a wasted click off the board: the store finds those when it reads the save; a move the rules refuse:
the session finds those when it replays it): the game goes on from the lines before, and the journal is set
aside for the player to look at (``Store.keep_journal_aside``). Each line checks on its own what it alone
sets (its clock, clicks, help and start date), so any run of lines from the first reads as a game if the
longest such run does. Lines are not fsynced: a ``kill -9`` loses nothing the ``write`` handed to the
system, and a power cut can cost only the journal's tail, never the full save.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from minesweeper.core.actions import MAX_CLOCK_MS, Action
from minesweeper.core.errors import ActionFormatError, HandFormatError, RecordError
from minesweeper.core.formats.json_text import json_object
from minesweeper.core.hand import MAX_EVENTS, HandEvent, decode_hand, encode_hand
from minesweeper.core.language.translate import _
from minesweeper.core.play import MAX_CLICKS, Clicks
from minesweeper.store.files import Unreadable, about, read_capped

FORMAT = 1  # the header's "journal" number
JOURNAL_BYTES = 1024 * 1024  # a journal this long is folded into the full save; a longer one is not read
LINE_BYTES = 64 * 1024  # one keep: a move and a minute of mouse at most; a longer one is a full save instead
LINE_ACTIONS = 64  # moves in one line; more since the last keep is a full save instead


@dataclass(frozen=True, slots=True)
class Keep:
    """What changed since the last keep: the moves made, and where the clock, clicks, help and hand stand."""

    actions: Sequence[Action]
    clock_ms: int
    clicks: Clicks
    assisted: bool
    started: str | None
    hand: Sequence[HandEvent] = ()  # the mouse events recorded since the last keep
    wasted: Sequence[Action] = ()  # the clicks that changed nothing since the last keep

    def line(self) -> bytes:
        c = self.clicks
        fields: dict[str, Any] = {
            "a": [str(a) for a in self.actions],
            "clock": self.clock_ms,
            "clicks": [c.left, c.right, c.double, c.effective],
            "assisted": self.assisted,
            "started": self.started,
        }
        if self.hand:
            fields["hand"] = base64.b64encode(encode_hand(self.hand)).decode("ascii")
        if self.wasted:
            fields["w"] = [str(a) for a in self.wasted]
        return _line(fields)


def _line(fields: dict[str, Any]) -> bytes:
    return (json.dumps(fields, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8")


def header(game_id: str, key: str) -> bytes:
    return _line({"journal": FORMAT, "id": game_id, "save": key})


class Journal:
    """The journal of one full save, opened at its first line and appended to; only the owner of the saved
    game holds one, and a new full save replaces it."""

    def __init__(self, path: Path, game_id: str, key: str) -> None:
        self.path = path
        self.game_id = game_id
        self.key = key
        self.lines = 0  # keeps written after the header
        self._fd: int | None = None
        self._size = 0

    def append(self, keep: Keep) -> bool:
        """Write one keep as a line; False (nothing written) when it is too long for a line or would take the
        journal past ``JOURNAL_BYTES``, or the disk refuses: the caller then makes a full save."""
        if len(keep.actions) > LINE_ACTIONS or len(keep.wasted) > LINE_ACTIONS:
            return False
        line = keep.line()
        if len(line) > LINE_BYTES:
            return False
        try:
            if self._fd is None:
                line = header(self.game_id, self.key) + line
                self._fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o644)
            if self._size + len(line) > JOURNAL_BYTES:
                return False
            written = os.write(self._fd, line)
        except OSError:
            return False
        self._size += written
        if written != len(line):  # a full disk took part of it: the torn line ends what is read
            return False
        self.lines += 1
        return True

    def close(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            with contextlib.suppress(OSError):
                os.close(fd)


def read(data: dict[str, Any], path: Path, notice: Callable[[str], None]) -> Continuation:
    """The saved game's fields ``data`` and the sound lines of its journal at ``path``: none for a save with no
    journal of its own (or one that names another save), or a journal that cannot be read at all (after a
    notice: the game carries on from its full save)."""
    key, game_id, actions = data.get("journal"), data.get("id"), data.get("actions")
    if not isinstance(key, str) or not isinstance(game_id, str) or not isinstance(actions, list):
        return Continuation(data, [], None)
    try:
        raw = read_capped(path, JOURNAL_BYTES)
    except (FileNotFoundError, NotADirectoryError):
        return Continuation(data, [], None)
    except Unreadable as problem:
        # Translators: a journal that cannot be read ("{file} {problem}"), and what the game does instead.
        notice(_("{damaged}; the game carries on from its last full save").format(damaged=about(path, problem)))
        return Continuation(data, [], None)
    lines = raw.split(b"\n")[:-1]  # what follows the last newline is a line cut short: never used
    if not lines or _fields(lines[0]) != {"journal": FORMAT, "id": game_id, "save": key}:
        return Continuation(data, [], None)  # another game's journal, or one a newer full save has replaced
    reader = _Reader(data)
    for number, line in enumerate(lines[1:], start=FIRST_LINE):
        fault = reader.take(line)
        if fault is not None:
            return Continuation(data, reader.lines, (number, fault))
    return Continuation(data, reader.lines, None)


FIRST_LINE = 2  # the file's line number of the first keep, after the header


@dataclass(frozen=True, slots=True)
class _Line:
    """One sound line: the moves and wasted clicks it adds, where the clock, clicks, help and start date stand
    after it, and the hand's events it adds."""

    moves: list[str]
    wasted: list[str]
    state: dict[str, Any]
    hand: list[HandEvent]


class Continuation:
    """A full save's fields and its journal's sound lines, in order: the save carried on by any run of them from
    the first (``fields``); ``damage`` names the first line not taken (its line number, what is wrong), or None."""

    def __init__(self, data: dict[str, Any], lines: list[_Line], damage: tuple[int, str] | None) -> None:
        self.data = data
        self.lines = lines
        self.damage = damage

    def fields(self, count: int | None = None) -> dict[str, Any]:
        """The save's fields as a full save would have written them after its journal's first ``count`` sound
        lines (all of them by default)."""
        data, lines = self.data, self.lines[:count]
        if not lines:
            return data
        merged = {
            **data,
            **lines[-1].state,
            "actions": [*data["actions"], *(move for line in lines for move in line.moves)],
        }
        wasted = [click for line in lines for click in line.wasted]
        if wasted and isinstance(data.get("wasted", []), list):  # one that is not is for the save's own check
            merged["wasted"] = [*data.get("wasted", []), *wasted]
        hand = [event for line in lines for event in line.hand]
        if hand:
            merged["hand"] = _joined_hand(data.get("hand"), hand)
        return merged

    def lines_before(self, move: int) -> int | None:
        """How many lines come before the one holding the game's move number ``move`` (counted from 1 over the full
        save's moves and then the journal's); None when no line holds it (it is in the full save itself)."""
        moves = len(self.data["actions"])
        for count, line in enumerate(self.lines):
            if moves < move <= moves + len(line.moves):
                return count
            moves += len(line.moves)
        return None


def _fields(line: bytes) -> dict[str, Any] | None:
    """A line's JSON object, read as untrusted; None for anything else (the reader says the line is not whole)."""
    try:
        return json_object(line, Unreadable, most_bytes=LINE_BYTES)
    except Unreadable:
        return None


class _Reader:
    """The journal's sound lines, read in order: each checked against the ones before (time goes forward, the
    hand stays within its size)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.lines: list[_Line] = []
        self.last_t = _last_time(data.get("actions"))
        self.hand_t = 0
        self.hand_events = 0
        self.wasted_t = _last_time(data.get("wasted"))

    def take(self, line: bytes) -> str | None:
        """Add one line, or say what is wrong with it (and add nothing)."""
        fields = _fields(line)
        if fields is None:
            # Translators: this and the next ones say what is wrong with a line of the saved game's journal, in
            # brackets after "is damaged at line {line}"; its field names and R3,4@1520 are the file's: keep them.
            return _("not a whole line of JSON")
        moves, clock, clicks = fields.get("a"), fields.get("clock"), fields.get("clicks")
        if not isinstance(moves, list) or len(moves) > LINE_ACTIONS:
            return _("moves must be a list of at most {most}").format(most=LINE_ACTIONS)
        last_t = _times(moves, self.last_t)
        if last_t is None:
            return _("a move is not like R3,4@1520, or comes before the one before it")
        if not _whole(clock, MAX_CLOCK_MS) or clock < last_t:
            return _("the clock is not a time after its moves")
        if not (
            isinstance(clicks, list)
            and len(clicks) == 4
            and all(_whole(n, MAX_CLICKS) for n in clicks)
            and clicks[3] <= sum(clicks[:3])
        ):
            return _("clicks must be four whole numbers")
        started, assisted = fields.get("started"), fields.get("assisted")
        if not isinstance(assisted, bool):
            return _("the help asked for must be true or false")
        from minesweeper.core.record import iso_date  # the save's own check (loaded with it to rebuild it anyway)

        try:
            # Translators: a field of the saved game's journal, named where its date is found not to be a date.
            iso_date(started, _("the start date"))
        except RecordError as error:
            return str(error)
        hand = self._hand(fields.get("hand"))
        if isinstance(hand, str):
            return hand
        wasted = fields.get("w", [])
        wasted_t = _times(wasted, self.wasted_t)
        if wasted_t is None or wasted_t > clock:
            return _("a wasted click is not like R3,4@1520, or is not in time order before the clock")
        assert isinstance(wasted, list)
        self.lines.append(
            _Line(moves, wasted, {"clock_ms": clock, "clicks": clicks, "assisted": assisted, "started": started}, hand)
        )
        self.wasted_t, self.last_t = wasted_t, last_t
        if hand:
            self.hand_t, self.hand_events = hand[-1].t, self.hand_events + len(hand)
        return None

    def _hand(self, value: object) -> list[HandEvent] | str:
        if value is None:
            return []
        try:
            events = (
                decode_hand(base64.b64decode(value.encode("ascii"), validate=True))
                if isinstance(value, str) and len(value) <= LINE_BYTES
                else None
            )
        except (ValueError, HandFormatError):
            events = None
        if not events or events[0].t < self.hand_t or self.hand_events + len(events) > MAX_EVENTS:
            return _("the recorded hand is not valid")
        return events


def _whole(value: object, most: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most


def _times(texts: object, after: int) -> int | None:
    """The time of the last of ``texts`` (a line's list of clicks), or None when it is not such a list of at most
    ``LINE_ACTIONS``, in time order from ``after``."""
    if not isinstance(texts, list) or len(texts) > LINE_ACTIONS:
        return None
    for text in texts:
        try:
            click = Action.parse(text) if isinstance(text, str) else None
        except ActionFormatError:
            click = None
        if click is None or click.t < after:
            return None
        after = click.t
    return after


def _last_time(actions: object) -> int:
    """The time of the save's last move (0 when it has none, or it cannot be read: the save is checked later)."""
    if isinstance(actions, list) and actions and isinstance(actions[-1], str):
        with contextlib.suppress(ActionFormatError):
            return Action.parse(actions[-1]).t
    return 0


def _joined_hand(saved: object, more: list[HandEvent]) -> object:
    """The saved hand with the journal's events after it, packed as a full save packs it; a saved hand that
    does not read, or that the journal's events would go back in time from, is left for the save's own check."""
    try:
        before = (
            decode_hand(base64.b64decode(saved.encode("ascii"), validate=True))
            if isinstance(saved, str) and saved
            else []
        )
    except (ValueError, HandFormatError):
        return saved
    if (before and more[0].t < before[-1].t) or len(before) + len(more) > MAX_EVENTS:
        return saved
    return base64.b64encode(encode_hand(before + more)).decode("ascii")


def new_key() -> str:
    """A fresh key tying a full save to the journal that continues it."""
    return base64.b32encode(os.urandom(10)).decode("ascii").lower()
