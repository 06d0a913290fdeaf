"""The origins report Marketing reads: leads per week, campaign, source,
medium and landing page, with the spam and « à vérifier » counts beside each
row. Counts only: no figure holds more than the leads themselves do (their
own origin fields, kept as long as the lead, privacy policy).

Each row links to its leads in the list (the same filters, spam left out as
the list always does) and to their export; the whole table exports as CSV.
"""

import csv
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any
from urllib.parse import urlencode

from django.core.exceptions import PermissionDenied
from django.db.models import Count, Q
from django.db.models.functions import TruncDate
from django.http import HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone

from .exports import csv_cell
from .models import Lead, LeadStatus

PERMISSION = "leads.view_origin_report"
WEEKS = 12  # a quarter: a campaign's run and the weeks after it
NONE = "(aucun)"


@dataclass
class Row:
    week: date  # the Monday
    campaign: str
    source: str
    medium: str
    page: str
    leads: int  # not spam
    to_check: int  # not spam, « à vérifier »
    spam: int

    def filters(self) -> dict[str, str]:
        """The lead list's parameters for the leads of this row."""
        start = timezone.make_aware(datetime.combine(self.week, time.min))
        return {
            "campagne": self.campaign or "-",
            "utm_source": self.source,
            "utm_medium": self.medium,
            "page_path": self.page,
            "created_at__gte": start.isoformat(),
            "created_at__lt": (start + timedelta(days=7)).isoformat(),
        }


def rows(weeks: int = WEEKS) -> list[Row]:
    today = timezone.localdate()
    first = today - timedelta(days=today.weekday() + 7 * (weeks - 1))
    since = timezone.make_aware(datetime.combine(first, time.min))
    spam = Q(status=LeadStatus.SPAM)
    grouped = (
        Lead.objects.filter(created_at__gte=since)
        # Weeks in Paris time: the day of each lead, its Monday below (a
        # database-independent TruncWeek with the time zone applied).
        .annotate(day=TruncDate("created_at", tzinfo=timezone.get_current_timezone()))
        .values("day", "utm_campaign", "utm_source", "utm_medium", "page_path")
        .annotate(
            leads=Count("id", filter=~spam),
            to_check=Count("id", filter=~spam & ~Q(check_reason="")),
            spam=Count("id", filter=spam),
        )
    )
    by_key: dict[tuple[Any, ...], Row] = {}
    for group in grouped:
        week = group["day"] - timedelta(days=group["day"].weekday())
        key = (
            week,
            group["utm_campaign"],
            group["utm_source"],
            group["utm_medium"],
            group["page_path"],
        )
        row = by_key.setdefault(key, Row(*key, leads=0, to_check=0, spam=0))
        row.leads += group["leads"]
        row.to_check += group["to_check"]
        row.spam += group["spam"]
    return sorted(by_key.values(), key=lambda r: (-r.week.toordinal(), -r.leads, r.campaign))


def _link(name: str, row: Row, *args: str) -> str:
    return f"{reverse(name, args=args)}?{urlencode(row.filters())}"


def report_view(request: HttpRequest, context: dict[str, Any]) -> HttpResponse:
    if not request.user.has_perm(PERMISSION):
        raise PermissionDenied
    found = rows()
    if request.GET.get("format") == "csv":
        return _csv(found)
    can_see_leads = request.user.has_perm("leads.view_lead")
    lines = [
        {
            "row": row,
            "list_url": _link("admin:leads_lead_changelist", row) if can_see_leads else "",
            "export_url": _link("admin:leads_lead_export", row, "xlsx") if can_see_leads else "",
        }
        for row in found
    ]
    return TemplateResponse(
        request,
        "admin/leads/lead/origins.html",
        {**context, "title": "Origine des demandes", "lines": lines, "weeks": WEEKS, "none": NONE},
    )


def _csv(found: list[Row]) -> HttpResponse:
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    stamp = timezone.localtime().strftime("%Y%m%d-%H%M")
    response["Content-Disposition"] = f'attachment; filename="origines-{stamp}.csv"'
    response.write("\ufeff")  # Excel reads UTF-8 with its BOM
    writer = csv.writer(response, delimiter=";")
    writer.writerow(
        ["Semaine du", "Campagne", "Source", "Support", "Page", "Demandes", "À vérifier", "Spam"]
    )
    for row in found:
        writer.writerow(
            [
                row.week.strftime("%d/%m/%Y"),
                *(
                    csv_cell(value or NONE)
                    for value in (row.campaign, row.source, row.medium, row.page)
                ),
                row.leads,
                row.to_check,
                row.spam,
            ]
        )
    return response
