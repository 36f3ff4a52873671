"""Speech's owner: said only when on, cut off only by something more urgent, every utterance in the transcript, a
missing extra or voice said once, in words, without stopping the game, and the game's language spoken where the voice
has it (said once for a language it has not)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from minesweeper.core.errors import SettingsError
from minesweeper.core.language.translate import English, Language, install_language
from minesweeper.core.language.voices import best_voice
from minesweeper.settings import Settings
from minesweeper.speech import Speech, SpeechUnavailable, Urgency, Voice
from tests.speech_kit import RecordingVoice, with_backend, without_backend, without_extra

ROOT = Path(__file__).resolve().parent.parent


def test_nothing_is_said_while_speech_is_off(tmp_path: Path) -> None:
    voice, log = RecordingVoice(), tmp_path / "said.txt"
    speech = Speech(on=False, transcript=log, voice=voice)
    speech.say("C5, 2")
    assert voice.said == [] and not log.exists()


def test_every_utterance_goes_to_the_voice_and_the_transcript_one_a_line(tmp_path: Path) -> None:
    voice, log = RecordingVoice(), tmp_path / "said.txt"
    log.write_text("from before\n")
    speech = Speech(on=True, transcript=log, voice=voice)
    speech.say("C5, covered", Urgency.READING)
    speech.say("Boom.\nClick the face", Urgency.END)
    assert voice.lines == ["C5, covered", "Boom. Click the face"]
    assert log.read_text().splitlines() == ["from before", "C5, covered", "Boom. Click the face"]


def test_only_a_more_urgent_utterance_cuts_off_the_last_but_readings_replace_each_other() -> None:
    voice = RecordingVoice()
    speech = Speech(on=True, voice=voice)
    speech.say("C5, covered", Urgency.READING)
    speech.say("C6, 2", Urgency.READING)  # the cursor moved on: the old reading is stale
    speech.say("opened 14 cells", Urgency.MOVE)
    speech.say("C7, 1", Urgency.READING)  # never cuts off a move's result
    speech.say("flagged D7", Urgency.MOVE)
    speech.say("The 2 at C6 has its mine: D7 is safe", Urgency.MESSAGE)
    speech.say("Thinking...", Urgency.MESSAGE)
    assert [cut for _, cut in voice.said] == [False, True, True, False, True, True, False]


def test_the_rate_reaches_the_voice_on_prismatoids_scale() -> None:
    voice = RecordingVoice()
    speech = Speech(on=True, rate=5, voice=voice)
    speech.say("hello")
    assert voice.rate == 0.5
    speech.set(on=True, rate=8, verbosity="brief")
    assert voice.rate == 0.8 and speech.verbosity == "brief"


@pytest.mark.parametrize(
    ("make_missing", "why"),
    [(without_extra, "the speech extra is not installed"), (without_backend, "no screen reader or system voice")],
)
def test_a_missing_voice_is_said_once_and_the_transcript_goes_on(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, make_missing: object, why: str
) -> None:
    assert callable(make_missing)
    make_missing(monkeypatch)
    log = tmp_path / "said.txt"
    speech = Speech(on=True, transcript=log)  # prismatoid's voice, as the game makes it, on its own thread
    speech.say("C5, 2")
    speech.drain()  # the voice's thread has tried and failed
    speech.say("opened 3 cells")
    notices = speech.take_notices()
    assert len(notices) == 1 and why in notices[0] and "Playing on silently" in notices[0]
    assert log.read_text().splitlines() == ["C5, 2", notices[0], "opened 3 cells"]
    speech.say("again")
    assert speech.take_notices() == []


def test_prismatoids_error_becomes_a_notice_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper.speech import PrismVoice

    without_backend(monkeypatch)
    with pytest.raises(SpeechUnavailable, match="Invalid or unsupported backend"):
        PrismVoice()


def test_a_voice_that_fails_is_dropped_with_one_notice() -> None:
    class Broken(RecordingVoice):
        def speak(self, text: str, interrupt: bool) -> None:
            raise OSError("the screen reader went away")

    voice = Broken()
    speech = Speech(on=True, voice=voice)
    speech.say("one")
    speech.say("two")
    notices = speech.take_notices()
    assert len(notices) == 1 and "the screen reader went away" in notices[0]


def test_a_transcript_that_cannot_be_written_is_said_once(tmp_path: Path) -> None:
    speech = Speech(on=True, transcript=tmp_path / "no such folder" / "said.txt", voice=RecordingVoice)
    speech.say("one")
    speech.say("two")
    assert len(speech.take_notices()) == 1


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (lambda path: path.mkdir(), "is a folder, not a file"),
        (lambda path: os.mkfifo(path), "is a named pipe, not a file"),  # read by another program: still refused
        (None, "is a device, not a file"),
    ],
)
def test_a_transcript_that_is_no_regular_file_is_refused_in_one_notice_and_speech_goes_on(
    tmp_path: Path, make: Callable[[Path], None] | None, said: str
) -> None:
    path = tmp_path / "said" if make is not None else Path(os.devnull)
    reader = None
    if make is not None:
        make(path)
        if path.is_fifo():
            reader = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # a program reading it: opening it would not block
    voice = RecordingVoice()
    speech = Speech(on=True, transcript=path, voice=voice)
    try:
        speech.say("one")
        speech.say("two")
        if reader is not None:
            assert os.read(reader, 100) == b""  # nothing went into the pipe
    finally:
        if reader is not None:
            os.close(reader)
    assert [text for text, _ in voice.said] == ["one", "two"]  # the game's speech goes on
    assert speech.take_notices() == [
        f"The speech log {path} {said} (--speech-log adds every line said to a file); the game goes on without it"
    ]


def test_a_transcript_in_a_missing_folder_names_the_folder(tmp_path: Path) -> None:
    speech = Speech(on=True, transcript=tmp_path / "gone" / "said.txt", voice=None)
    speech.say("one")
    assert speech.take_notices() == [
        f"The speech log {tmp_path / 'gone' / 'said.txt'} cannot be made: there is no folder {tmp_path / 'gone'}; "
        "the game goes on without it"
    ]


def test_speech_settings_are_kept_and_old_files_read_as_before() -> None:
    chosen = Settings(speech=True, speech_rate=7, speech_verbosity="detailed")
    assert Settings.from_dict(chosen.to_dict()) == (chosen, [])
    old = Settings().to_dict()
    for key in ("speech", "speech_rate", "speech_verbosity"):
        del old[key]
    assert Settings.from_dict(old) == (Settings(), [])
    odd, notices = Settings.from_dict({**old, "speech_rate": 40, "speech_verbosity": "chatty"})
    assert (odd.speech_rate, odd.speech_verbosity) == (10, "normal") and len(notices) == 2
    low, _ = Settings.from_dict({**old, "speech_rate": 0})
    assert low.speech_rate == 1  # the nearest rate


@pytest.mark.parametrize("field, value", [("speech_rate", "fast"), ("speech_rate", True), ("speech_verbosity", 3)])
def test_a_speech_setting_of_the_wrong_type_is_a_damaged_file(field: str, value: object) -> None:
    with pytest.raises(SettingsError, match=field):
        Settings.from_dict({**Settings().to_dict(), field: value})


def test_no_voice_wanted_keeps_the_transcript_and_says_nothing_is_missing(tmp_path: Path) -> None:
    """The terminal's screen-reader mode without --speak: its screen reader reads the lines, the log keeps them."""
    log = tmp_path / "said.txt"
    speech = Speech(on=True, transcript=log, voice=None)
    speech.say("opened 14 cells")
    assert log.read_text(encoding="utf-8").splitlines() == ["opened 14 cells"]
    assert speech.take_notices() == []


class HeldVoice:
    """A voice spoken to on its own thread (not instant) that holds its first utterance until the test lets it go,
    and notes the threads it was called on and every rate set."""

    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []
        self.rates: list[float] = []
        self.threads: set[threading.Thread] = set()
        self.speaking = threading.Event()  # the first utterance has reached the voice
        self.go_on = threading.Event()  # the test lets the voice finish it

    def speak(self, text: str, interrupt: bool) -> None:
        self.threads.add(threading.current_thread())
        self.said.append((text, interrupt))
        self.speaking.set()
        self.go_on.wait(timeout=60)

    def set_rate(self, rate: float) -> None:
        self.threads.add(threading.current_thread())
        self.rates.append(rate)


def test_the_voice_is_called_off_the_callers_thread_and_a_cut_drops_what_waits(tmp_path: Path) -> None:
    voice, log = HeldVoice(), tmp_path / "said.txt"
    speech = Speech(on=True, rate=5, transcript=log, voice=lambda: voice, timeout=60)
    speech.say("C5, covered", Urgency.READING)
    assert voice.speaking.wait(timeout=60)  # the voice is busy with it, and will be until the test says
    speech.set(on=True, rate=8, verbosity="normal")
    speech.say("C6, 2", Urgency.READING)  # waits for the voice
    speech.say("opened 14 cells", Urgency.MOVE)  # cuts off the reading: the waiting one is dropped
    speech.say("C7, 1", Urgency.READING)  # waits behind the move's result
    assert log.read_text().splitlines() == ["C5, covered", "C6, 2", "opened 14 cells", "C7, 1"]  # all, at once
    voice.go_on.set()
    speech.drain()
    assert voice.said == [("C5, covered", False), ("opened 14 cells", True), ("C7, 1", False)]
    assert voice.rates == [0.5, 0.8]  # the new rate reached the voice before the next utterance
    assert len(voice.threads) == 1 and threading.current_thread() not in voice.threads
    assert speech.take_notices() == []


def returns(call: Callable[[], object]) -> bool:
    """Whether ``call`` returns within a generous bound: a caller held by a voice that never answers would not."""
    caller = threading.Thread(target=call, daemon=True)
    caller.start()
    caller.join(timeout=30)
    return not caller.is_alive()


@pytest.mark.parametrize("where", ["making the voice", "speaking"])
def test_a_voice_that_never_answers_is_given_up_with_one_notice_and_never_holds_the_game(
    tmp_path: Path, where: str
) -> None:
    inside, release = threading.Event(), threading.Event()  # the voice's thread is stuck in it; the test's end

    def stuck() -> None:
        inside.set()
        release.wait()

    class Stuck(RecordingVoice):
        def speak(self, text: str, interrupt: bool) -> None:
            stuck()

    def make() -> Voice:
        if where == "making the voice":
            stuck()
        return Stuck()

    log = tmp_path / "said.txt"
    speech = Speech(on=True, transcript=log, voice=make, timeout=0.05)
    try:
        assert returns(lambda: speech.say("C5, 2"))
        assert inside.wait(timeout=30)
        assert returns(lambda: speech.say("opened 3 cells"))  # said while the voice is stuck
        assert returns(speech.drain)  # waits out the timeout at most, then gives the voice up
        assert returns(lambda: speech.say("flagged D7"))
        notice = "Speech is unavailable: the screen reader or system voice did not answer within 0.05 seconds."
        assert speech.take_notices() == [f"{notice} Playing on silently."]
        said = log.read_text().splitlines()
        assert said[0] == "C5, 2" and said.count(f"{notice} Playing on silently.") == 1
        assert [line for line in said if not line.startswith(notice)] == ["C5, 2", "opened 3 cells", "flagged D7"]
        speech.say("Boom.", Urgency.END)
        assert speech.take_notices() == [] and log.read_text().splitlines()[-1] == "Boom."
    finally:
        release.set()


STUCK_FOREVER = """
import threading
from minesweeper.speech import Speech

class Stuck:
    def __init__(self) -> None:
        if {making}:
            threading.Event().wait()  # as prismatoid's create_best with a speech-dispatcher that lost its audio

    def speak(self, text: str, interrupt: bool) -> None:
        threading.Event().wait()

    def set_rate(self, rate: float) -> None:
        pass

speech = Speech(on=True, voice=Stuck, timeout=0.05)
speech.say("C5, 2")
speech.drain()
speech.say("opened 3 cells")
print(*speech.take_notices())
print("quitting with the voice still stuck")
"""


@pytest.mark.parametrize("making", [True, False], ids=["making the voice", "speaking"])
def test_the_program_ends_while_the_voice_is_stuck_for_ever(making: bool) -> None:
    script = textwrap.dedent(STUCK_FOREVER).format(making=making)
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "Speech is unavailable: the screen reader or system voice did not answer within 0.05 seconds. "
        "Playing on silently.",
        "quitting with the voice still stuck",
    ]


class MultilingualVoice(RecordingVoice):
    """A system voice with voices in a few languages (by their tags, as systems give them), the one in use first."""

    def __init__(self, languages: list[str]) -> None:
        super().__init__()
        self.languages, self.voice = languages, 0
        self.asked: list[str] = []

    def use_language(self, language: str) -> bool:
        self.asked.append(language)
        chosen = best_voice(self.languages, language, self.voice)
        if chosen is not None:
            self.voice = chosen
        return chosen is not None


def speak_in(code: str) -> None:
    """The game's language as ``code``'s locale (its sentences left in English: what is checked is the voice)."""
    install_language(Language(code, English(), locale=code))


@pytest.mark.parametrize(
    ("languages", "wanted", "current", "chosen"),
    [
        (["en-US", "de-DE", "de-AT"], "de", 0, 1),  # the first voice of the language
        (["en-US", "de-DE", "de-AT"], "de-AT", 0, 2),  # the very tag before another of the language
        (["en-US", "de-DE", "de-AT"], "de", 2, 2),  # the one in use already speaks it: kept
        (["en_US", "pt_PT"], "pt-BR", 0, 1),  # written with underscores; another country's Portuguese
        (["en-US", "fr-FR"], "ja", 0, None),  # none speaks it
    ],
)
def test_the_voice_chosen_for_a_language_is_the_one_in_use_else_the_same_tag_else_the_same_language(
    languages: list[str], wanted: str, current: int, chosen: int | None
) -> None:
    assert best_voice(languages, wanted, current) == chosen


def test_the_voice_follows_the_games_language_and_says_once_when_it_has_none(tmp_path: Path) -> None:
    voice, log = MultilingualVoice(["en-US", "de-DE"]), tmp_path / "said.txt"
    speech = Speech(on=True, voice=voice, transcript=log)
    speech.say("C5, covered")
    assert voice.asked == ["en"] and voice.voice == 0
    speak_in("de")
    speech.say("C5, verdeckt")
    assert voice.asked == ["en", "de"] and voice.voice == 1 and speech.take_notices() == []
    speak_in("ja")
    speech.say("C5")
    speech.say("C6")
    notice = "No voice here speaks 日本語: speech goes on in the voice's own language."
    assert voice.asked == ["en", "de", "ja"] and voice.voice == 1  # asked once, and left as it was
    assert speech.take_notices() == [notice]
    assert voice.lines == ["C5, covered", "C5, verdeckt", notice, "C5", "C6"]
    assert log.read_text(encoding="utf-8").splitlines() == voice.lines
    speak_in("de")
    speech.say("C7")
    speak_in("ja")
    speech.say("C8")
    assert speech.take_notices() == []  # said once for each language


def test_a_voice_on_its_own_thread_follows_the_language_too() -> None:
    voice = MultilingualVoice(["en-US"])
    speech = Speech(on=True, voice=lambda: voice, timeout=60)
    speak_in("fr")
    speech.say("C5")
    speech.drain()
    assert voice.asked == ["fr"]
    assert speech.take_notices() == ["No voice here speaks Français: speech goes on in the voice's own language."]


def test_a_screen_reader_or_a_voice_that_cannot_choose_is_left_in_its_own_language() -> None:
    voice = RecordingVoice()  # no use_language: a screen reader speaks as its user set it
    speech = Speech(on=True, voice=voice)
    speak_in("ru")
    speech.say("C5")
    assert voice.lines == ["C5"] and speech.take_notices() == []


def test_prismatoids_system_voice_is_switched_to_one_of_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper.speech import PrismVoice

    class Features:
        supports_set_rate = supports_count_voices = supports_get_voice_language = True
        supports_get_voice = supports_set_voice = True

    class Backend:
        features = Features()
        voices_count = 3
        voice = 0

        def get_voice_language(self, index: int) -> str:
            return ["en-US", "de-DE", "ja-JP"][index]

    with_backend(monkeypatch, Backend())
    system = PrismVoice()
    assert system.use_language("ja") is True and system.backend.voice == 2
    assert system.use_language("ar") is False and system.backend.voice == 2
    Features.supports_count_voices = False  # a screen reader: no voices of its own to choose from
    assert system.use_language("de") is None and system.backend.voice == 2
