"""Golden images: the menu, a game in progress, a loss and a win must look exactly as approved.

Set MINESWEEPER_UPDATE_GOLDEN=1 to write new golden images after a deliberate change of the look (then
look at them before committing). A mismatch leaves the picture drawn in the test's temporary folder. In CI
(the ``CI`` variable set) updating is refused, so a stray variable can never make the test pass vacuously.
"""

import os
from pathlib import Path

import pygame
import pytest

from tests.gui.scenes import SCENES, render

GOLDEN = Path(__file__).parent / "golden"


@pytest.mark.parametrize("name", list(SCENES))
def test_scene_matches_its_golden_image(name: str, tmp_path: Path) -> None:
    picture = render(name, tmp_path)
    golden = GOLDEN / f"{name}.png"
    if os.environ.get("MINESWEEPER_UPDATE_GOLDEN"):
        if os.environ.get("CI"):
            pytest.fail("MINESWEEPER_UPDATE_GOLDEN is set in CI: golden images are compared there, never rewritten")
        GOLDEN.mkdir(exist_ok=True)
        pygame.image.save(picture, str(golden))
    expected = pygame.image.load(str(golden))
    same_size = expected.get_size() == picture.get_size()
    same = same_size and pygame.image.tobytes(expected, "RGB") == pygame.image.tobytes(picture, "RGB")
    drawn = tmp_path / f"drawn-{name}.png"
    if not same:
        pygame.image.save(picture, str(drawn))
    assert same_size, f"{name}: {picture.get_size()} instead of {expected.get_size()}; see {drawn}"
    assert same, f"{name} differs from {golden}; see {drawn}"
