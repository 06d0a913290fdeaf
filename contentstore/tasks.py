"""Scheduled publications, run by the task worker in the "content" queue.

A queue of its own: a publication dated next week waits in the task table,
and must never look like a stuck notification to the mail queue's checks.
"""

from datetime import datetime

from django.db import transaction
from django_tasks import task

from . import store
from .models import Revision

QUEUE = "content"


@task(backend="database", queue_name=QUEUE)
def publish_scheduled(revision_id: int) -> str:
    previous = (
        Revision.objects.filter(pk=revision_id)
        .values_list("document__published_id", flat=True)
        .first()
    )
    revision = store.publish_existing(revision_id)
    if revision is None:
        return "cancelled"
    if revision.revert_at is not None:
        withdraw_scheduled.using(run_after=revision.revert_at).enqueue(
            revision.document_id, revision.pk, previous
        )
    return "published"


@task(backend="database", queue_name=QUEUE)
def withdraw_scheduled(name: str, revision_id: int, previous_id: int | None) -> str:
    return "withdrawn" if store.withdraw(name, revision_id, previous_id) else "superseded"


def schedule(
    name: str,
    data: object,
    user: object,
    base_version: int | None,
    publish_at: datetime,
    revert_at: datetime | None,
) -> Revision:
    """A draft that goes live at publish_at (and, optionally, goes away at revert_at)."""
    with transaction.atomic():
        revision = store.save_draft(name, data, user, base_version)
        revision.publish_at = publish_at
        revision.revert_at = revert_at
        revision.save(update_fields=["publish_at", "revert_at"])
        transaction.on_commit(
            lambda: publish_scheduled.using(run_after=publish_at).enqueue(revision.pk)
        )
    return revision
