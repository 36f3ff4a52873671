"""The table of personal bests in words: its columns, a game's line, the foot's averages and win rate, and what the
table is (``screens.records`` lays them out, draws them and takes the keys).

Every figure is written as ``--records`` and the scorecard write it (times to the millisecond, the figures to three
decimals), in the player's locale's digits and separators; the figures' names (3BV, IOE, STNB, RQP, FL, NF) are the
community's, in every language. What the table is and why it is empty are whole sentences for each kind of board,
with and without a style, so a language can put the level, the style and the order in its own order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from minesweeper.core.clock_text import format_ms
from minesweeper.core.figure_text import NONE, count, figure, share
from minesweeper.core.language.translate import N_, _, ngettext
from minesweeper.core.metrics.figures import stnb_constant
from minesweeper.core.metrics.records import (
    SORT_NAMES,
    Average,
    Averages,
    Kind,
    RecordRow,
    Selection,
    Sort,
    average_cells,
)
from minesweeper.core.presets import PRESETS
from minesweeper.core.ranking import TOP
from minesweeper.gui.art.font import Typeface
from minesweeper.gui.widgets.table import TableColumn, column_width, kept_columns

STYLE_NAMES: Final[dict[Selection, str]] = {"all": N_("All"), "fl": "FL", "nf": "NF"}  # FL and NF, the community's
KIND_NAMES: Final[dict[Kind, str]] = {"classic": N_("Classic"), "no-guess": N_("No-guess"), "daily": N_("Daily")}
MARK = "*"  # after a game that was paused or resumed (interrupted)
# Translators: "*" is the mark after such a game's line: keep it first.
LEGEND = N_("* paused or resumed")
SORTED_BY: Final[dict[Sort, int]] = {"time": 2, "bbbv_s": 4, "ioe": 5, "stnb": 6, "rqp": 7}  # each order's column
TIME_COLUMN, RATE_COLUMN = SORTED_BY["time"], SORTED_BY["bbbv_s"]  # where the foot's averages stand
# What the table is, "Expert NF classic wins by time", by the kind of board and whether a style is chosen (FL or NF).
WHICH: Final[dict[tuple[Kind, bool], str]] = {
    ("classic", False): N_("{level} classic wins by {order}"),
    ("classic", True): N_("{level} {style} classic wins by {order}"),
    ("no-guess", False): N_("{level} no-guess wins by {order}"),
    ("no-guess", True): N_("{level} {style} no-guess wins by {order}"),
    ("daily", False): N_("{level} daily wins by {order}"),
    ("daily", True): N_("{level} {style} daily wins by {order}"),
}
# Why the table is empty, as ``WHICH``: "No Expert NF daily wins yet".
NONE_YET: Final[dict[tuple[Kind, bool], str]] = {
    ("classic", False): N_("No {level} classic wins yet"),
    ("classic", True): N_("No {level} {style} classic wins yet"),
    ("no-guess", False): N_("No {level} no-guess wins yet"),
    ("no-guess", True): N_("No {level} {style} no-guess wins yet"),
    ("daily", False): N_("No {level} daily wins yet"),
    ("daily", True): N_("No {level} {style} daily wins yet"),
}


def columns() -> tuple[TableColumn, ...]:
    """Each column's heading, in the player's language, and its widest text: a narrow screen leaves out 3BV, never a
    column the table is sorted by."""
    return (
        TableColumn("#", str(TOP)),
        TableColumn(_("Date"), "2024-05-04", right=False),
        TableColumn(_("Time"), format_ms(999_999, for_people=True)),
        TableColumn("3BV", "999", optional=True),
        TableColumn("3BV/s", "99.999"),
        TableColumn("IOE", "9.999"),
        TableColumn("STNB", "999.999"),  # i18n: fixed (a figure's name)
        TableColumn("RQP", "999.999", optional=True),
        TableColumn(_("Style"), "NF", right=False),
        TableColumn("", MARK, right=False),
    )


def style_name(style: Selection) -> str:
    """A style as its chooser names it: "All" in the player's language, FL and NF as the community writes them."""
    return _(STYLE_NAMES[style]) if style == "all" else STYLE_NAMES[style]


def order_name(sort: Sort) -> str:
    """An order as a sentence names it: "time" in the player's language, the figures by their names."""
    return _(SORT_NAMES[sort]) if sort == "time" else SORT_NAMES[sort]


def which(level: str, style: Selection, kind: Kind, sort: Sort) -> str:
    """The table in words: "Expert NF classic wins by time"."""
    said = _(WHICH[kind, style != "all"])
    return said.format(level=PRESETS[level].shown_parts[0], style=style_name(style), order=order_name(sort))


def none_yet(level: str, style: Selection, kind: Kind) -> str:
    """Why the table is empty: "No Expert NF daily wins yet"."""
    return _(NONE_YET[kind, style != "all"]).format(level=PRESETS[level].shown_parts[0], style=style_name(style))


def row_cells(rank: int, row: RecordRow) -> tuple[str, ...]:
    """A game's line of the table: its place, date, time (seconds to the millisecond, as every time is written), 3BV,
    the figures to three decimals as ``--records`` and the scorecard write them (STNB "-" off the official levels,
    which have none), its style and the mark of a game paused or resumed."""
    board = PRESETS[row.level]
    has_stnb = bool(stnb_constant(board.width, board.height, board.mines))
    return (
        count(rank, for_people=True),
        row.started[:10],
        format_ms(row.ms, for_people=True),
        count(row.bbbv, for_people=True),
        figure(row.bbbv_s, for_people=True),
        figure(row.ioe, for_people=True),
        figure(row.stnb if has_stnb else None, for_people=True),
        figure(row.rqp, for_people=True),
        NONE if row.style is None else row.style.upper(),
        MARK if row.interrupted else "",
    )


def average_label(found: Average, asked: int) -> str:
    """A foot row's name: the last ``asked`` wins, or all of them when there are fewer."""
    if found.wins in (0, asked):
        return ngettext("Last {n} win", "Last {n} wins", asked).format(n=count(asked, for_people=True))
    if found.wins == 1:
        return _("The one win")
    return ngettext("All {n} win", "All {n} wins", found.wins).format(n=count(found.wins, for_people=True))


def win_rate_words(won: int, games: int, rate: str) -> str:
    """How many of the last games were won, and the share (``rate``, written for people)."""
    if games == 1:
        said = _("Won {won} of 1 game ({share})")
    else:
        # Translators: {won} of the last {games} games were won; {share} is the share in whole percent.
        said = ngettext("Won {won} of last {games} ({share})", "Won {won} of last {games} ({share})", games)
    return said.format(won=count(won, for_people=True), games=count(games, for_people=True), share=rate)


def win_rate_line(shown: Averages) -> str:
    """How many of the last hundred games were won, and the share in whole percent (``average_cells``)."""
    rate = shown.rate
    if not rate.games:
        return _("No games yet")
    return win_rate_words(rate.won, rate.games, average_cells(shown, for_people=True)[-1])


def widest_rate() -> str:
    """The win rate at its widest: it shares the foot with the averages at 2x."""
    return win_rate_words(100, 100, share(1.0, for_people=True))


def placed_columns(
    shown: Sequence[TableColumn], font: Typeface, scale: int, room: int
) -> tuple[tuple[int, ...], list[int]]:
    """The columns a table ``room`` pixels wide (inside its margins) shows, as ``kept_columns`` keeps them, and each
    one's width, the room left shared out among them. The foot's win rate and legend stand at its right, beside the
    averages under the time and 3BV/s columns: where they would not fit there (a long language), the columns up to
    the averages keep their least width and the room left goes to those after; if that is not enough, the optional
    columns before the averages (3BV) are left out too. The table shows less, never words over one another."""
    s, kept = scale, list(kept_columns(shown, font, scale, room))
    notes = max(font.size(text, s)[0] for text in (widest_rate(), _(LEGEND)))
    squeezed = False
    while True:
        least = [column_width(shown[i], font, s) for i in kept]
        given = [not squeezed or i > RATE_COLUMN for i in kept]
        spare = max(0, room - sum(least)) // max(1, sum(given))
        widths = [width + spare * more for width, more in zip(least, given, strict=True)]
        before = [i for i in kept if i < RATE_COLUMN and shown[i].optional]
        if sum(widths[: kept.index(RATE_COLUMN) + 1]) + notes + s <= room or (squeezed and not before):
            return tuple(kept), widths  # (``s``: the table's edge, inside its margin)
        if squeezed:
            kept.remove(before[-1])
        squeezed = True
