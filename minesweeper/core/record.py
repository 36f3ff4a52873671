"""Game records: a game as plain data (difficulty, layout, question marks, actions) and back, exactly.

A game is its layout plus its list of actions, so a ``GameRecord`` is all that save files, the results
database, history and replays keep, and ``replay`` rebuilds the game from it through ``Game.apply``, which
checks every move. ``Resume`` adds what a game in progress needs to carry on later: the game clock when it
was saved (time away never counts), its identity and its start date. ``FinishedGame`` is one result as the
results database keeps it, and a ``HistoryEntry`` the line the history lists it by. ``from_dict`` treats
its input as untrusted: every field is validated first, so a damaged or hostile file becomes one
``RecordError`` saying what is wrong, never a crash or a different game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from minesweeper.core.actions import MAX_CLOCK_MS, Action, Kind, action_texts, parse_actions
from minesweeper.core.errors import MinesweeperError, MoveNotApplied, RecordError
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import FixedMines, MineSource
from minesweeper.core.language.translate import _, ngettext
from minesweeper.core.layout import Layout, cell_texts, parse_cells
from minesweeper.core.play import NOT_RECORDED, Play
from minesweeper.core.presets import CUSTOM, PRESETS, Difficulty
from minesweeper.core.ranking import row_key

if TYPE_CHECKING:
    from minesweeper.core.formats.video_source import VideoSource

MAX_ID = 64


class _NoMinesYet:
    """The mine source of a record saved before its first reveal, when nobody asked for a new one."""

    no_guess = False
    known = None

    def layout_for(self, difficulty: Difficulty, first_x: int, first_y: int) -> Layout:
        raise RecordError(_("this saved game has no mines laid, so it cannot open a cell"))


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Everything that makes a game what it is; ``layout`` is None until the first reveal lays the mines."""

    difficulty: Difficulty
    layout: Layout | None
    question_marks: bool
    actions: tuple[Action, ...]
    no_guess: bool = False  # the mines came from the no-guess generator: ranked apart
    opened: tuple[tuple[int, int], ...] = ()  # a puzzle's cells that start open

    @classmethod
    def of(cls, game: Game) -> GameRecord:
        return cls(game.difficulty, game.layout, game.question_marks, game.actions, game.no_guess, game.opened_at_start)

    def replay(self, upto: int | None = None, *, mines: MineSource | None = None) -> Game:
        """The game after its first ``upto`` actions (all of them by default).

        ``mines`` lays the mines if the record has none yet and play goes on from it; a record with a layout
        always replays on that layout.
        """
        source: MineSource = (
            FixedMines(self.layout, no_guess=self.no_guess) if self.layout is not None else mines or _NoMinesYet()
        )
        try:
            game = Game(self.difficulty, source, question_marks=self.question_marks, opened=self.opened)
            for number, action in enumerate(self.actions[:upto], start=1):
                problem = game.check(action)
                if problem is not None:
                    raise MoveNotApplied(
                        number,
                        _("move {number} ({action}) does not apply: {problem}").format(
                            number=number, action=action, problem=problem
                        ),
                    )
                game.apply(action)
        except RecordError:
            raise
        except MinesweeperError as error:
            raise RecordError(_("the saved board is not valid: {error}").format(error=error)) from error
        return game

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "difficulty": str(self.difficulty),
            "question_marks": self.question_marks,
            "no_guess": self.no_guess,
            "layout": None if self.layout is None else str(self.layout),
            "actions": action_texts(self.actions),
        }
        if self.opened:
            data["opened"] = cell_texts(self.opened)
        return data

    @classmethod
    def from_dict(cls, data: object, *, latest_ms: int = MAX_CLOCK_MS) -> GameRecord:
        """Read what ``to_dict`` wrote (or a version 1 save, whose difficulty is an object)."""
        record = _mapping(data, _("the saved game"))
        difficulty = _difficulty(record.get("difficulty"))
        question_marks, no_guess = record.get("question_marks"), record.get("no_guess", False)
        if not isinstance(question_marks, bool) or not isinstance(no_guess, bool):
            raise RecordError(_("question_marks and no_guess must be true or false"))
        actions = _actions(record.get("actions"), latest_ms)
        opened = _cells(record.get("opened", []), difficulty)
        layout_text = record.get("layout")
        if layout_text is None:
            if any(a.kind is not Kind.FLAG for a in actions) or opened:
                raise RecordError(_("a game saved with no mines laid can only hold flags, but it has a reveal"))
            return cls(difficulty, None, question_marks, actions, no_guess)
        if not isinstance(layout_text, str):
            raise RecordError(_("layout must be rows of '*' and '.' as text, or null"))
        try:
            layout = Layout.parse(layout_text)
        except MinesweeperError as error:
            raise RecordError(_("the saved board is not valid: {error}").format(error=error)) from error
        if (layout.width, layout.height, layout.mine_count) != (difficulty.width, difficulty.height, difficulty.mines):
            raise RecordError(
                _("the saved board does not match {level} ({size})").format(
                    level=_(difficulty.label), size=difficulty.summary
                )
            )
        return cls(difficulty, layout, question_marks, actions, no_guess, opened)


@dataclass(frozen=True, slots=True)
class Resume:
    """A game in progress as saved: its record, the game clock then, its identity and its start date."""

    record: GameRecord
    clock_ms: int
    game_id: str | None = None  # None in files older than identities: the loader gives it one
    started: str | None = None  # ISO date of the first reveal; None before it
    finished: bool = False  # a game that ended but whose result is not in the database yet
    play: Play = NOT_RECORDED
    puzzle_id: int | None = None  # a game of a library puzzle

    @property
    def played_ms(self) -> int:
        """Time played so far: from the first reveal to the saved clock (0 before the first reveal)."""
        first = next((a.t for a in self.record.actions if a.kind is Kind.REVEAL), None)
        return 0 if first is None else max(0, self.clock_ms - first)

    def to_dict(self) -> dict[str, Any]:
        """The clock is kept within what ``from_dict`` accepts and never before a move (or wasted click) it stamped."""
        clock_ms = min(
            MAX_CLOCK_MS, max([self.clock_ms, *(a.t for a in (*self.record.actions[-1:], *self.play.wasted[-1:]))])
        )
        puzzle = {} if self.puzzle_id is None else {"puzzle": self.puzzle_id}
        return {
            "id": self.game_id,
            "started": self.started,
            "finished": self.finished,
            **self.record.to_dict(),
            **self.play.to_dict(),
            **puzzle,
            "clock_ms": clock_ms,
        }

    @classmethod
    def from_dict(cls, data: object) -> Resume:
        fields = _mapping(data, _("the saved game"))
        clock_ms = _whole(fields.get("clock_ms"), "clock_ms", MAX_CLOCK_MS)
        record = GameRecord.from_dict(fields, latest_ms=clock_ms)
        finished = fields.get("finished", False)
        if not isinstance(finished, bool):
            raise RecordError(_("finished must be true or false"))
        puzzle = fields.get("puzzle")
        if puzzle is not None:
            puzzle = _whole(puzzle, "puzzle", 2**62)
        size = (record.difficulty.width, record.difficulty.height)
        return cls(
            record,
            clock_ms,
            _game_id(fields.get("id")),
            iso_date(fields.get("started"), "started"),
            finished,
            Play.from_dict(fields, size=size, latest_ms=clock_ms),
            puzzle,
        )


class Outcome(StrEnum):
    """How a finished game ended. The values are the words files, the database and ``--history`` write (a contract);
    what a player reads is ``ending``'s."""

    WON = "won"
    LOST = "lost"
    GIVEN_UP = "given_up"  # replaced by a new game after it had started: a loss, as in Windows 7

    @classmethod
    def of(cls, state: GameState) -> Outcome:
        """The one classifier of a game's end: won or lost as the rules left it, given up when it stopped before
        either (replaced by another game, or a record whose moves stop short of an end)."""
        return {GameState.WON: cls.WON, GameState.LOST: cls.LOST}.get(state, cls.GIVEN_UP)


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """One result as the results database keeps it: the whole game, how it ended and how long it took."""

    game_id: str
    record: GameRecord
    outcome: Outcome
    ms: int
    started: str
    play: Play = NOT_RECORDED
    puzzle_id: int | None = None  # a game of a puzzle from the library
    bbbv: int | None = None  # the board's 3BV, and how much of it was done (None where not worked out)
    bbbv_solved: int | None = None
    zini: int | None = None  # the board's greedy ZiNi (None where not worked out: old or giant boards)
    left_click_chords: bool | None = None  # the chord setting its recorded hand was played with (None: not known)
    source: VideoSource | None = None  # another player's game, read from a video file: what the file says of it

    @property
    def won(self) -> bool:
        return self.outcome is Outcome.WON

    @property
    def ranked_key(self) -> str:
        """The statistics row it counts in: its preset, or custom (counted, never ranked)."""
        return row_key(self.record.difficulty)


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One line of the history of finished games: enough to list and filter it without reading the moves.

    A row of the database that is not what the game wrote is listed with ``damage`` saying what is wrong;
    its fields that could not be read are None (its date and difficulty empty), and it is not replayable.
    """

    row_id: int
    started: str
    difficulty: str  # the text form: "expert", "30x16n99"
    outcome: Outcome | None  # None only in a damaged row
    ms: int | None  # None only in a damaged row
    bbbv: int | None
    bbbv_solved: int | None
    replayable: bool  # imported results from an old records file have no board or moves; damaged rows neither
    damage: str | None = None  # why the row cannot be trusted, or None
    puzzle: str | None = None  # the name of the library's puzzle it was played on, while that puzzle is kept
    accuracy: float | None = None  # its review's accuracy (first, proven or forced moves); None: not reviewed yet
    practice: bool = False  # played on from a moment of another game: listed, never ranked nor counted
    assisted: bool = False  # a hint or the mine chances were used: listed and counted, never ranked
    daily: str = ""  # a daily game: its daily's date, YYYY-MM-DD ("" for any other game)
    counted: bool = False  # a daily game that is its daily's counted attempt (``daily.results``)
    no_guess: bool = False  # dealt by the no-guess generator
    imported: bool = False  # another player's game, opened from a video file: listed, never ranked nor counted

    @property
    def kind_words(self) -> tuple[str, ...]:
        """What the game was beyond its board and result, in the words ``--history`` writes after its columns (and the
        window words its own way): ``practice``, ``assisted``, ``daily=DATE`` with ``counted`` or ``not-counted``,
        ``no-guess`` and ``imported``, in that order, each only where it holds."""
        daily = (f"daily={self.daily}", "counted" if self.counted else "not-counted") if self.daily else ()
        return (
            *(("practice",) if self.practice else ()),
            *(("assisted",) if self.assisted else ()),
            *daily,
            *(("no-guess",) if self.no_guess else ()),
            *(("imported",) if self.imported else ()),
        )


def _mapping(value: object, what: str) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        # Translators: {what} is "the saved game" as translated, or a field's name in the saved file (never translated).
        raise RecordError(_("{what} must be a JSON object").format(what=what))
    return value


def show(value: object) -> str:
    """A value for a message, cut short so a garbage file cannot flood the player's screen."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _int(value: object, name: str) -> int:
    """An int; JSON ``true`` is not one, though Python's bool is an int."""
    if isinstance(value, bool) or not isinstance(value, int):
        # Translators: {name} is a field's name in the saved file, never translated.
        raise RecordError(_("{name} must be a whole number, not {value}").format(name=name, value=show(value)))
    return value


def _whole(value: object, name: str, most: int) -> int:
    number = _int(value, name)
    if not 0 <= number <= most:
        # Translators: {name} is a field's name in the saved file, never translated.
        message = _("{name} must be between 0 and {most}, not {value}")
        raise RecordError(message.format(name=name, most=most, value=show(number)))
    return number


def _game_id(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not 0 < len(value) <= MAX_ID or not value.isprintable():
        raise RecordError(_("id must be a short text, not {value}").format(value=show(value)))
    return value


def iso_date(value: object, name: str) -> str | None:
    """``value`` when it is an ISO date like 2024-05-01T10:15:00 or None; ``RecordError`` naming ``name`` if not."""
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 40:
        raise RecordError(
            _("{name} must be an ISO date like 2024-05-01T10:15:00, not {value}").format(name=name, value=show(value))
        )
    from datetime import datetime  # only when a saved date is checked: it costs start-up time

    try:
        datetime.fromisoformat(value)
    except ValueError as error:
        raise RecordError(
            _("{name} must be an ISO date like 2024-05-01T10:15:00, not {value}").format(name=name, value=show(value))
        ) from error
    return value


def _difficulty(value: object) -> Difficulty:
    if isinstance(value, str):
        try:
            return Difficulty.parse(value)
        except MinesweeperError as error:
            raise RecordError(f"difficulty: {error}") from error
    fields = _mapping(value, "difficulty")  # version 1 wrote an object: key, label, width, height, mines
    key = fields.get("key")
    if not isinstance(key, str) or not isinstance(fields.get("label"), str):
        raise RecordError(_("difficulty needs a key and a label, both text"))
    width = _int(fields.get("width"), "difficulty width")  # i18n: fixed (the saved game's field names)
    height = _int(fields.get("height"), "difficulty height")  # i18n: fixed (the saved game's field names)
    mines = _int(fields.get("mines"), "difficulty mines")  # i18n: fixed (the saved game's field names)
    if key == CUSTOM:
        try:
            return Difficulty.custom(width, height, mines)
        except MinesweeperError as error:
            raise RecordError(_("the custom difficulty is not valid: {error}").format(error=error)) from error
    preset = PRESETS.get(key)
    if preset is None:
        raise RecordError(
            _("unknown difficulty {key}: use one of {choices} or custom").format(
                key=show(key), choices=", ".join(PRESETS)
            )
        )
    if (width, height, mines) != (preset.width, preset.height, preset.mines):
        raise RecordError(
            ngettext(
                "{level} is {size}, but the save says width {width}, height {height}, {mines} mine",
                "{level} is {size}, but the save says width {width}, height {height}, {mines} mines",
                mines,
            ).format(level=_(preset.label), size=preset.summary, width=width, height=height, mines=mines)
        )
    return preset


def _cells(value: object, difficulty: Difficulty) -> tuple[tuple[int, int], ...]:
    """A list of cells written ``"x,y"``, each on the board."""
    if not isinstance(value, list):
        raise RecordError(_('opened must be a list of cells like "3,4", at most one per cell'))
    try:
        return parse_cells(value, difficulty.width, difficulty.height)
    except MinesweeperError as error:
        # Translators: "opened" is the save's field name, kept as written; {problem} says which cell is wrong.
        raise RecordError(_("opened: {problem}").format(problem=error)) from error


def _actions(value: object, latest_ms: int) -> tuple[Action, ...]:
    """Parse the action list: times never run backwards and none is later than the clock that saved it."""
    if not isinstance(value, list):
        raise RecordError(_("actions must be a list of texts like R3,4@1520"))
    try:
        return parse_actions(value, latest_ms)
    except MinesweeperError as error:
        raise RecordError(str(error)) from error
