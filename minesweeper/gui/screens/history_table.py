"""The History screen's list in words: its columns, a game's line and the marks on it, and what the marks mean
(``screens.history`` reads the games, lays the list out and takes the keys).

What a line says is one function, ``row_cells`` (the date to the minute, the name of the library's puzzle it
was played on, else the difficulty's name or a custom board's size and mines, with what the game was, the result, the
time to the millisecond as every time is written, 3BV/s and the accuracy in whole percents, in the player's locale's
digits and separators), tested on its own. A game's result is green or red, marked ``*`` when a hint or the mine
chances were used (never ranked), a daily that did not count is marked with a dagger, and a game that cannot be
replayed (a result imported from an old records file, which kept no board) is dimmed. A row of the database that is
not what the game wrote is listed as "Damaged", without its figures.
"""

from __future__ import annotations

from collections.abc import Iterable

from minesweeper.core.clock_text import format_ms
from minesweeper.core.ending import outcome_word
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.figure_text import figure, share
from minesweeper.core.language.translate import N_, _
from minesweeper.core.metrics.figures import bbbv_rate
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.record import HistoryEntry, Outcome
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.widgets.table import TableCell, TableColumn

ASSISTED_MARK = "*"  # after the result of a game played with the solver's help, as a record's footnote
NOT_COUNTED_MARK = "\u2020"  # after "daily" for a daily game that did not count, as another footnote
# Under a list that holds such a game, what each mark means.
# Translators: "*" is the mark after the result of such a game: keep it first.
ASSISTED_LEGEND = N_("* a hint or the mine chances were used: not ranked")
# Translators: the dagger is the mark after such a daily's name: keep it first.
NOT_COUNTED_LEGEND = N_("\u2020 a daily that did not count (a later attempt, or begun after its date)")
# Translators: what each of the two marks means, one after the other.
LEGENDS = N_("{legend}; {other}")
# What a game was, after its level's short name (or a custom board's size, or a puzzle's name): a daily (counted or
# not, ``NOT_COUNTED_MARK``), another player's game from a video, a no-guess board; as --history says it.
DAILY, UNCOUNTED_DAILY, IMPORTED, NO_GUESS = (
    N_("{board} daily"),
    N_("{board} daily\u2020"),
    N_("{board} imported"),
    N_("{board} no-guess"),
)


def columns() -> tuple[TableColumn, ...]:
    """The list's columns, each heading in the player's language with the widest text it holds: the widest a level and
    a kind make in English (the ranked 8×8 Beginner on a no-guess board; where another language's names run longer,
    that column, which takes what the others leave, cuts its longest lines rather than push the others off the list)
    and a practice game's result with the mark. A list too narrow for them all leaves out the accuracy and 3BV/s, then
    the date (a long language's words: the games stay newest first, and the chosen one's date is heard), the column a
    player misses least, rather than cut the result or the time."""
    widest = _(NO_GUESS).format(board=PRESETS["beginner8"].shown_parts[0])
    return (
        TableColumn(_("Date"), "2024-05-04 08:01", right=False, optional=True),
        TableColumn(_("Difficulty"), widest, right=False, fill=True),
        TableColumn(_("Result"), outcome_word(Outcome.LOST, practice=True) + ASSISTED_MARK, right=False),
        TableColumn(_("Time"), format_ms(1_234_567, for_people=True)),
        TableColumn("3BV/s", figure(333.33, for_people=True), optional=True),
        TableColumn(_("Accuracy"), share(1.0, for_people=True), optional=True),
    )


def kind_of(entry: HistoryEntry) -> str | None:
    """What a game was, as its line says it after the board's name (as --history says it, ``kind_words``): a daily
    (``UNCOUNTED_DAILY`` one that did not count), another player's game from a video (counted nowhere), a no-guess
    board; None for a classic game, and for a damaged line, which says nothing it cannot vouch for."""
    if entry.damage is not None:
        return None
    if entry.daily:
        return DAILY if entry.counted or entry.practice else UNCOUNTED_DAILY
    return IMPORTED if entry.imported else NO_GUESS if entry.no_guess else None


def row_cells(entry: HistoryEntry) -> tuple[str, str, str, str, str, str]:
    """Date, difficulty, result, time, 3BV/s and accuracy as a line of the history shows them."""
    try:
        board = Difficulty.parse(entry.difficulty)
        name = entry.puzzle or (
            f"{board.width}x{board.height}/{board.mines}" if board.is_custom else board.shown_parts[0]
        )
    except MinesweeperError:
        name = entry.difficulty[:16]
    kind = kind_of(entry)
    if kind is not None:
        name = _(kind).format(board=name)
    ms = None if entry.damage is not None else entry.ms  # a damaged line shows no figures it cannot vouch for
    rate = bbbv_rate(entry.bbbv_solved, ms)
    speed = figure(rate, for_people=True)
    if entry.damage is not None or entry.outcome is None:
        result = _("Damaged")
    else:
        result = outcome_word(entry.outcome, practice=entry.practice) + (ASSISTED_MARK if entry.assisted else "")
    accuracy = share(None if entry.damage is not None else entry.accuracy, for_people=True)
    time = "-" if ms is None else format_ms(ms, for_people=True)
    return entry.started[:16].replace("T", " "), name, result, time, speed, accuracy


def game_cells(entry: HistoryEntry, colours: ChromeColours) -> tuple[TableCell, ...]:
    """A game's line in the table, each cell in its ink."""
    base = colours.ink if entry.replayable else colours.dim_ink
    result = base if not entry.replayable else colours.good if entry.outcome is Outcome.WON else colours.alert
    inks = (base, base, result, base, base, base)
    return tuple(zip(row_cells(entry), inks, strict=True))


def legend(entries: Iterable[HistoryEntry]) -> str | None:
    """What the marks in a list of games mean, for the line under it: the marks the list holds, None if none."""
    listed = list(entries)
    assisted = any(entry.assisted for entry in listed)
    uncounted = any(kind_of(entry) == UNCOUNTED_DAILY for entry in listed)
    if assisted and uncounted:
        return _(LEGENDS).format(legend=_(ASSISTED_LEGEND), other=_(NOT_COUNTED_LEGEND))
    if assisted or uncounted:
        return _(ASSISTED_LEGEND if assisted else NOT_COUNTED_LEGEND)
    return None
