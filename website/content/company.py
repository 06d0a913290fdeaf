"""The company facts people edit: the public contact facts and reception
hours (content/contact.json, Marketing, from the contact page in Wagtail)
and the legal identity (content/company.json, superusers only).

settings.COMPANY holds the files as read at start-up, the environment's
overrides, and the operator settings that no editor may change (brand,
salesEmail, moderationEmail, gaMeasurementId, threatMapUrl, apiBase:
telecomsite/settings/company.py). A published revision of either document
wins over both; with none, or with only invalid ones, settings.COMPANY is
what pages show, as before.

The reception hours are one schedule (core/opening_hours.py): the sentence
every page shows ("hours") and the closings /contact lists are written from
it here, and the leads' business clock reads the same schedule.
"""

import logging
from typing import Any

from django.conf import settings
from django.utils import timezone

from core import opening_hours

from . import loader
from .facts import ContactDocument, LegalDocument
from .schemas import Schema


def _checked(model: type[Schema]) -> Any:
    def check(raw: Any, what: str) -> Any:
        return model.model_validate(raw).model_dump(exclude_none=True)

    return check


def _none() -> dict[str, Any]:
    return {}


FACTS = {
    "contact": loader.Kind(_checked(ContactDocument), _none, logging.ERROR),
    "company": loader.Kind(_checked(LegalDocument), _none, logging.ERROR),
}


def _facts() -> dict[str, Any]:
    facts = dict(settings.COMPANY)
    for name, kind in FACTS.items():
        # No revision (or only invalid ones): the file and the environment,
        # as read at start-up, stay.
        live = loader.stored(name, kind)
        if live is not None:
            facts.update(live.data)
    return facts


def schedule() -> opening_hours.Schedule:
    """The live reception hours (core.opening_hours.current's source)."""
    return opening_hours.from_document(_facts()["openingHours"])


def company() -> dict[str, Any]:
    """settings.COMPANY with the published contact facts and legal identity,
    the hours written out for people, and the closings still to come."""
    facts = _facts()
    hours = opening_hours.from_document(facts["openingHours"])
    facts["hours"] = opening_hours.describe(hours)
    coming = hours.upcoming_closures(timezone.localdate())
    facts["closures"] = [opening_hours.describe_closure(c) for c in coming]
    return facts
