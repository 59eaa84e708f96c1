"""Helpers the asyncio API uses where the generated synchronous API uses plain Python (see tools/generate_sync.py)."""

from typing import Callable, TypeVar

F = TypeVar("F", bound=Callable[..., object])


def query_property(method: F) -> F:
    """Marks a view attribute that asks the host: a coroutine method here, a property in the synchronous API."""
    return method
