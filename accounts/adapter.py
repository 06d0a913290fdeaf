"""django-allauth, fitted to the staff: nobody signs up, addresses come from
the proxy-aware resolution, mails leave through the durable queue, and
passkeys name the configured relying party."""

from typing import Any

from allauth.account.adapter import DefaultAccountAdapter
from allauth.core import context
from allauth.mfa.adapter import DefaultMFAAdapter
from django.conf import settings
from django.http import HttpRequest

from core.api.ratelimit import client_ip

from .record import queue_mail

SITE_NAME = "TQ Télécom"


class StaffAccountAdapter(DefaultAccountAdapter):
    def is_open_for_signup(self, request: HttpRequest) -> bool:
        # Accounts come from invitations (accounts/invitations.py).
        return False

    def get_client_ip(self, request: HttpRequest) -> str:
        # The real client behind the trusted proxy, as the rate limits see it.
        return client_ip(request) or "0.0.0.0"  # noqa: S104 - a key, never bound

    def send_mail(self, template_prefix: str, email: str, context_: dict[str, Any]) -> None:
        """Rendered now, sent by the mail worker with retries (core/mail/delivery.py)."""
        request = context.request
        ctx = {"request": request, "email": email, "current_site": _Site(request)}
        ctx.update(context_)
        msg = self.render_mail(template_prefix, email, ctx)
        queue_mail(email, str(msg.subject), str(msg.body))

    def format_email_subject(self, subject: str) -> str:
        return subject


class _Site:
    """What allauth's mail templates read from `current_site`."""

    name = SITE_NAME

    def __init__(self, request: HttpRequest | None) -> None:
        self.domain = request.get_host() if request is not None else ""


class StaffMFAAdapter(DefaultMFAAdapter):
    def _get_site_name(self) -> str:
        return SITE_NAME

    def get_public_key_credential_rp_entity(self) -> dict[str, str]:
        # WebAuthn refuses an IP as relying party: STAFF_WEBAUTHN_RP_ID, else the
        # page's own host (telecomsite/settings/staff.py).
        rp_id = settings.STAFF_WEBAUTHN_RP_ID or context.request.get_host().partition(":")[0]
        return {"id": rp_id, "name": SITE_NAME}
