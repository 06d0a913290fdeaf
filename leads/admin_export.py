"""The lead list's export links: the list as filtered and searched on screen
(the links carry the list's query string: LeadAdmin.changelist_view), as XLSX
or CSV, whose first row says which filter it holds and how many leads.

A file sent on or opened later has lost the screen it came from: reached
through « Nouveau », an export held 2 leads of 3 without saying it was filtered
(issue 30). Its first row now reads « Filtre : statut = Nouveau — 2 demandes ».
"""

from typing import Any

from django.contrib import admin
from django.contrib.admin.options import IncorrectLookupParameters
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404, HttpRequest, HttpResponseBase
from django.urls import reverse

from core import formbounds

from . import exports
from .models import Lead

UNFILTERED = "Toutes les demandes hors spam"


def count_label(count: int) -> str:
    """« 1 demande », « 3 demandes » (French: 0 and 1 are singular)."""
    return f"{count} demande{'s' if count > 1 else ''}"


def _chosen(changelist: Any, spec: Any) -> str:
    """What an active list filter shows as chosen (« Nouveau », « Les 7 derniers jours »)."""
    for choice in spec.choices(changelist):
        if choice.get("selected"):
            return str(choice["display"])
    return ", ".join(str(v) for v in spec.used_parameters.values())


def _hierarchy(changelist: Any) -> str | None:
    """The date chosen above the list (« reçue le = 11/2026 »), if any."""
    field = changelist.date_hierarchy
    year, month, day = (changelist.params.get(f"{field}__{p}") for p in ("year", "month", "day"))
    if not field or not year:
        return None
    shown = year
    if month:
        shown = f"{month.zfill(2)}/{year}"
        if day:
            shown = f"{day.zfill(2)}/{shown}"
    title = getattr(Lead._meta.get_field(field), "verbose_name", field)
    return f"{title} = {shown}"


def filter_summary(changelist: Any, count: int) -> str:
    """The export's first row: « Filtre : statut = Nouveau — 2 demandes »,
    « Toutes les demandes hors spam — 3 demandes »."""
    parts = [
        f"{spec.title} = {_chosen(changelist, spec)}"
        for spec in changelist.filter_specs
        if spec.used_parameters
    ]
    dated = _hierarchy(changelist)
    if dated:
        parts.append(dated)
    if changelist.query:
        parts.append(f"recherche = « {changelist.query} »")
    if not parts:
        return f"{UNFILTERED} — {count_label(count)}"
    heading = "Filtres" if len(parts) > 1 else "Filtre"
    return f"{heading} : {' ; '.join(parts)} — {count_label(count)}"


def export_view(
    modeladmin: admin.ModelAdmin[Lead], request: HttpRequest, fmt: str
) -> HttpResponseBase:
    """The list as filtered and searched on screen, as XLSX or CSV."""
    if not modeladmin.has_view_or_change_permission(request):
        raise PermissionDenied
    if fmt not in {"xlsx", "csv"}:
        raise Http404
    try:
        changelist = modeladmin.get_changelist_instance(request)
        queryset = changelist.get_queryset(request)
    except (IncorrectLookupParameters, ValidationError):
        # The list itself shows these filters as « ?e=1 »; a file cannot.
        return formbounds.refusal(
            request,
            "Export refusé : un filtre de la liste est invalide (une date mal écrite ?). "
            "Revenez à la liste, refaites le filtre, puis exportez.",
            back=reverse("admin:leads_lead_changelist"),
        )
    queryset = queryset.order_by("-created_at")
    title = filter_summary(changelist, queryset.count())
    response: HttpResponseBase = (
        exports.leads_xlsx(queryset, title) if fmt == "xlsx" else exports.leads_csv(queryset, title)
    )
    return response
