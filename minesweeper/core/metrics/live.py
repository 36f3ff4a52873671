"""The live counters: a game's running figures while it is played, for the panel a serious player watches (Arbiter's
list: the time to hundredths, 3BV done of the board's 3BV, 3BV/s so far, the estimated finish, the clicks, the
effective clicks, IOE, correctness and the path).

Each count is kept up to date a move at a time, never worked out again from the whole game: a move (``move``) adds
the 3BV it did and whether it was an effective click, a pointer event of the window's hand (``pointer``) adds its
travel to the path. The rules are the finished game's own (``figures``), so that when the game ends every count is
the one ``figures(game)`` gives: an effective click is ``figures.effective_click``; the path is what
``figures.PathMeter`` measures on the pointer as the game's EVF replay will show it (``evf.LiveTrack``); the 3BV done
is ``measures.bbbv_solved`` of the board as it stands: an opening counts once every cell of it is open (a flag on
one of them holds it back) and an isolated number once it is open. The moves are played on a game of the counters'
own on the same mines, which says what each move opened and what it left at its cell.

Random mines are laid at the first reveal: moves and pointer events made before it (flags) wait until then. The
clicks (every click, wasted ones too) are the session's count, passed in with the time (``counts``).
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from minesweeper.core.actions import Action
from minesweeper.core.board import Cell
from minesweeper.core.clock_text import hundredths
from minesweeper.core.errors import EvfExportError
from minesweeper.core.figure_text import figure
from minesweeper.core.game import Game
from minesweeper.core.metrics.figures import Counts, PathMeter, effective_click
from minesweeper.core.metrics.grid import ISOLATED, opening_runs, survey
from minesweeper.core.metrics.live_rows import LIVE_ROWS, ROW_LABELS
from minesweeper.core.metrics.measures import OPENED

if TYPE_CHECKING:
    from minesweeper.core.formats.evf import LiveTrack
    from minesweeper.core.hand import HandEvent
    from minesweeper.core.layout import Layout
    from minesweeper.core.play import Clicks
    from minesweeper.core.presets import Difficulty

_ONE = re.compile(b"\x01")


class _Board:
    """The board's 3BV as parts to tick off: each opening with the count of its cells still covered, and the
    isolated numbers; padded indices, as the metrics' grid lays a board out."""

    def __init__(self, layout: Layout) -> None:
        width, height = layout.width, layout.height
        board = survey(width, height, layout.cells)
        stride = board.grid.stride
        self.width, self.stride, self.block = width, stride, board.grid.block
        self.isolated = board.isolated().translate(ISOLATED)
        runs, labels = opening_runs(board.zero, stride)
        numbers: dict[int, int] = {}
        self.opening = array("l", [-1]) * board.grid.length  # each zero's opening, -1 elsewhere
        cells: list[set[int]] = []
        for (start, end), label in zip(runs, labels, strict=True):
            if label not in numbers:
                numbers[label] = len(cells)
                cells.append(set())
            number = numbers[label]
            self.opening[start:end] = array("l", [number]) * (end - start)
            for row in (-stride, 0, stride):  # the run and its rim: a zero's neighbours are never mines
                cells[number].update(range(start - 1 + row, end + 1 + row))
        classified = board.counts  # padding cells are 32 and up there: no cell of the board
        self.covered = [sum(1 for cell in opening if classified[cell] < 32) for opening in cells]
        self.bbbv = len(cells) + self.isolated.count(1)

    def opened(self, cells: Iterable[int]) -> int:
        """The 3BV done by opening ``cells`` (row-major play indices), each once."""
        done = 0
        width, stride, block, opening, covered, isolated = (
            self.width,
            self.stride,
            self.block,
            self.opening,
            self.covered,
            self.isolated,
        )
        for cell in cells:
            y, x = divmod(cell, width)
            padded = (y + 1) * stride + x + 1
            if isolated[padded]:
                done += 1
                continue
            for number in {opening[padded + offset] for offset in block} - {-1}:
                covered[number] -= 1
                done += covered[number] == 0
        return done


class LiveCounters:
    """The counts of one game in progress, fed its moves and its hand as they are made."""

    def __init__(
        self,
        difficulty: Difficulty,
        *,
        question_marks: bool = False,
        opened: Sequence[Cell] = (),
        left_click_chords: bool = True,
        path: bool = True,
    ) -> None:
        """A game of ``difficulty`` (``opened``: a puzzle's cells open at the start) from its first move.
        ``left_click_chords``: the chord setting the hand is played with; ``path`` False for a game whose moves did
        not all come from its hand (a daily's opening, a practice game's moves before it), which has no path."""
        self.difficulty, self.question_marks, self.opened_at_start = difficulty, question_marks, tuple(opened)
        self.left_click_chords = left_click_chords
        self.bbbv_solved = 0
        self.ce = 0
        self._board: _Board | None = None  # once the mines are laid
        self._game: Game | None = None  # the counters' own game on the same mines
        self._shown = bytes(difficulty.width * difficulty.height)  # 1 where the own game shows an open safe cell
        self._ever_flagged: set[Cell] = set()
        self._moves: list[Action] = []  # moves made before the mines were laid
        self._hand: list[HandEvent] | None = [] if path else None  # pointer events before then; None: no path
        self._track: LiveTrack | None = None
        self._meter: PathMeter | None = None

    @classmethod
    def of(
        cls, game: Game, hand: Iterable[HandEvent] = (), *, left_click_chords: bool = True, path: bool = True
    ) -> LiveCounters:
        """The counters of ``game`` as it stands, made from its moves and its ``hand`` so far, to be fed from here."""
        counters = cls(
            game.difficulty,
            question_marks=game.question_marks,
            opened=game.opened_at_start,
            left_click_chords=left_click_chords,
            path=path,
        )
        for event in hand:
            counters.pointer(event)
        for action in game.actions:
            counters.move(action, game.layout)
        if counters._game is None and game.layout is not None:  # a fixed board's mines are known before any move
            counters._lay(game.layout)
        return counters

    # ----------------------------------------------------------------- feeding

    def move(self, action: Action, layout: Layout | None) -> None:
        """A move the game has just made; ``layout``: its mines, None while they are not laid yet."""
        if self._game is None:
            self._moves.append(action)
            if layout is not None:
                self._lay(layout)
            return
        self._play(action)

    def pointer(self, event: HandEvent) -> None:
        """A pointer event of the window's hand, as the session keeps it."""
        if self._hand is not None:
            self._hand.append(event)
        elif self._track is not None:
            self._follow(event)

    def _lay(self, layout: Layout) -> None:
        """The mines are laid: the counters' own game on them, the moves and pointer events that waited played."""
        self._board = _Board(layout)
        self._game = Game.on_layout(
            layout, difficulty=self.difficulty, question_marks=self.question_marks, opened=self.opened_at_start
        )
        self._count_opened()
        moves, self._moves = self._moves, []
        for action in moves:
            self._play(action)
        hand, self._hand = self._hand, None
        if hand is not None:
            from minesweeper.core.formats.evf import LiveTrack  # only for a game whose path is followed

            try:
                self._track = LiveTrack(
                    layout.width,
                    layout.height,
                    layout.cells,
                    question_marks=self.question_marks,
                    left_click_chords=self.left_click_chords,
                )
            except EvfExportError:
                return  # a board no EVF replay holds has no path
            self._meter = PathMeter(layout.width, layout.height)
            for event in hand:
                self._follow(event)

    def _play(self, action: Action) -> None:
        game, board = self._game, self._board
        assert game is not None and board is not None and game.layout is not None
        game.apply(action)
        self.ce += effective_click(action, game.layout, game.tile(action.x, action.y), self._ever_flagged)
        self._count_opened()

    def _count_opened(self) -> None:
        """Tick off the 3BV of the cells the last move opened."""
        assert self._game is not None and self._board is not None
        shown = self._game.visible().translate(OPENED)
        if shown == self._shown:
            return
        fresh = (int.from_bytes(shown, "big") ^ int.from_bytes(self._shown, "big")).to_bytes(len(shown), "big")
        self._shown = shown
        self.bbbv_solved += self._board.opened(match.start() for match in _ONE.finditer(fresh))

    def _follow(self, event: HandEvent) -> None:
        assert self._track is not None and self._meter is not None
        try:
            points = self._track.feed(event)
        except EvfExportError:
            self._track = self._meter = None  # a hand no replay can follow: no path
            return
        for x, y in points:
            self._meter.add(x, y)

    # ----------------------------------------------------------------- reading

    @property
    def bbbv(self) -> int | None:
        """The board's 3BV; None until the mines are laid."""
        return None if self._board is None else self._board.bbbv

    @property
    def path(self) -> float | None:
        """The pointer's travel so far in 16-pixel cells (``figures.PathMeter``), 0 until the game starts; None for a
        game that has none (``path`` False, a board no EVF replay holds)."""
        if self._meter is not None:
            return self._meter.path
        return 0.0 if self._hand is not None else None

    def counts(self, ms: int, clicks: Clicks) -> Counts:
        """The counts at ``ms`` of the game's time with ``clicks`` made (the session's count, wasted ones too)."""
        return Counts(ms, self.bbbv or 0, self.bbbv_solved, clicks.left, clicks.right, clicks.double, self.ce)

    def rows(self, ms: int, clicks: Clicks, shown: Iterable[str] = LIVE_ROWS) -> list[tuple[str, str]]:
        """The ``shown`` rows (names of ``LIVE_ROWS``, in its order) as the panel writes them: each row's words and
        its value; "-" for what is not known yet (the 3BV before the mines are laid) or at all (the path of a game
        that has none)."""
        counts, total, path = self.counts(ms, clicks), self.bbbv, self.path
        wanted = set(shown)
        values = {
            "time": hundredths(ms),
            "bbbv": f"{counts.bbbv_solved}/{'-' if total is None else total}",
            "bbbv_s": figure(counts.bbbv_s),
            "etime": hundredths(round(counts.etime * 1000)) if counts.bbbv_solved else "-",
            "clicks": f"{counts.left}/{counts.right}/{counts.double}",
            "ce": str(counts.ce),
            "ioe": figure(counts.ioe),
            "corr": figure(counts.corr),
            "path": figure(path),
        }
        return [(ROW_LABELS[name], values[name]) for name in LIVE_ROWS if name in wanted]
