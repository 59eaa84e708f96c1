"""Writes src/uihost/_sync_api.py from src/uihost/_async_api.py.

The synchronous API is the asyncio one without ``async`` and ``await``: the connection it gets (SyncConnection)
has the same methods as AsyncConnection, blocking. Run ``python tools/generate_sync.py`` after editing
_async_api.py; ``--check`` exits 1 when the file on disk is out of date (the test suite runs it).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "uihost"
SOURCE = PACKAGE / "_async_api.py"
TARGET = PACKAGE / "_sync_api.py"

HEADER = '''"""The synchronous API: ``App``, ``View``, ``Events``, ``Recording``.

Generated from _async_api.py by tools/generate_sync.py; do not edit. Every method blocks until the host replies.
"""
'''

# Whole words, in order: async names to sync names.
RENAMES = [
    ("AsyncConnection", "SyncConnection"),
    ("AsyncApp", "App"),
    ("AsyncView", "View"),
    ("AsyncEvents", "Events"),
    ("AsyncRecording", "Recording"),
    ("__aenter__", "__enter__"),
    ("__aexit__", "__exit__"),
    ("__aiter__", "__iter__"),
    ("__anext__", "__next__"),
    ("StopAsyncIteration", "StopIteration"),
]


def generate(source: str) -> str:
    # Drop the module docstring (the header replaces it) and the async-only import.
    body = re.sub(r'\A""".*?"""\n', "", source, count=1, flags=re.S)
    body = body.replace("from ._async_support import query_property\n", "")
    body = body.replace("@query_property", "@property")
    body = re.sub(r"\basync def ", "def ", body)
    body = re.sub(r"\basync (with|for) ", r"\1 ", body)
    body = re.sub(r"\bawait ", "", body)
    for old, new in RENAMES:
        body = re.sub(rf"\b{re.escape(old)}\b", new, body)
    return HEADER + body


def main() -> int:
    generated = generate(SOURCE.read_text(encoding="utf-8"))
    if "--check" in sys.argv[1:]:
        if not TARGET.exists() or TARGET.read_text(encoding="utf-8") != generated:
            print(f"{TARGET} is out of date; run: python {Path(__file__).name}", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(generated, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
