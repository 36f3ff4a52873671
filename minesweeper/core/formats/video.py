"""A competitive video read from another program's file: what every video reader gives, and what they share.

The community shares games as videos: Minesweeper Arbiter's AVF, Viennasweeper's RMV, Minesweeper Clone's MVF and
Metasweeper's EVF (``avf``, ``rmv``, ``mvf``, ``evf_read``; ``read_video`` picks one). Each stores the mines and the
timed mouse events, never the moves: a reader turns the events into our recorded hand (``HandEvent``: board pixels at
``CELL_PX`` a cell, scaled from the file's own cell size and kept inside the cell they were in, a pointer off the
board at the off-board corner, ms on the game clock), and the hand is played through the window's own pointer rules
onto a game on those mines (``evf.play_hand``): left release opens, right press flags, both buttons or the middle one
chord, a release off the board does nothing, and the clicks are counted as the window counts them. No program that
wrote these files chords on a plain left click, so neither does the replay. The result is a ``Video``: the file's
facts (format, version, program, player, date, level, whatever else it carries, text decoded safely) and the game as
our own ``FinishedGame`` (layout, moves, hand, clicks, wasted clicks, time, and the file's facts as its
``source``: ``video_source``), which the scorecard, the review, the
replay viewer and the EVF export take as they take our own games. Its ``game_id`` is drawn from the file's bytes, so
the same file is the same game wherever it is opened.

Where the programs' rules and ours part (each reader's docstring says which of its own): a right press on an open
cell that a left press then joins into a chord is one chord for ms-toollib and Arbiter, but a wasted right click and
a chord for our window; a left release or right press off the board is a click for ms-toollib, nothing for us; with
question marks on, a right click on a ``?`` blanks it here (as in the programs) where ms-toollib flags it again. The
game's time is ours: from the release that opened the first cell to the release that ended the game.

Every file comes from a stranger: it is read from bytes capped at ``MAX_VIDEO_BYTES``, every count is checked
against the bytes that are left before anything is built, sizes, mines, times (never going back), coordinates and
text are validated, and every fault is one ``VideoFormatError`` sentence.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from minesweeper.core.actions import MAX_CLOCK_MS
from minesweeper.core.board import MAX_SIDE
from minesweeper.core.clock_text import format_ms
from minesweeper.core.errors import MinesweeperError, VideoFormatError
from minesweeper.core.figure_text import grouped
from minesweeper.core.formats.video_source import VideoSource, clean_text
from minesweeper.core.hand import CELL_PX, MAX_EVENTS, HandEvent, HandKind, encode_hand, hand_point
from minesweeper.core.language.translate import N_, _, ngettext
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.record import FinishedGame, GameRecord, Outcome

MAX_VIDEO_BYTES: Final = 16 * 2**20  # the longest real videos are a few hundred KB
FORMATS: Final = ("avf", "rmv", "mvf", "evf")
LEVELS: Final = ("beginner", "intermediate", "expert", "custom")
STANDARD: Final = {"beginner": (8, 8, 10), "intermediate": (16, 16, 40), "expert": (30, 16, 99)}
LEVEL_NAMES: Final = {"beginner": N_("Beginner"), "intermediate": N_("Intermediate"), "expert": N_("Expert")}
"""The standard levels' names in a sentence (translated where it is said)."""
_PRESET_OF_SIZE = {(d.width, d.height, d.mines): d for d in PRESETS.values()}
LOCAL_TEXT: Final = ("utf-8", "gb18030", "cp1252")  # the order old files' names are tried in, as ms-toollib tries them


@dataclass(frozen=True, slots=True)
class Video:
    """A video from another program: the file's facts and the game it holds, played by our rules.

    ``date`` is ISO 8601 (with ``+00:00`` where the file says the time is UTC, without a zone where it is the
    player's local time, empty when the file has none); ``level`` is one of ``LEVELS``, as the file states it (or its
    board's size, where it states none); ``stated_ms`` is the game time the file states, when it states one (it can
    disagree with the events: the game's own time is ``game.ms``); ``details`` holds what else the file carries, as
    (name, text) pairs."""

    format: str
    version: str
    program: str
    player: str
    date: str
    level: str
    game: FinishedGame
    stated_ms: int | None = None
    country: str = ""
    details: tuple[tuple[str, str], ...] = field(default=())

    @property
    def layout(self) -> Layout:
        layout = self.game.record.layout
        assert layout is not None  # a video always has its board
        return layout


@dataclass(frozen=True, slots=True)
class Facts:
    """What a reader read about a video beside its board and hand (see ``Video``)."""

    format: str
    version: str
    program: str
    player: str = ""
    date: str = ""
    level: str = ""
    stated_ms: int | None = None
    country: str = ""
    question_marks: bool = False
    no_guess: bool = False
    details: tuple[tuple[str, str], ...] = ()


# ------------------------------------------------------------------ reading bytes


def _cut_short(what: str) -> VideoFormatError:
    """The error of a file that ends inside its part ``what`` (a phrase marked with ``N_``, translated here)."""
    # Translators: {part} is a part of the file, as translated on its own ("board size", "player's name").
    return VideoFormatError(_("the file is cut short in its {part}").format(part=_(what)))


class Cursor:
    """Bytes read in order, each read checked against what is left: running out is a ``VideoFormatError`` naming
    what was being read. Integers are big-endian unless a reader says otherwise."""

    def __init__(self, data: bytes, pos: int = 0) -> None:
        self.data = data
        self.pos = pos

    @property
    def left(self) -> int:
        return len(self.data) - self.pos

    def take(self, count: int, what: str) -> bytes:
        if count < 0 or count > self.left:
            raise VideoFormatError(_cut_short(what))
        start = self.pos
        self.pos += count
        return self.data[start : self.pos]

    def u8(self, what: str) -> int:
        return self.take(1, what)[0]

    def u16(self, what: str) -> int:
        return int.from_bytes(self.take(2, what), "big")

    def i16(self, what: str) -> int:
        return int.from_bytes(self.take(2, what), "big", signed=True)

    def u24(self, what: str) -> int:
        return int.from_bytes(self.take(3, what), "big")

    def u32(self, what: str) -> int:
        return int.from_bytes(self.take(4, what), "big")

    def u64(self, what: str) -> int:
        return int.from_bytes(self.take(8, what), "big")

    def f64(self, what: str) -> float:
        value: float = struct.unpack(">d", self.take(8, what))[0]
        return value

    def cstring(self, what: str) -> bytes:
        """The bytes up to the next NUL (which is skipped)."""
        end = self.data.find(b"\0", self.pos)
        if end < 0:
            raise VideoFormatError(_cut_short(what))
        text = self.data[self.pos : end]
        self.pos = end + 1
        return text

    def counted(self, count: int, size: int, what: str) -> None:
        """Refuse a count of ``size``-byte items that the bytes left cannot hold, before anything is built."""
        if count * size > self.left:
            # Translators: {part} is a part of the file, in the plural, as translated on its own ("mines", "events").
            message = _("the file claims {count} {part}, more than its {left} bytes left can hold")
            raise VideoFormatError(
                message.format(
                    count=grouped(count, for_people=True), part=_(what), left=grouped(self.left, for_people=True)
                )
            )


def local_text(raw: bytes, encodings: Sequence[str] = LOCAL_TEXT) -> str:
    """Text in an unknown encoding (old files keep the player's Windows code page): the first of ``encodings`` that
    reads it, else Latin-1, which reads any bytes. NULs end it."""
    raw = raw.split(b"\0", 1)[0]
    for encoding in encodings:
        try:
            return clean_text(raw.decode(encoding))
        except UnicodeDecodeError:
            continue
    return clean_text(raw.decode("latin-1"))


def utf8_text(raw: bytes, what: str) -> str:
    """Text a format promises is UTF-8: anything else means the file is damaged."""
    try:
        return clean_text(raw.decode("utf-8"))
    except UnicodeDecodeError:
        # Translators: {part} is a part of the file, as translated on its own ("player's name").
        message = _("the {part} is not UTF-8 text as the format requires: the file is damaged")
        raise VideoFormatError(message.format(part=_(what))) from None


# ------------------------------------------------------------------ the board


def check_level(level: str, width: int, height: int, mines: int) -> str:
    """The file's level, checked against its board: a standard level has its standard size."""
    standard = STANDARD.get(level)
    if standard is not None and standard != (width, height, mines):
        w, h, m = standard
        raise VideoFormatError(
            ngettext(
                "the file says {level} ({size}) but its board is {width}×{height} with {mines} mine",
                "the file says {level} ({size}) but its board is {width}×{height} with {mines} mines",
                mines,
            ).format(
                level=_(LEVEL_NAMES[level]),
                size=ngettext("{width}×{height}, {mines} mine", "{width}×{height}, {mines} mines", m).format(
                    width=w, height=h, mines=m
                ),
                width=width,
                height=height,
                mines=mines,
            )
        )
    return level


def level_of_size(width: int, height: int, mines: int) -> str:
    """The level a board of this size and mines is, for a format that does not say."""
    return next((name for name, size in STANDARD.items() if size == (width, height, mines)), "custom")


def check_board_size(width: int, height: int, mines: int) -> None:
    """Refuse a board no game can be played on, before its mines are read."""
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise VideoFormatError(
            _("the file's board is {width}×{height}, not a board this game can hold").format(width=width, height=height)
        )
    if not 1 <= mines < width * height:
        raise VideoFormatError(
            ngettext(
                "the file's {width}×{height} board has {mines} mine: it must have 1 to {most}",
                "the file's {width}×{height} board has {mines} mines: it must have 1 to {most}",
                mines,
            ).format(width=width, height=height, mines=mines, most=width * height - 1)
        )


def mines_layout(width: int, height: int, cells: Iterable[tuple[int, int]], count: int) -> Layout:
    """The layout of ``count`` mines listed as (x, y) cells counted from 0: each on the board, none twice."""
    check_board_size(width, height, count)
    board = bytearray(width * height)
    for number, (x, y) in enumerate(cells, start=1):
        if not (0 <= x < width and 0 <= y < height):
            raise VideoFormatError(
                _("mine {number} is at column {column}, row {row}, off the {width}×{height} board").format(
                    number=number, column=x + 1, row=y + 1, width=width, height=height
                )
            )
        if board[y * width + x]:
            raise VideoFormatError(
                _("mine {number} is at column {column}, row {row}, where another mine already is").format(
                    number=number, column=x + 1, row=y + 1
                )
            )
        board[y * width + x] = 1
    return Layout(width, height, bytes(board))


def bitmap_layout(width: int, height: int, bitmap: bytes, mines: int) -> Layout:
    """The layout of a bitmap of mines (row-major, most significant bit first) said to hold ``mines``."""
    from minesweeper.core.formats.codes import unpack_bits

    check_board_size(width, height, mines)
    cells = unpack_bits(bitmap, width * height)
    spare = 8 * len(bitmap) - width * height
    if spare and bitmap[-1] & ((1 << spare) - 1):
        raise VideoFormatError(_("the file's mine map marks mines past the board's last cell: it is damaged"))
    if cells.count(1) != mines:
        raise VideoFormatError(
            ngettext(
                "the file says {mines} mine but its mine map holds {count}",
                "the file says {mines} mines but its mine map holds {count}",
                mines,
            ).format(mines=mines, count=cells.count(1))
        )
    return Layout(width, height, cells)


# ------------------------------------------------------------------ the hand


class Track:
    """The mouse events of a file, turned into our hand as they are read: times in ms on the game clock (never going
    back, never past ``MAX_CLOCK_MS``), positions in the file's pixels at ``square`` pixels a cell scaled to ours
    (the nearest of our pixels inside the same cell), a position off the board at the off-board corner; at most
    ``MAX_EVENTS``."""

    def __init__(self, width: int, height: int, square: int) -> None:
        if not 1 <= square <= 255:
            raise VideoFormatError(
                _("the file's cells are {square} pixels wide, which no program draws").format(square=square)
            )
        self.width, self.height, self.square = width, height, square
        self.events: list[HandEvent] = []
        self.t = 0

    def scale(self, px: int) -> int:
        cell, inside = divmod(px, self.square)
        return cell * CELL_PX + min(CELL_PX - 1, (inside * CELL_PX * 2 + self.square) // (2 * self.square))

    def add(self, t: int, kind: HandKind, x: int, y: int) -> None:
        if t < self.t:
            raise VideoFormatError(
                _("mouse event {number} is at {time} s, before the one at {before} s").format(
                    number=len(self.events) + 1,
                    time=format_ms(t, for_people=True),
                    before=format_ms(self.t, for_people=True),
                )
            )
        if t > MAX_CLOCK_MS:
            raise VideoFormatError(
                _("mouse event {number} is at {seconds} s, past any real game").format(
                    number=len(self.events) + 1, seconds=grouped(round(t / 1000), for_people=True)
                )
            )
        if len(self.events) >= MAX_EVENTS:
            raise VideoFormatError(
                _("the file holds more than {most} mouse events, more than any real game").format(
                    most=grouped(MAX_EVENTS, for_people=True)
                )
            )
        on_board = 0 <= x < self.width * self.square and 0 <= y < self.height * self.square
        if on_board:
            px, py = self.scale(x), self.scale(y)
        else:
            px, py = hand_point(-1, -1, self.width, self.height)
        self.events.append(HandEvent(t, kind, px, py))
        self.t = t

    def cell_centre(self, t: int, kind: HandKind, column: int, row: int) -> None:
        """An event at the middle of a cell (a flag placed before the game, which files keep by its cell)."""
        if not (0 <= column < self.width and 0 <= row < self.height):
            raise VideoFormatError(
                _("a flag is at column {column}, row {row}, off the board").format(column=column + 1, row=row + 1)
            )
        self.add(t, kind, column * self.square + self.square // 2, row * self.square + self.square // 2)


# ------------------------------------------------------------------ the game


def difficulty_of(layout: Layout) -> Difficulty:
    """The preset of a board with a preset's size and mines (so a video of a ranked level is ranked as one), else a
    custom board."""
    preset = _PRESET_OF_SIZE.get((layout.width, layout.height, layout.mine_count))
    return preset or Difficulty.custom(layout.width, layout.height, layout.mine_count)


def assemble(facts: Facts, layout: Layout, hand: Sequence[HandEvent], data: bytes) -> Video:
    """The video of these facts, board and hand: the hand played through our window's rules onto the board."""
    from minesweeper.core.formats.evf import play_hand
    from minesweeper.core.metrics.measures import board_metrics

    if not hand:
        raise VideoFormatError(_("the file holds no mouse events: there is no game in it"))
    try:
        game, play = play_hand(
            layout.width,
            layout.height,
            layout.cells,
            hand,
            question_marks=facts.question_marks,
            left_click_chords=False,
        )
    except MinesweeperError as error:
        raise VideoFormatError(_("the video's mouse events cannot be played: {error}").format(error=error)) from None
    if game.started_ms is None:
        raise VideoFormatError(_("the video never opens a cell: there is no game in it"))
    if not game.actions:
        raise VideoFormatError(_("the video's mouse events make no move"))
    end = game.ended_ms if game.ended_ms is not None else hand[-1].t
    record = GameRecord(difficulty_of(layout), layout, facts.question_marks, game.actions, facts.no_guess)
    bbbv, solved, zini = board_metrics(game)
    texts = (clean_text(text) for text in (facts.version, facts.program, facts.player, facts.country))
    version, program, player, country = texts
    finished = FinishedGame(
        f"{facts.format}-{hashlib.sha256(data).hexdigest()[:32]}",
        record,
        Outcome.of(game.state),
        end - game.started_ms,
        facts.date,
        replace(play, hand=encode_hand(hand)),
        None,
        bbbv,
        solved,
        zini,
        left_click_chords=False,
        source=VideoSource(facts.format, version, program, player, facts.date, country),
    )
    return Video(
        facts.format,
        version,
        program,
        player,
        facts.date,
        facts.level or level_of_size(layout.width, layout.height, layout.mine_count),
        finished,
        facts.stated_ms,
        country,
        tuple((name, clean_text(text)) for name, text in facts.details),
    )


# ------------------------------------------------------------------ choosing a reader


_READERS: Final = {
    "avf": "avf",
    "rmv": "rmv",
    "mvf": "mvf",
    "evf": "evf_read",
}  # each format's module, ``read_<format>``


def reader(kind: str) -> Callable[[bytes], Video]:
    """The reader of one of ``FORMATS``, loaded when first asked for."""
    from importlib import import_module

    read: Callable[[bytes], Video] = getattr(
        import_module(f"minesweeper.core.formats.{_READERS[kind]}"), f"read_{kind}"
    )
    return read


def video_format(data: bytes, name: str = "") -> str | None:
    """Which of ``FORMATS`` a file is: by its name's suffix, else by its first bytes (RMV and MVF have a mark; a
    first byte of 0 to 4 is taken for EVF); None when neither says."""
    suffix = name.rsplit(".", 1)[-1].lower() if "." in name else ""
    if suffix in FORMATS:
        return suffix
    if data.startswith(b"*rmv"):
        return "rmv"
    if data.startswith(b"\x11Minesweeper Clone") or data[:2] == b"\x11\x4d":
        return "mvf"
    if data[:1] in (b"\0", b"\1", b"\2", b"\3", b"\4"):
        return "evf"
    return None


def read_video(data: bytes, name: str = "") -> Video:
    """The video in a file's bytes (``name``'s suffix says its format; without one, its first bytes); a file that is
    not a video or cannot be read is one ``VideoFormatError``."""
    if len(data) > MAX_VIDEO_BYTES:
        raise VideoFormatError(
            _("the file is {count} bytes, more than any video ({most} at most)").format(
                count=grouped(len(data), for_people=True), most=grouped(MAX_VIDEO_BYTES, for_people=True)
            )
        )
    kind = video_format(data, name)
    if kind is None:
        raise VideoFormatError(_("the file is not a video this game reads: AVF, RMV, MVF or EVF"))
    return reader(kind)(bytes(data))
