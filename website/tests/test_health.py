"""/livez and /healthz under the production settings, as a container's own
healthcheck calls them: loopback peer, Host 127.0.0.1, plain HTTP."""

from typing import Any
from unittest import mock

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

PRODUCTION = {
    "ALLOWED_HOSTS": ["www.example.fr"],
    "SECURE_SSL_REDIRECT": True,
}


@pytest.fixture
def production(settings: Any) -> Any:
    for name, value in PRODUCTION.items():
        setattr(settings, name, value)
    return settings


@pytest.mark.parametrize("path", ["/livez", "/healthz"])
def test_the_containers_own_healthcheck_is_answered(production: Any, path: str) -> None:
    answer = Client().get(path, HTTP_HOST="127.0.0.1:8000", REMOTE_ADDR="127.0.0.1")
    assert answer.status_code == 200
    assert answer.json()["ok"] is True
    assert answer["Cache-Control"] == "no-store"


def test_readiness_is_not_ready_when_degraded_but_liveness_still_answers(production: Any) -> None:
    with mock.patch(
        "website.database_probe.database_state", return_value="unavailable (OperationalError)"
    ):
        ready = Client().get("/healthz", HTTP_HOST="127.0.0.1", REMOTE_ADDR="127.0.0.1")
        live = Client().get("/livez", HTTP_HOST="127.0.0.1", REMOTE_ADDR="127.0.0.1")
    assert ready.status_code == 503
    assert ready.json()["status"] == "degraded"
    assert live.status_code == 200


@pytest.mark.parametrize("path", ["/livez", "/healthz"])
def test_from_any_other_address_the_usual_checks_apply(production: Any, path: str) -> None:
    # A visitor (through nginx: its own address) gets the host check…
    refused = Client().get(path, HTTP_HOST="127.0.0.1", REMOTE_ADDR="203.0.113.9")
    assert refused.status_code == 400
    # …and the https redirect on an allowed host.
    redirected = Client().get(path, HTTP_HOST="www.example.fr", REMOTE_ADDR="203.0.113.9")
    assert redirected.status_code == 301
    assert redirected["Location"] == f"https://www.example.fr{path}"


def test_the_exemption_opens_nothing_else(production: Any) -> None:
    for path in ("/", "/home", "/livez/", "/healthz?x=1&y", "/api/openapi.json"):
        answer = Client().get(path, HTTP_HOST="127.0.0.1", REMOTE_ADDR="127.0.0.1")
        if path.startswith("/healthz?"):
            # The query string is not part of the path: still the health endpoint.
            assert answer.status_code == 200
        else:
            assert answer.status_code == 400, path


def test_a_variant_is_private_and_the_plain_page_is_not(production: Any) -> None:
    client = Client()
    plain = client.get("/connexion", HTTP_HOST="www.example.fr", secure=True)
    sent = client.get("/connexion?envoye=demande", HTTP_HOST="www.example.fr", secure=True)
    again = client.get("/connexion", HTTP_HOST="www.example.fr", secure=True)
    assert "private" not in plain.get("Cache-Control", "")
    assert "private" in sent["Cache-Control"]
    # (No renderer in tests: the page's props say which variant it is.)
    sent_state = '"form":{"kind":"lead","status":"sent"'
    assert sent_state in sent.content.decode()
    assert sent_state not in again.content.decode()
