"""Where a lead came from, for staff (origin.py): its fieldset on the lead
page, shown only when the lead has an origin, and the list's campaign filter."""

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest

from . import origin
from .models import Lead

ORIGIN_FIELDS = tuple(origin.lead_fields().values())

ORIGIN_FIELDSET: Any = (
    "Origine",
    {
        "fields": (
            ("utm_campaign", "utm_source"),
            ("utm_medium", "referrer_domain"),
            ("utm_term", "utm_content"),
        ),
        "description": "Les paramètres de campagne de la page d'où la demande a été envoyée, "
        "et le site d'où venait le visiteur.",
    },
)


def has_origin(lead: Lead | None) -> bool:
    return lead is not None and any(getattr(lead, field) for field in ORIGIN_FIELDS)


class CampaignFilter(admin.SimpleListFilter):
    """By campaign (utm_campaign): the campaigns leads came with, most recent first."""

    title = "campagne"
    parameter_name = "campagne"
    # A lead without campaign: the list's « Sans campagne » choice.
    NONE = "-"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        campaigns = (
            Lead.objects.exclude(utm_campaign="")
            .order_by("-created_at")
            .values_list("utm_campaign", flat=True)
        )
        seen = list(dict.fromkeys(campaigns[:2000]))[:30]
        return [(self.NONE, "Sans campagne"), *((name, name) for name in seen)]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Lead]) -> QuerySet[Lead]:
        value = self.value()
        if value is None:
            return queryset
        return queryset.filter(utm_campaign="" if value == self.NONE else value)
