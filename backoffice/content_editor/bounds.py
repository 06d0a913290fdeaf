"""Every count, index, version and date the editor's forms send, parsed and
bounded before anything loops, allocates or queries with it.

Our own forms never send a bad one (a hidden count, a hidden version), so a
bad one is a hand-made request: it is refused as a whole, status 400, with a
French message (core/formbounds.py renders the page). A date is typed by a
person: it comes back beside the form instead (views.py), status 400 too.
"""

import math
import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from django.utils import timezone

# A list whose schema sets no maxItems: more entries than any page shows.
LIST_LIMIT = 200
# All the lists of one form together (a list of lists multiplies).
ENTRIES_LIMIT = 5000
# PositiveIntegerField (Revision.version, primary keys): PostgreSQL's integer.
INT_MAX = 2**31 - 1
# A scheduled publication: from a little in the past (the form was open for
# a while) to a few years ahead; outside, a typo, not a plan.
SCHEDULE_PAST = timedelta(days=1)
SCHEDULE_FUTURE = timedelta(days=5 * 366)
PARIS = ZoneInfo("Europe/Paris")
_DIGITS = re.compile(r"[0-9]{1,10}")
_MOMENT = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2})?")


class Refused(ValueError):
    """A value no form of ours sends, in French, for the person who sent it."""


def _integer(raw: str) -> int | None:
    raw = raw.strip()
    return int(raw) if _DIGITS.fullmatch(raw) else None


def count(raw: str, limit: int, label: str) -> int:
    """A list's number of entries (a hidden field): 0 to the list's limit."""
    value = _integer(raw) if raw.strip() else 0
    if value is None or value > limit:
        raise Refused(
            f"Formulaire refusé : la liste « {label} » ne peut compter que {limit} entrées "
            "au plus. Rechargez la page et recommencez."
        )
    return value


def position(raw: str, default: int, limit: int, label: str) -> float:
    """An entry's « Position »: a number from 1 to the list's limit (empty: unchanged)."""
    if not raw.strip():
        return float(default)
    try:
        value = float(raw.replace(",", "."))
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 1 <= value <= limit):
        raise Refused(
            f"Position invalide dans « {label} » : indiquez un nombre de 1 à {limit}. "
            "Rien n'a été enregistré."
        )
    return value


def version(raw: str) -> int:
    """The version the form was opened at (a hidden field)."""
    value = _integer(raw) if raw.strip() else 0
    if value is None or value > INT_MAX:
        raise Refused(
            "Formulaire refusé : son numéro de version est invalide. Rechargez la page "
            "et recommencez ; rien n'a été enregistré."
        )
    return value


def key(raw: str) -> int | None:
    """An id picked in a list (an uploaded image): None when empty."""
    if not raw.strip():
        return None
    value = _integer(raw)
    if value is None or value > INT_MAX:
        raise Refused("Formulaire refusé : l'image choisie n'existe pas. Rechargez la page.")
    return value


def moment(raw: str, label: str, now: datetime | None = None) -> datetime | None:
    """A date and time typed in Paris time (<input type="datetime-local">)."""
    raw = raw.strip()
    if not raw:
        return None
    try:
        if not _MOMENT.fullmatch(raw):
            raise ValueError(raw)
        value = datetime.fromisoformat(raw).replace(tzinfo=PARIS)
    except ValueError as exc:
        raise Refused(
            f"{label} : date invalide. Indiquez une date et une heure, "
            "par exemple 25/12/2026 08:00."
        ) from exc
    now = now or timezone.now()
    if not now - SCHEDULE_PAST <= value <= now + SCHEDULE_FUTURE:
        raise Refused(f"{label} : choisissez une date d'ici cinq ans au plus, pas dans le passé.")
    return value
