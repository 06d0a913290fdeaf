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
mailed at least once. A mail sent just as PostgreSQL stops is not sent
again: the worker holds the fact and writes "sent" as soon as the database
answers (record_sent), and the first sweep after an outage leaves claims
alone. A duplicate can only come from a worker killed between the mail
server's acceptance and that update.
"""

import logging
import random
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.core.mail import EmailMessage
from django.db import InterfaceError, OperationalError, close_old_connections, models, transaction
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


# A mail the server accepted while the database was unreachable: how often
# the worker tries again to write "sent", and for how long before giving up
# (and leaving the claim to the recovery, hence a second copy).
RECORD_RETRY_SECONDS = 0.5
RECORD_PATIENCE_SECONDS = 600.0
_pause = time.sleep  # tests count the pauses instead of waiting


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
    record_sent(model, pk)
    return "sent"


def record_sent(model: type[models.Model], pk: int) -> None:
    """Write that the mail left, through a database outage: the mail is
    gone, so this fact must not be lost with the connection. Outside a
    transaction only (the worker's case): inside one, a lost connection
    has lost the transaction too, and the error goes up."""
    fields = {
        "mail_status": MailStatus.SENT,
        "mail_last_error": "",
        "mail_next_attempt_at": None,
    }
    deadline = time.monotonic() + RECORD_PATIENCE_SECONDS
    while True:
        try:
            model._default_manager.filter(pk=pk).update(mail_sent_at=timezone.now(), **fields)
            return
        except (OperationalError, InterfaceError) as error:
            if transaction.get_connection().in_atomic_block or time.monotonic() > deadline:
                raise
            logger.warning(
                "notification #%s sent but not yet recorded (%s); next try in %ss",
                pk,
                type(error).__name__,
                RECORD_RETRY_SECONDS,
            )
            close_old_connections()  # a dead connection is replaced at the next try
            _pause(RECORD_RETRY_SECONDS)


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


def due(now: Any = None, *, claims: bool = True) -> Q:
    """Notifications that should have left by now. A pending one counts from
    when its job was queued (mail_next_attempt_at, set by the intake), not
    from its receipt time: a submission replayed from the intake spool keeps
    the time it was sent, hours before its job. `claims=False` leaves out
    the stale claims (see recovery.py: the first sweep after an outage)."""
    now = now or timezone.now()
    stale = now - timedelta(seconds=settings.NOTIFY_CLAIM_TIMEOUT_SECONDS)
    pending = Q(mail_status=MailStatus.PENDING)
    condition = (
        (pending & Q(mail_next_attempt_at__lt=stale))
        | (pending & Q(mail_next_attempt_at__isnull=True, created_at__lt=stale))
        | Q(mail_status=MailStatus.RETRY, mail_next_attempt_at__lte=now)
    )
    if claims:
        condition |= Q(mail_status=MailStatus.SENDING, mail_claimed_at__lt=stale)
    return condition


def requeue_due(dry_run: bool = False, *, take_over_claims: bool = True) -> int:
    """Queue again every notification that should have left by now.

    A safety net for jobs lost outside the database (another task backend)
    and for claims left by a worker killed mid-send.
    """
    count = 0
    condition = due(claims=take_over_claims)
    for kind, entry in _KINDS.items():
        model = entry.model
        for pk in model._default_manager.filter(condition).values_list("pk", flat=True):
            if not dry_run:
                deliver_notification.enqueue(kind, pk)
            count += 1
    return count
