"""compose-test's database outage (issue 29 item 6): the `db` container
stopped as an operator would (`podman stop`, docker compose's stop) for 60 s
and started again, on its named volume, under leads and reviews by both
paths and pages, all through nginx; the traffic and the verdict are the
db-outage fault case's (ops/faultkit/outage.py, outage_verdict.py).

The senders pose as 4 visitors by X-Forwarded-For, which nginx believes
from the host's connections only (TRUSTED_LOAD_BALANCERS, set by
ops/compose_test.py to the address they arrive from); the reviews' rate
limit stays on, per address, and would refuse the same traffic from one
address (REVIEW_LIMIT). Passes with every « merci » stored once, dated when
sent and mailed once, no page 5xx or unanswered, the spool used and then
empty, PostgreSQL stopped cleanly (not killed) and back with every row it
held before the stop.

    .venv/bin/python -m ops.podmankit.db_outage   # against a stack left up (COMPOSE_TEST_KEEP=1)
"""

from __future__ import annotations

import random
import re
import sys
import time
import uuid
from collections import Counter
from pathlib import Path

from ops.faultkit.outage import Client, Timing, drive, settle
from ops.faultkit.outage_verdict import Rows, after, mail_counts, parse_rows, stored_sql, verdict

from . import stack
from .engine import podman

Result = tuple[list[str], list[str]]
TIMING = Timing(before=8.0, outage=60.0, after=15.0, settle=90.0)
SENDERS, READERS = 4, 2
# Per address and 10 minutes: above what one sender can post in a run (at
# most one review every 2 x 0.5 s for 83 s: 83), below what the 4 send
# together (ops/compose_test.py sets REVIEWS_RATE_LIMIT from it).
REVIEW_LIMIT = "120/600"
# podman stop's grace before SIGKILL: PostgreSQL's fast shutdown (the db
# image's STOPSIGNAL SIGINT) takes well under a second; a stop that needs the
# whole grace and ends killed (exit code 137) fails the step.
STOP_GRACE = 30
BACK_WITHIN = 120


def spool_folder() -> Path | None:
    """The `spool` volume on the host (read as root: the folder is the site user's)."""
    done = podman("volume", "inspect", "--format", "{{.Mountpoint}}", f"{stack.PROJECT}_spool",
                  check=False, capture=True)  # fmt: skip
    return Path(done.stdout.strip()) if done.returncode == 0 and done.stdout.strip() else None


def rows_held() -> dict[str, tuple[int, int]]:
    """(count, highest id) of every lead and review: what must be there after the restart."""
    held = {}
    for table in ("leads_lead", "reviews_review"):
        count, top = stack.psql(f"select count(*), coalesce(max(id), 0) from {table}").split("|")  # noqa: S608
        held[table] = (int(count), int(top))
    return held


def rows_kept(held: dict[str, tuple[int, int]]) -> list[str]:
    """The tables that lost rows across the stop (problems)."""
    lost = []
    for table, (count, top) in held.items():
        now = stack.psql(f"select count(*) from {table} where id <= {top}")  # noqa: S608
        if now != str(count):
            lost.append(f"{table}: {count} rows before the stop, {now or 'none'} after")
    return lost


def smtp_message_ids() -> list[str]:
    # CI's sink prints each line as a bytes repr: b'Message-ID: <lead-12-…@…>'.
    return re.findall(r"(?i)\bmessage-id: (<[^>]+>)", stack.logs("smtp"))


def db_outage(port: int) -> Result:
    run, db = uuid.uuid4().hex[:6], stack.container("db")
    spool, held = spool_folder(), rows_held()
    problems = [] if spool else ["the spool volume was not found"]
    # Fresh addresses for each run: the review limit counts per address for 10 minutes.
    net = random.randrange(256)
    exit_code: list[object] = []

    def spool_depth() -> int:
        return len(list(spool.glob("*.json"))) if spool and spool.exists() else 0

    def take_down() -> float:
        started = time.monotonic()
        podman("stop", "--time", str(STOP_GRACE), db, capture=True, timeout=STOP_GRACE + 60)
        exit_code.append(stack.state(db).get("ExitCode", "?"))  # 137: killed after the grace
        return time.monotonic() - started

    def bring_back() -> float:
        started = time.monotonic()
        podman("start", db, capture=True)
        stack.wait_healthy([db], timeout=BACK_WITHIN)
        return time.monotonic() - started

    traffic = drive(
        port,
        run,
        senders=[Client.forwarded(f"198.18.{net}.{1 + i}") for i in range(SENDERS)],
        readers=[Client.forwarded(f"198.18.{net}.{100 + i}") for i in range(READERS)],
        take_down=take_down,
        bring_back=bring_back,
        spool_depth=spool_depth,
        timing=TIMING,
    )

    def stored() -> Rows:
        return {kind: parse_rows(stack.psql(sql)) for kind, sql in stored_sql(run).items()}

    def mails() -> Counter[tuple[str, int]]:
        return mail_counts(smtp_message_ids())

    settled = settle(traffic, stored, mails, spool_depth, TIMING.settle)
    passed, figures = verdict(traffic.sent, stored(), mails(), traffic.pages)
    problems += [f"PostgreSQL came back without its rows: {lost}" for lost in rows_kept(held)]
    if exit_code != [0]:
        problems.append(f"PostgreSQL did not stop by itself within {STOP_GRACE} s: {exit_code}")
    if not traffic.peak:
        problems.append("nothing was spooled: was the database down?")
    if not passed or settled is None or spool_depth():
        problems.append("a « merci » lost, doubled, misdated or not mailed once, or a page failed")
    code = exit_code[0] if exit_code else "?"
    figures.insert(
        0,
        f"`podman stop` of {db} took {traffic.stopped_in:.1f} s (exit code {code}), down "
        f"{TIMING.outage:.0f} s, started and healthy again in {traffic.restarted_in:.1f} s with "
        f"its volume's {sum(c for c, _ in held.values())} earlier rows; spool peaked at "
        f"{traffic.peak} entries, empty {after(traffic.drained)}, every row stored and mailed "
        f"{after(settled)}; {SENDERS} senders and {READERS} readers by X-Forwarded-For, "
        f"reviews limited to {REVIEW_LIMIT} per address",
    )
    return [f"db outage: {p}" for p in problems], [f"db outage: {f}" for f in figures]


def main() -> int:
    problems, figures = db_outage(stack.PORT)
    for line in figures:
        print(f"compose-test: {line}")
    for problem in problems:
        print(f"compose-test: FAIL {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
