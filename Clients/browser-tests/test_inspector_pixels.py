"""The inspector's pixels in headless Chromium: the host's own picture (GET /snapshot.png) at the screen's size,
refreshed when the tree changes, with the views' outlines over it on hover and the hovered view marked in the tree;
a screenshot saved as a CI artifact."""

import hashlib

import pytest
from selenium.webdriver.common.action_chains import ActionChains

from conftest import Inspector
from uihost import png

PICTURE = """
    const picture = document.querySelector('#picture');
    const box = picture.getBoundingClientRect(), screen = document.querySelector('#screen').getBoundingClientRect();
    return {complete: picture.complete, natural: [picture.naturalWidth, picture.naturalHeight],
            shown: [box.width, box.height], at: [box.left - screen.left, box.top - screen.top],
            loaded: Number(picture.dataset.loaded ?? 0), path: new URL(picture.src || location.href).pathname,
            display: getComputedStyle(picture).display};
"""

# The SHA-256 of the picture's RGBA pixels as the browser decoded them, read back through a canvas.
DIGEST = """
    const done = arguments[arguments.length - 1];
    const picture = document.querySelector('#picture');
    const canvas = document.createElement('canvas');
    canvas.width = picture.naturalWidth;
    canvas.height = picture.naturalHeight;
    const context = canvas.getContext('2d');
    context.drawImage(picture, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    crypto.subtle.digest('SHA-256', pixels).then((digest) =>
        done([...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')));
"""


def pixels_digest(png_bytes):
    return hashlib.sha256(bytes(png.decode(png_bytes).pixels)).hexdigest()


def picture(inspector):
    return inspector.js(PICTURE)


def wait_for_picture(inspector, after=0):
    inspector.wait_for(lambda: (lambda shown: shown["complete"] and shown["natural"][0] > 0
                                and shown["loaded"] > after)(picture(inspector)), "the host's picture")
    return picture(inspector)


def test_the_picture_is_the_hosts_pixels_at_the_screens_size(pixel_inspector, app, browser):
    shown = wait_for_picture(pixel_inspector)
    assert shown["natural"] == [750, 1334]  # an iPhone 8 at @2x
    assert shown["shown"] == [375, 667]  # one CSS pixel a point, as the boxes
    assert shown["at"] == [0, 0]
    assert shown["path"] == "/snapshot.png"
    assert shown["display"] == "block"
    browser.set_script_timeout(20)
    assert browser.execute_async_script(DIGEST) == pixels_digest(app.screenshot())
    # The boxes are still there, over the picture, but only as hover targets: no colour, no text.
    counter = pixel_inspector.drawn(app.view(tag=2).ref)
    assert counter.value_of_css_property("background-color") == "rgba(0, 0, 0, 0)"
    assert pixel_inspector.refs_drawn() == pixel_inspector.refs_in_app()


def test_hovering_outlines_the_view_over_the_picture_and_marks_it_in_the_tree(pixel_inspector, app, browser):
    wait_for_picture(pixel_inspector)
    counter = app.view(tag=2)
    ActionChains(browser).move_to_element(pixel_inspector.drawn(counter.ref)).perform()
    hovered = lambda: pixel_inspector.js("return [...document.querySelectorAll('.hover')].map(e => "
                                         "(e.closest('#screen') ? 'drawing:' : 'tree:') + e.dataset.ref).sort()")
    pixel_inspector.wait_for(lambda: hovered() == sorted([f"drawing:{counter.ref}", f"tree:{counter.ref}"]),
                             "the hovered view in the drawing and the tree")
    # The outline sits exactly on the view's frame over the picture (both in points from the screen's corner).
    assert pixel_inspector.drawn_rect(counter.ref) == counter.frame.as_dict()
    box = pixel_inspector.drawn(counter.ref)
    assert (box.value_of_css_property("outline-style"), box.value_of_css_property("outline-width"),
            box.value_of_css_property("outline-color")) == ("solid", "2px", "rgba(255, 159, 10, 1)")
    # While the mouse is over the screen every other view shows a faint outline.
    other = pixel_inspector.drawn(app.view(tag=3).ref)
    assert (other.value_of_css_property("outline-width"), other.value_of_css_property("outline-color")) \
        == ("1px", "rgba(0, 122, 255, 0.35)")
    assert "hover" in pixel_inspector.row(counter.ref).get_attribute("class").split()
    path = pixel_inspector.screenshot("inspector-pixels.png")
    assert path.stat().st_size > 10_000
    # Leaving the screen clears the outlines.
    ActionChains(browser).move_to_element(browser.find_element("id", "view-tree")).perform()
    pixel_inspector.wait_for(lambda: pixel_inspector.drawn(app.view(tag=3).ref)
                             .value_of_css_property("outline-color") == "rgba(0, 0, 0, 0)", "the outlines gone")


def test_the_picture_is_read_again_when_the_tree_changes(pixel_inspector, app, browser):
    before = wait_for_picture(pixel_inspector)["loaded"]
    app.tap(tag=3)  # another client flips the toggle: tree.changed
    assert app.view(tag=4).text == "On"
    wait_for_picture(pixel_inspector, after=before)
    expected = pixels_digest(app.screenshot())
    browser.set_script_timeout(20)
    pixel_inspector.wait_for(lambda: browser.execute_async_script(DIGEST) == expected, "the new pixels")
    # Boxes and back: the boxes mode draws colours again and fetches no pictures.
    browser.find_element("css selector", 'input[name="drawing"][value="boxes"]').click()
    assert pixel_inspector.drawn(app.view(tag=2).ref).value_of_css_property("background-color") \
        == "rgba(52, 199, 89, 1)"
    assert picture(pixel_inspector)["display"] == "none"
    loaded = picture(pixel_inspector)["loaded"]
    browser.find_element("css selector", 'input[name="drawing"][value="pixels"]').click()
    wait_for_picture(pixel_inspector, after=loaded)


@pytest.mark.uihost(token="s3cret")
def test_the_picture_carries_the_pages_token(browser, app):
    page = Inspector(browser, app, "?token=s3cret").open()
    assert wait_for_picture(page)["natural"] == [750, 1334]
