"""ALTCHA proof of work: our own server issues the challenge and checks the answer.

No third party is involved (no consent needed): GET /api/altcha/challenge
returns a challenge signed with ALTCHA_HMAC_KEY; the browser finds the number
that solves it (frontend/src/lib/altcha.ts, in the background once the
visitor starts a form) and sends the base64 answer as the `altcha` field.
This module checks the signature and the hash with the `altcha` package
(protocol v1, SHA-256), then, with its own clock so tests can move time:
- the expiry carried in the signed salt (ALTCHA_EXPIRES_SECONDS);
- replay: each challenge is accepted once, remembered in the cache until it
  expires (Redis in production, so every gunicorn worker sees it).
"""

import logging
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Literal

from altcha import ChallengeOptionsV1, PayloadV1, create_challenge_v1, verify_solution_v1
from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse, JsonResponse
from ninja import Router

logger = logging.getLogger(__name__)

ALGORITHM: Literal["SHA-256"] = "SHA-256"

# The clock, replaced by tests (a fake clock, never a sleep).
clock: Callable[[], float] = time.time

router = Router(tags=["Anti-spam"])


def new_challenge() -> dict[str, object]:
    expires = datetime.fromtimestamp(int(clock()) + settings.ALTCHA_EXPIRES_SECONDS, tz=UTC)
    challenge = create_challenge_v1(
        ChallengeOptionsV1(
            algorithm=ALGORITHM,
            max_number=settings.ALTCHA_MAX_NUMBER,
            hmac_key=settings.ALTCHA_HMAC_KEY,
            expires=expires,
        )
    )
    return {
        "algorithm": challenge.algorithm,
        "challenge": challenge.challenge,
        "maxnumber": challenge.max_number,
        "salt": challenge.salt,
        "signature": challenge.signature,
    }


def failure_reason(encoded: str, owner: str = "") -> str:
    """Why an `altcha` answer is refused, or "" when it is valid (and now used).

    owner, the submission's idempotency key: the answer is spent by it, and
    the same submission sent again (a browser retry after a lost answer or a
    503) is not a replay.
    """
    if not encoded:
        return "preuve de travail absente"
    try:
        payload = PayloadV1.from_base64(encoded)
    except (ValueError, TypeError, KeyError, UnicodeDecodeError):
        return "preuve de travail illisible"
    if payload.algorithm != ALGORITHM or not isinstance(payload.number, int):
        return "preuve de travail illisible"
    verified, _ = verify_solution_v1(payload, settings.ALTCHA_HMAC_KEY, check_expires=False)
    if not verified:
        return "preuve de travail fausse"
    _, _, params = payload.parse_salt()
    expires = params.get("expires", [])
    # Exactly one expiry: the salt is signed, but a doubled key must not let
    # one reader see a later date than another.
    if len(expires) != 1 or not expires[0].isdigit():
        return "preuve de travail illisible"
    remaining = int(expires[0]) - clock()
    if remaining <= 0:
        return "preuve de travail expirée"
    # cache.add is atomic (SET NX in Redis): of two submissions racing with
    # the same answer, exactly one gets in.
    try:
        used = f"altcha:used:{payload.challenge}"
        first_use = cache.add(used, owner or 1, timeout=int(remaining) + 1)
        if not first_use and owner and cache.get(used) == owner:
            return ""
    except Exception:
        # As for the rate limit: losing a lead is worse than one replay.
        logger.exception("ALTCHA replay cache unavailable; answer accepted")
        return ""
    if not first_use:
        return "preuve de travail déjà utilisée"
    return ""


@router.get(
    "/altcha/challenge",
    summary="Défi ALTCHA (preuve de travail)",
    description="A fresh signed challenge; the answer goes in the `altcha` field of a form.",
)
def challenge(request: HttpRequest) -> HttpResponse:
    response = JsonResponse(new_challenge())
    # Each visitor needs a fresh challenge: no shared cache may keep one.
    response["Cache-Control"] = "no-store"
    return response
