"""What a review is to the intake (core/intake): its schema and cleaning, its
no-JavaScript form, what makes two reviews one request, its row and its
mail. Every step between them is the intake's, the same for leads."""

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from core.intake import IntakeKind, SpamVerdict
from core.mail.status import MailStatus

from .models import Review, ReviewStatus
from .validation import CleanReview, review_errors, validate_review

# Without JavaScript the "Laissez nous un avis" button is a link to
# /home?avis=formulaire#laisser-un-avis, where the home page shows the form.
ANCHOR = "laisser-un-avis"
FORM_FIELDS = ("name", "company", "message")


def form_values(post: Mapping[str, str]) -> dict[str, str]:
    return {name: post.get(name, "") for name in FORM_FIELDS}


def form_body(post: Mapping[str, str], page_path: str, page_address: str) -> dict[str, Any]:
    return {**form_values(post), "website": post.get("website", "")}


def same_request(review: CleanReview | Review) -> dict[str, object]:
    """Who said what: the same words from the same name and company."""
    return {
        "name": " ".join(review.name.split()).casefold(),
        "company": " ".join(review.company.split()).casefold(),
        "message": " ".join(review.message.split()),
    }


def review_row(
    clean: CleanReview, verdict: SpamVerdict, origin: str, key: str, received_at: datetime
) -> Review:
    """The review as stored, at once or when replayed from the spool. Only a
    strong sign refuses it; a weak one goes to the moderators like any other,
    its reason shown beside it (« à vérifier : … »)."""
    return Review(
        created_at=received_at,
        name=clean.name,
        company=clean.company,
        message=clean.message,
        # Always a key (intake.new_key when none came): replayed once.
        idempotency_key=key,
        is_spam=verdict.spam,
        spam_reason=verdict.reason
        or (f"à vérifier : {verdict.check}"[:120] if verdict.check else ""),
        # A bot's review is refused at once: it never reaches the moderators.
        status=ReviewStatus.REFUSED if verdict.spam else ReviewStatus.PENDING,
        moderated_at=received_at if verdict.spam else None,
        mail_status=MailStatus.SKIPPED if verdict.spam else MailStatus.PENDING,
        staff_origin=origin[:200],
    )


REVIEW: IntakeKind[CleanReview, Review] = IntakeKind(
    name=Review.mail_kind,
    form_kind="review",
    form_name="avis",
    rate_scope="review",
    model=Review,
    clean_type=CleanReview,
    validate=validate_review,
    explain=review_errors,
    form_body=form_body,
    form_values=form_values,
    thanks_anchor=lambda clean: ANCHOR,
    same_request=same_request,
    twin_lookup=lambda clean: {"company__iexact": clean.company},
    build_row=review_row,
)
