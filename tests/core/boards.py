"""Helpers for text-in, text-out core tests: games from ASCII art, moves from short strings."""

from minesweeper.core.actions import Action, Kind
from minesweeper.core.game import Game
from minesweeper.core.layout import Layout


def game_from(art: str, *, question_marks: bool = False) -> Game:
    """A game on the fixed layout drawn with ``*`` and ``.`` (indentation is ignored)."""
    rows = "\n".join(line.strip() for line in art.strip().splitlines())
    return Game.on_layout(Layout.parse(rows), question_marks=question_marks)


def play(game: Game, *moves: str) -> Game:
    """Apply moves written ``R1,2`` / ``F0,0`` / ``C3,3`` (x, y from 0), each a second after the last."""
    for move in moves:
        kind, coords = Kind(move[0]), move[1:]
        x, y = (int(n) for n in coords.split(","))
        game.apply(Action(kind, x, y, len(game.actions) * 1000))
    return game


def text(art: str) -> str:
    return "\n".join(line.strip() for line in art.strip().splitlines())
