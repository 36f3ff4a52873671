"""Export a finished game from the window, as our JSON replay or as EVF, into the exchange folder.

The History screen and the replay viewer both offer the two exports, so the wording lives here once: the
file comes from the core's ``export_file`` (as the text mode's ``--export`` does), the store writes it
(never overwriting, saying why it could not write), and the outcome is one sentence the screen shows: the
path written, or why not.
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.formats.export import EVF, JSON, export_file
from minesweeper.core.language.translate import _
from minesweeper.core.record import FinishedGame
from minesweeper.store import Store

__all__ = ["EVF", "JSON", "Exported", "export_game"]  # i18n: fixed (names)


@dataclass(frozen=True)
class Exported:
    """What an export did: ``ok``, a sentence for the player, and one that names the file first (then its
    folder, so the player can find it)."""

    ok: bool
    message: str
    brief: str = ""


def export_game(store: Store | None, game: FinishedGame, kind: str, *, left_click_chords: bool) -> Exported:
    """Write ``game`` as ``kind`` (``JSON`` or ``EVF``) into the exchange folder."""
    if store is None:
        return Exported(False, _("Nothing can be written: this game runs without a data folder"))
    if game.record.layout is None:
        return Exported(False, _("This result came from an old records file: it has no board to export"))
    try:
        name, data = export_file(game, kind, left_click_chords=left_click_chords)
    except (MinesweeperError, ValueError) as error:  # a writer refuses what its format cannot hold
        # Translators: {format} is the file format's name (JSON, EVF); {problem} why the game cannot be written in it.
        refused = _("No {format} export: {problem}")
        return Exported(False, refused.format(format=kind.upper(), problem=str(error).replace("×", "x")))
    path = store.export_file(name, data)
    if path is None:
        notices = store.take_notices()
        return Exported(False, notices[-1] if notices else _("The export could not be written"))
    # Translators: {file} is the exported file's name, {folder} the folder it was written to.
    brief = _("Exported {file} to {folder}").format(file=path.name, folder=path.parent)
    return Exported(True, _("Exported to {path}").format(path=path), brief)
