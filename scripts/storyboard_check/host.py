"""One `uihost serve` process running a storyboard (or an app folder) and its JSON-RPC calls over the WebSocket."""
import asyncio
import json
import os
import re
import signal

import websockets

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
UIHOST = os.environ.get("UIHOST_BINARY", os.path.join(REPO, ".build", "debug", "uihost"))


class RpcError(Exception):
    def __init__(self, method, err):
        super().__init__(f"{method}: {err.get('code')} {err.get('message')} {json.dumps(err.get('data'))[:300]}")
        self.err = err


class Host:
    def __init__(self, sb, device, app_dir=None):
        self.sb, self.device, self.app_dir = sb, device, app_dir
        self.proc = None
        self.ws = None
        self.next_id = 0

    async def start(self):
        device = [] if self.device == "design" else ["--device", self.device]
        self.proc = await asyncio.create_subprocess_exec(
            UIHOST, "serve", *(["--app-dir", self.app_dir] if self.app_dir else ["--storyboard", self.sb]),
            "--port", "0", *device,
            "--log-level", "warning",
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        try:
            line = await asyncio.wait_for(self.proc.stdout.readline(), 30)
        except asyncio.TimeoutError:
            line = b""
        m = re.search(rb"ws://\S+", line)
        if not m:
            err = b""
            try:
                err = await asyncio.wait_for(self.proc.stderr.read(), 5)
            except asyncio.TimeoutError:
                pass
            rc = await self.stop()
            raise RuntimeError(f"host did not start (rc={rc}): {err.decode(errors='replace').strip()[:600]}")
        self.ws = await websockets.connect(m.group(0).decode(), max_size=None)
        # keep draining stderr so the pipe never fills
        self.stderr_lines = []
        asyncio.ensure_future(self._drain())

    async def _drain(self):
        while True:
            l = await self.proc.stderr.readline()
            if not l:
                return
            self.stderr_lines.append(l.decode(errors="replace").rstrip())

    async def call(self, method, **params):
        self.next_id += 1
        await self.ws.send(json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}))
        while True:
            msg = json.loads(await asyncio.wait_for(self.ws.recv(), 120))
            if msg.get("id") == self.next_id:
                if "error" in msg:
                    raise RpcError(method, msg["error"])
                return msg["result"]

    async def stop(self):
        if self.ws:
            await self.ws.close()
        if self.proc and self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)  # our own child, by pid
            try:
                await asyncio.wait_for(self.proc.wait(), 10)
            except asyncio.TimeoutError:
                self.proc.kill()
                await self.proc.wait()
        return self.proc.returncode if self.proc else None
