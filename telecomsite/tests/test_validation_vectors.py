"""content/validation-vectors.json, run against the server's rules.

frontend/src/lib/validation.test.ts runs the same file against the client's
rules: both sides refuse the same values with the same messages.
"""

import json
from pathlib import Path
from typing import Any

import pytest
from django.test import Client

from core.api import rules as validation
from leads import phones
from leads.rules import lead_rules
from leads.tests.payloads import lead_payload
from leads.validation import compose_mail_fields
from reviews.rules import review_fields
from reviews.tests.payloads import review_payload

VECTORS = json.loads(
    (Path(__file__).resolve().parents[2] / "content" / "validation-vectors.json").read_text("utf-8")
)


def expand(value: Any) -> str:
    if isinstance(value, str):
        return value
    return value.get("prefix", "") + value["repeat"] * value["times"] + value.get("suffix", "")


def _rule(group: str, key: str, context: str | None = None) -> validation.FieldRule:
    lead = lead_rules()
    fields = {
        "lead": lead.fields,
        "review": review_fields(),
        "extras": lead.extras.get(context or "", ()),
    }[group]
    return next(f for f in fields if f.key == key)


def _cases() -> list[Any]:
    cases = []
    for group in ("lead", "review"):
        for key, spec in VECTORS[group].items():
            for value in spec["valid"]:
                cases.append(
                    pytest.param(group, None, key, expand(value), None, id=f"{group}.{key}-ok")
                )
            for case in spec["invalid"]:
                cases.append(
                    pytest.param(
                        group,
                        None,
                        key,
                        expand(case["value"]),
                        case["code"],
                        id=f"{group}.{key}-{case['code']}",
                    )
                )
    for context, fields in VECTORS["extras"].items():
        for key, spec in fields.items():
            for value in spec["valid"]:
                cases.append(
                    pytest.param(
                        "extras", context, key, expand(value), None, id=f"{context}.{key}-ok"
                    )
                )
            for case in spec["invalid"]:
                cases.append(
                    pytest.param(
                        "extras",
                        context,
                        key,
                        expand(case["value"]),
                        case["code"],
                        id=f"{context}.{key}-{case['code']}",
                    )
                )
    return cases


@pytest.mark.parametrize(("group", "context", "key", "value", "code"), _cases())
def test_rule(group: str, context: str | None, key: str, value: str, code: str | None) -> None:
    assert validation.check(_rule(group, key, context), value) == code


@pytest.mark.django_db
@pytest.mark.parametrize(("group", "context", "key", "value", "code"), _cases())
def test_api_applies_the_same_rule(
    client: Client, group: str, context: str | None, key: str, value: str, code: str | None
) -> None:
    """Each vector through the real endpoint: refused with its message, or accepted."""
    if (group, key, code) == ("lead", "phone", None) and value and not phones.dialable(value):
        # The spec's pattern lets "1234567" through, the browser too; the server
        # also asks whether it dials (leads/phones.py, content/phone-examples.json).
        code = "pattern"
    if group == "review":
        path, payload, detail_key = "/api/review", review_payload(**{key: value}), key
    elif group == "extras":
        assert context is not None
        payload = lead_payload(context=context, extras={key: value})
        if context == "contact" and key != "subject":
            payload["extras"]["subject"] = "Objet"
        path, detail_key = "/api/send", f"extras.{key}"
    else:
        form_key = "userMessage" if key == "message" else key
        path, payload, detail_key = "/api/send", lead_payload(**{form_key: value}), key
    response = client.post(path, data=json.dumps(payload), content_type="application/json")
    body = response.json()
    if code is None:
        assert response.status_code == 200, body
        assert body == {"ok": True, "error": None, "details": None}
    else:
        assert response.status_code == 400
        assert body["error"] == "validation_error"
        assert body["details"][detail_key] == validation.message_for(
            _rule(group, key, context), code
        )


@pytest.mark.parametrize("case", VECTORS["payload"], ids=lambda case: case["name"])
def test_payload_building(case: dict[str, Any]) -> None:
    values = case["values"]
    composed = compose_mail_fields(
        case["context"],
        values["firstName"],
        values["lastName"],
        values["company"],
        values["message"],
        values["extras"],
    )
    assert composed == case["expected"]


def test_the_spec_messages_are_verbatim() -> None:
    email = _rule("lead", "email")
    phone = _rule("lead", "phone")
    assert validation.message_for(email, "pattern") == "L'email renseigné ne semble pas valide."
    assert (
        validation.message_for(phone, "pattern") == "Le téléphone renseigné ne semble pas valide."
    )
    assert (
        validation.message_for(_rule("review", "message"), "required") == "Le message est requis."
    )
    assert validation.message_for(_rule("review", "name"), "required") == "Le nom est requis."
    limits = {f.key: f.max_length for f in lead_rules().fields}
    assert limits == {
        "firstName": 64,
        "lastName": 64,
        "company": 128,
        "email": 128,
        "phone": 32,
        "message": 2000,
    }
