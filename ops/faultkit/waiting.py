"""Polling for a condition with a deadline: how the suite waits for a stack,
a service or a restart, and measures how long it took. The clock and the
pause are parameters so that ops/tests checks the deadline with a fake one."""

from __future__ import annotations

import time
from collections.abc import Callable


def wait_until(
    check: Callable[[], object],
    timeout: float,
    step: float = 0.1,
    clock: Callable[[], float] = time.monotonic,
    pause: Callable[[float], None] = time.sleep,
) -> float | None:
    """Seconds until check() is true, or None once timeout has passed.

    check() runs at least once, even with a zero timeout, and once more at
    the deadline: a condition that became true during the last pause counts."""
    started = clock()
    while True:
        if check():
            return clock() - started
        if clock() - started >= timeout:
            return None
        pause(step)
