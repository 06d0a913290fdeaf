"""The exporter's series (backoffice/metrics.py): the mail queue, the overdue
leads by the dashboard's rule, and the renderers' series merged."""

import http.server
import threading
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import time_machine
from prometheus_client import generate_latest

from backoffice.metrics import RendererCollector, registry
from core.mail.status import MailStatus
from leads.models import Lead, LeadStatus

pytestmark = pytest.mark.django_db
PARIS = ZoneInfo("Europe/Paris")


def lead(created: datetime, **fields: Any) -> Lead:
    values: dict[str, Any] = {
        "context": "internet", "first_name": "A", "last_name": "B", "company": "C",
        "email": "a@example.com", "subject": "s", "mail_status": MailStatus.SENT,
    }  # fmt: skip
    values.update(fields)
    found = Lead.objects.create(**values)
    Lead.objects.filter(pk=found.pk).update(created_at=created)
    return found


def series(text: str) -> dict[str, float]:
    return {
        line.split(" ")[0]: float(line.split(" ")[1])
        for line in text.splitlines()
        if line.startswith("tq_") and "{" not in line
    }


@time_machine.travel(datetime(2026, 3, 11, 15, 0, tzinfo=PARIS), tick=False)
def test_overdue_leads_follow_the_dashboard_rule_and_the_queue_its_oldest_mail() -> None:
    wednesday = datetime(2026, 3, 11, 15, 0, tzinfo=PARIS)
    monday = wednesday - timedelta(days=2)
    lead(monday)  # two working days: late
    lead(monday, check_reason="envoyé trop vite")  # « à vérifier »: counts
    lead(monday, status=LeadStatus.SPAM)  # spam: never
    lead(monday, status=LeadStatus.CONTACTED)  # called: not waiting
    lead(wednesday - timedelta(hours=2))  # 2 business hours: not yet
    lead(wednesday - timedelta(minutes=20), mail_status=MailStatus.RETRY)
    lead(wednesday - timedelta(minutes=5), mail_status=MailStatus.PENDING)
    found = series(generate_latest(registry()).decode())
    assert found["tq_leads_overdue"] == 2
    assert found["tq_mail_queue_depth"] == 2
    assert found["tq_mail_oldest_task_age_seconds"] == 20 * 60


class _Renderer(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = b"# TYPE tq_render_queue_depth gauge\ntq_render_queue_depth 3\n"
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


def test_renderers_are_merged_with_a_label_and_a_dead_one_shows_as_down() -> None:
    server = http.server.HTTPServer(("127.0.0.1", 0), _Renderer)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        urls = [f"http://127.0.0.1:{server.server_port}/metrics", "http://127.0.0.1:9/metrics"]
        families = {f.name: f for f in RendererCollector(urls).collect()}
    finally:
        server.shutdown()
    queue = families["tq_render_queue_depth"].samples
    assert [(s.labels, s.value) for s in queue] == [({"renderer": "1"}, 3.0)]
    up = {s.labels["renderer"]: s.value for s in families["tq_renderer_up"].samples}
    assert up == {"1": 1.0, "2": 0.0}
