"""The db-outage case (issue 29): the stack's own PostgreSQL stopped for 60 s
(fast shutdown) under leads, reviews and pages, then started again. Every
submission answered « merci » (200, or 303 for the form without JavaScript)
must be stored once and mailed once after the replay; no page may fail.

The traffic and the verdict are ops/faultkit/outage.py and outage_verdict.py,
shared with compose-test's outage of the `db` container."""

from __future__ import annotations

import uuid
from pathlib import Path

from ops.faultkit.outage import Client, Timing, drive, settle
from ops.faultkit.outage_verdict import Rows, after, mail_counts, stored_sql, verdict
from ops.faultkit.services import PrivatePostgres, SmtpSink, query
from ops.faultkit.stack import Stack

Result = tuple[bool, list[str]]
TIMING = Timing(before=8.0, outage=60.0, after=15.0, settle=60.0)
SENDERS, READERS = 4, 2  # threads, one loopback address each (127.0.5.x)


def stack_env(folder: Path, database_url: str) -> dict[str, str]:
    return {
        "DATABASE_URL": database_url,  # the private cluster, which this case stops
        "INTAKE_SPOOL_DIR": str(folder / "spool"),
        "INTAKE_SPOOL_RETRY_SECONDS": "15",
        # The senders post far more than a visitor may: the limits are not measured here.
        "LEADS_RATE_LIMIT": "100000/600",
        "REVIEWS_RATE_LIMIT": "100000/600",
    }


def stored(database_url: str, run: str) -> Rows:
    """(row id, tag, created_at as a Unix time) of this run's leads and reviews."""
    return {
        kind: [(r[0], r[1], r[2]) for r in query(database_url, sql)]
        for kind, sql in stored_sql(run).items()
    }


def db_outage(stack: Stack, postgres: PrivatePostgres, sink: SmtpSink, database_url: str) -> Result:
    run, spool = uuid.uuid4().hex[:6], stack.folder / "spool"

    def spool_depth() -> int:
        return len(list(spool.glob("*.json"))) if spool.exists() else 0

    def bring_back() -> float:
        return postgres.start() if postgres.pid is None else 0.0

    traffic = drive(
        stack.port,
        run,
        senders=[Client(f"127.0.5.{1 + i}") for i in range(SENDERS)],
        readers=[Client(f"127.0.5.{100 + i}") for i in range(READERS)],
        take_down=postgres.stop,
        bring_back=bring_back,
        spool_depth=spool_depth,
        timing=TIMING,
    )

    settled = settle(
        traffic,
        lambda: stored(database_url, run),
        lambda: mail_counts(list(sink.message_ids)),
        spool_depth,
        TIMING.settle,
    )
    passed, figures = verdict(
        traffic.sent, stored(database_url, run), mail_counts(list(sink.message_ids)), traffic.pages
    )
    figures.insert(
        0,
        f"PostgreSQL {postgres.version} (private, port {postgres.port}) stopped (fast shutdown) "
        f"in {traffic.stopped_in:.1f} s, down {TIMING.outage:.0f} s, started again in "
        f"{traffic.restarted_in:.1f} s; spool peaked at {traffic.peak} entries, empty "
        f"{after(traffic.drained)}, every row stored and mailed {after(settled)} "
        f"(checked once the traffic stopped)",
    )
    return passed and settled is not None and spool_depth() == 0, figures
