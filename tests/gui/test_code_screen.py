"""Play a code through the real loop: typed or pasted, ours or the community's b/m link, refused with the
decoder's reason when it is damaged; reached from the menu and the menu bar."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

import pygame
import pytest

from minesweeper.cli import add_board_options, board_choice
from minesweeper.core.errors import BoardCodeError
from minesweeper.core.formats.codes import decode_board, encode_bm, encode_board
from minesweeper.core.layout import Layout
from minesweeper.gui.art.font import BODY_FILE, body_em, face
from minesweeper.gui.platform import clipboard
from minesweeper.gui.screens.code import CodeScreen
from minesweeper.gui.screens.puzzles import PuzzlesScreen
from minesweeper.gui.screens.start import StartScreen
from tests.gui.driver import Driver
from tests.gui.puzzle_kit import DRAWN, ctrl, showing, type_text

BEGINNER = Layout.parse("""
*........
.*.......
..*......
...*.....
....*....
.....*...
......*..
.......*.
.......**
""")


def code_screen(tmp_path: Path) -> tuple[Driver, CodeScreen]:
    driver = Driver(tmp_path)
    driver.key(pygame.K_k)
    return driver, showing(driver, CodeScreen)


def test_a_typed_code_plays_that_exact_board(tmp_path: Path) -> None:
    driver, _ = code_screen(tmp_path)
    type_text(driver, encode_board(5, 4, DRAWN.cells).lower())  # case does not matter
    driver.key(pygame.K_RETURN)
    game = driver.play.game
    assert game.layout == DRAWN and game.difficulty.is_custom
    driver.key(pygame.K_ESCAPE)
    showing(driver, StartScreen)


@pytest.mark.parametrize(
    "text",
    [
        encode_board(9, 9, BEGINNER.cells),
        f"https://example.org/minesweeper/?{encode_bm(9, 9, BEGINNER.cells)}",
        encode_bm(9, 9, BEGINNER.cells),
    ],
)
def test_a_pasted_code_or_link_plays(tmp_path: Path, text: str) -> None:
    driver, screen = code_screen(tmp_path)
    clipboard.copy(text)
    ctrl(driver, pygame.K_v)
    assert screen.field.text == text
    driver.key(pygame.K_RETURN)
    assert driver.play.game.layout == BEGINNER


def test_the_paste_button_replaces_what_was_typed(tmp_path: Path) -> None:
    driver, screen = code_screen(tmp_path)
    type_text(driver, "junk")
    clipboard.copy(f"  {encode_board(5, 4, DRAWN.cells)}\n")
    driver.click(screen.paste_button.rect.center)
    assert screen.field.text == encode_board(5, 4, DRAWN.cells)
    driver.click(screen.play_button.rect.center)
    assert driver.play.game.layout == DRAWN


def test_a_tampered_code_gets_the_decoders_reason_and_plays_nothing(tmp_path: Path) -> None:
    code = encode_board(9, 9, BEGINNER.cells)
    tampered = code[:-3] + ("Z" if code[-3] != "Z" else "Y") + code[-2:]
    with pytest.raises(BoardCodeError) as reason:
        decode_board(tampered)
    driver, screen = code_screen(tmp_path)
    type_text(driver, tampered)
    driver.key(pygame.K_RETURN)
    assert driver.app.screen is screen
    assert screen.error == str(reason.value)[:1].upper() + str(reason.value)[1:]
    assert "checksum" in screen.error
    type_text(driver, "x")  # typing again clears the message
    assert screen.error == ""


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Paste or type a code first"),
        ("hello", "That is not a board code"),
        ("?b=1&m=zz", "M= may hold only the base-32 digits"),
        (
            encode_board(600, 1, bytes([1]) + bytes(599)),
            "That board is 600 x 1: the window plays boards up to 500 x 500",
        ),
    ],
)
def test_what_is_not_a_playable_code_is_refused(tmp_path: Path, text: str, message: str) -> None:
    driver, screen = code_screen(tmp_path)
    screen.field.set_text(text)
    driver.key(pygame.K_RETURN)
    assert driver.app.screen is screen and screen.error.startswith(message)


def test_the_field_edits_like_a_text_box(tmp_path: Path) -> None:
    driver, screen = code_screen(tmp_path)
    field = screen.field
    type_text(driver, "MS1-9x9")
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_DELETE)
    type_text(driver, "W")
    driver.key(pygame.K_END)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_BACKSPACE)
    driver.key(pygame.K_RIGHT)
    type_text(driver, "!")
    assert (field.text, field.caret) == ("WS1-99!", 7)
    clipboard.copy("x" * field.max_length)
    ctrl(driver, pygame.K_v)  # at the caret, as much as fits
    assert len(field.text) == field.max_length and field.text.startswith("WS1-99!x")
    driver.click(screen.back_button.rect.center)
    showing(driver, StartScreen)


def test_a_long_code_keeps_the_caret_in_view(tmp_path: Path) -> None:
    driver, screen = code_screen(tmp_path)
    rng = random.Random(4)
    code = encode_board(40, 30, bytes(rng.random() < 0.2 for _ in range(1200)))
    clipboard.copy(code)
    ctrl(driver, pygame.K_v)
    assert screen.field.text == code and len(code) > 200
    assert screen.field.offset > 0  # the start scrolled out of the box, the end is shown
    shown_end = driver.pixels(screen.field.rect)
    driver.key(pygame.K_HOME)
    assert screen.field.offset == 0 and driver.pixels(screen.field.rect) != shown_end


def choose_item(driver: Driver, label: str) -> None:
    """Open the game's Game menu with a click and click the item called ``label``."""
    bar = driver.play.canvas.bar
    driver.click(bar.titles[0].center)
    labels = [getattr(item, "label", "") for item in bar.menus[0].items]
    driver.click(bar.rows[0][labels.index(label)].center)


def test_the_menu_bar_reaches_the_puzzles_and_a_code(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "beginner")
    choose_item(driver, "Puzzles...")
    showing(driver, PuzzlesScreen)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_4)
    choose_item(driver, "Play a code...")
    showing(driver, CodeScreen)


def _wrapped(text: str, gap: str) -> str:
    """``text`` as a chat program might hand it on: broken every 7 characters by ``gap``, padded around."""
    return f"{gap}{gap.join(text[i : i + 7] for i in range(0, len(text), 7))}{gap}"


SAME_RULE_INPUTS = [
    *(_wrapped(encode_board(5, 4, DRAWN.cells), gap) for gap in (" ", "\n", "\t", "\r\n ")),
    *(_wrapped(encode_bm(5, 4, DRAWN.cells), gap) for gap in (" ", "\n", "\t", "\r\n ")),
    _wrapped(f"https://example.org/play?{encode_bm(5, 4, DRAWN.cells)}", "\n"),
    "b=\n1&m=zz",
    "MS1-\t5x4",
    "hello\nthere",
]


@pytest.mark.parametrize("text", SAME_RULE_INPUTS)
def test_the_window_and_board_code_option_accept_and_refuse_the_same_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str
) -> None:
    """A code with spaces, tabs or line breaks plays in both front ends or in neither, for the same reason."""
    parser = argparse.ArgumentParser(prog="test")
    add_board_options(parser)
    try:
        terminal = board_choice(parser, parser.parse_args(["--board-code", text])).layout
    except SystemExit:
        terminal, reason = None, capsys.readouterr().err.rstrip("\n").split("test: error: ", 1)[1]
    driver, screen = code_screen(tmp_path)
    screen.field.set_text(text)
    driver.key(pygame.K_RETURN)
    if terminal is None:
        shown = reason
        assert driver.app.screen is screen and screen.error == shown[:1].upper() + shown[1:]
    else:
        assert terminal == DRAWN and driver.play.game.layout == DRAWN


def press_as_sdl(driver: Driver, key: int, char: str) -> None:
    """One key press as SDL delivers it while text input is on: its key, its text and its release, together."""
    driver.post(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0)
    driver.post(pygame.TEXTINPUT, text=char)
    driver.post(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0)
    driver.step()


def test_the_key_that_opens_the_screen_is_not_typed_into_it(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    press_as_sdl(driver, pygame.K_k, "k")
    screen = showing(driver, CodeScreen)
    assert screen.field.text == ""
    clipboard.copy(encode_board(5, 4, DRAWN.cells))
    ctrl(driver, pygame.K_v)
    driver.key(pygame.K_RETURN)
    assert driver.play.game.layout == DRAWN
    driver.key(pygame.K_ESCAPE)
    press_as_sdl(driver, pygame.K_k, "k")
    type_text(driver, "ab")  # what is typed after it goes in
    assert showing(driver, CodeScreen).field.text == "ab"


def test_the_example_in_the_refusal_is_drawn_in_letters_the_type_has(tmp_path: Path) -> None:
    driver, screen = code_screen(tmp_path)
    type_text(driver, "hello")
    driver.key(pygame.K_RETURN)
    assert screen.error.startswith("That is not a board code") and "MS1-30x16-99-B\u2026" in screen.error
    shape = face(BODY_FILE, body_em(screen.scale))
    assert None not in shape.font.get_metrics(screen.error), "a letter of the refusal has no glyph"
