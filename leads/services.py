"""Accepting a validated submission: spam checks, idempotency, storage (or the
intake spool while the database cannot take it), mail job."""

from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core import formposts, intake
from core.api import recaptcha
from core.api.antispam import Channel, bot_signals
from core.idempotency import already_saved
from core.mail import delivery
from core.mail.status import MailStatus

from .models import Lead, LeadStatus
from .validation import CleanLead, compose_mail_fields


@dataclass(frozen=True)
class SpamVerdict:
    """`spam` on a strong sign only; a weak one leaves the lead with the team,
    marked « à vérifier » with `check` as the reason (core/api/antispam.py)."""

    spam: bool
    reason: str = ""
    score: float | None = None
    check: str = ""


def lead_verdict(clean: CleanLead, ip: str, channel: Channel = Channel.SCRIPT) -> SpamVerdict:
    """One proof per script submission: reCAPTCHA v3 when the operator set it up
    and the browser sent a token (only after consent), else the ALTCHA answer."""
    by_recaptcha = bool(settings.RECAPTCHA_SECRET and clean.recaptcha_token)
    signals = bot_signals(
        clean.honeypot, clean.fill_ms, clean.altcha, channel, proof_of_work=not by_recaptcha
    )
    if signals.strong:
        return SpamVerdict(spam=True, reason=signals.strong)
    if not by_recaptcha or channel is Channel.HTML:
        return SpamVerdict(spam=False, check=signals.weak)
    verdict = recaptcha.verify(clean.recaptcha_token, ip)
    # A low score or a refused token is a guess about a person, never a proof.
    check = " ; ".join(r for r in (signals.weak, "" if verdict.human else verdict.reason) if r)
    return SpamVerdict(spam=False, score=verdict.score, check=check)


def accept_lead(
    clean: CleanLead, ip: str, origin: str = "", channel: Channel = Channel.SCRIPT
) -> tuple[Lead | None, bool]:
    """Store the lead and queue its mail in one transaction, or spool it.

    Returns (lead, created). A repeated idempotency key returns the lead the
    first request stored: a retry never creates a second lead, even when the
    two requests race (the unique index decides). The same request sent again
    within HTML_FORM_DEDUPE_SECONDS (same_request) returns (None, False):
    nothing new is stored, and the visitor gets the same thanks. While the
    database cannot take it the lead goes to the intake spool and (None, True)
    comes back; intake.Unavailable when the spool cannot take it either.
    """
    submission = intake.Submission(Lead.mail_kind, clean.idempotency_key)
    submission.catch_up()
    key = clean.idempotency_key or None
    existing = submission.read(lambda: already_saved(Lead, key), None)
    if existing:
        return existing, False
    claim = formposts.first_submission("lead", same_request(clean), owner=key or "")
    if claim is None or submission.read(lambda: _recent_twin(clean), False):
        # The same request again within HTML_FORM_DEDUPE_SECONDS, with or
        # without JavaScript: the first one is stored (or being stored).
        return None, False
    try:
        return _store(clean, ip, origin, channel, submission)
    except Exception:
        formposts.release(claim)
        raise


def _recent_twin(clean: CleanLead) -> bool:
    """The same request already stored within the window. The cache claim
    decides races; this also holds where the cache is not shared (the
    embedded default's local memory, one per worker) or was emptied."""
    window = settings.HTML_FORM_DEDUPE_SECONDS
    if window <= 0:
        return False
    wanted = same_request(clean)
    since = timezone.now() - timedelta(seconds=window)
    stored = Lead.objects.filter(
        email=wanted["email"], context=clean.context, created_at__gte=since
    ).only("email", "context", "message", "extras")
    return any(same_request(lead) == wanted for lead in stored)


def same_request(clean: CleanLead | Lead) -> dict[str, object]:
    """What makes two submissions one request: who (the e-mail, for which
    company), which page context and what they asked (message and the page's
    extra fields)."""
    return {
        "email": clean.email.strip().lower(),
        "company": " ".join(clean.company.split()).casefold(),
        "context": clean.context,
        "message": " ".join(clean.message.split()),
        "extras": {k: " ".join(str(v).split()) for k, v in clean.extras.items()},
    }


def _store(
    clean: CleanLead, ip: str, origin: str, channel: Channel, submission: intake.Submission
) -> tuple[Lead | None, bool]:
    # Decided once, before the write: a spooled lead keeps this verdict, and
    # its reCAPTCHA token (single use) is never sent again.
    verdict = lead_verdict(clean, ip, channel)
    lead = _lead_row(clean, verdict, origin, submission.key, submission.received_at)
    # The proofs were checked above and are worth nothing later: not spooled.
    spooled = replace(clean, recaptcha_token="", altcha="")
    data = {"clean": asdict(spooled), "verdict": asdict(verdict), "origin": origin}
    return submission.store(lead, _mail_job(lead), data)


def _lead_row(
    clean: CleanLead, verdict: SpamVerdict, origin: str, key: str, received_at: datetime
) -> Lead:
    """The lead as stored, at once or when replayed from the spool."""
    composed = compose_mail_fields(
        clean.context, clean.first_name, clean.last_name, clean.company, clean.message, clean.extras
    )
    return Lead(
        created_at=received_at,
        context=clean.context,
        first_name=clean.first_name,
        last_name=clean.last_name,
        company=clean.company,
        # Addresses are compared case-insensitively (RGPD requests, retention).
        email=clean.email.lower(),
        phone=clean.phone,
        message=clean.message,
        extras=clean.extras,
        subject=composed["subject"][:300],
        page_path=clean.page,
        locale=clean.locale,
        # Always a key (intake.new_key when the form sent none): a commit whose
        # answer was lost, then spooled, is still stored once.
        idempotency_key=key,
        status=LeadStatus.SPAM if verdict.spam else LeadStatus.NEW,
        spam_reason=verdict.reason[:120],
        check_reason=verdict.check[:200],
        recaptcha_score=verdict.score,
        mail_status=MailStatus.SKIPPED if verdict.spam else MailStatus.PENDING,
        staff_origin=origin[:200],
    )


def _mail_job(lead: Lead) -> Callable[[Lead], None] | None:
    return None if lead.status == LeadStatus.SPAM else delivery.enqueue


def replay_spooled(data: dict[str, Any], received_at: datetime, key: str) -> tuple[Lead, bool]:
    """A lead from the intake spool (registered in LeadsConfig.ready): the same
    row as when it was sent, its receipt time and verdict, its mail queued."""
    clean = CleanLead(**data["clean"])
    lead = _lead_row(clean, SpamVerdict(**data["verdict"]), data["origin"], key, received_at)
    return intake.replay(lead, _mail_job(lead))


def restore_from_spam(lead: Lead) -> None:
    """Staff says "not spam": the lead becomes new and its mail goes out."""
    with transaction.atomic():
        lead.status = LeadStatus.NEW
        lead.spam_reason = ""
        fields = ["status", "spam_reason", "updated_at"]
        if lead.mail_status == MailStatus.SKIPPED:
            lead.mail_status = MailStatus.PENDING
            fields.append("mail_status")
        lead.save(update_fields=fields)
        if lead.mail_status == MailStatus.PENDING:
            delivery.enqueue(lead)
