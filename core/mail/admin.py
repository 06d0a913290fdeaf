"""How the admin shows a submission's notification status (leads and reviews).

Both admins show the same fields, under the same guarantee, and the same
change-list column: they are written here once.
"""

from typing import TYPE_CHECKING, Any

from django.contrib import admin

from .status import MailStatus

if TYPE_CHECKING:
    from django.contrib.admin.options import _FieldOpts

# The delivery fields of core.mail.status.MailNotified, read-only in the admin.
MAIL_FIELDS = (
    "mail_status",
    "mail_attempts",
    "mail_sent_at",
    "mail_next_attempt_at",
    "mail_last_error",
)

# Shown above the notification fields of every lead and review (README, "Mail
# and the worker"): the honest guarantee, in the staff's words.
MAIL_GUARANTEE = (
    "Chaque demande acceptée est envoyée au moins une fois, même si le serveur de "
    "messagerie ou l'envoi s'interrompt : un envoi resté « Envoi en cours » est repris "
    "automatiquement en moins de 3 minutes. Un doublon n'est possible que si l'envoi "
    "s'est interrompu juste après l'acceptation du message par le serveur de messagerie ; "
    "il porte alors le même identifiant de message."
)

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


def mail_fieldset(title: str, *, collapsed: bool = False) -> "tuple[str, _FieldOpts]":
    """The change form's notification block: the mail fields under the guarantee."""
    options: _FieldOpts = {"description": MAIL_GUARANTEE, "fields": MAIL_FIELDS}
    if collapsed:
        options["classes"] = ("collapse",)
    return (title, options)


class MailStatusColumn:
    """The change list's « Notification » column (list_display: "notification")."""

    @admin.display(description="Notification", ordering="mail_status")
    def notification(self, obj: Any) -> str:
        return mail_status_cell(obj)
