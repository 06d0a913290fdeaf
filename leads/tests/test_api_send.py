"""POST /api/send: the contract, the bad-input corpus, anti-abuse and idempotency."""

import json
from email.header import decode_header, make_header
from typing import Any
from unittest import mock

import pytest
from django.core import mail
from django.db import connection
from django.test import Client

from conftest import PostJson
from leads.models import Lead, LeadStatus
from leads.tests.payloads import lead_payload
from telecomsite.mail import delivery
from telecomsite.mail.status import MailStatus

pytestmark = pytest.mark.django_db

OK = {"ok": True, "error": None, "details": None}


def test_accepts_a_lead_and_stores_it(post_json: PostJson) -> None:
    response = post_json("/api/send", lead_payload())
    assert response.status_code == 200
    assert response.json() == OK
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


# --- The bad-input corpus: every case is a 4xx with a clear error, never a 500.

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


# --- Anti-abuse


def test_rate_limit_per_ip(post_json: PostJson, settings: Any) -> None:
    settings.API_RATE_LIMITS = {"send": (3, 600), "review": (5, 600)}
    for _ in range(3):
        assert post_json("/api/send", lead_payload(), ip="198.51.100.1").status_code == 200
    refused = post_json("/api/send", lead_payload(), ip="198.51.100.1")
    assert refused.status_code == 429
    assert refused.json()["error"] == "rate_limited"
    assert 0 < int(refused["Retry-After"]) <= 601
    # Invalid requests count too, and other addresses are not affected.
    assert post_json("/api/send", "{", ip="198.51.100.1").status_code == 429
    assert post_json("/api/send", lead_payload(), ip="198.51.100.2").status_code == 200
    assert Lead.objects.count() == 4


def test_rate_limit_reads_forwarded_for_only_behind_a_trusted_proxy(
    post_json: PostJson, settings: Any
) -> None:
    settings.API_RATE_LIMITS = {"send": (1, 600), "review": (5, 600)}
    forged = {"HTTP_X_FORWARDED_FOR": "192.0.2.1"}
    assert post_json("/api/send", lead_payload(), ip="198.51.100.9", **forged).status_code == 200
    forged = {"HTTP_X_FORWARDED_FOR": "192.0.2.2"}
    assert post_json("/api/send", lead_payload(), ip="198.51.100.9", **forged).status_code == 429
    settings.API_TRUSTED_PROXY_COUNT = 1
    # Only from the proxy's own address (loopback by default)...
    assert post_json("/api/send", lead_payload(), ip="198.51.100.9", **forged).status_code == 429
    # ...is X-Forwarded-For the client: two clients behind it, two budgets.
    assert post_json("/api/send", lead_payload(), ip="127.0.0.1", **forged).status_code == 200
    forged = {"HTTP_X_FORWARDED_FOR": "192.0.2.3"}
    assert post_json("/api/send", lead_payload(), ip="127.0.0.1", **forged).status_code == 200
    assert post_json("/api/send", lead_payload(), ip="127.0.0.1", **forged).status_code == 429


def test_rate_limit_keeps_counting_in_the_database_when_redis_is_down(
    post_json: PostJson, settings: Any
) -> None:
    settings.REDIS_URL = "redis://127.0.0.1:9/0"
    settings.API_RATE_LIMITS = {"send": (2, 600), "review": (5, 600)}
    with mock.patch("telecomsite.ratecounter.cache.add", side_effect=ConnectionError("redis down")):
        statuses = [post_json("/api/send", lead_payload()).status_code for _ in range(3)]
    assert statuses == [200, 200, 429]
    assert Lead.objects.count() == 2


def test_honeypot_gets_a_normal_answer_and_is_stored_as_spam(post_json: PostJson) -> None:
    response = post_json("/api/send", lead_payload(website="https://spam.example"))
    assert response.status_code == 200
    assert response.json() == OK
    lead = Lead.objects.get()
    assert lead.status == LeadStatus.SPAM
    assert lead.spam_reason == "champ piège rempli"
    assert lead.mail_status == MailStatus.SKIPPED
    assert delivery.deliver_notification.call("lead", lead.pk).startswith("skipped")
    assert mail.outbox == []


@pytest.mark.parametrize("fill_ms", [0, 2999])
def test_too_fast_is_spam(post_json: PostJson, fill_ms: int) -> None:
    payload = lead_payload(fillMs=fill_ms)
    assert post_json("/api/send", payload).status_code == 200
    assert Lead.objects.get().status == LeadStatus.SPAM


def test_idempotency_key_never_creates_a_second_lead(post_json: PostJson) -> None:
    payload = lead_payload()
    first = post_json("/api/send", payload)
    retry = post_json("/api/send", payload)
    assert first.status_code == retry.status_code == 200
    assert retry.json() == OK
    assert Lead.objects.count() == 1
    assert post_json("/api/send", lead_payload()).status_code == 200
    assert Lead.objects.count() == 2


@pytest.mark.django_db(transaction=True)
def test_idempotency_race_is_decided_by_the_unique_index() -> None:
    from leads import services
    from leads.validation import validate_lead

    clean, errors = validate_lead(lead_payload(idempotencyKey="cle-de-course-1"))
    assert clean is not None and not errors
    first, created = services.accept_lead(clean, "203.0.113.1")
    assert created
    # The second request passed the "already there?" check before the first
    # committed: its insert hits the unique index and it answers with the first.
    with mock.patch("leads.services.Lead.objects") as manager:
        manager.filter.return_value.first.side_effect = [None, first]
        again, created_again = services.accept_lead(clean, "203.0.113.1")
    assert not created_again and again.pk == first.pk
    assert Lead.objects.count() == 1


def _google_answers(payload: dict[str, Any]) -> mock.MagicMock:
    response = mock.MagicMock()
    response.__enter__.return_value.read.return_value = json.dumps(payload).encode()
    return response


@pytest.mark.parametrize(
    ("answer", "status", "score"),
    [
        ({"success": True, "score": 0.9}, LeadStatus.NEW, 0.9),
        ({"success": True, "score": 0.1}, LeadStatus.SPAM, 0.1),
        ({"success": False, "error-codes": ["invalid-input-response"]}, LeadStatus.SPAM, None),
    ],
)
def test_recaptcha_when_a_secret_is_set(
    post_json: PostJson, settings: Any, answer: dict[str, Any], status: str, score: float | None
) -> None:
    settings.RECAPTCHA_SECRET = "secret-de-test"
    with mock.patch(
        "telecomsite.api.recaptcha.urllib.request.urlopen", return_value=_google_answers(answer)
    ) as urlopen:
        assert post_json("/api/send", lead_payload(recaptchaToken="jeton")).status_code == 200
    sent = urlopen.call_args.args[0]
    assert sent.full_url == "https://www.google.com/recaptcha/api/siteverify"
    assert b"secret=secret-de-test" in sent.data and b"response=jeton" in sent.data
    lead = Lead.objects.get()
    assert (lead.status, lead.recaptcha_score) == (status, score)


def test_without_a_recaptcha_token_the_proof_of_work_decides_and_unreachable_google_lets_in(
    post_json: PostJson, settings: Any
) -> None:
    # Before consent the browser has no reCAPTCHA token: its ALTCHA answer counts.
    settings.RECAPTCHA_SECRET = "secret-de-test"
    with mock.patch("telecomsite.api.recaptcha.urllib.request.urlopen") as urlopen:
        assert post_json("/api/send", lead_payload()).status_code == 200
        assert post_json("/api/send", lead_payload(altcha=None)).status_code == 200
        urlopen.assert_not_called()
    assert list(Lead.objects.order_by("pk").values_list("status", flat=True)) == [
        LeadStatus.NEW,
        LeadStatus.SPAM,
    ]
    with mock.patch(
        "telecomsite.api.recaptcha.urllib.request.urlopen", side_effect=OSError("unreachable")
    ):
        assert post_json("/api/send", lead_payload(recaptchaToken="jeton")).status_code == 200
    assert Lead.objects.latest("pk").status == LeadStatus.NEW


def test_recaptcha_is_not_called_without_a_secret(post_json: PostJson) -> None:
    with mock.patch("telecomsite.api.recaptcha.urllib.request.urlopen") as urlopen:
        assert post_json("/api/send", lead_payload(recaptchaToken="jeton")).status_code == 200
    urlopen.assert_not_called()


# --- CORS


def test_cors_preflight_for_a_configured_origin(client: Client, settings: Any) -> None:
    settings.CORS_ALLOWED_ORIGINS = ["https://www.tq-telecom.example"]
    response = client.options(
        "/api/send",
        HTTP_ORIGIN="https://www.tq-telecom.example",
        HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST",
    )
    assert response.status_code == 200
    assert response["Access-Control-Allow-Origin"] == "https://www.tq-telecom.example"
    assert "POST" in response["Access-Control-Allow-Methods"]
    assert "content-type" in response["Access-Control-Allow-Headers"]
    post = client.post(
        "/api/send",
        data=json.dumps(lead_payload()),
        content_type="application/json",
        HTTP_ORIGIN="https://www.tq-telecom.example",
    )
    assert post["Access-Control-Allow-Origin"] == "https://www.tq-telecom.example"
    assert post["Cross-Origin-Resource-Policy"] == "cross-origin"


def test_no_cors_for_other_origins(client: Client, settings: Any) -> None:
    settings.CORS_ALLOWED_ORIGINS = ["https://www.tq-telecom.example"]
    response = client.options(
        "/api/send", HTTP_ORIGIN="https://evil.example", HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST"
    )
    assert "Access-Control-Allow-Origin" not in response
    post = client.post(
        "/api/send",
        data=json.dumps(lead_payload()),
        content_type="application/json",
        HTTP_ORIGIN="https://evil.example",
    )
    assert "Access-Control-Allow-Origin" not in post


def test_unexpected_errors_are_json_without_a_trace(post_json: PostJson) -> None:
    with mock.patch(
        "leads.api.services.accept_lead", side_effect=RuntimeError("database exploded")
    ):
        response = post_json("/api/send", lead_payload())
    assert response.status_code == 500
    assert response.json() == {"ok": False, "error": "server_error", "details": None}
    assert b"exploded" not in response.content


def test_a_spec_body_without_proof_of_work_is_spam_by_default(post_json: PostJson) -> None:
    body = {"email": "a@b.fr", "company": "ACME", "subject": "Lead internet — ACME"}
    assert post_json("/api/send", body).json() == OK
    assert Lead.objects.get().spam_reason == "preuve de travail absente"


def test_a_recaptcha_token_stands_in_for_the_proof_of_work(
    post_json: PostJson, settings: Any
) -> None:
    settings.RECAPTCHA_SECRET = "secret-de-test"
    with mock.patch(
        "telecomsite.api.recaptcha.urllib.request.urlopen",
        return_value=_google_answers({"success": True, "score": 0.9}),
    ):
        post_json("/api/send", lead_payload(altcha=None, recaptchaToken="jeton"))
    assert (Lead.objects.get().status, Lead.objects.get().recaptcha_score) == (LeadStatus.NEW, 0.9)


def test_a_lead_without_proof_of_work_is_spam(post_json: PostJson) -> None:
    response = post_json("/api/send", lead_payload(altcha=None))
    assert response.json() == OK
    lead = Lead.objects.get()
    assert lead.status == LeadStatus.SPAM
    assert lead.spam_reason == "preuve de travail absente"
    assert lead.mail_status == MailStatus.SKIPPED


def test_a_replayed_proof_of_work_is_spam(post_json: PostJson) -> None:
    first = lead_payload()
    post_json("/api/send", first)
    post_json("/api/send", lead_payload(altcha=first["altcha"]))
    statuses = list(Lead.objects.order_by("pk").values_list("status", "spam_reason"))
    assert statuses == [(LeadStatus.NEW, ""), (LeadStatus.SPAM, "preuve de travail déjà utilisée")]


def test_the_proof_of_work_can_be_switched_off(post_json: PostJson, settings: Any) -> None:
    settings.ALTCHA_REQUIRED = False
    post_json("/api/send", lead_payload(altcha=None))
    assert Lead.objects.get().status == LeadStatus.NEW
