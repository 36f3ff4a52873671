"""Random reveal/flag/chord sequences on random small boards, with the game's invariants after every step."""

import random

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from minesweeper.core import Action, Difficulty, Game, GameState, IllegalMove, Kind, Tile
from minesweeper.core.board import COUNT, FLAG, MINE, REVEALED
from tests.core.boards import replay


class GamePlay(RuleBasedStateMachine):
    game: Game

    @initialize(width=st.integers(1, 8), height=st.integers(1, 8), density=st.floats(0, 0.9),
                seed=st.integers(0, 2**32), question_marks=st.booleans())
    def new_game(self, width: int, height: int, density: float, seed: int, question_marks: bool) -> None:
        mines = min(width * height - 1, int(width * height * density))
        self.game = Game(Difficulty.custom(width, height, mines), random.Random(seed),
                         question_marks=question_marks)
        self.clock = 0

    def act(self, kind: Kind, x: int, y: int) -> None:
        board = self.game.board
        self.clock += 37
        before = (bytes(board.cells), len(self.game.actions), self.game.state)
        try:
            self.game.apply(Action(kind, x % board.width, y % board.height, self.clock))
        except IllegalMove:
            assert (bytes(board.cells), len(self.game.actions), self.game.state) == before

    @rule(x=st.integers(0, 7), y=st.integers(0, 7))
    def reveal(self, x: int, y: int) -> None:
        self.act(Kind.REVEAL, x, y)

    @rule(x=st.integers(0, 7), y=st.integers(0, 7))
    def flag(self, x: int, y: int) -> None:
        self.act(Kind.FLAG, x, y)

    @rule(x=st.integers(0, 7), y=st.integers(0, 7))
    def chord(self, x: int, y: int) -> None:
        self.act(Kind.CHORD, x, y)

    @invariant()
    def counts_match_the_layout(self) -> None:
        board = self.game.board
        if self.game.layout is None:
            return
        for y in range(board.height):
            for x in range(board.width):
                mines = sum(1 for j in board.around(board.index(x, y)) if board.cells[j] & MINE)
                assert board.cells[board.index(x, y)] & COUNT == mines
        assert len(self.game.layout.mines) == self.game.difficulty.mines

    @invariant()
    def nothing_flagged_is_revealed(self) -> None:
        assert not any(v & FLAG and v & REVEALED for v in self.game.board.cells)

    @invariant()
    def won_exactly_when_every_safe_cell_is_open(self) -> None:
        game, board = self.game, self.game.board
        if game.layout is None:
            assert game.state is GameState.READY
            return
        safe_covered = sum(
            1 for y in range(board.height) for x in range(board.width)
            if not board.cells[board.index(x, y)] & (MINE | REVEALED)
        )
        assert safe_covered == game.covered_safe
        assert (game.state is GameState.WON) == (safe_covered == 0 and game.state is not GameState.LOST)
        if game.state is GameState.WON:
            assert game.mines_left == 0

    @invariant()
    def counter_is_mines_minus_flags(self) -> None:
        flags = sum(1 for v in self.game.board.cells if v & FLAG)
        assert self.game.mines_left == self.game.difficulty.mines - flags

    @invariant()
    def views_agree_with_the_state(self) -> None:
        game = self.game
        tiles = {game.tile(x, y) for y in range(game.board.height) for x in range(game.board.width)}
        if game.state is not GameState.LOST:
            assert not tiles & {Tile.MINE, Tile.DETONATED, Tile.WRONG_FLAG}
        else:
            assert Tile.DETONATED in tiles

    @invariant()
    def replaying_the_actions_gives_the_same_game(self) -> None:
        game = self.game
        layout = game.layout
        if layout is None:
            return
        again = replay(game)
        assert again.board.cells == game.board.cells
        assert (again.state, again.mines_left, again.elapsed_ms(10**9)) == (
            game.state, game.mines_left, game.elapsed_ms(10**9))


GamePlay.TestCase.settings = settings(max_examples=150, stateful_step_count=40, deadline=None)
TestGamePlay = GamePlay.TestCase
