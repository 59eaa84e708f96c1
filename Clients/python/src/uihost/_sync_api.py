"""The synchronous API: ``App`` (``View``, ``Events``, ``Recording`` are in _sync_view.py).

Generated from _async_api.py by tools/generate_sync.py; do not edit. Every method blocks until the host replies.
"""

from __future__ import annotations

import base64
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from ._sync_view import Events, Recording, View, PointLike
from .connection import EVENT_NAMES, SyncConnection
from .errors import NoSuchViewError, TimedOutError
from .process import HostProcess
from .selectors import as_selector, build_selector
from .treetext import format_tree, from_compact, from_table
from .types import point_param

__all__ = ["App", "View", "Events", "Recording"]

def _params(**values: Any) -> Dict[str, Any]:
    """Keyword arguments without the ones left at None, for a request's params."""
    return {key: value for key, value in values.items() if value is not None}


class App:
    """One connection to a running host, and the process when this client launched it.

    Methods map one-to-one onto protocol methods (docs/protocol.md, Methods) and return the protocol's result objects as
    dicts, except where noted (views come back as view objects). Errors raise the ProtocolError subclass of
    their code. Closing the app closes the connection and stops a launched host.
    """

    def __init__(self, connection: SyncConnection, process: Optional[HostProcess] = None) -> None:
        self.connection = connection
        #: The host process when ``launch()`` started it; None after ``connect()``.
        self.process = process
        self._discovery: Optional[Dict[str, Any]] = None

    @property
    def url(self) -> str:
        """The WebSocket URL of the host."""
        return self.connection.url

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.url}>"

    def __enter__(self) -> "App":
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()

    def close(self) -> None:
        """Closes the connection and, when this client launched the host, stops it (SIGTERM)."""
        try:
            self.connection.close()
        finally:
            if self.process is not None:
                self.process.stop()

    def call(self, method: str, params: Optional[Mapping[str, Any]] = None, /, **fields: Any) -> Any:
        """Any protocol method by name, with its params as a mapping and/or keyword arguments (protocol spelling):
        ``app.call("clock.advance", ms=100)``, ``app.call("input.swipe", {"from": (1, 2), "to": (3, 4)})``."""
        return self.connection.call(method, {**(params or {}), **fields})

    # Session and discovery

    def hello(self, client: str = "uihost-python", version: Optional[str] = None) -> Dict[str, Any]:
        """``session.hello``: protocol, server, capabilities, app and device."""
        return self.connection.call("session.hello", _params(client=client, version=version))

    def discover(self) -> Dict[str, Any]:
        """``rpc.discover``: the OpenRPC document of every method (cached after the first call)."""
        if self._discovery is None:
            self._discovery = self.connection.call("rpc.discover")
        return self._discovery

    def offers(self, method: str) -> bool:
        """Whether the host offers ``method`` (``rpc.discover`` lists it): a host of another version may not."""
        document = self.discover()
        for entry in document.get("methods", []):
            if entry.get("name") == method:
                return True
        return False

    # App life cycle

    def state(self) -> str:
        """The app's life-cycle state: ``notRunning``, ``inactive``, ``active``, ``background`` or ``suspended``."""
        return (self.connection.call("app.state"))["state"]

    def app_state(self) -> Dict[str, Any]:
        """``app.state``: ``{state, applicationState}``."""
        return self.connection.call("app.state")

    def launch_app(self, url: Optional[str] = None, background: Optional[bool] = None) -> Dict[str, Any]:
        """``app.launch``: launches the app after ``terminate()``; ``{state, callbacks}``."""
        return self.connection.call("app.launch", _params(url=url, background=background))

    def terminate(self) -> Dict[str, Any]:
        """``app.terminate``: ``{state, callbacks}``."""
        return self.connection.call("app.terminate")

    def home(self) -> Dict[str, Any]:
        """``app.home``: presses Home, the app goes to the background; ``{state, callbacks}``."""
        return self.connection.call("app.home")

    def activate(self) -> Dict[str, Any]:
        """``app.activate``: brings the app back to the foreground; ``{state, callbacks}``."""
        return self.connection.call("app.activate")

    def interrupt(self, kind: str = "call") -> Dict[str, Any]:
        """``app.interrupt``: a ``call``, ``alert`` or ``lock`` interrupts the app; ``{state, callbacks}``."""
        return self.connection.call("app.interrupt", {"kind": kind})

    def end_interruption(self, accept: bool = False) -> Dict[str, Any]:
        """``app.endInterruption``: declined (the app comes back) or accepted; ``{state, callbacks}``."""
        return self.connection.call("app.endInterruption", {"accept": accept})

    def memory_warning(self) -> Dict[str, Any]:
        """``app.memoryWarning``: ``{state, callbacks}``."""
        return self.connection.call("app.memoryWarning")

    def open_url(self, url: str) -> Dict[str, Any]:
        """``app.openURL``: another app opens ``url`` in this one; ``{handled, state, callbacks}``."""
        return self.connection.call("app.openURL", {"url": url})

    # Views

    def view(self, selector: Optional[Mapping[str, Any]] = None, /, **fields: Any) -> "View":
        """The view a selector picks (``tag=``, ``id=``, ``text=``, ``class_name=``, ``within=``, ``index=``...).

        Nothing is asked of the host yet: every property read looks the selector up again, so the view object
        follows the app (like a Playwright locator). A selector that matches nothing raises NoSuchViewError.
        """
        return View(self, build_selector(selector, **fields))

    def find_all(self, selector: Optional[Mapping[str, Any]] = None, /, **fields: Any) -> List["View"]:
        """Every view the selector matches, in depth-first order, each held by its ref (see ``View.resolve``)."""
        nodes = self.nodes(selector, **fields)
        return [View(self, {"ref": node["ref"]}, node=node) for node in nodes]

    def nodes(self, selector: Optional[Mapping[str, Any]] = None, /, **fields: Any) -> List[Dict[str, Any]]:
        """``view.find`` with ``all: true``: the matching view nodes (without children)."""
        query = build_selector(selector, **fields)
        query["all"] = True
        return (self.connection.call("view.find", query))["views"]

    def count(self, selector: Optional[Mapping[str, Any]] = None, /, **fields: Any) -> int:
        """How many views the selector matches."""
        return len(self.nodes(selector, **fields))

    def tree(self, root: Optional[Any] = None, depth: Optional[int] = None,
                   include: Optional[Sequence[str]] = None, compact: bool = False,
                   form: Optional[str] = None) -> Dict[str, Any]:
        """``tree.get``: ``{version, root}``; ``root`` may be a selector mapping or a view object.

        ``compact=True`` asks for the compact form, whose nodes leave out fields at their defaults (tag 0, bounds at
        origin zero with the frame's size, hidden False, alpha 1, userInteractionEnabled True (False for the classes
        UILabel and UIImageView), accessibilityLabel equal to the node's text (null: none, though it has text)):
        smaller and faster; ``uihost.treetext.from_compact(node)`` puts them back.

        ``form="table"`` answers ``{version, table}`` instead: the compact nodes as columns, a row a view
        (docs/protocol.md, The table form), the smallest and fastest to read for a client that counts or scans
        views; ``uihost.treetext.from_table(table)`` gives the compact root node back.
        """
        return self.connection.call("tree.get", _params(
            root=None if root is None else as_selector(root), depth=depth,
            include=None if include is None else list(include), compact=compact or None, form=form))

    def tree_text(self, root: Optional[Any] = None) -> str:
        """The view tree as indented text, one view a line (what the pytest plugin attaches to failures)."""
        return format_tree(from_compact(from_table((self.tree(root, form="table"))["table"])))

    def controller_tree(self) -> Dict[str, Any]:
        """``controller.tree``: ``{root}``, the view controller hierarchy."""
        return self.connection.call("controller.tree")

    # Input

    def tap(self, selector: Optional[Any] = None, /, *, x: Optional[float] = None, y: Optional[float] = None,
                  count: Optional[int] = None, fingers: Optional[int] = None, wait: Optional[str] = None,
                  **fields: Any) -> Dict[str, Any]:
        """``input.tap`` on a view (its visible centre) or at ``x``, ``y``: ``{hit, phases, handledBy, actions}``.

        ``app.tap(tag=3)``, ``app.tap(view)``, ``app.tap(x=10, y=20)``. A view a finger would not reach raises
        NotHittableError (``reason``, ``hit``); an app that is not active raises AppNotAcceptingInputError.
        """
        params = _params(count=count, fingers=fingers, wait=wait)
        if x is not None or y is not None:
            if selector is not None or fields:
                raise TypeError("tap() takes a view or a point (x=, y=), not both")
            params.update(x=x, y=y)
        else:
            params["view"] = build_selector(None if selector is None else as_selector(selector), **fields)
        return self.connection.call("input.tap", params)

    def touch(self, touches: Sequence[Union[Mapping[str, Any], Tuple[int, str, float, float]]], *,
                    timestamp: Optional[float] = None, wait: Optional[str] = None) -> Dict[str, Any]:
        """``input.touch``: one UIEvent with the given touches, each ``{id, phase, x, y}`` or ``(id, phase, x, y)``."""
        items = [dict(item) if isinstance(item, Mapping) else
                 {"id": item[0], "phase": item[1], "x": item[2], "y": item[3]} for item in touches]
        return self.connection.call("input.touch", _params(touches=items, timestamp=timestamp, wait=wait))

    def swipe(self, start: PointLike, end: PointLike, *, duration_ms: Optional[float] = None,
                    steps: Optional[int] = None, wait: Optional[str] = None) -> Dict[str, Any]:
        """``input.swipe`` from a point or view to a point (points as ``(x, y)`` or ``{"x", "y"}``)."""
        return self.connection.call("input.swipe", _params(
            **{"from": point_param(start), "to": point_param(end)}, durationMs=duration_ms, steps=steps, wait=wait))

    def long_press(self, selector: Optional[Any] = None, /, *, x: Optional[float] = None,
                         y: Optional[float] = None, duration_ms: Optional[float] = None, wait: Optional[str] = None,
                         **fields: Any) -> Dict[str, Any]:
        """``input.longPress`` on a view or at ``x``, ``y`` (default 800 ms)."""
        params = _params(durationMs=duration_ms, wait=wait)
        if x is not None or y is not None:
            params.update(x=x, y=y)
        else:
            params["view"] = build_selector(None if selector is None else as_selector(selector), **fields)
        return self.connection.call("input.longPress", params)

    def pinch(self, center: PointLike, scale: float, *, duration_ms: Optional[float] = None,
                    wait: Optional[str] = None) -> Dict[str, Any]:
        """``input.pinch`` around a point or view by ``scale`` (below 1 pinches in)."""
        return self.connection.call("input.pinch", _params(
            center=point_param(center), scale=scale, durationMs=duration_ms, wait=wait))

    def rotate_gesture(self, center: PointLike, radians: float, *, duration_ms: Optional[float] = None,
                             wait: Optional[str] = None) -> Dict[str, Any]:
        """``input.rotate``: a two-finger rotation around a point or view (``rotate()`` turns the device)."""
        return self.connection.call("input.rotate", _params(
            center=point_param(center), radians=radians, durationMs=duration_ms, wait=wait))

    def type(self, text: str, selector: Optional[Any] = None, /, *, wait: Optional[str] = None,
                   **fields: Any) -> Dict[str, Any]:
        """``input.type``: text into the first responder, or into the view given (tapped first)."""
        view = None if selector is None and not fields else build_selector(
            None if selector is None else as_selector(selector), **fields)
        return self.connection.call("input.type", _params(text=text, view=view, wait=wait))

    def key(self, key: str, *, wait: Optional[str] = None) -> Dict[str, Any]:
        """``input.key``: ``return``, ``backspace`` or ``tab``."""
        return self.connection.call("input.key", _params(key=key, wait=wait))

    # Navigation and segues

    def segues(self, controller: Optional[str] = None) -> List[Dict[str, Any]]:
        """``segue.list``: the segues of a controller (a ref, or ``"top"``, the default)."""
        return (self.connection.call("segue.list", _params(controller=controller)))["segues"]

    def segue(self, identifier: str, *, controller: Optional[str] = None, sender: Optional[Any] = None,
                    wait: Optional[str] = None) -> Dict[str, Any]:
        """``segue.perform``: ``{destination, callbacks}``; an unknown identifier raises NoSuchSegueError."""
        return self.connection.call("segue.perform", _params(
            identifier=identifier, controller=controller,
            sender=None if sender is None else as_selector(sender), wait=wait))

    def back(self, animated: Optional[bool] = None, *, wait: Optional[str] = None) -> Dict[str, Any]:
        """``navigation.back``: pops the visible navigation controller; ``{popped, top, via, callbacks}``."""
        return self.connection.call("navigation.back", _params(animated=animated, wait=wait))

    def dismiss(self, controller: Optional[str] = None, *, animated: Optional[bool] = None,
                      wait: Optional[str] = None) -> Dict[str, Any]:
        """``controller.dismiss``: the topmost presented controller, or the one with that ref."""
        return self.connection.call("controller.dismiss", _params(
            controller=controller, animated=animated, wait=wait))

    def select_tab(self, index: Optional[int] = None, *, title: Optional[str] = None,
                         wait: Optional[str] = None) -> Dict[str, Any]:
        """``tabs.select`` by index or title; a tab the delegate refuses gives ``selected: False``."""
        return self.connection.call("tabs.select", _params(index=index, title=title, wait=wait))

    def alert_tap(self, title: str, *, wait: Optional[str] = None) -> Dict[str, Any]:
        """``alert.tap``: taps the action titled ``title`` of the presented alert or action sheet, as a finger
        taps its button: ``{alert: {ref, class, title}, action: {title, style}, dismissed, callbacks, actions}``.

        No alert on screen raises NoSuchViewError; no action with that title, InvalidParamsError whose
        ``data["available"]`` lists the titles there are; a disabled action, NotHittableError.
        """
        return self.connection.call("alert.tap", _params(title=title, wait=wait))

    # Device and time

    def orientation(self) -> Dict[str, Any]:
        """``device.orientation``: ``{device, interface, windowBounds}``."""
        return self.connection.call("device.orientation")

    def rotate(self, orientation: str, *, wait: Optional[str] = None) -> Dict[str, Any]:
        """``device.rotate`` to ``portrait``, ``landscapeLeft``...: ``{device, interface, rotated, windowBounds,
        callbacks}`` (an app that refuses gives ``rotated: False`` and a ``reason``, not an error)."""
        return self.connection.call("device.rotate", _params(orientation=orientation, wait=wait))

    def devices(self) -> Dict[str, Any]:
        """``device.list``: ``{devices: [...], current}``, every device profile (name, model, idiom, portrait
        ``width``/``height`` in points, ``scale``, ``statusBarHeight``, ``safeAreaInsets`` and ``sizeClasses`` by
        orientation, ``orientations``, ``storyboardDevices``) and the name of the one this host runs."""
        return self.connection.call("device.list")

    def screenshot(self, path: Optional[Any] = None, *, view: Optional[Any] = None,
                         scale: Optional[float] = None) -> bytes:
        """``screen.snapshot``: the screen (or ``view``, a ``View`` or selector, in its bounds) drawn to PNG bytes at
        the device's scale or ``scale``; the same tree gives the same bytes. With ``path`` (a string or path-like),
        also writes the PNG there."""
        reply = self.connection.call("screen.snapshot", _params(
            view=None if view is None else as_selector(view), scale=scale))
        png = base64.b64decode(reply["png"])
        if path is not None:
            with open(path, "wb") as file:
                file.write(png)
        return png

    def traits(self) -> Dict[str, Any]:
        """``traits.get``: the screen's traits: ``userInterfaceStyle``, ``preferredContentSizeCategory``,
        ``layoutDirection``, the size classes, ``displayScale`` and ``userInterfaceIdiom``."""
        return self.connection.call("traits.get")

    def set_traits(self, *, style: Optional[str] = None, text_size: Optional[str] = None,
                   direction: Optional[str] = None, wait: Optional[str] = None) -> Dict[str, Any]:
        """``traits.set``: flips what a tester flips in Settings: ``style`` ``"light"``/``"dark"``, ``text_size``
        (``"extraSmall"`` ... ``"accessibilityExtraExtraExtraLarge"``), ``direction`` ``"leftToRight"``/
        ``"rightToLeft"``. Returns the traits and ``changed``, how many views and controllers heard the change."""
        params: Dict[str, Any] = {}
        if style is not None:
            params["userInterfaceStyle"] = style
        if text_size is not None:
            params["preferredContentSizeCategory"] = text_size
        if direction is not None:
            params["layoutDirection"] = direction
        if wait is not None:
            params["wait"] = wait
        return self.connection.call("traits.set", params)

    def now(self) -> float:
        """The host clock in milliseconds (``clock.now``)."""
        return (self.connection.call("clock.now"))["ms"]

    def advance(self, ms: float) -> Dict[str, Any]:
        """``clock.advance``: moves the host clock on, firing what falls due; ``{ms, fired}``."""
        return self.connection.call("clock.advance", {"ms": ms})

    def wait_for_idle(self, timeout_ms: Optional[float] = None) -> Dict[str, Any]:
        """``app.waitForIdle``: runs the host until idle (host time, fast-forwarded). Returns ``{idle, pending}``;
        raises TimedOutError (code -32007, with ``pending``) when the host was still busy after ``timeout_ms``."""
        result = self.connection.call("app.waitForIdle", _params(timeoutMs=timeout_ms))
        if not result.get("idle", False):
            pending = result.get("pending", [])
            details = "; ".join(str(item.get("detail", item)) for item in pending) or "nothing reported"
            raise TimedOutError(f"the host was still busy after {timeout_ms if timeout_ms is not None else 10000:g} ms "
                                f"of host time: {details}; wait longer (timeout_ms=) or advance the clock",
                                {"pending": pending}, method="app.waitForIdle")
        return result

    # Events

    def subscribe(self, *names: str) -> List[str]:
        """``events.subscribe``: the connection's subscribed names afterwards. Events go to ``events()`` streams."""
        return (self.connection.call("events.subscribe", {"events": list(names)}))["events"]

    def unsubscribe(self, *names: str) -> List[str]:
        """``events.unsubscribe`` (all names when none are given): the names still subscribed."""
        return (self.connection.call("events.unsubscribe", _params(events=list(names) if names else None)))["events"]

    def events(self, *names: str, timeout: Optional[float] = None) -> "Events":
        """A stream of events (all kinds when no names are given), to use in a ``with`` block and iterate.

        Events are queued from the moment the block is entered; iterating waits for the next one, and ends after
        ``timeout`` seconds without one (None: never). ``pending()`` takes what is queued without waiting.
        """
        return Events(self, names or EVENT_NAMES, timeout)

    # Recording and replay

    def record_start(self, path: Optional[str] = None, *, tree_every: Optional[int] = None,
                           snapshots: Optional[bool] = None) -> Dict[str, Any]:
        """``session.record.start``: records this host's session, from its launch, to ``path`` (a file name in the
        host's recordings folder, ``--recordings-dir``; default ``session-N.jsonl``), writing the whole tree every
        ``tree_every`` steps, and with ``snapshots=True`` the screen's PNG at every checkpoint. Returns ``{path
        (absolute), start: "launch"|"midSession", steps}``.

        A path outside the folder, or a second recording from this connection, raises InvalidParamsError.
        """
        params = _params(path=path, treeEvery=tree_every, snapshots=snapshots)
        return self.connection.call("session.record.start", params)

    def record_stop(self) -> Dict[str, Any]:
        """``session.record.stop``: ends this connection's recording; ``{path, events, steps, checkpoints, error?}``.
        Raises InvalidRequestError when this connection is not recording."""
        return self.connection.call("session.record.stop")

    def replay(self, path: str, *, verify: Optional[bool] = None, speed: Optional[str] = None,
                     force: Optional[bool] = None) -> Dict[str, Any]:
        """``session.replay``: replays a recording from the recordings folder into a fresh host of this app,
        checking every checkpoint (``verify``, default True), at ``speed`` ``"max"`` (default) or ``"realtime"``;
        ``force`` replays a recording of another app. Returns ``{events, checkpoints, mismatches, ended, notes,
        cutAtLine?}``; the first divergence raises ReplayDivergedError (``at``, ``expected``, ``actual``,
        ``diff``), a recording of another app InvalidParamsError."""
        return self.connection.call("session.replay", _params(path=path, verify=verify, speed=speed,
                                                                     force=force))

    def recording(self, path: Optional[str] = None) -> "Recording":
        """Records the session for the length of a ``with`` block; ``.path`` and ``.events`` after it."""
        return Recording(self, path)
