"""EVF v4 export: a finished game as the open replay file of the competitive community (Metasweeper).

EVF is what ranking sites and analysers (ms-toollib) read, so a player can study or share a game played
here with the community's tools. It stores the mines and the mouse events, never reveals or keys: a reader
replays the events under the common Windows rules (left release opens; right press flags; both buttons or
the middle one chord) and recomputes the game. So this writer plays the hand again exactly as the window
did, through the window's own ``Pointer`` onto a ``Game`` on the board, and reads what each event did to
that game to write what those readers must see to reach the same board: a left click that chorded on a
number becomes a both-button chord (readers do not chord on a plain left click), a middle-button chord
becomes a both-button one (readers refuse middle clicks before the game starts), presses the window
ignored (off the board) are left out, and so is a right click that turned a ``?`` back to blank (EVF has
no question marks: the reader would flag instead). The rules of play stay in ``game`` and ``pointer``; this
module only knows what a reader needs. Keyboard and text games export through ``hand.synthesize_hand``.
Big-endian throughout; the layout follows the published v4 format, checked against ms-toollib 1.5 (an
oracle in the tests only). Boards over 255 a side cannot be written: ``EvfExportError``.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence

from minesweeper.core.actions import Action, Kind
from minesweeper.core.board import Cell
from minesweeper.core.errors import EvfExportError, IllegalMove
from minesweeper.core.formats.codes import check_board, pack_bits
from minesweeper.core.game import Game, GameState
from minesweeper.core.hand import CELL_PX, HandEvent, HandKind
from minesweeper.core.language.translate import _
from minesweeper.core.layout import Layout
from minesweeper.core.metrics import measures as metrics
from minesweeper.core.metrics.standing import placed_no_flag
from minesweeper.core.play import Play, PlayLog
from minesweeper.core.pointer import HAND_BUTTONS, LEFT, RIGHT, Intent, Pointer, hand_cell
from minesweeper.core.ranking import is_ranked
from minesweeper.core.view import Tile

VERSION = 4
MAX_SIDE = 255
MODE_STANDARD = 0
MODE_FIRST_OPENING = 4  # "win7" in ms-toollib: the first click always opens a 3×3 or more
MODE_NO_GUESS = 5  # "classic no-guess": ms-toollib reads it, never marks it official, may mark it fair
MAX_TEXT_BYTES = 255
# The mouse event codes of every EVF version (v3 and v4 add 8 to 12, which only the reader needs), and the pause.
MOVE, LEFT_PRESS, LEFT_RELEASE, RIGHT_PRESS, RIGHT_RELEASE, MIDDLE_PRESS, MIDDLE_RELEASE = range(1, 8)
PAUSE = 255
_NUMBERS = frozenset(Tile(n) for n in range(1, 9))


def _game_on(width: int, height: int, mines: bytes, *, question_marks: bool) -> Game:
    """ADAPTER to ``Game``'s constructor and ``Layout``, the only place this module builds either (both are
    being reworked): a game on these fixed mines, laid at once so flags before the first click stay put."""
    return Game.on_layout(Layout(width, height, bytes(mines)), question_marks=question_marks)


class _Transcriber:
    """Plays a hand through the window's pointer rules onto a game; writes what an EVF reader must see."""

    def __init__(self, game: Game, *, left_click_chords: bool) -> None:
        self.game = game
        self.over = game.is_over  # kept here, not asked of the game on each of a long hand's many moves
        self.corner = (game.width * CELL_PX, game.height * CELL_PX)  # a pointer off the board is put here
        self.pointer = Pointer(left_click_chords=left_click_chords)
        self.log = PlayLog()  # the clicks counted and the wasted ones kept, as the session keeps them
        self.down = {LEFT: False, RIGHT: False}  # the buttons the reader believes are held
        self.muted_right = False  # the right press that is held turned a ``?`` blank: its release goes too
        self.events: list[tuple[int, int, int, int]] = []
        self.start = -1  # the index of the event that started the game (the opening release), once it has
        self.t = self.x = self.y = 0

    def emit(self, code: int) -> None:
        self.events.append((code, self.t, self.x, self.y))
        if code in (LEFT_PRESS, RIGHT_PRESS):
            self.down[LEFT if code == LEFT_PRESS else RIGHT] = True
        elif code in (LEFT_RELEASE, RIGHT_RELEASE):
            self.down[LEFT if code == LEFT_RELEASE else RIGHT] = False

    def feed(self, event: HandEvent) -> None:
        if self.over:
            return
        if event.t < self.t:
            raise EvfExportError(_("the hand goes back in time: it is damaged"))
        cell = hand_cell(event, self.game.width, self.game.height)
        self.t = event.t
        self.x, self.y = (event.x, event.y) if cell is not None else self.corner
        if event.kind is HandKind.MOVE:
            self.pointer.move(cell)
            self.emit(MOVE)
        else:
            button, down = HAND_BUTTONS[event.kind]
            if down:
                self.press(button, cell)
            else:
                self.release(button, cell)

    def play(self, intent: Intent | None) -> None:
        """Make the move as the window does, counting its click as the window does: one the game refuses changes
        nothing."""
        if intent is not None:
            try:
                self.log.made(self.game, Action(intent.kind, intent.x, intent.y, self.t))
            except IllegalMove:
                return
            self.over = self.game.is_over
            if self.start < 0 and self.game.started_ms is not None:
                self.start = len(self.events) - 1

    def press(self, button: int, cell: Cell | None) -> None:
        pointer = self.pointer
        was_held, was_chording = button in pointer.held, pointer.chording
        intent = pointer.press(button, cell)
        if was_chording or not pointer.held or (was_held and intent is None):
            return  # off the board with nothing held, a button joining a chord, or a held one pressed again
        if pointer.chording:
            for side, code in ((LEFT, LEFT_PRESS), (RIGHT, RIGHT_PRESS)):
                if not self.down[side]:
                    self.emit(code)
        elif button == LEFT:
            self.emit(LEFT_PRESS)
        elif intent is not None:
            if self.down[RIGHT]:
                self.emit(RIGHT_RELEASE)  # the held right button pressed again flags again: it goes up first
            before = self.game.tile(intent.x, intent.y)
            self.play(intent)
            self.muted_right = before is Tile.QUESTION and self.game.tile(intent.x, intent.y) is Tile.COVERED
            if not self.muted_right:
                self.emit(RIGHT_PRESS)

    def release(self, button: int, cell: Cell | None) -> None:
        pointer, game = self.pointer, self.game
        if button not in pointer.held:
            return
        was_chording, was_spent = pointer.chording, pointer.spent
        on_number = cell is not None and game.tile(*cell) in _NUMBERS
        intent = pointer.release(button, cell, on_open_number=on_number)
        if was_chording:
            if not was_spent:
                self.emit(LEFT_RELEASE if self.down[LEFT] else RIGHT_RELEASE)
                self.play(intent)
            if not pointer.held and not self.over:
                for side, code in ((LEFT, LEFT_RELEASE), (RIGHT, RIGHT_RELEASE)):
                    if self.down[side]:
                        self.emit(code)
                self.muted_right = False
        elif intent is not None and intent.kind is Kind.CHORD:  # a left click on a number, as both buttons
            for code in (RIGHT_PRESS, LEFT_RELEASE, RIGHT_RELEASE):
                self.emit(code)
            self.play(intent)
        elif button == LEFT:
            self.emit(LEFT_RELEASE)
            self.play(intent)
        elif self.muted_right:
            self.muted_right = False
        else:
            self.emit(RIGHT_RELEASE)


def _text(value: str, what: str) -> bytes:
    data = value.encode()
    if b"\0" in data or len(data) > MAX_TEXT_BYTES:
        raise ValueError(  # i18n: fixed (a programming error)
            f"{what} must be at most {MAX_TEXT_BYTES} UTF-8 bytes without NUL"
        )
    return data + b"\0"


def _events(events: list[tuple[int, int, int, int]]) -> bytes:
    """The first event absolute (its time 0), the rest as Δt and Δx, Δy; pauses carry gaps over 255 ms."""
    code, t0, x, y = events[0]
    out = bytearray(struct.pack(">BBHH", code, 0, x, y))
    last_t = t0
    for code, t, ex, ey in events[1:]:
        gap, last_t = t - last_t, t
        while gap > 255:
            pause = min(gap, 0xFFFF)
            out += struct.pack(">BH", PAUSE, pause)
            gap -= pause
        out += struct.pack(">BBhh", code, gap, ex - x, ey - y)
        x, y = ex, ey
    return bytes(out)


def _exportable_game(width: int, height: int, mines: bytes, *, question_marks: bool) -> Game:
    """The game a hand is played onto for EVF; ``EvfExportError`` for a board EVF cannot hold."""
    check_board(width, height, mines)
    if width > MAX_SIDE or height > MAX_SIDE:
        raise EvfExportError(
            _("EVF replays hold boards of at most {most}×{most}; this board is {width}×{height}").format(
                most=MAX_SIDE, width=width, height=height
            )
        )
    return _game_on(width, height, mines, question_marks=question_marks)


def _transcribe(
    width: int,
    height: int,
    mines: bytes,
    hand: Sequence[HandEvent],
    *,
    won: bool,
    question_marks: bool,
    left_click_chords: bool,
) -> _Transcriber:
    """The hand played through the window's rules onto a game on these mines, checked to end as the game did."""
    game = _exportable_game(width, height, mines, question_marks=question_marks)
    replay = _Transcriber(game, left_click_chords=left_click_chords)
    for event in hand:
        replay.feed(event)
    if not game.is_over or game.started_ms is None or game.ended_ms is None:
        raise EvfExportError(
            _(
                "the mouse clicks kept with this game do not play it to its end (they may be damaged), so no EVF "
                "replay can be made of it"
            )
        )
    replay_won = game.state is GameState.WON
    if replay_won != won:
        if replay_won:
            message = _(
                "the mouse clicks kept with this game win it, but it was lost: they do not match, so no EVF replay "
                "can be made of it"
            )
        else:
            message = _(
                "the mouse clicks kept with this game lose it, but it was won: they do not match, so no EVF replay "
                "can be made of it"
            )
        raise EvfExportError(message)
    return replay


def play_hand(
    width: int,
    height: int,
    mines: bytes,
    hand: Sequence[HandEvent],
    *,
    question_marks: bool,
    left_click_chords: bool,
) -> tuple[Game, Play]:
    """A recorded hand played through the window's pointer rules onto a game on these mines, as ``write_evf`` plays
    it: the game as the hand left it (ended, or still in play when the hand stops first) and how it was played (the
    clicks counted and the wasted ones kept as the session keeps them; no hand: the caller has it). What a video read
    from another program becomes (``formats.video``); any board our game holds, wider than EVF's too."""
    check_board(width, height, mines)
    replay = _Transcriber(
        _game_on(width, height, mines, question_marks=question_marks), left_click_chords=left_click_chords
    )
    for event in hand:
        replay.feed(event)
    return replay.game, replay.log.play()


def pointer_track(
    width: int,
    height: int,
    mines: bytes,
    hand: Sequence[HandEvent],
    *,
    won: bool,
    question_marks: bool,
    left_click_chords: bool = True,
) -> list[tuple[int, int]]:
    """Where an EVF reader sees the pointer from the release that started the game to the one that ended it, in
    board pixels at zoom 1, the off-board corner for a pointer off the board: what the path is measured on."""
    replay = _transcribe(
        width, height, mines, hand, won=won, question_marks=question_marks, left_click_chords=left_click_chords
    )
    return [(x, y) for _, _, x, y in replay.events[replay.start :]]


class LiveTrack:
    """The pointer as an EVF reader will see it, followed while the game is played: each recorded event is played
    through the same rules as ``pointer_track`` (``_Transcriber``), and ``feed`` gives the points the track gains
    from the release that started the game on. What the live counters measure the path on, so that at the game's end
    it is the path ``pointer_track`` gives. ``EvfExportError`` for a board EVF cannot hold or a hand that goes back
    in time."""

    def __init__(
        self, width: int, height: int, mines: bytes, *, question_marks: bool, left_click_chords: bool = True
    ) -> None:
        game = _exportable_game(width, height, mines, question_marks=question_marks)
        self._replay = _Transcriber(game, left_click_chords=left_click_chords)
        self._given = 0  # the events already given as points

    def feed(self, event: HandEvent) -> list[tuple[int, int]]:
        replay = self._replay
        replay.feed(event)
        if replay.start < 0:
            return []
        events = replay.events
        fresh = events[max(self._given, replay.start) :]
        self._given = len(events)
        return [(x, y) for _, _, x, y in fresh]


def write_evf(
    width: int,
    height: int,
    mines: bytes,
    hand: Sequence[HandEvent],
    *,
    won: bool,
    question_marks: bool,
    first_click_opening: bool,
    no_guess: bool,
    start_us: int,
    end_us: int,
    left_click_chords: bool = True,
    assisted: bool = False,
    practice: bool = False,
    rankable: bool = False,
    software: str = "minesweeper",
    player: str = "",
    country: str = "XX",
) -> bytes:
    """The EVF v4 bytes of a finished game from its board and hand (recorded, or synthesized from actions).

    ``start_us``/``end_us`` are the wall-clock times (µs since the epoch) of the opening click and of the
    last cell opened; the real time written is the game clock between those two releases in the hand.
    The summary's marks are the community's: *fair* is a game won without help (``assisted``: hints or the solver
    used) in a game of its own (not ``practice``, played on from a moment of another game); *official* is a fair game
    on a standard board (the first click not made to open a 3×3) that ``rankable`` says the community would rank (an
    official level, a classic board, a 3BV at least the floor: ``metrics.standing``); *no-flag* is a game in which no
    flag was ever placed.
    """
    if not 0 <= start_us <= end_us < 2**64:
        raise ValueError(  # i18n: fixed (a programming error)
            "start_us and end_us must be µs since the epoch, start first"
        )
    if len(country) != 2 or not (country.isascii() and country.isalpha()):
        raise ValueError("country must be two ASCII letters (XX when unknown)")  # i18n: fixed (a programming error)
    replay = _transcribe(
        width, height, mines, hand, won=won, question_marks=question_marks, left_click_chords=left_click_chords
    )
    game = replay.game
    assert game.started_ms is not None and game.ended_ms is not None  # a transcribed game has ended
    bbbv = metrics.bbbv(width, height, mines)
    rtime = game.ended_ms - game.started_ms
    mode = MODE_NO_GUESS if no_guess else MODE_FIRST_OPENING if first_click_opening else MODE_STANDARD
    fair = is_ranked(won=won, assisted=assisted, practice=practice)  # the community's 'fair': our ranked
    official = fair and rankable and mode == MODE_STANDARD
    no_flag = placed_no_flag(game.actions)
    summary = 0x80 * won | 0x40 * official | 0x20 * fair | 0x10 * no_flag
    head = struct.pack(
        ">BBBBBHBHHI2sQQ",
        VERSION,
        summary,
        0x80 * question_marks,
        height,
        width,
        mines.count(1),
        CELL_PX,
        mode,
        bbbv,
        rtime,
        country.upper().encode(),
        start_us,
        end_us,
    )
    texts = _text(software, "software") + _text(player, "player") + b"\0\0"  # race and unique ids empty
    return b"".join(
        (
            head,
            texts,
            struct.pack(">H", 0),
            pack_bits(mines),
            struct.pack(">H", 0),
            _events(replay.events),
            b"\0",
            struct.pack(">H", 0),
        )
    )
