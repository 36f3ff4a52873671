"""The History screen through the real loop: reached from the menu and from a game, the games newest first with
their 3BV/s, filtered, scrolled a page at a time from the database, opened in the viewer, exported in both
formats into the exchange folder, and replays imported from it, tampered ones refused with the reason."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from itertools import pairwise
from pathlib import Path

import pygame

from minesweeper.core.actions import Action
from minesweeper.core.clock_text import format_ms
from minesweeper.core.formats.evf import VERSION
from minesweeper.core.formats.replay_file import read_replay, replay_json, replay_name
from minesweeper.core.play import Play
from minesweeper.core.record import FinishedGame, GameRecord, HistoryEntry, Outcome
from minesweeper.core.stats import summary_cells
from minesweeper.gui.art.palette import chrome
from minesweeper.gui.art.prose import Sentence
from minesweeper.gui.geometry import Size
from minesweeper.gui.screens.history import CHUNK, FILTERS, HINT, ROWS, HistoryScreen, filter_label
from minesweeper.gui.screens.history_table import ASSISTED_LEGEND, NOT_COUNTED_MARK, columns, row_cells
from minesweeper.gui.screens.start import StartScreen
from minesweeper.store import Store
from tests.core.test_stats import played_stats
from tests.gui.driver import LEFT, Driver
from tests.gui.history_kit import finished, history, play_and_lose, seed_history, viewer
from tests.gui.test_stats_screen import open_stats
from tests.test_cli_results import damaged_history
from tests.test_results_db import result

CLASSIC = chrome("classic")


def open_history(driver: Driver) -> HistoryScreen:
    assert isinstance(driver.app.screen, StartScreen)
    driver.key(pygame.K_h)
    return history(driver)


def message(screen: HistoryScreen) -> Sentence:
    """The message line under the list, as the screen sets it."""
    [line] = [sentence for sentence in screen.sentences() if sentence.name == "message"]
    return line


def exchange(folder: Path) -> Path:
    return Store(folder).paths.exchange


def test_an_empty_history_says_how_to_get_one(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    screen = open_history(driver)
    assert screen.entries == [] and "finish a game" in screen.empty_note()
    note = screen.table.rect.inflate(-40, -120)  # the words sit in the middle of the empty list
    drawn = pygame.mask.from_threshold(
        driver.app.surface.subsurface(note.move(driver.app.ctx.origin)), CLASSIC.dim_ink, (1, 1, 1, 255)
    ).count()
    assert drawn > 100
    driver.key(pygame.K_RETURN)
    assert "no game" in screen.message
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.screen, StartScreen)


def test_games_are_listed_newest_first_with_their_time_and_3bv_per_second(tmp_path: Path) -> None:
    games = seed_history(tmp_path)
    screen = open_history(Driver(tmp_path))
    shown = [row_cells(entry) for entry in screen.entries]
    expected = []
    for game in reversed(games):
        assert game.bbbv_solved is not None
        name = "12x8/14" if game.record.difficulty.is_custom else game.record.difficulty.label
        result_text = {Outcome.WON: "Won", Outcome.LOST: "Lost"}[game.outcome]
        speed = f"{game.bbbv_solved * 1000 / game.ms:.3f}"
        expected.append((game.started[:16].replace("T", " "), name, result_text, format_ms(game.ms), speed, "-"))
    assert shown == expected
    assert shown[0][:3] == ("2024-05-04 08:01", "Tiny", "Won")


def test_a_line_says_dash_for_an_unknown_3bv_and_names_a_custom_board_by_its_size() -> None:
    line = HistoryEntry(7, "2024-05-01T10:15:42", "30x16n99", Outcome.GIVEN_UP, 61_237, None, None, True)
    assert row_cells(line) == ("2024-05-01 10:15", "30x16/99", "Given up", "61.237", "-", "-")
    quick = HistoryEntry(8, "2024-05-01T10:15:42", "expert", Outcome.WON, 0, 120, 120, True, accuracy=0.875)
    assert row_cells(quick)[1:] == ("Expert", "Won", "0.000", "-", "88%")  # no time: no speed either
    assert row_cells(HistoryEntry(9, "2024-05-01T10:15:42", "hard", Outcome.LOST, 4000, 30, 9, False))[4] == "2.250"


def test_a_practice_game_says_so_in_its_result_and_the_column_holds_the_longest_result(
    tmp_path: Path, desktop: Size
) -> None:
    practice = [
        HistoryEntry(10, "2024-05-01T10:15:42", "beginner", outcome, 5000, 10, 4, True, practice=True)
        for outcome in Outcome
    ]
    results = [row_cells(entry)[2] for entry in practice]
    assert results == ["Practice won", "Practice lost", "Practice quit"]
    driver = Driver(tmp_path)
    screen = open_history(driver)
    font, table, s = driver.app.ctx.font, screen.table, screen.scale
    # The widest text each column holds: a date, the widest level and kind (the ranked 8x8 Beginner's short name on a
    # no-guess board, wider than "Intermediate daily†"), a practice result marked as played with the solver's help, a
    # game over 1000 s, a 3BV/s over 100 and a full accuracy; beside its heading. On every screen, 800x600 and 1024x768
    # among them: the column is never cut ("Beginner 8×8 · ra…").
    widest = ("2024-05-04 08:01", "Beginner 8×8 no-guess", "Practice lost*", "1234.567", "333.33", "100%")
    assert font.size(widest[1], s)[0] >= font.size(f"Intermediate daily{NOT_COUNTED_MARK}", s)[0]
    shown = [screen.columns[i] for i in table.kept]  # a narrow screen leaves out the secondary figures, never words
    assert [c for c in columns() if not c.optional] == [c for c in shown if not c.optional]
    lines = [[column.title for column in shown], [widest[i] for i in table.kept]]
    for heading, line in ((True, lines[0]), (False, lines[1])):
        spans = [table.text_span(i, font.size(text, s)[0], heading=heading) for i, text in enumerate(line)]
        for (text, column), (left, right) in zip(zip(line, shown, strict=True), spans, strict=True):
            assert right - left == font.size(text, s)[0], f"{text!r} is cut in its column {column.title}"
            assert left >= table.rect.left + 2 * s and right <= table.rect.right - 2 * s, text
            assert heading or table.bar is None or right <= table.bar.left, f"{text!r} runs under the scroll bar"
        gaps = [b[0] - a[1] for a, b in pairwise(spans)]
        # Neighbouring columns stand at least a word space and more apart, never run together.
        space = font.size(" ", s)[0]
        assert min(gaps) > space, f"columns run together: {list(zip(line[1:], gaps, strict=True))}"


def test_a_game_played_with_the_solvers_help_is_marked_and_the_mark_explained_under_the_list(tmp_path: Path) -> None:
    store = Store(tmp_path)
    plain = result("beginner", True, 4_000, "2024-05-01T10:00:00")
    helped = replace(result("beginner", True, 5_000, "2024-05-01T10:01:00"), play=Play(assisted=True))
    practice = replace(result("beginner", False, 6_000, "2024-05-01T10:02:00"), play=Play(assisted=True, practice=True))
    for game in (plain, helped, practice):
        assert store.record_result(game)
    store.close()
    driver = Driver(tmp_path)
    screen = open_history(driver)
    assert [row_cells(entry)[2] for entry in screen.entries] == ["Practice lost*", "Won*", "Won"]
    assert message(screen).text == f"{HINT}\n{ASSISTED_LEGEND}"
    assert ASSISTED_LEGEND == "* a hint or the mine chances were used: not ranked"
    assert message(screen).fits()
    screen.key(pygame.K_RIGHT)  # Tiny: no game listed, none marked, nothing to explain
    assert message(screen).text == HINT


def test_a_list_with_no_marked_game_shows_the_keys_alone(tmp_path: Path) -> None:
    seed_history(tmp_path)
    screen = open_history(Driver(tmp_path))
    assert screen.entries and not any(entry.assisted for entry in screen.entries)
    assert message(screen).text == HINT


def test_the_filter_shows_one_difficulty_or_every_custom_board(tmp_path: Path) -> None:
    seed_history(tmp_path)
    driver = Driver(tmp_path)
    screen = open_history(driver)
    assert len(screen.entries) == 6
    driver.key(pygame.K_LEFT)  # from All back round to the custom boards
    assert FILTERS[screen.filter] == "custom" and [e.difficulty for e in screen.entries] == ["12x8n14"]
    driver.key(pygame.K_RIGHT)
    assert filter_label(FILTERS[screen.filter]) == "All games"
    for _ in range(4):
        driver.click(screen.plus.rect.center)
    assert FILTERS[screen.filter] == "beginner"
    assert [(e.difficulty, e.outcome) for e in screen.entries] == [
        ("beginner", Outcome.LOST),
        ("beginner", Outcome.WON),
    ]
    driver.click(screen.minus.rect.center)
    assert FILTERS[screen.filter] == "hard" and screen.entries == []
    assert "No Medium games" in screen.empty_note()


def test_a_long_history_is_read_a_page_at_a_time_and_scrolls_by_keys_wheel_and_bar(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for n in range(450):
        store.record_result(result("easy", n % 2 == 0, 2000 + n, f"2024-01-01T10:{n // 60:02d}:{n % 60:02d}"))
    store.close()
    driver = Driver(tmp_path)
    screen = open_history(driver)
    assert len(screen.entries) == CHUNK and not screen.complete
    driver.key(pygame.K_PAGEDOWN)
    assert (screen.table.selected, screen.table.top) == (ROWS, 1)
    driver.key(pygame.K_END)
    assert screen.complete and len(screen.entries) == 450
    assert (screen.table.selected, screen.table.top) == (449, 450 - ROWS)
    assert screen.entries[-1].ms == 2000  # the oldest game is last
    driver.key(pygame.K_PAGEUP)
    driver.key(pygame.K_UP)
    assert screen.table.selected == 449 - ROWS - 1
    driver.key(pygame.K_HOME)
    assert (screen.table.selected, screen.table.top) == (0, 0)
    driver.post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
    driver.step()
    assert (screen.table.selected, screen.table.top) == (0, 6)
    driver.click(screen.table.row_rect(8).center)  # the third line shown
    assert screen.table.selected == 8
    thumb = screen.table.thumb()
    assert thumb is not None
    driver.down(LEFT, thumb.center)
    driver.move((thumb.centerx, screen.table.bar.bottom + 50), (1, 0, 0))
    driver.up(LEFT, (thumb.centerx, screen.table.bar.bottom + 50))
    assert screen.table.top == len(screen.entries) - ROWS


def test_enter_a_double_click_and_the_replay_button_open_the_viewer_and_esc_comes_back(tmp_path: Path) -> None:
    games = seed_history(tmp_path)
    driver = Driver(tmp_path)
    screen = open_history(driver)
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    assert viewer(driver).game.game_id == games[-2].game_id
    driver.key(pygame.K_ESCAPE)
    assert driver.app.screen is screen and screen.table.selected == 1  # the same list, where it was
    row = screen.table.row_rect(3).center
    driver.click(row)
    driver.wait(1)
    driver.click(row)  # two single clicks a second apart only choose
    assert driver.app.screen is screen
    driver.click(row)  # the second click of a double click opens
    assert viewer(driver).game.game_id == games[-4].game_id
    driver.key(pygame.K_ESCAPE)
    driver.click(screen.buttons[0].rect.center)
    assert viewer(driver).game.game_id == games[-4].game_id


def test_results_from_an_old_records_file_are_listed_but_have_no_board(tmp_path: Path) -> None:
    (tmp_path / "records.json").write_text(json.dumps({"version": 1, "difficulties": played_stats()}))
    driver = Driver(tmp_path)
    screen = open_history(driver)
    assert screen.entries and not any(e.replayable for e in screen.entries)
    for key in (pygame.K_RETURN, pygame.K_j, pygame.K_e):
        driver.key(key)
        assert driver.app.screen is screen and "old records file" in screen.message
    assert not exchange(tmp_path).exists() or not any(exchange(tmp_path).iterdir())


def test_the_game_played_exports_as_json_and_evf_into_the_exchange_folder(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    store = driver.app.ctx.store
    assert store is not None
    driver.key(pygame.K_ESCAPE)  # closes the results card
    driver.key(pygame.K_ESCAPE)
    screen = open_history(driver)
    stored = store.stored_game(screen.entries[0].row_id)
    assert stored is not None
    driver.key(pygame.K_j)
    written = exchange(tmp_path) / replay_name(stored)
    assert written.is_file() and screen.message == f"Exported to {written}"
    again = read_replay(written.read_bytes())
    assert (again.record, again.outcome, again.ms, again.play.hand) == (
        stored.record,
        stored.outcome,
        stored.ms,
        stored.play.hand,
    )
    driver.click(screen.buttons[2].rect.center)  # Export EVF
    evf = written.with_suffix(".evf")
    assert screen.message == f"Exported to {evf}"
    assert evf.read_bytes()[0] == VERSION
    driver.key(pygame.K_j)  # again: a new file, never over the first
    assert (exchange(tmp_path) / written.name.replace(".json", " (2).json")).is_file()


def test_games_evf_cannot_hold_are_refused_with_the_reason(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result(finished("300x2n1", 1, "2024-05-01T10:00:00"))
    lost = finished("easy", 2, "2024-05-02T10:00:00", lose_after=1)
    store.record_result(replace(lost, game_id="given", outcome=Outcome.GIVEN_UP))
    store.close()
    driver = Driver(tmp_path)
    screen = open_history(driver)
    driver.key(pygame.K_e)
    assert "given up" in screen.message and screen.colour == CLASSIC.alert
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_e)
    assert "No EVF export: EVF replays hold boards of at most 255" in screen.message
    driver.key(pygame.K_j)  # our own format holds any board
    assert screen.message.startswith("Exported to ") and screen.colour == CLASSIC.good


def choose_file(driver: Driver, screen: HistoryScreen, name: str) -> None:
    """Home, then Down to the file called ``name``."""
    assert screen.files is not None
    driver.key(pygame.K_HOME)
    for _ in range([path.name for path in screen.files].index(name)):
        driver.key(pygame.K_DOWN)
    assert screen.files[screen.file_table.selected].name == name


def test_import_opens_a_good_replay_and_refuses_a_tampered_one_with_the_reason(tmp_path: Path) -> None:
    good = finished("beginner", 8, "2024-05-05T10:00:00")
    folder = exchange(tmp_path)
    folder.mkdir(parents=True)
    (folder / "good.json").write_text(replay_json(good))
    tampered = json.loads(replay_json(good))
    tampered["ms"] += 1000
    (folder / "tampered.json").write_text(json.dumps(tampered))
    (folder / "notes.txt").write_text("not a replay")
    driver = Driver(tmp_path)
    screen = open_history(driver)
    driver.key(pygame.K_i)
    assert screen.files is not None and sorted(p.name for p in screen.files) == ["good.json", "tampered.json"]
    choose_file(driver, screen, "tampered.json")
    driver.key(pygame.K_RETURN)
    assert driver.app.screen is screen and screen.files is not None
    assert screen.message.startswith("tampered.json: the replay says the game took")
    choose_file(driver, screen, "good.json")
    driver.click(screen.open_button.rect.center)
    assert viewer(driver).game.record == good.record
    driver.key(pygame.K_ESCAPE)
    assert driver.app.screen is screen and screen.files is None  # back to the games


def test_import_with_nothing_to_import_says_where_to_put_replays(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    screen = open_history(driver)
    driver.click(screen.buttons[3].rect.center)
    assert screen.files == [] and screen.message.startswith(f"No replays or videos in {exchange(tmp_path)}")
    driver.click(screen.cancel_button.rect.center)
    assert screen.files is None


def test_a_stored_game_whose_moves_do_not_replay_is_refused_without_a_crash(tmp_path: Path) -> None:
    game = finished("easy", 3, "2024-05-01T10:00:00")
    first, last = game.record.actions[0], game.record.actions[-1]
    again = Action(first.kind, first.x, first.y, last.t + 100)  # a cell opened twice, after the game ended
    broken = GameRecord(game.record.difficulty, game.record.layout, False, (*game.record.actions, again))
    store = Store(tmp_path)
    store.record_result(FinishedGame("broken", broken, Outcome.WON, game.ms, game.started))
    store.close()
    driver = Driver(tmp_path)
    screen = open_history(driver)
    driver.key(pygame.K_RETURN)
    assert driver.app.screen is screen and "cannot be rebuilt" in screen.message  # the store refuses it on reading


def test_history_from_a_game_comes_back_to_it_without_counting_the_time_away(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout="*....\n.....\n.....\n....*")
    driver.click_cell(1, 1)  # a 1: the game goes on
    driver.wait(2)
    play = driver.play
    before = play.session.elapsed_ms()
    bar = play.canvas.bar
    driver.click(bar.titles[0].center)
    item = next(i for i, entry in enumerate(bar.menus[0].items) if getattr(entry, "label", "") == "History")
    driver.click(bar.rows[0][item].center)
    history(driver)
    driver.wait(30)
    driver.key(pygame.K_ESCAPE)
    assert driver.app.screen is play and play.session.elapsed_ms() == before
    driver.wait(1)
    assert play.session.elapsed_ms() == before + 1000


def test_a_damaged_line_says_so_and_cannot_be_replayed_or_exported(tmp_path: Path) -> None:
    import sqlite3

    seed_history(tmp_path)
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        db.execute("UPDATE games SET ms = 'abc' WHERE id = 6")  # the newest game: the first line
        db.execute("UPDATE games SET bbbv_solved = 1e300, ms = 1e300 WHERE id = 5")
    sqlite3.connect(":memory:").close()
    driver = Driver(tmp_path)
    screen = open_history(driver)  # drawn: no TypeError in the line's time or speed
    cells = [row_cells(entry) for entry in screen.entries[:2]]
    assert [(result, time, speed, accuracy) for _, _, result, time, speed, accuracy in cells] == [
        ("Damaged", "-", "-", "-")
    ] * 2
    for key in (pygame.K_RETURN, pygame.K_e, pygame.K_j):
        driver.key(key)
        assert screen.message.startswith("This game is damaged in the history") and "time" in screen.message
        assert driver.app.screen is screen
    assert not exchange(tmp_path).exists() or not any(exchange(tmp_path).iterdir())


def test_an_export_the_writer_refuses_is_a_message_not_a_crash(tmp_path: Path) -> None:
    from minesweeper.gui.exports import EVF, export_game

    game = finished("beginner", 1, "2024-05-01T09:12:00")
    for ms in (-5, 5_000_000_000):
        done = export_game(Store(tmp_path), replace(game, ms=ms), EVF, left_click_chords=True)
        assert not done.ok and done.message.startswith("No EVF export:") and "time" in done.message


def test_a_busy_database_is_said_to_be_busy_not_empty_and_f5_reads_it_again(tmp_path: Path) -> None:
    """Another copy holding the results database's write lock: the list says so instead of "No games yet"."""
    seed_history(tmp_path)
    other = sqlite3.connect(tmp_path / "results.sqlite3", isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")  # in WAL mode readers get past a plain write lock; not this
    other.execute("BEGIN EXCLUSIVE")
    try:
        driver = Driver(tmp_path)
        screen = open_history(driver)
        assert screen.entries == [] and "busy" in screen.empty_note() and "No games" not in screen.empty_note()
    finally:
        other.close()
    driver.key(pygame.K_F5)
    assert screen.entries and "busy" not in screen.empty_note()


def test_damaged_text_columns_are_listed_as_damaged_and_the_statistics_leave_them_out(tmp_path: Path) -> None:
    """A board of ``xx``, moves ``garbage`` or off the board, an impossible difficulty, wasted clicks ``x`` or off the
    board: each line says Damaged, Enter says why instead of replaying, and Statistics counts the two sound games."""
    damaged_history(tmp_path)
    driver = Driver(tmp_path)
    screen = open_history(driver)
    assert [e.row_id for e in screen.entries] == list(range(9, 0, -1))
    assert [row_cells(e)[2] for e in screen.entries] == ["Won"] + ["Damaged"] * 7 + ["Won"]
    for line in range(1, 8):
        driver.key(pygame.K_DOWN)
        assert screen.table.selected == line
        driver.key(pygame.K_RETURN)
        assert driver.app.screen is screen and screen.message.startswith("This game is damaged in the history")
    driver.key(pygame.K_ESCAPE)
    assert summary_cells(open_stats(driver).stats.by_key["custom"]) == ("2", "2", "100%", "2", "2", "-")
