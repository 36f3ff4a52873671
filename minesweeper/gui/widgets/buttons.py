"""The classic Windows look in code: grey faces, 3-D bevels, and push buttons with labels in the game's type.

Every screen builds its chrome from these few pieces so the whole game shares one look, in whichever theme
the player chose: each piece takes the theme's ``ChromeColours``. Buttons know their rectangle and how to
draw themselves; what a click means is the screen's business.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Protocol

import pygame
from pygame.typing import ColorLike

from minesweeper.core.language.translate import installed
from minesweeper.gui.art.font import Typeface, as_read, text_height
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.art.prose import wrap_words

LINE_H = 11  # one line of text at the chrome's scale, gaps included
TITLE_BAND = 20  # the blue title band's height, in chrome pixels
TITLE_MARGIN = 6
CONTENT_TOP = TITLE_BAND + 2 * TITLE_MARGIN  # where a titled screen's own content begins


def bevel(
    surface: pygame.Surface, rect: pygame.Rect, width: int, colours: ChromeColours, *, raised: bool = True
) -> None:
    """Light top-left and dark bottom-right edges ``width`` pixels thick, mitred at the corners."""
    top_left, bottom_right = (colours.light, colours.shadow) if raised else (colours.shadow, colours.light)
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for i in range(width):
        pygame.draw.line(surface, top_left, (x0 + i, y0 + i), (x1 - i, y0 + i))
        pygame.draw.line(surface, top_left, (x0 + i, y0 + i), (x0 + i, y1 - i))
        pygame.draw.line(surface, bottom_right, (x0 + i + 1, y1 - i), (x1 - i, y1 - i))
        pygame.draw.line(surface, bottom_right, (x1 - i, y0 + i + 1), (x1 - i, y1 - i))


def panel(
    surface: pygame.Surface, rect: pygame.Rect, width: int, colours: ChromeColours, *, raised: bool = True
) -> None:
    """A grey face with a bevel: the window frame, the status panel, a button."""
    surface.fill(colours.face, rect)
    bevel(surface, rect, width, colours, raised=raised)


def sunken_field(surface: pygame.Surface, rect: pygame.Rect, scale: int, colours: ChromeColours) -> None:
    """A white (field-coloured) well: text boxes, check boxes, notices."""
    surface.fill(colours.field, rect)
    bevel(surface, rect, scale, colours, raised=False)


def title_window(
    surface: pygame.Surface, font: Typeface, title: str, scale: int, colours: ChromeColours
) -> pygame.Rect:
    """The frame every screen but the board shares: grey face, raised edge, a title band on top.

    Screens lay their content out from ``TITLE_MARGIN * 2 + TITLE_BAND`` down; the band is returned so a
    screen can add to it (the menu puts a mine beside its title).
    """
    surface.fill(colours.face)
    bevel(surface, surface.get_rect(), 2 * scale, colours)
    band = pygame.Rect(
        TITLE_MARGIN * scale, TITLE_MARGIN * scale, surface.get_width() - 2 * TITLE_MARGIN * scale, TITLE_BAND * scale
    )
    surface.fill(colours.accent, band)
    blit_centred(surface, font.render_shadowed(title, colours.on_accent, scale, heading=True), band.center)
    return band


DIM = (112, 112, 112)  # what lies under a card over the board is multiplied by this


def card(
    surface: pygame.Surface,
    colours: ChromeColours,
    area: pygame.Rect,
    box: pygame.Rect,
    band: pygame.Rect,
    edge: int,
    backdrop: pygame.Surface | None,
) -> pygame.Surface:
    """A card over the board (help, results): what lies under ``area`` dimmed, then a raised panel ``box``
    with an accent title ``band``. The dimmed backdrop is returned, for the next draw to reuse until what
    lies under it is painted afresh (then pass None)."""
    if backdrop is None:
        backdrop = surface.subsurface(area.clip(surface.get_rect())).copy()
        backdrop.fill(DIM, special_flags=pygame.BLEND_RGB_MULT)
    surface.blit(backdrop, area)
    surface.fill(colours.face, box)
    bevel(surface, box, edge, colours)
    surface.fill(colours.accent, band)
    return backdrop


def band_height(scale: int) -> int:
    """A card's title band (help, results): a line of the type with a little air above and below it."""
    return text_height(scale) + 4 * scale


def button_height(scale: int) -> int:
    """A one-line push button: a line of the type inside its bevel, with air."""
    return text_height(scale) + 6 * scale


def units(font: Typeface, lines: int, scale: int) -> int:
    """How many chrome pixels at ``scale`` a block of ``lines`` lines of the body type takes, rounded up: for
    layouts in chrome pixels, whose rows must hold words that do not grow in step with the scale."""
    return -(-font.size("\n" * (lines - 1), scale)[1] // scale)


CUT: Final = "\u2026"
"""The ellipsis that ends a line cut short (``fit_line``); a label's own "..." (Custom...) is three full stops."""


def fit_line(font: Typeface, text: str, width: int, scale: int) -> str:
    """The text, or as much of it as fits ``width`` followed by an ellipsis: one line never spills out."""
    if font.size(text, scale)[0] <= width:
        return text
    while text and font.size(text + CUT, scale)[0] > width:
        text = text[:-1]
    return text.rstrip() + CUT


def least_width(font: Typeface, label: str, key: str, scale: int) -> int:
    """The window pixels a one-line button needs at ``scale``: its key, a letter's width of air after it, its words,
    and its bevel's margins, as ``Button.draw`` places them (pressed in, a pixel of the scale further)."""
    return font.size(key, scale)[0] + font.size(label, scale)[0] + 12 * max(1, scale)


def across(box: pygame.Rect, row: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """A row of buttons placed left to right across ``box`` (its left and width), as English reads it, placed as the
    player's language reads a row: as placed, or, in a language written right to left, mirrored across the box
    (``font.as_read``), its first button at the right. The board is no row of buttons, and is never mirrored."""
    return [as_read(pygame.Rect(box.left, place.top, box.width, place.height), place) for place in row]


def along(key: int) -> int:
    """The step an arrow key takes along a row placed by ``across``, as the player sees it: the arrow pointing the way
    the row is read (Right, or Left in a language written right to left) goes on to the next entry, or a value's +,
    the other goes back; any other key, none."""
    onward = pygame.K_LEFT if installed().rtl else pygame.K_RIGHT
    backward = pygame.K_RIGHT if onward == pygame.K_LEFT else pygame.K_LEFT
    return {onward: 1, backward: -1}.get(key, 0)


def even_row(width: int, top: int, count: int, each: int, gap: int, height: int) -> list[pygame.Rect]:
    """``count`` buttons ``each`` wide and ``height`` tall at ``top``, ``gap`` from the screen's edge and apart, in the
    order the row is read (``across``)."""
    places = [pygame.Rect(gap + i * (each + gap), top, each, height) for i in range(count)]
    return across(pygame.Rect(0, top, width, height), places)


def held_down(button: Button, pressed: Button | None, pointer: tuple[int, int]) -> bool:
    """A button looks pushed in while the mouse that pressed it is still over it, as in Windows."""
    return button is pressed and pygame.mouse.get_focused() and button.contains(pointer)


class ButtonsContext(Protocol):
    """What drawing a screen's buttons needs from its context: the type, the colours and the pointer."""

    @property
    def font(self) -> Typeface: ...
    @property
    def colours(self) -> ChromeColours: ...
    def mouse_pos(self) -> tuple[int, int]: ...


def draw_buttons(
    surface: pygame.Surface,
    buttons: Sequence[Button],
    ctx: ButtonsContext,
    scale: int,
    pressed: Button | None,
    *,
    chosen: Button | None = None,
    alert: Button | None = None,
) -> None:
    """A screen's row of push buttons: the one the mouse holds down (``pressed``) pushed in, the ``chosen`` one (what
    Enter does) framed, and an ``alert`` one (a step that cannot be undone, such as deleting) in the alert colour."""
    pointer = ctx.mouse_pos()
    for button in buttons:
        button.draw(
            surface,
            ctx.font,
            scale,
            ctx.colours,
            pressed=held_down(button, pressed, pointer),
            selected=button is chosen,
            colour=ctx.colours.alert if button is alert else None,
        )


def wrap(font: Typeface, text: str, scale: int, width: int, *, cut: bool = True) -> list[str]:
    """Break ``text`` into lines of the body type no wider than ``width`` pixels (``prose.wrap_words``; without
    ``cut``, a word wider than that is left whole)."""
    return wrap_words(text, width, lambda line: font.size(line, scale)[0], cut=cut)


def blit_centred(surface: pygame.Surface, image: pygame.Surface, centre: tuple[int, int]) -> pygame.Rect:
    return surface.blit(image, image.get_rect(center=centre))


@dataclass
class Button:
    """A push button: a rectangle, a (possibly multi-line) label, and the key shown as its shortcut."""

    rect: pygame.Rect
    label: str
    shortcut: str = ""
    detail: str = ""  # a second, smaller line, such as a board size

    def contains(self, pos: tuple[int, int]) -> bool:
        return bool(self.rect.collidepoint(pos))

    def lines(self) -> list[str]:
        """The label's lines, then the detail's: all at the body size (the detail dimmed, not smaller)."""
        return [*self.label.split("\n"), *(text for text in self.detail.split("\n") if text)]

    def text_size(self, font: Typeface, scale: int, *, words: int | None = None) -> tuple[int, int]:
        """The room the label and detail lines take at ``scale`` (their words at the body size of ``words``, the
        chrome's scale if not given), bevel included: what must fit the button."""
        edge = 2 * max(1, scale)
        width, height = font.size("\n".join(self.lines()), words or scale)
        return width + 2 * edge, height + 2 * edge

    def places(
        self, font: Typeface, scale: int, *, words: int | None = None, pressed: bool = False
    ) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """Where the shortcut (an empty box without one) and each line of the label and detail are drawn: the shortcut
        tucked into the top-left corner, inside the bevel and the ring of the chosen button, as a keycap's legend (on a
        button of one line, no lower than its words); the lines centred, or, where one would crowd the shortcut,
        centred in the room after it (two spaces clear of it), or starting there, while the button has the room."""
        edge, w = max(1, scale), words or scale
        shift = edge if pressed else 0
        sizes = [font.size(text, w) for text in self.lines()]
        gap = font.line_height(w) - font.size("", w)[1]
        key_box = pygame.Rect(
            self.rect.left + 4 * edge + shift,
            self.rect.top + 3 * edge + shift,
            *(font.size(self.shortcut, w) if self.shortcut else (0, 0)),
        )
        clear = key_box.right + font.size("  ", w)[0]
        right = self.rect.right - 2 * edge + shift
        y = self.rect.centery - (sum(height for _, height in sizes) + gap * (len(sizes) - 1)) // 2 + shift
        if len(sizes) == 1:  # a button of one line: the shortcut on that line, level with its words
            key_box.top = min(key_box.top, y)
        places: list[pygame.Rect] = []
        for width, height in sizes:
            place = pygame.Rect(self.rect.centerx - width // 2 + shift, y, width, height)
            if self.shortcut and place.left < clear and place.top < key_box.bottom:
                place.left = max(clear, (clear + right - place.width) // 2)
                place.left = max(min(place.left, right - place.width), self.rect.left + 2 * edge)
            places.append(place)
            y += height + gap
        return key_box, places

    def draw(
        self,
        surface: pygame.Surface,
        font: Typeface,
        scale: int,
        colours: ChromeColours,
        *,
        pressed: bool = False,
        selected: bool = False,
        colour: ColorLike | None = None,
        words: int | None = None,
    ) -> None:
        """The button, its bevel at ``scale`` and its words at the body size of ``words`` (``scale``'s if not given)."""
        edge = max(1, scale)
        panel(surface, self.rect, edge * 2, colours, raised=not pressed)
        w = words or scale
        lines = [font.render(text, colour or colours.ink, w) for text in self.label.split("\n")]
        lines += [font.render(text, colours.dim_ink, w) for text in self.detail.split("\n") if text]
        key = font.render(self.shortcut, colours.dim_ink, w) if self.shortcut else None
        key_box, places = self.places(font, scale, words=w, pressed=pressed)
        for line, place in zip(lines, places, strict=True):
            surface.blit(line, place)
        if key is not None:
            surface.blit(key, key_box)
        if selected:
            inner = self.rect.inflate(-4 * edge, -4 * edge)  # just inside the bevel, clear of the words
            pygame.draw.rect(surface, colours.accent, inner, edge)
