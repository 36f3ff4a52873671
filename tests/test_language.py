"""Choosing the language: the system's on first start, the Settings row's once chosen, ``--lang`` over both in either
front end; the settings file keeps the choice (older files follow the system); and what scripts read stays English."""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from minesweeper.core.errors import SettingsError
from minesweeper.core.language.translate import ENGLISH, install_language, installed
from minesweeper.gui.startup import build_parser as window_parser
from minesweeper.language import UnknownLanguage, check, choose, match, normalise, shipped, system_language
from minesweeper.settings import Settings
from minesweeper.store import Store
from minesweeper.text.options import build_parser as terminal_parser
from minesweeper.text.play import main as terminal


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    install_language(ENGLISH)


def test_english_and_the_german_catalogue_are_shipped() -> None:
    assert shipped()[0] == "en" and "de" in shipped()


@pytest.mark.parametrize(
    ("code", "tidy"),
    [("pt-br", "pt_BR"), ("pt_BR.UTF-8", "pt_BR"), ("zh-hans", "zh_Hans"), ("DE", "de"), ("de_AT@euro", "de_AT")],
)
def test_codes_are_read_however_they_are_written(code: str, tidy: str) -> None:
    assert normalise(code) == tidy


def test_a_code_finds_its_language_or_none() -> None:
    assert match("de_AT", ("en", "de")) == "de"
    assert match("pt_PT", ("en", "pt_BR")) == "pt_BR"
    assert match("fr_FR", ("en", "de")) is None


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "de_AT.UTF-8"}, ("de", "AT")),
        ({"LANGUAGE": "it:de", "LANG": "en_US.UTF-8"}, ("de", "")),  # Italian is not shipped: the next one is
        ({"LANGUAGE": "fr:de", "LANG": "en_US.UTF-8"}, ("fr", "")),
        ({"LANG": "fr_BE.UTF-8"}, ("fr", "BE")),
        ({"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}, ("en", "")),
        ({"LANG": "ja_JP.UTF-8"}, ("ja", "JP")),
        ({"LANG": "it_IT.UTF-8"}, ("en", "")),  # not shipped: English
        ({}, ("en", "")),
    ],
)
def test_the_system_language_is_the_first_shipped_one_the_environment_names(
    environ: dict[str, str], expected: tuple[str, str]
) -> None:
    assert system_language(environ) == expected


def test_the_command_line_wins_over_the_settings_which_win_over_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "de_CH")
    assert choose(None, None) == ("de", "CH")
    assert choose(None, "en") == ("en", "")
    assert choose("de", "en") == ("de", "CH")  # the system's country still sets the week
    assert choose("en_XA", None) == ("en_XA", "")


def test_an_unknown_language_is_refused_with_the_choices() -> None:
    with pytest.raises(UnknownLanguage, match="choose one of en, ") as refused:
        check("xx")
    listed = str(refused.value).split("choose one of ")[1].split(", ")
    assert set(listed) == {*shipped(), "en_XA", "ar_XB"} and "de" in listed  # a language added is listed too


@pytest.mark.parametrize("parser", [window_parser, terminal_parser], ids=["window", "terminal"])
def test_lang_is_an_option_of_both_front_ends(parser: object, capsys: pytest.CaptureFixture[str]) -> None:
    made = parser()  # type: ignore[operator]
    assert made.parse_args(["--lang", "de"]).lang == "de"
    assert made.parse_args(["--lang", "ar-xb"]).lang == "ar_XB"
    with pytest.raises(SystemExit) as exit_:
        made.parse_args(["--lang", "klingon"])
    assert exit_.value.code == 2
    assert "no language 'klingon'" in capsys.readouterr().err


@pytest.mark.parametrize("system", ["C", "de_DE"], ids=["--lang de", "the system's German"])
def test_the_windows_help_is_in_the_language_of_lang_or_the_systems(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], system: str
) -> None:
    """``minesweeper --help`` is a person's, as the terminal's is: German with ``--lang de`` or a German system, its
    options as they are typed; English otherwise, and its option errors English whatever the language."""
    from minesweeper.gui.startup import main as window

    monkeypatch.setenv("LANGUAGE", "C")
    with pytest.raises(SystemExit) as done:
        window(["--help"])
    english = capsys.readouterr().out
    assert done.value.code == 0 and english.startswith("usage: minesweeper") and "Minesweeper, the classic." in english
    monkeypatch.setenv("LANGUAGE", system)
    with pytest.raises(SystemExit) as done:
        window(["--help", *(["--lang", "de"] if system == "C" else [])])
    german = capsys.readouterr().out
    assert done.value.code == 0 and german.startswith("Aufruf: minesweeper") and "\nOptionen:\n" in german
    assert "Minesweeper, the classic." not in german and "--speech-log FILE" in german
    assert [word for word in english.split() if word.startswith("--")] == [
        word for word in german.split() if word.startswith("--")
    ]
    with pytest.raises(SystemExit) as refused:
        window(["--size", "600x600", "--mines", "10", "--lang", "de"])
    assert refused.value.code == 2 and "the window plays boards up to" in capsys.readouterr().err


def test_the_settings_file_keeps_the_language_and_older_files_follow_the_system(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save_settings(Settings(language="de"))
    assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["language"] == "de"
    assert Store(tmp_path).load_settings().language == "de"
    old = Settings().to_dict()
    del old["language"]
    assert Settings.from_dict(old) == (Settings(), [])
    gone, notices = Settings.from_dict({**old, "language": "tlh"})
    assert gone.language is None and notices == ["the language 'tlh' is not one this game has; following the system's"]
    with pytest.raises(SettingsError):
        Settings.from_dict({**old, "language": 7})


def play_in_the_terminal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *options: str) -> tuple[str, str]:
    """A Beginner board of one mine lost on it through the terminal front end: what it printed, out and err."""
    board = tmp_path / "board.txt"
    tmp_path.mkdir(parents=True)
    board.write_text("*..\n...\n...\n", encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"5\n1\nq\nn\n")))
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    terminal(["--board", str(board), "--data-dir", str(tmp_path / "data"), *options])
    return out.getvalue(), err.getvalue()


def test_the_terminal_speaks_the_language_but_plain_output_stays_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out, _err = play_in_the_terminal(monkeypatch, tmp_path / "person", "--lang", "de")
    assert "Bumm! Nach" in out and installed().code == "de"
    install_language(ENGLISH)
    out, err = play_in_the_terminal(monkeypatch, tmp_path / "script", "--plain", "--lang", "de")
    assert "Boom! After" in err and "Bumm" not in out + err and installed().code == "en"
