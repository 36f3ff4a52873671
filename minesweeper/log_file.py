"""The windowed launcher's log file (see ``launcher``), kept apart so that a start loads ``logging`` only once its
window is on screen."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path


class LogFile(logging.Handler):
    """The size-capped log file, found (``where``) and made, with its folder, only when there is a first line to
    write: a run with nothing to report leaves no file behind, and the start of every run does not pay for loading
    ``logging.handlers`` or for looking the folder up. One older file of at most ``most_bytes`` is kept beside it."""

    def __init__(self, where: Callable[[], Path], most_bytes: int) -> None:
        super().__init__()
        self.where = where
        self.most_bytes = most_bytes
        self.file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self.file is None:
                from logging.handlers import RotatingFileHandler

                path = self.where()
                path.parent.mkdir(parents=True, exist_ok=True)
                self.file = RotatingFileHandler(path, maxBytes=self.most_bytes, backupCount=1, encoding="utf-8")
                self.file.setFormatter(self.formatter)
            self.file.emit(record)
        except Exception:  # a log that cannot be written must not stop the game: as any handler, it says so once
            self.handleError(record)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
        super().close()
