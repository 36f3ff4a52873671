"""The results the database refused, kept until it takes them, and what the player is told about them.

A write to the results database never waits more than a few tens of milliseconds, so the window never freezes:
a full disk or another copy holding the database's lock makes it refuse a finished game's result instead. Such a
result is kept in a file of its own in the pending folder (synced to disk), or on a full disk in the room set aside
for it (the reserve); only when neither takes it is it held in memory, where quitting would lose it, so the front
ends ask first. Every kept result is offered to the database again: at the next game's end, every ``RETRY_S`` while
moves are made, when the player has freed some space, at quit and at the next start. The player is told when a
result is kept, and again at quit and at the start while any still waits.

The session decides when a game's result is recorded (``Session._finish``); this module owns what becomes of one the
database refused, so a session holds one ``RefusedResults`` and hands it every refused result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from minesweeper.core.language.translate import _, ngettext

if TYPE_CHECKING:
    from collections.abc import Callable

    from minesweeper.core.record import FinishedGame
    from minesweeper.store import Store
    from minesweeper.store.kept_results import Kept

RETRY_S = 30.0  # while results wait to be recorded, a move tries the database again at most this often


class RefusedResults:
    """One session's refused results: how many wait in the pending folder (or the reserve), and those only in memory.

    ``store`` None keeps nothing (tests, demos); ``now`` is the session's clock, which spaces the retries; ``notice``
    tells the player (the session's notices)."""

    def __init__(self, store: Store | None, *, now: Callable[[], float], notice: Callable[[str], None]) -> None:
        self._store = store
        self._now = now
        self._notice = notice
        self._unrecorded: list[FinishedGame] = []  # results neither the database nor the pending folder took yet
        self._in_pending = 0  # results in the pending folder, as last seen, waiting for the database
        self._in_reserve = 0  # results in the reserve (a full disk), as last seen, waiting for it too
        self._retry_at = 0.0  # when a move may next try the database again with them

    @property
    def unrecorded(self) -> int:
        """Results that neither the database, a pending file nor the reserve could take: only in memory."""
        return len(self._unrecorded)

    def keep(self, result: FinishedGame) -> bool:
        """A result the database has just refused: kept in the pending folder until it takes it (True), or, if
        even that fails, in memory to try both again (False); the player is told which."""
        store = self._store
        if store is None or not store.results_writable:
            return False  # the player has been told once that nothing can be kept here
        if store.keep_pending(result):
            self._in_pending += 1
            self._retry_at = self._now() + RETRY_S
            if self._busy:
                kept = _(
                    "The result could not be saved now (the results database is busy: another Minesweeper is writing "
                    "to it); it is kept in {folder} and will be counted as soon as the results database takes it"
                )
            else:
                kept = _(
                    "The result could not be saved now; it is kept in {folder} and will be counted as soon as the "
                    "results database takes it"
                )
            self._notice(kept.format(folder=store.paths.pending))
            return True
        if store.keep_in_reserve(result):
            self._in_reserve += 1
            self._retry_at = self._now() + RETRY_S
            full = _(
                "The disk is full: the result is kept in the room set aside for it ({folder}) and will be counted as "
                "soon as there is space again"
            )
            self._notice(full.format(folder=store.paths.reserve))
            return True
        self._unrecorded.append(result)
        if self._busy:
            self._notice(
                _(
                    "The result could not be saved now (the results database is busy: another Minesweeper is writing "
                    "to it), nor kept to be counted later; it will be tried again, and you will be asked before "
                    "quitting whether to wait for space or lose it"
                )
            )
        else:
            self._notice(
                _(
                    "The result could not be saved now, nor kept to be counted later; it will be tried again, and you "
                    "will be asked before quitting whether to wait for space or lose it"
                )
            )
        return False

    def retry(self) -> None:
        """Offer the database the results kept waiting: those only in memory first (into the pending folder if
        the database still refuses), then the pending folder's."""
        if self._waiting or self._unrecorded:
            self.flush()

    def flush(self) -> None:
        """``retry``, whether or not this copy knows of a result waiting: any copy's kept in the pending folder or the
        reserve are recorded too. Before a result that must be recorded after every result kept before it (a daily's:
        which attempt counts is the order results were kept in)."""
        store = self._store
        if store is None:
            return
        self._retry_at = self._now() + RETRY_S
        for result in list(self._unrecorded):
            if store.record_result(result):
                self._unrecorded.remove(result)
            elif store.keep_pending(result) or store.keep_in_reserve(result):
                self._unrecorded.remove(result)
                self._in_pending += 1  # where exactly, the next line finds out
        self._count_waiting(store.record_pending())

    def retry_when_due(self) -> None:
        """After a move: ``retry`` if results wait and the last try was ``RETRY_S`` ago or more."""
        if (self._waiting or self._unrecorded) and self._now() >= self._retry_at:
            self.retry()

    def recover(self) -> None:
        """At start: record the results an earlier run kept waiting, set room aside against a full disk later, and
        say what was counted and what still waits."""
        store = self._store
        if store is None:
            return
        kept = store.record_pending()  # a result the database had already (a crash before its file went) adds none
        self._count_waiting(kept)
        store.keep_reserve_room()  # room for results kept while there is room, against a full disk later
        if kept.added:
            counted = ngettext(
                "{count} result kept from an earlier run is now counted",
                "{count} results kept from an earlier run are now counted",
                kept.added,
            )
            self._notice(counted.format(count=kept.added))
        if self._waiting:
            if self._busy:
                # Translators: {where} is a folder, or "the room set aside for results (folder)", or both.
                waiting = ngettext(
                    "{count} result kept from an earlier run could not be counted yet (the results database is busy: "
                    "another Minesweeper is writing to it); it stays in {where} and will be counted later",
                    "{count} results kept from an earlier run could not be counted yet (the results database is busy: "
                    "another Minesweeper is writing to it); they stay in {where} and will be counted later",
                    self._waiting,
                )
            else:
                # Translators: {where} is a folder, or "the room set aside for results (folder)", or both.
                waiting = ngettext(
                    "{count} result kept from an earlier run could not be counted yet; it stays in {where} and will "
                    "be counted later",
                    "{count} results kept from an earlier run could not be counted yet; they stay in {where} and will "
                    "be counted later",
                    self._waiting,
                )
            self._notice(waiting.format(count=self._waiting, where=self._where(store)))

    def retry_at_quit(self) -> None:
        """At exit: try once more and say what still waits (a result kept in the pending folder is counted at the
        next start; one not even kept there is named as lost)."""
        store = self._store
        if store is None:
            return
        self.retry()
        if self._waiting:
            if self._busy:
                # Translators: {where} is a folder, or "the room set aside for results (folder)", or both.
                waiting = ngettext(
                    "{count} result could not be counted yet (the results database is busy: another Minesweeper is "
                    "writing to it); it is kept in {where} and will be counted at the next start",
                    "{count} results could not be counted yet (the results database is busy: another Minesweeper is "
                    "writing to it); they are kept in {where} and will be counted at the next start",
                    self._waiting,
                )
            else:
                # Translators: {where} is a folder, or "the room set aside for results (folder)", or both.
                waiting = ngettext(
                    "{count} result could not be counted yet; it is kept in {where} and will be counted at the next "
                    "start",
                    "{count} results could not be counted yet; they are kept in {where} and will be counted at the "
                    "next start",
                    self._waiting,
                )
            self._notice(waiting.format(count=self._waiting, where=self._where(store)))
        if self._unrecorded:
            lost = len(self._unrecorded)
            message = ngettext(
                "{count} result could not be saved, nor kept to be counted later (see the notice above): it is lost",
                "{count} results could not be saved, nor kept to be counted later (see the notice above): they are "
                "lost",
                lost,
            )
            self._notice(message.format(count=lost))

    @property
    def _waiting(self) -> int:
        return self._in_pending + self._in_reserve

    def _count_waiting(self, kept: Kept) -> None:
        self._in_pending, self._in_reserve = kept.in_pending, kept.in_reserve

    def _where(self, store: Store) -> str:
        """Where the waiting results are: the pending folder, the reserve (named as the notice that kept them there
        named it), or both."""
        if not self._in_reserve:
            return str(store.paths.pending)
        if not self._in_pending:
            return _("the room set aside for results ({folder})").format(folder=store.paths.reserve)
        both = _("{folder} and in the room set aside for results ({reserve})")
        return both.format(folder=store.paths.pending, reserve=store.paths.reserve)

    @property
    def _busy(self) -> bool:
        """Whether the results database refused because another copy holds it (a full disk or a damaged file has a
        notice of its own): the notices say so."""
        return self._store is not None and self._store.results_busy is not None
