"""« Avis clients publiés » in the page editor: a published review becomes a
new testimonial of a chosen page (/home or an offer page), in a draft of that
page. Nothing is published: Marketing reads the draft, then publishes it (or
not) as any other change of the page, and its history keeps the step.

Why a review may be reused so: its author sent it to be published on this
site after our team's review (the form tells them « Votre avis sera publié
après relecture par notre équipe. »), under the name and company they typed.
Showing it word for word among a page's testimonials, under that name, is
that same publication. What the staff member must still check is said on the
page (CONSENT): keep the author's words, and take the testimonial down too
when the author withdraws the review (refusing the review or erasing its
author's data does not reach the pages). The old editor's action said
nothing about this.
"""

from typing import Any

from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_http_methods

from reviews.models import Review, ReviewStatus
from website.content.schemas import TITLE_MAX

from .models import HomePage, OfferPage
from .testimonials import DOCUMENTS, QUOTE_MAX, TESTIMONIALS_MAX

CONSENT = (
    "Son auteur a envoyé cet avis pour qu'il soit publié sur ce site après relecture, sous "
    "le nom et l'entreprise qu'il a indiqués : le reprendre mot pour mot parmi les "
    "témoignages d'une page reste cette publication. Gardez ses mots tels quels (vous pouvez "
    "ajouter un thème). Si son auteur demande le retrait de son avis, retirez-le aussi des "
    "témoignages : refuser l'avis ou effacer ses données ne le retire pas des pages."
)
# The newest published reviews the page lists: the home page shows 20.
LISTED = 50


def editable_pages(user: Any) -> list[HomePage | OfferPage]:
    """The pages with testimonials this user may edit, in the site's order."""
    pages: list[HomePage | OfferPage] = [
        *HomePage.objects.filter(route_key__in=DOCUMENTS),
        *OfferPage.objects.filter(route_key__in=DOCUMENTS),
    ]
    order = list(DOCUMENTS)
    pages.sort(key=lambda page: order.index(page.route_key))
    return [page for page in pages if page.permissions_for_user(user).can_edit()]


def _published() -> Any:
    return Review.objects.filter(status=ReviewStatus.PUBLISHED, is_spam=False)


def _refusal(page: HomePage | OfferPage, review: Review, user: Any) -> str | None:
    lock = page.get_lock()
    if lock is not None and lock.for_user(user):
        return f"La page « {page.route().label} » est verrouillée : rien n'a été ajouté."
    text = review.message.strip()
    if len(text) > QUOTE_MAX:
        return (
            f"Cet avis compte {len(text)} caractères, plus que les {QUOTE_MAX} d'un témoignage : "
            "il ne peut pas être repris tel quel. Rien n'a été ajouté."
        )
    draft = page.get_latest_revision_as_object()
    if any(block.value["text"].strip() == text for block in draft.testimonials):
        return f"Cet avis est déjà parmi les témoignages de « {page.route().label} »."
    if len(draft.testimonials) >= TESTIMONIALS_MAX:
        return (
            f"La page « {page.route().label} » a déjà {TESTIMONIALS_MAX} témoignages, le maximum : "
            "retirez-en un dans la page avant d'ajouter cet avis. Rien n'a été ajouté."
        )
    return None


def add_to_draft(page: HomePage | OfferPage, review: Review, user: Any) -> Any:
    """A new revision of the page, its newest version plus the review as its
    last testimonial; not published (ValidationError if refused)."""
    refusal = _refusal(page, review, user)
    if refusal is not None:
        raise ValidationError(refusal)
    draft = page.get_latest_revision_as_object()
    draft.add_testimonial(review.message.strip(), review.author[:TITLE_MAX])
    # The draft is checked as any saved version is (the page's clean).
    return draft.save_revision(user=user, log_action=True)


@require_http_methods(["GET", "POST"])
def reviews_to_testimonials(request: HttpRequest) -> HttpResponse:
    pages = editable_pages(request.user)
    if not pages:
        raise PermissionDenied
    if request.method == "POST":
        review = _published().filter(pk=_number(request.POST.get("review"))).first()
        page = next((p for p in pages if p.pk == _number(request.POST.get("page"))), None)
        if review is None or page is None:
            messages.error(request, "Cet avis n'est plus publié, ou cette page n'existe pas.")
            return HttpResponseRedirect(request.path)
        try:
            with transaction.atomic():
                add_to_draft(page, review, request.user)
        except ValidationError as refused:
            messages.error(request, " ".join(refused.messages))
            return HttpResponseRedirect(request.path)
        messages.success(
            request,
            f"L'avis de {review.author or 'un client anonyme'} est le dernier témoignage d'un "
            f"nouveau brouillon de « {page.route().label} » : relisez-le, puis publiez la page.",
        )
        return HttpResponseRedirect(reverse("wagtailadmin_pages:edit", args=[page.pk]))
    reviews = list(_published().order_by("-moderated_at", "-created_at")[:LISTED])
    return render(
        request,
        "cms/reviews_to_testimonials.html",
        {"reviews": reviews, "pages": pages, "consent": CONSENT, "quote_max": QUOTE_MAX},
    )


def _number(raw: str | None) -> int | None:
    raw = (raw or "").strip()
    return int(raw) if raw.isdigit() and len(raw) < 10 else None
