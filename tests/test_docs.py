"""The README and the manual in ``docs/`` hold together: every link leads somewhere, the README stays one screen.

The README is what a newcomer reads first (what the game is, the two commands, how to play, where the rest is);
the manual is ``docs/*.md``. A link is checked the way GitHub renders it: a relative file link must name a file of
the repository, and an ``#anchor`` must be the anchor GitHub makes of one of that file's headings (lowercased,
punctuation dropped, spaces made hyphens, a repeated heading numbered ``-1``, ``-2``...). Links to the web are not
followed (the tests have no network). Every picture in ``docs/`` is shown by some page, and every command-line
option the two front ends accept is in the terminal reference, where the options are a public contract.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"
PAGES = [README, *sorted(DOCS.glob("*.md"))]
README_LINES = 200  # a newcomer's few screens

FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")
CODE_SPAN = re.compile(r"`+[^`]*`+")
LINK = re.compile(r"!?\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
WEB = re.compile(r"^[a-z][a-z0-9+.-]*:", re.IGNORECASE)  # https:, mailto: ...


def prose(text: str) -> Iterator[str]:
    """The lines of a Markdown page outside its fenced code blocks (whose ``#`` lines are no headings)."""
    fenced = False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced:
            yield line


def github_anchor(heading: str) -> str:
    """The anchor GitHub gives a heading's text: its rendered words lowercased, every character that is not a
    letter, digit, underscore, hyphen or space dropped, and each space made a hyphen."""
    rendered = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading shows its words
    rendered = rendered.replace("`", "").replace("*", "")
    return re.sub(r"[^\w\- ]", "", rendered.lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every anchor GitHub makes on ``page``: one per heading, a repeated one numbered as GitHub numbers it."""
    seen: Counter[str] = Counter()
    found = set()
    for line in prose(page.read_text(encoding="utf-8")):
        match = HEADING.match(line)
        if match:
            anchor = github_anchor(match.group(1))
            found.add(anchor if seen[anchor] == 0 else f"{anchor}-{seen[anchor]}")
            seen[anchor] += 1
    return found


def links(page: Path) -> list[str]:
    """Every link and picture target on ``page``, outside code (a ``[x](y)`` in code is text, not a link)."""
    text = "\n".join(prose(page.read_text(encoding="utf-8")))
    return [match.group(2) for match in LINK.finditer(CODE_SPAN.sub("", text))]


def broken_links(page: Path) -> list[str]:
    """The links on ``page`` that lead nowhere, each with the reason."""
    broken = []
    for target in links(page):
        if WEB.match(target):
            continue
        path, _, anchor = target.partition("#")
        resolved = (page.parent / path).resolve() if path else page
        if path and not (resolved.is_relative_to(ROOT) and resolved.exists()):
            broken.append(f"{target}: no such file in the repository")
        elif anchor and (resolved.suffix != ".md" or anchor not in anchors(resolved)):
            broken.append(f"{target}: no heading of {resolved.name} has that anchor")
    return broken


def test_github_anchors_are_made_as_github_makes_them() -> None:
    assert github_anchor("`--plain`: output for scripts") == "--plain-output-for-scripts"
    assert github_anchor("How the daily is chosen (scheme v1)") == "how-the-daily-is-chosen-scheme-v1"
    assert github_anchor("Figures, style and your records") == "figures-style-and-your-records"
    assert github_anchor("The player's guide") == "the-players-guide"
    assert github_anchor("Beginner 8×8 · ranked") == "beginner-88--ranked"


def test_a_broken_link_or_anchor_is_found(tmp_path: Path) -> None:
    stray = tmp_path / "stray.md"
    stray.write_text(
        "# Title\n\n## Notes\n\n## Notes\n\n```\n# not a heading\n[in code](missing.md)\n```\n"
        "[ok](#notes-1) [web](https://example.org) `[code](gone.md)`\n"
        "[gone](#nowhere) [no file](missing.md) [in code](#not-a-heading)\n",
        encoding="utf-8",
    )
    assert anchors(stray) == {"title", "notes", "notes-1"}
    assert broken_links(stray) == [
        "#nowhere: no heading of stray.md has that anchor",
        "missing.md: no such file in the repository",
        "#not-a-heading: no heading of stray.md has that anchor",
    ]


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_every_link_leads_to_a_file_and_a_heading(page: Path) -> None:
    assert links(page), f"{page.name} links to nothing: the README and each page lead somewhere"
    assert broken_links(page) == []


def test_the_readme_is_a_few_screens_and_says_the_two_commands() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) < README_LINES
    assert "make run" in text
    assert "make test" in text
    for page in DOCS.glob("*.md"):
        assert f"docs/{page.name}" in links(README), f"the README leads to every page of the manual: {page.name}"


def test_every_picture_in_docs_is_shown_by_a_page() -> None:
    shown = {(page.parent / target).resolve() for page in PAGES for target in links(page) if target.endswith(".png")}
    assert sorted(p.name for p in DOCS.glob("*.png") if p.resolve() not in shown) == []


def test_every_command_line_option_is_in_the_terminal_reference() -> None:
    from minesweeper.gui.startup import build_parser as window_parser
    from minesweeper.text.options import build_parser as terminal_parser

    reference = (DOCS / "terminal.md").read_text(encoding="utf-8")
    options = {"--text"}  # chosen by ``python -m minesweeper`` before either parser runs
    for parser in (window_parser(), terminal_parser()):
        for action in parser._actions:
            if action.help != argparse.SUPPRESS:
                options.update(option for option in action.option_strings if option.startswith("--"))
    assert len(options) > 30
    missing = [option for option in sorted(options) if not re.search(re.escape(option) + r"(?![\w-])", reference)]
    assert missing == []
