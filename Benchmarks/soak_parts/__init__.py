"""The load and soak benchmark's parts (Benchmarks/soak.py runs them): host, clients, report."""
