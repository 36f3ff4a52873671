"""The ``--open-video`` line's values: a space, ``%``, ``=`` or a character that does not print is written as its
UTF-8 bytes in ``%XX``, so a script splits the line on spaces and each field on its first ``=``, and any URL
unquote gives the value back; an unknown value is empty."""

from __future__ import annotations

from dataclasses import replace
from urllib.parse import unquote

from minesweeper.core.formats.video import read_video
from minesweeper.text.videos import video_line
from tests.videos.variants import BY_NAME


def test_every_value_splits_and_unquotes_back() -> None:
    variant = BY_NAME["rmv 2 clone"]
    video = read_video(variant.write(variant.clip((8, 8, 10), 4)), "game.rmv")
    odd = replace(video, player="Ann = 50% \u200b\t張", program="", date="")
    words = video_line(odd).split(" ")
    fields = dict(word.split("=", 1) for word in words[1:])
    assert words[0] == "video" and len(words) == 10
    assert unquote(fields["player"]) == "Ann = 50% \u200b\t張" and "張" in fields["player"]
    assert (fields["program"], fields["date"], fields["size"], fields["mines"]) == ("", "", "8x8", "10")
