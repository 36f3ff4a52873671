"""Difficulties: the named presets, validated custom sizes, and the one text form every file and option uses.

Tiny, Small and Medium are the design card's three small boards (named by their size, so that none claims
to be harder than Beginner: 10×10 with 10 mines is easier than Beginner's 9×9 with 10); Beginner,
Intermediate and Expert are the classic Windows sizes. The ranked Beginner (``beginner8``) is the competitive
community's Beginner, 8×8 with 10 mines: harder than Windows XP's 9×9, so it is a level of its own, with its own
statistics and best times, never merged with Beginner's. The two groups (``PRESET_GROUPS``, which every preset is
made in) each run from the lowest mine density to the highest, but for the ranked Beginner, which comes last so that
the classic three keep the number keys players know (4, 5, 6); the order here is the order every picker shows them
in. The preset keys (``easy``, ``normal``, ``hard``: the names the command line, saved games and the results
database use) are kept from before the labels changed, so old files and ``--preset easy`` still work. A difficulty
is written as its preset name (``expert``) or, for a custom board, as ``WxHnM`` (``30x16n99``): the command line,
the saved game, the settings and the results database all read and write that one form.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from minesweeper.core.board import check_mine_count, check_size
from minesweeper.core.errors import DifficultyError, MinesweeperError
from minesweeper.core.language.translate import N_, _, ngettext

CUSTOM = "custom"
CUSTOM_LABEL = N_("Custom")
"""A custom board's label (translated where it is shown, as every preset's is)."""
PART = (
    " · "  # between a label's parts ("Beginner 8×8 · ranked"): where a narrow tile breaks it, a narrow column ends it
)
# Digits are capped so a pasted wall of them is refused as text, not fed to int().
_CUSTOM_TEXT = re.compile(r"(\d{1,7})[xX×](\d{1,7})[nN](\d{1,9})")


@dataclass(frozen=True, slots=True)
class Difficulty:
    """A board size and mine count; ``key`` names a preset, or is ``CUSTOM``."""

    key: str
    label: str
    width: int
    height: int
    mines: int

    @property
    def is_custom(self) -> bool:
        return self.key == CUSTOM

    @property
    def parts(self) -> list[str]:
        """The label's parts (``PART``), each a line where the whole label is too wide for one: "Beginner 8×8",
        "ranked"."""
        return self.label.split(PART)

    @property
    def shown_parts(self) -> list[str]:
        """The label's parts in the player's language (a translated label keeps ``PART`` between its parts)."""
        return _(self.label).split(PART)

    @property
    def short_label(self) -> str:
        """The label's first part, where a narrow column would otherwise crowd out figures: "Beginner 8×8"."""
        return self.parts[0]

    @property
    def summary(self) -> str:
        """The board's size and mines, for a sentence in the player's language: "30×16, 99 mines"."""
        return ngettext("{width}×{height}, {mines} mine", "{width}×{height}, {mines} mines", self.mines).format(
            width=self.width, height=self.height, mines=self.mines
        )

    @property
    def size_text(self) -> str:
        """``30x16n99``: the size part of the text form, also what a custom board is written as."""
        return f"{self.width}x{self.height}n{self.mines}"

    def __str__(self) -> str:
        """The text form: the preset's name, or ``WxHnM`` for a custom board."""
        return self.size_text if self.is_custom else self.key

    @classmethod
    def custom(cls, width: int, height: int, mines: int) -> Difficulty:
        """Validate and build a custom board, raising a message the player can act on."""
        check_size(width, height)
        check_mine_count(width, height, mines)
        return cls(CUSTOM, CUSTOM_LABEL, width, height, mines)

    @classmethod
    def parse(cls, text: str) -> Difficulty:
        """Read the text form back: a preset name (any case) or ``WxHnM``; a size equal to a preset's is
        still custom, because a custom game is never ranked beside the preset's."""
        cleaned = text.strip()
        preset = PRESETS.get(cleaned.lower())
        if preset is not None:
            return preset
        match = _CUSTOM_TEXT.fullmatch(cleaned)
        if match is None:
            shown = cleaned if len(cleaned) <= 30 else cleaned[:27] + "..."
            raise DifficultyError(
                _(
                    "{shown} is not a difficulty: use one of {choices} or a size like 30x16n99 (width x height n mines)"
                ).format(shown=repr(shown), choices=", ".join(PRESETS))
            )
        width, height, mines = (int(group) for group in match.groups())
        try:
            return cls.custom(width, height, mines)
        except MinesweeperError as error:
            raise DifficultyError(str(error)) from error


@dataclass(frozen=True, slots=True)
class PresetGroup:
    """Presets a picker shows together under one heading, from the easiest to the hardest by mine density."""

    heading: str
    presets: tuple[Difficulty, ...]


# Every preset is made in its group, so a new one cannot miss the pickers; ``PRESETS`` follows the groups' order.
PRESET_GROUPS = (
    PresetGroup(
        N_("Small boards"),
        (
            Difficulty("easy", N_("Tiny"), 6, 6, 3),
            Difficulty("normal", N_("Small"), 8, 8, 6),
            Difficulty("hard", N_("Medium"), 10, 10, 10),
        ),
    ),
    PresetGroup(
        N_("Classic"),
        (
            Difficulty("beginner", N_("Beginner"), 9, 9, 10),
            Difficulty("intermediate", N_("Intermediate"), 16, 16, 40),
            Difficulty("expert", N_("Expert"), 30, 16, 99),
            Difficulty("beginner8", N_("Beginner 8×8 · ranked"), 8, 8, 10),
        ),
    ),
)
PRESETS: dict[str, Difficulty] = {d.key: d for group in PRESET_GROUPS for d in group.presets}
