"""The core stays pure: it imports with pygame unimportable and pulls in no disk or GUI library."""

import subprocess
import sys

PROBE = """
import importlib, pkgutil, sys
sys.modules["pygame"] = None  # any import of pygame now raises ImportError
import minesweeper.core
for module in pkgutil.walk_packages(minesweeper.core.__path__, "minesweeper.core."):
    importlib.import_module(module.name)
from minesweeper.core.game import Game
from minesweeper.core.presets import PRESETS
from minesweeper.core.actions import Action, Kind
from minesweeper.core.generate import RandomMines
import random
game = Game(PRESETS["expert"], RandomMines(random.Random(1)))
game.apply(Action(Kind.REVEAL, 3, 3, 0))
heavy = sorted(m for m in sys.modules if m.split(".")[0] in {"pygame", "platformdirs", "minesweeper"}
               and sys.modules[m] is not None
               and not m.startswith("minesweeper.core") and m != "minesweeper")
print(",".join(heavy) or "pure")
"""


def test_core_imports_and_plays_without_pygame_or_the_disk() -> None:
    result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "pure"
