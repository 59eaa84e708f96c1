"""Figures and the table: percentiles, formatting, the rows and the machine's description."""

from __future__ import annotations

import os
import platform
import statistics
from dataclasses import dataclass, field
from pathlib import Path


def p50(values: list[float]) -> float:
    return statistics.median(values)


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def fmt_time(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.0f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms" if seconds < 0.1 else f"{seconds * 1e3:.0f} ms"
    return f"{seconds:.2f} s"


def fmt_ratio(value: float | None) -> str:
    return "—" if value is None else (f"{value:.2f}x" if value < 10 else f"{value:.0f}x")


@dataclass
class Row:
    scenario: str
    uihost: str
    uihost_p99: str = "—"
    floor: str = "—"
    chromium: str = "—"
    chromium_p99: str = "—"
    vs_floor: str = "—"
    vs_chromium: str = "—"
    target: str = "—"
    met: str = "—"


@dataclass
class Report:
    rows: list[Row] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    smoke: bool = False

    def add(self, row: Row) -> None:
        if self.smoke:  # tiny counts on a debug build say nothing about the targets
            row.target = row.met = "—"
        self.rows.append(row)
        print(f"  {row.scenario}: uihost {row.uihost} (p99 {row.uihost_p99}), floor {row.floor}, "
              f"Chromium {row.chromium} (p99 {row.chromium_p99}); x floor {row.vs_floor}, "
              f"Chromium / uihost {row.vs_chromium}; target {row.target}: {row.met}", flush=True)

    def table(self) -> str:
        header = ["scenario", "uihost p50", "uihost p99", "floor p50", "Chromium p50", "Chromium p99",
                  "uihost ÷ floor", "Chromium ÷ uihost", "target", "met?"]
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        for row in self.rows:
            cells = [row.scenario, row.uihost, row.uihost_p99, row.floor, row.chromium, row.chromium_p99,
                     row.vs_floor, row.vs_chromium, row.target, row.met]
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)


def verdict(ok: bool) -> str:
    return "yes" if ok else "**no**"


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"

