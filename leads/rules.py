"""The lead form's section of content/validation.json (spec §3, §5, §7)."""

from dataclasses import dataclass
from functools import cache
from typing import Any

from core.api.rules import FieldRule, field_rule, rules


@dataclass(frozen=True)
class LeadRules:
    fields: tuple[FieldRule, ...]
    extras: dict[str, tuple[FieldRule, ...]]
    payload: dict[str, Any]

    def field(self, key: str) -> FieldRule:
        return next(rule for rule in self.fields if rule.key == key)


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
