"""Copy and paste text (board codes) through the desktop's clipboard, with a way out where there is none.

A board code is meant to be pasted into a chat, so Copy puts it on the system clipboard; but a headless
session or an odd window system may have no clipboard, so ``copy`` says whether it worked and the caller
then shows the code on screen for the player to copy by hand. ``paste`` gives "" when there is nothing.
"""

from __future__ import annotations

import pygame


def copy(text: str) -> bool:
    """Put ``text`` on the clipboard; False when the desktop has no clipboard to put it on."""
    try:
        pygame.scrap.put_text(text)
        return bool(pygame.scrap.has_text()) and pygame.scrap.get_text() == text
    except pygame.error:
        return False


def paste() -> str:
    """The clipboard's text, or "" when it holds none (or there is no clipboard)."""
    try:
        return pygame.scrap.get_text() if pygame.scrap.has_text() else ""
    except pygame.error:
        return ""
