"""End-to-end tests start real processes; when such a test fails, what those processes said is part of the
report: each watched process is stopped and its standard error (and its log file, if it has one) is added
to the failure, so a failure in CI explains itself instead of saying only "process status 2"."""

from __future__ import annotations

import subprocess
from collections.abc import Generator
from pathlib import Path
from typing import TypeVar

import pytest

Process = TypeVar("Process", bound="subprocess.Popen[str]")
_watched: list[tuple[subprocess.Popen[str], Path | None]] = []


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
        _watched.clear()
