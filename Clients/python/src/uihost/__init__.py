"""Drive headless UIKit apps served by ``uihost`` (docs/protocol.md): the synchronous API.

    import uihost

    with uihost.launch(storyboard="Main.storyboard") as app:
        app.tap(tag=3)
        assert app.view(tag=4).text == "On"

``launch()`` starts the ``uihost`` binary on a free port and stops it when the app is closed; ``connect(url,
token=)`` attaches to a host that is already running. The asyncio API is ``uihost.aio``; the pytest plugin
(``app`` fixture) is ``uihost.pytest_plugin``, registered as a pytest11 entry point.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Dict, Optional, Sequence

from .errors import *  # noqa: F401,F403  (the exception classes are part of the package's API)
from .errors import __all__ as _error_names

if TYPE_CHECKING:
    from ._sync_api import App
    from ._sync_view import Events, Recording, View
    from .connection import EVENT_NAMES, Event, SyncConnection
    from .process import HostProcess, find_binary
    from .selectors import build_selector
    from .treetext import format_tree
    from .types import Point, Rect

# The client's classes are imported when first used (PEP 562), not with the package: the WebSocket client
# (asyncio, ssl, websockets) is most of the package's import time, and the pytest plugin, which every pytest process
# loads (the xdist controller too, which never connects), needs it only when a test connects.
_LAZY = {"App": "._sync_api", "View": "._sync_view", "Events": "._sync_view", "Recording": "._sync_view",
         "Event": ".connection", "EVENT_NAMES": ".connection", "SyncConnection": ".connection",
         "HostProcess": ".process", "find_binary": ".process", "build_selector": ".selectors",
         "format_tree": ".treetext", "Point": ".types", "Rect": ".types"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'uihost' has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list:
    return sorted(set(globals()) | set(_LAZY))


__version__ = "0.1.0"

__all__ = ["launch", "connect", "App", "View", "Events", "Recording", "Event", "EVENT_NAMES", "HostProcess",
           "find_binary", "build_selector", "format_tree", "Point", "Rect", *_error_names]


def launch(storyboard: Optional[str] = None, *, app: Optional[str] = None, device: Optional[str] = None,
           token: Optional[str] = None, clock: Optional[str] = None, args: Sequence[str] = (),
           binary: Optional[str] = None, env: Optional[Dict[str, str]] = None, timeout: Optional[float] = 60.0,
           ready_timeout: float = 30.0, recordings_dir: Optional[str] = None, app_dir: Optional[str] = None,
           initial: Optional[str] = None, tls_cert: Optional[str] = None, tls_key: Optional[str] = None) -> "App":
    """Starts ``uihost serve --port 0`` and connects to it; closing the app (or leaving ``with``) stops it.

    ``storyboard`` runs an Xcode storyboard as the app, ``app_dir`` an app's resource folder (``--app-dir``:
    Info.plist, storyboards, asset catalogs, strings), ``app`` a built-in one (``"demo"``, the default);
    ``initial`` starts a storyboard or folder at the scene with that Storyboard ID;
    ``device`` (``iphone-8``, ``iphone-3gs``, ``ipad``), ``token``, ``clock`` (``virtual``, ``real``) and ``args``
    are passed to the command line, and ``recordings_dir`` as ``--recordings-dir`` (the folder
    ``record_start`` and ``replay`` paths are in; default ``recordings`` in the current directory). The binary comes from ``binary``, ``UIHOST_BINARY`` or the repository's
    ``.build`` (see ``find_binary``). A host that exits before it is ready raises LaunchError with its output;
    one that dies later makes calls raise HostDiedError with its last output. ``tls_cert`` and ``tls_key`` (PEM
    files) make the host serve ``wss://``; the client then trusts ``tls_cert`` as its CA (a self-signed one).
    """
    from ._launching import start_host
    process = start_host(storyboard, app, device, token, clock, args, binary, env, ready_timeout,
                         recordings_dir, app_dir, initial, tls_cert, tls_key)
    return connect_launched(process, token, timeout=timeout, cafile=tls_cert)


def connect_launched(process: "HostProcess", token: Optional[str] = None, *, timeout: Optional[float] = 60.0,
                     cafile: Optional[str] = None) -> "App":
    """An App on a host this client started (ready), which closing the app stops; the host is stopped when the
    connection fails."""
    from ._launching import death_diagnosis
    from ._sync_api import App
    from .connection import SyncConnection
    try:
        connection = SyncConnection(process.url, token, timeout=timeout, diagnose=death_diagnosis(process),
                                    cafile=cafile)
    except BaseException:
        process.stop()
        raise
    return App(connection, process)


def connect(url: str, token: Optional[str] = None, *, timeout: Optional[float] = 60.0,
            connect_timeout: float = 10.0, origin: Optional[str] = None, cafile: Optional[str] = None,
            verify: bool = True) -> "App":
    """Connects to a running host (``ws://127.0.0.1:8765/``, or ``wss://`` when it serves TLS: its certificate is
    checked against the system's CAs or ``cafile``, a PEM file; ``verify=False`` skips the check). Raises
    ConnectionFailedError naming the URL when nothing answers there or the TLS handshake fails,
    AuthenticationError when the token is missing or wrong, OriginRefusedError when ``origin`` (an ``Origin``
    header, as a browser sends) is not one the host accepts."""
    from ._sync_api import App
    from .connection import SyncConnection
    return App(SyncConnection(url, token, timeout=timeout, connect_timeout=connect_timeout, origin=origin,
                              cafile=cafile, verify=verify))
