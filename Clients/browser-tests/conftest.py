"""Browser tests of the inspector: Debian's chromium and chromium-driver, driven by selenium, headless.

Each test gets a fresh host from the uihost pytest plugin's ``app`` fixture and opens the inspector that host
serves; one browser is shared by the session. Screenshots go to ``.build/artifacts`` (or ``UIHOST_ARTIFACTS``).
"""

import os
import shutil
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(os.environ.get("UIHOST_ARTIFACTS", REPO / ".build" / "artifacts"))


def _find(names, variable):
    for candidate in [os.environ.get(variable), *names]:
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


@pytest.fixture(scope="session")
def browser():
    chromium = _find(["chromium", "chromium-browser", "/usr/bin/chromium"], "CHROMIUM")
    driver_path = _find(["chromedriver", "/usr/bin/chromedriver"], "CHROMEDRIVER")
    if not chromium or not driver_path:
        pytest.fail("the browser tests need Debian's chromium and chromium-driver: apt-get install chromium "
                    "chromium-driver (scripts/test installs them), or set CHROMIUM and CHROMEDRIVER")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1400,900", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    # An explicit driver path: selenium never tries to download one.
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    yield driver
    driver.quit()


class Inspector:
    """The inspector page of one host, with waits and the reads the tests share."""

    def __init__(self, driver, app, query=""):
        self.driver = driver
        self.app = app
        self.url = app.url.replace("ws://", "http://") + "inspector/" + query

    def open(self):
        self.driver.get(self.url)
        self.wait_for(lambda: self.driver.find_element("id", "status").get_attribute("data-state") == "connected",
                      "the inspector to connect")
        self.wait_for(lambda: self.refs_drawn() == self.refs_in_app(), "the drawing of the app's tree")
        return self

    def wait_for(self, condition, what, timeout=10):
        # A redraw may replace an element between finding and reading it: that try counts as not yet.
        WebDriverWait(self.driver, timeout, ignored_exceptions=[StaleElementReferenceException]).until(
            lambda _: condition(), message=f"waited {timeout} s for {what}")

    def click(self, find):
        """Clicks the element ``find()`` returns, finding it again if a redraw replaced it meanwhile."""
        def attempt():
            find().click()
            return True
        self.wait_for(attempt, "an element to click")

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def refs_in_app(self):
        refs = []

        def walk(node):
            refs.append(node["ref"])
            for child in node.get("children", []):
                walk(child)

        walk(self.app.tree()["root"])
        return refs

    def refs_drawn(self):
        return self.js("return [...document.querySelectorAll('#screen .node')].map(e => e.dataset.ref)")

    def refs_in_tree(self):
        return self.js("return [...document.querySelectorAll('#view-tree .row')].map(e => e.dataset.ref)")

    def drawn(self, ref):
        return self.driver.find_element("css selector", f'#screen .node[data-ref="{ref}"]')

    def row(self, ref):
        return self.driver.find_element("css selector", f'#view-tree .row[data-ref="{ref}"]')

    def drawn_rect(self, ref):
        """The drawn box of a view relative to the drawing's top-left corner, in CSS pixels (1 px = 1 pt)."""
        return self.js("""
            const screen = document.querySelector('#screen').getBoundingClientRect();
            const box = document.querySelector(`#screen .node[data-ref="${arguments[0]}"]`).getBoundingClientRect();
            return {x: box.left - screen.left, y: box.top - screen.top,
                    width: box.width, height: box.height};
        """, ref)

    def screen_size(self):
        return self.js("const r = document.querySelector('#screen').getBoundingClientRect();"
                       "return [r.width, r.height]")

    def selected(self):
        """What is marked selected, as sorted ``drawing:REF`` and ``tree:REF`` strings."""
        return sorted(self.js("return [...document.querySelectorAll('.selected')].map(e => "
                              "(e.closest('#screen') ? 'drawing:' : 'tree:') + e.dataset.ref)"))

    def screenshot(self, name):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / name
        self.driver.save_screenshot(str(path))
        return path


@pytest.fixture
def inspector(browser, app):
    """The page drawing boxes from tree.get (``?drawing=boxes``): the tests of the drawing, selection and input."""
    return Inspector(browser, app, "?drawing=boxes").open()


@pytest.fixture
def pixel_inspector(browser, app):
    """The page as it opens by default: the host's pixels, outlines on hover."""
    return Inspector(browser, app).open()
