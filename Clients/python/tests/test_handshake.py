"""Refused handshakes as a strict client reads them: websockets' own client, with no help from uihost's, must see
an HTTP/1.1 reply it can parse and raise InvalidStatus with the host's status and body (docs/protocol.md,
Connecting)."""

import contextlib

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect as ws_connect

# The host's connection limit (TransportConfiguration.maximumConnections).
CONNECTION_LIMIT = 64


def refused(url, **options) -> InvalidStatus:
    with pytest.raises(InvalidStatus) as caught:
        ws_connect(url, open_timeout=5, **options).close()
    return caught.value


def body(error: InvalidStatus) -> str:
    return error.response.body.decode("utf-8")


@pytest.mark.uihost(token="s3cret")
def test_a_missing_token_is_refused_with_401_as_websockets_reads_it(app):
    error = refused(app.url)
    assert error.response.status_code == 401
    assert error.response.reason_phrase == "Unauthorized"
    assert body(error) == ('This server needs a token: send the header "Authorization: Bearer <token>" '
                           "or add ?token=<token> to the URL.\n")
    assert refused(app.url, additional_headers={"Authorization": "Bearer wrong"}).response.status_code == 401


def test_a_foreign_origin_is_refused_with_403_as_websockets_reads_it(app):
    error = refused(app.url, origin="http://evil.test")
    assert error.response.status_code == 403
    assert error.response.reason_phrase == "Forbidden"
    assert body(error) == ("Origin http://evil.test is not allowed: open the page from this server, "
                           "or start the server with --allow-origin http://evil.test.\n")


def test_a_connection_beyond_the_limit_is_refused_with_503_as_websockets_reads_it(app):
    # The fixture's own connection is one of the limit's.
    with contextlib.ExitStack() as stack:
        for _ in range(CONNECTION_LIMIT - 1):
            stack.enter_context(ws_connect(app.url, open_timeout=5))
        error = refused(app.url)
        assert error.response.status_code == 503
        assert error.response.reason_phrase == "Service Unavailable"
        assert body(error) == (f"The server already has {CONNECTION_LIMIT} connections, its limit: "
                               "close one and retry, or raise the limit.\n")
