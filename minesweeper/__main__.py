"""``python -m minesweeper``: the window, or the text mode with ``--text``.

Only the choice of front end happens here, so ``--text`` never imports pygame. Imports nothing heavy.
"""

from __future__ import annotations

import os
import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--text" in args:
        from minesweeper import text

        return text.main([a for a in args if a != "--text"])
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from minesweeper.gui import app

    return app.main(args)


if __name__ == "__main__":
    sys.exit(main())
