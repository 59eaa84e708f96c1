"""The side-by-side benchmark's parts (Benchmarks/sidebyside.py is its command):

- base: the repository root, BenchmarkFailure, Settings;
- processes: starting and stopping hosts, the echo server and Chromium, and their memory;
- transport: the one WebSocket client every side is measured through;
- uihost_driver and cdp: each side's requests, pages and storyboards;
- harness: the Run every scenario gets (settings, processes, report, Chromium pages);
- rows: one module per scenario;
- report: figures and the table;
- cli: the command line.
"""
