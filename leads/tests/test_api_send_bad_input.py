"""POST /api/send, the bad-input corpus: every malformed body or field is a
4xx with a clear error, never a 500; a line break never reaches a mail header;
unusual but harmless text is stored as typed."""

import json
from email.header import decode_header, make_header
from typing import Any

import pytest
from django.test import Client

from conftest import PostJson
from core.mail import delivery
from leads.models import Lead
from leads.tests.payloads import lead_payload

pytestmark = pytest.mark.django_db


BAD_BODIES: list[tuple[str, Any, str, int, str]] = [
    ("empty body", b"", "application/json", 400, "empty_body"),
    ("whitespace body", b"  \n", "application/json", 400, "empty_body"),
    ("invalid JSON", b'{"firstName": "Marie",', "application/json", 400, "invalid_json"),
    ("not UTF-8", b'{"firstName": "\xff"}', "application/json", 400, "invalid_json"),
    ("NaN", b'{"fillMs": NaN}', "application/json", 400, "invalid_json"),
    ("deep nesting", b"[" * 5000 + b"]" * 5000, "application/json", 400, "invalid_json"),
    ("array", b"[1, 2]", "application/json", 400, "invalid_body"),
    ("string", b'"bonjour"', "application/json", 400, "invalid_body"),
    ("null", b"null", "application/json", 400, "invalid_body"),
    (
        "form encoded",
        b"firstName=Marie",
        "application/x-www-form-urlencoded",
        415,
        "unsupported_media_type",
    ),
    ("text", b"{}", "text/plain", 415, "unsupported_media_type"),
    ("latin-1 JSON", b"{}", "application/json; charset=latin-1", 415, "unsupported_media_type"),
    (
        "oversized",
        json.dumps(lead_payload(userMessage="x" * 20000)).encode(),
        "application/json",
        413,
        "payload_too_large",
    ),
]


@pytest.mark.parametrize(
    ("body", "content_type", "status", "error"),
    [c[1:] for c in BAD_BODIES],
    ids=[c[0] for c in BAD_BODIES],
)
def test_bad_bodies(
    client: Client, body: bytes, content_type: str, status: int, error: str
) -> None:
    response = client.post("/api/send", data=body, content_type=content_type)
    assert response.status_code == status
    answer = response.json()
    assert answer["ok"] is False
    assert answer["error"] == error
    assert answer["details"]["body"]
    assert Lead.objects.count() == 0


def test_oversized_by_content_length_header_is_refused_unread(client: Client) -> None:
    response = client.generic(
        "POST", "/api/send", b"{}", content_type="application/json", CONTENT_LENGTH="999999"
    )
    assert response.status_code == 413


WRONG_TYPES: list[tuple[str, Any, str]] = [
    ("firstName", 42, "firstName"),
    ("lastName", ["Durand"], "lastName"),
    ("company", {"nom": "ACME"}, "company"),
    ("email", True, "email"),
    ("phone", 123456789, "phone"),
    ("userMessage", 1.5, "message"),
    ("extras", ["sitesCount"], "extras"),
    ("extras", {"sitesCount": 2}, "extras.sitesCount"),
    ("context", 3, "context"),
    ("context", "fax", "context"),
    ("page", 1, "page"),
    ("page", "https://ailleurs.example/", "page"),
    ("locale", "fr_FR; DROP TABLE", "locale"),
    ("idempotencyKey", "x", "idempotencyKey"),
    ("fillMs", "5000", "fillMs"),
    ("fillMs", True, "fillMs"),
    ("recaptchaToken", 7, "recaptchaToken"),
    ("website", {"a": 1}, "website"),
]


@pytest.mark.parametrize(
    ("key", "value", "detail"), WRONG_TYPES, ids=[f"{k}={v!r}" for k, v, _ in WRONG_TYPES]
)
def test_wrong_types(post_json: PostJson, key: str, value: Any, detail: str) -> None:
    response = post_json("/api/send", lead_payload(**{key: value}))
    assert response.status_code == 400
    assert response.json()["error"] == "validation_error"
    assert detail in response.json()["details"]


def test_unknown_fields(post_json: PostJson) -> None:
    payload = lead_payload(isAdmin=True, extras={"sitesCount": "2", "budget": "1000"})
    response = post_json("/api/send", payload)
    assert response.status_code == 400
    assert response.json()["details"] == {
        "isAdmin": "Champ inconnu.",
        "extras.budget": "Champ inconnu.",
    }


def test_missing_everything(post_json: PostJson) -> None:
    response = post_json("/api/send", {})
    assert response.status_code == 400
    details = response.json()["details"]
    # Spec §7 requires an address and a company; the rest is optional.
    assert set(details) == {"company", "email"}


# --- Header injection and unusual characters


@pytest.mark.parametrize(
    "key",
    [
        "firstName",
        "lastName",
        "company",
        "email",
        "phone",
        "name",
        "subject",
        "locale",
        "page",
        "recaptchaToken",
    ],
)
def test_crlf_in_single_line_fields_is_refused(post_json: PostJson, key: str) -> None:
    response = post_json("/api/send", lead_payload(**{key: "ACME\r\nBcc: victime@example.com"}))
    assert response.status_code == 400
    details = response.json()["details"]
    assert key in details, details


@pytest.mark.parametrize("key", ["address", "bandwidth", "needBackup", "sitesCount"])
def test_crlf_in_extras_is_refused(post_json: PostJson, key: str) -> None:
    response = post_json("/api/send", lead_payload(extras={key: "x\r\nBcc: victime@example.com"}))
    assert response.status_code == 400
    assert f"extras.{key}" in response.json()["details"]


def test_crlf_in_the_message_stays_in_the_body(post_json: PostJson) -> None:
    text = "Ligne 1\r\nBcc: victime@example.com\r\nSubject: pirate"
    response = post_json("/api/send", lead_payload(userMessage=text, message="Message: " + text))
    assert response.status_code == 200
    message = delivery.build_message(Lead.objects.get()).message()
    assert message["Bcc"] is None
    assert (
        str(make_header(decode_header(message["Subject"])))
        == "[TQ Télécom] Demande de rappel — Internet & Connectivité — ACME"
    )
    assert message["Reply-To"] == "marie.durand@acme.fr"
    payload = message.get_payload(decode=True)
    assert isinstance(payload, bytes)
    assert "Bcc: victime@example.com" in payload.decode()


@pytest.mark.parametrize(
    "value",
    [
        "Zoë 😀 李",
        "<script>alert('x')</script>",
        "e\u0301",
        "'; DROP TABLE leads_lead; --",
    ],
)
def test_unicode_and_html_are_stored_verbatim(post_json: PostJson, value: str) -> None:
    response = post_json("/api/send", lead_payload(company=value, userMessage=value))
    assert response.status_code == 200
    lead = Lead.objects.get()
    assert lead.company == value.strip()
    assert lead.message == value.strip()


@pytest.mark.parametrize("value", ["\u202egnp.exe", "ACME\u2028Bcc: x@example.com", "AC\u200bME"])
def test_bidi_overrides_separators_and_zero_width_are_refused_in_one_line_fields(
    post_json: PostJson, value: str
) -> None:
    response = post_json("/api/send", lead_payload(company=value))
    assert response.status_code == 400
    assert (
        response.json()["details"]["company"] == "Ce champ contient des caractères non autorisés."
    )
    # A message (several lines) keeps what the visitor typed.
    assert post_json("/api/send", lead_payload(userMessage="\u202egnp.exe")).status_code == 200


def test_lone_surrogate_is_refused(client: Client) -> None:
    body = json.dumps(lead_payload()).replace('"Marie"', '"Marie\\ud800"')
    response = client.post("/api/send", data=body, content_type="application/json")
    assert response.status_code == 400
    assert (
        response.json()["details"]["firstName"] == "Ce champ contient des caractères non autorisés."
    )


def test_null_byte_is_refused(post_json: PostJson) -> None:
    response = post_json("/api/send", lead_payload(userMessage="a\u0000b"))
    assert response.status_code == 400
    assert "message" in response.json()["details"]
