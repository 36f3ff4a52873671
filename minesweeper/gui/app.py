"""The window's one loop: open the display, load the art once, and run the screens' state machine.

Menu → playing → won/lost → playing or menu: each screen returns the next. The loop waits cheaply when
nothing happens (``Idler``: on X11 it blocks on the X server's socket, elsewhere it polls), redraws only
the rectangles a screen reports, and, only while a game runs, arms a one-shot timer event for the moment
the displayed second changes. Whenever a screen is replaced, and when the window closes, the app calls the
old screen's ``leave`` itself, so no screen can forget to save. Ctrl-C in the terminal that started the
window, SIGTERM and SIGHUP close it the same way the close button does, so the game and its clock are
saved. The software framebuffer, which SDL reads at start-up, is chosen before the display opens.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import time
from collections.abc import Callable
from types import FrameType

import pygame

from minesweeper.cli import BoardChoice, add_board_options, board_choice
from minesweeper.core import Difficulty, Game, MineSource, RandomMines
from minesweeper.gui.custom import CustomScreen
from minesweeper.gui.font import BitmapFont
from minesweeper.gui.geometry import WINDOW_LIMIT
from minesweeper.gui.idle import Idler
from minesweeper.gui.menu import MenuScreen
from minesweeper.gui.play import PlayScreen
from minesweeper.gui.screen import TICK, Context, Screen
from minesweeper.gui.settings_screen import SettingsScreen
from minesweeper.gui.sheets import SpriteSheets, load_icon
from minesweeper.gui.stats_screen import StatsScreen
from minesweeper.session import Session
from minesweeper.settings import Settings
from minesweeper.store import Store

TITLE = "Minesweeper"
DESKTOP_MARGIN = (40, 90)  # window decorations and panels


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="minesweeper", description="Minesweeper, the classic.",
                                     epilog="Add --text to play in the terminal instead.")
    add_board_options(parser)
    parser.add_argument("--exit-after-steps", metavar="N", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--report-first-frame", action="store_true", help=argparse.SUPPRESS)
    return parser


class App:
    """The window, the current screen, and the loop that feeds one to the other."""

    def __init__(self, choice: BoardChoice | None, *, seed: int | None = None, store: Store | None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        """Open the window on ``choice``'s board, or on the menu when the command line named none."""
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")  # ~25 MB instead of ~110 MB resident
        pygame.display.init()
        pygame.display.set_caption(TITLE)
        pygame.display.set_icon(load_icon())
        desktop = pygame.display.get_desktop_sizes()[0]
        available = (desktop[0] - DESKTOP_MARGIN[0], desktop[1] - DESKTOP_MARGIN[1])
        self.surface = pygame.display.set_mode((1, 1), pygame.HIDDEN)
        settings = store.load_settings() if store is not None else Settings()
        session = Session(store, clock=clock)
        session.recover()
        self.ctx = Context(SpriteSheets.load(), BitmapFont.load(), available, settings, store, session,
                           random.Random(seed), clock)
        self.choice = choice
        self.ctx.collect_notices()
        self.screen: Screen = self.play(choice.difficulty) if choice is not None else self.menu()
        self.surface = pygame.display.set_mode(self.screen.size())
        self.full = True
        self.tick_armed = False  # a one-shot TICK timer is pending
        self.frames = 0  # frames drawn
        self.steps = 0  # passes of the loop, drawn or not

    # ------------------------------------------------------------------ the screens' wiring

    def menu(self) -> Screen:
        # Only whether a game is saved: rebuilding it (a replay of every move) waits until it is chosen.
        waiting = self.ctx.store is not None and self.ctx.store.has_resume()
        self.ctx.collect_notices()
        extras: list[tuple[str, Callable[[], Screen]]] = [
            ("Statistics", lambda: StatsScreen(self.ctx, back=self.menu)),
            ("Settings", lambda: SettingsScreen(self.ctx, back=self.menu)),
        ]
        return MenuScreen(self.ctx, play=self.play, custom=self.custom, resume=self.resume if waiting else None,
                          extras=extras)

    def resume(self) -> Screen:
        """The saved game where it stopped; back to the menu, with the reason, if it cannot be carried on."""
        game = self.ctx.session.resume(self.mines(), largest_side=WINDOW_LIMIT)
        self.ctx.collect_notices()
        if game is None:
            return self.menu()
        return PlayScreen(self.ctx, self.game_maker(game.difficulty), self.menu)

    def play(self, difficulty: Difficulty) -> Screen:
        self.ctx.remember_difficulty(difficulty)
        start = self.game_maker(difficulty)
        start()
        return PlayScreen(self.ctx, start, self.menu)

    def custom(self) -> Screen:
        return CustomScreen(self.ctx, play=self.play, back=self.menu)

    def mines(self) -> MineSource:
        """The command line's fixed layout for every game of this run, or random mines."""
        return self.choice.mines(self.ctx.rng) if self.choice is not None else RandomMines(self.ctx.rng)

    def game_maker(self, difficulty: Difficulty) -> Callable[[], Game]:
        """Starts a new game of ``difficulty`` in the session (a fixed layout only for its own size)."""
        fixed = self.choice is not None and self.choice.layout is not None and self.choice.difficulty == difficulty

        def start() -> Game:
            mines = self.mines() if fixed else RandomMines(self.ctx.rng)
            return self.ctx.session.new_game(difficulty, mines, question_marks=self.ctx.settings.question_marks)
        return start

    # ------------------------------------------------------------------ the loop

    def step(self) -> bool:
        """Handle what is waiting and redraw what changed; False when nothing happened at all."""
        events = pygame.event.get()
        for event in events:
            if event.type == TICK:
                self.tick_armed = False
            if event.type == pygame.QUIT:
                self.ctx.running = False
                break
            if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
                self.full = True  # the window system lost what was on screen: paint it all again
            following = self.screen.handle_event(event)
            if not self.ctx.running:
                break
            if following is not None and following is not self.screen:
                self.screen.leave()
                self.screen = following
                self.full = True
        if not self.ctx.running:
            return True
        self.arm_tick()
        if self.screen.size() != self.surface.get_size():
            self.surface = pygame.display.set_mode(self.screen.size())
            self.full = True
        if not events and not self.full:
            return False
        changed = self.screen.draw(self.surface, self.full)
        if self.full:
            pygame.display.flip()
        elif changed:
            pygame.display.update(changed)
        self.full = False
        self.frames += 1
        return True

    def arm_tick(self) -> None:
        """Keep one one-shot timer pending while the screen wants ticks, none otherwise."""
        delay = self.screen.next_tick_ms()
        if delay is None and self.tick_armed:
            pygame.time.set_timer(TICK, 0)
            self.tick_armed = False
        elif delay is not None and not self.tick_armed:
            pygame.time.set_timer(TICK, max(1, delay), loops=1)
            self.tick_armed = True

    def run(self, *, exit_after_steps: int | None = None, report_first_frame: bool = False) -> int:
        """Loop until Quit; ``exit_after_steps`` (for tests and benchmarks) stops after that many passes."""
        idler = Idler()
        for name in ("SIGINT", "SIGTERM", "SIGHUP"):
            if hasattr(signal, name):
                signal.signal(getattr(signal, name), _close_window)
        while self.ctx.running:
            busy = self.step()
            self.steps += 1
            if report_first_frame and self.frames == 1:
                report_first_frame = False
                _say(f"first_frame {time.time():.6f}")
            if exit_after_steps is not None and self.steps >= exit_after_steps:
                break
            if not busy:
                tick = self.screen.next_tick_ms()
                idler.wait(None if tick is None else tick / 1000)
        self.screen.leave()
        self.ctx.session.close()
        pygame.quit()
        return 0


def _close_window(signum: int, frame: FrameType | None) -> None:
    """A signal to stop: close as the window's close button would, saving the game on the way out."""
    pygame.event.post(pygame.event.Event(pygame.QUIT))


def _say(line: str) -> None:
    """Print when there is a console; a windowed launcher may give the process no stdout at all."""
    if sys.stdout is not None:
        print(line, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    given = any(getattr(args, name) is not None for name in ("preset", "size", "mines", "board"))
    choice = board_choice(parser, args) if given else None
    if choice is not None and max(choice.difficulty.width, choice.difficulty.height) > WINDOW_LIMIT:
        parser.error(f"the window plays boards up to {WINDOW_LIMIT}x{WINDOW_LIMIT}; --text plays up to 1000x1000")
    app = App(choice, seed=args.seed, store=Store(args.data_dir))
    return app.run(exit_after_steps=args.exit_after_steps, report_first_frame=args.report_first_frame)
