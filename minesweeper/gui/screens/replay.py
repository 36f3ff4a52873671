"""The replay viewer: a finished game played again in the game's own frame, with the player's hand on it.

It shows a ``Replay`` position in the play screen's chrome (``PlayCanvas``: counter, face, timer, board,
message bar) at the zoom the player uses for that board, resizable like the game, with the pointer drawn
over the board, the cells under held buttons sunk and the face saying "oh" while a button is held. Under the
frame, a control strip (``ControlBar``): play and pause (Space), 0.25× to 8× (+ and -), one move back and
forward (Left, Right), a seek bar to click or drag (Home, End), and a Replay menu with the same and the two
exports. Time runs only while playing: the screen asks for a tick at the next thing that changes (or at
most about sixty a second), reads the clock, and repaints only what moved: the cells a move changed or the
pointer crossed, the status panel when its figures change, and the strip.

The strip has a seek bar on top (the whole game left to right, the part played filled in, a tick for every
move, a thumb where the replay is) and a row of buttons below it: one move back, play or pause, one move
forward, slower and faster with the speed between them, and the time. It knows where its parts are, which
one a click hits and what time a point on the seek bar stands for; the viewer decides what they do. Icons
are drawn with lines and polygons in the theme's ink, so they follow every theme. The pointer is the
classic arrow, white with a black edge so it reads on every theme and over every tile, drawn once per zoom
at zoom 1 and scaled by whole numbers like the tiles under it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache

import pygame

from minesweeper.core.board import Rect
from minesweeper.core.formats.hand import CELL_PX
from minesweeper.core.game import GameState
from minesweeper.core.record import FinishedGame, Outcome
from minesweeper.core.replay import Replay
from minesweeper.core.stats import format_ms, shown_seconds
from minesweeper.gui.art.font import BitmapFont
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.art.sheets import FaceSprite
from minesweeper.gui.exports import EVF, JSON, export_game
from minesweeper.gui.geometry import opening, screen_scale
from minesweeper.gui.play.board_view import bounds
from minesweeper.gui.play.canvas import Part, PlayCanvas, Scene
from minesweeper.gui.screen import TICK, TITLE, Context, Navigator, Screen, Size
from minesweeper.gui.widgets.buttons import Button, panel, sunken_field
from minesweeper.gui.widgets.menubar import SEPARATOR, Menu, MenuItem

PAD, SEEK_H, BUTTON_H, BUTTON_W, SPEED_W = 3, 9, 14, 18, 22
HEIGHT = PAD + SEEK_H + PAD + BUTTON_H + PAD  # the strip's height in chrome pixels
BACK, PLAY, FORWARD, SLOWER, FASTER = "back", "play", "forward", "slower", "faster"
ARROW = ((0, 0), (0, 12), (3, 9), (5, 13), (7, 12), (5, 8), (9, 8))  # the arrow's outline, tip at (0, 0)
SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
FRAME_MS = 16  # ticks come no closer than this: about sixty pictures a second at most
EXPORT_JSON, EXPORT_EVF, CLOSE = "export-json", "export-evf", "close"
MENU = Menu("Replay", (
    MenuItem("Play / pause", PLAY, "Space"), MenuItem("Move back", BACK, "Left"),
    MenuItem("Move forward", FORWARD, "Right"), MenuItem("Slower", SLOWER, "-"), MenuItem("Faster", FASTER, "+"),
    SEPARATOR, MenuItem("Export JSON", EXPORT_JSON, "J"), MenuItem("Export EVF", EXPORT_EVF, "E"), SEPARATOR,
    MenuItem("Close", CLOSE, "Esc")), "R")
KEYS = {pygame.K_SPACE: PLAY, pygame.K_LEFT: BACK, pygame.K_RIGHT: FORWARD, pygame.K_MINUS: SLOWER,
        pygame.K_KP_MINUS: SLOWER, pygame.K_PLUS: FASTER, pygame.K_EQUALS: FASTER, pygame.K_KP_PLUS: FASTER,
        pygame.K_j: EXPORT_JSON, pygame.K_e: EXPORT_EVF}
ENDED = {Outcome.WON: "won", Outcome.LOST: "lost", Outcome.GIVEN_UP: "given up"}


def speed_text(speed: float) -> str:
    return f"{speed:g}x"


class ReplayScreen(Screen):
    """One finished game replayed; ``back`` is where Esc and Close go."""

    flexible = True

    def __init__(self, ctx: Context, nav: Navigator, game: FinishedGame, back: Callable[[], Screen]) -> None:
        self.ctx, self.nav, self.game, self.back = ctx, nav, game, back
        self.replay = Replay(game)  # RecordError for a game whose moves do not replay: the caller says so
        difficulty = game.record.difficulty
        board = (difficulty.width, difficulty.height)
        self.bar = ControlBar(ctx.font, screen_scale(ctx.available))
        room = (ctx.available[0], ctx.available[1] - self.bar.height)
        remembered = ctx.settings.view_of(difficulty)
        zoom, window = opening(board, room, remembered.zoom if remembered else ctx.settings.zoom,
                               remembered.window if remembered else None)
        self.canvas = PlayCanvas(ctx, self.replay, zoom, window, (MENU,))
        self.view = self.canvas.view
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
        self.message = f"{name}, {ENDED[game.outcome]} in {format_ms(game.ms)} s{how}"
        self.colour = ctx.colours.ink
        self.notice = ""
        self.bar.layout(self.view.layout.window[0], self.view.layout.window[1])
        self.settle()

    # ------------------------------------------------------------------ screen interface

    def title(self) -> str:
        return f"{TITLE} — replay"

    def size(self) -> Size:
        width, height = self.view.layout.window
        return width, height + self.bar.height

    def take_size_request(self) -> Size | None:
        request = self.canvas.take_size_request()
        return None if request is None else (request[0], request[1] + self.bar.height)

    def resized(self, size: Size) -> None:
        self.canvas.resized((size[0], max(1, size[1] - self.bar.height)))
        self.relaid()

    def relaid(self) -> None:
        width, height = self.view.layout.window
        self.bar.layout(width, height)
        self.strip = True

    def next_tick_ms(self) -> int | None:
        if not self.playing or self.canvas.bar.dropped:
            return None
        upcoming = self.replay.next_change()
        target = self.replay.end if upcoming is None else upcoming
        return max(FRAME_MS, math.ceil((target - self.replay.t) / SPEEDS[self.speed]))

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.Event) -> Screen | None:
        result = self.canvas.bar.handle_event(event)
        self.canvas.menu_changed(result)
        if result.command is not None or result.consumed:
            self.rebase()  # time stands still while a menu is open
            return self.command(result.command) if result.command is not None else None
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
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

    def key(self, key: int) -> Screen | None:
        if key == pygame.K_ESCAPE:
            return self.back()
        if key in (pygame.K_HOME, pygame.K_END):
            self.go_to(self.replay.start if key == pygame.K_HOME else self.replay.end)
            self.rebase()
        elif key in KEYS:
            return self.command(KEYS[key])
        return None

    def command(self, name: str) -> Screen | None:
        replay = self.replay
        if name == CLOSE:
            return self.back()
        if name == PLAY:
            self.toggle()
        elif name == BACK:
            self.go_to(replay.previous_move())
        elif name == FORWARD:
            self.go_to(replay.next_move() or replay.end)
        elif name in (SLOWER, FASTER):
            self.speed = max(0, min(len(SPEEDS) - 1, self.speed + (1 if name == FASTER else -1)))
        elif name in (EXPORT_JSON, EXPORT_EVF):
            done = export_game(self.ctx.store, self.game, JSON if name == EXPORT_JSON else EVF,
                               left_click_chords=self.ctx.settings.left_click_chord)
            if done.ok:
                self.message, self.colour, self.notice = done.brief, self.ctx.colours.good, ""
            else:
                self.notice = done.message
            self.canvas.invalidate(Part.MESSAGE)
        self.rebase()
        self.strip = True
        return None

    def toggle(self) -> None:
        if not self.playing and self.replay.t >= self.replay.end:
            self.go_to(self.replay.start)  # play again from the start
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
        self.go_to(self.bar.time_at(x, self.replay.start, self.replay.end))
        self.rebase()

    def wheel(self, dy: int) -> None:
        if pygame.key.get_mods() & pygame.KMOD_CTRL:
            if dy and self.canvas.zoom_in_place(1 if dy > 0 else -1, self.ctx.mouse_pos()):
                self.shown_point = None
        elif self.view.scroll_by(0, -dy * 3 * self.view.cell):
            self.canvas.invalidate(Part.VIEW)

    # ------------------------------------------------------------------ the position

    def go_to(self, t: int) -> None:
        """Move the replay to ``t`` and mark what that changed on screen."""
        changed = self.replay.seek(t)
        if changed is not None:
            self.canvas.mark(changed)
        if self.playing and self.replay.t >= self.replay.end:
            self.playing = False
        self.strip = True
        self.settle()

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
        figures = (replay.mines_left, shown_seconds(replay.timer_ms()), self.face())
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

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        width, height = self.view.layout.window
        area = surface.subsurface(pygame.Rect(0, 0, width, min(height, surface.get_height())))
        mines, seconds, face = self.figures
        scene = Scene(mines, seconds, face, self.message, self.colour, self.notice, self.sunk, False)
        everything = full or self.canvas.repaints_everything
        changed = self.canvas.draw(area, full, scene)
        changed.extend(self.draw_arrow(area, changed, everything))
        if (full or self.strip) and self.bar.rect.bottom <= surface.get_height():
            replay = self.replay
            changed.append(self.bar.draw(surface, self.ctx.colours, now=replay.t, start=replay.start, end=replay.end,
                                         moves=[a.t for a in replay.actions], playing=self.playing,
                                         speed=speed_text(SPEEDS[self.speed]), pressed=self.pressed))
            self.strip = False
        return changed

    def draw_arrow(self, surface: pygame.Surface, changed: list[pygame.Rect], everything: bool) -> list[pygame.Rect]:
        point = self.replay.point
        if point is None or self.canvas.bar.dropped:
            return []
        layout, view = self.view.layout, self.view
        image = arrow(layout.zoom)
        spot = image.get_rect(topleft=(layout.viewport.left + point[0] * layout.zoom - view.scroll_x,
                                       layout.viewport.top + point[1] * layout.zoom - view.scroll_y))
        if not (everything or point != self.shown_point or spot.collidelist(changed) >= 0):
            return []
        clip = surface.get_clip()
        surface.set_clip(layout.viewport)
        surface.blit(image, spot)
        surface.set_clip(clip)
        self.shown_point = point
        return [spot.clip(layout.viewport)]


class ControlBar:
    """The strip's layout at one width and scale, and its drawing."""

    def __init__(self, font: BitmapFont, scale: int) -> None:
        self.font, self.scale = font, scale
        self.rect = pygame.Rect(0, 0, 0, HEIGHT * scale)
        self.seek = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {}
        self.speed_box = pygame.Rect(0, 0, 0, 0)

    @property
    def height(self) -> int:
        return HEIGHT * self.scale

    def layout(self, width: int, top: int) -> None:
        s = self.scale
        self.rect = pygame.Rect(0, top, width, self.height)
        self.seek = pygame.Rect(2 * PAD * s, top + PAD * s, width - 4 * PAD * s, SEEK_H * s)
        y = self.seek.bottom + PAD * s
        left = self.seek.left
        self.buttons = {}
        for name in (BACK, PLAY, FORWARD):
            self.buttons[name] = Button(pygame.Rect(left, y, BUTTON_W * s, BUTTON_H * s), "")
            left += BUTTON_W * s
        left += PAD * s
        self.buttons[SLOWER] = Button(pygame.Rect(left, y, BUTTON_H * s, BUTTON_H * s), "-")
        self.speed_box = pygame.Rect(left + BUTTON_H * s, y, SPEED_W * s, BUTTON_H * s)
        self.buttons[FASTER] = Button(pygame.Rect(self.speed_box.right, y, BUTTON_H * s, BUTTON_H * s), "+")

    def button_at(self, pos: tuple[int, int]) -> str | None:
        return next((name for name, button in self.buttons.items() if button.contains(pos)), None)

    def time_at(self, x: int, start: int, end: int) -> int:
        """The time a point of the seek bar stands for (the ends hold beyond the bar)."""
        share = (x - self.seek.left) / max(1, self.seek.width - 1)
        return start + round(max(0.0, min(1.0, share)) * (end - start))

    def _x_of(self, t: int, start: int, end: int) -> int:
        return self.seek.left + (t - start) * (self.seek.width - 1) // max(1, end - start)

    def draw(self, surface: pygame.Surface, colours: ChromeColours, *, now: int, start: int, end: int,
             moves: Sequence[int], playing: bool, speed: str, pressed: str | None) -> pygame.Rect:
        s, font = self.scale, self.font
        panel(surface, self.rect, s, colours)
        track = self.seek
        sunken_field(surface, track, s, colours)
        inner = track.inflate(-2 * s, -2 * s)
        done = self._x_of(now, start, end)
        surface.fill(colours.accent, pygame.Rect(inner.left, inner.top, max(0, done - inner.left), inner.height))
        for x in sorted({self._x_of(t, start, end) for t in moves}):
            ink = colours.on_accent if x < done else colours.dim_ink
            pygame.draw.line(surface, ink, (x, inner.bottom - 3 * s), (x, inner.bottom - 1))
        thumb = pygame.Rect(0, track.top - s, 4 * s, track.height + 2 * s)
        thumb.centerx = max(track.left + 2 * s, min(track.right - 2 * s, done))
        panel(surface, thumb, s, colours)
        for name, button in self.buttons.items():
            button.draw(surface, font, s, colours, pressed=name == pressed)
            shift = s if name == pressed else 0
            self._icon(surface, name, button.rect.move(shift, shift), colours, playing)
        sunken_field(surface, self.speed_box, s, colours)
        label = font.render(speed, colours.ink, s)
        surface.blit(label, label.get_rect(center=self.speed_box.center))
        room = pygame.Rect(self.buttons[FASTER].rect.right + PAD * s, self.speed_box.top,
                           self.seek.right - self.buttons[FASTER].rect.right - PAD * s, self.speed_box.height)
        for text in (f"{format_ms(now - start)} / {format_ms(end - start)}", format_ms(now - start)):
            image = font.render(text, colours.ink, s)
            if image.get_width() <= room.width:
                surface.blit(image, image.get_rect(midright=(room.right, room.centery)))
                break
        return self.rect

    def _icon(self, surface: pygame.Surface, name: str, box: pygame.Rect, colours: ChromeColours,
              playing: bool) -> None:
        s, ink = self.scale, colours.ink
        cx, cy, h = box.centerx, box.centery, 3 * s
        if name == PLAY and playing:
            for dx in (-2 * s, s):
                surface.fill(ink, pygame.Rect(cx + dx - s // 2, cy - h, 2 * s, 2 * h + 1))
        elif name == PLAY:
            pygame.draw.polygon(surface, ink, [(cx - 2 * s, cy - h), (cx - 2 * s, cy + h), (cx + 2 * s, cy)])
        elif name in (BACK, FORWARD):
            way = 1 if name == FORWARD else -1
            tip = cx + way * 2 * s
            pygame.draw.polygon(surface, ink, [(tip - way * 4 * s, cy - h), (tip - way * 4 * s, cy + h), (tip, cy)])
            bar = pygame.Rect(0, cy - h, s, 2 * h + 1)
            bar.centerx = tip + way * s
            surface.fill(ink, bar)


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

