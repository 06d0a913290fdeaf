"""How the admin shows a submission's notification status (leads and reviews)."""

from typing import Any

from .status import MailStatus

MAIL_BADGES = {
    MailStatus.SENT: "✔",
    MailStatus.PENDING: "…",
    MailStatus.SENDING: "…",
    MailStatus.RETRY: "↻",
    MailStatus.SKIPPED: "–",
}


def mail_status_cell(obj: Any) -> str:
    label = obj.get_mail_status_display()
    if obj.mail_status == MailStatus.RETRY and obj.mail_attempts:
        label = f"{label} ({obj.mail_attempts} échec{'s' if obj.mail_attempts > 1 else ''})"
    return f"{MAIL_BADGES.get(obj.mail_status, '')} {label}"
