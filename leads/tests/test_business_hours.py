"""The business-hours clock of the 24 h promise: Mon–Fri, 9h–12h and 14h–18h,
Paris time, without French public holidays (from the `holidays` package)."""

from datetime import datetime

import pytest

from leads.business_hours import (
    PARIS,
    business_hours,
    format_duration,
    is_working_day,
    promise_level,
)

pytestmark = pytest.mark.django_db


def paris(year: int, month: int, day: int, hour: int = 0, minute: int = 0) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=PARIS)


@pytest.mark.parametrize(
    ("start", "end", "hours"),
    [
        # Friday 17h → Monday 10h: one hour each side of the weekend.
        (paris(2026, 11, 20, 17), paris(2026, 11, 23, 10), 2),
        # 11h30 → 14h30 the same day: the lunch break does not count.
        (paris(2026, 11, 24, 11, 30), paris(2026, 11, 24, 14, 30), 1),
        # Tuesday 17h → Thursday 10h over 11 November (Armistice, a Wednesday).
        (paris(2026, 11, 10, 17), paris(2026, 11, 12, 10), 2),
        # Ascension Thursday 2026 (14 May) is computed by the library, not typed.
        (paris(2026, 5, 13, 17), paris(2026, 5, 15, 10), 2),
        # A whole working day is seven business hours.
        (paris(2026, 11, 24, 8), paris(2026, 11, 24, 20), 7),
        # Sent on Saturday, read on Sunday: nothing has elapsed yet.
        (paris(2026, 11, 21, 10), paris(2026, 11, 22, 18), 0),
        # Over the change to summer time (29 March 2026), still local hours.
        (paris(2026, 3, 27, 17), paris(2026, 3, 30, 10), 2),
        # End before start.
        (paris(2026, 11, 24, 12), paris(2026, 11, 24, 10), 0),
    ],
)
def test_business_hours(start: datetime, end: datetime, hours: float) -> None:
    assert business_hours(start, end) == hours


def test_working_days() -> None:
    assert is_working_day(paris(2026, 11, 23).date())  # a Monday
    assert not is_working_day(paris(2026, 11, 11).date())  # Armistice
    assert not is_working_day(paris(2026, 12, 25).date())  # Christmas, a Friday
    assert not is_working_day(paris(2026, 11, 22).date())  # a Sunday


def test_promise_levels_and_durations() -> None:
    assert [promise_level(h) for h in (0, 4.9, 5, 6.9, 7, 30)] == [
        "ok",
        "ok",
        "soon",
        "soon",
        "late",
        "late",
    ]
    assert format_duration(45 * 60) == "45 min"
    assert format_duration(3 * 3600) == "3 h"
    assert format_duration(6 * 3600 + 20 * 60) == "6 h 20"
