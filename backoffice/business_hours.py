"""Age of a lead in business hours: the clock the 24 h callback promise runs on.

The sales team answers Monday to Friday, 9h–12h and 14h–18h, Paris time
(spec: reception hours), and not on French public holidays. "Rappel sous
24 h" is read on that clock: a lead received on a working day must be called
back by the same time the next working day, i.e. within one working day of
seven business hours. A lead sent on Friday at 17h is therefore due on Monday
at 16h, not on Saturday.

Holidays come from the `holidays` package (maintained, moving feasts such as
Easter Monday and Ascension computed per year) rather than a hand-typed list.
"""

from datetime import date, datetime, time, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo

import holidays

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
