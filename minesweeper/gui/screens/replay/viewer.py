"""The replay viewer: a finished game played again in the game's own frame, with the player's hand on it.

It shows a ``Replay`` position in the play screen's chrome (``PlayCanvas``: counter, face, timer, board, message
bar) at the zoom the player uses for that board, resizable like the game (``layout``), with the pointer drawn
over the board (``arrow``), the cells under held buttons sunk and the face saying "oh" while a button is
held. Under the frame, a control strip (``strip``): play and pause (Space), 0.25× to 8× (+ and -), one move
back and forward (Left, Right), a seek bar to click or drag (Home, End), the time on the game clock against the
game's own time, and a Replay menu with the same and the two exports (``commands``). Time runs only while
playing (``core.replay.Player``): the screen asks for a tick at the next thing that changes (or at most about sixty
a second), and repaints only what moved: the cells a move changed or the pointer crossed, the status panel when its
figures change, and the strip.

The viewer is also the game's review (``core.solver.review``), worked out on a worker thread when the game has none
kept yet, and then kept with it. Once it is there, each tick of the seek bar takes its move's class colour
(``palette.move_colours``), the mistakes (risky, avoidable, blunder) drawn full height so they stand out by shape as
well as colour, and the part played becomes a thin strip under them. The message bar speaks of the move about to be
made, judged from the position shown, in the reading type, and the board shows what a hint would have shown there
(``review``). Left and Right visit the review's moves in turn, N and Shift+N go to the next or previous
mistake's moment (where there is none, the replay stays and a notice says so), the Mistakes menu lists them (the
first highlighted, however it was opened), and P (Play on from here) starts a practice game from the moment shown:
same board, the moves so far played. S shows the game's scorecard on the results card, C the mine chances of the
position shown (``play.study``). Another player's game (a video) is headed by who played it, with what and when. A
viewer key that is not one of the open menu's own letters closes the menu and does what it does. What the viewer says in
words (its heading, its title, its line about the whole game) is ``words``'.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame.typing import ColorLike

from minesweeper.core.clock_text import format_ms, shown_seconds
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.game import GameState
from minesweeper.core.hand import CELL_PX
from minesweeper.core.record import FinishedGame
from minesweeper.core.replay import Player, Replay
from minesweeper.core.solver.review import Review
from minesweeper.gui.art.palette import move_colours
from minesweeper.gui.art.sheets import FaceSprite
from minesweeper.gui.exports import EVF, JSON, export_game
from minesweeper.gui.geometry import Size
from minesweeper.gui.heard import Heard
from minesweeper.gui.platform.background import POLL_MS
from minesweeper.gui.play.board_view import bounds
from minesweeper.gui.play.canvas import Part, Scene
from minesweeper.gui.play.marks import BoardMarks
from minesweeper.gui.play.study import Study
from minesweeper.gui.screen import TICK, Context, Navigator, Screen
from minesweeper.gui.screens.replay import words
from minesweeper.gui.screens.replay.arrow import PointerArrow
from minesweeper.gui.screens.replay.commands import (
    ChosenMove,
    ReplayCommand,
    first_mistake_highlighted,
    key_command,
    meaning,
    mistakes_menu,
    replay_menu,
    steps_aside,
)
from minesweeper.gui.screens.replay.layout import ReplayLayout
from minesweeper.gui.screens.replay.review import Moment, ReviewNavigator
from minesweeper.gui.screens.replay.strip import ticks

FRAME_MS = 16  # ticks come no closer than this: about sixty pictures a second at most


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
        note: str = "",
        replay: Replay | None = None,
    ) -> None:
        """Replay ``game``; its ``review`` if already worked out (else it is, here, and kept), the replay put at
        the first mistake once it is there if ``at_mistake``; ``note`` on the notice line (why another player's game
        is not kept in History); ``replay``: the game's, if built already (a long video's, off the window's thread).
        """
        self.ctx, self.nav, self.game, self.back = ctx, nav, game, back
        self.replay = Replay(game) if replay is None else replay  # RecordError for a game whose moves do not replay
        self.player = Player(self.replay, ctx.now_ms())
        self.guide = ReviewNavigator(self.player)
        self.frame = ReplayLayout(ctx, self.replay, words.clock_words(game.ms, game.ms), (replay_menu(),))
        self.canvas, self.bar = self.frame.canvas, self.frame.bar
        self.view = self.canvas.view
        self.marks = self.view.marks = BoardMarks(ctx.colours)
        self.pressed: ReplayCommand | None = None  # a strip button held down
        self.dragging = False  # the seek bar held
        self.arrow = PointerArrow(self.view)
        self.sunk: list[tuple[int, int]] = []
        self.figures = (0, 0, FaceSprite.SMILE)
        self.heading = words.heading(game, with_hand=self.replay.recorded_hand)
        self.message = self.heading
        self.colour: ColorLike = ctx.colours.ink
        self.notice = note  # why there is no review (or a video is not kept), for as long as the viewer is open
        self.answered = False  # the app's answer on the review (the review, or why there is none) is taken
        self.remark = ""  # a passing word (no earlier mistake) leading the message, until the replay moves
        self.shown_notices = ""  # the notice lines the message bar was last told to show
        self.at_mistake = at_mistake
        self.said: tuple[str, ColorLike] | None = None  # a message of the viewer's own (an export), until a move
        self.study = Study(
            ctx, self.canvas, self.marks, game, lambda: self.replay.game
        )  # the scorecard and the mine chances
        self.settle()
        if review is not None and review.action_count == len(self.replay.actions):
            self.reviewed(review)
        elif self.replay.actions:
            self.start_review()
        else:
            self.speak()

    @property
    def review(self) -> Review | None:
        return self.guide.review

    # ------------------------------------------------------------------ screen interface

    def title(self) -> str:
        return words.window_title(self.game)

    def way_back(self) -> Callable[[], Screen]:
        """A video dropped on the viewer replaces it: the new one's Esc goes where this one's would."""
        return self.back

    def refuse_file(self, sentence: str) -> bool:
        self.said = (sentence, self.ctx.colours.alert)
        self.speak()
        return True

    def heard(self) -> Heard:
        """The menu bar's open menu and item, else the game replayed and the message bar's line on the moment shown
        (the move, and the review's words for it), with why there is no review."""
        menu = self.canvas.bar.spoken()
        if menu is not None:
            return Heard(menu[0], (menu[1],))
        return Heard(words.heard_title(self.heading), (self.message,), self.notice)

    def size(self) -> Size:
        return self.frame.size()

    def take_size_request(self) -> Size | None:
        return self.frame.take_size_request(self.message, self.colour, self.notices())

    def resized(self, size: Size) -> None:
        self.frame.resized(size)
        self.study.relayout()

    @property
    def reviewing(self) -> bool:
        """The game's review is being worked out (the app's reviews, ``ctx.reviews``), for this viewer to take; or it
        is worked out and not taken yet (the app took the answer in a pass of its loop that brought the viewer no tick:
        a window event, a key), which the viewer's next tick takes."""
        reviews, game_id = self.ctx.reviews, self.game.game_id
        waiting = reviews.waiting_for(game_id) or reviews.answer(game_id) is not None
        return self.guide.review is None and not self.answered and waiting

    def next_tick_ms(self) -> int | None:
        wait = self.player.wait_ms() if not self.canvas.bar.dropped else None
        playing = None if wait is None else max(FRAME_MS, wait)
        if self.reviewing or self.study.next_tick_ms() is not None:
            return POLL_MS if playing is None else min(POLL_MS, playing)
        return playing

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.Event) -> Screen | None:
        self.take_review()  # on any event: a key right after the app took the answer finds the review there
        bar = self.canvas.bar
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and bar.dropped:
            self.close_menu()  # one Esc: the drop-down and the bar's focus go, and the viewer has its keys again
            self.rebase()
            return None
        if event.type == pygame.KEYDOWN and steps_aside(bar, event.key, getattr(event, "mod", 0)):
            self.close_menu()
            return self.key(event.key, getattr(event, "mod", 0))
        if event.type == pygame.MOUSEWHEEL and bar.active is not None and not bar.dropped:
            self.close_menu()  # the bar only focused (F10, Alt): the wheel is the viewer's
        shown = (bar.active, bar.dropped)
        result = bar.handle_event(event)
        self.canvas.menu_changed(result)
        if first_mistake_highlighted(bar, shown):  # the Mistakes menu opened with the mouse
            self.canvas.invalidate(Part.MENU)
        if result.command is not None or result.consumed:
            self.rebase()  # time stands still while a menu is open
            return self.command(meaning(result.command)) if result.command is not None else None
        if self.study.handle(event):  # the scorecard, while it is up, takes the keys and clicks
            return None
        if event.type == pygame.KEYDOWN:
            return self.key(event.key, getattr(event, "mod", 0))
        if event.type == TICK:
            self.tell(self.study.poll())
        if event.type == TICK and self.player.playing:
            self.player.advance(self.ctx.now_ms())
            self.moved()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.release(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.wheel(event.y)
        return None

    def close_menu(self) -> None:
        """Close the open drop-down (the bar made anew, closed) and repaint what it covered."""
        self.canvas.set_menus(self.canvas.menus)
        self.canvas.invalidate(Part.EVERYTHING)
        self.bar.dirty = True

    def key(self, key: int, mod: int = 0) -> Screen | None:
        command = key_command(key, mod)
        return None if command is None else self.command(command)

    def command(self, choice: ReplayCommand | ChosenMove) -> Screen | None:
        """Carry out a menu item, a strip button or a key."""
        player = self.player
        if choice is ReplayCommand.CLOSE:
            return self.back()
        if choice is ReplayCommand.PLAY_ON:
            return self.play_on()
        if isinstance(choice, ChosenMove):
            if 0 <= choice.index < self.guide.move_count:
                self.go(self.guide.moment(choice.index))
        elif choice in (ReplayCommand.NEXT_MISTAKE, ReplayCommand.PREVIOUS_MISTAKE):
            self.step_mistake(1 if choice is ReplayCommand.NEXT_MISTAKE else -1)
        elif choice in (ReplayCommand.BACK, ReplayCommand.FORWARD):
            self.go(self.guide.step(-1 if choice is ReplayCommand.BACK else 1))
        elif choice in (ReplayCommand.TO_START, ReplayCommand.TO_END):
            self.go_to(player.begin if choice is ReplayCommand.TO_START else self.replay.end)
        elif choice is ReplayCommand.PLAY and player.toggle():
            self.moved()  # at the end: played again from the start
        elif choice in (ReplayCommand.SLOWER, ReplayCommand.FASTER):
            player.change_speed(1 if choice is ReplayCommand.FASTER else -1)
        elif choice in (ReplayCommand.EXPORT_JSON, ReplayCommand.EXPORT_EVF):
            self.export(JSON if choice is ReplayCommand.EXPORT_JSON else EVF)
        elif choice is ReplayCommand.SCORECARD:
            self.study.toggle_card(self.heading)
        elif choice is ReplayCommand.CHANCES:
            self.tell(self.study.toggle_chances())
        self.rebase()
        self.bar.dirty = True
        return None

    def export(self, kind: str) -> None:
        done = export_game(self.ctx.store, self.game, kind, left_click_chords=self.ctx.settings.left_click_chord)
        self.notice = "" if done.ok else done.message
        self.said = (done.brief, self.ctx.colours.good) if done.ok else None
        self.speak()

    def tell(self, words: str | None) -> None:
        """A word of the viewer's own on the message bar (the mine chances shown or hidden), until the replay moves."""
        if words is not None:
            self.said = (words, self.ctx.colours.ink)
            self.speak()

    def rebase(self) -> None:
        """Play on from where the replay is now (after a seek, a step, a new speed, a menu)."""
        self.player.rebase(self.ctx.now_ms())

    def press(self, pos: tuple[int, int]) -> None:
        if self.bar.seek.inflate(0, 2 * self.bar.scale).collidepoint(pos):
            self.dragging = True
            self.seek_to(pos[0])
        elif self.view.press_bar(pos):
            self.canvas.invalidate(Part.VIEW)
        else:
            self.pressed = self.bar.button_at(pos)
            self.bar.dirty = self.bar.dirty or self.pressed is not None

    def motion(self, pos: tuple[int, int]) -> None:
        if self.dragging:
            self.seek_to(pos[0])
        elif self.view.drag_bar(pos):
            self.canvas.invalidate(Part.VIEW)

    def release(self, pos: tuple[int, int]) -> Screen | None:
        pressed, self.pressed, self.dragging = self.pressed, None, False
        self.view.release_bar()
        if pressed is not None:
            self.bar.dirty = True
            if self.bar.button_at(pos) == pressed:
                return self.command(pressed)
        return None

    def seek_to(self, x: int) -> None:
        self.go_to(self.bar.time_at(x, self.player.begin, self.replay.end))
        self.rebase()

    def wheel(self, dy: int) -> None:
        """Over the message bar the wheel scrolls a line longer than the bar (as in the game); elsewhere the board,
        or with Ctrl it zooms."""
        if self.view.layout.message.collidepoint(self.ctx.mouse_pos()):
            self.canvas.scroll_message(-dy)
        elif pygame.key.get_mods() & pygame.KMOD_CTRL:
            if dy and self.canvas.zoom_in_place(1 if dy > 0 else -1, self.ctx.mouse_pos()):
                self.arrow.shown = None
        elif self.view.scroll_by(0, -dy * 3 * self.view.cell):
            self.canvas.invalidate(Part.VIEW)

    # ------------------------------------------------------------------ the position

    def go_to(self, t: int) -> None:
        """Move the replay to ``t`` and show it; the message then speaks of the move about to be made."""
        self.player.seek(t)
        self.moved()

    def go(self, moment: Moment) -> None:
        """Go to a moment the review's navigator chose: a move's (the replay paused there) or an end's."""
        self.guide.go(moment)
        self.moved(moment.focus)
        self.rebase()

    def moved(self, focus: int | None = None) -> None:
        """The replay moved: mark what that changed on screen, and say what the moment is about."""
        self.guide.focus, self.said, self.remark = focus, None, ""
        changed = self.player.take_changed()
        if changed is not None:
            self.canvas.mark(changed)
            self.study.moved()
        self.bar.dirty = True
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
        if point != self.arrow.shown:
            forgotten = self.arrow.forget()  # painted again, the arrow drawn over them after
            if forgotten is not None:
                canvas.mark(forgotten)
            if point is not None and self.view.ensure_visible((point[0] // CELL_PX, point[1] // CELL_PX)):
                canvas.invalidate(Part.VIEW)
        started = replay.game.started_ms is not None
        timer = shown_seconds(replay.timer_ms(), started=started, digits=canvas.layout.digits)
        figures = (replay.mines_left, timer, self.face())
        if figures != self.figures:
            self.figures = figures
            canvas.invalidate(Part.STATUS)

    def face(self) -> FaceSprite:
        game = self.replay.game
        if game.is_over:
            return FaceSprite.COOL if game.state is GameState.WON else FaceSprite.DEAD
        return FaceSprite.OH if self.replay.holding else FaceSprite.SMILE

    # ------------------------------------------------------------------ the review

    def start_review(self) -> None:
        """Ask the app's reviews for this game's, first in their queue (the screen takes it on its ticks); it goes
        on, and is kept, if the viewer closes first."""
        self.ctx.reviews.ask(self.game)
        self.speak()

    def take_review(self) -> None:
        """The review worked out (and already kept with the game): shown."""
        if self.answered or self.guide.review is not None:
            return
        answer = self.ctx.reviews.answer(self.game.game_id)
        if answer is None:
            return
        self.answered = True
        review, why_not = answer
        if review is None:
            self.notice = words.no_review(why_not)
            self.speak()
            return
        self.reviewed(review)

    def reviewed(self, review: Review) -> None:
        """The review is here: the ticks take their colours, the Mistakes menu lists them, and the replay goes to
        the first mistake if it was opened for that."""
        self.guide.review, self.bar.dirty = review, True
        whole = words.summary(self.heading, review, self.game.play.practice_from)
        self.frame.ask_width([whole, *(self.guide.line(index) for index in range(len(review.moves)))])
        self.canvas.set_menus((replay_menu(), mistakes_menu(review, self.guide.mistakes(), self.frame.menu_rows())))
        first = review.first_mistake()
        if self.at_mistake and first is not None:
            self.go(self.guide.moment(first))
        else:
            self.speak()

    def step_mistake(self, way: int) -> None:
        """N / Shift+N: the moment before the next (``way`` 1) or previous (-1) mistake, if there is one."""
        moment = self.guide.mistake(way)
        if moment is not None:
            self.go(moment)
            return
        self.remark = words.no_mistake(reviewed=self.review is not None, reviewing=self.reviewing, later=way > 0)
        self.speak()

    def play_on(self) -> Screen | None:
        """A practice game from the moment shown: the same board, the moves so far played."""
        try:
            return self.nav.practice(self.game, self.replay.moves)
        except MinesweeperError as error:
            self.said = (words.no_practice(error), self.ctx.colours.alert)
            self.speak()
            return None

    def speak(self) -> None:
        """The message bar and the board's marks for the moment shown."""
        colours, guide = self.ctx.colours, self.guide
        index = guide.about()
        outline = None
        colour: ColorLike
        if self.said is not None:
            message, colour = self.said
        elif self.review is None:
            message, colour = words.while_reviewing(self.heading) if self.reviewing else self.heading, colours.ink
        elif index is None:
            message, colour = words.summary(self.heading, self.review, self.game.play.practice_from), colours.ink
        else:
            message, outline = guide.line(index), guide.outline(index)
            colour = colours.alert if guide.is_mistake(index) else colours.ink
        if self.remark:  # a passing word leads the line it is about, so it never pushes that line off the bar
            message = words.remarked(self.remark, message)
        if (message, colour, self.notices()) != (self.message, self.colour, self.shown_notices):
            self.message, self.colour, self.shown_notices = message, colour, self.notices()
            self.canvas.invalidate(Part.MESSAGE)
        if outline != self.marks.outline:
            self.canvas.set_outline(outline, scroll=not self.player.playing)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        width, height = self.view.layout.window
        area = surface.subsurface(pygame.Rect(0, 0, width, min(height, surface.get_height())))
        mines, seconds, face = self.figures
        scene = Scene(mines, seconds, face, self.message, self.colour, self.notices(), self.sunk, False)
        everything = full or self.canvas.repaints_everything
        changed = self.canvas.draw(area, full, scene)
        point = self.replay.point
        if point is not None and not self.canvas.bar.dropped and self.study.card is None:
            changed.extend(self.arrow.draw(area, point, changed, everything))
        if self.frame.row:  # in the frame: painted over what the frame painted under it, but never over a drop-down
            self.bar.dirty = self.bar.dirty or full or self.bar.rect.collidelist(changed) >= 0
            full = full and not self.canvas.bar.dropped
            if self.canvas.bar.dropped:
                return changed
        if (full or self.bar.dirty) and self.bar.rect.bottom <= surface.get_height():
            replay = self.replay
            changed.append(
                self.bar.draw(
                    surface,
                    self.ctx.colours,
                    now=replay.t,
                    start=self.player.begin,
                    end=replay.end,
                    ticks=ticks(self.replay, self.review, move_colours(self.ctx.settings.theme)),
                    playing=self.player.playing,
                    speed=words.speed_words(self.player.speed),
                    clock=(self.clock_text(), format_ms(self.clock_ms(), for_people=True)),
                    pressed=self.pressed,
                )
            )
        return changed

    def clock_ms(self) -> int:
        """The time shown: the game clock's, from the first reveal as the timer counts, up to the game's time."""
        return min(self.replay.timer_ms(), self.game.ms)

    def clock_text(self) -> str:
        """The strip's time: the game clock against the game's recorded time (the timeline's lead-in and any wait
        before the first reveal are not counted, as the game did not count them)."""
        return words.clock_words(self.clock_ms(), self.game.ms)

    def notices(self) -> str:
        """The notice line under the message: why there is no review (a passing word leads the message instead)."""
        return self.notice
