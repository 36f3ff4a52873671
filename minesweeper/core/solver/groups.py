"""Splitting what the local rules leave into independent groups of boxes, ready for exact counting.

Two undecided cells belong to the same group when a chain of numbers links them; groups share no number,
so each is counted on its own and only the total mine count ties them together afterwards. Inside a group,
cells touching exactly the same numbers are interchangeable and form one box. A group's signature (its
numbers, their needs and their cells) lets the no-guess generator reuse a count while the group is
unchanged, as most are between two steps of a solve.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Group:
    """Numbers (padded cells) with what each still needs, and boxes of cells with the numbers they touch."""

    numbers: tuple[int, ...]
    needs: tuple[int, ...]
    boxes: tuple[tuple[int, ...], ...]
    box_numbers: tuple[tuple[int, ...], ...]  # per box: positions in ``numbers``

    @property
    def sizes(self) -> list[int]:
        return [len(box) for box in self.boxes]

    @property
    def cells(self) -> int:
        return sum(len(box) for box in self.boxes)

    def signature(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
        return self.numbers, self.needs, self.boxes


def split(need: dict[int, int], unknown: dict[int, set[int]]) -> list[Group]:
    """The groups of the active numbers ``need``/``unknown``, in a stable order (by first number)."""
    numbers_of: dict[int, list[int]] = {}
    for number in sorted(unknown):
        for cell in unknown[number]:
            numbers_of.setdefault(cell, []).append(number)
    seen: set[int] = set()
    groups = []
    for start in sorted(unknown):
        if start in seen:
            continue
        seen.add(start)
        members = [start]
        cells: set[int] = set()
        for number in members:
            for cell in unknown[number]:
                if cell not in cells:
                    cells.add(cell)
                    for other in numbers_of[cell]:
                        if other not in seen:
                            seen.add(other)
                            members.append(other)
        members.sort()
        position = {n: i for i, n in enumerate(members)}
        by_key: dict[tuple[int, ...], list[int]] = {}
        for cell in sorted(cells):
            by_key.setdefault(tuple(position[n] for n in numbers_of[cell]), []).append(cell)
        keys = sorted(by_key, key=lambda k: by_key[k][0])
        groups.append(
            Group(tuple(members), tuple(need[n] for n in members), tuple(tuple(by_key[k]) for k in keys), tuple(keys))
        )
    return groups
