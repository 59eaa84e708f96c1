"""The asyncio API against the real binary: the same calls as the synchronous one, awaited."""

import asyncio
import os
import signal

import pytest

import uihost
import uihost.aio
from uihost import Rect


def run(coroutine):
    return asyncio.run(coroutine)


def test_launch_tap_and_read_views_again():
    async def scenario():
        async with await uihost.aio.launch() as app:
            assert (await app.hello())["app"] == {"name": "demo", "state": "active"}
            state = app.view(tag=4)
            assert await state.text() == "Off"
            result = await app.tap(id="toggle")
            assert result["hit"]["tag"] == 3
            assert await state.text() == "On"
            assert await app.view(id="counter").frame() == Rect(20, 84, 150, 100)
            views = await app.find_all(class_name="TapActionView")
            assert [await view.tag() for view in views] == [30, 40, 41, 42, 43, 44, 120, 121, 122, 45]
            assert (await app.tree(depth=0))["root"]["class"] == "UIWindow"
            assert (await app.tree_text()).startswith("UIWindow v3 (0,0 375x667)")
            return app.process
    process = run(scenario())
    assert process.returncode == 0  # leaving the block stopped the host


def test_events_are_iterated_with_async_for():
    async def scenario():
        async with await uihost.aio.launch() as app:
            async with app.events("app.lifecycle", timeout=0.3) as events:
                await app.home()
                await app.activate()
                return [event["callback"] async for event in events]
    assert run(scenario()) == ["applicationWillResignActive", "applicationDidEnterBackground",
                               "applicationWillEnterForeground", "applicationDidBecomeActive"]


def test_calls_run_concurrently_on_one_connection():
    async def scenario():
        async with await uihost.aio.launch() as app:
            replies = await asyncio.gather(*(app.tap(tag=2) for _ in range(5)), app.now(), app.state())
            assert [reply["hit"]["tag"] for reply in replies[:5]] == [2] * 5
            assert replies[6] == "active"
            return await app.view(tag=2).accessibility_value()
    assert run(scenario()) == "taps: 5"


def test_async_errors_are_the_same_types():
    async def scenario():
        async with await uihost.aio.launch() as app:
            with pytest.raises(uihost.NotHittableError) as caught:
                await app.tap(tag=8)
            assert caught.value.reason == "covered"
            with pytest.raises(uihost.NoSuchViewError):
                await app.view(tag=404).text()
            app.tap(text="Navigation stack")  # never awaited: nothing is sent
            assert await app.count(tag=50) == 0
            await app.tap(text="Navigation stack")
            screen = await app.view(tag=50).resolve()
            await app.back()
            with pytest.raises(uihost.StaleViewError):
                await screen.text()
            os.kill(app.process.pid, signal.SIGKILL)
            with pytest.raises(uihost.HostDiedError) as died:
                await app.state()
            assert "uihost listening on" in died.value.output
    with pytest.warns(RuntimeWarning, match="never awaited"):
        run(scenario())


def test_connect_to_a_running_host_and_to_nothing():
    async def scenario():
        async with await uihost.aio.launch(token="t") as launched:
            async with await uihost.aio.connect(launched.url, token="t") as other:
                await other.tap(tag=2)
            assert await launched.view(tag=2).accessibility_value() == "taps: 1"
            with pytest.raises(uihost.AuthenticationError):
                await uihost.aio.connect(launched.url, token="nope")
            url = launched.url
        with pytest.raises(uihost.ConnectionFailedError, match=f"no uihost answers at {url}"):
            await uihost.aio.connect(url)
    run(scenario())


def test_recording_and_replay_awaited(tmp_path):
    async def scenario():
        async with await uihost.aio.launch(recordings_dir=str(tmp_path)) as app:
            async with app.recording("awaited.jsonl") as recording:
                await app.tap(tag=3)
                await app.swipe(app.view(tag=5), (200, 244))
            assert recording.path == str(tmp_path / "awaited.jsonl")
            assert recording.result["steps"] == recording.events
            replayed = await app.replay("awaited.jsonl")
            assert (replayed["mismatches"], replayed["ended"]) == ([], True)
            with pytest.raises(uihost.InvalidRequestError):
                await app.record_stop()
    run(scenario())
