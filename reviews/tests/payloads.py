"""A valid review body, as our own review modal sends it."""

import uuid
from typing import Any


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
