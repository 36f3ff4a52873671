"""Child process: read one video file with ms-toollib and print what it found as one JSON object.

Run as ``python -m tests.oracle_evf.read_evf FILE``; never imported by the test process itself. The file's suffix
says which reader: ``.evf`` (ours), or another program's ``.avf``, ``.rmv`` or ``.mvf`` (the video readers' oracle).
"""

from __future__ import annotations

import json
import sys
from typing import Any

import ms_toollib

FIGURES = (
    *("bbbv_s", "cl", "ce", "ioe", "corr", "thrp", "rqp", "qg", "stnb", "zini", "hzini", "path", "op", "isl"),
    "etime",
)


READERS: dict[str, Any] = {  # one API: the EVF reader's
    "evf": ms_toollib.EvfVideo,
    "avf": ms_toollib.AvfVideo,
    "rmv": ms_toollib.RmvVideo,
    "mvf": ms_toollib.MvfVideo,
}


def main(path: str) -> None:
    video: ms_toollib.EvfVideo = READERS[path.rsplit(".", 1)[-1]](path)
    video.parse()
    header = {"header_completed": video.is_completed, "official": video.is_official, "fair": video.is_fair}
    video.analyse()  # replays the events; it then sets its own official and fair marks, so read ours first
    # Click counts are "as of now" in a video, so look from past its end. (The stub of ms-toollib 1.5 lacks
    # current_time and video_start_time, which the module has.)
    video.current_time = 1e9  # type: ignore[attr-defined]
    board = [list(row) for row in video.board]
    print(
        json.dumps(
            {
                "board": board,
                "rows": video.row,
                "columns": video.column,
                "mines": video.mine_num,
                "bbbv": video.bbbv,
                "recomputed_bbbv": ms_toollib.cal_bbbv(board),
                "rtime_ms": video.rtime_ms,
                "left": video.left,
                "right": video.right,
                "double": video.double,
                "flags": video.flag,
                "bbbv_solved": video.bbbv_solved,
                "completed": video.is_completed,
                **header,
                "mode": video.mode,
                "software": video.software,
                "player": video.player_identifier,
                "country": video.country,
                "start_time": video.start_time,
                "end_time": video.end_time,
                "events": len(video.events),  # event times count from the first event; the opening release is at
                "opening_ms": round(-video.video_start_time * 1000),  # type: ignore[attr-defined]  # found by replaying
                "last_event_ms": round(video.events[-1].time * 1000),
                # Every figure Arbiter and Metasweeper show, as ms-toollib works them out (``--scorecard``'s oracle).
                **{name: getattr(video, name) for name in FIGURES},
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1])
