"""The body of POST /api/review, built from content/validation.json.

Spec §7's body is name, company and message; the review modal adds an
idempotency key, the honeypot and the fill time.
"""

from functools import cache
from typing import Any

from pydantic import BaseModel, Field, create_model

from core.api.contract import STRICT, Milliseconds, text

from .rules import review_rules


@cache
def review_body() -> type[BaseModel]:
    by_key = review_rules()
    fields: dict[str, Any] = {}
    for key, rule in by_key.items():
        if rule.required:
            fields[key] = (text(rule), ...)
        else:
            fields[key] = (text(rule) | None, None)
    fields["fillMs"] = (
        Milliseconds | None,
        Field(None, description="milliseconds between form display and submit"),
    )
    return create_model("ReviewIn", __config__=STRICT, **fields)


ReviewIn = review_body()
