"""The readers of other programs' videos: what each takes from every version (the program, its version, the player's
name in whatever encoding, the date, the level, question marks, the board and the hand), which reader a file goes
to, and the one sentence each damaged or impossible file is refused with."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from minesweeper.core.errors import VideoFormatError
from minesweeper.core.formats.video import MAX_VIDEO_BYTES, read_video, video_format
from minesweeper.core.hand import HandKind, decode_hand
from minesweeper.core.presets import PRESETS
from minesweeper.core.record import Outcome
from tests.videos.clips import Clip, clip, our_hand
from tests.videos.variants import BY_NAME, VARIANTS
from tests.videos.write_avf import write_avf
from tests.videos.write_evf import EvfOptions, write_evf
from tests.videos.write_mvf import MvfOptions, write_mvf
from tests.videos.write_rmv import RmvOptions, write_rmv

EXPERT = (30, 16, 99)
FACTS = {  # variant: format, version, program, player, date, level of an Expert game
    "avf 0.52": ("avf", "0.52.3", "Minesweeper Arbiter 0.52.3", "", "2006-05-12T14:03:22"),
    "avf 0.52 marks, high score, GBK name": (
        "avf",
        "0.52.3",
        "Minesweeper Arbiter 0.52.3",
        "张伟",
        "2006-05-12T14:03:22",
    ),
    "avf 0.49": ("avf", "0.49.5", "Minesweeper Arbiter 0.49.5", "", "2006-05-12T14:03:22"),
    "rmv 1 GBK name": ("rmv", "1", "Vienna Minesweeper - Release 3.1", "张伟", "2023-11-14T22:13:20+00:00"),
    "rmv 1 UTF-8": ("rmv", "1", "Vienna Minesweeper - Release 3.1", "Zoë", "2023-11-14T22:13:20+00:00"),
    "rmv 2 clone": ("rmv", "2", "Freesweeper", "Tester", "2023-11-14T22:13:20+00:00"),
    "mvf 0.97": ("mvf", "0.97", "Minesweeper Clone 0.97", "Tester", "2006-05-12T14:03:22"),
    "mvf 2007": ("mvf", "2007 beta", "Minesweeper Clone 2007 beta", "Tester", "2006-05-12T14:03:22"),
    "mvf 0.96": ("mvf", "0.8 to 0.96", "Minesweeper Clone 0.8 to 0.96", "Tester", ""),
    "mvf 0.75": ("mvf", "0.75 or older", "Minesweeper Clone 0.75 or older", "", ""),
    "evf 0 Arbiter": ("evf", "0", "Arbiter", "测试者", "2006-05-12T14:03:22"),
    "evf 4": ("evf", "4", "元3.3.1", "测试者", "2023-11-14T22:13:20+00:00"),
}


@pytest.mark.parametrize("name", FACTS)
def test_each_version_gives_its_program_player_and_date(name: str) -> None:
    variant = BY_NAME[name]
    game = variant.clip(EXPERT, 3)
    video = read_video(variant.write(game), f"game.{variant.suffix}")
    player = FACTS[name][3] or ("Tester" if name.startswith("avf") else "")
    assert (video.format, video.version, video.program, video.player, video.date) == (
        *FACTS[name][:3],
        player,
        FACTS[name][4],
    )
    assert video.level == "expert" and video.game.record.difficulty is PRESETS["expert"]
    assert video.layout.cells == game.mines
    assert video.game.outcome is Outcome.WON and video.game.game_id.startswith(f"{video.format}-")


OLD_CLONE = ("mvf 0.96", "mvf 0.76", "mvf 0.75")  # Clone before 0.97 had only the three standard levels


@pytest.mark.parametrize("name", [variant.name for variant in VARIANTS if variant.name not in OLD_CLONE])
def test_every_variant_reads_a_custom_board_and_a_lost_game(name: str) -> None:
    variant = BY_NAME[name]
    game = variant.clip((20, 12, 40), 14, lose_after=6)
    video = read_video(variant.write(game), f"game.{variant.suffix}")
    assert video.level == "custom" and video.game.record.difficulty.is_custom
    assert video.layout.cells == game.mines
    assert video.game.outcome is Outcome.LOST


def test_a_file_keeps_its_question_marks_and_what_else_it_says() -> None:
    video = read_video(BY_NAME["avf 0.52 marks, high score, GBK name"].write(clip(EXPERT, 3, tick=10)), "g.avf")
    assert video.game.record.question_marks
    assert dict(video.details)["high_score"] == "yes"
    assert dict(video.details)["bbbv"] == str(video.game.bbbv)
    evf = read_video(BY_NAME["evf 4 transcoded, metrics, board events"].write(clip(EXPERT, 3)), "g.evf")
    assert (evf.country, dict(evf.details)["converter"], dict(evf.details)["encoding"]) == ("CN", "ms-toollib", "gbk")


def test_the_hand_is_the_files_events_in_our_pixels_and_its_clock() -> None:
    game = clip((16, 16, 40), 5, square=24)
    video = read_video(write_evf(game, EvfOptions(version=4)), "g.evf")
    assert decode_hand(video.game.play.hand) == our_hand(game, list(game.events))


def test_flags_placed_before_the_game_count_as_right_clicks() -> None:
    game = clip((16, 16, 40), 5)
    mine = game.mine_cells[0]
    plain = read_video(write_rmv(game), "g.rmv").game
    flagged = read_video(write_rmv(game, RmvOptions(preflags=(mine,))), "g.rmv").game
    assert flagged.play.clicks.right == plain.play.clicks.right + 1
    assert flagged.record.actions[0].kind == "F" and (flagged.record.actions[0].x, flagged.record.actions[0].y) == mine


def test_which_reader_a_file_goes_to() -> None:
    game = clip((8, 8, 10), 1)
    assert video_format(write_rmv(game)) == "rmv"
    assert video_format(write_mvf(game)) == "mvf"
    assert video_format(write_evf(game, EvfOptions(version=3))) == "evf"
    assert video_format(write_avf(game)) is None  # AVF has no mark: its name says it
    assert video_format(b"anything", "GAME.AVF") == "avf"
    assert read_video(write_rmv(game)).format == "rmv"
    with pytest.raises(VideoFormatError, match="not a video this game reads"):
        read_video(write_avf(game), "game.txt")


def _reordered() -> Clip:
    """A clip whose fourth event comes before its third."""
    game = clip((8, 8, 10), 1)
    events = list(game.events)
    events[3] = (events[2][0] - 5, *events[3][1:])
    return replace(game, events=tuple(events))


def _never_opening() -> Clip:
    """A clip of moves alone, but for a release that opens nothing: no button was pressed."""
    game = clip((8, 8, 10), 1)
    moves = [(t, HandKind.MOVE, x, y) for t, _, x, y in game.events]
    return replace(game, events=(*moves, (moves[-1][0], HandKind.LEFT_UP, 1, 1)))


REFUSED: dict[str, tuple[Callable[[], bytes], str, str]] = {
    "too big": (lambda: bytes(MAX_VIDEO_BYTES + 1), "evf", "more than any video"),
    "empty": (lambda: b"", "avf", "cut short"),
    "cut short": (lambda: write_avf(clip(EXPERT, 3, tick=10))[:400], "avf", "cut short in its mouse events"),
    "not Arbiter's level": (lambda: bytes([52, 0, 0, 0, 0, 9]) + bytes(50), "avf", "not one of Arbiter's"),
    "a mine off the board": (lambda: bytes([52, 0, 0, 0, 0, 3, 9, 1]) + bytes(60), "avf", "off the 8×8 board"),
    "a mine twice": (lambda: bytes([52, 0, 0, 0, 0, 3]) + bytes([1, 1]) * 10 + bytes(60), "avf", "another mine"),
    "RMV type 3": (lambda: b"*rmv\x00\x03" + bytes(40), "rmv", "type 3"),
    "RMV 2 text not UTF-8": (
        lambda: write_rmv(clip(EXPERT, 3), RmvOptions(version=2, player="x")).replace(
            b"\x01x\x04nick", b"\x01\xff\x04nick"
        ),
        "rmv",
        "not UTF-8",
    ),
    "Clone's board too big": (lambda: bytes([40, 40, 0, 10]) + bytes(200), "mvf", "not a video of Minesweeper Clone"),
    "custom board before 0.97": (
        lambda: write_mvf(clip((20, 12, 40), 1, tick=10), MvfOptions(version="0.96")),
        "mvf",
        "not a video of",
    ),
    "EVF version 5": (lambda: bytes([5]) + bytes(60), "evf", "EVF version 5"),
    "time going back": (lambda: write_evf(_reordered(), EvfOptions(version=3)), "evf", "before the one at"),
    "never opens a cell": (lambda: write_evf(_never_opening(), EvfOptions(version=2)), "evf", "never opens a cell"),
    "mine map disagrees": (
        lambda: bytes([1, 0x80, 8, 8, 0, 11, 16, 0, 0, 0, 2, 0, 0, 0, 0]) + b"x\0\0\0\0\0\0" + bytes(8) + b"\0",
        "evf",
        "says 11 mines but its mine map holds 0",
    ),
}


@pytest.mark.parametrize("case", REFUSED)
def test_a_file_that_does_not_add_up_is_refused_with_one_sentence(case: str) -> None:
    make, suffix, words = REFUSED[case]
    with pytest.raises(VideoFormatError, match=words) as refused:
        read_video(make(), f"game.{suffix}")
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 200


def test_a_videos_game_replays_reviews_and_exports_as_our_own_games_do() -> None:
    from minesweeper.core.formats.export import evf_bytes
    from minesweeper.core.replay import Replay
    from minesweeper.session import review_game

    variant = BY_NAME["rmv 2 24 px"]
    video = read_video(variant.write(variant.clip((16, 16, 40), 9)), "game.rmv")
    replay = Replay(video.game)
    replay.seek(replay.end)
    assert replay.game.state == "won" and replay.moves == len(video.game.record.actions)
    assert len(review_game(video.game).moves) >= len(video.game.record.actions)
    again = read_video(evf_bytes(video.game), "again.evf").game
    assert (again.record.layout, again.outcome, again.ms, again.play.clicks) == (
        video.game.record.layout,
        video.game.outcome,
        video.game.ms,
        video.game.play.clicks,
    )
