"""The reserve: real blocks kept while there is room, written in place when nothing else can be, read back as
untrusted (a torn or altered record set aside with a notice), shared safely by two copies, and whole after a
``kill -9`` in the middle of a write."""

from __future__ import annotations

import multiprocessing
import os
import signal
import zlib
from pathlib import Path

import pytest

from minesweeper.store import reserve
from minesweeper.store.reserve import HEADER, MAGIC, RESERVE_BYTES, SMALLEST


def made(tmp_path: Path) -> Path:
    path = tmp_path / "reserve"
    assert reserve.ensure(path) >= SMALLEST
    return path


def test_the_reserve_is_real_zeroed_blocks_of_its_own(tmp_path: Path) -> None:
    path = tmp_path / "reserve"
    size = reserve.ensure(path)
    assert SMALLEST <= size <= RESERVE_BYTES and path.stat().st_size == size
    assert path.read_bytes() == bytes(size)
    assert path.stat().st_blocks * 512 >= size  # written, not sparse: its blocks are its own
    assert reserve.ensure(path) == size  # made once: an existing reserve keeps its size


def test_results_kept_in_place_read_back_in_order_and_are_cleared_once_counted(tmp_path: Path) -> None:
    path = made(tmp_path)
    size = path.stat().st_size
    payloads = [b'{"game": 1}', b'{"game": 2}' * 100, b"{}"]
    for payload in payloads:
        assert reserve.keep(path, payload)
    assert path.stat().st_size == size  # in place: the file never grows
    notices: list[str] = []
    assert reserve.read(path, notices.append) == payloads and not notices
    reserve.clear(path, 2)  # the first two are counted; the third stays for the next chance
    assert reserve.read(path, notices.append) == payloads[2:]
    reserve.clear(path, 1)
    assert path.read_bytes() == bytes(size) and not notices


def test_a_result_that_does_not_fit_in_what_is_left_is_refused(tmp_path: Path) -> None:
    path = made(tmp_path)
    size = path.stat().st_size
    assert not reserve.keep(path, bytes(size))  # with its header it cannot fit
    assert reserve.keep(path, b"x" * (size - HEADER.size))  # exactly fills it
    assert not reserve.keep(path, b"y")  # full
    assert reserve.read(path, lambda _: None) == [b"x" * (size - HEADER.size)]
    assert not reserve.keep(tmp_path / "none", b"z")  # no reserve at all


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        (lambda record: record[: len(record) // 2], "torn"),  # the payload cut short: runs past where zeros begin
        (lambda record: record[:-3] + b"XYZ", "checksum"),  # altered
        (lambda record: b"EVIL" + record[4:], "not one of ours"),
    ],
)
def test_a_damaged_record_is_set_aside_with_a_notice_and_the_ones_before_it_count(
    tmp_path: Path, damage: object, said: str
) -> None:
    path = made(tmp_path)
    assert reserve.keep(path, b'{"game": "first"}')
    end = HEADER.size + len(b'{"game": "first"}')
    payload = b'{"game": "second", "moves": "' + b"R1,1@0 " * 50 + b'"}'
    record = HEADER.pack(MAGIC, len(payload), zlib.crc32(payload)) + payload
    if said == "torn":
        record = HEADER.pack(MAGIC, len(payload) + 10**6, zlib.crc32(payload)) + payload  # length past the end
    else:
        record = damage(record)  # type: ignore[operator]
    with open(path, "r+b") as file:
        file.seek(end)
        file.write(record)
    notices: list[str] = []
    assert reserve.read(path, notices.append) == [b'{"game": "first"}']
    assert len(notices) == 1 and said in notices[0] and "copied to" in notices[0]
    aside = [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == record.rstrip(b"\0")
    assert reserve.read(path, notices.append) == [b'{"game": "first"}'] and len(notices) == 1  # whole again
    assert reserve.keep(path, b"{}") and reserve.read(path, notices.append) == [b'{"game": "first"}', b"{}"]


def _append_many(path: str, copy: int, count: int) -> None:
    for number in range(count):
        assert reserve.keep(Path(path), f'{{"copy": {copy}, "game": {number}, "pad": "{"x" * 90}"}}'.encode())


def test_two_copies_writing_into_one_reserve_lose_nothing(tmp_path: Path) -> None:
    path = made(tmp_path)
    count = 150  # 2 × 150 records of about 130 bytes: about 39 KB, within the smallest reserve
    context = multiprocessing.get_context("fork")
    copies = [context.Process(target=_append_many, args=(str(path), copy, count)) for copy in (1, 2)]
    for process in copies:
        process.start()
    for process in copies:
        process.join(60)
        assert process.exitcode == 0
    payloads = reserve.read(path, lambda notice: pytest.fail(notice))
    assert sorted(payloads) == sorted(
        f'{{"copy": {copy}, "game": {number}, "pad": "{"x" * 90}"}}'.encode()
        for copy in (1, 2)
        for number in range(count)
    )


def _killed_while_writing(path: str) -> None:
    """Write a record's header and half its payload where the next record goes, then die by SIGKILL."""
    payload = b'{"game": "torn"' + b" " * 4000 + b"}"
    fd = os.open(path, os.O_RDWR)
    end = HEADER.size + len(b'{"game": "whole"}')
    os.lseek(fd, end, os.SEEK_SET)
    os.write(fd, HEADER.pack(MAGIC, len(payload), zlib.crc32(payload)) + payload[: len(payload) // 2])
    os.kill(os.getpid(), signal.SIGKILL)


def test_kill_9_in_the_middle_of_a_write_leaves_the_records_before_it_whole(tmp_path: Path) -> None:
    path = made(tmp_path)
    assert reserve.keep(path, b'{"game": "whole"}')
    child = multiprocessing.get_context("fork").Process(target=_killed_while_writing, args=(str(path),))
    child.start()
    child.join(30)
    assert child.exitcode == -signal.SIGKILL
    notices: list[str] = []
    assert reserve.read(path, notices.append) == [b'{"game": "whole"}']
    assert len(notices) == 1 and "checksum" in notices[0]
    assert reserve.keep(path, b"{}")  # its room is used again
    assert reserve.read(path, notices.append) == [b'{"game": "whole"}', b"{}"]
