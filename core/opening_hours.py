"""The reception hours: one schedule for what /contact says and for the
clock the « Rappel sous 24 h » promise runs on.

Marketing edits it on the contact page in Wagtail (cms/contact.py), which
publishes it with the contact facts (content/contact.json's "openingHours"
until then). Three readers use this one schedule:
- the sentence every page shows (« du lundi au vendredi, de 9 h à 12 h et
  de 14 h à 18 h ») and the exceptional closings listed on /contact;
- the schema.org opening hours of /contact's JSON-LD;
- the leads' business clock (leads/business_hours.py), so that a closing
  day entered here moves every lead's callback deadline.

Pure: no database. The layer that reads the published facts (website)
tells this module where the live schedule comes from (use_source); without
it, the shipped file's schedule applies.
"""

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, time
from functools import lru_cache
from typing import Any
from zoneinfo import ZoneInfo

import holidays

PARIS = ZoneInfo("Europe/Paris")
DAYS = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")
SCHEMA_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@dataclass(frozen=True)
class Window:
    """Open from `opens` to `closes` on each of `days` (0 is Monday)."""

    days: tuple[int, ...]
    opens: time
    closes: time


@dataclass(frozen=True)
class Closure:
    """Closed every day from `start` to `end`, both included."""

    start: date
    end: date
    label: str


@dataclass(frozen=True)
class Schedule:
    windows: tuple[Window, ...]
    closures: tuple[Closure, ...] = ()
    closed_on_public_holidays: bool = True

    def weekly(self, weekday: int) -> list[tuple[time, time]]:
        """The opening windows of that weekday, in order, whatever the date."""
        return sorted((w.opens, w.closes) for w in self.windows if weekday in w.days)

    def closure_on(self, day: date) -> Closure | None:
        return next((c for c in self.closures if c.start <= day <= c.end), None)

    def is_open_day(self, day: date) -> bool:
        if not self.weekly(day.weekday()) or self.closure_on(day) is not None:
            return False
        return not (self.closed_on_public_holidays and day in french_holidays(day.year))

    def windows_on(self, day: date) -> list[tuple[time, time]]:
        """That date's windows: none on a holiday or an exceptional closing."""
        return self.weekly(day.weekday()) if self.is_open_day(day) else []

    def longest_day_seconds(self) -> int:
        """The business seconds of the week's longest day: « one working day »."""
        return max(
            sum(_seconds(opens, closes) for opens, closes in self.weekly(weekday))
            for weekday in range(7)
        )

    def upcoming_closures(self, today: date) -> list[Closure]:
        return sorted((c for c in self.closures if c.end >= today), key=lambda c: c.start)


def _seconds(opens: time, closes: time) -> int:
    return (closes.hour * 60 + closes.minute - opens.hour * 60 - opens.minute) * 60


@lru_cache(maxsize=16)
def french_holidays(year: int) -> frozenset[date]:
    # Maintained by the holidays package, moving feasts (Easter Monday,
    # Ascension) computed per year, rather than a hand-typed list.
    return frozenset(holidays.country_holidays("FR", years=year).keys())


def _clock(value: str) -> time:
    hours, minutes = value.split(":")
    return time(int(hours), int(minutes))


def from_document(data: dict[str, Any]) -> Schedule:
    """The schedule of a contact document's "openingHours" (already validated:
    website/content/facts.py's OpeningHours)."""
    return Schedule(
        windows=tuple(
            Window(tuple(DAYS.index(d) for d in w["days"]), _clock(w["opens"]), _clock(w["closes"]))
            for w in data["windows"]
        ),
        closures=tuple(
            Closure(date.fromisoformat(c["start"]), date.fromisoformat(c["end"]), c["label"])
            for c in data.get("closures", [])
        ),
        closed_on_public_holidays=data.get("closedOnPublicHolidays", True),
    )


def hour(moment: time) -> str:
    """« 9 h », « 13 h 30 »."""
    return f"{moment.hour} h" + (f" {moment.minute:02d}" if moment.minute else "")


def _day_groups(schedule: Schedule) -> Iterator[tuple[list[int], list[tuple[time, time]]]]:
    """Runs of consecutive weekdays with the same windows."""
    run: list[int] = []
    for weekday in range(7):
        windows = schedule.weekly(weekday)
        if run and windows == schedule.weekly(run[-1]):
            run.append(weekday)
            continue
        if run and schedule.weekly(run[0]):
            yield run, schedule.weekly(run[0])
        run = [weekday]
    if run and schedule.weekly(run[0]):
        yield run, schedule.weekly(run[0])


def describe(schedule: Schedule) -> str:
    """The week in French, to follow « ouvert » or a label: « du lundi au
    vendredi, de 9 h à 12 h et de 14 h à 18 h ; le samedi, de 9 h à 12 h »."""
    parts = []
    for days, windows in _day_groups(schedule):
        if len(days) == 1:
            when = f"le {DAYS[days[0]]}"
        elif len(days) == 2:
            when = f"le {DAYS[days[0]]} et le {DAYS[days[1]]}"
        else:
            when = f"du {DAYS[days[0]]} au {DAYS[days[-1]]}"
        hours = " et ".join(f"de {hour(o)} à {hour(c)}" for o, c in windows)
        parts.append(f"{when}, {hours}")
    return " ; ".join(parts)


def describe_closure(closure: Closure) -> str:
    """« Fermeture de fin d'année : du 24/12/2026 au 01/01/2027 »."""
    if closure.start == closure.end:
        when = f"le {closure.start:%d/%m/%Y}"
    else:
        when = f"du {closure.start:%d/%m/%Y} au {closure.end:%d/%m/%Y}"
    return f"{closure.label} : fermé {when}"


def schema_org(schedule: Schedule) -> list[dict[str, Any]]:
    """schema.org OpeningHoursSpecification entries (/contact's JSON-LD)."""
    entries: list[dict[str, Any]] = [
        {
            "@type": "OpeningHoursSpecification",
            "dayOfWeek": [SCHEMA_DAYS[d] for d in days],
            "opens": f"{opens:%H:%M}",
            "closes": f"{closes:%H:%M}",
        }
        for days, windows in _day_groups(schedule)
        for opens, closes in windows
    ]
    # A closing, as schema.org writes one: open from 00:00 to 00:00 on those dates.
    entries += [
        {
            "@type": "OpeningHoursSpecification",
            "opens": "00:00",
            "closes": "00:00",
            "validFrom": closure.start.isoformat(),
            "validThrough": closure.end.isoformat(),
        }
        for closure in schedule.closures
    ]
    return entries


_source: Callable[[], Schedule] | None = None


def use_source(source: Callable[[], Schedule]) -> None:
    """Where the live schedule comes from: set by website's AppConfig.ready,
    the layer that reads the published contact facts."""
    global _source
    _source = source


def current() -> Schedule:
    """The published schedule (else the shipped file's)."""
    if _source is None:
        raise LookupError("no opening-hours source: the website app is not ready")
    return _source()
