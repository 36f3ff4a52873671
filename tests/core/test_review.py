"""The review of a finished game, on boards drawn as text: each class of move, the summary, the kept form, and the
two wrong explanations the review fixed (a puzzle's open cells, a click on a proven mine)."""

from __future__ import annotations

import random

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.errors import RecordError, ReviewFormatError
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import FirstClick, RandomMines
from minesweeper.core.layout import Layout
from minesweeper.core.play import Play
from minesweeper.core.presets import Difficulty
from minesweeper.core.record import GameRecord
from minesweeper.core.solver.advice import POLICY_CELLS, Advice, analysis_of
from minesweeper.core.solver.advice import Kind as AdviceKind
from minesweeper.core.solver.advice import advise as hint
from minesweeper.core.solver.analysis import analyse
from minesweeper.core.solver.judge import review, verdict
from minesweeper.core.solver.policy import choose_guess
from minesweeper.core.solver.review import MoveClass, Review, ReviewSummary
from minesweeper.core.view import Tile
from tests.core.boards import game_from, play, text

LINE = ".*..."  # opening E1 shows a 1 at C1: B1 is the mine, so A1 is safe (the mine count)
CORNERS = """
*..
...
..*
"""  # the centre shows a 2 and says nothing about which two of its eight neighbours
CORNER_ONE = """
.*..
....
....
...*
"""  # A1 shows a 1: each of its three neighbours has 1 in 3; the twelve cells away from it 1 in 12
LEANING = """
.*...
.....
.....
"""  # opening E3 leaves A1 and B1 covered: C1 proves B1 a mine, and then A2's 1 proves A1 safe
ELBOW = """
..*.
....
*...
...*
"""  # opening A1: C3 is proven safe by the three numbers, D1 is not


def judged(art: str, *moves: str) -> list[tuple[str, MoveClass]]:
    """Each move's action word and class."""
    return [(m.action, m.cls) for m in review(GameRecord.of(play(game_from(art), *moves))).moves]


def test_first_proven_flag_wasted_unflag_and_a_blunder_on_a_proven_mine() -> None:
    game = play(game_from(LINE), "R4,0", "F1,0", "F1,0", "R1,0")
    moves = review(GameRecord.of(game)).moves
    assert [(m.action, m.cls) for m in moves] == [
        ("reveal", MoveClass.FIRST),
        ("flag", MoveClass.PROVEN),
        ("unflag", MoveClass.WASTED),
        ("reveal", MoveClass.BLUNDER),
    ]
    assert moves[3].text == (
        "Blunder: B1 was a proven mine: the 1 at C1 has only 1 covered neighbour, B1, so it is a mine"
    )
    assert (moves[3].safe_cell, moves[3].sources) == ((1, 0), ((2, 0),))
    assert [m.t for m in moves] == [0, 1000, 2000, 3000]


def test_a_flag_with_question_marks_on_becomes_a_question_and_that_is_wasted() -> None:
    game = play(game_from(LINE, question_marks=True), "R4,0", "F1,0", "F1,0", "F1,0")
    assert [a for a, _ in [(m.action, m.cls) for m in review(GameRecord.of(game)).moves]] == [
        "reveal",
        "flag",
        "question",
        "unflag",
    ]
    assert judged(LINE, "R4,0", "F1,0", "F1,0")[2] == ("unflag", MoveClass.WASTED)


def test_flagging_a_proven_safe_cell_is_a_blunder_and_flagging_an_unproven_one_is_risky() -> None:
    assert judged(LINE, "R4,0", "F0,0")[1] == ("flag", MoveClass.BLUNDER)
    move = review(GameRecord.of(play(game_from(CORNERS), "R1,1", "F0,0"))).moves[1]
    assert (move.cls, move.risk, move.best) == (MoveClass.RISKY, 0.75, 0.0)
    assert move.text == "Risky: A1 was flagged with a 75% chance that it is not a mine: nothing proved it one"


def test_a_guess_at_the_lowest_chance_is_forced_and_a_worse_one_risky_with_both_chances() -> None:
    forced = review(GameRecord.of(play(game_from(CORNERS), "R1,1", "R0,0"))).moves[1]
    assert (forced.cls, forced.risk, forced.best) == (MoveClass.FORCED, 0.25, 0.25)
    assert forced.text == "Forced guess: no cell was safe; A1 had a 25% chance of a mine"
    risky = review(GameRecord.of(play(game_from(CORNER_ONE), "R0,0", "R0,1"))).moves[1]
    assert risky.cls is MoveClass.RISKY
    assert (round(risky.risk or 0, 4), round(risky.best or 0, 4)) == (0.3333, 0.0833)
    assert risky.text == (
        "Risky guess: no cell was safe; A2 had a 33.3% chance of a mine; the least risky cell, C1, had 8.3%"
    )


def test_a_guess_while_a_cell_was_proven_safe_is_avoidable_and_names_that_cell_and_why() -> None:
    move = review(GameRecord.of(play(game_from(ELBOW), "R0,0", "R3,0"))).moves[1]
    assert (move.cls, move.safe_cell, move.best) == (MoveClass.AVOIDABLE, (2, 2), 0.0)
    assert move.text == (
        "Avoidable: D1 had a 14.3% chance of a mine, but C3 was safe: every arrangement of mines that fits the 1 at "
        "B1, the 1 at A2 and the 2 at B2 leaves C3 safe"
    )
    assert move.sources == ((1, 0), (0, 1), (1, 1))


def test_a_proven_reveal_names_the_proven_mine_its_reason_relies_on() -> None:
    move = review(GameRecord.of(play(game_from(LEANING), "R4,2", "R0,0"))).moves[1]
    assert move.cls is MoveClass.PROVEN
    assert move.text == (
        "Proven: A1 was safe: the 1 at A2 already touches 1 proven mine at B1, so its other "
        "neighbours, A1 among them, are safe"
    )
    assert move.proven_mines == ((1, 0),)


def test_the_hint_names_and_exposes_the_proven_mines_it_relies_on() -> None:
    given = hint(play(game_from(LEANING), "R4,2"))
    assert given.cell == (0, 0) and "touches 1 proven mine at B1," in given.text
    assert given.proven_mines == ((1, 0),)


def test_a_chord_beside_a_wrong_flag_that_opens_a_proven_mine_is_a_blunder() -> None:
    moves = review(GameRecord.of(play(game_from(LEANING), "R4,2", "F0,0", "C0,1"))).moves
    assert [(m.action, m.cls) for m in moves[1:]] == [("flag", MoveClass.BLUNDER), ("chord", MoveClass.BLUNDER)]
    assert moves[2].text.startswith("Blunder: the chord on A2 opened B1, a proven mine: the 1 at C1 ")


def test_a_chord_says_how_many_cells_it_opened_one_or_several() -> None:
    one = review(GameRecord.of(play(game_from(LEANING), "R4,2", "F1,0", "C0,1"))).moves[2]
    assert (one.action, one.cls) == ("chord", MoveClass.PROVEN)
    assert one.text == "Proven: the one cell the chord on A2 opened, A1, was proven safe"
    several = review(GameRecord.of(play(game_from(CORNER_ONE), "R0,0", "F1,0", "C0,0"))).moves[2]
    assert (several.action, several.cls) == ("chord", MoveClass.RISKY)
    assert several.text == (
        "Risky guess: no cell was safe; the chord on A1 opened 2 cells with a 55.6% chance "
        "that one was a mine; the least risky cell, C1, had 8.3%"
    )


def part_open() -> Game:
    """LEANING as a puzzle that starts with E3's opening open: B1 is proven a mine before any click."""
    return Game.on_layout(Layout.parse(text(LEANING)), opened=[(4, 2)])


def test_on_a_part_open_puzzle_the_hint_and_the_verdict_read_the_cells_it_starts_with() -> None:
    game = part_open()
    assert hint(game).cell == (0, 0)  # not "Open any cell: the first click is never a mine"
    play(game, "R1,0")
    judged_loss = verdict(GameRecord.of(game))
    assert not judged_loss.forced
    assert judged_loss.text == (
        "Blunder: B1 was a proven mine: the 1 at C1 has only 1 covered neighbour, B1, so it is a mine"
    )
    assert review(GameRecord.of(game)).moves[0].cls is MoveClass.BLUNDER


def test_the_summary_counts_accuracy_luck_extra_risk_and_time_per_class() -> None:
    summary = review(GameRecord.of(play(game_from(CORNER_ONE), "R0,0", "R0,1"))).summary
    assert summary.counts[MoveClass.FIRST] == 1 and summary.counts[MoveClass.RISKY] == 1
    assert summary.accuracy == 0.5
    assert summary.luck == pytest.approx(2 / 3)
    assert summary.extra_risk == pytest.approx(1 / 3 - 1 / 12)
    assert summary.time_ms[MoveClass.RISKY] == 1000 and not summary.approximate
    assert summary.line() == (
        "review: moves=2 proven=0 forced=0 risky=1 avoidable=0 blunder=0 wasted=0 accuracy=0.50 luck=0.67"
    )


def test_a_review_is_kept_as_json_and_read_back_the_same() -> None:
    kept = review(GameRecord.of(play(game_from(LEANING), "R4,2", "F0,0", "C0,1")))
    again = Review.from_json(kept.to_json())
    assert again == kept
    assert again.first_mistake() == 1


@pytest.mark.parametrize(
    "damaged",
    [
        "not json",
        "[]",
        '{"version": 2, "moves": []}',
        '{"version": 1, "moves": [{"t": -1, "a": "reveal", "x": 0, "y": 0, "c": "first", "text": "First"}]}',
        '{"version": 1, "moves": [{"t": 0, "a": "dance", "x": 0, "y": 0, "c": "first", "text": "First"}]}',
        '{"version": 1, "moves": [{"t": 0, "a": "reveal", "x": 0, "y": 0, "c": "risky", "text": "Risky"}]}',
        '{"version": 1, "moves": [{"t": 0, "a": "reveal", "x": 0, "y": 0, "c": "risky", "text": "R", "risk": 2, '
        '"best": 0}]}',
        '{"version": 1, "moves": [{"t": 0, "a": "reveal", "x": 5000, "y": 0, "c": "first", "text": "First"}]}',
        '{"version": 1, "moves": [{"t": 0, "a": "reveal", "x": 0, "y": 0, "c": "first", "text": "a\\u0000b"}]}',
    ],
)
def test_a_damaged_kept_review_is_refused_with_a_reason(damaged: str) -> None:
    with pytest.raises(ReviewFormatError):
        Review.from_json(damaged)


def test_a_guess_the_policy_picks_is_forced_even_past_the_lowest_chance() -> None:
    # The hint names the policy's guess, so the review must not call that guess risky: on these seeded 9×9
    # boards with 16 mines, a player who follows every hint makes guesses up to a fifty-fifty (seed 38) while
    # a cell with a lower chance is covered, and each is a forced guess that says why it was the best one.
    for seed, expected in (
        (
            14,
            "Forced guess: no cell was safe; D1 had a 11% chance of a mine, the hint's best guess (the safest cell "
            "that is also likely to open more); the least risky cell, C7, had 10.3%",
        ),
        (
            38,
            "Forced guess: no cell was safe; H6 had a 50% chance of a mine, the hint's best guess (a fifty-fifty no "
            "number can ever settle, so it is best guessed now); the least risky cell, E1, had 14.3%",
        ),
    ):
        moves = review(GameRecord.of(_following_the_hints(9, 9, 16, seed))).moves
        assert MoveClass.RISKY not in {move.cls for move in moves}
        assert [move.text for move in moves if "best guess" in move.text] == [expected]


def _following_the_hints(width: int, height: int, mines: int, seed: int) -> Game:
    """A game played to its end from the centre by opening every proven-safe cell, else the policy's guess."""
    game = Game(Difficulty.custom(width, height, mines), RandomMines(random.Random(seed), FirstClick.OPENING))
    game.apply(Action(Kind.REVEAL, width // 2, height // 2, 0))
    while game.state is GameState.PLAYING:
        tiles = game.visible()
        analysis = analyse(width, height, mines, tiles)
        cells = list(analysis.safe) or [choose_guess(width, height, mines, tiles, analysis).cell]
        for x, y in cells:
            if game.state is GameState.PLAYING and game.tile(x, y) > Tile.OPEN_8:
                game.apply(Action(Kind.REVEAL, x, y, len(game.actions) * 1000))
    return game


def _guessing_as_the_hint_says(width: int, height: int, mines: int, seed: int) -> tuple[Game, dict[int, Advice]]:
    """A game from the centre: every proven-safe cell opened, else the hint asked and its cell opened; with the
    hint given before each of those guesses, by the number of the move (from 1) that followed it."""
    game = Game(Difficulty.custom(width, height, mines), RandomMines(random.Random(seed), FirstClick.OPENING))
    game.apply(Action(Kind.REVEAL, width // 2, height // 2, 0))
    hints: dict[int, Advice] = {}
    while game.state is GameState.PLAYING:
        analysis = analysis_of(game)
        cells = list(analysis.safe)
        if not cells:
            given = hint(game, analysis)
            assert given.cell is not None
            if given.kind is AdviceKind.MINE:  # flagged as the hint says, so the next hint is a guess
                game.apply(Action(Kind.FLAG, *given.cell, len(game.actions) * 1000))
                continue
            hints[len(game.actions) + 1] = given
            cells = [given.cell]
        for x, y in cells:
            if game.state is GameState.PLAYING and game.tile(x, y) > Tile.OPEN_8:
                game.apply(Action(Kind.REVEAL, x, y, len(game.actions) * 1000))
    return game, hints


@pytest.mark.statistical
@pytest.mark.parametrize(("width", "height", "mines", "seeds"), [(60, 50, 600, range(1)), (30, 16, 99, range(12))])
def test_the_review_calls_a_guess_the_hints_only_where_the_hint_named_it(
    width: int, height: int, mines: int, seeds: range
) -> None:
    # A 60×50 board is past the size where the policy is worked out: the hint names the least risky cell there,
    # and the review must never say "the hint's best guess" of another (it once named AA1 where the hint said H1).
    quoted = 0
    for seed in seeds:
        game, hints = _guessing_as_the_hint_says(width, height, mines, seed)
        moves = review(GameRecord.of(game)).moves
        for number, given in hints.items():
            move = moves[number - 1]
            assert move.cell == given.cell
            assert move.cls is MoveClass.FORCED, move.text  # following the hint is never a mistake
        for move in moves:
            if "the hint's best guess" in move.text:
                quoted_hint = hints.get(move.number)
                assert quoted_hint is not None and quoted_hint.policy and quoted_hint.cell == move.cell, move.text
                quoted += 1
    if width * height <= POLICY_CELLS:
        assert quoted > 0  # the policy's picks past the lowest chance are quoted as the hint's
    else:
        assert quoted == 0  # no policy there: the hint names the least risky cell, which is forced by its chance


def test_past_its_work_allowance_a_review_stops_and_says_how_many_moves_it_left_unjudged() -> None:
    record = GameRecord.of(_following_the_hints(30, 16, 99, 3))
    whole = review(record)
    assert whole.unjudged == 0 and "unjudged" not in whole.summary.line()
    cut = review(record, work=20_000)  # about a third of what the game takes
    assert 0 < len(cut.moves) < len(whole.moves) and cut.unjudged == len(whole.moves) - len(cut.moves)
    assert cut.moves == whole.moves[: len(cut.moves)]  # what it judged, it judged the same
    assert review(record, work=20_000) == cut  # work is counted, never timed: the same cut every time
    assert cut.summary.line().endswith(f" unjudged={cut.unjudged}")
    assert cut.summary.sentence().endswith(f"; {cut.unjudged} moves not judged: too large to work out.")
    assert Review.from_json(cut.to_json()) == cut


def test_the_reviews_sentence_names_every_class_that_lowered_the_accuracy() -> None:
    # "Accuracy 91%, 2 risky" once hid the 6 wasted moves that lowered it too.
    moves = review(GameRecord.of(play(game_from(LEANING), "R4,2", "F0,0", "F0,0", "F1,0", "C0,1"))).moves
    summary = ReviewSummary.of(moves)
    lowered = {cls: n for cls, n in summary.counts.items() if n and cls not in (MoveClass.FIRST, MoveClass.PROVEN)}
    assert lowered == {MoveClass.BLUNDER: 1, MoveClass.WASTED: 1}
    assert summary.sentence() == "Accuracy 60%: 1 blunder, 1 wasted; luck 100%."


def test_the_review_progress_is_heard_move_by_move() -> None:
    record = GameRecord.of(_following_the_hints(9, 9, 10, 2))
    heard: list[tuple[int, int]] = []
    judged = review(record, progress=lambda done, total: heard.append((done, total)))
    total = len(judged.moves)
    assert heard == [(n, total) for n in range(1, total + 1)]


def test_a_practice_games_sentence_is_of_its_own_moves_and_says_where_it_started() -> None:
    # Its first moves were the other game's: 48 of 50 once set the accuracy a two-move practice was judged by.
    judged = review(GameRecord.of(play(game_from(LEANING), "R4,2", "F0,0", "F0,0", "F1,0", "C0,1")))
    assert judged.sentence() == judged.summary.sentence() == "Accuracy 60%: 1 blunder, 1 wasted; luck 100%."
    assert judged.sentence(practice_from=3) == "Practice from move 4: Accuracy 100%: no mistakes; luck 100%."


def test_a_practice_game_keeps_the_move_it_started_from() -> None:
    kept = Play(practice=True, practice_from=12)
    assert Play.from_dict(kept.to_dict(), size=(9, 9)) == kept
    assert Play.from_dict(Play(practice=True).to_dict(), size=(9, 9)).practice_from == 0  # from before it was kept
    with pytest.raises(RecordError):
        Play.from_dict({**kept.to_dict(), "practice_from": -1}, size=(9, 9))
    with pytest.raises(RecordError):
        Play.from_dict({"practice_from": 3}, size=(9, 9))  # only a practice game starts from a move
