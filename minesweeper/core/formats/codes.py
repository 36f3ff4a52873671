"""Board codes: a whole mine layout as short text a player can paste into a chat and type back.

Two forms. Our own code, ``MS1-30x16-99-B…``, carries its version, size and mine count in plain sight, then
the mines bit-packed (or deflated, when that is shorter: sparse giant boards) in Crockford base 32, which
is case-blind and forgives O/0 and I/L/1 when typed back, and a CRC-32 over everything, so a typo or an
edit is reported instead of silently giving another board. The second form is the community's ``b``/``m``
query (JSMinesweeper and the ZiNi explorers), read and written so boards travel between programs. A board
here is primitives only: width, height and ``mines`` (row-major bytes, 1 = mine). Every reader treats its
text as hostile: sizes are capped before anything is allocated and each fault is a ``BoardCodeError``.
``read_code`` is the one door for a code a player hands in, used by every front end, so a code is accepted
or refused by the same rule everywhere; spaces, tabs and line breaks (a chat program wraps long codes) are
ignored by both readers through ``_compact``.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from typing import TYPE_CHECKING

from minesweeper.core.board import MAX_SIDE
from minesweeper.core.errors import BoardCodeError
from minesweeper.core.figure_text import grouped
from minesweeper.core.language.translate import _, ngettext
from minesweeper.core.layout import Layout

if TYPE_CHECKING:
    from minesweeper.core.game import Game

VERSION = 1
_CELLS_MAX = MAX_SIDE * MAX_SIDE
_BITMAP_MAX = (_CELLS_MAX + 7) // 8
_CRC_BYTES = 4
# Longest honest code: header, mode letter, then base 32 of the largest bitmap plus its CRC.
MAX_CODE_CHARS = len("MS1-1000x1000-999999--") + (8 * (_BITMAP_MAX + _CRC_BYTES) + 4) // 5
_RFC32 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_CROCKFORD = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_TO_CROCKFORD = bytes.maketrans(_RFC32, _CROCKFORD)
_FROM_CROCKFORD = bytes.maketrans(_CROCKFORD, _RFC32)
_LOOK_ALIKES = str.maketrans("OIL", "011")
_CODE = re.compile(r"MS(\d{1,3})-(\d{1,5})X(\d{1,5})-(\d{1,8})-([0-9A-Z][0-9A-Z-]*)")
_UNPACK = [bytes((byte >> (7 - bit)) & 1 for bit in range(8)) for byte in range(256)]
_AS_DIGITS = bytes.maketrans(b"\x00\x01", b"01")


def check_board(width: int, height: int, mines: bytes) -> None:
    """Refuse a malformed board handed in by our own code: a programming mistake, not a player's."""
    if not (isinstance(width, int) and isinstance(height, int) and isinstance(mines, bytes | bytearray)):
        raise TypeError("a board is int width, int height and bytes mines")  # i18n: fixed (a programming error)
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise ValueError(  # i18n: fixed (a programming error)
            f"board sides must be 1..{MAX_SIDE}, not {width}×{height}"
        )
    if len(mines) != width * height:
        raise ValueError(  # i18n: fixed (a programming error)
            f"a {width}×{height} board needs {width * height} mine bytes, not {len(mines)}"
        )
    if bytes(mines).translate(None, b"\x00\x01"):
        raise ValueError("mine bytes must each be 0 (safe) or 1 (mine)")  # i18n: fixed (a programming error)
    if bytes(mines).count(1) == len(mines):
        raise ValueError("a board needs at least one safe cell")  # i18n: fixed (a programming error)


def pack_bits(mines: bytes) -> bytes:
    """One bit per cell, row-major, most significant bit first, the last byte padded with zeros."""
    size = (len(mines) + 7) // 8
    if not mines:
        return b""
    value = int(bytes(mines).translate(_AS_DIGITS), 2) << (8 * size - len(mines))
    return value.to_bytes(size, "big")


def unpack_bits(bitmap: bytes, cells: int) -> bytes:
    """The inverse of ``pack_bits``: one byte (0 or 1) per cell for the first ``cells`` bits."""
    return b"".join([_UNPACK[byte] for byte in bitmap])[:cells]


def _compact(text: str, limit: int, too_long: str) -> str:
    """``text`` without its spaces, tabs and line breaks, which no code or link holds but chat programs add;
    too long text is refused before it is copied (allowing an eighth more for the line breaks) and after, with
    ``too_long`` (a sentence with ``{count}`` characters and the ``{most}`` allowed)."""
    if not isinstance(text, str):
        raise TypeError("a board code or link is text")  # i18n: fixed (a programming error)
    if len(text) > limit + limit // 8:
        raise BoardCodeError(
            too_long.format(count=grouped(len(text), for_people=True), most=grouped(limit, for_people=True))
        )
    compact = "".join(text.split())
    if len(compact) > limit:
        raise BoardCodeError(
            too_long.format(count=grouped(len(compact), for_people=True), most=grouped(limit, for_people=True))
        )
    return compact


def _check_sides(width: int, height: int) -> None:
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise BoardCodeError(
            _("a {width}×{height} board is out of range: each side must be 1 to {most}").format(
                width=width, height=height, most=MAX_SIDE
            )
        )


def _check_padding(bitmap: bytes, cells: int, past_the_end: str) -> None:
    """Refuse mines marked in the padding bits after the last cell, with ``past_the_end`` (a sentence)."""
    spare = 8 * len(bitmap) - cells
    if spare and bitmap[-1] & ((1 << spare) - 1):
        raise BoardCodeError(past_the_end)


def _check_count(width: int, height: int, found: int, stated: int | None, link_size: str | None = None) -> None:
    """Refuse a layout of ``found`` mines that is not the ``stated`` count, or has no safe cell: our code's, or a
    link's (``link_size``: its ``b=``, which states the count of the three classic levels, "" for a link's own
    size, which states none)."""
    if stated is not None and found != stated:
        if link_size is None:
            message = ngettext(
                "the code says {stated} mine but its layout holds {found}: it was mistyped or altered",
                "the code says {stated} mines but its layout holds {found}: it was mistyped or altered",
                stated,
            )
        else:
            # Translators: {size} is the link's b= ("b=3", never translated), which names a level and its mines.
            message = ngettext(
                "{size} says {stated} mine but its layout holds {found}: it was mistyped or altered",
                "{size} says {stated} mines but its layout holds {found}: it was mistyped or altered",
                stated,
            )
        raise BoardCodeError(message.format(size=link_size, stated=stated, found=found))
    if found >= width * height:
        if link_size is None:
            raise BoardCodeError(_("the code makes every cell a mine: there would be nothing to play"))
        raise BoardCodeError(_("the link makes every cell a mine: there would be nothing to play"))


# ----------------------------------------------------------------- our own code


def _crc(width: int, height: int, count: int, mode: str, bitmap: bytes) -> bytes:
    header = f"MS{VERSION}-{width}x{height}-{count}-{mode}".encode()
    return zlib.crc32(bitmap, zlib.crc32(header)).to_bytes(_CRC_BYTES, "big")


def encode_board(width: int, height: int, mines: bytes) -> str:
    """``MS1-<w>x<h>-<mines>-<B or Z><base 32 of body + CRC-32>``; Z (deflated) only when shorter."""
    check_board(width, height, mines)
    count = bytes(mines).count(1)
    bitmap = pack_bits(mines)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    deflated = packer.compress(bitmap) + packer.flush()
    mode, body = ("Z", deflated) if len(deflated) < len(bitmap) else ("B", bitmap)
    payload = body + _crc(width, height, count, mode, bitmap)
    text = base64.b32encode(payload).rstrip(b"=").translate(_TO_CROCKFORD).decode()
    return f"MS{VERSION}-{width}x{height}-{count}-{mode}{text}"


def _base32_bytes(text: str) -> bytes:
    stray = set(text.encode().translate(None, _CROCKFORD))
    if stray:
        shown = "".join(sorted(chr(c) for c in stray))
        raise BoardCodeError(
            _("the code's layout part has {shown}, which board codes never use").format(shown=repr(shown))
        )
    rfc = text.encode().translate(_FROM_CROCKFORD)
    try:
        return base64.b32decode(rfc + b"=" * (-len(rfc) % 8))
    except binascii.Error:
        raise BoardCodeError(
            _("the code's layout part has the wrong length: a character is missing or one too many")
        ) from None


def _inflate(body: bytes, size: int) -> bytes:
    """Deflated bitmap back to exactly ``size`` bytes, never more: a hostile body cannot balloon."""
    unpacker = zlib.decompressobj(-15)
    try:
        bitmap = unpacker.decompress(body, size)
    except zlib.error:
        raise BoardCodeError(_("the code's layout part is damaged: it does not unpack")) from None
    if len(bitmap) != size or unpacker.unconsumed_tail or not unpacker.eof or unpacker.unused_data:
        raise BoardCodeError(_("the code's layout part unpacks to the wrong size for its board"))
    return bitmap


def decode_board(code: str) -> tuple[int, int, bytes]:
    """Width, height and mine bytes from ``encode_board``'s text; spaces, line breaks and case are ignored."""
    too_long = _("that is {count} characters, too long for a board code: one is at most {most}")
    text = _compact(code, MAX_CODE_CHARS, too_long).upper()
    text = text[:2] + text[2:].translate(_LOOK_ALIKES)  # O typed for 0, I or L for 1
    match = _CODE.fullmatch(text)
    if match is None:
        if re.fullmatch(r"MS\d{1,3}-.*", text) is None:
            raise BoardCodeError(
                _(
                    "that is not a board code: ours start with MS1- (like MS1-30x16-99-B…), a board link has b= and m= "
                    "(like b=1&m=…)"
                )
            )
        raise BoardCodeError(
            _(
                "that board code is malformed: after MS1- come width x height, the mine count and the layout, joined "
                "by '-', using digits and letters only"
            )
        )
    version, width, height, stated, payload = match.groups()
    if int(version) != VERSION:
        raise BoardCodeError(
            _("that is a version {version} board code; this game reads version {ours}").format(
                version=int(version), ours=VERSION
            )
        )
    width_n, height_n, stated_n = int(width), int(height), int(stated)
    _check_sides(width_n, height_n)
    cells = width_n * height_n
    mode, body = payload[0], _base32_bytes(payload[1:].replace("-", ""))
    size = (cells + 7) // 8
    if len(body) < _CRC_BYTES:
        raise BoardCodeError(_("the code's layout part is too short to hold a board"))
    body, check = body[:-_CRC_BYTES], body[-_CRC_BYTES:]
    if mode == "B":
        if len(body) != size:
            raise BoardCodeError(
                _("the layout holds {bits} cells' worth of bits; a {width}×{height} board needs {cells}").format(
                    bits=8 * len(body), width=width_n, height=height_n, cells=cells
                )
            )
        bitmap = body
    elif mode == "Z":
        bitmap = _inflate(body, size)
    else:
        raise BoardCodeError(_("the layout starts with {mode}; this game writes B or Z there").format(mode=repr(mode)))
    _check_padding(bitmap, cells, _("the code marks mines past the board's last cell: it was mistyped or altered"))
    _check_count(width_n, height_n, int.from_bytes(bitmap, "big").bit_count(), stated_n)
    if check != _crc(width_n, height_n, stated_n, mode, bitmap):
        raise BoardCodeError(_("the code's checksum does not match: a character was mistyped or changed"))
    return width_n, height_n, unpack_bits(bitmap, cells)


# ----------------------------------------------------------------- the community's b/m code
# Facts from JSMinesweeper's source (Minesweeper/client/MinesweeperGame.js getBoardDescriptor and
# getMinesString, main.js interpretBMParms): b is "1" for 9×9/10, "2" for 16×16/40, "3" for 30×16/99 (30
# wide, 16 high); any other board is its width then its height in decimal, both zero-padded to the width's
# digit count, and a reader splits b in the middle (the first floor(len/2) digits are the width). m is
# lowercase base-32 digits (0-9, a-v), each covering the next 5 cells row-major with x fastest, most
# significant bit first, 1 = mine, zero bits past the last cell; the mine count is not written. The query
# is pasted as ?b=…&m=… after the tool's address. We pad both sides to the longer digit count, so a board
# taller in digits than wide (9×100 → 009100) still splits right; for every other board our b is theirs.

_LEVELS = {"1": (9, 9, 10), "2": (16, 16, 40), "3": (30, 16, 99)}
_B32_LOWER = b"0123456789abcdefghijklmnopqrstuv"
_TO_BM = bytes.maketrans(_RFC32, _B32_LOWER)
_FROM_BM = bytes.maketrans(_B32_LOWER + _B32_LOWER.upper()[10:], _RFC32 + _RFC32[10:])
_BM_DIGITS = re.compile(r"[0-9a-vA-V]*")
_MAX_M = (_CELLS_MAX + 4) // 5
_MAX_BM_TEXT = _MAX_M + 2000  # the m digits plus an address and other parameters


def encode_bm(width: int, height: int, mines: bytes) -> str:
    """The query ``b=…&m=…`` that JSMinesweeper and the ZiNi explorers read after their address and ``?``."""
    check_board(width, height, mines)
    count = bytes(mines).count(1)
    level = next((b for b, size in _LEVELS.items() if size == (width, height, count)), None)
    if level is None:
        digits = max(len(str(width)), len(str(height)))
        level = f"{width:0{digits}d}{height:0{digits}d}"
    rfc = base64.b32encode(pack_bits(mines)).translate(_TO_BM).decode()
    return f"b={level}&m={rfc[: (width * height + 4) // 5]}"


def _bm_fields(text: str) -> tuple[str, str]:
    query = text.rsplit("?", 1)[-1].split("#", 1)[0]
    fields: dict[str, str] = {}
    for part in query.split("&"):
        key, _equals, value = part.partition("=")
        key = key.lower()
        if key in ("b", "m"):
            if key in fields:
                raise BoardCodeError(_("the board link gives {key}= twice").format(key=key))
            fields[key] = value
    if "b" not in fields or "m" not in fields:
        raise BoardCodeError(_("a board link needs both b= (the board size) and m= (the mines), like ?b=3&m=…"))
    return fields["b"], fields["m"]


def _bm_size(b: str) -> tuple[int, int, int | None]:
    if b in _LEVELS:
        return _LEVELS[b]
    if not (2 <= len(b) <= 8 and b.isascii() and b.isdigit()):
        raise BoardCodeError(
            _("b={b} is not a board: use 1, 2 or 3, or the width and height digits (3016 for 30×16)").format(
                b=repr(b[:12])
            )
        )
    half = len(b) // 2
    width, height = int(b[:half]), int(b[half:])
    _check_sides(width, height)
    return width, height, None


def decode_bm(text: str) -> tuple[int, int, bytes]:
    """Width, height and mine bytes from a ``b``/``m`` link, its query, or just ``b=…&m=…``; spaces, tabs and
    line breaks are ignored."""
    too_long = _("that is {count} characters, too long for a board link: one is at most {most}")
    b, m = _bm_fields(_compact(text, _MAX_BM_TEXT, too_long))
    width, height, stated = _bm_size(b)
    cells = width * height
    need = (cells + 4) // 5
    if _BM_DIGITS.fullmatch(m) is None:
        raise BoardCodeError(_("m= may hold only the base-32 digits 0-9 and a-v"))
    if len(m) != need:
        raise BoardCodeError(
            _("m= has {count} digits; a {width}×{height} board needs {need}").format(
                count=len(m), width=width, height=height, need=need
            )
        )
    rfc = m.encode().translate(_FROM_BM)
    decoded = base64.b32decode(rfc + b"A" * (-len(rfc) % 8))
    bitmap, spare = decoded[: (cells + 7) // 8], decoded[(cells + 7) // 8 :]
    if spare.strip(b"\x00"):
        raise BoardCodeError(_("m= marks mines past the board's last cell: it was mistyped or altered"))
    _check_padding(bitmap, cells, _("m= marks mines past the board's last cell: it was mistyped or altered"))
    _check_count(
        width, height, int.from_bytes(bitmap, "big").bit_count(), stated, f"b={b}" if stated is not None else ""
    )
    return width, height, unpack_bits(bitmap, cells)


# ----------------------------------------------------------------- the one door for a code handed in


def read_code(text: str) -> Layout:
    """The board of a code a player pasted or typed: ours (``MS1-…``) or a ``b``/``m`` link, its query or just
    ``b=…&m=…`` (a link is told by its ``=``, which our codes never hold). Spaces, tabs and line breaks are
    ignored anywhere; any other fault is a ``BoardCodeError`` saying what is wrong."""
    width, height, mines = decode_bm(text) if "=" in text else decode_board(text)
    return Layout(width, height, mines)


# ----------------------------------------------------------------- the one adapter to Game
# ADAPTER (lead: fix on merge). Game and Layout are being reworked; every reader and writer of the codes,
# .mbf, the hand and EVF takes primitives, and this is the only function that looks inside a Game.


def board_of(game: Game) -> tuple[int, int, bytes]:
    """Width, height and mine bytes of a game, for its board code, .mbf file or EVF replay."""
    layout = game.layout
    if layout is None:
        raise BoardCodeError(_("the mines are laid by the first click: open a cell before sharing the board"))
    mines = bytearray(layout.width * layout.height)
    for x, y in layout.mines:
        mines[y * layout.width + x] = 1
    return layout.width, layout.height, bytes(mines)
