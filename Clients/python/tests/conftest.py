"""Shared fixtures: the tests run the real uihost binary (built by `swift build --product uihost`)."""

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture
def shop_storyboard() -> str:
    """A navigation controller over Products (buttons Teapot, tag 7, `showDetail`; Basket, tag 8, `showBasket`)."""
    return str(FIXTURES / "Shop.storyboard")
