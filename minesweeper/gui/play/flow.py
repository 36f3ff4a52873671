"""One game on the play screen, from the first move to the results card: moves handed to the session, the
end of a game, the solver's answers, pausing, and the words on the message bar.

The play screen routes events (menu bar, help, results card, board); this class is what those events do to
the game, so the screen stays a router and the rules of a game's life stay in the session. A move that
changes nothing is simply not made; a no-guess game's first reveal waits for its board; a game that ends
opens the results card, asks the solver for the review of every move (kept with the game once worked out) and,
after a loss, for its verdict. The game is always the session's current one, read from the session wherever it
is needed, never kept on the side. A practice game (played on from a moment of another) says so on the status
line, and F2 starts it over from that moment. A daily names itself there, and says so when it will not count.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from pygame.typing import ColorLike

from minesweeper.core.errors import IllegalMove, NoGuessBoardNotFound
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import NO_GUESS_NAME, MineSource, RandomMines
from minesweeper.core.language.translate import N_, _
from minesweeper.core.pointer import Intent
from minesweeper.core.speech.words import move_words, unchanged_words
from minesweeper.gui.dailies import daily_name
from minesweeper.gui.heard import sentences
from minesweeper.gui.play.assist import SEARCHING, Assistant, not_found
from minesweeper.gui.play.canvas import Part, PlayCanvas
from minesweeper.gui.play.hand_recorder import HandRecorder
from minesweeper.gui.play.input import Controls
from minesweeper.gui.play.messages import MessageBar
from minesweeper.gui.play.results import Results
from minesweeper.gui.screen import Context
from minesweeper.speech import Urgency

if TYPE_CHECKING:
    from minesweeper.session import Session


STANDING_LINES: Final = {
    "menu": (
        # Translators: the status line's keys, F1, F2 and Esc, each followed by what it does (Esc: where it goes).
        N_("F1 help - F2 new game - Esc menu"),
        N_("Practice (not counted) - F1 help - F2 start over - Esc menu"),
    ),
    "daily": (
        N_("F1 help - F2 new game - Esc Daily"),
        N_("Practice (not counted) - F1 help - F2 start over - Esc Daily"),
    ),
    "puzzles": (
        N_("F1 help - F2 new game - Esc puzzles"),
        N_("Practice (not counted) - F1 help - F2 start over - Esc puzzles"),
    ),
    "editor": (
        N_("F1 help - F2 new game - Esc editor"),
        N_("Practice (not counted) - F1 help - F2 start over - Esc editor"),
    ),
}
"""The status line's keys by where Esc goes (a play screen's ``back_to``): a game's, and a practice game's."""


def status_hint(back_to: str = "menu", *, practice: bool = False, no_guess: bool = False, daily: str = "") -> str:
    """The bar's standing line, saying where Esc goes (``STANDING_LINES``): the menu, the Daily screen, the puzzle
    library, the editor's drawing; a practice game says it is one (never ranked nor counted), and that F2 starts it
    over; a game on a no-guess board says so first, as the window's title does, on a line of its own (the keys after
    it never wrap apart), and a daily names itself there instead (``DailyGame.name``: its date, level and
    fingerprint)."""
    keys = _(STANDING_LINES[back_to][practice])
    kind = whole_parts(daily) if daily else _(NO_GUESS_NAME) if no_guess else ""
    return f"{kind}\n{keys}" if kind else keys


NBSP = "\u00a0"  # a space a line never breaks at


def whole_parts(name: str) -> str:
    """A daily's name as the status line wraps it: its date whole, and its level with its fingerprint, so a narrow bar
    breaks it after the date's dot ("Daily 2026-11-29 ·" / "Beginner · #b351411d"), never a part left alone."""
    parts = name.split(" \u00b7 ")
    if len(parts) != 3:
        return name
    date, level, rest = parts
    return f"{date.replace(' ', NBSP)}{NBSP}\u00b7 {level.replace(' ', NBSP)}{NBSP}\u00b7{NBSP}{rest}"


class Flow:
    """The session's current game as the play screen shows it."""

    def __init__(
        self,
        ctx: Context,
        canvas: PlayCanvas,
        session: Session,
        new_game: Callable[[], Game],
        *,
        zoomed: Callable[[], None],
        back_to: str = "menu",
        named: Callable[[], str] = lambda: "",
    ) -> None:
        """The bar keeps what it says in the window's one log of recent messages (``Context.recent``); ``named`` says
        the board the game is played on, as a new one starts."""
        assert session.game is not None, "the play screen shows the session's game"  # i18n: fixed (a bug)
        self.ctx, self.canvas, self.session, self.new_game, self.named = ctx, canvas, session, new_game, named
        self.controls = Controls(
            ctx,
            canvas,
            lambda: self.game,
            HandRecorder(session),
            perform=self.perform,
            restart=self.restart,
            zoomed=zoomed,
        )
        self.assist = Assistant(canvas, session, lambda: self.game)
        self.results = Results(ctx, canvas, lambda: self.game, session)
        self.paused = False
        self.back_to = back_to
        self.bar = MessageBar(ctx.now_ms, self.standing_line(), ctx.colours.ink, ctx.recent)

    @property
    def game(self) -> Game:
        """The session's current game."""
        game = self.session.game
        assert game is not None, "the play screen shows the session's game"  # i18n: fixed (a bug)
        return game

    # ------------------------------------------------------------------ the message bar

    def standing_line(self) -> str:
        """The bar's standing line for the game now in play (a new game may be another kind of board)."""
        daily = daily_name(self.session) or ""
        return status_hint(self.back_to, practice=self.session.practice, no_guess=self.game.no_guess, daily=daily)

    @property
    def message(self) -> str:
        return self.bar.message

    @property
    def message_colour(self) -> ColorLike:
        return self.bar.colour

    @property
    def notice(self) -> str:
        return self.bar.notice

    def say(
        self,
        text: str,
        colour: ColorLike | None = None,
        *,
        passing: bool = True,
        keep: bool = True,
        urgency: Urgency | None = Urgency.MESSAGE,
    ) -> None:
        """A message for the bar (``MessageBar.say``: a passing one goes at the next move), spoken as the bar shows it
        (``urgency`` None: not spoken, as a reading the cursor's own words already say)."""
        self.bar.say(text, colour, passing=passing, keep=keep)
        self.canvas.invalidate(Part.MESSAGE)
        if urgency is not None:
            self.ctx.speech.say(text, urgency)

    def tick(self) -> None:
        """The clock moved on: notices given meanwhile, one whose time is up taken away, the solver's answers."""
        self.take_notices()
        if self.bar.tick():
            self.canvas.invalidate(Part.MESSAGE)
        self.take_solver_answers()

    def take_notices(self) -> None:
        """What the store and the session had to say, queued on the bar and put on the results card."""
        for notice in self.ctx.take_notices():  # a file set aside, a save that failed, a game given up
            self.bar.add_notice(notice)
            self.ctx.speech.say(notice, Urgency.MESSAGE)
            self.results.set_notice(notice)
            self.canvas.invalidate(Part.MESSAGE)

    def show_chance(self, cell: tuple[int, int] | None) -> None:
        """With mine chances shown, the figure for the cell under the pointer or cursor."""
        text = self.assist.chance_text(cell)
        if text is not None and text != self.message:
            # a reading under the pointer, not a message: Recent messages keeps those, and the cursor's words say it
            self.say(text, keep=False, urgency=None)

    # ------------------------------------------------------------------ moves

    def perform(self, intent: Intent, *, at_ms: int | None = None, by_key: bool = False) -> None:
        """Hand a move to the session. A move that changes nothing is not made, and says so ("C5 is already open"):
        one made with the mouse is a wasted click (counted, kept for the review, as the community counts them), one
        made with a key (``by_key``: a player at the keyboard, often listening rather than looking, asking about the
        cell as much as moving) is no click at all (see docs/by-ear.md). A no-guess game's first reveal waits (with
        a message) until its board is found, and is then made as of when it was asked for (``at_ms``); if none is
        found, a normal board is offered (N), as the terminal offers one."""
        if self.assist.hold_first(intent):
            self.say(_(SEARCHING), keep=False)  # a passing status: it goes when the board appears
            return
        why = self.game.refusal(intent.kind, intent.x, intent.y)
        if why is not None and self.game.contains(intent.x, intent.y) and not self.game.is_over:
            self.ctx.speech.say(unchanged_words(self.game, intent.kind, intent.x, intent.y, why), Urgency.MOVE)
            if by_key:
                return
        before = self.game.visible()
        try:
            changed = self.session.apply(intent.kind, intent.x, intent.y, at_ms=at_ms)
        except NoGuessBoardNotFound:
            self.assist.offer = intent
            self.say(not_found(self.game.difficulty), self.ctx.colours.alert)
            return
        except IllegalMove:
            return
        self.canvas.mark(changed)
        self.canvas.invalidate(Part.STATUS)
        self.assist.moved()
        self.bar.moved()  # a hint's reason and a notice already read are about the board as it was
        self.canvas.invalidate(Part.MESSAGE)
        said = move_words(before, self.game, intent.kind, intent.x, intent.y)
        if said is not None:  # the move that ends the game is said before, and as urgently as, how it ended
            self.ctx.speech.say(said, Urgency.END if self.game.is_over else Urgency.MOVE)
        if self.game.is_over:
            self.finish()
        self.take_notices()

    def finish(self) -> None:
        """The game has ended: its headline said (the session's ``Ending``), its card opened, and the work its ending
        waits for started (the verdict on a loss, the review of every move, the place and figures the card takes)."""
        session, colours = self.session, self.ctx.colours
        ending, ended = session.ending, session.last_result
        assert ending is not None and ended is not None, "a game that is over has its ending"  # i18n: fixed (a bug)
        if ending.won:
            said = self.after_end(ending.headline) if session.practice else ending.headline
            self.say(said, colours.good, passing=False, urgency=Urgency.END)
            self.ctx.sounds.win()
        else:
            self.say(self.after_end(ending.headline), colours.alert, passing=False, urgency=Urgency.END)
            self.ctx.sounds.explode()
        work = session.ending_work()
        if work is not None and work.review is not None:
            self.assist.review(ended)  # a loss's review judges its fatal move first: the verdict
        elif not ending.won:
            # Translators: why a lost game has no verdict ("No verdict: {why}").
            session.settle_verdict(ending.game_id, None, _("there was no move to judge"))
        self.results.open()
        self.controls.cancel()

    def after_end(self, headline: str) -> str:
        """The words that say how the game ended (``headline``), then what the face and F2 do now: a practice game
        starts over from the same moment (``PlayScreen.practice``), any other game gives a new one."""
        if self.session.practice:
            next_ = _("F2 or the face: start this practice over.")
        else:
            next_ = _("Click the face or press F2.")
        # Translators: one sentence after another (a space in English, none in Chinese and Japanese).
        return _("{sentence} {next}").format(sentence=headline, next=next_)

    def restart(self, mines: MineSource | None = None) -> None:
        """A new game (on ``mines`` if given, else as the screen makes them)."""
        self.session.save()
        self.assist.stop()
        self.results.forget()
        if mines is None:
            self.new_game()
        else:
            old = self.game
            self.session.new_game(old.difficulty, mines, question_marks=old.question_marks)
        self.canvas.view.game = self.game  # what the board view draws: the session's new game
        self.controls.new_game()
        self.canvas.new_game()  # the bar back to its standing lines, the window as it was before the words grew it
        self.bar.default = self.standing_line()
        self.bar.reset()
        self.ctx.speech.say(sentences((_("New game"), self.named())), Urgency.SCREEN)  # the title may be the same
        self.take_notices()  # a saved game replaced by this one says so now, and goes at the first move
        self.canvas.invalidate(Part.VIEW)
        self.canvas.invalidate(Part.STATUS)

    # ------------------------------------------------------------------ the solver's answers

    def take_solver_answers(self) -> None:
        """What the solver finished: the card's place and figures, the verdict (said, and outlined), and a review the
        session has taken since (the card laid out again with each)."""
        self.results.take_answers()
        message, release = self.assist.poll()
        ended = self.session.last_result
        verdict = None if ended is None or not self.game.is_over else self.assist.take_verdict(ended)
        if verdict is not None:
            message = verdict.text
        if self.session.ending is not self.results.ending:  # the verdict or the review joined the ending
            self.results.refresh()
            self.take_notices()
        if message is not None:
            self.say(
                message,
                self.ctx.colours.alert if self.assist.offer is not None else None,
                passing=not self.game.is_over,
            )
        if release is not None:
            self.perform(release, at_ms=self.assist.held_at)

    def play_normal_board(self) -> None:
        """The no-guess search ran out of time: the same first click on a normal board, as offered."""
        first = self.assist.offer
        if first is not None:
            self.restart(RandomMines(self.ctx.rng))
            self.perform(first)

    # ------------------------------------------------------------------ the window away

    def pause(self) -> None:
        if self.ctx.settings.pause_when_away and self.game.state is GameState.PLAYING and not self.paused:
            self.session.pause()
            self.paused = True
            self.canvas.invalidate(Part.EVERYTHING)
            self.controls.cancel()

    def unpause(self) -> None:
        if self.paused:
            self.session.unpause()
            self.paused = False
            self.canvas.invalidate(Part.EVERYTHING)
