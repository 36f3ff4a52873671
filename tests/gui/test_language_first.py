"""What the window says before it has read the settings is in the player's language where it can be: a damaged
settings file's notice, and the line that says there is no display, are in ``--lang``'s language or the system's (a
file that cannot be read cannot say which language it keeps)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from minesweeper.core.language.translate import installed
from minesweeper.gui.platform.display import ADVICE
from minesweeper.gui.startup import main as window
from minesweeper.language import load
from tests.gui.driver import Driver

ASKED = {"--lang de": ("C", "de"), "the system's German": ("de_DE.UTF-8", None)}


@pytest.mark.parametrize(("system", "lang"), ASKED.values(), ids=ASKED.keys())
def test_a_damaged_settings_files_notice_is_in_the_language_of_lang_or_the_systems(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, system: str, lang: str | None
) -> None:
    monkeypatch.setenv("LANGUAGE", system)
    (tmp_path / "settings.json").write_text("{damaged", encoding="utf-8")
    english = "using default settings"  # what the game does instead, said after the file's notice
    german = load("de").catalogue.gettext(english)
    assert german != english
    driver = Driver(tmp_path, lang=lang)
    try:
        notice = driver.app.screen.heard().notice
        assert notice.endswith(german), notice  # (the file named first, then what was done with it)
        assert installed().code == "de"
    finally:
        driver.close()


def test_the_settings_language_is_installed_after_reading_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A German system, French kept in Settings: the window is French."""
    monkeypatch.setenv("LANGUAGE", "de_DE.UTF-8")
    (tmp_path / "settings.json").write_text('{"version": 2, "language": "fr"}', encoding="utf-8")
    driver = Driver(tmp_path, lang=None)
    try:
        assert installed().code == "fr"
    finally:
        driver.close()


@pytest.mark.parametrize(("system", "lang"), ASKED.values(), ids=ASKED.keys())
def test_no_display_is_said_in_the_language_of_lang_or_the_systems(
    monkeypatch: pytest.MonkeyPatch, system: str, lang: str | None
) -> None:
    monkeypatch.setenv("LANGUAGE", system)
    monkeypatch.setenv("SDL_VIDEODRIVER", "bogus")  # a driver SDL lacks: no window can open
    monkeypatch.setattr(sys, "platform", "linux")
    advice = load("de").catalogue.gettext(ADVICE)
    assert advice != ADVICE
    with pytest.raises(SystemExit) as stopped:
        window(["--lang", lang] if lang else [])
    said = str(stopped.value.code)
    assert said.startswith("minesweeper: ") and said.endswith(advice) and "bogus" in said, said
