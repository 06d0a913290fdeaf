"""The rolling update of docs/operations.md, measured: while pages and leads
flow through nginx (at least 30 s, and 3 s past the last step), every step of
a deploy runs in turn, 3 s apart —
migrations, gunicorn's graceful reload (HUP), the renderer's pool
replacement (HUP), the mail worker's graceful restart (SIGTERM: it finishes
its current mail), nginx's reload (HUP). Goals: 0 failed requests, 0 leads
lost, 0 mails duplicated. Returns (passed, figures)."""

from __future__ import annotations

import signal
import subprocess
import time
from collections import Counter

from ops.faultkit.config import BIN, ROOT
from ops.faultkit.report import summary
from ops.faultkit.services import SmtpSink
from ops.faultkit.stack import Stack
from ops.faultkit.traffic import during as traffic_during
from ops.faultkit.waiting import wait_until
from ops.faults.scale import _mail_rows, _message_ids
from ops.faults.site import route_paths

Result = tuple[bool, list[str]]


def rolling_reload(stack: Stack, sink: SmtpSink, seconds: float = 30) -> Result:
    prefix = f"rolling{int(time.time())}-"
    steps: list[str] = []
    started = time.monotonic()

    def deploy() -> None:
        env = stack.environment() | {"DJANGO_SETTINGS_MODULE": "telecomsite.settings.production"}
        plan = [
            ("migrate", lambda: subprocess.run(
                [str(BIN / "python"), "manage.py", "migrate", "--noinput", "-v0"],
                cwd=ROOT, env=env, check=True, capture_output=True)),
            ("gunicorn HUP", lambda: stack.kill("web-1", signal.SIGHUP)),
            ("renderer HUP", lambda: stack.kill("renderer-1", signal.SIGHUP)),
            ("worker restart", lambda: stack.ctl("restart", "worker-1")),
            ("nginx HUP", lambda: stack.kill("nginx", signal.SIGHUP)),
        ]  # fmt: skip
        for name, step in plan:
            time.sleep(3)  # traffic between steps, whatever each one took
            began = time.monotonic()
            step()
            steps.append(
                f"{name} at {began - started:.1f} s (took {time.monotonic() - began:.1f} s)"
            )

    # The load lasts `seconds`, and at least until 3 s after the last step;
    # one lead per address: the per-client limit is not under test.
    traffic = traffic_during(
        deploy,
        stack.port,
        route_paths(),
        prefix,
        at_least=seconds,
        tail=3,
        lead_every=0.2,
        lead_source=lambda n: f"127.0.3.{1 + n % 250}",
    )
    leads, pages, load_seconds = traffic.leads, traffic.pages, traffic.seconds
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
    leaks, lines = personal_data_in_logs(stack, prefix)
    passed = (
        not failed_pages and not failed_leads and not lost and not duplicated and not unsent
    ) and not leaks
    return passed, [
        "deploy steps: " + "; ".join(steps),
        f"load for {load_seconds:.0f} s; pages through nginx: {summary(pages)}, "
        f"failed {len(failed_pages)}",
        f"leads posted {len(leads)}, accepted {len(accepted)}, failed {failed_leads}, "
        f"lost {len(lost)}",
        f"mails: {sum(counts.values())} for {len(rows)} leads, duplicated {duplicated}, "
        f"unsent {unsent} (all sent {sent:.1f} s after the load)"
        if sent is not None
        else f"mails: not all sent within 60 s ({unsent} unsent)",
        f"every log of the stack ({lines} lines: nginx access and error, gunicorn, renderer, "
        f"worker, supervisord) searched for the leads' e-mails, phone and message: "
        f"{len(leaks)} found" + (f" ({leaks[:3]})" if leaks else ""),
    ]


def personal_data_in_logs(stack: Stack, prefix: str) -> tuple[list[str], int]:
    """Lines of any log file that hold what the leads' visitors typed."""
    secrets = (f"{prefix}".lower(), "01 23 45 67 89", "0123456789", "demande rolling")
    leaks: list[str] = []
    lines = 0
    for path in [*sorted((stack.folder / "prod" / "log").glob("*")), stack.folder / "access.log"]:
        if not path.is_file():
            continue
        for line in path.read_text(errors="replace").splitlines():
            lines += 1
            if any(secret in line.lower() for secret in secrets):
                leaks.append(f"{path.name}: {line[:120]}")
    return leaks, lines
