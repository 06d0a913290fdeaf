"""compose-test's scale-out and rolling-update checks, on the compose stack.

Both run with 2 `web` and 2 `renderer` replicas (WEB_REPLICAS, RENDERER_REPLICAS):
nginx reaches the web replicas through the network's DNS (deploy/nginx_conf.py)
and Django the renderers through it (SSR_URL=http://renderer:3001).
- scale_out: a burst of leads through nginx; every 200 stored once and mailed
  once, and both web replicas served some (gunicorn's access log, ACCESS_LOG=-).
- rolling_update: docs/operations.md's compose steps while pages and leads
  flow: each web replica stopped gracefully (SIGTERM) and started again, one at
  a time, waiting for it to be healthy and for the service's name to give
  every replica's address; then each renderer; then the mail worker.
  0 failed requests, 0 leads lost, 0 mails duplicated expected.
Each returns (problems, figure lines).
"""

from __future__ import annotations

import re
import threading
import time
from collections import Counter

# The fault suite's client (ops.faultkit).
from ops.faultkit.http_client import lead_payload, request
from ops.faultkit.traffic import during as traffic_during
from ops.faultkit.waiting import wait_until

from . import stack
from .checks import route_paths
from .engine import podman

REPLICAS = 2
Result = tuple[list[str], list[str]]


def replicas(service: str) -> list[str]:
    return [stack.container(service, n) for n in range(1, REPLICAS + 1)]


def _stored(prefix: str) -> dict[str, int]:
    """Rows per lead tag, and how many were mailed (tag '' holds the sent count)."""
    # prefix is ours: letters and digits only (made below).
    rows = stack.psql(
        "select company, mail_status from leads_lead "  # noqa: S608
        f"where company like 'Essai {prefix}%'"
    ).splitlines()
    counts: Counter[str] = Counter(row.split("|")[0].removeprefix("Essai ") for row in rows)
    counts[""] = sum(1 for row in rows if row.endswith("|sent"))
    return dict(counts)


def _mails_per_lead(prefix: str) -> Counter[str]:
    """Messages the SMTP sink printed per lead id of this prefix."""
    ids = stack.psql(
        f"select id from leads_lead where company like 'Essai {prefix}%'"  # noqa: S608
    ).split()
    # The stdlib sink prints each line as a bytes repr: b'Message-ID: <lead-12-...>'.
    seen = re.findall(r"(?i)\bmessage-id: <lead-(\d+)-", stack.logs("smtp"))
    wanted = set(ids)
    return Counter(found for found in seen if found in wanted)


def _leads_outcome(prefix: str, statuses: dict[str, int]) -> tuple[list[str], str]:
    """Stored once and mailed once, for every lead answered 200 (waits for the mails)."""
    accepted = {tag for tag, status in statuses.items() if status == 200}
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        stored = _stored(prefix)
        if stored.get("", 0) >= len(accepted):
            break
        time.sleep(1)
    mails = _mails_per_lead(prefix)
    lost = [tag for tag in accepted if stored.get(tag) != 1]
    duplicated = sum(1 for n in mails.values() if n > 1)
    problems = []
    if len(accepted) != len(statuses):
        problems.append(f"{len(statuses) - len(accepted)} leads not answered 200")
    if lost:
        problems.append(f"{len(lost)} accepted leads not stored exactly once")
    if len(mails) < len(accepted) or duplicated:
        problems.append(f"mails: {len(mails)} leads mailed of {len(accepted)}, {duplicated} twice")
    other = dict(Counter(s for s in statuses.values() if s != 200))
    line = (
        f"leads {len(statuses)}, accepted {len(accepted)} (others {other or 'none'}), "
        f"lost {len(lost)}, mailed {len(mails)}, duplicated {duplicated}"
    )
    return problems, line


def _count_in_logs(names: list[str], pattern: str) -> dict[str, int]:
    return {
        name.removeprefix(f"{stack.PROJECT}_"): stack.logs(name).count(pattern) for name in names
    }


def scale_out(port: int, leads: int = 60, clients: int = 6) -> Result:
    prefix = f"burst{int(time.time())}x"
    tags = [f"{prefix}{n}" for n in range(leads)]
    statuses: dict[str, int] = {}
    lock = threading.Lock()
    before = _count_in_logs(replicas("web"), "POST /api/send")

    def client(offset: int) -> None:
        for tag in tags[offset::clients]:
            answer = request(port, "POST", "/api/send", lead_payload(tag), timeout=40)
            with lock:
                statuses[tag] = answer.status

    started = time.monotonic()
    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    problems, line = _leads_outcome(prefix, statuses)
    after = _count_in_logs(replicas("web"), "POST /api/send")
    per_web = {name: after[name] - before.get(name, 0) for name in after}
    renders = _count_in_logs(replicas("renderer"), '"msg":"render"')
    if sum(1 for n in per_web.values() if n) < REPLICAS:
        problems.append(f"the burst did not reach every web replica: {per_web}")
    figures = [
        f"scale-out: {leads} leads from {clients} clients through nginx in {elapsed:.1f} s "
        f"({leads / elapsed:.0f}/s): {line}",
        f"scale-out: lead POSTs per web replica {per_web}; renders so far per renderer {renders}",
    ]
    return [f"scale-out: {p}" for p in problems], figures


# nginx's resolver keeps a name's answer this long (deploy/nginx_conf.py, valid=5s).
DNS_LIFETIME = 5
# Who calls a service's replicas, on which port: a restarted replica must
# answer its callers before the next one stops.
CALLERS = {"web": ("nginx", 8000), "renderer": ("web", 3001)}


def _wait_dns_settled(service: str, caller: str, timeout: float = 60) -> float:
    """Until the service's name gives its caller exactly the replicas' current
    addresses. A replica restarts at a new address, and the network's DNS
    (aardvark-dns 1.4 here) has been seen naming a gone address beside the
    new one (28 Nov) and, in CI's run of 7 Dec, one replica only: two leads
    answered 502 within a second after a single refused connection each, to
    the replica being stopped, which nginx only does when its answer holds
    that one address. Being reachable by the container's own name does not
    show this: the service's name is another record, and a connection
    succeeds at the first address that answers."""
    wanted = sorted(stack.address(name) for name in replicas(service))
    seen: list[list[str]] = [[]]

    def settled() -> bool:
        seen[0] = stack.resolved_from(stack.container(caller), service)
        return seen[0] == wanted

    waited = wait_until(settled, timeout, step=0.5)
    if waited is None:
        raise SystemExit(
            f"compose-test: {caller} resolves {service} to {seen[0]}, "
            f"not to its replicas' {wanted}, after {timeout:.0f} s"
        )
    return waited


def _replace(service: str, name: str) -> float | None:
    """One replica, as docs/operations.md says, once the service's name gives
    every replica (so that its callers have another one to go to): stopped
    gracefully (SIGTERM, 30 s at most: a web replica refuses new connections
    at once, which nginx retries on the other one, and finishes the requests
    it has), started again, healthy, answering its callers' container, and
    the service's name resolving to every replica's current address and
    nothing else; for web, one DNS lifetime more, so that nginx's copy of
    that answer is the new one before the next replica stops (Django resolves
    the renderers' name at each connection). Returns how long the name took
    to settle after the start (None: a service nobody calls)."""
    caller = CALLERS.get(service)
    if caller:
        _wait_dns_settled(service, caller[0])
    podman("stop", "--time", "30", name, capture=True)
    podman("start", name, capture=True)
    stack.wait_healthy([name], timeout=120)
    if not caller:
        return None
    stack.wait_reachable_from(stack.container(caller[0]), name, caller[1], timeout=60)
    settled = _wait_dns_settled(service, caller[0])
    if service == "web":
        time.sleep(DNS_LIFETIME)
    return settled


def _upstream_errors(lines: list[str]) -> list[str]:
    """nginx's error lines about the app instances, a lead's first (why it failed:
    a page's own are usually answered from the cache)."""
    errors = [line for line in lines if "upstream" in line and "[error]" in line]
    return ([line for line in errors if '"POST ' in line] or errors)[-5:]


def _failed_lead_lines(lines: list[str]) -> list[str]:
    """nginx's access lines of the leads it did not answer 200: every address
    it tried, in order, and what each answered."""
    leads = [line for line in lines if '"path":"/api/send"' in line]
    return [line for line in leads if '"status":200,' not in line][-5:]


def rolling_update(port: int) -> Result:
    prefix = f"roll{int(time.time())}x"
    steps: list[str] = []

    def deploy() -> None:
        plan = [
            *[("web", name) for name in replicas("web")],
            *[("renderer", name) for name in replicas("renderer")],
            ("worker", stack.container("worker")),
        ]
        for service, name in plan:
            time.sleep(2)  # traffic between steps
            began = time.monotonic()
            settled = _replace(service, name)
            dns = "" if settled is None else f" (its name settled in {settled:.1f} s)"
            steps.append(
                f"{name.removeprefix(f'{stack.PROJECT}_')} {time.monotonic() - began:.0f} s{dns}"
            )

    traffic = traffic_during(deploy, port, route_paths(), prefix, tail=2, lead_every=0.3)
    failed = [a for a in traffic.pages if a.status != 200]
    statuses = {tag: answer.status for tag, answer in traffic.leads.items()}
    problems, line = _leads_outcome(prefix, statuses)
    if failed:
        problems.append(f"{len(failed)} pages failed: {dict(Counter(a.status for a in failed))}")
    slowest = max((a.seconds for a in traffic.pages), default=0.0)
    figures = [
        f"rolling update: {'; '.join(steps)} "
        "(stop, start, healthy, reachable, its name resolved to every replica; one at a time)",
        f"rolling update: {traffic.seconds:.0f} s of traffic: pages {len(traffic.pages)}, "
        f"failed {len(failed)}, slowest {slowest:.2f} s; {line}; "
        f"slowest lead {traffic.slowest_lead():.2f} s",
    ]
    if problems:
        nginx = stack.logs(stack.container("nginx")).splitlines()
        figures += [
            f"rolling update: nginx: {line}"
            for line in _upstream_errors(nginx) + _failed_lead_lines(nginx)
        ]
    return [f"rolling update: {p}" for p in problems], figures
