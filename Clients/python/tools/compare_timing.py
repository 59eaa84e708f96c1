"""Times uihost.snapshots.compare on real screenshots: a full iPhone 8 screen (750 × 1334) against itself (equal
bytes), against the same screen with the toggle flipped (a few differing pixels), and against another screen (most
pixels differ), and the diff image of each. Prints a Markdown table for docs/benchmarks.md.

    UIHOST_BINARY=.build/debug/uihost .build/python-venv/bin/python Clients/python/tools/compare_timing.py
"""

import statistics
import time

import uihost
from uihost.snapshots import compare


def timed(function, rounds=5):
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def main():
    with uihost.launch() as app:
        home = app.screenshot()
        app.tap(tag=3)
        toggled = app.screenshot()
        app.tap(tag=3)
        app.tap(text="Navigation stack")
        pushed = app.screenshot()
    print("| comparison | compare (median of 5) | differing pixels | diff image |")
    print("|---|---|---|---|")
    for name, other in (("the same bytes", home), ("the toggle flipped", toggled), ("another screen", pushed)):
        seconds, result = timed(lambda: compare(home, other))
        diff = f"{timed(result.diff_png)[0] * 1000:.0f} ms" if result.expected is not None else "-"
        print(f"| {name} | {seconds * 1000:.1f} ms | {result.differing} of {result.total} | {diff} |")


if __name__ == "__main__":
    main()
