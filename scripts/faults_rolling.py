"""The rolling update of docs/operations.md, measured: while pages and leads
flow through nginx for 30 s, every step of a deploy runs in turn —
migrations, gunicorn's graceful reload (HUP), the renderer's pool
replacement (HUP), the mail worker's graceful restart (SIGTERM: it finishes
its current mail), nginx's reload (HUP). Goals: 0 failed requests, 0 leads
lost, 0 mails duplicated. Returns (passed, figures)."""

from __future__ import annotations

import signal
import subprocess
import threading
import time
from collections import Counter

from faultkit.config import BIN, ROOT
from faultkit.http_client import Answer, lead_payload, load, request
from faultkit.report import summary
from faultkit.services import SmtpSink
from faultkit.stack import Stack
from faultkit.waiting import wait_until
from faults_scale import _mail_rows, _message_ids
from faults_site import route_paths

Result = tuple[bool, list[str]]


def rolling_reload(stack: Stack, sink: SmtpSink, seconds: float = 30) -> Result:
    prefix = f"rolling{int(time.time())}-"
    leads: dict[str, Answer] = {}
    stop_at = time.monotonic() + seconds
    steps: list[str] = []

    def post_leads() -> None:
        n = 0
        while time.monotonic() < stop_at:
            tag = f"{prefix}{n}"
            # One lead per address: the per-client limit is not under test.
            source = f"127.0.3.{1 + n % 250}"
            leads[tag] = request(
                stack.port, "POST", "/api/send", lead_payload(tag), source=source, timeout=40
            )
            n += 1
            time.sleep(0.2)

    def deploy() -> None:
        env = stack.environment() | {"DJANGO_SETTINGS_MODULE": "telecomsite.settings.production"}
        plan = [
            (4, "migrate", lambda: subprocess.run(
                [str(BIN / "python"), "manage.py", "migrate", "--noinput", "-v0"],
                cwd=ROOT, env=env, check=True, capture_output=True)),
            (8, "gunicorn HUP", lambda: stack.kill("web-1", signal.SIGHUP)),
            (13, "renderer HUP", lambda: stack.kill("renderer-1", signal.SIGHUP)),
            (18, "worker restart", lambda: stack.ctl("restart", "worker-1")),
            (23, "nginx HUP", lambda: stack.kill("nginx", signal.SIGHUP)),
        ]  # fmt: skip
        started = time.monotonic()
        for at, name, step in plan:
            time.sleep(max(0, at - (time.monotonic() - started)))
            began = time.monotonic()
            step()
            steps.append(
                f"{name} at {began - started:.1f} s (took {time.monotonic() - began:.1f} s)"
            )

    threads = [threading.Thread(target=post_leads), threading.Thread(target=deploy)]
    for thread in threads:
        thread.start()
    pages = load(stack.port, route_paths(), seconds, clients=2)
    for thread in threads:
        thread.join()
    accepted = [tag for tag, answer in leads.items() if answer.status == 200]
    failed_leads = len(leads) - len(accepted)
    failed_pages = [a for a in pages if a.status != 200]
    sent = wait_until(
        lambda: all(r[2] == "sent" for r in _mail_rows(prefix)) and bool(_mail_rows(prefix)),
        60,
        0.5,
    )
    rows = _mail_rows(prefix)
    stored = {row[1].split("@")[0] for row in rows}
    lost = [tag for tag in accepted if tag not in stored]
    counts: Counter[int] = _message_ids(sink, rows)
    duplicated = sum(1 for n in counts.values() if n > 1)
    unsent = sum(1 for row in rows if counts[row[0]] == 0)
    passed = not failed_pages and not failed_leads and not lost and not duplicated and not unsent
    return passed, [
        "deploy steps: " + "; ".join(steps),
        f"pages through nginx: {summary(pages)}, failed {len(failed_pages)}",
        f"leads posted {len(leads)}, accepted {len(accepted)}, failed {failed_leads}, "
        f"lost {len(lost)}",
        f"mails: {sum(counts.values())} for {len(rows)} leads, duplicated {duplicated}, "
        f"unsent {unsent} (all sent {sent:.1f} s after the load)"
        if sent is not None
        else f"mails: not all sent within 60 s ({unsent} unsent)",
    ]
