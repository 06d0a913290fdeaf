"""The anti-spam verdict of a submission, decided once (docs/anti-spam.md).

Decided after the idempotency check (a retry is answered from its first
try, so a single-use reCAPTCHA token or ALTCHA answer is never checked
twice) and stored with the submission, in the database or in the spool:
a replayed submission keeps it and nothing is verified again.
"""

from dataclasses import dataclass
from typing import Any

from django.conf import settings

from core.api import recaptcha
from core.api.antispam import Channel, bot_signals


@dataclass(frozen=True)
class SpamVerdict:
    """`spam` on a strong sign only (`reason`); a weak one leaves the
    submission with the team, marked « à vérifier » with `check` as the
    reason (core/api/antispam.py)."""

    spam: bool
    reason: str = ""
    score: float | None = None
    check: str = ""

    @classmethod
    def stored(cls, data: dict[str, Any]) -> "SpamVerdict":
        """A verdict from the spool; entries written before the intake was
        one held a review's {strong, weak}."""
        if "strong" in data:
            return cls(spam=bool(data["strong"]), reason=data["strong"], check=data["weak"])
        return cls(**data)


def decide(
    clean: Any, ip: str, channel: Channel, key: str, use_recaptcha: bool = False
) -> SpamVerdict:
    """One proof per script submission: reCAPTCHA v3 when the kind takes it,
    the operator set it up and the browser sent a token (only after consent),
    else the ALTCHA answer. `key`, the idempotency key, owns the ALTCHA answer
    it spends: the same submission retried is no replay."""
    token = getattr(clean, "recaptcha_token", "") if use_recaptcha else ""
    by_recaptcha = bool(settings.RECAPTCHA_SECRET and token)
    signals = bot_signals(
        clean.honeypot,
        clean.fill_ms,
        clean.altcha,
        channel,
        proof_of_work=not by_recaptcha,
        owner=key,
    )
    if signals.strong:
        return SpamVerdict(spam=True, reason=signals.strong)
    if not by_recaptcha or channel is Channel.HTML:
        return SpamVerdict(spam=False, check=signals.weak)
    verdict = recaptcha.verify(token, ip)
    # A low score or a refused token is a guess about a person, never a proof.
    check = " ; ".join(r for r in (signals.weak, "" if verdict.human else verdict.reason) if r)
    return SpamVerdict(spam=False, score=verdict.score, check=check)
