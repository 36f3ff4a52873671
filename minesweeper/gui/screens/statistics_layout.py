"""The statistics screen measured in the player's language: its sentences and headings, the scale it is drawn at, its
details panels' height, how its headings wrap and how its buttons share their row (``screens.statistics`` draws it).

The words do not shrink with the chrome, so everything is measured from the type: a heading its panel is too narrow
for takes a second line (the panel's list then holds a time fewer), a button's label wraps at its words, never
inside one, the button as wide as its widest word needs, and where the four buttons' words do not fit across the
screen they take two rows.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from minesweeper.core.figure_text import count
from minesweeper.core.language.translate import N_, _, ngettext
from minesweeper.core.presets import PRESETS
from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.prose import Prose, widest_word
from minesweeper.gui.geometry import MAX_SCREEN_SCALE, Size
from minesweeper.gui.screens.statistics_table import KEYS, table_height
from minesweeper.gui.widgets.buttons import CONTENT_TOP, button_height, least_width, wrap
from minesweeper.gui.widgets.chart import ACCURACY_SHOWN, SHOWN

W, GAP, PAD = 380, 6, 6  # chrome pixels: the screen's width, the gaps between its parts, a panel's inner margin
STACK_GAP = 4  # between the parts stacked down the screen, tighter than beside: 2x on an 800x600 laptop
LIST_W = 140
DETAIL_LINES, DETAIL_LEAST = 10, 3  # the details panel: the top ten at most; three of them and a chart at least
CHART_LEAST = 3  # the chart's lines at least: its scale's label, a plot as tall as a line, its legend
# Translators: Up/Down, 1-8, G and P are the keys' names.
HINT = N_("Up/Down or 1-8 choose a difficulty - G: no-guess boards - P: personal bests")
KIND_LABELS = (N_("No-guess boards"), N_("Normal boards"))  # the kind button: the kind it switches to
ASK = N_("Reset all statistics? This cannot be undone.")
DONE = N_("Statistics reset.")
# What each chart counts, said on the message line when A (or a click) switches to it. Practice games (played on from
# a moment of another game) are in neither: never counted in the win statistics, and a practice game's review
# judges again the moves of the game it came from.
CHART_NOTES = {
    False: N_("Wins by their time, losses as crosses - practice games not counted"),
    True: N_("Accuracy and mistakes by review - practice games not counted"),
}
NOTES = (N_("No wins yet"), N_("Custom boards are counted, not ranked"))  # why the best-times panel lists none
BUTTONS = (
    ((N_("Back"),), "Esc"),
    (KIND_LABELS, "G"),
    ((N_("Personal bests"),), "P"),
    ((N_("Reset statistics"),), "R"),
)  # i18n: fixed (the keys' names)
"""The row of buttons, left to right: each label (the kind button's either label) and its key."""


def best_heading(key: str, short: bool = False) -> str:
    """The best-times panel's heading for the difficulty ``key``; ``short``, a preset's by its name alone (where the
    screen has no room for the heading's second line)."""
    if key in PRESETS and short:
        return PRESETS[key].shown_parts[0]
    if key in PRESETS:
        # Translators: {level} is a level's short name ("Beginner 8×8").
        return _("{level} best times").format(level=PRESETS[key].shown_parts[0])
    return _("Custom games")


def chart_heading(accuracy: bool, games: int, short: bool = False) -> str:
    """The chart's heading: what it shows (the reviews' ``accuracy`` or the results) and of how many ``games`` (but in
    its ``short`` form), and the key that shows the other."""
    # Translators: this and the next three: A is the key that shows the other chart.
    one_accuracy, one_result = _("Accuracy - A: times"), _("Recent games - A: accuracy")
    if games <= 1 or short:
        return one_accuracy if accuracy else one_result
    if accuracy:
        said = ngettext("Accuracy, last {n} game - A: times", "Accuracy, last {n} games - A: times", games)
    else:
        said = ngettext("Results, last {n} game - A: accuracy", "Results, last {n} games - A: accuracy", games)
    return said.format(n=count(games, for_people=True))


def heading_lines(font: Typeface, scale: int, heading: str, panel_width: int) -> list[str]:
    """A panel's heading on the lines the panel's width (less its margins) needs, broken between words only."""
    return wrap(font, heading, scale, panel_width - 12 * scale, cut=False)


def panel_widths(scale: int) -> tuple[int, int]:
    """The best-times panel's width and the chart's, side by side, in window pixels."""
    return LIST_W * scale, (W - 3 * GAP - LIST_W) * scale


def most_heading_lines(font: Typeface, scale: int, short: bool) -> tuple[int, int]:
    """The most lines the best-times panel's heading takes (of every difficulty) and the chart's (of either chart, of
    every count of games it shows), in their ``short`` forms or not: the room the panels keep for them."""
    best_w, chart_w = panel_widths(scale)
    best = max(len(heading_lines(font, scale, best_heading(key, short), best_w)) for key in KEYS)
    headings = {chart_heading(False, n, short) for n in range(SHOWN + 1)} | {
        chart_heading(True, n, short) for n in range(ACCURACY_SHOWN + 1)
    }
    return best, max(len(heading_lines(font, scale, heading, chart_w)) for heading in headings)


def detail_height(font: Typeface, scale: int, lines: int, heading: int = 1) -> int:
    """The details panel holding its ``heading``'s lines and ``lines`` more (best times, the chart's)."""
    return (lines + heading) * font.line_height(scale) + 13 * scale


class Layout(NamedTuple):
    """The screen as laid out: its scale, the details panel's height in window pixels, the message's lines, and
    whether the panels' headings take their short forms."""

    scale: int
    detail_h: int
    lines: int
    short: bool = False


def lay_out(available: Size, prose: Prose, font: Typeface) -> Layout:
    """The largest scale at which the table, the details panels (their headings, ``DETAIL_LEAST`` best times or
    their notes, and a chart of ``CHART_LEAST`` lines), the longest message and the buttons fit, the panels then as
    tall as the room allows, up to the top ten; where none past 1x does (a long language), fewer times (a long note
    or the chart may be cramped then) at the largest that holds one, under the panels' headings on their lines or
    else in their short forms: the words do not shrink with the chrome."""

    def measure(scale: int, short: bool = False) -> tuple[int, int, int, int]:
        """The message's lines at ``scale``, the room left for the details panels, the least the best times' notes
        and the chart take, and the lines of the best times' heading."""
        messages = (HINT, ASK, DONE, *CHART_NOTES.values())
        lines = max(len(prose.wrap(_(text), (W - 2 * GAP) * scale)) for text in messages)
        fixed = CONTENT_TOP * scale + table_height(scale) + 4 * STACK_GAP * scale + prose.height(lines)
        fixed += button_row(font, scale)[2]
        best, chart = most_heading_lines(font, scale, short)
        notes = max(len(prose.wrap(_(note), (LIST_W - 12) * scale)) for note in NOTES)
        notes_h = 12 * scale + best * font.line_height(scale) + prose.height(notes)  # ``note_box``
        return lines, available[1] - fixed, max(notes_h, detail_height(font, scale, CHART_LEAST, chart)), best

    for least, whole, short in ((DETAIL_LEAST, True, False), (1, False, False), (1, False, True)):
        for scale in range(MAX_SCREEN_SCALE, 1, -1):
            lines, room, notes, best = measure(scale, short)
            panel_least = max(notes if whole else 0, detail_height(font, scale, least, best))
            if W * scale <= available[0] and room >= panel_least:
                most = detail_height(font, scale, DETAIL_LINES, best)
                return Layout(scale, max(panel_least, min(most, room)), lines, short)
    lines, room, _notes, best = measure(1)  # a desktop smaller than the game is made for
    least_h, most_h = detail_height(font, 1, DETAIL_LEAST, best), detail_height(font, 1, DETAIL_LINES, best)
    return Layout(1, max(least_h, min(most_h, room)), lines)


def fitted(font: Typeface, scale: int, label: str, key: str, width: int) -> str:
    """A label on as many lines as a button ``width`` pixels wide needs beside its key (one where it fits), broken
    between words only."""
    return "\n".join(wrap(font, label, scale, width - least_width(font, "", key, scale), cut=False))


def _shared(least: list[int], whole: list[int], room: int) -> list[int]:
    """Widths for buttons side by side in ``room`` pixels: where every label fits on one line (``whole``), each that
    wide and the rest shared out evenly; else each at least its ``least``, the room shared out evenly among those still
    narrower than their ``whole``, so the fewest labels take a second line."""
    if sum(whole) <= room:
        return [width + (room - sum(whole)) // len(whole) for width in whole]
    widths = list(least)
    while True:
        growing = [i for i, width in enumerate(widths) if width < whole[i]]
        share = (room - sum(widths)) // max(1, len(growing))
        if share <= 0:
            return widths
        for i in growing:
            widths[i] = min(whole[i], widths[i] + share)


def button_row(font: Typeface, scale: int) -> tuple[list[pygame.Rect], list[tuple[str, ...]], int]:
    """Where the buttons go (left to right; from the top left of their rows), each one's labels as drawn (as
    ``BUTTONS`` lists them) and the rows' height: each as wide as its key and longest label need, the room left shared
    out among them; where their words need more than the screen's width (a long language), each as wide as its
    widest word needs at least, its labels wrapped between words; where even those do not fit, on two rows."""
    s = scale
    labels = [[_(label) for label in labels] for labels, _key in BUTTONS]
    keys = [key for _labels, key in BUTTONS]
    whole = [max(least_width(font, label, key, s) for label in texts) for texts, key in zip(labels, keys, strict=True)]
    words = [
        least_width(font, "", key, s) + max(widest_word(label, lambda text: font.size(text, s)[0]) for label in texts)
        for texts, key in zip(labels, keys, strict=True)
    ]
    rows = [list(range(len(BUTTONS)))]
    if sum(words) > (W - (len(BUTTONS) + 1) * GAP) * s:
        half = (len(BUTTONS) + 1) // 2
        rows = [rows[0][:half], rows[0][half:]]
    widths = [0] * len(BUTTONS)
    for row in rows:
        room = (W - (len(row) + 1) * GAP) * s
        for i, width in zip(row, _shared([words[i] for i in row], [whole[i] for i in row], room), strict=True):
            widths[i] = width
    drawn = [
        tuple(fitted(font, s, label, key, width) for label in texts)
        for texts, key, width in zip(labels, keys, widths, strict=True)
    ]
    height = max(button_height(s), max(font.size(label, s)[1] for texts in drawn for label in texts) + 6 * s)
    places, top = [], 0
    for row in rows:
        left = GAP * s
        for i in row:
            places.append(pygame.Rect(left, top, widths[i], height))
            left += widths[i] + GAP * s
        top += height + STACK_GAP * s
    return places, drawn, top - STACK_GAP * s
