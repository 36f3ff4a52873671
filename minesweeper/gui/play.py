"""The playing screen: one game in the classic frame, driven by mouse and keyboard, until won or lost.

It interprets input into moves (``Pointer`` for the mouse, ``KeyPad`` for keys) and hands them to the
session, which applies, saves and records them; then it repaints only what the core says changed plus the
status panel. The end state is the same screen with the board frozen and a message, so the player sees the
final board and restarts with the face, F2 or Enter. The window may be any size: the board is drawn at
the largest whole-number zoom that fits it (``+``/``-`` step the zoom and resize the window, Ctrl+wheel
zooms about the pointer in place), and the zoom and size are remembered per difficulty. While the window
is away the clock stops and the board hides.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from minesweeper.core import Game, GameState, IllegalMove, Kind, Rect, Tile
from minesweeper.core.pointer import LEFT, MIDDLE, RIGHT, Cell, Intent, Pointer
from minesweeper.core.stats import format_ms, rank_text, shown_seconds
from minesweeper.gui.board_view import BoardView, bounds
from minesweeper.gui.game_frame import GameFrame
from minesweeper.gui.geometry import fit_zoom, natural_size, opening, play_layout
from minesweeper.gui.keypad import MOVES, KeyMove, KeyPad
from minesweeper.gui.screen import TICK, TITLE, Context, Navigator, Screen, Size
from minesweeper.gui.sheets import FaceSprite
from minesweeper.settings import MAX_ZOOM, MIN_ZOOM, View

ZOOM_KEYS = {pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1, pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1}
WHEEL_CELLS = 3
HINT = "F1 help - F2 new game - Esc menu"
AWAY = (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED)
BACK = (pygame.WINDOWFOCUSGAINED, pygame.WINDOWRESTORED)


class PlayScreen(Screen):
    """A game in progress (or just finished) and everything on screen around it."""

    flexible = True

    def __init__(self, ctx: Context, nav: Navigator, new_game: Callable[[], Game]) -> None:
        """Play the session's current game; ``new_game`` starts the next one (face, F2, Enter at the end)."""
        self.ctx, self.nav, self.session, self.new_game = ctx, nav, ctx.session, new_game
        assert self.session.game is not None, "the play screen shows the session's game"
        self.game = self.session.game
        board = (self.game.width, self.game.height)
        remembered = ctx.settings.view_of(self.game.difficulty)
        zoom, wanted = opening(board, ctx.available, remembered.zoom if remembered else ctx.settings.zoom,
                               remembered.window if remembered else None)
        self.request: Size | None = wanted
        self.answering = True  # the next resize answers a request, rather than being the player's
        self.view = BoardView(self.game, ctx.sheets, ctx.colours, play_layout(board, zoom, wanted))
        self.frame = GameFrame(ctx.sheets, ctx.font, ctx.colours, self.view.layout)
        self.pointer = Pointer(left_click_chords=ctx.settings.left_click_chord)
        self.keys = KeyPad()
        self.cursor: Cell = (self.game.width // 2, self.game.height // 2)
        self.pressed: list[Cell] = []
        self.face_down = self.paused = False
        self.message, self.message_colour, self.notice = HINT, ctx.colours.ink, ""
        self.shown_seconds = -1
        self.dirty: Rect | None = None
        self.status_dirty = self.message_dirty = self.bars_dirty = False
        self.relaid = False  # the zoom changed: everything moved, even if the window kept its size

    # ------------------------------------------------------------------ screen interface

    def title(self) -> str:
        d = self.game.difficulty
        return f"{TITLE} — {f'Custom {d.width}×{d.height}, {d.mines} mines' if d.is_custom else d.label}"

    def size(self) -> Size:
        return self.view.layout.window

    def take_size_request(self) -> Size | None:
        request, self.request = self.request, None
        return request

    def resized(self, size: Size) -> None:
        """Our own request answered keeps the zoom (scrolling if the desktop was too small for it); a size the
        player dragged gets the largest whole-number zoom that shows the whole board."""
        zoom = self.view.layout.zoom
        if not self.answering:
            zoom = fit_zoom((self.game.width, self.game.height), size)
        self.answering = False
        self.relayout(zoom, size)
        self.remember()

    def next_tick_ms(self) -> int | None:
        """Wake exactly when the timer's whole second changes: one event a second, not a polling rate."""
        if self.game.state is not GameState.PLAYING or self.paused:
            return None
        return 1000 - self.session.elapsed_ms() % 1000

    def leave(self) -> None:
        self.session.save()
        self.ctx.save_settings()

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type in AWAY:
            self.pause()
        elif event.type in BACK or (self.paused and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)):
            self.unpause()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse_down(event.button, event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse_move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP:
            self.mouse_up(event.button, event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.wheel(event.x, event.y)
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer.cancel()
            self.face_down = False
            self.refresh_pressed()
        elif event.type == TICK:
            seconds = shown_seconds(self.session.elapsed_ms())
            if seconds != self.shown_seconds and self.game.state is GameState.PLAYING:
                self.status_dirty = True
                self.ctx.sounds.tick()
        elif event.type == pygame.KEYDOWN:
            return self.key_down(event.key)
        elif event.type == pygame.KEYUP:
            self.key_up(event.key)
        return None

    # ------------------------------------------------------------------ mouse

    def mouse_down(self, button: int, pos: tuple[int, int]) -> None:
        if button == LEFT and self.view.layout.face.collidepoint(pos):
            self.face_down = self.status_dirty = True
        elif button == LEFT and self.view.press_bar(pos):
            self.dirty, self.bars_dirty = self.view.visible(), True
        elif not self.game.is_over and button in (LEFT, MIDDLE, RIGHT):
            self.show_cursor(False)
            self.perform(self.pointer.press(button, self.view.cell_at(pos)))
            self.refresh_pressed()

    def mouse_move(self, pos: tuple[int, int]) -> None:
        if self.view.drag_bar(pos):
            self.dirty, self.bars_dirty = self.view.visible(), True
        if self.face_down:
            self.status_dirty = True
        if self.pointer.move(self.view.cell_at(pos)):
            self.refresh_pressed()

    def mouse_up(self, button: int, pos: tuple[int, int]) -> None:
        if button == LEFT and self.face_down:
            self.face_down, self.status_dirty = False, True
            if self.view.layout.face.collidepoint(pos):
                self.restart()
            return
        if button == LEFT and self.view.release_bar():
            return
        cell = self.view.cell_at(pos)
        on_number = cell is not None and self.game.tile(*cell) in (Tile(n) for n in range(1, 9))
        self.perform(self.pointer.release(button, cell, on_open_number=on_number))
        self.refresh_pressed()

    def wheel(self, dx: int, dy: int) -> None:
        mods = pygame.key.get_mods()
        if mods & pygame.KMOD_CTRL:
            if dy:
                self.zoom_in_place(1 if dy > 0 else -1, self.ctx.mouse_pos())
            return
        if mods & pygame.KMOD_SHIFT:
            dx, dy = -dy, 0
        step = WHEEL_CELLS * self.view.cell
        if self.view.scroll_by(dx * step, -dy * step):
            self.dirty, self.bars_dirty = self.view.visible(), True

    # ------------------------------------------------------------------ keyboard

    def key_down(self, key: int) -> Screen | None:
        if key == pygame.K_ESCAPE:
            return self.nav.menu()
        if key == pygame.K_F2 or (self.game.is_over and key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.restart()
        elif key in ZOOM_KEYS:
            self.zoom_step(ZOOM_KEYS[key])
        elif self.game.is_over:
            return None
        elif key in MOVES:
            self.move_cursor(*MOVES[key])
        elif self.keys.press(key):
            self.show_cursor(True)
            self.status_dirty = True
        return None

    def key_up(self, key: int) -> None:
        move = self.keys.release(key)
        self.status_dirty = True
        if move is None or self.game.is_over:
            return
        x, y = self.cursor
        if move is KeyMove.FLAG:
            self.perform(Intent(Kind.FLAG, x, y))
        else:
            self.perform(Intent(Kind.CHORD if self.game.tile(x, y).is_open else Kind.REVEAL, x, y))

    def move_cursor(self, dx: int, dy: int) -> None:
        x, y = self.cursor
        self.show_cursor(False)
        self.cursor = (max(0, min(self.game.width - 1, x + dx)), max(0, min(self.game.height - 1, y + dy)))
        self.show_cursor(True)
        if self.view.ensure_visible(self.cursor):
            self.dirty, self.bars_dirty = self.view.visible(), True

    def show_cursor(self, shown: bool) -> None:
        """The cursor keeps its cell whether shown or not; keys show it, the mouse hides it."""
        target = self.cursor if shown else None
        for cell in {self.view.cursor, target} - {None}:
            assert cell is not None
            self.mark(Rect(cell[0], cell[1], cell[0], cell[1]))
        self.view.cursor = target

    # ------------------------------------------------------------------ game changes

    def perform(self, intent: Intent | None) -> None:
        """Hand a move to the session; a move that changes nothing is simply not made."""
        if intent is None or self.game.is_over:
            return
        try:
            changed = self.session.apply(intent.kind, intent.x, intent.y)
        except IllegalMove:
            return
        self.mark(changed)
        self.status_dirty = True
        if self.game.is_over:
            self.finish()
        self.show_news()

    def show_news(self) -> None:
        """A notice (a file set aside, a save that failed, a game given up) gets the message bar's 2nd line."""
        notices = self.ctx.take_notices()
        if notices:
            self.notice, self.message_dirty = notices[-1], True

    def finish(self) -> None:
        rank, colours = self.session.rank, self.ctx.colours
        if self.game.state is GameState.WON:
            seconds = format_ms(self.session.elapsed_ms())
            self.message = f"Cleared in {seconds} s!" + (f" {rank_text(rank)}" if rank is not None else "")
            self.message_colour = colours.good
            self.ctx.sounds.win()
        else:
            self.message, self.message_colour = "Boom! Click the face or press F2.", colours.alert
            self.ctx.sounds.explode()
        self.message_dirty = True
        self.pointer.cancel()
        self.keys.cancel()

    def restart(self) -> None:
        self.session.save()
        self.game = self.view.game = self.new_game()
        self.cursor = (min(self.cursor[0], self.game.width - 1), min(self.cursor[1], self.game.height - 1))
        self.message, self.message_colour, self.notice = HINT, self.ctx.colours.ink, ""
        self.pointer.cancel()
        self.keys.cancel()
        self.pressed = []
        self.dirty, self.status_dirty, self.message_dirty = self.view.visible(), True, True

    def pause(self) -> None:
        if self.ctx.settings.pause_when_away and self.game.state is GameState.PLAYING and not self.paused:
            self.session.pause()
            self.paused = self.relaid = True
            self.pointer.cancel()
            self.keys.cancel()

    def unpause(self) -> None:
        if self.paused:
            self.session.unpause()
            self.paused, self.relaid = False, True

    # ------------------------------------------------------------------ zoom and size

    def zoom_step(self, step: int) -> None:
        """``+``/``-``: the next zoom, with the window asked to fit it (scrolling if the desktop cannot)."""
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.view.layout.zoom + step))
        if zoom != self.view.layout.zoom:
            self.request = natural_size((self.game.width, self.game.height), zoom)
            self.answering = True
            self.relayout(zoom, self.view.layout.window)

    def zoom_in_place(self, step: int, anchor: tuple[int, int]) -> None:
        """Ctrl+wheel: the next zoom in the same window, the cell under the pointer kept under it."""
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.view.layout.zoom + step))
        if zoom != self.view.layout.zoom:
            self.relayout(zoom, self.view.layout.window, anchor)
            self.remember()

    def relayout(self, zoom: int, window: Size, anchor: tuple[int, int] | None = None) -> None:
        layout = play_layout((self.game.width, self.game.height), zoom, window)
        self.view.relayout(layout, anchor)
        self.frame.layout = layout
        self.relaid = True

    def remember(self) -> None:
        """The zoom and size for the next game of this difficulty (written to disk when the screen is left)."""
        layout = self.view.layout
        self.ctx.settings = self.ctx.settings.with_view(self.game.difficulty, View(layout.zoom, layout.window))

    def mark(self, rect: Rect) -> None:
        self.dirty = rect if self.dirty is None else self.dirty.union(rect)

    def refresh_pressed(self) -> None:
        """Sink the cells under held buttons (covered and question-marked ones only), redraw what moved."""
        keep = (Tile.COVERED, Tile.QUESTION)
        game = self.game
        now = [c for c in self.pointer.pressed_area() if game.contains(*c) and game.tile(*c) in keep]
        if now != self.pressed:
            area = bounds([*self.pressed, *now])
            if area is not None:
                self.mark(area)
            self.pressed = now
        self.status_dirty = True

    # ------------------------------------------------------------------ drawing

    def face(self) -> FaceSprite:
        if self.face_down and self.view.layout.face.collidepoint(self.ctx.mouse_pos()):
            return FaceSprite.SMILE_PRESSED  # in every state: the face is a button, and a button sinks
        if self.game.state is GameState.LOST:
            return FaceSprite.DEAD
        if self.game.state is GameState.WON:
            return FaceSprite.COOL
        thinking = (self.pointer.holding and not self.face_down) or self.keys.holding
        return FaceSprite.OH if thinking else FaceSprite.SMILE

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        changed: list[pygame.Rect] = []
        if full or self.relaid:
            self.relaid = False
            changed.append(self.frame.draw_frame(surface))
            self.dirty, self.status_dirty, self.message_dirty, self.bars_dirty = None, True, True, True
            if self.paused:
                self.frame.draw_paused(surface)
            else:
                changed.append(self.view.draw_cells(surface, None, self.pressed))
        elif self.dirty is not None and not self.paused:
            changed.append(self.view.draw_cells(surface, self.dirty, self.pressed))
        self.dirty = None
        if self.status_dirty:
            self.shown_seconds = shown_seconds(self.session.elapsed_ms())
            changed.extend(self.frame.draw_status(surface, self.game.mines_left, self.shown_seconds, self.face()))
            self.status_dirty = False
        if self.bars_dirty:
            changed.extend(self.view.draw_scroll_bars(surface))
            self.bars_dirty = False
        if self.message_dirty:
            changed.append(self.frame.draw_message(surface, self.message, self.message_colour, self.notice))
            self.message_dirty = False
        return changed
