"""The field rules of content/validation.json, shared by every public form.

Each app reads its own section of the file (leads/validation.py for spec §5's
lead form, reviews/validation.py for the review form); this module holds what
they share: loading, trimming, the check order and the French messages.
The React forms apply the same file through frontend/src/lib/validation.ts;
content/validation-vectors.json is run by both test suites so that the two
implementations never drift. Every check here works on untrusted JSON: a
wrong type is an error, never an exception.
"""

import json
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from django.conf import settings

from .validation_file import ValidationFile

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
    file: ValidationFile
    raw: dict[str, Any]
    trim: re.Pattern[str]
    control_single: re.Pattern[str]
    control_multi: re.Pattern[str]
    messages: dict[str, str]
    meta: dict[str, Any]


def field_rule(spec: dict[str, Any], extra_types: dict[str, Any] | None = None) -> FieldRule:
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
    text = (settings.CONTENT_DIR / "validation.json").read_text(encoding="utf-8")
    # The file's shape is checked once, here (validation_file.py); `raw` is the
    # same data as parsed JSON, which the schemas of contract.py are built from.
    raw = json.loads(text)
    ws = raw["whitespace"]
    return Rules(
        file=ValidationFile.model_validate_json(text),
        raw=raw,
        trim=re.compile(f"^{ws}+|{ws}+$"),
        control_single=re.compile(raw["controlChars"]["singleLine"]),
        control_multi=re.compile(raw["controlChars"]["multiLine"]),
        messages=raw["messages"],
        meta=raw["meta"],
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
