"""What decides a fault case's verdict, apart from the stack it runs on: the
answers counted by status, the leads lost or stored twice, the mails per
lead, and the suite's closing table. Pure functions over plain values, so
that ops/tests checks them without a server."""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field


def percentile(values: Iterable[float], q: float) -> float:
    """The q-quantile by the nearest-rank rule; NaN when there is nothing."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


@dataclass
class Tally:
    """The answers to one kind of request, by status (0: no answer at all:
    refused, reset or timed out)."""

    statuses: Counter[int] = field(default_factory=Counter)
    seconds: list[float] = field(default_factory=list)

    def add(self, status: int, seconds: float) -> None:
        self.statuses[status] += 1
        self.seconds.append(seconds)

    @property
    def sent(self) -> int:
        return sum(self.statuses.values())

    @property
    def ok(self) -> int:
        return self.statuses[200]

    @property
    def server_errors(self) -> int:
        """5xx answers and requests nothing answered: what a visitor sees as
        the site being broken (a 4xx is the site's own, deliberate answer)."""
        return sum(n for status, n in self.statuses.items() if status >= 500 or status == 0)

    def line(self, label: str) -> str:
        if not self.seconds:
            return f"{label}: none sent"
        by_status = ", ".join(f"{s or 'no answer'}×{n}" for s, n in sorted(self.statuses.items()))
        return (
            f"{label}: {self.sent} sent ({by_status}), p50 {ms(percentile(self.seconds, 0.5))}, "
            f"p99 {ms(percentile(self.seconds, 0.99))}"
        )


@dataclass(frozen=True)
class Stored:
    """Which accepted submissions the database holds, and how often."""

    lost: frozenset[str]
    doubled: Mapping[str, int]

    @property
    def exactly_once(self) -> bool:
        return not self.lost and not self.doubled


def stored_once(accepted: Iterable[str], stored: Iterable[str]) -> Stored:
    """accepted: the tags answered 200 (« merci »); stored: one tag per row.

    A tag accepted but absent is lost; a tag on two rows or more is doubled,
    whether or not its answer reached the client (a retry may store it)."""
    rows = Counter(stored)
    lost = frozenset(tag for tag in accepted if rows[tag] == 0)
    doubled = {tag: n for tag, n in rows.items() if n > 1}
    return Stored(lost, doubled)


def mails_per_item(rows: Iterable[int], sent: Mapping[int, int]) -> Counter[int]:
    """How many items got 0, 1, 2… mails: rows are the stored ids, sent the
    mails counted per id at the sink. Counter({1: n}) is the goal."""
    return Counter(sent.get(row, 0) for row in rows)


@dataclass(frozen=True)
class CaseResult:
    name: str
    passed: bool
    seconds: float
    figures: tuple[str, ...] = ()


def summary(results: Iterable[CaseResult]) -> tuple[list[str], int]:
    """The closing table and the exit code: 0 only if at least one case ran
    and every case passed (a run that selected nothing is not a success)."""
    ran = list(results)
    lines = [f"{'PASS' if r.passed else 'FAIL'}  {r.name:16} {r.seconds:6.1f} s" for r in ran]
    passed = sum(r.passed for r in ran)
    lines.append(f"{passed} passed, {len(ran) - passed} failed")
    return lines, 0 if ran and passed == len(ran) else 1


def publish_to_visible(
    rounds: Iterable[Mapping[str, float | None]], limit: float
) -> tuple[bool, list[str]]:
    """Publish to visible (issue 31 §5): each round maps a place (« nginx
    /telephonie », « app 8301 /assets/data/faq_voip.json »…) to the seconds from
    the publication's answer until that place showed it, None if it never did.
    A round is visible when its slowest place is; the case passes when every
    round has a place and every one was visible within `limit`.
    Returns (passed, figures): the median and maximum over the rounds, the
    slowest of each place, and every place late or never reached."""
    ran = [dict(seen) for seen in rounds]
    if not ran or any(not seen for seen in ran):
        return False, ["no publication measured"]
    late = [
        f"round {index}: {place} {'never' if seconds is None else f'{seconds:.2f} s'}"
        for index, seen in enumerate(ran, 1)
        for place, seconds in seen.items()
        if seconds is None or seconds >= limit
    ]
    never = float("inf")
    times = [{place: never if s is None else s for place, s in seen.items()} for seen in ran]
    whole = [max(seen.values()) for seen in times]
    places = sorted({place for seen in times for place in seen})
    slowest = {place: max(seen[place] for seen in times if place in seen) for place in places}
    figures = [
        f"visible everywhere, {len(ran)} publications: median {statistics.median(whole):.2f} s,"
        f" max {max(whole):.2f} s (goal: each < {limit:.0f} s)",
        "slowest per place: "
        + "; ".join(
            f"{p} {'never' if slowest[p] == never else f'{slowest[p]:.2f} s'}" for p in places
        ),
        *(f"late: {line}" for line in late),
    ]
    return not late, figures
