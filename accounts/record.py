"""Writing the sign-in record and the mails to a staff member."""

from typing import Any

from django.db import transaction
from django.http import HttpRequest

from core.api.ratelimit import client_ip
from core.mail import delivery

from .models import SignInEvent, StaffMail


def record(request: HttpRequest | None, user: Any, kind: str, detail: str = "") -> SignInEvent:
    """Store one event with the real client's address (behind the proxy,
    the same resolution as the rate limits) and browser."""
    ip = client_ip(request) if request is not None else ""
    agent = request.META.get("HTTP_USER_AGENT", "") if request is not None else ""
    return SignInEvent.objects.create(
        user=user if user is not None and user.pk else None,
        kind=kind,
        ip=ip or None,
        user_agent=agent[:300],
        detail=detail[:200],
    )


def queue_mail(to: str, subject: str, body: str) -> StaffMail | None:
    """Queue a mail to a staff member on the durable queue; no address, no mail."""
    if not to:
        return None
    with transaction.atomic():
        mail = StaffMail.objects.create(to=to, subject=subject[:200], body=body)
        delivery.enqueue(mail)
    return mail
