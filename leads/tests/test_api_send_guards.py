"""POST /api/send, the guards before any validation: the per-address rate
limit (and whose address counts) and CORS."""

import json
from typing import Any
from unittest import mock

import pytest
from django.test import Client

from conftest import PostJson
from leads.models import Lead
from leads.tests.payloads import another_lead

pytestmark = pytest.mark.django_db


def test_rate_limit_per_ip(post_json: PostJson, settings: Any) -> None:
    settings.API_RATE_LIMITS = {"send": (3, 600), "review": (5, 600)}
    for _ in range(3):
        assert post_json("/api/send", another_lead(), ip="198.51.100.1").status_code == 200
    refused = post_json("/api/send", another_lead(), ip="198.51.100.1")
    assert refused.status_code == 429
    assert refused.json()["error"] == "rate_limited"
    assert 0 < int(refused["Retry-After"]) <= 601
    # Invalid requests count too, and other addresses are not affected.
    assert post_json("/api/send", "{", ip="198.51.100.1").status_code == 429
    assert post_json("/api/send", another_lead(), ip="198.51.100.2").status_code == 200
    assert Lead.objects.count() == 4


def test_rate_limit_reads_forwarded_for_only_behind_a_trusted_proxy(
    post_json: PostJson, settings: Any
) -> None:
    settings.API_RATE_LIMITS = {"send": (1, 600), "review": (5, 600)}
    forged = {"HTTP_X_FORWARDED_FOR": "192.0.2.1"}
    assert post_json("/api/send", another_lead(), ip="198.51.100.9", **forged).status_code == 200
    forged = {"HTTP_X_FORWARDED_FOR": "192.0.2.2"}
    assert post_json("/api/send", another_lead(), ip="198.51.100.9", **forged).status_code == 429
    settings.API_TRUSTED_PROXY_COUNT = 1
    # Only from the proxy's own address (loopback by default)...
    assert post_json("/api/send", another_lead(), ip="198.51.100.9", **forged).status_code == 429
    # ...is X-Forwarded-For the client: two clients behind it, two budgets.
    assert post_json("/api/send", another_lead(), ip="127.0.0.1", **forged).status_code == 200
    forged = {"HTTP_X_FORWARDED_FOR": "192.0.2.3"}
    assert post_json("/api/send", another_lead(), ip="127.0.0.1", **forged).status_code == 200
    assert post_json("/api/send", another_lead(), ip="127.0.0.1", **forged).status_code == 429


def test_rate_limit_keeps_counting_in_the_database_when_redis_is_down(
    post_json: PostJson, settings: Any
) -> None:
    settings.REDIS_URL = "redis://127.0.0.1:9/0"
    settings.API_RATE_LIMITS = {"send": (2, 600), "review": (5, 600)}
    with mock.patch("core.ratecounter.cache.add", side_effect=ConnectionError("redis down")):
        statuses = [post_json("/api/send", another_lead()).status_code for _ in range(3)]
    assert statuses == [200, 200, 429]
    assert Lead.objects.count() == 2


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
        data=json.dumps(another_lead()),
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
        data=json.dumps(another_lead()),
        content_type="application/json",
        HTTP_ORIGIN="https://evil.example",
    )
    assert "Access-Control-Allow-Origin" not in post
