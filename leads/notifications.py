"""The mail the sales team receives for each accepted lead."""

from typing import Any

from django.conf import settings
from django.core.mail import EmailMessage
from django.utils import timezone
from django.utils.formats import date_format

from telecomsite.mail import delivery

from .validation import compose_mail_fields


def build_lead_message(lead: Any) -> EmailMessage:
    composed = compose_mail_fields(
        lead.context, lead.first_name, lead.last_name, lead.company, lead.message, lead.extras
    )
    received = date_format(timezone.localtime(lead.created_at), "d/m/Y à H:i")
    body = "\n".join(
        [
            f"Nouvelle demande de rappel reçue le {received}"
            + (f" (page {lead.page_path})" if lead.page_path else "")
            + ".",
            "",
            f"Nom : {composed['name']}",
            f"Entreprise : {lead.company}",
            f"E-mail : {lead.email}",
            f"Téléphone : {lead.phone or 'non renseigné'}",
            "",
            composed["message"],
            "",
            "Promesse affichée : rappel sous 24 h.",
            f"Fiche : {delivery.admin_url(lead)}",
        ]
    )
    return delivery.staff_message(
        lead.subject,
        body,
        settings.LEADS_NOTIFY_EMAIL,
        [lead.email],
        f"lead-{lead.pk}-{int(lead.created_at.timestamp())}",
    )
