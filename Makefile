# Set-up is implicit: every target that needs the environment depends on the stamp, which (re)creates
# .venv and installs the package editable with its dev extra only when pyproject.toml changed.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: run text test lint bench screenshots clean

$(STAMP): pyproject.toml
	$(PYTHON) -c 'import sys; sys.exit("Python 3.11 or newer is needed, this is " + sys.version.split()[0]) if sys.version_info < (3, 11) else None'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m minesweeper

text: $(STAMP)
	$(PY) -m minesweeper --text

lint: $(STAMP)
	$(VENV)/bin/ruff check minesweeper tests bench assets
	$(VENV)/bin/mypy

test: lint
	$(HEADLESS) $(PY) -m pytest

bench: $(STAMP)
	$(HEADLESS) $(PY) bench/run.py

screenshots: $(STAMP)
	$(HEADLESS) $(PY) docs/make_screenshots.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
