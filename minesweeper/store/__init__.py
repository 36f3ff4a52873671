"""Everything the game keeps on disk, and nothing else: settings, the saved game, the results database and the
files the player exports and imports.

Settings (``settings.json``) and the game in progress (``resume.json``) are small JSON files with a
``version``, written atomically; between full saves each move of the game in progress is one line appended
to its journal (``resume.journal``, see ``journal``), so a move costs the same late in a long game.
Finished games go to a SQLite database (``results.sqlite3``), and a version 1 ``records.json`` from an
older version is imported into it once and kept as ``records.json.imported``; a result the database refuses
(a full disk, another copy holding its lock) waits in the ``pending`` folder until it is recorded (``pending``).
Where the window showed the menu is kept beside the saved game for the next start (``start-window``, see
``start_window``, the one file that is not JSON): a convenience, passed over without a word when it is missing or
damaged.
The store holds no game rules: the session decides what to save and when. Nothing here ever raises at the
player: a file that cannot be read is moved aside as ``NAME.corrupt-<time>`` and defaults are used, a file
from a newer version is left untouched, a folder where nothing can be written is reported once, and every
such event is one line in ``notices``.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from minesweeper.store.paths import ENV_VAR, Paths, resolve_paths

if TYPE_CHECKING:
    from minesweeper.store.facade import Store
    from minesweeper.store.files import Unreadable, about, read_capped, write_new
    from minesweeper.store.guard import VERSION
    from minesweeper.store.start_window import StartWindow, read_start_window, write_start_window

# The front ends import this package only, never its modules: what they need from those is named here. Each name is
# loaded from its module when first asked for, so a start that needs only the folders (the window shown before the
# game loads) does not wait for the whole store.
__all__ = [  # i18n: fixed (the package's names)
    "ENV_VAR",
    "VERSION",
    "Paths",
    "StartWindow",
    "Store",
    "Unreadable",
    "about",
    "read_capped",
    "read_start_window",
    "resolve_paths",
    "write_new",
    "write_start_window",
]
_OWNERS = {  # i18n: fixed (each name's module)
    "Store": "facade",
    "Unreadable": "files",
    "about": "files",
    "read_capped": "files",
    "write_new": "files",
    "VERSION": "guard",
    "StartWindow": "start_window",
    "read_start_window": "start_window",
    "write_start_window": "start_window",
}


def __getattr__(name: str) -> Any:
    """A name of the store's, loaded from the module that owns it the first time it is asked for."""
    owner = _OWNERS.get(name)
    if owner is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")  # i18n: fixed (Python's own)
    value = getattr(import_module(f"{__name__}.{owner}"), name)
    globals()[name] = value
    return value
