"""Hosts started by ``uihost.launch`` go away with the Python process that started them, however it ends."""

import os
import signal
import subprocess
import sys
import time

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
