"""The lead and review rules of spec §5, read from content/validation.json.

The React forms apply the same file through frontend/src/lib/validation.ts;
content/validation-vectors.json is run by both test suites so that the two
implementations never drift. Every check here works on untrusted JSON: a
wrong type is an error, never an exception.
"""

import json
import math
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from django.conf import settings

FieldErrors = dict[str, str]


@dataclass(frozen=True)
class FieldRule:
    key: str
    label: str
    type: str
    required: bool
    max_length: int
    pattern: re.Pattern[str] | None
    messages: dict[str, str]
    weight: float = 1

    @property
    def multiline(self) -> bool:
        return self.type == "textarea"


@dataclass(frozen=True)
class Rules:
    raw: dict[str, Any]
    trim: re.Pattern[str]
    control_single: re.Pattern[str]
    control_multi: re.Pattern[str]
    messages: dict[str, str]
    lead_fields: tuple[FieldRule, ...]
    extras: dict[str, tuple[FieldRule, ...]]
    review_fields: tuple[FieldRule, ...]
    meta: dict[str, Any]
    payload: dict[str, Any]


def _field(spec: dict[str, Any], extra_types: dict[str, Any] | None = None) -> FieldRule:
    type_rules = (extra_types or {}).get(spec["type"], {})
    pattern = spec.get("pattern") or type_rules.get("pattern")
    return FieldRule(
        key=spec["key"],
        label=spec["label"],
        type=spec["type"],
        required=bool(spec.get("required", False)),
        max_length=int(spec.get("maxLength") or type_rules["maxLength"]),
        pattern=re.compile(pattern) if pattern else None,
        messages=dict(spec.get("messages", {})),
        weight=float(spec.get("weight", 1)),
    )


@cache
def rules() -> Rules:
    with open(settings.CONTENT_DIR / "validation.json", encoding="utf-8") as fh:
        raw = json.load(fh)
    lead = raw["lead"]
    ws = raw["whitespace"]
    return Rules(
        raw=raw,
        trim=re.compile(f"^{ws}+|{ws}+$"),
        control_single=re.compile(raw["controlChars"]["singleLine"]),
        control_multi=re.compile(raw["controlChars"]["multiLine"]),
        messages=raw["messages"],
        lead_fields=tuple(_field(f) for f in lead["fields"]),
        extras={
            context: tuple(_field(f, lead["extraTypes"]) for f in fields)
            for context, fields in lead["extras"].items()
        },
        review_fields=tuple(_field(f) for f in raw["review"]["fields"]),
        meta=raw["meta"],
        payload=lead["payload"],
    )


def trim(value: str) -> str:
    return rules().trim.sub("", value)


def _well_formed(value: str) -> bool:
    # JSON allows lone surrogates ("\ud800"); no database or mail can store them.
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check(rule: FieldRule, value: str) -> str | None:
    """The first rule the value breaks (its code), or None.

    Order, the same as the client's: characters, required, length, pattern.
    """
    r = rules()
    control = r.control_multi if rule.multiline else r.control_single
    if not _well_formed(value) or control.search(value):
        return "controlChars"
    value = trim(value)
    if not value:
        return "required" if rule.required else None
    if len(value) > rule.max_length:
        return "maxLength"
    if rule.pattern and not rule.pattern.fullmatch(value):
        return "number" if rule.type == "number" else "pattern"
    return None


def message_for(rule: FieldRule | None, code: str) -> str:
    r = rules()
    if rule is not None and code in rule.messages:
        return rule.messages[code]
    text = r.messages.get(code, r.messages["pattern"])
    return text.replace("{max}", str(rule.max_length if rule else ""))


def _string_fields(
    data: dict[str, Any], fields: tuple[FieldRule, ...], prefix: str, errors: FieldErrors
) -> dict[str, str]:
    clean: dict[str, str] = {}
    for rule in fields:
        value = data.get(rule.key, "")
        if value is None:
            value = ""
        if not isinstance(value, str):
            errors[prefix + rule.key] = message_for(None, "type")
            continue
        code = check(rule, value)
        if code:
            errors[prefix + rule.key] = message_for(rule, code)
        else:
            clean[rule.key] = trim(value)
    return clean


def _optional_string(
    data: dict[str, Any],
    key: str,
    errors: FieldErrors,
    max_length: int,
    pattern: str | None = None,
    multiline: bool = False,
) -> str:
    value = data.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        errors[key] = message_for(None, "type")
        return ""
    control = rules().control_multi if multiline else rules().control_single
    if not _well_formed(value) or control.search(value):
        errors[key] = message_for(None, "controlChars")
        return ""
    if len(value) > max_length:
        errors[key] = rules().messages["maxLength"].replace("{max}", str(max_length))
        return ""
    if pattern and value and not re.fullmatch(pattern, value):
        errors[key] = message_for(None, "pattern")
        return ""
    return value


def _fill_ms(data: dict[str, Any], errors: FieldErrors) -> int | None:
    value = data.get("fillMs")
    if value is None:
        return None
    # bool is an int in Python; JSON true is not a duration.
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        errors["fillMs"] = message_for(None, "type")
        return None
    return max(0, min(int(value), 10**9))


def _unknown(
    data: dict[str, Any], allowed: set[str], errors: FieldErrors, prefix: str = ""
) -> None:
    for key in data:
        if key not in allowed:
            # Keys come from the client: bound what is echoed back.
            errors[prefix + str(key)[:64]] = message_for(None, "unknown")


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
    r = rules()
    meta = r.meta
    errors: FieldErrors = {}
    _unknown(data, LEAD_KEYS, errors)

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
    clean = _string_fields(fields_in, r.lead_fields, "", errors)
    for key in ("name", "subject", "message"):
        if key not in errors:
            _optional_string(
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
        _unknown(extras_in, {d.key for d in definitions}, errors, prefix="extras.")
        extras = _string_fields(extras_in, definitions, "extras.", errors)
        extras = {k: v for k, v in extras.items() if v}

    locale = _optional_string(data, "locale", errors, 35, meta["locale"])
    page = _optional_string(data, "page", errors, 200, meta["pagePath"])
    key = _optional_string(data, "idempotencyKey", errors, 64, meta["idempotencyKey"])
    token = _optional_string(data, "recaptchaToken", errors, meta["recaptchaTokenMaxLength"])
    honeypot = _optional_string(data, "website", errors, meta["honeypotMaxLength"], multiline=True)
    fill_ms = _fill_ms(data, errors)

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


@dataclass
class CleanReview:
    name: str
    company: str
    message: str
    idempotency_key: str
    honeypot: str
    fill_ms: int | None


REVIEW_KEYS = {"name", "company", "message", "idempotencyKey", "website", "fillMs"}


def validate_review(data: dict[str, Any]) -> tuple[CleanReview | None, FieldErrors]:
    r = rules()
    errors: FieldErrors = {}
    _unknown(data, REVIEW_KEYS, errors)
    clean = _string_fields(data, r.review_fields, "", errors)
    key = _optional_string(data, "idempotencyKey", errors, 64, r.meta["idempotencyKey"])
    honeypot = _optional_string(
        data, "website", errors, r.meta["honeypotMaxLength"], multiline=True
    )
    fill_ms = _fill_ms(data, errors)
    if errors:
        return None, errors
    return (
        CleanReview(
            name=clean["name"],
            company=clean["company"],
            message=clean["message"],
            idempotency_key=key,
            honeypot=honeypot,
            fill_ms=fill_ms,
        ),
        {},
    )


def extra_label(context: str, key: str) -> str:
    for definition in rules().extras.get(context, ()):
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
    p = rules().payload
    company = trim(company)
    if company:
        template = p["subject"] if context else p["subjectWithoutContext"]
        subject = template.replace("{context}", context or "").replace("{company}", company)
    else:
        subject = p["subjectFallback"]
    name = " ".join(part for part in (trim(first_name), trim(last_name)) if part)
    lines = [p["messageFirstLine"].replace("{message}", trim(message))]
    definitions = rules().extras.get(context or "", ())
    ordered = sorted(
        (d for d in definitions if trim(extras.get(d.key, ""))),
        key=lambda d: d.weight if d.weight is not None else p["defaultWeight"],
    )
    for definition in ordered:
        value = trim(extras[definition.key])
        lines.append(p["extraLine"].replace("{label}", definition.label).replace("{value}", value))
    return {"subject": subject, "name": name, "message": "\n".join(lines)}
