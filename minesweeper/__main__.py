"""``python -m minesweeper``: the window, or the text mode with ``--text``.

This is the one place that chooses the front end (the ``minesweeper`` launcher comes through here too),
so ``--text`` never imports pygame. The environment the window needs before pygame is first imported is
set here: importing pygame under X11 names the window class after ``sys.argv[0]`` (``__main__.py`` for
``python -m``) unless it is already set, and the desktop entry's ``StartupWMClass`` must match it. The
chosen front end is imported, and imports the rest, only once chosen.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

WM_CLASS = "minesweeper"  # the desktop entry's file name and StartupWMClass


def main(argv: list[str] | None = None, *, ready: Callable[[], None] = lambda: None) -> int:
    """Run the front end the command line asks for; ``ready`` is called once it is under way (the window on screen),
    for what a start can do without until then (the launcher's log)."""
    args = sys.argv[1:] if argv is None else argv
    if "--text" in args:
        from minesweeper import text

        ready()
        return text.main([a for a in args if a != "--text"])
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    for variable in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):  # X11 WM_CLASS, Wayland app_id
        os.environ.setdefault(variable, WM_CLASS)
    from minesweeper.gui import startup

    return startup.main(args, ready=ready)


if __name__ == "__main__":
    sys.exit(main())
