"""What the replay viewer shows beside the review, to study a game with the play screen's own tools: its scorecard,
on the results card, and the mine chances of the position shown.

The scorecard (S, or Replay > Scorecard) is the results card (``results_card.EndPanel``) laid over the board, with
every figure of the game (``scorecard``, the one owner of the figures a card shows when a game ends), the board's code
and the viewer's heading, which names the game (and, for another player's video, who played it, with what and when);
Copy code, More figures, Back and Close work as on the play screen's card, and Esc, S or a click beside it closes it.
The mine chances (C, or Replay > Mine chances) shade every covered cell of the position shown by its chance of being
a mine, as the play screen's probability view does (``BoardMarks.chance``), worked out on a worker thread for each
position the replay stops at or passes through, a newer one cancelling the older; a position after the end has none.
Looking at a game already played marks nothing as helped: its result was kept as it was played.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

import pygame

from minesweeper.core.game import Game, GameState
from minesweeper.core.language.translate import N_, _
from minesweeper.core.record import FinishedGame
from minesweeper.gui.platform import clipboard
from minesweeper.gui.platform.background import POLL_MS
from minesweeper.gui.play.assist import CHANCES_HIDDEN, WORKING_OUT_CHANCES, Shading
from minesweeper.gui.play.canvas import Part, PlayCanvas
from minesweeper.gui.play.card_buttons import CLOSE, COPY_CODE, CardCommand, copied_code
from minesweeper.gui.play.marks import BoardMarks
from minesweeper.gui.screen import Context

if TYPE_CHECKING:
    from minesweeper.gui.play.results_card import EndPanel

CARD_BUTTONS: Final = (COPY_CODE, CLOSE)
CARD_EVENTS: Final = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)  # what an open card takes
CHANCES_SHOWN: Final = N_("Mine chances shown: every covered cell shaded by its chance of being a mine")


class Study:
    """The scorecard card and the mine chances of one viewer: ``game`` is the game replayed, ``position`` the game as
    the replay shows it now."""

    def __init__(
        self, ctx: Context, canvas: PlayCanvas, marks: BoardMarks, game: FinishedGame, position: Callable[[], Game]
    ) -> None:
        """``marks``: the board's, where the chances are shaded."""
        self.ctx, self.canvas, self.marks, self.game, self.position = ctx, canvas, marks, game, position
        self.heading = ""  # the card's headline: the viewer's heading when it opened
        self.page = 0  # the card's page, kept when it is laid out again
        self.note = ""  # the card's line on what Copy code did
        self.chances_on = False
        self.shading = Shading(canvas, marks)

    # ------------------------------------------------------------------ the scorecard

    @property
    def card(self) -> EndPanel | None:
        return self.canvas.results

    def toggle_card(self, heading: str) -> None:
        """The scorecard over the board, headed ``heading``; or, when it is up, closed."""
        if self.card is not None:
            self.close_card()
            return
        self.heading, self.page, self.note = heading, 0, ""
        self.lay_out()

    def lay_out(self) -> None:
        """The card laid out (again) over the window as it is now: under the face, or from the menu bar down where
        that is too cramped to read, as the play screen's card is."""
        from minesweeper.core.formats.codes import encode_board
        from minesweeper.core.metrics.scorecard import scorecard
        from minesweeper.gui.play.results_card import EndPanel

        layout = self.game.record.layout
        code = "" if layout is None else encode_board(layout.width, layout.height, layout.cells)
        chords = self.game.left_click_chords
        figures = scorecard(
            self.game, left_click_chords=self.ctx.settings.left_click_chord if chords is None else chords
        )
        scale, colours = self.canvas.layout.scale, self.ctx.colours

        def laid_out(area: pygame.Rect) -> EndPanel:
            return EndPanel(
                self.ctx.font,
                colours,
                scale,
                area,
                title=_("Scorecard"),
                headline=self.heading,
                headline_colour=colours.good if self.game.won else colours.alert,
                figures=figures,
                code=code,
                buttons=CARD_BUTTONS,
                verdict="",
                page=self.page,
                note=self.note,
            )

        panel = laid_out(self.canvas.below_status())
        if panel.scale < min(2, scale):
            panel = laid_out(self.canvas.below_menu_bar())
        self.canvas.results = panel
        self.canvas.invalidate(Part.EVERYTHING)

    def close_card(self) -> None:
        self.canvas.results = None
        self.canvas.invalidate(Part.EVERYTHING)

    def relayout(self) -> None:
        """The window changed: the card, if it is up, laid out again for it."""
        if self.card is not None:
            self.lay_out()

    def handle(self, event: pygame.Event) -> bool:
        """Give the card, when it is up, a key or a click: True when it took it (copy, close, the turn of a page)."""
        card = self.card
        if card is None or event.type not in CARD_EVENTS:
            return False
        command = card.handle_event(event)
        if command is CardCommand.CLOSE or (event.type == pygame.KEYDOWN and event.key == pygame.K_s):
            self.close_card()
        elif command is CardCommand.COPY:
            self.note = copied_code(clipboard.copy(card.code))
            self.lay_out()
        elif command in (CardCommand.MORE, CardCommand.BACK):
            self.page = int(command is CardCommand.MORE)
            card.turn_to(self.page)
            self.canvas.invalidate(Part.EVERYTHING)
        return True

    # ------------------------------------------------------------------ the mine chances

    def toggle_chances(self) -> str:
        """The probability view on or off; what to say of it."""
        self.chances_on = not self.chances_on
        self.moved()
        return _(WORKING_OUT_CHANCES) if self.chances_on else _(CHANCES_HIDDEN)

    def moved(self) -> None:
        """The position shown changed: its chances worked out afresh, the old ones no longer shaded (none once the game
        is over)."""
        if self.marks.chance is not None or self.shading.slot.busy:
            self.shading.hide()
        position = self.position()
        if self.chances_on and position.state is GameState.PLAYING:
            self.shading.show(position)

    def poll(self) -> str | None:
        """The chances worked out, shaded on the board; what to say (None: nothing new)."""
        taken = self.shading.take()
        return taken if taken is None or isinstance(taken, str) else _(CHANCES_SHOWN)

    def next_tick_ms(self) -> int | None:
        return POLL_MS if self.shading.slot.busy else None
