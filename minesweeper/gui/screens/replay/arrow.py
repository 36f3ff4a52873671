"""The recorded pointer over the replay's board: the classic arrow, white with a black edge so it reads on every
theme and over every tile, drawn once per zoom at zoom 1 and scaled by whole numbers like the tiles under it.

``PointerArrow`` remembers where it was last drawn, so the cells it covered are painted again when it moves (it is
drawn over them after) and it is drawn again only where it moved or something under it was repainted.
"""

from __future__ import annotations

from functools import cache

import pygame

from minesweeper.core.board import Rect
from minesweeper.gui.play.board_view import BoardView

ARROW = ((0, 0), (0, 12), (3, 9), (5, 13), (7, 12), (5, 8), (9, 8))  # the arrow's outline, tip at (0, 0)


@cache
def arrow(zoom: int) -> pygame.Surface:
    """The pointer at ``zoom``: drawn at zoom 1 and scaled up, crisp like the tiles."""
    width, height = max(x for x, _ in ARROW) + 1, max(y for _, y in ARROW) + 1
    small = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.polygon(small, (255, 255, 255), ARROW)
    pygame.draw.polygon(small, (0, 0, 0), ARROW, 1)
    return pygame.transform.scale(small, (width * zoom, height * zoom))


def arrow_cells(tip: tuple[int, int], zoom: int, cell: int) -> tuple[int, int, int, int]:
    """The cells (x0, y0, x1, y1) an arrow with its tip at board pixel ``tip`` (zoom 1) covers."""
    size = arrow(zoom).get_size()
    x, y = tip[0] * zoom, tip[1] * zoom
    return x // cell, y // cell, (x + size[0] - 1) // cell, (y + size[1] - 1) // cell


class PointerArrow:
    """The arrow on one board view: where it was last drawn (board pixels at zoom 1), if anywhere."""

    def __init__(self, view: BoardView) -> None:
        self.view = view
        self.shown: tuple[int, int] | None = None

    def forget(self) -> Rect | None:
        """The arrow is to be drawn anew: the cells it covered as last drawn (to paint again under it), if any."""
        shown, self.shown = self.shown, None
        if shown is None:
            return None
        x0, y0, x1, y1 = arrow_cells(shown, self.view.layout.zoom, self.view.cell)
        return Rect(x0, y0, min(x1, self.view.game.width - 1), min(y1, self.view.game.height - 1))

    def draw(
        self, surface: pygame.Surface, point: tuple[int, int], changed: list[pygame.Rect], everything: bool
    ) -> list[pygame.Rect]:
        """The arrow with its tip at board pixel ``point``, where it moved, ``everything`` was painted or a
        ``changed`` area lies under it; what it drew over."""
        layout, view = self.view.layout, self.view
        image = arrow(layout.zoom)
        spot = image.get_rect(
            topleft=(
                layout.viewport.left + point[0] * layout.zoom - view.scroll_x,
                layout.viewport.top + point[1] * layout.zoom - view.scroll_y,
            )
        )
        if not (everything or point != self.shown or spot.collidelist(changed) >= 0):
            return []
        clip = surface.get_clip()
        surface.set_clip(layout.viewport)
        surface.blit(image, spot)
        surface.set_clip(clip)
        self.shown = point
        return [spot.clip(layout.viewport)]
