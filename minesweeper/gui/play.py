"""The playing screen: one game in the classic frame, driven by mouse, keyboard and menu bar, until won or lost.

It interprets input into moves (``Pointer`` for the mouse, ``KeyPad`` for keys) and hands them to the
session, which applies, saves and records them; the canvas then repaints only what changed. The end state
is the same screen with the board frozen and a message, so the player sees the final board and restarts
with the face, F2 or Enter. The window may be any size: the board takes the largest whole-number zoom that
fits it (``+``/``-`` step the zoom and resize the window, Ctrl+wheel zooms about the pointer in place), and
the zoom and size are remembered per difficulty. While the window is away the clock stops and the board
hides. Every event goes to the menu bar first, then to an open help overlay, then to the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from minesweeper.core import PRESETS, Game, GameState, IllegalMove
from minesweeper.core.pointer import Intent
from minesweeper.core.stats import format_ms, rank_text, shown_seconds
from minesweeper.gui import play_menus as commands
from minesweeper.gui.geometry import opening
from minesweeper.gui.hand_recorder import HandRecorder
from minesweeper.gui.help_text import HelpPage
from minesweeper.gui.play_canvas import PlayCanvas, Scene
from minesweeper.gui.play_input import Controls
from minesweeper.gui.screen import TICK, TITLE, Context, Navigator, Screen, Size
from minesweeper.settings import View

if TYPE_CHECKING:
    from minesweeper.session import Session

HINT = "F1 help - F2 new game - Esc menu"
AWAY = (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED)
BACK = (pygame.WINDOWFOCUSGAINED, pygame.WINDOWRESTORED)


class PlayScreen(Screen):
    """A game in progress (or just finished) and everything on screen around it."""

    flexible = True

    def __init__(self, ctx: Context, nav: Navigator, new_game: Callable[[], Game], *, session: Session | None = None,
                 back: Callable[[], Screen] | None = None) -> None:
        """Play the session's current game; ``new_game`` starts the next one (face, F2, Enter at the end).

        ``session`` is the app's own unless given (a test play keeps nothing); Esc goes to ``back``, else the menu.
        """
        self.ctx, self.nav, self.new_game = ctx, nav, new_game
        self.session = session or ctx.session
        self.back = back or nav.menu
        assert self.session.game is not None, "the play screen shows the session's game"
        self.game = self.session.game
        board = (self.game.width, self.game.height)
        remembered = ctx.settings.view_of(self.game.difficulty)
        zoom, wanted = opening(board, ctx.available, remembered.zoom if remembered else ctx.settings.zoom,
                               remembered.window if remembered else None)
        self.canvas = PlayCanvas(ctx, self.game, zoom, wanted, commands.game_menus(ctx.settings, self.game.difficulty))
        self.view = self.canvas.view
        self.controls = Controls(ctx, self.canvas, self.game, HandRecorder(self.session), perform=self.perform,
                                 restart=self.restart, zoomed=self.remember)
        self.paused = False
        self.message, self.message_colour, self.notice = HINT, ctx.colours.ink, ""
        self.shown_seconds = -1

    # ------------------------------------------------------------------ screen interface

    def title(self) -> str:
        d = self.game.difficulty
        return f"{TITLE} — {f'Custom {d.width}×{d.height}, {d.mines} mines' if d.is_custom else d.label}"

    def size(self) -> Size:
        return self.view.layout.window

    def take_size_request(self) -> Size | None:
        return self.canvas.take_size_request()

    def resized(self, size: Size) -> None:
        self.canvas.resized(size)
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
        result = self.canvas.bar.handle_event(event)
        self.canvas.menu_changed(result)
        if result.command is not None:
            return self.command(result.command)
        if result.consumed:
            return None
        if self.canvas.help is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN,
                                                           pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            if self.canvas.help.handle_event(event):
                self.canvas.close_help()
            else:
                self.canvas.everything = True
            return None
        return self.game_event(event)

    def command(self, name: str) -> Screen | None:
        """Carry out a menu bar choice."""
        if name == commands.NEW:
            self.restart()
        elif name.startswith(commands.PLAY):
            return self.nav.play(PRESETS[name.removeprefix(commands.PLAY)])
        elif name in tuple(HelpPage):
            self.canvas.open_help(name)
        elif name == commands.NO_GUESS:
            self.ctx.change_settings(no_guess=not self.ctx.settings.no_guess)
            self.canvas.set_menus(commands.game_menus(self.ctx.settings, self.game.difficulty))
        elif name == commands.HISTORY:
            return self.nav.history(lambda: self)  # Esc comes back to this game
        else:
            routes = {commands.CUSTOM: self.nav.custom, commands.STATISTICS: self.nav.statistics,
                      commands.SETTINGS: self.nav.settings, commands.MENU: self.back}
            if name == commands.QUIT:
                self.nav.quit()
            elif name in routes:
                return routes[name]()
        return None

    def game_event(self, event: pygame.Event) -> Screen | None:
        if event.type in AWAY:
            self.pause()
        elif event.type in BACK or (self.paused and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)):
            self.unpause()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.controls.mouse_down(event.button, event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.controls.mouse_move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP:
            self.controls.mouse_up(event.button, event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.controls.wheel(event.x, event.y)
        elif event.type == pygame.WINDOWLEAVE:
            self.controls.mouse_left()
        elif event.type == TICK:
            if shown_seconds(self.session.elapsed_ms()) != self.shown_seconds and not self.game.is_over:
                self.canvas.status = True
                self.ctx.sounds.tick()
        elif event.type == pygame.KEYDOWN:
            return self.key_down(event.key)
        elif event.type == pygame.KEYUP:
            self.controls.key_up(event.key)
        return None

    # ------------------------------------------------------------------ keys the screen keeps for itself

    def key_down(self, key: int) -> Screen | None:
        if key == pygame.K_ESCAPE:
            return self.back()
        if key == pygame.K_F1:
            self.canvas.open_help(HelpPage.HOW_TO_PLAY)
        elif key == pygame.K_F2 or (self.game.is_over and key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.restart()
        else:
            self.controls.key_down(key)
        return None

    # ------------------------------------------------------------------ game changes

    def perform(self, intent: Intent) -> None:
        """Hand a move to the session; a move that changes nothing is simply not made."""
        try:
            changed = self.session.apply(intent.kind, intent.x, intent.y)
        except IllegalMove:
            return
        self.canvas.mark(changed)
        self.canvas.status = True
        if self.game.is_over:
            self.finish()
        notices = self.ctx.take_notices()  # a file set aside, a save that failed, a game given up
        if notices:
            self.notice, self.canvas.message = notices[-1], True

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
        self.canvas.message = True
        self.controls.cancel()

    def restart(self) -> None:
        self.session.save()
        self.game = self.view.game = self.new_game()
        self.controls.new_game(self.game)
        self.message, self.message_colour, self.notice = HINT, self.ctx.colours.ink, ""
        self.canvas.mark_view()
        self.canvas.status = self.canvas.message = True

    def pause(self) -> None:
        if self.ctx.settings.pause_when_away and self.game.state is GameState.PLAYING and not self.paused:
            self.session.pause()
            self.paused = self.canvas.everything = True
            self.controls.cancel()

    def unpause(self) -> None:
        if self.paused:
            self.session.unpause()
            self.paused, self.canvas.everything = False, True

    # ------------------------------------------------------------------ zoom and size

    def remember(self) -> None:
        """The zoom and size for the next game of this difficulty (written to disk when the screen is left)."""
        layout = self.view.layout
        self.ctx.settings = self.ctx.settings.with_view(self.game.difficulty, View(layout.zoom, layout.window))

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        self.shown_seconds = shown_seconds(self.session.elapsed_ms())
        controls = self.controls
        scene = Scene(self.game.mines_left, self.shown_seconds, controls.face(), self.message, self.message_colour,
                      self.notice, controls.pressed, self.paused)
        return self.canvas.draw(surface, full, scene)
