"""The mail the sales team receives for each accepted lead."""

from typing import Any

from django.conf import settings
from django.core.mail import EmailMessage
from django.utils import timezone
from django.utils.formats import date_format

from core.mail import delivery

from .models import LeadContext


def mail_subject(lead: Any) -> str:
    """What the prospect asked for, not an internal key: the page's label and,
    on /contact, the subject they typed; then the company."""
    asked = lead.get_context_display()
    if lead.context == LeadContext.CONTACT:
        typed = " ".join(str(lead.extras.get("subject", "")).split())
        if typed:
            asked = f"{asked} : « {typed if len(typed) <= 90 else typed[:89] + '…'} »"
    flag = "[à vérifier] " if getattr(lead, "check_reason", "") else ""
    return f"{flag}Demande de rappel — {asked} — {lead.company}"


def _origin_lines(lead: Any) -> list[str]:
    """Where the lead came from (origin.py), then a blank line; nothing without one."""
    parts = [
        ("campagne", lead.utm_campaign),
        ("source", lead.utm_source),
        ("support", lead.utm_medium),
        ("terme", lead.utm_term),
        ("contenu", lead.utm_content),
        ("venu de", lead.referrer_domain),
    ]
    shown = [f"{label} {value}" for label, value in parts if value]
    if not shown:
        return []
    return ["Origine : " + ", ".join(shown) + ".", ""]


def build_lead_message(lead: Any) -> EmailMessage:
    received = date_format(timezone.localtime(lead.created_at), "d/m/Y à H:i")
    # A weak sign of automation comes first: the team calls all the same,
    # knowing why the filter hesitated (core/api/antispam.py).
    check = (
        [f"À VÉRIFIER : {lead.check_reason}. Probablement une vraie demande ; à traiter.", ""]
        if lead.check_reason
        else []
    )
    body = "\n".join(
        [
            *check,
            f"Nouvelle demande de rappel reçue le {received}"
            + (f" (page {lead.page_path})" if lead.page_path else "")
            + ".",
            "",
            f"Nom : {lead.full_name}",
            f"Entreprise : {lead.company}",
            f"E-mail : {lead.email}",
            f"Téléphone : {lead.phone or 'non renseigné'}",
            "",
            lead.spec_message,
            "",
            *_origin_lines(lead),
            "Promesse affichée : rappel sous 24 h.",
            f"Fiche : {delivery.admin_url(lead)}",
        ]
    )
    return delivery.staff_message(
        mail_subject(lead),
        body,
        settings.LEADS_NOTIFY_EMAIL,
        [lead.email],
        f"lead-{lead.pk}-{int(lead.created_at.timestamp())}",
    )
