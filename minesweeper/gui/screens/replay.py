"""The replay viewer: a finished game played again in the game's own frame, with the player's hand on it.

It shows a ``Replay`` position in the play screen's chrome (``PlayCanvas``: counter, face, timer, board, message
bar) at the zoom the player uses for that board, resizable like the game, with the pointer drawn over the board, the
cells under held buttons sunk and the face saying "oh" while a button is held. Under the frame, a control strip
(``replay_strip.ControlBar``): play and pause (Space), 0.25× to 8× (+ and -), one move back and forward (Left,
Right), a seek bar to click or drag (Home, End) that spans the game from just before the player's first act on
the board (``game_begins``: a long look at the board before the first click is not played), the time on the game
clock against the game's own time, and a Replay menu with the same and the two exports. The window is at least as
wide as the strip needs, a narrow board's frame centred in it, and the frame's message bar grows only into the
desktop's room above the strip (so the frame keeps its scale). Time runs only while playing: the screen asks for a
tick at the next thing that changes (or at most about sixty a second), reads the clock, and repaints only what
moved: the cells a move changed or the pointer crossed, the status panel when its figures change, and the strip.

The pointer is the classic arrow, white with a black edge so it reads on every theme and over every tile, drawn once
per zoom at zoom 1 and scaled by whole numbers like the tiles under it.

The viewer is also the game's review (``core.solver.review``), worked out on a worker thread when the game has none
kept yet, and then kept with it. Once it is there, each tick of the seek bar takes its move's class colour
(``palette.move_colours``), the mistakes (risky, avoidable, blunder) drawn full height so they stand out by shape as
well as colour, and the part played becomes a thin strip under them. The message bar speaks of the move about to be
made, judged from the position shown, in the reading type: what it was and why; and the board shows what a hint
would have shown there (the safe cell missed, the numbers that prove it, the proven mines framed). Left and Right
visit the review's moves in turn, a wasted click the rules refused too, each at its own moment: the clock and the
seek bar at its time, the board as it was just before it. N and Shift+N go to the next or previous mistake's moment
(where there is none, the replay stays and a notice says so), the Mistakes menu lists them (the first highlighted,
however it was opened), and P (Play on from here) starts a practice game from the moment shown: same board, the
moves so far played. A viewer key that is not one of the open menu's own letters closes the menu and does what it
does.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

import pygame
from pygame.typing import ColorLike

from minesweeper.core.actions import Action
from minesweeper.core.board import Rect
from minesweeper.core.clock_text import format_ms, shown_seconds
from minesweeper.core.ending import outcome_word
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.formats.hand import CELL_PX
from minesweeper.core.game import GameState
from minesweeper.core.pointer import HAND_BUTTONS, hand_cell
from minesweeper.core.record import FinishedGame
from minesweeper.core.replay import LEAD_MS, Replay
from minesweeper.gui.art.palette import move_colours
from minesweeper.gui.art.sheets import FaceSprite
from minesweeper.gui.exports import EVF, JSON, export_game
from minesweeper.gui.geometry import (
    FRAME,
    MAX_CHROME,
    Size,
    chrome_scale,
    fits,
    fitted_chrome,
    menu_scale,
    message_px,
    opening,
    play_layout,
)
from minesweeper.gui.platform.background import POLL_MS, Task
from minesweeper.gui.play.board_view import bounds
from minesweeper.gui.play.canvas import Part, PlayCanvas, Scene
from minesweeper.gui.play.marks import BoardMarks, Outline
from minesweeper.gui.play.results import summary_text
from minesweeper.gui.screen import TICK, TITLE, Context, Navigator, Screen
from minesweeper.gui.screens.replay_strip import (
    BACK,
    FASTER,
    FORWARD,
    HEIGHT,
    PLAY,
    ROW_HEIGHT,
    SLOWER,
    ControlBar,
    Tick,
    strip_scale,
)
from minesweeper.gui.widgets.menubar import ITEM_H, SEPARATOR, Menu, MenuItem

if TYPE_CHECKING:  # the solver loads when the review is first worked out or read
    from minesweeper.core.solver.review import MoveReview, Review

ARROW = ((0, 0), (0, 12), (3, 9), (5, 13), (7, 12), (5, 8), (9, 8))  # the arrow's outline, tip at (0, 0)
SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
FRAME_MS = 16  # ticks come no closer than this: about sixty pictures a second at most
EXPORT_JSON, EXPORT_EVF, CLOSE = "export-json", "export-evf", "close"
NEXT_MISTAKE, PREVIOUS_MISTAKE, PLAY_ON = "next-mistake", "previous-mistake", "play-on"
MISTAKES_TITLE = "Mistakes"
MISTAKE = "mistake-"  # a Mistakes menu item's command: this and the move's index in the review
MENU = Menu(
    "Replay",
    (
        MenuItem("Play / pause", PLAY, "Space"),
        MenuItem("Move back", BACK, "Left"),
        MenuItem("Move forward", FORWARD, "Right"),
        MenuItem("Slower", SLOWER, "-"),
        MenuItem("Faster", FASTER, "+"),
        SEPARATOR,
        MenuItem("Next mistake", NEXT_MISTAKE, "N"),
        MenuItem("Previous mistake", PREVIOUS_MISTAKE, "Shift+N"),
        MenuItem("Play on from here", PLAY_ON, "P"),
        SEPARATOR,
        MenuItem("Export JSON", EXPORT_JSON, "J"),
        MenuItem("Export EVF", EXPORT_EVF, "E"),
        SEPARATOR,
        MenuItem("Close", CLOSE, "Esc"),
    ),
    "R",
)
KEYS = {
    pygame.K_SPACE: PLAY,
    pygame.K_LEFT: BACK,
    pygame.K_RIGHT: FORWARD,
    pygame.K_MINUS: SLOWER,
    pygame.K_KP_MINUS: SLOWER,
    pygame.K_PLUS: FASTER,
    pygame.K_EQUALS: FASTER,
    pygame.K_KP_PLUS: FASTER,
    pygame.K_j: EXPORT_JSON,
    pygame.K_e: EXPORT_EVF,
    pygame.K_p: PLAY_ON,
}
LETTER_KEYS = (pygame.K_n, *(key for key in KEYS if pygame.K_a <= key <= pygame.K_z))  # they close an open menu
REVIEW_BUDGET_S = 60.0  # a whole game judged: an Expert one takes well under a second
MOST_LISTED = 20  # the Mistakes menu lists the first ones, as many as fit the window (N goes on past them)


def move_line(move: MoveReview, count: int) -> str:
    """What the message bar says of a move: which one, then the review's words for it."""
    estimated = " (approximate: the solver had to estimate here)" if move.approximate else ""
    return f"Move {move.number} of {count}: {move.text}{estimated}"


def move_outline(move: MoveReview) -> Outline | None:
    """What a hint would have shown before ``move``: the safe cell missed, the proven mine opened or the safe
    cell flagged, the cell a proven move chose, the cell a guess took; with the numbers and mines that prove it."""
    from minesweeper.core.solver.review import MoveClass

    cls = move.cls
    if cls in (MoveClass.AVOIDABLE, MoveClass.BLUNDER) and move.safe_cell is not None:
        mine = cls is MoveClass.BLUNDER and move.action != "flag"
        return Outline(move.safe_cell, mine, move.sources, move.proven_mines)
    if cls is MoveClass.PROVEN:
        return Outline(move.cell, move.action == "flag", move.sources, move.proven_mines)
    if cls in (MoveClass.FORCED, MoveClass.RISKY):
        return Outline(move.cell, None)
    return None


def game_begins(replay: Replay, wasted: Sequence[Action]) -> int:
    """Where the viewer's timeline (and its seek bar) begins: ``LEAD_MS`` before the player's first act on the
    board (a move, a wasted click, a press on a cell), so a player who looked at the board a long while before the
    first click sees the moves spread over the bar rather than squeezed into its end. A flag placed before the
    first reveal is such an act: its moment and its tick stay on the bar; only the pointer idling before any act is
    left out (the replay's own timeline starts at the pointer's first stir)."""
    presses = (
        event.t
        for event in replay.hand
        if HAND_BUTTONS.get(event.kind, (0, False))[1] and hand_cell(event, replay.width, replay.height) is not None
    )
    first = min((*(action.t for action in replay.actions), *(click.t for click in wasted), *presses), default=None)
    return replay.start if first is None else max(replay.start, first - LEAD_MS)


def speed_text(speed: float) -> str:
    return f"{speed:g}x"


class ReplayScreen(Screen):
    """One finished game replayed; ``back`` is where Esc and Close go."""

    flexible = True

    def __init__(
        self,
        ctx: Context,
        nav: Navigator,
        game: FinishedGame,
        back: Callable[[], Screen],
        *,
        review: Review | None = None,
        at_mistake: bool = False,
    ) -> None:
        """Replay ``game``; its ``review`` if already worked out (else it is, here, and kept), the replay put at
        the first mistake once it is there if ``at_mistake``."""
        self.ctx, self.nav, self.game, self.back = ctx, nav, game, back
        self.replay = Replay(game)  # RecordError for a game whose moves do not replay: the caller says so
        self.begin = game_begins(self.replay, game.play.wasted)
        self.replay.seek(self.begin)
        difficulty = game.record.difficulty
        board = (difficulty.width, difficulty.height)
        remembered = ctx.settings.view_of(difficulty)
        wanted = (remembered.zoom if remembered else ctx.settings.zoom, remembered.window if remembered else None)
        # The strip is at the frame's scale, and the frame is laid out in the desktop less the strip: the largest
        # strip that leaves the frame room for a scale at least its own.
        played = opening(board, ctx.available, *wanted)  # the zoom and window the game is played at here
        (zoom, window), strip = played, 1
        for scale in range(1, MAX_CHROME + 1):
            room = (ctx.available[0], ctx.available[1] - HEIGHT * scale)
            opened = opening(board, room, *wanted)
            if strip_scale(fitted_chrome(board, opened[0], room) or chrome_scale(opened[0]), ctx.available) < scale:
                break
            (zoom, window), strip = opened, scale
        # Where that costs the board the zoom it is played at (Expert at 24-pixel cells on an 800x600 laptop, its
        # compact frame as tall as the desktop), the frame is the game's and the strip, in one row, takes the place
        # of its status panel under the menu bar (the strip's clock tells the time; the heading, the outcome).
        scale = strip_scale(fitted_chrome(board, played[0], ctx.available) or chrome_scale(played[0]), ctx.available)
        frame = play_layout(board, *played)
        self.row = played[0] > zoom and ROW_HEIGHT * scale <= frame.board_frame.top - frame.menu_bar.bottom
        if self.row:
            (zoom, window), strip = played, scale
        self.bar = ControlBar(ctx.font, strip, f"{format_ms(game.ms)} / {format_ms(game.ms)}", row=self.row)
        # The frame's desktop is the desktop less the strip: its message bar grows only into the room left above
        # the strip, so a long line never makes the window too tall for the frame's own scale.
        room = (ctx.available[0], ctx.available[1] - self.under())
        self.canvas = PlayCanvas(replace(ctx, available=room), self.replay, zoom, window, (MENU,), wide_message=True)
        self.wide = 0  # the window width the review's lines ask for (0: the frame's and the strip's is enough)
        self.asked_wide = 0  # the width last asked for them (asked once: a window the player narrows stays so)
        self.view = self.canvas.view
        self.marks = self.view.marks = BoardMarks(ctx.colours)
        self.speed = SPEEDS.index(1.0)
        self.playing = False
        self.anchor = (self.replay.t, ctx.now_ms())  # replay time and clock time when play last (re)started
        self.pressed: str | None = None  # a strip button held down
        self.dragging = False  # the seek bar held
        self.strip = True  # the strip needs painting
        self.shown_point: tuple[int, int] | None = None  # where the arrow was last drawn (board pixels)
        self.sunk: list[tuple[int, int]] = []
        self.figures = (0, 0, FaceSprite.SMILE)
        name = difficulty.label if not difficulty.is_custom else f"Custom {difficulty.width}x{difficulty.height}"
        how = "" if self.replay.recorded_hand else " - move by move"
        self.heading = f"{name}, {outcome_word(game.outcome).lower()} in {format_ms(game.ms)} s{how}"
        self.message = self.heading
        self.colour: ColorLike = ctx.colours.ink
        self.notice = ""  # why there is no review, for as long as the viewer is open
        self.remark = ""  # a passing word (no earlier mistake), until the replay moves
        self.shown_notices = ""  # the notice lines the message bar was last told to show
        self.review: Review | None = None
        self.reviewing: Task[Review] | None = None
        self.at_mistake = at_mistake
        self.focus: int | None = None  # the move the message is about, chosen by N / Shift+N / the Mistakes menu
        self.said: tuple[str, ColorLike] | None = None  # a message of the viewer's own (an export), until a move
        self.relaid()
        self.settle()
        if review is not None and review.action_count == len(self.replay.actions):
            self.reviewed(review)
        elif self.replay.actions:
            self.start_review()
        else:
            self.speak()

    # ------------------------------------------------------------------ screen interface

    def title(self) -> str:
        return f"{TITLE} — replay"

    def size(self) -> Size:
        width, height = self.view.layout.window
        return width, height + self.under()

    def under(self, preferred: bool = False) -> int:
        """The strip's height under the frame (none when it is in the frame, in one row)."""
        return 0 if self.row else self.bar.preferred_height if preferred else self.bar.height

    def take_size_request(self) -> Size | None:
        """The frame's request, as wide as the strip needs at its own scale and with the strip under it."""
        lines = self.canvas.lines
        self.canvas.fit_message(self.message, self.colour, self.notices())  # the bar grows before it is drawn
        if self.canvas.lines != lines:
            self.relaid()
        request = self.canvas.take_size_request()
        wide = self.wide if self.wide > self.view.layout.window[0] and self.wide != self.asked_wide else 0
        if wide:
            self.asked_wide = wide
            if request is None:  # asked through the canvas, so the answer keeps the zoom
                self.canvas.grow((wide, self.view.layout.window[1]))
                request = self.canvas.take_size_request()
        return (
            None
            if request is None
            else (max(request[0], self.bar.needed_width(), wide), request[1] + self.under(preferred=True))
        )

    def wide_enough(self, review: Review) -> int:
        """The narrowest window, up to the desktop's width, in which the review's longest lines fit the lines the
        desktop has room for under the board (the message bar spans the window); the whole desktop's width if none
        does (so more of a line shows at once), 0 if the window as it is already shows them whole."""
        layout, prose = self.view.layout, self.canvas.frame.prose
        s = layout.scale
        shown = message_px(self.canvas.most_lines(), s) // prose.line_h
        texts = [
            f"{self.heading}. {summary_text(review)}",
            *(move_line(move, len(review.moves)) for move in review.moves),
        ]
        longest = sorted(texts, key=prose.width)[-3:]  # the widest lines wrap to the most lines

        def fits_in(width: int) -> bool:
            room_w = max(layout.status.width, width - 2 * FRAME * s) - 6 * s  # as the frame wraps them
            return all(len(prose.wrap(text, room_w)) <= shown for text in longest)

        low, high = layout.window[0], self.ctx.available[0]
        if fits_in(low) or high <= low:
            return 0
        if not fits_in(high):
            return high
        while high - low > 1:  # fits_in(high), not fits_in(low)
            middle = (low + high) // 2
            low, high = (low, middle) if fits_in(middle) else (middle, high)
        return high

    def resized(self, size: Size) -> None:
        """The frame laid out above the strip; the strip then takes the frame's new scale (a window the player made
        bigger or smaller), as long as the frame keeps its zoom whole above it."""
        self.bar.fit(size[0])
        self.canvas.resized((size[0], max(1, size[1] - self.under())))
        if self.row:  # the strip in the frame keeps its scale and its row
            self.relaid()
            return
        layout, replay = self.view.layout, self.replay
        scale = strip_scale(layout.scale, self.ctx.available)
        area = (size[0], max(1, size[1] - HEIGHT * scale))
        if scale != self.bar.preferred and (
            scale < self.bar.preferred or fits((replay.width, replay.height), layout.zoom, area)
        ):
            self.bar.preferred = scale
            self.bar.fit(size[0])
            self.canvas.relayout(layout.zoom, (size[0], max(1, size[1] - self.bar.height)))
        self.relaid()

    def relaid(self) -> None:
        """The strip under the frame, or in one row in the room of the frame's status panel (under the menu bar)."""
        layout = self.view.layout
        width, height = layout.window
        if self.row:
            gap = layout.board_frame.top - layout.menu_bar.bottom
            self.bar.layout(width, layout.menu_bar.bottom + max(0, gap - self.bar.height) // 2)
        else:
            self.bar.layout(width, height)
        self.strip = True

    def leave(self) -> None:
        if self.reviewing is not None:
            self.reviewing.cancel()
            self.reviewing = None

    def next_tick_ms(self) -> int | None:
        playing = self.playing_tick_ms() if self.playing and not self.canvas.bar.dropped else None
        if self.reviewing is not None:
            return POLL_MS if playing is None else min(POLL_MS, playing)
        return playing

    def playing_tick_ms(self) -> int:
        upcoming = self.replay.next_change()
        target = self.replay.end if upcoming is None else upcoming
        return max(FRAME_MS, math.ceil((target - self.replay.t) / SPEEDS[self.speed]))

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.Event) -> Screen | None:
        bar = self.canvas.bar
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and bar.dropped:
            self.close_menu()  # one Esc: the drop-down and the bar's focus go, and the viewer has its keys again
            self.rebase()
            return None
        if event.type == pygame.KEYDOWN and self.menu_steps_aside(event.key, getattr(event, "mod", 0)):
            self.close_menu()
            return self.key(event.key, getattr(event, "mod", 0))
        if event.type == pygame.MOUSEWHEEL and bar.active is not None and not bar.dropped:
            self.close_menu()  # the bar only focused (F10, Alt): the wheel is the viewer's
        shown = (bar.active, bar.dropped)
        result = bar.handle_event(event)
        self.canvas.menu_changed(result)
        if (
            bar.dropped
            and (bar.active, bar.dropped) != shown
            and bar.item is None
            and bar.menus[bar.active or 0].title == MISTAKES_TITLE
        ):
            self.highlight_first()  # the Mistakes menu opened with the mouse: its first mistake, ready for Enter
        if result.command is not None or result.consumed:
            self.rebase()  # time stands still while a menu is open
            return self.command(result.command) if result.command is not None else None
        if event.type == pygame.KEYDOWN:
            return self.key(event.key, getattr(event, "mod", 0))
        if event.type == TICK:
            self.take_review()
        if event.type == TICK and self.playing:
            self.go_to(self.anchor[0] + round((self.ctx.now_ms() - self.anchor[1]) * SPEEDS[self.speed]))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.release(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.wheel(event.y)
        return None

    def menu_steps_aside(self, key: int, mod: int) -> bool:
        """Whether a key goes past the menu bar to the viewer: one of the viewer's letters (P, N, J, E) that is not a
        letter of the open menu's own items (those choose their item, as in every menu), or with the bar only focused
        (F10, Alt), not a menu's own letter (that opens it)."""
        bar = self.canvas.bar
        if bar.active is None or key not in LETTER_KEYS:
            return False
        if mod & (pygame.KMOD_ALT | pygame.KMOD_CTRL):
            return False
        if not bar.dropped:
            return all(chr(key) != menu.mnemonic.lower() for menu in bar.menus)
        return chr(key) not in bar.letters[bar.active]

    def close_menu(self) -> None:
        """Close the open drop-down (the bar made anew, closed) and repaint what it covered."""
        self.canvas.set_menus(self.canvas.menus)
        self.canvas.invalidate(Part.EVERYTHING)
        self.strip = True

    def highlight_first(self) -> None:
        """Highlight the open drop-down's first item that can be chosen, as opening it from the keyboard does."""
        bar = self.canvas.bar
        menu = bar.menus[bar.active or 0]
        bar.item = next((i for i, item in enumerate(menu.items) if isinstance(item, MenuItem) and item.enabled), None)
        self.canvas.invalidate(Part.MENU)

    def key(self, key: int, mod: int = 0) -> Screen | None:
        if key == pygame.K_ESCAPE:
            return self.back()
        if key == pygame.K_n:
            return self.command(PREVIOUS_MISTAKE if mod & pygame.KMOD_SHIFT else NEXT_MISTAKE)
        if key in (pygame.K_HOME, pygame.K_END):
            self.go_to(self.begin if key == pygame.K_HOME else self.replay.end)
            self.rebase()
        elif key in KEYS:
            return self.command(KEYS[key])
        return None

    def command(self, name: str) -> Screen | None:
        if name == CLOSE:
            return self.back()
        if name == PLAY_ON:
            return self.play_on()
        if name in (NEXT_MISTAKE, PREVIOUS_MISTAKE):
            self.step_mistake(1 if name == NEXT_MISTAKE else -1)
        elif name.startswith(MISTAKE) and name[len(MISTAKE) :].isdigit():
            self.go_to_move(int(name[len(MISTAKE) :]))
        elif name == PLAY:
            self.toggle()
        elif name in (BACK, FORWARD):
            self.step(-1 if name == BACK else 1)
        elif name in (SLOWER, FASTER):
            self.speed = max(0, min(len(SPEEDS) - 1, self.speed + (1 if name == FASTER else -1)))
        elif name in (EXPORT_JSON, EXPORT_EVF):
            done = export_game(
                self.ctx.store,
                self.game,
                JSON if name == EXPORT_JSON else EVF,
                left_click_chords=self.ctx.settings.left_click_chord,
            )
            self.notice = "" if done.ok else done.message
            self.said = (done.brief, self.ctx.colours.good) if done.ok else None
            self.speak()
        self.rebase()
        self.strip = True
        return None

    def toggle(self) -> None:
        if not self.playing and self.replay.t >= self.replay.end:
            self.go_to(self.begin)  # play again from the start
        self.playing = not self.playing

    def rebase(self) -> None:
        """Play on from where the replay is now (after a seek, a step, a new speed, a menu)."""
        self.anchor = (self.replay.t, self.ctx.now_ms())

    def press(self, pos: tuple[int, int]) -> None:
        if self.bar.seek.inflate(0, 2 * self.bar.scale).collidepoint(pos):
            self.dragging = True
            self.seek_to(pos[0])
        elif self.view.press_bar(pos):
            self.canvas.invalidate(Part.VIEW)
        else:
            self.pressed = self.bar.button_at(pos)
            self.strip = self.strip or self.pressed is not None

    def motion(self, pos: tuple[int, int]) -> None:
        if self.dragging:
            self.seek_to(pos[0])
        elif self.view.drag_bar(pos):
            self.canvas.invalidate(Part.VIEW)

    def release(self, pos: tuple[int, int]) -> Screen | None:
        pressed, self.pressed, self.dragging = self.pressed, None, False
        self.view.release_bar()
        if pressed is not None:
            self.strip = True
            if self.bar.button_at(pos) == pressed:
                return self.command(pressed)
        return None

    def seek_to(self, x: int) -> None:
        self.go_to(self.bar.time_at(x, self.begin, self.replay.end))
        self.rebase()

    def wheel(self, dy: int) -> None:
        """Over the message bar the wheel scrolls a line longer than the bar (as in the game); elsewhere the board,
        or with Ctrl it zooms."""
        if self.view.layout.message.collidepoint(self.ctx.mouse_pos()):
            self.canvas.scroll_message(-dy)
        elif pygame.key.get_mods() & pygame.KMOD_CTRL:
            if dy and self.canvas.zoom_in_place(1 if dy > 0 else -1, self.ctx.mouse_pos()):
                self.shown_point = None
        elif self.view.scroll_by(0, -dy * 3 * self.view.cell):
            self.canvas.invalidate(Part.VIEW)

    # ------------------------------------------------------------------ the position

    def go_to(self, t: int, focus: int | None = None, moves: int | None = None) -> None:
        """Move the replay to ``t`` (with its first ``moves`` moves made, if given: the instant before a move of
        that time) and mark what that changed on screen; the message then speaks of move ``focus`` (an index in
        the review), else of the move about to be made."""
        self.focus, self.said, self.remark = focus, None, ""
        changed = self.replay.seek(max(self.begin, t), moves)  # the pointer idling before the game is not replayed
        if changed is not None:
            self.canvas.mark(changed)
        if self.playing and self.replay.t >= self.replay.end:
            self.playing = False
        self.strip = True
        self.settle()
        self.speak()

    def settle(self) -> None:
        """Mark the sunk cells, the pointer and the status panel where they differ from what is drawn."""
        replay, canvas = self.replay, self.canvas
        sunk = replay.sunk()
        if sunk != self.sunk:
            area = bounds([*self.sunk, *sunk])
            if area is not None:
                canvas.mark(area)
            self.sunk = sunk
        point = replay.point
        if point != self.shown_point:
            self.forget_arrow()
            if point is not None and self.view.ensure_visible((point[0] // CELL_PX, point[1] // CELL_PX)):
                canvas.invalidate(Part.VIEW)
        timer = shown_seconds(replay.timer_ms(), started=replay.game.started_ms is not None)
        figures = (replay.mines_left, timer, self.face())
        if figures != self.figures:
            self.figures = figures
            canvas.invalidate(Part.STATUS)

    def forget_arrow(self) -> None:
        """The cells under the arrow as last drawn are painted again (the arrow is drawn over them after)."""
        if self.shown_point is not None:
            x0, y0, x1, y1 = arrow_cells(self.shown_point, self.view.layout.zoom, self.view.cell)
            self.canvas.mark(Rect(x0, y0, min(x1, self.replay.width - 1), min(y1, self.replay.height - 1)))
        self.shown_point = None

    def face(self) -> FaceSprite:
        game = self.replay.game
        if game.is_over:
            return FaceSprite.COOL if game.state is GameState.WON else FaceSprite.DEAD
        return FaceSprite.OH if self.replay.holding else FaceSprite.SMILE

    # ------------------------------------------------------------------ the review

    def start_review(self) -> None:
        """Judge every move on a worker thread (the screen polls it on its ticks)."""
        from minesweeper.core.solver.review import review

        record = self.game.record
        wasted = self.game.play.wasted
        self.reviewing = Task(
            lambda cancelled: review(record, wasted=wasted, cancelled=cancelled), budget_s=REVIEW_BUDGET_S
        )
        self.speak()

    def take_review(self) -> None:
        """The review worked out: shown, and kept with the game so it is not worked out again."""
        task = self.reviewing
        if task is None or not task.done:
            return
        self.reviewing = None
        from minesweeper.core.solver.counting import Cancelled

        try:
            review = task.result()
        except Cancelled:
            self.notice = "No review: the solver ran out of time on this game"
        except (MinesweeperError, ValueError) as error:
            self.notice = f"No review: {error}"
        else:
            if self.ctx.store is not None:
                self.ctx.store.keep_review(self.game.game_id, review)
            self.reviewed(review)
            return
        self.speak()

    def reviewed(self, review: Review) -> None:
        """The review is here: the ticks take their colours, the Mistakes menu lists them, and the replay goes to
        the first mistake if it was opened for that."""
        from minesweeper.core.solver.analysis import cell_name
        from minesweeper.core.solver.review import MISTAKES

        self.review, self.strip = review, True
        self.wide = self.wide_enough(review)
        mistakes = [i for i, move in enumerate(review.moves) if move.cls in MISTAKES]
        room = (self.view.layout.window[1] - self.view.layout.menu_bar.bottom) // (
            ITEM_H * menu_scale(self.view.layout.scale)
        ) - 1
        listed = [
            MenuItem(
                f"Move {review.moves[i].number}: {review.moves[i].cls} {cell_name(*review.moves[i].cell)}",
                f"{MISTAKE}{i}",
            )
            for i in mistakes[: max(1, min(MOST_LISTED, room))]
        ]
        none = (MenuItem("No mistakes", "", enabled=False),)
        self.canvas.set_menus((MENU, Menu(MISTAKES_TITLE, tuple(listed) or none, "M")))
        first = review.first_mistake()
        if self.at_mistake and first is not None:
            self.go_to_move(first)
        else:
            self.speak()

    def go_to_move(self, index: int) -> None:
        """Move ``index`` (of the review, else of the game's moves) at its own moment: the clock and the seek bar at
        its time, the board as it was just before it (the position it is judged from), the message about it."""
        moments = self.moments()
        if not 0 <= index < len(moments):
            return
        self.playing = False
        t, made = moments[index]
        self.go_to(t, focus=index, moves=made)
        self.rebase()

    @property
    def move_count(self) -> int:
        """How many moves there are to step through: the review's (its wasted clicks among them), else the game's."""
        return len(self.review.moves) if self.review is not None else len(self.replay.actions)

    def moments(self) -> list[tuple[int, int]]:
        """Each move's moment, as its time and the game's moves made before it: the review's moves (the wasted
        clicks the rules refused among them), else the game's own."""
        if self.review is None:
            return [(action.t, made) for made, action in enumerate(self.replay.actions)]
        return [(move.t, self.review.actions_before(index)) for index, move in enumerate(self.review.moves)]

    def step(self, way: int) -> None:
        """Left / Right: the previous (``way`` -1) or next (1) move at its own moment, every move of the review in
        turn (a wasted click too); before the first, the game's beginning, and after the last, its end."""
        # At a move's moment: the one before or after it; between moves: the one about to be made, or the last made.
        target = self.focus + way if self.focus is not None else self.next_index() - (1 if way < 0 else 0)
        if target < 0:
            self.go_to(self.begin)
        elif target >= self.move_count:
            self.go_to(self.replay.end)
        else:
            self.go_to_move(target)
        self.rebase()

    def next_index(self) -> int:
        """The index of the move about to be made where the replay is (the number of moves at the end)."""
        if self.review is None:
            return self.replay.moves
        return self.review.index_at(self.replay.moves, self.replay.t)

    def step_mistake(self, way: int) -> None:
        """N / Shift+N: the moment before the next (``way`` 1) or previous (-1) mistake, if there is one."""
        if self.review is None:
            self.remark = "The review is still being worked out" if self.reviewing else "This game has no review"
            self.speak()
            return
        from minesweeper.core.solver.review import MISTAKES

        here = self.focus if self.focus is not None else self.next_index() - (1 if way > 0 else 0)
        order = range(here + 1, len(self.review.moves)) if way > 0 else range(here - 1, -1, -1)
        found = next((i for i in order if self.review.moves[i].cls in MISTAKES), None)
        if found is None:
            self.remark = "No later mistake" if way > 0 else "No earlier mistake"  # the line about the move stays
            self.speak()
            return
        self.go_to_move(found)

    def play_on(self) -> Screen | None:
        """A practice game from the moment shown: the same board, the moves so far played."""
        try:
            return self.nav.practice(self.game, self.replay.moves)
        except MinesweeperError as error:
            self.said = (f"Play on from here: {error}", self.ctx.colours.alert)
            self.speak()
            return None

    def shown_move(self) -> int | None:
        """The move the message is about: the one chosen, else the one about to be made; None at the end."""
        if self.focus is not None:
            return self.focus
        index = self.next_index()  # the review's moves include the wasted clicks the rules refused
        return index if index < self.move_count else None

    def speak(self) -> None:
        """The message bar and the board's marks for the moment shown."""
        colours = self.ctx.colours
        index = self.shown_move()
        outline = None
        colour: ColorLike
        if self.said is not None:
            message, colour = self.said
        elif self.review is None:
            message, colour = self.heading + (" - reviewing every move..." if self.reviewing else ""), colours.ink
        elif index is None or (index == 0 and self.focus is None):
            message, colour = f"{self.heading}. {summary_text(self.review)}", colours.ink
        else:
            from minesweeper.core.solver.review import MISTAKES

            move = self.review.moves[index]
            message = move_line(move, len(self.review.moves))
            colour = colours.alert if move.cls in MISTAKES else colours.ink
            outline = move_outline(move)
        if (message, colour, self.notices()) != (self.message, self.colour, self.shown_notices):
            self.message, self.colour, self.shown_notices = message, colour, self.notices()
            self.canvas.invalidate(Part.MESSAGE)
        if outline != self.marks.outline:
            self.canvas.set_outline(outline, scroll=not self.playing)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        width, height = self.view.layout.window
        area = surface.subsurface(pygame.Rect(0, 0, width, min(height, surface.get_height())))
        mines, seconds, face = self.figures
        scene = Scene(mines, seconds, face, self.message, self.colour, self.notices(), self.sunk, False)
        everything = full or self.canvas.repaints_everything
        changed = self.canvas.draw(area, full, scene)
        changed.extend(self.draw_arrow(area, changed, everything))
        if self.row:  # in the frame: painted again over what the frame painted under it, but never over a drop-down
            self.strip = self.strip or full or self.bar.rect.collidelist(changed) >= 0
            full = full and not self.canvas.bar.dropped
            if self.canvas.bar.dropped:
                return changed
        if (full or self.strip) and self.bar.rect.bottom <= surface.get_height():
            replay = self.replay
            changed.append(
                self.bar.draw(
                    surface,
                    self.ctx.colours,
                    now=replay.t,
                    start=self.begin,
                    end=replay.end,
                    ticks=self.ticks(),
                    playing=self.playing,
                    speed=speed_text(SPEEDS[self.speed]),
                    clock=(self.clock_text(), format_ms(self.clock_ms())),
                    pressed=self.pressed,
                )
            )
            self.strip = False
        return changed

    def clock_ms(self) -> int:
        """The time shown: the game clock's, from the first reveal as the timer counts, up to the game's time."""
        return min(self.replay.timer_ms(), self.game.ms)

    def clock_text(self) -> str:
        """The strip's time: the game clock against the game's recorded time (the timeline's lead-in and any wait
        before the first reveal are not counted, as the game did not count them)."""
        return f"{format_ms(self.clock_ms())} / {format_ms(self.game.ms)}"

    def notices(self) -> str:
        """The notice lines under the message: why there is no review, and a passing word."""
        return "\n".join(text for text in (self.notice, self.remark) if text)

    def ticks(self) -> list[Tick]:
        """Every move's tick: coloured by its class, once the review is there."""
        if self.review is None:
            return [Tick(action.t) for action in self.replay.actions]
        from minesweeper.core.solver.review import MISTAKES

        colours = move_colours(self.ctx.settings.theme)
        return [Tick(move.t, colours[move.cls], move.cls in MISTAKES) for move in self.review.moves]

    def draw_arrow(self, surface: pygame.Surface, changed: list[pygame.Rect], everything: bool) -> list[pygame.Rect]:
        point = self.replay.point
        if point is None or self.canvas.bar.dropped:
            return []
        layout, view = self.view.layout, self.view
        image = arrow(layout.zoom)
        spot = image.get_rect(
            topleft=(
                layout.viewport.left + point[0] * layout.zoom - view.scroll_x,
                layout.viewport.top + point[1] * layout.zoom - view.scroll_y,
            )
        )
        if not (everything or point != self.shown_point or spot.collidelist(changed) >= 0):
            return []
        clip = surface.get_clip()
        surface.set_clip(layout.viewport)
        surface.blit(image, spot)
        surface.set_clip(clip)
        self.shown_point = point
        return [spot.clip(layout.viewport)]


@cache
def arrow(zoom: int) -> pygame.Surface:
    """The pointer at ``zoom``: drawn at zoom 1 and scaled up, crisp like the tiles."""
    width, height = max(x for x, _ in ARROW) + 1, max(y for _, y in ARROW) + 1
    small = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.polygon(small, (255, 255, 255), ARROW)
    pygame.draw.polygon(small, (0, 0, 0), ARROW, 1)
    return pygame.transform.scale(small, (width * zoom, height * zoom))


def arrow_cells(tip: tuple[int, int], zoom: int, cell: int) -> tuple[int, int, int, int]:
    """The cells (x0, y0, x1, y1) an arrow with its tip at board pixel ``tip`` (zoom 1) covers."""
    size = arrow(zoom).get_size()
    x, y = tip[0] * zoom, tip[1] * zoom
    return x // cell, y // cell, (x + size[0] - 1) // cell, (y + size[1] - 1) // cell
