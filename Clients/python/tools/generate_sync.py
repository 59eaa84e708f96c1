"""Writes src/uihost/_sync_api.py and _sync_view.py from src/uihost/_async_api.py and _async_view.py.

The synchronous API is the asyncio one without ``async`` and ``await``: the connection it gets (SyncConnection)
has the same methods as AsyncConnection, blocking. Run ``python tools/generate_sync.py`` after editing
either; ``--check`` exits 1 when a file on disk is out of date (the test suite runs it).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "uihost"
# Each source and the file generated from it, with the generated file's docstring.
FILES = [
    ("_async_api.py", "_sync_api.py", "The synchronous API: ``App`` (``View``, ``Events``, ``Recording`` are in _sync_view.py)."),
    ("_async_view.py", "_sync_view.py", "The synchronous API's ``View``, ``Events`` and ``Recording``."),
]

HEADER = '''"""{title}

Generated from {source} by tools/generate_sync.py; do not edit. Every method blocks until the host replies.
"""
'''

# Whole words, in order: async names to sync names.
RENAMES = [
    ("AsyncConnection", "SyncConnection"),
    ("AsyncApp", "App"),
    ("AsyncView", "View"),
    ("AsyncEvents", "Events"),
    ("AsyncRecording", "Recording"),
    ("_async_api", "_sync_api"),
    ("_async_view", "_sync_view"),
    ("__aenter__", "__enter__"),
    ("__aexit__", "__exit__"),
    ("__aiter__", "__iter__"),
    ("__anext__", "__next__"),
    ("StopAsyncIteration", "StopIteration"),
]


def generate(source: str, header: str) -> str:
    # Drop the module docstring (the header replaces it) and the async-only import.
    body = re.sub(r'\A""".*?"""\n', "", source, count=1, flags=re.S)
    body = body.replace("from ._async_support import query_property\n", "")
    body = body.replace("@query_property", "@property")
    body = re.sub(r"\basync def ", "def ", body)
    body = re.sub(r"\basync (with|for) ", r"\1 ", body)
    body = re.sub(r"\bawait ", "", body)
    for old, new in RENAMES:
        body = re.sub(rf"\b{re.escape(old)}\b", new, body)
    return header + body


def main() -> int:
    status = 0
    for source, target, title in FILES:
        generated = generate((PACKAGE / source).read_text(encoding="utf-8"),
                             HEADER.format(title=title, source=source))
        path = PACKAGE / target
        if "--check" in sys.argv[1:]:
            if not path.exists() or path.read_text(encoding="utf-8") != generated:
                print(f"{path} is out of date; run: python {Path(__file__).name}", file=sys.stderr)
                status = 1
            continue
        path.write_text(generated, encoding="utf-8")
    return status


if __name__ == "__main__":
    sys.exit(main())
