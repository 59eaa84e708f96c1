"""The soak benchmark's report: latency percentiles, replies by kind, the memory table and the verdict on growth."""

from __future__ import annotations

import array
import os
import statistics
from dataclasses import dataclass

from .clients import Stats
from .host import MIB, Sample


def percentile(ordered: list[float], fraction: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def fmt_ms(seconds: float) -> str:
    milliseconds = seconds * 1e3
    return f"{milliseconds:.2f}" if milliseconds < 10 else (f"{milliseconds:.1f}" if milliseconds < 100 else
                                                            f"{milliseconds:.0f}")


def latency_table(stats: Stats) -> list[str]:
    lines = ["| call | count | p50 ms | p90 ms | p99 ms | max ms |", "|---|---:|---:|---:|---:|---:|"]
    everything = array.array("d")
    for label in sorted(stats.latencies, key=lambda name: (-len(stats.latencies[name]), name)):
        values = sorted(stats.latencies[label])
        everything.extend(values)
        lines.append(f"| {label} | {len(values):,} | {fmt_ms(percentile(values, 0.5))} | "
                     f"{fmt_ms(percentile(values, 0.9))} | {fmt_ms(percentile(values, 0.99))} | {fmt_ms(values[-1])} |")
    if everything:
        values = sorted(everything)
        lines.append(f"| **all** | {len(values):,} | {fmt_ms(percentile(values, 0.5))} | "
                     f"{fmt_ms(percentile(values, 0.9))} | {fmt_ms(percentile(values, 0.99))} | {fmt_ms(values[-1])} |")
    return lines


def replies_table(stats: Stats) -> list[str]:
    kinds = sorted({kind for _, kind in stats.outcomes}, key=lambda kind: (kind != "ok", kind))
    lines = ["| call | " + " | ".join(kinds) + " | unexpected |", "|---|" + "---:|" * (len(kinds) + 1)]
    labels = sorted({label for label, _ in stats.outcomes})
    for label in labels:
        unexpected = sum(count for (name, _), count in stats.unexpected.items() if name == label)
        cells = [f"{stats.outcomes.get((label, kind), 0):,}" if stats.outcomes.get((label, kind)) else "" for kind in kinds]
        lines.append(f"| {label} | " + " | ".join(cells) + f" | {unexpected or ''} |")
    return lines


@dataclass
class Verdict:
    text: str
    grew: bool | None  # None: too short to judge


def memory_verdict(samples: list[Sample], seconds: float) -> Verdict:
    warmup = max(60.0, seconds / 6)
    settled = [sample for sample in samples if sample.seconds >= warmup]
    if len(settled) < 9:
        return Verdict(f"Too short to judge growth: {len(settled)} samples after the {warmup:.0f} s warm-up "
                       "(needs 9, three per third).", None)
    third = len(settled) // 3
    first, last = settled[:third], settled[-third:]
    first_mean = statistics.fmean(sample.rss for sample in first)
    last_mean = statistics.fmean(sample.rss for sample in last)
    noise = max(2 * MIB, 3 * statistics.pstdev(sample.rss for sample in first), 0.02 * first_mean)
    growth = last_mean - first_mean
    times = [sample.seconds for sample in settled]
    values = [sample.rss for sample in settled]
    slope = statistics.linear_regression(times, values).slope * 60 / MIB if len(set(times)) > 1 else 0.0
    grew = growth > noise
    text = (f"Resident memory after the {warmup:.0f} s warm-up: first third mean {first_mean / MIB:.1f} MiB, last "
            f"third mean {last_mean / MIB:.1f} MiB: {growth / MIB:+.1f} MiB against a noise threshold of "
            f"{noise / MIB:.1f} MiB (the largest of 2 MiB, 3 standard deviations of the first third's samples and "
            f"2% of its mean); least-squares slope {slope:+.2f} MiB/min. "
            + ("**Memory grew beyond noise.**" if grew else "No growth beyond noise."))
    return Verdict(text, grew)


def memory_table(samples: list[Sample]) -> list[str]:
    ticks = os.sysconf("SC_CLK_TCK")
    lines = ["| t (s) | calls | calls/s | RSS MiB | HWM MiB | host CPU % | fds | threads |",
             "|---:|---:|---:|---:|---:|---:|---:|---:|"]
    previous = None
    for sample in samples:
        if previous is None:
            rate = cpu = "—"
        else:
            interval = max(1e-9, sample.seconds - previous.seconds)
            rate = f"{(sample.calls - previous.calls) / interval:,.0f}"
            cpu = f"{100 * (sample.cpu_ticks - previous.cpu_ticks) / ticks / interval:.0f}"
        lines.append(f"| {sample.seconds:.0f} | {sample.calls:,} | {rate} | {sample.rss / MIB:.1f} | "
                     f"{sample.hwm / MIB:.1f} | {cpu} | {sample.fds} | {sample.threads} |")
        previous = sample
    return lines


def samples_cpu(samples: list[Sample]) -> float:
    return (samples[-1].cpu_ticks - samples[0].cpu_ticks) / os.sysconf("SC_CLK_TCK") if len(samples) > 1 else 0.0
