"""Speech's owner: said only when on, cut off only by something more urgent, every utterance in the transcript, and a
missing extra or voice said once, in words, without stopping the game."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.core.errors import SettingsError
from minesweeper.settings import Settings
from minesweeper.speech import Speech, SpeechUnavailable, Urgency
from tests.speech_kit import RecordingVoice, without_backend, without_extra


def test_nothing_is_said_while_speech_is_off(tmp_path: Path) -> None:
    voice, log = RecordingVoice(), tmp_path / "said.txt"
    speech = Speech(on=False, transcript=log, voice=lambda: voice)
    speech.say("C5, 2")
    assert voice.said == [] and not log.exists()


def test_every_utterance_goes_to_the_voice_and_the_transcript_one_a_line(tmp_path: Path) -> None:
    voice, log = RecordingVoice(), tmp_path / "said.txt"
    log.write_text("from before\n")
    speech = Speech(on=True, transcript=log, voice=lambda: voice)
    speech.say("C5, covered", Urgency.READING)
    speech.say("Boom.\nClick the face", Urgency.END)
    assert voice.lines == ["C5, covered", "Boom. Click the face"]
    assert log.read_text().splitlines() == ["from before", "C5, covered", "Boom. Click the face"]


def test_only_a_more_urgent_utterance_cuts_off_the_last_but_readings_replace_each_other() -> None:
    voice = RecordingVoice()
    speech = Speech(on=True, voice=lambda: voice)
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
    speech = Speech(on=True, rate=5, voice=lambda: voice)
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
    speech = Speech(on=True, transcript=log)  # prismatoid's voice, as the game makes it
    speech.say("C5, 2")
    speech.say("opened 3 cells")
    notices = speech.take_notices()
    assert len(notices) == 1 and why in notices[0] and "Playing on silently" in notices[0]
    assert log.read_text().splitlines() == [notices[0], "C5, 2", "opened 3 cells"]
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
    speech = Speech(on=True, voice=lambda: voice)
    speech.say("one")
    speech.say("two")
    notices = speech.take_notices()
    assert len(notices) == 1 and "the screen reader went away" in notices[0]


def test_a_transcript_that_cannot_be_written_is_said_once(tmp_path: Path) -> None:
    speech = Speech(on=True, transcript=tmp_path / "no such folder" / "said.txt", voice=RecordingVoice)
    speech.say("one")
    speech.say("two")
    assert len(speech.take_notices()) == 1


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
