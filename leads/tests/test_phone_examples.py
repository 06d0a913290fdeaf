"""content/phone-examples.json, the table of French, Belgian and international
numbers both test suites read (frontend/src/lib/phoneExamples.test.ts runs it
against the browser's check): libphonenumber's verdict on every row, what the
lead stores, and the spec's message on both paths for the impossible ones."""

import json
import re
from pathlib import Path
from typing import Any

import pytest
from django.test import Client

from conftest import PostJson
from leads import phones
from leads.models import Lead
from leads.tests.payloads import ACCEPTED, lead_payload

TABLE = Path(__file__).resolve().parents[2] / "content" / "phone-examples.json"
EXAMPLES: list[dict[str, Any]] = json.loads(TABLE.read_text("utf-8"))["examples"]
MESSAGE = "Le téléphone renseigné ne semble pas valide."


def rows(*, dialable: bool | None = None) -> list[Any]:
    return [
        pytest.param(row, id=row["typed"])
        for row in EXAMPLES
        if dialable is None or row["dialable"] is dialable
    ]


@pytest.mark.parametrize("row", rows())
def test_libphonenumber_verdict(row: dict[str, Any]) -> None:
    assert phones.dialable(row["typed"]) is row["dialable"], row["why"]
    assert phones.e164(row["typed"]) == row.get("e164", "")
    if row["dialable"]:
        assert phones.for_staff(row["e164"]) == row["staff"]


@pytest.mark.django_db
@pytest.mark.parametrize("row", rows())
def test_the_api_stores_it_as_typed_and_in_e164_or_refuses_it(
    post_json: PostJson, row: dict[str, Any]
) -> None:
    response = post_json("/api/send", lead_payload(phone=row["typed"]))
    if row["dialable"]:
        assert response.json() == ACCEPTED
        lead = Lead.objects.get()
        assert (lead.phone, lead.phone_e164) == (row["typed"], row["e164"])
        assert (lead.phone_href, lead.phone_for_staff) == (row["e164"], row["staff"])
    else:
        assert response.status_code == 400
        assert response.json()["details"] == {"phone": MESSAGE}
        assert not Lead.objects.exists()


def _form_errors(response: Any) -> dict[str, str]:
    found = re.search(
        r'<script id="page-props" type="application/json">(.*?)</script>',
        response.content.decode(),
        re.S,
    )
    assert found, "the page carries its props"
    errors: dict[str, str] = json.loads(found.group(1))["form"]["errors"]
    return errors


@pytest.mark.django_db
@pytest.mark.parametrize("typed", ["06 12 34", "01 30 12 12", "02 123 45 67"])
def test_the_form_without_javascript_gives_the_same_answer(settings: Any, typed: str) -> None:
    settings.SSR_URL = "http://127.0.0.1:9"  # the props are enough; no renderer
    browser = Client(enforce_csrf_checks=True, HTTP_ORIGIN="http://testserver")
    fields = {
        "formulaire": "demande",
        "context": "contact",
        "firstName": "Marie",
        "lastName": "Durand",
        "company": "ACME",
        "email": "marie@acme.fr",
        "phone": typed,
        "extras.subject": "Standard",
        "message": "",
        "website": "",
    }
    response = browser.post("/contact", fields, REMOTE_ADDR="203.0.113.9")
    if phones.dialable(typed):
        assert response.status_code == 303
        assert Lead.objects.get().phone_e164 == phones.e164(typed)
    else:
        assert response.status_code == 200
        assert _form_errors(response) == {"phone": MESSAGE}
        assert not Lead.objects.exists()


def test_the_contract_states_the_phone_format(client: Client) -> None:
    """/api/openapi.json says what a phone must be: format "tel", which
    telecomsite/tests/test_api_contract.py generates from the dialable rows."""
    shapes = client.get("/api/openapi.json").json()["components"]["schemas"]
    phone = shapes["Lead_contact"]["properties"]["phone"]["anyOf"][0]
    assert (phone["type"], phone["format"], phone["maxLength"]) == ("string", "tel", 32)
