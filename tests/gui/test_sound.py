"""Checks the game's sounds through SDL's dummy audio driver: off and unopened until switched on, each cue
as long as designed and clearly audible, the tune really rising, and silence (never an error) when the
mixer cannot open.

Imports pygame headless and ``minesweeper.gui.art.sound`` only.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import math
from array import array
from collections.abc import Iterator
from itertools import pairwise

import pygame
import pytest

from minesweeper.gui.art.sound import (
    FULL_SCALE,
    RATE,
    SECONDS,
    WIN_NOTES,
    Cue,
    Sounds,
    explosion_samples,
    samples_of,
    synthesise,
    win_samples,
)


@pytest.fixture(autouse=True)
def closed_mixer() -> Iterator[None]:
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


@pytest.fixture
def sounds() -> Sounds:
    sounds = Sounds()
    sounds.enable(True)
    assert sounds.audible, sounds.problem
    return sounds


def rms(samples: array[int]) -> float:
    return math.sqrt(sum(s * s for s in samples) / max(1, len(samples)))


def raw(sound: pygame.mixer.Sound | None) -> array[int]:
    assert sound is not None
    return array("h", sound.get_raw())


def pitch(samples: array[int], rate: int) -> float:
    """The fundamental of a tone that crosses zero upwards once a period: periods counted between the first
    and the last upward crossing, each placed between its two samples by linear interpolation."""
    rising = [i + a / (a - b) for i, (a, b) in enumerate(pairwise(samples)) if a < 0 <= b]
    return (len(rising) - 1) * rate / (rising[-1] - rising[0])


def test_sound_is_off_and_the_mixer_unopened_until_switched_on() -> None:
    sounds = Sounds()
    sounds.tick()
    sounds.explode()
    sounds.win()
    assert not sounds.on and not sounds.audible and sounds.problem is None
    assert pygame.mixer.get_init() is None
    assert sounds.sound(Cue.TICK) is None


def test_switching_on_opens_the_mixer_as_asked(sounds: Sounds) -> None:
    assert pygame.mixer.get_init() == (RATE, -16, 1)
    assert sounds.problem is None
    assert all(sounds.sound(cue) is not None for cue in Cue)


@pytest.mark.parametrize("cue", list(Cue))
def test_each_cue_lasts_as_designed_and_is_loud_but_never_clips(sounds: Sounds, cue: Cue) -> None:
    sound = sounds.sound(cue)
    assert sound is not None
    assert sound.get_length() == pytest.approx(SECONDS[cue], abs=0.001)
    samples = raw(sound)
    assert len(samples) == samples_of(cue, RATE)
    peak = max(map(abs, samples))
    assert 0.4 * FULL_SCALE < peak < 0.95 * FULL_SCALE
    assert rms(samples) > 0.05 * FULL_SCALE


@pytest.mark.parametrize("cue", [Cue.TICK, Cue.EXPLOSION])
def test_the_tick_and_the_blast_die_away(sounds: Sounds, cue: Cue) -> None:
    samples = raw(sounds.sound(cue))
    tenth = len(samples) // 10
    assert rms(samples[-tenth:]) < rms(samples[:tenth]) / 10


def test_the_win_tune_plays_its_four_notes_in_rising_pitch() -> None:
    samples, at, heard = win_samples(RATE), 0, []
    for wanted, seconds in WIN_NOTES:
        count = round(seconds * RATE)
        note = samples[at : at + count]
        heard.append(pitch(note[count // 10 : -count // 10], RATE))
        assert heard[-1] == pytest.approx(wanted, rel=0.005)  # within 9 cents
        assert max(map(abs, note[:3])) < 0.05 * FULL_SCALE  # each note starts softly, with no click
        at += count
    assert heard == sorted(heard)
    assert max(map(abs, samples[-3:])) < 0.05 * FULL_SCALE


def test_synthesis_is_the_same_every_time_and_follows_the_rate() -> None:
    assert explosion_samples(RATE) == explosion_samples(RATE)
    assert explosion_samples(RATE, seed=2) != explosion_samples(RATE)
    double = synthesise(2 * RATE)
    for cue in Cue:
        assert len(double[cue]) == samples_of(cue, 2 * RATE) == pytest.approx(SECONDS[cue] * 2 * RATE, abs=4)


def test_a_blast_or_a_win_cuts_off_the_tick(sounds: Sounds) -> None:
    sounds.tick()
    assert pygame.mixer.get_busy()
    tick, blast = sounds.sound(Cue.TICK), sounds.sound(Cue.EXPLOSION)
    assert tick is not None and blast is not None
    assert tick.get_num_channels() == 1
    sounds.explode()
    assert tick.get_num_channels() == 0 and blast.get_num_channels() == 1


def test_switching_off_closes_the_mixer_and_on_again_reopens_it(sounds: Sounds) -> None:
    sounds.enable(False)
    assert pygame.mixer.get_init() is None
    assert not sounds.audible and sounds.sound(Cue.WIN) is None
    sounds.tick()
    sounds.win()
    sounds.enable(True)
    assert sounds.audible and pygame.mixer.get_init() == (RATE, -16, 1)


def test_a_mixer_that_cannot_open_leaves_the_game_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    sounds.enable(True)
    assert sounds.on and not sounds.audible
    assert sounds.problem == "Sound is unavailable: No available audio device"
    sounds.tick()
    sounds.explode()
    sounds.win()
    assert pygame.mixer.get_init() is None
    monkeypatch.undo()
    sounds.enable(True)  # a device that turns up later is used the next time sound is switched on
    assert sounds.audible and sounds.problem is None


def test_a_mixer_already_open_in_stereo_is_used_and_left_open() -> None:
    pygame.mixer.init(frequency=2 * RATE, size=-16, channels=2, allowedchanges=0)
    sounds = Sounds()
    sounds.enable(True)
    assert sounds.audible
    for cue in Cue:
        sound = sounds.sound(cue)
        assert sound is not None and sound.get_length() == pytest.approx(SECONDS[cue], abs=0.001)
    left_right = raw(sounds.sound(Cue.EXPLOSION))
    assert left_right[0::2] == left_right[1::2] and any(left_right)
    sounds.enable(False)
    assert pygame.mixer.get_init() == (2 * RATE, -16, 2)


def test_a_mixer_already_open_with_other_samples_is_declined() -> None:
    pygame.mixer.init(frequency=RATE, size=32, channels=1, allowedchanges=0)
    opened = pygame.mixer.get_init()
    assert opened is not None and opened[1] != -16
    sounds = Sounds()
    sounds.enable(True)
    assert not sounds.audible
    assert sounds.problem is not None and "not 16" in sounds.problem
    assert pygame.mixer.get_init() == opened
