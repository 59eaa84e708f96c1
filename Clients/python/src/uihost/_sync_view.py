"""The synchronous API's ``View``, ``Events`` and ``Recording``.

Generated from _async_view.py by tools/generate_sync.py; do not edit. Every method blocks until the host replies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from .connection import Event, EventStream
from .errors import NoSuchViewError, StaleViewError
from .selectors import Selector, build_selector, describe_selector
from .types import Point, Rect, rect_from, view_properties

if TYPE_CHECKING:
    from ._sync_api import App

__all__ = ["View", "Events", "Recording", "PointLike"]

PointLike = Union[Tuple[float, float], Mapping[str, Any], "View"]


class View:
    """A view picked by a selector. Each property read asks the host again (``view.get``), so it always shows
    the app as it is now. Views from ``find_all`` or ``resolve`` are held by their ref and raise StaleViewError
    once that view no longer exists.
    """

    def __init__(self, app: App, selector: Selector, *, node: Optional[Dict[str, Any]] = None) -> None:
        self.app = app
        self.selector = selector
        #: The node as it was when the view was found (``find_all``), or None.
        self.found_node = node

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {describe_selector(self.selector)}>"

    @property
    def bound(self) -> bool:
        """Whether the view is held by its ref (one object) rather than by a selector (whatever matches)."""
        return set(self.selector) == {"ref"}

    def node(self) -> Dict[str, Any]:
        """``view.get``: the node with every inspectable property of its class."""
        try:
            return self.app.connection.call("view.get", {"view": self.selector})
        except NoSuchViewError as error:
            if self.bound and not isinstance(error, StaleViewError):
                found = self.found_node or {}
                what = " ".join(str(part) for part in (found.get("class"), found.get("tag") and f"tag {found['tag']}")
                                if part)
                raise StaleViewError(
                    f"the view {self.selector['ref']}{' (' + what + ')' if what else ''} no longer exists in the app; "
                    "look it up again with app.view(...) to get the view there now", error.data,
                    method=error.method) from None
            raise

    def exists(self) -> bool:
        """Whether the selector matches a view now."""
        try:
            self.node()
        except NoSuchViewError:
            return False
        return True

    def resolve(self) -> "View":
        """The view matched now, held by its ref from here on (it no longer follows the selector)."""
        node = self.node()
        return View(self.app, {"ref": node["ref"]}, node=node)

    def field(self, name: str) -> Any:
        """One field of the node by its protocol name (None when absent)."""
        return (self.node()).get(name)

    def view(self, selector: Optional[Mapping[str, Any]] = None, /, **fields: Any) -> "View":
        """A view under this one (``within``)."""
        return View(self.app, {**build_selector(selector, **fields), "within": self.selector})

    def find_all(self, selector: Optional[Mapping[str, Any]] = None, /, **fields: Any) -> List["View"]:
        """Every view under this one that the selector matches."""
        return self.app.find_all({**build_selector(selector, **fields), "within": self.selector})

    def tree(self, depth: Optional[int] = None) -> Dict[str, Any]:
        """``tree.get`` rooted at this view."""
        return self.app.tree(self.selector, depth=depth)

    def tree_text(self) -> str:
        """This view's subtree as indented text."""
        return self.app.tree_text(self.selector)

    def tap(self, *, count: Optional[int] = None, wait: Optional[str] = None) -> Dict[str, Any]:
        """Taps the view's visible centre (``input.tap``)."""
        return self.app.tap(self.selector, count=count, wait=wait)

    def long_press(self, *, duration_ms: Optional[float] = None, wait: Optional[str] = None) -> Dict[str, Any]:
        """Long-presses the view (``input.longPress``)."""
        return self.app.long_press(self.selector, duration_ms=duration_ms, wait=wait)

    def type(self, text: str, *, wait: Optional[str] = None) -> Dict[str, Any]:
        """Types into the view (``input.type``; the view is tapped first)."""
        return self.app.type(text, self.selector, wait=wait)

    def swipe_to(self, end: PointLike, *, duration_ms: Optional[float] = None) -> Dict[str, Any]:
        """Swipes from the view to a point (``input.swipe``)."""
        return self.app.swipe(self.selector, end, duration_ms=duration_ms)

    def set(self, **properties: Any) -> Dict[str, Any]:
        """``view.set``: ``hidden``, ``alpha``, ``background_color`` (``"#RRGGBB[AA]"`` or None), ``frame``
        (``(x, y, w, h)``, a Rect or a mapping), ``tag``, ``user_interaction_enabled``, ``accessibility_identifier``,
        ``accessibility_label``, ``text``. Returns the node after the change."""
        return self.app.connection.call("view.set", {"view": self.selector,
                                                           "properties": view_properties(properties)})

    @property
    def ref(self) -> str:
        """The view's ref (``"v42"``)."""
        return (self.node())["ref"]

    @property
    def class_name(self) -> str:
        return (self.node())["class"]

    @property
    def tag(self) -> int:
        return (self.node())["tag"]

    @property
    def frame(self) -> Rect:
        """The frame in window coordinates."""
        return rect_from((self.node())["frame"])

    @property
    def bounds(self) -> Rect:
        return rect_from((self.node())["bounds"])

    @property
    def center(self) -> Point:
        """``view.center`` in its superview's coordinates."""
        center = (self.node())["center"]
        return Point(center["x"], center["y"])

    @property
    def hidden(self) -> bool:
        return (self.node())["hidden"]

    @property
    def alpha(self) -> float:
        return (self.node())["alpha"]

    @property
    def user_interaction_enabled(self) -> bool:
        return (self.node())["userInteractionEnabled"]

    @property
    def accessibility_identifier(self) -> Optional[str]:
        return (self.node()).get("accessibilityIdentifier")

    @property
    def accessibility_label(self) -> Optional[str]:
        return (self.node()).get("accessibilityLabel")

    @property
    def accessibility_value(self) -> Optional[str]:
        return (self.node()).get("accessibilityValue")

    @property
    def background_color(self) -> Optional[str]:
        """``"#RRGGBBAA"``, or None for no background."""
        return (self.node()).get("backgroundColor")

    @property
    def text(self) -> Optional[str]:
        """What the ``text`` selector matches: the view's text, else its title, else its accessibility label."""
        node = self.node()
        for key in ("text", "title", "accessibilityLabel"):
            if node.get(key) is not None:
                return node[key]
        return None

    @property
    def title(self) -> Optional[str]:
        """A button's (or bar item's) ``title``, or None."""
        return (self.node()).get("title")

    @property
    def selected(self) -> Optional[bool]:
        """A control's ``selected``, or None for views that are not controls."""
        return (self.node()).get("selected")

    @property
    def value(self) -> Any:
        """A control's ``value`` (sliders, steppers), or None."""
        return (self.node()).get("value")

    @property
    def is_on(self) -> Optional[bool]:
        """A switch's ``isOn``, or None."""
        return (self.node()).get("isOn")

    @property
    def enabled(self) -> Optional[bool]:
        """A control's ``enabled``, or None for views that are not controls."""
        return (self.node()).get("enabled")

    @property
    def is_first_responder(self) -> bool:
        return bool((self.node()).get("isFirstResponder", False))

    @property
    def controller(self) -> Optional[Dict[str, Any]]:
        """``{ref, class, title}`` when the view is a controller's root view."""
        return (self.node()).get("controller")


class Events:
    """Events of some names from the host, queued from ``with`` entry until exit; iterate to take them."""

    def __init__(self, app: App, names: Sequence[str], timeout: Optional[float]) -> None:
        self.app = app
        self.names = tuple(names)
        self.timeout = timeout
        self._stream: Optional[EventStream] = None

    def open(self) -> "Events":
        """Subscribes (``with`` does this); events from now on are queued."""
        if self._stream is None:
            self._stream = self.app.connection.open_stream(self.names)
        return self

    def close(self) -> None:
        """Stops queuing and unsubscribes names no other stream wants (``with`` does this on exit)."""
        if self._stream is not None:
            self.app.connection.close_stream(self._stream)

    def __enter__(self) -> "Events":
        return self.open()

    def __exit__(self, *exc_info: Any) -> None:
        self.close()

    def __iter__(self) -> "Events":
        return self

    def __next__(self) -> Event:
        event = self.next()
        if event is None:
            raise StopIteration
        return event

    def next(self, timeout: Optional[float] = None) -> Optional[Event]:
        """The next event, or None after ``timeout`` seconds (default: the stream's) without one."""
        self.open()
        assert self._stream is not None
        return self.app.connection.next_event(self._stream, self.timeout if timeout is None else timeout)

    def pending(self) -> List[Event]:
        """Every event the calls made so far caused, without waiting for more.

        The host sends a call's events right after its reply, and handles messages in order; so once one more
        round trip (``clock.now``, which changes nothing) has come back, they are all queued here.
        """
        self.open()
        assert self._stream is not None
        self.app.connection.call("clock.now")
        return self.app.connection.pending_events(self._stream)


class Recording:
    """A recording for the length of a ``with`` block (``session.record.start`` / ``stop``)."""

    def __init__(self, app: App, path: Optional[str]) -> None:
        self.app = app
        self.path = path
        #: How many events were recorded (after the block).
        self.events: Optional[int] = None
        #: ``session.record.stop``'s whole result (after the block): ``{path, events, steps, checkpoints, error?}``.
        self.result: Optional[Dict[str, Any]] = None

    def __enter__(self) -> "Recording":
        self.path = (self.app.record_start(self.path))["path"]
        return self

    def __exit__(self, *exc_info: Any) -> None:
        result = self.app.record_stop()
        self.path = result.get("path", self.path)
        self.events = result.get("events")
        self.result = result
