"""What the window asks of the desktop and the machine: placement, X11, idle sleeping, the clipboard, worker threads."""
