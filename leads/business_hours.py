"""Age of a lead in business hours: the clock the 24 h callback promise runs on.

The sales team answers during the reception hours (spec: Monday to Friday,
9h–12h and 14h–18h, Paris time), not on French public holidays nor on the
exceptional closings Marketing enters with the hours on the contact page:
one schedule, core/opening_hours.py, for what /contact says and for this
clock. "Rappel sous 24 h" is read on it: a lead received on a working day
must be called back by the same time the next working day, i.e. within one
working day (seven business hours with the spec's hours). A lead sent on
Friday at 17h is therefore due on Monday at 17h, not on Saturday.

It lives with the leads so that every screen that shows the promise calls the
same function, `first_call`: the dashboard (backoffice/figures.py), the lead
list and the lead page (leads/admin_columns.py), the metrics (backoffice may
import leads, never the other way round).
"""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from django.utils import timezone

from core import opening_hours
from core.opening_hours import PARIS, Schedule

from .models import Lead, LeadStatus

# Fewer than two business hours left: the lead is shown as urgent.
WARNING_MARGIN_HOURS = 2


def is_working_day(day: date, schedule: Schedule | None = None) -> bool:
    return (schedule or opening_hours.current()).is_open_day(day)


def promise_seconds(schedule: Schedule | None = None) -> int:
    """One working day: the business seconds of the week's longest day."""
    return (schedule or opening_hours.current()).longest_day_seconds()


def business_seconds(start: datetime, end: datetime, schedule: Schedule | None = None) -> int:
    """Seconds of opening hours between two aware datetimes (0 if end <= start)."""
    if end <= start:
        return 0
    schedule = schedule or opening_hours.current()
    start, end = start.astimezone(PARIS), end.astimezone(PARIS)
    total = 0.0
    day = start.date()
    while day <= end.date():
        for opens, closes in schedule.windows_on(day):
            window_start = datetime.combine(day, opens, tzinfo=PARIS)
            window_end = datetime.combine(day, closes, tzinfo=PARIS)
            overlap = min(end, window_end) - max(start, window_start)
            if overlap > timedelta(0):
                total += overlap.total_seconds()
        day += timedelta(days=1)
    return int(total)


def business_hours(start: datetime, end: datetime) -> float:
    return business_seconds(start, end) / 3600


def promise_level(hours: float, schedule: Schedule | None = None) -> str:
    """ "late" past the promise, "soon" close to it, "ok" otherwise."""
    promise = promise_seconds(schedule) / 3600
    if hours >= promise:
        return "late"
    if hours >= promise - WARNING_MARGIN_HOURS:
        return "soon"
    return "ok"


def format_duration(seconds: int) -> str:
    """French short duration: "45 min", "3 h", "6 h 20"."""
    minutes = seconds // 60
    hours, minutes = divmod(minutes, 60)
    if not hours:
        return f"{minutes} min"
    return f"{hours} h" if not minutes else f"{hours} h {minutes:02d}"


DAY_NAMES = opening_hours.DAYS
# A week without holidays, for the rule's two worked examples.
_EXAMPLE_TUESDAY = datetime(2026, 11, 24, 11, tzinfo=PARIS)
_EXAMPLE_FRIDAY = datetime(2026, 11, 27, 17, tzinfo=PARIS)


def rule(schedule: Schedule | None = None) -> str:
    """The rule, in the words the dashboard shows once (dashboard.html),
    written from the reception hours."""
    schedule = schedule or opening_hours.current()
    seconds = promise_seconds(schedule)
    hours = f"{seconds // 3600} heures" if not seconds % 3600 else format_duration(seconds)
    plain = Schedule(schedule.windows)  # the examples' week: no closing

    def example(received: datetime) -> str:
        due = add_business_seconds(received, promise_seconds(schedule), plain)
        return (
            f"reçue {DAY_NAMES[received.weekday()]} à {received.hour} h : à rappeler "
            f"avant {DAY_NAMES[due.weekday()]} {opening_hours.hour(due.time())}"
        )

    return (
        f"« Rappel sous 24 h » se compte en heures ouvrées : {opening_hours.describe(schedule)} "
        "(heure de Paris), hors jours fériés et fermetures exceptionnelles. Une journée "
        f"ouvrée compte {hours} : une demande doit être rappelée dans les {hours} ouvrées "
        "qui suivent sa réception, c'est-à-dire avant la même heure le jour ouvré suivant "
        f"({example(_EXAMPLE_TUESDAY)} ; {example(_EXAMPLE_FRIDAY)})."
    )


def add_business_seconds(
    start: datetime, seconds: int, schedule: Schedule | None = None
) -> datetime:
    """The moment `seconds` of opening hours after `start` (aware, Paris time)."""
    schedule = schedule or opening_hours.current()
    moment = start.astimezone(PARIS)
    left = timedelta(seconds=seconds)
    day = moment.date()
    # Closings are bounded (website/content/facts.py), so an open day comes
    # within a few years; the bound only stops a schedule that would never open.
    for _ in range(3 * 366):
        for opens, closes in schedule.windows_on(day):
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
    raise ValueError("the reception hours never open")


def first_contact_deadline(lead: Any, schedule: Schedule | None = None) -> datetime:
    """When the lead must be called back at the latest: one working day of
    business hours after it was received. The one place the promise is
    computed (first_call below; metrics such as tq_leads_overdue)."""
    schedule = schedule or opening_hours.current()
    return add_business_seconds(lead.created_at, promise_seconds(schedule), schedule)


def overdue_leads(now: datetime | None = None) -> list[Lead]:
    """Leads still « Nouveau » whose first-contact deadline has passed, oldest first."""
    now = now or timezone.now()
    schedule = opening_hours.current()
    # Every overdue lead is older than the promise in calendar time too.
    waiting = Lead.objects.filter(
        status=LeadStatus.NEW, created_at__lt=now - timedelta(seconds=promise_seconds(schedule))
    ).order_by("created_at")
    return [lead for lead in waiting if first_contact_deadline(lead, schedule) <= now]


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


def time_left_label(deadline: datetime, now: datetime, schedule: Schedule | None = None) -> str:
    """Left on the business clock: « reste 3 h 20 ouvrées », « en retard de 2 h ouvrées »."""
    if deadline > now:
        return f"reste {format_duration(business_seconds(now, deadline, schedule))} ouvrées"
    late = business_seconds(deadline, now, schedule)
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
    schedule = opening_hours.current()
    seconds = business_seconds(lead.created_at, now, schedule)
    deadline = first_contact_deadline(lead, schedule)
    return FirstCall(
        deadline,
        seconds,
        promise_level(seconds / 3600, schedule),
        deadline_label(deadline, now),
        time_left_label(deadline, now, schedule),
    )
