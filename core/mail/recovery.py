"""Self-healing of the mail queue, run by every mail worker (run_mail_worker).

A worker killed mid-send leaves its submission in "sending" and its
django-tasks row in RUNNING for good; one killed before its claim leaves the
submission "pending" with nobody on it. Every NOTIFY_RECOVERY_INTERVAL
seconds each worker:

- queues again every notification due (delivery.due(): a claim older than
  NOTIFY_CLAIM_TIMEOUT_SECONDS, a pending one as old, a retry whose time has
  come), so an accepted lead is mailed within NOTIFY_CLAIM_TIMEOUT_SECONDS +
  NOTIFY_RECOVERY_INTERVAL of a crash with no operator command;
- marks the orphan RUNNING task rows as FAILED (their worker is gone);
- deletes finished task rows older than NOTIFY_TASK_RETENTION_DAYS.

The first sweep after an outage (the sweep before it failed) takes nothing
over: every claim looks stale then, yet its worker may be alive, holding a
mail it sent as the database stopped and writing "sent" within a second of
its return (delivery.record_sent). The next sweep, one interval later, takes
over what is still claimed.

The guarantee (README, "Mail and the worker"; the admin's help text): every
accepted submission is mailed at least once. A duplicate can only come from
a crash between the mail server's acceptance and our "sent" bookkeeping; it
carries the same Message-ID, so mail systems can fold it.
"""

import logging
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.utils import timezone
from django_tasks.base import TaskResultStatus
from django_tasks_db.models import DBTaskResult

from . import delivery

logger = logging.getLogger(__name__)

WORKER_LOST = "core.mail.recovery.WorkerLost"


@dataclass(frozen=True)
class Recovered:
    requeued: int
    orphans: int
    pruned: int


def recover(*, take_over: bool = True) -> Recovered:
    """One sweep; `take_over=False` (just after an outage) leaves the running
    tasks and the claimed sends to their workers."""
    now = timezone.now()
    stale = now - timedelta(seconds=settings.NOTIFY_CLAIM_TIMEOUT_SECONDS)
    # Orphans first: their notification is then queued again just below.
    orphans = 0
    if take_over:
        orphans = DBTaskResult.objects.filter(
            status=TaskResultStatus.RUNNING, started_at__lt=stale
        ).update(
            status=TaskResultStatus.FAILED,
            finished_at=now,
            exception_class_path=WORKER_LOST,
            traceback="The worker running this task stopped before it finished.",
        )
    requeued = delivery.requeue_due(take_over_claims=take_over)
    retention = now - timedelta(days=settings.NOTIFY_TASK_RETENTION_DAYS)
    pruned, _ = DBTaskResult.objects.filter(
        status__in=[TaskResultStatus.SUCCESSFUL, TaskResultStatus.FAILED],
        finished_at__lt=retention,
    ).delete()
    if orphans or requeued:
        logger.warning(
            "mail recovery: %s orphan task(s) closed, %s notification(s) queued again",
            orphans,
            requeued,
        )
    return Recovered(requeued, orphans, pruned)
