"""Durable staff notifications: one mail per submission, whatever app it comes from.

Each app registers its model and the function that writes its mail
(leads: sales, reviews: moderation) in its AppConfig.ready().

A submission is committed together with its django-tasks job (database
backend), so an accepted lead always has a mail on the way. The worker
(`manage.py run_mail_worker`, started by `make run` and `make prod`) sends it; when the mail
server is down the job reschedules itself with exponential backoff until the
mail goes through. The claim on the row (pending → sending, one conditional
UPDATE) keeps two workers, a retry and a manual resend from mailing the
same submission twice. A claim left by a crashed worker is taken over after
NOTIFY_CLAIM_TIMEOUT_SECONDS (recovery.py): every accepted submission is
mailed at least once, and a duplicate can only come from a crash between
the mail server's acceptance and the "sent" update below.
"""

import logging
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.core.mail import EmailMessage
from django.db import models, transaction
from django.db.models import F, Q
from django.http import HttpRequest
from django.utils import timezone
from django_tasks import task

from .status import MailStatus

logger = logging.getLogger(__name__)

# Mail headers are one line; these characters could end it (header injection).
_HEADER_BREAKERS = re.compile(r"[\x00-\x1f\x7f\u0085\u2028\u2029]+")


def header_safe(text: str, limit: int = 200) -> str:
    return _HEADER_BREAKERS.sub(" ", text).strip()[:limit]


@dataclass(frozen=True)
class Kind:
    model: type[models.Model]
    build: Callable[[Any], EmailMessage]


_KINDS: dict[str, Kind] = {}


def register(kind: str, model: type[models.Model], build: Callable[[Any], EmailMessage]) -> None:
    """Declare a notified model (its `mail_kind`) and how its mail is written."""
    _KINDS[kind] = Kind(model, build)


def build_message(instance: Any) -> EmailMessage:
    return _KINDS[instance.mail_kind].build(instance)


def _backend_defers() -> bool:
    return bool(deliver_notification.get_backend().supports_defer)


def enqueue(instance: Any) -> None:
    """Queue the notification of a saved submission.

    With the database backend the job row is written in the caller's
    transaction: the submission and its mail job commit together or not at
    all. Other backends (the immediate one, when django-tasks-db is missing)
    run after the commit.
    """
    kind, pk = instance.mail_kind, instance.pk
    if _backend_defers():
        deliver_notification.enqueue(kind, pk)
    else:
        transaction.on_commit(lambda: deliver_notification.enqueue(kind, pk), robust=True)


def retry_delay(attempts: int) -> timedelta:
    base = settings.NOTIFY_RETRY_BASE_SECONDS
    cap = settings.NOTIFY_RETRY_MAX_SECONDS
    seconds = min(cap, base * 2 ** max(0, attempts - 1))
    # A little jitter so that retries of a batch do not all hit the server at once.
    return timedelta(seconds=seconds * (1 + random.random() * 0.1))  # noqa: S311


@task(backend="database")
def deliver_notification(kind: str, pk: int) -> str:
    model = _KINDS[kind].model
    now = timezone.now()
    stale = now - timedelta(seconds=settings.NOTIFY_CLAIM_TIMEOUT_SECONDS)
    claimable = Q(mail_status__in=[MailStatus.PENDING, MailStatus.RETRY]) | Q(
        mail_status=MailStatus.SENDING, mail_claimed_at__lt=stale
    )
    claimed = model._default_manager.filter(claimable, pk=pk).update(
        mail_status=MailStatus.SENDING, mail_claimed_at=now, mail_attempts=F("mail_attempts") + 1
    )
    if not claimed:
        return "skipped: already sent, being sent, deleted or spam"
    instance: Any = model._default_manager.get(pk=pk)
    try:
        build_message(instance).send(fail_silently=False)
    except Exception as exc:
        next_at = timezone.now() + retry_delay(instance.mail_attempts)
        model._default_manager.filter(pk=pk, mail_status=MailStatus.SENDING).update(
            mail_status=MailStatus.RETRY,
            mail_last_error=header_safe(f"{type(exc).__name__}: {exc}", 300),
            mail_next_attempt_at=next_at,
        )
        logger.warning("notification %s #%s failed (%s); next try %s", kind, pk, exc, next_at)
        if _backend_defers():
            deliver_notification.using(run_after=next_at).enqueue(kind, pk)
        return "retry scheduled"
    model._default_manager.filter(pk=pk).update(
        mail_status=MailStatus.SENT,
        mail_sent_at=timezone.now(),
        mail_last_error="",
        mail_next_attempt_at=None,
    )
    return "sent"


def domain() -> str:
    return urlsplit(settings.SITE_URL).hostname or "localhost"


def request_origin(request: HttpRequest) -> str:
    """scheme://host[:port] of a request (the host is checked by ALLOWED_HOSTS)."""
    return f"{request.scheme}://{request.get_host()}"


def admin_url(instance: Any) -> str:
    """The staff page of a submission: STAFF_URL when set, else the origin the
    submission came in on (right whatever port or host the site runs on),
    else SITE_URL for rows stored before the origin was recorded."""
    meta = instance._meta
    path = f"{settings.ADMIN_PATH}{meta.app_label}/{meta.model_name}/{instance.pk}/change/"
    base = settings.STAFF_URL or getattr(instance, "staff_origin", "") or settings.SITE_URL
    return f"{base.rstrip('/')}/{path}"


def staff_message(
    subject: str, body: str, to: str, reply_to: list[str], msg_id: str
) -> EmailMessage:
    return EmailMessage(
        subject=header_safe(settings.EMAIL_SUBJECT_PREFIX + subject),
        body=body,
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[to],
        reply_to=reply_to,
        # A stable Message-ID: should a mail ever be sent twice (a worker
        # killed between SMTP and the database update), mail systems can
        # recognise the copy.
        headers={"Message-ID": f"<{msg_id}@{domain()}>"},
    )


def due(now: Any = None) -> Q:
    """Notifications that should have left by now. A pending one counts from
    when its job was queued (mail_next_attempt_at, set by the intake), not
    from its receipt time: a submission replayed from the intake spool keeps
    the time it was sent, hours before its job."""
    now = now or timezone.now()
    stale = now - timedelta(seconds=settings.NOTIFY_CLAIM_TIMEOUT_SECONDS)
    pending = Q(mail_status=MailStatus.PENDING)
    return (
        (pending & Q(mail_next_attempt_at__lt=stale))
        | (pending & Q(mail_next_attempt_at__isnull=True, created_at__lt=stale))
        | Q(mail_status=MailStatus.RETRY, mail_next_attempt_at__lte=now)
        | Q(mail_status=MailStatus.SENDING, mail_claimed_at__lt=stale)
    )


def requeue_due(dry_run: bool = False) -> int:
    """Queue again every notification that should have left by now.

    A safety net for jobs lost outside the database (another task backend)
    and for claims left by a worker killed mid-send.
    """
    count = 0
    condition = due()
    for kind, entry in _KINDS.items():
        model = entry.model
        for pk in model._default_manager.filter(condition).values_list("pk", flat=True):
            if not dry_run:
                deliver_notification.enqueue(kind, pk)
            count += 1
    return count
