"""TLS (docs/protocol.md, Transport; SECURITY.md): a host started with --tls-cert/--tls-key serves wss:// and the
inspector over https://, with a self-signed certificate made here by the openssl command."""

import asyncio
import ssl
import subprocess
import urllib.request

import pytest

import uihost
import uihost.aio


@pytest.fixture(scope="module")
def certificate(tmp_path_factory) -> tuple:
    folder = tmp_path_factory.mktemp("tls")
    cert, key = folder / "host.pem", folder / "host.key"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    return str(cert), str(key)


def test_a_host_with_a_certificate_serves_wss_and_a_client_trusting_it_drives_the_app(certificate):
    cert, key = certificate
    with uihost.launch(tls_cert=cert, tls_key=key) as app:
        assert app.url.startswith("wss://127.0.0.1:")
        app.tap(id="toggle")
        assert app.view(tag=4).text == "On"
        with uihost.connect(app.url, cafile=cert) as other:
            assert other.view(tag=4).text == "On"
        with uihost.connect(app.url, verify=False) as unchecked:
            assert unchecked.state() == "active"


def test_a_client_that_does_not_trust_the_certificate_is_refused_naming_the_fix(certificate):
    cert, key = certificate
    with uihost.launch(tls_cert=cert, tls_key=key) as app:
        with pytest.raises(uihost.ConnectionFailedError) as caught:
            uihost.connect(app.url)
        assert "the TLS handshake failed (CERTIFICATE_VERIFY_FAILED)" in str(caught.value)
        assert "pass cafile=" in str(caught.value)
        plain = app.url.replace("wss://", "ws://")
        with pytest.raises(uihost.ConnectionFailedError):
            uihost.connect(plain, connect_timeout=2)


def test_the_inspector_is_served_over_https(certificate):
    cert, key = certificate
    with uihost.launch(tls_cert=cert, tls_key=key) as app:
        page = app.url.replace("wss://", "https://") + "inspector/"
        context = ssl.create_default_context(cafile=cert)
        with urllib.request.urlopen(page, context=context, timeout=5) as response:
            assert response.status == 200
            assert "<title>" in response.read().decode()


def test_the_screen_is_served_over_https_with_the_token(certificate):
    # docs/protocol.md, Screenshots: GET /snapshot.png on a TLS port, the same bytes as screen.snapshot.
    cert, key = certificate
    with uihost.launch(tls_cert=cert, tls_key=key, token="s3cret") as app:
        picture = app.url.replace("wss://", "https://").split("?")[0] + "snapshot.png?token=s3cret"
        context = ssl.create_default_context(cafile=cert)
        with urllib.request.urlopen(picture, context=context, timeout=20) as response:
            assert (response.status, response.headers["Content-Type"]) == (200, "image/png")
            assert response.read() == app.screenshot()


def test_the_asyncio_client_connects_over_wss(certificate):
    cert, key = certificate

    async def scenario():
        async with await uihost.aio.launch(tls_cert=cert, tls_key=key) as app:
            async with await uihost.aio.connect(app.url, cafile=cert) as other:
                return await other.state()

    assert asyncio.run(scenario()) == "active"


def test_tls_needs_both_files():
    with pytest.raises(ValueError, match="give tls_cert= and tls_key= together"):
        uihost.launch(tls_cert="host.pem")
