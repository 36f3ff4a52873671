"""The History screen: every finished game kept, newest first, to replay, export or compare; and replay import.

Each line says when the game started, its difficulty, how it ended, its time, its 3BV/s (3BV solved per
second, "-" where unknown) and its review's accuracy (the share of moves that were proven, forced or the
first; "-" until the game is reviewed: a game's review is kept when first worked out, and handed to the
viewer). A spinner filters by difficulty (all, each preset, every custom board). The
list is read from the results database a page at a time as the player scrolls (wheel, arrows, Page Up/Down,
Home/End), so a history of thousands of games opens at once. Enter, a double click or Replay opens the
chosen game in the replay viewer; J and E export it as our JSON replay or as EVF into the exchange folder
and the message says where it went, or why not. Import (I) lists the JSON replays and other players' videos in that
folder; the one chosen is read as untrusted and opened in the viewer (a video is kept in the history as imported:
another player's game, counted nowhere), or the reason it cannot be is shown. Esc goes back.

What a line says, and what its marks mean, is ``history_table``'s; the line under the list says what the marks mean
while the list holds a game marked. Choosing a game that cannot be replayed (dimmed), or a line listed as "Damaged",
says why not.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.language.translate import N_, _
from minesweeper.core.presets import CUSTOM, PRESETS
from minesweeper.core.record import FinishedGame, HistoryEntry
from minesweeper.gui.art.prose import Sentence, reading
from minesweeper.gui.exports import EVF, JSON, export_game
from minesweeper.gui.geometry import LEAST_ROWS, list_rows, screen_scale
from minesweeper.gui.heard import Heard, row_words
from minesweeper.gui.screen import DOUBLE_CLICK_MS, Context, Navigator, Screen, Widget
from minesweeper.gui.screens.history_table import (
    ASSISTED_LEGEND,
    LEGENDS,
    NOT_COUNTED_LEGEND,
    columns,
    game_cells,
    legend,
    row_cells,
)
from minesweeper.gui.videos import VIDEO_SUFFIXES, is_video
from minesweeper.gui.widgets.buttons import (
    CONTENT_TOP,
    Button,
    fit_line,
    held_down,
    sunken_field,
    title_window,
    wrap,
)
from minesweeper.gui.widgets.table import HEAD_H, ROW_H, Table, TableColumn

# 380 chrome pixels wide: twice that fits the 760 pixels an 800x600 desktop leaves a window, so a laptop reads the
# list at 2x. The table takes the title band's margin less three (TABLE_GAP) and the inner pad it must (TABLE_PAD): its
# columns are as wide as their widest text ("2024-05-04 08:01", "Intermediate", "Practice lost*", "1234.567",
# "333.33"), and where they cannot all be, the secondary figures are left out, then the date (``TableColumn.optional``).
W, GAP, SPIN_H, BUTTON_H, ROWS = 380, 6, 18, 30, 12
TABLE_GAP, TABLE_PAD = 3, (3, 0)
MESSAGE_LINES = 2  # of the reading type at least: a message naming a file and its folder
# The screen's height at 1x without the table's rows and the message: title, filter, table heading, buttons.
FIXED_H = CONTENT_TOP + SPIN_H + GAP + HEAD_H + 4 + GAP + GAP + BUTTON_H + GAP
CHUNK = 200  # games read from the database at a time
# Translators: the keys' names and letters (Enter, J, E, I, Left/Right) as they are on the keyboard.
HINT = N_("Enter replays - J, E export - I imports - Left/Right filter")
FILTERS: tuple[str | None, ...] = (None, *PRESETS, CUSTOM)  # all games, each preset, every custom board


def filter_label(key: str | None) -> str:
    """The filter's choice, as its spinner shows it: all games, a preset's name, or every custom board."""
    return _("All games") if key is None else _("Custom boards") if key == CUSTOM else _(PRESETS[key].label)


class HistoryScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator, back: Callable[[], Screen]) -> None:
        self.ctx, self.nav, self.back = ctx, nav, back
        self.prose = reading(ctx.available)  # the message's and the empty note's type: the status line's size
        room = (ctx.available[0], ctx.available[1] - self.prose.height(MESSAGE_LINES))
        self.scale = s = screen_scale(room, (W, FIXED_H + LEAST_ROWS * ROW_H))
        font = ctx.font
        names = (
            (N_("Replay"), "Enter"),
            (N_("Export JSON"), "J"),
            (N_("Export EVF"), "E"),
            (N_("Import"), "I"),
            (N_("Back"), "Esc"),
        )  # i18n: fixed (the keys' names)
        wide, half = (W - (len(names) + 1) * GAP) // len(names), (W - 3 * GAP) // 2

        def fitted(label: str) -> str:
            """A label on as many lines as its button's width needs (inside its bevel, two pixels of the scale)."""
            return "\n".join(wrap(font, label, s, (wide - 4) * s))

        # The key under the label, a label too long for its button on two lines; the buttons as tall as their words
        # need (a script whose lines run taller than the Latin type's, Arabic), the list a row shorter if it must be.
        self.buttons = [
            Button(pygame.Rect((GAP + i * (wide + GAP)) * s, 0, wide * s, 0), fitted(_(label)), detail=key)
            for i, (label, key) in enumerate(names)
        ]
        self.open_button = Button(pygame.Rect(GAP * s, 0, half * s, 0), _("Open"), detail="Enter")  # i18n: fixed
        cancel_spot = pygame.Rect((2 * GAP + half) * s, 0, half * s, 0)
        self.cancel_button = Button(cancel_spot, _("Cancel"), detail="Esc")  # i18n: fixed (the key's name)
        every = (*self.buttons, self.open_button, self.cancel_button)
        button_h = max(BUTTON_H * s, *(button.text_size(font, s)[1] for button in every))
        self.minus, self.plus = Button(pygame.Rect(0, 0, 0, 0), "-"), Button(pygame.Rect(0, 0, 0, 0), "+")
        spin_h = max(SPIN_H * s, self.minus.text_size(font, s)[1], self.plus.text_size(font, s)[1])
        taller = button_h - BUTTON_H * s + spin_h - SPIN_H * s
        # The hint with what both marks mean may need more lines than a message does (a long language): a row less.
        standing = "\n".join([_(HINT), _(LEGENDS).format(legend=_(ASSISTED_LEGEND), other=_(NOT_COUNTED_LEGEND))])
        lines = max(MESSAGE_LINES, len(self.prose.wrap(standing, (W - 2 * GAP) * s)))
        taller += self.prose.height(lines - MESSAGE_LINES)
        rows = list_rows(room[1] - taller, s, FIXED_H, ROW_H, ROWS)  # as many as the desktop has room for
        self.spin_box = pygame.Rect((W // 2 - 50) * s, CONTENT_TOP * s, 100 * s, spin_h)
        self.minus.rect.update(self.spin_box.left - spin_h - 4 * s, self.spin_box.top, spin_h, spin_h)
        self.plus.rect.update(self.spin_box.right + 4 * s, self.spin_box.top, spin_h, spin_h)
        table = pygame.Rect(
            TABLE_GAP * s, self.spin_box.bottom + GAP * s, (W - 2 * TABLE_GAP) * s, (HEAD_H + rows * ROW_H + 4) * s
        )
        self.columns = columns()
        self.table = Table(table, self.columns, s, font, scroll_bar=True, pad=TABLE_PAD)
        self.file_table = Table(
            table.copy(),
            (TableColumn(_("Replay file"), right=False, fill=True),),
            s,
            font,
            scroll_bar=True,
            pad=TABLE_PAD,
        )
        self.message_box = pygame.Rect(GAP * s, table.bottom + GAP * s, (W - 2 * GAP) * s, self.prose.height(lines))
        top = self.message_box.bottom + GAP * s
        for button in every:
            button.rect.update(button.rect.left, top, button.rect.width, button_h)
        self.window = (W * s, top + button_h + GAP * s)
        self.pressed: Button | None = None
        self.last_click = (-1, -DOUBLE_CLICK_MS)  # the row last pressed, and when
        self.filter = 0
        self.entries: list[HistoryEntry] = []
        self.complete = False
        self.busy: str | None = None  # another copy held the results database when it was last read
        self.files: list[Path] | None = None  # the replays offered while importing
        self.message, self.colour = _(HINT), ctx.colours.dim_ink
        self.load()

    def size(self) -> tuple[int, int]:
        return self.window

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        return [
            Widget("filter", self.spin_box),
            Widget("table", self.shown_table.rect),
            *(Widget(b.label, b.rect, b.text_size(font, s)) for b in (self.minus, self.plus, *self.shown_buttons)),
        ]

    # ------------------------------------------------------------------ the games

    def load(self) -> None:
        """Start the list again from the newest game of the chosen difficulty."""
        self.entries, self.complete = [], False
        self.table.set_count(0, 0)
        self.fetch(CHUNK)

    def fetch(self, wanted: int) -> None:
        """Read pages from the database until ``wanted`` lines are known or the history ends."""
        store = self.ctx.store
        while not self.complete and len(self.entries) < wanted:
            page = (
                []
                if store is None
                else store.history(difficulty=FILTERS[self.filter], limit=CHUNK, offset=len(self.entries))
            )
            self.entries += page
            self.complete = len(page) < CHUNK
            self.busy = store.results_busy if store is not None and not page else None
            if self.busy is not None:  # another copy holds the database: not empty, just not readable now
                self.complete = False
                break
        self.table.set_count(len(self.entries))
        self.ctx.collect_notices()

    def ahead(self) -> None:
        """Keep the games read two screens beyond the chosen line and the view, so every move finds them."""
        self.fetch(max(self.table.selected, self.table.top) + 2 * ROWS)

    @property
    def shown_table(self) -> Table:
        return self.file_table if self.files is not None else self.table

    def chosen_game(self) -> FinishedGame | None:
        """The selected game read back whole, or None with the message saying why not."""
        if not self.entries:
            self.say(_("There is no game to choose yet"), alert=True)
            return None
        entry = self.entries[self.table.selected]
        if entry.damage is not None:
            # Translators: {damage} says what is wrong with the game's row in the results database.
            damaged = _("This game is damaged in the history ({damage}): it cannot be replayed or exported")
            self.say(damaged.format(damage=entry.damage), alert=True)
            return None
        if not entry.replayable:
            self.say(_("This result came from an old records file: it has no board to replay or export"), alert=True)
            return None
        game = self.ctx.store.stored_game(entry.row_id) if self.ctx.store is not None else None
        if game is None:
            notices = self.ctx.take_notices()
            self.say(notices[-1] if notices else _("This game cannot be read back from the history"), alert=True)
        return game

    def empty_note(self) -> str:
        """What an empty list says: how to fill it (or, while another copy holds the database, that it is busy)."""
        if self.busy is not None:
            return _("The results database is busy (another Minesweeper is writing to it): press F5 to read it again")
        shown = FILTERS[self.filter]
        if shown is None:
            return _("No games yet: finish a game and it is kept here, or press I to import a replay file")
        if shown == CUSTOM:
            return _("No Custom boards games yet")
        # Translators: {level} is a level's name ("Expert").
        return _("No {level} games yet").format(level=_(PRESETS[shown].label))

    def shown_message(self) -> str:
        """The message line: what was last said, and while the list holds a game marked as played with the solver's
        help or a daily that did not count, what each mark means under the keys (for the whole list, so the line
        stays put as it scrolls)."""
        if self.message != _(HINT) or self.files is not None:
            return self.message
        marks = legend(self.entries)
        return _(HINT) if marks is None else "\n".join([_(HINT), marks])

    def sentences(self) -> list[Sentence]:
        """What the player reads in the reading type: the message line, and an empty list's note in the table."""
        shown = [Sentence("message", self.shown_message(), self.message_box, self.prose)]
        if self.files is None and not self.entries:
            s, box = self.scale, self.table.rect
            top, right = box.top + (HEAD_H + 4) * s, (box.right if self.table.bar is None else self.table.bar.left)
            note = pygame.Rect(box.left + 4 * s, top, right - 4 * s - box.left - 4 * s, box.bottom - 2 * s - top)
            shown.insert(0, Sentence("empty note", self.empty_note(), note, self.prose))  # i18n: fixed (a key)
        return shown

    def heard(self) -> Heard:
        """The filter, then the chosen game with its figures (or the replay file to import, or the empty list's note);
        the message, but for the standing hint."""
        if self.files is not None:
            table = self.file_table
            chosen = (
                row_words([""], [self.files[table.selected].name], table.selected, table.count) if self.files else ""
            )
            return Heard(_("Import a replay"), ("", chosen), "" if self.message == _(HINT) else self.message)
        # Translators: the filter's heading, "Show", and its choice ("All games", "Expert").
        shown = _("Show {games}").format(games=filter_label(FILTERS[self.filter]))
        if self.entries:
            cells = row_cells(self.entries[self.table.selected])
            chosen = row_words([c.title for c in self.columns], cells, self.table.selected, self.table.count)
        else:
            chosen = self.empty_note()
        notice = "" if self.message == _(HINT) else self.message
        return Heard(_("History"), (shown, chosen), notice, hint=_(HINT))

    def way_back(self) -> Callable[[], Screen]:
        """A video dropped on History is kept in it as imported: the list is read again, to come back to."""
        self.end_import()
        self.load()
        return lambda: self

    def refuse_file(self, sentence: str) -> bool:
        self.say(sentence, alert=True)
        return True

    def say(self, text: str, *, alert: bool = False, good: bool = False) -> None:
        colours = self.ctx.colours
        self.message, self.colour = text, colours.alert if alert else colours.good if good else colours.dim_ink

    # ------------------------------------------------------------------ what the player asks for

    def replay(self, game: FinishedGame, row_id: int | None = None) -> Screen | None:
        """The game in the viewer, with its kept review (the one in row ``row_id``), if it has one."""
        review = None if row_id is None or self.ctx.store is None else self.ctx.store.review_of(row_id)
        try:
            return self.nav.replay(game, lambda: self, review=review)
        except MinesweeperError as error:
            self.say(_("This game cannot be replayed: {reason}").format(reason=error), alert=True)
            return None

    def export(self, kind: str) -> None:
        game = self.chosen_game()
        if game is not None:
            done = export_game(self.ctx.store, game, kind, left_click_chords=self.ctx.settings.left_click_chord)
            self.say(done.message, alert=not done.ok, good=done.ok)

    def start_import(self) -> None:
        store = self.ctx.store
        self.files = [] if store is None else store.importable(".json", *VIDEO_SUFFIXES)
        self.file_table.set_count(len(self.files), 0)
        if self.files:
            self.say(_("Enter opens the chosen replay or video - Esc goes back"))
        elif store is None:
            self.say(
                _(
                    "No replays or videos in the exchange folder: export a game, or put a replay (.json) or another "
                    "player's video (.avf, .rmv, .mvf, .evf) there"
                ),
                alert=True,
            )
        else:
            # Translators: {folder} is the exchange folder's path.
            none = _(
                "No replays or videos in {folder}: export a game, or put a replay (.json) or another player's video "
                "(.avf, .rmv, .mvf, .evf) there"
            )
            self.say(none.format(folder=store.paths.exchange), alert=True)

    def source_line(self) -> str:
        """Where the replays to import come from, as the line over their list says it."""
        if self.ctx.store is None:
            return _("From the exchange folder")
        # Translators: {folder} is the exchange folder's path.
        return _("From {folder}").format(folder=self.ctx.store.paths.exchange)

    def import_chosen(self) -> Screen | None:
        from minesweeper.core.formats.replay_file import read_replay

        store = self.ctx.store
        if not self.files or store is None:
            return None
        path = self.files[self.file_table.selected]
        if is_video(path):  # another player's game: kept in the history as imported, so the list is read again
            opened = self.nav.open_video(path, lambda: self)
            if isinstance(opened, str):
                self.say(opened, alert=True)
                return None
            self.end_import()
            self.load()
            return opened
        data = store.read_import(path)
        if data is None:
            notices = self.ctx.take_notices()
            self.say(notices[-1] if notices else _("{file} cannot be read").format(file=path.name), alert=True)
            return None
        try:
            game = read_replay(data)
        except MinesweeperError as error:
            # Translators: a file's name, then why it cannot be read or played (a sentence of its own).
            self.say(_("{file}: {reason}").format(file=path.name, reason=error), alert=True)
            return None
        self.end_import()
        return self.replay(game)

    def end_import(self) -> None:
        self.files = None
        self.say(_(HINT))

    def open_selected(self) -> Screen | None:
        if self.files is not None:
            return self.import_chosen()
        game = self.chosen_game()
        return None if game is None else self.replay(game, self.entries[self.table.selected].row_id)

    def step_filter(self, step: int) -> None:
        self.filter = (self.filter + step) % len(FILTERS)
        self.load()
        self.say(_(HINT))

    # ------------------------------------------------------------------ input

    @property
    def shown_buttons(self) -> list[Button]:
        return (
            [self.open_button, self.cancel_button] if self.files is not None else [*self.buttons, self.minus, self.plus]
        )

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.mouse_down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            self.shown_table.release()
            if pressed is not None and pressed.contains(event.pos):
                return self.press(pressed)
        elif event.type == pygame.MOUSEMOTION:
            if self.shown_table.drag(event.pos):
                self.ahead()
        elif event.type == pygame.MOUSEWHEEL:
            self.shown_table.wheel(event.y)
            self.ahead()
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return None

    def mouse_down(self, pos: tuple[int, int]) -> Screen | None:
        self.pressed = next((b for b in self.shown_buttons if b.contains(pos)), None)
        if self.files is None and self.spin_box.collidepoint(pos):
            self.step_filter(1)
        table = self.shown_table
        row = table.click(pos)
        if row is None:
            if table.press_bar(pos):
                self.ahead()
            return None
        self.ahead()
        again = self.last_click[0] == row and self.ctx.now_ms() - self.last_click[1] <= DOUBLE_CLICK_MS
        self.last_click = (row, self.ctx.now_ms())
        if again:
            self.last_click = (-1, -DOUBLE_CLICK_MS)
            return self.open_selected()
        return None

    def press(self, button: Button) -> Screen | None:
        if button is self.open_button:
            return self.open_selected()
        if button is self.cancel_button:
            self.end_import()
        elif button in (self.minus, self.plus):
            self.step_filter(-1 if button is self.minus else 1)
        else:
            keys = (pygame.K_RETURN, pygame.K_j, pygame.K_e, pygame.K_i, pygame.K_ESCAPE)
            return self.key(keys[self.buttons.index(button)])
        return None

    def key(self, key: int) -> Screen | None:
        if key == pygame.K_END and self.files is None:
            self.fetch(2**62)  # the last game is the oldest one kept
        if self.shown_table.handle_key(key):
            self.ahead()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.open_selected()
        elif key == pygame.K_ESCAPE:
            if self.files is None:
                return self.back()
            self.end_import()
        elif self.files is None:
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.step_filter(-1 if key == pygame.K_LEFT else 1)
            elif key in (pygame.K_j, pygame.K_e):
                self.export(JSON if key == pygame.K_j else EVF)
            elif key == pygame.K_i:
                self.start_import()
            elif key == pygame.K_F5:
                self.load()
        return None

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, _("IMPORT A REPLAY") if self.files is not None else _("HISTORY"), s, colours)
        pointer = self.ctx.mouse_pos()
        if self.files is None:
            sunken_field(surface, self.spin_box, s, colours)
            label = font.render(filter_label(FILTERS[self.filter]), colours.ink, s)
            surface.blit(label, label.get_rect(center=self.spin_box.center))
            heading = font.render(_("Show"), colours.ink, s)
            surface.blit(heading, heading.get_rect(midright=(self.minus.rect.left - 6 * s, self.spin_box.centery)))
        else:
            where = fit_line(font, self.source_line(), self.window[0] - 2 * GAP * s, s)
            text = font.render(where, colours.ink, s)
            surface.blit(text, text.get_rect(center=(self.window[0] // 2, self.spin_box.centery)))
        if self.files is not None:
            files = self.files
            self.file_table.draw(surface, font, colours, lambda i: (files[i].name,))
        else:
            self.table.draw(surface, font, colours, lambda i: game_cells(self.entries[i], colours))
        for sentence in self.sentences():
            sentence.draw(surface, self.colour if sentence.name == "message" else colours.dim_ink, middle=True)
        for button in self.shown_buttons:
            button.draw(surface, font, s, colours, pressed=held_down(button, self.pressed, pointer))
        return [surface.get_rect()]
