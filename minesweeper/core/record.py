"""Game records: a game in progress as a plain JSON-able dict, and back, for resume files.

A game is its difficulty, its layout and its action list, so that is all a record holds, plus the game
clock reading when it was saved (``clock_ms``): the front end restarts its clock from there, so time spent
away does not count. Rebuilding replays the actions through ``Game.apply``, which checks each one, and
every field is validated first so a damaged file becomes one ``RecordError`` saying what is wrong rather
than a crash or a different game. Pure like the rest of the core: imports only the standard library and
the core (no disk, no clock, no global randomness; ``random.Random`` is passed in).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, NamedTuple

from minesweeper.core.actions import Action, Kind
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.game import Game
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty

# About 31 years of play: far beyond any real game, small enough to catch garbage numbers.
MAX_CLOCK_MS = 10**12


class RecordError(MinesweeperError):
    """A saved game that cannot be rebuilt: a field is missing, mistyped, out of range or does not apply."""


class SavedGame(NamedTuple):
    """A rebuilt game and the clock reading to restart the front end's game clock from."""

    game: Game
    clock_ms: int


def game_to_dict(game: Game, clock_ms: int) -> dict[str, Any]:
    """Everything needed to rebuild ``game`` exactly; ``clock_ms`` is the game clock now.

    The clock cannot be earlier than an action it stamped, so it is raised to the latest action's time
    rather than writing a record that would not load.
    """
    clock_ms = max([_whole(clock_ms, "clock_ms", MAX_CLOCK_MS), *(a.t for a in game.actions)])
    d = game.difficulty
    layout = game.layout
    return {
        "difficulty": {"key": d.key, "label": d.label, "width": d.width, "height": d.height,
                       "mines": d.mines},
        "question_marks": game.question_marks,
        "layout": None if layout is None else str(layout),
        "actions": [str(a) for a in game.actions],
        "clock_ms": clock_ms,
    }


def game_from_dict(data: object, rng: random.Random) -> SavedGame:
    """Rebuild a game saved by ``game_to_dict``; ``rng`` lays mines only if none were laid before saving."""
    record = _mapping(data, "the saved game")
    difficulty = _difficulty(record.get("difficulty"))
    question_marks = record.get("question_marks")
    if not isinstance(question_marks, bool):
        raise RecordError("question_marks must be true or false")
    clock_ms = _whole(record.get("clock_ms"), "clock_ms", MAX_CLOCK_MS)
    actions = _actions(record.get("actions"), clock_ms)
    layout_text = record.get("layout")
    try:
        if layout_text is None:
            if any(a.kind is not Kind.FLAG for a in actions):
                raise RecordError("a game saved with no mines laid can only hold flags, but it has a reveal")
            game = Game(difficulty, rng, question_marks=question_marks)
        elif isinstance(layout_text, str):
            layout = Layout.parse(layout_text)
            game = Game.from_layout(layout, difficulty=difficulty, question_marks=question_marks)
        else:
            raise RecordError("layout must be rows of '*' and '.' as text, or null")
        for number, action in enumerate(actions, start=1):
            try:
                game.apply(action)
            except MinesweeperError as error:
                raise RecordError(f"action {number} ({_show(str(action))}) does not apply: {error}") from error
    except RecordError:
        raise
    except MinesweeperError as error:
        raise RecordError(f"the saved board is not valid: {error}") from error
    return SavedGame(game, clock_ms)


def _mapping(value: object, what: str) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise RecordError(f"{what} must be a JSON object")
    return value


def _show(value: object) -> str:
    """A field's value for a message, cut short so a garbage file cannot flood the player's screen."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _int(value: object, name: str) -> int:
    """An int; JSON ``true`` is not one, though Python's bool is an int."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"{name} must be a whole number, not {_show(value)}")
    return value


def _whole(value: object, name: str, most: int) -> int:
    number = _int(value, name)
    if not 0 <= number <= most:
        raise RecordError(f"{name} must be between 0 and {most}, not {_show(number)}")
    return number


def _difficulty(value: object) -> Difficulty:
    fields = _mapping(value, "difficulty")
    key, label = fields.get("key"), fields.get("label")
    if not isinstance(key, str) or not isinstance(label, str):
        raise RecordError("difficulty needs a key and a label, both text")
    width = _int(fields.get("width"), "difficulty width")
    height = _int(fields.get("height"), "difficulty height")
    mines = _int(fields.get("mines"), "difficulty mines")
    if key == "custom":
        try:
            return Difficulty.custom(width, height, mines)
        except MinesweeperError as error:
            raise RecordError(f"the custom difficulty is not valid: {error}") from error
    preset = PRESETS.get(key)
    if preset is None:
        raise RecordError(f"unknown difficulty {_show(key)}: use one of {', '.join(PRESETS)} or custom")
    if (width, height, mines) != (preset.width, preset.height, preset.mines):
        raise RecordError(f"{preset.label} is {preset.summary}, but the save says width {_show(width)}, "
                          f"height {_show(height)}, {_show(mines)} mines")
    return preset


def _actions(value: object, clock_ms: int) -> list[Action]:
    """Parse the action list; no action can be later than the clock that stamped it when saving."""
    if not isinstance(value, list):
        raise RecordError("actions must be a list of texts like R3,4@1520")
    actions: list[Action] = []
    for number, text in enumerate(value, start=1):
        if not isinstance(text, str):
            raise RecordError(f"action {number} must be text like R3,4@1520")
        try:
            action = Action.parse(text)
        except MinesweeperError as error:
            raise RecordError(f"action {number} is not like R3,4@1520: {_show(text)}") from error
        if action.t > clock_ms:
            raise RecordError(f"action {number} ({_show(text)}) is later than the save time {clock_ms} ms")
        actions.append(action)
    return actions
