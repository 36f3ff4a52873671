"""The oracle's child process: answers JSON queries on stdin with ms-toollib, one JSON line per query.

Run as a script (never imported by the game or by the test process itself): ms-toollib aborts the whole
process on input it dislikes, so it only ever runs here, where an abort costs one child, not the test run.
Boards cross the pipe as rows (``board[y][x]``), mines as -1, covered cells of a game board as 10, which is
how ms-toollib indexes them; its first-click arguments are (row, column).
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import ms_toollib


def numbers(rows: list[list[int]]) -> list[list[int]]:
    """A board with numbers from rows of 1 (mine) / 0, as ms-toollib wants it (-1 for a mine)."""
    return list(ms_toollib.cal_board_numbers([[-1 if v else 0 for v in row] for row in rows]))


def bbbv_solved(rows: list[list[int]], clicks: list[list[int]]) -> int:
    game = ms_toollib.MinesweeperBoard(numbers(rows))
    for y, x in clicks:
        game.step("lc", (y, x))
        game.step("lr", (y, x))
    return int(game.bbbv_solved)


def answer(query: dict[str, Any]) -> Any:
    op = query["op"]
    if op == "metrics":
        board = numbers(query["rows"])
        about = ms_toollib.Board(board)
        return {"bbbv": ms_toollib.cal_bbbv(board), "openings": ms_toollib.cal_op(board), "zini": about.zini}
    if op == "bbbv_solved":
        return bbbv_solved(query["rows"], query["clicks"])
    if op == "probability":
        chances, _ = ms_toollib.cal_probability_onboard(query["board"], query["mines"])
        return chances
    if op == "is_solvable":
        return bool(ms_toollib.is_solvable(numbers(query["rows"]), query["row"], query["column"]))
    if op == "laymine_solvable":
        board, ok = ms_toollib.laymine_solvable(
            query["rows"], query["columns"], query["mines"], query["row"], query["column"]
        )
        return {"board": board, "ok": bool(ok)}
    if op == "time_laymine_solvable":
        times = []
        for _ in range(query["count"]):
            start = time.perf_counter()
            ms_toollib.laymine_solvable(query["rows"], query["columns"], query["mines"], query["row"], query["column"])
            times.append(time.perf_counter() - start)
        return times
    if op == "time_probability":
        start = time.perf_counter()
        for board in query["boards"]:
            ms_toollib.cal_probability_onboard(board, query["mines"])
        return (time.perf_counter() - start) / len(query["boards"])
    if op == "time_bbbv":
        boards = [numbers(rows) for rows in query["boards"]]
        best = float("inf")
        for _ in range(query["repeats"]):
            start = time.perf_counter()
            for board in boards:
                ms_toollib.cal_bbbv(board)
            best = min(best, (time.perf_counter() - start) / len(boards))
        return best
    raise ValueError(f"unknown query {op!r}")


def main() -> None:
    for line in sys.stdin:
        query = json.loads(line)
        try:
            reply = {"ok": answer(query)}
        except Exception as error:  # ms-toollib's recoverable errors (e.g. an impossible position)
            reply = {"error": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
