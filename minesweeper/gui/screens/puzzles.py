"""The puzzle library: every puzzle the player drew or imported, to play, edit, copy, delete and share.

Each row gives the puzzle's name, size, mines, 3BV, whether the hint solver finishes it from its open cells
without a guess (``core.puzzles.check``, worked out for the rows shown; boards over ``CHECK_CELLS`` cells
show "-" rather than keep the screen waiting) and the player's best time on it. Delete asks first. Share
code copies our board code, or shows it where there is no clipboard; .mbf files go out to and come in from
the exchange folder, and every file is read as untrusted: a bad one gets the reader's reason, and a board that
could not be played (no mine) the editor's. Neither a code nor an .mbf file holds open cells, and the player
is told so when the puzzle has some.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pygame

from minesweeper.core.clock_text import format_ms
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.figure_text import count
from minesweeper.core.formats.codes import encode_board
from minesweeper.core.formats.mbf import read_mbf, write_mbf
from minesweeper.core.language.translate import N_, _
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.measures import bbbv
from minesweeper.core.puzzles.check import check, refuse_unplayable
from minesweeper.core.puzzles.puzzle import MAX_NAME, Puzzle
from minesweeper.gui.art.prose import Sentence, reading
from minesweeper.gui.geometry import EDITOR_LIMIT, LEAST_ROWS, list_rows, screen_scale
from minesweeper.gui.heard import Heard, row_words
from minesweeper.gui.platform import clipboard
from minesweeper.gui.screen import Context, Navigator, Screen, Widget
from minesweeper.gui.widgets.buttons import CONTENT_TOP, Button, draw_buttons, sunken_field, title_window
from minesweeper.gui.widgets.table import HEAD_H, ROW_H, Table, TableColumn

W, GAP, BUTTON_H, ROWS, MESSAGE_LINES = 376, 6, 20, 10, 3  # the message's lines are of the reading type
# The screen's height at 1x without the table's rows and the message's lines: title, table heading, the
# message box's edges, three rows of buttons.
FIXED_H = CONTENT_TOP + HEAD_H + 4 + GAP + 8 + GAP + 3 * (BUTTON_H + GAP)
CHECK_CELLS = 10_000
HINT = N_("Up/Down choose - Enter plays - your best time on each is kept")
# The library's buttons, in their rows of three: each label (what the button does), its key's name and its key.
BUTTONS = (
    (N_("Play"), "Enter", pygame.K_RETURN),
    (N_("Edit"), "E", pygame.K_e),
    (N_("Duplicate"), "D", pygame.K_d),
    (N_("Delete"), "Del", pygame.K_DELETE),
    (N_("Share code"), "C", pygame.K_c),
    (N_("Export .mbf"), "X", pygame.K_x),
    (N_("Import .mbf"), "I", pygame.K_i),
    (N_("New puzzle"), "N", pygame.K_n),
    (N_("Back"), "Esc", pygame.K_ESCAPE),
)  # i18n: fixed (the keys' names)
PLAY, EDIT, DUPLICATE, DELETE, SHARE, EXPORT, IMPORT, NEW, BACK = (label for label, _key, _code in BUTTONS)


def columns() -> tuple[TableColumn, ...]:
    """The library's columns, each heading in the player's language with the widest text it holds."""
    return (
        TableColumn(_("Name"), "A puzzle's name", right=False, fill=True),  # i18n: fixed (a name's width, not shown)
        TableColumn(_("Size"), _("{width} x {height}").format(width=30, height=16)),
        TableColumn(_("Mines"), "999"),
        TableColumn("3BV", "999", optional=True),
        TableColumn(_("No guess"), "\n".join((_("yes"), _("no")))),  # as wide as the wider word, each on a line
        TableColumn(_("Best"), format_ms(999_999, for_people=True)),
    )


def now() -> str:
    return datetime.now().isoformat(timespec="seconds")


class PuzzlesScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator) -> None:
        self.ctx, self.nav = ctx, nav
        self.prose = reading(ctx.available)  # the message's and the empty note's type: the status line's size
        room = (ctx.available[0], ctx.available[1] - self.prose.height(MESSAGE_LINES))
        self.scale = s = screen_scale(room, (W, FIXED_H + LEAST_ROWS * ROW_H))
        rows = list_rows(room[1], s, FIXED_H, ROW_H, ROWS)  # as many as the desktop has room for
        table = pygame.Rect(GAP * s, CONTENT_TOP * s, (W - 2 * GAP) * s, (HEAD_H + 4 + rows * ROW_H) * s)
        self.columns = columns()
        self.table = Table(table, self.columns, s, ctx.font)
        self.file_table = Table(
            table.copy(), (TableColumn(_("File in the exchange folder"), right=False, fill=True),), s, ctx.font
        )
        self.message_box = pygame.Rect(
            GAP * s, table.bottom + GAP * s, table.width, self.prose.height(MESSAGE_LINES) + 8 * s
        )
        top = self.message_box.bottom + GAP * s
        third = (W - 4 * GAP) // 3 * s
        spots = [
            pygame.Rect(GAP * s + i % 3 * (third + GAP * s), top + i // 3 * (BUTTON_H + GAP) * s, third, BUTTON_H * s)
            for i in range(9)
        ]
        self.main = [Button(rect, _(label), key) for rect, (label, key, _code) in zip(spots, BUTTONS, strict=True)]
        self.keys = {code: button for button, (_label, _key, code) in zip(self.main, BUTTONS, strict=True)}
        self.keys[pygame.K_KP_ENTER] = self.main[0]
        # Nothing takes Delete's place while it asks, so a double click on Delete cannot confirm it.
        self.yes_button = Button(spots[0].copy(), _("Yes, delete"), "Y")
        self.import_button = Button(spots[0].copy(), _("Import"), "Enter")  # i18n: fixed (the key's name)
        self.cancel_button = Button(spots[1].union(spots[2]), _("Cancel"), "N, Esc")  # i18n: fixed (the keys' names)
        self.window = (W * s, spots[-1].bottom + GAP * s)
        self.confirming = False
        self.files: list[Path] | None = None  # while importing: the .mbf files to choose from
        self.pressed: Button | None = None
        self.rows: dict[int, tuple[str, ...]] = {}
        self.puzzles: list[Puzzle] = []
        self.message, self.message_colour = _(HINT), ctx.colours.dim_ink
        self.reload()

    def size(self) -> tuple[int, int]:
        return self.window

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        return [
            Widget("table", self.table.rect),
            Widget("message", self.message_box),
            *(Widget(b.label, b.rect, b.text_size(font, s)) for b in self.buttons),
        ]

    def sentences(self) -> list[Sentence]:
        """What the player reads in the reading type: the message, and an empty list's note in the table."""
        s, box = self.scale, self.message_box
        shown = [Sentence("message", self.message, box.inflate(-8 * s, -8 * s), self.prose)]
        table = self.table if self.files is None else self.file_table
        if not table.count:
            top = table.rect.top + (HEAD_H + 4) * s
            note = pygame.Rect(table.rect.left + 4 * s, top, table.rect.width - 8 * s, table.rect.bottom - 2 * s - top)
            text = (
                _("No puzzles yet. N draws one in the editor; I imports an .mbf file.")
                if self.files is None
                else _("No .mbf files in the exchange folder yet")
            )
            shown.insert(0, Sentence("empty note", text, note, self.prose))  # i18n: fixed (a key)
        return shown

    def heard(self) -> Heard:
        """The chosen puzzle (or file to import) with its figures, or the empty list's note; the message."""
        notes = {sentence.name: sentence.text for sentence in self.sentences()}
        chosen: tuple[str, ...]
        if self.files is not None:
            table, title = self.file_table, _("Import a puzzle")
            chosen = (self.files[table.selected].name,) if self.files else ()
        else:
            table, title = self.table, _("Puzzles")
            chosen = self.row(table.selected) if self.puzzles else ()
        headings = [column.title for column in self.columns] if self.files is None else [""]
        empty = notes.get("empty note", "")  # i18n: fixed (a key)
        focus = row_words(headings, chosen, table.selected, table.count) if chosen else empty
        message = notes["message"]
        return Heard(title, (focus,), "" if message == _(HINT) else message, hint=_(HINT))

    def reload(self, select: int | None = None) -> None:
        """Read the library again, choosing the puzzle with id ``select`` if given."""
        self.puzzles = self.ctx.store.puzzles() if self.ctx.store is not None else []
        self.rows.clear()
        ids = [p.puzzle_id for p in self.puzzles]
        self.table.set_count(len(self.puzzles), ids.index(select) if select in ids else None)
        self.tell_notices()

    def tell_notices(self) -> bool:
        notices = self.ctx.take_notices()
        if notices:
            self.say(notices[-1], alert=True)
        return bool(notices)

    def say(self, text: str, *, alert: bool = False, good: bool = False) -> None:
        """Put ``text`` on the message line: an alert in red, a thing done in green, else dimmed."""
        colours = self.ctx.colours
        self.message = text
        self.message_colour = colours.alert if alert else colours.good if good else colours.dim_ink

    @property
    def buttons(self) -> list[Button]:
        if self.confirming:
            return [self.yes_button, self.cancel_button]
        if self.files is not None:
            return [self.import_button, self.cancel_button]
        return self.main

    def chosen(self) -> Puzzle | None:
        return self.puzzles[self.table.selected] if self.puzzles else None

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.Event) -> Screen | None:
        table = self.file_table if self.files is not None else self.table
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = next((b for b in self.buttons if b.contains(event.pos)), None)
            if not self.confirming:
                table.click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chosen, self.pressed = self.pressed, None
            if chosen is not None and chosen.contains(event.pos):
                return self.press(chosen)
        elif event.type == pygame.MOUSEWHEEL:
            table.wheel(event.y)
        elif event.type == pygame.KEYDOWN:
            if self.confirming or self.files is not None:
                yes = pygame.K_y if self.confirming else pygame.K_RETURN
                keys = {
                    yes: self.buttons[0],
                    pygame.K_KP_ENTER: self.buttons[0],
                    pygame.K_n: self.cancel_button,
                    pygame.K_ESCAPE: self.cancel_button,
                }
            else:
                keys = self.keys
            if event.key in keys:
                return self.press(keys[event.key])
            if not self.confirming:
                table.handle_key(event.key)
        return None

    def press(self, button: Button) -> Screen | None:
        if button is self.cancel_button:
            self.confirming, self.files = False, None
            self.say(_(HINT))
        elif button is self.yes_button:
            self.delete()
        elif button is self.import_button:
            self.import_chosen()
        else:
            action = next(label for (label, _key, _code), own in zip(BUTTONS, self.main, strict=True) if own is button)
            if action == IMPORT:
                self.list_imports()
            elif action in (BACK, NEW):
                return self.nav.start() if action == BACK else self.nav.editor(None)
            else:
                return self.act(action)
        return None

    def act(self, action: str) -> Screen | None:
        """What a button (``action``: its label in ``BUTTONS``) does to the chosen puzzle."""
        puzzle = self.chosen()
        if puzzle is None:
            self.say(_("The library is empty: N draws a new puzzle, I imports an .mbf file"), alert=True)
            return None
        if action in (PLAY, EDIT):
            return self.play(puzzle) if action == PLAY else self.edit(puzzle)
        {DUPLICATE: self.duplicate, DELETE: self.ask, SHARE: self.share, EXPORT: self.export}[action](puzzle)
        return None

    # ------------------------------------------------------------------ what the buttons do

    def play(self, puzzle: Puzzle) -> Screen:
        return self.nav.board(
            puzzle.layout, opened=puzzle.opened, puzzle_id=puzzle.puzzle_id, back=self.nav.puzzles, back_to="puzzles"
        )

    def edit(self, puzzle: Puzzle) -> Screen | None:
        layout = puzzle.layout
        if layout.width > EDITOR_LIMIT[0] or layout.height > EDITOR_LIMIT[1]:
            refusal = _(
                "This board is {width} x {height}: the editor takes up to {most_width} x {most_height}. "
                "It can still be played."
            )
            sizes = {"most_width": EDITOR_LIMIT[0], "most_height": EDITOR_LIMIT[1]}
            self.say(refusal.format(width=layout.width, height=layout.height, **sizes), alert=True)
            return None
        return self.nav.editor(puzzle)

    def keep(self, puzzle: Puzzle, done: str) -> None:
        """Save ``puzzle`` as a new one in the library, choose it, and say ``done`` (or why it failed)."""
        saved = self.ctx.store.save_puzzle(puzzle, now()) if self.ctx.store is not None else None
        self.reload(select=saved)
        if saved is not None:
            self.say(done, good=True)
        elif not self.tell_notices():
            self.say(_("There is no data folder to keep puzzles in"), alert=True)

    def duplicate(self, puzzle: Puzzle) -> None:
        # Translators: the name of a puzzle's copy, after the puzzle's own.
        copy = _("{name} (copy)")
        name = copy.format(name=puzzle.name[: max(1, MAX_NAME - len(copy.format(name="")))])
        done = _('Duplicated as "{name}"').format(name=name)
        self.keep(replace(puzzle, name=name, puzzle_id=None, best_ms=None), done)

    def ask(self, puzzle: Puzzle) -> None:
        self.confirming = True
        # Translators: Y and N are the keys' letters.
        asked = _('Delete "{name}"? This cannot be undone. Y deletes it, N keeps it.')
        self.say(asked.format(name=puzzle.name), alert=True)

    def delete(self) -> None:
        puzzle, self.confirming = self.chosen(), False
        if puzzle is None or puzzle.puzzle_id is None or self.ctx.store is None:
            return
        deleted = self.ctx.store.delete_puzzle(puzzle.puzzle_id)
        self.reload()
        if deleted:
            self.say(_('Deleted "{name}"').format(name=puzzle.name), good=True)

    def share(self, puzzle: Puzzle) -> None:
        layout = puzzle.layout
        code = encode_board(layout.width, layout.height, layout.cells)
        # Each sentence ends with the code, or the note after it, with no full stop, which could be copied with it.
        if clipboard.copy(code):
            copied = _("Copied to the clipboard: {code} (it holds the mines only: the open cells stay behind)")
            self.say((copied if puzzle.opened else _("Copied to the clipboard: {code}")).format(code=code), good=True)
        else:
            by_hand = _(
                "There is no clipboard here; copy the code by hand: {code} (it holds the mines only: the open cells "
                "stay behind)"
            )
            self.say(
                (by_hand if puzzle.opened else _("There is no clipboard here; copy the code by hand: {code}")).format(
                    code=code
                )
            )

    def export(self, puzzle: Puzzle) -> None:
        layout = puzzle.layout
        try:
            data = write_mbf(layout.width, layout.height, layout.cells)
        except MinesweeperError as error:
            self.say(str(error), alert=True)
            return
        path = self.ctx.store.export_file(f"{puzzle.name}.mbf", data) if self.ctx.store is not None else None
        if path is not None:
            if puzzle.opened:
                done = _("Exported to {path}. An .mbf file holds no open cells: there it starts fully covered.")
            else:
                done = _("Exported to {path}.")
            self.say(done.format(path=path), good=True)
        elif not self.tell_notices():
            self.say(_("There is no data folder to export to"), alert=True)

    def list_imports(self) -> None:
        store = self.ctx.store
        if store is None:
            self.say(_("There is no data folder to import from"), alert=True)
            return
        self.files = store.importable(".mbf")
        self.file_table.set_count(len(self.files), 0)
        # Translators: {folder} is the exchange folder's path; Enter is the key.
        where = _("Put .mbf files (MinesweeperX boards) in {folder}; Enter imports the chosen one.")
        self.say(where.format(folder=store.paths.exchange))

    def import_chosen(self) -> None:
        files, store = self.files, self.ctx.store
        if not files or store is None:
            return
        path = files[self.file_table.selected]
        data = store.read_import(path)
        if data is None:
            self.tell_notices()
            return
        try:
            width, height, mines = read_mbf(data)
            refuse_unplayable(width, height, mines, ())  # a board with no mine, which the library never keeps
        except MinesweeperError as error:
            # Translators: a file's name, then why it cannot be read or played (a sentence of its own).
            self.say(_("{file}: {reason}").format(file=path.name, reason=error), alert=True)
            return
        self.files = None
        name = store.free_puzzle_name(path.stem[:MAX_NAME])  # "Stairs (2)" beside the "Stairs" kept already
        done = _('Imported "{name}" ({width} x {height})').format(name=name, width=width, height=height)
        self.keep(Puzzle(name, Layout(width, height, mines)), done)

    # ------------------------------------------------------------------ drawing

    def row(self, index: int) -> tuple[str, ...]:
        """A puzzle's cells in the table, worked out the first time the row is drawn."""
        puzzle = self.puzzles[index]
        key = puzzle.puzzle_id if puzzle.puzzle_id is not None else -index
        if key not in self.rows:
            layout = puzzle.layout
            w, h, cells = layout.width, layout.height, layout.cells
            try:
                no_guess = w * h <= CHECK_CELLS and check(w, h, cells, puzzle.opened).no_guess
                verdict = "-" if w * h > CHECK_CELLS else _("yes") if no_guess else _("no")
            except ValueError:  # a stored open cell that is a mine: playing it says so
                verdict = "?"
            best = format_ms(puzzle.best_ms, for_people=True) if puzzle.best_ms is not None else "-"
            size = _("{width} x {height}").format(width=w, height=h)
            mines, three_bv = count(layout.mine_count, for_people=True), count(bbbv(w, h, cells), for_people=True)
            self.rows[key] = (puzzle.name, size, mines, three_bv, verdict, best)
        return self.rows[key]

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, _("PUZZLES"), s, colours)
        if self.files is not None:
            files = self.files
            self.file_table.draw(surface, font, colours, lambda i: (files[i].name,))
        else:
            self.table.draw(surface, font, colours, self.row)
        sunken_field(surface, self.message_box, s, colours)
        for sentence in self.sentences():
            message = sentence.name == "message"
            sentence.draw(
                surface, self.message_colour if message else colours.dim_ink, centred=not message, middle=not message
            )
        draw_buttons(surface, self.buttons, self.ctx, s, self.pressed, alert=self.yes_button)
        return [surface.get_rect()]
