"""The exchange folder: exports never overwrite, imports are listed newest first and read as untrusted."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from minesweeper.store import Store, files


def test_an_export_never_overwrites_and_its_name_is_made_safe(tmp_path: Path) -> None:
    store = Store(tmp_path)
    first = store.export_file("../game 1.json", b"one")
    second = store.export_file("../game 1.json", b"two")
    assert first is not None and second is not None
    assert first.parent == second.parent == tmp_path / "exchange"
    assert (first.name, second.name) == ("-game 1.json", "-game 1 (2).json")
    assert (first.read_bytes(), second.read_bytes()) == (b"one", b"two")


def test_imports_are_listed_newest_first_by_suffix_in_any_case(tmp_path: Path) -> None:
    store = Store(tmp_path)
    folder = tmp_path / "exchange"
    folder.mkdir()
    for age, name in enumerate(("new.json", "old.JSON", "board.mbf", ".hidden.json")):
        (folder / name).write_text("{}")
        os.utime(folder / name, (1_000_000 - age * 100, 1_000_000 - age * 100))
    assert [p.name for p in store.importable(".json")] == ["new.json", "old.JSON"]
    assert [p.name for p in store.importable(".mbf", ".json")] == ["new.json", "old.JSON", "board.mbf"]


def test_an_odd_file_to_import_is_refused_with_a_notice(tmp_path: Path) -> None:
    store = Store(tmp_path)
    folder = tmp_path / "exchange"
    folder.mkdir()
    os.mkfifo(folder / "pipe.json")
    assert store.read_import(folder / "pipe.json") is None
    assert store.read_import(folder / "gone.json") is None
    notices = store.take_notices()
    assert any("not a regular file" in n for n in notices) and any("is gone" in n for n in notices)


def test_an_export_to_a_folder_that_cannot_be_made_says_why(tmp_path: Path) -> None:
    store = Store(tmp_path)
    (tmp_path / "exchange").write_text("a file where the folder should be")
    assert store.export_file("x.json", b"{}") is None
    assert "it is a file, not a folder" in store.take_notices()[0]


def test_without_a_data_folder_exports_go_to_the_documents_folder(tmp_path: Path) -> None:
    assert Store().paths.exchange == Path.home() / "Documents" / "Minesweeper"


def test_a_new_file_is_never_written_over_one_that_appears_while_it_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Between the moment a name looks free and the write, another program may create it: it is kept as it is,
    and the export goes to the next number."""
    real_link = os.link
    target = tmp_path / "game.json"

    def someone_else_first(source: str, destination: str) -> None:
        if Path(destination) == target and not target.exists():
            target.write_bytes(b"theirs")  # appears after the data is written, before it gets its name
        real_link(source, destination)

    monkeypatch.setattr(os, "link", someone_else_first)
    with pytest.raises(FileExistsError):
        files.write_new(target, b"ours")
    assert target.read_bytes() == b"theirs"
    target.unlink()
    assert files.write_numbered(tmp_path, "game.json", b"ours") == tmp_path / "game (2).json"
    assert (target.read_bytes(), (tmp_path / "game (2).json").read_bytes()) == (b"theirs", b"ours")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game (2).json", "game.json"]  # no temporary file left


def test_a_new_file_takes_a_free_name_only_even_without_hard_links(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_hard_links(source: str, destination: str) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_hard_links)
    files.write_new(tmp_path / "board.mbf", b"one")
    with pytest.raises(FileExistsError):
        files.write_new(tmp_path / "board.mbf", b"two")
    assert files.write_numbered(tmp_path, "board.mbf", b"two").name == "board (2).mbf"
    assert (tmp_path / "board.mbf").read_bytes() == b"one"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board (2).mbf", "board.mbf"]


def test_a_dangling_link_keeps_its_name(tmp_path: Path) -> None:
    (tmp_path / "game.json").symlink_to(tmp_path / "nowhere")
    assert files.write_numbered(tmp_path, "game.json", b"ours").name == "game (2).json"
    assert (tmp_path / "game.json").is_symlink() and not (tmp_path / "nowhere").exists()
