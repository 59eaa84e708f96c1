"""Hosts forked from a zygote (uihost._zygote, `uihost serve --zygote`): each one a new process with a freshly
launched app, nothing left behind by the host before it, every process gone with its parent, errors that say what
went wrong."""

import os
import signal
import subprocess
import sys
import textwrap

import pytest

import uihost
from uihost._spare import SpareHosts
from uihost._zygote import Zygote
from uihost.errors import LaunchError

from test_spare_hosts import alive, wait_gone


@pytest.fixture
def zygote():
    started = Zygote()
    yield started
    started.close()


def test_each_fork_is_a_new_host_whose_app_starts_fresh(zygote):
    first = zygote.fork()
    first.wait_until_ready()
    with uihost.connect(first.url) as app:
        app.tap(id="toggle")
        app.tap(tag=2)
        assert app.view(tag=4).text == "On"
        assert app.view(tag=2).accessibility_value == "taps: 1"
    second = zygote.fork()
    second.wait_until_ready()
    assert len({first.pid, second.pid, zygote.process.pid}) == 3 and first.url != second.url
    with uihost.connect(second.url) as app:
        # What the first host's app did is not in the second's: its app was launched in its own process.
        assert app.view(tag=4).text == "Off"
        assert app.view(tag=2).accessibility_value == "taps: 0"
        assert app.state() == "active"
    assert first.stop() == 0 and second.stop() == 0
    assert zygote.live_hosts == 0 and zygote.running


def test_a_host_killed_by_a_signal_reports_it_and_its_output_is_kept(zygote):
    host = zygote.fork()
    host.wait_until_ready()
    assert "uihost listening on ws://127.0.0.1:" in host.output()
    host.process.kill()
    assert host.wait_for_exit(5) == -signal.SIGKILL
    assert host.returncode == -signal.SIGKILL and not host.running


def test_a_forked_host_records_into_the_folder_it_was_given(zygote, tmp_path):
    host = zygote.fork(recordings_dir=str(tmp_path / "mine"))
    host.wait_until_ready()
    with uihost.connect(host.url) as app:
        path = app.record_start("taps.jsonl")["path"]
        app.tap(tag=2)
        app.record_stop()
    assert path == str(tmp_path / "mine" / "taps.jsonl") and os.path.isfile(path)
    host.stop()


def test_the_zygote_and_its_hosts_end_when_the_python_process_dies():
    script = textwrap.dedent("""
        import os
        from uihost._zygote import Zygote
        zygote = Zygote()
        host = zygote.fork()
        host.wait_until_ready()
        print(zygote.process.pid, host.pid, flush=True)
        os._exit(0)  # no close() and no stop(): the zygote must notice, and its host with it
    """)
    output = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                            env={**os.environ, "UIHOST_BINARY": uihost.find_binary()}).stdout
    pids = [int(pid) for pid in output.split()]
    assert len(pids) == 2
    assert all(wait_gone(pid, 5) for pid in pids)


def test_closing_the_zygote_ends_the_hosts_it_forked():
    zygote = Zygote()
    host = zygote.fork()
    host.wait_until_ready()
    zygote.close()
    assert not zygote.running and wait_gone(host.pid, 5)
    assert host.wait_for_exit(5) is not None


def test_a_zygote_that_cannot_read_its_app_fails_with_the_hosts_message(tmp_path):
    with pytest.raises(LaunchError) as raised:
        Zygote(["--storyboard", str(tmp_path / "Missing.storyboard")])
    assert "Missing.storyboard" in str(raised.value)
    assert "--zygote exited with status 2 before it was ready; its output:" in str(raised.value)  # bad input


def test_the_zygote_names_a_command_it_does_not_know():
    process = subprocess.Popen([uihost.find_binary(), "serve", "--port", "0", "--zygote"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout.readline() == "uihost zygote ready\n"
        process.stdin.write("spawn /tmp/x\nfork \n")
        process.stdin.flush()
        expected = ("error unknown command '{}'; the zygote takes `fork PATH` or `fork PATH<tab>FOLDER` (a FIFO for "
                    "the host's output, and its recordings folder)\n")
        assert process.stdout.readline() == expected.format("spawn /tmp/x")
        assert process.stdout.readline() == expected.format("fork ")
        process.stdin.close()  # the end of its input ends it
        assert process.wait(5) == 0
    finally:
        if process.poll() is None:
            process.kill()


def test_spare_hosts_from_zygotes_are_new_processes_per_test_and_one_zygote_per_options(tmp_path):
    pool = SpareHosts(lambda: tmp_path, count=1, zygote=True)
    first, _ = pool.take({})
    second, _ = pool.take({})
    ipad, _ = pool.take({"device": "ipad"})
    zygotes = list(pool._zygotes.values())
    assert len(zygotes) == 2 and all(zygote.running for zygote in zygotes)
    assert len({first.pid, second.pid, ipad.pid}) == 3 and pool.taken == 1
    assert {first.zygote, second.zygote} == {zygotes[0]} and ipad.zygote is zygotes[1]
    with uihost.connect(ipad.url) as app:
        assert app.hello()["device"]["profile"] == "ipad"
    for process in (first, second, ipad):
        pool.retire(process)
    pool.close()
    assert not any(zygote.running for zygote in zygotes)
    assert not any(alive(process.pid) for process in (first, second, ipad))


def test_the_fixture_forks_from_zygotes_by_default_and_gives_each_test_a_fresh_app(pytester):
    pytester.makeini("[pytest]\n")
    os.environ.setdefault("UIHOST_BINARY", uihost.find_binary())
    pytester.makepyfile("""
        import pytest

        @pytest.mark.parametrize("n", range(3))
        def test_toggle(app, n):
            assert app.view(tag=4).text == "Off"  # no test before this one toggled this host
            app.tap(id="toggle")
            assert app.view(tag=4).text == "On"
            with open(f"pid-{n}.txt", "w") as out:
                out.write(f"{app.process.pid} {type(app.process).__name__}")
    """)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=3)
    records = [(pytester.path / f"pid-{n}.txt").read_text().split() for n in range(3)]
    assert len({record[0] for record in records}) == 3
    assert {record[1] for record in records} == {"ForkedHost"}  # the default
    assert not any(alive(int(record[0])) for record in records)
    # --uihost-no-zygote starts the executable for each host, with the same outcome.
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--uihost-no-zygote")
    result.assert_outcomes(passed=3)
    assert {(pytester.path / f"pid-{n}.txt").read_text().split()[1] for n in range(3)} == {"HostProcess"}


def test_forked_hosts_take_screenshots(zygote):
    # The PNG encoder compresses bands of rows on threads of its own (docs/uikit-rules.md 19.15): on libdispatch's
    # pool, whose state does not survive the fork a zygote's host starts with, a forked host's screenshot could wait
    # forever (seen in CI). Each of several forked hosts answers several screenshots within a few seconds.
    for _ in range(4):
        host = zygote.fork()
        host.wait_until_ready()
        with uihost.connect(host.url, timeout=10) as app:
            pictures = [app.screenshot() for _ in range(3)]
            app.tap(id="toggle")
            pictures.append(app.screenshot())
        assert all(picture.startswith(b"\x89PNG") for picture in pictures)
        assert pictures[0] == pictures[1] == pictures[2] != pictures[3]
        assert host.stop() == 0
