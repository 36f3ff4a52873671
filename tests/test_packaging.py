"""An installed game has every part of it: each package in the source tree, the art, the fonts with their licences
and the compiled catalogues are in the wheel.

The build finds its packages (``setup.py``) and maps the top-level ``assets/`` folder in as
``minesweeper.assets``; this test builds a real wheel and looks inside it, so a package the build would leave
out (it works from the source tree and in the tests, yet is missing from a wheel and the standalone app)
is noticed here.
"""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_the_wheel_holds_every_package_folder_and_the_art(tmp_path: Path) -> None:
    built = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            str(ROOT),
            "--no-deps",
            "--quiet",
            "--disable-pip-version-check",
            "-w",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = tmp_path.glob("minesweeper-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    packages = {init.parent.relative_to(ROOT).as_posix() for init in (ROOT / "minesweeper").rglob("__init__.py")}
    missing = {package for package in packages if f"{package}/__init__.py" not in names}
    assert not missing, f"the wheel lacks the packages {sorted(missing)}"
    art = {
        f"minesweeper/assets/{path.relative_to(ROOT / 'assets').as_posix()}"
        for pattern in ("*.png", "icons/*.png", "fonts/*.otf", "fonts/*.ttf", "fonts/OFL*.txt", "*.desktop")
        for path in (ROOT / "assets").glob(pattern)
    }
    assert art and art <= names, f"the wheel lacks {sorted(art - names)}"
    catalogues = {path.relative_to(ROOT).as_posix() for path in (ROOT / "minesweeper" / "locale").rglob("*.mo")}
    assert catalogues and catalogues <= names, f"the wheel lacks the compiled catalogues {sorted(catalogues - names)}"
    assert not any(name.endswith((".po", ".pot")) for name in names), "the catalogues' sources stay out of the wheel"
