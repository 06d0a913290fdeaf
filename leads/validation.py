"""Turning a lead body into a clean lead: the schema decides, this explains and trims.

`validate_lead` is what every entry point calls (the JSON API, the HTML form):
the body is checked against leads/schemas.py (built from
content/validation.json), errors come back as French per-field messages, and a
spec §7 body without enrichments is read as spec §7 says (the context from its
subject, the names from `name`, the message from `message`).
"""

import logging
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from pydantic import BaseModel, ValidationError

from core.api.contract import french_errors
from core.api.rules import FieldErrors, trim

from . import origin
from .rules import lead_rules
from .schemas import LeadIn, structured_rules

logger = logging.getLogger(__name__)


@dataclass
class CleanLead:
    context: str
    first_name: str
    last_name: str
    company: str
    email: str
    phone: str
    message: str
    extras: dict[str, str]
    page: str
    locale: str
    idempotency_key: str
    recaptcha_token: str
    honeypot: str
    fill_ms: int | None
    # The ALTCHA answer (base64), checked with the spam signals, not here.
    altcha: str = ""
    # Spec §7's subject and message, built here from the fields, once: the
    # browser sends its own (the spec's body); the subject is checked against
    # the server's (clean_lead), and the server's are the ones stored.
    subject: str = ""
    spec_message: str = ""
    # Where the lead came from (origin.py): campaign parameters and referring
    # domain, already bounded. Last, with a default: a lead spooled before it
    # existed is replayed as it was.
    origin: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.subject or not self.spec_message:
            composed = compose_mail_fields(
                self.context,
                self.first_name,
                self.last_name,
                self.company,
                self.message,
                self.extras,
            )
            self.subject = self.subject or composed["subject"]
            self.spec_message = self.spec_message or composed["message"]


def lead_errors(error: ValidationError | list[Any], skip: int = 0) -> FieldErrors:
    """French messages for the schema's errors; the form's message field is "message"."""
    errors = error.errors() if isinstance(error, ValidationError) else error
    details = french_errors(errors, structured_rules(), skip=skip + 1)  # + the union's tag
    if "userMessage" in details:
        details["message"] = details.pop("userMessage")
    return details


def validate_lead(data: dict[str, Any]) -> tuple[CleanLead | None, FieldErrors]:
    try:
        body = LeadIn.model_validate(data)
    except ValidationError as exc:
        return None, lead_errors(exc)
    return clean_lead(body.root), {}


@cache
def _subject_pattern() -> re.Pattern[str]:
    template = re.escape(lead_rules().payload["subject"])
    template = template.replace(re.escape("{context}"), r"(?P<context>\S+)")
    return re.compile("^" + template.replace(re.escape("{company}"), ".*") + "$", re.DOTALL)


def context_from_subject(subject: str) -> str:
    """Spec §7's subject is 'Lead {context} — {company}'; anything else is a contact."""
    found = _subject_pattern().match(trim(subject))
    context = found.group("context") if found else ""
    return context if context in lead_rules().extras else "contact"


def _spec_message(message: str) -> str:
    # Spec §7's message is 'Message: …' then the extras: keep the visitor's words.
    prefix = lead_rules().payload["messageFirstLine"].replace("{message}", "")
    return trim(message).removeprefix(prefix)


def clean_lead(body: BaseModel) -> CleanLead:
    """The trimmed lead of a schema-valid body (any of its shapes)."""
    fields = body.model_dump()
    value: dict[str, Any] = {k: trim(v) if isinstance(v, str) else v for k, v in fields.items()}
    context = value.get("context") or context_from_subject(value["subject"] or "")
    extras = {k: trim(v) for k, v in (fields.get("extras") or {}).items() if v and trim(v)}
    first, last = value["firstName"], value["lastName"]
    if first is None and last is None:
        first, _, last = (value["name"] or "").partition(" ")
    message = value["userMessage"]
    if message is None:
        message = _spec_message(value["message"] or "")
    subject = value["subject"] or ""
    # A spec §7 client's own subject is what the prospect asked for.
    spec_body = "context" not in fields
    if spec_body and context == "contact" and subject and not _subject_pattern().match(subject):
        extras = {"subject": subject[:200]}
    clean = CleanLead(
        context=context,
        first_name=trim(first or "")[:64],
        last_name=trim(last or "")[:64],
        company=value["company"],
        email=value["email"],
        phone=value["phone"] or "",
        message=message,
        extras=extras,
        page=value["page"] or "",
        locale=value["locale"] or "",
        idempotency_key=value["idempotencyKey"] or "",
        recaptcha_token=value["recaptchaToken"] or "",
        honeypot=fields["website"] or "",
        fill_ms=value["fillMs"],
        altcha=value["altcha"] or "",
        origin=origin.from_values(fields.get("origin")),
    )
    if not spec_body and subject and subject != clean.subject:
        # Our form builds the same subject (frontend/src/lib): a difference is
        # a stale bundle or another client; the server's subject is the one kept.
        logger.warning("lead: the subject sent differs from the server's (page %s)", context)
    return clean


def extra_label(context: str, key: str) -> str:
    for definition in lead_rules().extras.get(context, ()):
        if definition.key == key:
            return definition.label
    return key


def compose_mail_fields(
    context: str | None,
    first_name: str,
    last_name: str,
    company: str,
    message: str,
    extras: dict[str, str],
) -> dict[str, str]:
    """Subject, name and message built as spec §7 says (the client does the same)."""
    p = lead_rules().payload
    company = trim(company)
    if company:
        template = p["subject"] if context else p["subjectWithoutContext"]
        subject = template.replace("{context}", context or "").replace("{company}", company)
    else:
        subject = p["subjectFallback"]
    name = " ".join(part for part in (trim(first_name), trim(last_name)) if part)
    lines = [p["messageFirstLine"].replace("{message}", trim(message))]
    definitions = lead_rules().extras.get(context or "", ())
    ordered = sorted(
        (d for d in definitions if trim(extras.get(d.key, ""))),
        key=lambda d: d.weight if d.weight is not None else p["defaultWeight"],
    )
    for definition in ordered:
        value = trim(extras[definition.key])
        lines.append(p["extraLine"].replace("{label}", definition.label).replace("{value}", value))
    return {"subject": subject, "name": name, "message": "\n".join(lines)}
