"""What decides a database outage's verdict (issue 29), wherever PostgreSQL is
stopped: the `db-outage` fault case (a private cluster under `make prod`,
ops/faults/db_outage.py) and compose-test's outage step (the `db` container,
ops/podmankit/db_outage.py). Pure functions over what was sent, what the
database holds and what the SMTP sink received, so that ops/tests checks
them without a server; the traffic itself is ops/faultkit/outage.py.

Every submission answered « merci » (200 from the API, 303 from the form
without JavaScript) must be stored once, dated when it was sent (not when it
was replayed), and mailed once; no page may fail (5xx or no answer)."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ops.faultkit.http_client import Answer
from ops.faultkit.verdict import Tally, mails_per_item, ms, percentile, stored_once

KINDS = ("api-lead", "form-lead", "api-review", "form-review")
PHASES = ("before", "outage", "after")
HEALTH = "/healthz"
# The browser's retries on a 5xx or no answer, same key (frontend/src/lib/
# leadApi.ts, reviewApi.ts): a lead twice, after 0.4 then 0.8 s; a review once.
RETRIES = {"lead": (0.4, 0.8), "review": (0.4,)}
# (row id, tag, created_at as a Unix time), per kind ("lead", "review").
Rows = Mapping[str, Sequence[tuple[int, str, float]]]
Page = tuple[str, str, Answer]  # (phase, path, answer)


def with_retries(
    attempt: Callable[[], int], delays: Iterable[float], pause: Callable[[float], None]
) -> tuple[int, int]:
    """(last status, attempts): again after each delay while the answer is a
    5xx or none (0), as the browser does; a 2xx-4xx answer ends it."""
    status, tries = attempt(), 1
    for delay in delays:
        if 0 < status < 500:
            break
        pause(delay)
        status, tries = attempt(), tries + 1
    return status, tries


def mail_counts(message_ids: Iterable[str]) -> Counter[tuple[str, int]]:
    """Messages per (kind, row id), from the sink's Message-IDs (<lead-12-…@…>)."""
    found = (re.match(r"<(lead|review)-(\d+)-", m) for m in message_ids)
    return Counter((m.group(1), int(m.group(2))) for m in found if m)


def accepted(kind: str, status: int) -> bool:
    return status == (303 if kind.startswith("form") else 200)


@dataclass
class Sent:
    tag: str
    kind: str
    phase: str  # when it was sent: before, outage or after
    status: int  # the last answer (0: none)
    seconds: float  # until that answer, retries included
    tries: int
    at: float  # Unix time it was sent

    def dated(self, created: float) -> bool:
        """Its row carries the time it was received, not the time it was replayed."""
        return self.at - 0.01 <= created <= self.at + self.seconds + 0.01


def stored_sql(run: str) -> dict[str, str]:
    """The queries listing one run's rows (id, tag, created_at as a Unix time),
    per kind. The tag is a lead's e-mail local part and a review's company
    after « Essai »; `run` is the run's own hex id (no quoting needed, and no
    `%`, which a driver would take for a placeholder)."""
    if not re.fullmatch(r"[0-9a-z]+", run):
        raise ValueError(f"not a run id: {run!r}")
    sql = (
        "SELECT id, {tag}, extract(epoch FROM created_at)::float FROM {table} "
        "WHERE starts_with({tag}, 'dbo{run}-')"
    )
    return {
        "lead": sql.format(tag="split_part(email, '@', 1)", table="leads_lead", run=run),
        "review": sql.format(tag="substr(company, 7)", table="reviews_review", run=run),
    }


def parse_rows(text: str) -> list[tuple[int, str, float]]:
    """psql's unaligned rows ("12|dbo…-1-3|1764230000.52") as stored() returns them."""
    rows = []
    for line in text.splitlines():
        if line.strip():
            pk, tag, created = line.split("|")
            rows.append((int(pk), tag, float(created)))
    return rows


def health_state(answer: Answer) -> str:
    """/healthz's status and what it says: "503 degraded/intake spooling"."""
    try:
        body: Any = json.loads(answer.body)
        return f"{answer.status} {body['status']}/intake {body['components']['intake']}"
    except (ValueError, KeyError, TypeError):
        return f"{answer.status} unreadable"


def health_ok(phase: str, state: str) -> bool:
    """/healthz is readiness: 503 "degraded" is its documented answer while the
    database is down (docs/operations.md), not a page failing; 200 otherwise."""
    if "unreadable" in state:
        return False
    return state.startswith("200 ") or (phase == "outage" and state.startswith("503 degraded"))


def after(seconds: float | None) -> str:
    return f"{seconds:.1f} s after the restart" if seconds is not None else "NOT in time"


def verdict(sent: Sequence[Sent], rows: Rows, mails: Counter[tuple[str, int]],
            pages: Sequence[Page]) -> tuple[bool, list[str]]:  # fmt: skip
    """(passed, figures): every kind sent and answered « merci »; every
    accepted tag stored once (0 lost, 0 doubled), dated when sent and mailed
    once; pages never 5xx nor unanswered in any phase; /healthz as documented."""
    passed, figures = True, []
    ok = {kind: {s.tag for s in sent if accepted(s.kind, s.status) and s.kind.endswith(kind)}
          for kind in ("lead", "review")}  # fmt: skip
    for kind in KINDS:
        mine = [s for s in sent if s.kind == kind]
        by_phase = Counter(s.phase for s in mine)
        good = sum(accepted(kind, s.status) for s in mine)
        passed &= good == len(mine) > 0
        figures.append(
            f"{kind}: sent {len(mine)} (before {by_phase['before']}, outage "
            f"{by_phase['outage']}, after {by_phase['after']}), answered "
            f"{303 if kind.startswith('form') else 200}: {good}, retried "
            f"{sum(s.tries > 1 for s in mine)}, answers "
            f"{dict(sorted(Counter(s.status for s in mine).items()))}"
        )
    by_tag = {s.tag: s for s in sent}
    for kind in ("lead", "review"):
        held = rows.get(kind, [])
        found = stored_once(ok[kind], [r[1] for r in held])
        per_item = mails_per_item([r[0] for r in held if r[1] in ok[kind]],
                                  {pk: n for (k, pk), n in mails.items() if k == kind})  # fmt: skip
        # Spooled rows keep the time the visitor sent them (the 24 h promise).
        dated = sum(by_tag[r[1]].dated(r[2]) for r in held if r[1] in by_tag)
        passed &= found.exactly_once and set(per_item) == {1} and dated == len(held)
        figures.append(
            f"{kind}s: stored once {len(ok[kind]) - len(found.lost) - len(found.doubled)}"
            f"/{len(ok[kind])}, lost {len(found.lost)}, doubled {len(found.doubled)}; "
            f"mails per {kind}: {dict(sorted(per_item.items()))} (goal {{1: {len(ok[kind])}}}); "
            f"rows dated when sent (not when replayed): {dated}/{len(held)}"
        )
    during = [s.seconds for s in sent if s.phase == "outage" and s.kind.endswith("lead")]
    figures.append(
        f"leads sent during the outage (retries included): p50 {ms(percentile(during, 0.5))}, "
        f"p99 {ms(percentile(during, 0.99))}"
    )
    for when in PHASES:
        tally = Tally()
        for _, _, answer in (p for p in pages if p[0] == when and p[1] != HEALTH):
            tally.add(answer.status, answer.seconds)
        passed &= tally.server_errors == 0 and tally.sent > 0
        figures.append(tally.line(f"pages {when}"))
    health = {w: Counter(health_state(a) for when, path, a in pages if (when, path) == (w, HEALTH))
              for w in PHASES}  # fmt: skip
    passed &= all(health_ok(w, h) for w, seen in health.items() for h in seen)
    figures.append("/healthz: " + "; ".join(f"{w} {dict(seen)}" for w, seen in health.items()))
    return passed, figures
