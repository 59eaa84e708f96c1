"""A small PNG reader and writer on the standard library's zlib, enough to compare screenshots without Pillow.

``decode`` reads the PNGs a host writes (8-bit RGB or RGBA, docs/rendering.md) and any other non-interlaced 8-bit
PNG: greyscale, greyscale with alpha, RGB, RGBA and palette images, every filter type. ``encode`` writes RGBA.
Pixels are kept as one ``bytearray`` of RGBA, four bytes a pixel, rows top to bottom.
"""

from __future__ import annotations

import operator
import struct
import zlib
from dataclasses import dataclass
from itertools import accumulate
from typing import List

SIGNATURE = b"\x89PNG\r\n\x1a\n"

# Bytes per pixel of each colour type at 8 bits a sample.
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
# The low byte of an int, as a C-level callable (map over it runs without a Python loop).
_LOW_BYTE = (255).__and__


class PNGError(ValueError):
    """The bytes are not a PNG this module reads; the message says why."""


@dataclass
class Image:
    """An RGBA image: ``pixels`` holds ``width * height * 4`` bytes."""

    width: int
    height: int
    pixels: bytearray

    def pixel(self, x: int, y: int) -> tuple:
        """The (r, g, b, a) at column ``x``, row ``y``."""
        start = (y * self.width + x) * 4
        return tuple(self.pixels[start:start + 4])


def _chunks(data: bytes):
    if data[:8] != SIGNATURE:
        raise PNGError("not a PNG: the file does not start with the PNG signature")
    position = 8
    while position + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if len(body) != length:
            raise PNGError(f"the {kind.decode('latin-1')} chunk is cut short")
        yield kind, body
        position += 12 + length


def _unfilter(raw: bytes, width: int, height: int, channels: int) -> bytearray:
    stride = width * channels
    if len(raw) < height * (stride + 1):
        raise PNGError(f"the image data holds {len(raw)} bytes, fewer than {height} rows of {stride + 1}")
    out = bytearray(height * stride)
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind = raw[start]
        row = bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            # Each channel is the running sum of its differences, mod 256: one C-level pass per channel.
            for channel in range(channels):
                row[channel::channels] = bytes(map(_LOW_BYTE, accumulate(row[channel::channels])))
        elif kind == 2:
            row = bytearray(map(_LOW_BYTE, map(operator.add, row, previous)))
        elif kind == 3:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                up = previous[i]
                corner = previous[i - channels] if i >= channels else 0
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                row[i] = (row[i] + predictor) & 0xFF
        elif kind != 0:
            raise PNGError(f"row {y} has filter type {kind}; PNG defines 0 to 4")
        out[y * stride:(y + 1) * stride] = row
        previous = row
    return out


def decode_size(data: bytes) -> tuple:
    """(width, height) from the IHDR chunk, without decoding the pixels."""
    if data[:8] != SIGNATURE or data[12:16] != b"IHDR":
        raise PNGError("not a PNG: the file does not start with the PNG signature and an IHDR chunk")
    return struct.unpack(">II", data[16:24])


def decode(data: bytes) -> Image:
    """The RGBA pixels of a PNG; ``PNGError`` for anything else (16-bit samples and interlacing are refused)."""
    header = None
    palette = b""
    transparency = b""
    compressed: List[bytes] = []
    for kind, body in _chunks(data):
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = body
        elif kind == b"tRNS":
            transparency = body
        elif kind == b"IDAT":
            compressed.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise PNGError("the PNG has no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in _CHANNELS:
        raise PNGError(f"only 8-bit samples are read (this PNG has {depth}-bit colour type {colour})")
    if interlace:
        raise PNGError("interlaced PNGs are not read")
    channels = _CHANNELS[colour]
    try:
        raw = zlib.decompress(b"".join(compressed))
    except zlib.error as error:
        raise PNGError(f"the image data does not inflate: {error}") from error
    samples = _unfilter(raw, width, height, channels)
    count = width * height
    if colour == 6:
        pixels = samples
    else:
        pixels = bytearray(count * 4)
        if colour == 2:
            for channel in range(3):
                pixels[channel::4] = samples[channel::3]
            pixels[3::4] = b"\xff" * count
        elif colour == 0:
            for channel in range(3):
                pixels[channel::4] = samples
            pixels[3::4] = b"\xff" * count
        elif colour == 4:
            for channel in range(3):
                pixels[channel::4] = samples[0::2]
            pixels[3::4] = samples[1::2]
        else:
            colours = [tuple(palette[i:i + 3]) + (transparency[i // 3] if i // 3 < len(transparency) else 255,)
                       for i in range(0, len(palette), 3)]
            for index, value in enumerate(samples):
                if value >= len(colours):
                    raise PNGError(f"pixel {index} names palette entry {value}; the palette has {len(colours)}")
                pixels[index * 4:index * 4 + 4] = bytes(colours[value])
    return Image(width, height, pixels)


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def encode(image: Image) -> bytes:
    """An 8-bit RGBA PNG of ``image`` (no filtering; zlib level 6)."""
    stride = image.width * 4
    raw = bytearray()
    for y in range(image.height):
        raw.append(0)
        raw += image.pixels[y * stride:(y + 1) * stride]
    header = struct.pack(">IIBBBBB", image.width, image.height, 8, 6, 0, 0, 0)
    return SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(bytes(raw), 6)) + _chunk(b"IEND", b"")
