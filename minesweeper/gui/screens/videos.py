"""Open a video: the other players' videos in the exchange folder, newest first, to watch one in the replay viewer.

The game has no file dialog: a player puts Arbiter's .avf, Viennasweeper's .rmv, Minesweeper Clone's .mvf or
Metasweeper's .evf files in the exchange folder (``Store.importable``), or drops one on the window from any file
manager (``Routes.dropped``), whatever screen is shown. Each line names a file, the program its suffix says made it
and when it was saved there. Enter, a double click or Open opens the chosen one (``Routes.open_video``: read as
untrusted, kept in History as imported, never counted among the player's own games); a file that cannot be opened is
one sentence on the message line, in red, and the list stays. A big file (a long game) is read on a worker thread
while the message line says so, Esc stopping it, and the viewer takes the list's place when it is read. F5 reads the
folder again; Esc goes back.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from minesweeper.core.language.translate import N_, _
from minesweeper.gui.art.prose import Sentence, reading
from minesweeper.gui.geometry import LEAST_ROWS, list_rows, screen_scale
from minesweeper.gui.heard import Heard, row_words
from minesweeper.gui.platform.background import POLL_MS, Task
from minesweeper.gui.screen import DOUBLE_CLICK_MS, TICK, TITLE, Context, Navigator, Screen, Widget
from minesweeper.gui.videos import VIDEO_SUFFIXES
from minesweeper.gui.widgets.buttons import CONTENT_TOP, Button, held_down, title_window
from minesweeper.gui.widgets.table import HEAD_H, ROW_H, Table, TableColumn

if TYPE_CHECKING:
    from minesweeper.core.formats.video import Video
    from minesweeper.core.replay import Replay

# As History's list (``history``): 380 chrome pixels wide, so an 800x600 desktop shows it at 2x.
W, GAP, BUTTON_H, ROWS = 380, 6, 30, 12
FOLDER_LINES = 2  # of the reading type: the exchange folder's path, wrapped where it is long
MESSAGE_LINES = 3  # of the reading type: a refusal naming its file, or where to put videos
FIXED_H = CONTENT_TOP + GAP + HEAD_H + 4 + GAP + GAP + BUTTON_H + GAP  # at 1x, without the lines of the reading type
PROGRAMS = {
    ".avf": "Arbiter",
    ".rmv": "Viennasweeper",
    ".mvf": "Minesweeper Clone",
    ".evf": "Metasweeper",
}  # i18n: fixed (the programs' names) the program each suffix says made a file (an .evf may be this game's own export)
# Translators: Enter, F5 and Esc are the keys' names.
HINT = N_(
    "Enter opens the chosen video - F5 looks again - Esc goes back. A video in any other folder: drop it on this window"
)


def columns() -> tuple[TableColumn, ...]:
    """The list's columns, each heading in the player's language with the widest text it holds. A name as long as
    players give their files is shown whole: where the list is too narrow for it, when and with what are left out
    first (a longer name is cut short: a row of a table has one line)."""
    return (
        # i18n: fixed (a long file name's width, never shown)
        TableColumn(_("Video"), "Expert 38.123 by Sam Sweeper, 2012-03-04.avf", right=False, fill=True),
        TableColumn(_("Made with"), max(PROGRAMS.values(), key=len), right=False, optional=True),
        TableColumn(_("Saved"), "2024-05-04 08:01", right=False, optional=True),
    )


def file_cells(path: Path) -> tuple[str, str, str]:
    """A file's line: its name, the program its suffix names, and when it was saved (to the minute; "" if unknown)."""
    try:
        saved = datetime.fromtimestamp(os.stat(path).st_mtime).strftime("%Y-%m-%d %H:%M")
    except (OSError, ValueError, OverflowError):
        saved = ""
    return path.name, PROGRAMS.get(path.suffix.lower(), ""), saved


class VideosScreen(Screen):
    """The videos to open; ``back`` is where Esc goes, ``said`` what the message line says first."""

    def __init__(
        self,
        ctx: Context,
        nav: Navigator,
        back: Callable[[], Screen],
        *,
        said: str = "",
        to_read: Path | None = None,
    ) -> None:
        """``to_read``: a big file to read in the background at once, the viewer of its video going back to ``back``
        (a file dropped on the window, or chosen in History)."""
        self.ctx, self.nav, self.back = ctx, nav, back
        self.prose = reading(ctx.available)
        room = (ctx.available[0], ctx.available[1] - self.prose.height(MESSAGE_LINES) - self.prose.height(FOLDER_LINES))
        self.scale = s = screen_scale(room, (W, FIXED_H + LEAST_ROWS * ROW_H))
        half = (W - 3 * GAP) // 2
        open_spot, back_spot = pygame.Rect(GAP * s, 0, half * s, 0), pygame.Rect((2 * GAP + half) * s, 0, half * s, 0)
        self.open_button = Button(open_spot, _("Open"), detail="Enter")  # i18n: fixed (the key's name)
        self.back_button = Button(back_spot, _("Back"), detail="Esc")  # i18n: fixed (the key's name)
        self.buttons = (self.open_button, self.back_button)
        # As tall as their words need (a script whose lines run taller than the Latin type's, Arabic): the list a row
        # shorter if it must be.
        button_h = max(BUTTON_H * s, *(button.text_size(ctx.font, s)[1] for button in self.buttons))
        rows = list_rows(room[1] - (button_h - BUTTON_H * s), s, FIXED_H, ROW_H, ROWS)
        self.folder_line = pygame.Rect(GAP * s, CONTENT_TOP * s, (W - 2 * GAP) * s, self.prose.height(FOLDER_LINES))
        table = pygame.Rect(3 * s, self.folder_line.bottom + GAP * s, (W - 6) * s, (HEAD_H + rows * ROW_H + 4) * s)
        self.columns = columns()
        self.table = Table(table, self.columns, s, ctx.font, scroll_bar=True, pad=(3, 0))
        self.message_box = pygame.Rect(
            GAP * s, table.bottom + GAP * s, (W - 2 * GAP) * s, self.prose.height(MESSAGE_LINES)
        )
        top = self.message_box.bottom + GAP * s
        for button in self.buttons:
            button.rect.update(button.rect.left, top, button.rect.width, button_h)
        self.window = (W * s, top + button_h + GAP * s)
        self.pressed: Button | None = None
        self.last_click = (-1, -DOUBLE_CLICK_MS)
        self.files: list[Path] = []
        self.rows: list[tuple[str, str, str]] = []
        self.message, self.alert = _(HINT), False
        self.task: Task[tuple[Video, Replay] | str] | None = None  # a big file being read
        self.reading: tuple[Path, Callable[[], Screen]] = (Path(), back)  # that file, and where its viewer goes back
        self.look()
        if said:
            self.say(said, alert=True)
        if to_read is not None:
            self.read(to_read, back)

    # ------------------------------------------------------------------ screen interface

    def size(self) -> tuple[int, int]:
        return self.window

    def next_tick_ms(self) -> int | None:
        return POLL_MS if self.task is not None else None

    def title(self) -> str:
        # Translators: the window's title; {title} is the game's name, Minesweeper.
        return _("{title} — open a video").format(title=TITLE)

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        return [
            Widget("table", self.table.rect),
            *(Widget(b.label, b.rect, b.text_size(font, s)) for b in self.buttons),
        ]

    def heard(self) -> Heard:
        """The chosen file (or where to put videos), and the message unless it is the standing hint."""
        if self.files:
            table = self.table
            chosen = row_words([c.title for c in self.columns], self.rows[table.selected], table.selected, table.count)
        else:
            chosen = self.empty_note()
        notice = "" if self.message == _(HINT) else self.message
        return Heard(_("Open a video"), ("", chosen), notice, hint=_(HINT))

    def refuse_file(self, sentence: str) -> bool:
        self.say(sentence, alert=True)
        return True

    # ------------------------------------------------------------------ the files

    def source_line(self) -> str:
        """Where the videos listed come from, as the line over the list says it."""
        if self.ctx.store is None:
            return _("From the exchange folder")
        # Translators: {folder} is the exchange folder's path.
        return _("From {folder}").format(folder=self.ctx.store.paths.exchange)

    def look(self) -> None:
        """Read the exchange folder's videos again, newest first."""
        store = self.ctx.store
        self.files = [] if store is None else store.importable(*VIDEO_SUFFIXES)
        self.rows = [file_cells(path) for path in self.files]
        self.table.set_count(len(self.files), 0)
        if self.task is None:
            self.say(_(HINT))

    def empty_note(self) -> str:
        if self.ctx.store is None:
            return _("This game runs without a data folder: drop a video on the window to watch it")
        # Translators: {folder} is the exchange folder's path.
        empty = _(
            "No videos in {folder} yet. Put .avf, .rmv, .mvf or .evf files there, or drop one on this window, to "
            "watch it here"
        )
        return empty.format(folder=self.ctx.store.paths.exchange)

    def say(self, text: str, *, alert: bool = False) -> None:
        self.message, self.alert = text, alert

    def read(self, path: Path, then: Callable[[], Screen]) -> None:
        """Read a big file, and lay its replay out, on a worker thread (``prepare``), the list saying so; its viewer
        goes back to ``then``."""
        from minesweeper.gui.videos import prepare

        if self.task is not None:
            self.task.cancel()
        self.task = Task(lambda cancelled: prepare(path), budget_s=math.inf)
        self.reading = (path, then)
        # Translators: {file} is the video's file name; Esc is the key's name.
        self.say(_("Reading {file}: a long game takes a few seconds - Esc stops").format(file=path.name))

    def stop_reading(self) -> None:
        if self.task is not None:
            self.task.cancel()  # it runs on to its end unread: reading a file changes nothing
            self.task = None
            self.say(_("Stopped reading {file}").format(file=self.reading[0].name))

    def take_read(self) -> Screen | None:
        """The big file read: its video in the viewer (kept in History, on this thread), or why not on the message
        line."""
        from minesweeper.gui.videos import keep

        task = self.task
        if task is None or not task.done:
            return None
        self.task = None
        path, then = self.reading
        read = task.result()
        if isinstance(read, str):
            self.say(read, alert=True)
            return None
        watched = self.nav.watch(keep(self.ctx.store, *read), path, then)
        if isinstance(watched, str):
            self.say(watched, alert=True)
            return None
        self.say(_(HINT))
        return watched

    def open_chosen(self) -> Screen | None:
        if not self.files:
            self.say(self.empty_note(), alert=True)
            return None
        from minesweeper.gui.videos import quick

        path = self.files[self.table.selected]
        if not quick(path):
            self.read(path, lambda: self)
            return None
        opened = self.nav.open_video(path, lambda: self)
        if isinstance(opened, str):
            self.say(opened, alert=True)
            return None
        self.say(_(HINT))
        return opened

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == TICK:
            return self.take_read()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.mouse_down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            self.table.release()
            if pressed is not None and pressed.contains(event.pos):
                return self.open_chosen() if pressed is self.open_button else self.key(pygame.K_ESCAPE)
        elif event.type == pygame.MOUSEMOTION:
            self.table.drag(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.table.wheel(event.y)
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return None

    def mouse_down(self, pos: tuple[int, int]) -> Screen | None:
        self.pressed = next((b for b in self.buttons if b.contains(pos)), None)
        row = self.table.click(pos)
        if row is None:
            self.table.press_bar(pos)
            return None
        again = self.last_click[0] == row and self.ctx.now_ms() - self.last_click[1] <= DOUBLE_CLICK_MS
        self.last_click = (-1, -DOUBLE_CLICK_MS) if again else (row, self.ctx.now_ms())
        return self.open_chosen() if again else None

    def key(self, key: int) -> Screen | None:
        if self.table.handle_key(key):
            return None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.open_chosen()
        if key == pygame.K_ESCAPE and self.task is not None:
            self.stop_reading()
        elif key == pygame.K_ESCAPE:
            return self.back()
        elif key == pygame.K_F5:
            self.look()
        return None

    # ------------------------------------------------------------------ drawing

    def sentences(self) -> list[Sentence]:
        """The message line, and an empty list's note in the table, in the reading type."""
        shown = [
            Sentence("folder", self.source_line(), self.folder_line, self.prose),
            Sentence("message", self.message, self.message_box, self.prose),
        ]
        if not self.files:
            s, box = self.scale, self.table.rect
            top, right = box.top + (HEAD_H + 4) * s, (box.right if self.table.bar is None else self.table.bar.left)
            note = pygame.Rect(box.left + 4 * s, top, right - 8 * s - box.left, box.bottom - 2 * s - top)
            shown.insert(0, Sentence("empty note", self.empty_note(), note, self.prose))  # i18n: fixed (a key)
        return shown

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, _("OPEN A VIDEO"), s, colours)
        rows = self.rows
        self.table.draw(surface, font, colours, lambda i: rows[i])
        for sentence in self.sentences():
            ink = colours.ink if sentence.name == "folder" else colours.dim_ink
            ink = colours.alert if sentence.name == "message" and self.alert else ink
            sentence.draw(surface, ink, middle=True)
        pointer = self.ctx.mouse_pos()
        for button in self.buttons:
            button.draw(surface, font, s, colours, pressed=held_down(button, self.pressed, pointer))
        return [surface.get_rect()]
