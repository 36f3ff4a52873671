"""What the text mode prints and reads: boards for people and for scripts, commands, and the statistics.

People get the board with column numbers on top and row numbers down the side; a board wider than the
terminal (Expert in 80 columns) switches to a compact layout whose column numbers are written downwards,
a digit a line, so every cell takes two characters (or one, when even that is too wide). Scripts get the
``--plain`` form, a public contract: H lines of W characters, then ``state=… mines_left=…``. The
probability view, the scorecard and the history and replay lines are public contracts too (the README
gives each exactly). Commands name a tile by its number (1 … W×H, row by row) or as ``COL,ROW`` counted
from 1.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from minesweeper.core.actions import Action, Kind
from minesweeper.core.clock_text import format_ms
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.game import Game
from minesweeper.core.language.translate import _
from minesweeper.core.stats import Stats, label_of, summary_cells
from minesweeper.core.view import PLAIN, Tile

if TYPE_CHECKING:
    from minesweeper.core.metrics.scorecard import Figure
    from minesweeper.core.record import FinishedGame, HistoryEntry
    from minesweeper.core.solver.analysis import Analysis
    from minesweeper.core.solver.review import MoveReview

# Digits are capped so a pasted wall of them is refused like any unknown command, never fed to an int()
# too long to convert; up to 12 digits still get the friendlier "off the board". COL,ROW may come in
# parentheses, as hints and verdicts write it in a sentence ("(3,4) is safe").
_TILE = r"\d{1,12}(?:\s*,\s*\d{1,12})?|\(\s*\d{1,12}\s*,\s*\d{1,12}\s*\)"
_COMMAND = re.compile(rf"(?:(?P<verb>[rfc])\s*)?(?P<tile>{_TILE})", re.IGNORECASE)
_VERBS = {"r": Kind.REVEAL, "f": Kind.FLAG, "c": Kind.CHORD}
_MOVES = {Kind.REVEAL: "reveal", Kind.FLAG: "flag", Kind.CHORD: "chord"}
_SYMBOL = {**PLAIN, Tile.COVERED: "·", Tile.OPEN_0: " "}
EXCERPT = 24
LEAST_CHANCE = 0.001  # an unproven chance is never printed as 0.000 or 1.000: those mean proven
LABEL_WIDTH = 12  # the scorecard's labels are padded to this, or to the longest label and a space


class CommandError(MinesweeperError):
    """A typed line that is not a command, or names no tile on this board."""


def excerpt(text: str) -> str:
    """Typed text quoted in a warning, cut short: a pasted page must not be echoed back whole."""
    text = text.strip()
    return repr(text if len(text) <= EXCERPT else text[: EXCERPT - 3] + "...")


def parse_command(line: str, width: int, height: int) -> tuple[Kind, int, int]:
    """Turn ``12``, ``f 12``, ``c 3,4`` into an action kind and 0-based coordinates."""
    match = _COMMAND.fullmatch(line.strip())
    if match is None:
        # Translators: {line} is what was typed, quoted; "?" is the key that shows the help.
        raise CommandError(_("unknown command {line}: type ? for help").format(line=excerpt(line)))
    return (_VERBS[(match.group("verb") or "r").lower()], *parse_tile(match.group("tile"), width, height))


def parse_tile(text: str, width: int, height: int) -> tuple[int, int]:
    """A tile named by its number or as ``COL,ROW`` (both counted from 1, ``(COL,ROW)`` too), as 0-based (x, y)."""
    if re.fullmatch(_TILE, text.strip()) is None:
        # Translators: {text} is what was typed, quoted; COL,ROW and 3,4 are how a cell is typed.
        raise CommandError(
            _("{text} is not a tile: give COL,ROW (like 3,4) or a tile number").format(text=excerpt(text))
        )
    if "," in text:
        col, row = (int(part) for part in text.strip().strip("()").split(","))
        if not (1 <= col <= width and 1 <= row <= height):
            off = _("{cell} is off the board: columns 1-{width}, rows 1-{height}")
            raise CommandError(off.format(cell=f"{col},{row}", width=width, height=height))
        return col - 1, row - 1
    number = int(text)
    if not 1 <= number <= width * height:
        raise CommandError(
            _("tile {number} is off the board: tiles are 1-{last}").format(number=number, last=width * height)
        )
    return (number - 1) % width, (number - 1) // width


def tile_name(x: int, y: int) -> str:
    """A 0-based cell as the text mode's ``COL,ROW``."""
    return f"{x + 1},{y + 1}"


def cell_in_words(x: int, y: int) -> str:
    """A 0-based cell named in a sentence, ``(COL,ROW)``: the typed form, in parentheses so that a list of cells
    ("the proven mines at (2,2), (4,2) and (6,3)") reads as one."""
    return f"({tile_name(x, y)})"


def plain_board(game: Game) -> str:
    return f"{game}\nstate={game.state} mines_left={game.mines_left}"  # i18n: fixed (--plain)


def pretty_board(game: Game, columns: int = 80) -> str:
    """The board for people, in the widest layout that fits ``columns`` characters."""
    rows = ["".join(_SYMBOL[game.tile(x, y)] for x in range(game.width)) for y in range(game.height)]
    return labelled(rows, columns)


def labelled(rows: list[str], columns: int = 80) -> str:
    """Rows of one character a cell with column numbers on top and row numbers down the side."""
    width, height = len(rows[0]), len(rows)
    label = len(str(height))
    cell = len(str(width)) + 1
    if label + 1 + cell * width <= columns:
        header = [" " * (label + 1) + "".join(str(x + 1).rjust(cell) for x in range(width))]
    else:
        cell = 2 if label + 1 + 2 * width <= columns else 1
        digits = len(str(width))
        numbers = [str(x + 1).rjust(digits) for x in range(width)]
        header = [" " * (label + 1) + "".join(n[d].rjust(cell) for n in numbers) for d in range(digits)]
    body = [f"{y + 1:>{label}} " + "".join(symbol.rjust(cell) for symbol in row) for y, row in enumerate(rows)]
    return "\n".join(header + body)


@dataclass(frozen=True)
class _ChanceTokens:
    """How the probability view writes an open cell, a proven cell and a chance, and what goes between."""

    open_cell: Callable[[Tile], str]
    safe: str
    mine: str
    chance: Callable[[float], str]
    joiner: str


_PLAIN_CHANCES = _ChanceTokens(PLAIN.__getitem__, "0.000", "1.000", "{:.3f}".format, " ")
_PRETTY_CHANCES = _ChanceTokens(lambda _: ".", "s", "*", lambda chance: str(int(chance * 10)), "")


def _chances(game: Game, analysis: Analysis, tokens: _ChanceTokens) -> list[str]:
    """Each row of the probability view: ``tokens`` says how an open cell and each kind of chance look."""
    tiles, width = game.visible(), game.width
    safe, mines = analysis.safe, analysis.mines
    rows = []
    for y in range(game.height):
        row = []
        for x in range(width):
            tile = Tile(tiles[y * width + x])
            if tile.is_open:
                row.append(tokens.open_cell(tile))
            elif (x, y) in safe:
                row.append(tokens.safe)
            elif (x, y) in mines:
                row.append(tokens.mine)
            else:
                row.append(tokens.chance(min(max(analysis.probability(x, y), LEAST_CHANCE), 1 - LEAST_CHANCE)))
        rows.append(tokens.joiner.join(row))
    return rows


def chances_status(analysis: Analysis) -> str:
    return f"chances={'exact' if analysis.exact else 'approximate'}"


def plain_chances(game: Game, analysis: Analysis) -> str:
    """The probability view for scripts: H lines of W tokens, then ``chances=exact|approximate``."""
    return "\n".join([*_chances(game, analysis, _PLAIN_CHANCES), chances_status(analysis)])


def pretty_chances(game: Game, analysis: Analysis, columns: int = 80) -> str:
    """The probability view for people: each covered cell's chance in tenths, or proven safe (s) or a mine (*),
    under the labels (s, not S, which reads like a 5)."""
    return labelled(_chances(game, analysis, _PRETTY_CHANCES), columns)


def scorecard_text(figures: list[Figure]) -> str:
    """The end-of-game card: ``Scorecard``, then a line a figure, its label in the player's language padded to 12
    characters (or, in a language whose labels are longer, to the longest and a space), so the values stand in a
    column."""
    labels = [_(figure.label) for figure in figures]  # English, marked where written: the figures' names as they are
    width = max([LABEL_WIDTH, *(len(label) + 1 for label in labels)])
    lines = (f"  {label:<{width}}{figure.value}" for label, figure in zip(labels, figures, strict=True))
    return "\n".join([_("Scorecard"), *lines])


def history_line(entry: HistoryEntry) -> str:
    """``id date difficulty result time``: one finished game as ``--history`` lists it, with the words of what it was
    after them (``HistoryEntry.kind_words``): ``practice`` for a practice game (kept, never ranked nor counted),
    ``assisted`` for a game played with a hint or the mine chances (never ranked), ``daily=DATE`` for a game of the
    daily of ``DATE`` followed by ``counted`` or ``not-counted``, and ``no-guess`` for a no-guess board. Words only
    ever join at the end: scripts read the first five."""
    if entry.damage is not None or entry.outcome is None or entry.ms is None:  # README: "damaged -"
        return f"{entry.row_id} {entry.started or '-'} {entry.difficulty or '-'} damaged -"  # i18n: fixed (--history)
    marks = "".join(f" {word}" for word in entry.kind_words)
    return f"{entry.row_id} {entry.started or '-'} {entry.difficulty} {entry.outcome} {format_ms(entry.ms)}{marks}"


def replay_header(game: FinishedGame) -> str:
    """The first line of ``--replay``: the board, how the game ended and how many moves follow."""
    difficulty = game.record.difficulty
    return (  # i18n: fixed (--replay)
        f"game width={difficulty.width} height={difficulty.height} mines={difficulty.mines} "
        f"difficulty={difficulty} result={game.outcome} time={format_ms(game.ms)} "
        f"moves={len(game.record.actions)}"
    )


def move_line(number: int, action: Action, elapsed_ms: int) -> str:
    """One move of ``--replay``: its number, the timer after it, and what it did where (``COL,ROW``)."""
    kind, cell = _MOVES[action.kind], tile_name(action.x, action.y)
    return f"move {number} time={format_ms(elapsed_ms)} {kind} {cell}"  # i18n: fixed (--replay)


def review_line(move: MoveReview, started_ms: int = 0) -> str:
    """One move of ``--review``: ``N TIME ACTION COL,ROW CLASS DETAIL...``: the time on the game clock in seconds to
    the millisecond, as every time is written (the clock starts at the first reveal, ``started_ms`` on the moves' own
    time line, as the timer does); the detail names the safe cell missed (avoidable) or the proven cell (blunder)
    as ``COL,ROW``, gives ``risk=0.xx best=0.xx`` for a guess and then ``least=COL,ROW``, the least risky cell,
    where it was not the one guessed, ``chain=N`` for a proof only a long chain of N numbers gives, and ends with
    ``approximate`` where the solver had to estimate."""
    detail = []
    if move.cls in ("avoidable", "blunder") and move.safe_cell is not None:
        detail.append(tile_name(*move.safe_cell))
    if move.cls in ("forced", "risky") and move.risk is not None and move.best is not None:
        detail.append(f"risk={move.risk:.2f} best={move.best:.2f}")  # i18n: fixed (--review)
        if move.least is not None:
            detail.append(f"least={tile_name(*move.least)}")
    if move.chain:
        detail.append(f"chain={move.chain}")
    if move.approximate:
        detail.append("approximate")
    time = format_ms(max(0, move.t - started_ms))
    return " ".join([str(move.number), time, move.action, tile_name(*move.cell), str(move.cls), *detail])


def quiet_broken_pipe() -> None:
    """The reader went away (``| head -1``): send what is left to nowhere, so exit is silent."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def output_failed(prog: str, error: OSError) -> int:
    """Standard output cannot be written (``> /dev/full``, a disk that filled up): say so in one line on standard
    error, send what is left to nowhere (so the flush at exit cannot fail again) and give the exit code, 1.

    The text mode turns every other file's errors into messages where they happen and treats input that cannot
    be read as its end, so an ``OSError`` that reaches its top level came from writing standard output."""
    failed = f"{prog}: cannot write to standard output: {error.strerror or error}"  # i18n: fixed (scripts match it)
    print(failed, file=sys.stderr, flush=True)
    quiet_broken_pipe()
    return 1


NO_GUESS_HEADING = "No-guess boards (ranked apart, as Statistics' G shows them):"  # i18n: fixed (--stats)
"""The line before ``--stats``' second table, the no-guess boards' own statistics."""


def stats_table(stats: Stats) -> str:
    """Counts and streaks per difficulty, then each preset's best times: what ``--stats`` prints."""
    widths = (7, 7, 7, 8, 9, 6)
    heading = ("Played", "Won", "Win %", "Streak", "Longest", "Best")  # i18n: fixed (--stats: scripts read it)
    named = max(14, *(len(label_of(key)) + 2 for key in stats.by_key))  # the names' column, "Beginner 8×8 · ranked"
    first = "Difficulty"  # i18n: fixed (--stats: scripts read it)
    lines = [first.ljust(named) + "".join(h.rjust(w) for h, w in zip(heading, widths, strict=True))]
    for key, row in stats.by_key.items():
        cells = summary_cells(row)
        lines.append(label_of(key).ljust(named) + "".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)))
    for key, row in stats.by_key.items():
        if row.best:
            lines += ["", f"{label_of(key)} best times:"]  # i18n: fixed (--stats)
            lines += [
                f"{rank:>4}. {format_ms(result.ms):>9} s  {result.date}"
                for rank, result in enumerate(row.best, start=1)
            ]
    return "\n".join(lines)
