"""The playing screen: one game under the status panel, driven by mouse and keyboard, until won or lost.

It interprets input into moves (``Pointer`` for the mouse, keys here) and hands them to the session, which
applies, saves and records them; then it repaints only what the core says changed plus the status panel.
The end state (won or lost) is the same screen with the board frozen and a message, so the player sees the
final board and restarts with the face, F2 or Enter. The menu is reached through a callback.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from minesweeper.core import Game, GameState, IllegalMove, Kind, Rect, Tile
from minesweeper.core.stats import format_ms, rank_text, shown_seconds
from minesweeper.gui.board_view import BoardView, bounds
from minesweeper.gui.game_frame import GameFrame
from minesweeper.gui.geometry import play_layout, start_zoom
from minesweeper.gui.pointer import LEFT, MIDDLE, RIGHT, Cell, Intent, Pointer
from minesweeper.gui.screen import TICK, Context, Screen
from minesweeper.gui.sheets import FaceSprite
from minesweeper.gui.widgets import ALERT, GOOD, INK
from minesweeper.settings import MAX_ZOOM, MIN_ZOOM

MOVES = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1),
         pygame.K_a: (-1, 0), pygame.K_d: (1, 0), pygame.K_w: (0, -1), pygame.K_s: (0, 1)}
ZOOM_KEYS = {pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1, pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1}
WHEEL_CELLS = 3
HINT = "F2 new game - Esc menu - +/- zoom"


class PlayScreen(Screen):
    """A game in progress (or just finished) and everything on screen around it."""

    def __init__(self, ctx: Context, new_game: Callable[[], Game], back: Callable[[], Screen]) -> None:
        """Play the session's current game; ``new_game`` starts the next one (face, F2, Enter at the end)."""
        self.ctx = ctx
        self.session = ctx.session
        self.new_game = new_game
        self.back = back
        assert self.session.game is not None, "the play screen shows the session's game"
        self.game = self.session.game
        board = (self.game.width, self.game.height)
        zoom = ctx.settings.zoom or start_zoom(board, ctx.available)
        self.view = BoardView(self.game, ctx.sheets, play_layout(board, zoom, ctx.available))
        self.frame = GameFrame(ctx.sheets, ctx.font, self.view.layout)
        self.pointer = Pointer(left_click_chords=ctx.settings.left_click_chord)
        self.pressed: list[Cell] = []
        self.face_down = False
        self.message, self.message_colour = HINT, INK
        self.shown_seconds = -1
        self.dirty: Rect | None = None
        self.status_dirty = self.message_dirty = self.bars_dirty = False
        self.relaid = False  # the zoom changed: everything moved, even if the window kept its size

    # ------------------------------------------------------------------ screen interface

    def next_tick_ms(self) -> int | None:
        """Wake exactly when the timer's whole second changes: one event a second, not a polling rate."""
        if self.game.state is not GameState.PLAYING:
            return None
        return 1000 - self.session.elapsed_ms() % 1000

    def size(self) -> tuple[int, int]:
        return self.view.layout.window

    def leave(self) -> None:
        self.session.save()

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN:
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
            self.status_dirty |= shown_seconds(self.session.elapsed_ms()) != self.shown_seconds
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return None

    # ------------------------------------------------------------------ input

    def mouse_down(self, button: int, pos: tuple[int, int]) -> None:
        if button == LEFT and self.view.layout.face.collidepoint(pos):
            self.face_down = self.status_dirty = True
        elif button == LEFT and self.view.press_bar(pos):
            self.dirty, self.bars_dirty = self.view.visible(), True
        elif not self.game.is_over and button in (LEFT, MIDDLE, RIGHT):
            if self.view.cursor is not None:
                self.redraw_cursor(None)
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
            self.zoom_by(1 if dy > 0 else -1 if dy < 0 else 0)
            return
        if mods & pygame.KMOD_SHIFT:
            dx, dy = -dy, 0
        step = WHEEL_CELLS * self.view.cell
        if self.view.scroll_by(dx * step, -dy * step):
            self.dirty, self.bars_dirty = self.view.visible(), True

    def key(self, key: int) -> Screen | None:
        if key == pygame.K_ESCAPE:
            return self.back()
        if key == pygame.K_F2 or (self.game.is_over and key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.restart()
        elif key in ZOOM_KEYS:
            self.zoom_by(ZOOM_KEYS[key])
        elif self.game.is_over:
            return None
        elif key in MOVES:
            self.move_cursor(*MOVES[key])
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and self.view.cursor is not None:
            tile = self.game.tile(*self.view.cursor)
            self.perform(Intent(Kind.CHORD if tile.is_open else Kind.REVEAL, *self.view.cursor))
        elif key == pygame.K_f and self.view.cursor is not None:
            self.perform(Intent(Kind.FLAG, *self.view.cursor))
        return None

    def move_cursor(self, dx: int, dy: int) -> None:
        game, cursor = self.game, self.view.cursor
        if cursor is None:
            visible = self.view.visible()
            target = ((visible.x0 + visible.x1) // 2, (visible.y0 + visible.y1) // 2)
        else:
            target = (max(0, min(game.width - 1, cursor[0] + dx)), max(0, min(game.height - 1, cursor[1] + dy)))
        self.redraw_cursor(target)
        if self.view.ensure_visible(target):
            self.dirty, self.bars_dirty = self.view.visible(), True

    def redraw_cursor(self, target: Cell | None) -> None:
        for cell in (self.view.cursor, target):
            if cell is not None:
                self.mark(Rect(cell[0], cell[1], cell[0], cell[1]))
        self.view.cursor = target

    # ------------------------------------------------------------------ game changes

    def perform(self, intent: Intent | None) -> None:
        """Hand a move to the core; a move that changes nothing is simply not made."""
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
        """A notice (a file set aside, a save that failed, a game given up) goes in the message bar."""
        notices = self.session.take_notices()
        if notices:
            # The end of a game keeps its own line first: the notice follows it rather than hiding it.
            self.message = f"{self.message} {notices[-1]}" if self.game.is_over else notices[-1]
            self.message_colour = ALERT
            self.message_dirty = True

    def finish(self) -> None:
        rank = self.session.rank
        if self.game.state is GameState.WON:
            seconds = format_ms(self.session.elapsed_ms())
            self.message = f"Cleared in {seconds} s!" + (f" {rank_text(rank)}" if rank is not None else "")
            self.message_colour = GOOD
        else:
            self.message, self.message_colour = "Boom! Click the face or press F2.", ALERT
        self.message_dirty = True
        self.pointer.cancel()
        self.view.cursor = None

    def restart(self) -> None:
        self.session.save()
        self.game = self.view.game = self.new_game()
        self.message, self.message_colour = HINT, INK
        self.pointer.cancel()
        self.pressed = []
        self.dirty, self.status_dirty, self.message_dirty = self.view.visible(), True, True

    def zoom_by(self, step: int) -> None:
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.view.layout.zoom + step))
        if zoom != self.view.layout.zoom:
            board = (self.game.width, self.game.height)
            self.view.relayout(play_layout(board, zoom, self.ctx.available))
            self.frame.layout = self.view.layout
            self.relaid = True

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
        if self.game.state is GameState.LOST:
            return FaceSprite.DEAD
        if self.game.state is GameState.WON:
            return FaceSprite.COOL
        if self.face_down and self.view.layout.face.collidepoint(pygame.mouse.get_pos()):
            return FaceSprite.SMILE_PRESSED
        return FaceSprite.OH if self.pointer.holding and not self.face_down else FaceSprite.SMILE

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        changed: list[pygame.Rect] = []
        if full or self.relaid:
            self.relaid = False
            changed.append(self.frame.draw_frame(surface))
            self.dirty, self.status_dirty, self.message_dirty, self.bars_dirty = None, True, True, True
            changed.append(self.view.draw_cells(surface, None, self.pressed))
        elif self.dirty is not None:
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
            changed.append(self.frame.draw_message(surface, self.message, self.message_colour))
            self.message_dirty = False
        return changed
