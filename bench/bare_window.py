"""A plain pygame-ce program's start: a window of the game's start size, filled once, then waiting.

``bench/window_bench.py`` starts this beside the game and Tatham's Mines and times each from process start
until its window is visible. It imports pygame as any pygame program does, in one piece; the game imports only
pygame's window modules before its start window shows and the rest after (``gui.platform.early_pygame``), which is
what it saves, and whatever else it does first (its own imports, its folders, the start window's file) is what it
adds. It loads nothing else on purpose: no other pygame module is initialised, no font, no image, no sound. Like
the game it asks SDL for the software framebuffer: SDL's default loads OpenGL for it (on a machine without a GPU,
Mesa's LLVM rasteriser), which costs more than everything else here, so without the hint this would be no
yardstick. It waits for the window's close or a signal (SDL turns SIGINT and SIGTERM into a quit event), as the
game does.

Run it as ``python bench/bare_window.py WIDTH HEIGHT``; without arguments it opens the game's start size on
a 1280×1024 screen.
"""

from __future__ import annotations

import os
import sys

DEFAULT_SIZE = (1064, 744)  # the game's menu window on a 1280×1024 screen
FILL = (192, 192, 192)  # the classic cell grey


def parse_size(argv: list[str]) -> tuple[int, int]:
    """``WIDTH HEIGHT`` in pixels, or the default size when none are given."""
    if not argv:
        return DEFAULT_SIZE
    if len(argv) != 2 or not all(part.isdigit() and int(part) > 0 for part in argv):
        raise SystemExit(f"usage: bare_window.py [WIDTH HEIGHT], two positive whole numbers; got {argv!r}")
    return int(argv[0]), int(argv[1])


def main(argv: list[str]) -> int:
    size = parse_size(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")  # as the game's App sets it
    import pygame

    pygame.display.init()
    surface = pygame.display.set_mode(size)
    surface.fill(FILL)
    pygame.display.flip()
    while pygame.event.wait().type != pygame.QUIT:
        pass
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
