"""API request schemas built from content/validation.json, and their French errors.

The pydantic models built here are what django-ninja validates each body
against, so /api/openapi.json states exactly what is accepted: every limit,
pattern and required field. A schema-valid body is accepted; anything else is
refused with the same French per-field messages as the forms.

Patterns run on Python's `re` (pydantic's python-re engine), the dialect the
test generators and JSON Schema validators of Python use, and allow the
surrounding whitespace that the server then trims.
"""

from collections.abc import Iterable, Mapping
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictStr,
    StringConstraints,
)
from pydantic_core import ErrorDetails

from .rules import FieldErrors, FieldRule, check, message_for, rules

# Strict: a number is not a string and "5" is not a number; unknown keys are
# refused (the schema says additionalProperties: false).
STRICT = ConfigDict(strict=True, extra="forbid", regex_engine="python-re")


def _class_body(char_class: str) -> str:
    if not (char_class.startswith("[") and char_class.endswith("]")):
        raise ValueError(f"a character class is expected, not {char_class!r}")
    return char_class[1:-1]


def field_pattern(rule: FieldRule, *, must_fill: bool) -> str:
    """The whole-value pattern of a field: its characters, blankness and format."""
    raw = rules().raw
    control = _class_body(raw["controlChars"]["multiLine" if rule.multiline else "singleLine"])
    space = _class_body(raw["whitespace"])
    if rule.pattern is not None:
        body = rule.pattern.pattern.removeprefix("^").removesuffix("$")
        core = f"[{space}]*(?:{body})[{space}]*"
        return f"^{core}$" if must_fill else f"^(?:{core})?$"
    if must_fill:
        return f"^[^{control}]*[^{control}{space}][^{control}]*$"
    return f"^[^{control}]*$"


def _well_formed(value: str) -> str:
    # JSON allows lone surrogates ("\ud800"); no database or mail can store them.
    value.encode("utf-8")
    return value


def text(rule: FieldRule, *, must_fill: bool | None = None) -> Any:
    """The annotation of a text field ruled by `rule` (must_fill: non-blank)."""
    fill = rule.required if must_fill is None else must_fill
    return Annotated[
        StrictStr,
        StringConstraints(max_length=rule.max_length, pattern=field_pattern(rule, must_fill=fill)),
        AfterValidator(_well_formed),
        Field(description=rule.label),
    ]


def _whole_number(value: Any) -> Any:
    # JSON Schema's integer includes 2.0; a boolean or a string is no duration.
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError("a whole number is expected")
    if isinstance(value, float):
        if not value.is_integer():
            raise ValueError("a whole number is expected")
        return int(value)
    return value


# A count of milliseconds: a JSON integer (2 and 2.0 alike), never negative.
Milliseconds = Annotated[int, Field(ge=0), BeforeValidator(_whole_number)]


def plain_rule(
    key: str, max_length: int, pattern: str | None = None, multiline: bool = False
) -> FieldRule:
    """A rule for a technical field (locale, page, key…) from the file's meta limits."""
    import re

    return FieldRule(
        key=key,
        label=key,
        type="textarea" if multiline else "text",
        required=False,
        max_length=max_length,
        pattern=re.compile(pattern) if pattern else None,
        messages={},
    )


# --- Errors --------------------------------------------------------------------


def _code(rule: FieldRule | None, error: ErrorDetails) -> str:
    kind = error["type"]
    if kind == "union_tag_invalid":
        return "pattern"
    if kind == "missing":
        return "required"
    if kind == "extra_forbidden":
        return "unknown"
    value = error.get("input")
    if rule is None or not isinstance(value, str):
        return "type"
    if kind == "value_error":  # a lone surrogate
        return "controlChars"
    # The schema refused it; the rule's own check says why, in the forms' order.
    found = check(rule, value)
    if found:
        return found
    return "maxLength" if len(value) > rule.max_length else "pattern"


def french_errors(
    errors: Iterable[ErrorDetails],
    rule_for: Mapping[str, FieldRule],
    skip: int = 0,
) -> FieldErrors:
    """Pydantic's errors as {field: French message}, the first per field.

    `rule_for` maps a dotted field path ("email", "extras.subject") to its
    rule; `skip` drops leading path parts (a union's tag).
    """
    details: FieldErrors = {}
    for error in errors:
        parts = [str(part) for part in error["loc"][skip:]]
        key = ".".join(parts)[:80] or "body"
        if error["type"] in {"union_tag_invalid", "union_tag_not_found"}:
            key = "context"  # the body's shape is chosen by its context
        if key in details:
            continue
        rule = rule_for.get(key)
        details[key] = message_for(rule, _code(rule, error))
    return details
