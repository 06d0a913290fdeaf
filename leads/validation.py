"""The lead form's rules (spec §5) and the §7 mail fields, from content/validation.json.

The shared machinery (trimming, check order, messages) is telecomsite/api/rules.py.
"""

from dataclasses import dataclass
from functools import cache
from typing import Any

from telecomsite.api.rules import (
    FieldErrors,
    FieldRule,
    field_rule,
    message_for,
    optional_string,
    read_fill_ms,
    rules,
    string_fields,
    trim,
    unknown_keys,
)


@dataclass(frozen=True)
class LeadRules:
    fields: tuple[FieldRule, ...]
    extras: dict[str, tuple[FieldRule, ...]]
    payload: dict[str, Any]


@cache
def lead_rules() -> LeadRules:
    lead = rules().raw["lead"]
    return LeadRules(
        fields=tuple(field_rule(f) for f in lead["fields"]),
        extras={
            context: tuple(field_rule(f, lead["extraTypes"]) for f in fields)
            for context, fields in lead["extras"].items()
        },
        payload=lead["payload"],
    )


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


# The §7 mail fields are accepted (older clients send them) but the server
# rebuilds them from the structured fields, so only their shape is checked.
LEAD_MAIL_FIELDS = {"name", "subject", "message", "email", "phone", "company", "locale"}
LEAD_KEYS = LEAD_MAIL_FIELDS | {
    "recaptchaToken",
    "context",
    "firstName",
    "lastName",
    "userMessage",
    "extras",
    "page",
    "idempotencyKey",
    "website",
    "fillMs",
}


def validate_lead(data: dict[str, Any]) -> tuple[CleanLead | None, FieldErrors]:
    r = lead_rules()
    meta = rules().meta
    errors: FieldErrors = {}
    unknown_keys(data, LEAD_KEYS, errors)

    context = data.get("context")
    if not isinstance(context, str) or context not in r.extras:
        errors["context"] = message_for(None, "pattern" if isinstance(context, str) else "type")
        context = None

    # The form's own message travels as userMessage; "message" is the §7
    # composed text (message then extras), only bounded here.
    fields_in = {
        "firstName": data.get("firstName"),
        "lastName": data.get("lastName"),
        "company": data.get("company"),
        "email": data.get("email"),
        "phone": data.get("phone"),
        "message": data.get("userMessage"),
    }
    clean = string_fields(fields_in, r.fields, "", errors)
    for key in ("name", "subject", "message"):
        if key not in errors:
            optional_string(
                data, key, errors, meta["composedMaxLength"], multiline=key == "message"
            )

    extras_in = data.get("extras", {})
    extras: dict[str, str] = {}
    if extras_in is None:
        extras_in = {}
    if not isinstance(extras_in, dict):
        errors["extras"] = message_for(None, "type")
    elif context is not None:
        definitions = r.extras[context]
        unknown_keys(extras_in, {d.key for d in definitions}, errors, prefix="extras.")
        extras = string_fields(extras_in, definitions, "extras.", errors)
        extras = {k: v for k, v in extras.items() if v}

    locale = optional_string(data, "locale", errors, 35, meta["locale"])
    page = optional_string(data, "page", errors, 200, meta["pagePath"])
    key = optional_string(data, "idempotencyKey", errors, 64, meta["idempotencyKey"])
    token = optional_string(data, "recaptchaToken", errors, meta["recaptchaTokenMaxLength"])
    honeypot = optional_string(data, "website", errors, meta["honeypotMaxLength"], multiline=True)
    fill_ms = read_fill_ms(data, errors)

    if errors or context is None:
        return None, errors
    return (
        CleanLead(
            context=context,
            first_name=clean["firstName"],
            last_name=clean["lastName"],
            company=clean["company"],
            email=clean["email"],
            phone=clean["phone"],
            message=clean.get("message", ""),
            extras=extras,
            page=page,
            locale=locale,
            idempotency_key=key,
            recaptcha_token=token,
            honeypot=honeypot,
            fill_ms=fill_ms,
        ),
        {},
    )


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
