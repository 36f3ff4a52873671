"""pygame's window before the rest of pygame: the start window's modules loaded ahead of pygame's package body.

``import pygame`` runs pygame's package body, which loads every module pygame has (fonts, sound, sprites, masks, its
debugging and typing helpers) and the parts of Python's library those use: about 35 ms of CPU on the benchmark's
machine, more than opening the display takes, and none of it needed to show an empty window. So the start that shows
the start window makes the package without running its body (``load_window_modules``), imports only the compiled
modules the window uses (``WINDOW_MODULES``; they load what they need themselves: surfaces, colours), shows the window,
and only then runs the body in that same package (``complete``), which finds those modules loaded and loads the rest.
The game then has the same modules in the same package as ``import pygame`` gives it: the body has only run later.

Until ``complete``, code reaches pygame only through those modules' own names (``pygame.display``,
``pygame.rect.Rect``, ``pygame.constants.RESIZABLE``, ``pygame.base.error``), never through the names the body gives
the package (``pygame.Rect``, ``pygame.error``). It is done on Linux only, where it is tested, and where pygame's body
does nothing before importing its modules (on Windows it first tells Windows where pygame's libraries are). Elsewhere,
or where pygame is loaded already (a test), nothing is done here and ``import pygame`` loads it all, as usual.
"""

from __future__ import annotations

import sys
from importlib import import_module
from importlib.util import find_spec, module_from_spec
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.abc import Loader
    from types import ModuleType

PACKAGE = "pygame"
WINDOW_MODULES = ("pygame.base", "pygame.constants", "pygame.rect", "pygame.display", "pygame.image")
DEFERRED_ON = "linux"  # sys.platform where the body waits

_body: list[tuple[ModuleType, Loader]] = []  # the package whose body is still to run, and its loader (one at most)


def load_window_modules() -> None:
    """Load the modules the start window needs, ahead of pygame's package body, where that is done (see above);
    ``complete`` must follow, whether the window showed or not."""
    if PACKAGE in sys.modules or sys.platform != DEFERRED_ON:
        return
    spec = find_spec(PACKAGE)
    if spec is None or spec.loader is None:
        return  # no pygame: ``import pygame`` says so, as it always has
    package = module_from_spec(spec)
    sys.modules[PACKAGE] = package
    _body.append((package, spec.loader))
    for name in WINDOW_MODULES:
        import_module(name)


def complete() -> None:
    """Run pygame's package body in the package ``load_window_modules`` made, once; nothing when it made none. Where
    the body fails, the package goes again, as after any failed import, and the failure is raised."""
    if not _body:
        return
    package, loader = _body.pop()
    try:
        loader.exec_module(package)
    except BaseException:
        del sys.modules[PACKAGE]
        raise
