"""The player's settings as a plain value, with the rules for reading them back from a settings file.

Values of the wrong JSON type mean the file is damaged, so ``Settings.from_dict`` raises ``SettingsError``
and the store moves the file aside. Values of the right type that are merely out of range (a zoom of 20, a
custom board with too many mines, a difficulty that no longer exists) are fixed up with a notice instead, so
one odd value does not cost the player every other setting.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from minesweeper.core.errors import MinesweeperError, SettingsError
from minesweeper.core.language.translate import _
from minesweeper.core.metrics.live_rows import LIVE_ROWS
from minesweeper.core.presets import CUSTOM, PRESETS, Difficulty
from minesweeper.speech import DEFAULT_RATE, RATES, VERBOSITIES

MIN_ZOOM = 1
MAX_ZOOM = 8
DEFAULT_CUSTOM = Difficulty.custom(30, 16, 99)
THEMES = ("classic", "colourblind", "dark")  # the window's palette names; a test keeps them in step
MAX_WINDOW = 100_000  # pixels: anything larger is not a window any desktop has
Choice = TypeVar("Choice", int, str)  # i18n: fixed (a type's name) a speech setting's kind of value: rate, verbosity
KEEP_HISTORY = (100, 200, 500, 1000, None)  # games the history keeps (None: all); the newest 100 always stay


@dataclass(frozen=True, slots=True)
class View:
    """How the player last left one difficulty's window: its zoom and its size in pixels."""

    zoom: int
    window: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose; ``zoom`` None means fit the window automatically."""

    question_marks: bool = False
    left_click_chord: bool = True
    zoom: int | None = None
    last_difficulty: Difficulty = field(default=PRESETS["beginner"])
    last_custom: Difficulty = field(default=DEFAULT_CUSTOM)
    theme: str = "classic"
    sound: bool = False
    pause_when_away: bool = True  # as Windows 7 does: the clock stops while the window is not in front
    no_guess: bool = False  # new boards can always be finished by logic alone
    views: Mapping[str, View] = field(default_factory=dict)  # by difficulty text: "expert", "custom"
    position: tuple[int, int] | None = None  # where the player last left the window
    keep_history: int | None = None  # the history's cap in games (one of KEEP_HISTORY), None for all
    speech: bool = False  # the game speaks (minesweeper.speech): F9 or --speak turns it on too
    speech_rate: int = DEFAULT_RATE  # one of speech.RATES, slowest to fastest
    speech_verbosity: str = "normal"  # one of speech.VERBOSITIES
    counters: bool = False  # the live counters' panel beside the board (I, or View > Live counters)
    counter_rows: tuple[str, ...] = LIVE_ROWS  # the panel's rows the player chose, in LIVE_ROWS' order
    language: str | None = None  # the language's code ("de", "pt_BR"); None follows the system's (minesweeper.language)

    def view_of(self, difficulty: Difficulty) -> View | None:
        return self.views.get(view_key(difficulty))

    def with_view(self, difficulty: Difficulty, view: View) -> Settings:
        return replace(self, views={**self.views, view_key(difficulty): view})

    def to_dict(self) -> dict[str, Any]:
        """Difficulties in their one text form: ``expert``, or ``30x16n99`` for a custom board."""
        return {
            "question_marks": self.question_marks,
            "left_click_chord": self.left_click_chord,
            "zoom": self.zoom,
            "last_difficulty": str(self.last_difficulty),
            "last_custom": self.last_custom.size_text,
            "theme": self.theme,
            "sound": self.sound,
            "pause_when_away": self.pause_when_away,
            "no_guess": self.no_guess,
            "views": {key: {"zoom": view.zoom, "window": list(view.window)} for key, view in self.views.items()},
            "position": None if self.position is None else list(self.position),
            "keep_history": self.keep_history,
            "speech": self.speech,
            "speech_rate": self.speech_rate,
            "speech_verbosity": self.speech_verbosity,
            "counters": self.counters,
            "counter_rows": list(self.counter_rows),
            "language": self.language,
        }

    @classmethod
    def from_dict(cls, data: object) -> tuple[Settings, list[str]]:
        """Read settings written by ``to_dict``; missing keys take defaults, fixed-up values add notices."""
        if not isinstance(data, Mapping):
            raise SettingsError(_("settings must be a JSON object"))
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
            theme=_theme(data.get("theme", defaults.theme), notices),
            sound=_flag(data, "sound", defaults.sound),
            pause_when_away=_flag(data, "pause_when_away", defaults.pause_when_away),
            no_guess=_flag(data, "no_guess", defaults.no_guess),
            views=_views(data.get("views", {}), notices),
            position=_pair(data.get("position"), "position", -MAX_WINDOW),
            keep_history=_keep(data.get("keep_history"), notices),
            speech=_flag(data, "speech", defaults.speech),
            speech_rate=_speech_choice(data, "speech_rate", RATES, defaults.speech_rate, notices),
            speech_verbosity=_speech_choice(data, "speech_verbosity", VERBOSITIES, defaults.speech_verbosity, notices),
            counters=_flag(data, "counters", defaults.counters),
            counter_rows=_counter_rows(data.get("counter_rows", defaults.counter_rows), notices),
            language=_language(data.get("language"), notices),  # files before it follow the system's language
        ), notices


def view_key(difficulty: Difficulty) -> str:
    """Views are kept per preset, and one for every custom board."""
    return CUSTOM if difficulty.is_custom else difficulty.key


def _flag(data: Mapping[str, object], name: str, default: bool) -> bool:
    value = data.get(name, default)
    if not isinstance(value, bool):
        raise SettingsError(_("{name} must be true or false").format(name=name))
    return value


def _difficulty(value: object, default: Difficulty, notices: list[str]) -> Difficulty:
    if not isinstance(value, str):
        raise SettingsError(_("last_difficulty must be a difficulty such as beginner or 30x16n99"))
    try:
        return Difficulty.parse(value)
    except MinesweeperError as error:
        # Translators: {problem} says what is wrong with the saved difficulty; {default} is the one used instead.
        notices.append(_("{problem}; using {default}").format(problem=error, default=default))
        return default


def _zoom(value: object, notices: list[str]) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SettingsError(_("zoom must be a whole number from 1 to 8, or null for automatic"))
    clamped = min(max(value, MIN_ZOOM), MAX_ZOOM)
    if clamped != value:
        notices.append(
            _("zoom {value} is out of range {low}..{high}; using {clamped}").format(
                value=str(value)[:20], low=MIN_ZOOM, high=MAX_ZOOM, clamped=clamped
            )
        )
    return clamped


def _keep(value: object, notices: list[str]) -> int | None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise SettingsError(_("keep_history must be a number of games, or null for all"))
    if value in KEEP_HISTORY:
        return value
    notices.append(
        _("keep_history {value} is not one of {choices}; keeping every game").format(
            value=str(value)[:20], choices=", ".join(map(str, KEEP_HISTORY[:-1]))
        )
    )
    return None


def _speech_choice(
    data: Mapping[str, object], name: str, choices: tuple[Choice, ...], default: Choice, notices: list[str]
) -> Choice:
    """A speech setting that is one of ``choices`` (the rates, or the verbosities): a value of another JSON type means
    a damaged file; one of the right type that is not a choice takes the nearest rate, or the default verbosity."""
    value = data.get(name, default)
    numeric = isinstance(default, int)
    listed = ", ".join(map(str, choices))
    if isinstance(value, bool) or not isinstance(value, int if numeric else str):
        if numeric:
            wanted = _("{name} must be a whole number from {low} to {high}")
        else:
            wanted = _("{name} must be one of {choices}")
        raise SettingsError(wanted.format(name=name, low=choices[0], high=choices[-1], choices=listed))
    for choice in choices:
        if choice == value:
            return choice
    kept = min(choices, key=lambda choice: abs(int(choice) - value)) if isinstance(value, int) else default
    if numeric:
        unknown = _("speech rate {value} is not one of {choices}; using {kept}")
    else:
        unknown = _("speech verbosity {value} is not one of {choices}; using {kept}")
    notices.append(unknown.format(value=repr(str(value)[:20]), choices=listed, kept=kept))
    return kept


def _counter_rows(value: object, notices: list[str]) -> tuple[str, ...]:
    """The live counters' rows the player chose (``LIVE_ROWS``' names); a name this version does not know is dropped
    with a notice, and the rest are kept in the panel's order."""
    if not isinstance(value, list | tuple) or not all(isinstance(name, str) for name in value):
        raise SettingsError(_("counter_rows must be a list of the rows {rows}").format(rows=", ".join(LIVE_ROWS)))
    unknown = [name for name in value if name not in LIVE_ROWS]
    if unknown:
        notices.append(_("unknown live counter row {row} is dropped").format(row=repr(unknown[0][:20])))
    return tuple(name for name in LIVE_ROWS if name in value)


def _language(value: object, notices: list[str]) -> str | None:
    """The language chosen in Settings, or None to follow the system's; one this copy of the game does not ship (a
    newer version's, or a catalogue since removed) follows the system's, with a notice."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise SettingsError(_("language must be a language's code such as de, or null for the system's"))
    from minesweeper.language import UnknownLanguage, check

    try:
        return check(value)
    except UnknownLanguage:
        notices.append(
            _("the language {value} is not one this game has; following the system's").format(value=repr(value[:20]))
        )
        return None


def _custom(value: object, notices: list[str]) -> Difficulty:
    if isinstance(value, str):
        try:
            parsed = Difficulty.parse(value)
            return Difficulty.custom(parsed.width, parsed.height, parsed.mines)
        except MinesweeperError as error:
            notices.append(
                _("the last custom board is not valid ({error}); using {size}").format(
                    error=error, size=DEFAULT_CUSTOM.summary
                )
            )
            return DEFAULT_CUSTOM
    if not isinstance(value, Mapping):  # version 1: an object of width, height and mines
        raise SettingsError(_("last_custom must be a size like 30x16n99"))
    sizes: list[int] = []
    for name in ("width", "height", "mines"):
        number = value.get(name)
        if isinstance(number, bool) or not isinstance(number, int):
            raise SettingsError(_("last_custom {name} must be a whole number").format(name=name))
        sizes.append(number)
    width, height, mines = sizes
    try:
        return Difficulty.custom(width, height, mines)
    except MinesweeperError as error:
        notices.append(
            _("the last custom board is not valid ({error}); using {size}").format(
                error=error, size=DEFAULT_CUSTOM.summary
            )
        )
        return DEFAULT_CUSTOM


def _theme(value: object, notices: list[str]) -> str:
    if not isinstance(value, str):
        raise SettingsError(_("theme must be one of {themes}").format(themes=", ".join(THEMES)))
    if value in THEMES:
        return value
    notices.append(_("unknown theme {value}; using classic").format(value=repr(value[:20])))
    return "classic"


def _pair(value: object, name: str, least: int) -> tuple[int, int] | None:
    """Two whole numbers as a JSON list, or null."""
    if value is None:
        return None
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(n, int) and not isinstance(n, bool) and least <= n <= MAX_WINDOW for n in value)
    ):
        raise SettingsError(_("{name} must be two whole numbers, or null").format(name=name))
    return value[0], value[1]


def _views(value: object, notices: list[str]) -> dict[str, View]:
    if not isinstance(value, Mapping):
        raise SettingsError(_("views must be a JSON object of difficulties"))
    views: dict[str, View] = {}
    for key, view in value.items():
        if key not in PRESETS and key != CUSTOM:
            notices.append(_("a view for an unknown difficulty {key} is dropped").format(key=repr(str(key)[:20])))
            continue
        if not isinstance(view, Mapping):
            raise SettingsError(_("views: {key} must be a JSON object with zoom and window").format(key=key))
        window = _pair(view.get("window"), f"views: {key} window", 1)  # i18n: fixed (the file's field)
        if window is None:
            raise SettingsError(_("views: {key} needs a window size").format(key=key))
        views[key] = View(_zoom(view.get("zoom"), notices), window)
    return views
