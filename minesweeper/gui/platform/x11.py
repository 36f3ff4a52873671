"""The few things the window asks of X11 directly, through the Xlib that SDL has already loaded.

SDL hides the X server behind its own API, but three things only Xlib can do: block on the server's socket
until input arrives (so an idle game costs no CPU; see ``idle``), correct the size hints SDL writes, and read
what the window manager says about the screen. SDL marks every window it creates with a *user-specified*
position (``USPosition``), which tells window managers the player chose that spot and must not be overridden;
a position the game chose itself is only a *program-specified* one (``PPosition``). A window manager that
follows the desktop conventions (EWMH) publishes its *work area*, the screen less its panels
(``_NET_WORKAREA``): the window is placed within it (see ``window``). Everything here quietly does nothing
off X11, and says None where the window manager does not say.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import pygame

US_POSITION = 1 << 0
P_POSITION = 1 << 2
XA_CARDINAL = 6  # the type of a property holding whole numbers
MOST_CARDINALS = 256  # a work area for each of 64 desktops


class _SizeHints(ctypes.Structure):
    """Xlib's ``XSizeHints``, of which only ``flags`` is changed here."""

    _fields_ = [
        ("flags", ctypes.c_long),
        *(
            (name, ctypes.c_int)
            for name in (
                "x",
                "y",
                "width",
                "height",
                "min_width",
                "min_height",
                "max_width",
                "max_height",
                "width_inc",
                "height_inc",
                "min_aspect_x",
                "min_aspect_y",
                "max_aspect_x",
                "max_aspect_y",
                "base_width",
                "base_height",
                "win_gravity",
            )
        ),
    ]


@dataclass(frozen=True)
class Connection:
    """Xlib, the display SDL opened, and the connection's socket."""

    xlib: ctypes.CDLL
    display: int
    fd: int


def connection() -> Connection | None:
    """SDL's connection to the X server; None off X11 or if any of it cannot be reached."""
    if pygame.display.get_driver() != "x11":
        return None
    try:
        capsule = pygame.display.get_wm_info()["display"]
        pointer = ctypes.pythonapi.PyCapsule_GetPointer
        pointer.restype, pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
        display = pointer(capsule, b"display")
        xlib = ctypes.CDLL("libX11.so.6")
        xlib.XConnectionNumber.restype, xlib.XConnectionNumber.argtypes = ctypes.c_int, [ctypes.c_void_p]
        xlib.XEventsQueued.restype, xlib.XEventsQueued.argtypes = ctypes.c_int, [ctypes.c_void_p, ctypes.c_int]
        fd = xlib.XConnectionNumber(display)
    except (KeyError, OSError, ValueError, AttributeError):
        return None
    return Connection(xlib, display, fd) if display and fd >= 0 else None


def claim_program_position() -> None:
    """Tell the window manager the window's position was chosen by the game, not by the player."""
    link = connection()
    window = pygame.display.get_wm_info().get("window")
    if link is None or not window:
        return
    xlib, hints, supplied = link.xlib, _SizeHints(), ctypes.c_long()
    xlib.XGetWMNormalHints.argtypes = [
        ctypes.c_void_p,
        ctypes.c_ulong,
        ctypes.POINTER(_SizeHints),
        ctypes.POINTER(ctypes.c_long),
    ]
    xlib.XSetWMNormalHints.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(_SizeHints)]
    xlib.XFlush.argtypes = [ctypes.c_void_p]
    if not xlib.XGetWMNormalHints(link.display, window, ctypes.byref(hints), ctypes.byref(supplied)):
        return
    hints.flags = (hints.flags & ~US_POSITION) | P_POSITION
    xlib.XSetWMNormalHints(link.display, window, ctypes.byref(hints))
    xlib.XFlush(link.display)


def work_area() -> pygame.Rect | None:
    """The window manager's work area on the current desktop (the screen less its panels), if it publishes one. It
    is read over a connection of its own, opened and closed here: SDL's is reached through pygame's
    ``get_wm_info``, which is asked as seldom as can be (it also reads the fields of other window systems, and a
    null one there is a crash)."""
    if pygame.display.get_driver() != "x11":
        return None
    try:
        xlib = ctypes.CDLL("libX11.so.6")
    except OSError:
        return None
    xlib.XOpenDisplay.restype, xlib.XOpenDisplay.argtypes = ctypes.c_void_p, [ctypes.c_char_p]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    xlib.XDefaultRootWindow.restype, xlib.XDefaultRootWindow.argtypes = ctypes.c_ulong, [ctypes.c_void_p]
    display = xlib.XOpenDisplay(None)  # the DISPLAY SDL opened
    if not display:
        return None
    try:
        root = xlib.XDefaultRootWindow(display)
        areas = _cardinals(xlib, display, root, b"_NET_WORKAREA") or []
        current = _cardinals(xlib, display, root, b"_NET_CURRENT_DESKTOP") or [0]
    finally:
        xlib.XCloseDisplay(display)
    desktop = current[0] if len(areas) >= 4 * (current[0] + 1) else 0
    if len(areas) < 4 * (desktop + 1):
        return None
    x, y, width, height = areas[4 * desktop : 4 * desktop + 4]
    return pygame.Rect(x, y, width, height) if width > 0 and height > 0 else None


def _cardinals(xlib: ctypes.CDLL, display: int, window: int, name: bytes) -> list[int] | None:
    """A window's property of whole numbers (``CARDINAL``, 32-bit), None if it has none."""
    xlib.XInternAtom.restype, xlib.XInternAtom.argtypes = (
        ctypes.c_ulong,
        [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int],
    )
    atom = xlib.XInternAtom(display, name, True)  # an atom nobody made is a property nobody set
    if not atom:
        return None
    kind, size, count, left = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong()
    data = ctypes.POINTER(ctypes.c_ulong)()  # Xlib hands 32-bit values back as C longs
    xlib.XGetWindowProperty.restype = ctypes.c_int
    xlib.XGetWindowProperty.argtypes = [
        ctypes.c_void_p,
        ctypes.c_ulong,
        ctypes.c_ulong,
        ctypes.c_long,
        ctypes.c_long,
        ctypes.c_int,
        ctypes.c_ulong,
        ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
    ]
    xlib.XFree.argtypes = [ctypes.c_void_p]
    status = xlib.XGetWindowProperty(
        display,
        window,
        atom,
        0,
        MOST_CARDINALS,
        False,
        XA_CARDINAL,
        ctypes.byref(kind),
        ctypes.byref(size),
        ctypes.byref(count),
        ctypes.byref(left),
        ctypes.byref(data),
    )
    if status != 0 or not data:
        return None
    try:
        return [data[i] & 0xFFFFFFFF for i in range(count.value)] if size.value == 32 else None
    finally:
        xlib.XFree(data)
