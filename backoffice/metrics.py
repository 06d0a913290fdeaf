"""The series an operator watches that the database answers, computed at
each scrape by the exporter (`manage.py serve_metrics`), and the exporter's
registry: gunicorn's workers summed (multiprocess files) and the renderers'
own /metrics, labelled by renderer.

- tq_mail_queue_depth / tq_mail_oldest_task_age_seconds: staff notifications
  not sent yet (pending, sending, retry; core/mail), every notified model:
  read from the notifications themselves, never from the task table, where
  a task queued for later would look like a stuck mail;
- tq_leads_overdue: leads still awaiting their first contact past the 24 h
  business-hours promise, by the dashboard's own function
  (business_hours.overdue_leads: « à vérifier » leads count, spam does not).
"""

import os
import urllib.request
from collections.abc import Iterator
from typing import Any

from django.apps import apps
from django.db.models import Count, Min
from django.utils import timezone
from prometheus_client import CollectorRegistry
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.parser import text_string_to_metric_families

from core.mail.status import MailNotified, MailStatus
from leads import business_hours

UNSENT = (MailStatus.PENDING, MailStatus.SENDING, MailStatus.RETRY)


class BusinessCollector:
    def collect(self) -> Iterator[Metric]:
        now = timezone.now()
        depth = 0
        oldest: Any = None
        for model in apps.get_models():
            if not issubclass(model, MailNotified):
                continue
            found = model._default_manager.filter(mail_status__in=UNSENT).aggregate(
                n=Count("pk"), first=Min("created_at")
            )
            depth += found["n"]
            if found["first"] is not None and (oldest is None or found["first"] < oldest):
                oldest = found["first"]
        yield GaugeMetricFamily(
            "tq_mail_queue_depth", "Staff notifications not sent yet.", value=depth
        )
        yield GaugeMetricFamily(
            "tq_mail_oldest_task_age_seconds",
            "Age of the oldest staff notification not sent yet (0 when none).",
            value=(now - oldest).total_seconds() if oldest else 0,
        )
        late = len(business_hours.overdue_leads(now))
        yield GaugeMetricFamily(
            "tq_leads_overdue",
            "Leads awaiting first contact past the 24 h business-hours promise.",
            value=late,
        )


class RendererCollector:
    """Each renderer's /metrics, with a renderer label (one family per name)."""

    def __init__(self, urls: list[str]) -> None:
        self.urls = urls

    def collect(self) -> Iterator[Metric]:
        merged: dict[str, Metric] = {}
        up = GaugeMetricFamily(
            "tq_renderer_up", "1 when the renderer answered the scrape.", labels=["renderer"]
        )
        for index, url in enumerate(self.urls, start=1):
            try:
                with urllib.request.urlopen(url, timeout=2) as response:  # noqa: S310 - our own
                    text = response.read().decode()
            except OSError:
                up.add_metric([str(index)], 0)
                continue
            up.add_metric([str(index)], 1)
            for family in text_string_to_metric_families(text):
                target = merged.setdefault(
                    family.name, Metric(family.name, family.documentation, family.type)
                )
                for sample in family.samples:
                    labels = {**sample.labels, "renderer": str(index)}
                    target.add_sample(sample.name, labels, sample.value)
        yield up
        yield from merged.values()


def registry() -> CollectorRegistry:
    found = CollectorRegistry()
    folder = os.environ.get("PROMETHEUS_MULTIPROC_DIR", "")
    if folder:
        MultiProcessCollector(found, path=folder)
    found.register(BusinessCollector())
    urls = [u for u in os.environ.get("RENDERER_METRICS_URLS", "").split(",") if u]
    if urls:
        found.register(RendererCollector(urls))
    return found
