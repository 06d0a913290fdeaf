"""Age of a lead in business hours: the clock the 24 h callback promise runs on.

The sales team answers Monday to Friday, 9h–12h and 14h–18h, Paris time
(spec: reception hours), and not on French public holidays. "Rappel sous
24 h" is read on that clock: a lead received on a working day must be called
back by the same time the next working day, i.e. within one working day of
seven business hours. A lead sent on Friday at 17h is therefore due on Monday
at 16h, not on Saturday.

Holidays come from the `holidays` package (maintained, moving feasts such as
Easter Monday and Ascension computed per year) rather than a hand-typed list.

It lives with the leads so that every screen that shows the promise calls the
same function, `first_call`: the dashboard (backoffice/figures.py), the lead
list and the lead page (leads/admin_columns.py), the metrics (backoffice may
import leads, never the other way round).
"""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from typing import Any
from zoneinfo import ZoneInfo

import holidays
from django.utils import timezone

from .models import Lead, LeadStatus

PARIS = ZoneInfo("Europe/Paris")
OPENING_WINDOWS: tuple[tuple[time, time], ...] = ((time(9), time(12)), (time(14), time(18)))
# One working day (3 h + 4 h): the 24 h promise on the business clock.
PROMISE_HOURS = 7
# Fewer than two business hours left: the lead is shown as urgent.
WARNING_HOURS = 5


@lru_cache(maxsize=16)
def _french_holidays(year: int) -> frozenset[date]:
    return frozenset(holidays.country_holidays("FR", years=year).keys())


def is_working_day(day: date) -> bool:
    return day.weekday() < 5 and day not in _french_holidays(day.year)


def business_seconds(start: datetime, end: datetime) -> int:
    """Seconds of opening hours between two aware datetimes (0 if end <= start)."""
    if end <= start:
        return 0
    start, end = start.astimezone(PARIS), end.astimezone(PARIS)
    total = 0.0
    day = start.date()
    while day <= end.date():
        if is_working_day(day):
            for opens, closes in OPENING_WINDOWS:
                window_start = datetime.combine(day, opens, tzinfo=PARIS)
                window_end = datetime.combine(day, closes, tzinfo=PARIS)
                overlap = min(end, window_end) - max(start, window_start)
                if overlap > timedelta(0):
                    total += overlap.total_seconds()
        day += timedelta(days=1)
    return int(total)


def business_hours(start: datetime, end: datetime) -> float:
    return business_seconds(start, end) / 3600


def promise_level(hours: float) -> str:
    """ "late" past the promise, "soon" close to it, "ok" otherwise."""
    if hours >= PROMISE_HOURS:
        return "late"
    if hours >= WARNING_HOURS:
        return "soon"
    return "ok"


def format_duration(seconds: int) -> str:
    """French short duration: "45 min", "3 h", "6 h 20"."""
    minutes = seconds // 60
    hours, minutes = divmod(minutes, 60)
    if not hours:
        return f"{minutes} min"
    return f"{hours} h" if not minutes else f"{hours} h {minutes:02d}"


# The rule, in the words the dashboard shows once (dashboard.html).
RULE = (
    "« Rappel sous 24 h » se compte en heures ouvrées : du lundi au vendredi, 9 h–12 h et "
    "14 h–18 h (heure de Paris), hors jours fériés. Une journée ouvrée compte 7 heures : "
    "une demande doit être rappelée dans les 7 heures ouvrées qui suivent sa réception, "
    "c'est-à-dire avant la même heure le jour ouvré suivant (reçue mardi à 11 h : à rappeler "
    "avant mercredi 11 h ; reçue vendredi à 17 h : avant lundi 16 h)."
)
DAY_NAMES = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")


def add_business_seconds(start: datetime, seconds: int) -> datetime:
    """The moment `seconds` of opening hours after `start` (aware, Paris time)."""
    moment = start.astimezone(PARIS)
    left = timedelta(seconds=seconds)
    day = moment.date()
    while True:
        if is_working_day(day):
            for opens, closes in OPENING_WINDOWS:
                window_start = datetime.combine(day, opens, tzinfo=PARIS)
                window_end = datetime.combine(day, closes, tzinfo=PARIS)
                begin = max(moment, window_start)
                if begin >= window_end:
                    continue
                if begin + left <= window_end:
                    return begin + left
                left -= window_end - begin
        day += timedelta(days=1)
        moment = datetime.combine(day, time(0), tzinfo=PARIS)


def first_contact_deadline(lead: Any) -> datetime:
    """When the lead must be called back at the latest: PROMISE_HOURS business
    hours after it was received. The one place the promise is computed
    (first_call below; metrics such as tq_leads_overdue)."""
    return add_business_seconds(lead.created_at, PROMISE_HOURS * 3600)


def overdue_leads(now: datetime | None = None) -> list[Lead]:
    """Leads still « Nouveau » whose first-contact deadline has passed, oldest first."""
    now = now or timezone.now()
    # Every overdue lead is older than the promise in calendar time too.
    waiting = Lead.objects.filter(
        status=LeadStatus.NEW, created_at__lt=now - timedelta(hours=PROMISE_HOURS)
    ).order_by("created_at")
    return [lead for lead in waiting if first_contact_deadline(lead) <= now]


def deadline_label(deadline: datetime, now: datetime) -> str:
    """« avant mardi 11 h », « avant aujourd'hui 16 h 30 », « avant lundi 17 nov. 9 h »."""
    local, today = deadline.astimezone(PARIS), now.astimezone(PARIS).date()
    hour = f"{local.hour} h" + (f" {local.minute:02d}" if local.minute else "")
    if local.date() == today:
        day = "aujourd'hui"
    elif local.date() == today + timedelta(days=1):
        day = "demain"
    elif abs((local.date() - today).days) < 7:
        day = DAY_NAMES[local.weekday()]
    else:
        day = f"{DAY_NAMES[local.weekday()]} {local.day}/{local.month:02d}"
    return f"avant {day} {hour}"


def time_left_label(deadline: datetime, now: datetime) -> str:
    """Left on the business clock: « reste 3 h 20 ouvrées », « en retard de 2 h ouvrées »."""
    if deadline > now:
        return f"reste {format_duration(business_seconds(now, deadline))} ouvrées"
    late = business_seconds(deadline, now)
    return f"en retard de {format_duration(late)} ouvrées" if late else "échéance dépassée"


@dataclass(frozen=True)
class FirstCall:
    """Where a lead awaiting its first call stands against the promise."""

    deadline: datetime
    seconds: int  # business seconds since it was received
    level: str  # "ok", "soon", "late" (promise_level)
    due: str  # « avant mardi 11 h »
    left: str  # « reste 3 h 20 ouvrées » / « en retard de 2 h ouvrées »


def first_call(lead: Any, now: datetime) -> FirstCall:
    """The deadline and the time left as every staff screen shows them."""
    seconds = business_seconds(lead.created_at, now)
    deadline = first_contact_deadline(lead)
    return FirstCall(
        deadline,
        seconds,
        promise_level(seconds / 3600),
        deadline_label(deadline, now),
        time_left_label(deadline, now),
    )
