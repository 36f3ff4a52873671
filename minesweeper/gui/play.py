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
from pygame.typing import ColorLike

from minesweeper.core import PRESETS, Game, GameState, IllegalMove, MineSource, RandomMines
from minesweeper.core.pointer import LEFT, MIDDLE, Intent
from minesweeper.core.stats import format_ms, rank_text, shown_seconds
from minesweeper.gui import play_end as ending
from minesweeper.gui import play_menus as commands
from minesweeper.gui.geometry import opening
from minesweeper.gui.hand_recorder import HandRecorder
from minesweeper.gui.help_text import HelpPage
from minesweeper.gui.keypad import MOVES
from minesweeper.gui.menu_items import Menu
from minesweeper.gui.play_assist import SEARCHING, Assistant
from minesweeper.gui.play_canvas import PlayCanvas, Scene
from minesweeper.gui.play_end import Results
from minesweeper.gui.play_input import Controls
from minesweeper.gui.screen import TICK, TITLE, Context, Navigator, Screen, Size
from minesweeper.settings import View

if TYPE_CHECKING:
    from minesweeper.session import Session

HINT = "F1 help - F2 new game - Esc menu"
KEY_COMMANDS = {pygame.K_F2: commands.NEW, pygame.K_h: commands.HINT, pygame.K_p: commands.CHANCES}
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
        self.assist = Assistant(self.canvas, self.session)
        self.results = Results(ctx, self.canvas)
        self.paused = False
        self.message, self.notice = HINT, ""
        self.message_colour: ColorLike = ctx.colours.ink
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
        self.results.relayout()
        self.remember()

    def next_tick_ms(self) -> int | None:
        """Wake exactly when the timer's whole second changes (one event a second, not a polling rate), and
        often while the solver works in the background, to take its answer."""
        solver = self.assist.next_tick_ms()
        if self.game.state is not GameState.PLAYING or self.paused:
            return solver
        second = 1000 - self.session.elapsed_ms() % 1000
        return second if solver is None else min(second, solver)

    def leave(self) -> None:
        self.assist.stop()
        self.session.save()
        self.ctx.save_settings()

    def handle_event(self, event: pygame.Event) -> Screen | None:
        result = self.canvas.bar.handle_event(event)
        self.canvas.menu_changed(result)
        if result.command is not None:
            return self.command(result.command)
        if result.consumed:
            return None
        if self.results.shown and (event.type == pygame.KEYDOWN or (
                event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                and self.results.covers(event.pos))):
            return self.results_event(event)
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
            self.canvas.set_menus(self.menus())
            if self.game.state is GameState.READY and not self.game.actions:
                self.restart()  # an untouched board takes the new kind of mines at once
        elif name == commands.HINT:
            self.say(self.assist.ask_hint())
        elif name == commands.CHANCES:
            self.toggle_chances()
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
            if event.button in (LEFT, MIDDLE):
                self.assist.prepare_first(self.view.cell_at(event.pos))
        elif event.type == pygame.MOUSEMOTION:
            self.controls.mouse_move(event.pos)
            self.show_chance(self.view.cell_at(event.pos))
        elif event.type == pygame.MOUSEBUTTONUP:
            self.controls.mouse_up(event.button, event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.controls.wheel(event.x, event.y)
        elif event.type == pygame.WINDOWLEAVE:
            self.controls.mouse_left()
        elif event.type == TICK:
            self.take_solver_answers()
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
        elif key in KEY_COMMANDS:
            return self.command(KEY_COMMANDS[key])
        elif self.game.is_over and key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.restart()
        elif key == pygame.K_TAB and self.game.is_over:
            self.results.show()
        elif key == pygame.K_n and self.assist.offer is not None:
            self.play_normal_board(self.assist.offer)
        else:
            self.controls.key_down(key)
            if key in MOVES:
                self.show_chance(self.controls.cursor)
        return None

    # ------------------------------------------------------------------ the solver's answers

    def say(self, text: str, colour: ColorLike | None = None) -> None:
        self.message, self.message_colour = text, colour or self.ctx.colours.ink
        self.canvas.message = True

    def toggle_chances(self) -> None:
        self.say(self.assist.toggle_chances())
        self.canvas.set_menus(self.menus())

    def menus(self) -> tuple[Menu, Menu]:
        return commands.game_menus(self.ctx.settings, self.game.difficulty, chances=self.assist.chances_on)

    def show_chance(self, cell: tuple[int, int] | None) -> None:
        text = self.assist.chance_text(cell)
        if text is not None and text != self.message:
            self.say(text)

    def results_event(self, event: pygame.Event) -> Screen | None:
        """The results card is up: it takes the keys and clicks (F2 and Enter still start a new game)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F2, pygame.K_RETURN, pygame.K_KP_ENTER):
            command: str | None = ending.NEW
        else:
            command = self.results.handle(event)
        if command == ending.NEW:
            self.restart()
        elif command == ending.AGAIN and self.game.layout is not None:
            return self.nav.board(self.game.layout, opened=self.game.opened_at_start, back=self.back)
        return None

    def take_solver_answers(self) -> None:
        message, release = self.assist.poll()
        if self.game.state is GameState.LOST and self.results.verdict is None and "verdict" not in self.assist.tasks:
            verdict = self.assist.verdict
            self.results.set_verdict(verdict.text if verdict is not None else "No verdict: " + (message or "-"))
        if message is not None:
            colour = self.ctx.colours.alert if self.assist.offer is not None else None
            self.say(message, colour)
        if release is not None:
            self.perform(release)

    def play_normal_board(self, first: Intent) -> None:
        """The no-guess search ran out of time: the same first click on a normal board, as offered."""
        self.restart(RandomMines(self.ctx.rng))
        self.perform(first)

    # ------------------------------------------------------------------ game changes

    def perform(self, intent: Intent) -> None:
        """Hand a move to the session; a move that changes nothing is simply not made. A no-guess game's first
        reveal waits (with a message) until its board is found."""
        if self.assist.hold_first(intent):
            self.say(SEARCHING)
            return
        try:
            changed = self.session.apply(intent.kind, intent.x, intent.y)
        except IllegalMove:
            return
        self.canvas.mark(changed)
        self.canvas.status = True
        self.assist.moved()
        if self.game.is_over:
            self.finish()
        notices = self.ctx.take_notices()  # a file set aside, a save that failed, a game given up
        if notices:
            self.notice, self.canvas.message = notices[-1], True
            self.results.set_notice(self.notice)

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
            self.assist.judge()
        if self.session.last_result is not None:
            self.results.open(self.game, self.session.last_result, rank)
        self.canvas.message = True
        self.controls.cancel()

    def restart(self, mines: MineSource | None = None) -> None:
        """A new game (on ``mines`` if given, else as this screen makes them)."""
        self.session.save()
        self.assist.stop()
        self.results.forget()
        if mines is None:
            self.game = self.view.game = self.new_game()
        else:
            old = self.game
            self.game = self.view.game = self.session.new_game(old.difficulty, mines, question_marks=old.question_marks)
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
