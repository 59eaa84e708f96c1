"""The package and its pytest plugin load without the WebSocket client (uihost/__init__.py, PEP 562): every pytest
process loads the plugin, the xdist controller too, and only a test that connects needs asyncio and websockets."""

import subprocess
import sys
from pathlib import Path

SOURCE = str(Path(__file__).resolve().parent.parent / "src")


def modules_after(statement: str) -> set:
    script = f"import sys; sys.path.insert(0, {SOURCE!r}); {statement}; print(' '.join(sorted(sys.modules)))"
    output = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True).stdout
    return set(output.split())


def test_the_plugin_loads_without_the_websocket_client():
    loaded = modules_after("import uihost.pytest_plugin")
    assert "uihost.pytest_plugin" in loaded
    assert not {"websockets", "asyncio", "ssl", "uihost.connection", "uihost._sync_api"} & loaded


def test_the_client_classes_load_on_first_use():
    loaded = modules_after("import uihost; uihost.App; uihost.Rect(0, 0, 1, 2)")
    assert {"uihost._sync_api", "uihost.connection", "websockets", "uihost.types"} <= loaded


def test_star_import_and_dir_name_every_public_name():
    loaded = modules_after("from uihost import *; assert callable(launch) and App and View and Events and Recording "
                           "and EVENT_NAMES and HostProcess and find_binary and build_selector and format_tree "
                           "and Point and Rect and LaunchError")
    assert "uihost._sync_view" in loaded
    names = subprocess.run([sys.executable, "-c", f"import sys; sys.path.insert(0, {SOURCE!r}); import uihost; "
                            "print(' '.join(dir(uihost)))"], check=True, capture_output=True, text=True).stdout.split()
    assert {"App", "View", "launch", "connect", "Rect", "LaunchError"} <= set(names)


def test_an_unknown_name_is_an_attribute_error():
    result = subprocess.run([sys.executable, "-c", f"import sys; sys.path.insert(0, {SOURCE!r}); import uihost; "
                             "uihost.Nonesuch"], capture_output=True, text=True)
    assert result.returncode == 1
    assert "AttributeError: module 'uihost' has no attribute 'Nonesuch'" in result.stderr
