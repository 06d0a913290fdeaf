"""Signs that a submission was made by a bot, shared by every public form.

Two kinds of signs (docs/anti-spam.md):
- strong ones are proofs: the hidden honeypot field was filled, or the ALTCHA
  answer is forged (unreadable, wrong hash, bad signature) or replayed. No
  person using our form produces them; the submission is filed as spam.
- weak ones are guesses: the form was sent faster than API_MIN_FILL_SECONDS
  (autofill and password managers do that), the proof of work is missing or
  expired (a challenge that failed to load, a tab left open), or reCAPTCHA
  scored low. A weak sign alone never files a submission as spam: it reaches
  the team marked « à vérifier » with the reason.

Two ways in, two honest sets of checks:
- the script path (JSON to /api/…): honeypot, fill time, the ALTCHA proof of
  work, which every browser running our code solves;
- the no-JavaScript path (HTML form posted to /formulaires/…): honeypot only.
  Without JavaScript there is no fill time to measure and no proof of work to
  solve, so their absence says nothing about the visitor; that path is kept
  honest by the origin check, the same per-IP rate limit and staff review.
"""

from dataclasses import dataclass
from enum import StrEnum

from django.conf import settings

from . import altcha


class Channel(StrEnum):
    SCRIPT = "script"
    HTML = "html"


# ALTCHA failures that only a forged or replayed answer produces. The others
# ("absente", "expirée") also happen to people: a challenge that failed to
# load, a form left open past ALTCHA_EXPIRES_SECONDS.
FORGED_PROOF = {
    "preuve de travail illisible",
    "preuve de travail fausse",
    "preuve de travail déjà utilisée",
}


@dataclass(frozen=True)
class Signals:
    """What the checks found: `strong` files the submission as spam, `weak`
    only marks it « à vérifier » (both are French reasons shown to staff)."""

    strong: str = ""
    weak: str = ""


def bot_signals(
    honeypot: str,
    fill_ms: int | None,
    altcha_answer: str = "",
    channel: Channel = Channel.SCRIPT,
    proof_of_work: bool = True,
    owner: str = "",
) -> Signals:
    """Strong and weak signs of automation (honeypot, proof of work, fill time)."""
    if honeypot.strip():
        return Signals(strong="champ piège rempli")
    if channel is Channel.HTML:
        return Signals()
    weak: list[str] = []
    if proof_of_work and settings.ALTCHA_REQUIRED:
        # Checking an answer uses it up: done once, before anything else can
        # return, so that a replay is always seen as one.
        failure = altcha.failure_reason(altcha_answer, owner)
        if failure in FORGED_PROOF:
            return Signals(strong=failure)
        if failure:
            weak.append(failure)
    # Our own forms send the fill time; a client written from spec §7 does not,
    # and its absence alone is no sign of a bot.
    minimum = settings.API_MIN_FILL_SECONDS * 1000
    if minimum > 0 and fill_ms is not None and fill_ms < minimum:
        sent_in = f"{fill_ms / 1000:.1f}".replace(".", ",")
        weak.insert(0, f"formulaire envoyé en {sent_in} s (seuil : {minimum / 1000:g} s)")
    return Signals(weak=" ; ".join(weak))
