"""The game's sounds: the classic tick of the timer, an explosion on a loss and a short tune on a win.

They are synthesised in code (16-bit samples computed with ``math`` into an ``array``, no sound files), and
only once the player switches sound on: until then the mixer is not even opened, so start-up spends nothing
on audio. Sound is a nicety, never a reason to fail: a machine without an audio device (or with a mixer that
will not open) simply stays silent and says why in ``Sounds.problem``.
"""

from __future__ import annotations

import math
import random
from array import array
from enum import StrEnum
from itertools import accumulate, chain, repeat
from operator import add, mul
from typing import Final

import pygame

from minesweeper.core.language.translate import _

RATE: Final = 22050
"""Samples per second asked of the mixer; the sounds are computed for the rate it actually runs at."""
BUFFER: Final = 512
"""Mixer buffer in samples: about 23 ms at 22 050 Hz, short enough for the tick to land on the second."""
FULL_SCALE: Final = 32767


class Cue(StrEnum):
    """What the game can ask to hear."""

    TICK = "tick"
    EXPLOSION = "explosion"
    WIN = "win"


TICK_SECONDS: Final = 0.05
EXPLOSION_SECONDS: Final = 0.9
WIN_NOTES: Final = ((523.25, 0.09), (659.26, 0.09), (783.99, 0.09), (1046.50, 0.33))
"""C5, E5, G5, C6 in equal temperament (hertz, seconds): a rising major arpeggio held on the top note."""
SECONDS: Final = {Cue.TICK: TICK_SECONDS, Cue.EXPLOSION: EXPLOSION_SECONDS, Cue.WIN: sum(d for _, d in WIN_NOTES)}


def samples_in(seconds: float, rate: int) -> int:
    return round(seconds * rate)


def samples_of(cue: Cue, rate: int) -> int:
    """How many samples ``cue`` lasts at ``rate``: its ``SECONDS``, give or take a sample per note."""
    if cue is Cue.WIN:
        return sum(samples_in(seconds, rate) for _, seconds in WIN_NOTES)
    return samples_in(SECONDS[cue], rate)


def decay(count: int, seconds: float, rate: int, level: float = 1.0) -> list[float]:
    """``count`` samples of an exponential fade with time constant ``seconds``, starting at ``level``."""
    return list(accumulate(repeat(math.exp(-1 / (seconds * rate)), count - 1), mul, initial=level))


def to_pcm(wave: list[float], peak: float) -> array[int]:
    """Scale ``wave`` so its loudest sample reaches ``peak`` (a fraction of full scale) as signed 16-bit."""
    loudest = max(map(abs, wave)) or 1.0
    return array("h", map(int, map((peak * FULL_SCALE / loudest).__mul__, wave)))


def tick_samples(rate: int) -> array[int]:
    """A wooden click: a 2 kHz ping over a 900 Hz knock, both dying away within a few milliseconds."""
    count = samples_in(TICK_SECONDS, rate)
    high, low = 2 * math.pi * 2000 / rate, 2 * math.pi * 900 / rate
    ping = map(mul, decay(count, 0.004, rate), (0.6 * math.sin(high * i) for i in range(count)))
    knock = map(mul, decay(count, 0.008, rate), (0.4 * math.sin(low * i) for i in range(count)))
    return to_pcm(list(map(add, ping, knock)), 0.5)


def explosion_samples(rate: int, seed: int = 1) -> array[int]:
    """A blast in the way of the 8-bit consoles: random levels, each held a little longer than the last so
    the noise darkens as it fades, over a thump falling from 110 Hz to 40 Hz.

    The noise comes from a ``random.Random`` of its own, so every start-up synthesises the same blast. Work
    is per held level (a few samples each), not per sample, which keeps the synthesis to a few milliseconds.
    """
    count = samples_in(EXPLOSION_SECONDS, rate)
    noise = random.Random(seed)
    attack, fade, thump_fade = 0.003 * rate, -1 / (0.22 * rate), -1 / (0.12 * rate)
    gain = 0.9 * FULL_SCALE / 1.6  # the noise reaches 1 and the thump 0.6 at most: never clips
    stretch, turn = rate / 22050, 2 * math.pi / rate
    levels: list[int] = []
    holds: list[int] = []
    at, phase = 0, 0.0
    while at < count:
        progress = at / count
        hold = min(count - at, max(1, round((4 + 12 * progress * progress) * stretch)))
        value = (2 * noise.random() - 1) * math.exp(at * fade) + 0.6 * math.sin(phase) * math.exp(at * thump_fade)
        levels.append(int(gain * min(1.0, at / attack) * value))
        holds.append(hold)
        phase += turn * (110 - 70 * progress) * hold
        at += hold
    return array("h", chain.from_iterable(map(repeat, levels, holds)))


def win_samples(rate: int) -> array[int]:
    """The arpeggio as bright organ-like notes (a tone and two overtones), each with a soft start and end.

    Each note is a loop of whole periods repeated to length, tuned to the nearest pitch a loop of up to
    eight periods can hold (within a few cents), so only the loop is computed sample by sample.
    """
    out = array("h")
    for pitch, seconds in WIN_NOTES:
        count = samples_in(seconds, rate)
        periods, length = min(
            ((m, round(m * rate / pitch)) for m in range(1, 9)),
            key=lambda p: abs(p[1] / p[0] - rate / pitch) / p[0] ** 0.01,
        )
        step = 2 * math.pi * periods / length
        loop = [
            math.sin(step * i) + 0.35 * math.sin(2 * step * i) + 0.15 * math.sin(3 * step * i) for i in range(length)
        ]
        tone = (loop * (count // length + 1))[:count]
        edge = samples_in(0.005, rate)
        envelope = decay(count, 0.6 * seconds, rate, 0.5 * FULL_SCALE / max(map(abs, loop)))
        for i in range(edge):
            envelope[i] *= i / edge
            envelope[count - 1 - i] *= i / edge
        out.extend(map(int, map(mul, tone, envelope)))
    return out


def synthesise(rate: int) -> dict[Cue, array[int]]:
    """Every cue as mono samples at ``rate``."""
    return {Cue.TICK: tick_samples(rate), Cue.EXPLOSION: explosion_samples(rate), Cue.WIN: win_samples(rate)}


class Sounds:
    """The game's sound switch and player. Off until ``enable(True)``; every call is safe when silent."""

    def __init__(self) -> None:
        self.on = False
        self.problem: str | None = None
        """Why sound is unavailable, for the settings screen; ``None`` while it works or was never tried."""
        self._sounds: dict[Cue, pygame.mixer.Sound] = {}
        self._own_mixer = False

    @property
    def audible(self) -> bool:
        """Switched on and actually able to play."""
        return self.on and bool(self._sounds)

    def enable(self, on: bool) -> None:
        """Switch sound on (opening the mixer and synthesising the cues the first time) or off (closing
        the mixer if it was opened here). A mixer that fails leaves sound silent, never raising."""
        self.on = on
        if on and not self._sounds:
            self._open()
        elif not on:
            self._close()

    def sound(self, cue: Cue) -> pygame.mixer.Sound | None:
        """The synthesised sound of ``cue`` while sound is audible."""
        return self._sounds.get(cue) if self.on else None

    def tick(self) -> None:
        """One second more on the clock."""
        self._play(Cue.TICK)

    def explode(self) -> None:
        """The player hit a mine: the blast cuts off anything still playing."""
        self._play(Cue.EXPLOSION, alone=True)

    def win(self) -> None:
        """The board is cleared."""
        self._play(Cue.WIN, alone=True)

    def _open(self) -> None:
        try:
            if pygame.mixer.get_init() is None:
                # allowedchanges=0: SDL converts to the device's format, so ours is exactly what we asked.
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=BUFFER, allowedchanges=0)
                self._own_mixer = True
            opened = pygame.mixer.get_init()
            if opened is None:
                # Translators: why sound is unavailable ("Sound is unavailable: {reason}").
                raise pygame.error(_("the mixer closed as it opened"))
            rate, size, channels = opened
            if size != -16:
                # Translators: why sound is unavailable; {bits} is a number of bits (8, 32), and 16 the game's.
                taken = _("the mixer is already open with {bits}-bit samples, not 16")
                raise pygame.error(taken.format(bits=abs(size)))
            self._sounds = {
                cue: pygame.mixer.Sound(buffer=interleaved(samples, channels).tobytes())
                for cue, samples in synthesise(rate).items()
            }
            self.problem = None
        except pygame.error as error:
            self._fail(str(error))

    def _close(self) -> None:
        for sound in self._sounds.values():
            sound.stop()
        self._sounds = {}
        if self._own_mixer:
            self._own_mixer = False
            pygame.mixer.quit()

    def _fail(self, reason: str) -> None:
        self._close()
        if reason:
            # Translators: {reason} is why: the sound system's words, or the game's ("the mixer closed as it opened").
            self.problem = _("Sound is unavailable: {reason}").format(reason=reason)
        else:
            self.problem = _("Sound is unavailable: no audio device")

    def _play(self, cue: Cue, *, alone: bool = False) -> None:
        if not self.audible:
            return
        try:
            if alone:
                for sound in self._sounds.values():
                    sound.stop()
            self._sounds[cue].play()
        except pygame.error as error:  # the device went away while playing
            self._fail(str(error))


def interleaved(samples: array[int], channels: int) -> array[int]:
    """Mono samples repeated into every channel of an interleaved frame."""
    if channels == 1:
        return samples
    return array("h", [s for s in samples for _ in range(channels)])
