"""The shape of content/validation.json, described once.

core/api/rules.py validates the file with these models when it loads it;
`manage.py props_schema` turns them into the TypeScript types that
frontend/src/lib/validation.ts applies to the same file (`make types`), and
the lead contexts listed here become leads.models.LeadContext and the
TypeScript `LeadContext` union: the file is their one source.
"""

import re
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, StringConstraints, model_validator

from core.content_file import ContentFile


def _compiles(pattern: str) -> str:
    re.compile(pattern)  # a broken pattern fails the load, not the first visitor
    return pattern


Pattern = Annotated[str, AfterValidator(_compiles)]


class ControlChars(ContentFile):
    single_line: Pattern
    """Characters refused in single-line fields (a character class)."""
    multi_line: Pattern
    """Characters refused in multi-line fields (a character class)."""


class Messages(ContentFile):
    """The generic French message of each rule code ({max}: the limit)."""

    required: str
    max_length: str
    pattern: str
    number: str
    control_chars: str
    type: str
    unknown: str


class FieldMessages(ContentFile):
    """Messages replacing the generic ones for one field, by rule code."""

    required: str | None = None
    max_length: str | None = None
    pattern: str | None = None
    number: str | None = None
    control_chars: str | None = None


class FieldSpec(ContentFile):
    """One form field, or one extra field of a lead form (spec §3, §5)."""

    key: str
    """Field key (the key in the extras map for an extra field)."""
    label: str
    """Visible label, also the line's label in the lead mail."""
    type: Literal["text", "email", "tel", "textarea", "number"]
    """Input kind; an extra field's kind gives its limit and pattern (extraTypes)."""
    required: bool = False
    """Refused when empty."""
    max_length: int | None = Field(default=None, ge=1)
    """Limit in Unicode code points (an extra field takes its kind's)."""
    pattern: Pattern | None = None
    """Whole-value pattern."""
    autocomplete: str = "off"
    """autocomplete attribute."""
    placeholder: str = ""
    weight: int | None = None
    """Order of an extra field in the lead mail (payload.defaultWeight when absent)."""
    messages: FieldMessages | None = None


class ExtraType(ContentFile):
    """The limit and pattern of an extra field's kind."""

    max_length: int = Field(ge=1)
    pattern: Pattern | None = None
    input_mode: str | None = None


class SubmitLabels(ContentFile):
    default: str
    offer: str
    contact: str


class LeadPayload(ContentFile):
    """Spec §7's mail payload: its templates ({context}, {company}, {message}…)."""

    subject: str
    subject_without_context: str
    subject_fallback: str
    message_first_line: str
    extra_line: str
    default_weight: int
    locale: str


class OriginRules(ContentFile):
    """Where a lead came from (leads/origin.py, frontend/src/lib/leadOrigin.ts):
    the campaign parameters read from the address of the page the form was
    sent from, each kept only when printable and at most max_length long.
    Never an ad click identifier (gclid and the like): the site always
    denies ad storage and ad user data."""

    parameters: list[Annotated[str, StringConstraints(pattern=r"^utm_[a-z]+$")]]
    max_length: int = Field(ge=1, le=200)


class LeadRulesFile(ContentFile):
    contexts: dict[str, str]
    """The lead contexts (the pages holding a lead form) and their labels for
    staff: the one list behind leads.models.LeadContext and the TS union."""
    fields: list[FieldSpec]
    extra_types: dict[str, ExtraType]
    extras: dict[str, list[FieldSpec]]
    """The extra fields of each context's form (spec §3 table)."""
    submit_labels: SubmitLabels
    payload: LeadPayload
    origin: OriginRules

    @model_validator(mode="after")
    def _every_context_has_extras(self) -> "LeadRulesFile":
        if list(self.extras) != list(self.contexts):
            raise ValueError("lead.extras must list the lead.contexts, in the same order")
        for fields in self.extras.values():
            for field in fields:
                if field.max_length is None and field.type not in self.extra_types:
                    raise ValueError(f"extra field {field.key}: no limit for type {field.type}")
        return self


class ReviewRulesFile(ContentFile):
    fields: list[FieldSpec]


class MetaRules(ContentFile):
    """The limits of the technical fields of a submission."""

    idempotency_key: Pattern
    locale: Pattern
    page_path: Pattern
    recaptcha_token_max_length: int
    honeypot_max_length: int
    altcha_max_length: int
    composed_max_length: int


class ValidationFile(ContentFile):
    """content/validation.json."""

    comment: str = Field(default="", alias="_comment")
    whitespace: Pattern
    """Characters trimmed from both ends of every value (a character class)."""
    control_chars: ControlChars
    messages: Messages
    lead: LeadRulesFile
    review: ReviewRulesFile
    meta: MetaRules
