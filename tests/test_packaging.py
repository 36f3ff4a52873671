"""An installed game has every part of it: each package in the source tree is one the build installs.

The build lists its packages by hand (the assets folder is mapped into the package), so a new package
folder that is not added there works from the source tree and in the tests, yet is missing from a wheel
and from the standalone app: this test is what notices.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_in_the_builds_package_list() -> None:
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "minesweeper").rglob("__init__.py")}
    assert found <= listed, f"packages missing from pyproject.toml's [tool.setuptools] packages: {found - listed}"
