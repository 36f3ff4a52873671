"""Which results compare has one answer: the level, the kind of board (classic, no-guess, daily: ``KIND_RULES``) and
the style, a daily only as a daily and only its counted attempt. Whatever mix of games a player has, a daily's retry
that did not count, a practice game, a win with the solver's help, a puzzle and a daily are in no classic or no-guess
best list and make no best-time claim; and for every kind the claim a win's headline makes (``Store.rank``, asked in
SQL) is its place in the table Personal bests shows (``records.table``), whose first row is ``--records``' first line
and Statistics' best time.
"""

from __future__ import annotations

import io
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from minesweeper.core.actions import Action, Kind
from minesweeper.core.daily.scheme import daily, today
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.measures import bbbv
from minesweeper.core.metrics.records import KINDS, table
from minesweeper.core.play import Play
from minesweeper.core.presets import PRESETS
from minesweeper.core.ranking import TOP
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.store import Store
from minesweeper.text.records import print_records

BEGINNER = PRESETS["beginner"]
CLASSIC = Layout(9, 9, bytes([1] * 10 + [0] * 71))
KINDS_PLAYED = ("classic", "no-guess", "daily", "daily retry", "daily late", "practice", "assisted", "puzzle")


@st.composite
def games(draw: st.DrawFn) -> list[tuple[str, FinishedGame]]:
    """A player's Beginner games of every kind, in the order they were recorded."""
    played = []
    days = [(date.fromisoformat(today()) - timedelta(days=n)).isoformat() for n in range(3)]
    for number in range(draw(st.integers(1, 14))):
        kind = draw(st.sampled_from(KINDS_PLAYED))
        won = draw(st.booleans())
        ms = draw(st.integers(1_000, 60_000))
        flagged = draw(st.booleans())
        day = draw(st.sampled_from(days))
        layout = daily(day, "beginner").layout if kind.startswith("daily") else CLASSIC
        total = bbbv(9, 9, layout.cells)
        actions = (Action(Kind.FLAG, 0, 0, 0),) if flagged else ()
        started = f"{day}T{'23:59:00' if kind != 'daily late' else '10:00:00'}"
        if kind == "daily late":  # opened on its date, first moved after midnight: it never counts
            started = f"{(date.fromisoformat(day) + timedelta(days=1)).isoformat()}T00:00:05"
        play = Play(
            daily=day if kind.startswith("daily") else "",
            practice=kind == "practice",
            assisted=kind == "assisted",
        )
        game = FinishedGame(
            f"game-{number}",
            GameRecord(BEGINNER, layout, False, actions, kind == "no-guess"),
            Outcome.WON if won else Outcome.LOST,
            ms,
            started,
            play,
            7 if kind == "puzzle" else None,
            total,
            total if won else total // 2,
        )
        played.append((kind, game))
    return played


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(played=games())
def test_only_comparable_wins_are_in_a_best_list_and_a_claim_is_their_place_in_the_table(
    tmp_path_factory: object, played: list[tuple[str, FinishedGame]]
) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder))
        for _, game in played:
            assert store.record_result(game)
        rows = store.records("beginner")
        by_id = {row.game_id: row for row in rows}
        kinds = dict((game.game_id, kind) for kind, game in played)
        for kind in KINDS:
            shown = table(rows, kind=kind)
            # Nothing that does not compare is in a table: no practice, help, puzzle, loss, or daily that did not count.
            assert all(kinds[row.game_id] not in ("practice", "assisted", "puzzle", "daily late") for row in shown)
            assert all(row.won for row in shown)
            if kind != "daily":
                assert all(not kinds[row.game_id].startswith("daily") for row in shown)
            # The first row is --records' first line.
            out, err = io.StringIO(), io.StringIO()
            print_records(rows, "beginner", out, err, style="all", kind=kind, sort="time")
            first = out.getvalue().splitlines()[:1]
            assert [line.split()[1] for line in first] == [str(row.row_id) for row in shown[:1]]
            if kind != "daily":  # Statistics' best times are the table's
                best = store.load_records(kind=kind).by_key["beginner"].best
                assert [r.ms for r in best] == [row.ms for row in shown]
        for played_as, game in played:
            claim = store.rank(game.game_id)
            row = by_id.get(game.game_id)
            if row is None or row.kind is None or not row.ranked:
                assert claim is None, (played_as, game)
                continue
            placed = [r.game_id for r in table(rows, kind=row.kind, size=len(rows))]
            expected = placed.index(game.game_id) + 1 if game.game_id in placed else None
            assert claim == (expected if expected is not None and expected <= TOP else None), (played_as, game)
            if claim == 1:
                assert table(rows, kind=row.kind)[0].game_id == game.game_id  # Personal bests' first row
        store.close()


def test_a_daily_retry_that_did_not_count_makes_no_claim_however_fast(tmp_path: Path) -> None:
    board = daily(today(), "beginner")
    total = bbbv(9, 9, board.layout.cells)
    first = FinishedGame(
        "first",
        GameRecord(BEGINNER, board.layout, False, ()),
        Outcome.WON,
        50_000,
        f"{today()}T09:00:00",
        Play(daily=today()),
        None,
        total,
        total,
    )
    retry = replace(first, game_id="retry", ms=20_000, started=f"{today()}T09:10:00")
    store = Store(tmp_path)
    assert store.record_result(first) and store.record_result(retry)
    assert store.rank("first") == 1 and store.rank("retry") is None
    assert [row.game_id for row in table(store.records("beginner"), kind="daily")] == ["first"]
