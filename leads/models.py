"""Leads: the callback requests of the offer pages and /contact (spec §3, §7)."""

from typing import Any, ClassVar

from django.conf import settings
from django.db import models
from django.utils import timezone

from core.api.rules import rules
from core.mail.status import MailNotified

from . import phones

# The pages holding a lead form, and their labels for staff: content/
# validation.json lists them once (its lead.contexts), for the API schemas, the
# front end's generated LeadContext type and these choices (LeadContext.CONTACT…).
# (Any: django-stubs do not model the functional TextChoices API.)
LeadContext: Any = models.TextChoices(  # type: ignore[call-overload]
    "LeadContext",
    [(key.upper(), (key, label)) for key, label in rules().file.lead.contexts.items()],
)


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
    # Empty until staff record a contact (status contacté or qualifié). The
    # retention period (privacy policy: 3 years after the last contact) runs
    # from this date, or from the date received while it is empty.
    last_contact_at = models.DateTimeField("dernier contact", null=True, blank=True, db_index=True)
    context = models.CharField("page", max_length=16, choices=LeadContext.choices)
    first_name = models.CharField("prénom", max_length=64)
    last_name = models.CharField("nom", max_length=64)
    company = models.CharField("entreprise", max_length=128)
    email = models.CharField("e-mail", max_length=128, db_index=True)
    phone = models.CharField("téléphone", max_length=32, blank=True)
    # Digits without spaces, dots or the +33/0 prefix, for the admin search (phones.py).
    phone_digits = models.CharField(
        "téléphone (chiffres)", max_length=32, blank=True, editable=False, db_index=True
    )
    # The number in E.164 (« +33123456789 »), the target of the tel: links;
    # empty without a number or when it cannot be dialled (phones.py).
    phone_e164 = models.CharField("téléphone (E.164)", max_length=16, blank=True, editable=False)
    message = models.TextField("message", blank=True)
    extras = models.JSONField("informations complémentaires", default=dict, blank=True)
    subject = models.CharField("objet de l'e-mail", max_length=300)
    # Spec §7's message (« Message: … » then one line per extra field), built
    # once from the fields when the lead comes in (leads/validation.py
    # CleanLead), as the subject is; the staff mail quotes it as stored.
    spec_message = models.TextField("message composé", blank=True, editable=False)
    page_path = models.CharField("page d'origine", max_length=200, blank=True)
    # Where the lead came from (origin.py): the campaign parameters of the
    # page the form was sent from, and the referring site's domain; empty
    # when the page had none. Kept as long as the lead itself.
    utm_source = models.CharField("source", max_length=100, blank=True, db_index=True)
    utm_medium = models.CharField("support", max_length=100, blank=True)
    utm_campaign = models.CharField("campagne", max_length=100, blank=True, db_index=True)
    utm_term = models.CharField("terme", max_length=100, blank=True)
    utm_content = models.CharField("contenu", max_length=100, blank=True)
    referrer_domain = models.CharField("site d'origine", max_length=100, blank=True)
    locale = models.CharField("langue", max_length=35, blank=True)
    status = models.CharField(
        "statut", max_length=10, choices=LeadStatus.choices, default=LeadStatus.NEW, db_index=True
    )
    spam_reason = models.CharField("motif spam", max_length=120, blank=True)
    # A weak sign of automation (fill time, missing proof, low score): the lead
    # is handled like any other, with this reason shown to the team.
    check_reason = models.CharField("à vérifier", max_length=200, blank=True)
    recaptcha_score = models.FloatField("score reCAPTCHA", null=True, blank=True)
    idempotency_key = models.CharField(
        "clé d'idempotence", max_length=64, unique=True, null=True, blank=True, editable=False
    )
    staff_note = models.TextField("note interne", blank=True)
    # The follow-up staff promised themselves (« Rappeler mardi 14 h »): listed
    # on the dashboard on its day and while overdue; cleared when done.
    next_action_at = models.DateTimeField("prochaine action", null=True, blank=True, db_index=True)
    next_action_note = models.CharField("prochaine action : quoi", max_length=200, blank=True)

    mail_kind: ClassVar[str] = "lead"

    class Meta:
        verbose_name = "demande de rappel"
        verbose_name_plural = "demandes de rappel"
        ordering = ("-created_at",)
        # Counts per campaign, without the leads themselves (origin_report.py):
        # Marketing has it, not the leads.
        permissions = [("view_origin_report", "Voir le rapport des origines")]

    def __str__(self) -> str:
        return f"{self.company} — {self.full_name}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        # Both derived from `phone` at every save, so they never go stale
        # (staff clearing a number, a correction). E.164 is set here rather
        # than where the row is built from the cleaned submission
        # (intake.lead_row), which belonged to the intake pipeline being
        # rebuilt when this was written: every way a lead is stored (API,
        # form, spool replay, staff scripts) passes through save().
        self.phone_digits = phones.national_digits(self.phone)
        self.phone_e164 = phones.e164(self.phone)
        update_fields = kwargs.get("update_fields")
        if update_fields is not None and "phone" in update_fields:
            kwargs["update_fields"] = {*update_fields, "phone_digits", "phone_e164"}
        super().save(*args, **kwargs)

    @property
    def full_name(self) -> str:
        return " ".join(p for p in (self.first_name, self.last_name) if p)

    @property
    def phone_href(self) -> str:
        """The tel: target, "" when the number cannot be dialled."""
        return self.phone_e164

    @property
    def phone_for_staff(self) -> str:
        """« 01 23 45 67 89 », « +32 2 123 45 67 »; as typed when it cannot be dialled."""
        return phones.for_staff(self.phone_e164) if self.phone_e164 else self.phone

    @property
    def phone_invalid(self) -> bool:
        """A number was given and cannot be dialled (stored before the check)."""
        return bool(self.phone.strip()) and not self.phone_e164

    def can_move_to(self, status: str) -> bool:
        return status in LEAD_TRANSITIONS.get(self.status, set())

    def allowed_statuses(self) -> list[str]:
        """The statuses this lead may move to, in the workflow's order."""
        allowed = LEAD_TRANSITIONS.get(self.status, set())
        return [s for s in LeadStatus if s in allowed]


class LeadStatusChange(models.Model):
    """One line of a lead's history, written by the application on every
    status change (lead page or list action), never typed by hand."""

    lead = models.ForeignKey(
        Lead, on_delete=models.CASCADE, related_name="history", verbose_name="demande"
    )
    changed_at = models.DateTimeField("le", default=timezone.now, db_index=True)
    changed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name="compte",
    )
    # The name at the time, kept if the account is deleted later.
    changed_by_name = models.CharField("par", max_length=150, blank=True)
    from_status = models.CharField("ancien statut", max_length=10, choices=LeadStatus.choices)
    to_status = models.CharField("nouveau statut", max_length=10, choices=LeadStatus.choices)
    note = models.TextField("note", blank=True)

    class Meta:
        verbose_name = "changement de statut"
        verbose_name_plural = "historique des statuts"
        ordering = ("-changed_at", "-pk")

    def __str__(self) -> str:
        return f"{self.get_from_status_display()} → {self.get_to_status_display()}"
