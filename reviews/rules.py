"""The review form's section of content/validation.json (spec §3, §5)."""

from functools import cache

from core.api.contract import plain_rule
from core.api.rules import FieldRule, field_rule, rules


@cache
def review_fields() -> tuple[FieldRule, ...]:
    return tuple(field_rule(f) for f in rules().raw["review"]["fields"])


@cache
def review_rules() -> dict[str, FieldRule]:
    """Every field of the body and the rule that explains its errors."""
    meta = rules().meta
    found = {rule.key: rule for rule in review_fields()}
    found["idempotencyKey"] = plain_rule("idempotencyKey", 64, meta["idempotencyKey"])
    found["website"] = plain_rule("website", meta["honeypotMaxLength"], multiline=True)
    found["altcha"] = plain_rule("altcha", meta["altchaMaxLength"])
    return found
