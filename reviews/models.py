"""Customer reviews left from the home page, moderated by staff."""

from typing import ClassVar

from django.db import models
from django.utils import timezone

from core.mail.status import MailNotified


class ReviewStatus(models.TextChoices):
    PENDING = "attente", "En attente"
    PUBLISHED = "publie", "Publié"
    REFUSED = "refuse", "Refusé"


class Review(MailNotified):
    created_at = models.DateTimeField("reçu le", default=timezone.now, db_index=True)
    name = models.CharField("nom", max_length=128, blank=True)
    company = models.CharField("entreprise", max_length=128, blank=True)
    message = models.TextField("avis")
    status = models.CharField(
        "statut",
        max_length=10,
        choices=ReviewStatus.choices,
        default=ReviewStatus.PENDING,
        db_index=True,
    )
    moderated_at = models.DateTimeField("modéré le", null=True, blank=True)
    is_spam = models.BooleanField("spam", default=False)
    spam_reason = models.CharField("motif spam", max_length=120, blank=True)
    idempotency_key = models.CharField(
        "clé d'idempotence", max_length=64, unique=True, null=True, blank=True, editable=False
    )

    mail_kind: ClassVar[str] = "review"

    class Meta:
        verbose_name = "avis client"
        verbose_name_plural = "avis clients"
        ordering = ("-created_at",)

    def __str__(self) -> str:
        who = ", ".join(p for p in (self.name, self.company) if p) or "Anonyme"
        return f"{who} — {self.message[:40]}"

    @property
    def author(self) -> str:
        return ", ".join(p for p in (self.name, self.company) if p)
