"""Benchmarks run by ``make bench``; each module contributes rows to ``bench/results.json``."""
