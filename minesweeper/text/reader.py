"""The terminal for a screen reader (``--reader``): the game in words, one short line for each thing that changed,
and the board read on demand, never printed whole.

A grid of symbols is noise to a screen reader: it reads every row of every board after every move. In this mode a
move prints only what it did ("opened (3,5), 2", "opened 14 cells", "flagged (4,7)", "(3,5) was a mine", then the
end of the game as the terminal says it), and the player asks for the rest: ``look ROW`` reads a row in one
sentence, ``look COL,ROW`` a cell, ``look col COL`` a column; ``t`` and ``m`` say the time and the mines left; ``x``
and ``u`` find the next covered cell next to a number and the next number with covered neighbours; ``p`` says the
mine chances in words. Hints, verdicts and prompts are the terminal's own lines, unchanged.

The words are the window's (``core.speech.words``), with cells named as the terminal names them everywhere, the way
they are typed: "(3,5)" for column 3, row 5, so a hint, a move's result and a reading name a cell alike and any of
them can be typed back. Every line printed here also goes to ``minesweeper.speech``: to the transcript
(``--speech-log FILE``) and, with ``--speak``, to the voice, for a player with no screen reader running.
"""

from __future__ import annotations

import argparse
import re
import time
from collections.abc import Callable
from typing import TextIO

from minesweeper.cli import BoardChoice
from minesweeper.core.actions import Kind
from minesweeper.core.clock_text import whole_seconds
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.figure_text import count
from minesweeper.core.language.people import listed
from minesweeper.core.language.translate import N_, _, ngettext
from minesweeper.core.speech import jumps
from minesweeper.core.speech.words import (
    Naming,
    cell_words,
    chance_words,
    chances_words,
    column_words,
    mines_left_words,
    move_words,
    row_words,
    time_words,
)
from minesweeper.core.view import Tile
from minesweeper.session import Session
from minesweeper.settings import Settings
from minesweeper.speech import PrismVoice, Speech, Urgency
from minesweeper.text.board import CommandError, cell_in_words, excerpt, parse_tile
from minesweeper.text.game import HELP, TextGame, notice_line, warning_line
from minesweeper.text.play import Stopped
from minesweeper.text.solver import NoGameInPlay, analysis_in_play

TYPED = Naming(cell_in_words, lambda x: str(x + 1))  # "(3,5)", column "3": as the board's labels number them
# Translators: the screen-reader mode's help. Keep each line's command (look ROW, look COL,ROW, look col COL, t, m, x,
# u, p) at its start as it is: they are what is typed.
READER_HELP = N_("""\
Reading the board (only what changed is printed; the board is read on demand), one command a line:
  look ROW      read a row, left to right
  look COL,ROW  read one cell
  look col COL  read a column, top to bottom
  t             the time
  m             the mines left
  x             the next covered cell next to a number, after the last cell named
  u             the next number with covered neighbours
  p             the mine chances in words
  p COL,ROW     one cell's chance of a mine""")
# Translators: how to read the board, after a "look" the mode cannot use; "look", "col" and the numbers are typed.
LOOK_USAGE = N_("look 5 reads row 5, look 3,5 the cell in column 3 of row 5, look col 3 column 3")
NOTHING_FOUND = {
    jumps.FRONTIER: N_("no covered cell next to a number"),  # what x says when there is none
    jumps.UNFINISHED: N_("no number with covered neighbours"),  # and u
}


def moves_help() -> str:
    """The terminal's help but for its probability view, which this mode says in words (``READER_HELP``'s p)."""
    return "\n".join(line for line in _(HELP).splitlines() if not line.startswith("  p "))


NEW_GAME, CONTINUING = "new", "continuing"  # how the board about to be played came: ``board_words`` says it
_COLUMN = re.compile(r"col(?:umn)?\s*(\d{1,12})")
_ROW = re.compile(r"(?:row\s*)?(\d{1,12})")


class ReaderGame(TextGame):
    """The text mode with words in place of boards, every line also handed to ``speech``."""

    def __init__(
        self,
        choice: BoardChoice,
        session: Session,
        *,
        speech: Speech,
        out: TextIO,
        err: TextIO,
        question_marks: bool = False,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.speech = speech
        self.cursor: tuple[int, int] = (0, 0)  # the last cell named: where x and u look on from
        self.begun = ""  # NEW_GAME or CONTINUING until the next board is described, then empty
        super().__init__(choice, session, plain=False, out=out, err=err, question_marks=question_marks, clock=clock)

    @classmethod
    def from_options(
        cls,
        args: argparse.Namespace,
        choice: BoardChoice,
        session: Session,
        settings: Settings,
        out: TextIO,
        err: TextIO,
    ) -> ReaderGame:
        """The game ``--reader``, ``--speak`` and ``--speech-log`` ask for. The terminal's screen reader already reads
        every line printed, so the voice speaks only with ``--speak``; the transcript is kept with or without it."""
        speech = Speech(
            on=True,
            rate=settings.speech_rate,
            verbosity=settings.speech_verbosity,
            transcript=args.speech_log,
            voice=PrismVoice if args.speak else None,
        )
        return cls(choice, session, speech=speech, out=out, err=err, question_marks=settings.question_marks)

    # ------------------------------------------------------------------ what is printed, and heard

    def tell(self, text: str, urgency: Urgency = Urgency.ANSWER) -> None:
        """A line of this mode's own: printed, and heard."""
        print(text, file=self.out, flush=True)
        self.hear(text, urgency)

    def hear(self, text: str, urgency: Urgency) -> None:
        for line in text.splitlines():
            self.speech.say(line, urgency)
        self.speech_notices()

    def speech_notices(self) -> None:
        for notice in self.speech.take_notices():  # the voice could not be had: said once, the game goes on
            super().note(notice_line(notice))

    def finish(self) -> None:
        """The voice is handed what it has not said yet, the goodbye too (a game piped in ends faster than it is
        spoken), before the program ends; a voice that stops answering is given up after its timeout, and says so.
        Ctrl-C or a signal while it waits ends the program at once, as they do everywhere else."""
        try:
            self.speech.drain()
        except (KeyboardInterrupt, Stopped):
            return
        self.speech_notices()

    def say(self, message: str) -> None:
        super().say(message)
        self.hear(message, Urgency.MESSAGE)

    def warn(self, message: str) -> None:
        super().warn(message)
        self.hear(warning_line(message), Urgency.MESSAGE)

    def note(self, message: str) -> None:
        super().note(message)
        self.hear(message, Urgency.MESSAGE)

    def show(self) -> None:
        """Never the board: only, when a game has just begun or been taken up again, what it is."""
        if self.begun:
            # as urgent as the line after it ("Type ? for help."): the listener hears which board, uncut
            self.tell(self.board_words(), Urgency.MESSAGE)
            self.begun = ""

    def board_words(self) -> str:
        """The board about to be played: "New game: Beginner, 9 columns, 9 rows, 10 mines, no-guess board", with
        how much is open already when some is."""
        game = self.game
        said = _("{level}, {columns}, {rows}, {mines}").format(
            level=listed(game.difficulty.shown_parts),
            columns=ngettext("{n} column", "{n} columns", game.width).format(n=count(game.width, for_people=True)),
            rows=ngettext("{n} row", "{n} rows", game.height).format(n=count(game.height, for_people=True)),
            mines=ngettext("{n} mine", "{n} mines", game.difficulty.mines).format(
                n=count(game.difficulty.mines, for_people=True)
            ),
        )
        if self.daily is not None:
            # Translators: the board described ("Beginner, 9 columns, 9 rows, 10 mines"), then the daily's name.
            said = _("{board}, {daily}").format(board=said, daily=self.daily.name)
        elif game.no_guess:
            said = _("{board}, no-guess board").format(board=said)
        opened = sum(Tile(tile).is_open for tile in game.visible())
        if opened:  # a game taken up again, or a daily dealt with its opening open
            cells = ngettext("{n} cell", "{n} cells", opened).format(n=count(opened, for_people=True))
            # Translators: the board described, how many of its cells are open, and the mines left ("7 mines left").
            said = _("{board}; {cells} open, {mines_left}").format(
                board=said, cells=cells, mines_left=mines_left_words(game)
            )
        return (_("Continuing: {board}") if self.begun == CONTINUING else _("New game: {board}")).format(board=said)

    # ------------------------------------------------------------------ games

    def new_game(self) -> None:
        super().new_game()
        self.begun = NEW_GAME
        self.cursor = (self.game.width - 1, self.game.height - 1)  # so that x finds the first in reading order

    def resume(self) -> bool:
        resumed = super().resume()
        if resumed:
            self.begun = CONTINUING
            self.cursor = (self.game.width - 1, self.game.height - 1)
        return resumed

    def move(self, kind: Kind, x: int, y: int) -> None:
        """Make the move, then say what it did."""
        before = self.game.visible()
        super().move(kind, x, y)
        if self.refused is not None:  # no no-guess board was found: the warning and the offer say so
            return
        self.cursor = (x, y)
        said = move_words(before, self.game, kind, x, y, TYPED)
        if said is not None:  # a move the rules refuse is a warning already, before this
            self.tell(said, Urgency.END if self.game.is_over else Urgency.MOVE)

    # ------------------------------------------------------------------ the commands of this mode

    def handle(self, line: str) -> bool:
        command, _space, rest = " ".join(line.strip().lower().split()).partition(" ")
        if command in ("?", "help") and not rest:
            self.say(f"{moves_help()}\n{_(READER_HELP)}")
        elif command in ("p", "prob"):
            self.chances_in_words(rest)
        else:
            answer = self.answers().get(command)
            if answer is None:
                return super().handle(line)
            try:
                self.tell(answer(rest))
            except MinesweeperError as error:
                self.warn(str(error))
        self.report_notices()
        return True

    def answers(self) -> dict[str, Callable[[str], str]]:
        """This mode's reading commands: each takes the rest of the line and gives the line to print."""
        return {
            "look": self.look,
            "l": self.look,
            "t": self.alone(lambda: time_words(whole_seconds(self.session.elapsed_ms()))),
            "time": self.alone(lambda: time_words(whole_seconds(self.session.elapsed_ms()))),
            "m": self.alone(lambda: mines_left_words(self.game)),
            "mines": self.alone(lambda: mines_left_words(self.game)),
            "x": self.alone(lambda: self.jump(jumps.FRONTIER)),
            "u": self.alone(lambda: self.jump(jumps.UNFINISHED)),
        }

    @staticmethod
    def alone(answer: Callable[[], str]) -> Callable[[str], str]:
        """A command that takes nothing after it: anything there is refused, never guessed at."""

        def checked(rest: str) -> str:
            if rest:
                # Translators: {text} is what was typed after a command that takes nothing, quoted.
                nothing = _("{text} after that command means nothing to it: type ? for help")
                raise CommandError(nothing.format(text=excerpt(rest)))
            return answer()

        return checked

    def look(self, rest: str) -> str:
        """``look ROW``, ``look COL,ROW``, ``look col COL``: a row, a cell or a column in one sentence."""
        game = self.game
        if not rest:
            raise CommandError(_("look needs a row, a cell or a column: {usage}").format(usage=_(LOOK_USAGE)))
        if (column := _COLUMN.fullmatch(rest)) is not None:
            number = int(column.group(1))
            if not 1 <= number <= game.width:
                off = _("column {number} is off the board: columns 1-{last}")
                raise CommandError(off.format(number=number, last=game.width))
            return column_words(game, number - 1, TYPED)
        if (row := _ROW.fullmatch(rest)) is not None:
            number = int(row.group(1))
            if not 1 <= number <= game.height:
                raise CommandError(
                    _("row {number} is off the board: rows 1-{last}").format(number=number, last=game.height)
                )
            self.cursor = self.before(0, number - 1)
            return row_words(game, number - 1)
        if "," not in rest:
            not_one = _("{text} is not a row, a cell or a column: {usage}")
            raise CommandError(not_one.format(text=excerpt(rest), usage=_(LOOK_USAGE)))
        self.cursor = parse_tile(rest, game.width, game.height)
        return cell_words(game, *self.cursor, self.speech.verbosity, TYPED)

    def before(self, x: int, y: int) -> tuple[int, int]:
        """The cell before (x, y) in reading order, round the board: a row just read, x looks on from its start."""
        index = (y * self.game.width + x - 1) % (self.game.width * self.game.height)
        return index % self.game.width, index // self.game.width

    def jump(self, what: str) -> str:
        """The next cell after the last one named that is ``what`` (``jumps.FRONTIER`` or ``UNFINISHED``), read."""
        target = jumps.jump(self.game, self.cursor, 1, what)
        if target is None:
            return _(NOTHING_FOUND[what])
        self.cursor = target
        return cell_words(self.game, *target, self.speech.verbosity, TYPED)

    def chances_in_words(self, rest: str) -> None:
        """``p``: the chances in words (the proven cells, else the least risky); ``p COL,ROW``: one cell's. Either
        tells something of the board, as the probability view does, so the game is then assisted."""
        try:
            analysis = analysis_in_play(self.game)
            if rest:
                self.cursor = parse_tile(rest, self.game.width, self.game.height)
                said = chance_words(self.game, analysis, *self.cursor, TYPED)
            else:
                said = chances_words(self.game, analysis, TYPED)
        except (NoGameInPlay, CommandError) as error:
            self.warn(str(error))
            return
        self.tell(said, Urgency.MESSAGE)
        self.assisted()
