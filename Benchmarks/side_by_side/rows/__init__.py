"""The scenarios, one module each, in the order a run takes them; each adds its rows to the run's report."""

from __future__ import annotations

from ..harness import Run
from .label_trees import label_trees
from .parallel_hosts import parallel_hosts
from .replay import replay
from .screenshots import screenshots
from .startup_and_memory import startup_and_memory
from .tap_round_trip import tap_round_trip
from .throughput import throughput
from .trees import trees

SCENARIOS = {"tap_round_trip": tap_round_trip, "trees": trees, "label_trees": label_trees,
             "screenshots": screenshots, "throughput": throughput,
             "replay": replay, "startup_and_memory": startup_and_memory, "parallel_hosts": parallel_hosts}


async def run_all(run: Run, only: list[str] | None = None) -> None:
    for name, scenario in SCENARIOS.items():
        if only is None or name in only:
            await scenario(run)
