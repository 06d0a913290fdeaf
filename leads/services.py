"""What staff do to a stored lead beyond its status (the intake stores it:
leads/intake.py)."""

from django.db import transaction
from django.utils import timezone

from core.mail import delivery
from core.mail.status import MailStatus

from .models import Lead, LeadStatus


def restore_from_spam(lead: Lead) -> None:
    """Staff says "not spam": the lead becomes new and its mail goes out."""
    with transaction.atomic():
        lead.status = LeadStatus.NEW
        lead.spam_reason = ""
        fields = ["status", "spam_reason", "updated_at"]
        if lead.mail_status == MailStatus.SKIPPED:
            lead.mail_status = MailStatus.PENDING
            # The recovery sweep counts from the queueing (core/mail/delivery.due).
            lead.mail_next_attempt_at = timezone.now()
            fields += ["mail_status", "mail_next_attempt_at"]
        lead.save(update_fields=fields)
        if lead.mail_status == MailStatus.PENDING:
            delivery.enqueue(lead)
