"""The asyncio API's ``AsyncView``, ``AsyncEvents`` and ``AsyncRecording`` (``AsyncApp`` is in _async_api.py).

Like _async_api.py, the source of the synchronous API: tools/generate_sync.py turns it into _sync_view.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from ._async_support import query_property
from .connection import Event, EventStream
from .errors import NoSuchViewError, StaleViewError
from .selectors import Selector, build_selector, describe_selector
from .types import Point, Rect, rect_from, view_properties

if TYPE_CHECKING:
    from ._async_api import AsyncApp

__all__ = ["AsyncView", "AsyncEvents", "AsyncRecording", "PointLike"]

PointLike = Union[Tuple[float, float], Mapping[str, Any], "AsyncView"]


class AsyncView:
    """A view picked by a selector. Each property read asks the host again (``view.get``), so it always shows
    the app as it is now. Views from ``find_all`` or ``resolve`` are held by their ref and raise StaleViewError
    once that view no longer exists.
    """

    def __init__(self, app: AsyncApp, selector: Selector, *, node: Optional[Dict[str, Any]] = None) -> None:
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

    async def node(self) -> Dict[str, Any]:
        """``view.get``: the node with every inspectable property of its class."""
        try:
            return await self.app.connection.call("view.get", {"view": self.selector})
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

    async def exists(self) -> bool:
        """Whether the selector matches a view now."""
        try:
            await self.node()
        except NoSuchViewError:
            return False
        return True

    async def resolve(self) -> "AsyncView":
        """The view matched now, held by its ref from here on (it no longer follows the selector)."""
        node = await self.node()
        return AsyncView(self.app, {"ref": node["ref"]}, node=node)

    async def field(self, name: str) -> Any:
        """One field of the node by its protocol name (None when absent)."""
        return (await self.node()).get(name)

    def view(self, selector: Optional[Mapping[str, Any]] = None, /, **fields: Any) -> "AsyncView":
        """A view under this one (``within``)."""
        return AsyncView(self.app, {**build_selector(selector, **fields), "within": self.selector})

    async def find_all(self, selector: Optional[Mapping[str, Any]] = None, /, **fields: Any) -> List["AsyncView"]:
        """Every view under this one that the selector matches."""
        return await self.app.find_all({**build_selector(selector, **fields), "within": self.selector})

    async def tree(self, depth: Optional[int] = None) -> Dict[str, Any]:
        """``tree.get`` rooted at this view."""
        return await self.app.tree(self.selector, depth=depth)

    async def tree_text(self) -> str:
        """This view's subtree as indented text."""
        return await self.app.tree_text(self.selector)

    async def tap(self, *, count: Optional[int] = None, wait: Optional[str] = None) -> Dict[str, Any]:
        """Taps the view's visible centre (``input.tap``)."""
        return await self.app.tap(self.selector, count=count, wait=wait)

    async def long_press(self, *, duration_ms: Optional[float] = None, wait: Optional[str] = None) -> Dict[str, Any]:
        """Long-presses the view (``input.longPress``)."""
        return await self.app.long_press(self.selector, duration_ms=duration_ms, wait=wait)

    async def type(self, text: str, *, wait: Optional[str] = None) -> Dict[str, Any]:
        """Types into the view (``input.type``; the view is tapped first)."""
        return await self.app.type(text, self.selector, wait=wait)

    async def swipe_to(self, end: PointLike, *, duration_ms: Optional[float] = None) -> Dict[str, Any]:
        """Swipes from the view to a point (``input.swipe``)."""
        return await self.app.swipe(self.selector, end, duration_ms=duration_ms)

    async def set(self, **properties: Any) -> Dict[str, Any]:
        """``view.set``: ``hidden``, ``alpha``, ``background_color`` (``"#RRGGBB[AA]"`` or None), ``frame``
        (``(x, y, w, h)``, a Rect or a mapping), ``tag``, ``user_interaction_enabled``, ``accessibility_identifier``,
        ``accessibility_label``, ``text``. Returns the node after the change."""
        return await self.app.connection.call("view.set", {"view": self.selector,
                                                           "properties": view_properties(properties)})

    @query_property
    async def ref(self) -> str:
        """The view's ref (``"v42"``)."""
        return (await self.node())["ref"]

    @query_property
    async def class_name(self) -> str:
        return (await self.node())["class"]

    @query_property
    async def tag(self) -> int:
        return (await self.node())["tag"]

    @query_property
    async def frame(self) -> Rect:
        """The frame in window coordinates."""
        return rect_from((await self.node())["frame"])

    @query_property
    async def bounds(self) -> Rect:
        return rect_from((await self.node())["bounds"])

    @query_property
    async def center(self) -> Point:
        """``view.center`` in its superview's coordinates."""
        center = (await self.node())["center"]
        return Point(center["x"], center["y"])

    @query_property
    async def hidden(self) -> bool:
        return (await self.node())["hidden"]

    @query_property
    async def alpha(self) -> float:
        return (await self.node())["alpha"]

    @query_property
    async def user_interaction_enabled(self) -> bool:
        return (await self.node())["userInteractionEnabled"]

    @query_property
    async def accessibility_identifier(self) -> Optional[str]:
        return (await self.node()).get("accessibilityIdentifier")

    @query_property
    async def accessibility_label(self) -> Optional[str]:
        return (await self.node()).get("accessibilityLabel")

    @query_property
    async def accessibility_value(self) -> Optional[str]:
        return (await self.node()).get("accessibilityValue")

    @query_property
    async def background_color(self) -> Optional[str]:
        """``"#RRGGBBAA"``, or None for no background."""
        return (await self.node()).get("backgroundColor")

    @query_property
    async def text(self) -> Optional[str]:
        """What the ``text`` selector matches: the view's text, else its title, else its accessibility label."""
        node = await self.node()
        for key in ("text", "title", "accessibilityLabel"):
            if node.get(key) is not None:
                return node[key]
        return None

    @query_property
    async def title(self) -> Optional[str]:
        """A button's (or bar item's) ``title``, or None."""
        return (await self.node()).get("title")

    @query_property
    async def selected(self) -> Optional[bool]:
        """A control's ``selected``, or None for views that are not controls."""
        return (await self.node()).get("selected")

    @query_property
    async def value(self) -> Any:
        """A control's ``value`` (sliders, steppers), or None."""
        return (await self.node()).get("value")

    @query_property
    async def is_on(self) -> Optional[bool]:
        """A switch's ``isOn``, or None."""
        return (await self.node()).get("isOn")

    @query_property
    async def enabled(self) -> Optional[bool]:
        """A control's ``enabled``, or None for views that are not controls."""
        return (await self.node()).get("enabled")

    @query_property
    async def is_first_responder(self) -> bool:
        return bool((await self.node()).get("isFirstResponder", False))

    @query_property
    async def controller(self) -> Optional[Dict[str, Any]]:
        """``{ref, class, title}`` when the view is a controller's root view."""
        return (await self.node()).get("controller")


class AsyncEvents:
    """Events of some names from the host, queued from ``with`` entry until exit; iterate to take them."""

    def __init__(self, app: AsyncApp, names: Sequence[str], timeout: Optional[float]) -> None:
        self.app = app
        self.names = tuple(names)
        self.timeout = timeout
        self._stream: Optional[EventStream] = None

    async def open(self) -> "AsyncEvents":
        """Subscribes (``with`` does this); events from now on are queued."""
        if self._stream is None:
            self._stream = await self.app.connection.open_stream(self.names)
        return self

    async def close(self) -> None:
        """Stops queuing and unsubscribes names no other stream wants (``with`` does this on exit)."""
        if self._stream is not None:
            await self.app.connection.close_stream(self._stream)

    async def __aenter__(self) -> "AsyncEvents":
        return await self.open()

    async def __aexit__(self, *exc_info: Any) -> None:
        await self.close()

    def __aiter__(self) -> "AsyncEvents":
        return self

    async def __anext__(self) -> Event:
        event = await self.next()
        if event is None:
            raise StopAsyncIteration
        return event

    async def next(self, timeout: Optional[float] = None) -> Optional[Event]:
        """The next event, or None after ``timeout`` seconds (default: the stream's) without one."""
        await self.open()
        assert self._stream is not None
        return await self.app.connection.next_event(self._stream, self.timeout if timeout is None else timeout)

    async def pending(self) -> List[Event]:
        """Every event the calls made so far caused, without waiting for more.

        The host sends a call's events right after its reply, and handles messages in order; so once one more
        round trip (``clock.now``, which changes nothing) has come back, they are all queued here.
        """
        await self.open()
        assert self._stream is not None
        await self.app.connection.call("clock.now")
        return self.app.connection.pending_events(self._stream)


class AsyncRecording:
    """A recording for the length of a ``with`` block (``session.record.start`` / ``stop``)."""

    def __init__(self, app: AsyncApp, path: Optional[str]) -> None:
        self.app = app
        self.path = path
        #: How many events were recorded (after the block).
        self.events: Optional[int] = None
        #: ``session.record.stop``'s whole result (after the block): ``{path, events, steps, checkpoints, error?}``.
        self.result: Optional[Dict[str, Any]] = None

    async def __aenter__(self) -> "AsyncRecording":
        self.path = (await self.app.record_start(self.path))["path"]
        return self

    async def __aexit__(self, *exc_info: Any) -> None:
        result = await self.app.record_stop()
        self.path = result.get("path", self.path)
        self.events = result.get("events")
        self.result = result
