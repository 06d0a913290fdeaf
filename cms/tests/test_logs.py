"""Wagtail's own background jobs leave the console quiet (core/logs.py's
WagtailJobsQuiet, in settings.LOGGING)."""

import io
import logging
from typing import Any

import pytest
from django.conf import settings

from cms.models import OfferPage
from core.logs import WagtailJobsQuiet


@pytest.mark.django_db
def test_wagtails_own_jobs_leave_no_task_lines_but_other_tasks_and_failures_do() -> None:
    """Saving a page runs Wagtail's index jobs at once (the immediate backend):
    django-tasks logs two lines for each, which the console drops
    (settings.LOGGING's filter); the worker's tasks and any failure keep theirs."""
    logging_settings: Any = settings.LOGGING
    assert "wagtail_jobs_quiet" in logging_settings["handlers"]["console"]["filters"]
    unfiltered, filtered = io.StringIO(), io.StringIO()
    everything = logging.StreamHandler(unfiltered)
    console = logging.StreamHandler(filtered)
    console.addFilter(WagtailJobsQuiet())
    tasks = logging.getLogger("django_tasks")
    level = tasks.level
    tasks.setLevel(logging.INFO)
    for handler in (everything, console):
        tasks.addHandler(handler)
    try:
        page = OfferPage.objects.get(route_key="telephonie")
        page.faq_title = "Vos questions sur la téléphonie"
        page.save_revision()
        tasks.info("Task id=%s path=%s state=%s", "a1", "leads.tasks.send_lead_mail", "SUCCESSFUL")
        tasks.error("Task id=%s path=%s state=%s", "b2", "wagtail.tasks.update", "FAILED")
    finally:
        for handler in (everything, console):
            tasks.removeHandler(handler)
        tasks.setLevel(level)
    assert (
        "path=wagtail.tasks.update_reference_index_task state=SUCCESSFUL" in unfiltered.getvalue()
    )
    kept = filtered.getvalue().splitlines()
    assert kept == [
        "Task id=a1 path=leads.tasks.send_lead_mail state=SUCCESSFUL",
        "Task id=b2 path=wagtail.tasks.update state=FAILED",
    ]
