"""The screen sizes every layout test puts the window on, from an 800x600 laptop to a 4K monitor (the ``desktop``
fixture in ``conftest`` pretends the screen is one of them)."""

from typing import Any

import pytest

from minesweeper.gui.geometry import Size

SIZES: list[Size] = [(800, 600), (1024, 768), (1366, 768), (1920, 1080), (3840, 2160)]
QUICK: frozenset[Size] = frozenset({(800, 600), (1920, 1080)})
"""The sizes the quick loop (``make test-fast``) lays every screen out on; the others run with the whole suite."""


def desktop_params() -> list[Any]:
    """``SIZES`` as test parameters named ``WxH``, those not in ``QUICK`` marked slow."""
    return [
        pytest.param(size, id=f"{size[0]}x{size[1]}", marks=() if size in QUICK else pytest.mark.slow) for size in SIZES
    ]
