"""Screenshots (docs/protocol.md, Screenshots; docs/uikit-rules.md 19): PNG bytes, the same across hosts."""

import struct

import pytest

import uihost

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(png: bytes):
    """The width and height from the IHDR chunk."""
    assert png[:8] == PNG_SIGNATURE
    assert png[12:16] == b"IHDR"
    return struct.unpack(">II", png[16:24])


def test_the_home_screen_is_the_devices_pixels_and_the_same_bytes_on_two_hosts(tmp_path):
    with uihost.launch() as first, uihost.launch() as second:
        one = first.screenshot()
        other = second.screenshot(tmp_path / "home.png")
    assert png_size(one) == (750, 1334)
    assert one == other
    assert (tmp_path / "home.png").read_bytes() == other


def test_a_view_is_drawn_in_its_bounds_at_the_scale_asked_for(app):
    counter = app.screenshot(view=app.view(tag=2), scale=1)
    assert png_size(counter) == (150, 100)
    assert png_size(app.screenshot(view={"tag": 2}, scale=3)) == (450, 300)


def test_a_tap_changes_the_picture_and_the_same_state_gives_it_back(app):
    before = app.screenshot()
    app.tap(text="Navigation stack")
    pushed = app.screenshot()
    app.back()
    assert pushed != before
    assert app.screenshot() == before


def test_bad_parameters_are_refused_with_the_field_named(app):
    with pytest.raises(uihost.InvalidParamsError) as error:
        app.connection.call("screen.snapshot", {"format": "jpeg"})
    assert "format" in str(error.value)
    with pytest.raises(uihost.InvalidParamsError) as error:
        app.screenshot(scale=10)
    assert "scale" in str(error.value)
    with pytest.raises(uihost.NoSuchViewError):
        app.screenshot(view={"tag": 9999})
    # Partial pixels round up: 150 × 100 pt at a quarter is 37.5 × 25.
    assert png_size(app.screenshot(view={"tag": 2}, scale=0.25)) == (38, 25)
