"""The figures a fault case prints: latency percentiles in milliseconds."""

from __future__ import annotations

import statistics

from ops.faultkit.http_client import Answer
from ops.faultkit.verdict import ms, percentile

__all__ = ["ms", "percentile", "summary"]


def summary(answers: list[Answer]) -> str:
    times = [a.seconds for a in answers]
    if not times:
        return "no answers"
    return (
        f"{len(answers)} requests, p50 {ms(statistics.median(times))}, "
        f"p99 {ms(percentile(times, 0.99))}"
    )
