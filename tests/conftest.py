"""Shared test set-up: pygame always headless, every test in private folders of its own, no skip in CI, and
coverage of the quick tests and every process they start.

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

Every test starts in English, the source, whatever the machine's locale (``LANGUAGE=en``, which the processes a
test starts inherit), and a test that installs another language has English put back after it. ``--lang CODE``
runs the window's tests in another language instead: a pseudo-locale (``en_XA``, ``ar_XB``) to see which layouts a
longer or right-to-left language would break (docs/translations.md).

Markers (pyproject.toml lists them): ``slow`` tests (real processes end to end, big samples) are left out of
``make test-fast``, and ``make test`` runs them outside coverage's tracing, which made the whole suite take twice
as long; coverage counts what the quick tests reach. ``statistical`` ones (big random samples, oracle comparisons
over many games) are slow too, and run first (the longest tests, so no core is left working alone at the end of a
parallel run).
"""

from __future__ import annotations

import ctypes
import os
import subprocess
from collections.abc import Generator, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import coverage
import pytest
from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LANGUAGE"] = "en"  # the system's language, as the game reads it first (minesweeper.language)

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=timedelta(seconds=1))
settings.load_profile("ci" if os.environ.get("CI") else "dev")

TEST_LANGUAGE = "MINESWEEPER_TEST_LANG"
XDG_FOLDERS = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR")

# What coverage.py's subprocess patch ([tool.coverage.run] patch) puts in the environment: a Python process
# that finds it there measures itself and writes its own data file, which `coverage combine` merges.
COVERAGE_CHILD_VARIABLE = "COVERAGE_PROCESS_CONFIG"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--lang",
        default=None,
        help="open every window of the tests in this language (as the game's --lang): en_XA or ar_XB test layouts",
    )


def pytest_configure(config: pytest.Config) -> None:
    language = config.getoption("--lang")
    if language:
        os.environ[TEST_LANGUAGE] = language  # tests/gui/driver.py reads it


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    """Whatever language a test installs, the next one starts in English."""
    yield
    from minesweeper.core.language.translate import ENGLISH, install_language

    install_language(ENGLISH)


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


@pytest.fixture(scope="session", autouse=True)
def children_measured_too() -> Iterator[None]:
    """Under ``make test`` every Python process a quick test starts is measured (a slow test's are not:
    ``slow_untraced``): coverage tells children by an environment variable, so a child given an environment of its
    own (a bare one, as a player's shell would give it) gets that one variable added.

    A child started with a ``preexec_fn`` is left unmeasured instead: such a child limits itself before it
    runs (a file size limit, to play a full disk), and coverage, unable to write its data file as the child
    exits, would print a traceback into the standard error the test reads."""
    if COVERAGE_CHILD_VARIABLE not in os.environ:  # not under coverage
        yield
        return
    start = subprocess.Popen.__init__

    def start_measured(self: subprocess.Popen[Any], *args: Any, **kwargs: Any) -> None:
        env = kwargs.get("env")
        config = os.environ.get(COVERAGE_CHILD_VARIABLE)  # gone while a statistical test runs
        if kwargs.get("preexec_fn") is not None:
            inherited = os.environ if env is None else env
            kwargs["env"] = {name: value for name, value in inherited.items() if name != COVERAGE_CHILD_VARIABLE}
        elif env is not None and config is not None:
            kwargs["env"] = {**env, COVERAGE_CHILD_VARIABLE: config}
        start(self, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(subprocess.Popen, "__init__", start_measured)
        yield


@pytest.fixture(autouse=True)
def slow_untraced(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A slow test runs with coverage's tracing paused, and the processes it starts are not measured."""
    measuring = coverage.Coverage.current()
    if measuring is None or request.node.get_closest_marker("slow") is None:
        yield
        return
    monkeypatch.delenv(COVERAGE_CHILD_VARIABLE, raising=False)
    measuring.stop()
    try:
        yield
    finally:
        measuring.start()


@pytest.hookimpl(tryfirst=True)  # before -m deselects by marker
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("statistical") is not None:
            item.add_marker(pytest.mark.slow)
    items.sort(key=lambda item: item.get_closest_marker("statistical") is None)  # statistical first, else as found


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
