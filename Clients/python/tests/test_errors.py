"""Every exception type (docs/protocol.md, Errors) raised from the real binary, with its data fields, and the client's
own failures: a host that is not running, a wrong token, a refused origin, a host that dies, a stale view."""

import json
import os
import signal
import socket

import pytest
from websockets.sync.client import connect as raw_connect

import uihost
from uihost import errors


def raw_exchange(url: str, text: str) -> dict:
    """Sends one text frame as it is and returns the parsed reply (for what the client itself never sends)."""
    with raw_connect(url) as socket_:
        socket_.send(text)
        return json.loads(socket_.recv(timeout=10))


def test_parse_error_for_text_that_is_not_json(app):
    error = errors.error_from_reply(raw_exchange(app.url, "{nope")["error"])
    assert type(error) is uihost.ParseError and error.code == -32700


def test_invalid_request_for_an_empty_batch(app):
    error = errors.error_from_reply(raw_exchange(app.url, "[]")["error"])
    assert type(error) is uihost.InvalidRequestError and error.code == -32600


def test_method_not_found_names_the_method(app):
    with pytest.raises(uihost.MethodNotFoundError) as caught:
        app.call("no.such")
    assert caught.value.method_name == "no.such"
    assert caught.value.method == "no.such"
    assert "rpc.discover" in caught.value.message


def test_invalid_params_carries_field_and_expected(app):
    with pytest.raises(uihost.InvalidParamsError) as caught:
        app.tap(x="a", y=1)
    assert (caught.value.field, caught.value.expected) == ("x", "a finite number")
    with pytest.raises(uihost.InvalidParamsError) as caught:
        app.view(tag=1).set(alpha=2)
    assert caught.value.field == "properties.alpha"


def test_no_such_view_carries_the_selector(app):
    with pytest.raises(uihost.NoSuchViewError) as caught:
        app.view(tag=404).text
    assert caught.value.selector == {"tag": 404}
    assert not isinstance(caught.value, uihost.StaleViewError)


def test_a_view_held_by_ref_is_stale_once_its_view_is_gone(app):
    app.tap(text="Navigation stack")
    screen_number = app.view(tag=50).resolve()
    assert screen_number.text == "Screen 1"
    app.back()
    with pytest.raises(uihost.StaleViewError) as caught:
        screen_number.text
    assert caught.value.selector == {"ref": screen_number.selector["ref"]}
    assert "no longer exists" in str(caught.value) and "tag 50" in str(caught.value)
    assert isinstance(caught.value, uihost.NoSuchViewError)


def test_not_hittable_says_why_and_what_would_be_hit(app):
    with pytest.raises(uihost.NotHittableError) as caught:
        app.tap(tag=8)
    assert caught.value.reason == "covered"
    assert caught.value.hit["tag"] == 9
    with pytest.raises(uihost.NotHittableError) as caught:
        app.tap(id="hiddenBox")
    assert caught.value.reason == "hidden"


def test_app_not_accepting_input_carries_the_state(app):
    app.interrupt()
    with pytest.raises(uihost.AppNotAcceptingInputError) as caught:
        app.tap(tag=2)
    assert caught.value.state == "inactive"
    app.end_interruption(accept=False)
    assert app.view(tag=2).accessibility_value == "taps: 0"  # nothing was delivered


@pytest.mark.uihost(storyboard="fixtures/Shop.storyboard")
def test_no_such_segue_lists_the_available_ones(app):
    with pytest.raises(uihost.NoSuchSegueError) as caught:
        app.segue("checkout")
    assert caught.value.available == ["showDetail", "showBasket"]


def test_transition_not_allowed_carries_from_and_to(app):
    with pytest.raises(uihost.TransitionNotAllowedError) as caught:
        app.launch_app()
    assert caught.value.data.keys() >= {"from", "to"}
    assert caught.value.from_state == "active"
    assert app.state() == "active"


def test_timed_out_carries_what_is_pending(app):
    app.tap(text="Navigation stack", wait="none")
    with pytest.raises(uihost.TimedOutError) as caught:
        app.wait_for_idle(timeout_ms=0)
    assert caught.value.pending[0]["kind"] == "transition"
    assert "DemoNumberedViewController" in caught.value.pending[0]["detail"]


def test_limit_exceeded_names_the_limit(app):
    with pytest.raises(uihost.LimitExceededError) as caught:
        app.call("app.state", padding="x" * (1 << 20))
    assert caught.value.limit == "messageSize"
    assert app.state() == "active"  # the connection stays open


def test_replay_diverged_carries_where(app, tmp_path):
    with app.recording("session.jsonl") as recording:
        app.tap(tag=3)
    path = tmp_path / "recordings" / "session.jsonl"
    assert recording.path == str(path)
    # The recorded finger lands on the counter instead of the toggle: the next checkpoint no longer matches.
    path.write_text(path.read_text().replace('"x":240,"y":106', '"x":95,"y":134'))
    with pytest.raises(uihost.ReplayDivergedError) as caught:
        app.replay("session.jsonl", verify=True)
    assert caught.value.at["step"] == 2
    assert caught.value.expected["check"] != caught.value.actual["check"]
    with pytest.raises(uihost.InvalidParamsError) as refused:
        app.replay("../session.jsonl")  # outside the recordings folder
    assert refused.value.field == "path"


def test_every_code_maps_to_its_class_with_its_data_fields():
    # The codes a healthy host cannot be made to answer (internal error; replay divergence before replay exists).
    internal = errors.error_from_reply({"code": -32603, "message": "internal error: boom; the host keeps running"})
    assert type(internal) is uihost.InternalError
    diverged = errors.error_from_reply({"code": -32009, "message": "replay diverged at event 3",
                                        "data": {"at": 3, "expected": "a", "actual": "b"}}, "session.replay")
    assert (type(diverged), diverged.at, diverged.expected, diverged.actual) == (
        uihost.ReplayDivergedError, 3, "a", "b")
    assert str(diverged) == "session.replay: replay diverged at event 3 (code -32009)"
    unknown = errors.error_from_reply({"code": -31999, "message": "new"})
    assert type(unknown) is uihost.ProtocolError and unknown.code == -31999
    codes = {cls.code for cls in vars(errors).values()
             if isinstance(cls, type) and issubclass(cls, errors.ProtocolError) and cls.code}
    assert codes == {-32700, -32600, -32601, -32602, -32603, -32001, -32002, -32003, -32004, -32006, -32007,
                     -32009, -32010}


def test_connecting_where_no_host_runs_names_the_url():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    url = f"ws://127.0.0.1:{port}/"
    with pytest.raises(uihost.ConnectionFailedError) as caught:
        uihost.connect(url)
    assert caught.value.url == url
    assert f"no uihost answers at {url}" in str(caught.value)
    with pytest.raises(uihost.ConnectionFailedError, match="not a WebSocket URL"):
        uihost.connect("http://127.0.0.1:1/")


@pytest.mark.uihost(token="s3cret")
def test_a_wrong_or_missing_token_is_refused_and_the_right_one_accepted(app):
    with pytest.raises(uihost.AuthenticationError, match="token is wrong"):
        uihost.connect(app.url, token="wrong")
    with pytest.raises(uihost.AuthenticationError, match="pass the host's token"):
        uihost.connect(app.url)
    with uihost.connect(app.url, token="s3cret") as other:
        assert other.state() == "active"


def test_a_foreign_origin_is_refused(app):
    with pytest.raises(uihost.OriginRefusedError, match="HTTP 403"):
        uihost.connect(app.url, origin="http://evil.test")
    port = app.url.rsplit(":", 1)[1].rstrip("/")
    with uihost.connect(app.url, origin=f"http://127.0.0.1:{port}") as same_origin:
        assert same_origin.state() == "active"


def test_a_host_that_dies_mid_test_reports_its_last_output():
    app = uihost.launch()
    try:
        assert app.state() == "active"
        os.kill(app.process.pid, signal.SIGKILL)
        with pytest.raises(uihost.HostDiedError) as caught:
            app.state()
        assert caught.value.returncode == -signal.SIGKILL
        assert "uihost listening on ws://" in caught.value.output
        assert "was killed by signal 9" in str(caught.value) and "serving app 'demo'" in str(caught.value)
        with pytest.raises(uihost.HostDiedError):
            app.view(tag=2).tap()  # every later call says the same
    finally:
        app.close()


def test_a_stalled_host_raises_reply_timeout():
    app = uihost.launch(timeout=0.5)
    try:
        os.kill(app.process.pid, signal.SIGSTOP)
        try:
            with pytest.raises(uihost.ReplyTimeoutError, match="no reply .* within 0.5 s"):
                app.state()
        finally:
            os.kill(app.process.pid, signal.SIGCONT)
        # The resumed host still serves the connection. Its own timeout here, not the 0.5 s one: on a busy machine
        # (CI, or a build running beside) a resumed process can take longer than that to be scheduled again.
        assert app.connection.call("app.state", timeout=30)["state"] == "active"
    finally:
        app.close()


def test_calls_after_close_raise_connection_lost():
    app = uihost.launch()
    app.close()
    assert app.process.returncode == 0  # SIGTERM: the host closed its clients and exited 0
    with pytest.raises(uihost.ConnectionLostError, match="closed by this client"):
        app.state()


def test_launch_errors_name_the_problem_and_the_fix(tmp_path):
    with pytest.raises(uihost.LaunchError, match="not an executable file"):
        uihost.launch(binary=str(tmp_path / "nothing"))
    broken = tmp_path / "Broken.storyboard"
    broken.write_text("<document><scenes>")
    with pytest.raises(uihost.LaunchError) as caught:
        uihost.launch(str(broken))
    assert "exited with status 2 before it was ready" in str(caught.value)  # bad input, not a bad flag
    assert "Broken.storyboard" in caught.value.output
    with pytest.raises(ValueError, match="give one of storyboard=, app_dir= or app="):
        uihost.launch("Main.storyboard", app="demo")


def test_find_binary_follows_the_environment(monkeypatch, tmp_path):
    real = uihost.find_binary()
    monkeypatch.setenv("UIHOST_BINARY", real)
    assert uihost.find_binary() == real
    monkeypatch.setenv("UIHOST_BINARY", str(tmp_path / "missing"))
    with pytest.raises(uihost.LaunchError, match="UIHOST_BINARY names"):
        uihost.find_binary()
    assert uihost.find_binary(real) == real
