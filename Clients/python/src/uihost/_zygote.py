"""Hosts forked from a zygote: ``uihost serve --zygote`` reads the app once and forks a fresh host per request, so a
host per test does not pay for starting the executable each time (docs/protocol.md, The command line).

``Zygote`` is one such process for one set of ``uihost serve`` arguments; ``Zygote.fork()`` gives a ``ForkedHost``,
which behaves as a ``HostProcess``: its output (through a FIFO the zygote's child opens), its ready line and URL,
``stop()``, ``wait_for_exit()`` and its exit status (which the zygote reports, being its parent).

Each forked host is a new process that starts from the state the zygote had before any app code ran, so it holds
what a freshly started host holds: the app is launched in the child. Nothing a test does in one host reaches the
next. The zygote exits when its standard input closes (``close()``) or when this Python process exits, and its
hosts exit with it (they watch it as ``--exit-with-parent`` hosts watch their parent).
"""

from __future__ import annotations

import collections
import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from typing import IO, Deque, Dict, List, Optional, Sequence

from .errors import LaunchError
from .process import HostProcess, find_binary

__all__ = ["Zygote", "ForkedHost"]


class Zygote:
    """One ``uihost serve --zygote`` process; ``fork()`` starts a host from it."""

    def __init__(self, arguments: Sequence[str] = (), *, binary: Optional[str] = None,
                 ready_timeout: float = 30.0) -> None:
        self.binary = find_binary(binary)
        self.arguments = ["serve", "--port", "0", "--exit-with-parent", *arguments, "--zygote"]
        environment = dict(os.environ)
        environment["UIHOST_PARENT_PID"] = str(os.getpid())
        self._folder = tempfile.mkdtemp(prefix="uihost-zygote-")
        self._lock = threading.Lock()
        self._request_lock = threading.Lock()
        self._answers: Deque[str] = collections.deque()
        self._answered = threading.Condition()
        self._statuses: Dict[int, int] = {}
        self._exited: Dict[int, threading.Event] = {}
        self._lines: Deque[str] = collections.deque(maxlen=50)
        self._ready = threading.Event()
        # True once the ready line came; False when the output ended without it; None while neither happened.
        self._ready_line_seen: Optional[bool] = None
        self._forks = 0
        self._forked: List[int] = []
        try:
            self.process = subprocess.Popen(
                [self.binary, *self.arguments], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT, env=environment, text=True, encoding="utf-8", errors="replace", bufsize=1)
        except OSError as error:
            shutil.rmtree(self._folder, ignore_errors=True)
            raise LaunchError(f"could not start {self.binary}: {error}") from error
        self._reader = threading.Thread(target=self._read, name=f"uihost-zygote-{self.process.pid}", daemon=True)
        self._reader.start()
        if not self._ready.wait(ready_timeout) or not self._ready_line_seen:
            self.close()
            how = f"printed no ready line within {ready_timeout:g} s" if self._ready_line_seen is None \
                else f"exited with status {self.process.returncode} before it was ready"
            raise LaunchError(f"{self._command()} {how}; its output:\n{self.output()}", self.output())

    def _command(self) -> str:
        return " ".join([os.path.basename(self.binary), *self.arguments])

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            line = line.rstrip("\n")
            if line == "uihost zygote ready":
                self._ready_line_seen = True
                self._ready.set()
            elif line.startswith(("forked ", "error ")):
                with self._answered:
                    self._answers.append(line)
                    self._answered.notify_all()
            elif line.startswith("exited "):
                _, pid, status = line.split()
                self._statuses[int(pid)] = int(status)
                self._event(int(pid)).set()
            else:
                self._lines.append(line)
        # The zygote has gone: no more answers, and no more exits will be reported.
        if self._ready_line_seen is None:
            self._ready_line_seen = False
        with self._answered:
            self._answers.append("error the zygote exited")
            self._answered.notify_all()
        self._ready.set()

    def _event(self, pid: int) -> threading.Event:
        with self._lock:
            return self._exited.setdefault(pid, threading.Event())

    @property
    def running(self) -> bool:
        return self.process.poll() is None

    def output(self) -> str:
        """What the zygote printed besides its answers (the app's notes, errors)."""
        return "\n".join(self._lines) or "(no output)"

    def fork(self, recordings_dir: Optional[str] = None, ready_timeout: float = 30.0) -> "ForkedHost":
        """A new host from the zygote (not yet ready: ``wait_until_ready()``), its recordings in ``recordings_dir``
        when given. Raises LaunchError when the zygote cannot fork."""
        with self._lock:
            self._forks += 1
            path = os.path.join(self._folder, f"host-{self._forks}")
        os.mkfifo(path)
        request = path if recordings_dir is None else f"{path}\t{os.fspath(recordings_dir)}"
        if "\n" in request:
            raise LaunchError(f"a recordings folder with a line break cannot be given to the zygote: {recordings_dir!r}")
        with self._request_lock, self._answered:
            try:
                assert self.process.stdin is not None
                self.process.stdin.write(f"fork {request}\n")
                self.process.stdin.flush()
            except (BrokenPipeError, ValueError) as error:
                os.unlink(path)
                raise LaunchError(f"the uihost zygote (pid {self.process.pid}) has exited; its output:\n"
                                  f"{self.output()}") from error
            while not self._answers:
                self._answered.wait()
            answer = self._answers.popleft()
        if not answer.startswith("forked "):
            os.unlink(path)
            raise LaunchError(f"the uihost zygote (pid {self.process.pid}) could not fork a host: {answer[6:]}; "
                              f"its output:\n{self.output()}")
        pid = int(answer.split()[1])
        with self._lock:
            self._forked.append(pid)
        return ForkedHost(self, pid, path, ready_timeout)

    def status(self, pid: int) -> Optional[int]:
        """The exit status of a host this zygote forked, None while it runs (as ``Popen.poll``)."""
        return self._statuses.get(pid)

    @property
    def live_hosts(self) -> int:
        """The hosts this zygote forked that have not exited yet."""
        with self._lock:
            return sum(1 for pid in self._forked if pid not in self._statuses)

    def wait(self, pid: int, timeout: Optional[float]) -> Optional[int]:
        """Waits up to ``timeout`` seconds (None: as long as it takes) for the host to exit; its status, or None
        while it runs. Should the zygote itself have gone, no status will come: a host that is gone too then counts
        as exited with status -1."""
        deadline = None if timeout is None else time.monotonic() + timeout
        event = self._event(pid)
        while not event.wait(0.05 if deadline is None else max(0.0, min(0.05, deadline - time.monotonic()))):
            if self.process.poll() is not None and not _alive(pid):
                self._statuses.setdefault(pid, -1)
                event.set()
            elif deadline is not None and time.monotonic() >= deadline:
                break
        return self._statuses.get(pid)

    def close(self, timeout: float = 10.0) -> None:
        """Ends the zygote (its input closed; SIGKILL after ``timeout``) and removes its FIFOs' folder. Hosts it
        forked that still run exit with it."""
        if self.process.stdin is not None:
            try:
                self.process.stdin.close()
            except OSError:
                pass
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout)
        self._reader.join(2)
        shutil.rmtree(self._folder, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class _ForkedProcess:
    """The part of ``subprocess.Popen`` a HostProcess uses, for a host whose parent is the zygote."""

    def __init__(self, zygote: Zygote, pid: int, args: List[str]) -> None:
        self.zygote = zygote
        self.pid = pid
        self.args = args

    def poll(self) -> Optional[int]:
        return self.zygote.status(self.pid)

    @property
    def returncode(self) -> Optional[int]:
        return self.poll()

    def send_signal(self, number: int) -> None:
        if self.poll() is None:
            try:
                os.kill(self.pid, number)
            except ProcessLookupError:
                pass

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def wait(self, timeout: Optional[float] = None) -> int:
        status = self.zygote.wait(self.pid, timeout)
        if status is None:
            raise subprocess.TimeoutExpired(self.args, timeout or 0)
        return status


class ForkedHost(HostProcess):
    """A host forked from a ``Zygote``: a HostProcess whose output comes through a FIFO and whose exit status the
    zygote reports."""

    def __init__(self, zygote: Zygote, pid: int, fifo: str, ready_timeout: float = 30.0,
                 keep_lines: int = 200) -> None:
        self.binary = zygote.binary
        self.arguments = [argument for argument in zygote.arguments if argument != "--zygote"]
        self._lines = collections.deque(maxlen=keep_lines)
        self._ready = threading.Event()
        self._url = None
        self._fifo = fifo
        self.zygote = zygote
        self.process = _ForkedProcess(zygote, pid, [self.binary, *self.arguments])  # type: ignore[assignment]
        self._start_reading(ready_timeout, wait=False)

    def _output_stream(self) -> IO[str]:
        # Blocks until the child opens the FIFO for writing; should the child exit first (it could not open it),
        # the zygote's report of its exit opens the FIFO from here, so this returns at end of file.
        threading.Thread(target=self._unblock_if_gone, name=f"uihost-fifo-{self.pid}", daemon=True).start()
        stream = open(self._fifo, encoding="utf-8", errors="replace")
        os.unlink(self._fifo)
        return stream

    def _unblock_if_gone(self) -> None:
        self.zygote.wait(self.pid, None)
        if os.path.exists(self._fifo):
            try:
                descriptor = os.open(self._fifo, os.O_WRONLY | os.O_NONBLOCK)
                os.close(descriptor)
            except OSError:  # the reader has opened it and removed it meanwhile
                pass

    def wait_for_exit(self, timeout: float) -> Optional[int]:
        return self.zygote.wait(self.pid, timeout)
