"""Everything the game keeps on disk, and nothing else: settings, the saved game, the results database and the
files the player exports and imports.

Settings (``settings.json``) and the game in progress (``resume.json``) are small JSON files with a
``version``, written atomically; between full saves each move of the game in progress is one line appended
to its journal (``resume.journal``, see ``journal``), so a move costs the same late in a long game.
Finished games go to a SQLite database (``results.sqlite3``), and a version 1 ``records.json`` from an
older version is imported into it once and kept as ``records.json.imported``; a result the database refuses
(a full disk, another copy holding its lock) waits in the ``pending`` folder until it is recorded (``pending``).
The store holds no game rules: the session decides what to save and when. Nothing here ever raises at the
player: a file that cannot be read is moved aside as ``NAME.corrupt-<time>`` and defaults are used, a file
from a newer version is left untouched, a folder where nothing can be written is reported once, and every
such event is one line in ``notices``.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.summary import SavedSummary, summarise
from minesweeper.settings import Settings
from minesweeper.store.files import Unreadable, read_capped, set_aside, unreadable_folder, write_new
from minesweeper.store.guard import VERSION, FileGuard
from minesweeper.store.lock import OwnerLock
from minesweeper.store.paths import ENV_VAR, Paths, resolve_paths

if TYPE_CHECKING:
    from collections.abc import Iterator

    from minesweeper.core.daily.results import DailyAttempt
    from minesweeper.core.errors import MoveNotApplied
    from minesweeper.core.metrics.records import RecordRow
    from minesweeper.core.puzzles.puzzle import Puzzle
    from minesweeper.core.record import FinishedGame, HistoryEntry, Resume
    from minesweeper.core.solver.review import Review
    from minesweeper.core.stats import Stats
    from minesweeper.store.journal import Journal, Keep
    from minesweeper.store.pending import Seen
    from minesweeper.store.results import ResultsDatabase

# The front ends import this package only, never its modules: what they need from those is named here.
__all__ = ["ENV_VAR", "VERSION", "Paths", "Store", "Unreadable", "read_capped", "resolve_paths", "write_new"]


class Store:
    """Loads and saves, collecting notices instead of raising."""

    def __init__(self, data_dir: Path | None = None, *, patient: bool = False) -> None:
        """``patient``: a command that prints and exits may wait longer for another copy's hold on the results
        database than the window or a game in the terminal, which never freeze for it."""
        self.paths = resolve_paths(data_dir)
        self._patient = patient
        self.guard = FileGuard()
        self._owner = OwnerLock(self.paths.lock)
        self._journal: Journal | None = None  # the journal of this copy's last full save, while it may grow
        self._left_out: tuple[int, str] | None = None  # the journal's first line the last load left out, and why
        self._results: ResultsDatabase | None = None
        self._not_results: Seen = {}  # the files in pending found not to be results, left where they are

    @property
    def notices(self) -> list[str]:
        """The notices not handed over yet, each one line naming the file."""
        return self.guard.notices

    def take_notices(self) -> list[str]:
        """Hand the pending notices to the front end once."""
        notices, self.guard.notices = self.guard.notices, []
        return notices

    def close(self) -> None:
        self.release_resume()
        if self._results is not None:
            self._results.close()

    # ----------------------------------------------------------------- settings

    def load_settings(self) -> Settings:
        path = self.paths.settings
        data = self.guard.read(path, "using default settings")
        if data is None:
            return Settings()
        try:
            settings, fixes = Settings.from_dict(data)
        except MinesweeperError as error:
            self.guard.set_aside(path, f"is not valid ({error})", "using default settings")
            return Settings()
        for fix in fixes:
            self.guard.notice(f"{path}: {fix}")
        return settings

    def save_settings(self, settings: Settings) -> bool:
        return self.guard.write(self.paths.settings, settings.to_dict(), self.load_settings)

    # ----------------------------------------------------------------- the game in progress

    def peek_resume(self) -> SavedSummary | None:
        """The saved game named (its board, time played, identity, whether another copy owns it) from its file,
        without rebuilding it; None when there is none, or it has ended and waits to be counted."""
        data = self._saved_fields()
        if data is None or data.get("finished") is True:
            return None
        return replace(summarise(data), open_elsewhere=self._owner.held_elsewhere())

    def has_resume(self) -> bool:
        """Whether a game is saved, without rebuilding it (a file that is not even JSON is set aside here)."""
        return self.guard.read(self.paths.resume, "starting a new game") is not None

    def load_resume(self, *, not_applied: MoveNotApplied | None = None) -> Resume | None:
        """The saved game: its full save carried on by its journal's lines, up to the first that is damaged or does
        not fit the game (a wasted click off the board, say) or, given ``not_applied`` (a move the session found the
        rules refuse), up to the line holding that move. None when there is no saved game, when ``not_applied`` is a
        move of the full save itself, or when even the full save is not a game (it is set aside, with a notice). The
        lines left out are kept aside by ``keep_journal_aside`` once this copy owns the saved game."""
        from minesweeper.core.record import Resume
        from minesweeper.store import journal

        data = self.guard.read(self.paths.resume, "starting a new game")
        if data is None:
            return None
        continuation = journal.read(data, self.paths.journal, self.guard.notice)
        count, damage = len(continuation.lines), continuation.damage
        if not_applied is not None:
            before = continuation.lines_before(not_applied.move)
            if before is None:
                return None
            count, damage = before, (journal.FIRST_LINE + before, str(not_applied))
        try:  # nearly always the whole run reads: one look
            resume = Resume.from_dict(continuation.fields(count))
        except MinesweeperError as error:
            problem = error
            try:
                resume = Resume.from_dict(continuation.fields(0))
            except MinesweeperError as error_alone:
                self.set_resume_aside(f"is not a game that can be resumed ({error_alone})")
                return None
            reads = 0  # the longest run that reads as a game, found by halves: a run reads if a longer one does
            while count - reads > 1:
                middle = (reads + count) // 2
                try:
                    resume = Resume.from_dict(continuation.fields(middle))
                except MinesweeperError as error_middle:
                    count, problem = middle, error_middle
                else:
                    reads = middle
            damage = (journal.FIRST_LINE + reads, str(problem))
        self._left_out = damage
        return resume

    def keep_journal_aside(self) -> bool:
        """Set the journal aside, with one notice, when the last ``load_resume`` left lines of it out: the game
        goes on from the lines before, which the session saves whole at once. True when lines were left out."""
        damage, self._left_out = self._left_out, None
        if damage is None or not self._owner.held:
            return False
        line, problem = damage
        self._end_journal()
        self.guard.set_aside(
            self.paths.journal,
            f"is damaged at line {line} ({problem})",
            "the saved game is taken as it was before that line",
        )
        return True

    def _saved_fields(self) -> dict[str, Any] | None:
        """The saved game's fields as its full save and then its journal's sound lines leave them."""
        data = self.guard.read(self.paths.resume, "starting a new game")
        if data is None:
            return None
        from minesweeper.store import journal  # only when there is a saved game to read on with it

        return journal.read(data, self.paths.journal, self.guard.notice).fields()

    def set_resume_aside(self, problem: str) -> None:
        """A save that reads but cannot be played on (its moves do not apply, say): keep it for inspection,
        with its journal."""
        self._end_journal()
        self._left_out = None  # the journal goes with it, whole
        self.guard.set_aside(self.paths.resume, problem, "starting a new game")
        with contextlib.suppress(OSError):
            set_aside(self.paths.journal)

    def save_resume(self, resume: Resume) -> bool:
        """A full save: the whole game, atomically, then a fresh journal (opened at its first line) that only
        this copy, owning the saved game, appends to; a game with no mines laid yet gets none (its lines could not
        say where the mines are), nor one that has ended."""
        from minesweeper.store.journal import Journal, new_key

        self._end_journal()
        key = new_key()
        if not self.guard.write(self.paths.resume, {**resume.to_dict(), "journal": key}, self.load_resume):
            return False
        self._remove_journal()
        if resume.game_id is not None and resume.record.layout is not None and not resume.finished:
            self._journal = Journal(self.paths.journal, resume.game_id, key)
        return True

    def journal_move(self, game_id: str, keep: Keep) -> bool:
        """Keep a move (or help asked for) of game ``game_id`` as one line of the journal of its last full save;
        False when there is no such journal here or it cannot take the line: the caller makes a full save."""
        journal = self._journal
        if journal is None or journal.game_id != game_id or not self._owner.held:
            return False
        return journal.append(keep)

    @property
    def journal_lines(self) -> int:
        """Keeps in the journal since the last full save: what a full save now would fold in."""
        return 0 if self._journal is None else self._journal.lines

    def _end_journal(self) -> None:
        if self._journal is not None:
            self._journal.close()
            self._journal = None

    def _remove_journal(self) -> None:
        """The journal is folded into the full save, or its game is gone: it goes (quietly: a leftover is ignored,
        since it names a full save that no longer exists)."""
        with contextlib.suppress(OSError):
            self.paths.journal.unlink(missing_ok=True)

    def remove_resume(self) -> bool:
        path = self.paths.resume
        if not self.guard.may_change(path, self.load_resume):
            return False
        self._end_journal()
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            self.guard.notice(f"could not remove the saved game {path}: {error.strerror or error}")
            return False
        self._remove_journal()
        return True

    def own_resume(self) -> bool:
        """Take ownership of the saved game for this copy of the game; False when another copy has it."""
        return self._owner.acquire()

    def release_resume(self) -> None:
        self._end_journal()
        self._owner.release()

    @property
    def owns_resume(self) -> bool:
        return self._owner.held

    # ----------------------------------------------------------------- results

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
            return f"the results in {folder} cannot be read: {problem}"
        return None if self._results is None else self._results.unread

    @property
    def results_busy(self) -> str | None:
        """What to tell the player when the last use of the results database was refused because another copy
        held it (it may work in a moment); None otherwise."""
        if self._results is None or not self._results.busy:
            return None
        from minesweeper.store.database import BUSY_NOTICE

        return BUSY_NOTICE

    def record_result(self, game: FinishedGame) -> bool:
        if not self.guard.folder_usable(self.paths.results.parent):
            return False
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
            self.guard.notice(f"could not keep the result in {self.paths.pending} either: {error.strerror or error}")
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

    def record_pending(self) -> tuple[int, int]:
        """Record the results waiting in the reserve and in the pending folder (this copy's or any other's), oldest
        first, each removed once the database has it; stops at the first the database refuses. (recorded, still
        waiting)."""
        recorded, waiting = self._record_reserve()
        from minesweeper.store import pending

        folder = self.paths.pending
        if not self.guard.folder_readable(folder.parent) or not self._pending_usable() or not os.path.isdir(folder):
            return recorded, waiting
        if not waiting:  # the database takes results: the pending folder's go in too
            for path, game in pending.read_all(folder, self.guard.notice, self._not_results):
                if not self.record_result(game):
                    break
                pending.remove(path)
                recorded += 1
        return recorded, waiting + len(pending.names(folder, self._not_results))

    def _record_reserve(self) -> tuple[int, int]:
        """Record what the reserve holds, oldest first, and clear what the database took (in place: the room stays
        the reserve's). (recorded, still waiting)."""
        from minesweeper.core.errors import MinesweeperError
        from minesweeper.store import pending, reserve
        from minesweeper.store.files import Unreadable, set_aside_bytes

        payloads = reserve.read(self.paths.reserve, self.guard.notice)
        done = recorded = 0
        for payload in payloads:
            try:
                game = pending.decode(payload)
            except (Unreadable, MinesweeperError) as problem:  # whole, yet not a result: kept aside, not counted
                try:
                    aside = f"it is copied to {set_aside_bytes(self.paths.reserve, payload)}"
                except OSError as error:
                    aside = f"it could not be copied aside ({error.strerror or error})"
                self.guard.notice(f"a result kept in {self.paths.reserve} cannot be counted ({problem}); {aside}")
            else:
                if not self.record_result(game):
                    break
                recorded += 1
            done += 1
        if done:
            reserve.clear(self.paths.reserve, done)
        return recorded, len(payloads) - done

    def _pending_usable(self) -> bool:
        """Whether the pending folder may be used: one that is a link (or not a folder) is left alone, said once."""
        from minesweeper.store import pending

        problem = pending.folder_problem(self.paths.pending)
        if problem is not None:
            self.guard.notice(f"{self.paths.pending} {problem}")
        return problem is None

    def load_records(self, *, no_guess: bool = False) -> Stats:
        """The statistics of normal boards, or of no-guess boards (ranked apart); read from a folder that
        cannot be written too (the database opens read-only there)."""
        self.guard.folder_usable(self.paths.results.parent)  # says once if nothing will be saved there
        return self.results.stats(no_guess=no_guess)

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

    # ----------------------------------------------------------------- history and the puzzle library

    def history(self, *, difficulty: str | None = None, limit: int = 200, offset: int = 0) -> list[HistoryEntry]:
        """Finished games newest first: all, one difficulty's (``"expert"``, ``"30x16n99"``) or every custom
        board's (``"custom"``)."""
        from minesweeper.store import history

        return history.entries(self.results, difficulty=difficulty, limit=limit, offset=offset)

    def daily_attempts(self, level: str | None = None) -> list[DailyAttempt]:
        """Every finished game played on a daily board (of ``level``, or of all three), as ``daily_results`` counts
        them: the results database's, and the results still waiting to be recorded (in the pending folder or the
        reserve: each has a negative ``row_id`` until it is recorded), so a daily whose result waits still counts
        and breaks no streak."""
        from minesweeper.core.daily.results import DailyAttempt
        from minesweeper.store import history

        attempts = history.daily_attempts(self.results, level)
        recorded = {attempt.game_id for attempt in attempts}
        for game in self._waiting_results():
            attempt = DailyAttempt.of(game, -1 - len(attempts))
            if attempt is not None and attempt.game_id not in recorded and level in (None, attempt.level):
                recorded.add(attempt.game_id)
                attempts.append(attempt)
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

    def stored_game(self, row_id: int) -> FinishedGame | None:
        from minesweeper.store import history

        return history.stored_game(self.results, row_id)

    def keep_review(self, game_id: str, review: Review) -> bool:
        """Keep a finished game's review with it (worked out once, off the window's thread); False when it could not
        be written (it is worked out again when next shown)."""
        from minesweeper.store import history

        if not self.guard.folder_usable(self.paths.results.parent):
            return False
        return history.keep_review(self.results, game_id, review)

    def review_of(self, row_id: int) -> Review | None:
        """The kept review of game ``row_id`` (from ``history``), or None when it has none yet (older games, or one
        whose kept review is damaged): the caller works it out and keeps it."""
        from minesweeper.store import history

        return history.review_of(self.results, row_id)

    def cap_history(self, keep: int) -> int:
        from minesweeper.store import history

        return history.prune(self.results, keep) if self.guard.folder_usable(self.paths.results.parent) else 0

    def save_puzzle(self, puzzle: Puzzle, when: str) -> int | None:
        from minesweeper.store import puzzles

        return puzzles.save(self.results, puzzle, when) if self.guard.folder_usable(self.paths.results.parent) else None

    def free_puzzle_name(self, name: str) -> str:
        """``name``, numbered (``name (2)``...) when a puzzle in the library already has it."""
        from minesweeper.store import puzzles

        return puzzles.free_name(self.results, name)

    def puzzle_name(self, puzzle_id: int) -> str | None:
        """The name of a puzzle in the library, or None when it is no longer there."""
        from minesweeper.store import puzzles

        return puzzles.name_of(self.results, puzzle_id)

    def puzzles(self) -> list[Puzzle]:
        from minesweeper.store import puzzles

        return puzzles.listed(self.results)

    def delete_puzzle(self, puzzle_id: int) -> bool:
        from minesweeper.store import puzzles

        return puzzles.delete(self.results, puzzle_id)

    # ----------------------------------------------------------------- the exchange folder

    def export_file(self, name: str, data: bytes) -> Path | None:
        """Write an export (a replay, a board) as a new file in the exchange folder; its path, or None after
        a notice saying why not."""
        from minesweeper.store import exchange

        try:
            return exchange.export(self.paths.exchange, name, data)
        except exchange.ExchangeProblem as problem:
            self.guard.notice(str(problem))
            return None

    def importable(self, *suffixes: str) -> list[Path]:
        """Files in the exchange folder with one of ``suffixes`` (".json", ".mbf"), newest first."""
        from minesweeper.store import exchange

        return exchange.listed(self.paths.exchange, suffixes)

    def read_import(self, path: Path) -> bytes | None:
        """A file to import, read as untrusted (capped, regular files only), or None after a notice."""
        from minesweeper.store import exchange

        try:
            return exchange.read(path)
        except exchange.ExchangeProblem as problem:
            self.guard.notice(str(problem))
            return None

    def _import_records(self) -> None:
        path = self.paths.records
        data = self.guard.read(path, "its results are not imported")
        if data is None:
            return
        from minesweeper.core.stats import Stats

        if data["version"] != 1 or not isinstance(data.get("difficulties"), dict):
            self.guard.set_aside(path, "is not a version 1 records file with difficulties", "nothing imported")
            return
        try:
            stats = Stats.from_dict(data["difficulties"])
        except MinesweeperError as error:
            self.guard.set_aside(path, f"is not valid ({error})", "nothing imported")
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
            self.guard.notice(f"imported {path} but could not rename it ({error.strerror or error})")
            return
        self.guard.notice(f"Imported the statistics of {path} into {self.paths.results}; the old file is {target}")
