"""The game's one window on the desktop: its size, where it opens, and keeping it wholly on screen.

The window is resizable and maximisable. It opens centred on its screen, or where the player last left it;
when a screen asks for a different size (a bigger board, a zoom step) it grows or shrinks about its top-left
corner but is pushed back so that it always lies fully on screen, never running off the bottom where its
last rows could not be clicked. A position the game chose itself is declared as the program's, not the
player's (see ``x11``). Sizes a screen asks for are clamped to the desktop first; a board too big even then
scrolls.
"""

from __future__ import annotations

import pygame

from minesweeper.gui.geometry import Size

DESKTOP_MARGIN = (40, 80)  # window decorations and panels: a title bar and a taskbar or top bar


def desktop_size() -> Size:
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else (1024, 768)


def available(desktop: Size) -> Size:
    """The largest window that fits the desktop with room for decorations and panels."""
    return max(1, desktop[0] - DESKTOP_MARGIN[0]), max(1, desktop[1] - DESKTOP_MARGIN[1])


class GameWindow:
    """The display surface and the rules for sizing and placing it."""

    def __init__(self, size: Size, remembered: tuple[int, int] | None = None) -> None:
        """Open the window at ``size``: where the player left it (if it still fits there), else centred."""
        self.desktop = desktop_size()
        self.space = available(self.desktop)
        size = self.clamp(size)
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.known = self.size  # what the screen is laid out for; the surface itself resizes in place
        self.maximised = False
        if remembered is not None and self._on_screen(remembered, size) == remembered:
            pygame.display.set_window_position(remembered)
            self.placed = remembered  # the player's own choice: it stays user-specified
        else:
            self.placed = self._on_screen(((self.desktop[0] - size[0]) // 2, (self.desktop[1] - size[1]) // 2), size)
            pygame.display.set_window_position(self.placed)
        self.remembered = remembered

    def settle(self) -> None:
        """Once the first frame is up: a position the game chose itself is declared the program's."""
        if self.placed != self.remembered:
            from minesweeper.gui.platform import x11  # ctypes and Xlib: not worth a moment of start-up

            x11.claim_program_position()

    @property
    def size(self) -> Size:
        width, height = self.surface.get_size()
        return width, height

    def clamp(self, size: Size) -> Size:
        return max(1, min(size[0], self.space[0])), max(1, min(size[1], self.space[1]))

    def resize(self, size: Size) -> Size:
        """Ask for a new size (clamped to the desktop), keeping the window wholly on screen; the size got."""
        size = self.clamp(size)
        if size != self.size:
            x, y = pygame.display.get_window_position()
            self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.known = self.size
            moved = self._on_screen((x, y), size)
            if moved != (x, y):
                pygame.display.set_window_position(moved)
                self.placed = moved
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
        """Where the window is now, if the player put it there (for the next start); else None."""
        position = pygame.display.get_window_position()
        return None if position == self.placed or self.maximised else position

    def _on_screen(self, position: tuple[int, int], size: Size) -> tuple[int, int]:
        x = max(0, min(position[0], self.desktop[0] - size[0]))
        y = max(0, min(position[1], self.desktop[1] - size[1]))
        return x, y
