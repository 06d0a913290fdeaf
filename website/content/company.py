"""The company facts people edit: the public contact facts (content/contact.json,
Marketing) and the legal identity (content/company.json, superusers only).

settings.COMPANY holds the files as read at start-up, the environment's
overrides, and the operator settings that no editor may change (brand,
salesEmail, moderationEmail, gaMeasurementId, threatMapUrl, apiBase:
telecomsite/settings/company.py). A published revision of either document
wins over both; with none, or with only invalid ones, settings.COMPANY is
what pages show, as before.
"""

import logging
from typing import Any

from django.conf import settings

from . import loader
from .facts import ContactDocument, LegalDocument
from .schemas import Schema


def _checked(model: type[Schema]) -> Any:
    def check(raw: Any, what: str) -> Any:
        return model.model_validate(raw).model_dump()

    return check


def _none() -> dict[str, Any]:
    return {}


FACTS = {
    "contact": loader.Kind(_checked(ContactDocument), _none, logging.ERROR),
    "company": loader.Kind(_checked(LegalDocument), _none, logging.ERROR),
}


def company() -> dict[str, Any]:
    """settings.COMPANY with the published contact facts and legal identity."""
    facts = dict(settings.COMPANY)
    for name, kind in FACTS.items():
        # No revision (or only invalid ones): the file and the environment,
        # as read at start-up, stay.
        live = loader.stored(name, kind)
        if live is not None:
            facts.update(live.data)
    return facts
