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
# The probe in flight (its thread and the dict it answers in), if any.
_waiting: threading.Thread | None = None
_result: dict[str, str] = {}


def _probe(result: dict[str, str]) -> None:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        result["state"] = "ok"
    except Exception as exc:  # any failure is "unavailable", said by its type
        result["state"] = f"unavailable ({type(exc).__name__})"
    finally:
        connection.close()  # this thread's own connection, never reused


def database_state() -> str:
    """The database's state, "ok" or "unavailable (why)", within PROBE_SECONDS.
    A request that comes while a probe is in flight (another thread of this
    process) waits for that probe's answer instead of starting another."""
    global _waiting, _result
    with _lock:
        if _waiting is None or not _waiting.is_alive():
            _result = {}
            _waiting = threading.Thread(
                target=_probe, args=(_result,), name="healthz-database", daemon=True
            )
            _waiting.start()
        thread, result = _waiting, _result
    thread.join(PROBE_SECONDS)
    return result.get("state", NO_ANSWER)
