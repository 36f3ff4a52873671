"""What a listener hears of the window: each screen's title as it opens, its focused control with its value as the
focus moves or the value changes, and the notice it shows.

Every screen says what it is and what is chosen on it (``Screen.heard``, a ``Heard``: words only, never a sound);
this module alone turns that into speech, so no screen speaks for itself and none can forget to. The app asks after
every batch of events (``Listener.follow``). A new screen, or a new title on the same one (a help page, a menu
opened, the results card), is said whole: title, notice, focused control. Otherwise only what changed is said: the
parts of the focused control that changed (a new group's name only when the group changed; a part said already, such
as the results card's keys when its place comes, not again), as a reading that the next one makes stale, and a new
notice, as a message. Brief verbosity says the control alone, without its group;
detailed adds what the control does and, as a screen opens, its keys. The urgencies are ``speech.Urgency``'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import zip_longest
from typing import TYPE_CHECKING, Protocol

from minesweeper.core.language.translate import _, ngettext
from minesweeper.speech import Speech, Urgency

if TYPE_CHECKING:
    from minesweeper.gui.widgets.buttons import Button


@dataclass(frozen=True)
class Heard:
    """A screen in words. ``focus`` is its focused control with its value, its widest part first (the group, then the
    control: ``("Classic boards", "Expert, 30 x 16, 99 mines, key 6")``), so a move within a group says the control
    alone. ``notice``: what the screen says to the player now (a refusal, a notice, a question), not its standing
    hint, which is ``hint``. ``detail``: what the focused control does."""

    title: str
    focus: tuple[str, ...] = ()
    notice: str = ""
    detail: str = ""
    hint: str = ""


def sentences(parts: Iterable[str]) -> str:
    """The parts that say something, one sentence each: "Settings. Sound, off."."""
    said = (" ".join(part.split()) for part in parts)
    return " ".join(part if part[-1] in ".?!:" else f"{part}." for part in said if part)


def button_words(button: Button) -> str:
    """A push button as heard: its label and its detail, then its key ("Expert, 30 x 16, 99 mines, key 6")."""
    from minesweeper.core.language.people import listed  # the locale's data loads when first heard, not for the menu

    # Translators: a button's keyboard key, heard after its label ("Expert, key 6"); {key} is the key's letter or digit.
    key = _("key {key}").format(key=button.shortcut) if button.shortcut else ""
    return listed(line for line in (*button.lines(), key) if line)


def row_words(headings: Sequence[str], cells: Sequence[str], row: int, count: int) -> str:
    """A table's row as heard: each cell after its column's heading, then where the row is in the list."""
    from minesweeper.core.language.people import listed, number  # the locale's data loads when first heard

    # Translators: one cell of a table's row as heard: its column's heading, then its value ("Time 12.3").
    cell_words = _("{heading} {cell}")
    said = listed(
        cell_words.format(heading=heading, cell=cell) if heading else cell
        for heading, cell in zip(headings, cells, strict=True)
    )
    # Translators: a table's row as heard: its cells ("Time 12.3, 3BV 40"), then which row of how many it is.
    place = ngettext("{cells}; {row} of {count}", "{cells}; {row} of {count}", count)
    return place.format(cells=said, row=number(str(row + 1)), count=number(str(count)))


class Heeded(Protocol):
    """What a listener follows: a screen (``Screen.heard``), named apart so that this module needs no screen's."""

    def heard(self) -> Heard: ...


class Listener:
    """Says each screen as it opens and changes, through the window's speech."""

    def __init__(self, speech: Speech) -> None:
        self.speech = speech
        self.screen: Heeded | None = None
        self.last: Heard | None = None

    def follow(self, screen: Heeded) -> None:
        """Say what is new on ``screen`` since it was last followed (all of it, if it is another screen). With speech
        off nothing is worked out, and the screen is said whole once speech comes on."""
        if not self.speech.on:
            self.screen = self.last = None
            return
        heard = screen.heard()
        last = self.last if screen is self.screen else None
        self.screen, self.last = screen, heard
        if last is None or heard.title != last.title:
            self.speech.say(self.whole(heard), Urgency.SCREEN)
            return
        changed = [i for i, (now, before) in enumerate(zip_longest(heard.focus, last.focus)) if now != before]
        if changed and changed[0] < len(heard.focus):
            self.speech.say(self.focus_words(heard, changed[0], changed), Urgency.READING)
        if heard.notice and heard.notice != last.notice:
            self.speech.say(heard.notice, Urgency.MESSAGE)

    def now(self, screen: Heeded) -> str:
        """``screen`` said whole, as it opens, for the caller to say (F9 turning speech on); it is not said again."""
        self.screen, self.last = screen, screen.heard()
        return self.whole(self.last)

    def whole(self, heard: Heard) -> str:
        """The screen as it opens: its title, its notice, its focused control (and, detailed, its keys)."""
        keys = heard.hint if self.speech.verbosity == "detailed" else ""
        return sentences((heard.title, heard.notice, self.focus_words(heard, 0), keys))

    def focus_words(self, heard: Heard, start: int, only: Sequence[int] | None = None) -> str:
        """The focused control from its part ``start`` on (``only``: just those of its parts, the ones that changed:
        a part said already is not said again); brief says the control alone, detailed what it does."""
        verbosity = self.speech.verbosity
        parts = heard.focus[start:] if only is None else tuple(heard.focus[i] for i in only if i < len(heard.focus))
        if verbosity == "brief":
            parts = heard.focus[-1:]
        return sentences((*parts, heard.detail if verbosity == "detailed" else ""))
