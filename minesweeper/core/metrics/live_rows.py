"""The live counters' rows by name: what the panel can show, in its order, and each row's words.

Apart from the counters themselves (``live``) because the settings keep the player's choice of rows by these names
and are read before the window's first frame, which must not wait for the game and its figures to load.
"""

from __future__ import annotations

from typing import Final

LIVE_ROWS: Final = ("time", "bbbv", "bbbv_s", "etime", "clicks", "ce", "ioe", "corr", "path")
"""The panel's rows, in the order it shows them; the names the settings keep the player's choice by."""
ROW_LABELS: Final = {
    "time": "Time",
    "bbbv": "3BV",
    "bbbv_s": "3BV/s",
    "etime": "Estimated",
    "clicks": "Clicks L/R/D",
    "ce": "Effective",
    "ioe": "IOE",
    "corr": "Correctness",
    "path": "Path",
}
"""Each row's words, as the panel and the View menu show them."""
