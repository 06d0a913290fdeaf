"""POST /api/send: the contract (what is stored, what is answered), the
methods allowed, the OpenAPI schema and the error of last resort."""

from unittest import mock

import pytest
from django.db import connection
from django.test import Client

from conftest import PostJson
from core.mail import delivery
from core.mail.status import MailStatus
from leads.models import Lead, LeadStatus
from leads.tests.payloads import ACCEPTED, lead_payload

pytestmark = pytest.mark.django_db


def test_accepts_a_lead_and_stores_it(post_json: PostJson) -> None:
    response = post_json("/api/send", lead_payload())
    assert response.status_code == 200
    assert response.json() == ACCEPTED
    assert response["Content-Type"] == "application/json"
    lead = Lead.objects.get()
    assert (lead.first_name, lead.last_name, lead.company) == ("Marie", "Durand", "ACME")
    assert lead.email == "marie.durand@acme.fr"
    assert lead.context == "internet"
    assert lead.extras == {"sitesCount": "2"}  # the empty extra is not kept
    assert lead.page_path == "/connexion"
    assert lead.subject == "Lead internet — ACME"
    assert lead.status == LeadStatus.NEW
    assert lead.mail_status == MailStatus.PENDING


@pytest.mark.django_db(transaction=True)
def test_the_lead_is_committed_before_the_answer(post_json: PostJson) -> None:
    response = post_json("/api/send", lead_payload(company="Commit SARL"))
    assert response.status_code == 200
    assert not connection.in_atomic_block
    # A second connection sees the row: it is committed, not just written.
    other = connection.copy()
    try:
        with other.cursor() as cursor:
            cursor.execute("SELECT company FROM leads_lead")
            assert cursor.fetchall() == [("Commit SARL",)]
    finally:
        other.close()


def test_server_rebuilds_the_mail_fields(post_json: PostJson) -> None:
    payload = lead_payload(subject="Spoofed", name="Someone else", message="Spoofed")
    assert post_json("/api/send", payload).status_code == 200
    message = delivery.build_message(Lead.objects.get())
    assert message.subject == "[TQ Télécom] Demande de rappel — Internet & Connectivité — ACME"
    assert "Nom : Marie Durand" in message.body
    assert "Message: Bonjour\nNombre de sites à raccorder: 2" in message.body


def test_refuses_with_field_details(post_json: PostJson) -> None:
    payload = lead_payload(
        firstName="", email="pas-un-email", phone="12", extras={"sitesCount": "deux"}
    )
    response = post_json("/api/send", payload)
    assert response.status_code == 400
    body = response.json()
    assert body["ok"] is False
    assert body["error"] == "validation_error"
    assert body["details"] == {
        "firstName": "Le prénom est requis.",
        "email": "L'email renseigné ne semble pas valide.",
        "phone": "Le téléphone renseigné ne semble pas valide.",
        "extras.sitesCount": "Indiquez un nombre entier, en chiffres.",
    }
    assert Lead.objects.count() == 0


def test_contact_subject_is_required(post_json: PostJson) -> None:
    response = post_json("/api/send", lead_payload(context="contact", extras={"callback": "Mardi"}))
    assert response.status_code == 400
    assert response.json()["details"] == {"extras.subject": "L'objet de votre demande est requis."}


def test_get_is_not_allowed(client: Client) -> None:
    assert client.get("/api/send").status_code == 405


def test_docs_and_schema(client: Client) -> None:
    assert client.get("/api/docs").status_code == 200
    schema = client.get("/api/openapi.json").json()
    assert {"/api/send", "/api/review"} <= set(schema["paths"])
    body = schema["paths"]["/api/send"]["post"]["requestBody"]["content"]["application/json"][
        "schema"
    ]
    shapes = schema["components"]["schemas"]
    assert body == {"$ref": "#/components/schemas/LeadIn"}
    body = shapes["LeadIn"]
    # The body is the bare spec §7 body or one shape per context, with its extras.
    assert {ref["$ref"].rsplit("/", 1)[-1] for ref in body["oneOf"]} == {
        "LeadSpecBody",
        "Lead_telephonie",
        "Lead_internet",
        "Lead_infogerance",
        "Lead_cyber",
        "Lead_contact",
    }
    contact = shapes["Lead_contact"]
    assert set(contact["required"]) == {"email", "company", "context", "extras"}
    assert contact["additionalProperties"] is False
    first_name = contact["properties"]["firstName"]["anyOf"][0]
    assert first_name["maxLength"] == 64 and first_name["pattern"]
    assert shapes["LeadExtras_contact"]["required"] == ["subject"]


def test_unexpected_errors_are_json_without_a_trace(post_json: PostJson) -> None:
    with mock.patch("core.intake.json_api.accept", side_effect=RuntimeError("database exploded")):
        response = post_json("/api/send", lead_payload())
    assert response.status_code == 500
    assert response.json() == {"ok": False, "error": "server_error", "details": None}
    assert b"exploded" not in response.content
