"""The one build setting pyproject.toml cannot say: packages found under minesweeper/, plus assets/ mapped in.

``[tool.setuptools.packages.find]`` only finds folders under their own names, and the art lives in the
top-level ``assets/`` folder installed as ``minesweeper.assets``; everything else is in pyproject.toml.
"""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["minesweeper", "minesweeper.*"]), "minesweeper.assets"])
