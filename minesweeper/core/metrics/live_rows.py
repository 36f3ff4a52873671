"""The live counters' rows by name: what the panel can show, in its order, and each row's words.

Apart from the counters themselves (``live``) because the settings keep the player's choice of rows by these names
and are read before the window's first frame, which must not wait for the game and its figures to load.
"""

from __future__ import annotations

from typing import Final

from minesweeper.core.language.translate import N_

LIVE_ROWS: Final = ("time", "bbbv", "bbbv_s", "etime", "clicks", "ce", "ioe", "corr", "path")
"""The panel's rows, in the order it shows them; the names the settings keep the player's choice by."""
ROW_LABELS: Final = {
    "time": N_("Time"),
    "bbbv": "3BV",
    "bbbv_s": "3BV/s",
    "etime": N_("Estimated"),
    # Translators: the clicks made with the left and right buttons and the double (chord) clicks: L/R/D as the
    # community writes them.
    "clicks": N_("Clicks L/R/D"),
    "ce": N_("Effective"),
    "ioe": "IOE",
    "corr": N_("Correctness"),
    "path": N_("Path"),
}
"""Each row's words, as the panel and the View menu show them (translated there; the figures' names the community
knows them by, 3BV and IOE, are never translated)."""
