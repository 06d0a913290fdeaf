"""A database outage under traffic (issue 29), wherever PostgreSQL is stopped:
the `db-outage` fault case (ops/faults/db_outage.py) and compose-test's
outage step (ops/podmankit/db_outage.py) drive the same traffic here and
judge it with ops/faultkit/outage_verdict.py.

Senders post leads and reviews through nginx in turn, by both paths (the JSON
API, with the browser's retries; the form without JavaScript), each as its
own client address; readers ask pages and /healthz. The phases: `before`,
then the caller's take_down() and `outage`, then its bring_back() and
`after`; then the traffic stops and settle() waits for the spool to drain
and every accepted row to be stored and mailed."""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from urllib.parse import urlencode

from ops.faultkit.http_client import lead_payload, request, review_payload
from ops.faultkit.outage_verdict import (
    HEALTH,
    KINDS,
    RETRIES,
    Page,
    Rows,
    Sent,
    accepted,
    with_retries,
)
from ops.faultkit.waiting import wait_until

PAGES = ("/home", "/telephonie", "/contact", HEALTH)
PAUSE = 0.5  # between one sender's submissions


@dataclass(frozen=True)
class Client:
    """How a thread poses as one visitor: a loopback source address (make
    prod's nginx sees the peer), or X-Forwarded-For from a trusted balancer
    (compose: the host's connections all reach nginx from one address)."""

    source: str = "127.0.0.1"
    headers: tuple[tuple[str, str], ...] = ()

    @classmethod
    def forwarded(cls, address: str) -> Client:
        return cls(headers=(("X-Forwarded-For", address),))


@dataclass(frozen=True)
class Timing:
    before: float = 8.0  # seconds of traffic in each phase
    outage: float = 60.0
    after: float = 15.0
    settle: float = 60.0  # at most, once the traffic stopped, for the replay and the mails


@dataclass
class Traffic:
    sent: list[Sent] = field(default_factory=list)
    pages: list[Page] = field(default_factory=list)
    stopped_in: float = 0.0  # take_down()'s seconds
    restarted_in: float = 0.0  # bring_back()'s seconds
    back_at: float = 0.0  # monotonic time the database was back
    peak: int = 0  # the spool's largest depth seen
    drained: float | None = None  # seconds after the restart the spool was first empty


def form(kind: str, tag: str) -> tuple[str, dict[str, str]]:
    """The page and fields a visitor without JavaScript posts: /connexion's
    lead form, /home's review form."""
    if kind == "form-lead":
        return "/connexion", {
            "formulaire": "demande", "context": "internet", "firstName": "Marie",
            "lastName": "Durand", "company": f"Essai {tag}", "email": f"{tag}@example.com",
            "phone": "01 23 45 67 89", "extras.sitesCount": "2",
            "message": f"Demande {tag}", "website": "",
        }  # fmt: skip
    return "/home", {"formulaire": "avis", "name": "Sandrine M.", "company": f"Essai {tag}",
                     "message": "Service très réactif, merci !", "website": ""}  # fmt: skip


def submit(port: int, kind: str, tag: str, client: Client) -> tuple[int, int]:
    """(last status, attempts) of one submission through nginx on `port`."""
    headers = {"Origin": f"http://127.0.0.1:{port}", **dict(client.headers)}
    if kind.startswith("form-"):
        path, fields = form(kind, tag)
        headers["Content-Type"] = "application/x-www-form-urlencoded"
        body = urlencode(fields).encode()
        return request(port, "POST", path, body, headers, client.source, 40).status, 1
    what = kind.removeprefix("api-")
    path, payload = (
        ("/api/send", lead_payload(tag)) if what == "lead" else ("/api/review", review_payload(tag))
    )
    post = lambda: request(port, "POST", path, payload, headers, client.source, 10).status  # noqa: E731
    return with_retries(post, RETRIES[what], time.sleep)


def drive(
    port: int,
    run: str,
    senders: Sequence[Client],
    readers: Sequence[Client],
    take_down: Callable[[], float],
    bring_back: Callable[[], float],
    spool_depth: Callable[[], int],
    timing: Timing,
) -> Traffic:
    """The three phases under traffic. bring_back() runs whatever happened,
    so that the replay always gets its database."""
    traffic, phase, stop, lock = Traffic(), ["before"], threading.Event(), threading.Lock()

    def sender(i: int) -> None:
        n = 0
        while not stop.is_set():
            kind, tag, when = KINDS[(i + n) % len(KINDS)], f"dbo{run}-{i}-{n}", phase[0]
            started, at = time.monotonic(), time.time()
            status, tries = submit(port, kind, tag, senders[i])
            with lock:
                traffic.sent.append(
                    Sent(tag, kind, when, status, time.monotonic() - started, tries, at)
                )
            n += 1
            stop.wait(PAUSE)

    def reader(i: int) -> None:
        k = i
        while not stop.is_set():
            path, when, client = PAGES[k % len(PAGES)], phase[0], readers[i]
            answer = request(port, "GET", path, headers=dict(client.headers),
                             source=client.source, timeout=10)  # fmt: skip
            # A read that spans a phase change counts in the outage: a probe
            # sent just before the stop may rightly be answered « degraded ».
            if phase[0] != when and "outage" in (when, phase[0]):
                when = "outage"
            with lock:
                traffic.pages.append((when, path, answer))
            k += 1
            stop.wait(0.05)

    def watcher() -> None:
        while not stop.wait(0.25):
            now = spool_depth()
            traffic.peak = max(traffic.peak, now)
            if phase[0] == "after" and now == 0 and traffic.drained is None:
                traffic.drained = time.monotonic() - traffic.back_at

    threads = [threading.Thread(target=sender, args=(i,)) for i in range(len(senders))]
    threads += [threading.Thread(target=reader, args=(i,)) for i in range(len(readers))]
    threads.append(threading.Thread(target=watcher))
    for thread in threads:
        thread.start()
    back = False
    try:
        time.sleep(timing.before)
        phase[0] = "outage"
        traffic.stopped_in = take_down()
        time.sleep(timing.outage)
        traffic.restarted_in = bring_back()
        back = True
        traffic.back_at = time.monotonic()
        phase[0] = "after"
        time.sleep(timing.after)
    finally:
        stop.set()
        for thread in threads:
            thread.join(60)
        if not back:
            bring_back()
    return traffic


def settle(
    traffic: Traffic,
    stored: Callable[[], Rows],
    mails: Callable[[], Counter[tuple[str, int]]],
    spool_depth: Callable[[], int],
    timeout: float,
) -> float | None:
    """Seconds after the restart until the spool is empty and every accepted
    submission is stored and mailed (None: not within `timeout`); then a few
    seconds more, when a second mail for the same row would come."""
    ok = {kind: {s.tag for s in traffic.sent if accepted(s.kind, s.status) and
                 s.kind.endswith(kind)} for kind in ("lead", "review")}  # fmt: skip

    def settled() -> bool:
        depth = spool_depth()
        if depth == 0 and traffic.drained is None:
            traffic.drained = time.monotonic() - traffic.back_at
        if depth:
            return False
        rows, sent = stored(), mails()
        return all(
            {r[1] for r in rows.get(k, [])} >= ok[k]
            and all(sent[(k, r[0])] for r in rows.get(k, []))
            for k in ok
        )

    done = wait_until(settled, timeout, 0.5)
    settled_at = time.monotonic() - traffic.back_at
    time.sleep(3)
    return settled_at if done is not None else None
