"""Leads: the callback requests of the offer pages and /contact (spec §3, §7)."""

from typing import ClassVar

from django.db import models
from django.utils import timezone

from telecomsite.mail.status import MailNotified


class LeadContext(models.TextChoices):
    TELEPHONIE = "telephonie", "Téléphonie"
    INTERNET = "internet", "Internet & Connectivité"
    INFOGERANCE = "infogerance", "Infogérance"
    CYBER = "cyber", "Cybersécurité"
    CONTACT = "contact", "Contact"


class LeadStatus(models.TextChoices):
    NEW = "nouveau", "Nouveau"
    CONTACTED = "contacte", "Contacté"
    QUALIFIED = "qualifie", "Qualifié"
    LOST = "perdu", "Perdu"
    SPAM = "spam", "Spam"


# The staff workflow: nouveau → contacté → qualifié / perdu, plus spam; a
# lead marked as spam by mistake can be put back to "nouveau".
LEAD_TRANSITIONS: dict[str, set[str]] = {
    LeadStatus.NEW: {LeadStatus.CONTACTED, LeadStatus.LOST, LeadStatus.SPAM},
    LeadStatus.CONTACTED: {LeadStatus.QUALIFIED, LeadStatus.LOST},
    LeadStatus.QUALIFIED: {LeadStatus.LOST},
    LeadStatus.LOST: {LeadStatus.CONTACTED},
    LeadStatus.SPAM: {LeadStatus.NEW},
}


class Lead(MailNotified):
    created_at = models.DateTimeField("reçue le", default=timezone.now, db_index=True)
    updated_at = models.DateTimeField("modifiée le", auto_now=True)
    # Retention (privacy policy): prospects are kept 3 years after the last
    # contact; staff actions that reach the prospect move this date.
    last_contact_at = models.DateTimeField("dernier contact", default=timezone.now, db_index=True)
    context = models.CharField("page", max_length=16, choices=LeadContext.choices)
    first_name = models.CharField("prénom", max_length=64)
    last_name = models.CharField("nom", max_length=64)
    company = models.CharField("entreprise", max_length=128)
    email = models.CharField("e-mail", max_length=128, db_index=True)
    phone = models.CharField("téléphone", max_length=32, blank=True)
    message = models.TextField("message", blank=True)
    extras = models.JSONField("informations complémentaires", default=dict, blank=True)
    subject = models.CharField("objet du mail", max_length=300)
    page_path = models.CharField("page d'origine", max_length=200, blank=True)
    locale = models.CharField("langue", max_length=35, blank=True)
    status = models.CharField(
        "statut", max_length=10, choices=LeadStatus.choices, default=LeadStatus.NEW, db_index=True
    )
    spam_reason = models.CharField("motif spam", max_length=120, blank=True)
    recaptcha_score = models.FloatField("score reCAPTCHA", null=True, blank=True)
    idempotency_key = models.CharField(
        "clé d'idempotence", max_length=64, unique=True, null=True, blank=True, editable=False
    )
    staff_note = models.TextField("note interne", blank=True)

    mail_kind: ClassVar[str] = "lead"

    class Meta:
        verbose_name = "demande de rappel"
        verbose_name_plural = "demandes de rappel"
        ordering = ("-created_at",)

    def __str__(self) -> str:
        return f"{self.company} — {self.full_name}"

    @property
    def full_name(self) -> str:
        return " ".join(p for p in (self.first_name, self.last_name) if p)

    def can_move_to(self, status: str) -> bool:
        return status in LEAD_TRANSITIONS.get(self.status, set())
