"""The few things the window asks of X11 directly, through the Xlib that SDL has already loaded.

SDL hides the X server behind its own API, but two things only Xlib can do: block on the server's socket
until input arrives (so an idle game costs no CPU; see ``idle``), and correct the size hints SDL writes.
SDL marks every window it creates with a *user-specified* position (``USPosition``), which tells window
managers the player chose that spot and must not be overridden; a position the game chose itself is
only a *program-specified* one (``PPosition``). Everything here quietly does nothing off X11.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import pygame

US_POSITION = 1 << 0
P_POSITION = 1 << 2


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
