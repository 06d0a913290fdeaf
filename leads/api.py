"""POST /api/send: the lead form of every offer page and of /contact (spec §7)."""

from ninja import Router

from core.intake import json_endpoint

from .intake import LEAD
from .schemas import LeadIn
from .validation import clean_lead

router = Router(tags=["Demandes de rappel"])

json_endpoint(
    router,
    "/send",
    LEAD,
    LeadIn,
    lambda payload: clean_lead(payload.root),
    summary="Envoyer une demande de rappel",
    description=(
        "Accepts spec §7's body (name, email, subject, message, phone, company, locale, "
        "recaptchaToken) as it is, or our forms' body with its structured enrichments. "
        "Stores the lead (committed before the answer) and queues the mail to the sales "
        "address. Bots (honeypot, fill time, reCAPTCHA) get the same answer; their lead "
        "is kept as spam, not mailed. While the database cannot take it, the lead is "
        "kept in the intake spool and stored when it is back; 503 when neither can."
    ),
)
