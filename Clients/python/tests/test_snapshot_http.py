"""GET /snapshot.png (docs/protocol.md, Screenshots) with urllib, and recordings that keep a picture at every
checkpoint, whose divergence shows both pictures (docs/recording.md, Snapshots at checkpoints)."""

import base64
import json
import urllib.error
import urllib.parse
import urllib.request

import pytest

import uihost
from uihost import png


def http_get(app, query="", headers=None):
    """(status, headers, body) of a GET of /snapshot.png on the app's host."""
    url = app.url.replace("ws://", "http://").rstrip("/") + "/snapshot.png" + query
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def test_the_screen_over_http_is_the_screenshots_bytes(app):
    status, headers, body = http_get(app)
    assert status == 200
    assert headers["Content-Type"] == "image/png"
    assert headers["Cache-Control"] == "no-store"
    assert body == app.screenshot()
    selector = urllib.parse.quote(json.dumps({"tag": 2}))
    status, _, counter = http_get(app, f"?view={selector}&scale=1")
    assert status == 200
    assert counter == app.screenshot(view={"tag": 2}, scale=1)
    assert png.decode_size(counter) == (150, 100)
    ref = app.view(tag=2).ref
    assert http_get(app, f"?view={ref}&scale=1")[2] == counter


def test_an_unknown_view_is_404_and_a_bad_scale_400_in_plain_text(app):
    status, headers, body = http_get(app, "?view=" + urllib.parse.quote('{"tag":9999}'))
    assert status == 404
    assert headers["Content-Type"] == "text/plain; charset=utf-8"
    assert body == b'no view matches {"tag":9999}; tree.get shows the views there are\n'
    status, _, body = http_get(app, "?scale=5")
    assert status == 400
    assert body == b"scale=5 is not a number from 0.25 to 4 (pixels per point; leave it out for the device's).\n"


def test_the_token_guards_the_picture_as_it_guards_the_socket():
    with uihost.launch(token="s3cret") as app:
        status, _, body = http_get(app)
        assert status == 401
        assert body.startswith(b"This server needs a token")
        assert http_get(app, "?token=s3cret")[0] == 200
        status, _, body = http_get(app, headers={"Authorization": "Bearer s3cret"})
        assert status == 200
        assert body == app.screenshot()
        assert http_get(app, "?token=s3cret", headers={"Origin": "http://evil.test"})[0] == 403


def test_a_recording_with_snapshots_shows_both_pictures_where_the_replay_diverges(app, tmp_path):
    start = app.screenshot()
    recording = app.record_start("pictures.jsonl", snapshots=True)
    app.tap(tag=3)  # the toggle: its label says On
    app.record_stop()
    path = recording["path"]
    lines = [json.loads(line) for line in open(path, encoding="utf-8")]
    assert lines[0]["snapshots"] is True
    pictures = {line["snapshot"]["sha256"]: base64.b64decode(line["snapshot"]["png"])
                for line in lines if "png" in line.get("snapshot", {})}
    assert start in pictures.values()
    assert app.screenshot() in pictures.values()
    assert app.replay("pictures.jsonl")["mismatches"] == []

    # The finger moved off the toggle: the replay's label stays Off where the recording's said On.
    began = next(line for line in lines if line.get("kind") == "touches")["touches"][0]
    text = open(path, encoding="utf-8").read()
    moved = text.replace(f'"x":{json.dumps(began["x"])},"y":{json.dumps(began["y"])}', '"x":95,"y":134', 1)
    assert moved != text
    with open(tmp_path / "recordings" / "moved.jsonl", "w", encoding="utf-8") as file:
        file.write(moved)
    with pytest.raises(uihost.ReplayDivergedError) as error:
        app.replay("moved.jsonl")
    expected, actual = error.value.expected["snapshot"], error.value.actual["snapshot"]
    assert (expected["width"], expected["height"], actual["width"], actual["height"]) == (750, 1334, 750, 1334)
    step = error.value.at["step"]
    recorded = next(line for line in lines if line.get("step") == step)["snapshot"]["sha256"]
    assert base64.b64decode(expected["png"]) == pictures[recorded]
    assert base64.b64decode(actual["png"]) != base64.b64decode(expected["png"])
