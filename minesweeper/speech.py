"""The one owner of what the game says aloud: whether speech is on, how fast and how much, the voice that says it,
and the transcript of every utterance.

A player who cannot see the board hears it instead: the window hands each sentence to ``Speech.say`` with how
urgent it is, and this class decides whether it is said (speech on), cuts off the last utterance when the new one is
more urgent (a move's result over a cell being read out, the end of a game over anything), writes it to the
transcript (``--speech-log``) and gives it to the voice. The words themselves are made elsewhere (``core.speech``
for the board); this module never makes a sentence of its own but those saying speech is unavailable or has no voice
in the player's language.

The voice is prismatoid's best backend: the screen reader that is running (NVDA, JAWS, VoiceOver, Orca), else the
system's speech. It speaks the player's language where it can: a system voice that has voices of several languages is
switched to one of the game's language (the language installed, followed at once when it changes), and when it has
none the game says so once for that language and goes on in the voice it has; a screen reader speaks in the language
its user chose in it, which the game leaves alone. It is an optional extra (``pip install minesweeper[speech]``).
Without it, or with it but no screen reader nor system voice on the machine (prismatoid then raises
``ValueError("Invalid or unsupported backend")``), the game says once why speech is unavailable, as a notice and in the
transcript, and plays on silently: the transcript still gets every utterance. A voice that fails while speaking is
dropped the same way. The voice is made the first time speech is on, so a player who never turns it on never loads
the library.

The library is never called on the game's thread: a system voice that stops answering (speech-dispatcher whose
audio output failed blocks every later caller forever, in C) must not freeze the window or the terminal. The voice
lives on a thread of its own (``VoiceThread``), which makes it and speaks from a short queue; a call that has not
returned within ``VOICE_TIMEOUT`` seconds gives the voice up with the same one notice, and the thread, a daemon that
nothing waits for, cannot keep the program from ending. The transcript is written by the caller, at once and in
order: it is the record of what was said, whatever the voice does.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
import threading
import time
from collections import deque
from collections.abc import Callable
from enum import IntEnum
from pathlib import Path
from typing import Protocol

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.language.translate import _, ngettext
from minesweeper.core.language.voices import best_voice, spoken_language

log = logging.getLogger(__name__)

VERBOSITIES = ("brief", "normal", "detailed")  # how much a cell's reading says (``core.speech.words.cell_words``)
RATES = tuple(range(1, 11))  # the Settings' speech rates, slowest to fastest; the voice takes rate / 10
DEFAULT_RATE = 5
INSTALL = "pip install 'minesweeper[speech]'"  # i18n: fixed (a command)
VOICE_TIMEOUT = 5.0  # seconds a voice may take to be made, or to take one utterance, before it is given up
QUEUE = 16  # utterances waiting for a slow voice at most: beyond that the oldest are stale anyway


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
    """What speaks: prismatoid's backend, or a recording one in the tests. A voice that can choose the language it
    speaks has a ``use_language`` too (``choose_language``)."""

    def speak(self, text: str, interrupt: bool) -> None: ...

    def set_rate(self, rate: float) -> None:
        """``rate`` from 0 (slowest) to 1 (fastest), prismatoid's scale."""


def choose_language(voice: Voice, language: str) -> bool | None:
    """Ask ``voice`` to speak ``language`` (a BCP 47 tag, "de", "pt-BR"): True when it now speaks it, False when it has
    no voice for it, None when it cannot tell (a screen reader, which speaks its user's choice, or a voice that says
    nothing of languages)."""
    use = getattr(voice, "use_language", None)
    return None if use is None else bool(use(language))


class PrismVoice:
    """prismatoid's best backend for this machine: the running screen reader, else the system voice. Making it and
    speaking through it may block (a system voice that does not answer): ``Speech`` calls it off the game's thread."""

    def __init__(self) -> None:
        try:
            import prism
        except ImportError as error:
            raise SpeechUnavailable(
                _("the speech extra is not installed ({command})").format(command=INSTALL)
            ) from error
        try:
            self.context = prism.Context()  # kept: its __del__ shuts prismatoid down (prism_shutdown) under the backend
            self.backend = self.context.create_best()
        except (ValueError, RuntimeError) as error:  # ValueError("Invalid or unsupported backend"): nothing to speak
            raise SpeechUnavailable(
                _("no screen reader or system voice was found ({error})").format(error=error)
            ) from error

    def speak(self, text: str, interrupt: bool) -> None:
        # output: speech, and braille too where the screen reader drives a braille display
        self.backend.output(text, interrupt=interrupt)

    def set_rate(self, rate: float) -> None:
        if self.backend.features.supports_set_rate:
            self.backend.rate = rate

    def use_language(self, language: str) -> bool | None:
        """Switch a system voice to one of its voices that speaks ``language`` (``choose_language``); a screen reader,
        which has no voices to choose from here, is left as its user set it (None)."""
        features = self.backend.features
        if not (
            features.supports_count_voices and features.supports_get_voice_language and features.supports_set_voice
        ):
            return None
        languages = [self.backend.get_voice_language(i) for i in range(self.backend.voices_count)]
        current = self.backend.voice if features.supports_get_voice else None
        chosen = best_voice(languages, language, current)
        if chosen is None:
            return False
        if chosen != current:
            self.backend.voice = chosen
        return True


class VoiceThread:
    """A voice made and spoken to on a daemon thread of its own, so that no call into it can hold up the caller.

    ``speak`` and ``set_rate`` only leave word for the thread and return at once: an utterance that cuts off the last
    one drops what is still waiting and reaches the voice with ``interrupt``; a new rate is set before the next
    utterance. ``gone`` says why the voice is gone: making it failed, speaking failed, or a call (making it, a rate,
    an utterance) has not returned within ``timeout`` seconds, and then the voice is given up, whatever it does
    later. The thread is never waited for but by ``drain``, and then never past the timeout of the call under way.
    """

    def __init__(self, make: Callable[[], Voice], rate: float, timeout: float) -> None:
        self._make, self.timeout = make, timeout
        self._rate: float | None = rate  # a rate to set before the next utterance, if any
        self._language: str | None = None  # a language to ask for before the next utterance, if any
        self._lacking: str | None = None  # the last language asked for that the voice has no voice for
        self._state = threading.Condition()  # guards everything below; never held while the voice is called
        self._waiting: deque[tuple[str, bool]] = deque(maxlen=QUEUE)
        # when the call under way began (making the voice is the first); None while the thread waits for work
        self._since: float | None = time.monotonic()
        self._why: str | None = None  # why the voice is gone, once it is
        threading.Thread(target=self._run, name="speech voice", daemon=True).start()  # i18n: fixed (a thread's name)

    def speak(self, text: str, interrupt: bool) -> None:
        with self._state:
            if interrupt:
                self._waiting.clear()
            self._waiting.append((text, interrupt))
            self._state.notify_all()

    def set_rate(self, rate: float) -> None:
        with self._state:
            self._rate = rate
            self._state.notify_all()

    def use_language(self, language: str) -> None:
        """Ask the voice to speak ``language`` before the next utterance; ``lacking`` says when it has no voice for
        it."""
        with self._state:
            self._language = language
            self._state.notify_all()

    def lacking(self) -> str | None:
        """The language last asked for that the voice has no voice for, once (then None until another is)."""
        with self._state:
            lacking, self._lacking = self._lacking, None
            return lacking

    def gone(self) -> str | None:
        """Why the voice can no longer speak, or None while it can."""
        with self._state:
            self._give_up_if_late()
            return self._why

    def drain(self) -> None:
        """Wait until the voice has been handed everything said so far, or is gone: a call still under way when its
        timeout passes gives the voice up."""
        with self._state:
            while self._why is None and (self._waiting or self._has_settings() or self._since is not None):
                if self._since is None:
                    self._state.wait()  # the thread takes the next piece of work and says so
                    continue
                left = self._since + self.timeout - time.monotonic()
                if left > 0:
                    self._state.wait(left)
                self._give_up_if_late()

    def _has_settings(self) -> bool:
        """Whether a rate or a language waits to be handed to the voice (the state is held)."""
        return self._rate is not None or self._language is not None

    def _give_up_if_late(self) -> None:
        if self._why is None and self._since is not None and time.monotonic() - self._since > self.timeout:
            late = ngettext(
                "the screen reader or system voice did not answer within {seconds} second",
                "the screen reader or system voice did not answer within {seconds} seconds",
                round(self.timeout),
            )
            self._end(late.format(seconds=f"{self.timeout:g}"))

    def _end(self, why: str) -> None:
        """The voice is gone for good (the state is held): nothing more is handed to it."""
        if self._why is None:
            self._why = why
        self._waiting.clear()
        self._state.notify_all()

    def _run(self) -> None:
        why = _("the voice stopped working")  # kept only if something no voice should raise ended the thread
        try:
            why = self._serve()
        finally:
            with self._state:
                self._end(why)

    def _serve(self) -> str:
        """Make the voice, then hand it each piece of work until it fails or is given up: returns why it is gone."""
        try:
            voice = self._make()
        except SpeechUnavailable as error:
            return str(error)
        except Exception as error:  # whatever the library raises: a voice failing must never end the game
            return _("the voice could not be started ({error})").format(error=error)
        while True:
            with self._state:
                self._since = None
                self._state.notify_all()
                while self._why is None and not self._waiting and not self._has_settings():
                    self._state.wait()
                if self._why is not None:  # given up while it was being made, or speaking: it says no more
                    return self._why
                rate, self._rate = self._rate, None
                language, self._language = self._language, None
                said = self._waiting.popleft() if self._waiting else None
                self._since = time.monotonic()
                self._state.notify_all()  # a drain waiting for the work to be taken times the call from now
            if rate is not None:
                try:
                    voice.set_rate(rate)
                except Exception as error:  # whatever the library raises: the voice keeps its own rate
                    log.warning("the voice kept its own rate: %s", error)  # i18n: fixed (a log line)
            if language is not None and _speaks_in(voice, language) is False:
                with self._state:
                    self._lacking = language
            if said is not None:
                try:
                    voice.speak(*said)
                except Exception as error:  # whatever the library raises: a voice failing must never end the game
                    return _("the voice stopped working ({error})").format(error=error)


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
        timeout: float = VOICE_TIMEOUT,
    ) -> None:
        """``voice`` makes the voice (prismatoid's unless a test gives its own); it is called once, when speech is
        first on, on the voice's own thread (``VoiceThread``), which gives it up after ``timeout`` seconds without
        an answer. A maker marked ``instant`` (the tests' recording voice, which returns at once and keeps every
        utterance in order) is called on the caller's thread instead. None wants no voice: only the transcript, for
        a terminal whose screen reader already reads every line printed. ``transcript``: the file every utterance is
        appended to, one a line (``--speech-log``)."""
        self.on, self.rate, self.verbosity = on, rate, verbosity
        self.transcript = transcript
        self.timeout = timeout
        self._make_voice = voice
        self._voice: Voice | None = None
        self._tried = False  # the voice was asked for once: it is there, or the notice said why not
        self._last: Urgency | None = None  # the urgency of the last utterance, none before the first
        self._language: str | None = None  # the language last asked of the voice
        self._told: set[str] = set()  # the languages it was said once the voice has no voice for
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
        cutting off the last utterance when this one is more urgent (or both are readings, or screens opening).
        Never waits for the voice."""
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
                self._unavailable(_("the voice stopped working ({error})").format(error=error))

    def announce(self, text: str) -> None:
        """Say ``text`` whether speech is on or not: speech itself being turned off says so."""
        on, self.on = self.on, True
        self.say(text, Urgency.END)
        self.on = on

    def drain(self) -> None:
        """Wait until the voice has been handed everything said so far, or has been given up (never longer than its
        timeout for the call under way): at the end of a game read from a pipe, before the program ends."""
        if isinstance(self._voice, VoiceThread):
            self._voice.drain()
        self._heed()

    def _ready_voice(self) -> Voice | None:
        """The voice, made the first time and asked to speak the game's language whenever that changes; None when there
        is none, and the one notice when it has just gone."""
        self._heed()  # before a new thread is made: the utterance that makes it is always written before its notice
        if not self._tried and self._make_voice is not None:
            self._tried = True
            if _instant(self._make_voice):
                try:
                    self._voice = self._make_voice()
                except SpeechUnavailable as error:
                    self._unavailable(str(error))
                else:
                    self._apply_rate()
            else:
                self._voice = VoiceThread(self._make_voice, self._rate_wanted(), self.timeout)
        self._follow_language()
        return self._voice

    def _follow_language(self) -> None:
        """Ask the voice to speak the language installed, when it is not the one last asked for."""
        language = spoken_language()
        if self._voice is None or language == self._language:
            return
        self._language = language
        if isinstance(self._voice, VoiceThread):
            self._voice.use_language(language)  # the thread answers through ``lacking``, heeded before what follows
        elif _speaks_in(self._voice, language) is False:
            self._lacks(language)

    def _heed(self) -> None:
        """A voice on its own thread that has gone (failed, or given up) is dropped, with the one notice; one that has
        no voice for the language asked is said so, once for that language."""
        if not isinstance(self._voice, VoiceThread):
            return
        if (why := self._voice.gone()) is not None:
            self._voice = None
            self._unavailable(why)
        elif (lacking := self._voice.lacking()) is not None:
            self._lacks(lacking)

    def _lacks(self, language: str) -> None:
        """Say once for ``language`` that the voice has no voice for it and goes on in its own: as a notice, in the
        transcript and aloud."""
        if language in self._told:
            return
        self._told.add(language)
        from minesweeper.core.language.people import locale

        notice = _("No voice here speaks {language}: speech goes on in the voice's own language.").format(
            language=locale().name
        )
        self.notices.append(notice)
        self._own.add(notice)
        self._write(notice)
        if self._voice is not None:
            try:
                self._voice.speak(notice, False)
            except Exception as error:  # whatever the library raises: a voice failing must never end the game
                self._voice = None
                self._unavailable(_("the voice stopped working ({error})").format(error=error))

    def _rate_wanted(self) -> float:
        return self.rate / max(RATES)

    def _apply_rate(self) -> None:
        if self._voice is not None:
            try:
                self._voice.set_rate(self._rate_wanted())
            except Exception as error:  # whatever the library raises: the voice keeps its own rate
                log.warning("the voice kept its own rate: %s", error)  # i18n: fixed (a log line)

    def _unavailable(self, why: str) -> None:
        # Translators: {why} says why, a phrase of its own ("the speech extra is not installed (...)").
        notice = _("Speech is unavailable: {why}. Playing on silently.").format(why=why)
        self.notices.append(notice)
        self._own.add(notice)
        log.info("%s", notice)  # the notice is the player's one copy: a warning would print a second in a terminal
        self._write(notice)

    def _write(self, line: str) -> None:
        if self.transcript is None:
            return
        try:
            append_line(self.transcript, line)
        except OSError as error:
            path, self.transcript = self.transcript, None  # said once, then the game goes on without a transcript
            # Translators: {problem} follows the file's path ("is a folder, not a file (...)").
            notice = _("The speech log {path} {problem}; the game goes on without it")
            self.notices.append(notice.format(path=path, problem=log_problem(path, error)))

    def take_notices(self) -> list[str]:
        self._heed()  # a voice that went quiet since the last utterance says so now
        notices, self.notices = self.notices, []
        return notices


def append_line(path: Path, line: str) -> None:
    """Append ``line`` to the transcript, a regular file (made if missing): never waiting to open it (a named pipe
    no program reads from would hold the game up before its first move) and never writing into anything else (a pipe
    or a device could block the game in the middle of one), ``OSError`` otherwise (``log_problem`` says why)."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags, 0o666)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file")  # i18n: fixed (the system's own words for an error)
        data = memoryview((line + "\n").encode("utf-8"))
        while data:
            data = data[os.write(fd, data) :]
    finally:
        os.close(fd)


def log_problem(path: Path, error: OSError) -> str:
    """Why the transcript at ``path`` could not be written, in words a player can act on."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        mode = 0
    if mode and not stat.S_ISREG(mode):
        if stat.S_ISDIR(mode):
            return _("is a folder, not a file (--speech-log adds every line said to a file)")
        if stat.S_ISFIFO(mode):
            return _("is a named pipe, not a file (--speech-log adds every line said to a file)")
        return _("is a device, not a file (--speech-log adds every line said to a file)")
    if error.errno == errno.ENOENT:
        return _("cannot be made: there is no folder {folder}").format(folder=path.parent)
    # Translators: {error} is the system's own words for what went wrong.
    return _("cannot be written ({error})").format(error=error.strerror or error)


def _speaks_in(voice: Voice, language: str) -> bool | None:
    """``choose_language``, with a library's failure taken as a voice that cannot tell (it speaks as it was)."""
    try:
        return choose_language(voice, language)
    except Exception as error:  # whatever the library raises: the voice keeps its own language
        log.warning("the voice kept its own language: %s", error)  # i18n: fixed (a log line)
        return None


def _instant(make: object) -> bool:
    """Whether a voice maker says its voice returns at once: then nothing is gained by a thread of its own."""
    return bool(getattr(make, "instant", False))
