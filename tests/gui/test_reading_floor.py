"""The help pages and the results card's sentences are read: at a compact 1x frame (Expert on an 800x600 laptop)
they take the body size of the window's scale, as the status line does, and on a big screen the card's sentences
are never smaller than its own labels."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.gui.art.prose import Prose
from minesweeper.gui.geometry import Size
from minesweeper.gui.widgets.help_text import HelpPage
from tests.gui.driver import Driver


def lost_expert(tmp_path: Path) -> Driver:
    """Expert lost on its second click, the card up with its verdict."""
    driver = Driver.preset(tmp_path, "expert", seed=7)
    driver.click_cell(15, 8)
    layout = driver.play.game.layout
    assert layout is not None
    x, y = min(layout.mines)
    driver.click_cell(x, y)
    assert driver.play.game.is_over
    driver.solver_answers()
    return driver


@pytest.mark.parametrize("desktop", [(800, 600)], indirect=True)
@pytest.mark.parametrize("page", [HelpPage.HOW_TO_PLAY, HelpPage.RECENT])
def test_help_pages_are_at_reading_size_on_expert_at_800x600(tmp_path: Path, desktop: Size, page: HelpPage) -> None:
    driver = Driver.preset(tmp_path, "expert")
    try:
        assert driver.play.view.layout.scale == 1, "the test is about the compact 1x frame"
        driver.play.command(page)
        driver.step()
        help_ = driver.play.canvas.help
        assert help_ is not None
        assert help_.prose.size_px >= Prose.for_scale(1).size_px, "the help's sentences are at the chrome's 1x size"
        assert driver.app.surface.get_rect().contains(help_.panel)
    finally:
        driver.close()


@pytest.mark.parametrize("desktop", [(800, 600), (1024, 768)], indirect=True)
def test_the_cards_sentences_are_at_reading_size_on_expert_at_a_laptop(tmp_path: Path, desktop: Size) -> None:
    driver = lost_expert(tmp_path)
    try:
        card = driver.play.canvas.results
        assert card is not None
        assert card.prose.size_px >= Prose.for_scale(1).size_px, (
            "the card's Boom line and verdict are at the chrome's 1x size"
        )
        window = driver.app.surface.get_rect()
        assert window.contains(card.panel), "the card is cut off"
        for widget in card.widgets():
            assert card.panel.contains(widget.rect), f"{widget.name} lies outside the card"
    finally:
        driver.close()


@pytest.mark.parametrize("desktop", [(1920, 1080), (3840, 2160)], indirect=True)
def test_the_cards_sentences_are_no_smaller_than_its_labels_on_big_screens(tmp_path: Path, desktop: Size) -> None:
    driver = lost_expert(tmp_path)
    try:
        driver.resize((desktop[0] - 40, desktop[1] - 90))  # maximised
        card = driver.play.canvas.results
        assert card is not None
        assert card.prose.capital_height() >= driver.app.ctx.font.capital_height(card.scale), (
            "the sentences are smaller than the labels"
        )
        assert driver.app.surface.get_rect().contains(card.panel)
    finally:
        driver.close()
