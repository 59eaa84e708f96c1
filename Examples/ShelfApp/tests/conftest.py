"""Starts the Shelf app for each test: the binary the UIHostPortPlugin build made, served over the uihost protocol.

The binary is ``SHELF_APP_BINARY`` when set, else the package ``uihost init`` wrote beside the app folder
(``Examples/ShelfApp/.build/debug/ShelfApp``), else the repository's own build of the example
(``.build/debug/shelf-app``). It serves with the app folder it was ported from (Info.plist, the storyboards).
"""

import os
from pathlib import Path

import pytest
import uihost

HERE = Path(__file__).resolve().parent
CANDIDATES = (HERE.parent / ".build" / "debug" / "ShelfApp", HERE.parents[2] / ".build" / "debug" / "shelf-app")


def shelf_binary() -> str:
    from_env = os.environ.get("SHELF_APP_BINARY")
    if from_env:
        return from_env
    for candidate in CANDIDATES:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    pytest.fail("no Shelf app binary: run `swift build` in Examples/ShelfApp after `uihost init` (README), or "
                "`swift build --product shelf-app` in the repository, or set SHELF_APP_BINARY; looked at "
                + ", ".join(str(candidate) for candidate in CANDIDATES))


@pytest.fixture
def app():
    with uihost.launch(binary=shelf_binary()) as running:
        yield running
