"""What every part of the side-by-side run shares: the repository's root, the failure a scenario raises, and the
run's settings."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


class BenchmarkFailure(Exception):
    """A scenario did not work (wrong reply, a process that would not start): the run fails with this message."""


@dataclass
class Settings:
    smoke: bool
    uihost: Path
    bench: Path
    chromium: str
    tmp: Path

    def n(self, full: int, smoke: int) -> int:
        return smoke if self.smoke else full
