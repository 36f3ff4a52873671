"""Actions: the small immutable moves a front end hands the core, with a text form that parses back.

A game is its layout plus its list of actions, so this text form (``R3,4@1520``: reveal x=3, y=4, 1520 ms
after the game's clock started; x and y count from 0) is what save files and replays store. A list of them
is written and read here only: ``action_texts``/``format_actions`` write it (a JSON list, or one line with
spaces between for the results database) and ``parse_actions`` reads either back, checking every action,
the count, that times never run backwards and, given the board's size, that every action is on it, so a
damaged list is one ``ActionFormatError``. A line is first checked whole in a few passes at C speed
(``actions_fit``, which the results database asks of every stored game each time it counts its statistics);
only a line that fails is read action by action, to say which one is wrong and why.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from minesweeper.core.errors import ActionFormatError
from minesweeper.core.language.translate import _

# Digits are capped (a board side is at most 1000, a clock far below 10**15 ms), so a damaged save file is
# refused as malformed instead of overflowing int()'s digit limit.
_ACTION_TEXT = re.compile(r"([RFC])(\d{1,7}),(\d{1,7})@(\d{1,15})")
# A whole line of them, with any whitespace between (as ``str.split`` reads it): the form checked in one pass.
_ACTION_LINE = re.compile(rf"\s*(?:{_ACTION_TEXT.pattern}(?:\s+{_ACTION_TEXT.pattern})*)?\s*")
# The longest game clock: about 49 days of play, far beyond any real game, small enough to catch garbage
# numbers, and the longest time every export holds (an EVF file's time and the hand's are 32-bit milliseconds),
# so a game a save accepts always exports.
MAX_CLOCK_MS = 2**32 - 1
MAX_ACTIONS = 4_000_000  # a 1000×1000 board opened and flagged cell by cell, twice over


class Kind(StrEnum):
    REVEAL = "R"
    FLAG = "F"  # cycles flag → question mark (when enabled) → nothing
    CHORD = "C"  # on a satisfied number: reveal every unflagged neighbour


@dataclass(frozen=True, slots=True)
class Action:
    """One move at a play cell, stamped with the game clock in milliseconds."""

    kind: Kind
    x: int
    y: int
    t: int = 0

    def __str__(self) -> str:
        return f"{self.kind}{self.x},{self.y}@{self.t}"

    @classmethod
    def parse(cls, text: str) -> Action:
        match = _ACTION_TEXT.fullmatch(text.strip())
        if match is None:
            # Translators: R, F and C are the letters of the saved moves (reveal, flag, chord), never translated.
            message = _("{text} is not an action like R3,4@1520 (R, F or C, x,y, @ms)")
            raise ActionFormatError(message.format(text=repr(text)))
        kind, x, y, t = match.groups()
        return cls(Kind(kind), int(x), int(y), int(t))


def action_texts(actions: Iterable[Action]) -> list[str]:
    """An action list as texts, one an action, oldest first: the form save and replay files keep."""
    return [str(action) for action in actions]


def format_actions(actions: Iterable[Action]) -> str:
    """An action list as one line, spaces between: the form the results database keeps."""
    return " ".join(action_texts(actions))


def parse_actions(
    value: str | Sequence[object], latest_ms: int | None = None, size: tuple[int, int] | None = None
) -> tuple[Action, ...]:
    """Read what ``format_actions`` (a line) or ``action_texts`` (a list) wrote: every action well formed,
    at most ``MAX_ACTIONS``, times never running backwards nor past ``latest_ms`` (the clock that saved them),
    and each on a board of ``size`` (width, height) when it is given."""
    if isinstance(value, str):
        if _fits(value, latest_ms, size):
            return tuple(Action(_KINDS[kind], int(x), int(y), int(t)) for kind, x, y, t in _ACTION_TEXT.findall(value))
        texts: Sequence[object] = value.split()
    else:
        texts = value
    if len(texts) > MAX_ACTIONS:
        raise ActionFormatError(
            _("a game holds at most {most} actions, not {count}").format(most=MAX_ACTIONS, count=len(texts))
        )
    actions: list[Action] = []
    for number, text in enumerate(texts, start=1):
        if not isinstance(text, str):
            raise ActionFormatError(_("action {number} must be text like R3,4@1520").format(number=number))
        shown = text if len(text) <= 40 else text[:37] + "..."
        try:
            action = Action.parse(text)
        except ActionFormatError:
            raise ActionFormatError(
                _("action {number} is not like R3,4@1520: {text}").format(number=number, text=repr(shown))
            ) from None
        if latest_ms is not None and action.t > latest_ms:
            raise ActionFormatError(
                _("action {number} ({text}) is later than the save time {ms} ms").format(
                    number=number, text=repr(shown), ms=latest_ms
                )
            )
        if actions and action.t < actions[-1].t:
            raise ActionFormatError(
                _("action {number} ({text}) is earlier than the one before it").format(number=number, text=repr(shown))
            )
        if size is not None and not (action.x < size[0] and action.y < size[1]):
            raise ActionFormatError(
                _("action {number} ({text}) is off the {width}×{height} board").format(
                    number=number, text=repr(shown), width=size[0], height=size[1]
                )
            )
        actions.append(action)
    return tuple(actions)


def actions_fit(line: str, latest_ms: int | None = None, size: tuple[int, int] | None = None) -> bool:
    """Whether ``parse_actions`` takes this line, told without building its actions."""
    return _fits(line, latest_ms, size)


_KINDS = {kind.value: kind for kind in Kind}
_NUMBERS_ONLY = str.maketrans("RFC,@", "     ")  # a line of well-formed actions, as x y t x y t ...


def _fits(line: str, latest_ms: int | None, size: tuple[int, int] | None) -> bool:
    """Whether a line holds to every rule of ``parse_actions``, each asked of the whole line at once (when it does
    not, ``parse_actions`` reads it action by action to say which one breaks which rule)."""
    if _ACTION_LINE.fullmatch(line) is None:
        return False
    numbers = list(map(int, line.translate(_NUMBERS_ONLY).split()))
    times = numbers[2::3]
    return (
        len(times) <= MAX_ACTIONS
        and times == sorted(times)
        and (latest_ms is None or not times or times[-1] <= latest_ms)
        and (size is None or not times or (max(numbers[0::3]) < size[0] and max(numbers[1::3]) < size[1]))
    )


def made_in_order(actions: Sequence[Action], wasted: Sequence[Action]) -> list[tuple[int | None, Action]]:
    """A game's moves and the clicks of it that changed nothing (its play's wasted clicks) in the order they were
    made: by time, a click made in the same millisecond as a move after it; each with its move's number (from 1), or
    None for a wasted click. What a review judges in turn, and what an export's hand clicks."""
    merged: list[tuple[int | None, Action]] = []
    clicks = iter(wasted)
    click = next(clicks, None)
    for number, action in enumerate(actions, start=1):
        while click is not None and click.t < action.t:
            merged.append((None, click))
            click = next(clicks, None)
        merged.append((number, action))
    while click is not None:
        merged.append((None, click))
        click = next(clicks, None)
    return merged
