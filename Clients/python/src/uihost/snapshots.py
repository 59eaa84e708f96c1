"""Comparing a screenshot with a golden PNG, for the pytest plugin's ``assert_snapshot`` (and for anyone else).

    result = compare(golden_png, app.screenshot(), tolerance=2, threshold=0.001)
    if not result.passed:
        Path("diff.png").write_bytes(result.diff_png())

The semantics (docs/rendering.md, Snapshot tests):

- ``tolerance`` (an int from 0 to 255, default 0): how far any one channel (red, green, blue or alpha) of a pixel
  may be from the golden's before the pixel counts as different.
- ``threshold`` (a float from 0 to 1, default 0): the largest fraction of the pixels that may differ; the
  comparison fails when more than ``threshold × width × height`` pixels differ. With 0, any differing pixel
  fails.
- Images of different sizes always fail.

Equal bytes pass at once without decoding (the renderer is deterministic: the same tree gives the same bytes); the
PNGs are decoded only when the bytes differ, with ``uihost.png`` (zlib only, no Pillow).
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from itertools import compress
from typing import Optional

from . import png

# The diff image: differing pixels in opaque red, the others the actual picture washed out to a quarter strength.
_DIFF_COLOUR = b"\xff\x00\x00\xff"
_WASH = bytes(255 - (255 - value) // 4 for value in range(256))


@dataclass
class Comparison:
    """The outcome of ``compare``: sizes, how many pixels differ and by how much at most."""

    expected_size: tuple
    actual_size: tuple
    differing: int
    largest_difference: int
    tolerance: int
    threshold: float
    expected: Optional[png.Image] = None
    actual: Optional[png.Image] = None

    @property
    def total(self) -> int:
        return self.actual_size[0] * self.actual_size[1]

    @property
    def passed(self) -> bool:
        if self.expected_size != self.actual_size:
            return False
        return self.differing <= self.threshold * self.total

    def describe(self) -> str:
        """One sentence saying how the pictures differ, for a failure message."""
        if self.expected_size != self.actual_size:
            return (f"the sizes differ: expected {self.expected_size[0]} × {self.expected_size[1]} pixels, "
                    f"got {self.actual_size[0]} × {self.actual_size[1]}")
        share = self.differing / self.total if self.total else 0.0
        return (f"{self.differing} of {self.total} pixels ({share:.4%}) differ by more than {self.tolerance} in a "
                f"channel (at most {self.largest_difference}); the threshold allows {self.threshold:.4%}")

    def diff_png(self) -> bytes:
        """A PNG the size of the larger picture: differing pixels (and pixels only one picture has) red, the others
        the actual picture washed out."""
        if self.expected is None or self.actual is None:
            raise ValueError("equal bytes: there is no difference to draw")
        expected, actual = self.expected, self.actual
        width, height = max(expected.width, actual.width), max(expected.height, actual.height)
        pixels = bytearray(_DIFF_COLOUR * (width * height))
        shared_width = min(expected.width, actual.width)
        for y in range(min(expected.height, actual.height)):
            row_start = y * width * 4
            theirs = expected.pixels[y * expected.width * 4:(y * expected.width + shared_width) * 4]
            ours = actual.pixels[y * actual.width * 4:(y * actual.width + shared_width) * 4]
            washed = bytearray(ours.translate(_WASH))
            washed[3::4] = b"\xff" * shared_width
            if theirs != ours:
                for x in compress(range(shared_width), _differing_pixels(theirs, ours, self.tolerance)):
                    washed[x * 4:x * 4 + 4] = _DIFF_COLOUR
            pixels[row_start:row_start + shared_width * 4] = washed
        return png.encode(png.Image(width, height, pixels))


def _channel_differences(one: bytes, other: bytes):
    return bytes(map(abs, map(operator.sub, one, other)))


def _differing_pixels(one: bytes, other: bytes, tolerance: int) -> bytes:
    """One byte per RGBA pixel of two equal-length rows: 1 where some channel differs by more than ``tolerance``.
    Built from C-level maps, so a row costs no Python loop."""
    over = bytes(map(tolerance.__lt__, _channel_differences(one, other)))
    return bytes(map(operator.or_, map(operator.or_, over[0::4], over[1::4]), map(operator.or_, over[2::4], over[3::4])))


def compare(expected_png: bytes, actual_png: bytes, *, tolerance: int = 0, threshold: float = 0.0) -> Comparison:
    """Compares two PNGs pixel by pixel (see the module's docstring for ``tolerance`` and ``threshold``).
    ``png.PNGError`` when either is not a PNG this module reads."""
    if not isinstance(tolerance, int) or not 0 <= tolerance <= 255:
        raise ValueError(f"tolerance is {tolerance!r}; give a whole number from 0 to 255 (per channel)")
    if not 0.0 <= float(threshold) <= 1.0:
        raise ValueError(f"threshold is {threshold!r}; give the fraction of pixels that may differ, from 0 to 1")
    if expected_png == actual_png:
        size = png.decode_size(actual_png)
        return Comparison(size, size, 0, 0, tolerance, float(threshold))
    expected, actual = png.decode(expected_png), png.decode(actual_png)
    result = Comparison((expected.width, expected.height), (actual.width, actual.height), 0, 0, tolerance,
                        float(threshold), expected, actual)
    if result.expected_size != result.actual_size:
        return result
    stride = actual.width * 4
    differing = largest = 0
    for y in range(actual.height):
        theirs = expected.pixels[y * stride:(y + 1) * stride]
        ours = actual.pixels[y * stride:(y + 1) * stride]
        if theirs == ours:
            continue
        largest = max(largest, max(_channel_differences(theirs, ours)))
        differing += sum(_differing_pixels(theirs, ours, tolerance))
    result.differing, result.largest_difference = differing, largest
    return result
