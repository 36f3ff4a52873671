"""A finished game's figures written out, two ways: as ``--scorecard`` prints them for scripts (``scorecard_lines``:
``name value``, a contract), and labelled in words for people (``scorecard``: the results card and the terminal's
scorecard). Every value comes from ``figures`` (its one owner), and the style and rankability from ``standing``;
``first_figures`` gives the few a card can show before ``figures`` has replayed the game, read off the kept result.

A person's scorecard shows what means something for the game: a won game's time, a lost game's 3BV solved of the
whole and its estimated time; whether a won game is rankable, and if not why, in words (a lost game is never ranked).
A practice game's figures are of its own part alone, after a first figure that says from which move it started.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from minesweeper.core.clock_text import format_ms
from minesweeper.core.figure_text import count, figure
from minesweeper.core.language.translate import N_, _
from minesweeper.core.metrics.figures import bbbv_rate, figures, practice_start
from minesweeper.core.metrics.standing import (
    ASSISTED,
    BBBV_BELOW_FLOOR,
    NOT_CLASSIC_BOARD,
    NOT_OFFICIAL_LEVEL,
    NOT_WON,
    PRACTICE,
    rankable,
    style,
)
from minesweeper.core.record import FinishedGame

SCORECARD_NAMES: Final = (
    *("time", "bbbv", "bbbv_solved", "bbbv_s", "left", "right", "double", "cl", "ce", "ioe", "corr", "thrp"),
    *("rqp", "qg", "stnb", "zini", "hzini", "path", "op", "isl", "etime", "style", "rankable"),
)

STYLE_WORDS: Final = {"nf": N_("NF (no flags)"), "fl": N_("FL (flags)")}
NOT_RANKABLE_WORDS: Final = {
    NOT_OFFICIAL_LEVEL: N_("not an official level"),
    NOT_CLASSIC_BOARD: N_("not a classic random board"),
    BBBV_BELOW_FLOOR: N_("3BV too low for the level"),
    NOT_WON: N_("not won"),
    ASSISTED: N_("the solver helped"),
    PRACTICE: N_("a practice game"),
}


@dataclass(frozen=True, slots=True)
class Figure:
    """One figure as a person reads it: its label and its value, already written out. The label is the figure's
    name in English (marked for translation, ``N_``), which a front end picks figures by and translates where it shows
    it (``_``); the value is written for the player, in their language and with their locale's numbers."""

    label: str
    value: str


def scorecard_lines(game: FinishedGame, *, left_click_chords: bool = True) -> list[tuple[str, str]]:
    """The ``--scorecard`` lines of a finished game, (name, value) in ``SCORECARD_NAMES``' order (a contract for
    scripts): whole numbers as they are, real numbers and times in seconds with three decimals, "-" for a figure not
    worked out or that does not apply (ZiNi on a giant board; the path of a game with no recorded mouse, or that EVF
    cannot hold; STNB off the official levels), the style ``nf`` or ``fl``, and
    ``yes`` or ``no:<reason>`` for rankable. None of it for a game with no board: an empty list."""
    found = figures(game, left_click_chords=left_click_chords)
    if found is None:
        return []
    values = {
        "time": format_ms(found.ms),
        "bbbv": count(found.bbbv),
        "bbbv_solved": count(found.bbbv_solved),
        "bbbv_s": figure(found.bbbv_s),
        "left": count(found.left),
        "right": count(found.right),
        "double": count(found.double),
        "cl": count(found.cl),
        "ce": count(found.ce),
        "ioe": figure(found.ioe),
        "corr": figure(found.corr),
        "thrp": figure(found.thrp),
        "rqp": figure(found.rqp),
        "qg": figure(found.qg),
        "stnb": figure(found.stnb),
        "zini": count(found.zini),
        "hzini": count(found.hzini),
        "path": figure(found.path),
        "op": count(found.op),
        "isl": count(found.isl),
        "etime": figure(found.etime),
        "style": style(game),
        "rankable": str(rankable(game)),
    }
    return [(name, values[name]) for name in SCORECARD_NAMES]


def scorecard(game: FinishedGame, *, left_click_chords: bool = True) -> list[Figure]:
    """The finished game's figures in the order players read them (``scorecard_labels``), labelled: the time, 3BV
    (solved of the whole after a loss), 3BV/s, the clicks, the effective clicks, IOE, correctness, throughput, RQP, QG,
    STNB, ZiNi and human ZiNi, the path, openings, islands, a lost game's estimated time, the style and a won game's
    rankability; "-" for a figure not worked out. A game with no board (an old imported result) has only "3BV -"."""
    found = figures(game, left_click_chords=left_click_chords, own_part=True)
    if found is None:
        return [Figure("3BV", "-")]
    moves = practice_start(game)[0]
    counted = _counted(found.ms, found.bbbv, found.bbbv_solved, found.left, found.right, found.double)
    values = {  # i18n: fixed (the figures' labels, the keys a card picks them by; each is shown translated)
        "Practice": _("from move {number}").format(number=moves + 1),
        **{figure.label: figure.value for figure in counted},
        "Effective": count(found.ce, for_people=True),
        "IOE": figure(found.ioe, for_people=True),
        "Correctness": figure(found.corr, for_people=True),
        "Throughput": figure(found.thrp, for_people=True),
        "RQP": figure(found.rqp, for_people=True),
        "QG": figure(found.qg, for_people=True),
        "STNB": figure(found.stnb, for_people=True),
        "ZiNi": count(found.zini, for_people=True),
        "Human ZiNi": count(found.hzini, for_people=True),
        "Path": figure(found.path, for_people=True),
        "Openings": count(found.op, for_people=True),
        "Islands": count(found.isl, for_people=True),
        "Est. time": _("{time} s").format(time=figure(found.etime, for_people=True)),
        "Style": _(STYLE_WORDS[style(game)]),
    }
    return [
        Figure(label, rankable_words(game) if label == "Rankable" else values[label])  # i18n: fixed (a key)
        for label in scorecard_labels(game, practice_moves=moves)
    ]


def scorecard_labels(game: FinishedGame, *, practice_moves: int | None = None) -> list[str]:
    """The labels ``scorecard`` gives ``game``, in its order, without working a figure out: a practice game's start
    first, a lost game's estimated time, a won game's rankability (``practice_moves``: ``practice_start``'s, when
    known). What a card keeps room for while a giant board's figures are worked out. The labels are English, the keys
    a card picks figures by; a front end shows each translated."""
    moves = practice_start(game)[0] if practice_moves is None else practice_moves
    return [
        *([N_("Practice")] if moves else []),
        *(N_("Time"), "3BV", "3BV/s", N_("Clicks"), N_("Effective"), "IOE", N_("Correctness"), N_("Throughput")),
        *("RQP", "QG", "STNB"),  # i18n: fixed (figures' names players know them by)
        *("ZiNi", N_("Human ZiNi"), N_("Path"), N_("Openings"), N_("Islands")),
        *([] if game.won else [N_("Est. time")]),
        N_("Style"),
        *([N_("Rankable")] if game.won else []),
    ]


def first_figures(game: FinishedGame) -> list[Figure]:
    """The figures of ``scorecard`` read straight off the result as it was kept, without replaying the game: its time,
    3BV, 3BV/s and clicks, what a card on a giant board shows while the rest are worked out. None for a practice game
    (its figures are of its own part, found by a replay) or a result kept without its 3BV."""
    clicks = game.play.clicks
    if game.play.practice or game.bbbv is None or game.bbbv_solved is None or game.record.layout is None:
        return []
    return _counted(game.ms, game.bbbv, game.bbbv_solved, clicks.left, clicks.right, clicks.double)


def _counted(ms: int, bbbv: int, solved: int, left: int, right: int, double: int) -> list[Figure]:
    """The time, 3BV (solved of the whole after a loss), 3BV/s and the clicks, as the card writes them."""
    whole = (
        count(bbbv, for_people=True)
        if solved == bbbv
        else f"{count(solved, for_people=True)}/{count(bbbv, for_people=True)}"
    )
    # Translators: the clicks of a game: all of them, then those of the left (L) and right (R) buttons and the double
    # clicks (D), with the letters the community writes them with.
    clicks = _("{total} ({left} L, {right} R, {double} D)")
    return [
        Figure(N_("Time"), _("{time} s").format(time=format_ms(ms, for_people=True))),
        Figure("3BV", whole),
        Figure("3BV/s", figure(bbbv_rate(solved, ms) or 0.0, for_people=True)),
        Figure(
            N_("Clicks"),
            clicks.format(
                total=count(left + right + double, for_people=True),
                left=count(left, for_people=True),
                right=count(right, for_people=True),
                double=count(double, for_people=True),
            ),
        ),
    ]


def rankable_words(game: FinishedGame) -> str:
    """Whether the community would rank the game, in the player's words: "yes", or "no:" and the first rule it fails."""
    verdict = rankable(game)
    if verdict.ok:
        return _("yes")
    return _("no: {reason}").format(reason=_(NOT_RANKABLE_WORDS[verdict.reason]))
