"""Scheduled publications: in the "content" queue, live at the given time,
and the previous version back at the end date."""

from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from contentstore import store, tasks
from contentstore.models import Document

pytestmark = pytest.mark.django_db

HOLIDAY = {"title": "Fermé le 25 décembre", "items": []}
USUAL = {"title": "Questions fréquentes", "items": []}


def test_a_scheduled_draft_waits_in_its_own_queue(django_capture_on_commit_callbacks) -> None:
    user = User.objects.create_user("camille")
    start = timezone.now() + timedelta(days=3)
    with django_capture_on_commit_callbacks(execute=True):
        revision = tasks.schedule("faq_voip", HOLIDAY, user, 0, start, None)
    queued = DBTaskResult.objects.get()
    assert queued.queue_name == "content" and queued.run_after == start
    assert queued.args_kwargs["args"] == [revision.pk]
    assert Document.objects.get(name="faq_voip").published is None


def test_the_worker_publishes_then_withdraws(django_capture_on_commit_callbacks) -> None:
    user = User.objects.create_user("camille")
    with django_capture_on_commit_callbacks(execute=True):
        usual = store.publish("faq_voip", USUAL, user, None)
        now = timezone.now()
        holiday = tasks.schedule("faq_voip", HOLIDAY, user, None, now, now + timedelta(days=1))
        assert tasks.publish_scheduled.call(holiday.pk) == "published"
    assert Document.objects.get(name="faq_voip").published_id == holiday.pk
    withdraw = DBTaskResult.objects.filter(task_path__endswith="withdraw_scheduled").get()
    assert withdraw.queue_name == "content"
    with django_capture_on_commit_callbacks(execute=True):
        assert tasks.withdraw_scheduled.call("faq_voip", holiday.pk, usual.pk) == "withdrawn"
    live = Document.objects.get(name="faq_voip").published
    assert live is not None
    assert live.data == USUAL and live.restored_from_id == usual.pk


def test_a_publication_in_between_is_not_withdrawn(django_capture_on_commit_callbacks) -> None:
    user = User.objects.create_user("camille")
    with django_capture_on_commit_callbacks(execute=True):
        holiday = store.publish("faq_voip", HOLIDAY, user, None)
        newer = store.publish("faq_voip", USUAL, user, None)
        assert store.withdraw("faq_voip", holiday.pk, None) is False
    assert Document.objects.get(name="faq_voip").published_id == newer.pk
