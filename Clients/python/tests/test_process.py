"""Hosts started by ``uihost.launch`` go away with the Python process that started them, however it ends."""

import os
import signal
import subprocess
import sys
import time

import pytest

import uihost

# A script that launches a host, prints its pid and then dies at once, without closing anything (as a test run
# does when it is killed): no `with`, no atexit, no finally.
ORPHANING_SCRIPT = """
import os, sys
import uihost
app = uihost.launch()
print(app.process.pid, flush=True)
os._exit(0)
"""


def _has_exited(pid: int) -> bool:
    """True when the process is gone or a zombie (its new parent may never reap it)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def test_a_host_stops_by_itself_when_the_python_process_that_launched_it_dies():
    finished = subprocess.run([sys.executable, "-c", ORPHANING_SCRIPT], capture_output=True, text=True,
                              timeout=60, env=dict(os.environ))
    assert finished.returncode == 0, finished.stderr
    pid = int(finished.stdout.strip())
    deadline = time.monotonic() + 10
    while not _has_exited(pid) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert _has_exited(pid), f"uihost (pid {pid}) still runs 10 s after the process that launched it died"


# The same, but the launcher dies while the host is still starting: its ready line then goes to a pipe nobody reads.
ORPHANING_WHILE_STARTING_SCRIPT = """
import os
from uihost.process import HostProcess
host = HostProcess([], wait=False)
print(host.pid, flush=True)
os._exit(0)
"""


@pytest.mark.parametrize("script", [ORPHANING_SCRIPT, ORPHANING_WHILE_STARTING_SCRIPT], ids=["ready", "starting"])
def test_a_host_whose_launcher_died_with_its_output_unread_goes_within_a_second(script):
    # The host's output pipe has no reader once the launcher is gone: its ready line, or its log line about the
    # parent's exit, must not end it by SIGPIPE or a trap on the failed write (either ran the crash reporter, taking
    # about 1.5 s), so it exits as soon as it notices.
    started = time.monotonic()
    finished = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              timeout=60, env=dict(os.environ))
    pid = int(finished.stdout.strip())
    died = time.monotonic()
    while not _has_exited(pid) and time.monotonic() < died + 10:
        time.sleep(0.01)
    assert _has_exited(pid) and time.monotonic() - died < 1.0, \
        f"uihost (pid {pid}) took {time.monotonic() - died:.2f} s to go (launched {died - started:.2f} s earlier)"


def test_the_launched_host_is_asked_to_exit_with_its_parent():
    with uihost.launch() as app:
        assert "--exit-with-parent" in app.process.arguments


def test_the_synchronous_api_works_from_code_that_runs_an_event_loop():
    # A notebook, or async code calling the synchronous API: the calling thread already runs a loop, so the
    # connection drives its own loop from a helper thread.
    import asyncio

    async def inside_a_loop():
        with uihost.launch() as app:
            app.tap(tag=3)
            return app.view(tag=4).text

    assert asyncio.run(inside_a_loop()) in ("On", "Off")


def test_wait_for_exit_answers_none_while_the_host_runs_and_its_status_once_it_has_exited():
    host = uihost.HostProcess()
    try:
        assert host.wait_for_exit(0.05) is None
        assert host.running
        host.process.send_signal(signal.SIGTERM)  # the host closes its clients and exits 0
        assert host.wait_for_exit(10) == 0
        assert host.wait_for_exit(0) == 0
    finally:
        host.stop()
    killed = uihost.HostProcess()
    killed.process.kill()
    assert killed.wait_for_exit(10) == -signal.SIGKILL
    assert killed.stop() == -signal.SIGKILL
