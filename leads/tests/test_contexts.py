"""The lead contexts are listed once, in content/validation.json (lead.contexts)."""

from core.api.rules import rules
from core.tests.test_generated_types import GENERATED
from leads.models import LeadContext


def test_choices_and_typescript_union_come_from_the_file() -> None:
    contexts = rules().file.lead.contexts
    assert LeadContext.choices == list(contexts.items())
    assert LeadContext.CONTACT == "contact" and LeadContext.CONTACT.label == "Contact"
    union = " | ".join(f"'{key}'" for key in contexts)
    assert f"export type LeadContext = {union};" in GENERATED.read_text(encoding="utf-8")
