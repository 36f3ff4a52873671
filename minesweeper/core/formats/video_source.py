"""Where another player's game came from: what its video file says of it, kept with the game.

A video opened in the window (``video.read_video``) is kept in the player's history as *imported*: someone else's
game, never counted among the player's own (``records.KIND_RULES``). The game itself is an ordinary ``FinishedGame``;
this is what it carries beside it: the file's format and version, the program that recorded it, the player, the date
and the country, as the file gave them (``video.Facts``). The results database keeps it as one short JSON text
(``to_text``) and reads it back as untrusted (``from_text``), so History and the replay viewer can still name the
player, the program and the date whenever the game is shown again, and an EVF export carries the player's name on.
Every text a video gives is made fit to show on one line here (``clean_text``), whether read from the file or kept.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Final

from minesweeper.core.language.translate import N_, _

MAX_TEXT_CHARS: Final = 200  # a name, a program or a country longer than this is cut short
MAX_SOURCE_CHARS: Final = 4000  # the kept text: six short fields (each cut to ``MAX_TEXT_CHARS``) in JSON
_FIELDS: Final = ("format", "version", "program", "player", "date", "country")


def clean_text(text: str) -> str:
    """Text fit to show on one line: control characters replaced, spaces trimmed, at most ``MAX_TEXT_CHARS``."""
    shown = "".join(ch if ch.isprintable() else " " for ch in text[: MAX_TEXT_CHARS * 2]).strip()
    return shown[:MAX_TEXT_CHARS]


@dataclass(frozen=True, slots=True)
class VideoSource:
    """A video file's facts about its game: ``format`` (avf, rmv, mvf or evf), its ``version``, the ``program`` that
    recorded it (with its version), the ``player``, the ``date`` (ISO 8601, as ``video.Video.date``; "" when the file
    has none) and the ``country`` ("" when it has none)."""

    format: str
    version: str
    program: str
    player: str
    date: str
    country: str = ""

    def to_text(self) -> str:
        """The facts as the results database keeps them: a JSON object of the six fields."""
        return json.dumps(asdict(self), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_text(cls, text: object) -> VideoSource:
        """What ``to_text`` wrote, read as untrusted: a field that is missing or not text reads as unknown (""), and
        every text is made fit to show on one line, so a hand-edited row still names what it can."""
        try:
            fields = json.loads(text) if isinstance(text, str) and len(text) <= MAX_SOURCE_CHARS else None
        except ValueError:  # not JSON (a RecursionError cannot come from text this short)
            fields = None
        if not isinstance(fields, dict):
            fields = {}
        values = [fields.get(name) for name in _FIELDS]
        return cls(*(clean_text(value) if isinstance(value, str) else "" for value in values))

    @property
    def when(self) -> str:
        """The date to the minute as a player reads it, "2012-03-04 10:20" ("UTC" after it where the file says so)."""
        shown = self.date[:16].replace("T", " ")
        utc = shown and self.date.endswith(("+00:00", "Z"))
        return f"{shown} UTC" if utc else shown  # i18n: fixed (the time zone's name)

    def credit(self) -> str:
        """Who played it, with what and when, as the viewer's heading says it: "played by Zhang Wei with Minesweeper
        Arbiter 0.52.3 on 2012-03-04 10:20"; what the file leaves out is left out ("of an unknown player" when it names
        nothing). Each combination is a whole sentence, so a language can put the three in its own order."""
        known = (bool(self.player), bool(self.program), bool(self.when))
        return _(_CREDITS[known]).format(player=self.player, program=self.program, date=self.when)


_CREDITS: Final = {
    (True, True, True): N_("played by {player} with {program} on {date}"),
    (True, True, False): N_("played by {player} with {program}"),
    (True, False, True): N_("played by {player} on {date}"),
    (True, False, False): N_("played by {player}"),
    (False, True, True): N_("played with {program} on {date}"),
    (False, True, False): N_("played with {program}"),
    (False, False, True): N_("played on {date}"),
    (False, False, False): N_("of an unknown player"),
}
"""The viewer's heading on another player's game, by which of the player, the program and the date the file names."""
