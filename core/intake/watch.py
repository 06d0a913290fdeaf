"""Keeping an eye on the spool: its gauges, and a retry loop while it holds entries.

The gauges (core/metrics.py) are set whenever a process looks at the spool:
on each spooled submission, at the start of each submission that finds
entries, on /healthz and by `manage.py replay_spool`. A process that has
seen entries also starts one background thread that looks again every
INTAKE_SPOOL_RETRY_SECONDS (default 15): it keeps the age growing (the alert
fires on it) and replays as soon as the database answers, with no visitor
and no operator needed; it ends when the spool is empty. 0 turns the thread
off (the tests drive the same pass by hand).
"""

import logging
import os
import threading

from django.conf import settings
from django.db import close_old_connections

from core import metrics

from . import spool

logger = logging.getLogger(__name__)

_lock = threading.Lock()
_thread: threading.Thread | None = None
_stop = threading.Event()


def observe() -> int:
    """Set the gauges from the spool as it is now; returns how many entries wait."""
    try:
        count, oldest = spool.state()
    except OSError:
        logger.exception("intake spool: %s cannot be listed", spool.folder())
        return 0
    metrics.SPOOL_DEPTH.set(count)
    metrics.SPOOL_OLDEST.set(oldest)
    return count


def interval() -> float:
    # A setting (the tests set 0) or the environment, like every other knob.
    default = os.environ.get("INTAKE_SPOOL_RETRY_SECONDS", "15")
    return float(getattr(settings, "INTAKE_SPOOL_RETRY_SECONDS", default))


def start() -> None:
    """Start this process's retry loop unless it runs already (or is turned off)."""
    global _thread
    if interval() <= 0:
        return
    with _lock:
        if _thread is not None and _thread.is_alive():
            return
        _stop.clear()
        _thread = threading.Thread(target=_loop, name="intake-spool", daemon=True)
        _thread.start()


def stop() -> None:
    _stop.set()


def one_pass() -> int:
    """Replay what can be, then look again; returns the entries still waiting."""
    if observe() == 0:
        return 0
    try:
        report = spool.replay_spool()
        if report.stored or report.already:
            logger.info("intake spool: %s stored, %s already there", report.stored, report.already)
    except spool.DB_DOWN as exc:
        logger.info("intake spool: database still unavailable (%s)", exc)
    except Exception:
        logger.exception("intake spool: replay failed")
    return observe()


def _loop() -> None:
    while not _stop.wait(interval()):
        try:
            if one_pass() == 0:
                return
        finally:
            # The thread's own connection: one broken by the outage must not
            # outlive the pass (the next one connects afresh).
            close_old_connections()
