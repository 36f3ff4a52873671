"""The one owner of what the game says aloud: whether speech is on, how fast and how much, the voice that says it,
and the transcript of every utterance.

A player who cannot see the board hears it instead: the window hands each sentence to ``Speech.say`` with how
urgent it is, and this class decides whether it is said (speech on), cuts off the last utterance when the new one is
more urgent (a move's result over a cell being read out, the end of a game over anything), writes it to the
transcript (``--speech-log``) and gives it to the voice. The words themselves are made elsewhere (``core.speech``
for the board); this module never makes a sentence of its own but the one saying speech is unavailable.

The voice is prismatoid's best backend: the screen reader that is running (NVDA, JAWS, VoiceOver, Orca), else the
system's speech. It is an optional extra (``pip install minesweeper[speech]``). Without it, or with it but no
screen reader nor system voice on the machine (prismatoid then raises ``ValueError("Invalid or unsupported
backend")``), the game says once why speech is unavailable, as a notice and in the transcript, and plays on
silently: the transcript still gets every utterance. A voice that fails while speaking is dropped the same way. The
voice is made the first time speech is on, so a player who never turns it on never loads the library.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from enum import IntEnum
from pathlib import Path
from typing import Protocol

from minesweeper.core.errors import MinesweeperError

log = logging.getLogger(__name__)

VERBOSITIES = ("brief", "normal", "detailed")  # how much a cell's reading says (``core.speech.words.cell_words``)
RATES = tuple(range(1, 11))  # the Settings' speech rates, slowest to fastest; the voice takes rate / 10
DEFAULT_RATE = 5
INSTALL = "pip install 'minesweeper[speech]'"


class SpeechUnavailable(MinesweeperError):
    """No voice can speak here: the extra is not installed, or the machine has no screen reader nor system voice."""


class Urgency(IntEnum):
    """How much an utterance matters: a more urgent one cuts off the one being said."""

    READING = 0  # the cell under the cursor, or a screen's focused control, read as it moves: the next makes it stale
    ANSWER = 1  # what the player asked for: the time, a row, where the cursor is
    SCREEN = 2  # a screen (a menu, a help page, the results card) as it opens: the next one makes it stale
    MOVE = 3  # what a move did
    MESSAGE = 4  # the message bar's words: a hint, a verdict, a notice
    END = 5  # the game was won or lost


STALE = (Urgency.READING, Urgency.SCREEN)  # what the next utterance of the same urgency cuts off


class Voice(Protocol):
    """What speaks: prismatoid's backend, or a recording one in the tests."""

    def speak(self, text: str, interrupt: bool) -> None: ...

    def set_rate(self, rate: float) -> None:
        """``rate`` from 0 (slowest) to 1 (fastest), prismatoid's scale."""


class PrismVoice:
    """prismatoid's best backend for this machine: the running screen reader, else the system voice."""

    def __init__(self) -> None:
        try:
            import prism
        except ImportError as error:
            raise SpeechUnavailable(f"the speech extra is not installed ({INSTALL})") from error
        try:
            self.backend = prism.Context().create_best()
        except (ValueError, RuntimeError) as error:  # ValueError("Invalid or unsupported backend"): nothing to speak
            raise SpeechUnavailable(f"no screen reader or system voice was found ({error})") from error

    def speak(self, text: str, interrupt: bool) -> None:
        # output: speech, and braille too where the screen reader drives a braille display
        self.backend.output(text, interrupt=interrupt)

    def set_rate(self, rate: float) -> None:
        if self.backend.features.supports_set_rate:
            self.backend.rate = rate


class Speech:
    """Speech for the life of the window: on or off, its rate and verbosity, its voice and its transcript."""

    def __init__(
        self,
        *,
        on: bool = False,
        rate: int = DEFAULT_RATE,
        verbosity: str = "normal",
        transcript: Path | None = None,
        voice: Callable[[], Voice] | None = PrismVoice,
    ) -> None:
        """``voice`` makes the voice (prismatoid's unless a test gives its own); it is called once, when speech is
        first on. None wants no voice: only the transcript, for a terminal whose screen reader already reads every
        line printed. ``transcript``: the file every utterance is appended to, one a line (``--speech-log``)."""
        self.on, self.rate, self.verbosity = on, rate, verbosity
        self.transcript = transcript
        self._make_voice = voice
        self._voice: Voice | None = None
        self._tried = False  # the voice was asked for once: it is there, or the notice said why not
        self._last: Urgency | None = None  # the urgency of the last utterance, none before the first
        self.notices: list[str] = []  # said once each, for the window's notices
        self._own: set[str] = set()  # notices this class said itself: the window passing them on says none twice

    def set(self, *, on: bool, rate: int, verbosity: str) -> None:
        """Follow the settings (a change in Settings, or the toggle key)."""
        self.on, self.verbosity = on, verbosity
        if rate != self.rate:
            self.rate = rate
            self._apply_rate()

    def say(self, text: str, urgency: Urgency = Urgency.MOVE) -> None:
        """Say ``text`` if speech is on: written to the transcript, and spoken by the voice when there is one,
        cutting off the last utterance when this one is more urgent (or both are readings, or screens opening)."""
        line = " ".join(text.split())  # one line: the bar's words may hold line breaks
        if not self.on or not line or line in self._own:
            return
        voice = self._ready_voice()
        last = self._last
        interrupt = last is not None and (urgency > last or urgency is last in STALE)
        self._last = urgency
        self._write(line)
        if voice is not None:
            try:
                voice.speak(line, interrupt)
            except Exception as error:  # whatever the library raises: a voice failing must never end the game
                self._voice = None
                self._unavailable(f"the voice stopped working ({error})")

    def announce(self, text: str) -> None:
        """Say ``text`` whether speech is on or not: speech itself being turned off says so."""
        on, self.on = self.on, True
        self.say(text, Urgency.END)
        self.on = on

    def _ready_voice(self) -> Voice | None:
        if not self._tried and self._make_voice is not None:
            self._tried = True
            try:
                self._voice = self._make_voice()
            except SpeechUnavailable as error:
                self._unavailable(str(error))
            else:
                self._apply_rate()
        return self._voice

    def _apply_rate(self) -> None:
        if self._voice is not None:
            try:
                self._voice.set_rate(self.rate / max(RATES))
            except Exception as error:  # whatever the library raises: the voice keeps its own rate
                log.warning("the voice kept its own rate: %s", error)

    def _unavailable(self, why: str) -> None:
        notice = f"Speech is unavailable: {why}. Playing on silently."
        self.notices.append(notice)
        self._own.add(notice)
        log.info("%s", notice)  # the notice is the player's one copy: a warning would print a second in a terminal
        self._write(notice)

    def _write(self, line: str) -> None:
        if self.transcript is None:
            return
        try:
            with self.transcript.open("a", encoding="utf-8") as file:
                file.write(line + "\n")
        except OSError as error:
            self.transcript = None  # said once, then the game goes on without a transcript
            self.notices.append(f"The speech log could not be written ({error}); it is no longer kept")

    def take_notices(self) -> list[str]:
        notices, self.notices = self.notices, []
        return notices
