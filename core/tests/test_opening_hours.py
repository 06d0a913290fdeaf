"""The reception hours as one schedule: the sentence people read, the
schema.org entries, and the days the callback clock runs on."""

from datetime import date, time

from core.opening_hours import (
    Closure,
    Schedule,
    Window,
    describe,
    describe_closure,
    from_document,
    schema_org,
)

WEEKDAYS = (0, 1, 2, 3, 4)
SPEC = Schedule((Window(WEEKDAYS, time(9), time(12)), Window(WEEKDAYS, time(14), time(18))))
YEAR_END = Closure(date(2026, 12, 24), date(2027, 1, 1), "Fermeture de fin d'année")


def test_the_spec_hours_read_as_the_spec_says() -> None:
    assert describe(SPEC) == "du lundi au vendredi, de 9 h à 12 h et de 14 h à 18 h"


def test_days_with_other_hours_are_their_own_group() -> None:
    saturday = Schedule((*SPEC.windows, Window((5,), time(9), time(12, 30))))
    assert describe(saturday) == (
        "du lundi au vendredi, de 9 h à 12 h et de 14 h à 18 h ; le samedi, de 9 h à 12 h 30"
    )
    two_days = Schedule((Window((0, 1), time(8), time(17)), Window((3,), time(8), time(17))))
    assert describe(two_days) == "le lundi et le mardi, de 8 h à 17 h ; le jeudi, de 8 h à 17 h"


def test_a_document_becomes_the_schedule_it_describes() -> None:
    document = {
        "windows": [
            {
                "days": ["lundi", "mardi", "mercredi", "jeudi", "vendredi"],
                "opens": "09:00",
                "closes": "12:00",
            },
            {
                "days": ["lundi", "mardi", "mercredi", "jeudi", "vendredi"],
                "opens": "14:00",
                "closes": "18:00",
            },
        ],
        "closures": [
            {"start": "2026-12-24", "end": "2027-01-01", "label": "Fermeture de fin d'année"}
        ],
    }
    assert from_document(document) == Schedule(SPEC.windows, (YEAR_END,), True)


def test_closed_days_have_no_windows() -> None:
    schedule = Schedule(SPEC.windows, (YEAR_END,))
    assert schedule.windows_on(date(2026, 12, 23)) == [(time(9), time(12)), (time(14), time(18))]
    assert schedule.windows_on(date(2026, 12, 28)) == []  # a Monday of the closing
    assert schedule.windows_on(date(2026, 11, 11)) == []  # Armistice
    assert schedule.windows_on(date(2026, 11, 21)) == []  # a Saturday
    open_on_holidays = Schedule(SPEC.windows, closed_on_public_holidays=False)
    assert open_on_holidays.is_open_day(date(2026, 11, 11))


def test_one_working_day_is_the_longest_day() -> None:
    assert SPEC.longest_day_seconds() == 7 * 3600
    long_thursday = Schedule((*SPEC.windows, Window((3,), time(18), time(20))))
    assert long_thursday.longest_day_seconds() == 9 * 3600


def test_closings_are_listed_until_their_last_day() -> None:
    schedule = Schedule(SPEC.windows, (YEAR_END,))
    assert schedule.upcoming_closures(date(2027, 1, 1)) == [YEAR_END]
    assert schedule.upcoming_closures(date(2027, 1, 2)) == []
    assert describe_closure(YEAR_END) == (
        "Fermeture de fin d'année : fermé du 24/12/2026 au 01/01/2027"
    )
    bridge = Closure(date(2027, 5, 7), date(2027, 5, 7), "Pont de l'Ascension")
    assert describe_closure(bridge) == "Pont de l'Ascension : fermé le 07/05/2027"


def test_schema_org_lists_the_windows_and_the_closings() -> None:
    entries = schema_org(Schedule(SPEC.windows, (YEAR_END,)))
    weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    assert entries == [
        {
            "@type": "OpeningHoursSpecification",
            "dayOfWeek": weekdays,
            "opens": "09:00",
            "closes": "12:00",
        },
        {
            "@type": "OpeningHoursSpecification",
            "dayOfWeek": weekdays,
            "opens": "14:00",
            "closes": "18:00",
        },
        {
            "@type": "OpeningHoursSpecification",
            "opens": "00:00",
            "closes": "00:00",
            "validFrom": "2026-12-24",
            "validThrough": "2027-01-01",
        },
    ]
