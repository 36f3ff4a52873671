"""The PyInstaller standalone app starts and finds everything inside itself.

Only ``make test-bundle`` runs these (plain pytest deselects the ``bundle`` marker): building takes a
while and needs PyInstaller, which only the bundle's own venv has. The app is one folder packed as one archive;
the tests unpack the archive, as a player does, and run the program in it. Given ``BUNDLE_ARCHIVE=path`` they
use that archive; otherwise they build one with ``make bundle``, the single place that knows how.
"""

from __future__ import annotations

import os
import subprocess
import tarfile
from importlib import metadata
from pathlib import Path

import pytest

from minesweeper import launcher
from tests.e2e.test_text_mode import BOARD, blocks

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.slow, pytest.mark.bundle]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The program in the archive's folder, unpacked somewhere new."""
    given = os.environ.get("BUNDLE_ARCHIVE")
    if not given:
        subprocess.run(["make", "--no-print-directory", "-C", str(ROOT), "bundle"], check=True, timeout=1200)
    (archive,) = [Path(given)] if given else (ROOT / "dist").glob("minesweeper-*.tar.gz")
    unpacked = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(archive) as packed:
        packed.extractall(unpacked, filter="tar")
    assert sorted(path.name for path in unpacked.iterdir()) == ["minesweeper"]  # one folder, named for the game
    return unpacked / "minesweeper" / "minesweeper"


def run(bundle: Path, tmp_path: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The binary alone: a bare PATH, no Python environment, nothing written outside ``tmp_path``."""
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path / "home"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        launcher.NO_BOX_ENV: "1",
    }
    return subprocess.run(
        [str(bundle), *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        cwd=tmp_path,
        env=env,
    )


def test_bundle_opens_the_window_headless(bundle: Path, tmp_path: Path) -> None:
    result = run(
        bundle, tmp_path, "--exit-after-steps", "5", "--data-dir", str(tmp_path / "data"), "--report-first-frame"
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("first_frame")  # the sprite sheets and the font loaded from the bundle


def test_bundle_plays_in_text_mode(bundle: Path, tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text(BOARD)
    result = run(
        bundle, tmp_path, "--text", "--plain", "--board", str(board), "--data-dir", str(tmp_path / "data"), stdin="1\n"
    )
    assert result.returncode == 0, result.stderr
    assert blocks(result.stdout, 4)[-1] == (["1###", "####", "####", "####"], "state=playing mines_left=2")


def test_bundle_knows_its_version(bundle: Path, tmp_path: Path) -> None:
    result = run(bundle, tmp_path, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["minesweeper", metadata.version("minesweeper")]


def test_bundle_rejects_bad_options(bundle: Path, tmp_path: Path) -> None:
    result = run(bundle, tmp_path, "--preset", "impossible")
    assert result.returncode == 2
    assert "'impossible' is not a difficulty" in result.stderr


def test_bundle_speaks_german_from_its_catalogue_and_draws_arabic_in_its_fonts(bundle: Path, tmp_path: Path) -> None:
    """The compiled catalogue and the fallback fonts are inside the app: the menu set in Arabic letters (Noto Sans
    Arabic, shaped) opens, and the terminal says a loss in German."""
    arabic = run(bundle, tmp_path, "--exit-after-steps", "5", "--data-dir", str(tmp_path / "ar"), "--lang", "ar_XB")
    assert arabic.returncode == 0, arabic.stderr
    board = tmp_path / "mine.txt"
    board.write_text("*..\n...\n...\n")
    options = ("--text", "--lang", "de", "--board", str(board), "--data-dir", str(tmp_path / "de"))
    german = run(bundle, tmp_path, *options, stdin="1\n")
    assert german.returncode == 0, german.stderr
    assert "Bumm! Nach" in german.stdout
