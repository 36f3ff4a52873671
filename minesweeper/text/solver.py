"""The solver's help in the text mode's words: the hint, the probability view, and the end of a game.

The core gives a hint, a verdict and a scorecard in words both front ends share; this module adds what a
player at a terminal needs around them: the command that acts on the hinted cell, the cells named the way they
are typed here (the solver names them like a spreadsheet, "C5", which the window shows but the terminal's board
does not: a sentence here says "(3,5)" instead), the probability view as a board
for people or for scripts, and the lines printed when a game ends. Asking for help that tells the player
something about the board (a hint on a game in play, the probability view) is reported to the caller,
which marks the game assisted.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.game import Game, GameState
from minesweeper.core.language.cells import rename_cells
from minesweeper.core.language.translate import N_, _
from minesweeper.core.view import Tile

if TYPE_CHECKING:
    from minesweeper.core.ending import Ending
    from minesweeper.core.solver.analysis import Analysis
    from minesweeper.session import Session

from minesweeper.text.board import (
    cell_in_words,
    plain_chances,
    pretty_chances,
    scorecard_text,
    tile_name,
)

PROGRESS_SECONDS = 5.0  # off a terminal: a progress line this often (a review, an --autoplay)
TERMINAL_DELAY_S = 0.5  # on a terminal: the progress line shows once a review has taken this long...
TERMINAL_EVERY_S = 0.1  # ...and is rewritten this often
STOPPED = N_(
    "The review was stopped and is left for later: --review with the game's number (see --history) works it out, "
    "and so does the window when it next starts"
)


class NoGameInPlay(MinesweeperError):
    """The probability view was asked for before the first reveal or after the end."""


def hint_lines(game: Game) -> tuple[list[str], bool]:
    """The hint as lines to print, and whether it told something of this board (then the game is assisted):
    a named cell, unless it is the best first click, which is true of every board dealt like this one."""
    from minesweeper.core.solver.advice import advise

    advice = advise(game)
    lines = [_("Hint: {hint}").format(hint=rename_cells(advice.text, cell_in_words))]
    if advice.cell is None:
        return lines, False
    # Translators: {tile} is a cell as it is typed (3,5), and "f" the command that flags: type them as they are.
    if advice.mine:
        typed = _("Type f {tile} to flag it.")
    elif advice.mine is None:
        typed = _("Type {tile} to try it.")
    elif game.tile(*advice.cell) is Tile.FLAG:
        typed = _("Type f {tile} to take the flag off, then {tile} to open it.")
    else:
        typed = _("Type {tile} to open it.")
    return [*lines, typed.format(tile=tile_name(*advice.cell))], advice.tells


def analysis_in_play(game: Game) -> Analysis:
    """What the solver knows of a game in play, for the probability view in any form; a game not begun or over has
    no chances to tell."""
    from minesweeper.core.solver.advice import analysis_of

    if game.state is not GameState.PLAYING:
        raise NoGameInPlay(
            _("the probability view needs a game in play: open a cell first")
            if game.state is GameState.READY
            else _("the probability view needs a game in play: this one is over")
        )
    return analysis_of(game)


def chances_view(game: Game, *, plain: bool, columns: int) -> str:
    """The probability view of a game in play: the plain block for scripts, or labelled for people."""
    analysis = analysis_in_play(game)
    if plain:
        return plain_chances(game, analysis)
    # Translators: the probability view's legend: 3, s, * and . are what its board shows, kept as they are.
    legend = _("Chances: mine chance in tenths (3 = 30% to 39%); s proven safe, * proven mine, . open")
    lines = [pretty_chances(game, analysis, columns), legend]
    if not analysis.exact:
        lines.append(_("(estimated: the board is too open to count exactly)"))
    return "\n".join(lines)


def ending_lines(ending: Ending) -> list[str]:
    """What the terminal says of a game once its ending is whole (after its ``headline``, said as it ends): a loss's
    verdict, the scorecard, a won game's place among the player's wins, the review's sentence, and a daily's line to
    share and whether it counted. Every line is the ``Ending``'s own, cells named the terminal's way."""
    lines = []
    if ending.verdict_text is not None:
        lines.append(rename_cells(ending.verdict_text, cell_in_words))
    if ending.figures:
        lines.append(scorecard_text(list(ending.figures)))
    if ending.place is not None:
        lines.append(ending.place)
    if not ending.review_due:
        lines.append(_("Review: {review}").format(review=rename_cells(ending.review_line, cell_in_words)))
    if ending.daily is not None:
        lines += [_("Share: {line}").format(line=ending.daily.share), ending.daily.sentence]
    return lines


def work_out(session: Session, err: TextIO) -> None:
    """The work the game that has just ended still waits for, done at once (the terminal has no frame to do it
    behind) and handed to the session: the verdict, the review (its progress on ``err`` while a long one runs;
    Ctrl-C stops it and it is left for later: ``--review``, or the window, which takes up unreviewed games when it
    starts), the place among the player's wins, and a giant board's figures."""
    work = session.ending_work(apart=False)
    if work is None:
        return
    from minesweeper.core.solver.counting import Cancelled
    from minesweeper.core.solver.judge import OutOfWork

    fatal = None
    if work.verdict is not None:
        try:
            fatal = work.verdict(_never)
        except OutOfWork:
            session.settle_verdict(work.game_id, None, _("the board is too large to judge its last move"))
        except (MinesweeperError, Cancelled) as error:
            session.settle_verdict(work.game_id, None, str(error))
        else:
            session.settle_verdict(work.game_id, fatal)
    if work.review is not None:
        try:
            with ReviewProgress(err) as progress:
                judged = work.review(_never, progress, fatal)
        except KeyboardInterrupt:
            print(_(STOPPED), file=err, flush=True)
            session.settle_review(work.game_id, None, _("stopped, and left for later"))
        except (MinesweeperError, ValueError) as error:
            session.settle_review(work.game_id, None, str(error))
        else:
            session.settle_review(work.game_id, judged)
    if work.place is not None:
        session.settle_place(work.game_id, work.place())
    if work.figures is not None:
        session.settle_figures(work.game_id, work.figures())


def _never() -> bool:
    """The terminal never cancels a piece of work: Ctrl-C stops it instead."""
    return False


class ReviewProgress:
    """A review's progress on standard error: on a terminal a line rewritten as moves are judged (from half a
    second in, so a short review prints nothing), elsewhere (a log, a pipe) a line every ``PROGRESS_SECONDS``."""

    def __init__(self, err: TextIO, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.err, self.clock = err, clock
        self.terminal = err.isatty()
        self.due = clock() + (TERMINAL_DELAY_S if self.terminal else PROGRESS_SECONDS)
        self.shown = False

    def __enter__(self) -> ReviewProgress:
        return self

    def __call__(self, done: int, total: int) -> None:
        now = self.clock()
        if now < self.due:
            return
        from minesweeper.core.language.people import number  # the locale's digits, loaded once a review takes time

        counts = {"done": number(f"{done:,}"), "total": number(f"{total:,}")}
        if self.terminal:
            self.due = now + TERMINAL_EVERY_S
            said = "\r" + _("reviewing: move {done} of {total} (Ctrl-C: later)").format_map(counts)
            print(said, end="", file=self.err, flush=True)
            self.shown = True
        else:
            self.due = now + PROGRESS_SECONDS
            print(_("progress: reviewing move {done} of {total}").format_map(counts), file=self.err, flush=True)

    def __exit__(self, *_: object) -> None:
        if self.shown:
            print(file=self.err, flush=True)
