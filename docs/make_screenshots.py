"""``make screenshots``: draw the README's pictures (menu, a game in progress, a loss, a win) headless.

The scenes are the golden-image tests' own, so what the README shows is what the tests check.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from tests.gui.scenes import SCENES, render  # noqa: E402


def main() -> int:
    for name in SCENES:
        with tempfile.TemporaryDirectory() as tmp:
            picture = render(name, Path(tmp))
        target = ROOT / "docs" / f"{name}.png"
        pygame.image.save(picture, str(target))
        print(f"wrote {target.relative_to(ROOT)} {picture.get_width()}x{picture.get_height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
