"""The one client: Python's websockets, used the same way for uihost, the echo server and CDP."""

from __future__ import annotations

import asyncio
import time

from websockets.asyncio.client import connect

from .base import BenchmarkFailure

# The one client: websockets, used the same way for uihost, the echo and CDP.

async def open_socket(url: str):
    return await connect(url, max_size=None, compression=None, ping_interval=None, open_timeout=30)


def is_event(message) -> bool:
    # CDP events and uihost notifications carry "method" at the front; replies start with the id or result.
    head = message[:80] if isinstance(message, str) else message[:80].decode(errors="replace")
    return '"method"' in head and '"id"' not in head


REPLY_TIMEOUT = 120.0


async def receive(ws):
    """The next message; a server that stays silent for REPLY_TIMEOUT fails the run instead of hanging it."""
    try:
        return await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT)
    except asyncio.TimeoutError:
        raise BenchmarkFailure(f"no reply within {REPLY_TIMEOUT:.0f} s from {ws.request.path if ws.request else ws}")


async def round_trip(ws, payload: str):
    """One request and its reply (events in between are skipped), wall time in seconds."""
    start = time.perf_counter_ns()
    await ws.send(payload)
    while True:
        reply = await receive(ws)
        if not is_event(reply):
            break
    return (time.perf_counter_ns() - start) / 1e9, reply


async def timed(ws, make_payload, count: int, warmup: int) -> tuple[list[float], object]:
    last = None
    for index in range(warmup):
        _, last = await round_trip(ws, make_payload(index))
    times = []
    for index in range(count):
        seconds, last = await round_trip(ws, make_payload(warmup + index))
        times.append(seconds)
    return times, last


async def parsed_round_trip(ws, payload: str, loads) -> tuple[float, object]:
    """One request, its reply read as bytes and parsed with `loads`: what a client pays before it can use a tree."""
    start = time.perf_counter_ns()
    await ws.send(payload)
    while True:  # events in between (CDP's, uihost's) are parsed too, and skipped
        decoded = loads(await asyncio.wait_for(ws.recv(decode=False), REPLY_TIMEOUT))
        if "id" in decoded:
            return (time.perf_counter_ns() - start) / 1e9, decoded


async def parsed_times(ws, payload: str, loads, count: int, warmup: int) -> tuple[list[float], object]:
    decoded = None
    for _ in range(warmup):
        _, decoded = await parsed_round_trip(ws, payload, loads)
    times = []
    for _ in range(count):
        seconds, decoded = await parsed_round_trip(ws, payload, loads)
        times.append(seconds)
    return times, decoded

