"""Random reveal/flag/chord sequences on random small boards, with the game's invariants after every step.

The invariants read the game only as a player or a front end can (its tiles, counters and layout), so
they hold the rules to what is shown, whatever the board's bits look like inside.
"""

import random

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from minesweeper.core.actions import Action, Kind
from minesweeper.core.errors import IllegalMove
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import RandomMines
from minesweeper.core.presets import Difficulty
from minesweeper.core.record import GameRecord
from minesweeper.core.view import Tile

FLAGS = (Tile.FLAG, Tile.WRONG_FLAG, Tile.FLAGGED_MINE)


class GamePlay(RuleBasedStateMachine):
    game: Game

    @initialize(
        width=st.integers(1, 8),
        height=st.integers(1, 8),
        density=st.floats(0, 0.9),
        seed=st.integers(0, 2**32),
        question_marks=st.booleans(),
    )
    def new_game(self, width: int, height: int, density: float, seed: int, question_marks: bool) -> None:
        mines = min(width * height - 1, int(width * height * density))
        self.game = Game(
            Difficulty.custom(width, height, mines), RandomMines(random.Random(seed)), question_marks=question_marks
        )
        self.clock = 0

    def act(self, kind: Kind, x: int, y: int) -> None:
        game = self.game
        self.clock += 37
        action = Action(kind, x % game.width, y % game.height, self.clock)
        before = (game.visible(), game.actions, game.state, game.flags)
        problem = game.check(action)
        try:
            game.apply(action)
        except IllegalMove as error:
            assert str(error) == problem
            assert (game.visible(), game.actions, game.state, game.flags) == before
        else:
            assert problem is None

    @rule(x=st.integers(0, 7), y=st.integers(0, 7))
    def reveal(self, x: int, y: int) -> None:
        self.act(Kind.REVEAL, x, y)

    @rule(x=st.integers(0, 7), y=st.integers(0, 7))
    def flag(self, x: int, y: int) -> None:
        self.act(Kind.FLAG, x, y)

    @rule(x=st.integers(0, 7), y=st.integers(0, 7))
    def chord(self, x: int, y: int) -> None:
        self.act(Kind.CHORD, x, y)

    def tiles(self) -> list[Tile]:
        return [Tile(value) for value in self.game.visible()]

    @invariant()
    def open_numbers_count_the_mines_around_them(self) -> None:
        game, layout = self.game, self.game.layout
        if layout is None:
            assert game.state is GameState.READY
            return
        assert layout.mine_count == game.difficulty.mines
        for index, tile in enumerate(self.tiles()):
            x, y = index % game.width, index // game.width
            if tile.is_open:
                around = sum(
                    game.contains(x + dx, y + dy) and layout.has_mine(x + dx, y + dy)
                    for dx in (-1, 0, 1)
                    for dy in (-1, 0, 1)
                    if dx or dy
                )
                assert tile == around and not layout.has_mine(x, y)

    @invariant()
    def won_exactly_when_every_safe_cell_is_open(self) -> None:
        game = self.game
        opened = sum(tile.is_open for tile in self.tiles())
        assert opened == game.width * game.height - game.difficulty.mines - game.covered_safe
        assert (game.state is GameState.WON) == (game.covered_safe == 0 and game.state is not GameState.LOST)
        if game.state is GameState.WON:
            assert game.mines_left == 0

    @invariant()
    def counter_is_mines_minus_flags(self) -> None:
        if not self.game.is_over:
            flags = sum(tile in FLAGS for tile in self.tiles())
            assert self.game.mines_left == self.game.difficulty.mines - flags

    @invariant()
    def views_agree_with_the_state(self) -> None:
        tiles = set(self.tiles())
        if self.game.state is not GameState.LOST:
            assert not tiles & {Tile.MINE, Tile.DETONATED, Tile.WRONG_FLAG}
        else:
            assert Tile.DETONATED in tiles

    @invariant()
    def replaying_the_record_gives_the_same_game(self) -> None:
        game = self.game
        if game.layout is None:
            return
        again = GameRecord.of(game).replay()
        assert again.visible() == game.visible()
        assert (again.state, again.mines_left, again.elapsed_ms(10**9)) == (
            game.state,
            game.mines_left,
            game.elapsed_ms(10**9),
        )

    @invariant()
    def a_copy_is_the_same_game_and_moves_on_its_own(self) -> None:
        game = self.game
        twin = game.copy()
        assert (twin.visible(), twin.actions, twin.state) == (game.visible(), game.actions, game.state)
        if not game.is_over:
            before = game.visible()
            for index, tile in enumerate(twin.visible()):
                if tile == Tile.COVERED:
                    twin.apply(Action(Kind.FLAG, index % game.width, index // game.width, 10**6))
                    break
            assert game.visible() == before


GamePlay.TestCase.settings = settings(max_examples=150, stateful_step_count=40, deadline=None)
TestGamePlay = GamePlay.TestCase
