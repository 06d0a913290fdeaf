"""The mail the moderators receive for each review waiting for moderation."""

from typing import Any

from django.conf import settings
from django.core.mail import EmailMessage
from django.utils import timezone
from django.utils.formats import date_format

from core.mail import delivery


def build_review_message(review: Any) -> EmailMessage:
    received = date_format(timezone.localtime(review.created_at), "d/m/Y à H:i")
    author = review.author or "Anonyme"
    body = "\n".join(
        [
            f"Nouvel avis reçu le {received}, en attente de modération.",
            "",
            f"Nom : {review.name or 'non renseigné'}",
            f"Entreprise : {review.company or 'non renseignée'}",
            "",
            review.message,
            "",
            f"Publier ou refuser : {delivery.admin_url(review)}",
        ]
    )
    return delivery.staff_message(
        f"Nouvel avis à modérer — {author}",
        body,
        settings.REVIEWS_NOTIFY_EMAIL,
        [],
        f"review-{review.pk}-{int(review.created_at.timestamp())}",
    )
