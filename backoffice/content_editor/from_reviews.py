"""« Ajouter aux témoignages (brouillon) »: moderated reviews become entries of
the home page's testimonials, as a draft that Marketing then previews and
publishes. An action of the reviews list, for those who may edit content."""

import json
from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from contentstore import store
from contentstore.documents import DOCUMENTS
from reviews.models import Review, ReviewStatus
from website.content import editable
from website.content.schemas import TESTIMONIAL_MAX, TITLE_MAX

from . import bounds, fields
from .access import can_edit

DOCUMENT = "avis"


def _current(name: str) -> Any:
    newest = store.latest(name)
    if newest is not None:
        return newest.data
    with open(DOCUMENTS[name].path(), encoding="utf-8") as fh:
        return json.load(fh)


def _limit() -> int:
    """The testimonials list's own bound (its schema's, else the editor's)."""
    schema = editable.ADAPTERS[DOCUMENT].json_schema()
    items, _ = fields.resolve(schema["properties"]["items"], schema)
    return fields.list_limit(items)


@admin.action(description="Ajouter aux témoignages (brouillon)", permissions=["content"])
def testimonial_draft(model_admin: Any, request: HttpRequest, queryset: QuerySet[Review]) -> None:
    published = queryset.filter(status=ReviewStatus.PUBLISHED).order_by("created_at")
    # « Tout sélectionner » may pick thousands: never load more than fit.
    chosen = list(published[: bounds.LIST_LIMIT + 1])
    if not chosen:
        messages.error(request, "Seuls les avis publiés peuvent devenir des témoignages.")
        return
    data = _current(DOCUMENT)
    room = _limit() - len(data["items"])
    if len(chosen) > room:
        messages.error(
            request,
            f"Le brouillon compte déjà {len(data['items'])} témoignages, pour {_limit()} au "
            f"plus : choisissez {max(room, 0)} avis au plus. Rien n'a été ajouté.",
        )
        return
    for review in chosen:
        entry = {"text": review.message.strip()[:TESTIMONIAL_MAX]}
        if review.author:
            entry["author"] = review.author[:TITLE_MAX]
        data["items"].append(entry)
    revision = store.save_draft(DOCUMENT, data, request.user, None)
    model_admin.log_addition(request, revision, f"{len(chosen)} avis ajoutés en brouillon")
    messages.success(
        request,
        f"{len(chosen)} avis ajouté(s) au brouillon « {DOCUMENTS[DOCUMENT].title} » : "
        "vérifiez-le dans Contenu du site, puis publiez-le.",
    )


def install(site: admin.AdminSite) -> None:
    """Called once the admins are registered (apps.ready)."""
    model_admin = site._registry.get(Review)
    if model_admin is None:
        return
    model_admin.actions = (*(model_admin.actions or ()), testimonial_draft)
    model_admin.has_content_permission = lambda request: can_edit(request.user)  # type: ignore[attr-defined]
