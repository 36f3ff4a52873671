"""The game's one window on the desktop: its size, where it opens, and where it goes when its size changes.

The window is resizable and maximisable. It lies within the *work area*: the screen less the window manager's
panels and the frame it draws around the window (the work area as the window manager publishes it on X11,
``x11.work_area``, less ``FRAME_ALLOWANCE``; where it publishes none, the screen less ``DESKTOP_MARGIN``, half on
each side). It opens in
the middle of the work area, or where the player last left it. When a screen asks for a different size (a bigger
board, a zoom step, History) the window keeps its centre, the *anchor*: the middle of the work area, or the middle
of where the player put the window or the size he dragged it to. It is then clamped to lie wholly in the work
area, never under a panel or off the bottom where its last rows could not be clicked; and since the anchor stays
where it was, a window that shrinks again comes back to where it was. Room for a game's words (a long message, the
results card) is the one exception: the window grows down and out from its top edge, so the board stays put under
the player's pointer, and goes back to its place when the words go. A maximised window is left alone. A position
the game chose itself is declared as the program's, not the player's (see ``x11``). Sizes a screen asks for are
clamped to the work area first; a board too big even then scrolls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from minesweeper.core.language.translate import N_

if TYPE_CHECKING:
    from minesweeper.gui.geometry import Size

TITLE = N_("Minesweeper")
"""The game's name as the window's title: English as the start window sets it and as scripts and the desktop entry
find the window by it; each screen's caption (``Screen.title``) shows it in the player's language."""
DESKTOP_MARGIN = (40, 80)  # the window's frame and the desktop's panels, where the window manager does not say
FRAME_ALLOWANCE = (4, 4, 36, 4)  # left, right, top, bottom: the title bar and borders a window manager draws


def desktop_size() -> Size:
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else (1024, 768)


def work_area(desktop: Size) -> pygame.Rect:
    """Where the window's inside may lie on a screen of ``desktop`` size (window pixels, from the screen's top-left):
    the window manager's work area less room for the frame it draws around the window, or, where it publishes no work
    area, the screen less ``DESKTOP_MARGIN``."""
    screen = pygame.Rect((0, 0), desktop)
    published = _published_work_area()
    area = screen if published is None else published.clip(screen)
    if published is None or not area:
        return screen.inflate(-DESKTOP_MARGIN[0], -DESKTOP_MARGIN[1])
    left, right, top, bottom = FRAME_ALLOWANCE
    return pygame.Rect(area.left + left, area.top + top, area.width - left - right, area.height - top - bottom)


def available(desktop: Size) -> Size:
    """The largest window that fits the work area."""
    return size_of(work_area(desktop))


def size_of(area: pygame.Rect) -> Size:
    """The size of a window filling ``area`` (never less than one pixel each way)."""
    return max(1, area.width), max(1, area.height)


def _on_x11() -> bool:
    """Whether the display is open on X11 (ctypes and Xlib are loaded only where they can say something)."""
    return pygame.display.get_init() and pygame.display.get_driver() == "x11"


def _published_work_area() -> pygame.Rect | None:
    if not _on_x11():
        return None
    from minesweeper.gui.platform import x11

    return x11.work_area()


def anchor_of(size: Size, remembered: tuple[int, int] | None, desktop: Size, area: pygame.Rect) -> tuple[int, int]:
    """The centre a window of ``size`` opens about: the middle of where the player left it (``remembered``, its
    top-left corner), or the middle of the work area when that spot is off the screen altogether (a second monitor
    since unplugged) or there is none."""
    spot = pygame.Rect(remembered or (0, 0), size)
    if remembered is not None and spot.colliderect(pygame.Rect((0, 0), desktop)):
        return spot.center
    return area.center


def around(anchor: tuple[int, int], size: Size, area: pygame.Rect) -> pygame.Rect:
    """A window of ``size`` centred on ``anchor``, moved as little as needed to lie wholly in ``area`` (centred in it
    if it is bigger)."""
    window = pygame.Rect((0, 0), size)
    window.center = anchor
    return window.clamp(area)


class GameWindow:
    """The display surface and the rules for sizing and placing it."""

    def __init__(
        self,
        size: Size,
        remembered: tuple[int, int] | None = None,
        area: pygame.Rect | None = None,
        *,
        shown: pygame.Rect | None = None,
    ) -> None:
        """Open the window at ``size``: where the player left it (moved into the work area if it no longer lies
        wholly in it), or in the middle of the work area if that spot is off the screen altogether. ``area``: the work
        area, when the caller has just read it (reading it asks the window manager over a connection of its own).
        ``shown``: the window already on screen, opened before the game loaded (``start_window``): kept as it is where
        it is the window wanted, else made so (resized, or moved)."""
        self.desktop = desktop_size()
        self.area = work_area(self.desktop) if area is None else area
        self.space = size_of(self.area)  # the largest window
        size = self.clamp(size)
        self.anchor = anchor_of(size, remembered, self.desktop, self.area)  # the centre every new size is placed about
        self.home = around(self.anchor, size, self.area)  # the window there, without room grown for words
        if shown is not None and shown.size == size:
            self.surface = pygame.display.get_surface() or pygame.display.set_mode(size, pygame.RESIZABLE)
        else:
            if shown is None:  # a window not shown yet opens where it goes, never first somewhere else
                pygame.display.set_window_position(self.home.topleft)
            self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.known = self.size  # what the screen is laid out for; the surface itself resizes in place
        self.maximised = False
        self.remembered = remembered
        self.players = False  # whether the player has moved the window since it opened
        self.placed = self.home if shown == self.home else self._place(self.home)  # where the game last put the window

    def into(self, area: pygame.Rect) -> None:
        """The work area is ``area`` now (read once the window was open in the one the last close kept): the window is
        placed in it again, about the centre it would have had there, unless the player has moved it meanwhile."""
        self.area, self.space = area, size_of(area)
        if not self.players and not self.maximised:
            self.anchor = anchor_of(self.size, self.remembered, self.desktop, area)
            self.home = self.placed = self._place(around(self.anchor, self.size, area))

    def opening(self, size: Size, remembered: tuple[int, int] | None) -> pygame.Rect:
        """Where a window of ``size`` would open on this desktop, with the player's spot ``remembered``: what the next
        start's window is, for the start window kept for it."""
        size = self.clamp(size)
        return around(anchor_of(size, remembered, self.desktop, self.area), size, self.area)

    def settle(self) -> None:
        """Once the first frame is up: a position the game chose itself is declared the program's."""
        if self.placed.topleft != self.remembered:
            from minesweeper.gui.platform import x11  # ctypes and Xlib: not worth a moment of start-up

            x11.claim_program_position()

    @property
    def size(self) -> Size:
        width, height = self.surface.get_size()
        return width, height

    def clamp(self, size: Size) -> Size:
        return max(1, min(size[0], self.space[0])), max(1, min(size[1], self.space[1]))

    def resize(self, size: Size, *, in_place: bool = False) -> Size:
        """Ask for a new size (clamped to the work area) about the anchor, the window wholly in the work area; the
        size got. ``in_place``: the same window with more or less room for its words, grown down and out from the top
        edge it has about the anchor (``home``). A maximised window keeps its size."""
        size = self.clamp(size)
        if size != self.size and not self.maximised:
            self._follow_player()
            self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.known = self.size
            self.area = work_area(self.desktop)  # (a panel may have come or gone meanwhile)
            if in_place:
                grown = pygame.Rect((0, 0), self.size)
                grown.midtop = self.home.midtop
                self.placed = self._place(grown.clamp(self.area))
            else:
                self.home = self.placed = self._place(around(self.anchor, self.size, self.area))
        return self.size

    def follow(self) -> bool:
        """After a resize event: pick up the display surface; True when the player changed the size (the
        events SDL sends for the game's own resizing find the size already known)."""
        surface = pygame.display.get_surface()
        if surface is not None:
            self.surface = surface
        changed, self.known = self.size != self.known, self.size
        return changed

    def moved_by_player(self) -> tuple[int, int] | None:
        """Where the window is now, if the player moved it (for the next start); else None."""
        self._follow_player()
        return pygame.display.get_window_position() if self.players and not self.maximised else None

    def _follow_player(self) -> None:
        """The window is not where, or not the size, the game last made it: the player moved or resized it, and the
        middle of where he left it is the anchor from now on."""
        if self.maximised:
            return
        now = pygame.Rect(pygame.display.get_window_position(), self.size)
        if now != self.placed:
            self.players = self.players or now.topleft != self.placed.topleft
            self.anchor, self.placed, self.home = now.center, now, now

    def _place(self, window: pygame.Rect) -> pygame.Rect:
        pygame.display.set_window_position(window.topleft)
        return window
