"""What an app declares to take submissions through the intake (leads, reviews).

Only what is its own: its schema and cleaning (`validate`), how its
no-JavaScript form maps to that schema's body, what makes two submissions
"the same request", its row, and its mail. Every step in between (rate
limit, idempotency, anti-spam, duplicates, the durable write) is the
pipeline's (pipeline.py), the same for every kind and both paths.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, Literal, TypeVar

from django.db import models

from core.api.rules import FieldErrors

from .verdict import SpamVerdict

Clean = TypeVar("Clean")
Row = TypeVar("Row", bound=models.Model)


@dataclass(frozen=True)
class IntakeKind(Generic[Clean, Row]):
    # The spool's and the mail's name for it ("lead", "review"): Row.mail_kind.
    name: str
    # props.form's kind (frontend/src/types.ts FormState).
    form_kind: Literal["lead", "review"]
    # The hidden `formulaire` field of its no-JavaScript form, and the value
    # of ?envoye=… on the page that thanks the visitor.
    form_name: str
    # Its rate limit's scope (core/api/ratelimit.py: LEADS_/REVIEWS_RATE_LIMIT).
    rate_scope: str
    model: type[Row]
    clean_type: type[Clean]
    # The schema (django-ninja's, built from content/validation.json) applied
    # to a body: the clean submission, or French messages per field.
    validate: Callable[[dict[str, Any]], tuple[Clean | None, FieldErrors]]
    # French messages for the schema's errors (ninja's, on the JSON path).
    explain: Callable[[list[Any]], FieldErrors]
    # The no-JavaScript form's fields → the JSON body (form name → API name),
    # given the path it was posted to and the full address of the page that
    # posted it (its same-origin Referer, "" when absent or another site's).
    form_body: Callable[[Mapping[str, str], str, str], dict[str, Any]]
    # What the visitor typed, by form field, given back with the messages.
    form_values: Callable[[Mapping[str, str]], dict[str, str]]
    # The #anchor of the page section that thanks the visitor.
    thanks_anchor: Callable[[Clean], str]
    # What makes two submissions one request (duplicates.py), read from a
    # clean submission or from a stored row.
    same_request: Callable[[Any], dict[str, object]]
    # The database filter that narrows the stored rows to compare with.
    twin_lookup: Callable[[Clean], dict[str, Any]]
    # The row as stored, at once or when replayed from the spool.
    build_row: Callable[[Clean, SpamVerdict, str, str, datetime], Row]
    # Whether a reCAPTCHA token, when the browser sent one, is checked.
    recaptcha: bool = False
