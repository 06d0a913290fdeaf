"""Status changes of a lead, with the history line the application writes.

Every change (lead page, list action) goes through `change_status`: it
checks the workflow (models.LEAD_TRANSITIONS), records a contact when the
prospect was reached, restores the notification of a lead taken out of spam,
and writes who changed what and when, in one transaction.
"""

from typing import Any

from django.db import transaction
from django.utils import timezone

from . import services
from .models import Lead, LeadStatus, LeadStatusChange

# Reaching the prospect is a contact: it fills "Dernier contact" and restarts
# the retention period.
CONTACT_STATUSES = {LeadStatus.CONTACTED, LeadStatus.QUALIFIED}


def staff_name(user: Any) -> str:
    if user is None or not getattr(user, "is_authenticated", False):
        return ""
    return (user.get_full_name() or user.get_username())[:150]


def change_status(lead: Lead, status: str, user: Any = None, note: str = "") -> bool:
    """Move the lead to `status` if the workflow allows it; False otherwise."""
    if not lead.can_move_to(status):
        return False
    previous = lead.status
    with transaction.atomic():
        if status == LeadStatus.NEW and previous == LeadStatus.SPAM:
            services.restore_from_spam(lead)
        else:
            lead.status = status
            fields = ["status", "updated_at"]
            if status in CONTACT_STATUSES:
                lead.last_contact_at = timezone.now()
                fields.append("last_contact_at")
            lead.save(update_fields=fields)
        LeadStatusChange.objects.create(
            lead=lead,
            changed_by=user if getattr(user, "is_authenticated", False) else None,
            changed_by_name=staff_name(user),
            from_status=previous,
            to_status=status,
            note=note.strip(),
        )
    return True
