"""What the text mode prints and reads: boards for people and for scripts, commands, and the statistics.

People get the board with column numbers on top and row numbers down the side; a board wider than the
terminal (Expert in 80 columns) switches to a compact layout whose column numbers are written downwards,
a digit a line, so every cell takes two characters (or one, when even that is too wide). Scripts get the
``--plain`` form, a public contract: H lines of W characters, then ``state=… mines_left=…``. Commands name
a tile by its number (1 … W×H, row by row) or as ``COL,ROW`` counted from 1.
"""

from __future__ import annotations

import re

from minesweeper.core import PLAIN, Game, Kind, MinesweeperError, Tile
from minesweeper.core.stats import Stats, format_ms, label_of, summary_cells

# Digits are capped so a pasted wall of them is refused like any unknown command, never fed to an int()
# too long to convert; up to 12 digits still get the friendlier "off the board".
_COMMAND = re.compile(r"(?:(?P<verb>[rfc])\s*)?(?P<tile>\d{1,12}(?:\s*,\s*\d{1,12})?)", re.IGNORECASE)
_VERBS = {"r": Kind.REVEAL, "f": Kind.FLAG, "c": Kind.CHORD}
_SYMBOL = {**PLAIN, Tile.COVERED: "·", Tile.OPEN_0: " "}
EXCERPT = 24


class CommandError(MinesweeperError):
    """A typed line that is not a command, or names no tile on this board."""


def excerpt(text: str) -> str:
    """Typed text quoted in a warning, cut short: a pasted page must not be echoed back whole."""
    text = text.strip()
    return repr(text if len(text) <= EXCERPT else text[:EXCERPT - 3] + "...")


def parse_command(line: str, width: int, height: int) -> tuple[Kind, int, int]:
    """Turn ``12``, ``f 12``, ``c 3,4`` into an action kind and 0-based coordinates."""
    match = _COMMAND.fullmatch(line.strip())
    if match is None:
        raise CommandError(f"unknown command {excerpt(line)}: type h for help")
    kind = _VERBS[(match.group("verb") or "r").lower()]
    tile = match.group("tile")
    if "," in tile:
        col, row = (int(part) for part in tile.split(","))
        if not (1 <= col <= width and 1 <= row <= height):
            raise CommandError(f"{col},{row} is off the board: columns 1-{width}, rows 1-{height}")
        return kind, col - 1, row - 1
    number = int(tile)
    if not 1 <= number <= width * height:
        raise CommandError(f"tile {number} is off the board: tiles are 1-{width * height}")
    return kind, (number - 1) % width, (number - 1) // width


def plain_board(game: Game) -> str:
    return f"{game}\nstate={game.state} mines_left={game.mines_left}"


def pretty_board(game: Game, columns: int = 80) -> str:
    """The board for people, in the widest layout that fits ``columns`` characters."""
    width, height = game.width, game.height
    label = len(str(height))
    rows = ["".join(_SYMBOL[game.tile(x, y)] for x in range(width)) for y in range(height)]
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


def stats_table(stats: Stats) -> str:
    """Counts and streaks per difficulty, then each preset's best times: what ``--stats`` prints."""
    widths = (7, 7, 7, 8, 9, 6)
    heading = ("Played", "Won", "Win %", "Streak", "Longest", "Best")
    lines = ["Difficulty".ljust(14) + "".join(h.rjust(w) for h, w in zip(heading, widths, strict=True))]
    for key, row in stats.by_key.items():
        cells = summary_cells(row)
        lines.append(label_of(key).ljust(14) + "".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)))
    for key, row in stats.by_key.items():
        if row.best:
            lines += ["", f"{label_of(key)} best times:"]
            lines += [f"{rank:>4}. {format_ms(result.ms):>9} s  {result.date}"
                      for rank, result in enumerate(row.best, start=1)]
    return "\n".join(lines)
