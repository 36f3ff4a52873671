"""The player's personal records of one level: the best-ten tables, the averages of the last wins, the win rate, and
a won game's place among the player's wins, worked out from the level's finished games (``RecordRow``, one a game,
as the results database keeps them; the store reads them, this module only counts).

What is in a table. A level is a preset (custom boards are never ranked: their sizes do not compare). Its games are
told apart by *style* (``all``, or ``fl``/``nf``: ``standing``'s) and by *kind*: a game played on a daily board is
``daily`` (only its daily's counted attempt, ``daily.results``, is in that table: a second attempt knows the board);
a no-guess board is ``no-guess``; a board ``standing.classic_board`` calls classic is ``classic``; a puzzle (from the
library, or with cells open at the start) is of no kind and in no table, nor is another player's game opened from a
video file (kept in the history as imported), nor a practice game (the store leaves both out). A
table holds the *ranked* wins (``ranking.is_ranked``: won with no hint nor the chances view) of one level, style and
kind; an interrupted game (paused or resumed, ``Play.interrupted``) stays in it, marked, and so
does one the community would not rank (``rankable`` says so: the window and scripts may mark it).

The order of a table (``SORTS``): by time, or RQP, the lowest first; by 3BV/s, IOE or STNB, the highest first; games
equal by that figure by time, the fastest first, then in the order they were recorded (their row number), so every
order is total and a table reads the same every time. The figures are ``figures``' own (ms-toollib's definitions),
worked out from the numbers kept: STNB is 0 off the official levels, so there a table by STNB is one by time.

Averages (``averages``) are of the last 10 and last 100 wins of a level, style and kind (the wins a table takes, in
the order played), each the plain mean of those games' times (to the nearest millisecond) and of their 3BV/s; with
fewer wins, of the wins there are (``Average.wins`` says how many). The win rate (``win_rate``) is of the last 100
games of the same selection, every result counted (a game the solver helped with too, as the statistics count it).
A won game's place (``placing``, said by ``rank_sentence``) is among the ranked wins of its level, style and kind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from minesweeper.core.clock_text import format_ms
from minesweeper.core.figure_text import count, figure, share
from minesweeper.core.language.translate import N_, _
from minesweeper.core.metrics.figures import bbbv_rate, ioe, rqp, stnb, stnb_constant
from minesweeper.core.metrics.standing import Rankable, Style, verdict
from minesweeper.core.presets import PRESETS
from minesweeper.core.ranking import RECENT, TOP, is_ranked

Kind = Literal["classic", "no-guess", "daily"]
Selection = Literal["all", "fl", "nf"]
Sort = Literal["time", "bbbv_s", "ioe", "stnb", "rqp"]
KINDS: Final[tuple[Kind, ...]] = ("classic", "no-guess", "daily")
STYLES: Final[tuple[Selection, ...]] = ("all", "fl", "nf")
SORTS: Final[tuple[Sort, ...]] = ("time", "bbbv_s", "ioe", "stnb", "rqp")
SORT_NAMES: Final[dict[Sort, str]] = {  # i18n: fixed (the figures' names the community knows them by)
    "time": N_("time"),
    "bbbv_s": "3BV/s",
    "ioe": "IOE",
    "stnb": "STNB",
    "rqp": "RQP",
}
"""What a table is sorted by, in a sentence: "time" is translated where it is said, the figures' names never."""
LAST_FEW: Final = 10  # the averages of the last few wins...
LAST_MANY: Final = RECENT  # ...and of the last hundred; the win rate is of the last hundred games


# Which table a game's board puts it in, the first rule whose fact holds deciding (a board none of them holds is
# classic): the one rule of which finished games compare. ``kind_of`` asks it of a game; the store asks it of its
# rows in SQL, built from this very table, so "which results compare" has one answer everywhere.
KIND_RULES: Final[tuple[tuple[str, Kind | None], ...]] = (
    ("video", None),  # another player's game, opened from a video file: kept in the history as imported, never compared
    ("daily", "daily"),  # a daily board, whatever it was dealt as: in the daily table only
    ("custom", None),  # a custom board: its size compares with no other's
    ("puzzle", None),  # a puzzle (from the library, or with cells open at the start)
    ("no_guess", "no-guess"),
)
CLASSIC: Final[Kind] = "classic"


def kind_of(*, custom: bool, no_guess: bool, puzzle: bool, daily: bool, video: bool = False) -> Kind | None:
    """The table a game's board puts it in (``KIND_RULES``): ``daily``, ``no-guess``, ``classic``, or None: another
    player's game (a ``video``), a custom board or a puzzle, in no table."""
    facts = {"video": video, "daily": daily, "custom": custom, "puzzle": puzzle, "no_guess": no_guess}
    return next((kind for fact, kind in KIND_RULES if facts[fact]), CLASSIC)


@dataclass(frozen=True, slots=True)
class RecordRow:
    """One finished game of a level, as the records need it (practice games are never among them). A result kept from
    an old records file has no game: its 3BV, figures and style are unknown (None), so it is only in the tables by
    time of every style."""

    row_id: int  # its number in the results database: ``--history`` lists it, ``--scorecard ID`` takes it
    game_id: str  # its identity, which the session knows as soon as it ends
    started: str  # when it was played, as the results database keeps it (ISO 8601)
    level: str  # the preset's key: "expert", "beginner8"...
    ms: int
    bbbv: int | None
    bbbv_solved: int | None
    clicks: int  # every click, L + R + D, wasted ones too (0 for a result with no game)
    ce: int | None  # ms-toollib's effective clicks (None for games recorded before they were kept)
    style: Style | None
    won: bool
    kind: Kind | None
    interrupted: bool = False  # paused or resumed from a save: in the tables, marked so
    assisted: bool = False  # a hint or the chances view: counted in the win rate, never in a table
    daily: str = ""  # a daily game: its daily's date

    @property
    def bbbv_s(self) -> float | None:
        return bbbv_rate(self.bbbv_solved, self.ms)

    @property
    def ioe(self) -> float | None:
        return ioe(self.bbbv_solved, self.clicks)

    @property
    def rqp(self) -> float | None:
        return None if self.bbbv_solved is None else rqp(self.ms, self.bbbv_solved)

    @property
    def stnb(self) -> float | None:
        """STNB, which only the official levels have (None elsewhere, and for a result with no game)."""
        board = PRESETS[self.level]
        constant = stnb_constant(board.width, board.height, board.mines)
        if self.bbbv is None or self.bbbv_solved is None or not constant:
            return None
        return stnb(self.ms, self.bbbv, self.bbbv_solved, constant)

    def figure(self, sort: Sort) -> float | None:
        """The figure a table of ``sort`` ranks by (its time, in seconds, for a table by time; a level with no STNB
        ranks every game's as 0, so its table by STNB is one by time); None when unknown (a result with no game)."""
        if sort == "time":
            return self.ms / 1000
        if sort == "stnb" and self.bbbv is not None:
            return self.stnb or 0.0
        value: float | None = getattr(self, sort)
        return value

    @property
    def ranked(self) -> bool:
        """A win that may be in a table: won with no help (practice games are never read)."""
        return is_ranked(won=self.won, assisted=self.assisted, practice=False)

    @property
    def rankable(self) -> Rankable:
        """The community's verdict on the game (``standing``): yes, or the first of its rules that fails."""
        board = PRESETS[self.level]
        return verdict(
            (board.width, board.height, board.mines),
            classic=self.kind == "classic",
            bbbv=self.bbbv,
            won=self.won,
            assisted=self.assisted,
            practice=False,
        )


HIGHEST_BEST: Final = frozenset({"bbbv_s", "ioe", "stnb"})  # the sorts whose highest figure is the best


def _sort_key(sort: Sort) -> Callable[[RecordRow], tuple[float, int, int]]:
    """A sort's key: the figure (negated where the highest is best), then the time, then the row number. Only rows
    whose figure is known are sorted by it (``_known``)."""
    sign = -1.0 if sort in HIGHEST_BEST else 1.0

    def key(row: RecordRow) -> tuple[float, int, int]:
        return sign * (row.figure(sort) or 0.0), row.ms, row.row_id

    return key


def _known(rows: Iterable[RecordRow], sort: Sort) -> list[RecordRow]:
    """The rows a table of ``sort`` can rank: those whose figure is known."""
    return [row for row in rows if row.figure(sort) is not None]


def _played(rows: Iterable[RecordRow]) -> list[RecordRow]:
    """The rows in the order they were played: by date, then as recorded (the statistics' order)."""
    return sorted(rows, key=lambda row: (row.started, row.row_id))


def _counted_dailies(rows: Sequence[RecordRow]) -> set[int]:
    """The rows that are their daily's counted attempt (``daily.results``)."""
    dailies = [row for row in rows if row.kind == "daily" and row.daily]
    if not dailies:
        return set()
    from minesweeper.core.daily.results import DailyAttempt, counted  # only with dailies: the daily loads its solver
    from minesweeper.core.record import Outcome

    return counted(
        DailyAttempt(
            row.daily, row.level, row.started, Outcome.WON if row.won else Outcome.LOST, row.ms, row.row_id, False
        )
        for row in dailies
    )


def games(rows: Iterable[RecordRow], *, style: Selection = "all", kind: Kind = "classic") -> list[RecordRow]:
    """The games of one style and kind, in the order played: every result (a daily's counted attempt only)."""
    played = _played(rows)
    chosen = [row for row in played if row.kind == kind and (style == "all" or style == row.style)]
    if kind != "daily":
        return chosen
    counted = _counted_dailies(chosen)
    return [row for row in chosen if row.row_id in counted]


def wins(rows: Iterable[RecordRow], *, style: Selection = "all", kind: Kind = "classic") -> list[RecordRow]:
    """The ranked wins of one style and kind, in the order played: what a table, the averages and a rank take."""
    return [row for row in games(rows, style=style, kind=kind) if row.ranked]


def table(
    rows: Iterable[RecordRow],
    *,
    style: Selection = "all",
    kind: Kind = "classic",
    sort: Sort = "time",
    size: int = TOP,
) -> list[RecordRow]:
    """The best ``size`` ranked wins of one style and kind, best first by ``sort`` (see the module's docstring)."""
    return sorted(_known(wins(rows, style=style, kind=kind), sort), key=_sort_key(sort))[:size]


def worked_from(rows: Iterable[RecordRow]) -> set[int]:
    """The rows (``row_id``) the records of a level are worked out from: every game of every table, and the last
    ``LAST_MANY`` wins and games of each style and kind (the averages and the win rate). A history cap keeps them, so
    capping it changes no record."""
    chosen = list(rows)
    needed: set[int] = set()
    for kind in KINDS:
        for style in STYLES:
            played = games(chosen, style=style, kind=kind)
            won = [row for row in played if row.ranked]
            needed.update(row.row_id for row in played[-LAST_MANY:])
            needed.update(row.row_id for row in won[-LAST_MANY:])
            for sort in SORTS:
                needed.update(row.row_id for row in sorted(_known(won, sort), key=_sort_key(sort))[:TOP])
    return needed


@dataclass(frozen=True, slots=True)
class Average:
    """The mean of the last wins: how many there were (at most the number asked), their mean time to the nearest
    millisecond and their mean 3BV/s; None for both with no wins."""

    wins: int
    ms: int | None
    bbbv_s: float | None


def average(rows: Iterable[RecordRow], *, last: int, style: Selection = "all", kind: Kind = "classic") -> Average:
    """The mean time and 3BV/s of the last ``last`` ranked wins of one style and kind (of all of them when fewer)."""
    chosen = wins(rows, style=style, kind=kind)[-last:] if last > 0 else []
    if not chosen:
        return Average(0, None, None)
    rates = [rate for row in chosen if (rate := row.bbbv_s) is not None]
    found = len(chosen)
    return Average(found, round(sum(row.ms for row in chosen) / found), sum(rates) / len(rates) if rates else None)


@dataclass(frozen=True, slots=True)
class WinRate:
    """Of the last games: how many were played (at most the number asked) and how many won."""

    games: int
    won: int

    @property
    def percent(self) -> float | None:
        """The share won, in percent; None without a game."""
        return 100.0 * self.won / self.games if self.games else None


def win_rate(
    rows: Iterable[RecordRow], *, last: int = LAST_MANY, style: Selection = "all", kind: Kind = "classic"
) -> WinRate:
    """How many of the last ``last`` games of one style and kind were won (every result counts)."""
    chosen = games(rows, style=style, kind=kind)[-last:] if last > 0 else []
    return WinRate(len(chosen), sum(row.won for row in chosen))


@dataclass(frozen=True, slots=True)
class Averages:
    """What the records say of one level, style and kind beside the tables: the last 10 and 100 wins' averages and
    the win rate of the last 100 games."""

    last_few: Average
    last_many: Average
    rate: WinRate


def averages(rows: Iterable[RecordRow], *, style: Selection = "all", kind: Kind = "classic") -> Averages:
    """The averages of the last ``LAST_FEW`` and ``LAST_MANY`` wins and the win rate of the last ``LAST_MANY`` games."""
    chosen = list(rows)
    return Averages(
        average(chosen, last=LAST_FEW, style=style, kind=kind),
        average(chosen, last=LAST_MANY, style=style, kind=kind),
        win_rate(chosen, last=LAST_MANY, style=style, kind=kind),
    )


AVERAGE_HEADINGS: Final = (N_("Wins"), N_("Time 10"), "3BV/s 10", N_("Time 100"), "3BV/s 100", N_("Games"), N_("Win %"))
"""The averages' columns: in English in ``--stats``, a script's table; translated where a screen shows them."""


def average_cells(shown: Averages, *, for_people: bool = False) -> tuple[str, ...]:
    """The averages as a table row shows them (``AVERAGE_HEADINGS``), so the window's Statistics and the terminal's
    ``--stats`` print the same figures: the wins counted in the last hundred, the mean time (seconds to the
    millisecond, as every time is written) and 3BV/s (three decimals) of the last 10 and 100 wins, how many of the
    last 100 games there were and the share won (whole percent, as the statistics' win %); "-" where there is none.
    ``for_people``: as the player's locale writes them, for the window."""

    def time(found: Average) -> str:
        return "-" if found.ms is None else format_ms(found.ms, for_people=for_people)

    def rate(found: Average) -> str:
        return figure(found.bbbv_s, for_people=for_people)

    percent = shown.rate.percent
    return (
        count(shown.last_many.wins, for_people=for_people),
        time(shown.last_few),
        rate(shown.last_few),
        time(shown.last_many),
        rate(shown.last_many),
        count(shown.rate.games, for_people=for_people),
        share(None if percent is None else percent / 100, for_people=for_people),
    )


@dataclass(frozen=True, slots=True)
class Placing:
    """A won game's place among the ranked wins of its level, style and kind: by time and by 3BV/s, of how many."""

    by_time: int
    by_bbbv_s: int
    of: int
    level: str
    style: Selection  # the wins it is placed among: of one style, or of every style ("all")
    kind: Kind


def placing(rows: Iterable[RecordRow], game_id: str, *, style: Selection | None = None) -> Placing | None:
    """Where the game ``game_id`` stands among the player's ranked wins of its level and kind, of its own style or of
    ``style`` ("all": every style; ties as in a table); None when it is not among the rows or is not a ranked win of a
    kind (lost, helped, a puzzle, a daily's attempt that did not count)."""
    chosen = list(rows)
    game = next((row for row in chosen if row.game_id == game_id), None)
    if game is None or game.kind is None or not game.ranked:
        return None
    chose: Selection = style or game.style or "all"
    peers = wins(chosen, style=chose, kind=game.kind)
    if all(row.row_id != game.row_id for row in peers):  # a daily's later attempt: not its daily's counted one
        return None

    def place(sort: Sort) -> int:
        key = _sort_key(sort)
        mine = key(game)
        return 1 + sum(key(row) < mine for row in _known(peers, sort))

    return Placing(place("time"), place("bbbv_s"), len(peers), game.level, chose, game.kind)


def best_claim(rows: Iterable[RecordRow], game_id: str) -> int | None:
    """A won game's best-time claim: its place by time among the wins of its level and kind (every style), when it is
    in the top ``TOP``: 1 is "New best time!". None for a game with no place (``placing``) or outside the top. The
    first row of the table by time (Personal bests, ``--records``) is the game that claims 1."""
    found = placing(rows, game_id, style="all")
    return None if found is None or found.by_time > TOP else found.by_time


_RANK_SENTENCES: Final[dict[Kind, str]] = {
    "classic": N_("#{time} of {count} by time, #{rate} by 3BV/s among your {level} wins"),
    "no-guess": N_("#{time} of {count} by time, #{rate} by 3BV/s among your {level} no-guess wins"),
    "daily": N_("#{time} of {count} by time, #{rate} by 3BV/s among your {level} daily wins"),
}
"""A won game's place among the wins of its level and kind, by kind."""
_RANK_SENTENCES_AND_STYLE: Final[dict[Kind, str]] = {
    # Translators: {style} is NF (no flags) or FL (flags), as the community writes them.
    "classic": N_(
        "#{time} of {count} by time, #{rate} by 3BV/s among your {level} wins; #{own_time} of {own_count} by time "
        "among your {style} wins"
    ),
    "no-guess": N_(
        "#{time} of {count} by time, #{rate} by 3BV/s among your {level} no-guess wins; #{own_time} of {own_count} "
        "by time among your {style} wins"
    ),
    "daily": N_(
        "#{time} of {count} by time, #{rate} by 3BV/s among your {level} daily wins; #{own_time} of {own_count} by "
        "time among your {style} wins"
    ),
}
"""The same, with its place among the wins of its own style (NF or FL) too, where the player has wins of both."""


def rank_sentence(rows: Iterable[RecordRow], game_id: str) -> str | None:
    """A won game's place in words, as the win card and the terminal say it: among the wins of its level and kind
    (every style, as its best-time claim counts them), then, where the player's wins are of both styles, among those of
    its own: "#3 of 41 by time, #1 by 3BV/s among your Expert wins; #2 of 12 by time among your NF wins" (a no-guess or
    daily game's: "... among your Expert no-guess wins"); None when it has none (``placing``)."""
    chosen = list(rows)
    found = placing(chosen, game_id, style="all")
    if found is None:
        return None
    own = placing(chosen, game_id)
    level = PRESETS[found.level].shown_parts[0]
    places = {"time": found.by_time, "count": found.of, "rate": found.by_bbbv_s, "level": level}
    if own is None or own.style == "all" or own.of == found.of:
        return _(_RANK_SENTENCES[found.kind]).format(**places)
    # wins of both styles: its place in its own style's table too
    return _(_RANK_SENTENCES_AND_STYLE[found.kind]).format(
        **places, own_time=own.by_time, own_count=own.of, style=own.style.upper()
    )
