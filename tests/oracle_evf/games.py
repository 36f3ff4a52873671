"""Whole games for the EVF tests: a seeded bot plays real ``Game``s, and a seeded hand moves the mouse.

This is the one place the EVF tests touch ``Game`` (its constructor is being reworked): the writer under
test sees only primitives, a board and a hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from minesweeper.core.actions import Action, Kind
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import RandomMines
from minesweeper.core.hand import CELL_PX, HandEvent, HandKind
from minesweeper.core.presets import Difficulty
from minesweeper.core.view import Tile


@dataclass(frozen=True)
class Played:
    width: int
    height: int
    mines: bytes
    actions: list[Action]
    won: bool

    @property
    def clicks(self) -> tuple[int, int, int]:
        """Left, right and double clicks, as the community counts them: one per action here."""
        kinds = [a.kind for a in self.actions]
        return kinds.count(Kind.REVEAL), kinds.count(Kind.FLAG), kinds.count(Kind.CHORD)

    @property
    def elapsed_ms(self) -> int:
        first = next(a.t for a in self.actions if a.kind is Kind.REVEAL)
        return self.actions[-1].t - first


def play_bot(
    width: int, height: int, mines: int, seed: int, *, chord_share: float = 0.3, lose_after: int | None = None
) -> Played:
    """An all-knowing player: opens safe cells in a random order, sometimes flagging round a number and
    chording it instead; with ``lose_after``, it opens a mine once it has made that many moves."""
    rng = random.Random(seed)
    game = Game(Difficulty.custom(width, height, mines), RandomMines(random.Random(seed)))
    t = 0

    def act(kind: Kind, x: int, y: int) -> None:
        nonlocal t
        t += rng.randrange(60, 900)
        game.apply(Action(kind, x, y, t))

    act(Kind.REVEAL, width // 2, height // 2)
    assert game.layout is not None
    mined = game.layout.mines
    safe = [(x, y) for y in range(height) for x in range(width) if (x, y) not in mined]
    rng.shuffle(safe)
    for x, y in safe:
        if game.is_over:
            break
        if game.tile(x, y) is not Tile.COVERED:
            continue
        if lose_after is not None and len(game.actions) >= lose_after:
            act(Kind.REVEAL, *min(m for m in mined if game.tile(*m) is Tile.COVERED))
            break
        numbers = [
            (x + dx, y + dy)
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            if 0 <= x + dx < width and 0 <= y + dy < height and Tile.OPEN_1 <= game.tile(x + dx, y + dy) <= Tile.OPEN_8
        ]
        if numbers and rng.random() < chord_share:
            nx, ny = rng.choice(numbers)
            for m in sorted(mined):
                if max(abs(m[0] - nx), abs(m[1] - ny)) == 1 and game.tile(*m) is Tile.COVERED:
                    act(Kind.FLAG, *m)
            act(Kind.CHORD, nx, ny)
        else:
            act(Kind.REVEAL, x, y)
    assert game.is_over
    layout = bytes(1 if (x, y) in mined else 0 for y in range(height) for x in range(width))
    return Played(width, height, layout, list(game.actions), game.state is GameState.WON)


CHORD_STYLES = ("left click", "left then right", "right then left", "middle")


def mouse_hand(
    played: Played, seed: int, *, chord_styles: tuple[str, ...] = CHORD_STYLES
) -> tuple[list[HandEvent], int]:
    """A recorded-looking hand for a bot's game: the pointer glides to each cell (a sample every 10 ms),
    wobbles inside it, and clicks; chords use the given styles. Returns the hand and the game's time from
    the opening release to the release that ended it."""
    rng = random.Random(seed)
    hand: list[HandEvent] = []
    t, x, y = 0, played.width * CELL_PX // 2, played.height * CELL_PX // 2
    fired: list[int] = []  # when each action's click took effect

    def at(kind: HandKind, dt: int = 0) -> None:
        nonlocal t
        t += dt
        hand.append(HandEvent(t, kind, x, y))

    for action in played.actions:
        gx = action.x * CELL_PX + rng.randrange(2, CELL_PX - 2)
        gy = action.y * CELL_PX + rng.randrange(2, CELL_PX - 2)
        steps = max(1, max(abs(gx - x), abs(gy - y)) // rng.randrange(4, 10))
        start_x, start_y = x, y
        for step in range(1, steps + 1):
            x, y = start_x + (gx - start_x) * step // steps, start_y + (gy - start_y) * step // steps
            at(HandKind.MOVE, 10)
        if action.kind is Kind.REVEAL:
            at(HandKind.LEFT_DOWN, rng.randrange(30, 200))
            x = action.x * CELL_PX + rng.randrange(0, CELL_PX)  # a wobble inside the cell while held
            at(HandKind.MOVE, 10)
            at(HandKind.LEFT_UP, rng.randrange(20, 90))
        elif action.kind is Kind.FLAG:
            at(HandKind.RIGHT_DOWN, rng.randrange(30, 200))
            at(HandKind.RIGHT_UP, rng.randrange(20, 90))
        else:
            style = rng.choice(chord_styles)
            first, second = {
                "left click": (HandKind.LEFT_DOWN, None),
                "left then right": (HandKind.LEFT_DOWN, HandKind.RIGHT_DOWN),
                "right then left": (HandKind.RIGHT_DOWN, HandKind.LEFT_DOWN),
                "middle": (HandKind.MIDDLE_DOWN, None),
            }[style]
            at(first, rng.randrange(30, 200))
            if second is not None:
                at(second, rng.randrange(0, 40))
                at(HandKind(second + 1), rng.randrange(20, 90))
            at(HandKind(first + 1), rng.randrange(0, 60) if second is not None else rng.randrange(20, 90))
            fired.append(hand[-2].t if second is not None else t)
            continue
        fired.append(t)
    first_reveal = next(i for i, a in enumerate(played.actions) if a.kind is Kind.REVEAL)
    return hand, fired[-1] - fired[first_reveal]
