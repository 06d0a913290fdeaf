"""Polling for a condition with a deadline: how the suite waits for a stack,
a service or a restart, and measures how long it took."""

from __future__ import annotations

import time
from typing import Any


def wait_until(check: Any, timeout: float, step: float = 0.1) -> float | None:
    """Seconds until check() is true, or None after timeout."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        if check():
            return time.monotonic() - started
        time.sleep(step)
    return None
