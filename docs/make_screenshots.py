"""``make screenshots``: draw the README's pictures (menu, a game in progress, a loss, a win) headless.

The scenes are the golden-image tests' own, so what the README shows is what the tests check; the menu,
Settings, Statistics, History, the Daily screen and its calendar (three weeks of seeded dailies), Expert, a lost
Expert's card, Expert's personal bests and a won Expert's card with its place (both after a season of seeded wins),
today's Beginner daily as it opens, the replay of a lost Expert game and an Arbiter video of an Expert game at its
review's first mistake are drawn again as they open on an 800x600 screen and a 1920x1080 one, and Expert with the live
counters on an 800x600 screen, where the board steps down a zoom to make room for them. The translated screens are
drawn in German and the two pseudo-locales at both sizes too, into ``docs/translations/`` (docs/translations.md shows
them). Names given on the command line (``menu``, ``expert-800x600``, ``translations/menu-de-800x600``) draw only those
pictures.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from tests.gui.scenes import SCENES, render  # noqa: E402

# The same screens on a laptop's 800x600 screen and a 1920x1080 one: each lays itself out for the room it has.
ON_SCREENS = (
    "menu",
    "settings",
    "statistics",
    "personal-bests",
    "history",
    "daily",
    "calendar",
    "expert",
    "expert-lost",
    "expert-won",
    "daily-retry",
    "video",
    "daily-game",
    "replay-expert",
)
DESKTOPS = ((800, 600), (1920, 1080))
# Scenes drawn on the laptop's screen only: on a bigger one they look as the golden scene of the same name does.
ON_LAPTOP = ("expert-counters",)
LAPTOP = DESKTOPS[0]
# The screens drawn in each language the pictures show (docs/translations.md): German, Russian, Japanese and Arabic
# (Latin, Cyrillic, CJK and right to left), and the menu and Settings in the pseudo-locales that test the layouts.
TRANSLATED = ("menu", "expert-hint", "expert-lost", "calendar", "help", "settings")
LANGUAGES = ("de", "ru", "ja", "ar")
PSEUDO_SCENES = ("menu", "settings")
PSEUDO_LANGUAGES = ("en_XA", "ar_XB")
# The won Expert game's time: among the season's NF wins (60 to 160 seconds), near the top of the table.
WON_IN_SECONDS = 75


def on_desktop(scene: str, desktop: tuple[int, int], tmp: Path) -> pygame.Surface:
    """The window of ``scene`` (one of ``ON_SCREENS`` or ``ON_LAPTOP``) as it opens on a ``desktop``-sized screen."""
    from datetime import datetime
    from unittest import mock

    from tests.gui.daily_kit import TODAY, finish_in_window, played, seed_dailies
    from tests.gui.driver import Driver, menu_key
    from tests.gui.history_kit import seed_history
    from tests.gui.records_kit import expert_season, seed
    from tests.gui.test_records_screen import play_out

    with (
        mock.patch("pygame.display.get_desktop_sizes", return_value=[desktop]),  # the screen shown, not ours
        mock.patch("minesweeper.core.daily.scheme.today", return_value=TODAY),  # the dailies' month as seeded
        mock.patch("minesweeper.session.base._wall_clock", return_value=datetime.fromisoformat(f"{TODAY}T09:50:00")),
    ):
        if scene in ("statistics", "history", "replay-expert"):
            seed_history(tmp)
        if scene in ("history", "daily-retry"):  # today's Beginner daily, counted; in History also a faster retry
            first = played(TODAY, "beginner", won=True, seconds=14.5)
            retry = played(TODAY, "beginner", won=True, seconds=9.75, started=f"{TODAY}T09:40:00")
            seed_dailies(tmp, [first, retry] if scene == "history" else [first])
        if scene in ("daily", "calendar"):
            seed_dailies(tmp)
        if scene in ("personal-bests", "expert-won"):
            seed(tmp, expert_season())
        if scene in ON_LAPTOP:  # the golden scene of that name as it opens on this screen
            return render(scene, tmp)
        if scene == "video":
            return watched_video(tmp)
        if scene == "daily-game":  # today's Beginner daily as it opens: its name on the status line, whole
            from minesweeper.core.daily.scheme import daily

            driver = Driver(tmp, daily=daily(TODAY, "beginner"))
            driver.step()
            picture = driver.app.surface.copy()
            driver.close()
            return picture
        driver = Driver.preset(tmp, "expert", seed=7) if scene.startswith("expert") else Driver(tmp)
        if scene == "expert-won":  # the card over a won Expert game, its place among the season's wins come in
            play_out(driver, won=True, seconds=WON_IN_SECONDS)
            driver.step()  # a window the card asked to grow has grown
        elif scene.startswith("expert"):
            driver.click_cell(15, 8)
        if scene == "expert-hint":  # a hint asked for: the safe cell and its reason
            driver.key(pygame.K_h)
            driver.solver_answers()
        if scene == "expert-lost":  # the card over a lost Expert game, its verdict worked out
            layout = driver.play.game.layout
            assert layout is not None
            driver.click_cell(*min(layout.mines))
            driver.solver_answers()
            driver.step()
        elif scene == "daily-retry":  # today's Beginner daily played again, faster: kept, not counted
            driver.choose("daily")
            driver.key(pygame.K_RETURN)
            finish_in_window(driver, won=True)
            driver.step()
        elif scene == "calendar":  # Expert's month, the day of its one loss chosen: a past daily, played as practice
            driver.choose("daily")
            driver.key(pygame.K_3)
            for _ in range(9):
                driver.key(pygame.K_LEFT)
        elif scene == "replay-expert":  # the lost Expert game of History replayed: the counters and face in view
            from tests.gui.history_kit import reviewed

            driver.key(pygame.K_h)
            for _ in range(4):
                driver.key(pygame.K_DOWN)
            driver.key(pygame.K_RETURN)
            reviewed(driver)
            driver.step()
        elif scene == "personal-bests":  # Statistics, Expert's row, then its personal bests (P)
            driver.choose("statistics")
            driver.key(menu_key("expert"))
            driver.key(pygame.K_p)
        elif scene == "help":  # Help over a game of Beginner: the rules and every key
            driver.choose("beginner")
            driver.key(pygame.K_F1)
        elif scene not in ("expert", "expert-won", "expert-hint", "menu", "daily-retry", "replay-expert"):
            driver.choose(scene)
        picture = driver.app.surface.copy()
        driver.close()
    return picture


def watched_video(tmp: Path) -> pygame.Surface:
    """An Arbiter video of a won Expert game dropped on the window: the viewer at its review's first mistake."""
    from tests.gui.driver import Driver
    from tests.gui.video_kit import at_first_mistake, drop, expert_avf

    path = tmp / "Expert by Sam Sweeper.avf"
    path.write_bytes(expert_avf())
    driver = Driver(tmp / "data")
    drop(driver, path)
    at_first_mistake(driver)
    picture = driver.app.surface.copy()
    driver.close()
    return picture


@contextmanager
def in_language(code: str) -> Iterator[None]:
    """Every window opened meanwhile opens in the language ``code``, as ``--lang`` would open it."""
    from tests.gui import driver

    before, driver.LANGUAGE = driver.LANGUAGE, code
    try:
        yield
    finally:
        driver.LANGUAGE = before


def save(picture: pygame.Surface, name: str) -> None:
    target = ROOT / "docs" / f"{name}.png"
    pygame.image.save(picture, str(target))
    print(f"wrote {target.relative_to(ROOT)} {picture.get_width()}x{picture.get_height()}")


def main() -> int:
    """Every picture, or only those named on the command line."""
    wanted = set(sys.argv[1:])
    for name in SCENES:
        if not wanted or name in wanted:
            with tempfile.TemporaryDirectory() as tmp:
                save(render(name, Path(tmp)), name)
    for scene in ON_SCREENS:
        for width, height in DESKTOPS:
            name = f"{scene}-{width}x{height}"
            if not wanted or name in wanted:
                with tempfile.TemporaryDirectory() as tmp:
                    save(on_desktop(scene, (width, height), Path(tmp)), name)
    for language, scenes in [
        *((code, TRANSLATED) for code in LANGUAGES),
        *((c, PSEUDO_SCENES) for c in PSEUDO_LANGUAGES),
    ]:
        for scene in scenes:
            for width, height in DESKTOPS:
                name = f"translations/{scene}-{language}-{width}x{height}"
                if not wanted or name in wanted:
                    with tempfile.TemporaryDirectory() as tmp, in_language(language):
                        save(on_desktop(scene, (width, height), Path(tmp)), name)
    for scene in ON_LAPTOP:
        name = f"{scene}-{LAPTOP[0]}x{LAPTOP[1]}"
        if not wanted or name in wanted:
            with tempfile.TemporaryDirectory() as tmp:
                save(on_desktop(scene, LAPTOP, Path(tmp)), name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
