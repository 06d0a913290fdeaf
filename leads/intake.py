"""What a lead is to the intake (core/intake): its schema and cleaning, its
no-JavaScript form, what makes two leads one request, its row and its mail.
Every step between them is the intake's, the same for reviews."""

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from core.intake import IntakeKind, SpamVerdict
from core.mail.status import MailStatus

from . import origin as lead_origin
from .models import Lead, LeadStatus
from .validation import CleanLead, lead_errors, lead_rules, validate_lead

# Where each page's form sits: the #contact section of the offer pages, the
# #formulaire section of /contact.
ANCHORS = {"contact": "formulaire"}
# The visitor's own fields, by form name, given back with the messages.
FORM_FIELDS = {"firstName", "lastName", "company", "email", "phone", "message"}


def form_values(post: Mapping[str, str]) -> dict[str, str]:
    return {
        name: str(value)
        for name, value in post.items()
        if name in FORM_FIELDS or name.startswith("extras.")
    }


def form_body(post: Mapping[str, str], page_path: str, page_address: str) -> dict[str, Any]:
    """The form's fields (the React form's names: "message" for the visitor's
    own text, "extras.<key>" for the page's extra fields, hidden "context")
    as the JSON API's body: the same schema, row, mail and messages. The
    campaign parameters come from the posting page's address (origin.py)."""
    return {
        "context": post.get("context", ""),
        "firstName": post.get("firstName", ""),
        "lastName": post.get("lastName", ""),
        "company": post.get("company", ""),
        "email": post.get("email", ""),
        "phone": post.get("phone", ""),
        "userMessage": post.get("message", ""),
        "extras": {
            name.removeprefix("extras."): str(value)
            for name, value in post.items()
            if name.startswith("extras.")
        },
        "page": page_path,
        "locale": lead_rules().payload["locale"],
        "website": post.get("website", ""),
        "origin": lead_origin.from_page_address(page_address, page_path),
    }


def same_request(lead: CleanLead | Lead) -> dict[str, object]:
    """What makes two submissions one request: who (the e-mail, for which
    company), which page context and what they asked (message and the page's
    extra fields)."""
    return {
        "email": lead.email.strip().lower(),
        "company": " ".join(lead.company.split()).casefold(),
        "context": lead.context,
        "message": " ".join(lead.message.split()),
        "extras": {k: " ".join(str(v).split()) for k, v in lead.extras.items()},
    }


def lead_row(
    clean: CleanLead, verdict: SpamVerdict, origin: str, key: str, received_at: datetime
) -> Lead:
    """The lead as stored, at once or when replayed from the spool."""
    return Lead(
        created_at=received_at,
        context=clean.context,
        first_name=clean.first_name,
        last_name=clean.last_name,
        company=clean.company,
        # Addresses are compared case-insensitively (RGPD requests, retention).
        email=clean.email.lower(),
        phone=clean.phone,
        message=clean.message,
        extras=clean.extras,
        # Spec §7's subject and message, built once on the server from the
        # fields (the cleaning).
        subject=clean.subject[:300],
        spec_message=clean.spec_message,
        page_path=clean.page,
        **{field: clean.origin.get(key, "") for key, field in lead_origin.lead_fields().items()},
        locale=clean.locale,
        # Always a key (intake.new_key when the form sent none): a commit whose
        # answer was lost, then spooled, is still stored once.
        idempotency_key=key,
        status=LeadStatus.SPAM if verdict.spam else LeadStatus.NEW,
        spam_reason=verdict.reason[:120],
        check_reason=verdict.check[:200],
        recaptcha_score=verdict.score,
        mail_status=MailStatus.SKIPPED if verdict.spam else MailStatus.PENDING,
        staff_origin=origin[:200],
    )


LEAD: IntakeKind[CleanLead, Lead] = IntakeKind(
    name=Lead.mail_kind,
    form_kind="lead",
    form_name="demande",
    rate_scope="send",
    model=Lead,
    clean_type=CleanLead,
    validate=validate_lead,
    explain=lead_errors,
    form_body=form_body,
    form_values=form_values,
    thanks_anchor=lambda clean: ANCHORS.get(clean.context, "contact"),
    same_request=same_request,
    twin_lookup=lambda clean: {"email": clean.email.strip().lower(), "context": clean.context},
    build_row=lead_row,
    recaptcha=True,
)
