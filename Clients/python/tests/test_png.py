"""uihost.png and uihost.snapshots without a host: decoding every filter and colour type, and the comparison's
tolerance and threshold (docs/rendering.md, Snapshot tests)."""

import struct
import zlib

import pytest

from uihost import png
from uihost.snapshots import compare


def chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def paeth(left: int, up: int, corner: int) -> int:
    estimate = left + up - corner
    distances = [abs(estimate - left), abs(estimate - up), abs(estimate - corner)]
    return [left, up, corner][distances.index(min(distances))]


def filtered_png(rows, colour: int, channels: int, filters, extra=b"") -> bytes:
    """A PNG of ``rows`` (lists of sample bytes), each row filtered with the filter type given for it, written
    here independently of uihost.png so the decoder is checked against the PNG specification's forward filters."""
    width = len(rows[0]) // channels
    raw = bytearray()
    previous = [0] * len(rows[0])
    for row, kind in zip(rows, filters):
        out = []
        for i, value in enumerate(row):
            left = row[i - channels] if i >= channels else 0
            corner = previous[i - channels] if i >= channels else 0
            predictor = [0, left, previous[i], (left + previous[i]) // 2, paeth(left, previous[i], corner)][kind]
            out.append((value - predictor) % 256)
        raw.append(kind)
        raw += bytes(out)
        previous = row
    header = struct.pack(">IIBBBBB", width, len(rows), 8, colour, 0, 0, 0)
    return (png.SIGNATURE + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(bytes(raw)))
            + chunk(b"IEND", b""))


RGB_ROWS = [[10, 20, 30, 200, 100, 50, 0, 255, 7],
            [11, 22, 33, 190, 110, 60, 5, 250, 9],
            [90, 80, 70, 60, 50, 40, 30, 20, 10],
            [255, 0, 128, 1, 2, 3, 250, 251, 252],
            [0, 0, 0, 255, 255, 255, 128, 128, 128]]


def test_every_filter_type_decodes_to_the_rows_that_were_filtered():
    image = png.decode(filtered_png(RGB_ROWS, 2, 3, [0, 1, 2, 3, 4]))
    assert (image.width, image.height) == (3, 5)
    for y, row in enumerate(RGB_ROWS):
        for x in range(3):
            assert image.pixel(x, y) == tuple(row[x * 3:x * 3 + 3]) + (255,)


def test_grey_grey_alpha_rgba_and_palette_images_become_rgba():
    assert png.decode(filtered_png([[0, 128], [255, 7]], 0, 1, [1, 4])).pixel(1, 1) == (7, 7, 7, 255)
    assert png.decode(filtered_png([[9, 100, 30, 40]], 4, 2, [2])).pixel(1, 0) == (30, 30, 30, 40)
    assert png.decode(filtered_png([[1, 2, 3, 4, 5, 6, 7, 8]], 6, 4, [3])).pixel(1, 0) == (5, 6, 7, 8)
    palette = chunk(b"PLTE", bytes([255, 0, 0, 0, 0, 255])) + chunk(b"tRNS", bytes([128]))
    indexed = png.decode(filtered_png([[1, 0, 1]], 3, 1, [0], extra=palette))
    assert [indexed.pixel(x, 0) for x in range(3)] == [(0, 0, 255, 255), (255, 0, 0, 128), (0, 0, 255, 255)]


def test_what_is_not_read_is_refused_saying_why():
    with pytest.raises(png.PNGError, match="signature"):
        png.decode(b"GIF89a")
    sixteen = png.SIGNATURE + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 16, 2, 0, 0, 0))
    with pytest.raises(png.PNGError, match="only 8-bit samples"):
        png.decode(sixteen)
    raw = zlib.compress(b"\x07\x01\x02\x03")
    bad_filter = png.SIGNATURE + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)) + chunk(b"IDAT", raw)
    with pytest.raises(png.PNGError, match="filter type 7"):
        png.decode(bad_filter)


def test_encode_writes_what_decode_reads_back():
    image = png.Image(2, 2, bytearray(range(16)))
    again = png.decode(png.encode(image))
    assert (again.width, again.height, again.pixels) == (2, 2, bytearray(range(16)))
    assert png.decode_size(png.encode(image)) == (2, 2)


def rgba(pixels, width):
    return png.encode(png.Image(width, len(pixels) // (4 * width), bytearray(pixels)))


def test_tolerance_is_per_channel_and_threshold_the_share_of_pixels_that_may_differ():
    expected = rgba([0, 0, 0, 255] * 4, 2)
    # One pixel 3 off in green, one 1 off in alpha: 2 of 4 pixels differ at tolerance 0, 1 at tolerance 1 or 2,
    # none at 3.
    actual = rgba([0, 3, 0, 255, 0, 0, 0, 254, 0, 0, 0, 255, 0, 0, 0, 255], 2)
    strict = compare(expected, actual)
    assert (strict.differing, strict.largest_difference, strict.passed) == (2, 3, False)
    assert compare(expected, actual, tolerance=1).differing == 1
    assert compare(expected, actual, tolerance=3).passed
    assert compare(expected, actual, tolerance=1, threshold=0.25).passed
    assert not compare(expected, actual, threshold=0.25).passed
    assert compare(expected, actual, threshold=0.5).passed
    assert compare(expected, expected).passed
    assert strict.describe() == ("2 of 4 pixels (50.0000%) differ by more than 0 in a channel (at most 3); "
                                 "the threshold allows 0.0000%")


def test_the_diff_is_red_where_pixels_differ_and_the_actual_washed_out_elsewhere():
    expected = rgba([0, 0, 0, 255, 200, 100, 0, 255], 2)
    actual = rgba([0, 0, 0, 255, 200, 100, 50, 255], 2)
    diff = png.decode(compare(expected, actual).diff_png())
    assert diff.pixel(0, 0) == (192, 192, 192, 255)
    assert diff.pixel(1, 0) == (255, 0, 0, 255)


def test_pictures_of_different_sizes_fail_and_the_diff_covers_both():
    small = rgba([9, 9, 9, 255], 1)
    wide = rgba([9, 9, 9, 255, 1, 1, 1, 255], 2)
    result = compare(small, wide, threshold=1.0)
    assert not result.passed
    assert result.describe() == "the sizes differ: expected 1 × 1 pixels, got 2 × 1"
    diff = png.decode(result.diff_png())
    assert (diff.width, diff.height) == (2, 1)
    assert diff.pixel(1, 0) == (255, 0, 0, 255)


def test_bad_tolerance_and_threshold_are_refused():
    with pytest.raises(ValueError, match="tolerance is 300"):
        compare(b"", b"", tolerance=300)
    with pytest.raises(ValueError, match="threshold is 2"):
        compare(b"", b"", threshold=2)
