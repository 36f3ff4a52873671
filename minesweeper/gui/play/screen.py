"""The playing screen: one game in the classic frame, driven by mouse, keyboard and menu bar, until won or lost.

It routes each event: to the menu bar first, then to the results card or the help overlay when one is up,
then to the game, whose ``Flow`` hands moves to the session (which applies, saves and records them); the
canvas then repaints only what changed. The end state is the same screen with the board frozen under the
results card, so the player sees the final board and restarts with the face, F2 or Enter. The window may be
any size: the board takes the largest whole-number zoom that fits it (``+``/``-`` step the zoom and resize
the window, Ctrl+wheel zooms about the pointer in place), and the zoom and size are remembered per
difficulty. While the window is away the clock stops and the board hides. After a loss, the card's "Undo
last click" plays the game on as practice from before that click (a new play screen, whose F2 starts that
practice over); "Review" opens the game in the review viewer at its first mistake. A daily's "Same board" plays the
daily again, as a daily (kept, and not counted). I (or View > Live counters) shows the live counters beside the
board, the rows View's check items choose; while the clock runs they are repainted every frame (``COUNTERS_FRAME_MS``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from minesweeper.core.clock_text import ms_until_the_timer_changes, shown_seconds
from minesweeper.core.game import Game, GameState
from minesweeper.core.language.translate import _, installed, ngettext
from minesweeper.core.metrics.live_rows import LIVE_ROWS
from minesweeper.core.pointer import LEFT, MIDDLE
from minesweeper.core.presets import Difficulty
from minesweeper.gui.art.sheets import led_digits
from minesweeper.gui.dailies import daily_name
from minesweeper.gui.geometry import Size
from minesweeper.gui.heard import Heard
from minesweeper.gui.play.canvas import Part, PlayCanvas, Scene
from minesweeper.gui.play.card_buttons import CardCommand
from minesweeper.gui.play.counters import CountersPanel, Row
from minesweeper.gui.play.ear import Ear
from minesweeper.gui.play.flow import Flow
from minesweeper.gui.play.input import MOVES
from minesweeper.gui.play.menus import CounterRow, MenuCommand, game_menus, meaning
from minesweeper.gui.play.sizing import opened
from minesweeper.gui.screen import TICK, TITLE, Context, Navigator, Screen
from minesweeper.gui.widgets.help_text import HelpPage
from minesweeper.gui.widgets.menubar import Menu

if TYPE_CHECKING:
    from minesweeper.core.record import GameRecord
    from minesweeper.session import Session

KEY_COMMANDS = {
    pygame.K_F2: MenuCommand.NEW,
    pygame.K_h: MenuCommand.HINT,
    pygame.K_p: MenuCommand.CHANCES,
    pygame.K_i: MenuCommand.COUNTERS,
}
COUNTERS_FRAME_MS = 16  # the live counters' time (and the figures that run with it) repainted about 60 times a second
RUNNING_ROWS = frozenset({"time", "bbbv_s", "etime"})  # the rows that change as the clock runs, not only at a move
AWAY = (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED)
BACK = (pygame.WINDOWFOCUSGAINED, pygame.WINDOWRESTORED)


class PlayScreen(Screen):
    """A game in progress (or just finished) and everything on screen around it."""

    flexible = True

    def __init__(
        self,
        ctx: Context,
        nav: Navigator,
        new_game: Callable[[], Game],
        *,
        session: Session | None = None,
        back: Callable[[], Screen] | None = None,
        back_to: str = "menu",
    ) -> None:
        """Play the session's current game; ``new_game`` starts the next one (face, F2, Enter at the end).

        ``session`` is the app's own unless given (a test play keeps nothing); Esc goes to ``back``, else the menu,
        and the status line names it as ``back_to``. Help's Recent messages are the window's (``Context.recent``).
        """
        self.ctx, self.nav = ctx, nav
        self.session = session or ctx.session
        self.back, self.back_to = back or nav.start, back_to
        game = self.session.game
        assert game is not None, "the play screen shows the session's game"  # i18n: fixed (a bug)
        own = ctx.settings.view_of(game.difficulty)
        digits = led_digits(game.difficulty.mines)
        counters = self.counters_panel()
        board = (game.width, game.height)
        zoom, wanted = opened(ctx, board, own, digits=digits, side=None if counters is None else counters.side())
        menus = game_menus(ctx.settings, game.difficulty)
        self.canvas = PlayCanvas(ctx, game, zoom, wanted, menus, digits=digits, counters=counters, own=own)
        self.view = self.canvas.view
        self.flow = Flow(
            ctx, self.canvas, self.session, new_game, zoomed=self.remember, back_to=back_to, named=self.board_name
        )
        self.ear = Ear(self.flow, self.timer_seconds)
        self.shown_seconds = -1
        self.language = installed()  # the language its words are in (Settings may change it)

    @property
    def game(self) -> Game:
        """The session's current game."""
        return self.flow.game

    @property
    def message(self) -> str:
        return self.flow.message

    # ------------------------------------------------------------------ screen interface

    def title(self) -> str:
        """The window's title: the game and its board (``board_name``)."""
        # Translators: the window's title: the game's name, then the board played ("Minesweeper — Expert").
        return _("{game} — {board}").format(game=_(TITLE), board=self.board_name())

    def board_name(self) -> str:
        """The board, and a no-guess board or a practice game said, as the status line says; a daily's name (its date,
        level and fingerprint) in place of the board. A sentence for each case, the board's name in its placeholder."""
        practice, no_guess = self.session.practice, self.game.no_guess
        board = daily_name(self.session)
        if board is None:
            d = self.game.difficulty
            custom = ngettext(
                "Custom {width}×{height}, {mines} mine", "Custom {width}×{height}, {mines} mines", d.mines
            )
            board = custom.format(width=d.width, height=d.height, mines=d.mines) if d.is_custom else _(d.label)
        else:
            no_guess = False  # a daily's name says whether it may need a guess
        if no_guess and practice:
            # Translators: {board} is the board's name (a level, a custom size); "No-guess board" is its kind.
            named = _("{board} — No-guess board (practice)")
        elif no_guess:
            # Translators: {board} is the board's name (a level, a custom size); "No-guess board" is its kind.
            named = _("{board} — No-guess board")
        elif practice:
            # Translators: {board} is the board's name (a level, a custom size, a daily's name).
            named = _("{board} (practice)")
        else:
            return board
        return named.format(board=board)

    def heard(self) -> Heard:
        """What a listener hears besides the board's own words (``Ear``'s readings, the message bar's lines): the menu
        bar's open menu and item, the help page shown, or the results card; else the game's title."""
        menu = self.canvas.bar.spoken()
        if menu is not None:
            return Heard(menu[0], (menu[1],))
        if self.canvas.help is not None:
            shown = self.canvas.help
            # Translators: the help as heard: "Help", then the page's name ("Help, Keys").
            return Heard(_("Help, {page}").format(page=shown.page.label), (shown.spoken(),), shown.scrolled)
        return self.flow.results.heard() or Heard(self.title())

    def size(self) -> Size:
        return self.view.layout.window

    def take_size_request(self) -> Size | None:
        flow = self.flow
        self.canvas.fit_message(flow.message, flow.message_colour, flow.notice)  # the bar grows before it is drawn
        return self.canvas.take_size_request()

    def size_request_in_place(self) -> bool:
        return self.canvas.request_in_place

    def resized(self, size: Size) -> None:
        self.canvas.resized(size)
        self.flow.results.relayout()
        self.remember()

    def next_tick_ms(self) -> int | None:
        """Wake exactly when the timer's whole second changes (one event a second, not a polling rate), and
        often while the solver works in the background (or the card's place among the player's wins is read), to take
        its answer."""
        waits = (self.flow.assist.next_tick_ms(), self.flow.results.next_tick_ms(), self.flow.bar.next_change_ms())
        solver = min((ms for ms in waits if ms is not None), default=None)
        if self.game.state is not GameState.PLAYING or self.flow.paused:
            return solver
        second = ms_until_the_timer_changes(self.session.elapsed_ms())
        if self.counters_running():
            second = min(second, COUNTERS_FRAME_MS)
        return second if solver is None else min(second, solver)

    # ------------------------------------------------------------------ the live counters

    def counters_panel(self) -> CountersPanel | None:
        """The live counters' panel as the settings say (None when it is off)."""
        settings = self.ctx.settings
        return CountersPanel(self.ctx.font, self.ctx.colours, settings.counter_rows) if settings.counters else None

    def counters_running(self) -> bool:
        """The panel shows a figure that changes as the clock runs, in a game whose clock runs, nothing over it."""
        canvas = self.canvas
        shown = canvas.counters is not None and canvas.layout.side is not None and canvas.help is None
        return shown and self.session.clock_started and not RUNNING_ROWS.isdisjoint(self.ctx.settings.counter_rows)

    def toggle_counters(self) -> None:
        """I, or View > Live counters: the panel shown or hidden, kept in the settings."""
        self.ctx.change_settings(counters=not self.ctx.settings.counters)
        self.show_counters()
        said = _("Live counters on (I)") if self.ctx.settings.counters else _("Live counters off (I)")
        self.flow.say(said, keep=False)

    def choose_counter_row(self, name: str) -> None:
        """View's check item for a row of the panel: the row shown or hidden, kept in the settings."""
        rows = set(self.ctx.settings.counter_rows) ^ {name}
        self.ctx.change_settings(counter_rows=tuple(row for row in LIVE_ROWS if row in rows))
        self.show_counters()

    def show_counters(self) -> None:
        self.canvas.set_counters(self.counters_panel())
        self.canvas.set_menus(self.menus())

    def counter_rows(self) -> list[Row]:
        """The rows the panel shows now; none when it is hidden (the counters are then not even followed)."""
        if self.canvas.counters is None or self.canvas.layout.side is None:
            return []
        settings = self.ctx.settings
        counters = self.session.live_counters(left_click_chords=settings.left_click_chord)
        if counters is None:
            return []
        ms = self.session.elapsed_ms() if self.session.clock_started else 0
        return counters.rows(ms, self.session.clicks, settings.counter_rows)

    def timer_seconds(self) -> int:
        """The figure the timer shows now (0 until the clock starts: a daily's opening does not start it)."""
        return shown_seconds(
            self.session.elapsed_ms(), started=self.session.clock_started, digits=self.canvas.layout.digits
        )

    def leave(self) -> None:
        self.flow.assist.stop()
        self.session.save()
        self.ctx.save_settings()

    def handle_event(self, event: pygame.Event) -> Screen | None:
        result = self.canvas.bar.handle_event(event)
        self.canvas.menu_changed(result)
        if result.command is not None:
            return self.command(result.command)
        if result.consumed:
            return None
        if self.flow.results.shown and (
            event.type == pygame.KEYDOWN
            or (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.flow.results.covers(event.pos))
        ):
            return self.results_event(event)
        if self.canvas.help is not None and event.type in (
            pygame.KEYDOWN,
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEWHEEL,
        ):
            if self.canvas.help.handle_event(event):
                self.canvas.close_help()
            else:
                self.canvas.invalidate(Part.EVERYTHING)
            return None
        return self.game_event(event)

    def command(self, name: str) -> Screen | None:
        """Carry out a menu bar choice (or its shortcut key)."""
        choice = meaning(name)
        if isinstance(choice, Difficulty):
            return self.nav.play(choice)
        if isinstance(choice, HelpPage):
            self.canvas.open_help(choice)
            return None
        if isinstance(choice, CounterRow):
            self.choose_counter_row(choice.name)
            return None
        flow = self.flow
        routes: dict[MenuCommand, Callable[[], Screen]] = {
            MenuCommand.CUSTOM: self.nav.custom,
            MenuCommand.STATISTICS: self.nav.statistics,
            MenuCommand.SETTINGS: self.settings,
            MenuCommand.MENU: self.back,
            MenuCommand.PUZZLES: self.nav.puzzles,
            MenuCommand.CODE: self.nav.enter_code,
        }
        if choice in routes:
            return routes[choice]()
        if choice is MenuCommand.NEW:
            flow.restart()
        elif choice is MenuCommand.NO_GUESS:
            self.ctx.change_settings(no_guess=not self.ctx.settings.no_guess)
            self.canvas.set_menus(self.menus())
            if self.game.state is GameState.READY and not self.game.actions:
                flow.restart()  # an untouched board takes the new kind of mines at once
        elif choice is MenuCommand.HINT:
            flow.say(flow.assist.ask_hint(), keep=False)  # "Thinking..." passes: the reason itself is kept
        elif choice is MenuCommand.CHANCES:
            flow.say(flow.assist.toggle_chances(), keep=False)  # a switch's echo, not a message to read again
            self.canvas.set_menus(self.menus())
        elif choice is MenuCommand.HISTORY:
            self.session.pause()  # the game waits, its clock stopped, until Esc comes back to it
            return self.nav.history(self.come_back)
        elif choice is MenuCommand.VIDEO:
            return self.nav.videos(self.way_back())
        elif choice is MenuCommand.COUNTERS:
            self.toggle_counters()
        elif choice is MenuCommand.QUIT:
            self.nav.quit()
        return None

    def come_back(self) -> Screen:
        self.session.unpause()
        return self

    def way_back(self) -> Callable[[], Screen]:
        """Leaving for a screen over this game (Open a video, a video dropped on the window): the game waits, its
        clock stopped, until Esc comes back to it."""
        self.session.pause()
        return self.come_back

    def refuse_file(self, sentence: str) -> bool:
        self.flow.say(sentence, self.ctx.colours.alert)
        return True

    def settings(self) -> Screen:
        """Settings over this game, its clock stopped; Esc there comes back to it."""
        self.session.pause()
        return self.nav.settings(self.back_from_settings)

    def back_from_settings(self) -> Screen:
        """This game again, with the menus as the settings now say; a new theme draws it anew in its art, a new
        language in its words."""
        self.session.unpause()
        if self.view.sheets is not self.ctx.sheets or self.language is not installed():
            return PlayScreen(
                self.ctx, self.nav, self.flow.new_game, session=self.session, back=self.back, back_to=self.back_to
            )
        self.canvas.set_menus(self.menus())
        return self

    def menus(self) -> tuple[Menu, Menu, Menu]:
        return game_menus(self.ctx.settings, self.game.difficulty, chances=self.flow.assist.chances_on)

    def game_event(self, event: pygame.Event) -> Screen | None:
        flow, controls = self.flow, self.flow.controls
        if event.type in AWAY:
            flow.pause()
        elif event.type in BACK or (flow.paused and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)):
            flow.unpause()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            controls.mouse_down(event.button, event.pos)
            if event.button in (LEFT, MIDDLE):
                flow.assist.prepare_first(self.view.cell_at(event.pos))
        elif event.type == pygame.MOUSEMOTION:
            controls.mouse_move(event.pos)
            flow.show_chance(self.view.cell_at(event.pos))
        elif event.type == pygame.MOUSEBUTTONUP:
            controls.mouse_up(event.button, event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.view.layout.message.collidepoint(self.ctx.pointer):
            self.canvas.scroll_message(-event.y)
        elif event.type == pygame.MOUSEWHEEL:
            controls.wheel(event.x, event.y)
        elif event.type == pygame.WINDOWLEAVE:
            controls.mouse_left()
        elif event.type == TICK:
            flow.tick()
            if self.timer_seconds() != self.shown_seconds and not self.game.is_over:
                self.canvas.invalidate(Part.STATUS)
                self.ctx.sounds.tick()
        elif event.type == pygame.KEYDOWN:
            return self.key_down(event.key, event.mod)
        elif event.type == pygame.KEYUP:
            controls.key_up(event.key)
        return None

    def key_down(self, key: int, mod: int = 0) -> Screen | None:
        """The keys the screen keeps for itself, then the keys for playing by ear; the rest move the cursor and
        play."""
        if key == pygame.K_ESCAPE:
            return self.back()
        if key == pygame.K_F1:
            self.canvas.open_help(HelpPage.HOW_TO_PLAY)
        elif key in KEY_COMMANDS:
            return self.command(KEY_COMMANDS[key])
        elif self.game.is_over and key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.flow.restart()
        elif key == pygame.K_TAB and self.game.is_over:
            self.flow.results.show()
        elif key == pygame.K_n and self.flow.assist.offer is not None:
            self.flow.play_normal_board()
        elif not self.ear.key(key, mod):
            self.flow.controls.key_down(key)
            if key in MOVES:
                self.flow.show_chance(self.flow.controls.cursor)
                if not self.game.is_over:
                    self.ear.cursor_moved()
        return None

    def results_event(self, event: pygame.Event) -> Screen | None:
        """The results card is up: it takes the keys and clicks (F2 and Enter still start a new game)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F2, pygame.K_RETURN, pygame.K_KP_ENTER):
            command: CardCommand | None = CardCommand.NEW
        else:
            command = self.flow.results.handle(event)
        if command is CardCommand.NEW:
            self.flow.restart()
        elif command is CardCommand.AGAIN and self.session.daily_board is not None:
            return self.nav.play_daily(self.session.daily_board, practice=self.session.practice)
        elif command is CardCommand.AGAIN and self.game.layout is not None:
            return self.nav.board(
                self.game.layout, opened=self.game.opened_at_start, back=self.back, back_to=self.back_to
            )
        elif command is CardCommand.REVIEW and self.session.last_result is not None:
            return self.nav.replay(
                self.session.last_result,
                lambda: self,
                review=None if self.session.ending is None else self.session.ending.review,
                at_mistake=True,
            )
        elif command is CardCommand.UNDO and self.session.last_result is not None:
            return self.practice(self.session.last_result.record, len(self.session.last_result.record.actions) - 1)
        return None

    def practice(self, record: GameRecord, moves: int) -> Screen:
        """Play on from ``record``'s first ``moves`` moves as practice, in this screen's session; F2 starts over."""
        session, puzzle_id = self.session, self.session.puzzle_id

        def start() -> Game:
            return session.practice_from(record, moves, puzzle_id=puzzle_id)

        start()
        return PlayScreen(self.ctx, self.nav, start, session=session, back=self.back, back_to=self.back_to)

    # ------------------------------------------------------------------ zoom, size and drawing

    def remember(self) -> None:
        """The player's own zoom and size of this difficulty for its next game (written to disk when the screen is
        left): only what he chose himself (+ and -, Ctrl+wheel, a window dragged), never a zoom the window stepped
        down for the live counters nor a window the card or the panel grew (``PlayCanvas.own``)."""
        own = self.canvas.own
        if own is not None and own != self.ctx.settings.view_of(self.game.difficulty):
            self.ctx.settings = self.ctx.settings.with_view(self.game.difficulty, own)

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        flow = self.flow
        self.shown_seconds = self.timer_seconds()
        scene = Scene(
            self.game.mines_left,
            self.shown_seconds,
            flow.controls.face(),
            flow.message,
            flow.message_colour,
            flow.notice,
            flow.controls.pressed,
            flow.paused,
            self.counter_rows(),
        )
        return self.canvas.draw(surface, full, scene)
