# Set-up is implicit: every target that needs the environment depends on the stamp, which (re)creates
# .venv and installs the package editable with its dev extra only when pyproject.toml changed.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
# The tests keep the bytecode Python compiles, out of the tree in build/pycache, even where the environment says not
# to write it (PYTHONDONTWRITEBYTECODE, set on some CI machines): otherwise every test process and every game a test
# starts compiles each module again, and pytest rewrites every test module's asserts (most of a collection's time).
TESTING := $(HEADLESS) PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(abspath build/pycache)
# The tests run on every core (pytest-xdist).
PARALLEL := -n auto
# Every pip run under make is held to constraints.txt, including the build environments pip makes for
# setuptools (the editable install, the bundle, the wheel tests/test_packaging.py builds): pip passes a
# constraint given by the environment on to them, and one given by -c only to the install itself.
export PIP_CONSTRAINT := $(abspath constraints.txt)

# The standalone app is built from a regular (not editable) install in a venv of its own: PyInstaller
# cannot follow the editable install's mapping of assets/ to minesweeper.assets, and the dev venv stays
# free of PyInstaller. What goes into it, and in what form, is PyInstaller's recipe, minesweeper.spec.
BUNDLE_VENV := build/bundle-venv
BUNDLE_PY := $(BUNDLE_VENV)/bin/python
BUNDLE_STAMP := $(BUNDLE_VENV)/.installed
BUNDLE_DIR := dist/minesweeper
BUNDLE := $(BUNDLE_DIR)/minesweeper
BUNDLE_ARCHIVE := dist/minesweeper-$(shell uname -s | tr A-Z a-z)-$(shell uname -m).tar.gz

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

.PHONY: run speech text test test-fast lint bench bench-solver screenshots bundle test-bundle install-desktop \
	uninstall-desktop clean catalogues fonts cldr

INSTALL_EDITABLE := $(PY) -m pip install --quiet --disable-pip-version-check -e

# constraints.txt pins every package installed, the test tools and what the tests' expected output was made
# with (the golden images come from one pygame-ce's drawing, the oracle tests from one ms-toollib): every venv,
# a developer's and CI's, gets exactly those, so no new release can turn `make test` red on its own.
$(STAMP): pyproject.toml constraints.txt
	$(PYTHON) -c 'import sys; sys.exit("Python 3.11 or newer is needed, this is " + sys.version.split()[0]) if sys.version_info < (3, 11) else None'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(INSTALL_EDITABLE) '.[dev]'
	touch $(STAMP)

# The installed launcher script comes with the package.
$(abspath $(VENV))/bin/minesweeper: $(STAMP)

# Whether the venv still runs this clone: the package and its art found here (a plain `pip install .` puts a copy of
# them in the venv, which then runs instead, and `python -m minesweeper` in the clone finds the sources without their
# art: minesweeper.assets is missing), the window's libraries there and the `minesweeper` command installed. Python only looks the modules up (find_spec), importing nothing of the game: a few hundredths of a second.
INSTALL_RUNS_HERE := test -x $(VENV)/bin/minesweeper && $(PY) -I -c 'import sys; from importlib.util import find_spec; \
	from pathlib import Path; here = Path(sys.argv[1]); specs = [find_spec(name) for name in sys.argv[2:]]; \
	sys.exit(not all(specs) or [Path(p) for p in specs[0].submodule_search_locations + specs[1].submodule_search_locations] \
	!= [here / "minesweeper", here / "assets"])' $(CURDIR) minesweeper minesweeper.assets pygame platformdirs

# The game as a player starts it (the installed command: its log, its one-line word when there is no display). A venv
# whose install was broken since (see INSTALL_RUNS_HERE) is installed again first, keeping whatever else it holds.
run: $(STAMP)
	@$(INSTALL_RUNS_HERE) || { echo "make run: the venv no longer runs this clone: installing it again"; \
		$(INSTALL_EDITABLE) '.[dev]'; }
	$(VENV)/bin/minesweeper

# Playing by ear: the speech extra (prismatoid, pinned in constraints.txt) added to the editable install, which it
# keeps: `pip install '.[speech]'` from a clone would replace it with a copy of the package.
speech: $(STAMP)
	$(INSTALL_EDITABLE) '.[dev,speech]'

text: $(STAMP)
	$(PY) -m minesweeper --text

lint: $(STAMP)
	$(VENV)/bin/ruff check minesweeper tests bench assets docs tools
	$(VENV)/bin/ruff format --check minesweeper tests bench assets docs tools
	$(VENV)/bin/mypy

# The whole suite (what CI runs, through .ci/run; at most 6 minutes on two cores): lint, then every test, the quick
# ones under coverage, which follows every process they start ([tool.coverage.run] in pyproject.toml), the slow ones
# unmeasured (tests/conftest.py), then a coverage table of the modules not wholly covered and the total, which fails
# below the floor (fail_under).
test: lint
	$(VENV)/bin/coverage erase
	$(TESTING) $(VENV)/bin/coverage run -m pytest $(PARALLEL)
	$(VENV)/bin/coverage combine --quiet
	$(VENV)/bin/coverage report --sort=cover

# The loop while working (at most a minute on two cores): ruff and mypy (a few seconds, less with its cache),
# then every test not marked slow (real processes, big statistical samples, bundles), without coverage.
test-fast: lint
	$(TESTING) $(PY) -m pytest $(PARALLEL) -m 'not slow and not bundle'

# The standalone app is built first: its start is measured beside the installed command's (bench/bundle_bench.py).
bench: bundle $(STAMP)
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

# Always rebuilt: the package is reinstalled from the current sources first. (A one-file app of an older build,
# dist/minesweeper as a file, is replaced by the folder.)
bundle: $(BUNDLE_STAMP)
	rm -rf build/lib  # setuptools would put files since deleted from the sources into the wheel
	$(BUNDLE_PY) -m pip install --quiet --disable-pip-version-check --no-deps --force-reinstall .
	rm -rf $(BUNDLE_DIR) $(BUNDLE_ARCHIVE)
	$(BUNDLE_VENV)/bin/pyinstaller --noconfirm --log-level WARN --workpath build/pyinstaller --distpath dist \
		minesweeper.spec
	tar -czf $(BUNDLE_ARCHIVE) -C dist minesweeper
	@echo "built $(BUNDLE_DIR)/ (run $(BUNDLE)), packed as $(BUNDLE_ARCHIVE)"

# The tests unpack the archive, as a player does, and run the program from there.
test-bundle: bundle $(STAMP)
	BUNDLE_ARCHIVE=$(abspath $(BUNDLE_ARCHIVE)) $(TESTING) $(PY) -m pytest -m bundle

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
