"""Which video drivers the game names to SDL, and what it says when there is no display (``platform.display``);
the real starts with no display are tests/e2e/test_no_display.py's."""

from __future__ import annotations

import socket
import sys
from pathlib import Path

import pygame
import pytest

from minesweeper.core.errors import NoDisplay
from minesweeper.gui.platform import display
from minesweeper.gui.platform.display import open_display, screen_drivers


def test_x11_is_named_when_display_names_a_server_and_wayland_when_its_socket_exists(tmp_path: Path) -> None:
    with socket.socket(socket.AF_UNIX) as compositor:
        compositor.bind(str(tmp_path / "wayland-0"))
        runtime = str(tmp_path)
        assert screen_drivers({"DISPLAY": ":0", "XDG_RUNTIME_DIR": runtime}) == ["x11", "wayland"]
        assert screen_drivers({"XDG_RUNTIME_DIR": runtime}) == ["wayland"]  # Wayland's default socket name
        assert screen_drivers({"WAYLAND_DISPLAY": str(tmp_path / "wayland-0")}) == ["wayland"]  # a path, as given
        assert screen_drivers({"WAYLAND_DISPLAY": "wayland-1", "XDG_RUNTIME_DIR": runtime}) == []
        assert screen_drivers({"WAYLAND_DISPLAY": "wayland-0"}) == []  # no runtime folder: nowhere to look
    assert screen_drivers({"DISPLAY": " "}) == []
    assert screen_drivers({"WAYLAND_SOCKET": "3"}) == ["wayland"]


def test_no_display_names_what_is_missing_and_what_to_do() -> None:
    with pytest.raises(NoDisplay, match=r"neither DISPLAY nor WAYLAND_DISPLAY is set; .* --text"):
        open_display({})
    with pytest.raises(NoDisplay, match=r"Wayland's 'wayland-9' is not there"):
        open_display({"WAYLAND_DISPLAY": "wayland-9"})


def test_a_headless_driver_asked_for_by_name_is_taken() -> None:
    open_display({"SDL_VIDEODRIVER": "dummy"})
    try:
        assert pygame.display.get_driver() == "dummy"
    finally:
        pygame.display.quit()


def test_a_headless_driver_sdl_falls_back_to_is_no_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the game lets SDL choose (not X11's and Wayland's desktops), SDL's offscreen fallback is refused."""
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")  # what SDL's own choice would come to
    monkeypatch.setattr(display, "_init", lambda drivers: pygame.display.init())
    with pytest.raises(NoDisplay, match="SDL found only its offscreen driver"):
        open_display({})
    assert not pygame.display.get_init()


def test_a_driver_sdl_lacks_is_said_with_its_name() -> None:
    with pytest.raises(NoDisplay, match=r"SDL_VIDEODRIVER='bogus' \(bogus not available\)"):
        open_display({"SDL_VIDEODRIVER": "bogus"})
