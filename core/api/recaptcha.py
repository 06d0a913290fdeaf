"""reCAPTCHA v3 server-side verification (only when RECAPTCHA_SECRET is set)."""

import json
import logging
import urllib.parse
import urllib.request
from dataclasses import dataclass

from django.conf import settings

logger = logging.getLogger(__name__)

VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify"


@dataclass(frozen=True)
class Verdict:
    human: bool
    score: float | None
    reason: str = ""


def verify(token: str, remote_ip: str) -> Verdict:
    """Ask Google about a token; a failure of the call itself lets the lead in.

    Refusing every lead while Google is unreachable would cost more than a
    few unfiltered bots, which the honeypot and fill time still catch.
    """
    if not settings.RECAPTCHA_SECRET:
        return Verdict(human=True, score=None)
    if not token:
        return Verdict(human=False, score=None, reason="reCAPTCHA absent")
    body = urllib.parse.urlencode(
        {"secret": settings.RECAPTCHA_SECRET, "response": token, "remoteip": remote_ip}
    ).encode()
    request = urllib.request.Request(VERIFY_URL, data=body, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=settings.RECAPTCHA_TIMEOUT) as response:  # noqa: S310
            answer = json.loads(response.read(65536))
    except (OSError, ValueError):
        logger.warning("reCAPTCHA verification unavailable; submission accepted unscored")
        return Verdict(human=True, score=None, reason="")
    if not isinstance(answer, dict) or not answer.get("success"):
        return Verdict(human=False, score=None, reason="reCAPTCHA refusé")
    raw_score = answer.get("score")
    score = float(raw_score) if isinstance(raw_score, int | float) else None
    if score is None or score < settings.RECAPTCHA_MIN_SCORE:
        return Verdict(human=False, score=score, reason="score reCAPTCHA trop bas")
    return Verdict(human=True, score=score)
