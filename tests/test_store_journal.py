"""The saved game's journal: a move is one line appended, a crash loses at most the last move, a journal that is
not the saved game's own is ignored, and the full save takes it in when the game is paused, left or closed."""

from __future__ import annotations

import json
import random
from datetime import datetime
from pathlib import Path

import pytest

from minesweeper.core.actions import Kind
from minesweeper.core.errors import IllegalMove
from minesweeper.core.generate import FixedMines, RandomMines
from minesweeper.core.hand import HandEvent, HandKind
from minesweeper.core.layout import Layout
from minesweeper.core.play import Clicks
from minesweeper.core.presets import Difficulty
from minesweeper.core.record import Resume
from minesweeper.core.summary import summarise
from minesweeper.session import Session
from minesweeper.store import Store
from minesweeper.store import journal as journal_module

# A 6×6 board with its mines in the corners: every cell but the corners' neighbours floods, so moves are flags
BOARD = Layout.parse("*....*\n......\n......\n......\n......\n*....*")


class Clock:
    def __init__(self) -> None:
        self.seconds = 100.0

    def __call__(self) -> float:
        return self.seconds


def session(folder: Path, clock: Clock | None = None) -> Session:
    return Session(Store(folder), clock=clock or Clock(), wall=lambda: datetime(2024, 5, 1, 10, 15))


def started(folder: Path, clock: Clock | None = None) -> Session:
    """A game saved in ``folder`` after its first reveal (a full save), on ``BOARD``."""
    s = session(folder, clock)
    s.new_game(Difficulty.custom(6, 6, 4), FixedMines(BOARD))
    s.apply(Kind.REVEAL, 1, 1)  # a 1 next to the top-left mine
    return s


def flags(s: Session, count: int, clock: Clock | None = None) -> list[str]:
    """Flag (and unflag) the covered top-left mine ``count`` times; the moves made, as text."""
    for _ in range(count):
        if clock is not None:
            clock.seconds += 1
        s.apply(Kind.FLAG, 0, 0)
    assert s.game is not None
    return [str(a) for a in s.game.actions]


def continued(folder: Path, dead: Session) -> Session:
    """Another run of the game after ``dead`` ended without closing (``kill -9``: the system closes its files
    and drops its lock, and nothing else happens), continuing the save."""
    assert dead.store is not None
    dead.store.release_resume()
    again = session(folder)
    assert again.resume(RandomMines(random.Random(0))) is not None
    return again


def moves(s: Session) -> list[str]:
    assert s.game is not None
    return [str(a) for a in s.game.actions]


def journal_lines(folder: Path) -> list[bytes]:
    return (folder / "resume.journal").read_bytes().splitlines(keepends=True)


# ----------------------------------------------------------------- a move is one line


def test_a_move_after_the_first_save_is_one_line_and_the_full_save_is_left_alone(tmp_path: Path) -> None:
    s = started(tmp_path)
    full = (tmp_path / "resume.json").read_bytes()
    assert not (tmp_path / "resume.journal").exists()  # the first save of a game is a full one
    flags(s, 3)
    assert (tmp_path / "resume.json").read_bytes() == full
    lines = journal_lines(tmp_path)
    assert len(lines) == 4 and all(line.endswith(b"\n") for line in lines)
    assert json.loads(lines[0]) == {"journal": 1, "id": s.game_id, "save": json.loads(full)["journal"]}
    assert [json.loads(line)["a"] for line in lines[1:]] == [[m] for m in moves(s)[1:]]


def test_a_game_killed_mid_journal_continues_with_every_move_its_clock_clicks_help_and_hand(tmp_path: Path) -> None:
    clock = Clock()
    s = started(tmp_path, clock)
    s.record_hand(HandEvent(150, HandKind.MOVE, 5, 5))
    s.record_hand(HandEvent(160, HandKind.RIGHT_DOWN, 5, 5))
    made = flags(s, 2, clock)
    with pytest.raises(IllegalMove):
        s.apply(Kind.CHORD, 3, 3)  # a wasted click counts, and is kept with the next keep
    assert s.mark_assisted()
    clock.seconds += 2
    # no close: the process is gone
    again = continued(tmp_path, s)
    assert moves(again) == made
    assert again.assisted and again.started == s.started
    assert again.hand == s.hand
    assert again.clock_ms() == 2000  # the clock as the last keep (the help asked for) left it
    saved = again.store.load_resume() if again.store is not None else None
    assert saved is not None and saved.play.clicks == Clicks(left=1, right=2, double=1, effective=3)


def test_a_line_cut_short_loses_only_the_last_move_and_says_nothing(tmp_path: Path) -> None:
    s = started(tmp_path)
    made = flags(s, 3)
    whole = (tmp_path / "resume.journal").read_bytes()
    (tmp_path / "resume.journal").write_bytes(whole[:-7])  # a crash in the middle of the last write
    again = continued(tmp_path, s)
    assert moves(again) == made[:-1]
    assert again.take_notices() == []


def test_a_damaged_line_keeps_the_moves_before_it_and_says_so(tmp_path: Path) -> None:
    s = started(tmp_path)
    made = flags(s, 4)
    lines = journal_lines(tmp_path)
    lines[3] = lines[3].replace(b'"a":["F', b'"a":["Q')
    (tmp_path / "resume.journal").write_bytes(b"".join(lines))
    again = continued(tmp_path, s)
    assert moves(again) == made[:3]  # the reveal and the two flags before the damaged line
    [notice] = again.take_notices()
    assert "resume.journal is damaged at line 4" in notice and "taken as it was before that line" in notice
    [aside] = tmp_path.glob("resume.journal.corrupt-*")
    assert aside.read_bytes() == b"".join(lines)  # kept for the player to look at, every line of it


@pytest.mark.parametrize(
    "line",
    [
        b'{"a":["F0,0@99999999"],"clock":5,"clicks":[1,1,0,2],"assisted":false,"started":null}\n',  # after its clock
        b'{"a":["F0,0@0"],"clock":1500,"clicks":[1,1,0,2],"assisted":false,"started":null}\n',  # before the last move
        b'{"a":"F0,0@5000","clock":5000,"clicks":[1,1,0,2],"assisted":false,"started":null}\n',
        b'{"a":[],"clock":5000,"clicks":[1,1,0,9],"assisted":false,"started":null}\n',  # more effective than clicks
        b'{"a":[],"clock":5000,"clicks":[1,1,0,2],"assisted":"yes","started":null}\n',
        b'{"a":[],"clock":5000,"clicks":[1,1,0,2],"assisted":false,"started":null,"hand":"not base64!"}\n',
        b"[1, 2, 3]\n",
        b'{"a":["F0,0@5000"' + b" " * journal_module.LINE_BYTES + b'],"clock":5000}\n',
    ],
)
def test_a_hostile_line_is_not_used(tmp_path: Path, line: bytes) -> None:
    clock = Clock()
    s = started(tmp_path, clock)
    flags(s, 1, clock)
    with (tmp_path / "resume.journal").open("ab") as file:
        file.write(line)
    again = continued(tmp_path, s)
    assert moves(again) == moves(s)
    assert "is damaged at line 3" in again.take_notices()[0]


def keep_line(moves: list[str], clock: int, *, wasted: list[str] | None = None, started: str | None = None) -> bytes:
    """A journal line as the game writes one: whole, well formed, its times in order."""
    fields: dict[str, object] = {
        "a": moves,
        "clock": clock,
        "clicks": [3, 1, 0, 4],
        "assisted": False,
        "started": started or "2024-05-01T10:15:00",
    }
    if wasted:
        fields["w"] = wasted
    return json.dumps(fields).encode() + b"\n"


# Lines that are whole and well formed but do not fit the game after the save's three moves (a reveal at (1,1), a
# reveal at (4,1), a flag at (0,0)): each is line 4 of the journal, the header and two moves before it.
UNFITTING = {
    "a reveal off the board": [keep_line(["R9,9@5000"], 5000)],
    "a line repeated": [],  # the line of the reveal at (4,1) again: that cell is open
    "a wasted click off the board": [keep_line([], 5000, wasted=["R9,9@5000"])],
    "a start that is not a date": [keep_line(["F5,5@5000"], 5000, started="the day before yesterday")],
    "a line that ends the game": [keep_line(["R5,5@5000"], 5000)],  # the mine: a game's end is never journaled
    "an end, then cells already open": [keep_line(["R5,5@5000"], 5000), keep_line(["R4,1@5001"], 5001)],
    "an end with cells already open, in one line": [keep_line(["R5,5@5000", "R1,1@5001"], 5001)],
}


@pytest.mark.parametrize("case", list(UNFITTING))
def test_a_line_that_does_not_fit_the_game_keeps_the_lines_before_it_and_sets_the_journal_aside(
    tmp_path: Path, case: str
) -> None:
    clock = Clock()
    s = started(tmp_path, clock)
    clock.seconds += 1
    s.apply(Kind.REVEAL, 4, 1)  # a 1 beside the top-right mine: it opens alone
    made = flags(s, 1, clock)
    lines = journal_lines(tmp_path)
    assert len(lines) == 3
    lines += UNFITTING[case] or [lines[1]]
    (tmp_path / "resume.journal").write_bytes(b"".join(lines))
    again = continued(tmp_path, s)
    assert moves(again) == made  # the longest run of lines that applies: all three moves, nothing after them
    assert again.game is not None and not again.game.is_over
    [notice] = again.take_notices()
    assert "resume.journal is damaged at line 4 (" in notice and "taken as it was before that line" in notice
    [aside] = tmp_path.glob("resume.journal.corrupt-*")
    assert aside.read_bytes() == b"".join(lines)  # every line kept for the player to look at
    saved = json.loads((tmp_path / "resume.json").read_text())
    assert saved["actions"] == made  # saved whole at once: a kill now loses nothing of it
    assert not (tmp_path / "resume.journal").exists()
    assert not list(tmp_path.glob("resume.json.corrupt-*"))


@pytest.mark.parametrize("bad", [0, 1, 6, 13, 19])
def test_the_lines_kept_are_exactly_those_before_the_first_that_does_not_fit_wherever_it_is(
    tmp_path: Path, bad: int
) -> None:
    clock = Clock()
    s = started(tmp_path, clock)
    made = flags(s, 20, clock)  # twenty lines after the header
    lines = journal_lines(tmp_path)
    fields = json.loads(lines[1 + bad])
    fields["w"] = ["R9,9@" + fields["a"][0].split("@")[1]]  # a wasted click off the board: the save does not read
    lines[1 + bad] = json.dumps(fields).encode() + b"\n"
    (tmp_path / "resume.journal").write_bytes(b"".join(lines))
    again = continued(tmp_path, s)
    assert moves(again) == made[: 1 + bad]
    assert f"is damaged at line {2 + bad} (wasted clicks: action 1 ('R9,9@" in again.take_notices()[0]


def test_a_move_of_the_full_save_that_does_not_apply_still_sets_the_whole_save_aside(tmp_path: Path) -> None:
    s = started(tmp_path)
    flags(s, 2)
    data = json.loads((tmp_path / "resume.json").read_text())
    data["actions"].append("R1,1@0")  # the full save itself: nothing shorter of it is the game
    (tmp_path / "resume.json").write_text(json.dumps(data))
    assert s.store is not None
    s.store.release_resume()
    again = session(tmp_path)
    assert again.resume(RandomMines(random.Random(0))) is None
    assert "is not a game that can be resumed (move 2 (R1,1@0) does not apply" in again.take_notices()[0]
    assert len(list(tmp_path.glob("resume.json.corrupt-*"))) == 1


def test_a_game_given_up_counts_the_moves_of_its_journal_that_apply(tmp_path: Path) -> None:
    clock = Clock()
    s = started(tmp_path, clock)
    made = flags(s, 2, clock)
    with (tmp_path / "resume.journal").open("ab") as file:
        file.write(keep_line(["R9,9@9000"], 9000))
    assert s.store is not None
    s.store.release_resume()
    t = session(tmp_path)
    assert t.waiting() is not None
    t.new_game(Difficulty.custom(6, 6, 4), FixedMines(BOARD))
    t.apply(Kind.REVEAL, 4, 1)
    [given_up] = Store(tmp_path).history()
    game = Store(tmp_path).stored_game(given_up.row_id)
    assert game is not None and [str(a) for a in game.record.actions] == made
    assert any("is damaged at line 4" in notice for notice in t.take_notices())
    assert len(list(tmp_path.glob("resume.journal.corrupt-*"))) == 1


def test_a_journal_over_its_size_is_ignored_with_a_notice(tmp_path: Path) -> None:
    s = started(tmp_path)
    flags(s, 1)
    with (tmp_path / "resume.journal").open("ab") as file:
        file.write(b"\n" * journal_module.JOURNAL_BYTES)
    again = continued(tmp_path, s)
    assert len(moves(again)) == 1
    assert "the game carries on from its last full save" in again.take_notices()[0]


# ----------------------------------------------------------------- a journal that is not the saved game's


def test_another_games_journal_is_ignored(tmp_path: Path) -> None:
    first = started(tmp_path / "a")
    flags(first, 2)
    second = started(tmp_path / "b")
    (tmp_path / "b" / "resume.journal").write_bytes((tmp_path / "a" / "resume.journal").read_bytes())
    again = continued(tmp_path / "b", second)
    assert moves(again) == moves(second)
    assert again.take_notices() == []


def test_a_journal_left_behind_by_a_crash_after_a_full_save_is_ignored(tmp_path: Path) -> None:
    s = started(tmp_path)
    flags(s, 2)
    old = (tmp_path / "resume.journal").read_bytes()
    s.save()  # a full save takes the journal in and removes it...
    (tmp_path / "resume.journal").write_bytes(old)  # ...but the process died before the removal
    again = continued(tmp_path, s)
    assert moves(again) == moves(s)  # the old lines were not played a second time


def test_a_save_from_before_journals_ignores_a_stray_journal(tmp_path: Path) -> None:
    s = started(tmp_path)
    flags(s, 2)
    data = json.loads((tmp_path / "resume.json").read_text())
    del data["journal"]  # what an older version wrote
    (tmp_path / "resume.json").write_text(json.dumps(data))
    again = continued(tmp_path, s)
    assert moves(again) == moves(s)[:1]


# ----------------------------------------------------------------- compaction


def test_closing_pausing_and_a_new_game_fold_the_journal_into_the_full_save(tmp_path: Path) -> None:
    s = started(tmp_path)
    flags(s, 2)
    s.pause()
    assert not (tmp_path / "resume.journal").exists()
    assert json.loads((tmp_path / "resume.json").read_text())["actions"] == moves(s)
    s.unpause()
    flags(s, 1)
    old = moves(s)
    s.new_game(Difficulty.custom(6, 6, 4), FixedMines(BOARD))
    assert json.loads((tmp_path / "resume.json").read_text())["actions"] == old
    assert not (tmp_path / "resume.journal").exists()
    again = session(tmp_path)
    assert again.resume(RandomMines(random.Random(0))) is None  # the first copy still owns it
    s.close()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("resume.")) == ["resume.json", "resume.lock"]


def test_a_long_journal_is_folded_into_the_full_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(journal_module, "JOURNAL_BYTES", 600)
    s = started(tmp_path)
    flags(s, 10)
    assert 1 < len(json.loads((tmp_path / "resume.json").read_text())["actions"]) < 11  # folded, then journaled
    assert 0 < (tmp_path / "resume.journal").stat().st_size <= 600
    again = continued(tmp_path, s)
    assert moves(again) == moves(s)


def test_the_full_save_is_what_older_versions_read(tmp_path: Path) -> None:
    clock = Clock()
    s = started(tmp_path, clock)
    flags(s, 2, clock)
    clock.seconds += 0.5
    s.close()
    data = json.loads((tmp_path / "resume.json").read_text())
    assert data["version"] == 2 and data["actions"] == moves(s)
    assert [str(a) for a in Resume.from_dict(data).record.actions] == moves(s)
    assert summarise(data).played_ms == 2500


def test_a_game_with_no_mines_laid_yet_is_saved_whole_until_they_are(tmp_path: Path) -> None:
    s2 = session(tmp_path / "random")
    s2.new_game(Difficulty.custom(6, 6, 4), RandomMines(random.Random(3)))
    s2.apply(Kind.FLAG, 2, 2)
    s2.apply(Kind.FLAG, 3, 3)  # no mines laid: no journal could say where they will be
    assert not (tmp_path / "random" / "resume.journal").exists()
    s2.apply(Kind.REVEAL, 0, 5)
    assert json.loads((tmp_path / "random" / "resume.json").read_text())["layout"] is not None
    assert not (tmp_path / "random" / "resume.journal").exists()
    again = continued(tmp_path / "random", s2)
    assert moves(again) == moves(s2)


# ----------------------------------------------------------------- two copies


def test_only_the_copy_that_owns_the_saved_game_writes_its_journal(tmp_path: Path) -> None:
    owner = started(tmp_path)
    flags(owner, 1)
    before = {p.name: p.read_bytes() for p in tmp_path.glob("resume.*")}
    other = started(tmp_path)  # another window on the same folder: it plays unsaved
    flags(other, 3)
    assert other.store is not None and not other.store.journal_move(
        other.game_id, journal_module.Keep((), 0, Clicks(), False, None)
    )
    assert {p.name: p.read_bytes() for p in tmp_path.glob("resume.*")} == before
    flags(owner, 1)
    assert len(journal_lines(tmp_path)) == 3
