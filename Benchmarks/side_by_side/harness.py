"""What every scenario runs in: the settings, the processes, the report, and starting hosts, echo servers and
Chromium pages."""

from __future__ import annotations

import json
import tempfile
import urllib.request

from .base import Settings
from .cdp import CDP, CHROMIUM_FLAGS
from .processes import Child, Processes
from .report import Report
from .transport import open_socket


class Run:
    """One run of the scenarios: its settings (`s`), processes (`p`) and report, and the Chromium it started once
    and shares between scenarios."""

    def __init__(self, settings: Settings, processes: Processes, report: Report) -> None:
        self.s = settings
        self.p = processes
        self.report = report
        self.chromium: Child | None = None
        self.devtools_port = 0
        self.chromium_starts: list[float] = []
        # Left by one scenario for a later one: the host and page of the biggest tree.
        self.tree_host: Child | None = None
        self.largest_page = "about:blank"

    # -- processes ------------------------------------------------------------------------------------------------
    def host(self, *arguments: str) -> Child:
        return self.p.start("uihost serve " + " ".join(arguments),
                            [str(self.s.uihost), "serve", "--port", "0", "--exit-with-parent", *arguments],
                            "uihost listening on ")

    @staticmethod
    def url(child: Child) -> str:
        return child.ready_line.split(" on ", 1)[1].strip()

    def echo(self) -> Child:
        return self.p.start("uihost-bench echo-server", [str(self.s.bench), "echo-server"], "echo listening on ")

    def start_chromium(self) -> Child:
        profile = tempfile.mkdtemp(prefix="chromium-", dir=self.s.tmp)
        child = self.p.start("chromium", [self.s.chromium, *CHROMIUM_FLAGS, "--remote-debugging-port=0",
                                          f"--user-data-dir={profile}", "about:blank"],
                             "DevTools listening on ", stream="stderr", timeout=60)
        self.chromium_starts.append(child.ready_seconds)
        return child

    async def page(self) -> CDP:
        if self.chromium is None:
            self.chromium = self.start_chromium()
            self.devtools_port = int(self.chromium.ready_line.split("127.0.0.1:", 1)[1].split("/", 1)[0])
        request = urllib.request.Request(f"http://127.0.0.1:{self.devtools_port}/json/new?about:blank", method="PUT")
        with urllib.request.urlopen(request, timeout=30) as response:
            target = json.load(response)
        cdp = CDP(await open_socket(target["webSocketDebuggerUrl"]))
        await cdp.call("Page.enable")
        cdp.target_id = target["id"]
        return cdp

    async def close_page(self, cdp: CDP) -> None:
        await cdp.ws.close()
        with urllib.request.urlopen(f"http://127.0.0.1:{self.devtools_port}/json/close/{cdp.target_id}", timeout=30):
            pass
