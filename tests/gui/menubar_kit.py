"""What the menu bar tests share: two menus like the game's, a bar built from them, real pygame events to
send it, and its state read back as one line of text.

``describe`` gives "" when the bar is idle, "[Game]" when a title has the keyboard focus, "Game>" when a
drop-down is open with nothing highlighted and "Game>Hard" when it is open on an item.
"""

import pygame

from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.palette import ChromeColours, chrome
from minesweeper.gui.widgets.menubar import SEPARATOR, Menu, MenuBar, MenuItem, MenuResult

CLASSIC = chrome("classic")
BOARD = (255, 0, 255)  # what the screen below paints, so the tests can tell it from the bar

GAME = Menu(
    "Game",
    (
        MenuItem("New", "new", "F2"),
        SEPARATOR,
        MenuItem("Beginner", "beginner"),
        MenuItem("Intermediate", "intermediate"),
        MenuItem("Expert", "expert", checked=True),
        MenuItem("Custom...", "custom"),
        SEPARATOR,
        MenuItem("Undo", "undo", "Ctrl+Z", enabled=False),
        SEPARATOR,
        MenuItem("Quit", "quit", "Alt+F4"),
    ),
    "G",
)
HELP = Menu(
    "Help",
    (MenuItem("How to play", "help", "F1"), MenuItem("Keys", "keys"), SEPARATOR, MenuItem("About", "about")),
    "H",
)


def make_bar(font: Typeface, scale: int = 2, colours: ChromeColours = CLASSIC, width: int = 400) -> MenuBar:
    bar = MenuBar([GAME, HELP], font, colours, scale)
    bar.layout(width)
    return bar


def describe(bar: MenuBar) -> str:
    if bar.active is None:
        return ""
    menu = bar.menus[bar.active]
    if not bar.dropped:
        return f"[{menu.title}]"
    item = menu.items[bar.item] if bar.item is not None else None
    return f"{menu.title}>{item.label if isinstance(item, MenuItem) else ''}"


def press(bar: MenuBar, pos: tuple[int, int], button: int = 1) -> MenuResult:
    return bar.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))


def release(bar: MenuBar, pos: tuple[int, int], button: int = 1) -> MenuResult:
    return bar.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))


def move(bar: MenuBar, pos: tuple[int, int]) -> MenuResult:
    return bar.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def key(bar: MenuBar, code: int, mod: int = 0) -> MenuResult:
    down = bar.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    bar.handle_event(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0))
    return down


def alt_alone(bar: MenuBar) -> MenuResult:
    bar.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LALT, mod=pygame.KMOD_LALT, unicode="", scancode=0)
    )
    return bar.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_LALT, mod=0, unicode="", scancode=0))


def item_pos(bar: MenuBar, menu: int, label: str) -> tuple[int, int]:
    index = next(i for i, it in enumerate(bar.menus[menu].items) if isinstance(it, MenuItem) and it.label == label)
    return bar.rows[menu][index].center


def title_pos(bar: MenuBar, menu: int) -> tuple[int, int]:
    return bar.titles[menu].center


def rgb(surface: pygame.Surface, pos: tuple[int, int]) -> tuple[int, int, int]:
    c = surface.get_at(pos)
    return c.r, c.g, c.b


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {rgb(surface, (x, y)) for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right)}


def blends_of(found: set[tuple[int, int, int]], a: tuple[int, int, int], b: tuple[int, int, int]) -> bool:
    """Both colours are there, and every other is an antialiased edge between them (each channel between theirs)."""
    between = all(all(min(x, y) <= v <= max(x, y) for v, x, y in zip(c, a, b, strict=True)) for c in found)
    return {a, b} <= found and between


def ink_columns(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> list[int]:
    return [
        x
        for x in range(rect.left, rect.right)
        if any(rgb(surface, (x, y)) == colour for y in range(rect.top, rect.bottom))
    ]
