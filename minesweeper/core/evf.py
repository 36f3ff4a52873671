"""EVF v4 export: a finished game as the open replay file of the competitive community (Metasweeper).

EVF is what ranking sites and analysers (ms-toollib) read, so a player can study or share a game played
here with the community's tools. It stores the mines and the mouse events, never reveals or keys: a reader
replays the events under the common Windows rules (left release opens; right press flags; both buttons or
the middle one chord) and recomputes the game. So this writer replays the hand itself, under the window's
own rules, and writes what those readers must see to reach the same board: a left click that chorded on a
number becomes a both-button chord (readers do not chord on a plain left click), a middle-button chord
becomes a both-button one (readers refuse middle clicks before the game starts), presses the window
ignored (off the board) are left out, and so is a right click that turned a ``?`` back to blank (EVF has
no question marks: the reader would flag instead). Keyboard and text games export through
``hand.synthesize_hand``. Big-endian throughout; the layout follows the published v4 format, checked against
ms-toollib 1.5 (an oracle in the tests only). Boards over 255 a side cannot be written: ``EvfExportError``.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence

from minesweeper.core.board import COUNT, FLAG, MINE, QUESTION, REVEALED, Board
from minesweeper.core.codes import check_board, pack_bits
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.hand import CELL_PX, HandEvent, HandKind

VERSION = 4
MAX_SIDE = 255
MODE_STANDARD = 0
MODE_FIRST_OPENING = 4  # "win7" in ms-toollib: the first click always opens a 3×3 or more
MODE_NO_GUESS = 5  # "classic no-guess": ms-toollib reads it, never marks it official, may mark it fair
_MAX_TEXT_BYTES = 255
_MV, _LC, _LR, _RC, _RR, _PAUSE = 1, 2, 3, 4, 5, 255
_LEFT, _RIGHT, _MIDDLE = "L", "R", "M"
_BUTTONS = {
    HandKind.LEFT_DOWN: (_LEFT, True), HandKind.LEFT_UP: (_LEFT, False),
    HandKind.RIGHT_DOWN: (_RIGHT, True), HandKind.RIGHT_UP: (_RIGHT, False),
    HandKind.MIDDLE_DOWN: (_MIDDLE, True), HandKind.MIDDLE_UP: (_MIDDLE, False),
}


class EvfExportError(MinesweeperError):
    """A game that cannot be written as EVF v4, with the reason."""


def _bbbv(board: Board) -> int:
    """3BV: each opening (zeros flood-connected, with their rim) counts 1, each number outside all 1.

    A small, plain version; the solver's faster one will replace it.
    """
    cells = board.cells
    covered = bytearray(len(cells))
    bbbv = 0
    for start, value in enumerate(cells):
        if value != 0 or covered[start]:  # only fresh zeros: sentinels are REVEALED, mines and numbers not 0
            continue
        bbbv += 1
        covered[start] = 1
        stack = [start]
        while stack:
            for j in board.around(stack.pop()):
                if not covered[j] and not cells[j] & REVEALED:
                    covered[j] = 1
                    if cells[j] == 0:
                        stack.append(j)
    return bbbv + sum(1 for i, v in enumerate(cells) if not v & (MINE | REVEALED) and not covered[i])


class _Transcriber:
    """Replays a hand on the board with the window's button rules; writes what an EVF reader must see."""

    def __init__(self, board: Board, *, question_marks: bool, left_click_chords: bool) -> None:
        self.board = board
        self.question_marks = question_marks
        self.left_click_chords = left_click_chords
        self.covered_safe = sum(1 for v in board.cells if not v & (MINE | REVEALED))
        self.start_t: int | None = None
        self.end_t: int | None = None
        self.won = False
        self.right_clicks = 0
        self.held: set[str] = set()
        self.chording = self.spent = False
        self.down = {_LEFT: False, _RIGHT: False}  # the buttons the reader believes are held
        self.muted_right = False
        self.events: list[tuple[int, int, int, int]] = []
        self.t = self.x = self.y = 0

    def emit(self, code: int) -> None:
        self.events.append((code, self.t, self.x, self.y))
        if code in (_LC, _RC):
            self.down[_LEFT if code == _LC else _RIGHT] = True
        elif code in (_LR, _RR):
            self.down[_LEFT if code == _LR else _RIGHT] = False

    def feed(self, event: HandEvent) -> None:
        board = self.board
        if self.end_t is not None:
            return
        if event.t < self.t:
            raise EvfExportError("the hand goes back in time: it is damaged")
        on_board = event.x < board.width * CELL_PX and event.y < board.height * CELL_PX
        self.t = event.t
        self.x, self.y = (event.x, event.y) if on_board else (board.width * CELL_PX, board.height * CELL_PX)
        cell = board.index(event.x // CELL_PX, event.y // CELL_PX) if on_board else None
        if event.kind is HandKind.MOVE:
            self.emit(_MV)
        elif _BUTTONS[event.kind][1]:
            self.press(_BUTTONS[event.kind][0], cell)
        else:
            self.release(_BUTTONS[event.kind][0], cell)

    def press(self, button: str, cell: int | None) -> None:
        if button in self.held or (cell is None and not self.held):
            return  # the window ignores a press off the board, and a second press of a held button
        self.held.add(button)
        if self.chording:
            return  # another button during a chord changes nothing
        if button == _MIDDLE or {_LEFT, _RIGHT} <= self.held:
            self.chording = True
            for side, code in ((_LEFT, _LC), (_RIGHT, _RC)):
                if not self.down[side]:
                    self.emit(code)
        elif button == _LEFT:
            self.emit(_LC)
        elif cell is not None:
            self.right_clicks += 1
            self.muted_right = self.flag(cell)
            if not self.muted_right:
                self.emit(_RC)

    def release(self, button: str, cell: int | None) -> None:
        if button not in self.held:
            return
        self.held.discard(button)
        if self.chording:
            if not self.spent:
                self.spent = True
                self.emit(_LR if self.down[_LEFT] else _RR)
                if cell is not None:
                    self.chord(cell)
            if not self.held and self.end_t is None:
                for side, code in ((_LEFT, _LR), (_RIGHT, _RR)):
                    if self.down[side]:
                        self.emit(code)
                self.chording = self.spent = self.muted_right = False
        elif button == _LEFT:
            value = self.board.cells[cell] if cell is not None else 0
            if cell is not None and self.left_click_chords and value & REVEALED and value & COUNT:
                for code in (_RC, _LR, _RR):
                    self.emit(code)
                self.chord(cell)
            else:
                self.emit(_LR)
                if cell is not None:
                    self.reveal(cell)
        elif self.muted_right:
            self.muted_right = False
        else:
            self.emit(_RR)

    def flag(self, cell: int) -> bool:
        """Cycle a flag as the game does; True when a ``?`` went back to blank (a step EVF cannot show)."""
        cells = self.board.cells
        value = cells[cell]
        if value & REVEALED:
            return False
        if value & FLAG:
            cells[cell] = value & ~FLAG | (QUESTION if self.question_marks else 0)
        elif value & QUESTION:
            cells[cell] = value & ~QUESTION
            return True
        else:
            cells[cell] = value | FLAG
        return False

    def reveal(self, cell: int) -> None:
        if self.board.cells[cell] & (REVEALED | FLAG):
            return
        if self.start_t is None:
            self.start_t = self.t
        self.open([cell])

    def chord(self, cell: int) -> None:
        cells = self.board.cells
        number = cells[cell] & COUNT
        if self.start_t is None or not cells[cell] & REVEALED or not number:
            return
        around = self.board.around(cell)
        if sum(1 for j in around if cells[j] & FLAG) == number:
            targets = [j for j in around if not cells[j] & (REVEALED | FLAG)]
            if targets:
                self.open(targets)

    def open(self, targets: list[int]) -> None:
        cells = self.board.cells
        for i in targets:
            if not cells[i] & MINE:
                self.covered_safe -= self.board.open_cell(i)[0]
        if any(cells[i] & MINE for i in targets) or self.covered_safe == 0:
            self.won = self.covered_safe == 0 and not any(cells[i] & MINE for i in targets)
            self.end_t = self.t


def _text(value: str, what: str) -> bytes:
    data = value.encode()
    if b"\0" in data or len(data) > _MAX_TEXT_BYTES:
        raise ValueError(f"{what} must be at most {_MAX_TEXT_BYTES} UTF-8 bytes without NUL")
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
            out += struct.pack(">BH", _PAUSE, pause)
            gap -= pause
        out += struct.pack(">BBhh", code, gap, ex - x, ey - y)
        x, y = ex, ey
    return bytes(out)


def write_evf(width: int, height: int, mines: bytes, hand: Sequence[HandEvent], *, won: bool,
              question_marks: bool, first_click_opening: bool, no_guess: bool, start_us: int, end_us: int,
              left_click_chords: bool = True, assisted: bool = False, software: str = "minesweeper",
              player: str = "", country: str = "XX") -> bytes:
    """The EVF v4 bytes of a finished game from its board and hand (recorded, or synthesized from actions).

    ``start_us``/``end_us`` are the wall-clock times (µs since the epoch) of the opening click and of the
    last cell opened; the real time written is the game clock between those two releases in the hand.
    ``assisted`` (hints or the solver used) keeps the official and fair marks off.
    """
    check_board(width, height, mines)
    if width > MAX_SIDE or height > MAX_SIDE:
        raise EvfExportError(f"EVF replays hold boards of at most {MAX_SIDE}×{MAX_SIDE}; "
                             f"this board is {width}×{height}")
    if not 0 <= start_us <= end_us < 2**64:
        raise ValueError("start_us and end_us must be µs since the epoch, start first")
    if len(country) != 2 or not (country.isascii() and country.isalpha()):
        raise ValueError("country must be two ASCII letters (XX when unknown)")
    board = Board(width, height)
    board.place_mines([board.index(p % width, p // width) for p, m in enumerate(mines) if m])
    bbbv = _bbbv(board)
    replay = _Transcriber(board, question_marks=question_marks, left_click_chords=left_click_chords)
    for event in hand:
        replay.feed(event)
    if replay.start_t is None or replay.end_t is None:
        raise EvfExportError("the recorded hand does not finish this game, so there is no replay to export")
    if replay.won != won:
        raise EvfExportError(f"the recorded hand {'wins' if replay.won else 'loses'} this game, but it was "
                             f"{'won' if won else 'lost'}: the hand and the game do not match")
    rtime = replay.end_t - replay.start_t
    mode = MODE_NO_GUESS if no_guess else MODE_FIRST_OPENING if first_click_opening else MODE_STANDARD
    fair = won and not assisted
    summary = (0x80 * won | 0x40 * (fair and mode == MODE_STANDARD) | 0x20 * fair
               | 0x10 * (replay.right_clicks == 0))
    head = struct.pack(">BBBBBHBHHI2sQQ", VERSION, summary, 0x80 * question_marks, height, width,
                       mines.count(1), CELL_PX, mode, bbbv, rtime, country.upper().encode(), start_us, end_us)
    texts = _text(software, "software") + _text(player, "player") + b"\0\0"  # race and unique ids empty
    return b"".join((head, texts, struct.pack(">H", 0), pack_bits(mines), struct.pack(">H", 0),
                     _events(replay.events), b"\0", struct.pack(">H", 0)))
