"""The ways between the window's screens, wired in one place: the menu, a game, Continue, the custom
form, statistics and the personal bests, settings, the daily boards, the puzzle library and editor, playing a
board code, and other players' videos (the Open a video list, and a file dropped on the window).

Each screen reaches the others only through this ``Navigator``, so no screen imports another; and each
screen's module is imported only when it is first shown, so start-up pays for the menu alone. Where mines
come from is decided here too: the command line's fixed layout for its own board (or its daily), else random
mines. Every way to a new game in the player's session passes ``asking``, so while a saved game waits for Continue
no new game starts (and none can give it up) before the player has answered the one question about it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from minesweeper.core.language.translate import N_, _
from minesweeper.gui.screen import Context, Screen

if TYPE_CHECKING:
    from minesweeper.cli import BoardChoice
    from minesweeper.core.daily.scheme import Daily
    from minesweeper.core.game import Game
    from minesweeper.core.generate import MineSource
    from minesweeper.core.layout import Layout
    from minesweeper.core.metrics.records import Kind
    from minesweeper.core.presets import Difficulty
    from minesweeper.core.puzzles.puzzle import Puzzle
    from minesweeper.core.record import FinishedGame
    from minesweeper.core.solver.review import Review
    from minesweeper.core.summary import SavedSummary
    from minesweeper.gui.play.screen import PlayScreen
    from minesweeper.gui.videos import OpenedVideo


WAITING_ELSEWHERE = N_(
    "A saved game is waiting, open in another Minesweeper window or terminal: it is left alone, and this game will "
    "not be saved for Continue (its result is still counted)"
)


class Routes:
    """Builds each screen on demand, handing it the context and this navigator."""

    def __init__(self, ctx: Context, choice: BoardChoice | None, here: Callable[[], Screen]) -> None:
        """``here`` is the screen shown now: the one a question about the saved game goes back to."""
        self.ctx = ctx
        self.choice = choice
        self.here = here

    def first(self) -> Screen:
        """The board (or daily) the command line named, or the menu, whose Continue names a saved game. A saved game
        waiting is asked about before that board starts (Esc continues it); one open in another copy is left alone,
        with a word on the bar, as the terminal says it."""
        if self.choice is None:
            return self.start()
        difficulty, board = self.choice.difficulty, self.choice.daily

        def start() -> PlayScreen:
            return self._play(difficulty) if board is None else self._daily(board, practice=False)

        saved = self.ctx.session.waiting()
        if saved is not None and not saved.open_elsewhere:
            from minesweeper.gui.screens.give_up import GiveUpScreen

            return GiveUpScreen(self.ctx, saved, start, self.resume, launched=True)
        screen = start()
        if saved is not None:
            self.ctx.notices.append(_(WAITING_ELSEWHERE))
            screen.flow.take_notices()  # on the bar before the first move, which it is about
        return screen

    def asking(self, start: Callable[[], Screen]) -> Screen:
        """The screen ``start`` makes for a new game in the player's session; first, while a saved game waits that
        the new game's first move would give up, the question about it (Esc goes back to the screen shown now). The
        game on the play screen is not waiting: a new game from its own menu replaces it as F2 does. A saved game
        open in another copy is never given up, so it is not asked about."""
        saved = self.ctx.waiting_game()
        here = self.here()
        if saved is None or saved.open_elsewhere or self._in_hand(saved, here):
            return start()
        from minesweeper.gui.screens.give_up import GiveUpScreen

        return GiveUpScreen(self.ctx, saved, start, lambda: here)

    def _in_hand(self, saved: SavedSummary, here: Screen) -> bool:
        """The saved game is the one the play screen shown now is playing."""
        from minesweeper.gui.play.screen import PlayScreen

        shown = here.session if isinstance(here, PlayScreen) else None
        return shown is self.ctx.session and shown is not None and shown.game_id == saved.game_id

    def start(self) -> Screen:
        from minesweeper.gui.screens.start import StartScreen

        return StartScreen(self.ctx, self, saved=self.ctx.waiting_game())

    def play(self, difficulty: Difficulty) -> Screen:
        """A new game of ``difficulty`` (asked about first while a saved game waits)."""
        return self.asking(lambda: self._play(difficulty))

    def _play(self, difficulty: Difficulty) -> PlayScreen:
        from minesweeper.gui.play.screen import PlayScreen

        self.ctx.remember_difficulty(difficulty)
        start = self.game_maker(difficulty)
        start()
        return PlayScreen(self.ctx, self, start)

    def daily(self) -> Screen:
        """Today's three dailies, the streaks, and a month of them to play past ones from."""
        from minesweeper.gui.screens.daily import DailyScreen

        return DailyScreen(self.ctx, self)

    def play_daily(self, board: Daily, *, practice: bool = False) -> Screen:
        """Play a daily board (asked about first while a saved game waits); a past one from the calendar as
        ``practice``. Esc goes back to the Daily screen. The same daily left unfinished is carried on, as Continue
        does: the same attempt, never given up for a fresh one."""
        saved = self.ctx.waiting_game()
        if (
            saved is not None
            and not saved.open_elsewhere
            and saved.is_daily(board.date, board.difficulty, practice=practice)
        ):
            return self.resume()
        return self.asking(lambda: self._daily(board, practice=practice))

    def _daily(self, board: Daily, *, practice: bool) -> PlayScreen:
        """The daily started, its start cell open. F2 and the card's New game then deal a new game of its level, as
        from the menu; a practice daily's start it over."""
        from minesweeper.gui.play.screen import PlayScreen

        session = self.ctx.session
        self.ctx.remember_difficulty(board.difficulty)
        session.new_daily(board, practice=practice)

        def again() -> Game:
            return session.new_daily(board, practice=True)

        new_game = again if practice else self.game_maker(board.difficulty)
        return PlayScreen(self.ctx, self, new_game, back=self.daily, back_to="daily")

    def board(
        self,
        layout: Layout,
        *,
        opened: tuple[tuple[int, int], ...] = (),
        puzzle_id: int | None = None,
        back: Callable[[], Screen] | None = None,
        back_to: str = "menu",
        trial: bool = False,
    ) -> Screen:
        """Play one fixed board (a code, a puzzle, the last board again); the face and F2 start it over.

        It counts as a custom game (a known board is never ranked beside random ones). A ``trial`` (the
        editor's test play) runs in a session of its own that keeps nothing, so the player's saved game and
        statistics are untouched and nothing is asked; any other board is asked about first while a saved game
        waits. ``back`` is where Esc goes instead of the menu, ``back_to`` which it is, as the status line names it
        ("editor": ``flow.STANDING_LINES``).
        """
        from minesweeper.core.generate import FixedMines
        from minesweeper.core.presets import Difficulty
        from minesweeper.gui.play.screen import PlayScreen
        from minesweeper.session import Session

        session = Session(None, clock=self.ctx.clock) if trial else self.ctx.session
        difficulty = Difficulty.custom(layout.width, layout.height, layout.mine_count)

        def start() -> Game:
            return session.new_game(
                difficulty,
                FixedMines(layout),
                question_marks=self.ctx.settings.question_marks,
                opened=opened,
                puzzle_id=puzzle_id,
            )

        def screen() -> Screen:
            start()
            return PlayScreen(self.ctx, self, start, session=session, back=back, back_to=back_to)

        return screen() if trial else self.asking(screen)

    def resume(self) -> Screen:
        """The saved game where it stopped; back to the menu, with the reason, if it cannot be carried on."""
        from minesweeper.gui.geometry import WINDOW_LIMIT
        from minesweeper.gui.play.screen import PlayScreen

        game = self.ctx.session.resume(self.mines(), largest_side=WINDOW_LIMIT)
        self.ctx.collect_notices()
        if game is None:
            return self.start()
        return PlayScreen(self.ctx, self, self.game_maker(game.difficulty))

    def history(self, back: Callable[[], Screen] | None = None) -> Screen:
        """The finished games; Esc goes to ``back`` (a game left open), else the menu."""
        from minesweeper.gui.screens.history import HistoryScreen

        return HistoryScreen(self.ctx, self, back or self.start)

    def replay(
        self, game: FinishedGame, back: Callable[[], Screen], *, review: Review | None = None, at_mistake: bool = False
    ) -> Screen:
        """A finished game in the replay viewer, which is its review (``review`` if already worked out, else
        worked out there), at its first mistake if ``at_mistake`` (``RecordError`` when its moves do not replay)."""
        from minesweeper.gui.screens.replay.viewer import ReplayScreen

        return ReplayScreen(self.ctx, self, game, back, review=review, at_mistake=at_mistake)

    def videos(self, back: Callable[[], Screen], *, said: str = "", to_read: Path | None = None) -> Screen:
        """Open a video: the videos in the exchange folder to choose one from (Esc goes to ``back``), ``said`` on its
        message line (why a file dropped on the window was not opened); or, with ``to_read``, that big file read in
        the background, the viewer taking its place when it is read (Esc there goes to ``back`` too)."""
        from minesweeper.gui.screens.videos import VideosScreen

        return VideosScreen(self.ctx, self, back, said=said, to_read=to_read)

    def open_video(self, path: Path, back: Callable[[], Screen]) -> Screen | str:
        """Another player's video in the replay viewer, kept in History as imported (``gui.videos``); Esc goes to
        ``back``. The one sentence saying why instead, when it cannot be opened. A big file is read in the background,
        on the Open a video list."""
        from minesweeper.gui.videos import open_video, quick

        if not quick(path):
            return self.videos(back, to_read=path)
        opened = open_video(self.ctx.store, path)
        return opened if isinstance(opened, str) else self.watch(opened, path, back)

    def dropped(self, file: str) -> Screen | None:
        """A file dropped on the window: its video in the viewer, over the screen shown now (Esc comes back to it);
        if it cannot be opened, why, on that screen's message line, or on the Open a video list's where it has
        none."""
        from minesweeper.gui.videos import open_video, quick

        here, path = self.here(), Path(file)
        if not quick(path):
            return self.videos(here.way_back(), to_read=path)
        opened = open_video(self.ctx.store, path)
        if isinstance(opened, str):
            return None if here.refuse_file(opened) else self.videos(here.way_back(), said=opened)
        back = here.way_back()
        watched = self.watch(opened, path, back)
        return watched if not isinstance(watched, str) else self.videos(back, said=watched)

    def watch(self, opened: OpenedVideo, path: Path, back: Callable[[], Screen]) -> Screen | str:
        """The viewer of a video read whole (``path`` its file), or why its moves do not replay after all."""
        from minesweeper.core.errors import MinesweeperError
        from minesweeper.gui.screens.replay.viewer import ReplayScreen
        from minesweeper.gui.videos import cannot_replay

        try:
            return ReplayScreen(
                self.ctx, self, opened.game, back, review=opened.review, note=opened.not_kept, replay=opened.replay
            )
        except MinesweeperError as error:  # read whole, yet its moves do not replay: said as any refusal is
            return cannot_replay(path.name, error)

    def practice(self, game: FinishedGame, moves: int) -> Screen:
        """Play on from a moment of a finished game as practice (same board, its first ``moves`` moves played),
        kept but never ranked nor counted; F2 starts it over from there. ``RecordError`` when the game is over
        by then, said before anything is asked."""
        from minesweeper.gui.play.screen import PlayScreen
        from minesweeper.session import practice_position

        session = self.ctx.session
        practice_position(game.record, moves)

        def start() -> Game:
            return session.practice_from(game.record, moves, puzzle_id=game.puzzle_id)

        def screen() -> Screen:
            start()
            return PlayScreen(self.ctx, self, start)

        return self.asking(screen)

    def custom(self) -> Screen:
        from minesweeper.gui.screens.custom import CustomScreen

        return CustomScreen(self.ctx, self)

    def statistics(self) -> Screen:
        from minesweeper.gui.screens.statistics import StatsScreen

        return StatsScreen(self.ctx, self)

    def records(self, level: str, kind: Kind, back: Callable[[], Screen]) -> Screen:
        """The personal bests of the preset ``level``, its ``kind`` of board shown first; Esc goes to ``back``."""
        from minesweeper.gui.screens.records import RecordsScreen

        return RecordsScreen(self.ctx, self, level, kind, back)

    def settings(self, back: Callable[[], Screen] | None = None) -> Screen:
        """The settings; Esc goes to ``back`` (the game they were opened from), else the menu."""
        from minesweeper.gui.screens.settings import SettingsScreen

        return SettingsScreen(self.ctx, back or self.start)

    def puzzles(self) -> Screen:
        from minesweeper.gui.screens.puzzles import PuzzlesScreen

        return PuzzlesScreen(self.ctx, self)

    def editor(self, puzzle: Puzzle | None) -> Screen:
        """Draw ``puzzle`` (a saved one, or a blank board of a chosen size); None picks the size first."""
        if puzzle is None:
            from minesweeper.gui.screens.editor_size import SizeScreen

            return SizeScreen(self.ctx, self)
        from minesweeper.gui.screens.editor import EditorScreen

        return EditorScreen(self.ctx, self, puzzle)

    def enter_code(self) -> Screen:
        from minesweeper.gui.screens.code import CodeScreen

        return CodeScreen(self.ctx, self)

    def quit(self) -> None:
        self.ctx.running = False

    def mines(self, difficulty: Difficulty | None = None) -> MineSource:
        """The command line's fixed layout (for its own size), else a no-guess board when the player asked for
        them, else random mines."""
        from minesweeper.core.generate import FixedMines, RandomMines

        choice = self.choice
        if choice is not None and choice.layout is not None and difficulty in (None, choice.difficulty):
            return FixedMines(choice.layout)
        if self.ctx.settings.no_guess:
            from minesweeper.gui.play.assist import no_guess_source

            return no_guess_source(self.ctx.rng)
        return RandomMines(self.ctx.rng)

    def game_maker(self, difficulty: Difficulty) -> Callable[[], Game]:
        """Starts a new game of ``difficulty`` in the session, its mines as ``mines`` says."""

        def start() -> Game:
            return self.ctx.session.new_game(
                difficulty, self.mines(difficulty), question_marks=self.ctx.settings.question_marks
            )

        return start
