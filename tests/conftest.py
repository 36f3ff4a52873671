"""Shared test set-up: pygame always headless, every test in private folders of its own, and no skip in CI.

No test opens a window or probes a sound card, and none reads or writes the real user's settings, saved
game, results or logs: every XDG folder (and the game's own data-folder variable) points into a fresh
temporary folder for each test, inherited by every process a test starts.

Hypothesis runs under one of two profiles, picked by the ``CI`` variable (``.ci/run`` sets it): in CI the
examples are derandomised (the same every run, so a red CI is never luck) and no example has a deadline (a
loaded CI machine is not a slow function); on a developer's machine the examples are fresh each run, with a
deadline generous enough for a machine shared with other work. A test's own ``@settings`` still wins.

In CI every collected test must run: a skip there (a missing system tool, a missing test dependency, a
precondition that no longer holds) is reported as a failure with the skip's own reason, since a skip would
turn a run green without testing anything. ``.ci/run`` installs every tool a test needs. On a developer's
machine a skip stays a skip, and ``-rfEs`` (in pyproject.toml's addopts) lists each one with its reason.
"""

from __future__ import annotations

import ctypes
import os
from collections.abc import Generator, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=timedelta(seconds=1))
settings.load_profile("ci" if os.environ.get("CI") else "dev")

XDG_FOLDERS = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR")


@pytest.fixture(autouse=True)
def private_user_folders(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path_factory.mktemp("user")
    for variable in XDG_FOLDERS:
        folder = home / variable.removeprefix("XDG_").removesuffix("_HOME").lower()
        folder.mkdir(mode=0o700)
        monkeypatch.setenv(variable, str(folder))
    monkeypatch.setenv("HOME", str(home))  # the documents folder (exports) falls back to ~/Documents
    monkeypatch.delenv("MINESWEEPER_DATA_DIR", raising=False)
    return home


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, Any]:
    report: pytest.TestReport = yield
    _no_skip_in_ci(report)
    return report


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Generator[None, Any, Any]:
    report: pytest.CollectReport = yield  # a whole module skipped (allow_module_level, importorskip at the top)
    _no_skip_in_ci(report)
    return report


def _no_skip_in_ci(report: pytest.TestReport | pytest.CollectReport) -> None:
    if not os.environ.get("CI") or not report.skipped or hasattr(report, "wasxfail"):
        return
    longrepr = report.longrepr
    reason = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
    report.outcome = "failed"
    report.longrepr = f"skipped in CI, where every test must run (.ci/run installs what they need): {reason}"


# Linux capabilities (linux/capability.h): root reads, writes and searches past a file's permissions only
# through these two, and a thread may drop them from its effective set and take them back later.
_CAPABILITY_VERSION_3 = 0x20080522
_DAC_OVERRIDE_AND_READ_SEARCH = (1 << 1) | (1 << 2)


class _CapabilityHeader(ctypes.Structure):
    _fields_ = (("version", ctypes.c_uint32), ("pid", ctypes.c_int))


class _CapabilitySet(ctypes.Structure):
    _fields_ = (("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32))


@pytest.fixture
def root_obeys_permissions() -> Iterator[None]:
    """For the length of a test, root's own thread gives up the capabilities that bypass file permissions, so a
    test of an unreadable file (``chmod 000``) means the same as root (CI) as for a player; for anyone else,
    whom permissions already bind, nothing changes."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        yield
        return
    libc = ctypes.CDLL(None, use_errno=True)
    header = _CapabilityHeader(_CAPABILITY_VERSION_3, 0)  # pid 0: the calling thread
    capabilities = (_CapabilitySet * 2)()

    def apply(call: Any) -> None:
        if call(ctypes.byref(header), capabilities) != 0:
            error = ctypes.get_errno()
            raise OSError(error, f"{call.__name__}: {os.strerror(error)}")

    apply(libc.capget)
    held = capabilities[0].effective
    capabilities[0].effective = held & ~_DAC_OVERRIDE_AND_READ_SEARCH
    apply(libc.capset)
    try:
        yield
    finally:
        capabilities[0].effective = held
        apply(libc.capset)
