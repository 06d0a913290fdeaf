"""Pages and leads flowing through nginx while an action runs: the rolling
update of docs/operations.md, under make prod (faults_rolling.py) and under
compose (podmankit/rollout.py).

Leads: one every `lead_every` seconds, each with its own tag (`prefix` + n),
so that the caller can find each one's row and mail. Pages: two clients
cycling through `paths`, as long as the action runs, at least `at_least`
seconds in all, and `tail` seconds more after it. An exception in the
action is raised once the traffic has stopped.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from ops.faultkit.http_client import Answer, lead_payload, load, request


@dataclass
class Traffic:
    leads: dict[str, Answer]  # by tag
    pages: list[Answer]
    seconds: float

    def slowest_lead(self) -> float:
        return max((answer.seconds for answer in self.leads.values()), default=0.0)


def during(
    action: Callable[[], None],
    port: int,
    paths: list[str],
    prefix: str,
    *,
    at_least: float = 0.0,
    tail: float = 2.0,
    lead_every: float = 0.3,
    lead_source: Callable[[int], str] = lambda n: "127.0.0.1",
) -> Traffic:
    leads: dict[str, Answer] = {}
    stop = threading.Event()

    def post_leads() -> None:
        n = 0
        while not stop.is_set():
            tag = f"{prefix}{n}"
            leads[tag] = request(
                port, "POST", "/api/send", lead_payload(tag), source=lead_source(n), timeout=40
            )
            n += 1
            time.sleep(lead_every)

    failure: list[BaseException] = []

    def act() -> None:
        try:
            action()
        except BaseException as error:  # SystemExit included: the caller's to raise
            failure.append(error)

    started = time.monotonic()
    posting = threading.Thread(target=post_leads)
    acting = threading.Thread(target=act)
    posting.start()
    acting.start()
    pages: list[Answer] = []
    while acting.is_alive() or time.monotonic() - started < at_least:
        pages += load(port, paths, 1, clients=2)
    pages += load(port, paths, tail, clients=2)
    stop.set()
    posting.join()
    acting.join()
    if failure:
        raise failure[0]
    return Traffic(leads, pages, time.monotonic() - started)
