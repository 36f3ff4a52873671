"""The ``minesweeper`` command installed by ``[project.gui-scripts]``: what a double-click starts.

Started from an icon, the game may have no console at all (a windowed Windows ``.exe`` gives
``sys.stdout`` and ``sys.stderr`` as None) or one nobody reads (a Linux desktop session), so a failure
would otherwise vanish without a word. This wrapper gives missing streams somewhere to go, keeps errors
and warnings in a size-capped log file in the platform's user log folder, and when the game fails while
no terminal is watching, says so in a native message box before exiting non-zero. The game itself starts
through ``minesweeper.__main__``, which alone picks the window or the text mode; pygame is loaded here only
when there is a box to show, so ``--text`` never loads it. The log is set up once the window is on screen (the game
calls ``start_logging`` then), since a window needs none of it; whatever has to be logged sooner sets it up first.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO, cast

from minesweeper import __main__ as game
from minesweeper.core.errors import NoDisplay
from minesweeper.core.language.translate import _

if TYPE_CHECKING:
    import logging

LOG_NAME = "minesweeper.log"
LOG_MAX_BYTES = 256 * 1024  # one old file is kept beside it, so the log never passes twice this
NO_BOX_ENV = "MINESWEEPER_NO_MESSAGE_BOX"  # set by tests and scripts: a box would wait for a click
HEADLESS_DRIVERS = ("dummy", "offscreen")
TITLE = "Minesweeper"  # i18n: fixed (the game's name)
LOGGER = "minesweeper"  # i18n: fixed (the log's name)


class LogStream(io.TextIOBase):
    """Stands in for a standard stream that is missing or that nobody watches, remembering its last line.

    Lines go on to the original stream (``echo``) when there is one, and into the log at ``level`` (``"info"``,
    ``"warning"``) when there is none: nothing is lost, and a launch from a pipe or a session log does not fill the
    log file with what that stream already keeps. The last line is what a failing start said last (argparse ends
    with ``prog: error: …``), for the message box and the log.
    """

    def __init__(self, level: str, echo: TextIO | None = None) -> None:
        super().__init__()
        self.level = level
        self.echo = echo
        self.last_line = ""
        self._partial = ""

    def writable(self) -> bool:
        return True

    def write(self, text: str, /) -> int:
        if self.echo is not None:
            self.echo.write(text)
        *lines, self._partial = (self._partial + text).split("\n")
        for line in filter(str.strip, lines):
            self.last_line = line
            if self.echo is None:
                getattr(logger(), self.level)("%s", line)
        return len(text)

    def flush(self) -> None:
        if self.echo is not None:
            self.echo.flush()


def log_path() -> Path:
    from platformdirs import PlatformDirs

    return Path(PlatformDirs("minesweeper", appauthor=False).user_log_dir) / LOG_NAME


def logger() -> logging.Logger:
    """The game's logger, its log started first if it was not yet (``start_logging``)."""
    start_logging()
    import logging

    return logging.getLogger(LOGGER)


def start_logging() -> None:
    """Send warnings and errors, ours and Python's, and what the player was told, to the log file (``log_path``, found
    and made only when there is a first line to write); carry on without a log if it cannot be written. Once only: the
    start calls it once its window is on screen, since a window needs none of it, and whatever has to be logged before
    calls it first."""
    import logging

    from minesweeper.log_file import LogFile

    root = logging.getLogger()
    if any(isinstance(handler, LogFile) for handler in root.handlers):
        return
    logging.raiseExceptions = False  # a log that fails to write must not write its complaint to a missing stderr
    logging.getLogger(LOGGER).setLevel(logging.INFO)
    handler = LogFile(log_path, LOG_MAX_BYTES)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    logging.captureWarnings(True)


def watched(stream: object) -> bool:
    """Whether a person sees this stream: only then can an error message rely on it."""
    isatty = getattr(stream, "isatty", None)
    return callable(isatty) and bool(isatty())


def show_message(text: str) -> None:
    """Tell the player in a native dialog; without a usable display the log has to do."""
    if os.environ.get(NO_BOX_ENV) or os.environ.get("SDL_VIDEODRIVER", "").lower() in HEADLESS_DRIVERS:
        return
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame

        pygame.display.message_box(TITLE, text, message_type="error")
    except Exception as error:  # no display, no pygame: nothing else can show it
        logger().warning(
            "could not show the error in a message box: %s", error
        )  # i18n: fixed (the log: read to find a fault)


def exit_status(code: object) -> int:
    """What ``SystemExit(code)`` leaves as the process status, as the interpreter would set it."""
    if code is None:
        return 0
    return code if isinstance(code, int) else 1


def main(argv: list[str] | None = None) -> int:
    console = watched(sys.stderr)
    if sys.stdout is None:
        sys.stdout = cast(TextIO, LogStream("info"))
    errors = LogStream("warning", sys.stderr)
    if not console:
        sys.stderr = cast(TextIO, errors)
    try:
        return game.main(argv, ready=start_logging)
    except SystemExit as stop:
        status = exit_status(stop.code)
        if isinstance(stop.code, str):
            print(stop.code, file=sys.stderr)
        said = stop.code if isinstance(stop.code, str) else errors.last_line
        if status != 0:
            logger().error(
                "exited with status %d%s", status, f": {said}" if said else ""
            )  # i18n: fixed (the log: read to find a fault)
            if not console and not isinstance(stop.__cause__, NoDisplay):  # a box needs the display there is not
                show_message(_("{said}\n\nThe log is in {path}").format(said=said, path=log_path()))
        return status
    except Exception as error:
        logger().exception("stopped by an error")  # i18n: fixed (the log: read to find a fault)
        if errors.echo is not None:
            import traceback

            traceback.print_exc(file=errors.echo)
        if not console:
            stopped = _("Minesweeper stopped because of an error:\n{error}\n\nThe log is in {path}")
            show_message(stopped.format(error=repr(error), path=log_path()))
        return 1


if __name__ == "__main__":  # PyInstaller starts the bundle from this file as a script
    sys.exit(main())
