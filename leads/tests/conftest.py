"""Fixtures for the lead and review API tests."""

import json
import uuid
from collections.abc import Callable
from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    # Rate-limit counters live in the cache: every test starts from zero.
    cache.clear()


def lead_payload(**overrides: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "name": "Marie Durand",
        "email": "Marie.Durand@ACME.fr",
        "subject": "Lead internet — ACME",
        "message": "Message: Bonjour\nNombre de sites à raccorder: 2",
        "phone": "01 23 45 67 89",
        "company": "ACME",
        "locale": "fr-FR",
        "context": "internet",
        "firstName": "Marie",
        "lastName": "Durand",
        "userMessage": "Bonjour",
        "extras": {"sitesCount": "2", "bandwidth": ""},
        "page": "/connexion",
        "idempotencyKey": uuid.uuid4().hex,
        "website": "",
        "fillMs": 8000,
    }
    payload.update(overrides)
    return payload


def review_payload(**overrides: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "name": "Sandrine M.",
        "company": "Boulangeries Maréchal",
        "message": "Service très réactif, merci !",
        "idempotencyKey": uuid.uuid4().hex,
        "website": "",
        "fillMs": 8000,
    }
    payload.update(overrides)
    return payload


PostJson = Callable[..., Any]


@pytest.fixture
def post_json(client: Client) -> PostJson:
    def post(path: str, payload: Any, ip: str = "203.0.113.7", **extra: Any) -> Any:
        body = payload if isinstance(payload, str | bytes) else json.dumps(payload)
        content_type = extra.pop("content_type", "application/json")
        return client.post(path, data=body, content_type=content_type, REMOTE_ADDR=ip, **extra)

    return post
