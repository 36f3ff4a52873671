"""The help overlay: its words, how it fits, wraps and scrolls in small board areas at every scale, the
events that page, scroll and close it, and what it paints (and never paints outside its area)."""

import pygame
import pytest

from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.palette import chrome
from minesweeper.gui.art.prose import Prose
from minesweeper.gui.widgets.buttons import DIM
from minesweeper.gui.widgets.help_overlay import INDENT, HelpOverlay, Placed
from minesweeper.gui.widgets.help_text import HelpPage, Para, page_blocks
from tests.gui.menubar_kit import blends_of

CLASSIC = chrome("classic")
BOARD = (200, 100, 40)
FILES = (
    ("Settings", "/home/player/.config/minesweeper/settings.json"),
    ("Results", "/home/player/.local/share/minesweeper/results.sqlite3"),
)
SMALL = pygame.Rect(30, 60, 96, 96)  # a 6x6 board at zoom 1


def overlay(
    font: Typeface, page: str = "help", scale: int = 2, area: pygame.Rect = SMALL, theme: str = "classic"
) -> HelpOverlay:
    return HelpOverlay(page, font, chrome(theme), scale, area, version="1.2.3", files=FILES)


def keydown(code: int, mod: int = 0) -> pygame.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def button(kind: int, number: int = 1) -> pygame.Event:
    return pygame.event.Event(kind, button=number, pos=(40, 70))


def wheel(y: int) -> pygame.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))


def text_of(lines: list[Placed]) -> str:
    return " ".join(line.text for line in lines)


def rows(lines: list[Placed]) -> list[tuple[str, str]]:
    """Each key table row as (key, the first line of what it does), read back from where the lines went."""
    return [
        (term.text, text.text) for term in lines for text in lines if term.x == 0 and text.x > 0 and text.y == term.y
    ]


def rgb(surface: pygame.Surface, pos: tuple[int, int]) -> tuple[int, int, int]:
    c = surface.get_at(pos)
    return c.r, c.g, c.b


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {rgb(surface, (x, y)) for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right)}


def painted(help_: HelpOverlay, size: tuple[int, int] = (200, 200)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(BOARD)
    assert help_.draw(surface) == [help_.area]
    return surface


# ---------------------------------------------------------------------- the words


def test_how_to_play_states_the_rules_and_every_key(font: Typeface) -> None:
    big = overlay(font, area=pygame.Rect(0, 0, 800, 800))
    text = text_of(big.lines)
    for fact in (
        "Open a mine and the game is lost",
        "Left click opens a cell",
        "eight neighbours",
        "Right click flags",
        "through ? first when question marks are on",
        "both buttons or the middle",
        "A left click on such a number does the same",
        "first click is always safe",
        "every safe cell is open",
        "Click the face for a new game",
    ):
        assert fact in text
    for key, does in (
        ("Arrows, W A S D", "move the cursor"),
        ("Space, Enter", "chord"),
        ("F", "flag"),
        ("F2", "new game"),
        ("+ / -, Ctrl+wheel", "zoom"),
        ("Wheel, Shift+wheel", "sideways"),
        ("Esc", "menu"),
        ("F1", "help"),
        ("Alt, F10", "menu bar"),
        ("H", "hint"),
        ("P", "probability"),
        ("Alt+G, Alt+V, Alt+H", "Game, View or Help menu"),
        ("I", "live counters"),
        ("Underlined letter", "item"),
    ):
        assert any(term == key and does in text for term, text in rows(big.lines)), key


def test_the_keys_page_is_only_the_key_table_and_about_names_version_and_files(font: Typeface) -> None:
    assert not any(isinstance(b, Para) for b in page_blocks(HelpPage.KEYS))
    about = overlay(font, "about", 1, pygame.Rect(0, 0, 160, 400))
    text = text_of(about.lines)
    assert "Version 1.2.3" in text and "Minesweeper" in text
    paths = [line for line in about.lines if line.x == INDENT]
    joined = "".join(line.text for line in paths)
    assert joined == FILES[0][1] + FILES[1][1]  # wrapped at separators, nothing lost
    assert len(paths) > 2


# ---------------------------------------------------------------------- fitting


@pytest.mark.parametrize("page", list(HelpPage))
@pytest.mark.parametrize("scale", [1, 2, 3, 4])
@pytest.mark.parametrize("area", [SMALL, pygame.Rect(0, 0, 200, 150), pygame.Rect(0, 0, 432, 432)])
def test_every_line_fits_the_panel_at_every_scale(font: Typeface, page: str, scale: int, area: pygame.Rect) -> None:
    help_ = overlay(font, page, scale, area)
    s = help_.scale
    assert 1 <= s <= scale
    assert area.contains(help_.panel) and help_.panel.contains(help_.view) and help_.panel.contains(help_.band)
    for line in help_.lines:
        width = font.size(line.text, s)[0] if line.heading else Prose.for_scale(s).width(line.text)
        assert line.x + width <= help_.view.width, line
    assert help_.scrolls == (help_.content_h > help_.view.height)


@pytest.mark.parametrize("scale", [1, 2, 4])
def test_the_panel_is_one_size_on_every_page_and_over_every_area_the_room_allows(font: Typeface, scale: int) -> None:
    room = (1000, 700)  # what the desktop gives the help, whatever the window under it
    panels = set()
    for area in (pygame.Rect(0, 30, 1000, 700), pygame.Rect(0, 30, 1400, 1000), pygame.Rect(10, 45, 300, 200)):
        for page in HelpPage:
            help_ = HelpOverlay(page, font, CLASSIC, scale, area, room=room, version="1.2.3", files=FILES)
            panels.add(help_.panel.size)
            assert help_.panel.center == area.center
            needed = help_.needed()
            assert needed[0] <= room[0] and needed[1] <= room[1]
            assert help_.panel.width < needed[0] and help_.panel.height < needed[1]  # a margin all round
    assert len(panels) == 1, f"the panel took {len(panels)} sizes"


@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_a_small_board_shrinks_the_text_to_scale_1_and_scrolls(font: Typeface, scale: int) -> None:
    help_ = overlay(font, "help", scale, SMALL)
    assert help_.scale == 1 and help_.scrolls and help_.max_scroll == help_.content_h - help_.view.height


def test_the_text_keeps_the_requested_scale_and_scrolls_rather_than_shrinking(font: Typeface) -> None:
    roomy = overlay(font, "about", 3, pygame.Rect(0, 0, 900, 700))
    assert roomy.scale == 3 and not roomy.scrolls
    tighter = overlay(font, "help", 3, pygame.Rect(0, 0, 500, 300))
    assert tighter.scale == 3 and tighter.scrolls  # never smaller than the status line at the same scale


def test_paragraphs_are_set_in_the_reading_type_at_least_as_tall_as_the_bitmap_text(font: Typeface) -> None:
    help_ = overlay(font, "help", 2, pygame.Rect(0, 0, 432, 300))
    assert help_.prose is Prose.for_scale(2) and help_.prose.capital_height() >= 7 * 2


# ---------------------------------------------------------------------- events


def test_esc_f1_and_a_click_close_it_and_other_input_does_not(font: Typeface) -> None:
    help_ = overlay(font)
    assert help_.handle_event(keydown(pygame.K_ESCAPE)) and help_.handle_event(keydown(pygame.K_F1))
    for other in (
        keydown(pygame.K_a),
        keydown(pygame.K_DOWN),
        wheel(-1),
        button(pygame.MOUSEBUTTONUP),
        button(pygame.MOUSEBUTTONDOWN, 4),
        button(pygame.MOUSEBUTTONUP, 4),
    ):
        assert not help_.handle_event(other)  # a release without its press (say, the menu's) does not close it
    assert not help_.handle_event(button(pygame.MOUSEBUTTONDOWN, 3))
    assert help_.handle_event(button(pygame.MOUSEBUTTONUP, 3))


def test_tab_and_left_right_cycle_the_pages(font: Typeface) -> None:
    help_ = overlay(font)
    seen = []
    for code, mod in (
        (pygame.K_TAB, 0),
        (pygame.K_TAB, 0),
        (pygame.K_TAB, 0),
        (pygame.K_TAB, pygame.KMOD_SHIFT),
        (pygame.K_LEFT, 0),
        (pygame.K_RIGHT, 0),
    ):
        assert not help_.handle_event(keydown(code, mod))
        seen.append(help_.page.value)
    assert seen == ["keys", "about", "recent", "about", "keys", "about"]


def test_scroll_keys_and_the_wheel_scroll_within_bounds(font: Typeface) -> None:
    help_ = overlay(font)
    line = help_.prose.line_h
    help_.handle_event(keydown(pygame.K_DOWN))
    assert help_.scroll == line
    help_.handle_event(wheel(-1))
    assert help_.scroll == 4 * line
    help_.handle_event(keydown(pygame.K_UP))
    help_.handle_event(wheel(2))
    assert help_.scroll == 0
    help_.handle_event(keydown(pygame.K_PAGEDOWN))
    assert help_.scroll == max(line, help_.view.height - line)
    help_.handle_event(keydown(pygame.K_END))
    assert help_.scroll == help_.max_scroll
    help_.handle_event(keydown(pygame.K_DOWN))
    assert help_.scroll == help_.max_scroll
    help_.handle_event(keydown(pygame.K_HOME))
    assert help_.scroll == 0
    help_.handle_event(keydown(pygame.K_TAB))
    assert help_.scroll == 0 and help_.page is HelpPage.KEYS


def test_scrolling_moves_the_text_and_the_thumb(font: Typeface) -> None:
    help_ = overlay(font)
    top = painted(help_)
    help_.handle_event(keydown(pygame.K_END))
    bottom = painted(help_)
    view, track = help_.view, pygame.Rect(help_.view.right + 1, help_.view.top, 4, help_.view.height)
    assert pygame.image.tobytes(top.subsurface(view), "RGB") != pygame.image.tobytes(bottom.subsurface(view), "RGB")
    first_face = [y for y in range(track.top, track.bottom) if rgb(top, (track.centerx, y)) == CLASSIC.face]
    last_face = [y for y in range(track.top, track.bottom) if rgb(bottom, (track.centerx, y)) == CLASSIC.face]
    assert first_face and last_face and min(first_face) < min(last_face)


# ---------------------------------------------------------------------- drawing


@pytest.mark.parametrize("theme", ["classic", "dark"])
def test_it_paints_a_panel_with_a_title_band_over_a_dimmed_board_and_nothing_outside(
    font: Typeface, theme: str
) -> None:
    c = chrome(theme)
    help_ = overlay(font, "keys", 1, pygame.Rect(20, 20, 300, 260), theme)
    surface = pygame.Surface((340, 300))
    surface.fill(BOARD)
    help_.draw(surface)
    dimmed = tuple(round(v * d / 255) for v, d in zip(BOARD, DIM, strict=True))
    assert rgb(surface, (help_.area.left, help_.area.top)) == dimmed
    assert rgb(surface, (help_.area.left - 1, help_.area.top)) == BOARD  # outside the area: untouched
    assert rgb(surface, (help_.area.right, help_.area.bottom - 1)) == BOARD
    assert blends_of(colours_in(surface, help_.band), c.accent, c.on_accent)
    assert c.ink in colours_in(surface, help_.view)
    assert c.dim_ink in colours_in(surface, help_.hint)
    help_.scroll_by(next(line.y for line in help_.lines if line.heading))  # the first heading, below the keys
    help_.draw(surface)
    assert c.accent in colours_in(surface, help_.view)  # headings
    assert rgb(surface, (help_.area.left, help_.area.top)) == dimmed  # a second draw does not darken it again


def test_the_title_band_shows_the_page_number_when_there_is_room(font: Typeface) -> None:
    wide, narrow = overlay(font, "help", 1, pygame.Rect(0, 0, 300, 200)), overlay(font, "help", 1, SMALL)
    wide_band, narrow_band = painted(wide, (300, 200)), painted(narrow)

    def lit_columns(surface: pygame.Surface, band: pygame.Rect) -> list[int]:
        return [
            x
            for x in range(band.left, band.right)
            if any(rgb(surface, (x, y)) == CLASSIC.on_accent for y in range(band.top, band.bottom))
        ]

    assert max(lit_columns(wide_band, wide.band)) > wide.band.right - 20  # "1/3" flush right
    assert max(lit_columns(narrow_band, narrow.band)) < narrow.band.left + font.size("How to play", 1)[0] + 8
