"""The replay viewer, a finished game played again and reviewed (``viewer``), and its parts: the pointer drawn over the
board (``arrow``), its commands, menus and keys (``commands``), its frame and control strip (``layout``, ``strip``)
and the review's reading of the moves (``review``, which needs no window). Import each from its module: this package
loads none of them, so the review's reading is tested without pygame."""
