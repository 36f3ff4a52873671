"""The store's room for the game in progress: the saved game (``resume.json``), its journal of moves since the last
full save (``resume.journal``, see ``journal``), and this copy's ownership of them (an operating-system lock).

A full save is written atomically; between full saves each move is one line appended to the journal, so a move costs
the same late in a long game. A save that cannot be read or played on is set aside as ``NAME.corrupt-<time>`` with a
notice. The store holds no game rules: the session decides what to save and when.
"""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.language.translate import _
from minesweeper.core.summary import SavedSummary, summarise
from minesweeper.store.base import StoreBase
from minesweeper.store.files import set_aside

if TYPE_CHECKING:
    from minesweeper.core.errors import MoveNotApplied
    from minesweeper.core.record import Resume
    from minesweeper.store.journal import Keep


def _new_game() -> str:
    # Translators: what the game does instead of continuing a damaged saved game, after its notice.
    return _("starting a new game")


def not_resumable(error: Exception) -> str:
    """What is wrong with a saved game that reads but cannot be played on, after its name (``set_resume_aside``)."""
    # Translators: said of the saved game's file, after its name (see "{file} {problem}"); the reason in brackets.
    return _("is not a game that can be resumed ({problem})").format(problem=error)


class SavedGameRoom(StoreBase):
    """The saved game, its journal and its ownership."""

    def peek_resume(self) -> SavedSummary | None:
        """The saved game named (its board, time played, identity, whether another copy owns it) from its file,
        without rebuilding it; None when there is none, or it has ended and waits to be counted."""
        data = self._saved_fields()
        if data is None or data.get("finished") is True:
            return None
        return replace(summarise(data), open_elsewhere=self._owner.held_elsewhere())

    def has_resume(self) -> bool:
        """Whether a game is saved, without rebuilding it (a file that is not even JSON is set aside here)."""
        return self.guard.read(self.paths.resume, _new_game()) is not None

    def load_resume(self, *, not_applied: MoveNotApplied | None = None) -> Resume | None:
        """The saved game: its full save carried on by its journal's lines, up to the first that is damaged or does
        not fit the game (a wasted click off the board, say) or, given ``not_applied`` (a move the session found the
        rules refuse), up to the line holding that move. None when there is no saved game, when ``not_applied`` is a
        move of the full save itself, or when even the full save is not a game (it is set aside, with a notice). The
        lines left out are kept aside by ``keep_journal_aside`` once this copy owns the saved game."""
        from minesweeper.core.record import Resume
        from minesweeper.store import journal

        data = self.guard.read(self.paths.resume, _new_game())
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
                self.set_resume_aside(not_resumable(error_alone))
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
            # Translators: said of the saved game's journal, after its name (see "{file} {problem}").
            _("is damaged at line {line} ({problem})").format(line=line, problem=problem),
            # Translators: what the game does instead, after the notice of a damaged journal.
            _("the saved game is taken as it was before that line"),
        )
        return True

    def _saved_fields(self) -> dict[str, Any] | None:
        """The saved game's fields as its full save and then its journal's sound lines leave them."""
        data = self.guard.read(self.paths.resume, _new_game())
        if data is None:
            return None
        from minesweeper.store import journal  # only when there is a saved game to read on with it

        return journal.read(data, self.paths.journal, self.guard.notice).fields()

    def set_resume_aside(self, problem: str) -> None:
        """A save that reads but cannot be played on (its moves do not apply, say): keep it for inspection,
        with its journal."""
        self._end_journal()
        self._left_out = None  # the journal goes with it, whole
        self.guard.set_aside(self.paths.resume, problem, _new_game())
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
            self.guard.notice(
                _("could not remove the saved game {file}: {why}").format(file=path, why=error.strerror or error)
            )
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
