"""Opening the display, and the one place that says there is none to open the window on.

SDL, left to choose its video driver, tries X11 and Wayland and then falls back to its offscreen driver, which
draws into memory: with no reachable display the game would run where nobody can see it until it is killed. And
asking Wayland's library for a display with no Wayland socket to go to makes it print "XDG_RUNTIME_DIR is invalid"
on standard error, a line about nothing the player did. So on the desktops that have X11 or Wayland, where SDL is
left to choose, the game names the drivers with a screen that can be there (SDL takes a comma-separated list): X11
when ``DISPLAY`` names a display, Wayland when its socket exists. A driver the player or a test names in
``SDL_VIDEODRIVER`` is taken as named, SDL's headless ones (``dummy``, ``offscreen``) included, but a headless
driver SDL falls back to by itself is no window. Every way of having no display is one ``NoDisplay``, whose message
is the one line the player reads.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

import pygame
from pygame.base import error as PygameError

from minesweeper.core.errors import NoDisplay
from minesweeper.core.language.translate import N_, _

DRIVER_VARIABLE = "SDL_VIDEODRIVER"
HEADLESS = ("dummy", "offscreen")  # SDL's drivers that draw into memory: no window anyone sees
DESKTOPS = ("linux", "freebsd", "openbsd", "netbsd")  # where SDL's screens are X11's and Wayland's
ADVICE = N_("start it from a desktop session, or play in the terminal with --text")


def wayland_socket(env: Mapping[str, str]) -> bool:
    """Whether a Wayland compositor's socket is where Wayland's library would look for it (``WAYLAND_SOCKET``, a
    socket handed over already, counts as one)."""
    if env.get("WAYLAND_SOCKET"):
        return True
    name = env.get("WAYLAND_DISPLAY") or "wayland-0"
    if os.path.isabs(name):
        return Path(name).is_socket()
    runtime = env.get("XDG_RUNTIME_DIR", "")
    return bool(runtime) and Path(runtime, name).is_socket()


def screen_drivers(env: Mapping[str, str]) -> list[str]:
    """The drivers with a screen that may be there, in SDL's own order of preference."""
    drivers = ["x11"] if env.get("DISPLAY", "").strip() else []  # i18n: fixed (a variable's name)
    return [*drivers, "wayland"] if wayland_socket(env) else drivers


def advised(problem: str) -> str:
    """Why there is no window, then what the player can do instead (``ADVICE``), in one line."""
    # Translators: why the window cannot open, then what the player can do ("start it from a desktop session...").
    return _("{problem}; {advice}").format(problem=problem, advice=_(ADVICE))


def no_display_here(env: Mapping[str, str]) -> str:
    """Why there is no display, in the player's words, when neither X11 nor Wayland names one."""
    wayland = env.get("WAYLAND_DISPLAY")
    if wayland:
        # Translators: DISPLAY is an environment variable's name (keep it); {wayland} the Wayland display's name.
        missing = _("no display to open the window on: DISPLAY is not set and Wayland's {wayland} is not there")
        return advised(missing.format(wayland=repr(wayland)))
    # Translators: DISPLAY and WAYLAND_DISPLAY are environment variables' names: keep them.
    return advised(_("no display to open the window on: neither DISPLAY nor WAYLAND_DISPLAY is set"))


def open_display(env: Mapping[str, str] = os.environ) -> None:
    """Initialise SDL's video on a display with a screen, or raise ``NoDisplay`` saying why there is none."""
    asked = env.get(DRIVER_VARIABLE, "").strip()
    chosen = asked
    if not asked and sys.platform.startswith(DESKTOPS):
        drivers = screen_drivers(env)
        if not drivers:
            raise NoDisplay(lambda: no_display_here(env))
        chosen = ",".join(drivers)
    try:
        _init(chosen)
    except PygameError as error:
        said = str(error)  # (``error`` is gone once this block ends; the words are put together later)
        if asked:
            setting = f"{DRIVER_VARIABLE}={asked!r}"
            raise NoDisplay(lambda: not_opened(setting, said)) from None
        shown = env.get("DISPLAY", "").strip() or env.get("WAYLAND_DISPLAY", "")  # i18n: fixed (variables' names)
        raise NoDisplay(lambda: not_reached(shown, said)) from None
    driver = pygame.display.get_driver()
    if driver in HEADLESS and driver not in asked.lower().split(","):
        pygame.display.quit()
        raise NoDisplay(lambda: only_headless(driver))


def not_opened(setting: str, error: str) -> str:
    """The driver the player named (``setting``: "SDL_VIDEODRIVER='x11'") failed with SDL's ``error``."""
    # Translators: {setting} is what the player set, as typed (SDL_VIDEODRIVER='x11'); {error} is SDL's words.
    return advised(_("cannot open the window with {setting} ({error})").format(setting=setting, error=error))


def not_reached(shown: str, error: str) -> str:
    """The display named (``shown``: ":0") could not be reached: SDL's ``error``."""
    # Translators: {display} is the display's name (':0'); {error} SDL's own words.
    unreached = _("cannot reach the display {display} to open the window on ({error})")
    return advised(unreached.format(display=repr(shown), error=error))


def only_headless(driver: str) -> str:
    """SDL fell back by itself to a ``driver`` that draws into memory: no window anyone would see."""
    # Translators: {driver} is the name of SDL's video driver ("offscreen", "dummy").
    return advised(_("no display to open the window on (SDL found only its {driver} driver)").format(driver=driver))


def _init(drivers: str) -> None:
    """SDL's video with ``drivers`` (its own choice when empty), the environment left as it was."""
    before = os.environ.get(DRIVER_VARIABLE)
    if drivers:
        os.environ[DRIVER_VARIABLE] = drivers
    try:
        pygame.display.init()
    finally:
        if before is None:
            os.environ.pop(DRIVER_VARIABLE, None)
        else:
            os.environ[DRIVER_VARIABLE] = before
