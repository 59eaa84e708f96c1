"""The JSON-RPC 2.0 connection over WebSocket: requests, replies, errors and event notifications.

``AsyncConnection`` does the work on an asyncio loop. ``SyncConnection`` runs one on a private loop, driven by the
calling thread while a call lasts, and offers the same methods as blocking calls, which is what the synchronous API
is built on.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import ssl
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Dict, Iterable, List, Mapping, Optional, Set, Tuple, TypeVar
from urllib.parse import urlsplit

import websockets
from websockets.asyncio.client import ClientConnection

try:  # the fastest parser present: orjson with the ``uihost[fast]`` extra, else the standard library's
    from orjson import loads as _loads
except ImportError:  # pragma: no cover - depends on what is installed
    from json import loads as _loads
from websockets.asyncio.client import connect as ws_connect

from .errors import (AuthenticationError, ConnectionFailedError, ConnectionLostError, OriginRefusedError,
                     ReplyTimeoutError, UIHostError, error_from_reply)

__all__ = ["Event", "EventStream", "AsyncConnection", "SyncConnection", "EVENT_NAMES"]

#: Every notification the host sends after ``events.subscribe`` (docs/protocol.md, Events).
EVENT_NAMES = ("app.lifecycle", "controller.appearance", "controller.transition", "control.action", "tree.changed",
               "device.orientationChanged", "touch.delivered", "app.problem")

T = TypeVar("T")


@dataclass(frozen=True)
class Event:
    """One notification from the host: ``name`` (e.g. ``"tree.changed"``) and its ``params``."""

    name: str
    params: Dict[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.params[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


@dataclass(eq=False)
class EventStream:
    """Events of some names, queued as they arrive, from the moment the stream was opened until it is closed."""

    names: frozenset
    queue: "asyncio.Queue[Optional[Event]]" = field(default_factory=asyncio.Queue)
    closed: bool = False


def _refusal(error: Exception) -> Tuple[Optional[int], str]:
    """The HTTP status and body of a refused handshake (the host answers refusals as HTTP/1.1, docs/protocol.md),
    or (None, "") when the answer was not HTTP at all."""
    if isinstance(error, websockets.exceptions.InvalidStatus):
        body = error.response.body.decode("utf-8", "replace").strip() if error.response.body else ""
        return error.response.status_code, body
    return None, ""


def tls_context(cafile: Optional[str], verify: bool) -> ssl.SSLContext:
    """The client side of a ``wss://`` connection: the system's CAs, or ``cafile``'s; no checks with ``verify``
    False."""
    context = ssl.create_default_context(cafile=cafile)
    if not verify:
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    return context


class AsyncConnection:
    """One WebSocket connection to a host. Use ``await AsyncConnection.open(url, token=...)``.

    ``timeout`` bounds the wall-clock wait for each reply (None: wait as long as the connection is open).
    ``diagnose`` is asked, when the connection drops, for a better exception than ``ConnectionLostError``
    (``launch()`` passes one that reports a dead host's last output).
    """

    def __init__(self, url: str, socket: ClientConnection, *, timeout: Optional[float],
                 diagnose: Optional[Callable[[], Optional[UIHostError]]]) -> None:
        self.url = url
        self.timeout = timeout
        self._socket = socket
        self._diagnose = diagnose
        self._ids = itertools.count(1)
        self._pending: Dict[int, "asyncio.Future[Any]"] = {}
        self._methods: Dict[int, str] = {}
        self._streams: List[EventStream] = []
        self._subscribed: Set[str] = set()
        self._lost: Optional[UIHostError] = None
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def open(cls, url: str, token: Optional[str] = None, *, timeout: Optional[float] = 60.0,
                   connect_timeout: float = 10.0, origin: Optional[str] = None,
                   diagnose: Optional[Callable[[], Optional[UIHostError]]] = None,
                   cafile: Optional[str] = None, verify: bool = True) -> "AsyncConnection":
        """Connects to ``url`` (``ws://HOST:PORT/``, or ``wss://`` for a host serving TLS), sending ``token`` as
        ``Authorization: Bearer``.

        For ``wss://`` the host's certificate is checked against the system's CAs, or against ``cafile`` (a PEM
        file: the host's own self-signed certificate, or the CA that signed it); ``verify=False`` skips the check
        (the traffic is still encrypted, but anyone in between could pose as the host).
        Raises ConnectionFailedError with the URL when nothing answers there or the TLS handshake fails,
        AuthenticationError on HTTP 401 (wrong or missing token) and OriginRefusedError on HTTP 403 (``origin``,
        sent as the ``Origin`` header as a browser would, is not one the host accepts).
        """
        parts = urlsplit(url)
        if parts.scheme not in ("ws", "wss") or not parts.hostname:
            raise ConnectionFailedError(f"{url!r} is not a WebSocket URL; use the one uihost prints, "
                                        "like ws://127.0.0.1:8765/", url)
        headers = {"Authorization": f"Bearer {token}"} if token else None
        options: Dict[str, Any] = {}
        if parts.scheme == "wss":
            options["ssl"] = tls_context(cafile, verify)
        try:
            socket = await ws_connect(url, additional_headers=headers, subprotocols=["uihost.v1"],  # type: ignore[list-item]
                                      max_size=None, open_timeout=connect_timeout, ping_interval=None,
                                      compression=None, origin=origin, **options)  # type: ignore[arg-type]
        except ssl.SSLError as error:
            raise ConnectionFailedError(
                f"{url}: the TLS handshake failed ({error.reason or error}); pass cafile= with the host's "
                "certificate or the CA that signed it, or verify=False to skip the check", url) from None
        except (websockets.exceptions.InvalidStatus, websockets.exceptions.InvalidMessage) as error:
            status, body = _refusal(error)
            if status is None:
                raise ConnectionFailedError(
                    f"no uihost answers at {url} ({error}); start one with `uihost serve --port {parts.port or 8765}`"
                    " or use uihost.launch(), and check the URL", url) from None
            if status == 401:
                hint = "pass the host's token: connect(url, token=...)" if not token else "the token is wrong"
                raise AuthenticationError(f"{url} refused the connection (HTTP 401: {body or 'unauthorized'}); "
                                          f"{hint}", url) from None
            if status == 403:
                raise OriginRefusedError(f"{url} refused the connection (HTTP 403: {body}); start the host with "
                                         "--allow-origin for this origin", url) from None
            raise ConnectionFailedError(f"{url} refused the connection with HTTP {status}: {body}", url) from None
        except (OSError, asyncio.TimeoutError, websockets.exceptions.InvalidHandshake) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else (str(error) or type(error).__name__)
            raise ConnectionFailedError(
                f"no uihost answers at {url} ({reason}); start one with `uihost serve --port {parts.port or 8765}`"
                " or use uihost.launch(), and check the URL", url) from None
        return cls(url, socket, timeout=timeout, diagnose=diagnose)

    @property
    def closed(self) -> bool:
        return self._lost is not None

    async def call(self, method: str, params: Optional[Mapping[str, Any]] = None, *,
                   timeout: Optional[float] = None) -> Any:
        """Sends one request and returns its ``result``; an error reply raises its ProtocolError subclass."""
        if self._lost is not None:
            raise self._lost
        request_id = next(self._ids)
        future: "asyncio.Future[Any]" = asyncio.get_running_loop().create_future()
        self._pending[request_id] = future
        self._methods[request_id] = method
        message = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params:
            message["params"] = dict(params)
        try:
            await self._socket.send(json.dumps(message))
            limit = timeout if timeout is not None else self.timeout
            try:
                return await asyncio.wait_for(asyncio.shield(future), limit)
            except asyncio.TimeoutError:
                raise ReplyTimeoutError(f"{method}: no reply from {self.url} within {limit:g} s") from None
        except websockets.exceptions.ConnectionClosed:
            await self._connection_lost()
            assert self._lost is not None
            raise self._lost from None
        finally:
            self._pending.pop(request_id, None)
            self._methods.pop(request_id, None)

    async def notify(self, method: str, params: Optional[Mapping[str, Any]] = None) -> None:
        """Sends a notification (no ``id``): the host carries it out and never replies."""
        if self._lost is not None:
            raise self._lost
        message: Dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params:
            message["params"] = dict(params)
        await self._socket.send(json.dumps(message))

    async def open_stream(self, names: Iterable[str]) -> EventStream:
        """Subscribes to ``names`` (those not subscribed yet) and queues their events from now on."""
        stream = EventStream(frozenset(names))
        missing = sorted(stream.names - self._subscribed)
        self._streams.append(stream)
        if missing:
            try:
                await self.call("events.subscribe", {"events": missing})
            except BaseException:
                self._streams.remove(stream)
                raise
            self._subscribed.update(missing)
        return stream

    async def next_event(self, stream: EventStream, timeout: Optional[float] = None) -> Optional[Event]:
        """The stream's next event; None after ``timeout`` seconds without one, or once the stream is closed."""
        if stream.closed and stream.queue.empty():
            return None
        try:
            event = await asyncio.wait_for(stream.queue.get(), timeout)
        except asyncio.TimeoutError:
            return None
        if event is None:
            if self._lost is not None and not stream.closed:
                raise self._lost
            return None
        return event

    def pending_events(self, stream: EventStream) -> List[Event]:
        """The events queued on the stream now, without waiting."""
        events = []
        while not stream.queue.empty():
            event = stream.queue.get_nowait()
            if event is not None:
                events.append(event)
        return events

    async def close_stream(self, stream: EventStream) -> None:
        """Stops queuing events on the stream and unsubscribes names no other stream still wants."""
        if stream.closed:
            return
        stream.closed = True
        stream.queue.put_nowait(None)
        if stream in self._streams:
            self._streams.remove(stream)
        wanted = set().union(*(s.names for s in self._streams)) if self._streams else set()
        unused = sorted(self._subscribed - wanted)
        if unused and self._lost is None:
            self._subscribed.difference_update(unused)
            await self.call("events.unsubscribe", {"events": unused})

    async def close(self) -> None:
        """Closes the connection (a close frame); pending calls fail with ConnectionLostError."""
        if self._lost is None:
            self._lost = ConnectionLostError(f"the connection to {self.url} was closed by this client")
        await self._socket.close()
        self._reader.cancel()
        try:
            await self._reader
        except (asyncio.CancelledError, Exception):
            pass
        self._fail_everything()

    async def _read(self) -> None:
        try:
            while True:
                # The frame's bytes as they came: both parsers read UTF-8, so nothing decodes them to str first.
                raw = await self._socket.recv(decode=False)
                try:
                    message = _loads(raw)
                except ValueError:
                    continue
                for item in message if isinstance(message, list) else [message]:
                    if isinstance(item, dict):
                        self._dispatch(item)
        except websockets.exceptions.ConnectionClosed:
            pass
        await self._connection_lost()

    def _dispatch(self, message: Dict[str, Any]) -> None:
        if "method" in message and "id" not in message:
            event = Event(str(message["method"]), dict(message.get("params") or {}))
            for stream in self._streams:
                if event.name in stream.names:
                    stream.queue.put_nowait(event)
            return
        request_id = message.get("id")
        if request_id is None and "error" in message and self._pending:
            # An error the host could not tie to a request (a message over the size limit) answers the oldest
            # request still waiting: the host handles messages in order.
            request_id = min(self._pending)
        future = self._pending.get(request_id)  # type: ignore[arg-type]
        if future is None or future.done():
            return
        if "error" in message:
            future.set_exception(error_from_reply(message["error"], self._methods.get(request_id)))  # type: ignore[arg-type]
        else:
            future.set_result(message.get("result"))

    async def _connection_lost(self) -> None:
        if self._lost is None:
            diagnosis = None
            if self._diagnose is not None:
                diagnosis = await asyncio.get_running_loop().run_in_executor(None, self._diagnose)
            self._lost = diagnosis or ConnectionLostError(
                f"the connection to {self.url} closed (the host stopped or dropped this client)")
        self._fail_everything()

    def _fail_everything(self) -> None:
        assert self._lost is not None
        for future in self._pending.values():
            if not future.done():
                future.set_exception(self._lost)
        for stream in self._streams:
            stream.queue.put_nowait(None)


class SyncConnection:
    """An ``AsyncConnection`` driven from synchronous code: each method runs a private event loop on the calling
    thread until its coroutine finishes, so a call costs no hand-off between threads (``app.tap`` went from ~300 to
    ~250 us). Between calls the loop rests and incoming events wait in the socket; the host sends the events a
    request caused before its reply, so they are queued by the time the call returns. When the calling thread
    already runs an event loop (a notebook, async code calling the synchronous API), the private loop runs on a
    helper thread instead. Safe to use from one thread at a time.
    """

    def __init__(self, url: str, token: Optional[str] = None, *, timeout: Optional[float] = 60.0,
                 connect_timeout: float = 10.0, origin: Optional[str] = None,
                 diagnose: Optional[Callable[[], Optional[UIHostError]]] = None,
                 cafile: Optional[str] = None, verify: bool = True) -> None:
        self.url = url
        self._loop = asyncio.new_event_loop()
        self._helper: Optional[ThreadPoolExecutor] = None
        try:
            self._async: AsyncConnection = self._run(AsyncConnection.open(
                url, token, timeout=timeout, connect_timeout=connect_timeout, origin=origin, diagnose=diagnose,
                cafile=cafile, verify=verify))
        except BaseException:
            self._stop_loop()
            raise

    def _run(self, coroutine: Awaitable[T]) -> T:
        if self._loop.is_closed():
            coroutine.close()  # type: ignore[attr-defined]
            lost = getattr(self, "_async", None)
            raise (lost._lost if lost is not None and lost._lost is not None else
                   ConnectionLostError(f"the connection to {self.url} was closed by this client"))
        if _running_loop() is None:
            return self._loop.run_until_complete(coroutine)
        # This thread already runs a loop, and one thread runs one loop at a time: drive ours from a helper.
        if self._helper is None:
            self._helper = ThreadPoolExecutor(max_workers=1, thread_name_prefix="uihost-connection")
        return self._helper.submit(self._loop.run_until_complete, coroutine).result()

    @property
    def timeout(self) -> Optional[float]:
        return self._async.timeout

    @timeout.setter
    def timeout(self, value: Optional[float]) -> None:
        self._async.timeout = value

    @property
    def closed(self) -> bool:
        return self._async.closed

    def call(self, method: str, params: Optional[Mapping[str, Any]] = None, *,
             timeout: Optional[float] = None) -> Any:
        """Blocking ``AsyncConnection.call``."""
        return self._run(self._async.call(method, params, timeout=timeout))

    def notify(self, method: str, params: Optional[Mapping[str, Any]] = None) -> None:
        self._run(self._async.notify(method, params))

    def open_stream(self, names: Iterable[str]) -> EventStream:
        return self._run(self._async.open_stream(list(names)))

    def next_event(self, stream: EventStream, timeout: Optional[float] = None) -> Optional[Event]:
        return self._run(self._async.next_event(stream, timeout))

    def pending_events(self, stream: EventStream) -> List[Event]:
        async def take() -> List[Event]:
            # The loop rests between calls: let it read what has arrived meanwhile (a readable socket, the frames
            # parsed, the reader task run) before looking at the queue.
            for _ in range(3):
                await asyncio.sleep(0)
            return self._async.pending_events(stream)
        return self._run(take())

    def close_stream(self, stream: EventStream) -> None:
        self._run(self._async.close_stream(stream))

    def close(self) -> None:
        if not self._loop.is_closed():
            try:
                self._run(self._async.close())
            finally:
                self._stop_loop()

    def _stop_loop(self) -> None:
        if self._loop.is_closed():
            return
        try:
            remaining = [task for task in asyncio.all_tasks(self._loop) if not task.done()]
            for task in remaining:
                task.cancel()
            if remaining:
                self._run(asyncio.gather(*remaining, return_exceptions=True))
            self._run(self._loop.shutdown_asyncgens())
            self._run(self._loop.shutdown_default_executor())
        finally:
            self._loop.close()
            if self._helper is not None:
                self._helper.shutdown(wait=True)


def _running_loop() -> Optional[asyncio.AbstractEventLoop]:
    """The event loop running in this thread, if any."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
