"""Signs that a submission was made by a bot, shared by every public form.

Two ways in, two honest sets of checks (README, "Anti-abuse"):
- the script path (JSON to /api/…): honeypot, minimum fill time, then the
  ALTCHA proof of work, which every browser running our code solves;
- the no-JavaScript path (HTML form posted to /formulaires/…): honeypot only.
  Without JavaScript there is no fill time to measure and no proof of work to
  solve, so their absence says nothing about the visitor; that path is kept
  honest by the origin check, the same per-IP rate limit and staff review.
"""

from enum import StrEnum

from django.conf import settings

from . import altcha


class Channel(StrEnum):
    SCRIPT = "script"
    HTML = "html"


def bot_signals(
    honeypot: str,
    fill_ms: int | None,
    altcha_answer: str = "",
    channel: Channel = Channel.SCRIPT,
    proof_of_work: bool = True,
) -> str:
    """Why a submission looks automated, or "" (honeypot, fill time, proof of work)."""
    if honeypot.strip():
        return "champ piège rempli"
    if channel is Channel.HTML:
        return ""
    # Our own forms send the fill time; a client written from spec §7 does not,
    # and its absence alone is no sign of a bot.
    minimum = settings.API_MIN_FILL_SECONDS * 1000
    if minimum > 0 and fill_ms is not None and fill_ms < minimum:
        return "formulaire rempli trop vite"
    if proof_of_work and settings.ALTCHA_REQUIRED:
        # Last: checking an answer uses it up, so only for otherwise clean submissions.
        return altcha.failure_reason(altcha_answer)
    return ""
