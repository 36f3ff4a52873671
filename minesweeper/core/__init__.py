"""The pure Minesweeper core: rules, generation, records, the solver, metrics and formats.

This package is only a folder: it re-exports nothing, so every import names the module that owns the name
(``from minesweeper.core.game import Game``) and loading one rule never loads another. The core has no disk,
no clock (time arrives inside actions) and no global randomness (a ``random.Random`` is passed in), and a
test holds it to importing nothing but the standard library. Its sub-packages: ``solver/``, ``formats/``
and ``metrics/``.
"""
