"""Export a finished game from the window, as our JSON replay or as EVF, into the exchange folder.

The History screen and the replay viewer both offer the two exports, so the work and its wording live
here once: build the file in the core, hand it to the store (which never overwrites and says why it could
not write), and put the outcome in one sentence the screen shows: the path written, or why not.
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.record import FinishedGame
from minesweeper.store import Store

JSON, EVF = "json", "evf"


@dataclass(frozen=True)
class Exported:
    """What an export did: ``ok``, a sentence for the player, and a shorter one for one line."""

    ok: bool
    message: str
    brief: str = ""


def export_game(store: Store | None, game: FinishedGame, kind: str, *, left_click_chords: bool) -> Exported:
    """Write ``game`` as ``kind`` (``JSON`` or ``EVF``) into the exchange folder."""
    if store is None:
        return Exported(False, "Nothing can be written: this game runs without a data folder")
    if game.record.layout is None:
        return Exported(False, "This result came from an old records file: it has no board to export")
    try:
        if kind == EVF:
            from minesweeper.core.formats.export import evf_bytes, evf_name

            data, name = evf_bytes(game, left_click_chords=left_click_chords), evf_name(game)
        else:
            from minesweeper.core.formats.replay_file import replay_json, replay_name

            data, name = replay_json(game).encode(), replay_name(game)
    except MinesweeperError as error:
        return Exported(False, f"No {kind.upper()} export: {str(error).replace('×', 'x')}")
    path = store.export_file(name, data)
    if path is None:
        notices = store.take_notices()
        return Exported(False, notices[-1] if notices else "The export could not be written")
    return Exported(True, f"Exported to {path}", f"Exported {path.name}")
