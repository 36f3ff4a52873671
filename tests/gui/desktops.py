"""The screen sizes every layout test puts the window on, from an 800x600 laptop to a 4K monitor (the ``desktop``
fixture in ``conftest`` pretends the screen is one of them)."""

from minesweeper.gui.geometry import Size

SIZES: list[Size] = [(800, 600), (1024, 768), (1366, 768), (1920, 1080), (3840, 2160)]
