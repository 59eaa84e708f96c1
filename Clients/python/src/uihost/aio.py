"""The asyncio API: ``launch()`` and ``connect()`` give an ``AsyncApp`` whose methods are coroutines.

    import asyncio, uihost.aio

    async def main():
        async with await uihost.aio.launch() as app:
            await app.tap(tag=3)
            assert await app.view(tag=4).text() == "On"

    asyncio.run(main())

View attributes that are properties in the synchronous API (``view.text``) are coroutine methods here
(``await view.text()``).
"""

from __future__ import annotations

import asyncio
from typing import Dict, Optional, Sequence

from ._async_api import AsyncApp
from ._async_view import AsyncEvents, AsyncRecording, AsyncView
from ._launching import death_diagnosis, start_host
from .connection import AsyncConnection

__all__ = ["launch", "connect", "AsyncApp", "AsyncView", "AsyncEvents", "AsyncRecording"]


async def launch(storyboard: Optional[str] = None, *, app: Optional[str] = None, device: Optional[str] = None,
                 token: Optional[str] = None, clock: Optional[str] = None, args: Sequence[str] = (),
                 binary: Optional[str] = None, env: Optional[Dict[str, str]] = None,
                 timeout: Optional[float] = 60.0, ready_timeout: float = 30.0,
                 recordings_dir: Optional[str] = None, app_dir: Optional[str] = None,
                 initial: Optional[str] = None, tls_cert: Optional[str] = None,
                 tls_key: Optional[str] = None) -> AsyncApp:
    """``uihost.launch`` for asyncio: the host is started in a worker thread, so the loop keeps running."""
    loop = asyncio.get_running_loop()
    process = await loop.run_in_executor(
        None, lambda: start_host(storyboard, app, device, token, clock, args, binary, env, ready_timeout,
                                 recordings_dir, app_dir, initial, tls_cert, tls_key))
    try:
        connection = await AsyncConnection.open(process.url, token, timeout=timeout,
                                                diagnose=death_diagnosis(process), cafile=tls_cert)
    except BaseException:
        await loop.run_in_executor(None, process.stop)
        raise
    return AsyncApp(connection, process)


async def connect(url: str, token: Optional[str] = None, *, timeout: Optional[float] = 60.0,
                  connect_timeout: float = 10.0, origin: Optional[str] = None, cafile: Optional[str] = None,
                  verify: bool = True) -> AsyncApp:
    """``uihost.connect`` for asyncio."""
    return AsyncApp(await AsyncConnection.open(url, token, timeout=timeout, connect_timeout=connect_timeout,
                                                origin=origin, cafile=cafile, verify=verify))
