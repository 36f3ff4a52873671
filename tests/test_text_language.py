"""The terminal in the player's language: a person's game (and the screen-reader mode's, and ``--help``) speaks German
when the player's language is German, while ``--plain`` and every command for scripts print exactly what they print
in English, whatever ``--lang`` and the system's language say, and never install a language."""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from minesweeper.core.language.translate import ENGLISH, install_language, installed
from minesweeper.text import main as terminal

BOARD = "*..\n...\n...\n"  # one mine in the corner: 5 opens the centre, 1 loses
LOSE = b"h\np\n?\nzz\n5\n1\nq\nn\n"  # a hint, the view too soon, the help, a typo, then a loss and no more


@pytest.fixture
def board(tmp_path: Path) -> Path:
    path = tmp_path / "board.txt"
    path.write_text(BOARD, encoding="utf-8")
    return path


def run(monkeypatch: pytest.MonkeyPatch, *args: str, typed: bytes = b"", system: str = "C") -> tuple[int, str, str]:
    """``minesweeper-text ARGS`` with ``typed`` as its input and ``system`` as the system's language, in English as a
    new process starts: its exit code, standard output and standard error."""
    install_language(ENGLISH)
    monkeypatch.setenv("LANGUAGE", system)
    out, err = io.BytesIO(), io.BytesIO()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(typed)))
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(out, encoding="utf-8", write_through=True))
    monkeypatch.setattr(sys, "stderr", io.TextIOWrapper(err, encoding="utf-8", write_through=True))
    try:
        code = terminal(list(args))
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    return code, out.getvalue().decode("utf-8"), err.getvalue().decode("utf-8")


def timeless(text: str) -> str:
    """Output with its times left out ("0.027 s" in English, "0,027 s" in German): two runs differ only there."""
    return re.sub(r"\d+[.,]\d{3}", "T", text)


ENGLISH_SENTENCES = (
    *("Mines left:", "warning:", "Scorecard", "Play again?", "Commands (a TILE", "Type ? for help."),
    *("  Clicks", "  Est. time"),  # the scorecard's labels
)


@pytest.mark.parametrize("chosen", [("--lang", "de"), ()], ids=["--lang de", "the system's German"])
def test_a_persons_game_speaks_german(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, board: Path, chosen: tuple[str, ...]
) -> None:
    data = str(tmp_path / "data")
    code, out, err = run(monkeypatch, "--board", str(board), "--data-dir", data, *chosen, typed=LOSE, system="de_AT")
    said = out + err
    assert code == 0 and installed().code == "de"
    for german in (
        "Minen übrig: 1   Zeit: 0 s",
        "? eingeben für die Hilfe.",
        "Warnung: die Wahrscheinlichkeitsansicht braucht ein laufendes Spiel: zuerst eine Zelle aufdecken",
        "Befehle (TILE ist die Nummer einer Zelle",
        "Warnung: unbekannter Befehl 'zz': ? eingeben für die Hilfe",
        "Bumm! Nach 0,",  # the time with the German decimal comma
        "Auswertung",
        "  Klicks ",  # the scorecard's labels in German too, their values in a column after the longest
        "  Gesch. Zeit ",
        "Noch einmal? (y oder 1 = ja, n oder q = beenden)",
    ):
        assert german in said
    assert not [sentence for sentence in ENGLISH_SENTENCES if sentence in said]


def test_the_screen_reader_mode_speaks_german(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, board: Path) -> None:
    options = ("--reader", "--board", str(board), "--data-dir", str(tmp_path / "data"), "--lang", "de")
    _code, out, err = run(monkeypatch, *options, typed=b"look 9\nx\nt 5\n5\nq\n")
    assert out.startswith("Neues Spiel: ") and ", 3 Spalten, 3 Zeilen, 1 Mine\n" in out
    assert "Warnung: Zeile 9 liegt außerhalb des Feldes: Zeilen 1-3" in out + err
    assert "keine verdeckte Zelle neben einer Zahl" in out
    assert "Warnung: '5' nach diesem Befehl bedeutet ihm nichts" in out + err


def test_plain_output_is_the_english_contract_whatever_the_language(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, board: Path
) -> None:
    english = run(monkeypatch, "--plain", "--board", str(board), "--data-dir", str(tmp_path / "en"), typed=LOSE)
    german = run(
        monkeypatch,
        *("--plain", "--board", str(board), "--data-dir", str(tmp_path / "de"), "--lang", "de"),
        typed=LOSE,
        system="de_DE",
    )
    assert installed().code == "en"
    assert "warning: unknown command 'zz': type ? for help" in english[2] and "Boom! After" in english[2]
    assert [timeless(part) if isinstance(part, str) else part for part in german] == [
        timeless(part) if isinstance(part, str) else part for part in english
    ]


@pytest.fixture
def played(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, board: Path) -> Iterator[Path]:
    """A data folder holding one finished game (lost, with its moves), its JSON export and its EVF export."""
    data = tmp_path / "data"
    run(monkeypatch, "--board", str(board), "--data-dir", str(data), typed=LOSE)
    for name, file_format in (("game.json", "json"), ("game.evf", "evf")):
        code, _out, err = run(
            monkeypatch, "--export", "1", "--format", file_format, "-o", str(tmp_path / name), "--data-dir", str(data)
        )
        assert code == 0, err
    yield data


def script_commands(folder: Path) -> list[list[str]]:
    """Every command for scripts, each as it would be typed, against the data folder and files of ``played``."""
    data = ["--data-dir", str(folder / "data")]
    return [
        ["--stats", *data],
        ["--history", *data],
        ["--records", "--preset", "beginner", *data],  # no wins: its line on standard error
        ["--scorecard", "1", *data],
        ["--review", "1", *data],
        ["--export", "1", "-o", "-", *data],
        ["--export", "9", "-o", "-", *data],  # no such game: one line, exit 1
        ["--replay", str(folder / "game.json")],
        ["--replay", str(folder)],  # a folder: the store's reason, after its name
        ["--generate", "2", "--first", "1,1", "--seed", "7", "--preset", "beginner"],
        ["--autoplay", "2", "--seed", "7", "--preset", "beginner"],
        ["--daily-board", "2026-11-27", "--preset", "expert"],
        ["--daily-board", "2026-11-27", "--preset", "easy"],  # one line, exit 2
        ["--open-video", str(folder / "game.evf")],
        ["--open-video", str(folder / "game.evf"), "--scorecard"],
        ["--stats", "--size", "5x5"],  # an option's error: the usage, exit 2
    ]


def test_every_command_for_scripts_prints_the_english_contract_whatever_the_language(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, played: Path
) -> None:
    for command in script_commands(tmp_path):
        english = run(monkeypatch, *command)
        german = run(monkeypatch, *command, "--lang", "de", system="de_DE")
        assert german == english, command
        assert installed().code == "en", command
        assert english[1] or english[2], command  # each said something: the comparison compared words
    assert "is a folder, not a file" in run(monkeypatch, "--replay", str(tmp_path))[2]


def test_help_is_in_the_language_of_lang_or_the_systems(monkeypatch: pytest.MonkeyPatch) -> None:
    code, english, _err = run(monkeypatch, "--help")
    assert code == 0 and english.startswith("usage: minesweeper-text") and "\noptions:\n" in english
    for german in (run(monkeypatch, "--help", "--lang", "de")[1], run(monkeypatch, "--help", system="de_DE")[1]):
        assert german.startswith("Aufruf: minesweeper-text") and "\nOptionen:\n" in german
        assert "diese Hilfe zeigen und beenden" in german and "maschinenlesbare Ausgabe" in german
        options = re.findall(r"--[a-z-]+", english)
        assert re.findall(r"--[a-z-]+", german)[: len(options) // 2] == options[: len(options) // 2]  # as typed
    assert "a named difficulty: easy, normal, hard, beginner," in " ".join(english.split())


def test_a_parser_that_does_not_translate_prints_the_help_sentences_filled_in() -> None:
    import argparse

    from minesweeper.cli import add_board_options

    parser = argparse.ArgumentParser(prog="any")  # any parser prints the shared options' help as written
    add_board_options(parser)
    said = " ".join(parser.format_help().split())
    assert "difficulty: easy, normal, hard, beginner, intermediate, expert, beginner8 (default beginner)" in said
    assert "{" not in said
