"""What the play screen shows when a game ends: the results card of the session's ``Ending``, its buttons, and the
work its slower parts take.

The card renders the ending the session decided (``Session.ending``): its title, headline, a daily's name and whether
it counted, the figures, a won game's place among the player's wins, a loss's verdict, the review's sentence, the
board's code and the buttons. It works nothing out itself: the work the ending still waits for (``EndingWork``: a won
game's place, a giant board's whole scorecard) runs here on worker threads (reading a level's thousands of games the
first time in a run can take a while, and a 500×500 board's figures a second), and each answer is handed back to the
session, whose new ending the card is laid out from again; the verdict and the review are the assistant's and the
app's reviews' work (``Flow``), handed back the same way. Its buttons (``card_buttons``) give a ``CardCommand``: the
card handles copying (the board's code, a daily's line to share) and closing itself, and hands the play screen the
rest (a new game, the review, the same board again, and after a loss the game played on as practice from before its
last click).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from minesweeper.core.game import Game
from minesweeper.core.language.translate import _
from minesweeper.gui.heard import Heard, sentences
from minesweeper.gui.platform import clipboard
from minesweeper.gui.platform.background import POLL_MS, Task
from minesweeper.gui.play.canvas import Part, PlayCanvas
from minesweeper.gui.play.card_buttons import CardButton, CardCommand, card_buttons, copied_code
from minesweeper.gui.screen import Context

if TYPE_CHECKING:  # the card's parts load when a game first ends, not before its first frame
    from minesweeper.core.ending import Ending
    from minesweeper.core.metrics.scorecard import Figure
    from minesweeper.gui.play.results_card import CardFrame, EndPanel
    from minesweeper.session import Session


def board_code(game: Game) -> str:
    from minesweeper.core.formats.codes import encode_board

    layout = game.layout
    return "" if layout is None else encode_board(layout.width, layout.height, layout.cells)


def results_panel(
    ctx: Context,
    area: pygame.Rect,
    scale: int,
    game: Game,
    ending: Ending,
    page: int = 0,
    keep: CardFrame | None = None,
    *,
    notice: str = "",
    note: str = "",
    growth: int | None = None,
) -> EndPanel:
    """The card of ``ending`` (of ``game``, the board it was played on), showing ``page``, with room for what the
    ending says is still coming (a giant board's figures each in its row, ``PENDING`` until worked out); ``keep``: the
    frame of the card it replaces; a ``notice`` and a ``note`` under its buttons; ``growth``: how far the window can
    grow down for a notice (``EndPanel``)."""
    from minesweeper.core.metrics.scorecard import Figure
    from minesweeper.gui.play.results_card import PENDING, EndPanel

    colours = ctx.colours
    daily = ending.daily
    figures = ending.figures
    if ending.figures_due:
        known = {figure.label: figure for figure in figures}
        figures = tuple(known.get(label) or Figure(label, PENDING) for label in ending.figure_labels)
    return EndPanel(
        ctx.font,
        colours,
        scale,
        area,
        title=ending.title,
        headline=ending.headline,
        headline_colour=colours.good if ending.won else colours.alert,
        figures=figures,
        code=board_code(game),
        buttons=card_buttons(ending.won, ending.practice, daily=daily is not None),
        verdict="" if ending.won else ending.verdict_text,  # None: being judged
        review=ending.review_line,
        standing="" if daily is None else f"{daily.name}\n{daily.sentence}",
        rank_line=ending.place,
        page=page,
        place_due=ending.place_due,
        review_due=ending.review_due,
        keep=keep,
        notice=notice,
        note=note,
        growth=growth,
    )


class Results:
    """The results card's life on the play screen: opened at the end, closed and brought back, laid out again when the
    window changes or the ending gains a part, the work the ending waits for, and the commands it handles itself."""

    def __init__(self, ctx: Context, canvas: PlayCanvas, game: Callable[[], Game], session: Session) -> None:
        """``game`` reads the session's current game: the one that ended, while the card is up."""
        self.ctx, self.canvas, self._game, self.session = ctx, canvas, game, session
        self.notice = ""  # what the store said while the card was up: a card laid out again still says it
        self.note = ""  # the card's line on what a copy did: laid out with the card, so its room is chosen for it
        self.page = 0  # the card's page: 1 is its second, where its figures take two
        self._shown: Ending | None = None  # the ending the card was last laid out from
        self._frame: CardFrame | None = None  # the card's frame, kept while it is up in a window of the same width
        self._framed_in: tuple[int, bool] = (
            0,
            False,
        )  # that window's width, and whether the card took the status's room
        self._placing: Task[str | None] | None = None  # working the game's place out
        self._figuring: Task[list[Figure]] | None = None  # working a giant board's figures out

    @property
    def shown(self) -> bool:
        return self.canvas.results is not None

    @property
    def ending(self) -> Ending | None:
        """The ending the card is about (the session's, from the moment the card opened for it)."""
        return self._shown

    def covers(self, pos: tuple[int, int]) -> bool:
        """Whether a click at ``pos`` is the card's (it and the dimmed board around it), not the face's."""
        return self.canvas.results is not None and self.canvas.results.area.collidepoint(pos)

    def open(self) -> None:
        """The card of the game that has just ended (``Session.ending``), and the work its place and a giant board's
        figures take started on worker threads (their answers are taken by ``take_answers``)."""
        ending, work = self.session.ending, self.session.ending_work()
        if ending is None or work is None:
            return
        self._shown, self.notice, self.note, self.page, self._frame = ending, "", "", 0, None
        place, figures = work.place, work.figures
        self._placing = None if place is None else Task(lambda cancelled: place(), budget_s=math.inf)
        self._figuring = None if figures is None else Task(lambda cancelled: figures(), budget_s=math.inf)
        self.show()

    def show(self) -> None:
        """Lay the card out (again) over the window as it is now, from the session's ending, if a game has ended. In a
        window of the width it was laid out in, the card keeps its frame (``CardFrame``): what joined it (a late part of
        the ending, a notice, a line on what a copy did) fills the room kept for it, or a line of its own under the
        buttons, and every row drawn stays where it was (the window grows down for a card that needs it, where the
        desktop has the room, and a card in a window that cannot grow by a notice's line keeps room for it from the
        start); else it is laid out afresh."""
        ending = self.session.ending
        if self._shown is None or ending is None or ending.game_id != self._shown.game_id:
            return
        self._shown = ending
        canvas, game = self.canvas, self._game()
        scale, window = canvas.layout.scale, canvas.layout.window
        growth = self.ctx.available[1] - window[1]  # how far the window can grow down for what joins the card

        def laid_out(area: pygame.Rect, keep: CardFrame | None = None) -> EndPanel:
            return results_panel(
                self.ctx, area, scale, game, ending, self.page, keep, notice=self.notice, note=self.note, growth=growth
            )

        panel = None
        width, high = self._framed_in
        if self._frame is not None and width == window[0]:
            panel = laid_out(canvas.below_menu_bar() if high else canvas.below_status(), self._frame)
            if panel.overflow() and panel.overflow() <= growth:
                # down from where the window is: the board and the card stay put
                canvas.grow((window[0], window[1] + panel.overflow()))
            elif panel.overflow():
                panel = None
        if panel is None:
            panel, high = laid_out(canvas.below_status()), False
            if panel.scale < min(2, scale):  # too cramped to read under the face: take the status panel's room too
                panel, high = laid_out(canvas.below_menu_bar()), True
        self._frame, self._framed_in = panel.frame, (window[0], high)
        canvas.results = panel
        canvas.invalidate(Part.EVERYTHING)
        self._keep_readable()

    def refresh(self) -> None:
        """The session's ending gained a part (the verdict, the review, the place, the figures): the card, if it is up,
        laid out again with it; a card closed is laid out with it when it is brought back."""
        if self.canvas.results is not None:
            self.show()
        elif self._shown is not None and self.session.ending is not None:
            self._shown = self.session.ending

    def _keep_readable(self) -> None:
        """A card squeezed below the readable scale (a narrow Beginner window, its sentences wrapped into more lines
        than the window is tall) asks for a window as wide as the card likes to be; laid out again in it, the card
        opens readable the first time, not only after a trip to the review. The window as it was comes back with
        the next game."""
        panel, canvas = self.canvas.results, self.canvas
        readable = min(2, canvas.layout.scale)
        if panel is not None and panel.scale < readable:
            canvas.grow((panel.comfortable_width(readable), canvas.layout.window[1]))

    def next_tick_ms(self) -> int | None:
        """How soon the screen must look again for the game's place or figures (``take_answers``), or None when neither
        is awaited."""
        return POLL_MS if self._placing is not None or self._figuring is not None else None

    def wait(self, timeout_s: float) -> bool:
        """Block until the game's place and figures are worked out (tests); True if they were, or none was being worked
        out."""
        return all(task is None or task.wait(timeout_s) for task in (self._placing, self._figuring))

    def take_answers(self) -> None:
        """The game's place and a giant board's figures, once worked out: handed to the session, the card laid out
        again from its new ending."""
        ending = self._shown
        if ending is None:
            return
        placing, figuring = self._placing, self._figuring
        if placing is not None and placing.done:
            self._placing = None
            self.session.settle_place(ending.game_id, placing.result())
            self.refresh()
        if figuring is not None and figuring.done:
            self._figuring = None
            self.session.settle_figures(ending.game_id, figuring.result())
            self.refresh()

    def heard(self) -> Heard | None:
        """The card as heard while it is up: its title, how the game went and its time; the figures of the page shown
        (on the first, the main ones a cramped card keeps, and the key to the rest; on the second, the rest); a won
        game's place among the player's wins; its other buttons and their keys; and what a copy did. They are parts
        of their own, always in the same places (a giant board's figures and the place come a moment after the card,
        and only they are said when they do); the review's summary, once worked out, is its notice. The verdict and
        the notices are the message bar's, which says them."""
        panel, ending = self.canvas.results, self._shown
        if panel is None or ending is None:
            return None
        from minesweeper.core.language.people import listed
        from minesweeper.gui.play.card_buttons import BACK, MORE
        from minesweeper.gui.play.results_card import COMPACT_FIGURES, PENDING

        def key(choice: CardButton) -> str:
            # Translators: a button of the card and its key ("New game: N"); the key's name is the keyboard's.
            return _("{button}: {key}").format(button=choice.shown, key=pygame.key.name(choice.key).title())

        def figure(shown: Figure) -> str:
            # Translators: a figure of the card as heard: its name, then its value ("3BV/s 1.234").
            return _("{figure} {value}").format(figure=_(shown.label), value=shown.value)

        turn = next((choice for choice in panel.choices if choice in (MORE, BACK)), None)
        shown = [line.text for line in panel.lines]
        if panel.page:
            figures = [f for f in panel.figures if _(f.label) in shown]
        else:
            figures = [f for f in panel.figures if f.label in COMPACT_FIGURES]
        page = listed(figure(f) for f in figures if f.value != PENDING)
        keys = listed(key(choice) for choice in panel.choices if choice not in (MORE, BACK))
        review = "" if ending.review_due else ending.review_line
        return Heard(
            panel.title,
            (
                sentences((panel.headline, panel.standing)),
                sentences((page, "" if turn is None else key(turn))),
                sentences((panel.rank_line or "",)),
                # Translators: {keys} lists the card's buttons with their keys ("New game: N, Review: R").
                _("Keys: {keys}").format(keys=keys),
                panel.note,
            ),
            review,
        )

    def close(self) -> None:
        if self.canvas.results is not None:
            self.canvas.results = None
            self.canvas.invalidate(Part.EVERYTHING)

    def forget(self) -> None:
        """A new game: nothing to show any more."""
        self._shown, self.notice, self.note, self.page, self._frame = None, "", "", 0, None
        self._placing = self._figuring = None  # their threads end by themselves, and their answers are never read
        self.close()

    def set_notice(self, text: str) -> None:
        """What the store had to say while the card is up: a line of its own under the card's buttons."""
        if self.canvas.results is not None:
            self.notice = text
            self.show()

    def set_note(self, text: str) -> None:
        """A line under the card's buttons: the card laid out again with it, its rows where they were."""
        self.note = text
        self.show()

    def relayout(self) -> None:
        if self.canvas.results is not None:
            self.show()

    def share(self) -> None:
        """A daily's line to share, the ending's own (``DailyEnding.share``: no cell of the board in it, whether it
        counted, the review's accuracy once there is one), to the clipboard; where there is no clipboard, the card
        shows the line to copy by hand."""
        ending = self._shown
        if ending is None or ending.daily is None:
            return
        line = ending.daily.share
        if clipboard.copy(line):
            self.set_note(_("Result copied to the clipboard"))
        else:
            # Translators: {line} is the daily's line to share, which is never translated.
            self.set_note(_("No clipboard here: copy it by hand: {line}").format(line=line))

    def handle(self, event: pygame.Event) -> CardCommand | None:
        """Give the card an event; a command for the screen (NEW, AGAIN, REVIEW, UNDO), or None when the card dealt
        with it (copy, close, the turn of a page)."""
        panel = self.canvas.results
        if panel is None:
            return None
        command = panel.handle_event(event)
        if command is CardCommand.CLOSE:
            self.close()
        elif command is CardCommand.COPY:
            self.set_note(copied_code(clipboard.copy(panel.code)))
        elif command is CardCommand.SHARE:
            self.share()
        elif command in (CardCommand.MORE, CardCommand.BACK):
            self.page = int(command is CardCommand.MORE)
            panel.turn_to(self.page)
            self.canvas.invalidate(Part.EVERYTHING)
        elif command is not None:
            return command
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.canvas.invalidate(Part.EVERYTHING)  # a button sank or rose
        return None
