"""A valid review body, as our own review modal sends it."""

import uuid
from typing import Any

from core.tests.altcha_answer import solved_altcha


def review_payload(**overrides: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "name": "Sandrine M.",
        "company": "Boulangeries Maréchal",
        "message": "Service très réactif, merci !",
        "idempotencyKey": uuid.uuid4().hex,
        "website": "",
        "fillMs": 8000,
    }
    if "altcha" not in overrides:
        # Each answer is accepted once: a fresh one per payload.
        payload["altcha"] = solved_altcha()
    payload.update(overrides)
    return payload
