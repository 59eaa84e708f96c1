"""Exceptions: one class per protocol error code (docs/protocol.md, Errors), plus the client's own failures.

Every protocol error carries the server's ``code``, ``message`` and ``data``; the classes expose the ``data``
fields the protocol defines for their code as attributes (``NotHittableError.reason``, ``NoSuchSegueError.available``
and so on). ``error_from_reply`` maps an error object of a reply to its class.
"""

from __future__ import annotations

from typing import Any, ClassVar, Dict, List, Mapping, Optional, Type

__all__ = [
    "UIHostError",
    "ProtocolError",
    "ParseError",
    "InvalidRequestError",
    "MethodNotFoundError",
    "InvalidParamsError",
    "InternalError",
    "NoSuchViewError",
    "StaleViewError",
    "NotHittableError",
    "AppNotAcceptingInputError",
    "NoSuchSegueError",
    "TransitionNotAllowedError",
    "TimedOutError",
    "ReplayDivergedError",
    "LimitExceededError",
    "ConnectionFailedError",
    "AuthenticationError",
    "OriginRefusedError",
    "ConnectionLostError",
    "HostDiedError",
    "LaunchError",
    "ReplyTimeoutError",
    "error_from_reply",
]


class UIHostError(Exception):
    """The base of every exception this package raises."""


class ProtocolError(UIHostError):
    """An error reply from the host: ``code``, ``message`` and ``data`` as the host sent them.

    ``method`` is the method whose call failed (None when unknown, e.g. for a parse error).
    """

    code: ClassVar[int] = 0

    def __init__(self, message: str, data: Optional[Mapping[str, Any]] = None, *,
                 code: Optional[int] = None, method: Optional[str] = None) -> None:
        self.message = message
        self.data: Dict[str, Any] = dict(data or {})
        if code is not None:
            self.code = code  # type: ignore[misc]  # an unknown code keeps its own number
        self.method = method
        prefix = f"{method}: " if method else ""
        super().__init__(f"{prefix}{message} (code {self.code})")


class ParseError(ProtocolError):
    """-32700: the host could not parse the message as JSON."""

    code = -32700


class InvalidRequestError(ProtocolError):
    """-32600: not a valid JSON-RPC 2.0 request (e.g. an empty batch, a binary frame)."""

    code = -32600


class MethodNotFoundError(ProtocolError):
    """-32601: no such method, or one the host does not offer yet (the message says why).

    ``data.method`` is the method's name.
    """

    code = -32601

    @property
    def method_name(self) -> Optional[str]:
        """The method the host does not offer."""
        return self.data.get("method")


class InvalidParamsError(ProtocolError):
    """-32602: a parameter is missing, unknown or has the wrong type or value."""

    code = -32602

    @property
    def field(self) -> Optional[str]:
        """The parameter at fault (``data.field``), e.g. ``"x"`` or ``"properties.alpha"``."""
        return self.data.get("field")

    @property
    def expected(self) -> Optional[str]:
        """What the parameter should have been (``data.expected``)."""
        return self.data.get("expected")


class InternalError(ProtocolError):
    """-32603: the host failed to carry out a valid request; it keeps running."""

    code = -32603


class NoSuchViewError(ProtocolError):
    """-32001: no view or controller matches the selector (``data.selector``)."""

    code = -32001

    @property
    def selector(self) -> Any:
        """The selector that matched nothing."""
        return self.data.get("selector")


class StaleViewError(NoSuchViewError):
    """-32001 for a view held by its ref: the view it named no longer exists in the app.

    Raised by ``View`` objects bound to a ref (from ``find_all`` or ``resolve``); look the view up again by a
    selector (``app.view(tag=...)``) to get the view that is there now.
    """


class NotHittableError(ProtocolError):
    """-32002: a finger at the view's visible centre would not reach it.

    ``reason`` is ``hidden``, ``notInteractive``, ``transparent``, ``animating``, ``offScreen`` or ``covered``; ``hit`` is the
    node of the view that would be touched instead (or None); ``view`` the node of the view asked for.
    """

    code = -32002

    @property
    def reason(self) -> Optional[str]:
        return self.data.get("reason")

    @property
    def hit(self) -> Optional[Dict[str, Any]]:
        return self.data.get("hit")

    @property
    def view(self) -> Optional[Dict[str, Any]]:
        return self.data.get("view")


class AppNotAcceptingInputError(ProtocolError):
    """-32003: input while the app is not active; ``state`` is its state (e.g. ``"inactive"``)."""

    code = -32003

    @property
    def state(self) -> Optional[str]:
        return self.data.get("state")


class NoSuchSegueError(ProtocolError):
    """-32004: the controller has no segue with that identifier (or cannot perform it).

    ``available`` lists the identifiers it does have; ``reason`` is set when a listed segue cannot be performed.
    """

    code = -32004

    @property
    def available(self) -> List[str]:
        return list(self.data.get("available") or [])

    @property
    def reason(self) -> Optional[str]:
        return self.data.get("reason")


class TransitionNotAllowedError(ProtocolError):
    """-32006: the life-cycle transition is not allowed from the app's state; nothing changed."""

    code = -32006

    @property
    def from_state(self) -> Optional[str]:
        """The state the app is in (``data.from``)."""
        return self.data.get("from")

    @property
    def to_state(self) -> Optional[str]:
        """The state the call would have led to (``data.to``)."""
        return self.data.get("to")


class TimedOutError(ProtocolError):
    """-32007: the host did not become idle in time; ``pending`` lists what was still running.

    ``App.wait_for_idle`` raises it too when the host answers ``idle: false``.
    """

    code = -32007

    @property
    def pending(self) -> List[Dict[str, Any]]:
        return list(self.data.get("pending") or [])


class ReplayDivergedError(ProtocolError):
    """-32009: a replay did not match the recording at event ``at``."""

    code = -32009

    @property
    def at(self) -> Any:
        return self.data.get("at")

    @property
    def expected(self) -> Any:
        return self.data.get("expected")

    @property
    def actual(self) -> Any:
        return self.data.get("actual")

    @property
    def reason(self) -> Optional[str]:
        """What differed, in words."""
        return self.data.get("reason")

    @property
    def diff(self) -> Optional[str]:
        """A readable diff of the expected and the actual tree."""
        return self.data.get("diff")


class LimitExceededError(ProtocolError):
    """-32010: a limit of the host was exceeded; ``limit`` names it (``messageSize``, ``nestingDepth``...)."""

    code = -32010

    @property
    def limit(self) -> Optional[str]:
        return self.data.get("limit")


class ConnectionFailedError(UIHostError):
    """The host could not be reached at ``url`` (not running, wrong port, refused the handshake)."""

    def __init__(self, message: str, url: str) -> None:
        self.url = url
        super().__init__(message)


class AuthenticationError(ConnectionFailedError):
    """The host refused the handshake with HTTP 401: the token is missing or wrong."""


class OriginRefusedError(ConnectionFailedError):
    """The host refused the handshake with HTTP 403: the ``Origin`` header is not one it accepts."""


class ConnectionLostError(UIHostError):
    """The connection closed while a call was waiting for its reply, or before a call could be sent."""


class HostDiedError(ConnectionLostError):
    """The host process this client launched exited; ``output`` holds its last lines of output."""

    def __init__(self, message: str, returncode: Optional[int], output: str) -> None:
        self.returncode = returncode
        self.output = output
        super().__init__(message)


class LaunchError(UIHostError):
    """``launch()`` could not start the host: no binary, or it exited or stayed silent before it was ready.

    ``output`` holds what the host printed, if anything.
    """

    def __init__(self, message: str, output: str = "") -> None:
        self.output = output
        super().__init__(message)


class ReplyTimeoutError(UIHostError):
    """No reply arrived within the client's ``timeout`` (seconds of wall time, not host time)."""


_BY_CODE: Dict[int, Type[ProtocolError]] = {
    cls.code: cls
    for cls in (ParseError, InvalidRequestError, MethodNotFoundError, InvalidParamsError, InternalError,
                NoSuchViewError, NotHittableError, AppNotAcceptingInputError, NoSuchSegueError,
                TransitionNotAllowedError, TimedOutError, ReplayDivergedError, LimitExceededError)
}


def error_from_reply(error: Mapping[str, Any], method: Optional[str] = None) -> ProtocolError:
    """The exception for a reply's ``error`` object; an unknown code gives a plain ``ProtocolError``."""
    code = error.get("code")
    message = str(error.get("message", "no message"))
    data = error.get("data")
    if not isinstance(data, Mapping):
        data = {} if data is None else {"value": data}
    cls = _BY_CODE.get(code) if isinstance(code, int) else None
    if cls is None:
        return ProtocolError(message, data, code=code if isinstance(code, int) else 0, method=method)
    return cls(message, data, method=method)
