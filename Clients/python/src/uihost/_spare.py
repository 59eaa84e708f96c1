"""The pytest plugin's spare hosts: hosts started ahead (one by default) per pytest process, so the next test's host
is starting while the current test runs.

Every test still gets a process of its own that no other test has used; the spare only starts it earlier. A test
takes the spare when it was launched with the same options (binary, storyboard, app, device, token, clock, args,
TLS, recordings folder), else the spares are stopped and the test starts its own. After taking or starting its
host, the test tops the spares up with its own options, the likeliest ones for the next test. Stopped hosts are reaped in
the background, and ``close()`` (at the session's end) stops the spare and waits for every host to have exited.
"""

from __future__ import annotations

import collections
import os
import threading
from pathlib import Path
from typing import Any, Callable, Deque, Dict, List, Optional, Tuple

from ._launching import serve_arguments, start_host
from ._zygote import Zygote
from .process import HostProcess, find_binary

# The options a pooled host is started with: launch()'s keyword arguments, with recordings_dir None when the test
# lets the fixture choose the folder (the pool then gives each host a folder of its own).
Options = Dict[str, Any]


def options_key(options: Options) -> Tuple[Any, ...]:
    """What must be equal for a spare to serve a test: the binary the host runs and every launch option."""
    return (find_binary(), tuple(sorted((name, repr(value)) for name, value in options.items())))


class SpareHosts:
    """Up to ``count`` spare hosts, oldest first, for one pytest process (an xdist worker has its own).

    ``folder`` makes (once) a folder for the pool's links: a host whose options leave ``recordings_dir`` to the
    pool is started with ``--recordings-dir`` naming a link in it, not yet made, which ``link_recordings`` later points
    at the test's own folder (the host makes and resolves its folder only when a recording starts, so the paths it
    reports are in the test's folder). ``count=0`` keeps no spare: each test starts its host when it begins, as
    ``launch()`` does. ``zygote=True`` forks each host from a ``uihost serve --zygote`` process kept per set of
    options (uihost._zygote) instead of starting the executable: the host is as new, its start cheaper.
    """

    #: The zygotes kept for the latest sets of options; an older one ends once its hosts have.
    ZYGOTES = 2

    def __init__(self, folder: Callable[[], Path], count: int = 1, zygote: bool = False) -> None:
        self._make_folder = folder
        #: Fork hosts from a zygote per set of options (``uihost serve --zygote``) instead of starting each.
        self.zygote = zygote
        # The zygotes in use, most recent last, and those no longer used that still have hosts running.
        self._zygotes: "collections.OrderedDict[Tuple[Any, ...], Zygote]" = collections.OrderedDict()
        self._old_zygotes: List[Zygote] = []
        self._folder: Optional[Path] = None
        self._started = 0
        self.count = count
        self._spares: Deque[Tuple[Tuple[Any, ...], HostProcess, Optional[Path]]] = collections.deque()
        self._stopping: List[threading.Thread] = []
        #: Hosts handed to tests that had been started as spares (for tests of the pool, and curiosity).
        self.taken = 0

    def take(self, options: Options) -> Tuple[HostProcess, Optional[Path]]:
        """A ready host for one test with these options, and the link its recordings folder is when the pool
        chose it (``link_recordings`` must make it before the test records).

        Raises LaunchError (with the host's output) when the host exits or is not ready in time."""
        key = options_key(options)
        if self._spares and self._spares[0][0] == key:
            _, process, folder = self._spares.popleft()
            self.taken += 1
        else:
            self._retire_spares()
            process, folder = self._start(options)
        while len(self._spares) < self.count:
            self._spares.append((key, *self._start(options)))
        try:
            process.wait_until_ready()
        except BaseException:
            self.retire(process)
            raise
        return process, folder

    def _start(self, options: Options) -> Tuple[HostProcess, Optional[Path]]:
        folder = None
        if options.get("recordings_dir") is None:
            if self._folder is None:
                self._folder = self._make_folder()
            self._started += 1
            folder = self._folder / f"host-{self._started}"
        arguments = {"storyboard": None, "app": None, "device": None, "token": None, "clock": None, "args": (),
                     **options}
        if self.zygote:
            return self._zygote_for(options, arguments).fork(None if folder is None else str(folder)), folder
        if folder is not None:
            arguments["recordings_dir"] = str(folder)
        process = start_host(binary=None, env=None, ready_timeout=30.0, wait=False, **arguments)
        return process, folder

    def _zygote_for(self, options: Options, arguments: Dict[str, Any]) -> Zygote:
        """The zygote for these options, started when there is none. At most ``ZYGOTES`` are kept; an older one is
        closed once the hosts it forked have exited (closing it would end them)."""
        for old in [old for old in self._old_zygotes if not old.live_hosts]:
            old.close()
            self._old_zygotes.remove(old)
        key = options_key(options)
        zygote = self._zygotes.get(key)
        if zygote is not None and zygote.running:
            self._zygotes.move_to_end(key)
            return zygote
        zygote = Zygote(serve_arguments(**arguments))
        self._zygotes[key] = zygote
        while len(self._zygotes) > self.ZYGOTES:
            self._old_zygotes.append(self._zygotes.popitem(last=False)[1])
        return zygote

    def retire(self, process: HostProcess) -> None:
        """Stops ``process`` in the background (SIGTERM, then SIGKILL after 10 s); ``close()`` waits for it."""
        self._stopping = [thread for thread in self._stopping if thread.is_alive()]
        thread = threading.Thread(target=process.stop, name=f"uihost-stop-{process.pid}", daemon=True)
        thread.start()
        self._stopping.append(thread)

    @property
    def spares(self) -> List[HostProcess]:
        """The spare hosts now started, the next one to be taken first."""
        return [spare[1] for spare in self._spares]

    def _retire_spares(self) -> None:
        while self._spares:
            self.retire(self._spares.popleft()[1])

    def close(self) -> None:
        """Stops the spares and waits until every host this pool started has exited, then ends the zygotes."""
        self._retire_spares()
        for thread in self._stopping:
            thread.join()
        self._stopping = []
        for zygote in [*self._zygotes.values(), *self._old_zygotes]:
            zygote.close()
        self._zygotes.clear()
        self._old_zygotes = []


def link_recordings(link: Path, folder: Path) -> None:
    """Makes ``folder`` (the test's ``tmp_path / "recordings"``) and the host's recordings folder ``link`` to it."""
    folder.mkdir(parents=True, exist_ok=True)
    os.symlink(folder, link, target_is_directory=True)
