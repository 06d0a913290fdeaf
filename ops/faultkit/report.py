"""The figures a fault case prints: latency percentiles in milliseconds."""

from __future__ import annotations

import statistics

from faultkit.http_client import Answer


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def summary(answers: list[Answer]) -> str:
    times = [a.seconds for a in answers]
    if not times:
        return "no answers"
    return (
        f"{len(answers)} requests, p50 {ms(statistics.median(times))}, "
        f"p99 {ms(percentile(times, 0.99))}"
    )
