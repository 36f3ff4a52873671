"""What the play screen shows when a game ends: the results card's words, figures, code and buttons.

The card is built from the session's result and the game's board, its figures the scorecard's (``core.metrics``:
worked out once when the card opens, as every other place works them out: on a board bigger than Expert, where the
replays they take can hold the window for a second, on a worker thread, the card opening with the figures the result
kept (``first_figures``) and laid out again with them all); the verdict on a loss and the review's
summary line join it when the solver has them, and a won game's place among the player's own wins (``rank_line``:
"#3 of 41 by time, #1 by 3BV/s among your Expert NF wins") once it is worked out: it reads the level's games, which
the first time in a run can take a while on a long history, so it is read on a worker thread (``Session.placing``)
and the card is laid out again with it, as with the review. A daily's card is named by the daily, says whether the
attempt counted, and copies its result as the line to share. Its buttons (``card_buttons``) give a ``CardCommand``: the
card handles copying (the board's code, a daily's result) and closing itself, and hands the play screen the rest (a new
game, the review, the same board again, and after a loss the game played on as practice from before its last click).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

import pygame

from minesweeper.core.ending import headline, outcome_word
from minesweeper.core.game import Game
from minesweeper.gui.heard import Heard, sentences
from minesweeper.gui.platform import clipboard
from minesweeper.gui.platform.background import POLL_MS, Task
from minesweeper.gui.play.canvas import Part, PlayCanvas
from minesweeper.gui.play.card_buttons import CardCommand, card_buttons
from minesweeper.gui.screen import Context

if TYPE_CHECKING:  # the card's parts load when a game first ends, not before its first frame
    from minesweeper.core.metrics.scorecard import Figure
    from minesweeper.core.record import FinishedGame
    from minesweeper.core.solver.review import Review
    from minesweeper.gui.dailies import DailyGame
    from minesweeper.gui.play.results_card import EndPanel


REVIEWING = "Reviewing every move..."
# The most cells a board can have for its card to wait for its figures: Expert's. Measured on a busy 2-core machine,
# an Expert card's take 10-25 ms; a custom 64×64 board's 0.3 s (human ZiNi), a 500×500 board's with 32,000 moves 1 s.
FIGURES_AT_ONCE_CELLS: Final = 30 * 16


def summary_text(review: Review, practice_from: int = 0) -> str:
    """The review in one short sentence (one line on the card where it can be): the review's own words, of a
    practice game's own moves when it is one (``practice_from`` moves of the other game first)."""
    return review.sentence(practice_from)


def board_name(ctx: Context, game: Game, result: FinishedGame, daily: DailyGame | None = None) -> str:
    """What the card calls the board: a daily's name, a library puzzle's, else the difficulty (with a custom board's
    size)."""
    if daily is not None:
        return f"{daily.board.difficulty.label} daily"  # its full name, which is long, is a line of the card's own
    puzzle = None if result.puzzle_id is None or ctx.store is None else ctx.store.puzzle_name(result.puzzle_id)
    if puzzle is not None:
        return puzzle
    return game.difficulty.label + (f" {game.difficulty.size_text}" if game.difficulty.is_custom else "")


def board_code(game: Game) -> str:
    from minesweeper.core.formats.codes import encode_board

    layout = game.layout
    return "" if layout is None else encode_board(layout.width, layout.height, layout.cells)


def results_panel(
    ctx: Context,
    area: pygame.Rect,
    scale: int,
    game: Game,
    result: FinishedGame,
    rank: int | None,
    verdict: str | None,
    review: str,
    figures: Sequence[Figure],
    daily: DailyGame | None = None,
    standing: str = "",
    rank_line: str | None = None,
    page: int = 0,
) -> EndPanel:
    """The card of ``result`` with its ``figures`` (``scorecard``'s), showing ``page``; a daily's (``daily``) names it,
    says whether it counted (``standing``) and offers Copy result."""
    from minesweeper.gui.play.results_card import EndPanel

    won = result.won
    title = f"{outcome_word(result.outcome)}: {board_name(ctx, game, result, daily)}"
    colours = ctx.colours
    return EndPanel(
        ctx.font,
        colours,
        scale,
        area,
        title=title,
        headline=headline(
            result.outcome, result.ms, rank=rank, assisted=result.play.assisted, practice=result.play.practice
        ),
        headline_colour=colours.good if won else colours.alert,
        figures=figures,
        code=board_code(game),
        buttons=card_buttons(won, result.play.practice, daily=daily is not None),
        verdict="" if won else verdict,
        review=review,
        standing=standing,
        rank_line=rank_line,
        page=page,
    )


class Results:
    """The results card's life on the play screen: opened at the end, closed and brought back, laid out
    again when the window changes, and the commands it handles itself (copy, close)."""

    def __init__(
        self, ctx: Context, canvas: PlayCanvas, game: Callable[[], Game], daily: Callable[[], DailyGame | None]
    ) -> None:
        """``game`` reads the session's current game: the one that ended, while the card is up; ``daily`` the daily
        it is, if it is one."""
        self.ctx, self.canvas, self._game, self._daily = ctx, canvas, game, daily
        self.standing = ""  # a daily's line on whether it counted, read once when its card opens
        self.verdict: str | None = None
        self.notice = ""  # what the store said while the card was up: a card laid out again still says it
        self.note = ""  # the card's line on what a copy did: laid out with the card, so its room is chosen for it
        self.review: Review | None = None  # the game's review, once worked out
        self.review_line = REVIEWING  # the card's summary line: the review's, or why there is none
        self.rank_line: str | None = None  # a won game's place among the player's own wins, once worked out
        self._placing: Task[str | None] | None = None  # working that place out
        self.figures: list[Figure] = []  # the ended game's scorecard, worked out once when its card opens
        self._figuring: Task[list[Figure]] | None = None  # working it out, on a board too big to wait for it
        self.page = 0  # the card's page: 1 is its second, where its figures take two
        self._ended: tuple[FinishedGame, int | None] | None = None

    @property
    def shown(self) -> bool:
        return self.canvas.results is not None

    def covers(self, pos: tuple[int, int]) -> bool:
        """Whether a click at ``pos`` is the card's (it and the dimmed board around it), not the face's."""
        return self.canvas.results is not None and self.canvas.results.area.collidepoint(pos)

    @property
    def ended(self) -> FinishedGame | None:
        """The game the card is about."""
        return None if self._ended is None else self._ended[0]

    def open(
        self,
        result: FinishedGame,
        rank: int | None,
        rank_line: str | None = None,
        placing: Callable[[], str | None] | None = None,
    ) -> None:
        """The card of a game just ended: ``rank`` its place among the best times, ``rank_line`` its place among the
        player's own wins in a sentence (None: the card has no such line), or ``placing`` the work that says it
        (``Session.placing``), done on a worker thread: the line joins the card when it is done (``take_place``)."""
        from minesweeper.core.metrics import scorecard

        self._ended, self.verdict, self.review, self.review_line = (result, rank), None, None, REVIEWING
        self.notice = self.note = ""
        self.rank_line, self.page = rank_line, 0
        layout = result.record.layout
        if layout is None or layout.width * layout.height <= FIGURES_AT_ONCE_CELLS:
            self.figures, self._figuring = scorecard.scorecard(result), None
        else:  # the scorecard reads only the finished game, which nothing changes: it is safe on a worker thread
            work = scorecard.scorecard
            self.figures = scorecard.first_figures(result)
            self._figuring = Task(lambda cancelled: work(result), budget_s=math.inf)
        self._placing = None if placing is None else Task(lambda cancelled: placing(), budget_s=math.inf)
        daily = self._daily()
        self.standing = "" if daily is None else f"{daily.board.name}\n{daily.counted_line(self.ctx.store)}"
        self.show()

    def show(self) -> None:
        """Lay the card out (again) over the window as it is now, if a game has ended."""
        if self._ended is None:
            return
        (result, rank), game = self._ended, self._game()
        canvas = self.canvas
        scale = canvas.layout.scale
        daily = self._daily()

        def laid_out(area: pygame.Rect) -> EndPanel:
            panel = results_panel(
                self.ctx,
                area,
                scale,
                game,
                result,
                rank,
                self.verdict,
                self.review_line,
                self.figures,
                daily,
                self.standing,
                self.rank_line,
                self.page,
            )
            if self.notice:
                panel.set_notice(self.notice)
            if self.note:
                panel.set_note(self.note)
            return panel

        panel = laid_out(canvas.below_status())
        if panel.scale < min(2, scale):  # too cramped to read under the face: take the status panel's room too
            panel = laid_out(canvas.below_menu_bar())
        canvas.results = panel
        canvas.invalidate(Part.EVERYTHING)
        self._keep_readable()

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
        """How soon the screen must look again for the game's place or figures (``take_place``, ``take_figures``), or
        None when neither is awaited."""
        return POLL_MS if self._placing is not None or self._figuring is not None else None

    def wait(self, timeout_s: float) -> bool:
        """Block until the game's place and figures are worked out (tests); True if they were, or none was being worked
        out."""
        return all(task is None or task.wait(timeout_s) for task in (self._placing, self._figuring))

    def take_figures(self) -> None:
        """The game's figures, once worked out on a worker thread: every one of them on the card, laid out again."""
        task = self._figuring
        if task is None or not task.done:
            return
        self._figuring = None
        self.figures = task.result()
        self.show()

    def take_place(self) -> None:
        """The game's place, once worked out: its line on the card, laid out again."""
        task = self._placing
        if task is None or not task.done:
            return
        self._placing = None
        self.rank_line = task.result()
        if self.rank_line is not None:
            self.show()

    def heard(self) -> Heard | None:
        """The card as heard while it is up: its title, how the game went and its time, the main figures (those a
        cramped card keeps) and a won game's place among the player's wins (parts of their own: on a giant board the
        figures, and on any the place, may come a moment after the card, and are said when they do) and, once worked
        out, the review's summary; then its buttons and their keys. The verdict and the
        notices are the message bar's, which says them."""
        panel = self.canvas.results
        if panel is None:
            return None
        from minesweeper.gui.play.results_card import COMPACT_FIGURES

        figures = ", ".join(f"{f.label} {f.value}" for f in panel.figures if f.label in COMPACT_FIGURES)
        keys = ", ".join(f"{choice.label}: {pygame.key.name(choice.key).title()}" for choice in panel.choices)
        review = "" if self.review_line == REVIEWING else self.review_line
        said = () if not figures else (sentences((figures,)),)
        place = () if panel.rank_line is None else (sentences((panel.rank_line,)),)
        main = sentences((panel.headline, panel.standing))
        return Heard(panel.title, (main, *said, *place, f"Keys: {keys}"), review)

    def close(self) -> None:
        if self.canvas.results is not None:
            self.canvas.results = None
            self.canvas.invalidate(Part.EVERYTHING)

    def forget(self) -> None:
        """A new game: nothing to show any more."""
        self._ended, self.verdict, self.review, self.review_line = None, None, None, REVIEWING
        self.notice = self.note = ""
        self.rank_line, self.figures, self.page = None, [], 0
        self._placing = self._figuring = None  # their threads end by themselves, and their answers are never read
        self.close()

    def set_notice(self, text: str) -> None:
        if self.canvas.results is not None:
            self.notice = text
            self.canvas.results.set_notice(text)
            self.canvas.invalidate(Part.EVERYTHING)
            self._keep_readable()

    def set_note(self, text: str) -> None:
        """A line under the code: the card laid out again with it, under the face or, too cramped there, from the menu
        bar down, as when it opened (a long line to copy by hand can need the room)."""
        self.note = text
        self.show()

    def set_verdict(self, text: str) -> None:
        self.verdict = text
        if self.canvas.results is not None:
            self.canvas.results.set_verdict(text)
            self.canvas.invalidate(Part.EVERYTHING)
            self._keep_readable()

    def set_review(self, review: Review | None, why_not: str = "") -> None:
        """The review worked out (its summary line on the card), or None with why there is none."""
        self.review = review
        practice_from = self._ended[0].play.practice_from if self._ended is not None else 0
        self.review_line = summary_text(review, practice_from) if review is not None else f"No review: {why_not}"
        if self.canvas.results is not None:
            self.canvas.results.set_review(self.review_line)
            self.canvas.invalidate(Part.EVERYTHING)
            self._keep_readable()

    def relayout(self) -> None:
        if self.canvas.results is not None:
            self.show()

    def share(self) -> None:
        """A daily's result to the clipboard as the line to share (``share_line``: no cell of the board in it); where
        there is no clipboard, the card shows the line to copy by hand."""
        daily, ended = self._daily(), self.ended
        if daily is None or ended is None:
            return
        from minesweeper.core.daily.results import share_line

        line = share_line(daily.board, ended)
        copied = clipboard.copy(line)
        self.set_note("Result copied to the clipboard" if copied else f"No clipboard here: copy it by hand: {line}")

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
            copied = clipboard.copy(panel.code)
            self.set_note("Copied to the clipboard" if copied else "No clipboard here: copy the code above by hand")
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
