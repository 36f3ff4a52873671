"""Our JSON replay: one finished game as a file a player can keep, send to a friend and import back.

It is the game's record (difficulty, layout, timed moves) with how it was played (clicks, help asked for,
the recorded hand) and how it ended, in the same field forms as the saved game, behind a ``format`` name and
a ``version`` so it can grow. A replay from someone else is untrusted: ``read_replay`` caps the size before
parsing, validates every field (coordinates on the board, times never running backwards and capped), then
plays the moves through the rules and refuses a file whose stated result or time is not what its moves
give; the 3BV figures are worked out again, never read. Every fault is one ``ReplayFileError`` with a
message the player can act on.
"""

from __future__ import annotations

import json
from typing import Any

from minesweeper.core.actions import MAX_CLOCK_MS
from minesweeper.core.clock_text import format_ms
from minesweeper.core.errors import RecordError, ReplayFileError
from minesweeper.core.formats.json_text import json_object
from minesweeper.core.language.translate import _
from minesweeper.core.play import Play
from minesweeper.core.record import (
    FinishedGame,
    GameRecord,
    Outcome,
    show,
)

FORMAT = "minesweeper-replay"
VERSION = 1
MAX_REPLAY_BYTES = 16 * 1024 * 1024  # a 1000×1000 board's layout is 1 MB; its longest hand fits too
SUFFIX = ".json"


def replay_json(game: FinishedGame) -> str:
    """The replay file's text for a finished game (one that was laid: a game has no replay before its mines)."""
    return json.dumps(replay_dict(game), ensure_ascii=False, indent=1) + "\n"


def replay_dict(game: FinishedGame) -> dict[str, Any]:
    """The replay file's fields, for a file that adds its own (the pending results' files)."""
    if game.record.layout is None:
        raise ValueError("a game with no mines laid has nothing to replay")  # i18n: fixed (a programming error)
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": game.game_id,
        "started": game.started,
        "outcome": str(game.outcome),
        "ms": game.ms,
        **game.record.to_dict(),
        **game.play.to_dict(),
    }


def replay_name(game: FinishedGame) -> str:
    """A file name that sorts by date and says what the game was, its time as every screen writes it:
    ``2024-05-01 10.15 expert won 93.412 s.json``."""
    date = game.started.replace("T", " ").replace(":", ".")[:16]
    return f"{date} {game.record.difficulty} {game.outcome} {format_ms(game.ms)} s{SUFFIX}"


def replay_fields(data: bytes | str) -> dict[str, Any]:
    """The fields of a replay file, read as untrusted JSON, of our format and a version this one reads; each field is
    checked by ``replay_from_fields``."""
    not_ours = _('a Minesweeper replay (no "format": "{format}")').format(format=FORMAT)
    # Translators: {reason} is one of the reasons that follow a file ("is not UTF-8 text").
    the_file = _("the file {reason}")
    parsed = json_object(
        data,
        lambda reason: ReplayFileError(the_file.format(reason=reason)),
        most_bytes=MAX_REPLAY_BYTES,
        kind=not_ours,
    )
    if parsed.get("format") != FORMAT:
        raise ReplayFileError(_('the file is not a Minesweeper replay (no "format": "{format}")').format(format=FORMAT))
    version = parsed.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ReplayFileError(
            _("the replay's version must be a whole number from 1, not {value}").format(value=show(version))
        )
    if version > VERSION:
        raise ReplayFileError(
            _("the replay is version {version}, made by a newer Minesweeper; this one reads version {ours}").format(
                version=version, ours=VERSION
            )
        )
    return parsed


def read_replay(data: bytes | str) -> FinishedGame:
    """The finished game a replay file holds, checked move by move; ``ReplayFileError`` says what is wrong."""
    return replay_from_fields(replay_fields(data))


def replay_from_fields(fields: dict[str, Any]) -> FinishedGame:
    """The finished game of a replay file's fields, each checked and every move played through the rules."""
    try:
        ms = fields.get("ms")
        if isinstance(ms, bool) or not isinstance(ms, int) or not 0 <= ms <= MAX_CLOCK_MS:
            raise RecordError(
                _("ms (the game's time) must be a whole number of milliseconds, not {value}").format(value=show(ms))
            )
        record = GameRecord.from_dict(fields)
        if record.layout is None:
            raise RecordError(_("a replay needs its board (layout)"))
        play = Play.from_dict(fields, size=(record.difficulty.width, record.difficulty.height))
        game_id, started = fields.get("id"), fields.get("started")
        if not isinstance(game_id, str) or not 0 < len(game_id) <= 64 or not game_id.isprintable():
            raise RecordError(_("id must be a short text, not {value}").format(value=show(game_id)))
        if not isinstance(started, str) or len(started) > 40:
            raise RecordError(_("started must be an ISO date, not {value}").format(value=show(started)))
        stated = fields.get("outcome")
        if stated not in tuple(Outcome):
            raise RecordError(_("outcome must be won, lost or given_up, not {value}").format(value=show(stated)))
        outcome = Outcome(stated)
        game = record.replay()
    except RecordError as error:
        raise ReplayFileError(_("the replay is damaged: {error}").format(error=error)) from None
    ended = Outcome.of(game.state)
    if ended is not outcome:
        raise ReplayFileError(
            _("the replay says the game was {outcome}, but its moves end {ended}").format(outcome=outcome, ended=ended)
        )
    if game.is_over and game.elapsed_ms(0) != ms:
        raise ReplayFileError(
            _("the replay says the game took {ms} ms, but its moves took {moves_ms} ms").format(
                ms=ms, moves_ms=game.elapsed_ms(0)
            )
        )
    from minesweeper.core.metrics.measures import board_metrics  # the board's arithmetic, loaded when first needed

    return FinishedGame(game_id, record, outcome, ms, started, play, None, *board_metrics(game))
