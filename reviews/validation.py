"""The review form's rules (spec §5), from content/validation.json."""

from dataclasses import dataclass
from functools import cache
from typing import Any

from telecomsite.api.rules import (
    FieldErrors,
    FieldRule,
    field_rule,
    optional_string,
    read_fill_ms,
    rules,
    string_fields,
    unknown_keys,
)


@cache
def review_fields() -> tuple[FieldRule, ...]:
    return tuple(field_rule(f) for f in rules().raw["review"]["fields"])


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
    unknown_keys(data, REVIEW_KEYS, errors)
    clean = string_fields(data, review_fields(), "", errors)
    key = optional_string(data, "idempotencyKey", errors, 64, r.meta["idempotencyKey"])
    honeypot = optional_string(data, "website", errors, r.meta["honeypotMaxLength"], multiline=True)
    fill_ms = read_fill_ms(data, errors)
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
