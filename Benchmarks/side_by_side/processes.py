"""The processes a run starts (hosts, the echo server, Chromium) and their memory."""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import threading
import time
from dataclasses import dataclass

from .base import BenchmarkFailure

# Processes: every child in its own process group, all stopped in `stop_all`.

@dataclass
class Child:
    name: str
    process: subprocess.Popen
    ready_seconds: float = 0.0
    ready_line: str = ""


class Processes:
    def __init__(self) -> None:
        self.children: list[Child] = []

    def start(self, name: str, argv: list[str], ready_prefix: str, stream: str = "stdout",
              timeout: float = 30.0) -> Child:
        child = self.spawn(name, argv, stream)
        self.wait_ready(child, ready_prefix, stream, timeout)
        return child

    def spawn(self, name: str, argv: list[str], stream: str = "stdout") -> Child:
        started = time.perf_counter()
        process = subprocess.Popen(
            argv, stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE if stream == "stdout" else subprocess.DEVNULL,
            stderr=subprocess.PIPE if stream == "stderr" else subprocess.DEVNULL,
            start_new_session=True)
        child = Child(name, process)
        child.ready_seconds = -started  # completed by wait_ready
        self.children.append(child)
        return child

    @staticmethod
    def wait_ready(child: Child, prefix: str, stream: str = "stdout", timeout: float = 30.0) -> None:
        """Reads the child's stream until a line starting with `prefix` (Chromium prints other lines first)."""
        pipe = child.process.stdout if stream == "stdout" else child.process.stderr
        fd = pipe.fileno()
        buffer = b""
        deadline = time.perf_counter() + timeout
        with selectors.DefaultSelector() as selector:
            selector.register(fd, selectors.EVENT_READ)
            while True:
                while b"\n" in buffer:
                    line, buffer = buffer.split(b"\n", 1)
                    text = line.decode(errors="replace")
                    if prefix in text:
                        child.ready_seconds += time.perf_counter()
                        child.ready_line = text[text.index(prefix):]
                        # From here on a thread discards what the child writes, so its pipe never fills.
                        threading.Thread(target=Processes.discard, args=(fd,), daemon=True).start()
                        return
                remaining = deadline - time.perf_counter()
                if remaining <= 0:
                    raise BenchmarkFailure(f"{child.name} printed no ready line ('{prefix}...') within {timeout:.0f} s")
                if not selector.select(remaining):
                    continue
                chunk = os.read(fd, 65536)
                if not chunk:
                    raise BenchmarkFailure(f"{child.name} exited (status {child.process.wait()}) before its ready "
                                           f"line ('{prefix}...'); run it by hand: {' '.join(child.process.args)}")
                buffer += chunk

    @staticmethod
    def discard(fd: int) -> None:
        try:
            while os.read(fd, 65536):
                pass
        except OSError:
            pass

    def wait_ready_all(self, children: list[Child], prefix: str, timeout: float = 60.0) -> None:
        """Waits for many children at once, timing each ready line when it arrives (not in the order read)."""
        pending = {child.process.stdout.fileno(): (child, bytearray()) for child in children}
        deadline = time.perf_counter() + timeout
        with selectors.DefaultSelector() as selector:
            for fd in pending:
                selector.register(fd, selectors.EVENT_READ)
            while pending:
                remaining = deadline - time.perf_counter()
                if remaining <= 0:
                    names = ", ".join(child.name for child, _ in pending.values())
                    raise BenchmarkFailure(f"no ready line within {timeout:.0f} s from {names}")
                for key, _ in selector.select(remaining):
                    child, buffer = pending[key.fd]
                    chunk = os.read(key.fd, 65536)
                    if not chunk:
                        raise BenchmarkFailure(f"{child.name} exited (status {child.process.wait()}) before its "
                                               "ready line")
                    buffer += chunk
                    if b"\n" in buffer:
                        line = buffer.split(b"\n", 1)[0].decode(errors="replace")
                        if not line.startswith(prefix):
                            raise BenchmarkFailure(f"{child.name} printed {line!r} instead of its ready line")
                        child.ready_seconds += time.perf_counter()
                        child.ready_line = line
                        selector.unregister(key.fd)
                        del pending[key.fd]
                        threading.Thread(target=Processes.discard, args=(key.fd,), daemon=True).start()

    def stop(self, child: Child) -> None:
        self._signal(child, signal.SIGTERM)
        try:
            child.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._signal(child, signal.SIGKILL)
            child.process.wait(timeout=5)
        for pipe in (child.process.stdout, child.process.stderr):
            if pipe:
                pipe.close()
        if child in self.children:
            self.children.remove(child)

    def stop_all(self) -> None:
        for child in list(self.children):
            self._signal(child, signal.SIGTERM)
        deadline = time.monotonic() + 5
        for child in list(self.children):
            try:
                child.process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                self._signal(child, signal.SIGKILL)
                child.process.wait(timeout=5)
        for child in list(self.children):
            for pipe in (child.process.stdout, child.process.stderr):
                if pipe:
                    pipe.close()
        self.children.clear()

    @staticmethod
    def _signal(child: Child, number: int) -> None:
        try:
            os.killpg(child.process.pid, number)  # the group: Chromium's helpers too
        except (ProcessLookupError, PermissionError):
            pass


def rss_bytes(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


def group_memory(pgid: int) -> tuple[int, int, int]:
    """(processes, summed RSS, summed PSS) of a process group — Chromium is a dozen processes sharing pages; PSS
    divides shared pages between them so the sum does not count them twice."""
    count = rss = pss = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            if int(fields[2]) != pgid:
                continue
            count += 1
            rss += rss_bytes(int(entry))
            with open(f"/proc/{entry}/smaps_rollup") as rollup:
                for line in rollup:
                    if line.startswith("Pss:"):
                        pss += int(line.split()[1]) * 1024
                        break
        except (FileNotFoundError, ProcessLookupError, PermissionError, IndexError):
            continue
    return count, rss, pss

