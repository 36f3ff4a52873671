"""The first step of a new puzzle: its size, one of the presets' or any width and height the editor takes.

A preset is one click (or its tile chosen with the arrows and Enter), as on the menu; any other size goes into
Width and Height, the shared size form (``widgets.size_form``, as the custom board's: typed or stepped), checked
against ``EDITOR_LIMIT`` and refused with the reason. Tab and Up/Down walk every choice, Enter draws the one chosen,
Esc goes back to the library. The board then opens empty in the editor.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from minesweeper.core.language.translate import N_, _
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.puzzles.puzzle import Puzzle
from minesweeper.gui.art.prose import Sentence, reading
from minesweeper.gui.geometry import EDITOR_LIMIT, screen_scale
from minesweeper.gui.heard import Heard, button_words
from minesweeper.gui.screen import Context, Navigator, Screen, Widget
from minesweeper.gui.widgets.buttons import CONTENT_TOP, LINE_H, Button, held_down, title_window
from minesweeper.gui.widgets.size_form import SizeForm, form_height

W, GAP, TILE_H, BUTTON_H = 300, 6, 34, 22
COLUMNS = 3


def one_per_size(presets: Iterable[Difficulty]) -> list[Difficulty]:
    """The presets' sizes, each once (a puzzle's mines are the author's): the first preset of a size names its tile,
    so the ranked Beginner's 8 x 8 is Small's tile."""
    firsts: dict[tuple[int, int], Difficulty] = {}
    for preset in presets:
        firsts.setdefault((preset.width, preset.height), preset)
    return list(firsts.values())


SIZED = one_per_size(PRESETS.values())
SIZES = [(p.width, p.height) for p in SIZED]
FIELDS = (N_("Width"), N_("Height"))
HINT = N_("Any size up to {width} x {height}")  # the editor's limit
MESSAGE_LINES = 2  # of the reading type: why a size is refused


def limits(field: int, numbers: Sequence[int]) -> tuple[int, int]:
    """The steppers run over the sizes the editor draws whole."""
    return 1, EDITOR_LIMIT[field]


class SizeScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator) -> None:
        self.ctx, self.nav = ctx, nav
        rows = (len(SIZES) + COLUMNS - 1) // COLUMNS
        self.prose = reading(ctx.available)
        form_top = CONTENT_TOP + LINE_H + GAP + rows * (TILE_H + GAP) + 2
        height = form_top + form_height(len(FIELDS)) + GAP + GAP + BUTTON_H + GAP
        message_h = self.prose.height(MESSAGE_LINES)  # the message's room, in window pixels
        self.scale = s = screen_scale((ctx.available[0], ctx.available[1] - message_h), (W, height))
        top = CONTENT_TOP + LINE_H + GAP
        self.presets = []
        for i, preset in enumerate(SIZED):  # placed across once their width is known
            size = _("{width} x {height}").format(width=preset.width, height=preset.height)
            rect = pygame.Rect(0, (top + i // COLUMNS * (TILE_H + GAP)) * s, 0, TILE_H * s)
            self.presets.append(Button(rect, _(preset.label), detail=size))
        # The tiles as wide as the widest one's words need, where a language's names of the levels run longer than a
        # third of the screen's least width; the screen as wide as its tiles.
        tile_w = max(
            (W - (COLUMNS + 1) * GAP) // COLUMNS * s, *(tile.text_size(ctx.font, s)[0] for tile in self.presets)
        )
        width = max(W * s, COLUMNS * tile_w + (COLUMNS + 1) * GAP * s)
        for i, tile in enumerate(self.presets):
            tile.rect.update(GAP * s + i % COLUMNS * (tile_w + GAP * s), tile.rect.top, tile_w, tile.rect.height)
        self.form = SizeForm(
            [_(field) for field in FIELDS],
            (9, 9),
            limits,
            digits=len(str(max(EDITOR_LIMIT))),
            area=pygame.Rect(GAP * s, form_top * s, width - 2 * GAP * s, 0),
            scale=s,
            now_ms=ctx.now_ms,
            pointer=ctx.mouse_pos,
        )
        self.message_box = pygame.Rect(GAP * s, self.form.bottom + GAP * s, width - 2 * GAP * s, message_h)
        top = self.message_box.bottom + GAP * s
        half = (width - 3 * GAP * s) // 2
        back, draw = (
            pygame.Rect(GAP * s, top, half, BUTTON_H * s),
            pygame.Rect(2 * GAP * s + half, top, half, BUTTON_H * s),
        )
        self.back_button = Button(back, _("Back"), "Esc")  # i18n: fixed (the key's name)
        self.draw_button = Button(draw, _("Draw"), "Enter")  # i18n: fixed (the key's name)
        self.window = (width, top + (BUTTON_H + GAP) * s)
        self.focus = 0
        self.choose(next(i for i, size in enumerate(SIZES) if size == (9, 9)))
        self.pressed: Button | None = None
        self.error = ""

    def size(self) -> tuple[int, int]:
        return self.window

    def hint(self) -> str:
        """What sizes there are: any up to the editor's limit."""
        return _(HINT).format(width=EDITOR_LIMIT[0], height=EDITOR_LIMIT[1])

    def sentences(self) -> list[Sentence]:
        """Why a size is refused, or what sizes there are, in the reading type."""
        return [Sentence("message", self.error or self.hint(), self.message_box, self.prose)]

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        buttons = (*self.presets, self.back_button, self.draw_button)
        return [*self.form.widgets(font, s), *(Widget(b.label, b.rect, b.text_size(font, s)) for b in buttons)]

    def heard(self) -> Heard:
        """The chosen size's tile, or the field typed into and its value; why a size is refused."""
        chosen = button_words(self.presets[self.focus]) if self.focus < len(SIZES) else self.form.spoken()
        return Heard(_("New puzzle: its size"), (chosen,), self.error, hint=self.hint())

    def choose(self, focus: int) -> None:
        """Move the choice (a preset tile, then Width and Height); a field gets the typing with it."""
        self.focus = focus % (len(SIZES) + len(FIELDS))
        self.form.choose(self.focus - len(SIZES) if self.focus >= len(SIZES) else None)

    def vertical(self, *, down: bool) -> int:
        """Where Up or Down moves the choice: a row of tiles at a time among the presets, a field at a time below
        them; Down from the last row of tiles goes to Width, Up from Width to the last row's first tile."""
        tiles, focus = len(SIZES), self.focus
        if focus < tiles:
            return min(focus + COLUMNS, tiles) if down else (focus - COLUMNS if focus >= COLUMNS else focus)
        if down:
            return min(focus + 1, tiles + len(FIELDS) - 1)
        return focus - 1 if focus > tiles else (tiles - 1) // COLUMNS * COLUMNS

    def start(self, width: int, height: int) -> Screen | None:
        if not (1 <= width <= EDITOR_LIMIT[0] and 1 <= height <= EDITOR_LIMIT[1]):
            self.error = _("The editor takes up to {most_width} x {most_height}, not {width} x {height}").format(
                most_width=EDITOR_LIMIT[0], most_height=EDITOR_LIMIT[1], width=width, height=height
            )
        elif width * height < 2:
            self.error = _("A puzzle needs at least two cells: a mine and a safe one")
        else:
            return self.nav.editor(Puzzle("", Layout(width, height, bytes(width * height))))
        return None

    def start_typed(self) -> Screen | None:
        numbers = self.form.numbers()
        if isinstance(numbers, str):
            self.error = numbers
            return None
        return self.start(*numbers)

    def next_tick_ms(self) -> int | None:
        return self.form.next_tick_ms()

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if self.form.handle_event(event):
            self.error = ""
        if self.form.focus is not None:  # a click on a field, or on a stepper, chose it
            self.focus = len(SIZES) + self.form.focus
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = next(
                (b for b in (*self.presets, self.back_button, self.draw_button) if b.contains(event.pos)), None
            )
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chosen, self.pressed = self.pressed, None
            if chosen is None or not chosen.contains(event.pos):
                return None
            if chosen is self.back_button:
                return self.nav.puzzles()
            if chosen is self.draw_button:
                return self.start_typed()
            return self.start(*SIZES[self.presets.index(chosen)])
        return None

    def key(self, event: pygame.Event) -> Screen | None:
        key = event.key
        if key == pygame.K_ESCAPE:
            return self.nav.puzzles()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.start(*SIZES[self.focus]) if self.focus < len(SIZES) else self.start_typed()
        if key == pygame.K_TAB:
            self.choose(self.focus + (-1 if event.mod & pygame.KMOD_SHIFT else 1))
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.choose(self.vertical(down=key == pygame.K_DOWN))
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus < len(SIZES):
            self.choose(max(0, min(len(SIZES) - 1, self.focus + (1 if key == pygame.K_RIGHT else -1))))
        elif self.form.handle_event(event):
            self.error = ""
        return None

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, _("NEW PUZZLE"), s, colours)
        surface.blit(font.render(_("Pick a size:"), colours.ink, s), (GAP * s, CONTENT_TOP * s))
        pointer = self.ctx.mouse_pos()
        for i, button in enumerate(self.presets):
            button.draw(
                surface, font, s, colours, pressed=held_down(button, self.pressed, pointer), selected=i == self.focus
            )
        self.form.draw(surface, font, s, colours)
        for sentence in self.sentences():
            sentence.draw(surface, colours.alert if self.error else colours.dim_ink, middle=True)
        for button in (self.back_button, self.draw_button):
            button.draw(
                surface,
                font,
                s,
                colours,
                pressed=held_down(button, self.pressed, pointer),
                selected=button is self.draw_button and self.focus >= len(SIZES),
            )
        return [surface.get_rect()]
