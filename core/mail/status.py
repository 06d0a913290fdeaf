"""Where the staff notification of a submission stands, shared by leads and reviews."""

from django.db import models


class MailStatus(models.TextChoices):
    PENDING = "pending", "En attente d'envoi"
    SENDING = "sending", "Envoi en cours"
    RETRY = "retry", "Nouvel essai programmé"
    SENT = "sent", "Envoyé"
    SKIPPED = "skipped", "Non envoyé (spam)"


class MailNotified(models.Model):
    """Where the staff notification of one submission stands.

    The row itself is the source of truth: a send is claimed by moving the
    status to "sending" with a conditional UPDATE, so two workers (or a retry
    and a manual resend) can never mail the same submission twice.
    """

    mail_status = models.CharField(
        "notification", max_length=10, choices=MailStatus.choices, default=MailStatus.PENDING
    )
    mail_attempts = models.PositiveIntegerField("tentatives d'envoi", default=0)
    mail_last_error = models.CharField("dernière erreur d'envoi", max_length=300, blank=True)
    mail_claimed_at = models.DateTimeField("envoi commencé le", null=True, blank=True)
    mail_next_attempt_at = models.DateTimeField("prochain essai", null=True, blank=True)
    mail_sent_at = models.DateTimeField("notification envoyée le", null=True, blank=True)
    # The origin (scheme://host:port) the submission came in on: the mail's
    # link to the admin uses it unless STAFF_URL says otherwise (delivery.admin_url).
    staff_origin = models.CharField("adresse du site à l'envoi", max_length=200, blank=True)

    class Meta:
        abstract = True
