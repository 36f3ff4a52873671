"""The player's settings as a plain value, with the rules for reading them back from a settings file.

Values of the wrong JSON type mean the file is damaged, so ``Settings.from_dict`` raises ``SettingsError``
and the store moves the file aside. Values of the right type that are merely out of range (a zoom of 20, a
custom board with too many mines, a difficulty that no longer exists) are fixed up with a notice instead, so
one odd value does not cost the player every other setting.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from minesweeper.core.errors import MinesweeperError, SettingsError
from minesweeper.core.presets import CUSTOM, PRESETS, Difficulty

MIN_ZOOM = 1
MAX_ZOOM = 8
DEFAULT_CUSTOM = Difficulty.custom(30, 16, 99)


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose; ``zoom`` None means fit the window automatically."""

    question_marks: bool = False
    left_click_chord: bool = True
    zoom: int | None = None
    last_difficulty: Difficulty = field(default=PRESETS["beginner"])
    last_custom: Difficulty = field(default=DEFAULT_CUSTOM)

    def to_dict(self) -> dict[str, Any]:
        """Difficulties in their one text form: ``expert``, or ``30x16n99`` for a custom board."""
        return {
            "question_marks": self.question_marks,
            "left_click_chord": self.left_click_chord,
            "zoom": self.zoom,
            "last_difficulty": str(self.last_difficulty),
            "last_custom": self.last_custom.size_text,
        }

    @classmethod
    def from_dict(cls, data: object) -> tuple[Settings, list[str]]:
        """Read settings written by ``to_dict``; missing keys take defaults, fixed-up values add notices."""
        if not isinstance(data, Mapping):
            raise SettingsError("settings must be a JSON object")
        notices: list[str] = []
        defaults = cls()
        zoom = data.get("zoom")
        last_custom = _custom(data["last_custom"], notices) if "last_custom" in data else DEFAULT_CUSTOM
        last = data.get("last_difficulty", str(defaults.last_difficulty))
        return cls(
            question_marks=_flag(data, "question_marks", defaults.question_marks),
            left_click_chord=_flag(data, "left_click_chord", defaults.left_click_chord),
            zoom=None if zoom is None else _zoom(zoom, notices),
            # Version 1 wrote "custom" and kept the board in last_custom.
            last_difficulty=last_custom if last == CUSTOM else _difficulty(last, defaults.last_difficulty, notices),
            last_custom=last_custom,
        ), notices


def _flag(data: Mapping[str, object], name: str, default: bool) -> bool:
    value = data.get(name, default)
    if not isinstance(value, bool):
        raise SettingsError(f"{name} must be true or false")
    return value


def _difficulty(value: object, default: Difficulty, notices: list[str]) -> Difficulty:
    if not isinstance(value, str):
        raise SettingsError("last_difficulty must be a difficulty such as beginner or 30x16n99")
    try:
        return Difficulty.parse(value)
    except MinesweeperError as error:
        notices.append(f"{error}; using {default}")
        return default


def _zoom(value: object, notices: list[str]) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SettingsError("zoom must be a whole number from 1 to 8, or null for automatic")
    clamped = min(max(value, MIN_ZOOM), MAX_ZOOM)
    if clamped != value:
        notices.append(f"zoom {str(value)[:20]} is out of range {MIN_ZOOM}..{MAX_ZOOM}; using {clamped}")
    return clamped


def _custom(value: object, notices: list[str]) -> Difficulty:
    if isinstance(value, str):
        try:
            parsed = Difficulty.parse(value)
            return Difficulty.custom(parsed.width, parsed.height, parsed.mines)
        except MinesweeperError as error:
            notices.append(f"the last custom board is not valid ({error}); using {DEFAULT_CUSTOM.summary}")
            return DEFAULT_CUSTOM
    if not isinstance(value, Mapping):  # version 1: an object of width, height and mines
        raise SettingsError("last_custom must be a size like 30x16n99")
    sizes: list[int] = []
    for name in ("width", "height", "mines"):
        number = value.get(name)
        if isinstance(number, bool) or not isinstance(number, int):
            raise SettingsError(f"last_custom {name} must be a whole number")
        sizes.append(number)
    width, height, mines = sizes
    try:
        return Difficulty.custom(width, height, mines)
    except MinesweeperError as error:
        notices.append(f"the last custom board is not valid ({error}); using {DEFAULT_CUSTOM.summary}")
        return DEFAULT_CUSTOM
