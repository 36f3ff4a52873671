"""The terminal front end: the play loop, its boards, the commands for scripts, history and the solver's words.

``minesweeper-text`` and ``python -m minesweeper --text`` start :func:`main`; it is loaded from ``play`` only
when called, so importing the package costs nothing.
"""

from __future__ import annotations


def main(argv: list[str] | None = None) -> int:
    """The text mode's entry point (the ``minesweeper-text`` script)."""
    from minesweeper.text.play import main as play_main
    from minesweeper.text.reader import ReaderGame  # the screen-reader mode, which builds on game's TextGame

    return play_main(argv, reader=ReaderGame.from_options)
