# Set-up is implicit: every target that needs the environment depends on the stamp, which (re)creates
# .venv and installs the package editable with its dev extra only when pyproject.toml changed.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
# The tests run on every core (pytest-xdist).
PARALLEL := -n auto
# Every pip run under make is held to constraints.txt, including the build environments pip makes for
# setuptools (the editable install, the bundle, the wheel tests/test_packaging.py builds): pip passes a
# constraint given by the environment on to them, and one given by -c only to the install itself.
export PIP_CONSTRAINT := $(abspath constraints.txt)

# The standalone app is built from a regular (not editable) install in a venv of its own: PyInstaller
# cannot follow the editable install's mapping of assets/ to minesweeper.assets, and the dev venv stays
# free of PyInstaller. minesweeper.assets is only ever imported by name (importlib.resources) and
# PyInstaller skips modules called __main__, so both are named; the metadata is what --version reads.
# The entry script is the installed launcher.py, not the source one: PyInstaller also searches the folder
# that holds its entry script's package, and there the source tree's minesweeper/ has no assets.
BUNDLE_VENV := build/bundle-venv
BUNDLE_PY := $(BUNDLE_VENV)/bin/python
BUNDLE_STAMP := $(BUNDLE_VENV)/.installed
BUNDLE := dist/minesweeper
PYINSTALLER_OPTIONS := --noconfirm --log-level WARN --onefile --windowed --name minesweeper \
	--collect-data minesweeper.assets --collect-data minesweeper --hidden-import minesweeper.assets \
	--hidden-import minesweeper.__main__ --copy-metadata minesweeper

# The desktop entry goes to the XDG data folder (override XDG_DATA_HOME to install elsewhere) and runs
# the command installed in .venv by its absolute path, so it works without the venv on PATH. Point
# MINESWEEPER_BIN at another installed `minesweeper` command to use that one instead.
DATA_HOME := $(or $(XDG_DATA_HOME),$(HOME)/.local/share)
APPLICATIONS := $(DATA_HOME)/applications
HICOLOR := $(DATA_HOME)/icons/hicolor
ICON_SIZES := 16 24 32 48 64 128 256
MINESWEEPER_BIN ?= $(abspath $(VENV))/bin/minesweeper
# Menus and icon themes cache what they found: refresh them where the tools exist, never failing on them.
REFRESH_DESKTOP_CACHES := \
	if command -v update-desktop-database >/dev/null && test -d $(APPLICATIONS); then \
		update-desktop-database -q $(APPLICATIONS) || true; fi; \
	if command -v gtk-update-icon-cache >/dev/null && test -d $(HICOLOR); then \
		gtk-update-icon-cache -q -f -t $(HICOLOR) || true; fi

.PHONY: run text test test-fast lint bench bench-solver screenshots bundle test-bundle install-desktop uninstall-desktop clean \
	catalogues fonts cldr

# constraints.txt pins every package installed, the test tools and what the tests' expected output was made
# with (the golden images come from one pygame-ce's drawing, the oracle tests from one ms-toollib): every venv,
# a developer's and CI's, gets exactly those, so no new release can turn `make test` red on its own.
$(STAMP): pyproject.toml constraints.txt
	$(PYTHON) -c 'import sys; sys.exit("Python 3.11 or newer is needed, this is " + sys.version.split()[0]) if sys.version_info < (3, 11) else None'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	touch $(STAMP)

# The installed launcher script comes with the package.
$(abspath $(VENV))/bin/minesweeper: $(STAMP)

run: $(STAMP)
	$(PY) -m minesweeper

text: $(STAMP)
	$(PY) -m minesweeper --text

lint: $(STAMP)
	$(VENV)/bin/ruff check minesweeper tests bench assets docs tools
	$(VENV)/bin/ruff format --check minesweeper tests bench assets docs tools
	$(VENV)/bin/mypy

# The whole suite (what CI runs, through .ci/run; under 6 minutes on two cores): lint, then every test
# under coverage, which follows every process the tests start ([tool.coverage.run] in pyproject.toml) and
# pauses for the statistical samples (tests/conftest.py), then a coverage table of the modules not wholly
# covered and the total, which fails below the floor (fail_under).
test: lint
	$(VENV)/bin/coverage erase
	$(HEADLESS) $(VENV)/bin/coverage run -m pytest $(PARALLEL)
	$(VENV)/bin/coverage combine --quiet
	$(VENV)/bin/coverage report --sort=cover

# The loop while working (under a minute on two cores): ruff and mypy (a few seconds, less with its cache),
# then every test not marked slow (real processes, big statistical samples, bundles), without coverage.
test-fast: lint
	$(HEADLESS) $(PY) -m pytest $(PARALLEL) -m 'not slow and not bundle'

bench: $(STAMP)
	$(HEADLESS) $(PY) bench/run.py

# The solver's full benchmark: the quick rows plus win rates over thousands of games per level on both
# cores (several minutes); its rows are merged into bench/results.json.
bench-solver: $(STAMP)
	$(PY) bench/solver_bench.py

screenshots: $(STAMP)
	$(HEADLESS) $(PY) docs/make_screenshots.py

# The translations (docs/translations.md). Babel and fontTools are development tools, in the test extra: the game
# reads the compiled .mo files, the fonts and the CLDR extract, which are committed.
# `make catalogues`: every sentence wrapped for translation extracted into the template, each language's catalogue
# brought up to it (new sentences untranslated, changed ones marked fuzzy), and each compiled to its .mo.
LOCALE := minesweeper/locale
catalogues: $(STAMP)
	$(VENV)/bin/pybabel --quiet extract --project=minesweeper --copyright-holder="the Minesweeper authors" \
		--add-comments=Translators: --sort-by-file --width=120 -o $(LOCALE)/minesweeper.pot minesweeper
	$(VENV)/bin/pybabel --quiet update --ignore-obsolete --width=120 -D minesweeper -i $(LOCALE)/minesweeper.pot -d $(LOCALE)
	$(VENV)/bin/pybabel compile --statistics -D minesweeper -d $(LOCALE)

# `make fonts`: the Noto fallbacks cut down to what the catalogues write (needs Debian's fonts-noto-core and
# fonts-noto-cjk), and the table of each shipped font's characters.
fonts: $(STAMP)
	$(PY) tools/subset_fonts.py
	$(VENV)/bin/ruff format --quiet minesweeper/gui/art/coverage.py

# `make cldr`: the locales' numbers, dates and weeks, from Babel's CLDR data.
cldr: $(STAMP)
	$(PY) tools/cldr_locales.py
	$(VENV)/bin/ruff format --quiet minesweeper/core/language/cldr.py

$(BUNDLE_STAMP): $(STAMP)
	test -x $(BUNDLE_PY) || $(PYTHON) -m venv $(BUNDLE_VENV)
	$(BUNDLE_PY) -m pip install --quiet --disable-pip-version-check '.[bundle]'
	touch $(BUNDLE_STAMP)

# Always rebuilt: the package is reinstalled from the current sources first.
bundle: $(BUNDLE_STAMP)
	rm -rf build/lib  # setuptools would put files since deleted from the sources into the wheel
	$(BUNDLE_PY) -m pip install --quiet --disable-pip-version-check --no-deps --force-reinstall .
	$(BUNDLE_VENV)/bin/pyinstaller $(PYINSTALLER_OPTIONS) --workpath build/pyinstaller --specpath build \
		--distpath dist "$$($(BUNDLE_PY) -I -c 'import minesweeper.launcher as m; print(m.__file__)')"
	@echo "built $(BUNDLE)"

test-bundle: bundle $(STAMP)
	BUNDLE=$(abspath $(BUNDLE)) $(HEADLESS) $(PY) -m pytest -m bundle

install-desktop: $(MINESWEEPER_BIN)
	mkdir -p $(APPLICATIONS)
	sed 's|^Exec=minesweeper$$|Exec=$(MINESWEEPER_BIN)|' assets/minesweeper.desktop > $(APPLICATIONS)/minesweeper.desktop
	for size in $(ICON_SIZES); do \
		install -D -m 644 assets/icons/minesweeper-$$size.png $(HICOLOR)/$${size}x$$size/apps/minesweeper.png; \
	done
	$(REFRESH_DESKTOP_CACHES)

uninstall-desktop:
	rm -f $(APPLICATIONS)/minesweeper.desktop
	for size in $(ICON_SIZES); do rm -f $(HICOLOR)/$${size}x$$size/apps/minesweeper.png; done
	$(REFRESH_DESKTOP_CACHES)

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
