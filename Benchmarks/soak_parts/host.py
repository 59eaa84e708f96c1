"""The soak benchmark's host process: starting `uihost serve`, reading its ready line, sampling its memory."""

from __future__ import annotations

import os
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path

from side_by_side.base import BenchmarkFailure
from side_by_side.processes import Child, Processes

MIB = 1024 * 1024


class SoakFailure(Exception):
    """The run cannot go on (the host would not start, died, or stopped answering)."""


# ---------------------------------------------------------------------------------------------------------------
# The host process.

class Host:
    def __init__(self, binary: Path, app: str, recordings: Path, log: Path, wrap: list[str]) -> None:
        self.log_file = open(log, "wb")
        self.process = subprocess.Popen(
            [*wrap, str(binary), "serve", "--port", "0", "--exit-with-parent", "--app", app, "--recordings-dir", str(recordings),
             "--log-level", "warning"],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=self.log_file, start_new_session=True)
        self.log = log
        self.url = self._wait_ready()
        self.pid = self._uihost_pid() if wrap else self.process.pid

    def _uihost_pid(self) -> int:
        """Under --wrap (heaptrack, valgrind...) the uihost process is a child in the same process group."""
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    text = stat.read()
            except OSError:
                continue
            name = text[text.index("(") + 1:text.rindex(")")]
            if int(text.rsplit(")", 1)[1].split()[2]) == self.process.pid and name.startswith("uihost"):
                return int(entry)
        return self.process.pid

    def _wait_ready(self, timeout: float = 30.0) -> str:
        """Reads stdout up to the line "uihost listening on ws://..." (a --wrap tool may print lines first)."""
        child = Child("uihost", self.process)
        try:
            Processes.wait_ready(child, "uihost listening on ", "stdout", timeout)
        except BenchmarkFailure as error:
            raise SoakFailure(f"{error}: {self.log_tail()}") from None
        return child.ready_line.split(" on ", 1)[1].strip()

    def log_tail(self, lines: int = 15) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    def stop(self) -> None:
        for number in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(self.process.pid, number)
            except (ProcessLookupError, PermissionError):
                break
            try:
                self.process.wait(timeout=5)
                break
            except subprocess.TimeoutExpired:
                continue
        if self.process.stdout:
            self.process.stdout.close()
        self.log_file.close()


@dataclass
class Sample:
    seconds: float
    calls: int
    rss: int
    hwm: int
    fds: int
    threads: int
    cpu_ticks: int


def sample_process(pid: int, seconds: float, calls: int) -> Sample:
    rss = hwm = threads = 0
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) * 1024
            elif line.startswith("VmHWM:"):
                hwm = int(line.split()[1]) * 1024
            elif line.startswith("Threads:"):
                threads = int(line.split()[1])
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    cpu = int(fields[11]) + int(fields[12])  # utime + stime (fields 14 and 15 of stat)
    return Sample(seconds, calls, rss, hwm, len(os.listdir(f"/proc/{pid}/fd")), threads, cpu)
