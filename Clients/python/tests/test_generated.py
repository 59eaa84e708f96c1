"""The synchronous API is generated from the asyncio one; the file in the repository must be the current output."""

import subprocess
import sys
from pathlib import Path

import uihost
import uihost.aio

TOOLS = Path(__file__).resolve().parent.parent / "tools"


def test_sync_api_is_generated_from_the_async_api():
    result = subprocess.run([sys.executable, str(TOOLS / "generate_sync.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_sync_and_async_classes_have_the_same_public_members():
    for sync_class, async_class in ((uihost.App, uihost.aio.AsyncApp), (uihost.View, uihost.aio.AsyncView),
                                    (uihost.Events, uihost.aio.AsyncEvents)):
        public = lambda cls: {name for name in vars(cls) if not name.startswith("_")}
        assert public(sync_class) == public(async_class)
    assert isinstance(vars(uihost.View)["text"], property)
