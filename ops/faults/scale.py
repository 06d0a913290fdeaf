"""Fault cases about submissions: mail workers killed mid-send, per-client
limits through nginx, and the scale-out with an app instance killed.
Each returns (passed, figures)."""

from __future__ import annotations

import re
import subprocess
import threading
import time
from collections import Counter
from typing import Any

from ops.faultkit.config import BIN, DATABASE_URL, ROOT
from ops.faultkit.http_client import lead_payload, request
from ops.faultkit.services import SmtpSink, query
from ops.faultkit.stack import Stack
from ops.faultkit.waiting import wait_until

Result = tuple[bool, list[str]]


def _post_leads(stack: Stack, tags: list[str], network: str, per_source: int) -> dict[str, int]:
    """POST one lead per tag through nginx, `per_source` per loopback address."""
    statuses: dict[str, int] = {}
    lock = threading.Lock()

    def client(offset: int) -> None:
        for n in range(offset, len(tags), 8):
            source = f"{network}.{1 + n // per_source}"
            # A browser waits: a slow answer (an instance restarting) is not a failure.
            answer = request(
                stack.port, "POST", "/api/send", lead_payload(tags[n]), source=source, timeout=40
            )
            with lock:
                statuses[tags[n]] = answer.status

    threads = [threading.Thread(target=client, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return statuses


def _mail_rows(prefix: str) -> list[tuple[Any, ...]]:
    return query(
        DATABASE_URL,
        "SELECT id, email, mail_status FROM leads_lead WHERE email LIKE %s",
        f"{prefix}%",
    )


def _message_ids(sink: SmtpSink, rows: list[tuple[Any, ...]]) -> Counter[int]:
    """How many messages the sink got for each lead id."""
    wanted = {row[0] for row in rows}
    counts: Counter[int] = Counter()
    with sink.lock:
        ids = list(sink.message_ids)
    for message_id in ids:
        match = re.match(r"<lead-(\d+)-", message_id)
        if match and int(match.group(1)) in wanted:
            counts[int(match.group(1))] += 1
    return counts


def worker_killed_mid_send(stack: Stack, sink: SmtpSink, leads: int = 20) -> Result:
    """Slow SMTP (1 s per message); both workers SIGKILLed while sending."""
    sink.delay = 1.0
    prefix = f"mailkill{int(time.time())}-"
    statuses = _post_leads(stack, [f"{prefix}{n}" for n in range(leads)], "127.0.2", 4)
    in_flight = 0
    for program in ("worker-1", "worker-2", "worker-1"):
        wait_until(lambda: any(r[2] == "sending" for r in _mail_rows(prefix)), 10, 0.05)
        time.sleep(0.3)
        in_flight += sum(1 for r in _mail_rows(prefix) if r[2] == "sending")
        stack.kill(program)
        time.sleep(1.5)
    killed_at = time.monotonic()
    done = wait_until(lambda: all(n >= 1 for n in _counts_for(sink, prefix, leads)), 90, 0.25)
    sink.delay = 0.0
    rows = _mail_rows(prefix)
    counts = _message_ids(sink, rows)
    duplicates = sum(n - 1 for n in counts.values() if n > 1)
    sent = sum(1 for r in rows if r[2] == "sent")
    orphans = query(
        DATABASE_URL,
        "SELECT count(*) FROM django_tasks_database_dbtaskresult WHERE status = 'RUNNING' "
        "AND started_at < now() - interval '30 seconds'",
    )[0][0]
    accepted = sum(1 for s in statuses.values() if s == 200)
    passed = done is not None and len(counts) == accepted == leads and duplicates <= in_flight
    return passed, [
        f"{accepted}/{leads} leads accepted; 3 SIGKILLs of the mail workers while sending "
        f"(SMTP answering in 1 s), {in_flight} send(s) in flight at the kills",
        f"every lead mailed {_seconds(done)} after "
        f"the last kill, no command run; {sent}/{len(rows)} marked sent; duplicates: {duplicates} "
        f"(at most the {in_flight} in flight); orphan RUNNING task rows left: {orphans}",
        f"(recovery bound here: NOTIFY_CLAIM_TIMEOUT_SECONDS=8 + NOTIFY_RECOVERY_INTERVAL=2; "
        f"{time.monotonic() - killed_at:.1f} s observed)",
    ]


def _seconds(value: float | None) -> str:
    return f"{value:.1f} s" if value is not None else "NOT within 90 s"


def _counts_for(sink: SmtpSink, prefix: str, leads: int) -> list[int]:
    rows = _mail_rows(prefix)
    counts = _message_ids(sink, rows)
    return [counts.get(row[0], 0) for row in rows] if len(rows) == leads else [0]


def twelve_clients(stack: Stack) -> Result:
    """12 loopback addresses through nginx: 12 budgets; one's lockout is its own."""
    results = []
    prefix = f"twelve{int(time.time())}-"
    for client in range(1, 13):
        source = f"127.0.3.{client}"
        answers = [
            request(
                stack.port,
                "POST",
                "/api/send",
                lead_payload(f"{prefix}{client}-{n}"),
                source=source,
            ).status
            for n in range(6)
        ]
        results.append(answers)
    own_budget = sum(1 for r in results if r == [200] * 5 + [429])
    attacker = [_login(stack, "127.0.3.1", "staff", "mauvais-mot-de-passe") for _ in range(6)]
    staff = _login(stack, "127.0.3.2", "staff", STAFF_PASSWORD)
    locked = attacker[-1] in (403, 429)
    passed = own_budget == 12 and locked and staff == 302
    return passed, [
        f"leads, 6 per client from 12 addresses: {own_budget}/12 clients got exactly their own "
        f"5 (then 429)",
        f"admin: 6 failed logins from 127.0.3.1 -> {attacker} (locked: {locked}); the staff "
        f"member from 127.0.3.2 then signs in -> {staff} (302 = password accepted, on to "
        f"the second factor)",
    ]


STAFF_PASSWORD = "Essai-de-panne-2026!"  # noqa: S105 - a throwaway account of the suite


def create_staff(stack: Stack) -> None:
    env = stack.environment() | {
        "DJANGO_SETTINGS_MODULE": "telecomsite.settings.production",
        "DJANGO_SUPERUSER_PASSWORD": STAFF_PASSWORD,
    }
    subprocess.run(
        [str(BIN / "python"), "manage.py", "createsuperuser", "--noinput",
         "--username", "staff", "--email", "staff@example.com"],
        cwd=ROOT, env=env, check=True, capture_output=True,
    )  # fmt: skip


def _login(stack: Stack, source: str, username: str, password: str) -> int:
    login = f"/{stack.environment().get('ADMIN_PATH', 'gestion/').strip('/')}/login/"
    page = request(stack.port, "GET", login, source=source)
    if page.status == 302:  # the staff sign-in page of accounts/ (allauth)
        login = page.headers["location"].split("?")[0]
        page = request(stack.port, "GET", login, source=source)
    cookie = re.search(r"csrftoken=([^;]+)", page.headers.get("set-cookie", ""))
    token = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', page.body)
    if not cookie or not token:
        return page.status
    form = (
        # username= for Django's admin form, login= for allauth's.
        f"csrfmiddlewaretoken={token.group(1).decode()}&username={username}"
        f"&login={username}&password={password}&next=/"
    ).encode()
    answer = request(
        stack.port,
        "POST",
        login,
        form,
        headers={
            "Content-Type": "application/x-www-form-urlencoded",
            "Cookie": f"csrftoken={cookie.group(1)}",
            "Referer": f"http://127.0.0.1:{stack.port}{login}",
        },
        source=source,
    )
    return answer.status


def scale_out(stack: Stack, sink: SmtpSink, leads: int = 400) -> Result:
    """400 leads through nginx to 2 app instances; web-1 SIGKILLed halfway."""
    prefix = f"scale{int(time.time())}-"
    tags = [f"{prefix}{n}" for n in range(leads)]
    killed: dict[str, float] = {}

    def killer() -> None:
        wait_until(lambda: len(_mail_rows(prefix)) >= leads // 2, 60, 0.05)
        old = stack.kill("web-1")
        started = time.monotonic()
        back = wait_until(
            lambda: (
                stack.pid("web-1") not in (0, old)
                and request(stack.app_ports[0], "GET", "/healthz").status == 200
            ),
            30,
        )
        killed["restart"] = back if back is not None else float("inf")
        killed["at"] = started

    thread = threading.Thread(target=killer)
    thread.start()
    started = time.monotonic()
    statuses = _post_leads(stack, tags, "127.0.4", 4)
    elapsed = time.monotonic() - started
    thread.join()
    ok = {tag for tag, status in statuses.items() if status == 200}
    mailed = wait_until(lambda: _all_mailed(sink, prefix, ok), 90, 0.25)
    rows = _mail_rows(prefix)
    stored = Counter(row[1].split("@")[0] for row in rows)
    counts = _message_ids(sink, rows)
    pks = {row[0] for row in rows}
    tasks = query(
        DATABASE_URL,
        "SELECT worker_ids->>-1, args_kwargs->'args'->>1 FROM django_tasks_database_dbtaskresult "
        "WHERE status = 'SUCCESSFUL' AND args_kwargs->'args'->>0 = 'lead' "
        "AND return_value = '\"sent\"'::jsonb",
    )
    per_worker = dict(Counter(str(w) for w, pk in tasks if pk is not None and int(pk) in pks))
    missing = [tag for tag in ok if stored.get(tag) != 1]
    duplicates = sum(n - 1 for n in counts.values() if n > 1)
    passed = not missing and mailed is not None and len([w for w in per_worker if w != "None"]) >= 2
    other = Counter(s for s in statuses.values() if s != 200)
    return passed, [
        f"{leads} leads through nginx in {elapsed:.1f} s ({leads / elapsed:.0f}/s): "
        f"{len(ok)} answered 200, others {dict(other) or 'none'}; web-1 SIGKILLed halfway, "
        f"back in {killed.get('restart', float('inf')):.2f} s",
        f"every 200 stored exactly once: {not missing} ({len(rows)} rows, {len(missing)} "
        f"missing or doubled); mailed: {sum(1 for r in rows if counts.get(r[0]))}/{len(rows)} "
        f"in {_seconds(mailed)}; duplicates {duplicates}",
        f"mails sent per worker: {per_worker}",
    ]


def _all_mailed(sink: SmtpSink, prefix: str, ok: set[str]) -> bool:
    rows = _mail_rows(prefix)
    counts = _message_ids(sink, rows)
    return len(rows) >= len(ok) and all(counts.get(row[0]) for row in rows)
