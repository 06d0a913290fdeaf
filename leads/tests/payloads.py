"""A valid lead body, as our own lead form sends it, and the API's answer
when it takes one."""

import uuid
from typing import Any

from core.tests.altcha_answer import solved_altcha

# POST /api/send's answer to an accepted lead, and to spam (which must not
# learn that it was caught).
ACCEPTED = {"ok": True, "error": None, "details": None}


def another_lead(**overrides: Any) -> dict[str, Any]:
    """A valid body from another visitor (its own e-mail): the same request
    sent twice is one lead (leads/intake.py same_request)."""
    return lead_payload(email=f"visiteur-{uuid.uuid4().hex[:8]}@acme.fr", **overrides)


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
    if "altcha" not in overrides:
        # Each answer is accepted once: a fresh one per payload.
        payload["altcha"] = solved_altcha()
    payload.update(overrides)
    return payload
