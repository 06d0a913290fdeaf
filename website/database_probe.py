"""/healthz's database check, answered within PROBE_SECONDS whatever the
database host does.

A stopped or vanished database host can hold a new connection longer than
libpq's own bounds (connect_timeout, tcp_user_timeout: telecomsite/settings/
base.py) cover: the host name's lookup is not bounded by them, and each of
its addresses gets its own connect_timeout. compose-test's `db` outage saw
two /healthz requests unanswered after 10 s while every page answered. A
readiness probe that does not answer is worse than one that says « degraded »:
the check runs on a thread of its own, and past the bound the answer is
"unavailable (no answer)". One probe at a time per process: while one is
still waiting, the next ones wait for its answer (within the same bound) instead
of adding a thread.
"""

import threading

from django.db import connection

PROBE_SECONDS = 2.0
NO_ANSWER = "unavailable (no answer)"

_lock = threading.Lock()


def _query() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        return "ok"
    except Exception as exc:  # any failure is "unavailable", said by its type
        return f"unavailable ({type(exc).__name__})"
    finally:
        connection.close()  # this thread's own connection, never reused


class _Probe(threading.Thread):
    """One check of the database; `state` is NO_ANSWER until it has answered."""

    def __init__(self) -> None:
        super().__init__(name="healthz-database", daemon=True)
        self.state = NO_ANSWER

    def run(self) -> None:
        self.state = _query()


_waiting: _Probe | None = None  # the probe in flight, or the last one


def database_state() -> str:
    """The database's state, "ok" or "unavailable (why)", within PROBE_SECONDS.
    A request that comes while a probe is in flight (another thread of this
    process) waits for that probe's answer instead of starting another."""
    global _waiting
    with _lock:
        if _waiting is None or not _waiting.is_alive():
            _waiting = _Probe()
            _waiting.start()
        probe = _waiting
    probe.join(PROBE_SECONDS)
    return probe.state
