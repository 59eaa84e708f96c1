"""The plugin's spare hosts (uihost._spare): a process of its own for every test, options respected, nothing left
running at the end, --exit-with-parent kept."""

import os
import subprocess
import sys
import textwrap
import time

import pytest

import uihost
from uihost._spare import SpareHosts


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for its reaper counts as exited)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except FileNotFoundError:
        return False


def wait_gone(pid: int, seconds: float = 3.0) -> bool:
    deadline = time.monotonic() + seconds
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.01)
    return not alive(pid)


def device(process) -> str:
    """The ``--device`` the host was started with ("" without one)."""
    arguments = process.arguments
    return arguments[arguments.index("--device") + 1] if "--device" in arguments else ""


@pytest.fixture
def hosts(tmp_path):
    pool = SpareHosts(lambda: tmp_path / "links", count=1)
    (tmp_path / "links").mkdir()
    yield pool
    pool.close()


def test_each_take_is_a_new_process_and_the_next_one_is_already_started(hosts):
    first, _ = hosts.take({})
    spare = hosts.spares
    assert len(spare) == 1 and spare[0].running and spare[0].pid != first.pid
    second, _ = hosts.take({})
    assert second is spare[0]  # the spare, not a new start
    assert hosts.taken == 1
    assert len({first.pid, second.pid, hosts.spares[0].pid}) == 3
    for process in (first, second):
        assert "--exit-with-parent" in process.arguments
    assert "--exit-with-parent" in hosts.spares[0].arguments


def test_a_test_with_other_options_does_not_get_the_spare(hosts):
    demo, _ = hosts.take({})
    old_spare = hosts.spares[0]
    ipad, _ = hosts.take({"device": "ipad"})
    assert ipad is not old_spare and hosts.taken == 0
    assert wait_gone(old_spare.pid)  # the spare with the old options was stopped
    assert device(demo) == device(old_spare) == ""
    assert device(ipad) == device(hosts.spares[0]) == "ipad"
    with uihost.connect(ipad.url) as app:
        assert app.hello()["device"]["profile"] == "ipad"
    # Equal options again: the spare started for the iPad test is taken.
    again, _ = hosts.take({"device": "ipad"})
    assert hosts.taken == 1 and device(again) == "ipad"
    for process in (demo, ipad, again):
        hosts.retire(process)


def test_close_stops_the_spare_and_every_retired_host(tmp_path):
    pool = SpareHosts(lambda: tmp_path, count=2)
    taken, _ = pool.take({})
    spares = pool.spares
    assert len(spares) == 2
    pool.retire(taken)
    pool.close()
    assert pool.spares == []
    for process in (taken, *spares):
        assert process.returncode is not None and not alive(process.pid)


def test_no_spares_with_count_zero(tmp_path):
    pool = SpareHosts(lambda: tmp_path, count=0)
    process, _ = pool.take({})
    assert pool.spares == [] and process.running
    pool.retire(process)
    pool.close()
    assert process.returncode is not None


def test_spares_stop_themselves_when_the_python_process_dies(tmp_path):
    script = textwrap.dedent(f"""
        import os
        from pathlib import Path
        from uihost._spare import SpareHosts
        pool = SpareHosts(lambda: Path({str(tmp_path)!r}), count=1)
        taken, _ = pool.take({{}})
        print(taken.pid, pool.spares[0].pid, flush=True)
        os._exit(0)  # no close(): the hosts' --exit-with-parent must stop them
    """)
    output = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                            env={**os.environ, "UIHOST_BINARY": uihost.find_binary()}).stdout
    pids = [int(pid) for pid in output.split()]
    assert len(pids) == 2
    assert all(wait_gone(pid) for pid in pids)


def test_the_fixture_gives_fresh_hosts_takes_spares_and_leaves_none_running(pytester, shop_storyboard):
    pytester.makeini("[pytest]\n")
    os.environ.setdefault("UIHOST_BINARY", uihost.find_binary())
    pytester.makepyfile(f"""
        import pytest

        @pytest.mark.parametrize("n", range(4))
        def test_demo(app, uihost_spare_hosts, n):
            app.tap(tag=2)
            assert app.view(tag=2).accessibility_value == "taps: 1"  # nobody tapped this host before
            with open(f"demo-{{n}}.txt", "w") as out:
                out.write(f"{{app.process.pid}} {{uihost_spare_hosts.taken}} "
                          f"{{' '.join(str(p.pid) for p in uihost_spare_hosts.spares)}}")

        @pytest.mark.uihost(storyboard={shop_storyboard!r})
        def test_shop_after_demo(app):
            assert 'id=teapot title="Teapot"' in app.tree_text()

        def test_demo_after_shop(app):
            app.tap(tag=2)
            assert app.view(tag=2).accessibility_value == "taps: 1"
    """)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=6)
    records = [(pytester.path / f"demo-{n}.txt").read_text().split() for n in range(4)]
    pids = [int(record[0]) for record in records]
    assert len(set(pids)) == 4
    assert [int(record[1]) for record in records] == [0, 1, 2, 3]  # the 2nd to 4th tests took spares
    # Each demo test's host is the spare the test before it left.
    assert [int(record[2]) for record in records[:3]] == pids[1:]
    assert not any(alive(pid) for pid in pids + [int(records[3][2])])


def test_recordings_go_to_tmp_path_when_the_test_uses_it_else_to_the_hosts_own_folder(pytester):
    pytester.makeini("[pytest]\n")
    os.environ.setdefault("UIHOST_BINARY", uihost.find_binary())
    pytester.makepyfile("""
        import os

        def test_with_tmp_path(app, tmp_path):
            started = app.record_start("a.jsonl")
            assert started["path"] == str(tmp_path / "recordings" / "a.jsonl")
            app.record_stop()
            assert (tmp_path / "recordings" / "a.jsonl").is_file()

        def test_without(app):
            path = app.record_start("b.jsonl")["path"]
            app.record_stop()
            assert os.path.isfile(path)
            assert os.path.basename(os.path.dirname(os.path.dirname(path))).startswith("uihost-hosts")
    """)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2)
