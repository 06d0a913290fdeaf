"""The sign-in record, and the mails sent to staff members themselves."""

from typing import ClassVar

from django.conf import settings
from django.core.mail import EmailMessage
from django.db import models

from core.mail import delivery
from core.mail.status import MailNotified


class SignInEvent(models.Model):
    """One sign-in, failed second factor, factor change or reset: who, when,
    from which address (the real client's, behind the proxy) and browser.
    Kept STAFF_SIGNIN_RETENTION_DAYS (purge_personal_data)."""

    class Kind(models.TextChoices):
        LOGIN = "login", "Connexion"
        LOGOUT = "logout", "Déconnexion"
        MFA_FAILED = "mfa_failed", "Échec du second facteur"
        FACTOR_ADDED = "factor_added", "Facteur ajouté"
        FACTOR_REMOVED = "factor_removed", "Facteur supprimé"
        RECOVERY_CODES = "recovery_codes", "Codes de secours régénérés"
        FACTORS_RESET = "factors_reset", "Facteurs réinitialisés par un administrateur"
        PASSWORD_CHANGED = "password_changed", "Mot de passe modifié"
        PASSWORD_RESET = "password_reset", "Mot de passe réinitialisé"
        PASSWORD_RESET_ASKED = "reset_asked", "Lien de réinitialisation demandé"
        INVITED = "invited", "Invitation envoyée"
        INVITATION_ACCEPTED = "invitation_accepted", "Invitation acceptée"
        SESSIONS_ENDED = "sessions_ended", "Autres sessions fermées"
        SESSION_EXPIRED = "session_expired", "Session expirée"

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name="compte",
        null=True,
        on_delete=models.CASCADE,
        related_name="signin_events",
    )
    at = models.DateTimeField("date", auto_now_add=True, db_index=True)
    kind = models.CharField("événement", max_length=20, choices=Kind.choices)
    ip = models.GenericIPAddressField("adresse IP", null=True, blank=True)
    user_agent = models.CharField("navigateur", max_length=300, blank=True)
    detail = models.CharField("détail", max_length=200, blank=True)

    class Meta:
        verbose_name = "événement de connexion"
        verbose_name_plural = "journal des connexions du personnel"
        ordering = ["-at"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} — {self.user} — {self.at:%d/%m/%Y %H:%M}"


class StaffMail(MailNotified):
    """A mail to one staff member (invitation, reset link, security notice),
    sent through the durable queue (core/mail/delivery.py) like the leads'.
    Sent rows are deleted after NOTIFY_TASK_RETENTION_DAYS (they may hold a link)."""

    mail_kind: ClassVar[str] = "staff"

    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    to = models.EmailField("destinataire")
    subject = models.CharField("objet", max_length=200)
    body = models.TextField("texte")

    class Meta:
        verbose_name = "e-mail au personnel"
        verbose_name_plural = "e-mails au personnel"

    def __str__(self) -> str:
        return f"{self.subject} → {self.to}"

    def message(self) -> EmailMessage:
        return delivery.staff_message(
            self.subject,
            self.body,
            self.to,
            [],
            f"staff-{self.pk}-{int(self.created_at.timestamp())}",
        )
