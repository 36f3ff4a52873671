"""Another player's video, opened in the window, is kept in the history as *imported* and counts nowhere: not in the
statistics (played, won, streaks, recent results, best times), the personal records, a win's claim, the dailies, nor
what a history cap folds away. It is kept once however often its file is opened, read back with what its file said
of it, and ``--history`` ends its line with the word ``imported`` without changing the columns before it."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from minesweeper.core.formats.video import read_video
from minesweeper.core.formats.video_source import MAX_SOURCE_CHARS, VideoSource, clean_text
from minesweeper.core.metrics.records import kind_of
from minesweeper.core.presets import PRESETS
from minesweeper.core.ranking import is_ranked
from minesweeper.core.record import FinishedGame, HistoryEntry, Outcome
from minesweeper.store import Store
from minesweeper.text.batch import print_history
from minesweeper.text.board import history_line
from tests.gui.history_kit import finished
from tests.test_results_db import result
from tests.videos.variants import BY_NAME


def video_game(variant: str, size: tuple[int, int, int], seed: int, *, lose_after: int | None = None) -> FinishedGame:
    chosen = BY_NAME[variant]
    data = chosen.write(chosen.clip(size, seed, lose_after=lose_after))
    return read_video(data, f"game.{chosen.suffix}").game


# Other players' games of every kind that could touch the player's figures: a fast Expert win (a best time, a
# rank), a Beginner loss (a streak's end), a custom board (the custom row), an Intermediate win, one per format.
VIDEOS = (
    ("avf 0.52", (30, 16, 99), 13, None),
    ("rmv 2 24 px", (9, 9, 10), 5, 3),
    ("mvf 0.97", (20, 12, 40), 14, None),
    ("evf 4", (16, 16, 40), 12, None),
    ("evf 3", (9, 9, 10), 7, None),
)


def own_games() -> list[FinishedGame]:
    """The player's own Beginner and Expert games over a few days: wins and losses, streaks to break."""
    games = []
    for day in range(1, 6):
        for number, (key, lose) in enumerate((("beginner", None), ("beginner", None), ("expert", 20), ("12x8n14", 5))):
            games.append(finished(key, 100 * day + number, f"2024-06-0{day}T1{number}:00:00", lose_after=lose))
    return games


def figures(store: Store, games: list[FinishedGame]) -> object:
    """Everything the player's own results add up to, as the window and the terminal read it."""
    return (
        store.load_records(kind="classic"),
        store.load_records(kind="no-guess"),
        {level: store.records(level) for level in PRESETS},
        [store.rank(game.game_id) for game in games],
        store.last_level(),
        store.daily_attempts(),
    )


def test_imported_videos_change_no_statistic_record_rank_or_streak(tmp_path: Path) -> None:
    store = Store(tmp_path)
    own = own_games()
    for game in own:
        assert store.record_result(game)
    before = figures(store, own)
    videos = [video_game(variant, size, seed, lose_after=lose) for variant, size, seed, lose in VIDEOS]
    # Dated after every game of the player's own: the newest results, the streaks' latest, the last level played.
    rows = [store.keep_imported(replace_date(video, f"2024-07-0{n + 1}T12:00:00")) for n, video in enumerate(videos)]
    assert all(row is not None for row in rows)
    assert figures(store, own) == before
    assert [store.rank(video.game_id) for video in videos] == [None] * len(videos)
    listed = store.history(limit=100)
    assert [entry.imported for entry in listed[: len(videos)]] == [True] * len(videos)
    assert not any(entry.imported for entry in listed[len(videos) :])
    store.close()


def test_a_history_cap_lets_old_videos_go_without_folding_them_into_the_statistics(tmp_path: Path) -> None:
    """The oldest games go when the history is capped, what they counted folded into the baseline the statistics
    start from (each statistics row keeping its newest hundred): a custom board's video older than all of the
    player's custom games goes too, and folds nothing into the custom row."""
    store = Store(tmp_path)
    for number in range(110):
        day = f"2024-0{1 + number // 28}-{1 + number % 28:02d}T10:00:00"
        assert store.record_result(result("beginner", number % 3 != 0, 5000 + number, day))
        assert store.record_result(result("9x7n9", number % 2 == 0, 6000 + number, day))
    for n, (variant, size, seed, lose) in enumerate(VIDEOS):  # older than any of them: the first to go
        assert store.keep_imported(replace_date(video_game(variant, size, seed, lose_after=lose), f"2010-01-0{n + 1}"))
    before = (store.load_records(), store.load_records(kind="no-guess"))
    assert store.cap_history(100) > 0
    kept = [entry.difficulty for entry in store.history(limit=1000) if entry.imported]
    assert "20x12n40" not in kept and len(kept) == len(VIDEOS) - 1
    assert (store.load_records(), store.load_records(kind="no-guess")) == before
    store.close()


def replace_date(game: FinishedGame, started: str) -> FinishedGame:
    from dataclasses import replace

    return replace(game, started=started)


def test_a_video_opened_twice_is_one_row_read_back_with_what_its_file_said(tmp_path: Path) -> None:
    store = Store(tmp_path)
    game = video_game("avf 0.52", (9, 9, 10), 3)
    first, again = store.keep_imported(game), store.keep_imported(game)
    assert first is not None and first == again
    assert len(store.history()) == 1
    kept = store.stored_game(first)
    assert kept is not None and kept.source == game.source
    assert kept.source is not None and kept.source.program == "Minesweeper Arbiter 0.52.3" and kept.source.player
    assert (kept.record, kept.outcome, kept.ms, kept.play.hand) == (game.record, game.outcome, game.ms, game.play.hand)
    with pytest.raises(ValueError, match="only another player's game"):
        store.keep_imported(finished("beginner", 1, "2024-05-01T09:00:00"))
    store.close()


def test_history_ends_an_imported_line_with_the_word_and_keeps_its_columns(tmp_path: Path) -> None:
    store = Store(tmp_path)
    own = finished("beginner", 1, "2024-05-01T09:00:00")
    assert store.record_result(own)
    video = replace_date(video_game("evf 4", (9, 9, 10), 4), "2024-05-02T09:00:00")
    assert store.keep_imported(video) is not None
    out = io.StringIO()
    print_history(store, out)
    imported, mine = (line.split() for line in out.getvalue().splitlines())
    assert imported[:5] == ["2", "2024-05-02T09:00:00", "beginner", str(video.outcome), f"{video.ms / 1000:.3f}"]
    assert imported[5:] == ["imported"] and mine[5:] == []
    store.close()


def test_the_kind_words_put_imported_last() -> None:
    entry = HistoryEntry(1, "2024-05-01T09:00:00", "expert", Outcome.WON, 1, 1, 1, True, no_guess=True, imported=True)
    assert entry.kind_words == ("no-guess", "imported")
    assert history_line(entry).endswith(" 0.001 no-guess imported")


def test_a_video_is_in_no_table_and_never_ranked() -> None:
    assert kind_of(custom=False, no_guess=False, puzzle=False, daily=False, video=True) is None
    assert kind_of(custom=False, no_guess=True, puzzle=False, daily=False, video=True) is None
    assert not is_ranked(won=True, assisted=False, practice=False, video=True)
    assert is_ranked(won=True, assisted=False, practice=False)


def test_a_kept_source_is_read_back_as_untrusted() -> None:
    source = VideoSource("rmv", "2", "Viennasweeper 3.1", 'Zoë "Z" \\', "2012-03-04T10:20:30+00:00", "PL")
    assert VideoSource.from_text(source.to_text()) == source
    assert len(VideoSource("avf", "x" * 200, "p" * 200, '"' * 200, "d" * 200, "c" * 200).to_text()) <= MAX_SOURCE_CHARS
    for damaged in ("", "[1, 2]", "{", '{"player": 7, "program": "\\u0007Arbiter"}', "x" * (MAX_SOURCE_CHARS + 1)):
        read = VideoSource.from_text(damaged)
        assert read.player == "" and read.program in ("", "Arbiter")
    assert VideoSource.from_text(None) == VideoSource("", "", "", "", "", "")
    assert clean_text("a\nb\x00c ") == "a b c"
    assert source.when == "2012-03-04 10:20 UTC"
    assert source.credit() == 'played by Zoë "Z" \\ with Viennasweeper 3.1 on 2012-03-04 10:20 UTC'
    assert VideoSource("avf", "", "", "", "").credit() == "of an unknown player"
