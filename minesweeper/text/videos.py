"""``--open-video FILE``: another program's video (Arbiter's .avf, Viennasweeper's .rmv, Minesweeper Clone's .mvf,
Metasweeper's .evf) read in the terminal, for scripts as much as people. A public contract (the README gives it):

- alone, one line: ``video format= version= program= player= date= level= size= mines= time=`` (see ``video_line``);
- with ``--scorecard`` (no ID), the same ``name value`` lines, in the same order, as ``--scorecard ID``;
- with ``--review`` (no ID), what ``--review ID`` prints: each move judged, then the summary;
- with ``--export-evf OUT``, the game written as EVF to a new file (never over one), or to standard output for ``-``.

A file that cannot be read as a video is one line on standard error and exit code 1, a missing file exit code 2;
options that do not go with ``--open-video`` leave through ``argparse`` (usage, exit code 2). The video is read in
memory only: it is not kept among the player's games. The printing is ``outputs``', shared with the stored games.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Final, TextIO

from minesweeper.core.language.translate import N_

if TYPE_CHECKING:
    from minesweeper.core.formats.video import Video

OF_VIDEO: Final = 0  # what ``--scorecard`` and ``--review`` hold when given without an ID: the video's game
TOGETHER: Final = ("scorecard", "review", "export_evf")  # what goes with --open-video, one at a time
_KEPT = "%= "  # the characters a value of the video line writes as %XX, besides those that do not print


def add_video_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(  # i18n: fixed (a metavar: the help's sentences name it)
        "--open-video",
        metavar="FILE",
        type=Path,
        help=N_(
            "read a video from Arbiter (.avf), Viennasweeper (.rmv), Minesweeper Clone (.mvf) or Metasweeper "
            "(.evf): alone, print one 'video format= version= program= player= date= level= size= mines= time=' line; "
            "with --scorecard or --review (no ID), print what they print for a game; with --export-evf OUT, write it"
        ),
    )
    parser.add_argument(
        "--export-evf",
        metavar="OUT",
        help=N_(
            "with --open-video: write the video as an EVF file OUT (a new file, never overwritten), or - for "
            "standard output"
        ),
    )


def check_video_options(parser: argparse.ArgumentParser, args: argparse.Namespace, others: list[str]) -> None:
    """Refuse what does not go with ``--open-video`` (``others``: the other options given), or goes without it."""
    if args.open_video is None:
        for name in ("scorecard", "review"):
            if getattr(args, name) == OF_VIDEO:
                parser.error(  # i18n: fixed (an option's error)
                    f"--{name} needs a game's ID (from --history), or a video: --open-video FILE --{name}"
                )
        if args.export_evf is not None:
            parser.error("--export-evf goes with --open-video FILE")  # i18n: fixed (an option's error)
        return
    stray = [name for name in others if name not in TOGETHER]
    if stray:
        parser.error(f"--open-video does not take --{stray[0].replace('_', '-')}")  # i18n: fixed (an option's error)
    if sum(args.__dict__.get(name) is not None for name in TOGETHER) > 1:
        parser.error(  # i18n: fixed (an option's error)
            "--open-video does one thing at a time: --scorecard, --review or --export-evf"
        )
    if args.scorecard not in (None, OF_VIDEO) or args.review not in (None, OF_VIDEO):
        parser.error(  # i18n: fixed (an option's error)
            "with --open-video, --scorecard and --review take no game ID: they are of the video's game"
        )


def open_video(parser: argparse.ArgumentParser, args: argparse.Namespace, out: TextIO) -> None:
    """Read ``args.open_video`` and do what the options ask with it (see the module's docstring)."""
    from minesweeper.text.outputs import print_figures, print_judged, write_export

    video = read_video_file(parser, args.open_video)
    if args.scorecard is not None:
        print_figures(video.game, out, left_click_chords=False)
    elif args.review is not None:
        print_judged(video.game, out)
    elif args.export_evf is not None:
        from minesweeper.core.formats.export import EVF

        write_export(  # i18n: fixed (a script command's words)
            video.game, EVF, args.export_evf, left_click_chords=False, what="the video"
        )
    else:
        print(video_line(video), file=out)


def read_video_file(parser: argparse.ArgumentParser, path: Path) -> Video:
    """The video in a file: read capped, as a regular file only. A missing file leaves with exit code 2; one that
    cannot be read as a video is a ``BatchFailure`` (one line, exit code 1)."""
    from minesweeper.core.errors import MinesweeperError
    from minesweeper.core.formats.video import MAX_VIDEO_BYTES, read_video
    from minesweeper.store import Unreadable, read_capped
    from minesweeper.text.outputs import BatchFailure

    try:
        data = read_capped(path, MAX_VIDEO_BYTES)
    except (FileNotFoundError, NotADirectoryError):
        parser.exit(2, f"{parser.prog}: cannot read {path}: there is no such file\n")  # i18n: fixed (an option's error)
    except Unreadable as problem:
        raise BatchFailure(f"{path} {problem}") from None
    except OSError as error:
        raise BatchFailure(  # i18n: fixed (a script command's words)
            f"cannot read {path}: {error.strerror or error}"
        ) from None
    try:
        return read_video(data, path.name)
    except MinesweeperError as error:
        raise BatchFailure(f"{path}: {error}") from None


def video_line(video: Video) -> str:
    """``video format=… version=… program=… player=… date=… level=… size=WxH mines=N time=S.mmm``: each value as the
    file gives it (the date ISO 8601, the level beginner, intermediate, expert or custom, the time our replay's, from
    the first opening release to the end), "" when the file has none; a space, ``%``, ``=`` or a character that does
    not print is written as its UTF-8 bytes in ``%XX`` (so the line splits on spaces, and a value decodes with any
    URL unquote)."""
    from minesweeper.core.clock_text import format_ms

    layout = video.layout
    fields = {
        "format": video.format,
        "version": video.version,
        "program": video.program,
        "player": video.player,
        "date": video.date,
        "level": video.level,
        "size": f"{layout.width}x{layout.height}",
        "mines": str(layout.mine_count),
        "time": format_ms(video.game.ms),
    }
    return "video " + " ".join(f"{name}={_quoted(value)}" for name, value in fields.items())


def _quoted(value: str) -> str:
    return "".join(
        char if char.isprintable() and char not in _KEPT else "".join(f"%{byte:02X}" for byte in char.encode())
        for char in value
    )
