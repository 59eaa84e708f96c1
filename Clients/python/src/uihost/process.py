"""Starting and stopping the ``uihost`` binary: ``uihost serve --port 0``, its ready line, its last output."""

from __future__ import annotations

import collections
import os
import re
import select
import shutil
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import IO, Deque, Dict, List, Optional, Sequence

from .errors import LaunchError

__all__ = ["HostProcess", "find_binary"]

_READY = re.compile(r"^uihost listening on (wss?://\S+/)\s*$")


def _repo_roots() -> List[Path]:
    """Folders that may be the UIHost repository: the current directory and its parents, then this file's."""
    roots: List[Path] = []
    for start in (Path.cwd(), Path(__file__).resolve().parent):
        for folder in (start, *start.parents):
            if (folder / "Package.swift").is_file() and folder not in roots:
                roots.append(folder)
    return roots


def find_binary(binary: Optional[str] = None) -> str:
    """The ``uihost`` executable to run.

    In order: ``binary`` if given, the ``UIHOST_BINARY`` environment variable, ``.build/debug/uihost`` then
    ``.build/release/uihost`` in the repository (found from the current directory or from this package's own
    location), then ``uihost`` on ``PATH``. Raises LaunchError naming every place it looked.
    """
    if binary:
        return _checked(binary, "the binary argument")
    from_env = os.environ.get("UIHOST_BINARY")
    if from_env:
        return _checked(from_env, "UIHOST_BINARY")
    tried: List[str] = []
    for root in _repo_roots():
        for configuration in ("debug", "release"):
            candidate = root / ".build" / configuration / "uihost"
            tried.append(str(candidate))
            if os.access(candidate, os.X_OK) and candidate.is_file():
                return str(candidate)
    on_path = shutil.which("uihost")
    if on_path:
        return on_path
    places = ", ".join(tried) if tried else "no repository with a Package.swift above the current directory"
    raise LaunchError("no uihost binary found (looked at UIHOST_BINARY, " + places + " and PATH); build it with "
                      "`swift build --product uihost` in the repository, or pass binary= or set UIHOST_BINARY")


def _checked(path: str, source: str) -> str:
    resolved = shutil.which(path) if os.sep not in path else path
    if not resolved or not os.path.isfile(resolved) or not os.access(resolved, os.X_OK):
        raise LaunchError(f"{source} names {path!r}, which is not an executable file; build uihost with "
                          "`swift build --product uihost` or point it at the built binary")
    return resolved


class HostProcess:
    """One ``uihost serve`` process on a free port.

    Its standard output and error are read by a thread into a ring of the last ``keep_lines`` lines, so a test
    can show what the host said before it died. ``url`` is the WebSocket URL from the ready line.
    """

    def __init__(self, arguments: Sequence[str] = (), *, binary: Optional[str] = None,
                 env: Optional[Dict[str, str]] = None, ready_timeout: float = 30.0, keep_lines: int = 200,
                 wait: bool = True) -> None:
        self.binary = find_binary(binary)
        # --exit-with-parent: should this Python process die without stopping the host, the host stops itself.
        self.arguments = ["serve", "--port", "0", "--exit-with-parent", *arguments]
        self._lines: Deque[str] = collections.deque(maxlen=keep_lines)
        self._ready = threading.Event()
        self._url: Optional[str] = None
        environment = dict(os.environ)
        environment.update(env or {})
        # The host checks its parent against this pid, so a Python process that dies while the host is still
        # starting (a spare host's case) is noticed too.
        environment["UIHOST_PARENT_PID"] = str(os.getpid())
        try:
            self.process = subprocess.Popen(
                [self.binary, *self.arguments], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT, env=environment, text=True, encoding="utf-8", errors="replace", bufsize=1)
        except OSError as error:
            raise LaunchError(f"could not start {self.binary}: {error}") from error
        self._start_reading(ready_timeout, wait)

    def _start_reading(self, ready_timeout: float, wait: bool) -> None:
        """Starts the thread that reads the host's output (``_output_stream()``), then waits for the ready line if asked."""
        self._reader = threading.Thread(target=self._read, name=f"uihost-output-{self.process.pid}", daemon=True)
        self._reader.start()
        self.ready_timeout = ready_timeout
        if wait:
            self.wait_until_ready()

    def wait_until_ready(self) -> None:
        """Returns once the host has printed its ready line (at once if it has); raises LaunchError with its output
        when it exits first or prints none within ``ready_timeout`` seconds of this call (it is then stopped).
        ``HostProcess(..., wait=False)`` starts the host without waiting, for this to be called later."""
        ready_timeout = self.ready_timeout
        deadline = time.monotonic() + ready_timeout
        while not self._ready.wait(0.05):
            if self.process.poll() is not None:
                self._reader.join(2)
                raise LaunchError(
                    f"{self._command()} exited with status {self.process.returncode} before it was ready; "
                    f"its output:\n{self.output()}", self.output())
            if time.monotonic() > deadline:
                self.stop()
                raise LaunchError(f"{self._command()} printed no ready line within {ready_timeout:g} s; "
                                  f"its output:\n{self.output()}", self.output())

    def _command(self) -> str:
        return " ".join([os.path.basename(self.binary), *self.arguments])

    def _output_stream(self) -> IO[str]:
        """The host's output as a text stream (its standard output and error)."""
        assert self.process.stdout is not None
        return self.process.stdout

    def _read(self) -> None:
        stream = self._output_stream()
        for line in stream:
            line = line.rstrip("\n")
            self._lines.append(line)
            if self._url is None:
                match = _READY.match(line)
                if match:
                    self._url = match.group(1)
                    self._ready.set()
        stream.close()

    @property
    def url(self) -> str:
        """``ws://127.0.0.1:PORT/`` (``wss://`` when it serves TLS), as the host printed it."""
        assert self._url is not None
        return self._url

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def running(self) -> bool:
        return self.process.poll() is None

    @property
    def returncode(self) -> Optional[int]:
        return self.process.poll()

    def output(self, lines: int = 40) -> str:
        """The host's last ``lines`` lines of output (standard output and error together)."""
        if not self.running:
            self._reader.join(2)  # the pipe has ended: let the reader take the last lines
        kept = list(self._lines)
        return "\n".join(kept[-lines:]) if kept else "(no output)"

    def stop(self, timeout: float = 10.0) -> Optional[int]:
        """Stops the host with SIGTERM (it closes its clients and exits 0), or SIGKILL after ``timeout``.

        SIGTERM is sent again every half second until the host exits: the host now and then loses one (a
        process-wide signal can reach a thread that ignores it, about 1 in 100 stops), and a second one is harmless.
        """
        deadline = time.monotonic() + timeout
        while self.process.poll() is None and time.monotonic() < deadline:
            self.process.send_signal(signal.SIGTERM)
            self.wait_for_exit(min(0.5, max(deadline - time.monotonic(), 0.01)))
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout)
        self._reader.join(2)
        return self.process.returncode

    def wait_for_exit(self, timeout: float) -> Optional[int]:
        """Waits up to ``timeout`` seconds for the host to exit; its status, or None while it runs.

        On Linux it sleeps on a pidfd, which the kernel wakes the moment the process exits; ``Popen.wait(timeout)``
        instead polls with sleeps that grow to 50 ms, which made every test's teardown wait for a host that had long
        gone. Elsewhere it falls back to ``Popen.wait``.
        """
        if self.process.poll() is not None:
            return self.process.returncode
        pidfd_open = getattr(os, "pidfd_open", None)
        descriptor = None
        if pidfd_open is not None:
            try:
                descriptor = pidfd_open(self.process.pid)
            except OSError:  # an old kernel, or a process already reaped elsewhere
                descriptor = None
        if descriptor is None:
            try:
                return self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                return None
        try:
            select.select([descriptor], [], [], timeout)
        finally:
            os.close(descriptor)
        return self.process.poll()

    def __repr__(self) -> str:
        state = "running" if self.running else f"exited {self.returncode}"
        return f"<HostProcess pid={self.pid} {self._url or 'not ready'} {state}>"
