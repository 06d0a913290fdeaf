"""POST /api/send, idempotency: a retried submission (same idempotency key)
never creates a second lead, even when two requests race; and the same
request sent twice (same e-mail, page context and message) within
HTML_FORM_DEDUPE_SECONDS is one lead, on the JavaScript path as without it."""

from typing import Any

import pytest
from django.core.cache import cache

from conftest import PostJson
from leads.models import Lead
from leads.tests.payloads import ACCEPTED, lead_payload

pytestmark = pytest.mark.django_db


def test_idempotency_key_never_creates_a_second_lead(post_json: PostJson) -> None:
    payload = lead_payload()
    first = post_json("/api/send", payload)
    retry = post_json("/api/send", payload)
    assert first.status_code == retry.status_code == 200
    assert retry.json() == ACCEPTED
    assert Lead.objects.count() == 1
    assert post_json("/api/send", lead_payload(userMessage="Autre chose")).status_code == 200
    assert Lead.objects.count() == 2


def test_the_same_request_sent_again_is_one_lead_with_the_same_answer(
    post_json: PostJson,
) -> None:
    # A second press of « Envoyer »: a new idempotency key, the same content
    # (the e-mail's case and the message's spacing do not make it new).
    first = post_json("/api/send", lead_payload())
    again = post_json(
        "/api/send", lead_payload(email="MARIE.durand@acme.fr", userMessage="  Bonjour ")
    )
    assert first.json() == again.json() == ACCEPTED
    assert Lead.objects.count() == 1
    # Another message, page, address or company is another request.
    post_json("/api/send", lead_payload(userMessage="Et la fibre ?"))
    post_json("/api/send", lead_payload(context="telephonie", extras={}, page="/telephonie"))
    post_json("/api/send", lead_payload(email="paul@acme.fr"))
    post_json("/api/send", lead_payload(company="ACME Sud"))
    assert Lead.objects.count() == 5


def test_the_json_and_the_html_paths_share_the_dedupe(post_json: PostJson, client: Any) -> None:
    post_json("/api/send", lead_payload())
    fields = {
        "formulaire": "demande",
        "context": "internet",
        "firstName": "Marie",
        "lastName": "Durand",
        "company": "ACME",
        "email": "marie.durand@acme.fr",
        "phone": "01 23 45 67 89",
        "extras.sitesCount": "2",
        "message": "Bonjour",
        "website": "",
    }
    response = client.post("/connexion", fields, HTTP_ORIGIN="http://testserver")
    assert response.status_code == 303
    assert response["Location"] == "/connexion?envoye=demande#contact"
    assert Lead.objects.count() == 1


def test_a_retry_after_its_first_try_died_mid_way_is_stored(post_json: PostJson) -> None:
    # The first try claimed the content and its instance died before the
    # commit (SIGKILL, a stop: nginx repeats the POST on another instance).
    from core.intake import duplicates
    from leads.intake import LEAD
    from leads.validation import validate_lead

    payload = lead_payload(idempotencyKey="essai-interrompu-1")
    clean, _ = validate_lead(payload)
    assert clean is not None
    assert duplicates.claim(LEAD, clean, owner="essai-interrompu-1")
    # The same submission, retried: stored, not answered « merci » with nothing behind it.
    assert post_json("/api/send", payload).json() == ACCEPTED
    assert Lead.objects.filter(idempotency_key="essai-interrompu-1").count() == 1
    # Another submission of the same content (a new key) is still a duplicate.
    assert post_json("/api/send", lead_payload(idempotencyKey="autre-envoi-2")).json() == ACCEPTED
    assert Lead.objects.count() == 1


def test_the_stored_lead_dedupes_even_without_the_cache_claim(post_json: PostJson) -> None:
    # Each gunicorn worker of the embedded default has its own local-memory
    # cache: the stored lead itself still makes the second send a duplicate.
    post_json("/api/send", lead_payload())
    cache.clear()
    post_json("/api/send", lead_payload())
    assert Lead.objects.count() == 1


def test_without_a_window_every_send_is_stored(post_json: PostJson, settings: Any) -> None:
    settings.HTML_FORM_DEDUPE_SECONDS = 0
    post_json("/api/send", lead_payload())
    post_json("/api/send", lead_payload())
    assert Lead.objects.count() == 2


@pytest.mark.django_db(transaction=True)
def test_idempotency_race_is_decided_by_the_unique_index(monkeypatch: pytest.MonkeyPatch) -> None:
    # Two requests with the same key, for real: the retry (nginx repeating the
    # POST) comes in while the first request waits on its spam check, after
    # its "already there?" look-up and its content claim, before its insert.
    # The retry stores and commits the lead; the first request's insert then
    # hits the unique index and it answers with the retry's row.
    from django_tasks_db.models import DBTaskResult

    from core.api.antispam import Channel
    from core.intake import SpamVerdict, accept, pipeline
    from leads.intake import LEAD
    from leads.validation import validate_lead

    def accept_lead(clean: Any, ip: str) -> Any:
        return accept(LEAD, clean, ip, "", Channel.SCRIPT)

    def submission() -> Any:
        # Each request with its own ALTCHA answer (one use each), the same key.
        clean, errors = validate_lead(lead_payload(idempotencyKey="cle-de-course-1"))
        assert clean is not None and not errors
        return clean

    real_verdict = pipeline.decide
    retried: list[tuple[Lead | None, bool]] = []

    def verdict_while_the_retry_commits(*args: Any, **kwargs: Any) -> SpamVerdict:
        verdict = real_verdict(*args, **kwargs)
        if not retried:
            monkeypatch.setattr(pipeline, "decide", real_verdict)
            retried.append(accept_lead(submission(), "203.0.113.2"))
        return verdict

    monkeypatch.setattr(pipeline, "decide", verdict_while_the_retry_commits)
    first, created_first = accept_lead(submission(), "203.0.113.1")
    [(retry, created_retry)] = retried
    assert created_retry and retry is not None
    assert not created_first and first is not None and first.pk == retry.pk
    assert Lead.objects.count() == 1
    # The loser's mail job went with its transaction: one lead, one mail.
    assert DBTaskResult.objects.count() == 1
