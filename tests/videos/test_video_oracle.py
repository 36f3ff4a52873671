"""Every figure of a video's scorecard equals ms-toollib's analysis of the same file: time, 3BV and 3BV solved,
3BV/s, clicks L/R/D and their total, ce, IOE, correctness, throughput, RQP, QG, STNB, ZiNi, human ZiNi, path,
openings, islands and the estimated time. The files come from the test writers, of every version variant, holding a
seeded bot's games (won and lost, official levels and custom boards) played with a recorded-looking mouse hand.

ms-toollib reads AVF, RMV, MVF 0.97 and EVF v0 to v4 as they are laid out by the programs it knows; it does not read
Clone's other versions, AVF's oldest text layout, EVF's press-or-release codes, or v4's own events (it takes their
payloads for events). Those variants are held to read as the very same game (moves, hand, clicks, time) as a variant
it reads, so the oracle vouches for them too. ms-toollib runs in a child process (it aborts on input it dislikes).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.core.formats.video import read_video
from minesweeper.core.hand import decode_hand
from minesweeper.core.metrics.scorecard import scorecard_lines
from tests.oracle_evf import oracle_scorecard, read_with_oracle
from tests.oracle_evf.games import play_bot
from tests.videos.clips import clip
from tests.videos.variants import BY_NAME, VARIANTS, Variant

READ_BY_ORACLE = [variant for variant in VARIANTS if not variant.base]
READ_AS_ANOTHER = [variant for variant in VARIANTS if variant.base]
Game = tuple[tuple[int, int, int], int, int | None]  # (width, height, mines), seed, when the bot opens a mine
GAMES: tuple[Game, ...] = (  # the last: the moves after which the bot opens a mine (None: it wins)
    ((8, 8, 10), 11, None),
    ((16, 16, 40), 12, None),
    ((30, 16, 99), 13, None),
    ((20, 12, 40), 14, None),
    ((30, 16, 99), 15, 25),
    ((16, 16, 40), 16, 8),
)


def check_against_oracle(
    variant: Variant, size: tuple[int, int, int], seed: int, lose: int | None, folder: Path
) -> None:
    game = variant.clip(size, seed, lose_after=lose)
    data = variant.write(game)
    video = read_video(data, f"game.{variant.suffix}")
    found = read_with_oracle(data, folder, suffix=variant.suffix)
    ours = dict(scorecard_lines(video.game))
    theirs = oracle_scorecard(found, video.game)
    assert {name: ours[name] for name in theirs} == theirs
    assert found["bbbv"] == found["recomputed_bbbv"]
    assert found["completed"] is video.game.won is game.won
    assert [[cell == -1 for cell in row] for row in found["board"]] == [
        [video.layout.has_mine(x, y) for x in range(game.width)] for y in range(game.height)
    ]


@pytest.mark.parametrize(("name", "game"), [("avf 0.52", 1), ("rmv 2 24 px", 5), ("mvf 0.97", 0)], ids=str)
def test_a_video_of_each_format_scores_as_ms_toollib_analyses_it(name: str, game: int, tmp_path: Path) -> None:
    check_against_oracle(BY_NAME[name], *GAMES[game], tmp_path)


@pytest.mark.slow
@pytest.mark.statistical
@pytest.mark.parametrize("game", range(len(GAMES)))
@pytest.mark.parametrize("variant", READ_BY_ORACLE, ids=lambda variant: variant.name)
def test_every_variant_scores_as_ms_toollib_analyses_it(variant: Variant, game: int, tmp_path: Path) -> None:
    check_against_oracle(variant, *GAMES[game], tmp_path)


@pytest.mark.parametrize("game", [0, 4])
@pytest.mark.parametrize("variant", READ_AS_ANOTHER, ids=lambda variant: variant.name)
def test_the_variants_ms_toollib_cannot_read_hold_the_same_game_as_one_it_can(variant: Variant, game: int) -> None:
    size, seed, lose = GAMES[game]
    base = BY_NAME[variant.base]
    theirs = read_video(base.write(base.clip(size, seed, lose_after=lose)), f"game.{base.suffix}").game
    ours = read_video(variant.write(variant.clip(size, seed, lose_after=lose)), f"game.{variant.suffix}").game
    assert (ours.record, ours.outcome, ours.ms) == (theirs.record, theirs.outcome, theirs.ms)
    assert (ours.play.clicks, ours.play.wasted) == (theirs.play.clicks, theirs.play.wasted)
    # the hand too, but for Clone 0.96 and older letting the buttons go after the end, as its converter reads them
    their_hand = decode_hand(theirs.play.hand)
    assert decode_hand(ours.play.hand)[: len(their_hand)] == their_hand
    assert scorecard_lines(ours) == scorecard_lines(theirs)


def test_where_our_rules_part_from_ms_toollibs_the_difference_is_the_known_one(tmp_path: Path) -> None:
    """A chord made by pressing the right button on an open number, then the left: ms-toollib and Arbiter count one
    chord; our window (and so a video read by its rules) counts a wasted right click and a chord. Nothing else
    differs."""
    size, seed = (16, 16, 40), 21
    game = clip(size, seed, tick=10, chords=("right then left",))
    chords = play_bot(*size, seed, chord_share=0.4).clicks[2]
    assert chords > 3
    data = BY_NAME["avf 0.52"].write(game)
    ours = dict(scorecard_lines(read_video(data, "game.avf").game))
    theirs = oracle_scorecard(read_with_oracle(data, tmp_path, suffix="avf"))
    assert (int(ours["right"]) - int(theirs["right"]), int(ours["cl"]) - int(theirs["cl"])) == (chords, chords)
    same = ("time", "bbbv", "bbbv_solved", "left", "double", "ce", "zini", "hzini", "path", "op", "isl", "rqp")
    assert {name: ours[name] for name in same} == {name: theirs[name] for name in same}
