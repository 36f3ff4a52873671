"""The store's room for finished games: the results database (opened on first use), the results it refused (kept in
the ``pending`` folder, or on a full disk in the reserve, until it takes them), the statistics, the records and the
daily attempts read from it, and the one-time import of a version 1 ``records.json``.
"""

from __future__ import annotations

import os
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, NamedTuple

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.language.translate import _
from minesweeper.store.base import StoreBase, not_valid
from minesweeper.store.files import Unreadable, about, set_aside, unreadable_folder

if TYPE_CHECKING:
    from collections.abc import Iterator

    from minesweeper.core.daily.results import DailyAttempt
    from minesweeper.core.metrics.records import Kind, RecordRow
    from minesweeper.core.record import FinishedGame
    from minesweeper.core.stats import Stats
    from minesweeper.store.results import ResultsDatabase


FINISHING_WAIT_S = 1.0  # the longest a copy waits for another to finish recording a game (a few milliseconds)


class Kept(NamedTuple):
    """What ``record_pending`` did: the results it added to the database, and those still waiting, in the reserve and
    in the pending folder (the notices name where they are)."""

    added: int
    in_reserve: int
    in_pending: int

    @property
    def waiting(self) -> int:
        return self.in_reserve + self.in_pending


class ResultsRoom(StoreBase):
    """Finished games: recording them (or keeping them waiting), and reading what they add up to."""

    @property
    def results(self) -> ResultsDatabase:
        """The database, opened on first use, after importing an old records file into it once."""
        if self._results is None:
            from minesweeper.store.database import BUSY_MS, PATIENT_BUSY_MS
            from minesweeper.store.results import ResultsDatabase  # sqlite3 is loaded when results are needed

            self._results = ResultsDatabase(
                self.paths.results, self.guard.notice, busy_ms=PATIENT_BUSY_MS if self._patient else BUSY_MS
            )
            folder = self.paths.results.parent
            if self.guard.folder_usable(folder):
                self._import_records()
            elif not os.path.isdir(folder):  # no folder to read a database from: the guard has said why, once
                self._results.unusable = True
        return self._results

    @property
    def results_writable(self) -> bool:
        """False once it is known that no result can be kept at all (and the player was told why)."""
        return self.guard.folders.get(self.paths.results.parent) is None and not (
            self._results is not None and self._results.unusable
        )

    @property
    def results_unread(self) -> str | None:
        """Why the finished games could not be read, for a command that prints them to fail with rather than show
        none as if there were none: their folder cannot be looked at or entered (known without a notice, so a
        command can say it in one line before anything else is tried there), or the last read the player waited on
        failed (the database could not be opened or read, or another copy held it); None when they could be read,
        or there are none at all."""
        folder = self.paths.results.parent
        problem = unreadable_folder(folder)
        if problem is not None:
            return _("the results in {folder} cannot be read: {problem}").format(folder=folder, problem=problem)
        return None if self._results is None else self._results.unread

    @property
    def results_busy(self) -> str | None:
        """What to tell the player when the last use of the results database was refused because another copy
        held it (it may work in a moment); None otherwise."""
        if self._results is None or not self._results.busy:
            return None
        from minesweeper.store.database import BUSY_NOTICE

        return _(BUSY_NOTICE)

    def finishing(self) -> AbstractContextManager[bool]:
        """One copy of the game at a time records a finished game and reads what it made of it (``lock.turn``): the
        results kept before it are recorded first, and whether a daily counted is read before another copy can record
        another. True while the turn is held; a copy that cannot have it within a second goes ahead without."""
        from minesweeper.store.lock import turn

        return turn(self.paths.finishing, wait_s=FINISHING_WAIT_S)

    def record_result(self, game: FinishedGame) -> bool:
        """Record a finished game (once, however often it is offered); False when the database refused it."""
        return self.record_new(game) is not None

    def record_new(self, game: FinishedGame) -> int | None:
        """``record_result``, saying what it added: 1 for a new row, 0 for a game recorded already, None if refused."""
        if not self.guard.folder_usable(self.paths.results.parent):
            return None
        return self.results.record(game)

    def keep_pending(self, game: FinishedGame) -> bool:
        """Keep a result the database refused in its own file, synced to disk, until ``record_pending`` records
        it; False (after a notice) when it could not be kept either."""
        from minesweeper.store import pending

        if not self._pending_usable():
            return False
        try:
            pending.write(self.paths.pending, game)
        except OSError as error:
            kept = _("could not keep the result in {folder} either: {why}")
            self.guard.notice(kept.format(folder=self.paths.pending, why=error.strerror or error))
            return False
        except ValueError:  # no mines were laid: there is no game to count
            return False
        return True

    def keep_in_reserve(self, game: FinishedGame) -> bool:
        """Keep a result neither the database nor a pending file could take in the reserve's own blocks (a full
        disk), synced, until ``record_pending`` records it; False when there is no room left there either."""
        from minesweeper.store import pending, reserve

        try:
            return reserve.keep(self.paths.reserve, pending.encode(game))
        except ValueError:  # no mines were laid: there is no game to count
            return False

    def keep_reserve_room(self) -> int:
        """Make the reserve while there is room (at start, after a result is recorded); its size, 0 if none."""
        from minesweeper.store import reserve

        if not self.guard.folder_usable(self.paths.reserve.parent):
            return 0
        return reserve.ensure(self.paths.reserve)

    def record_pending(self) -> Kept:
        """Record the results waiting in the reserve and in the pending folder (this copy's or any other's), oldest
        first, each removed once the database has it; stops at the first the database refuses. What it added (a
        result the database had already, left behind by a crash between its recording and its removal, adds nothing)
        and what still waits, where."""
        added, in_reserve = self._record_reserve()
        from minesweeper.store import pending

        folder = self.paths.pending
        if not self.guard.folder_readable(folder.parent) or not self._pending_usable() or not os.path.isdir(folder):
            return Kept(added, in_reserve, 0)
        if not in_reserve:  # the database takes results: the pending folder's go in too
            for path, game in pending.read_all(folder, self.guard.notice, self._not_results):
                new = self.record_new(game)
                if new is None:
                    break
                pending.remove(path)
                added += new
        return Kept(added, in_reserve, len(pending.names(folder, self._not_results)))

    def _record_reserve(self) -> tuple[int, int]:
        """Record what the reserve holds, oldest first, and clear what the database took (in place: the room stays
        the reserve's). (added, still waiting)."""
        from minesweeper.core.errors import MinesweeperError
        from minesweeper.store import pending, reserve
        from minesweeper.store.files import Unreadable, set_aside_bytes

        payloads = reserve.read(self.paths.reserve, self.guard.notice)
        done = added = 0
        for payload in payloads:
            try:
                game = pending.decode(payload)
            except (Unreadable, MinesweeperError) as problem:  # whole, yet not a result: kept aside, not counted
                room = self.paths.reserve
                try:
                    copy = set_aside_bytes(room, payload)
                except OSError as error:
                    not_copied = _(
                        "a result kept in {file} cannot be counted ({problem}); it could not be copied aside ({why})"
                    )
                    said = not_copied.format(file=room, problem=problem, why=error.strerror or error)
                else:
                    copied = _("a result kept in {file} cannot be counted ({problem}); it is copied to {copy}")
                    said = copied.format(file=room, problem=problem, copy=copy)
                self.guard.notice(said)
            else:
                new = self.record_new(game)
                if new is None:
                    break
                added += new
            done += 1
        if done:
            reserve.clear(self.paths.reserve, done)
        return added, len(payloads) - done

    def _pending_usable(self) -> bool:
        """Whether the pending folder may be used: one that is a link (or not a folder) is left alone, said once."""
        from minesweeper.store import pending

        problem = pending.folder_problem(self.paths.pending)
        if problem is not None:
            self.guard.notice(about(self.paths.pending, problem))
        return problem is None

    def load_records(self, *, kind: Kind = "classic") -> Stats:
        """The statistics of classic boards, or of no-guess boards (ranked apart: ``records.KIND_RULES``); read from
        a folder that cannot be written too (the database opens read-only there)."""
        self.guard.folder_usable(self.paths.results.parent)  # says once if nothing will be saved there
        return self.results.stats(kind=kind)

    def rank(self, game_id: str) -> int | None:
        return self.results.rank(game_id)

    def records(self, level: str) -> list[RecordRow]:
        """Every finished game of the preset ``level`` (its key: "expert") that the personal records count, in the
        order played: what ``core.metrics.records`` makes the tables, averages and a win's place of."""
        self.guard.folder_usable(self.paths.results.parent)  # says once if nothing will be saved there
        return self.results.records(level)

    def records_apart(self, level: str) -> list[RecordRow]:
        """``records`` read on a connection of their own, for a worker thread: the window works a win's place out off
        its event loop. It says nothing; a file it cannot read gives no rows."""
        return self.results.records_apart(level)

    def last_level(self) -> str | None:
        """The preset of the last game played on one (its key), or None when there is none."""
        return self.results.last_level()

    def reset_records(self) -> bool:
        return self.guard.folder_usable(self.paths.results.parent) and self.results.reset()

    def daily_attempts(self, level: str | None = None) -> list[DailyAttempt]:
        """Every finished game played on a daily board (of ``level``, or of all three), as ``daily_results`` counts
        them: the results database's, in the order they were recorded, then the results still waiting to be recorded
        (in the reserve or the pending folder), in the order they were kept: each has a negative ``row_id``, -1 for
        the first, until it is recorded. So a daily whose result waits still counts and breaks no streak."""
        from minesweeper.core.daily.results import DailyAttempt
        from minesweeper.store import history

        attempts = history.daily_attempts(self.results, level)
        recorded = {attempt.game_id for attempt in attempts}
        waiting = 0
        for game in self._waiting_results():
            attempt = DailyAttempt.of(game, -1 - waiting)
            if attempt is not None and attempt.game_id not in recorded and level in (None, attempt.level):
                recorded.add(attempt.game_id)
                attempts.append(attempt)
                waiting += 1
        return attempts

    def _waiting_results(self) -> Iterator[FinishedGame]:
        """The results kept in the reserve and in the pending folder, read but left where they are (``record_pending``
        records them); one that cannot be read is left to it too."""
        from minesweeper.core.errors import MinesweeperError
        from minesweeper.store import pending, reserve

        for payload in reserve.read(self.paths.reserve, self.guard.notice):
            try:
                yield pending.decode(payload)
            except (Unreadable, MinesweeperError):
                continue
        folder = self.paths.pending
        if self.guard.folder_readable(folder.parent) and self._pending_usable() and os.path.isdir(folder):
            for _, game in pending.read_all(folder, self.guard.notice, self._not_results):
                yield game

    def _import_records(self) -> None:
        path = self.paths.records
        # Translators: what the game does instead of importing an old records file it cannot read, after its notice.
        data = self.guard.read(path, _("its results are not imported"))
        if data is None:
            return
        from minesweeper.core.stats import Stats

        # Translators: what the game does instead of importing an old records file that is not valid, after its notice.
        nothing = _("nothing imported")
        if data["version"] != 1 or not isinstance(data.get("difficulties"), dict):
            # Translators: said of an old records file, after its name (see "{file} {problem}").
            self.guard.set_aside(path, _("is not a version 1 records file with difficulties"), nothing)
            return
        try:
            stats = Stats.from_dict(data["difficulties"])
        except MinesweeperError as error:
            self.guard.set_aside(path, not_valid(error), nothing)
            return
        assert self._results is not None
        if not self._results.import_legacy(stats):
            return
        target = path.with_name(path.name + ".imported")
        try:
            if target.exists() or target.is_symlink():
                target = set_aside(path, "imported")
            else:
                path.rename(target)
        except OSError as error:
            self.guard.hands_off.add(path)
            self.guard.notice(
                _("imported {file} but could not rename it ({why})").format(file=path, why=error.strerror or error)
            )
            return
        imported = _("Imported the statistics of {file} into {database}; the old file is {target}")
        self.guard.notice(imported.format(file=path, database=self.paths.results, target=target))
