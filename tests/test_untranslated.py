"""No sentence a player reads is left out of the catalogues: a string in the code that looks like words (a space
between letters, or a capitalised word) is either wrapped for translation (``_``, ``N_``, ``ngettext``: then
tests/test_catalogues.py holds it to the catalogues), or deliberately not translated.

What is deliberately not translated is said where it is: a line ending in ``# i18n: fixed`` (what a script reads:
``--plain``, the commands for scripts and their columns, file formats, board codes, the daily's scheme; a key's
letter), or a whole module in ``FIXED`` with the reason. Every other module of the game is held to it.
"""

from __future__ import annotations

import ast
import itertools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "minesweeper"
MARK = "# i18n: fixed"
WRAPPERS = {"_", "N_", "ngettext"}
WORDS = re.compile(r"[A-Za-z]{2,}[^\n]*\s[^\n]*[A-Za-z]{2,}|^[A-Z][a-z]+[.!?:]*$|^[A-Z]{4,}$")
"""Prose (two words with white space between), a capitalised word ("Back"), or a title in capitals ("SETTINGS")."""
FIELD = "{}"
"""An f-string's field as ``text_of`` writes it."""
FIELDED = re.compile(r"(?:^|\s)[A-Za-z][a-z]+\s+\{\}|\{\}\s+[A-Za-z][a-z]+(?:\s|$)")
"""A word (not a keyword in capitals, as SQL's) and a field with white space between ("key {}", "{} of {}"): a
sentence whose other words are its fields."""
NOT_WORDS = re.compile(r"^[a-z0-9_.:/\\%-]*$|^\w*_\w*$|^%\(|^\s*(SELECT|INSERT|UPDATE|CREATE|DELETE|PRAGMA|WITH)\b")
"""What only looks like words: identifiers and names in lower case or with underscores, file names, SQL."""

FIXED: dict[str, str] = {
    "minesweeper/core/language/cldr.py": "CLDR's words, already in each language",
    "minesweeper/core/language/pseudo.py": "makes the pseudo-locales' words",
    "minesweeper/gui/art/coverage.py": "data",
    "minesweeper/core/solver/openings_data.py": "data",
    "minesweeper/text/outputs.py": "what the commands for scripts print and their failures: English in every language",
}


def docstrings(tree: ast.Module) -> set[int]:
    """The ids of the docstrings' nodes: the first statement of a module, class or function when it is a string."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
        body = getattr(node, "body", None)
        if isinstance(body, list):  # an attribute's docstring: a string right after its assignment
            for before, after in itertools.pairwise(body):
                is_text = isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)
                if isinstance(before, ast.Assign | ast.AnnAssign) and is_text:
                    found.add(id(after.value))
    return found


def statement_lines(tree: ast.Module) -> dict[int, tuple[int, int]]:
    """Each node's innermost statement's first and last lines, by the node's id (a mark may end any of them)."""
    lines: dict[int, tuple[int, int]] = {}

    def visit(node: ast.AST, span: tuple[int, int]) -> None:
        if isinstance(node, ast.stmt):
            span = (node.lineno, node.end_lineno or node.lineno)
        lines[id(node)] = span
        for child in ast.iter_child_nodes(node):
            visit(child, span)

    visit(tree, (1, 1))
    return lines


def wrapped(tree: ast.Module) -> set[int]:
    """The ids of the strings handed to the translation functions (and of every part of them)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) in WRAPPERS:
            for argument in node.args:
                found.update(id(part) for part in ast.walk(argument))
    return found


def text_of(node: ast.AST) -> str | None:
    """A string literal's words (an f-string's literal parts, its fields as ``FIELD``), or None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(str(part.value) if isinstance(part, ast.Constant) else FIELD for part in node.values).strip()
    return None


def looks_like_words(text: str) -> bool:
    """Prose (a field counting as a word apart from those beside it), or a word beside a field, but no identifier."""
    prose = text.replace(FIELD, " X ").strip()
    return bool(WORDS.search(prose) or FIELDED.search(text)) and not NOT_WORDS.search(prose)


def unwrapped(path: Path) -> Iterator[tuple[int, str]]:
    """Each string of ``path`` that looks like words and is neither wrapped nor marked fixed, with its line."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    skip = docstrings(tree) | wrapped(tree)
    spans = statement_lines(tree)
    inner: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            inner.update(id(part) for part in node.values)
    for node in ast.walk(tree):
        if id(node) in skip or id(node) in inner:
            continue
        text = text_of(node)
        if text is None or not looks_like_words(text):
            continue
        line = getattr(node, "lineno", 1)
        first, last = spans.get(id(node), (line, line))
        if any(MARK in lines[number - 1] for number in range(first, last + 1)):
            continue
        yield line, text


def relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


MODULES = sorted(path for path in PACKAGE.rglob("*.py") if relative(path) not in FIXED)


def test_the_finder_finds_words_and_only_words(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""A docstring."""\n'
        "from x import _\n"
        'A = "Some words"\n'
        '"""An attribute\'s docstring."""\n'
        'B = _("Wrapped words")\n'
        'C = "board_code"\n'
        'D = f"Cleared in {time} s"\n'
        'E = "Back"\n'
        'F = "plain words"  # i18n: fixed\n'
        'G = "SELECT id FROM games"\n'
        'H = "utf-8"\n'
        'I = f"key {shortcut}"\n'
        'J = f"{row} of {count}"\n'
        'K = f"MS{level}-{width}x{height}"\n'
        'L = f"{heading} {cell}, {row}"\n',
        encoding="utf-8",
    )
    found = [text for _line, text in unwrapped(sample)]
    assert found == ["Some words", "Cleared in {} s", "Back", "key {}", "{} of {}"]


@pytest.mark.parametrize("path", MODULES, ids=relative)
def test_every_sentence_of_a_translated_module_is_wrapped_or_marked_fixed(path: Path) -> None:
    found = list(unwrapped(path))
    assert not found, f"wrap these for translation, or mark them {MARK!r}: {found[:8]}"
