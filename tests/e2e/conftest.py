"""End-to-end tests start real processes; when such a test fails, what those processes said is part of the
report: each watched process is stopped and its standard error (and its log file, if it has one) is added
to the failure, so a failure in CI explains itself instead of saying only "process status 2".

Every test here starts a real process (a second or more each, all of them together half the suite's time),
so each is marked ``slow``: ``make test-fast`` leaves them out, ``make test`` and CI run them. A test that
needs a system tool (Xvfb, xdotool, desktop-file-validate...) skips without it on a developer's machine,
naming the tool and its package; in CI, where ``.ci/run`` installs them, a skip is a failure
(tests/conftest.py): a missing tool must never turn a CI run green by skipping.
"""

from __future__ import annotations

import contextlib
import shutil
import subprocess
from collections.abc import Generator
from pathlib import Path
from typing import TypeVar

import pytest

Process = TypeVar("Process", bound="subprocess.Popen[str]")
_watched: list[tuple[subprocess.Popen[str], Path | None]] = []


def require(*tools: str, package: str) -> None:
    """Skip the test when a tool is not on PATH, naming it and the Debian ``package`` that has it (in CI the skip
    is a failure)."""
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (apt-get install {package})")


@pytest.hookimpl(tryfirst=True)  # before -m deselects by marker
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.slow)


def watch(process: Process, log: Path | None = None) -> Process:
    """Report ``process``'s standard error (it must be a pipe) and ``log`` if the current test fails."""
    _watched.append((process, log))
    return process


def _what_it_said(process: subprocess.Popen[str], log: Path | None) -> str:
    if process.poll() is None:
        process.kill()
    try:
        _, err = process.communicate(timeout=10)
    except (ValueError, OSError, subprocess.TimeoutExpired):  # already read by the test, or stuck
        err = None
    text = f"status {process.returncode}\n--- stderr ---\n{err if err is not None else '(read by the test)'}"
    if log is not None:
        text += f"\n--- {log} ---\n" + (log.read_text(errors="replace") if log.exists() else "(no log written)")
    return text


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, None, None]:
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if report.when == "call" and report.failed:
        for process, log in _watched:
            report.sections.append((f"process {process.args!r}", _what_it_said(process, log)))
    if report.when == "teardown":
        for process, _ in _watched:
            _put_away(process)
        _watched.clear()


def _put_away(process: subprocess.Popen[str]) -> None:
    """A passing test may leave its process's pipes open (or the process running): end and close them, so
    that neither leaks into a later test as a ResourceWarning (an error there)."""
    if process.poll() is None:
        process.kill()
        process.wait(10)
    for stream in (process.stdin, process.stdout, process.stderr):
        if stream is not None:
            with contextlib.suppress(OSError):  # unwritten input for a process that has gone
                stream.close()
