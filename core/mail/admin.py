"""How the admin shows a submission's notification status (leads and reviews)."""

from typing import Any

from .status import MailStatus

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
