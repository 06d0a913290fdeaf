"""What the sales dashboard shows, computed from the database.

Every figure leaves spam out (it is no prospect), except the count by
status, where spam has its own line so that staff see what was filtered.
"""

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from django.db.models import Count, Q, QuerySet
from django.db.models.functions import TruncDate
from django.utils import timezone

from core.mail.status import MailStatus
from leads import business_hours
from leads.models import Lead, LeadContext, LeadStatus
from reviews.models import Review, ReviewStatus

CHART_DAYS = 30
UNSENT = (MailStatus.PENDING, MailStatus.SENDING, MailStatus.RETRY)


@dataclass(frozen=True)
class PromiseRow:
    lead: Lead
    seconds: int
    level: str  # "ok", "soon", "late" (business_hours.promise_level)
    deadline: datetime
    due: str  # « avant mardi 11 h »
    left: str  # « reste 3 h 20 ouvrées » / « en retard de 2 h ouvrées »

    @property
    def age(self) -> str:
        return business_hours.format_duration(self.seconds)


@dataclass(frozen=True)
class DayCount:
    day: date
    count: int


def _midnight(day: date) -> datetime:
    return datetime.combine(day, datetime.min.time(), tzinfo=timezone.get_current_timezone())


def prospects() -> QuerySet[Lead]:
    return Lead.objects.exclude(status=LeadStatus.SPAM)


def new_lead_counts(now: datetime) -> dict[str, int]:
    """Leads received today, over the last 7 and the last 30 days (today included)."""
    today = timezone.localdate(now)
    since = {
        "today": _midnight(today),
        "week": _midnight(today - timedelta(days=6)),
        "month": _midnight(today - timedelta(days=29)),
    }
    return prospects().aggregate(
        **{key: Count("pk", filter=Q(created_at__gte=start)) for key, start in since.items()}
    )


def counts_by_status(now: datetime) -> list[tuple[str, str, int]]:
    """(value, French label, count) for every status, over the last 30 days."""
    start = _midnight(timezone.localdate(now) - timedelta(days=CHART_DAYS - 1))
    found = dict(
        Lead.objects.filter(created_at__gte=start)
        .values_list("status")
        .annotate(n=Count("pk"))
        .values_list("status", "n")
    )
    return [(s.value, s.label, found.get(s.value, 0)) for s in LeadStatus]


def counts_by_page(now: datetime) -> list[tuple[str, str, int]]:
    start = _midnight(timezone.localdate(now) - timedelta(days=CHART_DAYS - 1))
    found = dict(
        prospects()
        .filter(created_at__gte=start)
        .values_list("context")
        .annotate(n=Count("pk"))
        .values_list("context", "n")
    )
    return [(c.value, c.label, found.get(c.value, 0)) for c in LeadContext]


def promise_rows(now: datetime, limit: int = 50) -> list[PromiseRow]:
    """Leads nobody has called yet, oldest first, with their business-hours age."""
    rows = []
    for lead in Lead.objects.filter(status=LeadStatus.NEW).order_by("created_at")[:limit]:
        call = business_hours.first_call(lead, now)
        rows.append(PromiseRow(lead, call.seconds, call.level, call.deadline, call.due, call.left))
    return rows


def follow_ups(now: datetime) -> list[Lead]:
    """Next actions due today or already past, the most overdue first (spam and
    lost leads left out: nobody calls them back)."""
    end_of_today = _midnight(timezone.localdate(now) + timedelta(days=1))
    return list(
        Lead.objects.filter(next_action_at__lt=end_of_today)
        .exclude(status__in=(LeadStatus.SPAM, LeadStatus.LOST))
        .order_by("next_action_at")[:50]
    )


def recent_spam(now: datetime, limit: int = 10) -> tuple[int, list[Lead]]:
    """Leads filed as spam over the last 30 days: how many, and the latest ones,
    so that staff see what the filter kept away and can put one back."""
    start = _midnight(timezone.localdate(now) - timedelta(days=CHART_DAYS - 1))
    spam = Lead.objects.filter(status=LeadStatus.SPAM, created_at__gte=start)
    return spam.count(), list(spam.order_by("-created_at")[:limit])


def pending_reviews(limit: int = 10) -> tuple[int, list[Review]]:
    waiting = Review.objects.filter(status=ReviewStatus.PENDING, is_spam=False)
    return waiting.count(), list(waiting.order_by("created_at")[:limit])


def unsent_notifications(limit: int = 20) -> list[Any]:
    """Lead and review notifications not sent yet (waiting, being sent or failed)."""
    items: list[Any] = [
        *Lead.objects.filter(mail_status__in=UNSENT).order_by("created_at")[:limit],
        *Review.objects.filter(mail_status__in=UNSENT).order_by("created_at")[:limit],
    ]
    items.sort(key=lambda obj: obj.created_at)
    return items[:limit]


def leads_per_day(now: datetime, days: int = CHART_DAYS) -> list[DayCount]:
    """Prospects received on each of the last `days` days (Paris dates), oldest first."""
    today = timezone.localdate(now)
    first = today - timedelta(days=days - 1)
    found = dict(
        prospects()
        .filter(created_at__gte=_midnight(first))
        .annotate(day=TruncDate("created_at", tzinfo=timezone.get_current_timezone()))
        .values_list("day")
        .annotate(n=Count("pk"))
        .values_list("day", "n")
    )
    dates = [first + timedelta(days=i) for i in range(days)]
    return [DayCount(day, found.get(day, 0)) for day in dates]
