"""A language written right to left in the window (the pseudo-locale ``ar_XB``, and any shipped one): its lines in
English's line boxes with every Arabic letter whole, and what starts at the left in English starting at the right:
the message bar's lines (its scroll track at their end, the left), the card's sentences and its figures' labels
(right of their values), the menu's group headings, Settings' names, Help's paragraphs and its rows, the live
counters' words. The board, the counters and the face stay where English has them, pixel for pixel."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from itertools import pairwise
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from minesweeper.core.language.cldr import LOCALES
from minesweeper.core.language.pseudo import RightToLeft
from minesweeper.core.language.translate import ENGLISH, install_language
from minesweeper.core.metrics.scorecard import Figure
from minesweeper.core.presets import PRESETS
from minesweeper.gui.art.font import (
    BODY_EM,
    BODY_FILE,
    HEADING_EM,
    HEADING_FILE,
    TALL_LETTERS,
    Typeface,
    _arabic,
    _fallback,
    as_read,
    face,
)
from minesweeper.gui.art.palette import chrome
from minesweeper.gui.play.card_buttons import card_buttons
from minesweeper.gui.play.results_card import EndPanel
from minesweeper.gui.screens.code import CodeScreen
from minesweeper.gui.screens.settings import OPTIONS, SettingsScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.gui.widgets.help_overlay import HelpOverlay
from minesweeper.language import RIGHT_TO_LEFT, load
from tests.gui.driver import SCENE_BOARD, Driver
from tests.gui.puzzle_kit import showing
from tests.gui.test_layout_sizes import open_entry
from tests.gui.test_message_bar import tick

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "minesweeper" / "locale"
FACES = [(BODY_FILE, em) for em in BODY_EM] + [(HEADING_FILE, em) for em in HEADING_EM]
LATIN = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz()[]%/.:,;-+×"
"""What of Latin a line of a right-to-left language holds: figures, cell names, 3BV, NF, IOE (no accented capital)."""
ARABIC_LETTER = re.compile("[\u0600-\u06ff]")


@pytest.fixture
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield
    install_language(ENGLISH)
    pygame.display.quit()


def right_to_left() -> None:
    install_language(load(RIGHT_TO_LEFT))


@cache
def arabic_words() -> tuple[str, ...]:
    """Every word a right-to-left line of the game writes in Arabic letters: the pseudo-locale's of every sentence in
    the template, every shipped right-to-left catalogue's, each tall letter alone and alef's hamzas after lam."""
    template = ROOT / "minesweeper" / "locale" / "minesweeper.pot"
    with template.open("rb") as file:
        sentences = [
            RightToLeft().gettext(message.id if isinstance(message.id, str) else message.id[0])
            for message in read_po(file)
            if message.id
        ]
    for path in sorted(LOCALE.glob("*/LC_MESSAGES/minesweeper.po")):
        if LOCALES[path.parents[1].name].rtl:
            with path.open("rb") as file:
                for message in read_po(file):
                    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
                    sentences += [text for text in strings if text]
    words = {word for sentence in sentences for word in sentence.split() if ARABIC_LETTER.search(word)}
    return tuple(sorted(words | set(TALL_LETTERS) | {"لأ", "لإ", "لآ"}))


def ink_columns(surface: pygame.Surface, rect: pygame.Rect, ground: pygame.Color | tuple[int, int, int]) -> list[int]:
    """The columns of ``rect`` holding any pixel other than ``ground``."""
    colour = pygame.Color(ground)
    return [
        x
        for x in range(rect.left, rect.right)
        if any(surface.get_at((x, y))[:3] != colour[:3] for y in range(rect.top, rect.bottom))
    ]


# ---------------------------------------------------------------------- the line box


def test_a_right_to_left_language_sets_its_lines_in_englishs_line_boxes(display: None) -> None:
    """Every layout that holds an English line holds a right-to-left one: same height, same line step."""
    english = [(face(name, em).height, face(name, em).line_h) for name, em in FACES]
    right_to_left()
    assert [(face(name, em).height, face(name, em).line_h) for name, em in FACES] == english
    assert all(face(name, em).script_em < em for name, em in FACES)  # the Arabic letters set a little smaller


def test_every_arabic_word_and_the_latin_beside_it_lies_inside_the_line_box(display: None) -> None:
    """Each word the game writes in Arabic letters, shaped, inks no higher than the face's ascender above the baseline
    nor lower than the box's foot below it; so do figures, capitals and descenders in Inter. No letter is cut."""
    right_to_left()
    words = arabic_words()
    assert len(words) > 100
    for name, em in FACES:
        shape = face(name, em)
        arabic = _fallback(_arabic(name), shape.script_em, True)
        cut = []
        for word in words:
            ink = arabic.render(word, True, (255, 255, 255)).get_bounding_rect()
            above, below = arabic.get_ascent() - ink.top, ink.bottom - arabic.get_ascent()
            if above > shape.ascender or below > shape.height - shape.ascender:
                cut.append((word, above, below))
        assert not cut, f"{name} at {em} px (Arabic at {shape.script_em}): {cut[:5]}"
        metrics = [metric for metric in shape.font.get_metrics(LATIN) if metric is not None]
        assert max(metric[3] for metric in metrics) <= shape.ascender
        assert max(-metric[2] for metric in metrics) <= shape.height - shape.ascender


# ---------------------------------------------------------------------- the side a line starts from


def test_text_is_placed_from_the_start_of_its_box_and_mirrored_only_right_to_left(display: None) -> None:
    box, place = pygame.Rect(10, 0, 100, 20), pygame.Rect(14, 3, 30, 10)
    assert as_read(box, place) == place
    right_to_left()
    assert as_read(box, place) == pygame.Rect(76, 3, 30, 10)  # 4 from the right edge, as it was 4 from the left


def test_the_message_bar_starts_its_lines_at_the_right_and_scrolls_at_the_left(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD, lang=RIGHT_TO_LEFT)
    try:
        layout, frame = driver.play.view.layout, driver.play.canvas.frame
        box, scale, ground = layout.message, layout.scale, driver.app.ctx.colours.face
        driver.play.flow.say(RightToLeft().gettext("Cell A5 is safe"))
        tick(driver)
        columns = ink_columns(driver.app.surface, box, ground)
        assert columns and box.right - 1 - columns[-1] <= 2 * scale + 1
        assert columns[0] - box.left > box.width // 3
        driver.play.flow.say(RightToLeft().gettext("Word ") * 200 + "end.")  # more lines than the bar holds
        driver.app.ctx.notices.append("notice")
        tick(driver)
        track = driver.app.ctx.colours.track
        assert driver.app.surface.get_at((box.left + 1, box.centery))[:3] == pygame.Color(track)[:3]
        assert driver.app.surface.get_at((box.right - 2, box.centery))[:3] != pygame.Color(track)[:3]
        assert frame.cue_size() > 0
    finally:
        driver.close()


def test_a_row_of_buttons_is_read_from_the_right_its_first_button_at_the_right(tmp_path: Path) -> None:
    """A dialog's buttons (Enter a code's: Back, Paste, Play) mirrored across the window, Back at the right, where the
    row starts; a click finds each where it is drawn."""
    rows = {}
    for language in ("en", RIGHT_TO_LEFT):
        driver = Driver(tmp_path / language, lang=language)
        try:
            driver.key(pygame.K_k)
            screen = showing(driver, CodeScreen)
            rows[language] = [button.rect.copy() for button in screen.buttons]
            width = screen.size()[0]
            if language == RIGHT_TO_LEFT:
                driver.click(screen.back_button.rect.center)
                assert not isinstance(driver.app.screen, CodeScreen)  # Back, where it is drawn
        finally:
            driver.close()
    english, mirrored = rows["en"], rows[RIGHT_TO_LEFT]
    assert english[0].right < english[1].left and english[1].right < english[2].left
    assert mirrored[1].right < mirrored[0].left and mirrored[2].right < mirrored[1].left
    assert [(width - r.right, r.top, r.size) for r in mirrored] == [(r.left, r.top, r.size) for r in english]


def test_the_board_the_counters_and_the_face_are_never_mirrored(tmp_path: Path) -> None:
    pictures = []
    for language in ("en", RIGHT_TO_LEFT):
        driver = Driver(tmp_path / language, difficulty=PRESETS["expert"], seed=7, lang=language)
        try:
            driver.click_cell(15, 8)
            layout = driver.play.view.layout
            status = layout.status.inflate(-2, -2)
            pictures.append((layout.viewport, status, driver.pixels(layout.viewport), driver.pixels(status)))
        finally:
            driver.close()
    assert pictures[0] == pictures[1]


HEADLINE = "Cleared in 93.412 s!"


def card(font: Typeface, headline: str) -> EndPanel:
    return EndPanel(
        font,
        chrome("classic"),
        2,
        pygame.Rect(0, 0, 1000, 700),
        title=RightToLeft().gettext("Won: Expert"),
        headline=headline,
        headline_colour=(0, 128, 0),
        figures=[Figure("3BV", "142"), Figure("IOE", "0.807"), Figure("Clicks", "176"), Figure("Style", "NF")],
        code="MS1-30x16-99-B0C1",
        buttons=card_buttons(True, False),
        verdict="",
    )


def test_the_cards_sentences_start_at_the_right_its_labels_right_of_their_values_its_first_button_at_the_right(
    display: None,
) -> None:
    source = card(Typeface.load(), HEADLINE)
    english = {widget.name: widget.rect for widget in source.widgets()}
    english_first, english_second = (button.rect for button in source.buttons[:2])
    right_to_left()
    panel = card(Typeface.load(), RightToLeft().gettext(HEADLINE))
    rects = {widget.name: widget.rect for widget in panel.widgets()}
    text = pygame.Rect(panel.text_at, (panel.text_w, 0))
    assert rects[RightToLeft().gettext(HEADLINE)].right == text.right and english[HEADLINE].left == text.left
    for label, value in (("3BV", "142"), ("IOE", "0.807")):
        assert english[label].right < english[value].left  # English: the label, then its value to its right
        said = RightToLeft().gettext(label)  # a figure's label is shown through the catalogue too
        assert rects[said].top == rects[value].top and rects[value].right < rects[said].left
    assert rects[RightToLeft().gettext("3BV")].right == text.right  # the first column at the start: the right
    first, second = (button.rect for button in panel.buttons[:2])
    assert english_first.right < english_second.left and second.right < first.left  # the row read from the right
    assert first.right == text.right and first.top == second.top
    image = pygame.Surface((1000, 700))
    panel.draw(image)
    title = panel.band.inflate(-2, -2)
    columns = ink_columns(image, title, chrome("classic").accent)
    assert columns and title.right - columns[-1] < 6 * panel.scale and columns[0] - title.left > title.width // 2


def test_the_menus_headings_and_settings_names_start_at_the_right(tmp_path: Path) -> None:
    driver = Driver(tmp_path, lang=RIGHT_TO_LEFT)
    try:
        menu = driver.app.screen
        assert isinstance(menu, StartScreen)
        ground = driver.app.ctx.colours.face
        surface = driver.app.surface.subsurface(pygame.Rect(driver.app.ctx.origin, menu.size()))
        for _heading, spot in menu.groups:
            columns = ink_columns(surface, spot, ground)
            assert columns and spot.right - 1 - columns[-1] <= 2 * menu.scale and columns[0] > spot.centerx
        screen = open_entry(driver, "settings")
        assert isinstance(screen, SettingsScreen)
        surface = driver.app.surface.subsurface(pygame.Rect(driver.app.ctx.origin, screen.size()))
        row = next(i for i in range(len(screen.rows)) if i != screen.focus)
        room = screen.text_room(row).inflate(-4 * screen.scale, -4 * screen.scale)  # inside its bevel
        columns = ink_columns(surface, room, ground)
        assert columns and room.right - 1 - columns[-1] <= 5 * screen.scale and columns[0] > room.centerx
    finally:
        driver.close()


def test_settings_rows_read_from_the_right_each_name_right_of_its_control_the_arrow_at_plus_steps_up(
    tmp_path: Path,
) -> None:
    """Each row mirrored: its name at the right, its check box or its "-" value "+" at the left, "+" at the row's far
    end as in English; a click on "+" where it is drawn steps the value up, and so does the arrow pointing at it."""
    driver = Driver(tmp_path, lang=RIGHT_TO_LEFT)
    try:
        screen = open_entry(driver, "settings")
        assert isinstance(screen, SettingsScreen)
        for i, row in enumerate(screen.rows):
            if i in screen.checks:
                control = screen.checks[i]
            else:
                minus, box, plus = screen.spinners[i]
                assert plus.rect.right < box.left and box.right < minus.rect.left
                control = minus.rect
            assert row.contains(control) and control.right <= screen.text_room(i).left
            assert screen.text_room(i).right == row.right
        rate = next(i for i, option in enumerate(OPTIONS) if option.field == "speech_rate")
        minus, _box, plus = screen.spinners[rate]
        start = driver.app.ctx.settings.speech_rate
        driver.click(plus.rect.center)
        assert driver.app.ctx.settings.speech_rate == start + 1
        assert screen.focus == rate
        driver.key(pygame.K_LEFT)  # the arrow pointing at "+", at the left
        assert driver.app.ctx.settings.speech_rate == start + 2
        driver.key(pygame.K_RIGHT)
        driver.click(minus.rect.center)
        assert driver.app.ctx.settings.speech_rate == start
    finally:
        driver.close()


def test_the_menus_columns_run_from_the_right_and_the_arrows_move_as_seen(tmp_path: Path) -> None:
    """The menu's grid mirrored across the window: each row's first entry at the right (the first tile at the top
    right), as far from the window's right edge as English's from its left, the next to its left; Left moves to the
    entry drawn to the left."""
    grids, widths = {}, {}
    for language in ("en", RIGHT_TO_LEFT):
        driver = Driver(tmp_path / language, lang=language)
        try:
            menu = driver.app.screen
            assert isinstance(menu, StartScreen)
            widths[language] = menu.size()[0]
            grids[language] = [[entry.button.rect.copy() for entry in row] for row in menu.rows]
            if language == RIGHT_TO_LEFT:
                row = next(r for r, entries in enumerate(menu.rows) if len(entries) > 2)
                menu.selected = (row, 1)
                driver.key(pygame.K_LEFT)
                assert menu.selected == (row, 2)
                assert menu.rows[row][2].button.rect.right < menu.rows[row][1].button.rect.left
                driver.key(pygame.K_RIGHT)
                driver.key(pygame.K_RIGHT)
                assert menu.selected == (row, 0)
        finally:
            driver.close()
    english, mirrored = grids["en"], grids[RIGHT_TO_LEFT]
    first = mirrored[0][0]
    assert first.top == min(r.top for row in mirrored for r in row)
    assert first.right == max(r.right for row in mirrored for r in row)
    for english_row, mirrored_row in zip(english, mirrored, strict=True):
        assert widths[RIGHT_TO_LEFT] - mirrored_row[0].right == english_row[0].left
        assert all(after.right < before.left for before, after in pairwise(mirrored_row))


def test_helps_scroll_bar_stands_at_the_lines_end_the_left_clear_of_the_text(display: None) -> None:
    """As the message bar's: right of the text in English, left of it right to left, where the lines end; the text
    starts at the panel's right, as far from its edge as English's from the left."""
    area, colours = pygame.Rect(0, 0, 420, 320), chrome("classic")
    english = HelpOverlay("help", Typeface.load(), colours, 1, area)
    right_to_left()
    overlay = HelpOverlay("help", Typeface.load(), colours, 1, area)
    s, view, track = overlay.scale, overlay.view, overlay.track
    assert english.scrolls and overlay.scrolls and english.track.left - english.view.right == s
    assert track.right + s == view.left and view.right == english.track.right  # mirrored across the text's box
    image = pygame.Surface(area.size)
    overlay.draw(image)
    assert image.get_at((track.centerx, track.bottom - 1))[:3] == pygame.Color(colours.track)[:3]
    first = pygame.Rect(view.left, view.top, view.width, overlay.prose.line_h)
    columns = ink_columns(image, first, colours.face)
    assert columns and view.right - 1 - columns[-1] <= 2 and columns[0] > track.right


def test_helps_paragraphs_start_at_the_right(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD, lang=RIGHT_TO_LEFT)
    try:
        driver.key(pygame.K_F1)
        overlay = driver.play.canvas.help
        assert isinstance(overlay, HelpOverlay)
        view, line = overlay.view, overlay.prose.line_h
        first = pygame.Rect(view.left, view.top, view.width, line)
        columns = ink_columns(driver.app.surface, first, driver.app.ctx.colours.face)
        assert columns and view.right - 1 - columns[-1] <= 2
    finally:
        driver.close()
