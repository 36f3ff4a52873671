"""Create mode: draw a puzzle cell by cell, see what it starts as and whether logic finishes it, and keep it.

A left click places or takes away a mine (drag to paint more), a right click marks a cell to start open or
covers it again; the keyboard does the same with the arrows, M and O. Under the board a status line counts
the mines and the 3BV (and how much of it the open cells leave), and says whether the hint solver finishes
the puzzle from its open cells without a guess (``core.puzzles.check``). Save keeps it in the library (the
same puzzle again once saved), Test play plays it in a session that keeps nothing and comes back here with
the drawing as it was, Clear and leaving with unsaved changes ask first. A puzzle that cannot be played (no
mine, nothing left to open) is refused with what to change. The board is drawn whole at the largest zoom up
to 3 that fits the desktop, so the editor takes boards up to ``EDITOR_LIMIT``, no scrolling needed.

The board is drawn as its player will first see it, with what is under the cover shown. Cells that start
open are the game's own open tiles, numbers and all. A covered cell is the game's covered tile with what lies
under it painted on: a mine in full, so the player sees what they placed, and its number faintly, so the
numbers can be read while drawing without looking open. The marks are the open tiles' own glyphs, cut out of
the sprite sheet on the open ground's colour, so every theme's number shapes and colours carry over. The
keyboard cursor is drawn as on the game's board.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import pygame

from minesweeper.core.board import Cell
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.figure_text import count
from minesweeper.core.language.cells import cell_name
from minesweeper.core.language.translate import N_, _, ngettext
from minesweeper.core.puzzles.draft import PuzzleDraft
from minesweeper.core.puzzles.puzzle import MAX_NAME, Puzzle
from minesweeper.core.view import Tile
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.art.prose import Sentence, reading
from minesweeper.gui.art.sheets import SpriteSheets, TileSprite
from minesweeper.gui.geometry import BOARD_BEVEL, MAX_SCREEN_SCALE, cell_px
from minesweeper.gui.heard import Heard
from minesweeper.gui.play.board_view import draw_cursor
from minesweeper.gui.screen import Context, Navigator, Screen, Widget
from minesweeper.gui.widgets.buttons import CONTENT_TOP, Button, bevel, draw_buttons, even_row, title_window
from minesweeper.gui.widgets.text_field import TextField

MIN_W, GAP, FIELD_H, BUTTON_H, LABEL_W = 340, 6, 16, 18, 34  # LABEL_W: the least room for the field's label
SNUG = 3  # the gaps about the board and the words under it: Expert's board fits an 800x600 laptop at 2x
WORDS_LINES = 3  # of the reading type under the board: the status (one or two lines), then the message (one, or
# as many as the hint takes: ``words_lines``)
ZOOMS = (3, 2, 1)
# Translators: M, O and Tab are the keys' names.
HINT = N_("Click: mine - right click: starts open - arrows, M, O - Tab: name")
UNTITLED = N_("Untitled")  # the name of a puzzle saved with none
Asking = tuple[str, str]  # what a Yes does ("clear" or "leave") and the question
# A cell under the cursor as heard, by what it holds and whether it starts open: "C5, mine", "D2, 1, starts open".
CELL_WORDS = {
    ("mine", False): N_("{cell}, mine"),
    ("mine", True): N_("{cell}, mine, starts open"),
    ("blank", False): N_("{cell}, blank"),
    ("blank", True): N_("{cell}, blank, starts open"),
    ("number", False): N_("{cell}, {number}"),
    ("number", True): N_("{cell}, {number}, starts open"),
}
GHOST_ALPHA = 130  # of 255: a covered cell's number is readable but plainly not showing yet


class DraftView:
    """Where the board sits on the editor's screen, at which zoom, and how its cells are drawn."""

    def __init__(self, topleft: tuple[int, int], size: tuple[int, int], zoom: int, scale: int) -> None:
        self.zoom, self.scale = zoom, scale
        self.cell = cell_px(zoom)
        self.rect = pygame.Rect(topleft, (size[0] * self.cell, size[1] * self.cell))
        self.frame = self.rect.inflate(2 * BOARD_BEVEL * scale, 2 * BOARD_BEVEL * scale)
        self._marks: tuple[Sequence[pygame.Surface], list[pygame.Surface | None]] | None = None

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        if not self.rect.collidepoint(pos):
            return None
        return (pos[0] - self.rect.left) // self.cell, (pos[1] - self.rect.top) // self.cell

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        return pygame.Rect(self.rect.left + x * self.cell, self.rect.top + y * self.cell, self.cell, self.cell)

    def _overlays(self, tiles: Sequence[pygame.Surface]) -> list[pygame.Surface | None]:
        """Per ``numbers`` value (0-8, then the mine at ``Tile.MINE``): the glyph to paint on a covered tile."""
        if self._marks is not None and self._marks[0] is tiles:
            return self._marks[1]
        ground = tiles[TileSprite.OPEN].get_at((self.cell - 1, self.cell - 1))
        edge = self.zoom  # the open tile's grid line along its top and left
        marks: list[pygame.Surface | None] = [None] * (Tile.MINE + 1)
        for value in (*range(1, 9), Tile.MINE):
            sprite = TileSprite.MINE if value == Tile.MINE else TileSprite.number(value)
            glyph = tiles[sprite].subsurface((edge, edge, self.cell - edge, self.cell - edge)).copy()
            glyph.set_colorkey(ground)
            if value != Tile.MINE:
                glyph.set_alpha(GHOST_ALPHA)
            marks[value] = glyph
        self._marks = (tiles, marks)
        return marks

    def draw(
        self,
        surface: pygame.Surface,
        draft: PuzzleDraft,
        sheets: SpriteSheets,
        colours: ChromeColours,
        cursor: Cell | None,
    ) -> None:
        bevel(surface, self.frame, BOARD_BEVEL * self.scale, colours, raised=False)
        tiles = sheets.tiles(self.zoom)
        marks = self._overlays(tiles)
        view, under, width = draft.view, draft.numbers, draft.width
        jobs: list[tuple[pygame.Surface, tuple[int, int]]] = []
        for index, shown in enumerate(view):
            y, x = divmod(index, width)
            place = (self.rect.left + x * self.cell, self.rect.top + y * self.cell)
            if shown != Tile.COVERED:
                jobs.append((tiles[TileSprite.number(shown)], place))
                continue
            jobs.append((tiles[TileSprite.COVERED], place))
            mark = marks[under[index]]
            if mark is not None:
                jobs.append((mark, (place[0] + self.zoom, place[1] + self.zoom)))
        surface.fblits(jobs)
        if cursor is not None:
            draw_cursor(surface, self.cell_rect(*cursor), self.zoom, colours)


class EditorScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator, puzzle: Puzzle) -> None:
        self.ctx, self.nav = ctx, nav
        self.puzzle_id = puzzle.puzzle_id
        self.draft = PuzzleDraft.of_layout(puzzle.layout, puzzle.opened)
        size = (puzzle.layout.width, puzzle.layout.height)
        self.prose = reading(ctx.available)
        fixed_h = CONTENT_TOP + FIELD_H + SNUG + 2 * BOARD_BEVEL + SNUG + SNUG + BUTTON_H + SNUG
        room_w = ctx.available[0]

        def room_h(s: int) -> int:
            """The height left at scale ``s`` once the words under the board have theirs."""
            return ctx.available[1] - self.prose.height(self.words_lines(s))

        # The largest scale at which the screen fits with the board at its smallest zoom (the board's cells
        # grow by their own zoom, below).
        board_w, board_h = size[0] * cell_px(1), size[1] * cell_px(1)
        self.scale = s = next(
            (
                s
                for s in range(MAX_SCREEN_SCALE, 1, -1)
                if max(MIN_W * s, board_w + 2 * (GAP + BOARD_BEVEL) * s) <= room_w
                and fixed_h * s + board_h <= room_h(s)
            ),
            1,
        )
        zoom = next(
            (
                z
                for z in ZOOMS
                if max(MIN_W * s, size[0] * cell_px(z) + 2 * (GAP + BOARD_BEVEL) * s) <= room_w
                and fixed_h * s + size[1] * cell_px(z) <= room_h(s)
            ),
            1,
        )
        width = max(MIN_W * s, size[0] * cell_px(zoom) + 2 * (GAP + BOARD_BEVEL) * s)
        top = CONTENT_TOP * s
        # The field starts past its label, however long the label runs in a language (en_XA's "[Ñååḿéé]").
        field_left = GAP * s + max(LABEL_W * s, ctx.font.size(_("Name"), s)[0] + GAP * s)
        self.name = TextField(
            pygame.Rect(field_left, top, width - GAP * s - field_left, FIELD_H * s),
            max_length=MAX_NAME,
            text=puzzle.name,
        )
        board_top = self.name.rect.bottom + (SNUG + BOARD_BEVEL) * s
        self.board = DraftView(((width - size[0] * cell_px(zoom)) // 2, board_top), size, zoom, s)
        self.words = pygame.Rect(
            GAP * s, self.board.frame.bottom + SNUG * s, width - 2 * GAP * s, self.prose.height(self.words_lines(s))
        )
        buttons_top = self.words.bottom + SNUG * s
        quarter = (width - 5 * GAP * s) // 4
        spots = even_row(width, buttons_top, 4, quarter, GAP * s, BUTTON_H * s)
        self.save_button = Button(spots[0], _("Save"), "S")
        self.test_button = Button(spots[1], _("Test play"), "T")
        self.clear_button = Button(spots[2], _("Clear"), "C")
        self.back_button = Button(spots[3], _("Back"), "Esc")  # i18n: fixed (the key's name)
        self.yes_button = Button(spots[0].union(spots[1]), _("Yes"), "Y")
        self.no_button = Button(spots[2].union(spots[3]), _("Cancel"), "N, Esc")  # i18n: fixed (the keys' names)
        every = (
            self.save_button,
            self.test_button,
            self.clear_button,
            self.back_button,
            self.yes_button,
            self.no_button,
        )
        # As tall as their words need where a script's lines run taller than the Latin type's (Arabic).
        button_h = max(BUTTON_H * s, *(button.text_size(ctx.font, s)[1] for button in every))
        for button in every:
            button.rect.height = button_h
        self.window = (width, buttons_top + button_h + SNUG * s)
        self.cursor: Cell = (0, 0)
        self.cursor_shown = False
        self.painting: bool | None = None  # while the left button is held: the state dragged onto cells
        self.pressed: Button | None = None
        self.asking: Asking | None = None
        self.message, self.message_colour = _(HINT), ctx.colours.dim_ink
        self.kept = self.state()

    def words_lines(self, scale: int) -> int:
        """The lines under the board at ``scale``: the status's (two at most), then the hint's at the screen's
        narrowest (a long language's hint takes two)."""
        return WORDS_LINES - 1 + len(self.prose.wrap(_(HINT), (MIN_W - 2 * GAP) * scale))

    def size(self) -> tuple[int, int]:
        return self.window

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        return [
            Widget("name", self.name.rect),
            Widget("board", self.board.frame),
            *(Widget(b.label, b.rect, b.text_size(font, s)) for b in self.buttons),
        ]

    def leave(self) -> None:
        self.name.release()

    def state(self) -> tuple[bytes, tuple[Cell, ...], str]:
        """What saving keeps, to tell whether there are changes to lose."""
        return bytes(self.draft.mines), self.draft.opened, self.name.text.strip()

    @property
    def buttons(self) -> tuple[Button, ...]:
        if self.asking is not None:
            return self.yes_button, self.no_button
        return self.save_button, self.test_button, self.clear_button, self.back_button

    def say(self, text: str, *, alert: bool = False, good: bool = False) -> None:
        colours = self.ctx.colours
        self.message = text
        self.message_colour = colours.alert if alert else colours.good if good else colours.dim_ink

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if self.name.handle_event(event):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            return self.mouse_down(event.button, event.pos)
        if event.type == pygame.MOUSEMOTION and self.painting is not None:
            cell = self.board.cell_at(event.pos)
            if not event.buttons[0]:
                self.painting = None  # the button came up outside the window
            elif cell is not None:
                self.draft.set_mine(*cell, self.painting)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chosen, self.pressed, self.painting = self.pressed, None, None
            if chosen is not None and chosen.contains(event.pos):
                return self.press(chosen)
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return None

    def mouse_down(self, button: int, pos: tuple[int, int]) -> Screen | None:
        if self.name.rect.collidepoint(pos) and self.asking is None:
            self.name.focus()
            return None
        self.name.blur()
        if button == 1:
            self.pressed = next((b for b in self.buttons if b.contains(pos)), None)
        cell = self.board.cell_at(pos)
        if cell is None or self.asking is not None:
            return None
        self.cursor, self.cursor_shown = cell, False
        if button == 1:
            self.painting = not self.draft.has_mine(*cell)
            self.draft.set_mine(*cell, self.painting)
        else:
            self.toggle_open(cell)
        return None

    def key(self, key: int) -> Screen | None:
        if self.asking is not None:
            if key in (pygame.K_y, pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.press(self.yes_button)
            if key in (pygame.K_n, pygame.K_ESCAPE):
                self.press(self.no_button)
            return None
        if self.name.focused:  # the keys the field leaves to the screen
            if key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.name.blur()
            return None
        moves = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if key in moves:
            if self.cursor_shown:
                dx, dy = moves[key]
                self.cursor = (
                    max(0, min(self.draft.width - 1, self.cursor[0] + dx)),
                    max(0, min(self.draft.height - 1, self.cursor[1] + dy)),
                )
            self.cursor_shown = True
        elif key in (pygame.K_m, pygame.K_SPACE):
            self.cursor_shown = True
            self.draft.set_mine(*self.cursor, not self.draft.has_mine(*self.cursor))
        elif key == pygame.K_o:
            self.cursor_shown = True
            self.toggle_open(self.cursor)
        elif key == pygame.K_TAB:
            self.name.focus()
        else:
            chosen = {
                pygame.K_s: self.save_button,
                pygame.K_t: self.test_button,
                pygame.K_c: self.clear_button,
                pygame.K_ESCAPE: self.back_button,
            }.get(key)
            if chosen is not None:
                return self.press(chosen)
        return None

    def toggle_open(self, cell: Cell) -> None:
        try:
            self.draft.toggle_open(*cell)
        except MinesweeperError as error:
            self.say(str(error), alert=True)

    # ------------------------------------------------------------------ what the buttons do

    def press(self, button: Button) -> Screen | None:
        if button is self.save_button:
            self.save()
        elif button is self.test_button:
            return self.test_play()
        elif button is self.clear_button:
            if self.draft.mine_count or self.draft.marks:
                self.asking = ("clear", _("Clear the board? Every mine and open cell goes."))
        elif button is self.back_button:
            if self.state() == self.kept:
                return self.nav.puzzles()
            self.asking = ("leave", _("Leave without saving? Your changes will be lost."))
        elif button is self.no_button:
            self.asking = None
        elif button is self.yes_button and self.asking is not None:
            what, self.asking = self.asking[0], None
            if what == "leave":
                return self.nav.puzzles()
            self.draft.clear()
            self.say(_("Cleared"))
        return None

    def save(self) -> None:
        try:
            layout = self.draft.layout()
        except MinesweeperError as error:
            self.say(str(error), alert=True)
            return
        store = self.ctx.store
        name = self.name.text.strip()[:MAX_NAME] or _(UNTITLED)
        saved = None
        if store is not None:
            when = datetime.now().isoformat(timespec="seconds")
            saved = store.save_puzzle(Puzzle(name, layout, self.draft.opened, self.puzzle_id), when)
        notices = self.ctx.take_notices()
        if saved is None:
            self.say(notices[-1] if notices else _("There is no data folder to keep puzzles in"), alert=True)
            return
        self.puzzle_id = saved
        self.name.set_text(name)
        self.kept = self.state()
        self.say(_('Saved "{name}" in the puzzle library').format(name=name), good=True)

    def test_play(self) -> Screen | None:
        try:
            layout = self.draft.layout()
        except MinesweeperError as error:
            self.say(str(error), alert=True)
            return None
        return self.nav.board(layout, opened=self.draft.opened, trial=True, back=self.returned, back_to="editor")

    def returned(self) -> Screen:
        """Where a test play's Esc leads: this editor, the drawing as it was left."""
        self.say(_("Back from the test play; nothing of it was kept"))
        return self

    # ------------------------------------------------------------------ drawing

    def status(self) -> str:
        """The puzzle's status line: its size and mines, its 3BV (and how much of it the open cells leave), and whether
        logic finishes it from its open cells ("30 x 16, 99 mines - 3BV 120 (80 to go) - no guess needed")."""
        draft = self.draft
        mines = draft.mine_count
        total, left = draft.bbbv()
        board = ngettext("{width} x {height}, {n} mine", "{width} x {height}, {n} mines", mines).format(
            width=draft.width, height=draft.height, n=count(mines, for_people=True)
        )
        bbbv = (
            _("3BV {total}")
            if left == total
            # Translators: {left} is the 3BV the cells that start open leave to do.
            else _("3BV {total} ({left} to go)")
        )
        bbbv = bbbv.format(total=count(total, for_people=True), left=count(left, for_people=True))
        try:
            draft.layout()
        except MinesweeperError:
            # Translators: {board} is the puzzle's size and mines ("30 x 16, 99 mines"), {bbbv} its 3BV ("3BV 120").
            return _("{board} - {bbbv} - not playable yet").format(board=board, bbbv=bbbv)
        # Translators: as the one before; {check} says whether logic finishes it ("no guess needed").
        return _("{board} - {bbbv} - {check}").format(board=board, bbbv=bbbv, check=draft.check().summary())

    def heard(self) -> Heard:
        """The name field and its text while it has the keys, else the cell under the cursor ("C5, mine"; "D2, 1,
        starts open"), then the puzzle's status; the message or the question asked."""
        if self.name.focused:
            text = self.name.text
            focus = _("Name field, {text}").format(text=text) if text else _("Name field, empty")
        else:
            x, y = self.cursor
            under = self.draft.numbers[y * self.draft.width + x]
            what = "mine" if self.draft.has_mine(x, y) else "blank" if under == 0 else "number"
            said = _(CELL_WORDS[what, self.draft.is_open(x, y)])
            focus = said.format(cell=cell_name(x, y), number=under)
        message = self.asking[1] if self.asking else "" if self.message == _(HINT) else self.message
        return Heard(_("Puzzle editor"), (focus,), message, self.status(), _(HINT))

    def sentences(self) -> list[Sentence]:
        """The status (in one or two lines) and under it the message or question, in the reading type."""
        words, text = self.words, self.status()
        lines = min(WORDS_LINES - 1, len(self.prose.wrap(text, words.width)))
        status = pygame.Rect(words.topleft, (words.width, self.prose.height(lines)))
        rest = pygame.Rect(words.left, status.bottom, words.width, words.bottom - status.bottom)
        return [
            Sentence("status", text, status, self.prose),
            Sentence("message", self.asking[1] if self.asking else self.message, rest, self.prose),
        ]

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, _("PUZZLE EDITOR"), s, colours)
        label = font.render(_("Name"), colours.accent if self.name.focused else colours.ink, s)
        surface.blit(label, label.get_rect(midleft=(GAP * s, self.name.rect.centery)))
        self.name.draw(surface, font, s, colours, placeholder=_(UNTITLED))
        self.board.draw(surface, self.draft, self.ctx.sheets, colours, self.cursor if self.cursor_shown else None)
        status, message = self.sentences()
        status.draw(surface, colours.ink)
        message.draw(surface, colours.alert if self.asking else self.message_colour)
        draw_buttons(surface, self.buttons, self.ctx, s, self.pressed, alert=self.yes_button)
        return [surface.get_rect()]
